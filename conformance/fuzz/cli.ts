/**
 * `npm run conformance -- --service <name|all> [--examples N] [--seed S] [--strict]
 *   [--base-url URL [--fixtures FILE] [--mount PATH]] [--operation ID]... [--report FILE]
 *   [--positive-via PROXY_URL]`
 *
 * Fuzzes each service against its published `generated/<service>/openapi.yaml`. Without
 * `--base-url` it starts the live server in-process and runs the service's fixture; with it,
 * it targets a running server, credentials coming from `--fixtures` (the JSON written by
 * `conformance/cli/serve.ts`). Prints a table per service and every failure with a `curl`
 * line; writes `.cache/conformance/fuzz-<service>.json`; exits 1 on any failure.
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { formatReport, summary, writeSummary } from "./report.js";
import { fuzzService, type ServiceReport } from "./runner.js";
import { liveTargets, publishedServices, remoteTargets } from "./targets.js";

const { values } = parseArgs({
  options: {
    service: { type: "string" },
    examples: { type: "string" },
    seed: { type: "string" },
    strict: { type: "boolean", default: false },
    "base-url": { type: "string" },
    fixtures: { type: "string" },
    mount: { type: "string" },
    operation: { type: "string", multiple: true },
    report: { type: "string" },
    quiet: { type: "boolean", default: false },
    "positive-via": { type: "string" },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

if (!values.service) fail("usage: npm run conformance -- --service <name|all> [--examples N] [--seed S] …");
const known = await publishedServices();
const services = values.service === "all" ? known : values.service.split(",");
for (const s of services)
  if (!known.includes(s)) fail(`no generated/${s}/openapi.yaml (known: ${known.join(", ")})`);
const examples = values.examples ? Number(values.examples) : 50;
if (!Number.isInteger(examples) || examples < 1) fail("--examples must be a positive integer");
const seed = values.seed ? Number(values.seed) : Math.floor(Math.random() * 2 ** 31);
if (!Number.isInteger(seed)) fail("--seed must be an integer");
console.log(`seed ${seed} (rerun with --seed ${seed})`);

const source = values["base-url"]
  ? await remoteTargets(values["base-url"], values.fixtures, values.mount)
  : await liveTargets();
const reports: ServiceReport[] = [];
try {
  for (const service of services) {
    const target = await source.target(service);
    const report = await fuzzService(target, {
      examples,
      seed,
      strict: values.strict,
      ...(values["positive-via"] ? { positiveVia: values["positive-via"] } : {}),
      ...(values.operation ? { operations: values.operation } : {}),
      ...(values.quiet ? {} : { log: (line: string) => console.log(`  ${line}`) }),
    });
    reports.push(report);
    console.log(`\n${formatReport(report)}\n`);
    await writeSummary(resolve(`.cache/conformance/fuzz-${service}.json`), report);
  }
} finally {
  await source.close();
}
if (values.report) {
  const file = resolve(values.report);
  if (reports.length === 1) await writeSummary(file, reports[0]!);
  else {
    const { writeFile, mkdir } = await import("node:fs/promises");
    const { dirname } = await import("node:path");
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, `${JSON.stringify({ services: reports.map(summary) }, null, 2)}\n`);
  }
}
const failures = reports.reduce((n, r) => n + r.totals.findings, 0);
console.log(failures ? `FAILED: ${failures} failure(s)` : "all checks passed");
process.exit(failures ? 1 : 0);
