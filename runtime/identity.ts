/**
 * Who a presented secret belongs to. Secrets carry their kind in a prefix — `sk_` API keys,
 * `ses_` sign-in sessions, `sft_` storefront access tokens — so one lookup by hash answers; an
 * unknown prefix is no credential.
 */
import type { Knex } from "knex";
import { findActiveApiKey } from "../storage/repositories/apiKeys.js";
import { findSessionByToken } from "../storage/repositories/sessions.js";
import { API_TOKEN_PREFIX, findActiveApiToken } from "../storage/repositories/storefront/apiTokens.js";
import type { Caller } from "./context.js";
import type { Authenticator } from "./deps.js";

/** Resolves one kind of secret to a caller, or null when it is unknown, expired or revoked. */
export type CredentialResolver = (knex: Knex, secret: string, now: Date) => Promise<Caller | null>;

const apiKey: CredentialResolver = async (knex, secret) => {
  const key = await findActiveApiKey(knex, secret);
  return key
    ? { kind: "api-key", id: key.id, userId: null, role: "user", prefix: key.prefix, scopes: [] }
    : null;
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

/** Storefront access tokens (`tokens/create`): act with their owner's rights until revoked. */
const storefrontToken: CredentialResolver = async (knex, secret, now) => {
  const token = await findActiveApiToken(knex, secret, now);
  return token
    ? {
        kind: "api-token",
        id: token.id,
        userId: token.userId,
        role: token.role,
        prefix: token.prefix,
        scopes: [],
      }
    : null;
};

/** The built-in resolvers, by secret prefix. */
export const CREDENTIAL_PREFIXES: Readonly<Record<string, CredentialResolver>> = {
  sk_: apiKey,
  ses_: session,
  [API_TOKEN_PREFIX]: storefrontToken,
};

/**
 * The default authenticator: picks the resolver by the secret's prefix. `extra` adds a
 * service's own kinds of secret (e.g. a storefront's access tokens).
 */
export function credentialAuthenticator(
  knex: Knex,
  now: () => Date,
  extra: Record<string, CredentialResolver> = {},
): Authenticator {
  const table = { ...CREDENTIAL_PREFIXES, ...extra };
  return async ({ value }) => {
    const prefix = Object.keys(table).find((p) => value.startsWith(p));
    return prefix ? table[prefix]!(knex, value, now()) : null;
  };
}
