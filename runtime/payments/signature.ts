/**
 * Stripe's webhook signature scheme, with node:crypto only, used to sign the local
 * processor's webhooks and to verify them.
 *
 * Header: `Stripe-Signature: t=<unix seconds>,v1=<hex>[,v1=<hex>…]` where each v1 is
 * HMAC-SHA256(secret, "<t>.<raw body>"). A header is valid when any v1 matches (Stripe sends
 * several while an endpoint secret is being rolled) and the timestamp is at most `tolerance`
 * seconds old. As in Stripe's own libraries (stripe-node `Webhooks.js`): other schemes (v0)
 * are ignored, only age is bounded (a future timestamp needs the secret to forge), and the
 * default tolerance is 300 s.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { WebhookSignatureError } from "./errors.js";

/** The header name (HTTP header names are case-insensitive; Node lowercases them). */
export const SIGNATURE_HEADER = "Stripe-Signature";

/** Stripe's default: a signed timestamp older than this is refused, to bound replays. */
export const DEFAULT_TOLERANCE_SECONDS = 300;

const SCHEME = "v1";
const HEX_SHA256 = /^[0-9a-f]{64}$/;

/** Hex HMAC-SHA256 of `"<timestamp>.<payload>"`, over the payload's exact bytes. */
export function computeSignature(secret: string, timestamp: number, payload: Buffer | string): string {
  return createHmac("sha256", secret)
    .update(`${timestamp}.`, "utf8")
    .update(typeof payload === "string" ? Buffer.from(payload, "utf8") : payload)
    .digest("hex");
}

/** Options for {@link signatureHeader}. */
export interface SignOptions {
  /** Unix seconds; default now. */
  timestamp?: number;
  /** Extra secrets to sign with too (one v1 each), as Stripe does while a secret is rolled. */
  alsoSignWith?: readonly string[];
}

/** Builds a `Stripe-Signature` header value for `payload`. */
export function signatureHeader(payload: Buffer | string, secret: string, options: SignOptions = {}): string {
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  const signatures = [secret, ...(options.alsoSignWith ?? [])].map(
    (s) => `${SCHEME}=${computeSignature(s, timestamp, payload)}`,
  );
  return [`t=${timestamp}`, ...signatures].join(",");
}

/** A parsed header: its timestamp and every v1 signature. */
export interface ParsedSignatureHeader {
  timestamp: number;
  signatures: string[];
}

/**
 * Parses a header value. Throws {@link WebhookSignatureError} (`malformed_header`) when there
 * is no integer `t`, and (`no_signatures`) when there is no `v1`.
 */
export function parseSignatureHeader(header: string): ParsedSignatureHeader {
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const item of header.split(",")) {
    const eq = item.indexOf("=");
    if (eq < 0) continue;
    const key = item.slice(0, eq).trim();
    const value = item.slice(eq + 1).trim();
    if (key === "t") timestamp = /^\d{1,12}$/.test(value) ? Number(value) : Number.NaN;
    else if (key === SCHEME) signatures.push(value);
  }
  if (timestamp === undefined || Number.isNaN(timestamp))
    throw new WebhookSignatureError(
      "malformed_header",
      "Unable to extract timestamp and signatures from header",
    );
  if (signatures.length === 0)
    throw new WebhookSignatureError("no_signatures", `No signatures found with expected scheme ${SCHEME}`);
  return { timestamp, signatures };
}

/** Options for {@link verifySignature}. */
export interface VerifyOptions {
  /** Maximum age in seconds; 0 disables the check (offline reprocessing only). Default 300. */
  toleranceSeconds?: number;
  /** Clock, ms since the epoch; default `Date.now`. */
  now?: () => number;
}

/** Constant-time comparison of two hex digests; unequal lengths or non-hex are simply false. */
function digestsEqual(expectedHex: string, candidate: string): boolean {
  if (!HEX_SHA256.test(candidate)) return false;
  return timingSafeEqual(Buffer.from(expectedHex, "hex"), Buffer.from(candidate, "hex"));
}

/**
 * Verifies `header` for `payload` with any of `secrets`; returns the signed timestamp.
 * @throws WebhookSignatureError with the reason (missing/malformed header, no v1, no match,
 *   timestamp outside tolerance).
 */
export function verifySignature(
  payload: Buffer | string,
  header: string | undefined,
  secrets: string | readonly string[],
  options: VerifyOptions = {},
): number {
  if (header === undefined || header.trim() === "")
    throw new WebhookSignatureError("missing_header", `No ${SIGNATURE_HEADER} header value was provided`);
  const { timestamp, signatures } = parseSignatureHeader(header);
  const keys = typeof secrets === "string" ? [secrets] : secrets;
  // Every secret and every candidate is compared: returning early would leak which one matched.
  let matched = false;
  for (const secret of keys) {
    const expected = computeSignature(secret, timestamp, payload);
    for (const candidate of signatures) if (digestsEqual(expected, candidate)) matched = true;
  }
  if (!matched)
    throw new WebhookSignatureError(
      "signature_mismatch",
      "No signatures found matching the expected signature for payload (pass the raw request body)",
    );
  const tolerance = options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  const nowSeconds = Math.floor((options.now ?? Date.now)() / 1000);
  if (tolerance > 0 && nowSeconds - timestamp > tolerance)
    throw new WebhookSignatureError("timestamp_outside_tolerance", "Timestamp outside the tolerance zone");
  return timestamp;
}
