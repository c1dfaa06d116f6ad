/**
 * How an attempt's end moves a job on, whoever worked it (the HTTP runner, a consumer's ack, a
 * lease that ended): the engine has decided what follows (runtime/work/retry.ts, with the job's own
 * `max_attempts` and backoff), and this records it. Done completes a task or queue job
 * (finished.ts) and puts a cron job back on its schedule; a retry waits out the backoff
 * (`scheduled` until then); failed fails a task or queue job and, for a cron job, this tick only.
 */
import type { Knex } from "knex";
import type { Next } from "../../../runtime/work/task.js";
import { finishRun, type Job, updateJob } from "../../../storage/infra/jobs.js";
import type { JobsEnv } from "./env.js";
import { jobFinished } from "./finished.js";
import type { JobAttempt } from "./queues.js";
import { nextTick } from "./schedule.js";

/**
 * Records the end of attempt `runId` of `job` (read with its row lock in `trx`) and moves the job
 * on as `next` says. Returns the job as it now is, with the time of a cron job's next tick (to put
 * on the timer); null, changing nothing, unless the job is still running that attempt (a runner
 * whose lease ran out, a second ack).
 */
export async function settleAttempt(
  trx: Knex,
  env: JobsEnv,
  job: Job,
  runId: string,
  end: JobAttempt,
  next: Next,
  now: Date,
): Promise<{ job: Job; tick?: Date } | null> {
  if (job.status !== "running" || job.currentRunId !== runId) return null;
  const error = end.ok ? null : (end.error ?? "failed");
  await finishRun(trx, runId, {
    status: end.ok ? "succeeded" : (end.runStatus ?? "failed"),
    handlerStatus: end.handlerStatus ?? null,
    error,
    now,
  });
  const released = { claimedUntil: null, claimedBy: null, currentRunId: null } as const;
  if (job.trigger.type === "cron" && next.state !== "retry") {
    const tick = nextTick(job.trigger.schedule, job.trigger.timezone, now);
    const moved = await updateJob(
      trx,
      job.id,
      {
        ...released,
        status: "scheduled",
        attempt: 0,
        runAt: tick,
        nextRunAt: tick,
        ...(end.ok ? { result: end.result ?? null, error: null } : { error }),
      },
      now,
    );
    return moved ? { job: moved, tick } : null;
  }
  if (next.state === "done") {
    const done = await jobFinished(trx, env, { job, status: "completed", result: end.result ?? null }, now);
    return done ? { job: done } : null;
  }
  if (next.state === "failed") {
    const failed = await jobFinished(trx, env, { job, status: "failed", error }, now);
    return failed ? { job: failed } : null;
  }
  const moved = await updateJob(
    trx,
    job.id,
    { ...released, status: "scheduled", runAt: next.at, error },
    now,
  );
  return moved ? { job: moved } : null;
}
