/**
 * Where the fuzzer points: the services with a published contract under `generated/`, and
 * for each its base URL and fixture — from an in-process live server (fixtures run here) or
 * from the JSON `conformance/cli/serve.ts` writes for a server that is already running.
 */
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { FixtureSetup } from "../fixtures.js";
import { loadDocument } from "./openapi.js";
import type { FuzzTarget } from "./runner.js";

/** The repository's `generated/` folder. */
export const GENERATED = resolve(import.meta.dirname, "../../generated");

/** Every folder of `generated/` that holds an `openapi.yaml`, sorted. */
export async function publishedServices(root = GENERATED): Promise<string[]> {
  const entries = await readdir(root, { withFileTypes: true });
  return entries
    .filter((e) => e.isDirectory() && existsSync(join(root, e.name, "openapi.yaml")))
    .map((e) => e.name)
    .sort();
}

/** The fixtures file of `conformance/cli/serve.ts`. */
export interface FixturesFile {
  origin: string;
  services: Record<string, { baseUrl: string } & Partial<FixtureSetup>>;
}

/** Something that yields targets and is closed afterwards. */
export interface TargetSource {
  target(service: string): Promise<FuzzTarget>;
  close(): Promise<void>;
}

async function documentOf(service: string) {
  return loadDocument(join(GENERATED, service, "openapi.yaml"));
}

/** Starts the live server in-process (every service, or those named); each service's fixture runs against its database. */
export async function liveTargets(services?: readonly string[]): Promise<TargetSource> {
  const [{ startLiveServer }, { loadFixture }] = await Promise.all([
    import("../live.js"),
    import("../fixtures.js"),
  ]);
  const live = await startLiveServer(services ? { services } : {});
  return {
    async target(service) {
      const baseUrl = live.baseUrl(service);
      const setup = await (await loadFixture(service)).setup({ baseUrl, db: live.db });
      return { service, doc: await documentOf(service), baseUrl, ...setup };
    },
    close: () => live.close(),
  };
}

/**
 * A running server at origin `baseUrl`: each service at `mount` when given (`""` for a proxy
 * that serves one service at its root), else where `fixturesFile` says it is mounted, else at
 * `/<service>` (as `npm start` serves it). Credentials and path parameters come from
 * `fixturesFile` when given.
 */
export async function remoteTargets(
  baseUrl: string,
  fixturesFile?: string,
  mount?: string,
): Promise<TargetSource> {
  const fixtures = fixturesFile
    ? (JSON.parse(await readFile(fixturesFile, "utf8")) as FixturesFile)
    : undefined;
  const origin = baseUrl.replace(/\/+$/, "");
  return {
    async target(service) {
      const described = fixtures?.services[service];
      const path = mount ?? (described?.baseUrl ? new URL(described.baseUrl).pathname : `/${service}`);
      const mounted = `${origin}${path}`.replace(/\/+$/, "");
      return {
        service,
        doc: await documentOf(service),
        baseUrl: mounted,
        credentials: described?.credentials ?? {},
        pathParams: described?.pathParams ?? {},
      };
    },
    close: async () => {},
  };
}
