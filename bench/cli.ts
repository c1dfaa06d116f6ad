/**
 * `npm run bench`: requests/s of `GET /v1/uuid?count=1` on builds of the UUID contract,
 * each started in this process on an ephemeral port of 127.0.0.1 and measured one after the
 * other (never two at once: load generator and server each need a core):
 *
 *   bare  plain Express 5, no validation framework, per-call metering by hand in the database;
 *   full  our runtime (createApp), generated validation + bearer-key metering (metering engine);
 *   tsoa  tsoa routes + express-openapi-validator + the same metering by hand;
 *   express, node  the unmetered floors: the same answer in Express 5, and on bare node:http.
 *
 * full and tsoa are measured in each scenario of bench/scenarios.ts (`--scenario`): paid (a
 * funded key), free (no key, the free allowance per client IP), refused (a key without credits:
 * 402), x402 (no key, each call paying with its own x402 payment, signed before the run: see
 * bench/x402Pool.ts), kv (`GET /infra/kv/{key}` with a project key; its comparison build is a
 * hand-built Express route). bare and the floors run once, on the paid call.
 *
 * Prints a table, the scenarios side by side with their full/tsoa ratio, and the ratios against
 * their targets (a MISS does not fail the run), writes bench/results/latest.json (and
 * latest-<database>.json), and exits 1 when any figure is invalid: a wrong answer, an
 * unexpected status, a connection error, or metering that does not add up.
 *
 * `npm run bench -- jobs` measures background work instead (bench/jobs/run.ts), and
 * `npm run bench -- storage` streamed object transfer and memory (bench/storage/run.ts), and
 * `npm run bench -- idle-rss` the production build's start-up time and idle memory per mode
 * (bench/idle/run.ts), and `npm run bench -- tools` the page tools' browser pool: renders/s, latency
 * and memory per concurrent page, and the image tools: calls/s, p95 and /health under load (bench/tools/),
 * `npm run bench -- sandbox` the code sandbox's cold start and executions/s (handlers/sandbox/bench.ts),
 * `npm run bench -- memory` the memory store's search p95 and recall (handlers/memory/testing/searchBench.ts),
 * `npm run bench -- profile` a CPU profile of the full stack under load and its top costs (bench/profile/run.ts).
 */
import { execFileSync } from "node:child_process";
import { cpus } from "node:os";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { type BenchOptions, parseBenchArgs, USAGE } from "./args.js";
import { BENCH_PATH } from "./body.js";
import { startLoader } from "./loader.js";
import { measureServer, type ServerResult } from "./measure.js";
import { type BenchReport, computeRatios, formatReport, writeReport } from "./report.js";
import { SCENARIO, type ScenarioName } from "./scenarios.js";
import { startBare } from "./servers/bare.js";
import { startExpressFloor, startNodeFloor } from "./servers/floors.js";
import { startFull } from "./servers/full.js";
import { startFullKv } from "./servers/fullKv.js";
import { startKvByHand } from "./servers/kvByHand.js";
import { startTsoa } from "./servers/tsoa.js";
import type { BenchServer, ServerName } from "./servers/types.js";

/** Starts `name` for `scenario` (bare and the floors know only the paid call). */
function start(name: ServerName, scenario: ScenarioName): Promise<BenchServer> {
  if (name === "full") return scenario === "kv" ? startFullKv() : startFull(scenario);
  if (name === "tsoa") return scenario === "kv" ? startKvByHand() : startTsoa(scenario);
  return { bare: startBare, express: startExpressFloor, node: startNodeFloor }[name]();
}

/** The runs, in order: full and tsoa per scenario, then bare and the floors once. */
function plan(options: BenchOptions): { name: ServerName; scenario: ScenarioName }[] {
  const compared = options.servers.filter((n) => n === "full" || n === "tsoa");
  const once = options.servers.filter((n) => n !== "full" && n !== "tsoa");
  return [
    ...options.scenarios.flatMap((scenario) => compared.map((name) => ({ name, scenario }))),
    ...once.map((name) => ({ name, scenario: "paid" as const })),
  ];
}

function gitCommit(): string | null {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return null;
  }
}

async function run(options: BenchOptions): Promise<BenchReport> {
  const loader = startLoader();
  const servers: ServerResult[] = [];
  try {
    for (const { name, scenario } of plan(options)) {
      process.stderr.write(`${name} (${scenario}): starting… `);
      const server = await start(name, scenario);
      try {
        process.stderr.write(
          `measuring ${server.url} (${options.warmup} s warm-up + ${options.duration} s)… `,
        );
        const result = await measureServer(server, { loader, scenario: SCENARIO[scenario], ...options });
        servers.push(result);
        process.stderr.write(
          `${Math.round(result.measured.rps.mean)} req/s${result.problems.length ? " INVALID" : ""}\n`,
        );
      } finally {
        await server.close();
      }
    }
  } finally {
    loader.close();
  }
  const cpu = cpus();
  return {
    date: new Date().toISOString(),
    commit: gitCommit(),
    environment: {
      node: process.versions.node,
      platform: `${process.platform}-${process.arch}`,
      cpus: cpu.length,
      cpuModel: cpu[0]?.model.trim() ?? "unknown",
      database: process.env.DATABASE_URL ? "postgres" : "pglite",
    },
    options,
    path: BENCH_PATH,
    servers,
    ratios: computeRatios(servers),
    valid: servers.every((s) => s.problems.length === 0),
  };
}

async function main(): Promise<number> {
  // `npm run bench -- jobs …`: the background-work bench (bench/jobs/run.ts).
  if (process.argv[2] === "jobs") return (await import("./jobs/run.js")).runJobsBench(process.argv.slice(3));
  // `npm run bench -- storage …`: streamed object transfer and the server's memory (bench/storage/run.ts).
  if (process.argv[2] === "storage")
    return (await import("./storage/run.js")).runStorageBench(process.argv.slice(3));
  // `npm run bench -- idle-rss …`: start-up time and idle RSS of the built server (bench/idle/run.ts).
  if (process.argv[2] === "idle-rss")
    return (await import("./idle/run.js")).runIdleRssBench(process.argv.slice(3));
  // `npm run bench -- tools …`: the page tools' browser pool, renders/s and memory (bench/tools/run.ts).
  if (process.argv[2] === "tools")
    return (await import("./tools/run.js")).runToolsBench(process.argv.slice(3));
  // `npm run bench -- sandbox [runs]`: the code sandbox's cold start and executions/s (its script
  // beside the service reads argv[2] on).
  if (process.argv[2] === "sandbox") {
    process.argv.splice(2, 1);
    await import("../handlers/sandbox/bench.js");
    return 0;
  }
  // `npm run bench -- profile [seconds]`: a CPU profile of the full stack under load (bench/profile/run.ts).
  if (process.argv[2] === "profile")
    return (await import("./profile/run.js")).runProfile(process.argv.slice(3));
  // `npm run bench -- memory [rows] [searches]`: the memory store's search latency at scale.
  if (process.argv[2] === "memory")
    return (await import("../handlers/memory/testing/searchBench.js")).runSearchBench(process.argv.slice(3));
  let options: BenchOptions | "help";
  try {
    options = parseBenchArgs(process.argv.slice(2));
  } catch (err) {
    console.error(`${(err as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (options === "help") {
    console.log(USAGE);
    return 0;
  }
  const report = await run(options);
  console.log(`\n${formatReport(report)}`);
  const results = (file: string) => fileURLToPath(new URL(`./results/${file}`, import.meta.url));
  const files = [results("latest.json"), results(`latest-${report.environment.database}.json`)];
  writeReport(report, files);
  console.log(`\nwrote ${files.map((f) => relative(process.cwd(), f)).join(", ")}`);
  return report.valid ? 0 : 1;
}

main().then(
  (code) => {
    // Explicit exit: a pool or timer left by a library must not keep a finished bench alive.
    process.exit(code);
  },
  (err: unknown) => {
    console.error("\nbench failed:", err);
    process.exit(1);
  },
);
