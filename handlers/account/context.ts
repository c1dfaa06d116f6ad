/**
 * What every account handler receives: the kernel's context plus the service's configuration,
 * read once by its set-up (./index.ts). The generated handler types use {@link Context} as `ctx`.
 */
import type { HandlerContext } from "../../runtime/context.js";

/** The account service's settings. */
export interface AccountConfig {
  /** Sales tax added on top of top-ups, basis points (`ACCOUNT_SALES_TAX_BPS`, default 725). */
  salesTaxBps: number;
}

/** The account service's own part of the context. */
export interface AccountExtras {
  config: AccountConfig;
}

/** The `ctx` of every account handler. */
export type Context = HandlerContext & AccountExtras;
