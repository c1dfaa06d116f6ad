/**
 * One idle-memory measurement: `npm run start:prod` (so exactly the node flags production
 * uses) in its own process group, timed from spawn to the first `/health` 200, then a few
 * requests to each served service, a settle, and the server process's RSS and peak RSS read
 * from /proc/<pid>/status (the node process running dist/runtime/cli/serve.js, not npm).
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** What one mode measured. */
export interface IdleMeasure {
  /** Milliseconds from spawn to the first `/health` 200. */
  startupMs: number;
  /** Resident set after the requests and the settle. */
  rssBytes: number;
  /** The most the process was resident at any time (VmHWM). */
  peakBytes: number;
  requests: number;
}

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** The process of process group `pgid` whose command line runs the built server. */
function serverPid(pgid: number): number | undefined {
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 5 of /proc/<pid>/stat is the process group (after the parenthesised command name).
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const group = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2]);
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0");
      if (
        group === pgid &&
        cmdline[0]?.endsWith("node") &&
        cmdline.some((a) => a.endsWith("dist/runtime/cli/serve.js"))
      )
        return Number(entry);
    } catch {
      // The process ended while being read.
    }
  }
  return undefined;
}

/** A TCP port free on 127.0.0.1 right now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

/** A `/proc/<pid>/status` figure in bytes (the kernel reports kB). */
function procStatus(pid: number, field: "VmRSS" | "VmHWM"): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith(`${field}:`));
  return Number(line?.split(/\s+/)[1] ?? Number.NaN) * 1024;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the built server in one mode, measures it idle, stops it. */
export async function measureIdle(options: {
  service?: string | undefined;
  database: "postgres" | "pglite";
  settleSeconds: number;
  /** An existing PGlite data folder to reopen (kept); default a fresh one (initdb, then removed). */
  dataDir?: string;
}): Promise<IdleMeasure> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "idle-rss-"));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" };
  if (options.database === "pglite") delete env.DATABASE_URL;
  const args = ["run", "-s", "start:prod", ...(options.service ? ["--", "--service", options.service] : [])];
  const started = performance.now();
  // Its own process group, so the stop signal reaches node and not only npm.
  const child = spawn("npm", args, {
    cwd: ROOT,
    env,
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const origin = `http://127.0.0.1:${port}`;
  try {
    let health: { services?: string[] } | undefined;
    while (!health) {
      if (child.exitCode !== null)
        throw new Error(`server exited (${child.exitCode}) before /health answered`);
      if (performance.now() - started > 120_000) throw new Error("no /health 200 within 120 s");
      health = await fetch(`${origin}/health`)
        .then((r) => (r.ok ? (r.json() as Promise<{ services?: string[] }>) : undefined))
        .catch(() => undefined);
      if (!health) await sleep(50);
    }
    const startupMs = Math.round(performance.now() - started);
    const bases = options.service ? [""] : (health.services ?? []).map((s) => `/${s}`);
    const paths = [...bases.flatMap((b) => [`${b}/openapi.json`, `${b}/llms.txt`, `${b}/.well-known/x402`])];
    paths.push(options.service ? "/v1/uuid?count=2" : "/uuid/v1/uuid?count=2");
    let requests = 0;
    for (let round = 0; round < 3; round++) {
      for (const p of paths) {
        const res = await fetch(`${origin}${p}`);
        await res.arrayBuffer();
        if (res.status >= 500) throw new Error(`GET ${p} → ${res.status}`);
        requests++;
      }
    }
    await sleep(options.settleSeconds * 1000);
    const pid = serverPid(child.pid!);
    if (pid === undefined) throw new Error("no node process runs dist/runtime/cli/serve.js");
    return { startupMs, rssBytes: procStatus(pid, "VmRSS"), peakBytes: procStatus(pid, "VmHWM"), requests };
  } finally {
    process.kill(-child.pid!, "SIGTERM");
    await exited;
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}
