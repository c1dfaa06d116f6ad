/**
 * What every memory handler receives: the kernel's context plus the service's configuration. The
 * generated handler types use {@link Context} as `ctx`.
 */
import type { HandlerContext } from "../../runtime/context.js";
import type { MemoryConfig } from "./config.js";

/** The memory store's own part of the context. */
export interface MemoryExtras {
  memory: { config: MemoryConfig };
}

/** The `ctx` of every memory handler. */
export type Context = HandlerContext & MemoryExtras;
