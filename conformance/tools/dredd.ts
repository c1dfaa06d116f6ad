/**
 * `npm run dredd -- <service> [--fixtures FILE]`: Dredd 14 against
 * `generated/<service>/openapi.3.0.yaml` (Dredd reads OpenAPI 3.0, experimentally, not 3.1)
 * and the live server, with the hooks in `dredd-hooks.cjs`. Starts the live server in-process
 * and runs the service's fixture, unless `--fixtures` names the file of a running one
 * (`conformance/cli/serve.ts`). A compatibility check, not a judge: Dredd is archived upstream.
 * Writes an xUnit report to `.cache/conformance/dredd/<service>.xml`; exits with Dredd's code.
 * The hooks read what Dredd's parser drops from `.cache/conformance/dredd/<service>.context.json`.
 * Dredd refuses a document whose required path parameter has no example ("Required URI
 * parameter 'id' has no example or default value" is a processing error that stops the whole
 * run), so it reads a copy, `.cache/conformance/dredd/<service>.openapi.3.0.yaml`, in which
 * each path parameter without one gets the fixture's value (or "1") as its example; the hooks
 * put the fixture's value into the URI anyway.
 */
import { spawn } from "node:child_process";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { parse, stringify } from "yaml";
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
  /** The fixture's path parameters per operation (FixtureSetup.operationPathParams). */
  operationPathParams: Record<string, Record<string, string>>;
  /** The fixture's bodies that succeed here (FixtureSetup.requestBodies). */
  requestBodies: Record<string, unknown>;
  /** The fixture's query parameter values (FixtureSetup.queryParams). */
  queryParams: Record<string, string>;
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
        operationPathParams?: Record<string, Record<string, string>>;
        requestBodies?: Record<string, unknown>;
        queryParams?: Record<string, string>;
      }
    >;
  };
  const entry = live.services[service];
  if (!entry) throw new Error(`service ${service} is not in ${file}`);
  return {
    baseUrl: entry.baseUrl,
    headers: mergeHeaders(entry.credentials),
    pathParams: entry.pathParams ?? {},
    operationPathParams: entry.operationPathParams ?? {},
    requestBodies: entry.requestBodies ?? {},
    queryParams: entry.queryParams ?? {},
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
    operationPathParams: setup.operationPathParams ?? {},
    requestBodies: setup.requestBodies ?? {},
    queryParams: setup.queryParams ?? {},
    close: () => live.close(),
  };
}

type Parameter = {
  in?: string;
  name?: string;
  required?: boolean;
  example?: unknown;
  schema?: Record<string, unknown>;
};

/**
 * The 3.0 document with an example on every path parameter that has none (the fixture's record,
 * else its `$ref` schema's example — the key the contract's request examples write — else "1"), and on
 * every query parameter the fixture gives a value (FixtureSetup.queryParams), and on every other
 * required query parameter (its `$ref` schema's example — Dredd does not follow the
 * reference to find it — else its first enum member or minimum, else "1"). Optional header
 * parameters are left out: Dredd would send an example of each on every request (a payment
 * header's example is no payment), and its OpenAPI 3 parser fails on one whose schema is a
 * reference ("reading 'toValue'"). Fuzzer, Schemathesis and Prism still send them.
 */
function withParameterExamples(
  document: string,
  pathParams: Record<string, string>,
  queryParams: Record<string, string>,
): string {
  const doc = parse(document) as {
    paths?: Record<string, Record<string, { parameters?: Parameter[] }>>;
    components?: {
      parameters?: Record<string, Parameter>;
      schemas?: Record<string, Record<string, unknown>>;
    };
  };
  const referencedExample = (schema: Record<string, unknown> | undefined) => {
    const ref = typeof schema?.$ref === "string" ? schema.$ref : undefined;
    return ref?.startsWith("#/components/schemas/")
      ? doc.components?.schemas?.[ref.slice("#/components/schemas/".length)]?.example
      : undefined;
  };
  const patch = (parameter: Parameter | undefined) => {
    if (!parameter?.name || parameter.example !== undefined || parameter.schema?.example !== undefined)
      return;
    if (parameter.schema?.default !== undefined) return;
    if (parameter.in === "path")
      parameter.example = pathParams[parameter.name] ?? referencedExample(parameter.schema) ?? "1";
    else if (parameter.in === "query" && queryParams[parameter.name] !== undefined)
      parameter.example = queryParams[parameter.name];
    else if (parameter.in === "query" && parameter.required) {
      const schema = parameter.schema as { enum?: unknown[]; minimum?: number } | undefined;
      parameter.example = referencedExample(parameter.schema) ?? schema?.enum?.[0] ?? schema?.minimum ?? "1";
    }
  };
  const resolve = (parameter: Parameter & { $ref?: string }) =>
    parameter.$ref?.startsWith("#/components/parameters/")
      ? doc.components?.parameters?.[parameter.$ref.slice("#/components/parameters/".length)]
      : parameter;
  const kept = (parameters: Parameter[]) =>
    parameters.filter((p) => {
      const parameter = resolve(p);
      return !(parameter?.in === "header" && !parameter.required);
    });
  for (const parameter of Object.values(doc.components?.parameters ?? {})) patch(parameter);
  for (const item of Object.values(doc.paths ?? {}) as Record<string, unknown>[]) {
    for (const [key, value] of Object.entries(item ?? {})) {
      if (Array.isArray(value)) {
        const parameters = kept(value);
        parameters.forEach(patch);
        item[key] = parameters;
      } else if (
        value &&
        typeof value === "object" &&
        Array.isArray((value as { parameters?: unknown }).parameters)
      ) {
        const operation = value as { parameters: Parameter[] };
        operation.parameters = kept(operation.parameters);
        operation.parameters.forEach(patch);
      }
    }
  }
  return stringify(doc);
}

function runDredd(document: string, baseUrl: string, contextFile: string, report: string): Promise<number> {
  const args = [
    join(repoRoot, "node_modules/dredd/bin/dredd"),
    document,
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
const documentFile = join(reportDir, `${service}.openapi.3.0.yaml`);
let code = 1;
try {
  await writeFile(
    contextFile,
    JSON.stringify(
      dreddContext(service, {
        headers: target.headers,
        pathParams: target.pathParams,
        operationPathParams: target.operationPathParams,
        requestBodies: target.requestBodies,
      }),
    ),
  );
  await writeFile(
    documentFile,
    withParameterExamples(
      await readFile(contractPath(service, "3.0"), "utf8"),
      target.pathParams,
      target.queryParams,
    ),
  );
  code = await runDredd(documentFile, target.baseUrl, contextFile, join(reportDir, `${service}.xml`));
} finally {
  await rm(contextFile, { force: true });
  await target.close();
}
process.exit(code);
