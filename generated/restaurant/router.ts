// Generated from spec/restaurant by codegen — run `npm run generate`. Do not edit.

import type { Router } from "express";
import { buildServiceRouter, type ServiceRouterOptions } from "../../runtime/router.js";
import { restaurantService } from "./service.js";
import type { RestaurantHandlers } from "./types.js";

/**
 * Express router for spec/restaurant: validates every request against the contract,
 * enforces its access and pricing policy, calls the matching handler and checks what it
 * returns. Mount it anywhere; the runtime's app factory mounts it at `/restaurant`.
 */
export function createRestaurantRouter(handlers: RestaurantHandlers, options: ServiceRouterOptions): Router {
  return buildServiceRouter(restaurantService, handlers, options);
}
