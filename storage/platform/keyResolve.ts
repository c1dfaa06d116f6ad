/**
 * What a presented `sk_…` key resolves to, for each request. A key works while it and every
 * ancestor are enabled and unexpired, and while it has uses left: better-auth's `remaining`
 * (null = unlimited) is refilled to `refill_amount` once `refill_interval_ms` has passed since
 * the last refill (or creation), then one use is taken. All of that, and the usage counters,
 * happen in one guarded UPDATE, so concurrent requests can never use a key more often than
 * `remaining` allows. Keys without `remaining` are looked up once and cached by the runtime
 * ({@link lookupApiKey}), their request counters written in batches ({@link recordKeyUses}).
 */
import type { Knex } from "knex";
import { runner } from "../run.js";
import { hashApiKey } from "./apiKeys.js";
import { effectiveAlongChain } from "./keyCaps.js";

/** A key the runtime accepted, with what it needs to authorise, rate-limit and charge. */
export interface ResolvedApiKey {
  id: string;
  userId: string | null;
  accountId: string;
  /** Display prefix (never the secret). */
  prefix: string;
  scopes: string[];
  /** Ids root…self. */
  path: string[];
  /** Root…self, with each key's effective share of the rate limit (the minimum up to it). */
  chain: { id: string; rateLimitSharePct: number | null }[];
  /** better-auth's per-key rate limit; `max`/`windowMs` are null when unset. */
  rateLimit: { enabled: boolean; max: number | null; windowMs: number | null };
}

/** Result of {@link resolveApiKey}: the key, no such usable key, or no uses left until `refillAt`. */
export type ResolveResult =
  | { ok: true; key: ResolvedApiKey }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "usage_exceeded"; refillAt: Date | null };

// better-auth refills when strictly more than the interval has passed.
const REFILL_DUE = `(k.remaining IS NOT NULL AND k.refill_interval_ms IS NOT NULL AND k.refill_amount IS NOT NULL
  AND p.now - coalesce(k.last_refill_at, k.created_at) > k.refill_interval_ms * interval '1 millisecond')`;
const CHAIN_USABLE = `NOT EXISTS (SELECT 1 FROM api_keys a WHERE a.id = ANY(k.path)
  AND (NOT a.enabled OR a.expires_at <= p.now))`;

type HitRow = {
  id: string;
  user_id: string | null;
  account_id: string;
  prefix: string;
  scopes: string[];
  path: string[];
  rate_limit_enabled: boolean;
  rate_limit_max: number | null;
  rate_limit_time_window_ms: string | null;
  chain: { id: string; share: number | null }[];
};

/** Resolves `plaintext` at `now`, taking one use of it (see the module doc). */
export async function resolveApiKey(db: Knex, plaintext: string, now: Date): Promise<ResolveResult> {
  const hash = hashApiKey(plaintext);
  const { rows } = (await runner(db).raw(
    `WITH hit AS (
       UPDATE api_keys k SET
         remaining = CASE WHEN k.remaining IS NULL THEN NULL
                          WHEN ${REFILL_DUE} THEN k.refill_amount - 1 ELSE k.remaining - 1 END,
         last_refill_at = CASE WHEN ${REFILL_DUE} THEN p.now ELSE k.last_refill_at END,
         request_count = k.request_count + 1, last_request = p.now, last_used_at = p.now
       FROM (SELECT ?::timestamptz AS now) p
       WHERE k.hashed_key = ? AND ${CHAIN_USABLE}
         AND (k.remaining IS NULL OR k.remaining > 0 OR ${REFILL_DUE})
       RETURNING k.id, k.user_id, k.account_id, k.prefix, k.scopes, k.path, k.rate_limit_enabled,
                 k.rate_limit_max, k.rate_limit_time_window_ms
     )
     SELECT hit.*, (SELECT json_agg(json_build_object('id', a.id, 'share', a.rate_limit_share_pct)
                                    ORDER BY a.depth)
                      FROM api_keys a WHERE a.id = ANY(hit.path)) AS chain
       FROM hit`,
    [now, hash],
  )) as { rows: HitRow[] };
  const hit = rows[0];
  if (hit) return { ok: true, key: toResolved(hit) };
  return whyRefused(db, hash, now);
}

function toResolved(hit: HitRow): ResolvedApiKey {
  const shares = effectiveAlongChain(hit.chain.map((c) => c.share));
  return {
    id: hit.id,
    userId: hit.user_id,
    accountId: hit.account_id,
    prefix: hit.prefix,
    scopes: hit.scopes,
    path: hit.path,
    chain: hit.chain.map((c, i) => ({ id: c.id, rateLimitSharePct: shares[i] ?? null })),
    rateLimit: {
      enabled: hit.rate_limit_enabled,
      max: hit.rate_limit_max,
      windowMs: hit.rate_limit_time_window_ms === null ? null : Number(hit.rate_limit_time_window_ms),
    },
  };
}

/** A usable key as {@link lookupApiKey} finds it, for a cache. */
export interface KeyLookup {
  key: ResolvedApiKey;
  /** The key has better-auth uses (`remaining` set): each request MUST go through {@link resolveApiKey}. */
  countsUses: boolean;
  /** The earliest expiry along the chain: the key stops working then. */
  expiresAt: Date | null;
}

/**
 * The usable key (it and its chain enabled and unexpired at `now`) whose hash is `hash`, without
 * taking a use or counting the request, or null. For the runtime's key cache, which counts
 * requests with {@link recordKeyUses} in batches.
 */
export async function lookupApiKey(db: Knex, hash: string, now: Date): Promise<KeyLookup | null> {
  const { rows } = (await runner(db).raw(
    `SELECT k.id, k.user_id, k.account_id, k.prefix, k.scopes, k.path, k.rate_limit_enabled,
            k.rate_limit_max, k.rate_limit_time_window_ms, k.remaining IS NOT NULL AS counts_uses,
            (SELECT min(a.expires_at) FROM api_keys a WHERE a.id = ANY(k.path)) AS chain_expires_at,
            (SELECT json_agg(json_build_object('id', a.id, 'share', a.rate_limit_share_pct) ORDER BY a.depth)
               FROM api_keys a WHERE a.id = ANY(k.path)) AS chain
       FROM api_keys k, (SELECT ?::timestamptz AS now) p
      WHERE k.hashed_key = ? AND ${CHAIN_USABLE}`,
    [now, hash],
  )) as { rows: (HitRow & { counts_uses: boolean; chain_expires_at: Date | null })[] };
  const hit = rows[0];
  if (!hit) return null;
  return { key: toResolved(hit), countsUses: hit.counts_uses, expiresAt: hit.chain_expires_at };
}

/** Requests made with one key since the last batch. */
export interface KeyUses {
  keyId: string;
  requests: number;
  lastAt: Date;
}

/** Adds a batch of request counts and last-use times, in one statement. */
export async function recordKeyUses(db: Knex, uses: readonly KeyUses[]): Promise<void> {
  if (uses.length === 0) return;
  await runner(db).raw(
    `UPDATE api_keys k SET request_count = k.request_count + u.requests,
            last_request = greatest(k.last_request, u.at), last_used_at = greatest(k.last_used_at, u.at)
       FROM unnest(?::uuid[], ?::bigint[], ?::timestamptz[]) AS u(id, requests, at)
      WHERE k.id = u.id`,
    [uses.map((u) => u.keyId), uses.map((u) => u.requests), uses.map((u) => u.lastAt)],
  );
}

/** Refused: out of uses (with when the next refill is due), or simply not a usable key. */
async function whyRefused(db: Knex, hash: string, now: Date): Promise<ResolveResult> {
  const { rows } = (await runner(db).raw(
    `SELECT k.remaining,
            CASE WHEN k.refill_interval_ms IS NOT NULL AND k.refill_amount IS NOT NULL
                 THEN coalesce(k.last_refill_at, k.created_at) + k.refill_interval_ms * interval '1 millisecond'
            END AS refill_at
       FROM api_keys k, (SELECT ?::timestamptz AS now) p
      WHERE k.hashed_key = ? AND ${CHAIN_USABLE}`,
    [now, hash],
  )) as { rows: { remaining: number | null; refill_at: Date | null }[] };
  const row = rows[0];
  if (row?.remaining === 0) return { ok: false, reason: "usage_exceeded", refillAt: row.refill_at };
  return { ok: false, reason: "invalid" };
}
