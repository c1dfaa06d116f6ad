/**
 * Metering at memory speed: a server process leases a slice of an account's balance for one
 * API key and spends it in memory (runtime/metering/engine).
 *
 * - `credit_accounts.reserved_micros`: the part of the balance held by open leases. Spendable
 *   by a new lease or an exact debit is `balance_micros - reserved_micros`. The balance itself
 *   only moves when spend is settled, so `credit_ledger` still sums to `balance_micros` exactly.
 * - `credit_leases`: one row per open lease (process × key): `amount_micros` reserved on the
 *   account and counted in `subtree_credits_used_micros` of every key of the chain `path`;
 *   `settled_micros` of it already settled. A lease past `expires_at` belongs to a process that
 *   stopped renewing it (a crash): the sweep returns its unsettled remainder.
 * - A trigger NOTIFYs `api_key_changed` with a key's id whenever what a cached resolution or a
 *   lease depends on changes (enabled, expiry, caps, shares, scopes, limits, uses, deletion), so
 *   every process drops its copies within a round trip. The batched usage counters and the spend
 *   columns are left out of the condition: they change on every settle.
 * Never edit after it lands: add a new numbered migration instead.
 */
import type { Knex } from "knex";

const WATCHED = [
  "enabled",
  "expires_at",
  "revoked_at",
  "credit_limit_micros",
  "rate_limit_share_pct",
  "rate_limit_enabled",
  "rate_limit_max",
  "rate_limit_time_window_ms",
  "scopes",
  "user_id",
  "hashed_key",
  "path",
  "account_id",
];

/** Adds `reserved_micros`, `credit_leases` and the `api_key_changed` trigger. */
export async function up(knex: Knex): Promise<void> {
  const changed = WATCHED.map((c) => `OLD.${c} IS DISTINCT FROM NEW.${c}`).join(" OR ");
  const steps = [
    `ALTER TABLE credit_accounts
       ADD COLUMN reserved_micros bigint NOT NULL DEFAULT 0,
       ADD CONSTRAINT credit_accounts_reserved_within_balance
         CHECK (reserved_micros >= 0 AND reserved_micros <= balance_micros)`,
    `CREATE TABLE credit_leases (
       id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
       account_id uuid NOT NULL REFERENCES credit_accounts(id),
       api_key_id uuid NOT NULL REFERENCES api_keys(id),
       path uuid[] NOT NULL,
       amount_micros bigint NOT NULL CHECK (amount_micros >= 0),
       settled_micros bigint NOT NULL DEFAULT 0 CHECK (settled_micros >= 0 AND settled_micros <= amount_micros),
       expires_at timestamptz NOT NULL,
       created_at timestamptz NOT NULL DEFAULT now()
     )`,
    // The sweep looks for expired leases.
    "CREATE INDEX credit_leases_expires_at_idx ON credit_leases (expires_at)",
    `CREATE FUNCTION api_key_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       PERFORM pg_notify('api_key_changed', OLD.id::text);
       RETURN NULL;
     END $$`,
    `CREATE TRIGGER api_key_changed_update AFTER UPDATE ON api_keys FOR EACH ROW
       WHEN (${changed} OR (OLD.remaining IS NULL) IS DISTINCT FROM (NEW.remaining IS NULL))
       EXECUTE FUNCTION api_key_changed_notify()`,
    `CREATE TRIGGER api_key_changed_delete AFTER DELETE ON api_keys FOR EACH ROW
       EXECUTE FUNCTION api_key_changed_notify()`,
  ];
  // One statement per call: PGlite runs no multi-statement raw SQL.
  for (const step of steps) await knex.raw(step);
}

/** Drops what {@link up} added. */
export async function down(knex: Knex): Promise<void> {
  for (const step of [
    "DROP TRIGGER IF EXISTS api_key_changed_delete ON api_keys",
    "DROP TRIGGER IF EXISTS api_key_changed_update ON api_keys",
    "DROP FUNCTION IF EXISTS api_key_changed_notify()",
    "DROP TABLE IF EXISTS credit_leases",
    `ALTER TABLE credit_accounts DROP CONSTRAINT IF EXISTS credit_accounts_reserved_within_balance,
       DROP COLUMN IF EXISTS reserved_micros`,
  ])
    await knex.raw(step);
}
