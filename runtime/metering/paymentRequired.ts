/**
 * Builds the 402 answer: the x402 v2 terms for this resource, base64 JSON in the
 * `PAYMENT-REQUIRED` header, and a readable reason in the body.
 */
import type { OperationDefinition } from "../contract.js";
import { ApiError, type ErrorCode } from "../errors.js";
import {
  buildPaymentRequired,
  encodeHeader,
  type PaymentRequirements,
  type X402Config,
} from "../x402/index.js";

/** The x402 terms of one paid operation at one URL. */
export function paymentTerms(x402: X402Config, op: OperationDefinition, resourceUrl: string, error?: string) {
  return buildPaymentRequired(x402, {
    resourceUrl,
    description: op.summary ?? op.description ?? op.operationId,
    mimeType: "application/json",
    priceMicroUsd: op.policy.priceMicroUsd ?? 0,
    ...(error ? { error } : {}),
  });
}

/** The requirements a payment for this operation must meet (the single `exact` option). */
export function paymentRequirements(
  x402: X402Config,
  op: OperationDefinition,
  resourceUrl: string,
): PaymentRequirements {
  const [requirements] = paymentTerms(x402, op, resourceUrl).accepts;
  if (!requirements) throw new Error("x402 terms without an accepted option");
  return requirements;
}

/** A 402 ApiError (`code`: why nothing paid) carrying the terms header. */
export function paymentRequiredError(
  x402: X402Config,
  op: OperationDefinition,
  resourceUrl: string,
  code: ErrorCode,
  reason: string,
): ApiError {
  const terms = paymentTerms(x402, op, resourceUrl, reason);
  return new ApiError(code, reason, { headers: { "PAYMENT-REQUIRED": encodeHeader(terms) } });
}
