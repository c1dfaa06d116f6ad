// Generated from spec/renderer by codegen — run `npm run generate`. Do not edit.

import type { Router } from "express";
import { buildServiceRouter, type ServiceRouterOptions } from "../../runtime/router.js";
import { rendererService } from "./service.js";
import type { RendererHandlers } from "./types.js";

/**
 * Express router for spec/renderer: validates every request against the contract,
 * enforces its access and pricing policy, calls the matching handler and checks what it
 * returns. Mount it anywhere; the runtime's app factory mounts it at `/renderer`.
 */
export function createRendererRouter(handlers: RendererHandlers, options: ServiceRouterOptions): Router {
  return buildServiceRouter(rendererService, handlers, options);
}
