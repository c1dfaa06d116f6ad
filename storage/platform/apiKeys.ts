/**
 * API keys: making the secret, storing it (only as its SHA-256 hash; the plaintext `sk_…` is
 * returned once, at creation), and the operator's flat view used by `npm run keys`. Keys draw
 * on a credit account (credits.ts); their place in a delegation tree is keyTree.ts, what a
 * presented key resolves to is keyResolve.ts.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Knex } from "knex";
import { inTransaction, isUuid, microsParam, runner } from "../run.js";
import { type DebitResult, debitForCall, grantCredits, refundForCall } from "./credits.js";

/** An active key as the operator CLI and older callers see it. */
export interface ActiveApiKey {
  id: string;
  prefix: string;
  name: string | null;
  /**
   * What the account the key draws on (shared with its other keys) can still spend: its balance
   * less what open credit leases hold (migration 0009). Never more than is left; the part of a
   * lease not spent yet shows again once the lease is settled.
   */
  creditsMicros: bigint;
}

/** A key as listed by the CLI (never the hash). */
export interface ApiKeySummary extends ActiveApiKey {
  createdAt: Date;
  /** When it was disabled (itself or with an ancestor); null while enabled. */
  revokedAt: Date | null;
}

/** How many leading characters of a key are kept in clear, to show users which key is which. */
export const KEY_PREFIX_LENGTH = 12;

/** How many leading characters better-auth's `start` shows (the masked display of a key). */
export const KEY_START_LENGTH = 8;

/** Every key starts with this: the runtime picks the resolver for a secret by its prefix. */
export const API_KEY_PREFIX = "sk_";

/** SHA-256 hex of a plaintext key: what `api_keys.hashed_key` stores. */
export function hashApiKey(plaintextKey: string): string {
  return createHash("sha256").update(plaintextKey, "utf8").digest("hex");
}

/**
 * A new plaintext key: `sk_`, then `keyPrefix` (better-auth's chosen prefix) when given, then
 * 256 random bits. A prefix that already starts with `sk_` is not doubled.
 */
export function newApiKeySecret(keyPrefix?: string | null): string {
  const lead = keyPrefix?.startsWith(API_KEY_PREFIX) ? keyPrefix : `${API_KEY_PREFIX}${keyPrefix ?? ""}`;
  return `${lead}${randomBytes(32).toString("base64url")}`;
}

/** Where a new key hangs: null for a root key. `path` is the parent's ids root…parent. */
export interface KeyParent {
  id: string;
  path: string[];
  depth: number;
}

/** A key row to insert; `columns` carries any further `api_keys` columns (snake_case). */
export interface NewApiKey {
  accountId: string;
  userId: string | null;
  parent: KeyParent | null;
  name: string | null;
  scopes: string[];
  keyPrefix?: string | null;
  /** Creation time; the database clock when omitted. */
  now?: Date;
  columns?: Record<string, unknown>;
}

/** What {@link insertApiKey} made: the plaintext is here and nowhere else. */
export interface InsertedApiKey {
  id: string;
  key: string;
  prefix: string;
  start: string;
  path: string[];
  depth: number;
}

/**
 * Inserts one key row inside the caller's transaction. The id is chosen here because the
 * row's `path` must end with it.
 */
export async function insertApiKey(trx: Knex, input: NewApiKey): Promise<InsertedApiKey> {
  const id = randomUUID();
  const key = newApiKeySecret(input.keyPrefix);
  const path = [...(input.parent?.path ?? []), id];
  const depth = input.parent ? input.parent.depth + 1 : 0;
  const prefix = key.slice(0, KEY_PREFIX_LENGTH);
  const start = key.slice(0, KEY_START_LENGTH);
  await trx("api_keys").insert({
    id,
    account_id: input.accountId,
    user_id: input.userId,
    parent_key_id: input.parent?.id ?? null,
    depth,
    path,
    name: input.name,
    prefix,
    start,
    key_prefix: input.keyPrefix ?? null,
    hashed_key: hashApiKey(key),
    scopes: input.scopes,
    ...(input.now ? { created_at: input.now, updated_at: input.now } : {}),
    ...input.columns,
  });
  return { id, key, prefix, start, path, depth };
}

/**
 * Creates a root key with an account of its own holding `creditsMicros` (the operator CLI's
 * keys belong to no user); the plaintext `key` is returned here and never again.
 */
export async function createApiKey(
  db: Knex,
  input: { name?: string; creditsMicros: bigint | number },
): Promise<{ id: string; key: string; prefix: string; accountId: string }> {
  const credits = microsParam(input.creditsMicros, true);
  return inTransaction(db, async (trx) => {
    const [account] = (await trx("credit_accounts").insert({}).returning("id")) as { id: string }[];
    if (!account) throw new Error("INSERT INTO credit_accounts returned no row");
    const created = await insertApiKey(trx, {
      accountId: account.id,
      userId: null,
      parent: null,
      name: input.name ?? null,
      scopes: [],
    });
    if (credits !== "0") {
      await grantCredits(trx, {
        accountId: account.id,
        micros: BigInt(credits),
        reason: "opening balance",
        apiKeyId: created.id,
      });
    }
    return { id: created.id, key: created.key, prefix: created.prefix, accountId: account.id };
  });
}

/**
 * The enabled, unexpired key whose hash matches `plaintextKey`, with its account's balance, or
 * undefined. A read with no side effects; requests authenticate through `resolveApiKey`.
 */
export async function findActiveApiKey(db: Knex, plaintextKey: string): Promise<ActiveApiKey | undefined> {
  const row = (await runner(db)("api_keys as k")
    .join("credit_accounts as a", "a.id", "k.account_id")
    .select("k.id", "k.prefix", "k.name", db.raw("a.balance_micros - a.reserved_micros AS balance_micros"))
    .where({ "k.hashed_key": hashApiKey(plaintextKey), "k.enabled": true })
    .andWhere((q) => q.whereNull("k.expires_at").orWhere("k.expires_at", ">", db.fn.now()))
    .first()) as { id: string; prefix: string; name: string | null; balance_micros: string } | undefined;
  return row && { id: row.id, prefix: row.prefix, name: row.name, creditsMicros: BigInt(row.balance_micros) };
}

/** Every key, newest first, with what its account can still spend (for the operator CLI). */
export async function listApiKeys(db: Knex): Promise<ApiKeySummary[]> {
  const rows = (await runner(db)("api_keys as k")
    .join("credit_accounts as a", "a.id", "k.account_id")
    .select(
      "k.id",
      "k.prefix",
      "k.name",
      db.raw("a.balance_micros - a.reserved_micros AS balance_micros"),
      "k.created_at",
      "k.revoked_at",
      "k.enabled",
    )
    .orderBy([
      { column: "k.created_at", order: "desc" },
      { column: "k.id", order: "desc" },
    ])) as {
    id: string;
    prefix: string;
    name: string | null;
    balance_micros: string;
    created_at: Date;
    revoked_at: Date | null;
    enabled: boolean;
  }[];
  return rows.map((r) => ({
    id: r.id,
    prefix: r.prefix,
    name: r.name,
    creditsMicros: BigInt(r.balance_micros),
    createdAt: r.created_at,
    revokedAt: r.enabled ? null : (r.revoked_at ?? r.created_at),
  }));
}

/**
 * Disables `keyId` and every key below it; returns the ids that were enabled until now. Locks
 * the key first in a statement of its own: provisioning holds its chain FOR SHARE, so once this
 * lock is granted no child is being added below it, and the next statement's fresh snapshot
 * sees every child already committed. The subtree is then locked in (depth, id) order — the
 * order debits lock their chains in — so concurrent revocations and debits cannot deadlock.
 */
export async function disableKeySubtree(trx: Knex.Transaction, keyId: string, now: Date): Promise<string[]> {
  await trx.raw("SELECT id FROM api_keys WHERE id = ? FOR UPDATE", [keyId]);
  await trx.raw("SELECT id FROM api_keys WHERE path @> ARRAY[?::uuid] ORDER BY depth, id FOR UPDATE", [
    keyId,
  ]);
  const { rows } = (await trx.raw(
    `UPDATE api_keys SET enabled = false, revoked_at = coalesce(revoked_at, ?), updated_at = ?
      WHERE path @> ARRAY[?::uuid] AND enabled RETURNING id`,
    [now, now, keyId],
  )) as { rows: { id: string }[] };
  return rows.map((r) => r.id);
}

/**
 * Revokes a key and its whole subtree (the operator's revoke). True when the key itself was
 * enabled, false when unknown or already revoked.
 */
export async function revokeApiKey(db: Knex, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  return inTransaction(db, async (trx) => (await disableKeySubtree(trx, id, new Date())).includes(id));
}

/** Adds credits (a top-up) to the account `id`'s key draws on; returns the new balance. Throws for an unknown key. */
export async function addCredits(
  db: Knex,
  id: string,
  micros: bigint | number,
  reason: string,
): Promise<bigint> {
  const amount = BigInt(microsParam(micros));
  if (!isUuid(id)) throw new Error(`No API key with id ${id}`);
  const row = (await runner(db)("api_keys").select("account_id").where({ id }).first()) as
    | { account_id: string }
    | undefined;
  if (!row) throw new Error(`No API key with id ${id}`);
  return grantCredits(db, { accountId: row.account_id, micros: amount, reason, apiKeyId: id });
}

/**
 * Takes `micros` for one call made with key `id` (see {@link debitForCall}); kept for the
 * benchmarks' servers, which pay the way the runtime does.
 */
export async function debitCredits(
  db: Knex,
  id: string,
  micros: bigint | number,
  route: string,
): Promise<DebitResult> {
  return debitForCall(db, id, micros, route);
}

/** Gives back a debit whose call failed (see {@link refundForCall}); returns the new balance. */
export async function refundCredits(
  db: Knex,
  id: string,
  micros: bigint | number,
  route: string,
): Promise<bigint> {
  return refundForCall(db, id, micros, route);
}
