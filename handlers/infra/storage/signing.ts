/**
 * Signed storage URLs: `GET|PUT /infra/storage/signed/{token}?expires&p&b&k&m[&ct]`, where `token` is
 * the base64url HMAC-SHA256 of the canonical string of those parameters under a key derived
 * (HKDF-SHA256) from the sealing key (`SECRETS_KEY`, loaded once by the service's set-up: a public
 * development key when unset, refused with `NODE_ENV=production`), so one secret serves both.
 */
import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

/** What a signed URL allows: one method on one object until `expires` (seconds since the epoch). */
export interface SignedParams {
  expires: number;
  projectId: string;
  bucketId: string;
  key: string;
  method: "GET" | "PUT";
  /** PUT only: the media type uploads must carry. */
  contentType?: string | undefined;
}

/** The URL-signing key derived from the sealing key (HKDF-SHA256, its own purpose label). */
export function urlSigningKey(sealingKey: Buffer): Buffer {
  return Buffer.from(hkdfSync("sha256", sealingKey, Buffer.alloc(0), "infra storage signed urls v1", 32));
}

/**
 * The canonical string: one line per parameter. No parameter can hold a newline (keys and media
 * types refuse control characters; the rest are numbers, UUIDs and a method), so no two parameter
 * sets share a string.
 */
function canonical(p: SignedParams): string {
  return [
    "infra-storage-v1",
    String(p.expires),
    p.projectId,
    p.bucketId,
    p.key,
    p.method,
    p.contentType ?? "",
  ].join("\n");
}

/** The token (base64url HMAC, 43 characters) for `params`. */
export function signToken(key: Buffer, params: SignedParams): string {
  return createHmac("sha256", key).update(canonical(params), "utf8").digest("base64url");
}

/** Why {@link verifyToken} refused, or null when the token holds for `params` at `now`. */
export function verifyToken(key: Buffer, token: string, params: SignedParams, now: Date): string | null {
  const want = Buffer.from(signToken(key, params), "base64url");
  const got = Buffer.from(token, "base64url");
  // Compare in constant time whatever the input; lengths differ only for a malformed token.
  const same =
    got.length === want.length && timingSafeEqual(got, want) && got.toString("base64url") === token;
  if (!same) return "The signed URL's signature does not match its parameters";
  if (params.expires * 1000 <= now.getTime()) return "The signed URL has expired";
  return null;
}

/** The absolute signed URL for `params` under `baseUrl` (where the service is mounted). */
export function signedUrl(baseUrl: string, key: Buffer, params: SignedParams): string {
  const query = new URLSearchParams({
    expires: String(params.expires),
    p: params.projectId,
    b: params.bucketId,
    k: params.key,
    m: params.method,
  });
  if (params.contentType !== undefined) query.set("ct", params.contentType);
  return `${baseUrl}/infra/storage/signed/${signToken(key, params)}?${query.toString()}`;
}
