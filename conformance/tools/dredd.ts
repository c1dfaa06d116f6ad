/**
 * `npm run dredd -- <service> [--fixtures FILE]`: Dredd 14 against
 * `generated/<service>/openapi.3.0.yaml` (Dredd reads OpenAPI 3.0, experimentally, not 3.1)
 * and the live server, with the hooks in `dredd-hooks.cjs`. Starts the live server in-process
 * and runs the service's fixture, unless `--fixtures` names the file of a running one
 * (`conformance/cli/serve.ts`). A compatibility check, not a judge: Dredd is archived upstream.
 * Writes an xUnit report to `.cache/conformance/dredd/<service>.xml`; exits with Dredd's code.
 * The hooks read what Dredd's parser drops from `.cache/conformance/dredd/<service>.context.json`.
 */
import { spawn } from "node:child_process";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { loadFixture } from "../fixtures.js";
import { startLiveServer } from "../live.js";
import { dreddContext } from "./dreddContext.js";
import { contractPath, listServices, repoRoot, requireService, UnknownServiceError } from "./services.js";

const usage = "usage: npm run dredd -- <service> [--fixtures FILE]";

/** What the live side gives Dredd: where the service is, and its credential headers. */
interface Target {
  baseUrl: string;
  headers: Record<string, string>;
  pathParams: Record<string, string>;
  close(): Promise<void>;
}

function mergeHeaders(credentials: Record<string, Record<string, string>>): Record<string, string> {
  return Object.assign({}, ...Object.values(credentials));
}

async function targetFromFile(file: string, service: string): Promise<Target> {
  const live = JSON.parse(await readFile(file, "utf8")) as {
    services: Record<
      string,
      {
        baseUrl: string;
        credentials: Record<string, Record<string, string>>;
        pathParams?: Record<string, string>;
      }
    >;
  };
  const entry = live.services[service];
  if (!entry) throw new Error(`service ${service} is not in ${file}`);
  return {
    baseUrl: entry.baseUrl,
    headers: mergeHeaders(entry.credentials),
    pathParams: entry.pathParams ?? {},
    close: async () => {},
  };
}

async function startTarget(service: string): Promise<Target> {
  const live = await startLiveServer();
  const baseUrl = live.baseUrl(service);
  const setup = await (await loadFixture(service)).setup({ baseUrl, db: live.db });
  return {
    baseUrl,
    headers: mergeHeaders(setup.credentials),
    pathParams: setup.pathParams,
    close: () => live.close(),
  };
}

function runDredd(service: string, baseUrl: string, contextFile: string, report: string): Promise<number> {
  const args = [
    join(repoRoot, "node_modules/dredd/bin/dredd"),
    contractPath(service, "3.0"),
    baseUrl,
    "--hookfiles",
    join(repoRoot, "conformance/tools/dredd-hooks.cjs"),
    "--language",
    "nodejs",
    "--reporter",
    "xunit",
    "--output",
    report,
    "--loglevel",
    "warning",
  ];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    stdio: "inherit",
    env: { ...process.env, CONFORMANCE_DREDD: contextFile },
  });
  return new Promise((resolve) => child.once("exit", (code) => resolve(code ?? 1)));
}

const { values, positionals } = parseArgs({
  options: { fixtures: { type: "string" } },
  allowPositionals: true,
});
if (positionals.length !== 1) {
  console.error(`${usage}\nservices: ${listServices().join(", ")}`);
  process.exit(2);
}
let service: string;
try {
  service = requireService(positionals[0] ?? "");
} catch (error) {
  if (!(error instanceof UnknownServiceError)) throw error;
  console.error(error.message);
  process.exit(2);
}

const target = values.fixtures ? await targetFromFile(values.fixtures, service) : await startTarget(service);
const reportDir = join(repoRoot, ".cache/conformance/dredd");
await mkdir(reportDir, { recursive: true });
const contextFile = join(reportDir, `${service}.context.json`);
let code = 1;
try {
  await writeFile(contextFile, JSON.stringify(dreddContext(service, target.headers, target.pathParams)));
  code = await runDredd(service, target.baseUrl, contextFile, join(reportDir, `${service}.xml`));
} finally {
  await rm(contextFile, { force: true });
  await target.close();
}
process.exit(code);
