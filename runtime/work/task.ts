/**
 * What a kind of leased work gives the engine (./engine.ts). The engine owns the mechanism — when
 * work is claimed and how much, the lease, the pg-boss timer, retries and their backoff, the sweep
 * for lost leases, manual flushes, graceful stop — and a {@link Task} supplies only what varies:
 * its statements over its own table ({@link LeaseStore}), what one attempt does
 * ({@link Task.perform}) and its retry policy.
 *
 * The table stays the task's: where an item's state is part of a public contract (a job's
 * `claimed_until`, a webhook delivery's `retryCount`), it is the source of truth, and pg-boss only
 * the timer that says "look at item X at time T". Every store keeps the same four columns' worth
 * of meaning — waiting/leased/finished, due time, lease end, attempt count — so the engine's one
 * claim → perform → settle path works over any of them.
 */
import type { Knex } from "knex";

/** An item a task has claimed: its id and the number of this attempt (from 1). */
export interface Claimed {
  id: string;
  attempt: number;
  /**
   * false: the item is worked by consumers that claim it themselves (a queue job claimed over
   * HTTP), never by the engine, so its retries are not put on the timer. Default true.
   */
  runs?: boolean;
}

/** How one attempt ended, as a task's `perform` reports it (tasks add their own details). */
export interface Attempt {
  ok: boolean;
  /** Failed, and trying again cannot help (a secret that does not open): no retry. */
  final?: boolean;
  /** Why it failed, for logs (null or absent when it did not). */
  error?: string | null;
}

/**
 * A failed attempt the engine records by itself: the item's lease ended with no outcome (the
 * worker died mid-attempt, a consumer never acked), or `perform` threw.
 */
export interface EngineFailure {
  ok: false;
  reason: "lease_ended" | "threw";
  error: string;
  final?: undefined;
}

/** Whether `outcome` is the engine's own record (lease ended, perform threw), not the task's. */
export function isEngineFailure(outcome: Attempt | EngineFailure): outcome is EngineFailure {
  return "reason" in outcome && (outcome.reason === "lease_ended" || outcome.reason === "threw");
}

/** What becomes of an item after an attempt: finished, tried again at `at`, or failed for good. */
export type Next = { state: "done" } | { state: "retry"; at: Date } | { state: "failed" };

/** An attempt's end as a store records it: the item, how the attempt went, and what comes next. */
export interface Settled<C extends Claimed, A extends Attempt> {
  item: C;
  outcome: A | EngineFailure;
  next: Next;
}

/** A run to put on the timer: item `id` at `runAt` (now when absent; null: not timed). */
export interface WorkRef {
  id: string;
  runAt?: Date | null;
}

/** How often an item is tried and how long it waits between attempts. */
export interface RetryPolicy {
  /** Attempts in all, the first included (≥ 1). */
  maxAttempts: number;
  /** The wait after failed attempt `attempt` (from 1), in milliseconds. */
  delayMs(attempt: number): number;
}

/** Which items {@link LeaseStore.claim} takes. */
export interface ClaimOptions {
  now: Date;
  /** Waiting items due by then (later than `now` in a manual flush that skips backoff). */
  dueBy: Date;
  /** The lease's end (a store may lease per item instead, e.g. a job's own timeout). */
  leaseUntil: Date;
  /** At most this many (a positive integer). */
  limit: number;
  /** Only these items (still only when due). */
  ids?: readonly string[];
}

/** What {@link LeaseStore.settle} recorded. */
export interface SettleResult {
  /**
   * The items whose outcome was recorded. An item missing here had lost its lease meanwhile (it
   * expired and was recovered, it was cancelled): nothing changed for it.
   */
  kept: ReadonlySet<string>;
  /** Runs of this task to put on the timer beyond the engine's retries (a cron job's next tick). */
  follow?: readonly WorkRef[];
}

/**
 * A task's statements over its own table. Every method takes the handle it runs on (STYLE 18),
 * and each MUST keep these rules, which the engine relies on:
 * - `claim` takes due, waiting items with `FOR UPDATE SKIP LOCKED` (concurrent claimers never take
 *   one item twice), leases them, counts the attempt, and commits before anything is performed
 *   (no transaction is open across an outbound call; on PGlite it would hold the only connection).
 *   It never takes an item whose lease ended: those are `expired`, recovered through `settle`.
 * - `settle` records each outcome only while the item is still leased on that attempt, and moves
 *   it on as `next` says — in the caller's transaction, with whatever the end causes (events).
 * - `expired` lists leased items whose lease ended by `now`, without changing them.
 */
export interface LeaseStore<C extends Claimed, A extends Attempt> {
  claim(db: Knex, o: ClaimOptions): Promise<C[]>;
  /** Ids of waiting items due by `dueBy`, oldest first (what a manual flush works through). */
  due(db: Knex, o: { now: Date; dueBy: Date; limit: number }): Promise<string[]>;
  expired(db: Knex, o: { now: Date; limit: number }): Promise<C[]>;
  settle(trx: Knex.Transaction, batch: readonly Settled<C, A>[], now: Date): Promise<SettleResult>;
}

/**
 * Names a task and carries its item and attempt types, so code that enqueues or completes its work
 * needs only this constant, not the task (which may need clients a handler does not have).
 */
export interface TaskRef<C extends Claimed = Claimed, A extends Attempt = Attempt> {
  readonly name: string;
  /** Type carrier only; never set. */
  readonly __types?: [C, A];
}

/** A {@link TaskRef} named `name` (a stable identifier: it names the task's pg-boss queue). */
export function taskRef<C extends Claimed, A extends Attempt>(name: string): TaskRef<C, A> {
  if (!/^[a-z][a-z0-9_.-]*$/.test(name)) throw new Error(`task names are lower-case words and dots: ${name}`);
  return { name };
}

/** One kind of leased work. */
export interface Task<C extends Claimed = Claimed, A extends Attempt = Attempt> {
  ref: TaskRef<C, A>;
  store: LeaseStore<C, A>;
  /**
   * One attempt at `item` (claimed, leased, committed): the outbound call, the encoding. Reports
   * failures as a failed {@link Attempt}; a throw is recorded as a failed attempt too.
   */
  perform(item: C): Promise<A>;
  /** The item's retry policy. */
  retry(item: C): RetryPolicy;
  /** How long a claim leases an item: long enough for `perform` and recording its outcome. */
  leaseMs: number;
  /** Items claimed (and pg-boss jobs fetched) per batch. Default 50. */
  batchSize?: number;
  /** pg-boss workers per process (batches in flight at once). Default 1. */
  workers?: number;
  /**
   * Items with the same key are performed one after another, in claim order (one webhook
   * endpoint gets its deliveries in order and never in parallel); other items in parallel.
   */
  serialKey?(item: C): string;
  /**
   * pg-boss queues of earlier versions this task replaces: at start their schedules are removed.
   * The queues stay (a process of the earlier version may still send to them during a rolling
   * deploy) and nothing works them: their items are rows the sweep finds.
   */
  retires?: readonly string[];
}

/** What one flush or sweep did for one task. */
export interface WorkCounts {
  /** Attempts performed. */
  attempted: number;
  succeeded: number;
  /** Failed attempts that will be tried again. */
  retrying: number;
  /** Failed attempts that were the last. */
  failed: number;
  /** Leases found ended and recorded as failed attempts. */
  expired: number;
}

/** Counts of nothing. */
export function noWork(): WorkCounts {
  return { attempted: 0, succeeded: 0, retrying: 0, failed: 0, expired: 0 };
}

/** The pg-boss queue of a task. */
export function queueName(ref: TaskRef<Claimed, Attempt> | { name: string }): string {
  return `work.${ref.name}`;
}
