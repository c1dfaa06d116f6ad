// Generated from spec/catalog by codegen — run `npm run generate`. Do not edit.

import type { Router } from "express";
import { buildServiceRouter, type ServiceRouterOptions } from "../../runtime/router.js";
import { catalogService } from "./service.js";
import type { CatalogHandlers } from "./types.js";

/**
 * Express router for spec/catalog: validates every request against the contract,
 * enforces its access and pricing policy, calls the matching handler and checks what it
 * returns. Mount it anywhere; the runtime's app factory mounts it at `/catalog`.
 */
export function createCatalogRouter(handlers: CatalogHandlers, options: ServiceRouterOptions): Router {
  return buildServiceRouter(catalogService, handlers, options);
}
