/**
 * Fixed-window hit counters for rate limiting (`rate_windows`). A bucket names what is limited
 * (an operation and caller, a sign-in e-mail, …); its windows are aligned to the epoch, so every
 * process computes the same `window_start` for the same instant and they all count in one row.
 * The window length is not part of the key: use a bucket with one window length only (put the
 * length in the bucket name if it can vary), or windows of different lengths share counts.
 */
import type { Knex } from "knex";
import { runner } from "../run.js";

/** Hit counts of some buckets in their current window, and when that window ends. */
export interface WindowCounts {
  /** counts[i] belongs to buckets[i]. */
  counts: number[];
  /** End of the current window: the counts start again from zero then. */
  resetAt: Date;
}

/** The current window's start and end for `now`. */
function windowBounds(windowMs: number, now: Date): { start: Date; resetAt: Date } {
  if (!(Number.isSafeInteger(windowMs) && windowMs > 0))
    throw new RangeError(`windowMs must be a positive integer, got ${windowMs}`);
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  return { start: new Date(start), resetAt: new Date(start + windowMs) };
}

/**
 * Counts one hit in every bucket's current window and returns the counts after it.
 * Fixed windows aligned to the epoch: floor(now / windowMs) * windowMs.
 * One upsert for all buckets, so concurrent hits (any process) each get a distinct count and a
 * call touching several buckets takes one round trip. A bucket listed twice is hit once.
 */
export async function hitWindows(
  db: Knex,
  buckets: readonly string[],
  windowMs: number,
  now: Date,
): Promise<WindowCounts> {
  return addWindowHits(
    db,
    buckets,
    buckets.map(() => 1),
    windowMs,
    now,
  );
}

/**
 * Adds `deltas[i]` hits (negative: gives hits back, never below zero) to `buckets[i]`'s current
 * window and returns every bucket's count after it — a delta of 0 just reads it. In one upsert:
 * how a process that counts in memory (runtime/ratelimit/windowCounters.ts) pushes its hits and
 * learns everyone's. A bucket listed twice is counted once, with its first delta.
 */
export async function addWindowHits(
  db: Knex,
  buckets: readonly string[],
  deltas: readonly number[],
  windowMs: number,
  now: Date,
): Promise<WindowCounts> {
  const { start, resetAt } = windowBounds(windowMs, now);
  // ON CONFLICT DO UPDATE may not touch one row twice in a statement: send each bucket once.
  // Rows are locked in bucket order (ORDER BY b), so two calls sharing several buckets cannot
  // deadlock.
  const first = new Map<string, number>();
  buckets.forEach((b, i) => {
    if (!first.has(b)) first.set(b, Math.trunc(deltas[i] ?? 0));
  });
  if (first.size === 0) return { counts: [], resetAt };
  const { rows } = (await runner(db).raw(
    `INSERT INTO rate_windows (bucket, window_start, hits)
     SELECT b, ?::timestamptz, greatest(0, d) FROM unnest(?::text[], ?::int[]) AS u(b, d) ORDER BY b
     ON CONFLICT (bucket, window_start) DO UPDATE SET hits = greatest(0, rate_windows.hits +
       (SELECT v.d FROM unnest(?::text[], ?::int[]) AS v(b, d) WHERE v.b = EXCLUDED.bucket))
     RETURNING bucket, hits`,
    // EXCLUDED.hits is the clamped insert value: the signed delta is looked up again.
    [start, [...first.keys()], [...first.values()], [...first.keys()], [...first.values()]],
  )) as { rows: { bucket: string; hits: number }[] };
  // RETURNING has no order of its own.
  const hits = new Map(rows.map((r) => [r.bucket, Number(r.hits)]));
  return { counts: buckets.map((b) => hits.get(b) ?? 0), resetAt };
}

/** The buckets' counts in their current window (0 for no hit yet), without counting a hit. */
export async function peekWindows(
  db: Knex,
  buckets: readonly string[],
  windowMs: number,
  now: Date,
): Promise<WindowCounts> {
  const { start, resetAt } = windowBounds(windowMs, now);
  const unique = [...new Set(buckets)];
  if (unique.length === 0) return { counts: [], resetAt };
  const { rows } = (await runner(db).raw(
    "SELECT bucket, hits FROM rate_windows WHERE window_start = ?::timestamptz AND bucket = ANY(?::text[])",
    [start, unique],
  )) as { rows: { bucket: string; hits: number }[] };
  const hits = new Map(rows.map((r) => [r.bucket, Number(r.hits)]));
  return { counts: buckets.map((b) => hits.get(b) ?? 0), resetAt };
}

/**
 * Deletes windows that started before `olderThan`; returns how many. Pass an instant at least
 * the longest window length ago: a window still running would lose its count.
 */
export async function pruneWindows(db: Knex, olderThan: Date): Promise<number> {
  return runner(db)("rate_windows").where("window_start", "<", olderThan).del();
}
