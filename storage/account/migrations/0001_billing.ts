/**
 * The account service's billing state: each user's processor customer, saved card, plan
 * subscription and open payment alert; and every top-up started, so the webhook grants each
 * one once. Never edit after it lands: add a new numbered migration instead.
 */
import type { Knex } from "knex";

/** Creates `account_billing` and `account_topups`. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE account_billing (
      user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      customer_id text NOT NULL UNIQUE,
      card_saved boolean NOT NULL DEFAULT false,
      subscription_id text,
      plan_id text,
      subscription_status text,
      alert_kind text CHECK (alert_kind IN ('subscription_past_due', 'topup_declined')),
      alert_message text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE account_topups (
      payment_intent_id text PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      amount_cents integer NOT NULL CHECK (amount_cents BETWEEN 100 AND 100000),
      tax_cents integer NOT NULL CHECK (tax_cents >= 0),
      total_cents integer NOT NULL,
      credits_micros bigint NOT NULL CHECK (credits_micros > 0),
      one_click boolean NOT NULL DEFAULT false,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'granted', 'failed')),
      created_at timestamptz NOT NULL DEFAULT now(),
      settled_at timestamptz
    );
    CREATE INDEX account_topups_user_idx ON account_topups (user_id, created_at);
  `);
}

/** Drops both tables. */
export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP TABLE IF EXISTS account_topups; DROP TABLE IF EXISTS account_billing;");
}
