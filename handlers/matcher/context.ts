/**
 * What every matcher handler receives: the kernel's context plus the process's image worker pool
 * (shared with the other image tools), given by the set-up (./index.ts). The generated handler
 * types use {@link Context} as `ctx`.
 */
import type { HandlerContext } from "../../runtime/context.js";
import type { ImageWorkers } from "../../runtime/imageworker/index.js";

/** The matcher's own part of the context. */
export interface MatcherExtras {
  images: ImageWorkers;
}

/** The `ctx` of every matcher handler. */
export type Context = HandlerContext & MatcherExtras;
