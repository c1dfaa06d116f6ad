/**
 * Placing and quoting orders. Checks what the schema cannot say (a delivery needs an address, an
 * aggregator order its external id, a reward a customer), prices the lines from the menu, applies
 * promotions and the reward, and stores the order with its redemptions in one transaction. An
 * `Idempotency-Key` makes retries safe: the same body answers the first order, another body 409.
 */
import { createHash, randomUUID } from "node:crypto";
import { RestaurantError } from "../../../generated/restaurant/errors.js";
import type { OrderCreate } from "../../../generated/restaurant/types.js";
import type { HandlerContext } from "../../../runtime/context.js";
import { invalidMember } from "../../../runtime/invalidMember.js";
import { recordRedemptions } from "../../../storage/restaurant/marketing/pricing.js";
import { customerBelongs } from "../../../storage/restaurant/orders/customers.js";
import {
  findByIdempotencyKey,
  insertOrder,
  type StoredOrder,
} from "../../../storage/restaurant/orders/orders.js";
import { inTransaction } from "../../../storage/run.js";
import { requireRestaurant } from "../access.js";
import { emitEvent } from "../events.js";
import { promotionDiscount, rewardDiscount } from "./discounts.js";
import { type PricedLine, priceLines } from "./pricing.js";

/** JSON with object keys sorted, so two equal bodies hash alike whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object")
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  return JSON.stringify(value);
}

/** The checks the schema cannot express, and the restaurant the caller may order for. */
async function checkedCart(ctx: HandlerContext, body: OrderCreate) {
  const access = await requireRestaurant(ctx, body.restaurant_id, "staff");
  if (body.channel === "delivery" && !body.delivery_address)
    throw invalidMember("/delivery_address", "is required for a delivery order");
  if (body.channel === "aggregator" && !body.external_id)
    throw invalidMember("/external_id", "is required for an aggregator order (the aggregator's own id)");
  if (body.reward_id && !body.customer_id)
    throw invalidMember("/customer_id", "is required to redeem a reward");
  if (
    body.customer_id &&
    !(await customerBelongs(ctx.db, access.membership.organizationId, body.customer_id))
  )
    throw new RestaurantError("unprocessable", "customer_id: no such customer", {
      issues: [{ location: "body", name: "/customer_id", message: "no such customer" }],
    });
  const scope = {
    organizationId: access.membership.organizationId,
    branchId: access.restaurant.id,
    at: ctx.now(),
  };
  const lines = await priceLines(ctx.db, scope, body.lines);
  const promotions = await promotionDiscount(
    ctx.db,
    {
      ...scope,
      channel: body.channel,
      customerId: body.customer_id ?? null,
      codes: [...new Set((body.promotion_codes ?? []).map((c) => c.toUpperCase()))],
    },
    lines,
  );
  const priced: PricedLine[] = lines.map((l, i) => ({
    ...l,
    discount_amount: promotions.lineDiscounts[i] ?? 0,
  }));
  return { access, lines: priced, promotions };
}

/** A quote: the order's lines and totals as they would be now; nothing stored. */
export async function quoteOrder(ctx: HandlerContext, body: OrderCreate) {
  const { access, lines, promotions } = await checkedCart(ctx, body);
  const subtotal = lines.reduce((sum, l) => sum + l.line_amount, 0);
  return {
    currency: access.membership.currency,
    lines,
    subtotal,
    promotions,
  };
}

/** The answer for a key used before: the first order, or 409 when this body differs. */
function replay(first: StoredOrder, hash: string): StoredOrder {
  if (first.order.request_hash !== hash)
    throw new RestaurantError(
      "idempotency_key_reused",
      "This Idempotency-Key was used with a different order",
    );
  return first;
}

/** Places the order; `replayed` when an earlier request with the key made it. */
export async function placeOrder(
  ctx: HandlerContext,
  body: OrderCreate,
  idempotencyKey: string | undefined,
): Promise<{ stored: StoredOrder; replayed: boolean }> {
  const hash = createHash("sha256").update(canonical(body)).digest("hex");
  const callerOrg = idempotencyKey
    ? (await requireRestaurant(ctx, body.restaurant_id, "staff")).membership
    : null;
  if (idempotencyKey && callerOrg) {
    const first = await findByIdempotencyKey(ctx.db, callerOrg.organizationId, idempotencyKey);
    if (first) return { stored: replay(first, hash), replayed: true };
  }
  const { access, lines, promotions } = await checkedCart(ctx, body);
  const m = access.membership;
  const subtotal = lines.reduce((sum, l) => sum + l.line_amount, 0);
  const id = randomUUID();
  const raced = Symbol("raced");
  try {
    const stored = await inTransaction(ctx.db, async (trx) => {
      const afterPromotions = subtotal - promotions.discountAmount;
      const reward =
        body.reward_id && body.customer_id
          ? await rewardDiscount(
              trx,
              {
                organizationId: m.organizationId,
                customerId: body.customer_id,
                rewardId: body.reward_id,
                orderId: id,
              },
              lines,
              afterPromotions,
            )
          : null;
      const discount = promotions.discountAmount + (reward?.amount ?? 0);
      const inserted = await insertOrder(
        trx,
        {
          id,
          organization_id: m.organizationId,
          branch_id: access.restaurant.id,
          customer_id: body.customer_id ?? null,
          channel: body.channel,
          external_id: body.external_id ?? null,
          currency: m.currency,
          subtotal_amount: subtotal,
          discount_amount: discount,
          total_amount: subtotal - discount,
          promotions: promotions.applied,
          reward,
          note: body.note ?? null,
          table_label: body.table_label ?? null,
          delivery_address: (body.delivery_address as Record<string, string> | undefined) ?? null,
          idempotency_key: idempotencyKey ?? null,
          request_hash: idempotencyKey ? hash : null,
          placed_at: ctx.now(),
          created_by: m.userId,
        },
        lines,
      );
      if (!inserted) throw raced;
      await recordRedemptions(trx, {
        organizationId: m.organizationId,
        orderId: id,
        customerId: body.customer_id ?? null,
        applied: promotions.applied.map((a) => ({
          promotionId: a.promotion_id,
          name: a.name,
          amount: a.amount,
        })),
      });
      await emitEvent(trx, {
        organizationId: m.organizationId,
        type: "order.created",
        data: {
          order_id: id,
          restaurant_id: access.restaurant.id,
          channel: body.channel,
          total_amount: subtotal - discount,
        },
      });
      return inserted;
    });
    return { stored, replayed: false };
  } catch (err) {
    if (err !== raced) throw err;
    // A unique index refused the row: the same key placed concurrently, or the external id is taken.
    const first = idempotencyKey
      ? await findByIdempotencyKey(ctx.db, m.organizationId, idempotencyKey)
      : undefined;
    if (first) return { stored: replay(first, hash), replayed: true };
    throw new RestaurantError(
      "conflict",
      "The restaurant already has an order with this channel and external_id",
      {
        issues: [
          { location: "body", name: "/external_id", message: "is taken for this restaurant and channel" },
        ],
      },
    );
  }
}
