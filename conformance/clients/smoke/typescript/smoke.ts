/**
 * Smoke test of the TypeScript client packages (`generated/<service>/client/`, built with tsc by
 * conformance/clients/run.sh and imported by package name), against the live server:
 *
 *     node smoke.js --live .cache/clients/live.json [service ...]
 *
 * Every service gets the generic checks (health, x402 discovery, and the served document's
 * `info.version` equal to the package's `contractVersion`), through a client made with only a
 * base URL. A service's own checks, with the fixture's credentials, live in
 * `conformance/<folder>/clients/smoke.ts` (`export const checks = { <service>: fn }`). Stops at
 * the first failure; prints one line per check and a closing `N passed, N failed` line.
 * Service modules import only types from here (a value import would run this file again).
 */
import { readdir, readFile } from "node:fs/promises";
import { parseArgs } from "node:util";

/** Credential headers per security scheme, as the fixture wrote them to live.json. */
export type Credentials = Record<string, Record<string, string>>;

/** What a service's own checks get. */
export interface SmokeContext {
  service: string;
  /** Where the service is mounted on the live server. */
  baseUrl: string;
  credentials: Credentials;
  /** The headers carrying one scheme's credential (fails the check when the fixture has none). */
  headers(scheme: string): Record<string, string>;
  /** Runs one named check; its note (if any) is printed after `ok`. */
  check(name: string, fn: () => Promise<string | undefined>): Promise<void>;
  /** Fails the current check with `what` unless `cond` holds. */
  expect(cond: unknown, what: string): asserts cond;
}

/** A service's own checks. */
export type ServiceChecks = (ctx: SmokeContext) => Promise<void>;

class CheckFailed extends Error {}

let passed = 0;
let failed = 0;

function expect(cond: unknown, what: string): asserts cond {
  if (!cond) throw new CheckFailed(what);
}

async function check(name: string, fn: () => Promise<string | undefined>): Promise<void> {
  try {
    const note = await fn();
    passed++;
    console.log(`ok   ${name}${note ? ` (${note})` : ""}`);
  } catch (err) {
    failed++;
    console.error(err);
    console.log(`FAIL ${name}: ${err instanceof Error ? err.message : String(err)}`);
    finish();
  }
}

function finish(): never {
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

/** The part of a generated client the generic checks use (any service's has it). */
interface GenericClient {
  GET(path: string, init?: object): Promise<{ data?: unknown; error?: unknown; response: Response }>;
}

/** A client package as imported by name: its one `create<Service>Client` and `contractVersion`. */
async function loadPackage(
  service: string,
): Promise<{ create: (o: { baseUrl: string }) => GenericClient; version: string }> {
  const mod = (await import(`@contract-first/${service}-client`)) as Record<string, unknown>;
  const factories = Object.keys(mod).filter((name) => /^create[A-Za-z0-9]*Client$/.test(name));
  expect(
    factories.length === 1,
    `@contract-first/${service}-client exports ${factories.length} create…Client functions`,
  );
  expect(typeof mod.contractVersion === "string", "no contractVersion export");
  return {
    create: mod[factories[0]!] as (o: { baseUrl: string }) => GenericClient,
    version: mod.contractVersion,
  };
}

async function genericChecks(service: string, baseUrl: string): Promise<void> {
  const pkg = await loadPackage(service);
  const client = pkg.create({ baseUrl });
  const prefix = `${service}: @contract-first/${service}-client@${pkg.version}`;
  await check(`${prefix} GET /health`, async () => {
    const { data, error, response } = await client.GET("/health");
    expect(response.status === 200 && !error, `status ${response.status}`);
    const health = data as { service?: string; status?: string };
    expect(health.service === service, `service == ${health.service}`);
    expect(health.status === "ok", `status == ${health.status}`);
    return `url ${response.url}`;
  });
  await check(`${prefix} GET /.well-known/x402`, async () => {
    const { data, response } = await client.GET("/.well-known/x402");
    expect(response.status === 200, `status ${response.status}`);
    const discovery = data as { x402Version?: number; resources?: unknown[] };
    expect(discovery.x402Version === 2, `x402Version ${discovery.x402Version}`);
    return `${discovery.resources?.length ?? 0} paid resources`;
  });
  await check(`${prefix} GET /openapi.json is the package's contract version`, async () => {
    const { data, response } = await client.GET("/openapi.json");
    expect(response.status === 200, `status ${response.status}`);
    const doc = data as { info?: { version?: string } };
    expect(doc.info?.version === pkg.version, `served ${doc.info?.version}, package ${pkg.version}`);
    return `info.version ${pkg.version}`;
  });
}

/** Every `checks` map compiled beside this file (`<folder>/clients/smoke.js`), merged. */
async function serviceChecks(): Promise<Record<string, ServiceChecks>> {
  const root = new URL("../../../", import.meta.url);
  const all: Record<string, ServiceChecks> = {};
  for (const folder of (await readdir(root, { withFileTypes: true })).filter((e) => e.isDirectory())) {
    const file = new URL(`${folder.name}/clients/smoke.js`, root);
    const found = await readdir(new URL(`${folder.name}/clients/`, root)).catch((): string[] => []);
    if (!found.includes("smoke.js")) continue;
    Object.assign(all, ((await import(file.href)) as { checks: Record<string, ServiceChecks> }).checks);
  }
  return all;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { live: { type: "string", default: ".cache/clients/live.json" } },
    allowPositionals: true,
  });
  const live = JSON.parse(await readFile(values.live!, "utf8")) as {
    services: Record<string, { baseUrl: string; credentials?: Credentials }>;
  };
  const own = await serviceChecks();
  for (const service of positionals.length ? positionals : Object.keys(live.services).sort()) {
    const entry = live.services[service];
    if (!entry) {
      console.log(`FAIL ${service}: not in the live file`);
      failed++;
      finish();
    }
    await genericChecks(service, entry.baseUrl);
    const checks = own[service];
    if (checks) {
      const credentials = entry.credentials ?? {};
      const headers = (scheme: string) => {
        const found = credentials[scheme];
        if (!found) throw new CheckFailed(`the fixture wrote no ${scheme} credentials`);
        return found;
      };
      await checks({ service, baseUrl: entry.baseUrl, credentials, headers, check, expect });
    } else {
      console.log(`note ${service}: no checks of its own (conformance/<folder>/clients/smoke.ts)`);
    }
  }
  finish();
}

await main();
