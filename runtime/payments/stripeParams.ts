/**
 * The Stripe adapter's pure half: our inputs → Stripe request parameters, Stripe errors → our
 * typed errors. Kept apart from stripe.ts so it is tested with fixtures and no client at all.
 */
import type Stripe from "stripe";
import { PaymentProcessorError, ProcessorRejectedError, ProcessorUnavailableError } from "./errors.js";
import type { CreateCheckoutSessionInput, CreatePaymentIntentInput, ReportUsageInput } from "./types.js";

/** Checkout Session parameters: payment mode, one inline price per line. */
export function checkoutSessionParams(
  input: CreateCheckoutSessionInput,
): Stripe.Checkout.SessionCreateParams {
  return {
    mode: "payment",
    line_items: input.lineItems.map((item) => ({
      quantity: item.quantity,
      price_data: {
        currency: input.currency.toLowerCase(),
        unit_amount: item.unitAmountCents,
        product_data: { name: item.name },
      },
    })),
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    metadata: { ...input.metadata },
    // The order id etc. also on the payment, so it is visible from the Dashboard's payment view.
    payment_intent_data: { metadata: { ...input.metadata } },
  };
}

/**
 * PaymentIntent parameters. With `useDefaultCard` the customer's saved default card is charged
 * off-session and confirmed at once; otherwise the browser confirms with `client_secret`.
 */
export function paymentIntentParams(
  input: CreatePaymentIntentInput,
  defaultPaymentMethod: string | null,
): Stripe.PaymentIntentCreateParams {
  const base: Stripe.PaymentIntentCreateParams = {
    amount: input.amountCents,
    currency: input.currency.toLowerCase(),
    metadata: { ...input.metadata },
    ...(input.customerId ? { customer: input.customerId } : {}),
  };
  if (!input.useDefaultCard) return { ...base, automatic_payment_methods: { enabled: true } };
  if (!defaultPaymentMethod)
    throw new ProcessorRejectedError("no_default_payment_method", "The customer has no saved default card");
  return { ...base, payment_method: defaultPaymentMethod, confirm: true, off_session: true };
}

/** A billing meter event: the customer and value in the default payload keys. */
export function meterEventParams(input: ReportUsageInput): Stripe.Billing.MeterEventCreateParams {
  return {
    event_name: input.meter,
    identifier: input.identifier,
    timestamp: Math.floor(input.timestamp.getTime() / 1000),
    payload: { stripe_customer_id: input.customerId, value: String(input.quantity) },
  };
}

/**
 * true when Stripe refused a meter event because its identifier was already used. Stripe
 * does not document a code for this, so both a code and the wording are accepted.
 */
export function isDuplicateMeterEvent(err: unknown): boolean {
  if (!isStripeError(err) || err.type !== "StripeInvalidRequestError") return false;
  if (err.code === "resource_already_exists") return true;
  return /identifier/i.test(err.message) && /(already|duplicate|exists)/i.test(err.message);
}

/** A customer's saved default card id, from `invoice_settings.default_payment_method`. */
export function defaultPaymentMethodOf(customer: Stripe.Customer | Stripe.DeletedCustomer): string | null {
  if ("deleted" in customer && customer.deleted) return null;
  const pm = (customer as Stripe.Customer).invoice_settings?.default_payment_method ?? null;
  return typeof pm === "string" ? pm : (pm?.id ?? null);
}

/** The first invoice's client secret from a subscription created with `expand: latest_invoice.confirmation_secret`. */
export function subscriptionClientSecret(sub: Stripe.Subscription): string | null {
  const invoice = sub.latest_invoice;
  if (!invoice || typeof invoice === "string") return null;
  return invoice.confirmation_secret?.client_secret ?? null;
}

interface StripeErrorLike {
  type: string;
  message: string;
  code?: string | undefined;
  statusCode?: number | undefined;
}

function isStripeError(err: unknown): err is StripeErrorLike {
  if (!(err instanceof Error)) return false;
  const type = (err as Error & { type?: unknown }).type;
  return typeof type === "string" && type.startsWith("Stripe");
}

const REFUSALS = new Set(["StripeCardError", "StripeInvalidRequestError", "StripeIdempotencyError"]);

/**
 * Maps anything a Stripe call threw. Refusals (card declined, invalid request, idempotency
 * key reused) → {@link ProcessorRejectedError} with Stripe's code; everything else —
 * connection failures, 5xx, rate limits, bad credentials, unknown errors — →
 * {@link ProcessorUnavailableError}. Either answers 502 if not caught.
 */
export function fromStripeError(err: unknown): PaymentProcessorError {
  if (err instanceof PaymentProcessorError) return err;
  if (isStripeError(err) && REFUSALS.has(err.type)) {
    const code =
      err.code ?? (err.type === "StripeIdempotencyError" ? "idempotency_error" : "invalid_request");
    return new ProcessorRejectedError(code, `Stripe refused the request: ${err.message}`, { cause: err });
  }
  const what = isStripeError(err) ? `${err.type}${err.statusCode ? ` ${err.statusCode}` : ""}` : "error";
  return new ProcessorUnavailableError(`Stripe is unavailable (${what})`, { cause: err });
}
