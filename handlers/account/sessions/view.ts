/** Sessions and users as the contract shows them, and the session cookie. */
import type { Session as SessionBody, SessionUser } from "../../../generated/account/types.js";
import type { Session } from "../../../storage/platform/sessions.js";
import type { User } from "../../../storage/platform/users.js";

/** The cookie the session routes set and the billing and key routes read. */
export const SESSION_COOKIE = "auth.session_token";

/** Prefix of a session's revocation handle: `sid_<session id>`, never the secret. */
export const SESSION_HANDLE_PREFIX = "sid_";

/** A session as listed: the handle stands in for the token, which is stored hashed. */
export function sessionBody(s: Session): SessionBody {
  return {
    id: s.id,
    expiresAt: s.expiresAt.toISOString(),
    token: `${SESSION_HANDLE_PREFIX}${s.id}`,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
    ...(s.ipAddress ? { ipAddress: s.ipAddress } : {}),
    ...(s.userAgent ? { userAgent: s.userAgent } : {}),
    userId: s.userId,
  };
}

/** The signed-in user, as session lookups show it. */
export function userBody(u: User): SessionUser {
  return { id: u.id, email: u.email, ...(u.name ? { name: u.name } : {}) };
}

/**
 * `Set-Cookie` for a session token (or, with `token` null, one that clears the cookie).
 * HttpOnly so page scripts cannot read it; Secure when the service is served over HTTPS.
 */
export function sessionCookie(token: string | null, maxAgeSeconds: number, secure: boolean): string {
  const parts = [
    `${SESSION_COOKIE}=${token ?? ""}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${token ? maxAgeSeconds : 0}`,
  ];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}
