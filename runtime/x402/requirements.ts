/**
 * Building the 402 challenge and decoding what clients send back.
 *
 * Header encoding is base64 of UTF-8 JSON in both directions (x402 HTTP transport v2).
 * Decoding never throws: every malformed input becomes `{ ok: false, reason, fault }`. A
 * `syntax` fault (not base64, or too long) breaks what the contract states of the header
 * (`Contract.X402Payment`), so the HTTP layer answers 400 as for any invalid input; a `payload`
 * fault (base64 that holds no payment) is a payment refused, answered 402 with the terms.
 */
import { safeBase64Encode } from "@x402/core/utils";
import type { X402Config } from "./config.js";
import { caip2FromV1Name } from "./networks.js";
import { describeIssues, paymentPayloadV1Schema, paymentPayloadV2Schema } from "./schemas.js";
import type {
  DecodedPayment,
  Network,
  PaymentPayload,
  PaymentRequired,
  PaymentRequirements,
} from "./types.js";

/** HTTP header names, v2 (x402 HTTP transport v2) and v1 (`X-` prefixed). */
export const X402_HEADERS = {
  /** Server → client, v2: base64 `PaymentRequired`. */
  paymentRequired: "PAYMENT-REQUIRED",
  /** Client → server, v2: base64 `PaymentPayload`. */
  paymentSignature: "PAYMENT-SIGNATURE",
  /** Server → client, v2: base64 `SettleResponse`. */
  paymentResponse: "PAYMENT-RESPONSE",
  /** Client → server, v1: base64 v1 payment. */
  xPayment: "X-PAYMENT",
  /** Server → client, v1: base64 settlement response. */
  xPaymentResponse: "X-PAYMENT-RESPONSE",
} as const;

/** What to charge for and how to describe it in the challenge. */
export interface PaymentRequiredInput {
  /** Absolute URL of the resource being sold. */
  resourceUrl: string;
  /** Human-readable description shown by paying clients. */
  description: string;
  /** MIME type of the paid response. */
  mimeType: string;
  /** Price in micro-USD (1 USDC = 1_000_000); a positive integer. */
  priceMicroUsd: number;
  /** Why payment is (still) required, e.g. a verification failure reason. */
  error?: string;
}

/**
 * Builds the v2 `PaymentRequired` body for one `exact` USDC option.
 *
 * The amount is in atomic units. USDC has 6 decimals, so atomic units are exactly micro-USD
 * and the conversion is the identity (1700 µUSD → "1700"); a configured asset is assumed to be
 * a 6-decimal USD stablecoin for the same reason.
 *
 * @throws RangeError when the price is not a positive safe integer (a pricing bug, not input).
 */
export function buildPaymentRequired(cfg: X402Config, input: PaymentRequiredInput): PaymentRequired {
  const { priceMicroUsd } = input;
  if (!Number.isSafeInteger(priceMicroUsd) || priceMicroUsd <= 0) {
    throw new RangeError(`priceMicroUsd must be a positive integer; got ${priceMicroUsd}`);
  }
  const requirements: PaymentRequirements = {
    scheme: "exact",
    network: cfg.network as Network, // validated as eip155:<id> by loadX402Config
    amount: String(priceMicroUsd),
    asset: cfg.asset,
    payTo: cfg.payTo,
    maxTimeoutSeconds: cfg.maxTimeoutSeconds,
    // The token's EIP-712 domain: clients need it to sign, we need it to verify.
    extra: { name: cfg.assetName, version: cfg.assetVersion },
  };
  const body: PaymentRequired = {
    x402Version: 2,
    resource: { url: input.resourceUrl, description: input.description, mimeType: input.mimeType },
    accepts: [requirements],
  };
  if (input.error !== undefined) body.error = input.error;
  return body;
}

/** Base64 of the UTF-8 JSON of `obj`: the value of any x402 header. */
export function encodeHeader(obj: unknown): string {
  return safeBase64Encode(JSON.stringify(obj));
}

/**
 * Outcome of {@link decodePaymentHeader}. A failure's `fault` says which rule it broke: `syntax`
 * (what the contract's pattern and length state) or `payload` (what only decoding can tell).
 */
export type DecodeResult =
  | { ok: true; payload: DecodedPayment }
  | { ok: false; reason: string; fault: "syntax" | "payload" };

/** The longest header accepted (a real one is ~1.5 KB): a hostile client cannot make us parse megabytes. */
export const MAX_PAYMENT_HEADER_CHARS = 16 * 1024;

/**
 * The syntax of a payment header, exactly as the contract publishes it (`Contract.X402Payment`,
 * spec/lib/x402.tsp): base64 in the standard or URL-safe alphabet (clients differ, both decode
 * the same), in groups of four, the last group of two or three with its padding optional.
 */
export const PAYMENT_HEADER_PATTERN =
  "^(?:[A-Za-z0-9+/_-]{4})*(?:[A-Za-z0-9+/_-]{4}|[A-Za-z0-9+/_-]{2}(?:==)?|[A-Za-z0-9+/_-]{3}=?)$";
const BASE64 = new RegExp(PAYMENT_HEADER_PATTERN);

/**
 * Strictly decodes a `PAYMENT-SIGNATURE` (version 2) or `X-PAYMENT` (version 1) header value.
 * A v1 payment is normalised to the same {@link DecodedPayment} shape, network mapped to CAIP-2.
 */
export function decodePaymentHeader(value: string, version: 1 | 2): DecodeResult {
  const header = version === 2 ? X402_HEADERS.paymentSignature : X402_HEADERS.xPayment;
  const refuse =
    (fault: "syntax" | "payload") =>
    (reason: string): DecodeResult => ({ ok: false, reason: `${header}: ${reason}`, fault });
  const malformed = refuse("syntax");
  const fail = refuse("payload");

  if (typeof value !== "string" || value.trim() === "") return malformed("empty header");
  const text = value.trim();
  if (text.length > MAX_PAYMENT_HEADER_CHARS)
    return malformed(`header longer than ${MAX_PAYMENT_HEADER_CHARS} characters`);
  if (!BASE64.test(text)) return malformed("not valid base64");
  const unpadded = text.replace(/=+$/, "");

  let json: string;
  try {
    // fatal: invalid UTF-8 is an error rather than silently becoming U+FFFD.
    json = new TextDecoder("utf-8", { fatal: true }).decode(Buffer.from(unpadded, "base64"));
  } catch {
    return fail("base64 does not decode to UTF-8 text");
  }
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return fail("not JSON");
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) return fail("not a JSON object");

  // Checked before the full schema so a version mismatch gets its own, actionable reason.
  const got = (data as { x402Version?: unknown }).x402Version;
  if (got !== version) {
    return fail(`unsupported x402Version ${JSON.stringify(got ?? null)} (expected ${version})`);
  }

  if (version === 2) {
    const parsed = paymentPayloadV2Schema.safeParse(data);
    if (!parsed.success) return fail(`invalid payment payload: ${describeIssues(parsed.error)}`);
    const p = parsed.data;
    const payload: DecodedPayment = {
      version: 2,
      scheme: p.accepted.scheme,
      network: p.accepted.network,
      payload: p.payload,
      accepted: p.accepted,
    };
    if (p.resource !== undefined) payload.resource = p.resource;
    if (p.extensions !== undefined) payload.extensions = p.extensions;
    return { ok: true, payload };
  }

  const parsed = paymentPayloadV1Schema.safeParse(data);
  if (!parsed.success) return fail(`invalid payment payload: ${describeIssues(parsed.error)}`);
  const network = caip2FromV1Name(parsed.data.network);
  if (network === undefined) return fail(`unknown v1 network ${JSON.stringify(parsed.data.network)}`);
  return {
    ok: true,
    payload: { version: 1, scheme: parsed.data.scheme, network, payload: parsed.data.payload },
  };
}

/**
 * The v2 `PaymentPayload` to hand a {@link Facilitator} for a decoded payment.
 *
 * v2 payments are passed through as sent. A v1 payment names no requirements, so `accepted`
 * is our `requirements` with the client's scheme and network substituted (a mismatch there is
 * still caught by verification). The envelope becomes v2: the EIP-3009 signature covers only
 * the authorization and token domain, never the envelope, so this changes nothing that is
 * verified, and v2 facilitators accept it.
 */
export function toPaymentPayload(decoded: DecodedPayment, requirements: PaymentRequirements): PaymentPayload {
  const accepted: PaymentRequirements = decoded.accepted ?? {
    ...requirements,
    scheme: decoded.scheme,
    network: decoded.network as Network,
  };
  const out: PaymentPayload = { x402Version: 2, accepted, payload: { ...decoded.payload } };
  if (decoded.resource !== undefined) out.resource = decoded.resource;
  if (decoded.extensions !== undefined) out.extensions = decoded.extensions;
  return out;
}
