/**
 * `POST /billing/connect`: a customer and a metered subscription at the payment processor
 * for the caller. Idempotent: once connected, answers the stored connection and creates
 * nothing.
 */
import type {
  BillingConnectInput,
  BillingConnection as BillingConnectionBody,
  BillingConnectResponse,
} from "../../../generated/storefront-ext/types.js";
import type { HandlerContext } from "../../../runtime/context.js";
import { findUser } from "../../../storage/platform/users.js";
import {
  type BillingConnection,
  findBillingConnection,
  saveBillingConnection,
} from "../../../storage/storefront/billing.js";
import { billedPerson, USAGE_METER } from "./person.js";

function present(c: BillingConnection): BillingConnectionBody {
  return {
    customerId: c.customerId,
    subscriptionId: c.subscriptionId,
    email: c.email,
    connectedAt: c.connectedAt.getTime(),
  };
}

/** Connects the caller at the runtime's processor (`ctx.payments`), once. */
export async function billingConnect(
  input: BillingConnectInput,
  ctx: HandlerContext,
): Promise<BillingConnectResponse> {
  const userId = billedPerson(ctx);
  const existing = await findBillingConnection(ctx.db, userId);
  if (existing) return { status: 200, body: present(existing) };
  const processor = ctx.payments;
  const email = input.body.email ?? (await findUser(ctx.db, userId))?.email ?? null;
  const customer = await processor.createCustomer({
    ...(email ? { email } : {}),
    metadata: { userId, service: "storefront" },
  });
  const subscription = await processor.createMeteredSubscription({
    customerId: customer.id,
    meter: USAGE_METER,
  });
  // Two connects racing: the first stored wins and both answer it (the loser's customer
  // stays unused at the processor, which costs nothing).
  const { connection } = await saveBillingConnection(ctx.db, {
    userId,
    customerId: customer.id,
    subscriptionId: subscription.id,
    email,
    connectedAt: ctx.now(),
  });
  return { status: 200, body: present(connection) };
}
