/**
 * What the storefront's handlers take from outside besides the call's context: the payment
 * processor and where hosted checkout sends the shopper back. Tests pass their own.
 */
import type { HandlerContext } from "../../runtime/context.js";
import type { PaymentProcessor } from "../../runtime/payments/processor.js";
import type { Context } from "./context.js";

/** The payment processor serving a call. */
export type ProcessorOf = (ctx: HandlerContext) => PaymentProcessor;

/** Where the shopper lands after paying or cancelling on the hosted page. */
export interface ReturnUrls {
  /** `{CHECKOUT_SESSION_ID}` is replaced by the processor with the session's id. */
  successUrl: string;
  cancelUrl: string;
}

/** Options of {@link createStorefrontHandlers}. */
export interface StorefrontOptions {
  /** Default: the runtime's processor, `ctx.payments`. */
  processor?: ProcessorOf;
  /**
   * Default: `ctx.config.checkoutReturnUrl` (the shop's own page) when set, else the
   * service's URL, with `checkout`, `orderId` and `sessionId` in the query; the page then
   * calls `POST /checkout/confirm`.
   */
  returnUrls?: (ctx: Context, orderId: number) => ReturnUrls;
}

/** The runtime's processor. */
export const runtimeProcessor: ProcessorOf = (ctx) => ctx.payments;

/** The default {@link StorefrontOptions.returnUrls}. */
export function defaultReturnUrls(ctx: Context, orderId: number): ReturnUrls {
  const page = ctx.config.checkoutReturnUrl || `${ctx.baseUrl}/`;
  const withQuery = (query: string) => `${page}${page.includes("?") ? "&" : "?"}${query}`;
  return {
    successUrl: withQuery(`checkout=success&orderId=${orderId}&sessionId={CHECKOUT_SESSION_ID}`),
    cancelUrl: withQuery(`checkout=cancelled&orderId=${orderId}`),
  };
}
