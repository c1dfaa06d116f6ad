/**
 * `npm run bench -- profile [seconds]`: a CPU profile of the full stack serving paid-by-key
 * `GET /v1/uuid?count=1` under the bench's load (50 connections), and the functions that cost
 * the most self time in it. Writes the `.cpuprofile` (open it in Chrome DevTools or speedscope
 * for the flame graph) to bench/results/profile/.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { startLoader } from "../loader.js";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time per function (name + file:line), largest first, as shares of all samples. */
export function selfTimes(profile: CpuProfile): { name: string; share: number }[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    const file = frame.url.replace(/^.*\/(node_modules\/)/, "$1").replace(/^.*\/metering\//, "");
    const name = `${frame.functionName || "(anonymous)"} ${file}:${frame.lineNumber + 1}`;
    totals.set(name, (totals.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const all = [...totals.values()].reduce((a, b) => a + b, 0) || 1;
  return [...totals].map(([name, t]) => ({ name, share: t / all })).sort((a, b) => b.share - a.share);
}

/** Runs the profile; returns the exit code. */
export async function runProfile(argv: string[]): Promise<number> {
  const seconds = Number(argv[0] ?? 10);
  const dir = fileURLToPath(new URL("../results/profile/", import.meta.url));
  mkdirSync(dir, { recursive: true });
  const before = new Set(readdirSync(dir));
  const child: ChildProcess = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "--cpu-prof",
      `--cpu-prof-dir=${dir}`,
      fileURLToPath(new URL("./server.ts", import.meta.url)),
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const [line] = (await once(createInterface({ input: child.stdout! }), "line")) as [string];
  const { url, headers } = JSON.parse(line) as { url: string; headers: Record<string, string> };
  const loader = startLoader();
  try {
    const job = { url, headers, connections: 50, status: 200, check: "uuid" as const, freshClientIp: false };
    await loader.run({ ...job, duration: 2 }); // warm-up
    const load = await loader.run({ ...job, duration: seconds });
    console.log(
      `${Math.round(load.rps.mean)} req/s while profiling (${load.ok} 2xx, ${load.non2xx} non-2xx)`,
    );
  } finally {
    loader.close();
    child.kill("SIGTERM");
    await once(child, "exit");
  }
  const file = readdirSync(dir).find((f) => f.endsWith(".cpuprofile") && !before.has(f));
  if (!file) throw new Error("the server wrote no profile");
  const profile = JSON.parse(readFileSync(`${dir}${file}`, "utf8")) as CpuProfile;
  console.log(`\nprofile: bench/results/profile/${file}\n\nself time, top 25:`);
  for (const { name, share } of selfTimes(profile).slice(0, 25))
    console.log(`${(share * 100).toFixed(1).padStart(5)} %  ${name}`);
  return 0;
}
