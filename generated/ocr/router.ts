// Generated from spec/ocr by codegen — run `npm run generate`. Do not edit.

import type { Router } from "express";
import { buildServiceRouter, type ServiceRouterOptions } from "../../runtime/router.js";
import { ocrService } from "./service.js";
import type { OcrHandlers } from "./types.js";

/**
 * Express router for spec/ocr: validates every request against the contract,
 * enforces its access and pricing policy, calls the matching handler and checks what it
 * returns. Mount it anywhere; the runtime's app factory mounts it at `/ocr`.
 */
export function createOcrRouter(handlers: OcrHandlers, options: ServiceRouterOptions): Router {
  return buildServiceRouter(ocrService, handlers, options);
}
