/**
 * The jobs feature's tasks on the kernel's leased-work engine (runtime/work/), which claims,
 * leases, retries and sweeps; the jobs table stays the source of truth (a job's `status`,
 * `attempt`, `claimed_until` are the contract's).
 *
 * - {@link jobRunTask}: an attempt POSTs `{job_id, run_id, attempt, payload}` to the job's handler,
 *   signed per Standard Webhooks with the job's own secret, through runtime/outbound under the
 *   egress policy; a 2xx within `timeout` completes it with the JSON answer as `result`. Claims
 *   lease each job for its timeout + 5 s; the engine's sweep turns an ended lease (a runner killed
 *   mid-call, a consumer that never acked) into a timed-out attempt, retried per the job's own
 *   backoff. Successful plain task jobs of one batch settle set-based in one transaction
 *   ({@link tasksCompleted}); the others through {@link settleAttempt}.
 * - {@link jobCallbackTask}: POSTs a finished job's `{job_id, status, result, error, attempt}` to its
 *   `callback_url`, at most once (the claim marks it sent).
 */
import type { Logger } from "pino";
import type { EgressPolicy } from "../../../runtime/outbound/policy.js";
import { postSigned } from "../../../runtime/outbound/post.js";
import type { Sealer } from "../../../runtime/secrets/sealed.js";
import { bodyIssue } from "../../../runtime/validation/wellFormed.js";
import { fixed } from "../../../runtime/work/retry.js";
import { type Attempt, isEngineFailure, type Task, type WorkRef } from "../../../runtime/work/task.js";
import {
  claimJobs,
  getJobById,
  listDueJobIds,
  listExpiredJobs,
  listPendingCallbackIds,
  type SucceededRun,
  takePendingCallbacks,
} from "../../../storage/infra/jobs.js";
import { settleAttempt } from "./attempts.js";
import type { JobsEnv } from "./env.js";
import { tasksCompleted } from "./finished.js";
import { jobSecretAad } from "./format.js";
import {
  type CallbackItem,
  JOB_CALLBACKS,
  JOB_RUNS,
  type JobAttempt,
  type JobItem,
  jobItem,
} from "./queues.js";
import { backoffMs } from "./schedule.js";

/** Handler calls in flight per batch (the batch a pg-boss fetch hands over). */
export const RUN_BATCH = 50;

/**
 * pg-boss workers on the run queue per process: two, so one batch's database round trips (fetch,
 * claim, settle, complete) overlap the other's handler calls. Measured with set-based settling:
 * about 1.5× one worker's jobs/s on two cores; three measured no better.
 */
export const RUN_WORKERS = 2;

/** The slack a lease gets beyond the job's timeout, to record the outcome. */
export const LEASE_SLACK_MS = 5_000;

const USER_AGENT = "contract-first-apis-jobs/1";

/** What the jobs tasks read at each attempt (from the service's set-up, so a test can change it). */
export interface JobTaskDeps {
  env: JobsEnv;
  now: () => Date;
  log: Logger;
  egress(): EgressPolicy;
  sealer(): Sealer;
}

/** Runs of task and cron jobs. */
export function jobRunTask(deps: JobTaskDeps): Task<JobItem, JobAttempt> {
  return {
    ref: JOB_RUNS,
    // The claim leases each job for its own timeout + LEASE_SLACK_MS; this is the floor.
    leaseMs: LEASE_SLACK_MS,
    batchSize: RUN_BATCH,
    workers: RUN_WORKERS,
    retires: ["infra.jobs.run", "infra.jobs.sweep"],
    retry: ({ job }) => ({ maxAttempts: job.maxAttempts, delayMs: (n) => backoffMs(job.backoff, n) }),
    store: {
      async claim(db, o) {
        const claimed = await claimJobs(db, {
          now: o.now,
          dueBy: o.dueBy,
          limit: o.limit,
          ...(o.ids ? { ids: o.ids } : {}),
        });
        return claimed.map((c) => ({ ...jobItem(c.job, c.secretSealed), runId: c.runId }));
      },
      due: (db, o) => listDueJobIds(db, o),
      async expired(db, o) {
        return (await listExpiredJobs(db, o)).map((job) => jobItem(job));
      },
      async settle(trx, batch, now) {
        const kept = new Set<string>();
        const follow: WorkRef[] = [];
        // Successes of plain task jobs: one set-based statement for the whole group.
        const plain = batch.filter(
          (s) =>
            s.outcome.ok &&
            !isEngineFailure(s.outcome) &&
            s.item.job.trigger.type === "task" &&
            !s.item.job.workflowExecutionId,
        );
        const runs: SucceededRun[] = plain.map(({ item, outcome }) => ({
          jobId: item.id,
          runId: item.runId,
          result: (outcome as JobAttempt).result ?? null,
          handlerStatus: (outcome as JobAttempt).handlerStatus ?? null,
        }));
        const completed =
          runs.length > 0 ? await tasksCompleted(trx, deps.env, runs, now) : new Set<string>();
        for (const id of completed) kept.add(id);
        // The rest (and any plain one no longer on its attempt: it changes nothing below either), in
        // workflow execution order: concurrent settling transactions then lock executions in the
        // same order, and cannot deadlock on them.
        const rest = batch
          .filter((s) => !kept.has(s.item.id))
          .sort((x, y) =>
            compare(x.item.job.workflowExecutionId ?? "", y.item.job.workflowExecutionId ?? ""),
          );
        for (const { item, outcome, next } of rest) {
          const job = await getJobById(trx, item.id, { forUpdate: true });
          if (!job) continue;
          const end: JobAttempt = isEngineFailure(outcome)
            ? {
                ok: false,
                runStatus: outcome.reason === "lease_ended" ? "timed_out" : "failed",
                error:
                  outcome.reason === "threw"
                    ? outcome.error
                    : job.trigger.type === "queue"
                      ? "the claim's visibility timeout ended without an ack"
                      : "the lease ended without an outcome (the runner stopped mid-call?)",
              }
            : outcome;
          const moved = await settleAttempt(trx, deps.env, job, item.runId, end, next, now);
          if (!moved) continue;
          kept.add(item.id);
          if (moved.tick) follow.push({ id: item.id, runAt: moved.tick });
        }
        return { kept, follow };
      },
    },
    async perform({ job, runId, secretSealed }) {
      let secret: string;
      try {
        secret = deps.sealer().open(secretSealed, jobSecretAad(job.projectId, job.id));
      } catch (err) {
        deps.log.error({ err, jobId: job.id }, "job secret does not open (SECRETS_KEY changed?)");
        return { ok: false, final: true, error: "the job's signing secret could not be opened" };
      }
      const body = JSON.stringify({
        job_id: job.id,
        run_id: runId,
        attempt: job.attempt,
        payload: job.payload,
      });
      const attempt = await postSigned({
        url: job.handler ?? "",
        body,
        secret,
        msgId: runId,
        timestamp: deps.now(),
        timeoutMs: job.timeoutSeconds * 1000,
        policy: deps.egress(),
        userAgent: USER_AGENT,
        keepBody: true,
      });
      if (attempt.ok) {
        const result = parseResult(attempt.body);
        // What requests may not hold, an answer to store may not either (U+0000 and lone
        // surrogates the database refuses or changes; nesting that overflows JSON.stringify).
        const refused = bodyIssue(result);
        if (!refused) return { ok: true, result, handlerStatus: attempt.status };
        return {
          ok: false,
          handlerStatus: attempt.status,
          runStatus: "failed",
          error: `handler answered JSON this service cannot store: ${refused.name} ${refused.message}`.slice(
            0,
            2000,
          ),
        };
      }
      return {
        ok: false,
        handlerStatus: attempt.status === 0 ? null : attempt.status,
        runStatus: attempt.code === "TIMEOUT" ? "timed_out" : "failed",
        error:
          attempt.status === 0
            ? (attempt.error ?? "no answer")
            : `handler answered ${attempt.status}: ${attempt.snippet}`.slice(0, 2000),
      };
    },
  };
}

/** Callbacks of finished jobs, at most once each. */
export function jobCallbackTask(deps: JobTaskDeps): Task<CallbackItem, Attempt> {
  return {
    ref: JOB_CALLBACKS,
    leaseMs: 0, // nothing is leased: the claim marks the callback sent
    batchSize: RUN_BATCH,
    retires: ["infra.jobs.callback"],
    retry: () => fixed(1, 0),
    store: {
      async claim(db, o) {
        const taken = await takePendingCallbacks(db, o.limit, o.ids);
        return taken.map(({ job, secretSealed }) => ({ id: job.id, attempt: 1, job, secretSealed }));
      },
      due: (db, o) => listPendingCallbackIds(db, o.limit),
      // At most once: a callback taken by a sender that died is lost, never sent twice.
      expired: async () => [],
      async settle(_trx, batch) {
        for (const { item, outcome } of batch)
          if (!outcome.ok) deps.log.warn({ jobId: item.id, error: outcome.error }, "job callback failed");
        return { kept: new Set(batch.map((s) => s.item.id)) };
      },
    },
    async perform({ job, secretSealed }) {
      if (!job.callbackUrl) return { ok: true };
      let secret: string;
      try {
        secret = deps.sealer().open(secretSealed, jobSecretAad(job.projectId, job.id));
      } catch (err) {
        deps.log.error({ err, jobId: job.id }, "job secret does not open; callback dropped");
        return { ok: false, final: true, error: "the job's signing secret could not be opened" };
      }
      const attempt = await postSigned({
        url: job.callbackUrl,
        body: JSON.stringify({
          job_id: job.id,
          status: job.status,
          result: job.result ?? null,
          error: job.error,
          attempt: job.attempt,
        }),
        secret,
        msgId: `${job.id}.callback`,
        timestamp: deps.now(),
        policy: deps.egress(),
        userAgent: USER_AGENT,
      });
      return attempt.ok ? { ok: true } : { ok: false, error: attempt.error ?? `HTTP ${attempt.status}` };
    },
  };
}

/** The handler's answer as JSON, or null (an empty or non-JSON body is no result). */
function parseResult(body: string | undefined): unknown {
  if (!body) return null;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return null;
  }
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
