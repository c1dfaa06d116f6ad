/**
 * `RATE_LIMIT_FACTOR`: multiplies every rate limit — the contract's `x-rate-limit` and the
 * sign-in failure thresholds — by a positive integer (default 1). For load tests and the
 * conformance suites, which send thousands of calls as one caller from one address; never
 * set it in production.
 */
import { diagnosticVariables } from "../config/kernel.js";
import { readVariable } from "../config/read.js";

let cached: number | undefined;

/** The factor from the environment, read once; a malformed value throws (at the first limited call). */
export function rateLimitFactor(env: NodeJS.ProcessEnv = process.env): number {
  if (cached !== undefined && env === process.env) return cached;
  const factor = readVariable(diagnosticVariables, "RATE_LIMIT_FACTOR", env);
  if (env === process.env) cached = factor;
  return factor;
}
