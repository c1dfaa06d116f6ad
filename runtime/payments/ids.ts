/**
 * Stripe-like ids for the local processor: `<prefix>_local_<24 base62 chars>`. Alphanumeric
 * with underscores only, so they pass the storefront's `sessionId` pattern `^[A-Za-z0-9_]+$`,
 * and `_local_` makes a local id impossible to mistake for a real Stripe one.
 */
import { randomBytes } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** `n` random base62 characters (rejection sampling keeps them uniform). */
export function randomBase62(n: number): string {
  let out = "";
  while (out.length < n) {
    for (const byte of randomBytes(n * 2)) {
      // 248 = 4 * 62: bytes above it would favour the first characters.
      if (byte < 248 && out.length < n) out += ALPHABET[byte % 62];
    }
  }
  return out;
}

/** The prefixes, as on Stripe. */
export type IdPrefix = "cs" | "cus" | "pi" | "seti" | "pm" | "sub" | "in" | "evt" | "we";

/** A new local id, e.g. `cs_local_4eC39HqLyjWDarjtT1zdp7dc`. */
export function localId(prefix: IdPrefix): string {
  return `${prefix}_local_${randomBase62(24)}`;
}

/** A client secret for an intent, Stripe-style: `<id>_secret_<random>`. */
export function clientSecretFor(id: string): string {
  return `${id}_secret_${randomBase62(24)}`;
}
