/**
 * API keys with a prepaid credit balance, and the ledger of every change to it.
 * Never edit after it lands: add a new numbered migration instead.
 */
import type { Knex } from "knex";

/** Creates `api_keys` and `credit_ledger`. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE api_keys (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text,
      prefix text NOT NULL,
      hashed_key text NOT NULL UNIQUE,
      credits_micros bigint NOT NULL DEFAULT 0 CHECK (credits_micros >= 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      revoked_at timestamptz
    );
    CREATE TABLE credit_ledger (
      id bigserial PRIMARY KEY,
      api_key_id uuid NOT NULL REFERENCES api_keys(id) ON DELETE CASCADE,
      delta_micros bigint NOT NULL,
      reason text NOT NULL,
      route text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX credit_ledger_api_key_id_idx ON credit_ledger (api_key_id, created_at);
  `);
}

/** Drops both tables. */
export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP TABLE IF EXISTS credit_ledger; DROP TABLE IF EXISTS api_keys;");
}
