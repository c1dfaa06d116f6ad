/**
 * `npm test`: jest on both database legs (scripts/test/legs.ts decides which file runs where).
 * The PostgreSQL leg runs with DATABASE_URL — the caller's, else the local cluster started as
 * storage/scripts/start-postgres.sh does — and the PGlite leg without it; both at once by
 * default (the PostgreSQL leg's files spend much of their time waiting on the server), one after
 * the other with TEST_LEGS=serial. Where no PostgreSQL can be started, every file runs on PGlite
 * (slower, and it says so). Ends with files, tests and seconds per leg.
 *
 *   npm test                          both legs
 *   npm test -- --leg pglite [args]   one leg (postgres: DATABASE_URL or the local cluster); args go to jest
 *   npm test -- <paths|jest args>     plain jest on those files: DATABASE_URL if set, else PGlite
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { computeLegs, JEST, type Legs, legProblems, ROOT, summary } from "./legs.js";

type LegName = "pglite" | "postgres";

/** What one leg ran and how it went. */
interface LegResult {
  name: LegName;
  files: number;
  tests?: number;
  failedTests?: number;
  seconds: number;
  code: number;
}

const RESULTS = join(ROOT, ".cache/jest-legs");

/** The local PostgreSQL's URL, started if need be; or why there is none. */
function startPostgres(): { url: string } | { why: string } {
  const run = spawnSync("bash", [join(ROOT, "storage/scripts/start-postgres.sh")], {
    cwd: ROOT,
    encoding: "utf8",
  });
  const last = run.stdout?.trim().split("\n").at(-1) ?? "";
  if (run.status === 0 && last.startsWith("DATABASE_URL="))
    return { url: last.slice("DATABASE_URL=".length) };
  const detail = `${run.stderr ?? ""}${run.error?.message ?? ""}`.trim().split("\n").at(-1);
  return { why: detail || `start-postgres.sh exited ${run.status}` };
}

/** The environment of a leg: DATABASE_URL set for PostgreSQL, removed for PGlite. */
function legEnv(url: string | undefined): NodeJS.ProcessEnv {
  const env = { ...process.env };
  if (url) env.DATABASE_URL = url;
  else delete env.DATABASE_URL;
  return env;
}

/** Spawns jest; with `prefix`, each output line carries it (two legs share one terminal). */
function jest(args: string[], env: NodeJS.ProcessEnv, prefix?: string): ChildProcess {
  const color = process.stdout.isTTY && prefix ? ["--colors"] : [];
  const child = spawn(process.execPath, [...JEST, ...color, ...args], {
    cwd: ROOT,
    env,
    stdio: prefix ? ["ignore", "pipe", "pipe"] : "inherit",
  });
  if (prefix) {
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      let rest = "";
      from?.setEncoding("utf8");
      from?.on("data", (chunk: string) => {
        const lines = (rest + chunk).split("\n");
        rest = lines.pop() ?? "";
        for (const line of lines) to.write(`${prefix} ${line}\n`);
      });
      from?.on("end", () => rest && to.write(`${prefix} ${rest}\n`));
    }
  }
  return child;
}

const running = new Set<ChildProcess>();
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
    process.exit(130);
  });
}

/** Runs one leg's files; resolves with what jest reported. */
function runLeg(
  name: LegName,
  files: string[],
  url: string | undefined,
  prefixed: boolean,
  extra: string[] = [],
) {
  const started = performance.now();
  const out = join(RESULTS, `${name}.json`);
  rmSync(out, { force: true });
  const child = jest(
    ["--json", `--outputFile=${out}`, ...extra, "--runTestsByPath", ...files],
    legEnv(url),
    prefixed ? `[${name}]` : undefined,
  );
  running.add(child);
  return new Promise<LegResult>((resolve) => {
    child.on("close", (code) => {
      running.delete(child);
      const result: LegResult = {
        name,
        files: files.length,
        seconds: Math.round((performance.now() - started) / 1000),
        code: code ?? 1,
      };
      try {
        const report = JSON.parse(readFileSync(out, "utf8")) as {
          numTotalTests: number;
          numFailedTests: number;
        };
        result.tests = report.numTotalTests;
        result.failedTests = report.numFailedTests;
      } catch {
        /* jest died before writing its report: the exit code says enough */
      }
      resolve(result);
    });
  });
}

function report(results: LegResult[]): void {
  console.log("\n=== jest: per database leg ===");
  for (const r of results) {
    const tests =
      r.tests === undefined
        ? "? tests"
        : `${r.tests} tests${r.failedTests ? `, ${r.failedTests} failed` : ""}`;
    console.log(
      `${r.name.padEnd(9)} ${String(r.files).padStart(4)} files  ${tests.padEnd(22)} ${r.seconds} s  ${r.code === 0 ? "pass" : `FAIL (${r.code})`}`,
    );
  }
}

/** One leg, or both (every file on PGlite when no PostgreSQL can be had). */
async function runLegs(legs: Legs, only?: LegName, extra: string[] = []): Promise<number> {
  console.log(summary(legs));
  let url = process.env.DATABASE_URL || undefined;
  if (!url && only !== "pglite") {
    const started = startPostgres();
    if ("url" in started) url = started.url;
    else {
      if (only === "postgres") {
        console.error(`no PostgreSQL could be started (${started.why}): the PostgreSQL leg needs one`);
        return 1;
      }
      console.warn(
        `no PostgreSQL could be started (${started.why}): every file runs on PGlite instead (slower). ` +
          "Set DATABASE_URL to use a server of your own.",
      );
    }
  }
  mkdirSync(RESULTS, { recursive: true });
  let results: LegResult[];
  if (only) results = [await runLeg(only, legs[only], only === "postgres" ? url : undefined, false, extra)];
  else if (!url) results = [await runLeg("pglite", legs.all, undefined, false)];
  else if (process.env.TEST_LEGS === "serial") {
    results = [
      await runLeg("postgres", legs.postgres, url, false),
      await runLeg("pglite", legs.pglite, undefined, false),
    ];
  } else {
    // The PostgreSQL leg has more to run (its files are the heavy ones) and its workers wait on
    // the server: one more worker there ends the legs closer together.
    const workers = [`--maxWorkers=${Math.max(2, availableParallelism() - 1) + 1}`];
    results = await Promise.all([
      runLeg("postgres", legs.postgres, url, true, workers),
      runLeg("pglite", legs.pglite, undefined, true),
    ]);
  }
  report(results);
  return results.every((r) => r.code === 0) ? 0 : 1;
}

async function main(args: string[]): Promise<number> {
  const at = args.indexOf("--leg");
  if (args.length > 0 && at < 0) {
    // Explicit files or jest options: plain jest, on DATABASE_URL when set, else PGlite.
    const child = jest(args, process.env);
    return new Promise((resolve) => child.on("close", (code) => resolve(code ?? 1)));
  }
  const legs = computeLegs();
  const problems = legProblems(legs);
  for (const p of problems) console.error(`legs: ${p}`);
  if (problems.length) return 1;
  if (at < 0) return runLegs(legs);
  const only = args[at + 1];
  if (only !== "pglite" && only !== "postgres") {
    console.error("usage: npm test -- --leg pglite|postgres [jest args]");
    return 2;
  }
  return runLegs(legs, only, [...args.slice(0, at), ...args.slice(at + 2)]);
}

process.exitCode = await main(process.argv.slice(2));
