/**
 * The crawler's page cache: one statement family over `crawler_cache`, rows returned close to
 * their columns. Every function takes the knex handle (or a transaction) first.
 */
import { createHash } from "node:crypto";
import type { Knex } from "knex";
import { runner } from "../run.js";

/** What a crawl request is cached by. */
export interface CacheKey {
  url: string;
  filter: "raw" | "fit";
  query: string | null;
}

/** A cached answer, as stored. */
export interface CacheRow extends CacheKey {
  final_url: string;
  status: number;
  title: string | null;
  content_type: string;
  rendered_with: "static" | "browser";
  markdown: string;
  truncated: boolean;
  fetched_at: Date;
  expires_at: Date;
}

/** The row key: a digest of the three parts, kept apart so `("a b", null)` ≠ `("a", "b")`. */
function digest(key: CacheKey): string {
  return createHash("sha256")
    .update(JSON.stringify([key.url, key.filter, key.query]))
    .digest("hex");
}

/** The entry for `key` if it is still fresh at `now`. */
export async function findFresh(db: Knex, key: CacheKey, now: Date): Promise<CacheRow | undefined> {
  return (await runner(db)("crawler_cache")
    .select("*")
    .where({ key: digest(key) })
    .andWhere("expires_at", ">", now)
    .first()) as CacheRow | undefined;
}

/** Stores (or replaces) the entry for its key. */
export async function storeEntry(db: Knex, row: CacheRow): Promise<void> {
  await runner(db)("crawler_cache")
    .insert({ key: digest(row), ...row })
    .onConflict("key")
    .merge();
}

/** Deletes up to `limit` entries expired at `now`; resolves to how many went. */
export async function sweepExpired(db: Knex, now: Date, limit = 10_000): Promise<number> {
  const knex = runner(db);
  const expired = knex("crawler_cache").select("key").where("expires_at", "<=", now).limit(limit);
  // `returning` rather than the count: PGlite's driver answers a delete's count as an object.
  const rows = await knex("crawler_cache").whereIn("key", expired).del().returning("key");
  return rows.length;
}
