/**
 * Billing routes: payment configuration, quotes and top-ups (one breakdown formula), saving a
 * card, plan subscriptions and payment health. Nothing here grants credits: the processor's
 * webhook does, once the money has moved (webhook.ts).
 */

import { AccountError } from "../../../generated/account/errors.js";
import type { AccountBillingHandlers } from "../../../generated/account/types.js";
import { findPlan, PLANS } from "../../../runtime/payments/plans.js";
import { findBilling, insertTopUp, updateBillingByCustomer } from "../../../storage/account/billing.js";
import { callerUserId } from "../caller.js";
import { ensureBilling } from "./customer.js";
import { priceBreakdown, TOPUP_PURPOSE } from "./quote.js";
import { billingWebhook } from "./webhook.js";

/** Subscription statuses that count as "already subscribed" (a second subscribe answers 409). */
const LIVE_SUBSCRIPTION = new Set(["incomplete", "active", "trialing", "past_due"]);

/** The billing handlers, at the configured sales-tax rate (`ctx.config.salesTaxBps`). */
export const billingHandlers: AccountBillingHandlers = {
  billing_webhook: billingWebhook,

  async payment_config(_input, ctx) {
    return { status: 200, body: { publishableKey: ctx.payments.publishableKey } };
  },

  async purchase_quote(input, ctx) {
    callerUserId(ctx);
    return { status: 200, body: priceBreakdown(input.query.amountCents, ctx.config.salesTaxBps) };
  },

  async payment_intent(input, ctx) {
    const userId = callerUserId(ctx);
    const { amountCents, useDefaultCard = false } = input.body;
    const breakdown = priceBreakdown(amountCents, ctx.config.salesTaxBps);
    const billing = await ensureBilling(ctx, userId);
    if (useDefaultCard && !billing.cardSaved)
      throw new AccountError(
        "no_saved_card",
        "No card is saved: save one with POST /api/billing/setup-intent first",
      );
    const intent = await ctx.payments.createPaymentIntent({
      amountCents: breakdown.totalCents,
      currency: "usd",
      customerId: billing.customerId,
      useDefaultCard,
      // The webhook trusts these only because the event's signature is checked.
      metadata: {
        purpose: TOPUP_PURPOSE,
        userId,
        amountCents: String(amountCents),
        taxCents: String(breakdown.taxCents),
        credits: String(breakdown.credits),
        oneClick: String(useDefaultCard),
      },
      idempotencyKey: `account-topup:${ctx.requestId}`,
      // After paying on a hosted page the browser comes back to this service's landing page.
      returnUrl: `${ctx.baseUrl}/`,
    });
    await insertTopUp(ctx.db, {
      paymentIntentId: intent.id,
      userId,
      amountCents,
      taxCents: breakdown.taxCents,
      totalCents: breakdown.totalCents,
      creditsMicros: BigInt(breakdown.credits),
      oneClick: useDefaultCard,
    });
    if (!intent.clientSecret)
      throw new AccountError("processor_rejected", "The processor returned no client secret");
    const nextAction = intent.nextActionUrl
      ? { nextAction: { type: "redirect_to_url" as const, url: intent.nextActionUrl } }
      : {};
    return { status: 200, body: { clientSecret: intent.clientSecret, breakdown, ...nextAction } };
  },

  async payment_health(_input, ctx) {
    const billing = await findBilling(ctx.db, callerUserId(ctx));
    return { status: 200, body: { alert: billing?.alert ?? null } };
  },

  async setup_intent(_input, ctx) {
    const billing = await ensureBilling(ctx, callerUserId(ctx));
    const setup = await ctx.payments.createSetupIntent({ customerId: billing.customerId });
    if (!setup.clientSecret)
      throw new AccountError("processor_rejected", "The processor returned no client secret");
    return { status: 200, body: { clientSecret: setup.clientSecret } };
  },

  async subscribe(input, ctx) {
    const userId = callerUserId(ctx);
    const plan = findPlan(input.body.planId);
    if (!plan)
      throw new AccountError("not_found", `No plan has this id; plans: ${Object.keys(PLANS).join(", ")}`, {
        issues: [{ location: "body", name: "/planId", message: "unknown plan" }],
      });
    const billing = await ensureBilling(ctx, userId);
    if (!billing.cardSaved)
      throw new AccountError(
        "no_saved_card",
        "No card is saved: save one with POST /api/billing/setup-intent first",
      );
    if (billing.subscriptionStatus && LIVE_SUBSCRIPTION.has(billing.subscriptionStatus))
      throw new AccountError("already_subscribed", `Already subscribed to ${billing.planId ?? "a plan"}`);
    const sub = await ctx.payments.createSubscription({ customerId: billing.customerId, planId: plan.id });
    await updateBillingByCustomer(
      ctx.db,
      billing.customerId,
      { subscriptionId: sub.id, planId: plan.id, subscriptionStatus: sub.status },
      ctx.now(),
    );
    if (!sub.clientSecret)
      throw new AccountError("processor_rejected", "The processor returned no invoice to pay");
    return { status: 200, body: { clientSecret: sub.clientSecret } };
  },
};
