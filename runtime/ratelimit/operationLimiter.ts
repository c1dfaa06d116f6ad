/**
 * The pipeline's rate limiter: enforces the contract's `x-rate-limit` (`op.policy.rateLimit`)
 * and an API key's own limit with the process's window counters (./windowCounters.ts): counted
 * in memory, reconciled with the database every metering flush, so every server process on one
 * database counts against the same allowance. Runs right after authentication — before
 * ownership checks and charging, so a refused call is never charged.
 */
import type { Logger } from "pino";
import type { Caller } from "../context.js";
import type { OperationDefinition } from "../contract.js";
import { keyRateCheck, type LimitCheck, operationRateChecks } from "./limits.js";
import { type CountedCheck, refusalFor } from "./refusal.js";
import type { WindowCounters } from "./windowCounters.js";

/** One call, as the limiter sees it. */
export interface LimitedCall {
  service: string;
  op: OperationDefinition;
  caller: Caller | null;
  clientIp: string;
  now: Date;
  log?: Logger;
}

/** Counts the checks of one window length together. */
async function countGroup(
  windows: WindowCounters,
  windowMs: number,
  checks: LimitCheck[],
  now: Date,
): Promise<CountedCheck[]> {
  const { counts, resetAt } = await windows.hit(
    checks.map((c) => c.bucket),
    windowMs,
    now,
  );
  return checks.map((check, i) => ({ check, count: counts[i] ?? 0, resetAt }));
}

/**
 * Counts the call against every limit that applies to it and throws a 429 `rate_limited`
 * ApiError (with `Retry-After`) when any is exceeded. A refused call's hits are given back, so
 * only admitted calls use up an allowance. Operations without limits count nothing.
 */
export async function enforceOperationLimits(windows: WindowCounters, call: LimitedCall): Promise<void> {
  const checks = [
    ...operationRateChecks(call.service, call.op, call.caller, call.clientIp),
    ...keyRateCheck(call.op, call.caller),
  ];
  if (checks.length === 0) return;
  const groups = new Map<number, LimitCheck[]>();
  for (const check of checks) groups.set(check.windowMs, [...(groups.get(check.windowMs) ?? []), check]);
  const counted = (
    await Promise.all([...groups].map(([windowMs, group]) => countGroup(windows, windowMs, group, call.now)))
  ).flat();
  const refusal = refusalFor(counted, call.now);
  if (!refusal) return;
  for (const [windowMs, group] of groups)
    windows.release(
      group.map((c) => c.bucket),
      windowMs,
      call.now,
    );
  throw refusal;
}
