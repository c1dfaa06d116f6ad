// Generated from spec/annotator by codegen — run `npm run generate`. Do not edit.

import type { Router } from "express";
import { buildServiceRouter, type ServiceRouterOptions } from "../../runtime/router.js";
import { annotatorService } from "./service.js";
import type { AnnotatorHandlers } from "./types.js";

/**
 * Express router for spec/annotator: validates every request against the contract,
 * enforces its access and pricing policy, calls the matching handler and checks what it
 * returns. Mount it anywhere; the runtime's app factory mounts it at `/annotator`.
 */
export function createAnnotatorRouter(handlers: AnnotatorHandlers, options: ServiceRouterOptions): Router {
  return buildServiceRouter(annotatorService, handlers, options);
}
