/**
 * The payment-processor port: what the storefront (hosted checkout, usage billing) and the
 * account service (top-ups, saved cards, plan subscriptions, webhooks) need from a processor.
 * Stripe-shaped, but ours: two implementations sit behind it — the in-process local processor
 * (local/, the default; state in the database, signed webhooks to registered URLs) and the
 * Stripe adapter (stripe.ts, when `STRIPE_SECRET_KEY` is set).
 *
 * Failures: every method except {@link PaymentProcessor.constructEvent} rejects with a
 * `PaymentProcessorError` when the processor cannot be reached or refuses — either way an
 * a 502 `ApiError` (`processor_unavailable` / `processor_rejected`), so a handler that lets it through answers 502.
 */
import type { ProcessorEvent } from "./events.js";
import type {
  CheckoutSession,
  CreateCheckoutSessionInput,
  CreateCustomerInput,
  CreatedSubscription,
  CreateMeteredSubscriptionInput,
  CreatePaymentIntentInput,
  CreateSubscriptionInput,
  Customer,
  PaymentIntent,
  ReportUsageInput,
  SetupIntent,
  Subscription,
  UsageReport,
} from "./types.js";

/** Which implementation is behind a {@link PaymentProcessor}. */
export type ProcessorKind = "local" | "stripe";

/** A payment processor. Implementations MUST be safe to share between concurrent requests. */
export interface PaymentProcessor {
  readonly kind: ProcessorKind;

  /** Public, non-secret key for the browser's payment element (`GET /api/billing/payment-config`). */
  readonly publishableKey: string;

  /**
   * Creates a hosted checkout for a fixed basket. Retrying with the same `idempotencyKey` and
   * the same input returns the same session; reusing a key for a different input is rejected.
   */
  createCheckoutSession(input: CreateCheckoutSessionInput): Promise<CheckoutSession & { url: string }>;

  /** The session as the processor has it now; null when the id is unknown. */
  retrieveCheckoutSession(id: string): Promise<CheckoutSession | null>;

  /** Creates a customer (the anchor for saved cards, subscriptions and metered usage). */
  createCustomer(input: CreateCustomerInput): Promise<Customer>;

  /** Subscribes a customer to a usage meter; active at once, billed in arrears per period. */
  createMeteredSubscription(input: CreateMeteredSubscriptionInput): Promise<Subscription>;

  /**
   * Adds usage to a customer's meter. The same `identifier` twice records once and answers
   * `duplicate: true` the second time, so a report can be retried safely.
   */
  reportUsage(input: ReportUsageInput): Promise<UsageReport>;

  /**
   * Starts a one-off payment (an account top-up). Credits MUST be granted on the
   * `payment_intent.succeeded` webhook, not here: the money has not moved yet (unless
   * `useDefaultCard`, and even then the webhook is the one place that grants).
   */
  createPaymentIntent(input: CreatePaymentIntentInput): Promise<PaymentIntent>;

  /** The payment intent as the processor has it now; null when the id is unknown. */
  retrievePaymentIntent(id: string): Promise<PaymentIntent | null>;

  /** Starts saving a card on a customer for later one-click payments. */
  createSetupIntent(input: { customerId: string }): Promise<SetupIntent>;

  /**
   * Subscribes a customer to a catalogue plan (plans.ts). The subscription starts `incomplete`
   * with its first invoice open; `clientSecret` confirms that invoice's payment. Grant the
   * plan's credits on `invoice.paid`.
   */
  createSubscription(input: CreateSubscriptionInput): Promise<CreatedSubscription>;

  /**
   * Verifies a webhook's `Stripe-Signature` header against the raw request body (the exact
   * bytes received — not re-serialised JSON) and parses the event.
   * @throws WebhookSignatureError when the header is missing, malformed, does not match, or is
   *   older than the tolerance (300 s); the webhook route should answer 400.
   */
  constructEvent(rawBody: Buffer | string, signatureHeader: string | undefined): ProcessorEvent;

  /** Stops background work (the local processor's webhook delivery). Idempotent. */
  close(): Promise<void>;
}
