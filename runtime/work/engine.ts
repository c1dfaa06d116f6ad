/**
 * The kernel's one leased-work engine (graphile-worker's shape: one claim path, one completion
 * path, only the tasks vary). Every piece of background work — infra jobs and workflow steps, job
 * callbacks, webhook deliveries, the payment processor's deliveries, video encoding — is a
 * {@link Task} registered here, and goes through the same path:
 *
 * - **enqueue** ({@link WorkEngine.enqueue}): the writer records the item in its table and, in the
 *   same transaction (pg-boss joins it, storage/transactions.ts), puts `{id}` on the task's pg-boss
 *   queue with `startAfter` = its time — one batched INSERT however many items.
 * - **claim**: a pg-boss batch hands over ids; the task's store claims those that are due (1 s
 *   slack: a timer may fire a little early) with `FOR UPDATE SKIP LOCKED`, leases them and counts
 *   the attempt, and commits.
 * - **perform**: the task's own work (an outbound call through runtime/outbound, an encoding), with
 *   no transaction open; items sharing a `serialKey` one after another, the rest in parallel.
 * - **complete**: each outcome goes through {@link decide} (done / retry after the policy's wait /
 *   failed) and the store records it — only while the item is still leased on that attempt —
 *   in one transaction per group of outcomes, with the retries put back on the timer in that
 *   transaction. Attempts worked elsewhere (a consumer's ack) complete through the same path
 *   ({@link WorkEngine.complete}).
 * - **sweep** ({@link WorkEngine.sweep}, the kernel's minute sweep): leases that ended with no
 *   outcome (a worker killed mid-call) are completed as failed attempts, retried or failed as the
 *   policy says; then due items whose timer was lost are claimed and performed.
 *
 * Modes: `background` (pg-boss workers, the default when pg-boss runs) or `manual` (tests, no
 * pg-boss): nothing runs by itself and {@link WorkEngine.flush} does it all, deterministically.
 */
import type { Knex } from "knex";
import type { PgBoss } from "pg-boss";
import type { Logger } from "pino";
import { withTransaction } from "../../storage/transactions.js";
import { failSpan, inSpan } from "../observability/spans.js";
import { grouped } from "./grouped.js";
import { decide } from "./retry.js";
import { workSpan } from "./spans.js";
import {
  type Attempt,
  type Claimed,
  type EngineFailure,
  type Next,
  noWork,
  queueName,
  type Settled,
  type Task,
  type TaskRef,
  type WorkCounts,
  type WorkRef,
} from "./task.js";

/** `background`: pg-boss workers; `manual`: only {@link WorkEngine.flush}. */
export type WorkMode = "background" | "manual";

/** An attempt's end handed to {@link WorkQueue.complete}. */
export interface AttemptEnd<C extends Claimed, A extends Attempt> {
  item: C;
  outcome: A | EngineFailure;
}

/** What handlers and domain code see of the engine: the timer and the completion path. */
export interface WorkQueue {
  /**
   * Puts runs of the task on the timer. Call it inside the transaction that wrote the items, so
   * the timer exists exactly when they do. Does nothing in manual mode or before the engine's
   * queues exist (the items are in their table; a flush or the sweep finds them).
   */
  enqueue<C extends Claimed, A extends Attempt>(ref: TaskRef<C, A>, runs: readonly WorkRef[]): Promise<void>;
  /**
   * Records attempts worked outside the engine (a consumer's ack, a claim's ended lease) through
   * the one completion path, in the current transaction when there is one. Resolves, per end, to
   * what followed, or null when the item was no longer leased on that attempt.
   */
  complete<C extends Claimed, A extends Attempt>(
    ref: TaskRef<C, A>,
    ends: readonly AttemptEnd<C, A>[],
  ): Promise<(Next | null)[]>;
}

/** Settings of a {@link WorkEngine}. */
export interface WorkEngineOptions {
  now: () => Date;
  log: Logger;
  /** Default: `background` when the database has pg-boss, else `manual`. */
  mode?: WorkMode;
}

/** Options of {@link WorkEngine.flush}. */
export interface FlushOptions {
  /** These tasks, in this order (default: every task, in registration order). */
  tasks?: readonly TaskRef<Claimed, Attempt>[];
  /** Work due by then (default: now; later skips backoff — a test bringing a receiver back). */
  dueBy?: Date;
}

/** The lease-ended outcome the engine records for an item nobody reported on. */
export const LEASE_ENDED: EngineFailure = {
  ok: false,
  reason: "lease_ended",
  error: "the lease ended without an outcome",
};

/** A pg-boss timer may fire a little before its time. */
const EARLY_SLACK_MS = 1_000;
const DEFAULT_BATCH = 50;
/** Ids a flush reads per query: generous, a flush is for tests and development. */
const FLUSH_LIMIT = 10_000;
const RECOVER_BATCH = 100;

type AnyTask = Task<Claimed, Attempt>;
type Ended = AttemptEnd<Claimed, Attempt>;

/** One engine per database and process; see the module comment. */
export class WorkEngine implements WorkQueue {
  readonly mode: WorkMode;
  private readonly tasks = new Map<string, AnyTask>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private prepared: Promise<void> | undefined;
  private queuesReady = false;
  private workers: { queue: string; id: string }[] = [];
  private running = false;

  constructor(
    private readonly db: { knex: Knex; boss: PgBoss | null },
    private readonly o: WorkEngineOptions,
  ) {
    this.mode = o.mode ?? (db.boss ? "background" : "manual");
    if (this.mode === "background" && !db.boss) throw new Error("background work needs pg-boss");
  }

  /** Adds a task (before {@link prepare} or {@link start}); returns its ref. */
  register<C extends Claimed, A extends Attempt>(task: Task<C, A>): TaskRef<C, A> {
    const name = task.ref.name;
    if (this.tasks.has(name)) throw new Error(`task ${name} is already registered`);
    if (this.prepared) throw new Error(`task ${name} was registered after the engine started`);
    this.tasks.set(name, task as unknown as AnyTask);
    return task.ref;
  }

  /** Whether `ref`'s task is registered. */
  has(ref: TaskRef<Claimed, Attempt>): boolean {
    return this.tasks.has(ref.name);
  }

  async enqueue<C extends Claimed, A extends Attempt>(
    ref: TaskRef<C, A>,
    runs: readonly WorkRef[],
  ): Promise<void> {
    const task = this.task(ref);
    const boss = this.db.boss;
    if (this.mode !== "background" || !boss || !this.queuesReady) return;
    const timed = runs.filter((r) => r.runAt !== null);
    if (timed.length === 0) return;
    // One INSERT for all of them (a batch of 100 creates costs one statement, not 100).
    await inSpan(...workSpan("send", task, timed.length), () =>
      boss.insert(
        queueName(task.ref),
        timed.map((r) => ({ data: { id: r.id }, ...(r.runAt ? { startAfter: r.runAt } : {}) })),
      ),
    );
  }

  async complete<C extends Claimed, A extends Attempt>(
    ref: TaskRef<C, A>,
    ends: readonly AttemptEnd<C, A>[],
  ): Promise<(Next | null)[]> {
    const task = this.task(ref);
    if (ends.length === 0) return [];
    return this.record(task, ends as readonly Ended[]);
  }

  /**
   * Creates the tasks' queues (background mode) after removing the schedules of earlier versions,
   * so enqueues take effect; starts no worker. Idempotent.
   */
  async prepare(): Promise<void> {
    const boss = this.db.boss;
    if (this.mode !== "background" || !boss) return;
    this.prepared ??= (async () => {
      // Only the schedules go: during a rolling deploy, processes of the earlier version still
      // send to their queues inside their writing transactions, and a deleted queue would fail
      // those writes. Nothing works the old queues; their messages were wake-ups only (the items
      // are rows the sweep finds) and pg-boss's retention removes them.
      for (const task of this.tasks.values())
        for (const old of task.retires ?? []) await boss.unschedule(old).catch(() => undefined);
      for (const task of this.tasks.values()) await boss.createQueue(queueName(task.ref));
      this.queuesReady = true;
    })().catch((err: unknown) => {
      this.prepared = undefined;
      throw err;
    });
    await this.prepared;
  }

  /** Starts one pg-boss worker set per task (background mode). Idempotent. */
  async start(): Promise<void> {
    const boss = this.db.boss;
    if (this.mode !== "background" || !boss) return;
    await this.prepare();
    if (this.running) return;
    this.running = true;
    for (const task of this.tasks.values()) {
      const queue = queueName(task.ref);
      const id = await boss.work<{ id?: unknown }>(
        queue,
        {
          batchSize: batchSize(task),
          burstWhenBatchFull: true,
          pollingIntervalSeconds: 1,
          localConcurrency: task.workers ?? 1,
        },
        async (jobs) => {
          const ids = [...new Set(jobs.map((j) => j.data?.id).filter((id) => typeof id === "string"))];
          if (ids.length === 0) return;
          await this.track(this.run(task, ids, new Date(this.o.now().getTime() + EARLY_SLACK_MS)));
        },
      );
      this.workers.push({ queue, id });
    }
  }

  /** Stops this process's workers; attempts in flight finish and are recorded. Idempotent. */
  async stop(): Promise<void> {
    const boss = this.db.boss;
    if (this.running && boss) {
      this.running = false;
      for (const { queue, id } of this.workers.splice(0))
        await boss
          .offWork(queue, { id })
          .catch((err: unknown) => this.o.log.warn({ err, queue }, "stopping a work queue"));
    }
    await this.idle();
  }

  /**
   * Does everything owed by `dueBy` (default: now), task by task: ended leases are recorded as
   * failed attempts, then every due item is attempted at most once per call. Waits for attempts
   * already in flight first and last. Resolves to the counts per task name.
   */
  async flush(options: FlushOptions = {}): Promise<Record<string, WorkCounts>> {
    await this.idle();
    const tasks = options.tasks ? options.tasks.map((ref) => this.task(ref)) : [...this.tasks.values()];
    const report: Record<string, WorkCounts> = {};
    for (const task of tasks) {
      const counts = noWork();
      counts.expired += await this.track(this.recover(task, this.o.now()));
      const seen = new Set<string>();
      for (;;) {
        const dueBy = options.dueBy ?? this.o.now();
        const due = await task.store.due(this.db.knex, { now: this.o.now(), dueBy, limit: FLUSH_LIMIT });
        const ids = due.filter((id) => !seen.has(id));
        if (ids.length === 0) break;
        for (let i = 0; i < ids.length; i += batchSize(task)) {
          const chunk = ids.slice(i, i + batchSize(task));
          for (const id of chunk) seen.add(id);
          add(counts, await this.track(this.run(task, chunk, dueBy)));
        }
      }
      report[task.ref.name] = counts;
    }
    await this.idle();
    return report;
  }

  /**
   * The sweep, run by the kernel once a minute on one node: for every task, leases ended by `now`
   * are recorded as failed attempts (retried or failed as the policy says), then items due now
   * whose timer was lost are claimed and performed. Resolves to non-zero counts, for the log.
   */
  async sweep(now: Date = this.o.now()): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const task of this.tasks.values()) {
      const expired = await this.track(this.recover(task, now));
      const ran = await this.track(this.runDue(task));
      if (expired > 0) counts[`${task.ref.name}.expired`] = expired;
      if (ran.attempted > 0) counts[`${task.ref.name}.attempted`] = ran.attempted;
    }
    return counts;
  }

  private task(ref: TaskRef<Claimed, Attempt> | { name: string }): AnyTask {
    const task = this.tasks.get(ref.name);
    if (!task) throw new Error(`no task ${ref.name} is registered with this engine`);
    return task;
  }

  /** Claims the given items (or any due ones) and performs them. */
  private async run(task: AnyTask, ids: readonly string[] | undefined, dueBy: Date): Promise<WorkCounts> {
    return inSpan(...workSpan("process", task, ids?.length), async () => {
      const now = this.o.now();
      const claimed = await inSpan(...workSpan("receive", task), () =>
        task.store.claim(this.db.knex, {
          now,
          dueBy,
          leaseUntil: new Date(now.getTime() + task.leaseMs),
          limit: ids ? Math.max(1, ids.length) : batchSize(task),
          ...(ids ? { ids } : {}),
        }),
      );
      return this.perform(task, claimed);
    });
  }

  /** Due items batch by batch until none is left (an item back within one pass ends it). */
  private async runDue(task: AnyTask): Promise<WorkCounts> {
    const total = noWork();
    const seen = new Set<string>();
    for (;;) {
      const now = this.o.now();
      const claimed = await task.store.claim(this.db.knex, {
        now,
        dueBy: now,
        leaseUntil: new Date(now.getTime() + task.leaseMs),
        limit: batchSize(task),
      });
      if (claimed.length === 0) return total;
      add(total, await this.perform(task, claimed));
      if (claimed.every((c) => seen.has(c.id))) return total;
      for (const c of claimed) seen.add(c.id);
    }
  }

  /** Performs claimed items and records each outcome as it arrives (grouped transactions). */
  private async perform(task: AnyTask, claimed: readonly Claimed[]): Promise<WorkCounts> {
    const counts = noWork();
    if (claimed.length === 0) return counts;
    const record = (ends: Ended[]) => this.recordSafely(task, ends);
    // Outcomes that end together are recorded together (one transaction for a batch of parallel
    // attempts); a serial lane records each outcome before its next attempt, so what its receiver
    // has seen and what the table says never drift apart by more than the attempt in flight.
    const attempt = async (item: Claimed, settle: (end: Ended) => Promise<Next | null>) => {
      let outcome: Attempt | EngineFailure;
      try {
        outcome = await inSpan(...workSpan("perform", task, undefined, item), async (span) => {
          const done = await task.perform(item);
          if (!done.ok) failSpan(span, done.error ?? "the attempt failed");
          return done;
        });
      } catch (err) {
        this.o.log.error({ err, task: task.ref.name, id: item.id }, "a work item's attempt threw");
        outcome = { ok: false, reason: "threw", error: err instanceof Error ? err.message : String(err) };
      }
      counts.attempted += 1;
      const next = await settle({ item, outcome });
      // null: the lease was lost meanwhile and the attempt was already counted as ended.
      if (next)
        counts[next.state === "done" ? "succeeded" : next.state === "retry" ? "retrying" : "failed"] += 1;
    };
    const key = task.serialKey?.bind(task);
    if (!key) {
      const settle = grouped(record);
      await Promise.all(claimed.map((item) => attempt(item, settle)));
      return counts;
    }
    const lanes = new Map<string, Claimed[]>();
    for (const item of claimed) lanes.set(key(item), [...(lanes.get(key(item)) ?? []), item]);
    await Promise.all(
      [...lanes.values()].map(async (lane) => {
        const settle = async (end: Ended) => (await record([end]))[0] ?? null;
        for (const item of lane) await attempt(item, settle);
      }),
    );
    return counts;
  }

  /** Ended leases, recorded as failed attempts; returns how many were recorded. */
  private async recover(task: AnyTask, now: Date): Promise<number> {
    let count = 0;
    for (;;) {
      const lost = await task.store.expired(this.db.knex, { now, limit: RECOVER_BATCH });
      if (lost.length === 0) return count;
      const nexts = await this.recordSafely(
        task,
        lost.map((item) => ({ item, outcome: LEASE_ENDED })),
      );
      const recorded = nexts.filter((n) => n !== null).length;
      count += recorded;
      if (lost.length < RECOVER_BATCH || recorded === 0) return count;
    }
  }

  /**
   * {@link record} for the engine's own attempts: a group whose transaction fails is recorded one
   * by one; an outcome that still cannot be recorded is logged and left leased (the lease ends,
   * and the sweep records it then).
   */
  private async recordSafely(task: AnyTask, ends: readonly Ended[]): Promise<(Next | null)[]> {
    try {
      return await this.record(task, ends);
    } catch (err) {
      if (ends.length > 1) {
        this.o.log.warn(
          { err, task: task.ref.name, count: ends.length },
          "recording a group failed; one by one",
        );
        const out: (Next | null)[] = [];
        for (const end of ends) out.push(...(await this.recordSafely(task, [end])));
        return out;
      }
      this.o.log.error(
        { err, task: task.ref.name, id: ends[0]?.item.id },
        "an attempt's outcome could not be recorded; its lease will end and the sweep records it",
      );
      return ends.map(() => null);
    }
  }

  /** The one completion path: decide, record in one transaction, put retries on the timer. */
  private async record(task: AnyTask, ends: readonly Ended[]): Promise<(Next | null)[]> {
    const now = this.o.now();
    const batch = ends.map((e) => ({
      item: e.item,
      outcome: e.outcome,
      next: decide(task.retry(e.item), e.item.attempt, e.outcome, now),
    }));
    return inSpan(...workSpan("settle", task, ends.length), () => this.settle(task, batch, now));
  }

  /** {@link record}'s transaction: the store records the outcomes, retries go back on the timer. */
  private settle(
    task: AnyTask,
    batch: readonly Settled<Claimed, Attempt>[],
    now: Date,
  ): Promise<(Next | null)[]> {
    return withTransaction(this.db, async (trx) => {
      const { kept, follow = [] } = await task.store.settle(trx, batch, now);
      const retries: WorkRef[] = [];
      for (const s of batch)
        if (kept.has(s.item.id) && s.next.state === "retry" && s.item.runs !== false)
          retries.push({ id: s.item.id, runAt: s.next.at });
      await this.enqueue(task.ref, [...retries, ...follow]);
      return batch.map((s) => (kept.has(s.item.id) ? s.next : null));
    });
  }

  private async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.inFlight.add(work);
    const done = () => this.inFlight.delete(work);
    work.then(done, done);
    return work;
  }
}

function batchSize(task: AnyTask): number {
  return task.batchSize ?? DEFAULT_BATCH;
}

function add(total: WorkCounts, part: WorkCounts): void {
  total.attempted += part.attempted;
  total.succeeded += part.succeeded;
  total.retrying += part.retrying;
  total.failed += part.failed;
  total.expired += part.expired;
}
