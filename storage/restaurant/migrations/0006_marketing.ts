/**
 * Restaurant platform: marketing. Promotions (`restaurant_promotions`) with their usage counted in
 * the database — `used_count` under a CHECK against `usage_limit`, and one counter row per
 * (promotion, customer) for the per-customer limit — so two orders racing for the last use cannot
 * both get it; `restaurant_promotion_redemptions` says which order used which promotion (released
 * when the order is cancelled, which gives the use back). Campaigns and the customers each was sent
 * to; automation rules and their runs (one run per rule, customer and period: a sweep that runs
 * twice grants nothing twice); webhook subscriptions with their events and deliveries, the items of
 * the kernel's leased-work engine (runtime/work) exactly as infra's deliveries are. Payloads are
 * `json` text, sent byte for byte as recorded. Customer ids carry no foreign key: customers land in
 * their own migration, and a deleted customer leaves history behind.
 * Never edit after it lands: add the next numbered migration instead.
 */
import type { Knex } from "knex";

/** Creates the promotion, campaign, automation and webhook tables. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE restaurant_promotions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      organization_id uuid NOT NULL REFERENCES restaurant_organizations (id) ON DELETE CASCADE,
      name text NOT NULL,
      code text,
      kind text NOT NULL CHECK (kind IN ('percentage', 'fixed', 'free_item', 'buy_x_get_y')),
      percent integer CHECK (percent BETWEEN 1 AND 100),
      max_discount_amount bigint CHECK (max_discount_amount >= 0),
      amount bigint CHECK (amount >= 0),
      food_item_id uuid,
      category_id uuid,
      buy_quantity integer CHECK (buy_quantity > 0),
      get_quantity integer CHECK (get_quantity > 0),
      starts_at timestamptz,
      ends_at timestamptz,
      min_subtotal_amount bigint NOT NULL DEFAULT 0 CHECK (min_subtotal_amount >= 0),
      usage_limit integer CHECK (usage_limit > 0),
      usage_limit_per_customer integer CHECK (usage_limit_per_customer > 0),
      used_count integer NOT NULL DEFAULT 0 CHECK (used_count >= 0),
      restaurant_ids uuid[] NOT NULL DEFAULT '{}',
      channels text[] NOT NULL DEFAULT '{}',
      customer_tags text[] NOT NULL DEFAULT '{}',
      new_customers_only boolean NOT NULL DEFAULT false,
      active boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (usage_limit IS NULL OR used_count <= usage_limit),
      CHECK (ends_at IS NULL OR starts_at IS NULL OR ends_at > starts_at)
    )
  `);
  await knex.raw(
    "CREATE UNIQUE INDEX restaurant_promotions_code_idx ON restaurant_promotions (organization_id, lower(code)) WHERE code IS NOT NULL",
  );
  await knex.raw(
    "CREATE INDEX restaurant_promotions_org_idx ON restaurant_promotions (organization_id, created_at DESC, id DESC)",
  );
  await knex.raw(`
    CREATE TABLE restaurant_promotion_customer_uses (
      promotion_id uuid NOT NULL REFERENCES restaurant_promotions (id) ON DELETE CASCADE,
      customer_id uuid NOT NULL,
      used integer NOT NULL CHECK (used >= 0),
      PRIMARY KEY (promotion_id, customer_id)
    )
  `);
  await knex.raw(`
    CREATE TABLE restaurant_promotion_redemptions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      organization_id uuid NOT NULL REFERENCES restaurant_organizations (id) ON DELETE CASCADE,
      promotion_id uuid NOT NULL REFERENCES restaurant_promotions (id) ON DELETE CASCADE,
      order_id uuid NOT NULL REFERENCES restaurant_orders (id) ON DELETE CASCADE,
      customer_id uuid,
      amount bigint NOT NULL CHECK (amount >= 0),
      released_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (order_id, promotion_id)
    )
  `);
  await knex.raw(`
    CREATE TABLE restaurant_campaigns (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      organization_id uuid NOT NULL REFERENCES restaurant_organizations (id) ON DELETE CASCADE,
      name text NOT NULL,
      channel text NOT NULL CHECK (channel IN ('email', 'sms', 'push')),
      subject text,
      message text NOT NULL DEFAULT '',
      audience jsonb NOT NULL DEFAULT '{}',
      promotion_id uuid REFERENCES restaurant_promotions (id) ON DELETE SET NULL,
      scheduled_at timestamptz,
      status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'scheduled', 'sent', 'cancelled')),
      audience_size integer,
      sent_at timestamptz,
      cancelled_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `);
  await knex.raw(
    "CREATE INDEX restaurant_campaigns_org_idx ON restaurant_campaigns (organization_id, created_at DESC, id DESC)",
  );
  await knex.raw(
    "CREATE INDEX restaurant_campaigns_due_idx ON restaurant_campaigns (scheduled_at) WHERE status = 'scheduled'",
  );
  await knex.raw(`
    CREATE TABLE restaurant_campaign_sends (
      campaign_id uuid NOT NULL REFERENCES restaurant_campaigns (id) ON DELETE CASCADE,
      customer_id uuid NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (campaign_id, customer_id)
    )
  `);
  await knex.raw(`
    CREATE TABLE restaurant_automation_rules (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      organization_id uuid NOT NULL REFERENCES restaurant_organizations (id) ON DELETE CASCADE,
      name text NOT NULL,
      trigger jsonb NOT NULL,
      conditions jsonb NOT NULL DEFAULT '[]',
      actions jsonb NOT NULL,
      enabled boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `);
  await knex.raw(
    "CREATE INDEX restaurant_automation_rules_org_idx ON restaurant_automation_rules (organization_id, created_at DESC, id DESC)",
  );
  await knex.raw(`
    CREATE TABLE restaurant_automation_runs (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      rule_id uuid NOT NULL REFERENCES restaurant_automation_rules (id) ON DELETE CASCADE,
      organization_id uuid NOT NULL,
      customer_id uuid,
      -- what makes a run unique: the event's id, or the sweep's period
      period_key text NOT NULL,
      -- the trigger type it answered, and what its actions did (the rule may change later)
      trigger_type text NOT NULL,
      status text NOT NULL CHECK (status IN ('succeeded', 'skipped', 'failed')),
      actions jsonb NOT NULL DEFAULT '[]',
      detail text,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (rule_id, customer_id, period_key)
    )
  `);
  await knex.raw(
    "CREATE INDEX restaurant_automation_runs_rule_idx ON restaurant_automation_runs (rule_id, created_at DESC, id DESC)",
  );
  await knex.raw(`
    CREATE TABLE restaurant_webhooks (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      organization_id uuid NOT NULL REFERENCES restaurant_organizations (id) ON DELETE CASCADE,
      url text NOT NULL,
      event_types text[] NOT NULL,
      -- the signing secret sealed by the handler; storage never sees the plaintext
      secret_sealed text NOT NULL,
      enabled boolean NOT NULL DEFAULT true,
      success_count bigint NOT NULL DEFAULT 0,
      failure_count bigint NOT NULL DEFAULT 0,
      last_attempted_at timestamptz,
      last_status integer,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `);
  await knex.raw(
    "CREATE INDEX restaurant_webhooks_org_idx ON restaurant_webhooks (organization_id, created_at DESC, id DESC)",
  );
  await knex.raw(`
    CREATE TABLE restaurant_webhook_events (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      organization_id uuid NOT NULL REFERENCES restaurant_organizations (id) ON DELETE CASCADE,
      type text NOT NULL,
      payload json NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `);
  await knex.raw(`
    CREATE TABLE restaurant_webhook_deliveries (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      webhook_id uuid NOT NULL REFERENCES restaurant_webhooks (id) ON DELETE CASCADE,
      event_id uuid NOT NULL REFERENCES restaurant_webhook_events (id) ON DELETE CASCADE,
      status text NOT NULL DEFAULT 'pending'
        CHECK (status IN ('pending', 'delivering', 'succeeded', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      -- while delivering: the lease's end
      next_attempt_at timestamptz NOT NULL,
      http_status integer,
      response_snippet text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (event_id, webhook_id)
    )
  `);
  await knex.raw(
    "CREATE INDEX restaurant_webhook_deliveries_webhook_idx ON restaurant_webhook_deliveries (webhook_id, created_at DESC, id DESC)",
  );
  await knex.raw(
    "CREATE INDEX restaurant_webhook_deliveries_due_idx ON restaurant_webhook_deliveries (next_attempt_at) WHERE status IN ('pending', 'delivering')",
  );
}

/** Drops them again. */
export async function down(knex: Knex): Promise<void> {
  await knex.raw(`DROP TABLE IF EXISTS restaurant_webhook_deliveries, restaurant_webhook_events,
    restaurant_webhooks, restaurant_automation_runs, restaurant_automation_rules, restaurant_campaign_sends,
    restaurant_campaigns, restaurant_promotion_redemptions, restaurant_promotion_customer_uses,
    restaurant_promotions`);
}
