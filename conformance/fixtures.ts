/**
 * Per-service fixtures: the only service-specific part of the conformance suites. A fixture
 * says how to obtain working credentials for each security scheme and how to create the
 * parent records that `{id}` routes need; every suite (our fuzzer, Schemathesis, Prism proxy,
 * Dredd, generated clients) reads the same fixture.
 */
import type { Database } from "../storage/db.js";

/** What a fixture may use to set itself up. */
export interface FixtureContext {
  /** Absolute URL where the service is mounted (no trailing slash). */
  baseUrl: string;
  /** The live server's database: fixtures create keys and records directly. */
  db: Database;
}

/** Everything a suite needs to make authenticated, valid calls. */
export interface FixtureSetup {
  /** Headers that authenticate a request, per security scheme name in the document. */
  credentials: Record<string, Record<string, string>>;
  /**
   * Values for path parameters, by parameter name (e.g. an existing record's id), so `{id}`
   * routes can be exercised with records that exist.
   */
  pathParams: Record<string, string>;
  /**
   * Path parameter values for one operation, by "<METHOD> <path>", over {@link pathParams}, for
   * suites that send one fixed request per operation in document order (Dredd): a verb that moves a
   * record out of one state (accept an order, seat a booking) needs its own record in that state.
   */
  operationPathParams?: Record<string, Record<string, string>>;
  /**
   * Request bodies that succeed on this server, by "<METHOD> <path>", for operations whose
   * contract example cannot (a URL to fetch: the example's public page is refused under the
   * conformance server's `OUTBOUND_NETWORK=loopback`). Suites that send one fixed body per
   * operation (Dredd) send these first.
   */
  requestBodies?: Record<string, unknown>;
  /**
   * Query parameter values that succeed on this server, by parameter name, for suites that send
   * one fixed request per operation (Dredd) where an operation needs more than its schema says (a
   * memory key and an entity id on a list).
   */
  queryParams?: Record<string, string>;
}

/** A service's fixture. */
export interface ServiceFixture {
  setup(ctx: FixtureContext): Promise<FixtureSetup>;
}

/** The folder a published service's code lives in (a versioned spec's services share one). */
async function folderOf(service: string): Promise<string> {
  const mod = (await import(`../generated/${service}/service.js`)) as Record<string, { folder?: string }>;
  const folder = Object.values(mod).find((v) => typeof v?.folder === "string")?.folder;
  if (!folder) throw new Error(`generated/${service}/service.ts names no folder: run \`npm run generate\``);
  return folder;
}

/**
 * Loads `conformance/<folder>/fixture.ts` of the service's folder (both published variants of a
 * versioned spec use the one fixture); a service without one gets no credentials.
 */
export async function loadFixture(service: string): Promise<ServiceFixture> {
  const folder = await folderOf(service);
  try {
    const mod = (await import(`./${folder}/fixture.js`)) as { fixture: ServiceFixture };
    return mod.fixture;
  } catch (error) {
    if ((error as { code?: string }).code !== "ERR_MODULE_NOT_FOUND") throw error;
    return { setup: async () => ({ credentials: {}, pathParams: {} }) };
  }
}
