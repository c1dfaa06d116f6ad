/**
 * What a payment session means for its order, shared by `POST /checkout/confirm` and the
 * webhook: a paid session pays the order (once), an expired one cancels it, anything else
 * leaves it pending.
 */
import type { Knex } from "knex";
import type { Logger } from "pino";
import type { CheckoutSession } from "../../../runtime/payments/types.js";
import {
  cancelPendingOrder,
  markOrderPaid,
  type OrderPayment,
  type OrderStatus,
} from "../../../storage/storefront/orders.js";

/** Metadata key carrying the order id on every session checkout creates. */
export const ORDER_ID_METADATA = "storefrontOrderId";

/**
 * true when `session` pays for `order`: the session recorded on the order, or — when
 * recording it failed after the processor made it — a session whose metadata names the order.
 */
export function sessionPaysFor(
  order: OrderPayment,
  session: Pick<CheckoutSession, "id" | "metadata">,
): boolean {
  if (order.sessionId !== null) return order.sessionId === session.id;
  return session.metadata[ORDER_ID_METADATA] === String(order.id);
}

/** Applies the session's state to the order; answers the order's status afterwards. */
export async function applySession(
  db: Knex,
  orderId: number,
  session: CheckoutSession,
  at: Date,
  log: Logger,
): Promise<OrderStatus | undefined> {
  if (session.paymentStatus === "paid") {
    const outcome = await markOrderPaid(db, orderId, { paymentIntentId: session.paymentIntentId, at });
    if (outcome?.oversold.length)
      log.warn({ orderId, products: outcome.oversold }, "paid order oversold products; their stock is now 0");
    return outcome?.status;
  }
  if (session.status === "expired") return cancelPendingOrder(db, orderId);
  return "pending";
}
