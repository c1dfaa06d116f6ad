/**
 * What every annotator handler receives: the kernel's context plus the process's image worker
 * pool (shared with the other image tools), given by the set-up (./index.ts).
 */
import type { HandlerContext } from "../../runtime/context.js";
import type { ImageWorkers } from "../../runtime/imageworker/index.js";

/** The annotator's own part of the context. */
export interface AnnotatorExtras {
  images: ImageWorkers;
}

/** The `ctx` of every annotator handler. */
export type Context = HandlerContext & AnnotatorExtras;
