// Generated from spec/sandbox by codegen — run `npm run generate`. Do not edit.

import type { Router } from "express";
import { buildServiceRouter, type ServiceRouterOptions } from "../../runtime/router.js";
import { sandboxService } from "./service.js";
import type { SandboxHandlers } from "./types.js";

/**
 * Express router for spec/sandbox: validates every request against the contract,
 * enforces its access and pricing policy, calls the matching handler and checks what it
 * returns. Mount it anywhere; the runtime's app factory mounts it at `/sandbox`.
 */
export function createSandboxRouter(handlers: SandboxHandlers, options: ServiceRouterOptions): Router {
  return buildServiceRouter(sandboxService, handlers, options);
}
