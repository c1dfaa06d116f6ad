/**
 * The platform's kinds of secret and who they belong to: `sk_` API keys and `ses_` sign-in
 * sessions. Secrets carry their kind in a prefix, so one lookup by hash answers; an unknown
 * prefix is no credential. Services add their own kinds through their module
 * (`ServiceModule.credentials`, tried first; see ./prepare.ts).
 */
import type { Knex } from "knex";
import { resolveApiKey } from "../storage/platform/keyResolve.js";
import { findSessionByToken } from "../storage/platform/sessions.js";
import { findUser } from "../storage/platform/users.js";
import type { Caller } from "./context.js";
import type { Authenticator } from "./deps.js";
import { ApiError } from "./errors.js";

/** Resolves one kind of secret to a caller, or null when it is unknown, expired or revoked. */
export type CredentialResolver = (knex: Knex, secret: string, now: Date) => Promise<Caller | null>;

/**
 * `sk_` keys: usable while the key and its ancestors are enabled and unexpired. Each accepted
 * request takes one of the key's better-auth uses; a key with none left answers 429 (not 401:
 * the key is valid, just spent for now), with Retry-After when a refill is scheduled.
 */
/** The scope that lets a key act with its owner's administrator rights. */
export const ADMIN_SCOPE = "admin";

/**
 * A key acts as an administrator only when its owner is one AND it holds {@link ADMIN_SCOPE}:
 * admin rights are delegated to a key explicitly, never by default.
 */
async function keyRole(
  knex: Knex,
  key: { userId: string | null; scopes: string[] },
): Promise<"user" | "admin"> {
  if (!key.userId || !key.scopes.includes(ADMIN_SCOPE)) return "user";
  return (await findUser(knex, key.userId))?.role ?? "user";
}

const apiKey: CredentialResolver = async (knex, secret, now) => {
  const resolved = await resolveApiKey(knex, secret, now);
  if (!resolved.ok) {
    if (resolved.reason === "invalid") return null;
    const wait =
      resolved.refillAt && Math.max(1, Math.ceil((resolved.refillAt.getTime() - now.getTime()) / 1000));
    throw new ApiError("key_requests_exhausted", "The API key has no requests remaining", {
      headers: wait ? { "Retry-After": String(wait) } : {},
    });
  }
  const { key } = resolved;
  const { enabled, max, windowMs } = key.rateLimit;
  return {
    kind: "api-key",
    id: key.id,
    userId: key.userId,
    role: await keyRole(knex, key),
    prefix: key.prefix,
    scopes: key.scopes,
    accountId: key.accountId,
    keyChain: key.chain,
    keyRateLimit: enabled && max !== null && windowMs !== null ? { max, windowMs } : null,
  };
};

const session: CredentialResolver = async (knex, secret, now) => {
  const found = await findSessionByToken(knex, secret, now);
  if (!found) return null;
  const { session: s, user } = found;
  return {
    kind: "session",
    id: s.id,
    userId: user.id,
    role: user.role,
    prefix: secret.slice(0, 12),
    scopes: [],
  };
};

/** The platform's resolvers, by secret prefix. */
export const CREDENTIAL_PREFIXES: Readonly<Record<string, CredentialResolver>> = {
  sk_: apiKey,
  ses_: session,
};

/** The platform's authenticator: picks the resolver by the secret's prefix. */
export function credentialAuthenticator(knex: Knex, now: () => Date): Authenticator {
  return async ({ value }) => {
    const prefix = Object.keys(CREDENTIAL_PREFIXES).find((p) => value.startsWith(p));
    return prefix ? CREDENTIAL_PREFIXES[prefix]!(knex, value, now()) : null;
  };
}
