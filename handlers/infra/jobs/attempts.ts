/**
 * How an attempt's end moves a job on, shared by the HTTP runner, consumers' acks and expired
 * leases: success completes a task or queue job (finished.ts) and puts a cron job back on its
 * schedule; failure with attempts left waits out the backoff (`scheduled` until then); failure
 * with none left fails a task or queue job and, for a cron job, fails this tick only.
 */
import type { Knex } from "knex";
import type { PgBoss } from "pg-boss";
import { finishRun, type Job, type JobRunStatus, updateJob } from "../../../storage/infra/jobs.js";
import { jobFinished } from "./finished.js";
import { enqueueRuns } from "./queues.js";
import { backoffMs, nextTick } from "./schedule.js";

/** One attempt's end. */
export interface AttemptEnd {
  ok: boolean;
  /** The run's status when not ok: `failed` or `timed_out`. */
  runStatus?: Exclude<JobRunStatus, "running" | "succeeded" | "cancelled">;
  result?: unknown;
  error?: string | null;
  handlerStatus?: number | null;
}

/**
 * Records the end of attempt `runId` of `job` (read with its row lock in `trx`) and moves the job
 * on. Does nothing and returns null unless the job is still running that attempt (a runner whose
 * lease ran out, a second ack).
 */
export async function settleAttempt(
  trx: Knex,
  queue: PgBoss | null,
  job: Job,
  runId: string,
  end: AttemptEnd,
  now: Date,
): Promise<Job | null> {
  if (job.status !== "running" || job.currentRunId !== runId) return null;
  await finishRun(trx, runId, {
    status: end.ok ? "succeeded" : (end.runStatus ?? "failed"),
    handlerStatus: end.handlerStatus ?? null,
    error: end.ok ? null : (end.error ?? "failed"),
    now,
  });
  const released = { claimedUntil: null, claimedBy: null, currentRunId: null } as const;
  if (job.trigger.type === "cron" && (end.ok || job.attempt >= job.maxAttempts)) {
    const tick = nextTick(job.trigger.schedule, job.trigger.timezone, now);
    const next = await updateJob(
      trx,
      job.id,
      {
        ...released,
        status: "scheduled",
        attempt: 0,
        runAt: tick,
        nextRunAt: tick,
        ...(end.ok ? { result: end.result ?? null, error: null } : { error: end.error ?? "failed" }),
      },
      now,
    );
    await enqueueRuns(queue, [{ id: job.id, runAt: tick }]);
    return next;
  }
  if (end.ok) return jobFinished(trx, queue, { job, status: "completed", result: end.result ?? null }, now);
  if (job.attempt >= job.maxAttempts)
    return jobFinished(trx, queue, { job, status: "failed", error: end.error ?? "failed" }, now);
  const retryAt = new Date(now.getTime() + backoffMs(job.backoff, job.attempt));
  const next = await updateJob(
    trx,
    job.id,
    { ...released, status: "scheduled", runAt: retryAt, error: end.error ?? "failed" },
    now,
  );
  if (job.trigger.type !== "queue") await enqueueRuns(queue, [{ id: job.id, runAt: retryAt }]);
  return next;
}
