/**
 * The workflow timeout sweep: once a minute (one of the service's sweeps, run by the kernel's
 * sweep cron, ../sweeps.ts) every running execution past its `max_duration_sec` is advanced, which
 * ends it as `timed_out` (running step jobs cancelled, pending steps skipped). Advances caused by
 * step jobs check the deadline too; the sweep catches executions whose steps never report back.
 */
import type { Knex } from "knex";
import { overdueExecutions } from "../../../storage/infra/workflows.js";
import { withTransaction } from "../../../storage/transactions.js";
import { openRun } from "./engine.js";
import type { StepJobs } from "./stepJobs.js";

/** Executions handled per transaction batch of one sweep. */
const BATCH = 100;

/**
 * Times out the running executions past their deadline, each in its own transaction under its
 * row lock (one that a step moved on meanwhile is left alone). Returns how many it timed out.
 */
export async function sweepTimedOut(db: Knex, now: Date, jobs: StepJobs): Promise<number> {
  let timedOut = 0;
  for (;;) {
    const due = await overdueExecutions(db, now, BATCH);
    for (const { id, projectId } of due) {
      const ended = await withTransaction({ knex: db }, async (trx) => {
        const run = await openRun(trx, projectId, id, jobs);
        if (run?.execution.status !== "running") return false;
        await run.advance(now);
        // advance() changes the status the check above narrowed
        return (run.execution.status as string) === "timed_out";
      });
      if (ended) timedOut += 1;
    }
    if (due.length < BATCH) return timedOut;
  }
}
