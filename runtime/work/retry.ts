/**
 * Retry policies and the one decision every attempt's end goes through ({@link decide}): done,
 * tried again after the policy's wait, or failed for good.
 */
import type { Attempt, EngineFailure, Next, RetryPolicy } from "./task.js";

/** Waits `firstMs`, then twice as long after each failure, never more than `maxMs`. */
export function exponential(
  maxAttempts: number,
  firstMs: number,
  maxMs = Number.POSITIVE_INFINITY,
): RetryPolicy {
  return { maxAttempts, delayMs: (attempt) => Math.min(firstMs * 2 ** Math.max(0, attempt - 1), maxMs) };
}

/** Waits `ms` after every failure. */
export function fixed(maxAttempts: number, ms: number): RetryPolicy {
  return { maxAttempts, delayMs: () => ms };
}

/** Waits `delaysMs[n-1]` after failed attempt n; the last wait repeats. */
export function stepped(maxAttempts: number, delaysMs: readonly number[]): RetryPolicy {
  if (delaysMs.length === 0) throw new RangeError("stepped() needs at least one delay");
  return {
    maxAttempts,
    delayMs: (attempt) => delaysMs[Math.min(Math.max(0, attempt - 1), delaysMs.length - 1)] as number,
  };
}

/**
 * What follows attempt `attempt` (from 1) that ended with `outcome`, under `policy`: success is
 * done; a failure marked final, or the last attempt the policy allows, fails for good; any other
 * failure is tried again after the policy's wait.
 */
export function decide(
  policy: RetryPolicy,
  attempt: number,
  outcome: Attempt | EngineFailure,
  now: Date,
): Next {
  if (outcome.ok) return { state: "done" };
  if (outcome.final || attempt >= policy.maxAttempts) return { state: "failed" };
  return { state: "retry", at: new Date(now.getTime() + Math.max(0, policy.delayMs(attempt))) };
}
