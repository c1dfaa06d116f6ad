/**
 * What every renderer handler receives: the kernel's context plus the process's browser pool
 * (its configuration carries the egress policy and the call budgets), given by the set-up
 * (./index.ts). The generated handler types use {@link Context} as `ctx`.
 */
import type { BrowserPool, BrowserPoolConfig } from "../../runtime/browser/index.js";
import type { HandlerContext } from "../../runtime/context.js";

/** The renderer's own part of the context. */
export interface RendererExtras {
  browser: BrowserPool & { config: BrowserPoolConfig };
}

/** The `ctx` of every renderer handler. */
export type Context = HandlerContext & RendererExtras;
