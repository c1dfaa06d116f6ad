/**
 * The order routes: list (the seed's `GET /api/restaurant-orders`), place, quote, read, and the
 * verbs. A verb checks the state table (./transitions.ts) and the caller's role on the order's
 * restaurant, then moves the order with one conditional UPDATE, so two concurrent moves cannot both
 * win; completion grants loyalty points, cancellation gives back what the order held (reward
 * points, promotion uses) and, for a void, takes back the points it earned.
 */

import { RestaurantError } from "../../../generated/restaurant/errors.js";
import type { OrderVerb, RestaurantOrdersHandlers } from "../../../generated/restaurant/types.js";
import type { HandlerContext } from "../../../runtime/context.js";
import { ApiError } from "../../../runtime/errors.js";
import { listPage } from "../../../runtime/paging.js";
import { listBranchIds } from "../../../storage/restaurant/core/branches.js";
import { accrueForOrder, reverseForOrder } from "../../../storage/restaurant/loyalty/orderHooks.js";
import { releaseRedemptions } from "../../../storage/restaurant/marketing/pricing.js";
import {
  findOrder,
  listOrders,
  moveOrder,
  type StoredOrder,
} from "../../../storage/restaurant/orders/orders.js";
import { inTransaction } from "../../../storage/run.js";
import { membership, requireRestaurant } from "../access.js";
import { emitEvent } from "../events.js";
import { placeOrder, quoteOrder } from "./place.js";
import { allows, ruleFor } from "./transitions.js";
import { orderBody } from "./view.js";

const noSuchOrder = () => new RestaurantError("not_found", "No such order");

/** The order, when the caller holds a role on its restaurant (404 otherwise, as for a missing one). */
async function visibleOrder(ctx: HandlerContext, orderId: string): Promise<StoredOrder> {
  const m = await membership(ctx);
  const stored = await findOrder(ctx.db, m.organizationId, orderId);
  if (!stored) throw noSuchOrder();
  await requireRestaurant(ctx, stored.order.branch_id, "staff").catch((err: unknown) => {
    throw err instanceof ApiError && err.code === "not_found" ? noSuchOrder() : err;
  });
  return stored;
}

/** Runs one verb on an order. */
async function move(ctx: HandlerContext, orderId: string, verb: OrderVerb, reason?: string) {
  const current = await visibleOrder(ctx, orderId);
  const { order } = current;
  const status = order.status as Parameters<typeof allows>[1];
  const channel = order.channel as Parameters<typeof allows>[2];
  if (!allows(verb, status, channel))
    throw new RestaurantError(
      "invalid_transition",
      `An order that is ${order.status} (${order.channel}) cannot be moved by ${verb}`,
    );
  const rule = ruleFor(verb, status);
  await requireRestaurant(ctx, order.branch_id, rule.role);
  const org = order.organization_id;
  const moved = await inTransaction(ctx.db, async (trx) => {
    const row = await moveOrder(trx, {
      organizationId: org,
      id: order.id,
      from: [status],
      to: rule.to,
      stamp: rule.stamp,
      now: ctx.now(),
      reason,
    });
    if (!row) return undefined;
    if (rule.to === "completed" && row.customer_id)
      await accrueForOrder(trx, {
        organizationId: org,
        orderId: row.id,
        customerId: row.customer_id,
        branchId: row.branch_id,
        totalAmount: row.total_amount,
        lines: current.lines.map((l) => ({
          foodItemId: l.food_item_id,
          categoryId: l.category_id,
          quantity: l.quantity,
        })),
      });
    if (rule.to === "cancelled" || rule.to === "failed") {
      await reverseForOrder(trx, { organizationId: org, orderId: row.id });
      await releaseRedemptions(trx, { organizationId: org, orderId: row.id });
    }
    await emitEvent(trx, {
      organizationId: org,
      type: "order.status_changed",
      data: {
        order_id: row.id,
        restaurant_id: row.branch_id,
        from: status,
        to: rule.to,
        customer_id: row.customer_id,
      },
    });
    return row;
  });
  // Someone else moved it between the read and the update: the state it is in now decides.
  if (!moved)
    throw new RestaurantError(
      "invalid_transition",
      `The order was moved by someone else; read it again before ${verb}`,
    );
  return { status: 200 as const, body: orderBody({ order: moved, lines: current.lines }) };
}

/** The order operations. */
export const orderHandlers: RestaurantOrdersHandlers = {
  async list_orders({ query }, ctx) {
    const m = await membership(ctx);
    let branchIds: string[] | null = m.owner ? null : await listBranchIds(ctx.db, m.organizationId, m.userId);
    if (query.restaurant_id) {
      await requireRestaurant(ctx, query.restaurant_id, "staff");
      branchIds = [query.restaurant_id];
    }
    const page = await listPage(query, (p) =>
      listOrders(
        ctx.db,
        {
          organizationId: m.organizationId,
          branchIds,
          status: query.status,
          channel: query.channel,
          customerId: query.customer_id,
          placedFrom: query.placed_from ? new Date(query.placed_from) : undefined,
          placedTo: query.placed_to ? new Date(query.placed_to) : undefined,
        },
        p,
      ),
    );
    return { status: 200, body: { orders: page.items.map(orderBody), next_cursor: page.nextAfter } };
  },

  async create_order({ headers, body }, ctx) {
    const { stored, replayed } = await placeOrder(ctx, body, headers["Idempotency-Key"]);
    return replayed
      ? { status: 200, headers: { "Idempotent-Replayed": "true" }, body: orderBody(stored) }
      : { status: 201, body: orderBody(stored) };
  },

  async quote_order({ body }, ctx) {
    const q = await quoteOrder(ctx, body);
    const discount = q.promotions.discountAmount;
    return {
      status: 200,
      body: {
        currency: q.currency,
        lines: q.lines,
        subtotal_amount: q.subtotal,
        discount_amount: discount,
        total_amount: q.subtotal - discount,
        promotions: q.promotions.applied,
      },
    };
  },

  async get_order({ path }, ctx) {
    return { status: 200, body: orderBody(await visibleOrder(ctx, path.order_id)) };
  },

  accept_order: ({ path }, ctx) => move(ctx, path.order_id, "accept"),
  start_order: ({ path }, ctx) => move(ctx, path.order_id, "start"),
  ready_order: ({ path }, ctx) => move(ctx, path.order_id, "ready"),
  pick_up_order: ({ path }, ctx) => move(ctx, path.order_id, "pick-up"),
  dispatch_order: ({ path }, ctx) => move(ctx, path.order_id, "dispatch"),
  complete_order: ({ path }, ctx) => move(ctx, path.order_id, "complete"),
  cancel_order: ({ path, body }, ctx) => move(ctx, path.order_id, "cancel", body.reason),
  fail_order: ({ path, body }, ctx) => move(ctx, path.order_id, "fail", body.reason),
};
