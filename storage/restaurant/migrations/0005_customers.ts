/**
 * Restaurant platform: customers and loyalty. Customers belong to the organization (every branch
 * sees the same ones); e-mail (case-insensitive) and phone are unique per organization when
 * present. Addresses are rows of their own so their ids stay stable across updates. Orders now
 * point at customers for real (`ON DELETE SET NULL`: deleting a customer keeps their orders).
 *
 * Loyalty after Square: one program per organization (its accrual rules and tiers are replaced
 * whole by one PUT, so they are jsonb), rewards, a balance row per customer and the ledger of
 * every change. The balance never goes below zero: `CHECK (points >= 0)` on the balance row, which
 * debits update with `points = points - n` (a concurrent debit waits for the row lock and then
 * sees the new balance). Ledger idempotency is the database's too: one accrual per order, and a
 * ledger entry is reversed at most once (`reverses_entry_id` is unique).
 * Never edit after it lands: add the next numbered migration instead.
 */
import type { Knex } from "knex";

/** Creates the customer, address, program, reward, balance and ledger tables. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE restaurant_customers (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      organization_id uuid NOT NULL REFERENCES restaurant_organizations (id) ON DELETE CASCADE,
      name text NOT NULL,
      email text,
      phone text,
      marketing_opt_in boolean NOT NULL DEFAULT false,
      note text,
      tags jsonb NOT NULL DEFAULT '[]',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `);
  await knex.raw(
    "CREATE UNIQUE INDEX restaurant_customers_email_idx ON restaurant_customers (organization_id, lower(email)) WHERE email IS NOT NULL",
  );
  await knex.raw(
    "CREATE UNIQUE INDEX restaurant_customers_phone_idx ON restaurant_customers (organization_id, phone) WHERE phone IS NOT NULL",
  );
  await knex.raw(
    "CREATE INDEX restaurant_customers_list_idx ON restaurant_customers (organization_id, created_at DESC, id DESC)",
  );
  await knex.raw(`
    CREATE TABLE restaurant_customer_addresses (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      customer_id uuid NOT NULL REFERENCES restaurant_customers (id) ON DELETE CASCADE,
      position integer NOT NULL,
      label text,
      line1 text NOT NULL,
      line2 text,
      city text NOT NULL,
      postal_code text,
      country text NOT NULL,
      instructions text
    )
  `);
  await knex.raw(
    "CREATE INDEX restaurant_customer_addresses_customer_idx ON restaurant_customer_addresses (customer_id, position)",
  );
  await knex.raw(`
    ALTER TABLE restaurant_orders ADD CONSTRAINT restaurant_orders_customer_fk
      FOREIGN KEY (customer_id) REFERENCES restaurant_customers (id) ON DELETE SET NULL
  `);
  await knex.raw(`
    CREATE TABLE restaurant_loyalty_programs (
      organization_id uuid PRIMARY KEY REFERENCES restaurant_organizations (id) ON DELETE CASCADE,
      enabled boolean NOT NULL,
      points_name text NOT NULL,
      accrual_rules jsonb NOT NULL DEFAULT '[]',
      tiers jsonb NOT NULL DEFAULT '[]',
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `);
  await knex.raw(`
    CREATE TABLE restaurant_loyalty_rewards (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      organization_id uuid NOT NULL REFERENCES restaurant_organizations (id) ON DELETE CASCADE,
      name text NOT NULL,
      points_cost integer NOT NULL CHECK (points_cost > 0),
      definition jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `);
  await knex.raw(
    "CREATE INDEX restaurant_loyalty_rewards_org_idx ON restaurant_loyalty_rewards (organization_id, created_at, id)",
  );
  await knex.raw(`
    CREATE TABLE restaurant_loyalty_balances (
      customer_id uuid PRIMARY KEY REFERENCES restaurant_customers (id) ON DELETE CASCADE,
      organization_id uuid NOT NULL REFERENCES restaurant_organizations (id) ON DELETE CASCADE,
      points bigint NOT NULL DEFAULT 0 CHECK (points >= 0),
      lifetime_points bigint NOT NULL DEFAULT 0 CHECK (lifetime_points >= 0),
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `);
  await knex.raw(`
    CREATE TABLE restaurant_loyalty_ledger (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      organization_id uuid NOT NULL REFERENCES restaurant_organizations (id) ON DELETE CASCADE,
      customer_id uuid NOT NULL REFERENCES restaurant_customers (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('accrual', 'redemption', 'reversal', 'adjustment')),
      points bigint NOT NULL,
      balance_after bigint NOT NULL CHECK (balance_after >= 0),
      order_id uuid,
      reward_id uuid,
      reverses_entry_id uuid UNIQUE REFERENCES restaurant_loyalty_ledger (id) ON DELETE CASCADE,
      reason text,
      created_by uuid,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `);
  await knex.raw(
    "CREATE UNIQUE INDEX restaurant_loyalty_ledger_accrual_idx ON restaurant_loyalty_ledger (order_id) WHERE kind = 'accrual'",
  );
  await knex.raw(
    "CREATE INDEX restaurant_loyalty_ledger_order_idx ON restaurant_loyalty_ledger (order_id) WHERE order_id IS NOT NULL",
  );
  await knex.raw(
    "CREATE INDEX restaurant_loyalty_ledger_customer_idx ON restaurant_loyalty_ledger (customer_id, created_at DESC, id DESC)",
  );
}

/** Drops them again. */
export async function down(knex: Knex): Promise<void> {
  await knex.raw("ALTER TABLE restaurant_orders DROP CONSTRAINT IF EXISTS restaurant_orders_customer_fk");
  await knex.raw(
    "DROP TABLE IF EXISTS restaurant_loyalty_ledger, restaurant_loyalty_balances, restaurant_loyalty_rewards, restaurant_loyalty_programs, restaurant_customer_addresses, restaurant_customers",
  );
}
