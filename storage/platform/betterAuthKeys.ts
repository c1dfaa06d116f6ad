/**
 * Keys made through better-auth's api-key API (`POST /api/auth/api-key/create`): root keys of a
 * user, carrying better-auth's fields (usage `remaining` with refill, a per-key rate limit,
 * permissions, metadata) and answered in better-auth's record shape.
 *
 * Decisions: the key always starts with `sk_` (the runtime recognises keys by it), followed by
 * the requested `prefix` when one is given; the record's `prefix` is the requested one (null
 * when none). Scopes come from `permissions` — `{ files: ["read"] }` grants `files:read` —
 * and are empty without them. The rate limit is off unless asked for: `rateLimitEnabled`
 * defaults to whether `rateLimitMax` was given.
 */
import type { Knex } from "knex";
import { inTransaction } from "../run.js";
import { insertApiKey } from "./apiKeys.js";
import { ensureUserAccount } from "./credits.js";

/** better-auth's permissions: actions per resource. */
export type KeyPermissions = Record<string, string[]>;

/** What {@link createBetterAuthKey} is asked for (better-auth's create body, intervals in ms). */
export interface BetterAuthKeyInput {
  userId: string;
  /** The account the key draws on; the user's own account when absent. */
  accountId?: string;
  name?: string | null;
  expiresInSeconds?: number | null;
  prefix?: string | null;
  remaining?: number | null;
  refillAmount?: number | null;
  refillIntervalMs?: number | null;
  rateLimitEnabled?: boolean;
  rateLimitTimeWindowMs?: number | null;
  rateLimitMax?: number | null;
  permissions?: KeyPermissions | null;
  metadata?: Record<string, unknown> | null;
  configId?: string | null;
  now: Date;
}

/** A key in better-auth's record shape (without the secret). Intervals are milliseconds. */
export interface BetterAuthKey {
  id: string;
  createdAt: Date;
  updatedAt: Date;
  name: string | null;
  prefix: string | null;
  start: string | null;
  enabled: boolean;
  expiresAt: Date | null;
  /** The owning user's id. */
  referenceId: string | null;
  lastRefillAt: Date | null;
  lastRequest: Date | null;
  metadata: Record<string, unknown> | null;
  rateLimitMax: number | null;
  rateLimitTimeWindow: number | null;
  rateLimitEnabled: boolean;
  remaining: number | null;
  refillAmount: number | null;
  refillInterval: number | null;
  requestCount: number;
  permissions: KeyPermissions | null;
}

/** The `api_keys` columns {@link toBetterAuthKey} reads. */
export const BETTER_AUTH_KEY_COLUMNS = [
  "id",
  "created_at",
  "updated_at",
  "name",
  "key_prefix",
  "start",
  "enabled",
  "expires_at",
  "user_id",
  "last_refill_at",
  "last_request",
  "metadata",
  "rate_limit_max",
  "rate_limit_time_window_ms",
  "rate_limit_enabled",
  "remaining",
  "refill_amount",
  "refill_interval_ms",
  "request_count",
  "permissions",
] as const;

/** Maps an `api_keys` row (selected with {@link BETTER_AUTH_KEY_COLUMNS}) to better-auth's shape. */
export function toBetterAuthKey(
  row: Record<(typeof BETTER_AUTH_KEY_COLUMNS)[number], unknown>,
): BetterAuthKey {
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    id: row.id as string,
    createdAt: row.created_at as Date,
    updatedAt: row.updated_at as Date,
    name: (row.name as string | null) ?? null,
    prefix: (row.key_prefix as string | null) ?? null,
    start: (row.start as string | null) ?? null,
    enabled: row.enabled as boolean,
    expiresAt: (row.expires_at as Date | null) ?? null,
    referenceId: (row.user_id as string | null) ?? null,
    lastRefillAt: (row.last_refill_at as Date | null) ?? null,
    lastRequest: (row.last_request as Date | null) ?? null,
    metadata: (row.metadata as Record<string, unknown> | null) ?? null,
    rateLimitMax: num(row.rate_limit_max),
    rateLimitTimeWindow: num(row.rate_limit_time_window_ms),
    rateLimitEnabled: row.rate_limit_enabled as boolean,
    remaining: num(row.remaining),
    refillAmount: num(row.refill_amount),
    refillInterval: num(row.refill_interval_ms),
    requestCount: Number(row.request_count),
    permissions: (row.permissions as KeyPermissions | null) ?? null,
  };
}

/** `{ files: ["read", "write"] }` → `["files:read", "files:write"]`. */
export function permissionsToScopes(permissions: KeyPermissions | null | undefined): string[] {
  const scopes: string[] = [];
  for (const [resource, actions] of Object.entries(permissions ?? {}))
    for (const action of actions)
      if (!scopes.includes(`${resource}:${action}`)) scopes.push(`${resource}:${action}`);
  return scopes;
}

/** Result of {@link createBetterAuthKey}: the record with the plaintext `key` (shown once), or why not. */
export type BetterAuthKeyResult =
  | { ok: true; record: BetterAuthKey & { key: string } }
  | { ok: false; error: "invalid"; message: string };

function invalid(input: BetterAuthKeyInput): string | undefined {
  const bad = (v: number | null | undefined, min: number) =>
    v != null && !(Number.isSafeInteger(v) && v >= min);
  if (bad(input.remaining, 0)) return "remaining must be an integer >= 0";
  if (bad(input.refillAmount, 1)) return "refillAmount must be an integer >= 1";
  if (bad(input.refillIntervalMs, 1)) return "refillInterval must be an integer >= 1 (ms)";
  if ((input.refillAmount == null) !== (input.refillIntervalMs == null))
    return "refillAmount and refillInterval must be given together";
  if (bad(input.rateLimitTimeWindowMs, 1)) return "rateLimitTimeWindow must be an integer >= 1 (ms)";
  if (bad(input.rateLimitMax, 0)) return "rateLimitMax must be an integer >= 0";
  if (
    input.expiresInSeconds != null &&
    !(Number.isFinite(input.expiresInSeconds) && input.expiresInSeconds > 0)
  )
    return "expiresIn must be a positive number of seconds";
  return undefined;
}

/** Creates a root key for `userId` the way better-auth's create does (see the module doc). */
export async function createBetterAuthKey(db: Knex, input: BetterAuthKeyInput): Promise<BetterAuthKeyResult> {
  const message = invalid(input);
  if (message) return { ok: false, error: "invalid", message };
  const { now } = input;
  return inTransaction(db, async (trx) => {
    const accountId = input.accountId ?? (await ensureUserAccount(trx, input.userId));
    const made = await insertApiKey(trx, {
      accountId,
      userId: input.userId,
      parent: null,
      name: input.name ?? null,
      scopes: permissionsToScopes(input.permissions),
      keyPrefix: input.prefix ?? null,
      now,
      columns: {
        expires_at:
          input.expiresInSeconds == null ? null : new Date(now.getTime() + input.expiresInSeconds * 1000),
        remaining: input.remaining ?? null,
        refill_amount: input.refillAmount ?? null,
        refill_interval_ms: input.refillIntervalMs ?? null,
        rate_limit_enabled: input.rateLimitEnabled ?? input.rateLimitMax != null,
        rate_limit_time_window_ms: input.rateLimitTimeWindowMs ?? null,
        rate_limit_max: input.rateLimitMax ?? null,
        // jsonb: knex would send a JS object as-is and pg would stringify it; be explicit.
        permissions: input.permissions == null ? null : JSON.stringify(input.permissions),
        metadata: input.metadata == null ? null : JSON.stringify(input.metadata),
        config_id: input.configId ?? null,
      },
    });
    const row = await trx("api_keys")
      .select(...BETTER_AUTH_KEY_COLUMNS)
      .where({ id: made.id })
      .first();
    return { ok: true as const, record: { ...toBetterAuthKey(row), key: made.key } };
  });
}
