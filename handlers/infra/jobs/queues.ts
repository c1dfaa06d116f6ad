/**
 * The jobs feature's two tasks on the kernel's leased-work engine, by name: runs of task and cron
 * jobs (`infra.jobs.run`, performed by ./task.ts) and callbacks of finished jobs
 * (`infra.jobs.callback`). The routes, finished.ts and attempts.ts put work on their timer in the
 * transaction that made it due; without pg-boss (or before the engine's queues exist) that does
 * nothing, and a flush or the engine's sweep finds the work in the table, the source of truth.
 */
import type { WorkQueue } from "../../../runtime/work/engine.js";
import { type Attempt, type Claimed, taskRef } from "../../../runtime/work/task.js";
import type { Job, JobRunStatus } from "../../../storage/infra/jobs.js";

/** A job the engine holds: claimed by a runner (or, for a queue job, by a consumer). */
export interface JobItem extends Claimed {
  job: Job;
  /** The run row of this attempt. */
  runId: string;
  /** The signing secret, sealed (empty when the engine only records the attempt's end). */
  secretSealed: string;
}

/** One attempt's end as the jobs feature records it. */
export interface JobAttempt extends Attempt {
  /** The handler's or consumer's result (ok). */
  result?: unknown;
  /** The handler's HTTP status; null when no answer came (or a consumer acked). */
  handlerStatus?: number | null;
  /** The run's status when not ok: `failed` (default) or `timed_out`. */
  runStatus?: Exclude<JobRunStatus, "running" | "succeeded" | "cancelled">;
}

/** A finished job whose callback is owed. */
export interface CallbackItem extends Claimed {
  job: Job;
  secretSealed: string;
}

/** Runs of task and cron jobs (`{ id }` of `infra_jobs`, `startAfter` = the run's time). */
export const JOB_RUNS = taskRef<JobItem, JobAttempt>("infra.jobs.run");

/** Callbacks owed by finished jobs (`{ id }` of `infra_jobs`). */
export const JOB_CALLBACKS = taskRef<CallbackItem, Attempt>("infra.jobs.callback");

/** The engine's item for `job`'s current attempt (whoever works it). */
export function jobItem(job: Job, secretSealed = ""): JobItem {
  return {
    id: job.id,
    attempt: job.attempt,
    job,
    runId: job.currentRunId ?? "",
    secretSealed,
    // Queue jobs are worked by consumers that claim them: their retries need no timer.
    runs: job.trigger.type !== "queue",
  };
}

/** Puts a run of each job on the timer at its time (now when in the past). */
export async function enqueueRuns(
  work: WorkQueue,
  runs: readonly { id: string; runAt: Date | null }[],
): Promise<void> {
  if (runs.length > 0) await work.enqueue(JOB_RUNS, runs);
}

/** Puts the callbacks of finished jobs on the timer. */
export async function enqueueCallbacks(work: WorkQueue, jobIds: readonly string[]): Promise<void> {
  if (jobIds.length > 0)
    await work.enqueue(
      JOB_CALLBACKS,
      jobIds.map((id) => ({ id })),
    );
}
