/**
 * The Stripe adapter: {@link PaymentProcessor} over the `stripe` package. Chosen only when
 * `STRIPE_SECRET_KEY` is set; tests never construct a real client (they pass a fake
 * {@link StripeApi} or test the pure parts in stripeParams.ts and wire.ts).
 *
 * Prices: a plan id or `meter:<name>` names a Stripe Price — from `STRIPE_PRICES`
 * (`starter=price_…,meter:api_usage=price_…`), else the active price whose `lookup_key` is
 * that same string. Metered prices must be attached to a Billing Meter whose `event_name` is
 * the meter name.
 */
import Stripe from "stripe";
import { ProcessorRejectedError, WebhookSignatureError } from "./errors.js";
import type { ProcessorEvent } from "./events.js";
import { findPlan } from "./plans.js";
import type { PaymentProcessor } from "./processor.js";
import { DEFAULT_TOLERANCE_SECONDS } from "./signature.js";
import {
  checkoutSessionParams,
  defaultPaymentMethodOf,
  fromStripeError,
  isDuplicateMeterEvent,
  meterEventParams,
  paymentIntentParams,
  subscriptionClientSecret,
} from "./stripeParams.js";
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
import {
  toCheckoutSession,
  toPaymentIntent,
  toProcessorEvent,
  toSetupIntent,
  toSubscription,
} from "./wire.js";

type Opts = Stripe.RequestOptions;
type Resp<T> = Promise<Stripe.Response<T>>;

/** The part of the Stripe client the adapter uses (a real `Stripe` instance satisfies it). */
export interface StripeApi {
  checkout: {
    sessions: {
      create(params: Stripe.Checkout.SessionCreateParams, options?: Opts): Resp<Stripe.Checkout.Session>;
      retrieve(id: string): Resp<Stripe.Checkout.Session>;
    };
  };
  customers: {
    create(params: Stripe.CustomerCreateParams, options?: Opts): Resp<Stripe.Customer>;
    retrieve(id: string): Resp<Stripe.Customer | Stripe.DeletedCustomer>;
  };
  subscriptions: {
    create(params: Stripe.SubscriptionCreateParams, options?: Opts): Resp<Stripe.Subscription>;
  };
  billing: {
    meterEvents: {
      create(params: Stripe.Billing.MeterEventCreateParams, options?: Opts): Resp<Stripe.Billing.MeterEvent>;
    };
  };
  paymentIntents: {
    create(params: Stripe.PaymentIntentCreateParams, options?: Opts): Resp<Stripe.PaymentIntent>;
    retrieve(id: string): Resp<Stripe.PaymentIntent>;
  };
  setupIntents: { create(params: Stripe.SetupIntentCreateParams, options?: Opts): Resp<Stripe.SetupIntent> };
  prices: { list(params: Stripe.PriceListParams): Promise<Stripe.ApiList<Stripe.Price>> };
}

/** Stripe settings (see config.ts). */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string;
  /** Price ids by plan id or `meter:<name>`. */
  prices: Readonly<Record<string, string>>;
}

/** true for Stripe's "No such …" answer: the object does not exist. */
function isMissing(err: unknown): boolean {
  return (
    err instanceof Error &&
    (err as { code?: string }).code === "resource_missing" &&
    (err as { type?: string }).type === "StripeInvalidRequestError"
  );
}

/** The Stripe-backed processor. */
export class StripeProcessor implements PaymentProcessor {
  readonly kind = "stripe" as const;
  readonly publishableKey: string;
  private readonly priceCache = new Map<string, Promise<string>>();

  constructor(
    private readonly api: StripeApi,
    private readonly settings: StripeSettings,
    private readonly now: () => number = Date.now,
  ) {
    this.publishableKey = settings.publishableKey;
  }

  /** Runs a Stripe call, mapping its failures to our typed errors. */
  private async call<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      throw fromStripeError(err);
    }
  }

  private async retrieveOrNull<T>(fn: () => Promise<T>): Promise<T | null> {
    try {
      return await fn();
    } catch (err) {
      if (isMissing(err)) return null;
      throw fromStripeError(err);
    }
  }

  /** The price for a plan id or `meter:<name>`: configured, else looked up by lookup_key (cached). */
  private price(key: string): Promise<string> {
    const configured = this.settings.prices[key];
    if (configured) return Promise.resolve(configured);
    let found = this.priceCache.get(key);
    if (!found) {
      found = this.call(() => this.api.prices.list({ lookup_keys: [key], active: true, limit: 1 })).then(
        (list) => {
          const id = list.data[0]?.id;
          if (!id)
            throw new ProcessorRejectedError(
              "resource_missing",
              `No Stripe price for "${key}": set STRIPE_PRICES or give a price the lookup_key "${key}"`,
            );
          return id;
        },
      );
      // A failed lookup is not remembered: the price may be created in the meantime.
      found.catch(() => this.priceCache.delete(key));
      this.priceCache.set(key, found);
    }
    return found;
  }

  async createCheckoutSession(input: CreateCheckoutSessionInput): Promise<CheckoutSession & { url: string }> {
    const session = await this.call(() =>
      this.api.checkout.sessions.create(checkoutSessionParams(input), {
        idempotencyKey: input.idempotencyKey,
      }),
    );
    if (!session.url) throw fromStripeError(new Error("Stripe returned a checkout session without a URL"));
    return { ...toCheckoutSession(session), url: session.url };
  }

  async retrieveCheckoutSession(id: string): Promise<CheckoutSession | null> {
    const session = await this.retrieveOrNull(() => this.api.checkout.sessions.retrieve(id));
    return session && toCheckoutSession(session);
  }

  async createCustomer(input: CreateCustomerInput): Promise<Customer> {
    const customer = await this.call(() =>
      this.api.customers.create({
        ...(input.email ? { email: input.email } : {}),
        metadata: { ...input.metadata },
      }),
    );
    return { id: customer.id };
  }

  async createMeteredSubscription(input: CreateMeteredSubscriptionInput): Promise<Subscription> {
    const price = await this.price(`meter:${input.meter}`);
    const sub = await this.call(() =>
      this.api.subscriptions.create({
        customer: input.customerId,
        items: [{ price }],
        metadata: { meter: input.meter },
      }),
    );
    return toSubscription(sub);
  }

  async reportUsage(input: ReportUsageInput): Promise<UsageReport> {
    try {
      // The idempotency key makes a retried request replay the first answer (flagged by the
      // Idempotent-Replayed header); the identifier makes Stripe refuse a later re-send.
      const event = await this.api.billing.meterEvents.create(meterEventParams(input), {
        idempotencyKey: `meter-event:${input.identifier}`,
      });
      const replayed = event.lastResponse?.headers?.["idempotent-replayed"] === "true";
      return { identifier: input.identifier, duplicate: replayed };
    } catch (err) {
      if (isDuplicateMeterEvent(err)) return { identifier: input.identifier, duplicate: true };
      throw fromStripeError(err);
    }
  }

  async createPaymentIntent(input: CreatePaymentIntentInput): Promise<PaymentIntent> {
    let defaultCard: string | null = null;
    if (input.useDefaultCard) {
      if (!input.customerId)
        throw new ProcessorRejectedError("parameter_missing", "useDefaultCard needs a customerId");
      const customerId = input.customerId;
      defaultCard = defaultPaymentMethodOf(await this.call(() => this.api.customers.retrieve(customerId)));
    }
    const params = paymentIntentParams(input, defaultCard);
    const pi = await this.call(() =>
      this.api.paymentIntents.create(params, { idempotencyKey: input.idempotencyKey }),
    );
    return toPaymentIntent(pi);
  }

  async retrievePaymentIntent(id: string): Promise<PaymentIntent | null> {
    const pi = await this.retrieveOrNull(() => this.api.paymentIntents.retrieve(id));
    return pi && toPaymentIntent(pi);
  }

  async createSetupIntent(input: { customerId: string }): Promise<SetupIntent> {
    const si = await this.call(() =>
      this.api.setupIntents.create({
        customer: input.customerId,
        usage: "off_session",
        automatic_payment_methods: { enabled: true },
      }),
    );
    return toSetupIntent(si);
  }

  async createSubscription(input: CreateSubscriptionInput): Promise<CreatedSubscription> {
    if (!findPlan(input.planId))
      throw new ProcessorRejectedError("resource_missing", `No such plan: '${input.planId}'`);
    const price = await this.price(input.planId);
    const sub = await this.call(() =>
      this.api.subscriptions.create({
        customer: input.customerId,
        items: [{ price }],
        // Stripe's documented pattern: the first invoice waits for the browser to confirm it.
        payment_behavior: "default_incomplete",
        payment_settings: { save_default_payment_method: "on_subscription" },
        metadata: { planId: input.planId },
        expand: ["latest_invoice.confirmation_secret"],
      }),
    );
    return { ...toSubscription(sub), clientSecret: subscriptionClientSecret(sub) };
  }

  constructEvent(rawBody: Buffer | string, signatureHeader: string | undefined): ProcessorEvent {
    if (signatureHeader === undefined || signatureHeader === "")
      throw new WebhookSignatureError("missing_header", "No Stripe-Signature header value was provided");
    let event: unknown;
    try {
      event = Stripe.webhooks.constructEvent(
        rawBody,
        signatureHeader,
        this.settings.webhookSecret,
        DEFAULT_TOLERANCE_SECONDS,
        undefined,
        this.now(),
      );
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const reason = /tolerance/i.test(message)
        ? "timestamp_outside_tolerance"
        : /extract timestamp|No signatures found with expected scheme/i.test(message)
          ? "malformed_header"
          : err instanceof SyntaxError
            ? "invalid_payload"
            : "signature_mismatch";
      throw new WebhookSignatureError(reason, message.split("\n")[0] ?? "Invalid webhook signature");
    }
    return toProcessorEvent(event);
  }

  async close(): Promise<void> {}
}

/** Creates the adapter with a real Stripe client (no request is made until a method is called). */
export function createStripeProcessor(settings: StripeSettings): StripeProcessor {
  const client = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: "contract-first-apis" },
  });
  return new StripeProcessor(client, settings);
}
