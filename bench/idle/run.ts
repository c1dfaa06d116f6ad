/**
 * `npm run bench -- idle-rss [--modes list] [--no-build] [--settle s]`: the production server's
 * start-up time and idle memory, per mode. Builds (`npm run build`) unless told not to, then per
 * mode starts `node dist/runtime/cli/serve.js` (what `npm run start:prod` runs) as a child,
 * times spawn → first `/health` 200, makes a few requests to every served service, waits for
 * the process to settle and reads its RSS (and its peak, VmHWM) from /proc. A PGlite mode starts
 * twice on one data folder: the first start (initdb and migrations, whose WebAssembly instance
 * is garbage afterwards but stays resident until a major GC that an idle server never triggers)
 * gives the first start-up time; the second, reopening the folder as every later `npm start`
 * does, gives the idle figures.
 *
 * Modes and their targets (issue 18): all services on PostgreSQL ≤ 200 MB, the UUID service
 * alone on PostgreSQL ≤ 150 MB, all services on PGlite ≤ 450 MB; `pglite-uuid` is measured
 * without a target. PostgreSQL modes need `DATABASE_URL` and are reported as skipped without it.
 * Writes bench/results/idle-rss-latest.json; exits 1 when a measured mode misses its target or
 * fails to start.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { type IdleMeasure, measureIdle } from "./measure.js";

/** One way of running the server, and the most RSS it may settle at (bytes, 10^6 per MB). */
export interface IdleMode {
  name: string;
  database: "postgres" | "pglite";
  service?: string;
  targetBytes?: number;
}

/** Every mode, in the order they run. */
export const MODES: IdleMode[] = [
  { name: "pg-all", database: "postgres", targetBytes: 200e6 },
  { name: "pg-uuid", database: "postgres", service: "uuid", targetBytes: 150e6 },
  { name: "pglite-all", database: "pglite", targetBytes: 450e6 },
  { name: "pglite-uuid", database: "pglite", service: "uuid" },
];

const USAGE = `Usage: npm run bench -- idle-rss [options]

  --modes <list>   comma-separated subset of ${MODES.map((m) => m.name).join(",")} (default all)
  --settle <s>     seconds to wait after the requests before reading RSS (default 5)
  --no-build       use the existing dist/ instead of running npm run build
  --help           this text

PostgreSQL modes use DATABASE_URL (skipped when it is not set).`;

const MB = (bytes: number) => (bytes / 1e6).toFixed(0);

/** Runs the idle-memory bench; returns the process exit code. */
export async function runIdleRssBench(argv: string[]): Promise<number> {
  let values: {
    modes?: string | undefined;
    settle?: string | undefined;
    "no-build"?: boolean | undefined;
    help?: boolean | undefined;
  };
  try {
    values = parseArgs({
      args: argv,
      strict: true,
      options: {
        modes: { type: "string" },
        settle: { type: "string" },
        "no-build": { type: "boolean", default: false },
        help: { type: "boolean", default: false },
      },
    }).values;
  } catch (err) {
    console.error(`${(err as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const wanted = values.modes?.split(",") ?? MODES.map((m) => m.name);
  const modes = MODES.filter((m) => wanted.includes(m.name));
  const settleSeconds = values.settle === undefined ? 5 : Number(values.settle);
  if (modes.length !== wanted.length || !(settleSeconds >= 0)) {
    console.error(`unknown mode or bad --settle\n\n${USAGE}`);
    return 2;
  }
  if (!values["no-build"]) {
    process.stderr.write("idle-rss: npm run build… ");
    execFileSync("npm", ["run", "-s", "build"], { stdio: ["ignore", "ignore", "inherit"] });
    process.stderr.write("done\n");
  }
  const results: Array<{
    mode: IdleMode;
    skipped?: string;
    measured?: IdleMeasure;
    /** A PGlite mode's first start on a fresh folder (initdb and migrations). */
    firstStartupMs?: number | undefined;
    met?: boolean;
  }> = [];
  for (const mode of modes) {
    if (mode.database === "postgres" && !process.env.DATABASE_URL) {
      results.push({ mode, skipped: "DATABASE_URL not set" });
      continue;
    }
    process.stderr.write(`idle-rss: ${mode.name}… `);
    let firstStartupMs: number | undefined;
    let dataDir: string | undefined;
    if (mode.database === "pglite") {
      dataDir = mkdtempSync(join(tmpdir(), "idle-rss-"));
      firstStartupMs = (
        await measureIdle({ service: mode.service, database: "pglite", settleSeconds: 0, dataDir })
      ).startupMs;
    }
    const measured = await measureIdle({
      service: mode.service,
      database: mode.database,
      settleSeconds,
      ...(dataDir ? { dataDir } : {}),
    });
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    const met = mode.targetBytes === undefined ? undefined : measured.rssBytes <= mode.targetBytes;
    results.push({ mode, measured, firstStartupMs, ...(met === undefined ? {} : { met }) });
    process.stderr.write(`${MB(measured.rssBytes)} MB\n`);
  }
  console.log(
    "\nmode          start-up   idle RSS   peak RSS   target                first start (fresh PGlite)",
  );
  for (const r of results) {
    const name = r.mode.name.padEnd(12);
    if (!r.measured) {
      console.log(`${name}  skipped (${r.skipped})`);
      continue;
    }
    const m = r.measured;
    const target =
      r.mode.targetBytes === undefined ? "—" : `≤ ${MB(r.mode.targetBytes)} MB ${r.met ? "met" : "MISSED"}`;
    console.log(
      `${name}  ${`${m.startupMs} ms`.padStart(8)}   ${`${MB(m.rssBytes)} MB`.padStart(8)}   ${`${MB(m.peakBytes)} MB`.padStart(8)}   ${target.padEnd(20)}  ${r.firstStartupMs === undefined ? "" : `${r.firstStartupMs} ms`}`,
    );
  }
  const report = {
    date: new Date().toISOString(),
    environment: { node: process.versions.node },
    settleSeconds,
    results: results.map((r) => ({
      mode: r.mode.name,
      database: r.mode.database,
      service: r.mode.service ?? "all",
      targetBytes: r.mode.targetBytes ?? null,
      ...(r.skipped ? { skipped: r.skipped } : {}),
      ...(r.measured ? { ...r.measured, met: r.met ?? null } : {}),
      ...(r.firstStartupMs === undefined ? {} : { firstStartupMs: r.firstStartupMs }),
    })),
  };
  const file = fileURLToPath(new URL("../results/idle-rss-latest.json", import.meta.url));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nwrote ${relative(process.cwd(), file)}`);
  return results.every((r) => r.skipped || r.met !== false) ? 0 : 1;
}
