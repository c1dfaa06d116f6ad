// Generated from spec/crawler by codegen — run `npm run generate`. Do not edit.

import type { Router } from "express";
import { buildServiceRouter, type ServiceRouterOptions } from "../../runtime/router.js";
import { crawlerService } from "./service.js";
import type { CrawlerHandlers } from "./types.js";

/**
 * Express router for spec/crawler: validates every request against the contract,
 * enforces its access and pricing policy, calls the matching handler and checks what it
 * returns. Mount it anywhere; the runtime's app factory mounts it at `/crawler`.
 */
export function createCrawlerRouter(handlers: CrawlerHandlers, options: ServiceRouterOptions): Router {
  return buildServiceRouter(crawlerService, handlers, options);
}
