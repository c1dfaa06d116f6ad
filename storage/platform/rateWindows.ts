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
  const { start, resetAt } = windowBounds(windowMs, now);
  // ON CONFLICT DO UPDATE may not touch one row twice in a statement: send each bucket once.
  // Rows are locked in bucket order (ORDER BY b, as in releaseWindows), so two calls sharing
  // several buckets cannot deadlock.
  const unique = [...new Set(buckets)];
  if (unique.length === 0) return { counts: [], resetAt };
  const { rows } = (await runner(db).raw(
    `INSERT INTO rate_windows (bucket, window_start, hits)
     SELECT b, ?::timestamptz, 1 FROM unnest(?::text[]) AS b ORDER BY b
     ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_windows.hits + 1
     RETURNING bucket, hits`,
    [start, unique],
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
 * Takes back one hit from each bucket's current window, never below zero: for a call that was
 * counted and then refused, so refused calls do not use up an allowance (a child API key
 * hammering past its own share would otherwise exhaust every ancestor's pooled allowance).
 */
export async function releaseWindows(
  db: Knex,
  buckets: readonly string[],
  windowMs: number,
  now: Date,
): Promise<void> {
  const { start } = windowBounds(windowMs, now);
  const unique = [...new Set(buckets)];
  if (unique.length === 0) return;
  // Locked in bucket order, like hitWindows, so the two cannot deadlock.
  await runner(db).raw(
    `UPDATE rate_windows r SET hits = r.hits - 1
     FROM (SELECT bucket FROM rate_windows
           WHERE window_start = ?::timestamptz AND bucket = ANY(?::text[]) AND hits > 0
           ORDER BY bucket FOR UPDATE) locked
     WHERE r.bucket = locked.bucket AND r.window_start = ?::timestamptz`,
    [start, unique, start],
  );
}

/**
 * Deletes windows that started before `olderThan`; returns how many. Pass an instant at least
 * the longest window length ago: a window still running would lose its count.
 */
export async function pruneWindows(db: Knex, olderThan: Date): Promise<number> {
  return runner(db)("rate_windows").where("window_start", "<", olderThan).del();
}
