/**
 * Which catalogue code a refused payment answers with: an x402 facilitator's reason (the v2
 * spec's codes and ours, `X402_REASONS`) mapped onto the few codes a client acts on — sign a
 * new authorization (`payment_nonce_reused`, `payment_expired`), fix the payment
 * (`payment_invalid`), or retry later (`facilitator_unavailable`).
 */
import type { ErrorCode } from "../errors.js";
import { X402_REASONS as R } from "../x402/index.js";

const EXPIRED = new Set<string>([R.validAfter, R.validBefore, R.validBeforeTooFar]);
const UNREACHABLE = new Set<string>([
  R.facilitatorUnreachable,
  R.facilitatorTimeout,
  R.facilitatorBadResponse,
]);

/** The code for a payment the facilitator would not verify (`settled`: it verified, then failed to settle). */
export function x402RefusalCode(reason: string | undefined, settled = false): ErrorCode {
  if (reason === R.nonceAlreadyUsed) return "payment_nonce_reused";
  if (reason && EXPIRED.has(reason)) return "payment_expired";
  if (reason && UNREACHABLE.has(reason)) return "facilitator_unavailable";
  return settled ? "payment_not_settled" : "payment_invalid";
}
