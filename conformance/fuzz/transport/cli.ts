/**
 * `npx tsx conformance/fuzz/transport/cli.ts --service <name|a,b|all> [--base-url ORIGIN
 *   [--fixtures FILE] [--mount PATH]] [--seed S] [--budget N] [--timeout-ms MS]
 *   [--body-timeout-ms MS] [--concurrency N] [--operation ID]... [--kind KIND]... [--quiet]`
 *
 * The transport layer: sends every service's transport cases (see `cases.ts`) to a live server
 * and judges the answers (`judge.ts`). Without `--base-url` it starts the live server in-process.
 * Prints a table per service and the failures with reproductions; writes
 * `.cache/conformance/transport-<service>.json`; exits 1 on any failure, 2 on bad arguments.
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { liveTargets, publishedServices, remoteTargets } from "../targets.js";
import { TRANSPORT_KINDS, type TransportKind } from "./model.js";
import { transportService } from "./runner.js";
import { formatTransport, type TransportReport, writeTransport } from "./summary.js";

const { values } = parseArgs({
  options: {
    service: { type: "string" },
    seed: { type: "string" },
    budget: { type: "string" },
    "timeout-ms": { type: "string" },
    "body-timeout-ms": { type: "string" },
    concurrency: { type: "string" },
    "base-url": { type: "string" },
    fixtures: { type: "string" },
    mount: { type: "string" },
    operation: { type: "string", multiple: true },
    kind: { type: "string", multiple: true },
    quiet: { type: "boolean", default: false },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function positive(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) fail(`--${name} must be a positive integer`);
  return n;
}

if (!values.service)
  fail(
    "usage: npx tsx conformance/fuzz/transport/cli.ts --service <name|all> [--base-url ORIGIN --fixtures FILE] [--seed S] …",
  );
const known = await publishedServices();
const services = values.service === "all" ? known : values.service.split(",");
for (const s of services)
  if (!known.includes(s)) fail(`no generated/${s}/openapi.yaml (known: ${known.join(", ")})`);
const kinds = values.kind as TransportKind[] | undefined;
for (const k of kinds ?? [])
  if (!TRANSPORT_KINDS.includes(k)) fail(`unknown --kind ${k} (known: ${TRANSPORT_KINDS.join(", ")})`);
const seed = values.seed ? Number(values.seed) : Math.floor(Math.random() * 2 ** 31);
if (!Number.isInteger(seed)) fail("--seed must be an integer");
const options = {
  seed,
  budget: positive("budget", values.budget, 40),
  timeoutMs: positive("timeout-ms", values["timeout-ms"], 10_000),
  bodyTimeoutMs: positive("body-timeout-ms", values["body-timeout-ms"], 40_000),
  concurrency: positive("concurrency", values.concurrency, 32),
  ...(values.operation ? { operations: values.operation } : {}),
  ...(kinds ? { kinds } : {}),
  ...(values.quiet ? {} : { log: (line: string) => console.log(`  ${line}`) }),
};
console.log(`seed ${seed} (rerun with --seed ${seed})`);

const source = values["base-url"]
  ? await remoteTargets(values["base-url"], values.fixtures, values.mount)
  : await liveTargets();
const reports: TransportReport[] = [];
try {
  for (const service of services) {
    const report = await transportService(await source.target(service), options);
    reports.push(report);
    console.log(`\n${formatTransport(report)}\n`);
    await writeTransport(resolve(`.cache/conformance/transport-${service}.json`), report);
  }
} finally {
  await source.close();
}
const failed = reports.reduce((n, r) => n + r.totals.failedCases, 0);
const aborted = reports.some((r) => r.aborted);
console.log(failed || aborted ? `FAILED: ${failed} case(s) failed` : "all transport cases passed");
process.exit(failed || aborted ? 1 : 0);
