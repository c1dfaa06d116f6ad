// Generated from spec/account by codegen — run `npm run generate`. Do not edit.

import type { Router } from "express";
import { buildServiceRouter, type ServiceRouterOptions } from "../../runtime/router.js";
import { accountService } from "./service.js";
import type { AccountHandlers } from "./types.js";

/**
 * Express router for spec/account: validates every request against the contract,
 * enforces its access and pricing policy, calls the matching handler and checks what it
 * returns. Mount it anywhere; the runtime's app factory mounts it at `/account`.
 */
export function createAccountRouter(handlers: AccountHandlers, options: ServiceRouterOptions): Router {
  return buildServiceRouter(accountService, handlers, options);
}
