/**
 * The API-key delegation tree. A signed-in user provisions root keys, and children under any of
 * its keys; a key provisions children under itself or anywhere in its own subtree. A child can
 * never do or spend more than its parent: its scopes are the requested ones its parent has, its
 * credit limit, rate-limit share and expiry are clamped to the parent's effective ones (the
 * minimum up the chain), and it draws on the parent's account. Revoking a key disables its
 * whole subtree. Errors are results, not throws: `not_found` (unknown, or not visible to the
 * caller — the two are indistinguishable on purpose) and `conflict` (the parent cannot take
 * children now: disabled, expired, or the tree is at its depth limit).
 */
import type { Knex } from "knex";
import { inTransaction, isUuid, runner } from "../run.js";
import { disableKeySubtree, insertApiKey } from "./apiKeys.js";
import { ensureUserAccount } from "./credits.js";
import { clampExpiry, clampScopes, earliest, MAX_KEY_DEPTH, minCap } from "./keyCaps.js";

/** Who acts on the tree: a signed-in user (session), or an API key. */
export type KeyActor = { kind: "user"; userId: string } | { kind: "key"; keyId: string };

/** A refused tree operation. */
export type KeyTreeError = { ok: false; error: "not_found" | "conflict"; message: string };

/** What {@link provisionKey} is asked for. Amounts are micro-USD; null/absent caps inherit the parent's. */
export interface ProvisionKeyInput {
  by: KeyActor;
  name: string;
  scopes: string[];
  creditLimitMicros?: number | null;
  rateLimitSharePct?: number | null;
  /** Days until expiry; null/absent = never (still clamped to the parent's expiry). */
  expiresInDays?: number | null;
  /** Where to hang the key. A user without it makes a root key; a key without it, a child of itself. */
  parentKeyId?: string | null;
  now: Date;
}

/** A provisioned key; `key` is the plaintext, shown here once and never stored. */
export interface ProvisionedKey {
  ok: true;
  key: string;
  keyId: string;
  prefix: string;
  start: string;
  parentKeyId: string | null;
  depth: number;
  /** The scopes granted (the request clamped to the parent's). */
  scopes: string[];
  /** Effective credit limit on the new key's subtree spend (own = effective: it is clamped at creation). */
  creditLimitMicros: number | null;
  rateLimitSharePct: number | null;
  expiresAt: Date | null;
}

/** A key as its owner (or an ancestor key) lists it. Amounts are micro-USD. */
export interface KeyListing {
  id: string;
  name: string | null;
  start: string | null;
  scopes: string[];
  enabled: boolean;
  expiresAt: Date | null;
  lastUsed: Date | null;
  creditsUsed: number;
  subtreeCreditsUsed: number;
  /** The key's own stored limit; provisioning clamped it, so it is also its effective limit. */
  creditLimit: number | null;
  rateLimitSharePct: number | null;
  parentKeyId: string | null;
  depth: number;
  createdAt: Date;
}

type ChainRow = {
  id: string;
  depth: number;
  path: string[];
  enabled: boolean;
  expires_at: Date | null;
  scopes: string[];
  credit_limit_micros: string | null;
  rate_limit_share_pct: number | null;
  user_id: string | null;
  account_id: string;
};

const err = (error: KeyTreeError["error"], message: string): KeyTreeError => ({ ok: false, error, message });

function checkInput(input: ProvisionKeyInput): void {
  const { creditLimitMicros: limit, rateLimitSharePct: pct, expiresInDays: days } = input;
  if (limit != null && !(Number.isSafeInteger(limit) && limit >= 0))
    throw new RangeError(`creditLimitMicros must be a non-negative safe integer, got ${limit}`);
  if (pct != null && !(Number.isInteger(pct) && pct >= 0 && pct <= 100))
    throw new RangeError(`rateLimitSharePct must be an integer 0..100, got ${pct}`);
  if (days != null && !(Number.isFinite(days) && days > 0))
    throw new RangeError(`expiresInDays must be a positive number, got ${days}`);
}

/**
 * Creates a key (see the module doc for who may put one where). Invalid numbers throw
 * RangeError: the contract validates them before a handler gets here.
 */
export async function provisionKey(
  db: Knex,
  input: ProvisionKeyInput,
): Promise<ProvisionedKey | KeyTreeError> {
  checkInput(input);
  const { by, now } = input;
  const parentId = input.parentKeyId ?? (by.kind === "key" ? by.keyId : null);
  if (parentId !== null && !isUuid(parentId)) return err("not_found", `No API key ${parentId}`);
  return inTransaction(db, async (trx) => {
    if (parentId === null) {
      if (by.kind !== "user") throw new Error("unreachable: a key always has a parent");
      const accountId = await ensureUserAccount(trx, by.userId);
      const scopes = clampScopes(input.scopes, null);
      const expiresAt = clampExpiry(now, input.expiresInDays, null);
      const creditLimitMicros = input.creditLimitMicros ?? null;
      const rateLimitSharePct = input.rateLimitSharePct ?? null;
      const made = await insertApiKey(trx, {
        accountId,
        userId: by.userId,
        parent: null,
        name: input.name,
        scopes,
        now,
        columns: {
          credit_limit_micros: creditLimitMicros,
          rate_limit_share_pct: rateLimitSharePct,
          expires_at: expiresAt,
        },
      });
      return {
        ok: true,
        ...pick(made),
        parentKeyId: null,
        scopes,
        creditLimitMicros,
        rateLimitSharePct,
        expiresAt,
      };
    }
    // The parent's chain, FOR SHARE in depth order: a concurrent revocation waits for this
    // insert (or this waits for it, and then sees the parent disabled).
    const { rows: chain } = (await trx.raw(
      `SELECT a.id, a.depth, a.path, a.enabled, a.expires_at, a.scopes, a.credit_limit_micros,
              a.rate_limit_share_pct, a.user_id, a.account_id
         FROM api_keys p JOIN api_keys a ON a.id = ANY(p.path)
        WHERE p.id = ?
        ORDER BY a.depth
          FOR SHARE OF a`,
      [parentId],
    )) as { rows: ChainRow[] };
    const parent = chain.at(-1);
    const visible =
      parent?.id === parentId &&
      (by.kind === "user" ? parent.user_id === by.userId : parent.path.includes(by.keyId));
    if (!parent || !visible) return err("not_found", `No API key ${parentId}`);
    if (chain.some((k) => !k.enabled))
      return err("conflict", `API key ${parentId} or an ancestor is disabled`);
    if (chain.some((k) => k.expires_at !== null && k.expires_at.getTime() <= now.getTime()))
      return err("conflict", `API key ${parentId} or an ancestor has expired`);
    if (parent.depth + 1 > MAX_KEY_DEPTH)
      return err("conflict", `Keys nest at most ${MAX_KEY_DEPTH} levels below a root key`);

    const scopes = clampScopes(input.scopes, parent.scopes);
    const parentLimit = minCap(
      chain.map((k) => (k.credit_limit_micros === null ? null : Number(k.credit_limit_micros))),
    );
    const creditLimitMicros = minCap([input.creditLimitMicros ?? null, parentLimit]);
    const rateLimitSharePct = minCap([
      input.rateLimitSharePct ?? null,
      minCap(chain.map((k) => k.rate_limit_share_pct)),
    ]);
    const expiresAt = clampExpiry(now, input.expiresInDays, earliest(chain.map((k) => k.expires_at)));
    const made = await insertApiKey(trx, {
      accountId: parent.account_id,
      userId: parent.user_id,
      parent: { id: parent.id, path: parent.path, depth: parent.depth },
      name: input.name,
      scopes,
      now,
      columns: {
        credit_limit_micros: creditLimitMicros,
        rate_limit_share_pct: rateLimitSharePct,
        expires_at: expiresAt,
      },
    });
    return {
      ok: true,
      ...pick(made),
      parentKeyId: parent.id,
      scopes,
      creditLimitMicros,
      rateLimitSharePct,
      expiresAt,
    };
  });
}

function pick(made: { id: string; key: string; prefix: string; start: string; depth: number }) {
  return { key: made.key, keyId: made.id, prefix: made.prefix, start: made.start, depth: made.depth };
}

type ListingRow = {
  id: string;
  name: string | null;
  start: string | null;
  scopes: string[];
  enabled: boolean;
  expires_at: Date | null;
  last_used_at: Date | null;
  credits_used_micros: string;
  subtree_credits_used_micros: string;
  credit_limit_micros: string | null;
  rate_limit_share_pct: number | null;
  parent_key_id: string | null;
  depth: number;
  created_at: Date;
};

/**
 * The keys `viewer` may see, oldest first: a user sees all of its keys, a key sees only the
 * keys strictly below it (not itself, not its ancestors or siblings).
 */
export async function listKeys(db: Knex, viewer: KeyActor): Promise<KeyListing[]> {
  const q = runner(db)("api_keys").select<ListingRow[]>(
    "id",
    "name",
    "start",
    "scopes",
    "enabled",
    "expires_at",
    "last_used_at",
    "credits_used_micros",
    "subtree_credits_used_micros",
    "credit_limit_micros",
    "rate_limit_share_pct",
    "parent_key_id",
    "depth",
    "created_at",
  );
  if (viewer.kind === "user") {
    if (!isUuid(viewer.userId)) return [];
    q.where({ user_id: viewer.userId });
  } else {
    if (!isUuid(viewer.keyId)) return [];
    q.whereRaw("path @> ARRAY[?::uuid]", [viewer.keyId]).whereNot({ id: viewer.keyId });
  }
  const rows = await q.orderBy([{ column: "created_at" }, { column: "depth" }, { column: "id" }]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    start: r.start,
    scopes: r.scopes,
    enabled: r.enabled,
    expiresAt: r.expires_at,
    lastUsed: r.last_used_at,
    creditsUsed: Number(r.credits_used_micros),
    subtreeCreditsUsed: Number(r.subtree_credits_used_micros),
    creditLimit: r.credit_limit_micros === null ? null : Number(r.credit_limit_micros),
    rateLimitSharePct: r.rate_limit_share_pct,
    parentKeyId: r.parent_key_id,
    depth: r.depth,
    createdAt: r.created_at,
  }));
}

/**
 * Disables `keyId` and everything below it. A user may revoke any of its keys; a key only keys
 * strictly below it. `revoked` counts the keys that were enabled and are now disabled.
 */
export async function revokeKeySubtree(
  db: Knex,
  viewer: KeyActor,
  keyId: string,
  now: Date,
): Promise<{ ok: true; revoked: number } | KeyTreeError> {
  if (!isUuid(keyId)) return err("not_found", `No API key ${keyId}`);
  return inTransaction(db, async (trx) => {
    const row = (await trx("api_keys").select("user_id", "path").where({ id: keyId }).first()) as
      | { user_id: string | null; path: string[] }
      | undefined;
    const visible =
      row !== undefined &&
      (viewer.kind === "user"
        ? row.user_id === viewer.userId
        : row.path.includes(viewer.keyId) && keyId !== viewer.keyId);
    if (!visible) return err("not_found", `No API key ${keyId}`);
    return { ok: true as const, revoked: (await disableKeySubtree(trx, keyId, now)).length };
  });
}
