/**
 * `POST /checkout/webhook`: the processor's signed events. The signature is checked over the
 * raw bytes received before anything is believed. `checkout.session.completed` pays the
 * order as confirm does, `checkout.session.expired` cancels it; each event id is acted on
 * once (recorded in the same transaction as its effect), and other kinds are acknowledged.
 */

import type { Knex } from "knex";
import type {
  CheckoutWebhookInput,
  CheckoutWebhookResponse,
} from "../../../generated/storefront-ext/types.js";
import type { HandlerContext } from "../../../runtime/context.js";
import { ApiError } from "../../../runtime/errors.js";
import type { CheckoutSession } from "../../../runtime/payments/types.js";
import { claimHandledEvent } from "../../../storage/platform/payments/handledEvents.js";
import { inTransaction } from "../../../storage/run.js";
import { parseRecordId } from "../../../storage/storefront/ids.js";
import { findOrderBySession, findOrderPayment } from "../../../storage/storefront/orders.js";
import { applySession, ORDER_ID_METADATA, sessionPaysFor } from "./session.js";

/**
 * Handled events are recorded per receiver: another service receiving the same event from
 * the same processor must still act on it itself.
 */
const HANDLED_PREFIX = "storefront:";

/** The order a session pays for, by the session recorded on it or the session's metadata. */
async function orderOf(db: Knex, session: CheckoutSession) {
  const bySession = await findOrderBySession(db, session.id);
  if (bySession) return bySession;
  const id = parseRecordId(session.metadata?.[ORDER_ID_METADATA] ?? "");
  const order = id === undefined ? undefined : await findOrderPayment(db, id);
  return order && sessionPaysFor(order, session) ? order : undefined;
}

/** Acts on one event of the runtime's processor (`ctx.payments`), once. */
export async function checkoutWebhook(
  input: CheckoutWebhookInput,
  ctx: HandlerContext,
): Promise<CheckoutWebhookResponse> {
  if (!ctx.rawBody) throw new ApiError("validation_failed", "The webhook needs the request body as sent");
  const event = ctx.payments.constructEvent(ctx.rawBody, input.headers["Stripe-Signature"]);
  if (event.type !== "checkout.session.completed" && event.type !== "checkout.session.expired")
    return { status: 200, body: { received: true } };
  const session = event.data.object;
  await inTransaction(ctx.db, async (trx) => {
    if (!(await claimHandledEvent(trx, `${HANDLED_PREFIX}${event.id}`, event.type, ctx.now()))) return;
    const order = await orderOf(trx, session);
    // A session this shop did not create (another service's checkout) is not ours to act on.
    if (order) await applySession(trx, order.id, session, ctx.now(), ctx.log);
  });
  return { status: 200, body: { received: true } };
}
