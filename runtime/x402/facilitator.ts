/**
 * The facilitator contract (x402 v2 spec §7: /verify and /settle) as seen by our server, plus
 * the replay store it settles against. Two implementations: the offline local facilitator and
 * an HTTP client for a remote one; the server picks by config and never knows which.
 */
import { toPaymentPayload } from "./requirements.js";
import type { DecodedPayment, PaymentPayload, PaymentRequirements } from "./types.js";

/** Outcome of verification (spec §5.4 VerifyResponse). */
export interface VerifyResult {
  /** True when the payment may be settled. */
  isValid: boolean;
  /** Machine-readable code when invalid (see {@link X402_REASONS}). */
  invalidReason?: string;
  /** Payer address, when it could be determined. */
  payer?: string;
}

/** Outcome of settlement (spec §5.3 SettleResponse). */
export interface SettleResult {
  /** True when the payment has been settled (recorded, for the local facilitator). */
  success: boolean;
  /** Machine-readable code when settlement failed. */
  errorReason?: string;
  /** Transaction id; empty string when settlement failed, as the spec prescribes. */
  transaction: string;
  /** CAIP-2 network the settlement happened (or would have happened) on. */
  network: string;
  /** Payer address, when it could be determined. */
  payer?: string;
}

/**
 * Verifies and settles payments. Implementations never throw for a bad payment or an
 * unreachable service: failures come back as `isValid: false` / `success: false` with a reason,
 * so the caller's only branching is on those booleans.
 */
export interface Facilitator {
  /** Checks a payment against the requirements without settling it. */
  verify(payment: FacilitatorPayment, requirements: PaymentRequirements): Promise<VerifyResult>;
  /** Verifies again, then settles; settling the same authorization twice must fail. */
  settle(payment: FacilitatorPayment, requirements: PaymentRequirements): Promise<SettleResult>;
}

/**
 * What a facilitator accepts: a wire `PaymentPayload`, or straight what `decodePaymentHeader`
 * returned (v1 or v2), which is normalised with the requirements at hand by
 * {@link asPaymentPayload}.
 */
export type FacilitatorPayment = PaymentPayload | DecodedPayment;

/**
 * The v2 `PaymentPayload` for either input form. A `DecodedPayment` is recognised by its
 * `version` field (wire payloads carry `x402Version` instead) and converted by
 * `toPaymentPayload`, which fills a v1 payment's missing `accepted` from `requirements`.
 */
export function asPaymentPayload(
  payment: FacilitatorPayment,
  requirements: PaymentRequirements,
): PaymentPayload {
  return "x402Version" in payment ? payment : toPaymentPayload(payment, requirements);
}

/** One settled payment, as persisted by a {@link NonceStore}. */
export interface SettlementRow {
  /** Replay key, see {@link nonceKey}. */
  nonceKey: string;
  /** Payer address (authorization.from), EIP-55 checksummed. */
  payer: string;
  /** Recipient address, EIP-55 checksummed. */
  payTo: string;
  /** Amount actually authorized, atomic units, decimal string. */
  amount: string;
  /** CAIP-2 network. */
  network: string;
  /** Token contract address, EIP-55 checksummed. */
  asset: string;
  /** Transaction id returned to the client. */
  transaction: string;
}

/** Replay protection and settlement ledger; implemented by storage, wired by the server. */
export interface NonceStore {
  /** Whether a settlement with this key was already recorded. */
  isUsed(nonceKey: string): Promise<boolean>;
  /**
   * Records the settlement; resolves false (no throw) if the nonce was already recorded.
   * Must be atomic (e.g. a unique constraint): it is the only guard against two concurrent
   * settles of one authorization, since both may pass `isUsed` first.
   */
  record(row: SettlementRow): Promise<boolean>;
}

/**
 * The replay key of an authorization. EIP-3009 nonces are scoped per token contract and per
 * authorizer (`authorizationState(authorizer, nonce)`), so the key is that triple plus the
 * network; lower-cased so address casing cannot mint a second key for the same authorization.
 */
export function nonceKey(parts: { network: string; asset: string; from: string; nonce: string }): string {
  return [parts.network, parts.asset, parts.from, parts.nonce].map((p) => p.toLowerCase()).join(":");
}

/**
 * Reason codes. Where the x402 v2 spec (§9) defines a code it is used verbatim; the others
 * follow its `invalid_exact_evm_payload_*` naming so clients can treat them uniformly.
 */
export const X402_REASONS = {
  invalidX402Version: "invalid_x402_version",
  invalidPayload: "invalid_payload",
  invalidScheme: "invalid_scheme",
  invalidNetwork: "invalid_network",
  invalidPaymentRequirements: "invalid_payment_requirements",
  assetMismatch: "invalid_exact_evm_payload_asset_mismatch",
  signature: "invalid_exact_evm_payload_signature",
  recipientMismatch: "invalid_exact_evm_payload_recipient_mismatch",
  value: "invalid_exact_evm_payload_authorization_value",
  validAfter: "invalid_exact_evm_payload_authorization_valid_after",
  validBefore: "invalid_exact_evm_payload_authorization_valid_before",
  validBeforeTooFar: "invalid_exact_evm_payload_authorization_valid_before_too_far",
  nonceAlreadyUsed: "nonce_already_used",
  unexpectedVerifyError: "unexpected_verify_error",
  unexpectedSettleError: "unexpected_settle_error",
  facilitatorUnreachable: "facilitator_unreachable",
  facilitatorTimeout: "facilitator_timeout",
  facilitatorBadResponse: "facilitator_invalid_response",
} as const;
