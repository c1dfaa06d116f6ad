/**
 * The local payment processor: in-process, state in the database, hosted checkout page,
 * Stripe-style signed webhooks. See processor.ts.
 */
export type { CheckoutDetails } from "./checkout.js";
export { CHECKOUT_LIFETIME_MS, CHECKOUT_MOUNT } from "./checkout.js";
export {
  DELIVERY_QUEUE,
  type DeliveryOptions,
  type FlushResult,
  PAYMENT_DELIVERIES,
  paymentDeliveryTask,
} from "./delivery.js";
export {
  createLocalProcessor,
  DEV_WEBHOOK_SECRET,
  LOCAL_PUBLISHABLE_KEY,
  LocalProcessor,
  type LocalProcessorOptions,
} from "./processor.js";
export { createLocalProcessorRouter } from "./router.js";
export { type ReceivedWebhook, TestWebhookReceiver } from "./testReceiver.js";
