/**
 * `POST /checkout/confirm`: asks the processor about the order's payment session and moves
 * the order accordingly. Idempotent: an order that is no longer pending answers its status
 * without asking, and of concurrent confirmations only one pays the order (see markOrderPaid).
 */
import type {
  CheckoutConfirmInput,
  CheckoutConfirmResponse,
} from "../../../generated/storefront-ext/types.js";
import type { HandlerContext } from "../../../runtime/context.js";
import { attachPaymentSession, findOrderPayment } from "../../../storage/storefront/orders.js";
import { notFound } from "../problems.js";
import { SESSION_LIFETIME_MS } from "./pay.js";
import { applySession, sessionPaysFor } from "./session.js";

/** Settles the order from its session at the runtime's processor (`ctx.payments`). */
export async function checkoutConfirm(
  input: CheckoutConfirmInput,
  ctx: HandlerContext,
): Promise<CheckoutConfirmResponse> {
  const { orderId, sessionId } = input.body;
  const order = await findOrderPayment(ctx.db, orderId);
  // A session id that is not the order's answers as a missing order: ids reveal nothing.
  if (!order || (order.sessionId !== null && order.sessionId !== sessionId))
    throw notFound("order with this session");
  if (order.status !== "pending") return { status: 200, body: { orderId, status: order.status } };
  const session = await ctx.payments.retrieveCheckoutSession(sessionId);
  if (!session || !sessionPaysFor(order, session)) throw notFound("order with this session");
  if (order.sessionId === null)
    await attachPaymentSession(ctx.db, orderId, session.id, ctx.now().getTime() + SESSION_LIFETIME_MS);
  const status = await applySession(ctx.db, orderId, session, ctx.now(), ctx.log);
  if (!status) throw notFound("order with this session");
  return { status: 200, body: { orderId, status } };
}
