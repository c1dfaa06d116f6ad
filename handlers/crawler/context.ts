/**
 * What every crawler handler receives: the kernel's context plus what the service's set-up made
 * once per process. The generated handler types use {@link Context} as `ctx`.
 */
import type { BrowserPool } from "../../runtime/browser/types.js";
import type { HandlerContext } from "../../runtime/context.js";
import type { EgressPolicy } from "../../runtime/outbound/policy.js";
import type { CrawlerConfig } from "./config.js";

/** The crawler's own part of the context. */
export interface CrawlerExtras {
  crawler: {
    config: CrawlerConfig;
    /** Where the crawler may fetch (`OUTBOUND_NETWORK`). */
    egress: EgressPolicy;
    /** The shared headless browser, for pages that need scripts (opened on first use). */
    browser: () => BrowserPool;
  };
}

/** The `ctx` of every crawler handler. */
export type Context = HandlerContext & CrawlerExtras;
