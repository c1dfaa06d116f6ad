// Generated from spec/storefront by codegen — run `npm run generate`. Do not edit.

import type { Router } from "express";
import { buildServiceRouter, type ServiceRouterOptions } from "../../runtime/router.js";
import { storefrontService } from "./service.js";
import type { StorefrontHandlers } from "./types.js";

/**
 * Express router for spec/storefront: validates every request against the contract,
 * enforces its access and pricing policy, calls the matching handler and checks what it
 * returns. Mount it anywhere; the runtime's app factory mounts it at `/storefront`.
 */
export function createStorefrontRouter(handlers: StorefrontHandlers, options: ServiceRouterOptions): Router {
  return buildServiceRouter(storefrontService, handlers, options);
}
