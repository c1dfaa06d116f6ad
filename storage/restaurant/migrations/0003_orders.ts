/**
 * Restaurant platform: orders and their lines. An order belongs to one branch, is priced by the
 * server (amounts are integers in the organization's currency's minor unit), and moves through
 * its states by verb routes that stamp each state's time. `restaurant_order_lines` keeps what was
 * sold as it was priced then (name, variant, modifiers, unit amount), so a later menu change
 * never rewrites history. Idempotent creation: one order per (organization, idempotency key);
 * aggregator orders: one per (branch, channel, external id). The branch reference has no cascade:
 * a restaurant with orders is kept (409 `in_use`).
 * Never edit after it lands: add the next numbered migration instead.
 */
import type { Knex } from "knex";

/** Creates `restaurant_orders` and `restaurant_order_lines`. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE restaurant_orders (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      organization_id uuid NOT NULL REFERENCES restaurant_organizations (id) ON DELETE CASCADE,
      branch_id uuid NOT NULL REFERENCES restaurant_branches (id),
      customer_id uuid,
      channel text NOT NULL CHECK (channel IN ('dine_in', 'takeaway', 'delivery', 'web', 'app', 'pos', 'aggregator')),
      external_id text,
      status text NOT NULL DEFAULT 'placed' CHECK (status IN ('placed', 'accepted', 'preparing', 'ready',
        'picked_up', 'out_for_delivery', 'completed', 'cancelled', 'failed')),
      currency text NOT NULL,
      subtotal_amount bigint NOT NULL CHECK (subtotal_amount >= 0),
      discount_amount bigint NOT NULL DEFAULT 0 CHECK (discount_amount >= 0),
      total_amount bigint NOT NULL CHECK (total_amount >= 0),
      promotions jsonb NOT NULL DEFAULT '[]',
      reward jsonb,
      note text,
      table_label text,
      delivery_address jsonb,
      idempotency_key text,
      request_hash text,
      cancel_reason text,
      created_by uuid,
      placed_at timestamptz NOT NULL,
      accepted_at timestamptz,
      preparing_at timestamptz,
      ready_at timestamptz,
      picked_up_at timestamptz,
      out_for_delivery_at timestamptz,
      completed_at timestamptz,
      cancelled_at timestamptz,
      failed_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (total_amount = subtotal_amount - discount_amount)
    )
  `);
  await knex.raw(
    "CREATE UNIQUE INDEX restaurant_orders_idem_idx ON restaurant_orders (organization_id, idempotency_key) WHERE idempotency_key IS NOT NULL",
  );
  await knex.raw(
    "CREATE UNIQUE INDEX restaurant_orders_external_idx ON restaurant_orders (branch_id, channel, external_id) WHERE external_id IS NOT NULL",
  );
  await knex.raw(
    "CREATE INDEX restaurant_orders_list_idx ON restaurant_orders (organization_id, placed_at DESC, id DESC)",
  );
  await knex.raw(
    "CREATE INDEX restaurant_orders_branch_idx ON restaurant_orders (branch_id, placed_at DESC, id DESC)",
  );
  await knex.raw(
    "CREATE INDEX restaurant_orders_customer_idx ON restaurant_orders (customer_id, placed_at DESC) WHERE customer_id IS NOT NULL",
  );
  await knex.raw(`
    CREATE TABLE restaurant_order_lines (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      order_id uuid NOT NULL REFERENCES restaurant_orders (id) ON DELETE CASCADE,
      position integer NOT NULL,
      food_item_id uuid NOT NULL,
      variant_id uuid,
      category_id uuid,
      name text NOT NULL,
      variant_name text,
      quantity integer NOT NULL CHECK (quantity > 0),
      modifiers jsonb NOT NULL DEFAULT '[]',
      unit_amount bigint NOT NULL CHECK (unit_amount >= 0),
      line_amount bigint NOT NULL CHECK (line_amount >= 0),
      discount_amount bigint NOT NULL DEFAULT 0 CHECK (discount_amount >= 0),
      note text,
      UNIQUE (order_id, position)
    )
  `);
  await knex.raw("CREATE INDEX restaurant_order_lines_item_idx ON restaurant_order_lines (food_item_id)");
}

/** Drops them again. */
export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP TABLE IF EXISTS restaurant_order_lines, restaurant_orders");
}
