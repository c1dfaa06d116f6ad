/**
 * Webhook events as our services see them, after the signature has been checked. Both
 * processors produce these from Stripe-shaped payloads (see wire.ts), so a handler written
 * against the local processor runs unchanged on Stripe.
 */
import type { CheckoutSession, Invoice, PaymentIntent, SetupIntent, Subscription } from "./types.js";

/** The event kinds the services act on. Anything else arrives as {@link UnrecognizedEvent}. */
export const PROCESSOR_EVENT_TYPES = [
  "checkout.session.completed",
  "checkout.session.expired",
  "payment_intent.succeeded",
  "payment_intent.payment_failed",
  "setup_intent.succeeded",
  "invoice.paid",
  "invoice.payment_failed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
] as const;

/** One of {@link PROCESSOR_EVENT_TYPES}. */
export type ProcessorEventType = (typeof PROCESSOR_EVENT_TYPES)[number];

/** Fields every event has. */
interface EventOf<T extends string, O> {
  /**
   * Unique per event and stable across retries and replays: record it to handle each event
   * once (see `handleEventOnce`).
   */
  id: string;
  type: T;
  /** Unix seconds when the event happened. */
  created: number;
  /** false for the local processor and Stripe test mode. */
  livemode: boolean;
  data: { object: O };
}

/** A buyer paid a hosted checkout. */
export type CheckoutSessionCompletedEvent = EventOf<"checkout.session.completed", CheckoutSession>;
/** A hosted checkout was cancelled or timed out. */
export type CheckoutSessionExpiredEvent = EventOf<"checkout.session.expired", CheckoutSession>;
/** Money arrived for a payment intent (grant top-up credits here). */
export type PaymentIntentSucceededEvent = EventOf<"payment_intent.succeeded", PaymentIntent>;
/** A payment intent's charge was declined. */
export type PaymentIntentPaymentFailedEvent = EventOf<"payment_intent.payment_failed", PaymentIntent>;
/** A card was saved on a customer. */
export type SetupIntentSucceededEvent = EventOf<"setup_intent.succeeded", SetupIntent>;
/** A subscription invoice was paid (grant the plan's credits here). */
export type InvoicePaidEvent = EventOf<"invoice.paid", Invoice>;
/** A subscription invoice's charge failed (raise the payment-health alert here). */
export type InvoicePaymentFailedEvent = EventOf<"invoice.payment_failed", Invoice>;
/** A subscription came into being. */
export type SubscriptionCreatedEvent = EventOf<"customer.subscription.created", Subscription>;
/** A subscription changed status (e.g. incomplete → active, active → past_due). */
export type SubscriptionUpdatedEvent = EventOf<"customer.subscription.updated", Subscription>;
/** A subscription ended. */
export type SubscriptionDeletedEvent = EventOf<"customer.subscription.deleted", Subscription>;

/**
 * An event of a kind we do not model (an endpoint may be subscribed to more). Acknowledge it
 * with 2xx and ignore it: a non-2xx makes the processor retry it for days.
 */
export interface UnrecognizedEvent {
  id: string;
  type: "unrecognized";
  /** The processor's own type string, e.g. `charge.refunded`. */
  processorType: string;
  created: number;
  livemode: boolean;
  data: { object: unknown };
}

/** A verified webhook event; switch on `type` to narrow `data.object`. */
export type ProcessorEvent =
  | CheckoutSessionCompletedEvent
  | CheckoutSessionExpiredEvent
  | PaymentIntentSucceededEvent
  | PaymentIntentPaymentFailedEvent
  | SetupIntentSucceededEvent
  | InvoicePaidEvent
  | InvoicePaymentFailedEvent
  | SubscriptionCreatedEvent
  | SubscriptionUpdatedEvent
  | SubscriptionDeletedEvent
  | UnrecognizedEvent;

/** true when `type` is one we model. */
export function isProcessorEventType(type: string): type is ProcessorEventType {
  return (PROCESSOR_EVENT_TYPES as readonly string[]).includes(type);
}
