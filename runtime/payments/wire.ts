/**
 * Stripe's wire shapes (snake_case JSON, API version 2025-03-31.basil and later), cut down to
 * the fields we read, and their mapping to our objects. One mapping serves both processors:
 * the Stripe adapter maps what the API returns, and the local processor writes its webhook
 * bodies in these shapes — so a receiver could verify them with Stripe's own library, and the
 * mapping is exercised by every local test.
 */
import { WebhookSignatureError } from "./errors.js";
import { isProcessorEventType, type ProcessorEvent } from "./events.js";
import type {
  CheckoutSession,
  Invoice,
  InvoiceStatus,
  Metadata,
  PaymentIntent,
  PaymentIntentStatus,
  SetupIntent,
  SetupIntentStatus,
  Subscription,
  SubscriptionStatus,
} from "./types.js";

/** An expandable reference: an id, or the expanded object. */
export type WireRef = string | { id: string } | null | undefined;

/** `checkout.session` */
export interface WireCheckoutSession {
  id: string;
  object?: "checkout.session";
  url: string | null;
  status: string | null;
  payment_status: string;
  amount_total: number | null;
  currency: string | null;
  metadata: Metadata | null;
  payment_intent: WireRef;
}

/** `payment_intent` */
export interface WirePaymentIntent {
  id: string;
  object?: "payment_intent";
  client_secret: string | null;
  status: string;
  amount: number;
  currency: string;
  customer: WireRef;
  metadata: Metadata | null;
  /** What the buyer must do next; we read the redirect's URL only. */
  next_action?: {
    type?: string;
    redirect_to_url?: { url?: string | null; return_url?: string | null } | null;
  } | null;
}

/** `setup_intent` */
export interface WireSetupIntent {
  id: string;
  object?: "setup_intent";
  client_secret: string | null;
  status: string;
  customer: WireRef;
}

/** `subscription`; we keep `planId`/`meter` in its metadata (set at creation). */
export interface WireSubscription {
  id: string;
  object?: "subscription";
  customer: WireRef;
  status: string;
  metadata: Metadata | null;
}

/** `invoice`; since basil the subscription lives under `parent.subscription_details`. */
export interface WireInvoice {
  id: string;
  object?: "invoice";
  customer: WireRef;
  status: string | null;
  amount_due: number;
  amount_paid: number;
  currency: string;
  billing_reason: string | null;
  parent: {
    type?: string;
    subscription_details: { subscription: WireRef; metadata: Metadata | null } | null;
  } | null;
}

/** The `event` envelope. */
export interface WireEvent {
  id: string;
  object: "event";
  type: string;
  created: number;
  livemode: boolean;
  api_version?: string | null;
  data: { object: unknown };
}

/** The id of an expandable reference. */
export function refId(ref: WireRef): string | null {
  if (ref === null || ref === undefined) return null;
  return typeof ref === "string" ? ref : ref.id;
}

function oneOf<T extends string>(value: string | null | undefined, allowed: readonly T[], fallback: T): T {
  return value !== null && value !== undefined && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : fallback;
}

const PI_STATUSES: readonly PaymentIntentStatus[] = [
  "requires_payment_method",
  "requires_confirmation",
  "requires_action",
  "processing",
  "requires_capture",
  "canceled",
  "succeeded",
];
const SI_STATUSES: readonly SetupIntentStatus[] = [
  "requires_payment_method",
  "requires_confirmation",
  "requires_action",
  "processing",
  "canceled",
  "succeeded",
];
const SUB_STATUSES: readonly SubscriptionStatus[] = [
  "incomplete",
  "incomplete_expired",
  "trialing",
  "active",
  "past_due",
  "canceled",
  "unpaid",
  "paused",
];
const INVOICE_STATUSES: readonly InvoiceStatus[] = ["draft", "open", "paid", "uncollectible", "void"];

/** Maps a checkout session. `no_payment_required` (a free basket) counts as paid: nothing is owed. */
export function toCheckoutSession(w: WireCheckoutSession): CheckoutSession {
  return {
    id: w.id,
    url: w.url,
    status: oneOf(w.status, ["open", "complete", "expired"], "open"),
    paymentStatus:
      w.payment_status === "paid" || w.payment_status === "no_payment_required" ? "paid" : "unpaid",
    amountTotalCents: w.amount_total ?? 0,
    currency: w.currency ?? "",
    metadata: { ...(w.metadata ?? {}) },
    paymentIntentId: refId(w.payment_intent),
  };
}

/** Maps a payment intent; an unknown future status reads as `processing` (not yet final). */
export function toPaymentIntent(w: WirePaymentIntent): PaymentIntent {
  return {
    id: w.id,
    clientSecret: w.client_secret,
    status: oneOf(w.status, PI_STATUSES, "processing"),
    amountCents: w.amount,
    currency: w.currency,
    customerId: refId(w.customer),
    metadata: { ...(w.metadata ?? {}) },
    nextActionUrl: w.next_action?.redirect_to_url?.url ?? null,
  };
}

/** Maps a setup intent. */
export function toSetupIntent(w: WireSetupIntent): SetupIntent {
  return {
    id: w.id,
    clientSecret: w.client_secret,
    status: oneOf(w.status, SI_STATUSES, "processing"),
    customerId: refId(w.customer),
  };
}

/** Maps a subscription; `planId`/`meter` come from the metadata our create calls set. */
export function toSubscription(w: WireSubscription): Subscription {
  const metadata = { ...(w.metadata ?? {}) };
  return {
    id: w.id,
    customerId: refId(w.customer) ?? "",
    status: oneOf(w.status, SUB_STATUSES, "incomplete"),
    planId: metadata.planId ?? null,
    meter: metadata.meter ?? null,
    metadata,
  };
}

/** Maps an invoice; the plan comes from the subscription metadata snapshot on the invoice. */
export function toInvoice(w: WireInvoice): Invoice {
  const details = w.parent?.subscription_details ?? null;
  return {
    id: w.id,
    customerId: refId(w.customer),
    subscriptionId: refId(details?.subscription),
    planId: details?.metadata?.planId ?? null,
    status: oneOf(w.status, INVOICE_STATUSES, "draft"),
    amountDueCents: w.amount_due,
    amountPaidCents: w.amount_paid,
    currency: w.currency,
    billingReason: w.billing_reason,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Checks the envelope of a parsed webhook body; throws `invalid_payload` when it is not an event. */
export function asWireEvent(value: unknown): WireEvent {
  if (
    !isRecord(value) ||
    typeof value.id !== "string" ||
    typeof value.type !== "string" ||
    typeof value.created !== "number" ||
    !isRecord(value.data) ||
    !isRecord(value.data.object)
  )
    throw new WebhookSignatureError("invalid_payload", "Webhook body is not an event");
  return value as unknown as WireEvent;
}

/** Maps a verified event envelope to our typed event. */
export function toProcessorEvent(raw: unknown): ProcessorEvent {
  const e = asWireEvent(raw);
  const base = { id: e.id, created: e.created, livemode: e.livemode === true };
  const o = e.data.object;
  if (!isProcessorEventType(e.type))
    return { ...base, type: "unrecognized", processorType: e.type, data: { object: o } };
  switch (e.type) {
    case "checkout.session.completed":
    case "checkout.session.expired":
      return { ...base, type: e.type, data: { object: toCheckoutSession(o as WireCheckoutSession) } };
    case "payment_intent.succeeded":
    case "payment_intent.payment_failed":
      return { ...base, type: e.type, data: { object: toPaymentIntent(o as WirePaymentIntent) } };
    case "setup_intent.succeeded":
      return { ...base, type: e.type, data: { object: toSetupIntent(o as WireSetupIntent) } };
    case "invoice.paid":
    case "invoice.payment_failed":
      return { ...base, type: e.type, data: { object: toInvoice(o as WireInvoice) } };
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return { ...base, type: e.type, data: { object: toSubscription(o as WireSubscription) } };
  }
}

/** Parses a raw webhook body (already signature-checked) into our typed event. */
export function parseEventBody(rawBody: Buffer | string): ProcessorEvent {
  let parsed: unknown;
  try {
    parsed = JSON.parse(typeof rawBody === "string" ? rawBody : rawBody.toString("utf8"));
  } catch {
    throw new WebhookSignatureError("invalid_payload", "Webhook body is not JSON");
  }
  return toProcessorEvent(parsed);
}
