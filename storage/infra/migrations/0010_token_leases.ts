/**
 * Project tokens at memory speed: a server process leases a slice of a project's balance and
 * spends it in memory (storage/infra/core/tokenLeases.ts, handlers/infra/tokens.ts).
 *
 * - `infra_projects.tokens_reserved`: the part of `token_balance` held by open leases. Spendable
 *   by a new lease, or movable back to the pool, is `token_balance - tokens_reserved`. The balance
 *   itself only moves when spend is settled.
 * - `infra_token_leases`: one row per open lease (process × project): `amount` reserved, `settled`
 *   of it already spent and settled. A lease past `expires_at` belongs to a process that stopped
 *   renewing it (a crash): the sweep returns its unsettled rest. Leases go with their project.
 * Never edit after it lands: add a new numbered migration instead.
 */
import type { Knex } from "knex";

/** Adds `tokens_reserved` and `infra_token_leases`. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE infra_projects
      ADD COLUMN tokens_reserved bigint NOT NULL DEFAULT 0,
      ADD CONSTRAINT infra_projects_reserved_within_balance
        CHECK (tokens_reserved >= 0 AND tokens_reserved <= token_balance);
    CREATE TABLE infra_token_leases (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      project_id uuid NOT NULL REFERENCES infra_projects(id) ON DELETE CASCADE,
      amount bigint NOT NULL CHECK (amount >= 0),
      settled bigint NOT NULL DEFAULT 0 CHECK (settled >= 0 AND settled <= amount),
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX infra_token_leases_project_idx ON infra_token_leases (project_id);
    -- The sweep looks for expired leases.
    CREATE INDEX infra_token_leases_expires_at_idx ON infra_token_leases (expires_at);
  `);
}

/** Drops them. */
export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    DROP TABLE infra_token_leases;
    ALTER TABLE infra_projects DROP CONSTRAINT infra_projects_reserved_within_balance,
      DROP COLUMN tokens_reserved;
  `);
}
