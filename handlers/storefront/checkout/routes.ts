/**
 * The "Checkout" operations of both variants: hosted checkout (pay, confirm, the processor's
 * webhook); the extended variant adds orders as records.
 */
import type { StorefrontCheckoutHandlers } from "../../../generated/storefront/types.js";
import * as extRecords from "../../../generated/storefront-ext/schemas.js";
import type { StorefrontExtCheckoutHandlers } from "../../../generated/storefront-ext/types.js";
import { crud } from "../crud/factory.js";
import { ORDER } from "../crud/resources.js";
import { checkoutConfirm } from "./confirm.js";
import { checkoutPay } from "./pay.js";
import { checkoutWebhook } from "./webhook.js";

const order = crud(ORDER, extRecords.Order);

/** The base variant's checkout. */
export const checkoutHandlers: StorefrontCheckoutHandlers = {
  checkout_pay: checkoutPay,
  checkout_confirm: checkoutConfirm,
  checkout_webhook: checkoutWebhook,
};

/** The extended variant's checkout and orders. */
export const checkoutExtHandlers: StorefrontExtCheckoutHandlers = {
  checkout_pay: checkoutPay,
  checkout_confirm: checkoutConfirm,
  checkout_webhook: checkoutWebhook,
  order_list: order.page,
  order_create: order.create,
  order_get: order.get,
  order_update: order.update,
  order_delete: order.delete,
};
