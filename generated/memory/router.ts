// Generated from spec/memory by codegen — run `npm run generate`. Do not edit.

import type { Router } from "express";
import { buildServiceRouter, type ServiceRouterOptions } from "../../runtime/router.js";
import { memoryService } from "./service.js";
import type { MemoryHandlers } from "./types.js";

/**
 * Express router for spec/memory: validates every request against the contract,
 * enforces its access and pricing policy, calls the matching handler and checks what it
 * returns. Mount it anywhere; the runtime's app factory mounts it at `/memory`.
 */
export function createMemoryRouter(handlers: MemoryHandlers, options: ServiceRouterOptions): Router {
  return buildServiceRouter(memoryService, handlers, options);
}
