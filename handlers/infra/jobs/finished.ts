/**
 * The one place a job finishes. Every terminal transition — completed (handler 2xx, ack),
 * failed (attempts spent), cancelled (DELETE, a workflow cancelling its steps) — goes through
 * {@link jobFinished}, inside the transaction that decided it: the row changes, the open run is
 * closed, the `jobs.<status>` event is recorded for the project's webhooks, and the callback (when
 * the job has a `callback_url`) is owed, and a workflow step's job moves its execution on
 * (`env.stepEnded`: the workflow engine, wired by the set-up), all or nothing. {@link tasksCompleted} is its set-based twin for the
 * runner's common case (task jobs, not workflow steps, whose handler answered 2xx): the same
 * changes, events and callbacks for a whole batch in a few statements.
 */
import type { Knex } from "knex";
import {
  completeTaskRuns,
  finishRun,
  getJob,
  type Job,
  type SucceededRun,
  TERMINAL_JOB_STATUSES,
  updateJob,
} from "../../../storage/infra/jobs.js";
import { emitEvents } from "../events.js";
import type { JobsEnv } from "./env.js";
import { jobBody } from "./format.js";
import { enqueueCallbacks } from "./queues.js";

/** How a job finished. */
export interface JobEnding {
  /** The job as read (locked) in `trx`. */
  job: Job;
  status: "completed" | "failed" | "cancelled";
  /** `completed`: the handler's or consumer's result. */
  result?: unknown;
  /** `failed`: why; `cancelled`: optional reason. */
  error?: string | null;
  /**
   * Whether a workflow step's job reports its end to the execution (default true). False when
   * the workflow itself cancels its steps' jobs: it already knows.
   */
  notifyWorkflow?: boolean;
}

/**
 * Moves `ending.job` to its terminal status and does everything that goes with it (see the module
 * comment). Call it inside a transaction holding the job's row lock. Returns the finished job, or
 * null when the job had already finished (nothing changes).
 */
export async function jobFinished(
  trx: Knex,
  env: JobsEnv,
  ending: JobEnding,
  now: Date,
): Promise<Job | null> {
  const { job, status } = ending;
  if (TERMINAL_JOB_STATUSES.includes(job.status)) return null;
  if (job.currentRunId && job.status === "running")
    await finishRun(trx, job.currentRunId, { status: "cancelled", error: ending.error ?? "cancelled", now });
  const finished = await updateJob(
    trx,
    job.id,
    {
      status,
      ...(status === "completed" ? { result: ending.result ?? null, error: null } : {}),
      ...(status !== "completed" && ending.error !== undefined ? { error: ending.error } : {}),
      completedAt: now,
      claimedUntil: null,
      claimedBy: null,
      currentRunId: null,
      nextRunId: null,
      nextRunAt: null,
      callbackPending: job.callbackUrl !== null && status !== "cancelled",
    },
    now,
  );
  if (!finished) return null;
  await emitEvents(trx, env.work, job.projectId, [{ topic: `jobs.${status}`, data: jobBody(finished) }], now);
  if (finished.callbackUrl && status !== "cancelled") await enqueueCallbacks(env.work, [finished.id]);
  if (finished.workflowExecutionId && finished.workflowStepId && ending.notifyWorkflow !== false)
    await env.stepEnded(
      trx,
      {
        projectId: finished.projectId,
        executionId: finished.workflowExecutionId,
        stepId: finished.workflowStepId,
        jobId: finished.id,
        status,
        result: finished.result,
        error: finished.error,
      },
      now,
    );
  return finished;
}

/**
 * Completes the task jobs among `runs` (attempts whose handler answered 2xx) that are still on
 * that attempt and belong to no workflow step, as settling each attempt through
 * {@link jobFinished} would: the run closed as succeeded, the job completed with its result, the
 * `jobs.completed` events recorded and owed callbacks enqueued, all in `trx`. Returns the ids of
 * the jobs it completed; the others (cron jobs, workflow steps, jobs cancelled or expired
 * meanwhile) are untouched, for the caller to settle one by one.
 */
export async function tasksCompleted(
  trx: Knex,
  env: JobsEnv,
  runs: readonly SucceededRun[],
  now: Date,
): Promise<Set<string>> {
  const finished = await completeTaskRuns(trx, runs, now);
  const byProject = new Map<string, Job[]>();
  for (const job of finished) {
    const jobs = byProject.get(job.projectId) ?? [];
    jobs.push(job);
    byProject.set(job.projectId, jobs);
  }
  for (const [projectId, jobs] of byProject)
    await emitEvents(
      trx,
      env.work,
      projectId,
      jobs.map((job) => ({ topic: "jobs.completed", data: jobBody(job) })),
      now,
    );
  await enqueueCallbacks(
    env.work,
    finished.filter((job) => job.callbackUrl).map((job) => job.id),
  );
  return new Set(finished.map((job) => job.id));
}

/**
 * Cancels the project's unfinished jobs among `jobIds` (each through {@link jobFinished}, with its
 * row locked in `trx`); finished or unknown ones are left alone. Returns the jobs it cancelled.
 * What a workflow calls to stop its other steps' jobs.
 */
export async function cancelJobs(
  trx: Knex,
  env: JobsEnv,
  projectId: string,
  jobIds: readonly string[],
  now: Date,
  reason = "cancelled",
  options: { notifyWorkflow?: boolean } = {},
): Promise<Job[]> {
  const cancelled: Job[] = [];
  for (const id of jobIds) {
    const job = await getJob(trx, projectId, id, { forUpdate: true });
    if (!job) continue;
    const done = await jobFinished(trx, env, { job, status: "cancelled", error: reason, ...options }, now);
    if (done) cancelled.push(done);
  }
  return cancelled;
}
