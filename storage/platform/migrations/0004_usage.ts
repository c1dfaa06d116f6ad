/**
 * Usage events: the contract's per-call cost (`x-cost-micro-usd`) accrued to the person who
 * made each successful call, for usage billing. Never edit after it lands.
 */
import type { Knex } from "knex";

/** Creates `usage_events`. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE usage_events (
      id bigserial PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      credential_id text NOT NULL,
      service text NOT NULL,
      operation_id text NOT NULL,
      cost_micros bigint NOT NULL CHECK (cost_micros >= 0),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX usage_events_user_idx ON usage_events (user_id, created_at);
  `);
}

/** Drops `usage_events`. */
export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP TABLE IF EXISTS usage_events;");
}
