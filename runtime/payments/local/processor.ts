/**
 * The local payment processor: a Stripe stand-in that runs in-process with its state in our
 * database (migration 0005), serves its own hosted checkout page (router.ts) and sends
 * Stripe-style signed webhooks to registered endpoints (delivery.ts, a task of the kernel's
 * leased-work engine). It is the default
 * whenever `STRIPE_SECRET_KEY` is unset — in development, tests and CI. No money moves.
 *
 * It also serves a hosted payment page per payment intent (an account top-up paid in the browser),
 * whose "Pay" sends the same `payment_intent.succeeded` webhook a real processor would.
 *
 * Besides {@link PaymentProcessor} it offers test/dev helpers that stand in for the buyer and
 * the card network: `completeCheckout`, `confirmPaymentIntent`, `confirmSetupIntent`,
 * `payInvoice`, `failInvoice`, `setAvailable` (simulate an outage), and webhook controls:
 * `registerWebhookEndpoint`, `flushWebhooks`, `resendEvent`, `webhookDeliveries`.
 */
import type { Logger } from "pino";
import type { Database } from "../../../storage/db.js";
import type { CheckoutSessionRow } from "../../../storage/platform/payments/checkoutSessions.js";
import type { PaymentIntentRow } from "../../../storage/platform/payments/intents.js";
import { usageTotal } from "../../../storage/platform/payments/usageRecords.js";
import {
  type DeliveryRow,
  insertDeliveries,
  listAttempts,
  listDeliveries,
} from "../../../storage/platform/payments/webhookDeliveries.js";
import {
  disableWebhookEndpoint,
  findProcessorEvent,
  listEnabledWebhookEndpoints,
  upsertWebhookEndpoint,
  type WebhookEndpointRow,
} from "../../../storage/platform/payments/webhookEvents.js";
import { WorkEngine } from "../../work/engine.js";
import type { ProcessorEvent } from "../events.js";
import { localId } from "../ids.js";
import type { PaymentProcessor } from "../processor.js";
import { verifySignature } from "../signature.js";
import type {
  CheckoutSession,
  CreateCheckoutSessionInput,
  CreateCustomerInput,
  CreatedSubscription,
  CreateMeteredSubscriptionInput,
  CreatePaymentIntentInput,
  CreateSubscriptionInput,
  Customer,
  Invoice,
  PaymentIntent,
  ReportUsageInput,
  SetupIntent,
  Subscription,
  UsageReport,
} from "../types.js";
import { parseEventBody } from "../wire.js";
import * as billing from "./billing.js";
import * as checkout from "./checkout.js";
import { LocalContext, noSuch } from "./context.js";
import {
  type DeliveryOptions,
  type FlushResult,
  PAYMENT_DELIVERIES,
  paymentDeliveryTask,
} from "./delivery.js";
import * as intents from "./intents.js";

/**
 * The development webhook secret. It is public — it is in this file — so it signs nothing of
 * value; set `PAYMENTS_WEBHOOK_SECRET` anywhere that is reachable by others.
 */
export const DEV_WEBHOOK_SECRET = "whsec_local_development_secret_not_for_production";

const FAR_FUTURE = new Date("9999-12-31T00:00:00Z");

/** The local processor's publishable key (the browser has nothing to load locally). */
export const LOCAL_PUBLISHABLE_KEY = "pk_local_development";

/** Options for {@link createLocalProcessor}. */
export interface LocalProcessorOptions {
  db: Database;
  /** Signs outgoing webhooks and verifies incoming ones. Default {@link DEV_WEBHOOK_SECRET}. */
  webhookSecret?: string;
  /** Base URL of the app serving the checkout page (`PUBLIC_URL`); default the success URL's origin. */
  publicUrl?: string;
  /** Endpoints to register at start (`PAYMENTS_WEBHOOK_URLS`). */
  webhookUrls?: readonly string[];
  delivery?: DeliveryOptions;
  /**
   * The runtime's leased-work engine, which then delivers (started and stopped by the runtime).
   * Without one the processor runs its own, in `delivery.mode`, started and stopped with it.
   */
  work?: WorkEngine;
  log: Logger;
  /** Clock; default `new Date()`. Tests move it to pass expiry and backoff. */
  now?: () => Date;
}

/** The local processor. Create it with {@link createLocalProcessor}. */
export class LocalProcessor implements PaymentProcessor {
  readonly kind = "local" as const;
  readonly publishableKey = LOCAL_PUBLISHABLE_KEY;
  private readonly ctx: LocalContext;
  private readonly work: WorkEngine;
  /** Whether {@link work} is this processor's own (started and stopped with it). */
  private readonly ownsWork: boolean;
  private readonly secret: string;

  constructor(private readonly options: LocalProcessorOptions) {
    this.secret = options.webhookSecret ?? DEV_WEBHOOK_SECRET;
    const now = options.now ?? (() => new Date());
    this.ownsWork = options.work === undefined;
    const mode = options.delivery?.mode;
    this.work =
      options.work ?? new WorkEngine(options.db, { now, log: options.log, ...(mode ? { mode } : {}) });
    this.work.register(
      paymentDeliveryTask({
        secret: () => this.secret,
        now,
        log: options.log,
        ...(options.delivery ? { options: options.delivery } : {}),
      }),
    );
    this.ctx = new LocalContext(options.db, now, this.work, options.publicUrl);
  }

  /** Registers the configured endpoints and starts its own engine, if any. Called by the factory. */
  async start(): Promise<void> {
    for (const url of this.options.webhookUrls ?? []) await this.registerWebhookEndpoint(url);
    if (this.ownsWork) await this.work.start();
  }

  /** How webhooks go out: `background` (pg-boss) or `manual` (only {@link flushWebhooks}). */
  get deliveryMode(): "background" | "manual" {
    return this.work.mode;
  }

  // --- PaymentProcessor -------------------------------------------------------------------

  async createCheckoutSession(input: CreateCheckoutSessionInput): Promise<CheckoutSession & { url: string }> {
    this.ctx.checkAvailable();
    return checkout.createCheckoutSession(this.ctx, input);
  }

  async retrieveCheckoutSession(id: string): Promise<CheckoutSession | null> {
    this.ctx.checkAvailable();
    const row = await checkout.findSession(this.ctx, id);
    return row ? checkout.sessionView(row) : null;
  }

  async createCustomer(input: CreateCustomerInput): Promise<Customer> {
    this.ctx.checkAvailable();
    return billing.createCustomer(this.ctx, input);
  }

  async createMeteredSubscription(input: CreateMeteredSubscriptionInput): Promise<Subscription> {
    this.ctx.checkAvailable();
    return billing.createMeteredSubscription(this.ctx, input);
  }

  async reportUsage(input: ReportUsageInput): Promise<UsageReport> {
    this.ctx.checkAvailable();
    return billing.reportUsage(this.ctx, input);
  }

  async createPaymentIntent(input: CreatePaymentIntentInput): Promise<PaymentIntent> {
    this.ctx.checkAvailable();
    return intents.createPaymentIntent(this.ctx, input);
  }

  async retrievePaymentIntent(id: string): Promise<PaymentIntent | null> {
    this.ctx.checkAvailable();
    return intents.retrievePaymentIntent(this.ctx, id);
  }

  async createSetupIntent(input: { customerId: string }): Promise<SetupIntent> {
    this.ctx.checkAvailable();
    return intents.createSetupIntent(this.ctx, input.customerId);
  }

  async createSubscription(input: CreateSubscriptionInput): Promise<CreatedSubscription> {
    this.ctx.checkAvailable();
    return billing.createSubscription(this.ctx, input);
  }

  constructEvent(rawBody: Buffer | string, signatureHeader: string | undefined): ProcessorEvent {
    verifySignature(rawBody, signatureHeader, this.secret, { now: () => this.ctx.now().getTime() });
    return parseEventBody(rawBody);
  }

  async close(): Promise<void> {
    if (this.ownsWork) await this.work.stop();
  }

  // --- the hosted page (router.ts) -------------------------------------------------------

  /** The stored session with its line items and URLs, or undefined. */
  async checkoutDetails(id: string): Promise<CheckoutSessionRow | undefined> {
    this.ctx.checkAvailable();
    return checkout.findSession(this.ctx, id);
  }

  /** Pays the session (what the page's "Pay" button does). Idempotent once complete. */
  async completeCheckout(id: string): Promise<CheckoutSessionRow> {
    this.ctx.checkAvailable();
    return checkout.completeSession(this.ctx, id);
  }

  /** Expires an open session (what the page's "Cancel" button does). */
  async cancelCheckout(id: string): Promise<CheckoutSessionRow> {
    this.ctx.checkAvailable();
    return checkout.cancelSession(this.ctx, id);
  }

  /** The stored payment intent behind a hosted payment page, or undefined. */
  async paymentDetails(id: string): Promise<PaymentIntentRow | undefined> {
    this.ctx.checkAvailable();
    return intents.findIntentForPage(this.ctx, id);
  }

  /** Pays the intent (what the payment page's "Pay" button does). Idempotent once succeeded. */
  async completePayment(id: string): Promise<PaymentIntentRow> {
    this.ctx.checkAvailable();
    return intents.payPaymentIntent(this.ctx, id);
  }

  // --- test/dev helpers ------------------------------------------------------------------

  /** The card form succeeded: `payment_intent.succeeded`. */
  confirmPaymentIntent(id: string): Promise<PaymentIntent> {
    return intents.confirmPaymentIntent(this.ctx, id);
  }

  /** A card was saved: the customer's default card, and `setup_intent.succeeded`. */
  confirmSetupIntent(id: string): Promise<SetupIntent> {
    return intents.confirmSetupIntent(this.ctx, id);
  }

  /** Pays the subscription's open invoice, or bills and pays a renewal: `invoice.paid`. */
  payInvoice(subscriptionId: string): Promise<Invoice> {
    return billing.payInvoice(this.ctx, subscriptionId);
  }

  /** Fails the open invoice, or a renewal: `invoice.payment_failed` (active → past_due). */
  failInvoice(subscriptionId: string): Promise<Invoice> {
    return billing.failInvoice(this.ctx, subscriptionId);
  }

  /** Units recorded on a customer's meter (everything, or usage times in [from, to)). */
  usageTotal(customerId: string, meter: string, range: { from?: Date; to?: Date } = {}): Promise<bigint> {
    return usageTotal(this.options.db.knex, customerId, meter, range);
  }

  /** Simulates an outage: while false every processor call throws `ProcessorUnavailableError`. */
  setAvailable(available: boolean): void {
    this.ctx.available = available;
  }

  // --- webhooks --------------------------------------------------------------------------

  /** Sends future events to `url` too (idempotent per URL). */
  registerWebhookEndpoint(url: string): Promise<WebhookEndpointRow> {
    const parsed = new URL(url);
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:")
      throw new Error(`not an http(s) URL: ${url}`);
    return upsertWebhookEndpoint(this.options.db.knex, localId("we"), parsed.toString());
  }

  /** Stops sending new events to `url`. */
  removeWebhookEndpoint(url: string): Promise<boolean> {
    return disableWebhookEndpoint(this.options.db.knex, new URL(url).toString());
  }

  /** The endpoints receiving new events. */
  webhookEndpoints(): Promise<WebhookEndpointRow[]> {
    return listEnabledWebhookEndpoints(this.options.db.knex);
  }

  /**
   * Delivers every webhook owed now, each delivery at most once per call, after waiting for those
   * in flight, and returns what happened: the way tests make delivery deterministic. With
   * `ignoreBackoff` (the default) retries scheduled for later go now too — what a test wants after
   * bringing a receiver back up; pass false to see the schedule honoured.
   */
  async flushWebhooks(options: { ignoreBackoff?: boolean } = {}): Promise<FlushResult> {
    const report = await this.work.flush({
      tasks: [PAYMENT_DELIVERIES],
      ...(options.ignoreBackoff === false ? {} : { dueBy: FAR_FUTURE }),
    });
    const c = report[PAYMENT_DELIVERIES.name];
    return {
      attempted: c?.attempted ?? 0,
      delivered: c?.succeeded ?? 0,
      retrying: c?.retrying ?? 0,
      failed: c?.failed ?? 0,
    };
  }

  /**
   * Sends an event again to every enabled endpoint — same id, same body (Stripe's "Resend").
   * Receivers must treat it as the duplicate it is.
   */
  async resendEvent(eventId: string): Promise<void> {
    await this.ctx.transaction(async (trx) => {
      const event = (await findProcessorEvent(trx, eventId)) ?? noSuch("event", eventId);
      const endpoints = await listEnabledWebhookEndpoints(trx);
      const ids = await insertDeliveries(
        trx,
        event.id,
        endpoints.map((e) => e.id),
        this.ctx.now(),
      );
      await this.work.enqueue(
        PAYMENT_DELIVERIES,
        ids.map((id) => ({ id })),
      );
    });
  }

  /** The delivery log: every delivery (optionally of one event) with its state. */
  webhookDeliveries(filter: { eventId?: string } = {}): Promise<DeliveryRow[]> {
    return listDeliveries(this.options.db.knex, filter);
  }

  /** Every attempt of one delivery: time, duration, HTTP status or error. */
  webhookAttempts(deliveryId: string) {
    return listAttempts(this.options.db.knex, deliveryId);
  }
}

/** Creates and starts a local processor. Close it (`close()`) before closing the database. */
export async function createLocalProcessor(options: LocalProcessorOptions): Promise<LocalProcessor> {
  const processor = new LocalProcessor(options);
  await processor.start();
  return processor;
}
