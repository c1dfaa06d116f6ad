/**
 * The platform's kinds of secret and who they belong to: `sk_` API keys and `ses_` sign-in
 * sessions. Secrets carry their kind in a prefix, so one lookup by hash answers; an unknown
 * prefix is no credential. Services add their own kinds through their module
 * (`ServiceModule.credentials`, tried first; see ./prepare.ts).
 */
import type { Knex } from "knex";
import { type ResolvedApiKey, resolveApiKey } from "../storage/platform/keyResolve.js";
import { findSessionByToken } from "../storage/platform/sessions.js";
import { findUser } from "../storage/platform/users.js";
import type { Caller } from "./context.js";
import type { Authenticator } from "./deps.js";
import { ApiError } from "./errors.js";
import type { KeyCache } from "./metering/engine/keyCache.js";

/** Resolves one kind of secret to a caller, or null when it is unknown, expired or revoked. */
export type CredentialResolver = (knex: Knex, secret: string, now: Date) => Promise<Caller | null>;

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

/**
 * The caller a usable key acts as: what the cache keeps per key (./metering/engine/keyCache.ts),
 * so the owner's role is read once per lookup, not per request.
 */
export async function apiKeyCaller(knex: Knex, key: ResolvedApiKey): Promise<Caller> {
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
}

/**
 * `sk_` keys through the process's key cache: a cached key answers from memory and its request
 * is counted in the next batch; a key with better-auth uses takes one in the database per
 * request (see {@link KeyCache}), answering 429 when none is left.
 */
function apiKeyResolver(keys: KeyCache<Caller>): CredentialResolver {
  return async (knex, secret, now) => {
    const cached = await keys.get(secret, now);
    if (!cached) return null;
    if (!cached.lookup.countsUses) {
      keys.countUse(cached.lookup.key.id, now);
      return cached.value;
    }
    const resolved = await resolveApiKey(knex, secret, now);
    if (resolved.ok) return apiKeyCaller(knex, resolved.key);
    if (resolved.reason === "invalid") return null;
    const wait =
      resolved.refillAt && Math.max(1, Math.ceil((resolved.refillAt.getTime() - now.getTime()) / 1000));
    throw new ApiError("key_requests_exhausted", "The API key has no requests remaining", {
      headers: wait ? { "Retry-After": String(wait) } : {},
    });
  };
}

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

/**
 * The platform's authenticator: picks the resolver by the secret's prefix (`sk_` API keys through
 * `keys`, `ses_` sessions); an unknown prefix is no credential.
 */
export function credentialAuthenticator(knex: Knex, now: () => Date, keys: KeyCache<Caller>): Authenticator {
  const byPrefix: Readonly<Record<string, CredentialResolver>> = { sk_: apiKeyResolver(keys), ses_: session };
  return async ({ value }) => {
    const prefix = Object.keys(byPrefix).find((p) => value.startsWith(p));
    return prefix ? byPrefix[prefix]!(knex, value, now()) : null;
  };
}
