/**
 * Resolved API keys, cached per process. A key is looked up once (without taking a use) and then
 * answered from memory until its chain's earliest expiry, until `ttlMs` passes (the safety net
 * for a missed notification), or until {@link KeyCache.invalidate} names it or any key of its
 * chain (the `api_key_changed` notification: a key disabled, revoked, capped or re-shared).
 * Requests are counted in memory and written in batches ({@link KeyCache.flushUses}).
 *
 * Keys with better-auth uses (`remaining` set) are never answered from memory: every request
 * takes a use in the database (storage/platform/keyResolve.ts), because a use count is a hard,
 * small limit that a per-process cache could overrun. Only their lookup is cached.
 */
import type { Knex } from "knex";
import { hashApiKey } from "../../../storage/platform/apiKeys.js";
import {
  type KeyLookup,
  type KeyUses,
  lookupApiKey,
  recordKeyUses,
} from "../../../storage/platform/keyResolve.js";

/** A cached key and what the app built from it (a caller). */
export interface CachedKey<T> {
  lookup: KeyLookup;
  value: T;
}

interface Entry<T> extends CachedKey<T> {
  staleAt: number;
}

/** Options of {@link KeyCache}. */
export interface KeyCacheOptions<T> {
  /** Builds what the app keeps for a key (its caller), once per lookup. */
  build(lookup: KeyLookup): Promise<T>;
  /** How long an entry lives without a notification. */
  ttlMs: number;
}

/** The process's cache of usable API keys by secret hash (see the module doc). */
export class KeyCache<T> {
  readonly #entries = new Map<string, Entry<T>>();
  readonly #loading = new Map<string, Promise<CachedKey<T> | null>>();
  readonly #uses = new Map<string, KeyUses>();
  // Bumped by every invalidation: a lookup that started before it may have read the old row.
  #generation = 0;

  constructor(
    private readonly knex: Knex,
    private readonly options: KeyCacheOptions<T>,
  ) {}

  /** The usable key `secret` names at `now`, from memory when it can be, else null. */
  async get(secret: string, now: Date): Promise<CachedKey<T> | null> {
    const hash = hashApiKey(secret);
    const at = now.getTime();
    const entry = this.#entries.get(hash);
    if (entry && at < entry.staleAt) return entry;
    if (entry) this.#entries.delete(hash);
    let loading = this.#loading.get(hash);
    if (!loading) {
      loading = this.#load(hash, now).finally(() => this.#loading.delete(hash));
      this.#loading.set(hash, loading);
    }
    return loading;
  }

  async #load(hash: string, now: Date): Promise<CachedKey<T> | null> {
    const generation = this.#generation;
    const lookup = await lookupApiKey(this.knex, hash, now);
    if (!lookup) return null;
    const found = { lookup, value: await this.options.build(lookup) };
    const expires = lookup.expiresAt?.getTime() ?? Number.POSITIVE_INFINITY;
    if (generation === this.#generation)
      this.#entries.set(hash, { ...found, staleAt: Math.min(expires, now.getTime() + this.options.ttlMs) });
    return found;
  }

  /** Forgets every key whose chain holds `keyId` (that key changed, or was deleted). */
  invalidate(keyId: string): void {
    this.#generation++;
    for (const [hash, entry] of this.#entries)
      if (entry.lookup.key.path.includes(keyId)) this.#entries.delete(hash);
  }

  /** Forgets everything (notifications may have been missed). */
  clear(): void {
    this.#generation++;
    this.#entries.clear();
  }

  /** Counts one request made with `keyId` at `at`, for the next {@link flushUses}. */
  countUse(keyId: string, at: Date): void {
    const uses = this.#uses.get(keyId);
    if (!uses) this.#uses.set(keyId, { keyId, requests: 1, lastAt: at });
    else {
      uses.requests++;
      if (at > uses.lastAt) uses.lastAt = at;
    }
  }

  /** Writes the counted requests; on failure they are kept for the next flush. */
  async flushUses(): Promise<void> {
    if (this.#uses.size === 0) return;
    const batch = [...this.#uses.values()];
    this.#uses.clear();
    try {
      await recordKeyUses(this.knex, batch);
    } catch (err) {
      for (const uses of batch) {
        const later = this.#uses.get(uses.keyId);
        if (later) {
          later.requests += uses.requests;
          if (uses.lastAt > later.lastAt) later.lastAt = uses.lastAt;
        } else this.#uses.set(uses.keyId, uses);
      }
      throw err;
    }
  }
}
