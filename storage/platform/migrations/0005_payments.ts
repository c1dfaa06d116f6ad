/**
 * Payments. Two sides, kept apart by name:
 * - `processor_*`: the local payment processor's own state — what Stripe would hold on its side
 *   (customers, checkout sessions, intents, subscriptions, invoices, metered usage) and its
 *   outgoing webhooks (endpoints, events, deliveries and a log of every attempt).
 * - `payment_events_handled`: our side as a webhook receiver, whichever processor sends: one
 *   row per event acted on, so a retried or replayed event is acted on once.
 * Never edit after it lands: add a new numbered migration instead.
 */
import type { Knex } from "knex";

/** Creates the processor tables and `payment_events_handled`. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE processor_customers (
      id text PRIMARY KEY,
      email text,
      metadata jsonb NOT NULL DEFAULT '{}',
      -- the card a setup intent saved; one-click payments charge it
      default_payment_method text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE processor_checkout_sessions (
      id text PRIMARY KEY,
      status text NOT NULL CHECK (status IN ('open', 'complete', 'expired')),
      payment_status text NOT NULL CHECK (payment_status IN ('unpaid', 'paid')),
      currency text NOT NULL,
      amount_total_cents bigint NOT NULL CHECK (amount_total_cents >= 0),
      line_items jsonb NOT NULL,
      success_url text NOT NULL,
      cancel_url text NOT NULL,
      url text NOT NULL,
      metadata jsonb NOT NULL DEFAULT '{}',
      payment_intent_id text,
      -- same key + same request → same session; request_hash tells a reuse for another request
      idempotency_key text UNIQUE,
      request_hash text,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      completed_at timestamptz
    );
    CREATE TABLE processor_payment_intents (
      id text PRIMARY KEY,
      client_secret text NOT NULL UNIQUE,
      status text NOT NULL,
      amount_cents bigint NOT NULL CHECK (amount_cents >= 0),
      currency text NOT NULL,
      customer_id text REFERENCES processor_customers(id),
      metadata jsonb NOT NULL DEFAULT '{}',
      idempotency_key text UNIQUE,
      request_hash text,
      created_at timestamptz NOT NULL DEFAULT now(),
      succeeded_at timestamptz
    );
    CREATE TABLE processor_setup_intents (
      id text PRIMARY KEY,
      client_secret text NOT NULL UNIQUE,
      status text NOT NULL,
      customer_id text NOT NULL REFERENCES processor_customers(id),
      payment_method text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE processor_subscriptions (
      id text PRIMARY KEY,
      customer_id text NOT NULL REFERENCES processor_customers(id),
      plan_id text,
      meter text,
      status text NOT NULL,
      metadata jsonb NOT NULL DEFAULT '{}',
      current_period_start timestamptz NOT NULL,
      current_period_end timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      -- exactly one of: a catalogue plan, or a usage meter
      CHECK ((plan_id IS NULL) <> (meter IS NULL))
    );
    CREATE INDEX processor_subscriptions_customer_idx ON processor_subscriptions (customer_id);
    CREATE TABLE processor_invoices (
      id text PRIMARY KEY,
      subscription_id text NOT NULL REFERENCES processor_subscriptions(id),
      customer_id text NOT NULL REFERENCES processor_customers(id),
      status text NOT NULL CHECK (status IN ('draft', 'open', 'paid', 'uncollectible', 'void')),
      billing_reason text NOT NULL,
      amount_due_cents bigint NOT NULL CHECK (amount_due_cents >= 0),
      amount_paid_cents bigint NOT NULL DEFAULT 0 CHECK (amount_paid_cents >= 0),
      currency text NOT NULL,
      client_secret text NOT NULL UNIQUE,
      attempt_count int NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      paid_at timestamptz
    );
    CREATE INDEX processor_invoices_subscription_idx ON processor_invoices (subscription_id, created_at);
    CREATE TABLE processor_usage_records (
      id bigserial PRIMARY KEY,
      -- the caller's idempotency key: a second report with it records nothing
      identifier text NOT NULL UNIQUE,
      customer_id text NOT NULL REFERENCES processor_customers(id),
      meter text NOT NULL,
      quantity bigint NOT NULL CHECK (quantity >= 0),
      occurred_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX processor_usage_records_meter_idx ON processor_usage_records (customer_id, meter, occurred_at);
    CREATE TABLE processor_webhook_endpoints (
      id text PRIMARY KEY,
      url text NOT NULL UNIQUE,
      enabled boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE processor_events (
      id text PRIMARY KEY,
      type text NOT NULL,
      -- the exact JSON body sent: retries and replays send the same bytes
      payload text NOT NULL,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX processor_events_created_idx ON processor_events (created_at);
    CREATE TABLE processor_webhook_deliveries (
      id bigserial PRIMARY KEY,
      event_id text NOT NULL REFERENCES processor_events(id) ON DELETE CASCADE,
      endpoint_id text NOT NULL REFERENCES processor_webhook_endpoints(id) ON DELETE CASCADE,
      status text NOT NULL CHECK (status IN ('pending', 'delivering', 'delivered', 'failed')),
      attempts int NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL,
      -- a 'delivering' row whose lease ran out belongs to a sender that died: due again
      lease_until timestamptz,
      last_status_code int,
      last_error text,
      delivered_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX processor_webhook_deliveries_due_idx ON processor_webhook_deliveries (next_attempt_at)
      WHERE status IN ('pending', 'delivering');
    CREATE INDEX processor_webhook_deliveries_event_idx ON processor_webhook_deliveries (event_id);
    CREATE TABLE processor_webhook_attempts (
      id bigserial PRIMARY KEY,
      delivery_id bigint NOT NULL REFERENCES processor_webhook_deliveries(id) ON DELETE CASCADE,
      attempt int NOT NULL,
      started_at timestamptz NOT NULL,
      duration_ms int NOT NULL,
      status_code int,
      error text,
      succeeded boolean NOT NULL
    );
    CREATE INDEX processor_webhook_attempts_delivery_idx ON processor_webhook_attempts (delivery_id, attempt);
    CREATE TABLE payment_events_handled (
      event_id text PRIMARY KEY,
      type text NOT NULL,
      handled_at timestamptz NOT NULL DEFAULT now()
    );
  `);
}

/** Drops every table this migration made. */
export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    DROP TABLE IF EXISTS payment_events_handled;
    DROP TABLE IF EXISTS processor_webhook_attempts;
    DROP TABLE IF EXISTS processor_webhook_deliveries;
    DROP TABLE IF EXISTS processor_events;
    DROP TABLE IF EXISTS processor_webhook_endpoints;
    DROP TABLE IF EXISTS processor_usage_records;
    DROP TABLE IF EXISTS processor_invoices;
    DROP TABLE IF EXISTS processor_subscriptions;
    DROP TABLE IF EXISTS processor_setup_intents;
    DROP TABLE IF EXISTS processor_payment_intents;
    DROP TABLE IF EXISTS processor_checkout_sessions;
    DROP TABLE IF EXISTS processor_customers;
  `);
}
