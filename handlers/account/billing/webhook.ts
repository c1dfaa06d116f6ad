/**
 * `POST /api/billing/webhook`: the processor's signed events. The signature is checked over the
 * raw bytes before anything is believed; each event id is applied once, in the same transaction
 * as its effect, and each top-up is granted once however many events mention it.
 *
 * - `payment_intent.succeeded` (an account top-up): grant its credits.
 * - `payment_intent.payment_failed`: mark the top-up failed; a declined one-click top-up raises
 *   `topup_declined`.
 * - `setup_intent.succeeded`: the customer has a saved card (and a declined top-up is fixed).
 * - `invoice.paid`: grant the plan's credits; a past-due subscription is healthy again.
 * - `invoice.payment_failed`: raise `subscription_past_due`.
 * - `customer.subscription.*`: keep the subscription's status.
 */
import type { Knex } from "knex";
import type { BillingWebhookInput, BillingWebhookResponse } from "../../../generated/account/types.js";
import type { HandlerContext } from "../../../runtime/context.js";
import { ApiError } from "../../../runtime/errors.js";
import type { ProcessorEvent } from "../../../runtime/payments/events.js";
import { findPlan } from "../../../runtime/payments/plans.js";
import type { PaymentIntent } from "../../../runtime/payments/types.js";
import {
  clearAlert,
  findBillingByCustomer,
  insertTopUp,
  settleTopUp,
  updateBillingByCustomer,
} from "../../../storage/account/billing.js";
import { ensureUserAccount, grantCredits } from "../../../storage/platform/credits.js";
import { claimHandledEvent } from "../../../storage/platform/payments/handledEvents.js";
import { inTransaction } from "../../../storage/run.js";
import { TOPUP_PURPOSE } from "./quote.js";

/** Handled events are recorded per receiver: the storefront acting on an event is not us acting on it. */
const HANDLED_PREFIX = "account:";

/** Records the top-up from the intent's metadata, in case the event outran the route's own insert. */
async function recordTopUpFromEvent(trx: Knex, intent: PaymentIntent): Promise<void> {
  const m = intent.metadata;
  const amountCents = Number(m.amountCents);
  const taxCents = Number(m.taxCents);
  const credits = m.credits ?? "";
  if (
    !m.userId ||
    !Number.isInteger(amountCents) ||
    !Number.isInteger(taxCents) ||
    !/^[1-9][0-9]*$/.test(credits)
  )
    return;
  await insertTopUp(trx, {
    paymentIntentId: intent.id,
    userId: m.userId,
    amountCents,
    taxCents,
    totalCents: amountCents + taxCents,
    creditsMicros: BigInt(credits),
    oneClick: m.oneClick === "true",
  });
}

async function apply(trx: Knex, event: ProcessorEvent, now: Date): Promise<void> {
  switch (event.type) {
    case "payment_intent.succeeded": {
      const intent = event.data.object;
      if (intent.metadata.purpose !== TOPUP_PURPOSE) return;
      await recordTopUpFromEvent(trx, intent);
      const topUp = await settleTopUp(trx, intent.id, "granted", now);
      if (!topUp) return;
      const accountId = await ensureUserAccount(trx, topUp.userId);
      await grantCredits(trx, { accountId, micros: topUp.creditsMicros, reason: `top-up ${intent.id}` });
      if (intent.customerId) await clearAlert(trx, intent.customerId, "topup_declined", now);
      return;
    }
    case "payment_intent.payment_failed": {
      const intent = event.data.object;
      if (intent.metadata.purpose !== TOPUP_PURPOSE) return;
      await recordTopUpFromEvent(trx, intent);
      const topUp = await settleTopUp(trx, intent.id, "failed", now);
      if (topUp?.oneClick && intent.customerId) {
        const message = `A one-click top-up of ${topUp.totalCents} cents was declined; save another card and try again.`;
        await updateBillingByCustomer(
          trx,
          intent.customerId,
          { alert: { kind: "topup_declined", message } },
          now,
        );
      }
      return;
    }
    case "setup_intent.succeeded": {
      const customerId = event.data.object.customerId;
      if (!customerId) return;
      await updateBillingByCustomer(trx, customerId, { cardSaved: true }, now);
      await clearAlert(trx, customerId, "topup_declined", now);
      return;
    }
    case "invoice.paid": {
      const invoice = event.data.object;
      const plan = invoice.planId ? findPlan(invoice.planId) : undefined;
      const billing = invoice.customerId ? await findBillingByCustomer(trx, invoice.customerId) : undefined;
      if (!plan || !billing) return;
      const accountId = await ensureUserAccount(trx, billing.userId);
      await grantCredits(trx, {
        accountId,
        micros: plan.monthlyCreditMicros,
        reason: `plan ${plan.id} ${invoice.id}`,
      });
      await updateBillingByCustomer(trx, billing.customerId, { subscriptionStatus: "active" }, now);
      await clearAlert(trx, billing.customerId, "subscription_past_due", now);
      return;
    }
    case "invoice.payment_failed": {
      const invoice = event.data.object;
      if (!invoice.customerId || !invoice.planId) return;
      const message = `Payment for the ${invoice.planId} plan was declined; update your card to keep the plan.`;
      await updateBillingByCustomer(
        trx,
        invoice.customerId,
        { subscriptionStatus: "past_due", alert: { kind: "subscription_past_due", message } },
        now,
      );
      return;
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const sub = event.data.object;
      if (!sub.planId) return;
      const status = event.type === "customer.subscription.deleted" ? "canceled" : sub.status;
      await updateBillingByCustomer(
        trx,
        sub.customerId,
        { subscriptionId: sub.id, planId: sub.planId, subscriptionStatus: status },
        now,
      );
      if (status === "active" || status === "canceled")
        await clearAlert(trx, sub.customerId, "subscription_past_due", now);
      return;
    }
    default:
      return;
  }
}

/** The webhook handler. */
export async function billingWebhook(
  input: BillingWebhookInput,
  ctx: HandlerContext,
): Promise<BillingWebhookResponse> {
  if (!ctx.rawBody) throw new ApiError("validation_failed", "The webhook needs the request body as sent");
  const event = ctx.payments.constructEvent(ctx.rawBody, input.headers["Stripe-Signature"]);
  const now = ctx.now();
  await inTransaction(ctx.db, async (trx) => {
    if (!(await claimHandledEvent(trx, `${HANDLED_PREFIX}${event.id}`, event.type, now))) return;
    await apply(trx, event, now);
  });
  return { status: 200, body: { received: true } };
}
