/**
 * The pipeline's rate limiter: enforces the contract's `x-rate-limit` (`op.policy.rateLimit`)
 * and an API key's own limit with counters in the database, so every server process on one
 * database counts against the same allowance. Runs right after authentication — before
 * ownership checks and charging, so a refused call is never charged.
 */
import type { Knex } from "knex";
import type { Logger } from "pino";
import { hitWindows, releaseWindows } from "../../storage/platform/rateWindows.js";
import type { Caller } from "../context.js";
import type { OperationDefinition } from "../contract.js";
import { keyRateCheck, type LimitCheck, operationRateChecks } from "./limits.js";
import { pruneWhenDue } from "./pruning.js";
import { type CountedCheck, refusalFor } from "./refusal.js";

/** One call, as the limiter sees it. */
export interface LimitedCall {
  service: string;
  op: OperationDefinition;
  caller: Caller | null;
  clientIp: string;
  now: Date;
  log?: Logger;
}

/** Counts the checks of one window length in one statement. */
async function countGroup(
  db: Knex,
  windowMs: number,
  checks: LimitCheck[],
  now: Date,
): Promise<CountedCheck[]> {
  const { counts, resetAt } = await hitWindows(
    db,
    checks.map((c) => c.bucket),
    windowMs,
    now,
  );
  return checks.map((check, i) => ({ check, count: counts[i] ?? 0, resetAt }));
}

/**
 * Counts the call against every limit that applies to it and throws a 429 `rate_limited`
 * ApiError (with `Retry-After`) when any is exceeded. A refused call's hits are given back, so
 * only admitted calls use up an allowance. Operations without limits cost no query.
 */
export async function enforceOperationLimits(db: Knex, call: LimitedCall): Promise<void> {
  const checks = [
    ...operationRateChecks(call.service, call.op, call.caller, call.clientIp),
    ...keyRateCheck(call.op, call.caller),
  ];
  if (checks.length === 0) return;
  const groups = new Map<number, LimitCheck[]>();
  for (const check of checks) groups.set(check.windowMs, [...(groups.get(check.windowMs) ?? []), check]);
  const counted = (
    await Promise.all([...groups].map(([windowMs, group]) => countGroup(db, windowMs, group, call.now)))
  ).flat();
  for (const windowMs of groups.keys()) pruneWhenDue(db, call.now, windowMs, call.log);
  const refusal = refusalFor(counted, call.now);
  if (!refusal) return;
  // Losing the give-back only over-counts until the window ends: still answer the 429.
  await Promise.all(
    [...groups].map(([windowMs, group]) =>
      releaseWindows(
        db,
        group.map((c) => c.bucket),
        windowMs,
        call.now,
      ),
    ),
  ).catch((err: unknown) => call.log?.warn({ err }, "could not give back refused rate-limit hits"));
  throw refusal;
}
