/**
 * The local processor's rows as Stripe would serialise them: the bodies of its webhooks and,
 * mapped through wire.ts, what its methods return. Only fields a Stripe integration commonly
 * reads are present; all are real Stripe field names.
 */
import type { CheckoutSessionRow } from "../../../storage/platform/payments/checkoutSessions.js";
import type { PaymentIntentRow, SetupIntentRow } from "../../../storage/platform/payments/intents.js";
import type { InvoiceRow, SubscriptionRow } from "../../../storage/platform/payments/subscriptions.js";
import type {
  WireCheckoutSession,
  WireInvoice,
  WirePaymentIntent,
  WireSetupIntent,
  WireSubscription,
} from "../wire.js";

/** Unix seconds. */
export function unix(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/** A `checkout.session`; `url` is null unless open (Stripe only shows it on an active session). */
export function wireCheckoutSession(row: CheckoutSessionRow): WireCheckoutSession & Record<string, unknown> {
  return {
    id: row.id,
    object: "checkout.session",
    mode: "payment",
    url: row.status === "open" ? row.url : null,
    status: row.status,
    payment_status: row.paymentStatus,
    amount_subtotal: row.amountTotalCents,
    amount_total: row.amountTotalCents,
    currency: row.currency,
    metadata: row.metadata,
    payment_intent: row.paymentIntentId,
    customer: null,
    success_url: row.successUrl,
    cancel_url: row.cancelUrl,
    created: unix(row.createdAt),
    expires_at: unix(row.expiresAt),
    livemode: false,
  };
}

/** A `payment_intent`. */
export function wirePaymentIntent(row: PaymentIntentRow): WirePaymentIntent & Record<string, unknown> {
  return {
    id: row.id,
    object: "payment_intent",
    amount: row.amountCents,
    amount_received: row.status === "succeeded" ? row.amountCents : 0,
    currency: row.currency,
    customer: row.customerId,
    metadata: row.metadata,
    status: row.status,
    client_secret: row.clientSecret,
    created: unix(row.createdAt),
    livemode: false,
    // Stripe's shape for "send the buyer to this page": only while the payment is awaited.
    next_action:
      row.pageUrl && row.status === "requires_payment_method"
        ? { type: "redirect_to_url", redirect_to_url: { url: row.pageUrl, return_url: row.returnUrl } }
        : null,
  };
}

/** A `setup_intent`. */
export function wireSetupIntent(row: SetupIntentRow): WireSetupIntent & Record<string, unknown> {
  return {
    id: row.id,
    object: "setup_intent",
    client_secret: row.clientSecret,
    status: row.status,
    customer: row.customerId,
    payment_method: row.paymentMethod,
    usage: "off_session",
    created: unix(row.createdAt),
    livemode: false,
  };
}

/** A `subscription`. */
export function wireSubscription(row: SubscriptionRow): WireSubscription & Record<string, unknown> {
  return {
    id: row.id,
    object: "subscription",
    customer: row.customerId,
    status: row.status,
    metadata: row.metadata,
    created: unix(row.createdAt),
    livemode: false,
  };
}

/** An `invoice`, its subscription under `parent.subscription_details` as since API basil. */
export function wireInvoice(
  row: InvoiceRow,
  subscription: SubscriptionRow,
): WireInvoice & Record<string, unknown> {
  return {
    id: row.id,
    object: "invoice",
    customer: row.customerId,
    status: row.status,
    amount_due: row.amountDueCents,
    amount_paid: row.amountPaidCents,
    amount_remaining: row.amountDueCents - row.amountPaidCents,
    attempt_count: row.attemptCount,
    currency: row.currency,
    billing_reason: row.billingReason,
    parent: {
      type: "subscription_details",
      subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
    },
    period_start: unix(subscription.currentPeriodStart),
    period_end: unix(subscription.currentPeriodEnd),
    created: unix(row.createdAt),
    livemode: false,
  };
}
