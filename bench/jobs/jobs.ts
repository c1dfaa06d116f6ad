/**
 * Jobs created per second and completed per second: `count` task jobs with an HTTP handler (a
 * local receiver answering 200 with a result) are created in transactions of 100 through the
 * feature's own `createJobs` (checks, a sealed signing secret per job, the pg-boss timers), then
 * the runtime's leased-work engine in background mode works them: claim, signed POST, settle. Creation and
 * completion are timed apart so neither steals the other's CPU. A job the handler never saw, or
 * saw twice, makes the figure invalid.
 */
import { performance } from "node:perf_hooks";
import type { JobInput } from "../../generated/infra/types.js";
import { createJobs } from "../../handlers/infra/jobs/create.js";
import type { Database } from "../../storage/db.js";
import { insertTestProject } from "../../storage/infra/testing.js";
import { withTransaction } from "../../storage/transactions.js";
import { type BenchHandler, childProcessHandler, inProcessHandler } from "./handlerProcess.js";
import type { Measured } from "./measure.js";
import { benchRuntime, closeBenchRuntime } from "./runtime.js";

/** Where the bench's job handler runs: in this process (default) or a child process. */
export type HandlerPlace = "in-process" | "process";

/** Creates and completes `count` jobs; reports both rates. */
export async function benchJobs(
  db: Database,
  count: number,
  place: HandlerPlace = "in-process",
): Promise<Measured[]> {
  const projectId = await insertTestProject(db.knex, `jobs${Date.now().toString(36)}`);
  const handler: BenchHandler = place === "process" ? await childProcessHandler() : await inProcessHandler();
  const runtime = await benchRuntime(db);
  const work = runtime.deps.work;
  try {
    // The engine's queues must exist before jobs are created, or their runs are not put on the
    // timer (they would wait for the minute sweep); it starts working only once creation is timed.
    await work.prepare();
    const input: JobInput = { trigger: { type: "task" }, handler: handler.url(), payload: { n: 0 } };
    const createdAt = performance.now();
    for (let i = 0; i < count; i += 100) {
      const n = Math.min(100, count - i);
      await withTransaction(db, (trx) =>
        createJobs(
          trx,
          projectId,
          Array.from({ length: n }, (_, j) => ({ ...input, payload: { n: i + j } })),
          new Date(),
          undefined,
          { work, policy: "loopback", sealer: runtime.infra.sealer },
        ),
      );
    }
    const createSeconds = (performance.now() - createdAt) / 1000;

    const startedAt = performance.now();
    await work.start();
    const deadline = Date.now() + 300_000;
    let completed = 0;
    while (completed < count && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      const [row] = (await db
        .knex("infra_jobs")
        .where({ project_id: projectId, status: "completed" })
        .count("* as n")) as {
        n: string | number;
      }[];
      completed = Number(row?.n ?? 0);
    }
    const runSeconds = (performance.now() - startedAt) / 1000;

    const seen = await handler.seen();
    const distinct = new Set(seen).size;
    const problems: string[] = [];
    if (completed < count) problems.push(`${count - completed} of ${count} jobs did not complete`);
    if (seen.length > distinct) problems.push(`${seen.length - distinct} handler calls were repeats`);
    return [
      {
        label: "jobs created",
        count,
        seconds: createSeconds,
        perSecond: count / createSeconds,
        problems: [],
      },
      {
        label: "jobs completed",
        count: completed,
        seconds: runSeconds,
        perSecond: completed / runSeconds,
        problems,
      },
    ];
  } finally {
    await closeBenchRuntime(runtime);
    await handler.stop();
  }
}
