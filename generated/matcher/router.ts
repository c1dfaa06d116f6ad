// Generated from spec/matcher by codegen — run `npm run generate`. Do not edit.

import type { Router } from "express";
import { buildServiceRouter, type ServiceRouterOptions } from "../../runtime/router.js";
import { matcherService } from "./service.js";
import type { MatcherHandlers } from "./types.js";

/**
 * Express router for spec/matcher: validates every request against the contract,
 * enforces its access and pricing policy, calls the matching handler and checks what it
 * returns. Mount it anywhere; the runtime's app factory mounts it at `/matcher`.
 */
export function createMatcherRouter(handlers: MatcherHandlers, options: ServiceRouterOptions): Router {
  return buildServiceRouter(matcherService, handlers, options);
}
