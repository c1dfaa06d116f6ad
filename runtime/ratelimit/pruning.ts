/**
 * Opportunistic clean-up of expired `rate_windows` rows: at most once a minute per process and
 * database, started in the background by a call that counts hits and never awaited by it.
 */
import type { Knex } from "knex";
import type { Logger } from "pino";
import { pruneWindows } from "../../storage/platform/rateWindows.js";

/** Least time between two prunes by one process. */
export const PRUNE_EVERY_MS = 60_000;

/** Windows that started longer ago than this (or than the longest window seen) are deleted. */
export const PRUNE_AFTER_MS = 86_400_000;

interface PruneState {
  lastAt: number;
  longestWindowMs: number;
}

const states = new WeakMap<Knex, PruneState>();

/**
 * Notes that windows of `windowMs` are in use and starts a prune when one is due. The horizon
 * is a day or the longest window this process has counted: a window still running is never
 * deleted by this process; one longer than a day used only by other processes may be, which
 * forgives hits (fails open) and never refuses a call wrongly.
 */
export function pruneWhenDue(db: Knex, now: Date, windowMs: number, log?: Logger): void {
  let state = states.get(db);
  if (!state) {
    // The first prune waits a full interval: a process that only lives for one call (or a
    // test) does not start one.
    state = { lastAt: now.getTime(), longestWindowMs: 0 };
    states.set(db, state);
  }
  state.longestWindowMs = Math.max(state.longestWindowMs, windowMs);
  if (now.getTime() - state.lastAt < PRUNE_EVERY_MS) return;
  state.lastAt = now.getTime();
  const olderThan = new Date(now.getTime() - Math.max(PRUNE_AFTER_MS, state.longestWindowMs));
  pruneWindows(db, olderThan).then(
    (deleted) => log?.debug({ deleted }, "pruned expired rate windows"),
    (err: unknown) => log?.warn({ err }, "could not prune rate windows"),
  );
}
