// Generated from spec/uuid by codegen — run `npm run generate`. Do not edit.

import type { Router } from "express";
import { buildServiceRouter, type ServiceRouterOptions } from "../../runtime/router.js";
import { uuidService } from "./service.js";
import type { UuidHandlers } from "./types.js";

/**
 * Express router for spec/uuid: validates every request against the contract,
 * enforces its access and pricing policy, calls the matching handler and checks what it
 * returns. Mount it anywhere; the runtime's app factory mounts it at `/uuid`.
 */
export function createUuidRouter(handlers: UuidHandlers, options: ServiceRouterOptions): Router {
  return buildServiceRouter(uuidService, handlers, options);
}
