/**
 * Web crawler, first migration: the page cache. One row per crawl request (`url`, filter, query),
 * keyed by a SHA-256 of the three (a URL of 2048 characters and a query of 500 do not fit a btree
 * key safely), holding the answer's Markdown and metadata until `expires_at`; the service's sweep
 * deletes expired rows. Never edit after it lands: add the next numbered migration instead.
 */
import type { Knex } from "knex";

/** Creates `crawler_cache`. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE crawler_cache (
      key text PRIMARY KEY,
      url text NOT NULL,
      filter text NOT NULL CHECK (filter IN ('raw', 'fit')),
      query text,
      final_url text NOT NULL,
      status integer NOT NULL,
      title text,
      content_type text NOT NULL,
      rendered_with text NOT NULL CHECK (rendered_with IN ('static', 'browser')),
      markdown text NOT NULL,
      truncated boolean NOT NULL,
      fetched_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL
    )
  `);
  await knex.raw("CREATE INDEX crawler_cache_expires_idx ON crawler_cache (expires_at)");
}

/** Drops it. */
export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP TABLE crawler_cache");
}
