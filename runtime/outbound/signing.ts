/**
 * Standard Webhooks signing (https://www.standardwebhooks.com/): receivers verify our deliveries
 * with any Standard Webhooks library. The HMAC itself comes from the spec's own npm package, so
 * our signatures are exactly what those verifiers compute.
 */
import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";

const PREFIX = "whsec_";
/** The spec asks for secrets of 24 to 64 bytes; we issue 32. */
const MIN_BYTES = 24;
const MAX_BYTES = 64;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** A fresh signing secret: `whsec_` followed by the standard base64 of 32 random bytes. */
export function newSigningSecret(): string {
  return `${PREFIX}${randomBytes(32).toString("base64")}`;
}

/**
 * Whether `s` is a usable Standard Webhooks secret: `whsec_`, then canonical padded base64
 * (what the verifiers' strict decoders accept) of 24 to 64 bytes.
 */
export function isSigningSecret(s: string): boolean {
  if (!s.startsWith(PREFIX)) return false;
  const b64 = s.slice(PREFIX.length);
  if (b64.length % 4 !== 0 || !BASE64.test(b64)) return false;
  const key = Buffer.from(b64, "base64");
  // Node decodes leniently; re-encoding catches non-canonical input such as stray padding bits.
  return key.toString("base64") === b64 && key.length >= MIN_BYTES && key.length <= MAX_BYTES;
}

/**
 * The headers of one signed delivery of `body` (the exact bytes sent, as a string):
 * `webhook-id`, `webhook-timestamp` (unix seconds), `webhook-signature` (`v1,<base64>`) and
 * `content-type`. Keep `msgId` the same on retries (receivers drop duplicates by it) but sign
 * each attempt with its own time: verifiers refuse a timestamp more than five minutes off, and
 * retries span longer. Throws on a malformed secret, a programming error, not a network one.
 */
export function signedHeaders(
  secret: string,
  msgId: string,
  timestamp: Date,
  body: string,
): Record<string, string> {
  if (!isSigningSecret(secret)) throw new Error("signing secret must be whsec_ + base64 of 24 to 64 bytes");
  return {
    "webhook-id": msgId,
    "webhook-timestamp": String(Math.floor(timestamp.getTime() / 1000)),
    "webhook-signature": new Webhook(secret).sign(msgId, timestamp, body),
    "content-type": "application/json",
  };
}
