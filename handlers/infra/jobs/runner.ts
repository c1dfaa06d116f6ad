/**
 * The jobs engine: runs task and cron jobs by POSTing `{job_id, run_id, attempt, payload}` to their
 * handler, signed per Standard Webhooks with the job's own secret; turns expired leases (a runner
 * killed mid-call, a consumer that never acked) into timed-out attempts; sends owed callbacks.
 *
 * Same shape as the webhook sender (../webhookDelivery.ts): the jobs table is the source of truth,
 * pg-boss is the timer and spreads the work (DESIGN §6):
 * - `background` mode: each due run is a job of {@link RUN_QUEUE} (`startAfter` = its time),
 *   enqueued in the transaction that scheduled it; a once-a-minute sweep ({@link SWEEP_QUEUE})
 *   takes due work whose pg-boss job was lost, expired leases and owed callbacks.
 * - `manual` mode (tests, no pg-boss): nothing runs by itself; {@link JobRunner.flush} does it.
 * An attempt is: claim with a lease (`claimed_until` = now + timeout + 5 s, committed) → POST →
 * record the run and move the job on in one transaction, only if the job is still on that attempt.
 * So a runner that dies mid-call leaves an expired lease, and the next sweep retries the job.
 */
import type { Knex } from "knex";
import type { PgBoss } from "pg-boss";
import type { Logger } from "pino";
import { type EgressPolicy, egressPolicyFromEnv } from "../../../runtime/outbound/policy.js";
import { postSigned } from "../../../runtime/outbound/post.js";
import { type Sealer, sealerFromEnv } from "../../../runtime/secrets/sealed.js";
import {
  type ClaimedJob,
  claimJobs,
  getJobById,
  listDueJobIds,
  listExpiredLeaseIds,
  type SucceededRun,
  takePendingCallbacks,
} from "../../../storage/infra/jobs.js";
import { withTransaction } from "../../../storage/transactions.js";
import { settleAttempt } from "./attempts.js";
import { tasksCompleted } from "./finished.js";
import { jobSecretAad } from "./format.js";
import { CALLBACK_QUEUE, RUN_QUEUE, readyBosses, SWEEP_QUEUE } from "./queues.js";

/** Handler calls in flight per run worker (the batch a pg-boss fetch hands over). */
export const RUN_BATCH = 50;

/**
 * pg-boss workers on the run queue per runner: two, so one batch's database round trips (fetch,
 * claim, settle, complete) overlap the other's handler calls. Measured with set-based settling:
 * about 1.5× one worker's jobs/s on two cores; three measured no better.
 */
export const RUN_WORKERS = 2;

/** The slack a lease gets beyond the job's timeout, to record the outcome. */
export const LEASE_SLACK_MS = 5_000;

/** What one pass did. */
export interface JobFlushResult {
  /** Handler calls made. */
  attempted: number;
  succeeded: number;
  /** Attempts that failed (retried later or finished as failed). */
  failed: number;
  /** Leases found expired and counted as timed-out attempts. */
  expired: number;
  callbacks: number;
}

/** Settings of a {@link JobRunner}. */
export interface JobRunnerOptions {
  now: () => Date;
  log: Logger;
  /** `background` (default when pg-boss runs) or `manual`. */
  mode?: "background" | "manual";
  /** Default: `OUTBOUND_NETWORK`. */
  policy?: EgressPolicy;
  /** Default: `SECRETS_KEY`. */
  sealer?: Sealer;
}

const empty = (): JobFlushResult => ({ attempted: 0, succeeded: 0, failed: 0, expired: 0, callbacks: 0 });

/** Runs the infra service's jobs. */
export class JobRunner {
  readonly mode: "background" | "manual";
  private readonly policy: EgressPolicy;
  private readonly sealer: Sealer;
  private readonly inFlight = new Set<Promise<unknown>>();
  private started = false;

  constructor(
    private readonly db: { knex: Knex; boss: PgBoss | null },
    private readonly o: JobRunnerOptions,
  ) {
    this.mode = o.mode ?? (db.boss ? "background" : "manual");
    if (this.mode === "background" && !db.boss) throw new Error("background job running needs pg-boss");
    this.policy = o.policy ?? egressPolicyFromEnv();
    this.sealer = o.sealer ?? sealerFromEnv(o.log);
  }

  /** Creates the queues, the sweep schedule and the workers (background mode). Idempotent. */
  async start(): Promise<void> {
    const boss = this.db.boss;
    if (this.mode !== "background" || !boss || this.started) return;
    this.started = true;
    for (const q of [RUN_QUEUE, SWEEP_QUEUE, CALLBACK_QUEUE]) await boss.createQueue(q);
    readyBosses.add(boss);
    await boss.work<{ jobId: string }>(
      RUN_QUEUE,
      {
        batchSize: RUN_BATCH,
        burstWhenBatchFull: true,
        pollingIntervalSeconds: 1,
        localConcurrency: RUN_WORKERS,
      },
      async (jobs) => {
        await this.track(this.runIds(jobs.map((j) => j.data.jobId)));
      },
    );
    await boss.work<{ jobId: string }>(
      CALLBACK_QUEUE,
      { batchSize: RUN_BATCH, pollingIntervalSeconds: 1 },
      async () => {
        await this.track(this.sendCallbacks());
      },
    );
    await boss.work(SWEEP_QUEUE, async () => {
      await this.track(this.sweep());
    });
    // data is null, not absent: knex refuses the undefined binding pg-boss would pass.
    await boss.schedule(SWEEP_QUEUE, "* * * * *", null, { tz: "UTC" });
  }

  /** Stops this process's workers; calls in flight finish. Idempotent. */
  async stop(): Promise<void> {
    const boss = this.db.boss;
    if (!this.started || !boss) return;
    this.started = false;
    for (const queue of [RUN_QUEUE, CALLBACK_QUEUE, SWEEP_QUEUE])
      await boss
        .offWork(queue)
        .catch((err: unknown) => this.o.log.warn({ err, queue }, "stopping job worker"));
    await Promise.allSettled([...this.inFlight]);
  }

  /**
   * Does everything owed by `dueBy` (default: now): expired leases become timed-out attempts, due
   * jobs run (each at most once per call), owed callbacks are sent. Waits for calls in flight first.
   */
  async flush(options: { dueBy?: Date } = {}): Promise<JobFlushResult> {
    await Promise.allSettled([...this.inFlight]);
    const total = empty();
    total.expired += await this.expireLeases();
    const seen = new Set<string>();
    for (;;) {
      const dueBy = options.dueBy ?? this.o.now();
      const ids = (await listDueJobIds(this.db.knex, { dueBy, limit: 10_000 })).filter((id) => !seen.has(id));
      if (ids.length === 0) break;
      for (let i = 0; i < ids.length; i += RUN_BATCH) {
        const chunk = ids.slice(i, i + RUN_BATCH);
        for (const id of chunk) seen.add(id);
        add(total, await this.track(this.runIds(chunk, dueBy)));
      }
    }
    total.callbacks += await this.sendCallbacks();
    await Promise.allSettled([...this.inFlight]);
    return total;
  }

  /** The sweep: expired leases, then whatever is due now, then owed callbacks. */
  async sweep(): Promise<JobFlushResult> {
    const total = empty();
    total.expired += await this.expireLeases();
    for (;;) {
      const claimed = await this.claim();
      if (claimed.length === 0) break;
      add(total, await this.runAll(claimed));
    }
    total.callbacks += await this.sendCallbacks();
    return total;
  }

  /**
   * Turns every lease that ended by now into a timed-out attempt (retried or failed as the job's
   * policy says); with `scope`, only those of one project's queue (a consumer about to claim).
   */
  async expireLeases(scope?: { projectId: string; queue: string }): Promise<number> {
    let count = 0;
    for (;;) {
      const now = this.o.now();
      const ids = await listExpiredLeaseIds(this.db.knex, { now, limit: 100, ...scope });
      if (ids.length === 0) return count;
      for (const id of ids) if (await expireLease(this.db, id, now)) count += 1;
      if (ids.length < 100) return count;
    }
  }

  /** The given jobs, when due (a pg-boss job may fire a little early: 1 s slack). */
  private async runIds(ids: readonly string[], dueBy?: Date): Promise<JobFlushResult> {
    const claimed = await this.claim(ids, dueBy ?? new Date(this.o.now().getTime() + 1_000));
    return this.runAll(claimed);
  }

  private claim(ids?: readonly string[], dueBy?: Date): Promise<ClaimedJob[]> {
    return claimJobs(this.db.knex, {
      now: this.o.now(),
      limit: ids ? Math.max(1, ids.length) : RUN_BATCH,
      ...(ids ? { ids } : {}),
      ...(dueBy ? { dueBy } : {}),
    });
  }

  private async runAll(claimed: readonly ClaimedJob[]): Promise<JobFlushResult> {
    const result = empty();
    // Successes of this batch are settled together, as they arrive: one transaction for all
    // those that came in while the previous one was being written.
    const settleSuccess = grouped((runs: SucceededRun[]) => this.settleSucceeded(runs));
    await Promise.all(
      claimed.map(async (c) => {
        const outcome = await this.runOne(c, settleSuccess);
        result.attempted += 1;
        if (outcome === "succeeded") result.succeeded += 1;
        else if (outcome === "failed") result.failed += 1;
      }),
    );
    return result;
  }

  private async runOne(
    c: ClaimedJob,
    settleSuccess: (run: SucceededRun) => Promise<boolean>,
  ): Promise<"succeeded" | "failed" | null> {
    const { job, runId } = c;
    let secret: string;
    try {
      secret = this.sealer.open(c.secretSealed, jobSecretAad(job.projectId, job.id));
    } catch (err) {
      this.o.log.error({ err, jobId: job.id }, "job secret does not open (SECRETS_KEY changed?)");
      await this.settle(job.id, runId, { ok: false, error: "the job's signing secret could not be opened" });
      return "failed";
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
      timestamp: this.o.now(),
      timeoutMs: job.timeoutSeconds * 1000,
      policy: this.policy,
      userAgent: "contract-first-apis-jobs/1",
      keepBody: true,
    });
    if (attempt.ok) {
      const settled = await settleSuccess({
        jobId: job.id,
        runId,
        result: parseResult(attempt.body),
        handlerStatus: attempt.status,
      });
      return settled ? "succeeded" : null;
    }
    const timedOut = attempt.status === 0 && /timed out/.test(attempt.error ?? "");
    const settled = await this.settle(job.id, runId, {
      ok: attempt.ok,
      result: attempt.ok ? parseResult(attempt.body) : undefined,
      handlerStatus: attempt.status === 0 ? null : attempt.status,
      runStatus: timedOut ? "timed_out" : "failed",
      error: attempt.ok
        ? null
        : attempt.status === 0
          ? (attempt.error ?? "no answer")
          : `handler answered ${attempt.status}: ${attempt.snippet}`.slice(0, 2000),
    });
    // null: our lease ran out and the attempt was already counted as timed out.
    if (!settled) return null;
    return attempt.ok ? "succeeded" : "failed";
  }

  /**
   * Settles successful attempts: the plain ones (task jobs outside workflows) set-based in one
   * transaction ({@link tasksCompleted}), the rest — and all of them if that transaction fails —
   * one by one. Says for each whether it moved its job on (false: no longer on that attempt).
   */
  private async settleSucceeded(runs: readonly SucceededRun[]): Promise<boolean[]> {
    let done = new Set<string>();
    try {
      done = await withTransaction({ knex: this.db.knex }, (trx) =>
        tasksCompleted(trx, this.db.boss, runs, this.o.now()),
      );
    } catch (err) {
      // Nothing was written: each attempt is settled on its own below.
      this.o.log.warn({ err, count: runs.length }, "settling a batch of job runs failed; one by one");
    }
    return Promise.all(
      runs.map(async (r) => {
        if (done.has(r.jobId)) return true;
        const settled = await this.settle(r.jobId, r.runId, {
          ok: true,
          result: r.result,
          handlerStatus: r.handlerStatus,
        });
        return settled !== null;
      }),
    );
  }

  private settle(jobId: string, runId: string, end: Parameters<typeof settleAttempt>[4]): Promise<unknown> {
    return withTransaction({ knex: this.db.knex }, async (trx) => {
      const job = await getJobById(trx, jobId, { forUpdate: true });
      if (!job) return null;
      return settleAttempt(trx, this.db.boss, job, runId, end, this.o.now());
    });
  }

  /** Sends owed callbacks (at most once each); returns how many were sent. */
  private async sendCallbacks(): Promise<number> {
    let sent = 0;
    for (;;) {
      const owed = await takePendingCallbacks(this.db.knex, RUN_BATCH);
      if (owed.length === 0) return sent;
      await Promise.all(
        owed.map(async ({ job, secretSealed }) => {
          if (!job.callbackUrl) return;
          let secret: string;
          try {
            secret = this.sealer.open(secretSealed, jobSecretAad(job.projectId, job.id));
          } catch (err) {
            this.o.log.error({ err, jobId: job.id }, "job secret does not open; callback dropped");
            return;
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
            timestamp: this.o.now(),
            policy: this.policy,
            userAgent: "contract-first-apis-jobs/1",
          });
          if (!attempt.ok)
            this.o.log.warn(
              { jobId: job.id, status: attempt.status, error: attempt.error },
              "job callback failed",
            );
          sent += 1;
        }),
      );
    }
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.inFlight.add(work);
    const done = () => this.inFlight.delete(work);
    work.then(done, done);
    return work;
  }
}

/**
 * Counts an expired lease of job `jobId` as a timed-out attempt (in one transaction, only if the
 * lease is still the expired one). Exported for the claim route: it expires its queue's leases first.
 */
export async function expireLease(
  db: { knex: Knex; boss: PgBoss | null },
  jobId: string,
  now: Date,
): Promise<boolean> {
  return withTransaction({ knex: db.knex }, async (trx) => {
    const job = await getJobById(trx, jobId, { forUpdate: true });
    if (job?.status !== "running" || !job.currentRunId || !job.claimedUntil || job.claimedUntil > now)
      return false;
    const moved = await settleAttempt(
      trx,
      db.boss,
      job,
      job.currentRunId,
      {
        ok: false,
        runStatus: "timed_out",
        error:
          job.trigger.type === "queue"
            ? "the claim's visibility timeout ended without an ack"
            : "the lease ended without an outcome (the runner stopped mid-call?)",
      },
      now,
    );
    return moved !== null;
  });
}

/**
 * Groups calls of `flush`: items added while one flush is being written (or in the same turn of
 * the event loop) go to the next flush together. `flush` answers one result per item, in order.
 * At most one flush of a group runs at a time.
 */
export function grouped<T, R>(flush: (items: T[]) => Promise<R[]>): (item: T) => Promise<R> {
  let pending: { item: T; resolve: (r: R) => void; reject: (err: unknown) => void }[] = [];
  let busy = false;
  const run = async () => {
    while (pending.length > 0) {
      const taken = pending;
      pending = [];
      try {
        const results = await flush(taken.map((p) => p.item));
        for (const [i, p] of taken.entries()) p.resolve(results[i] as R);
      } catch (err) {
        for (const p of taken) p.reject(err);
      }
    }
    busy = false;
  };
  return (item) =>
    new Promise<R>((resolve, reject) => {
      pending.push({ item, resolve, reject });
      if (busy) return;
      busy = true;
      setImmediate(() => void run());
    });
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

function add(total: JobFlushResult, part: JobFlushResult): void {
  total.attempted += part.attempted;
  total.succeeded += part.succeeded;
  total.failed += part.failed;
  total.expired += part.expired;
  total.callbacks += part.callbacks;
}
