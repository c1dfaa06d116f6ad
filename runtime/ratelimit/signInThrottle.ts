/**
 * Brute-force protection for e-mail and password sign-in: failed attempts are counted per
 * e-mail address (guessing one account's password) and per client IP (trying many accounts)
 * in fixed 15-minute windows shared by every process on the database. A sign-in handler calls
 * {@link assertSignInAllowed} before checking the password and {@link recordFailedSignIn} after
 * every failure.
 */
import type { Knex } from "knex";
import { hitWindows, peekWindows } from "../../storage/platform/rateWindows.js";
import { rateLimitFactor } from "./factor.js";
import { rateLimitedError } from "./refusal.js";

/** Length of a throttling window: failures older than the current window are forgiven. */
export const SIGN_IN_WINDOW_MS = 15 * 60_000;

/**
 * Failed attempts per e-mail address per window before sign-in to it is refused. Anyone can
 * spend them, so an account can be locked out for the rest of a window — the price of making
 * password guessing slow.
 */
export const SIGN_IN_FAILURES_PER_EMAIL = 5;

/** Failed attempts per client IP per window, whatever the address, before its sign-ins are refused. */
export const SIGN_IN_FAILURES_PER_IP = 20;

/** One sign-in attempt: the e-mail address as typed, where it came from, and the clock. */
export interface SignInAttempt {
  email: string;
  clientIp: string;
  now: Date;
}

// Addresses differing only in case or surrounding spaces are one account's sign-in.
function buckets(a: SignInAttempt): [email: string, ip: string] {
  return [`signin:email:${a.email.trim().toLowerCase()}`, `signin:ip:${a.clientIp}`];
}

/**
 * Throws a 429 `rate_limited` ApiError with `Retry-After` when this address or IP already has
 * its allowance of failures in the current window; otherwise counts nothing. MUST be called
 * before the password is checked, and for unknown addresses too, so the answer reveals nothing
 * about which accounts exist.
 */
export async function assertSignInAllowed(db: Knex, attempt: SignInAttempt): Promise<void> {
  const {
    counts: [byEmail = 0, byIp = 0],
    resetAt,
  } = await peekWindows(db, buckets(attempt), SIGN_IN_WINDOW_MS, attempt.now);
  if (byEmail >= SIGN_IN_FAILURES_PER_EMAIL * rateLimitFactor())
    throw rateLimitedError("Too many failed sign-in attempts for this e-mail address", resetAt, attempt.now);
  if (byIp >= SIGN_IN_FAILURES_PER_IP * rateLimitFactor())
    throw rateLimitedError("Too many failed sign-in attempts from this IP address", resetAt, attempt.now);
}

/**
 * Counts one failed attempt against the address and the IP. MUST be called for every failure
 * (wrong password, unknown address, disabled account alike), and not for successes.
 */
export async function recordFailedSignIn(db: Knex, attempt: SignInAttempt): Promise<void> {
  await hitWindows(db, buckets(attempt), SIGN_IN_WINDOW_MS, attempt.now);
}
