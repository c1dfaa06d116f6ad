/**
 * Builds the 402 answer: the x402 v2 terms for this resource, base64 JSON in the
 * `PAYMENT-REQUIRED` header, and a readable reason in the body. The terms carry the `bazaar`
 * discovery extension (how to call the route, and its input's JSON Schema) and the service's name
 * and tags, so an unpaid probe is enough for a discovery service to list the route.
 */
import type { OperationDefinition, ToolDefinition } from "../contract.js";
import { ApiError, type ErrorCode } from "../errors.js";
import { bazaarExtension, successMediaType } from "../x402/bazaar.js";
import {
  buildPaymentRequired,
  encodeHeader,
  type PaymentRequired,
  type PaymentRequirements,
  type X402Config,
} from "../x402/index.js";

/** A paid operation at one URL, and what discovery services are told about it. */
export interface PaidResource {
  op: OperationDefinition;
  /** Absolute URL of the paid resource, as named in the x402 terms. */
  resourceUrl: string;
  /** The operation's MCP tool definition: the bazaar extension's input schema comes from it. */
  tool?: ToolDefinition | undefined;
  /** The service's title, shown as `resource.serviceName` when it meets the bazaar rule. */
  serviceName?: string | undefined;
  /** The service's tags (`@hostedTool`), shown as `resource.tags`. */
  tags?: readonly string[] | undefined;
}

/** The x402 terms of one paid operation at one URL. */
export function paymentTerms(x402: X402Config, paid: PaidResource, error?: string): PaymentRequired {
  const { op } = paid;
  const terms = buildPaymentRequired(x402, {
    resourceUrl: paid.resourceUrl,
    description: op.summary ?? op.description ?? op.operationId,
    mimeType: successMediaType(op),
    priceMicroUsd: op.policy.priceMicroUsd ?? 0,
    ...(error ? { error } : {}),
  });
  // The bazaar rule for serviceName: 1 to 32 printable ASCII characters (else it is dropped).
  const name = paid.serviceName;
  if (name && /^[\x20-\x7e]{1,32}$/.test(name)) Object.assign(terms.resource, { serviceName: name });
  if (paid.tags?.length) Object.assign(terms.resource, { tags: [...paid.tags] });
  const bazaar = bazaarExtension(op, paid.tool);
  if (bazaar) terms.extensions = { bazaar };
  return terms;
}

/** The requirements a payment for this operation must meet (the single `exact` option). */
export function paymentRequirements(x402: X402Config, paid: PaidResource): PaymentRequirements {
  const [requirements] = paymentTerms(x402, paid).accepts;
  if (!requirements) throw new Error("x402 terms without an accepted option");
  return requirements;
}

/** A 402 ApiError (`code`: why nothing paid) carrying the terms header. */
export function paymentRequiredError(
  x402: X402Config,
  paid: PaidResource,
  code: ErrorCode,
  reason: string,
): ApiError {
  const terms = paymentTerms(x402, paid, reason);
  return new ApiError(code, reason, { headers: { "PAYMENT-REQUIRED": encodeHeader(terms) } });
}
