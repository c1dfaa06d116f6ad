/**
 * What every storefront handler receives: the kernel's context plus the service's configuration,
 * read once by its set-up (./index.ts). The generated handler types use {@link Context} as `ctx`.
 */
import type { HandlerContext } from "../../runtime/context.js";

/** The storefront's settings. */
export interface StorefrontConfig {
  /**
   * The shop's own page the shopper returns to after hosted checkout
   * (`STOREFRONT_CHECKOUT_RETURN_URL`); unset: the service's own URL.
   */
  checkoutReturnUrl?: string;
}

/** The storefront's own part of the context. */
export interface StorefrontExtras {
  config: StorefrontConfig;
}

/** The `ctx` of every storefront handler (both variants). */
export type Context = HandlerContext & StorefrontExtras;
