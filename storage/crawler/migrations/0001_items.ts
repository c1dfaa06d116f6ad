/**
 * Web crawler, first migration: the items table. Items belong to an account (the caller's credit
 * account, or the key itself for a key without one) and are listed newest first.
 * Never edit after it lands: add the next numbered migration instead.
 */
import type { Knex } from "knex";

/** Creates `crawler_items`. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE crawler_items (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      owner_id text NOT NULL,
      name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `);
  await knex.raw(
    "CREATE INDEX crawler_items_owner_idx ON crawler_items (owner_id, created_at DESC, id DESC)",
  );
}

/** Drops it. */
export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP TABLE crawler_items");
}
