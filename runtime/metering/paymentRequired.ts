/**
 * Builds the 402 answer: the x402 v2 terms for this resource, base64 JSON in the
 * `PAYMENT-REQUIRED` header, and a readable reason in the body. The terms carry the `bazaar`
 * discovery extension (how to call the route, and its input's JSON Schema) and the service's name
 * and tags, so an unpaid probe is enough for a discovery service to list the route.
 */
import type { OperationDefinition, ServiceDefinition } from "../contract.js";
import { ApiError, type ErrorCode } from "../errors.js";
import { bazaarExtension, inputFromValidators, successMediaType } from "../x402/bazaar.js";
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
  /**
   * The operation's service: its title (`resource.serviceName`), its `@hostedTool` tags
   * (`resource.tags`) and its MCP tool definitions (the bazaar extension's input schema). Read only
   * when a 402 is built, never on a call that pays.
   */
  definition?: Pick<ServiceDefinition, "title" | "tools" | "hostedTool"> | undefined;
}

/** The terms' core: the one `exact` option for this operation's price at this URL. */
function baseTerms(x402: X402Config, { op, resourceUrl }: PaidResource, error?: string): PaymentRequired {
  return buildPaymentRequired(x402, {
    resourceUrl,
    description: op.summary ?? op.description ?? op.operationId,
    mimeType: successMediaType(op),
    priceMicroUsd: op.policy.priceMicroUsd ?? 0,
    ...(error ? { error } : {}),
  });
}

/** The x402 terms of one paid operation at one URL, with what discovery services read. */
export function paymentTerms(x402: X402Config, paid: PaidResource, error?: string): PaymentRequired {
  const terms = baseTerms(x402, paid, error);
  const service = paid.definition;
  if (!service) return terms;
  // The bazaar rule for serviceName: 1 to 32 printable ASCII characters (else it is dropped).
  if (/^[\x20-\x7e]{1,32}$/.test(service.title))
    Object.assign(terms.resource, { serviceName: service.title });
  const tags = service.hostedTool?.tags;
  if (tags?.length) Object.assign(terms.resource, { tags: [...tags] });
  // An operation that answers bytes is no MCP tool: its input comes from its validators instead.
  const tool = service.tools.find((t) => t.name === paid.op.operationId) ?? inputFromValidators(paid.op);
  const bazaar = bazaarExtension(paid.op, tool);
  if (bazaar) terms.extensions = { bazaar };
  return terms;
}

/** The requirements a payment for this operation must meet (the single `exact` option). */
export function paymentRequirements(x402: X402Config, paid: PaidResource): PaymentRequirements {
  const [requirements] = baseTerms(x402, paid).accepts;
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
  return new ApiError(code, reason, { headers: { "PAYMENT-REQUIRED": termsHeader(terms) } });
}

/**
 * The largest `PAYMENT-REQUIRED` value sent: Node's and undici's whole response head is capped at
 * 16 KiB, and a client that cannot read the header cannot pay.
 */
export const TERMS_HEADER_MAX_BYTES = 8 * 1024;

/** JSON Schema keywords that document rather than constrain. */
const DOC_KEYWORDS = new Set(["description", "examples", "title"]);

/** `value` without documentation keywords anywhere in it (a member named `title` stays). */
function withoutDocs(value: unknown, inProperties = false): unknown {
  if (Array.isArray(value)) return value.map((v) => withoutDocs(v));
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => inProperties || !DOC_KEYWORDS.has(key))
      .map(([key, v]) => [key, withoutDocs(v, !inProperties && key === "properties")]),
  );
}

/**
 * The terms, base64 JSON, within {@link TERMS_HEADER_MAX_BYTES}: a large input schema (an
 * operation with many members) first loses its descriptions and examples, then the schema itself
 * (`info.input`, the call's example, stays; the full schema is in the service's OpenAPI document).
 */
export function termsHeader(terms: PaymentRequired): string {
  const full = encodeHeader(terms);
  const bazaar = terms.extensions?.bazaar as { info?: unknown; schema?: unknown } | undefined;
  if (full.length <= TERMS_HEADER_MAX_BYTES || !bazaar) return full;
  const lean = encodeHeader({
    ...terms,
    extensions: { ...terms.extensions, bazaar: { ...bazaar, schema: withoutDocs(bazaar.schema) } },
  });
  if (lean.length <= TERMS_HEADER_MAX_BYTES) return lean;
  const { schema: _dropped, ...rest } = bazaar;
  return encodeHeader({ ...terms, extensions: { ...terms.extensions, bazaar: rest } });
}
