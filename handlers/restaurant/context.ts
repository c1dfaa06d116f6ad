/**
 * What every restaurant handler receives: the kernel's context plus the service's own clients,
 * made once per process by the set-up (./index.ts). The generated handler types use
 * {@link Context} as `ctx`.
 */
import type { HandlerContext } from "../../runtime/context.js";
import type { MarketingEnv } from "./marketing/setup.js";

/** The restaurant service's own part of the context. */
export interface RestaurantExtras {
  /** Webhook URLs' egress policy and the sealer of their signing secrets. */
  marketing: MarketingEnv;
}

/** The `ctx` of every restaurant handler. */
export type Context = HandlerContext & RestaurantExtras;
