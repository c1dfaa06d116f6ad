/**
 * Turning counts into a decision: which limit a call broke and the 429 that says so, with
 * `Retry-After` (the only rate-limit header sent: contracts do not declare `RateLimit-*` on
 * their success responses, and adding undeclared headers would break response validation).
 */
import { ApiError } from "../errors.js";
import type { LimitCheck } from "./limits.js";

/** Whole seconds from `now` until `resetAt`, at least 1 (`Retry-After: 0` invites a busy loop). */
export function retryAfterSeconds(resetAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
}

/** A 429 carrying `Retry-After`. */
export function rateLimitedError(message: string, resetAt: Date, now: Date): ApiError {
  const seconds = retryAfterSeconds(resetAt, now);
  return new ApiError("rate_limited", `${message}; retry in ${seconds} s`, {
    headers: { "Retry-After": String(seconds) },
  });
}

/** A check with the count its bucket reached after this call's hit and when its window ends. */
export interface CountedCheck {
  check: LimitCheck;
  count: number;
  resetAt: Date;
}

/**
 * The refusal for a call, or undefined when every count is within its limit. When several
 * limits are broken the one that resets last is reported: retrying earlier would be refused.
 */
export function refusalFor(counted: readonly CountedCheck[], now: Date): ApiError | undefined {
  let worst: CountedCheck | undefined;
  for (const c of counted) {
    if (c.count <= c.check.limit) continue;
    if (!worst || c.resetAt > worst.resetAt) worst = c;
  }
  return worst && rateLimitedError(`Rate limit exceeded: ${worst.check.describe}`, worst.resetAt, now);
}
