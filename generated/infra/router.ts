// Generated from spec/infra by codegen — run `npm run generate`. Do not edit.

import type { Router } from "express";
import { buildServiceRouter, type ServiceRouterOptions } from "../../runtime/router.js";
import { infraService } from "./service.js";
import type { InfraHandlers } from "./types.js";

/**
 * Express router for spec/infra: validates every request against the contract,
 * enforces its access and pricing policy, calls the matching handler and checks what it
 * returns. Mount it anywhere; the runtime's app factory mounts it at `/infra`.
 */
export function createInfraRouter(handlers: InfraHandlers, options: ServiceRouterOptions): Router {
  return buildServiceRouter(infraService, handlers, options);
}
