/**
 * Payments: the {@link PaymentProcessor} port, its two implementations and the factory that
 * picks one from configuration — Stripe when `STRIPE_SECRET_KEY` is set, else the local
 * processor (in-process, state in the database). See config.ts for every variable.
 *
 * ```ts
 * const payments = await createPaymentProcessor({ db, env: process.env, log });
 * if (payments instanceof LocalProcessor) app.use("/_processor", createLocalProcessorRouter(payments));
 * // … on shutdown, before db.close():
 * await payments.close();
 * ```
 */
import type { Logger } from "pino";
import type { Database } from "../../storage/db.js";
import { isProduction } from "../config/kernel.js";
import type { WorkEngine } from "../work/engine.js";
import { loadPaymentsConfig } from "./config.js";
import { createLocalProcessor, type DeliveryOptions } from "./local/index.js";
import type { PaymentProcessor } from "./processor.js";

export { loadPaymentsConfig, type PaymentsConfig } from "./config.js";
export {
  PaymentProcessorError,
  ProcessorRejectedError,
  ProcessorUnavailableError,
  WebhookSignatureError,
  type WebhookSignatureReason,
} from "./errors.js";
export * from "./events.js";
export { handleEventOnce } from "./handleEventOnce.js";
export {
  CHECKOUT_LIFETIME_MS,
  CHECKOUT_MOUNT,
  createLocalProcessor,
  createLocalProcessorRouter,
  DEV_WEBHOOK_SECRET,
  type FlushResult,
  LOCAL_PUBLISHABLE_KEY,
  LocalProcessor,
  type LocalProcessorOptions,
  TestWebhookReceiver,
} from "./local/index.js";
export { findPlan, PLANS, type Plan } from "./plans.js";
export type { PaymentProcessor, ProcessorKind } from "./processor.js";
export {
  computeSignature,
  DEFAULT_TOLERANCE_SECONDS,
  SIGNATURE_HEADER,
  signatureHeader,
  verifySignature,
} from "./signature.js";
// Types only: the Stripe SDK (about 10 MB resident) is imported when Stripe is configured.
export type { StripeApi, StripeProcessor, StripeSettings } from "./stripe.js";
export type * from "./types.js";

/** Options for {@link createPaymentProcessor}. */
export interface PaymentProcessorOptions {
  db: Database;
  /** Default `process.env`. */
  env?: NodeJS.ProcessEnv;
  log: Logger;
  /** Local processor only: overrides delivery settings (tests pass `{ mode: "manual" }`). */
  delivery?: DeliveryOptions;
  /**
   * Local processor only: the runtime's leased-work engine, which delivers its webhooks. Not used
   * when delivery is `manual` (`PAYMENTS_WEBHOOK_DELIVERY`): the processor then keeps its own
   * manual engine, so only `flushWebhooks()` delivers.
   */
  work?: WorkEngine;
  /** Local processor only: the clock. */
  now?: () => Date;
}

/**
 * Creates the configured processor and starts its background work (the local processor's
 * webhook delivery). Close it before the database.
 * @throws Error naming the variable when the payment configuration is invalid.
 */
export async function createPaymentProcessor(options: PaymentProcessorOptions): Promise<PaymentProcessor> {
  const config = loadPaymentsConfig(options.env ?? process.env);
  if (config.processor === "stripe") {
    // A local processor of an earlier version that ran on this database left its sweep schedule
    // behind; with nobody working that queue, its jobs would only pile up.
    await options.db.boss?.unschedule("processor-webhooks-sweep").catch(() => undefined);
    options.log.info("payments: Stripe");
    const { createStripeProcessor } = await import("./stripe.js");
    return createStripeProcessor(config.stripe);
  }
  const production = isProduction(options.env ?? process.env);
  if (config.devSecret && production)
    options.log.warn(
      "payments: the local processor signs webhooks with the public dev secret; set PAYMENTS_WEBHOOK_SECRET",
    );
  const delivery: DeliveryOptions = {
    ...(config.delivery ? { mode: config.delivery } : {}),
    ...options.delivery,
  };
  // Manual delivery on a background engine: the processor keeps its own, manual one.
  const work = delivery.mode === "manual" && options.work?.mode !== "manual" ? undefined : options.work;
  const processor = await createLocalProcessor({
    db: options.db,
    log: options.log,
    ...(work ? { work } : {}),
    webhookSecret: config.webhookSecret,
    webhookUrls: config.webhookUrls,
    delivery,
    ...(config.publicUrl ? { publicUrl: config.publicUrl } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  options.log.info(
    { webhookUrls: config.webhookUrls, delivery: processor.deliveryMode },
    "payments: local processor (no money moves)",
  );
  return processor;
}
