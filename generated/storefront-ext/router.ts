// Generated from spec/storefront by codegen — run `npm run generate`. Do not edit.

import type { Router } from "express";
import { buildServiceRouter, type ServiceRouterOptions } from "../../runtime/router.js";
import { storefrontExtService } from "./service.js";
import type { StorefrontExtHandlers } from "./types.js";

/**
 * Express router for spec/storefront-ext: validates every request against the contract,
 * enforces its access and pricing policy, calls the matching handler and checks what it
 * returns. Mount it anywhere; the runtime's app factory mounts it at `/storefront-ext`.
 */
export function createStorefrontExtRouter(
  handlers: StorefrontExtHandlers,
  options: ServiceRouterOptions,
): Router {
  return buildServiceRouter(storefrontExtService, handlers, options);
}
