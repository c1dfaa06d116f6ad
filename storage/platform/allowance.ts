/**
 * The free allowance: `limit` calls per client IP, route and UTC day. One row per key, counted
 * with a single upsert so concurrent requests can never be granted more than `limit`.
 */
import type { Knex } from "knex";
import { runner } from "../run.js";

/** Which allowance bucket a call falls in. */
export interface AllowanceKey {
  clientIp: string;
  route: string;
  /** UTC day, YYYY-MM-DD. */
  day: string;
}

/** An allowance bucket and its daily limit. */
export interface AllowanceQuery extends AllowanceKey {
  limit: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function checkDay(day: string): string {
  if (!DAY.test(day)) throw new RangeError(`day must be YYYY-MM-DD, got ${day}`);
  return day;
}

/** Today's UTC day as YYYY-MM-DD (the `day` the allowance functions expect). */
export function utcDay(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Takes one free call; true when granted. A single statement: the insert creates the bucket
 * at 1, the conflict branch increments only while below `limit` and returns no row otherwise.
 */
export async function consumeFreeCall(db: Knex, q: AllowanceQuery): Promise<boolean> {
  if (!(q.limit >= 1)) return false; // the insert branch would grant a first call regardless
  const { rows } = (await runner(db).raw(
    `INSERT INTO free_allowance (client_ip, route, day, calls) VALUES (?, ?, ?::date, 1)
     ON CONFLICT (client_ip, route, day) DO UPDATE SET calls = free_allowance.calls + 1
       WHERE free_allowance.calls < ?
     RETURNING calls`,
    [q.clientIp, q.route, checkDay(q.day), Math.floor(q.limit)],
  )) as { rows: { calls: number }[] };
  return rows.length === 1;
}

/** Gives one call back (the call it paid for failed). Never goes below zero. */
export async function releaseFreeCall(db: Knex, q: AllowanceKey): Promise<void> {
  await runner(db)("free_allowance")
    .where({ client_ip: q.clientIp, route: q.route, day: checkDay(q.day) })
    .andWhere("calls", ">", 0)
    .decrement("calls", 1);
}

/** Calls left today for this bucket (0 when used up). */
export async function remainingFreeCalls(db: Knex, q: AllowanceQuery): Promise<number> {
  const row = (await runner(db)("free_allowance")
    .select("calls")
    .where({ client_ip: q.clientIp, route: q.route, day: checkDay(q.day) })
    .first()) as { calls: number } | undefined;
  return Math.max(0, Math.floor(q.limit) - (row?.calls ?? 0));
}

/** Deletes buckets of days before `beforeDay` (they can never be consulted again); returns how many. */
export async function pruneFreeAllowance(db: Knex, beforeDay: string): Promise<number> {
  return runner(db)("free_allowance").where("day", "<", checkDay(beforeDay)).del();
}
