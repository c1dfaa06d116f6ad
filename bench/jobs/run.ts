/**
 * `npm run bench -- jobs [--events N] [--subscribers N] [--jobs N]`: background-work throughput
 * of the infra service on a fresh database (PostgreSQL when DATABASE_URL is set, which is what the
 * targets are about; PGlite otherwise): webhook deliveries/s, and jobs created and completed per
 * second (target: 1,000 jobs/s completed on PostgreSQL). Prints a table, writes bench/results/jobs-latest-<database>.json, and exits 1 when a
 * figure is invalid (work lost or done twice). A missed target is reported, not failed.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { dirname, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { openTestDatabase } from "../../storage/testing.js";
import { benchJobs, type HandlerPlace } from "./jobs.js";
import type { Measured } from "./measure.js";
import { benchWebhookDeliveries } from "./webhooks.js";

/** Issue 7's target for jobs completed per second on PostgreSQL. */
const TARGET_JOBS_PER_SECOND = 1_000;

const USAGE = `Usage: npm run bench -- jobs [options]

  --jobs <n>          task jobs created, then completed by the leased-work engine (default 5000)
  --events <n>        webhook events (default 2000)
  --subscribers <n>   webhooks subscribed to every event (default 3)
  --handler <where>   where the jobs' HTTP handler runs: in-process (default: it shares this
                      process's CPU with the server) or process (a child process: measures the
                      server alone; both processes still share the machine's cores)
  --help              this text

Set DATABASE_URL (PostgreSQL) for the figures the targets are about; without it PGlite runs.`;

function count(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`--${name} must be a positive whole number, got ${text}`);
  return n;
}

/** Runs the jobs bench; returns the process exit code. */
export async function runJobsBench(argv: string[]): Promise<number> {
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({
      args: argv,
      strict: true,
      options: {
        jobs: { type: "string" },
        events: { type: "string" },
        subscribers: { type: "string" },
        handler: { type: "string" },
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
  const jobs = count("jobs", values.jobs as string | undefined, 5_000);
  const events = count("events", values.events as string | undefined, 2_000);
  const subscribers = count("subscribers", values.subscribers as string | undefined, 3);
  const handler = (values.handler ?? "in-process") as HandlerPlace;
  if (handler !== "in-process" && handler !== "process") {
    console.error(`--handler must be in-process or process, got ${String(values.handler)}\n\n${USAGE}`);
    return 2;
  }
  const database = process.env.DATABASE_URL ? "postgres" : "pglite";
  const results: Measured[] = [];
  const db = await openTestDatabase();
  try {
    process.stderr.write(`jobs: ${jobs} task jobs on ${database}, handler ${handler}… `);
    results.push(...(await benchJobs(db, jobs, handler)));
    process.stderr.write("done\n");
    process.stderr.write(`webhooks: ${events} events × ${subscribers} subscribers on ${database}… `);
    results.push(await benchWebhookDeliveries(db, { events, subscribers }));
    process.stderr.write("done\n");
  } finally {
    await db.close();
  }
  const report = {
    date: new Date().toISOString(),
    environment: { node: process.versions.node, cpus: cpus().length, database },
    options: { jobs, events, subscribers, handler },
    results,
    valid: results.every((r) => r.problems.length === 0),
  };
  console.log(
    `\n${"measure".padEnd(24)}${"count".padStart(8)}${"seconds".padStart(10)}${"per second".padStart(12)}`,
  );
  for (const r of results)
    console.log(
      `${r.label.padEnd(24)}${String(r.count).padStart(8)}${r.seconds.toFixed(2).padStart(10)}${Math.round(r.perSecond).toString().padStart(12)}${r.problems.length ? `  INVALID: ${r.problems.join("; ")}` : ""}`,
    );
  const completed = results.find((r) => r.label === "jobs completed");
  if (completed) {
    const ratio = completed.perSecond / TARGET_JOBS_PER_SECOND;
    console.log(
      `\ntarget: ≥ ${TARGET_JOBS_PER_SECOND} jobs/s completed on PostgreSQL — ${ratio >= 1 ? "met" : "MISSED"} (${ratio.toFixed(2)}× on ${database}, handler ${handler})`,
    );
  }
  const file = fileURLToPath(new URL(`../results/jobs-latest-${database}.json`, import.meta.url));
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nwrote ${relative(process.cwd(), file)}`);
  return report.valid ? 0 : 1;
}
