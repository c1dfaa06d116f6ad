/**
 * Promotions as order pricing uses them (the binding cross-area calls of the design): which
 * promotions apply to an order at a moment ({@link loadApplicablePromotions}), what they take off
 * ({@link applyPromotions}, pure, in ./discounts.ts), and their use recorded with the order
 * ({@link recordRedemptions}) or given back when it is cancelled ({@link releaseRedemptions}).
 *
 * Errors: an unknown or inapplicable code, and a limit reached under concurrency, throw the
 * contract's 409 `promotion_unavailable` as an ApiError (runtime/errors.ts) naming the code and
 * why, so the orders handler needs no mapping of its own. Usage limits are the database's: a
 * conditional UPDATE of the promotion's `used_count` (CHECKed against `usage_limit`) and an upsert
 * of the customer's counter row, both row-locked, inside the order's transaction.
 */
import type { Knex } from "knex";
import type { ApiError } from "../../../runtime/errors.js";
import { runner } from "../../run.js";
import type { AppliedPromotion, PricedPromotion } from "./discounts.js";
import { type PromotionRow, toPriced } from "./promotions.js";

export type {
  AppliedPromotion,
  Cart,
  CartLine,
  PricedPromotion,
  PricingResult,
  RefusedPromotion,
} from "./discounts.js";

import { RestaurantError } from "../../../generated/restaurant/errors.js";

export { applyPromotions } from "./discounts.js";

/** Who is ordering what, where and when: what decides which promotions apply. */
export interface PromotionScope {
  organizationId: string;
  branchId: string;
  channel: string;
  customerId: string | null;
  at: Date;
  /** Codes the customer entered (compared case-insensitively); at most one. */
  codes: string[];
}

function unavailable(code: string, why: string): ApiError {
  return new RestaurantError("promotion_unavailable", `Promotion code "${code}" cannot be used: ${why}`, {
    issues: [{ location: "body", name: "/promotion_codes", message: why }],
  });
}

/** Why `row` does not apply to `scope`, or null when it does (customer facts passed in). */
function refusal(
  row: PromotionRow,
  scope: PromotionScope,
  customer: { tags: string[]; completedOrders: number; uses: number } | null,
): string | null {
  if (!row.active) return "it is not active";
  if (row.starts_at && scope.at < row.starts_at) return "it has not started yet";
  if (row.ends_at && scope.at >= row.ends_at) return "it has ended";
  if (row.usage_limit !== null && row.used_count >= row.usage_limit) return "it is used up";
  if (row.restaurant_ids.length > 0 && !row.restaurant_ids.includes(scope.branchId))
    return "it is not valid at this restaurant";
  if (row.channels.length > 0 && !row.channels.includes(scope.channel))
    return `it is not valid for ${scope.channel} orders`;
  const needsCustomer =
    row.customer_tags.length > 0 || row.new_customers_only || row.usage_limit_per_customer !== null;
  if (needsCustomer && !customer) return "it is for known customers only: the order names no customer";
  if (customer && row.usage_limit_per_customer !== null && customer.uses >= row.usage_limit_per_customer)
    return "this customer has used it up";
  if (customer && row.customer_tags.length > 0 && !row.customer_tags.some((t) => customer.tags.includes(t)))
    return "it is not for this customer";
  if (customer && row.new_customers_only && customer.completedOrders > 0)
    return "it is for new customers only";
  return null;
}

/** The customer's tags (from the customers area's table, when it exists), orders and uses of `promotionId`. */
async function customerFacts(db: Knex, organizationId: string, customerId: string, promotionId: string) {
  const { rows } = (await runner(db).raw(
    `SELECT
       (SELECT count(*)::int FROM restaurant_orders o
        WHERE o.organization_id = ? AND o.customer_id = ? AND o.status = 'completed') AS completed_orders,
       (SELECT coalesce(max(u.used), 0)::int FROM restaurant_promotion_customer_uses u
        WHERE u.promotion_id = ? AND u.customer_id = ?) AS uses,
       to_regclass('restaurant_customers') IS NOT NULL AS has_customers`,
    [organizationId, customerId, promotionId, customerId],
  )) as { rows: { completed_orders: number; uses: number; has_customers: boolean }[] };
  const facts = rows[0] ?? { completed_orders: 0, uses: 0, has_customers: false };
  let tags: string[] = [];
  if (facts.has_customers) {
    // Tags as the customers area stores them (text[] or jsonb): to_jsonb reads either.
    const { rows: t } = (await runner(db).raw(
      `SELECT coalesce(array(SELECT jsonb_array_elements_text(to_jsonb(c.tags))), '{}') AS tags
       FROM restaurant_customers c WHERE c.organization_id = ? AND c.id = ?`,
      [organizationId, customerId],
    )) as { rows: { tags: string[] }[] };
    tags = t[0]?.tags ?? [];
  }
  return { tags, completedOrders: facts.completed_orders, uses: facts.uses };
}

/**
 * The promotions that apply to an order: every automatic one (no code) whose dates, limits and
 * targeting admit it, plus the promotion of the code given. 409 `promotion_unavailable` for more
 * than one code, an unknown code, or a code whose promotion does not apply (the message says why);
 * automatic promotions that do not apply are left out silently. The cart decides the rest
 * ({@link applyPromotions}: minimum subtotal, items).
 */
export async function loadApplicablePromotions(db: Knex, scope: PromotionScope): Promise<PricedPromotion[]> {
  const codes = [...new Set(scope.codes.map((c) => c.trim().toLowerCase()).filter((c) => c !== ""))];
  if (codes.length > 1) throw unavailable(codes[1] as string, "an order takes one promotion code");
  const rows = (await runner(db)("restaurant_promotions")
    .where({ organization_id: scope.organizationId })
    .andWhere((q) => {
      q.where((a) => a.whereNull("code").andWhere({ active: true }));
      if (codes[0]) q.orWhereRaw("lower(code) = ?", [codes[0]]);
    })
    .orderBy([
      { column: "created_at", order: "asc" },
      { column: "id", order: "asc" },
    ])) as PromotionRow[];
  const out: PricedPromotion[] = [];
  for (const row of rows) {
    const customer = scope.customerId
      ? await customerFacts(db, scope.organizationId, scope.customerId, row.id)
      : null;
    const why = refusal(row, scope, customer);
    if (row.code !== null && why) throw unavailable(row.code, why);
    if (!why) out.push(toPriced(row));
  }
  if (codes[0] && !rows.some((r) => r.code !== null))
    throw unavailable(codes[0], "no promotion has this code");
  return out;
}

/**
 * Records the promotions an order used, in the order's transaction: one redemption per promotion,
 * the promotion's `used_count` raised only while below `usage_limit`, and the customer's counter
 * only while below `usage_limit_per_customer`. When a limit was reached meanwhile (another order
 * took the last use), throws 409 `promotion_unavailable` — the caller's transaction rolls back.
 */
export async function recordRedemptions(
  trx: Knex,
  o: {
    organizationId: string;
    orderId: string;
    customerId: string | null;
    applied: readonly AppliedPromotion[];
  },
): Promise<void> {
  for (const a of o.applied) {
    const raised = (await trx("restaurant_promotions")
      .where({ id: a.promotionId, organization_id: o.organizationId })
      .andWhere((q) => q.whereNull("usage_limit").orWhereRaw("used_count < usage_limit"))
      .increment("used_count", 1)
      .returning(["usage_limit_per_customer", "code", "name"])) as {
      usage_limit_per_customer: number | null;
      code: string | null;
      name: string;
    }[];
    const promo = raised[0];
    if (!promo) throw unavailable(a.name, "it is used up");
    if (o.customerId) {
      const { rows } = (await trx.raw(
        `INSERT INTO restaurant_promotion_customer_uses AS u (promotion_id, customer_id, used)
         VALUES (?, ?, 1)
         ON CONFLICT (promotion_id, customer_id) DO UPDATE SET used = u.used + 1
         WHERE ?::int IS NULL OR u.used < ?::int
         RETURNING used`,
        [a.promotionId, o.customerId, promo.usage_limit_per_customer, promo.usage_limit_per_customer],
      )) as { rows: unknown[] };
      if (rows.length === 0) throw unavailable(promo.code ?? promo.name, "this customer has used it up");
    }
    await trx("restaurant_promotion_redemptions").insert({
      organization_id: o.organizationId,
      promotion_id: a.promotionId,
      order_id: o.orderId,
      customer_id: o.customerId,
      amount: a.amount,
    });
  }
}

/**
 * Gives back the uses of a cancelled order's promotions (idempotent: a redemption is released
 * once). Runs in the caller's transaction.
 */
export async function releaseRedemptions(
  trx: Knex,
  o: { organizationId: string; orderId: string },
): Promise<void> {
  const released = (await trx("restaurant_promotion_redemptions")
    .where({ organization_id: o.organizationId, order_id: o.orderId })
    .whereNull("released_at")
    .update({ released_at: trx.fn.now() })
    .returning(["promotion_id", "customer_id"])) as { promotion_id: string; customer_id: string | null }[];
  for (const r of released) {
    await trx("restaurant_promotions")
      .where({ id: r.promotion_id })
      .update({ used_count: trx.raw("greatest(used_count - 1, 0)") });
    if (r.customer_id)
      await trx("restaurant_promotion_customer_uses")
        .where({ promotion_id: r.promotion_id, customer_id: r.customer_id })
        .update({ used: trx.raw("greatest(used - 1, 0)") });
  }
}
