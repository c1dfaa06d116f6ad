/**
 * KV values and channel message data become `json` instead of `jsonb`. jsonb refuses two things
 * a JSON document may hold — the escape `\u0000` and an unpaired surrogate such as `\ud800` —
 * so a client sending either got an error for a valid body. `json` keeps the text as sent
 * (still checked to be JSON) and gives back exactly the value that was written. Nothing queries
 * inside these values except increment, which reads a number (`#>> '{}'`).
 * Never edit after it lands: add a new numbered migration instead.
 */
import type { Knex } from "knex";

/** Switches the two value columns to json. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE infra_kv ALTER COLUMN value TYPE json USING value::json;
    ALTER TABLE infra_channel_messages ALTER COLUMN data TYPE json USING data::json;
  `);
}

/** Back to jsonb (fails on rows jsonb cannot hold). */
export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE infra_kv ALTER COLUMN value TYPE jsonb USING value::jsonb;
    ALTER TABLE infra_channel_messages ALTER COLUMN data TYPE jsonb USING data::jsonb;
  `);
}
