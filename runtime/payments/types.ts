/**
 * The objects a `PaymentProcessor` hands back: Stripe's objects cut down to what our
 * services use, in our own camelCase shape, so handlers never see a processor SDK type.
 * Amounts are integer cents (the currency's minor unit), like Stripe's.
 */

/** Free-form string pairs stored with an object (Stripe: up to 50 keys, values up to 500 chars). */
export type Metadata = Record<string, string>;

/** One line of a hosted checkout. */
export interface CheckoutLineItem {
  /** Shown on the payment page and the receipt. */
  name: string;
  /** Price of one unit, integer cents, >= 0. */
  unitAmountCents: number;
  /** Units, integer >= 1. */
  quantity: number;
}

/** `open` until paid (`complete`) or abandoned/cancelled (`expired`). */
export type CheckoutSessionStatus = "open" | "complete" | "expired";

/** Whether the money has arrived; `paid` only on a `complete` session. */
export type CheckoutPaymentStatus = "unpaid" | "paid";

/** A hosted payment page for a fixed basket (Stripe: Checkout Session, mode `payment`). */
export interface CheckoutSession {
  id: string;
  /** The hosted page to send the buyer to; null once the session is no longer open (Stripe clears it). */
  url: string | null;
  status: CheckoutSessionStatus;
  paymentStatus: CheckoutPaymentStatus;
  amountTotalCents: number;
  /** ISO 4217, lower case ("usd"). */
  currency: string;
  metadata: Metadata;
  /** The payment behind a paid session (the storefront's `processorPaymentIntentId`); null before payment. */
  paymentIntentId: string | null;
}

/** A processor-side customer: the anchor for saved cards, subscriptions and metered usage. */
export interface Customer {
  id: string;
}

/** Stripe's payment-intent lifecycle; local intents go `requires_payment_method` → `succeeded`. */
export type PaymentIntentStatus =
  | "requires_payment_method"
  | "requires_confirmation"
  | "requires_action"
  | "processing"
  | "requires_capture"
  | "canceled"
  | "succeeded";

/** One attempt to take a fixed amount (an account top-up). */
export interface PaymentIntent {
  id: string;
  /** Handed to the browser's payment element to confirm; never log it. */
  clientSecret: string | null;
  status: PaymentIntentStatus;
  amountCents: number;
  currency: string;
  customerId: string | null;
  metadata: Metadata;
  /**
   * A page to send the buyer to, where the payment is completed (Stripe's
   * `next_action.redirect_to_url.url`): the local processor's hosted payment page while the
   * intent awaits payment; null when there is nothing to do there (Stripe confirms in the
   * browser's payment element with the client secret instead).
   */
  nextActionUrl: string | null;
}

/** Stripe's setup-intent lifecycle (the local processor uses the two ends). */
export type SetupIntentStatus =
  | "requires_payment_method"
  | "requires_confirmation"
  | "requires_action"
  | "processing"
  | "canceled"
  | "succeeded";

/** A zero-amount flow that saves a card on a customer for later one-click payments. */
export interface SetupIntent {
  id: string;
  clientSecret: string | null;
  status: SetupIntentStatus;
  customerId: string | null;
}

/** Stripe's subscription statuses. */
export type SubscriptionStatus =
  | "incomplete"
  | "incomplete_expired"
  | "trialing"
  | "active"
  | "past_due"
  | "canceled"
  | "unpaid"
  | "paused";

/** A recurring plan (account service) or a metered usage subscription (storefront). */
export interface Subscription {
  id: string;
  customerId: string;
  status: SubscriptionStatus;
  /** Catalogue plan id (see plans.ts) for plan subscriptions; null for metered ones. */
  planId: string | null;
  /** Meter name for metered subscriptions; null for plans. */
  meter: string | null;
  metadata: Metadata;
}

/** A plan subscription as created: the first invoice still has to be paid with this secret. */
export interface CreatedSubscription extends Subscription {
  /** Confirms the first invoice's payment in the browser; null when nothing is due. */
  clientSecret: string | null;
}

/** Stripe's invoice statuses. */
export type InvoiceStatus = "draft" | "open" | "paid" | "uncollectible" | "void";

/** A subscription invoice, as carried by `invoice.paid` / `invoice.payment_failed`. */
export interface Invoice {
  id: string;
  customerId: string | null;
  subscriptionId: string | null;
  /** From the subscription's metadata when it is a catalogue plan: what to grant on `invoice.paid`. */
  planId: string | null;
  status: InvoiceStatus;
  amountDueCents: number;
  amountPaidCents: number;
  currency: string;
  /** `subscription_create` for the first invoice, `subscription_cycle` for renewals, … */
  billingReason: string | null;
}

/** The answer to a usage report. */
export interface UsageReport {
  identifier: string;
  /** true when this identifier had been recorded before: nothing was added. */
  duplicate: boolean;
}

/** Input of `PaymentProcessor.createCheckoutSession`. */
export interface CreateCheckoutSessionInput {
  lineItems: CheckoutLineItem[];
  currency: string;
  /** Where the buyer lands after paying; `{CHECKOUT_SESSION_ID}` is replaced by the session id (as on Stripe). */
  successUrl: string;
  /** Where the buyer lands after cancelling. */
  cancelUrl: string;
  metadata: Metadata;
  /** Same key, same request → the same session; same key, different request → rejected. */
  idempotencyKey: string;
}

/** Input of `PaymentProcessor.createCustomer`. */
export interface CreateCustomerInput {
  email?: string;
  metadata: Metadata;
}

/** Input of `PaymentProcessor.createMeteredSubscription`. */
export interface CreateMeteredSubscriptionInput {
  customerId: string;
  /** The meter's event name, e.g. `api_usage`. */
  meter: string;
}

/** Input of `PaymentProcessor.reportUsage`. */
export interface ReportUsageInput {
  customerId: string;
  meter: string;
  /** Units to add, integer >= 0. */
  quantity: number;
  /** Idempotency: the same identifier twice records once (Stripe: within at least 24 h). Max 100 chars. */
  identifier: string;
  /** When the usage happened. */
  timestamp: Date;
}

/** Input of `PaymentProcessor.createPaymentIntent`. */
export interface CreatePaymentIntentInput {
  amountCents: number;
  currency: string;
  customerId?: string;
  metadata: Metadata;
  idempotencyKey: string;
  /** Charge the customer's saved default card now (one click) instead of waiting for the browser. */
  useDefaultCard?: boolean;
  /**
   * An absolute http(s) URL to send the buyer back to once they paid on a hosted page, with
   * `payment_intent=<id>&redirect_status=succeeded` added (Stripe's `return_url` convention). The
   * local processor serves its payment page from this URL's origin unless `PUBLIC_URL` is set;
   * Stripe takes its return URL when the browser confirms, so its adapter ignores this one.
   */
  returnUrl?: string;
}

/** Input of `PaymentProcessor.createSubscription`. */
export interface CreateSubscriptionInput {
  customerId: string;
  /** A catalogue plan id (plans.ts). */
  planId: string;
}
