/**
 * The request head's size limit the contracts state: 64 KiB for the request line and headers
 * together ({@link CONTRACT_HEAD_BYTES}). It is checked here, in the service's router, so the 431
 * comes in the operation's (else the service's) own error shape. Node's parser stops reading a
 * head at the larger {@link NODE_HEAD_BYTES}; beyond that the request is never parsed, its service
 * is unknown, and `clientError.ts` answers 431 in the generic problem shape.
 */
import type { NextFunction, Request, Response } from "express";
import type { ServiceDefinition } from "./contract.js";
import { ApiError, refusalShape, renderError, requestIdIn } from "./errors.js";
import { sendResult } from "./http.js";
import { operationFor } from "./urlDecoding.js";

/** Largest request line and headers a contract accepts: 64 KiB (object keys and cursors fit). */
export const CONTRACT_HEAD_BYTES = 64 * 1024;

/** Largest head Node's parser reads (its `maxHeaderSize`): 256 KiB. */
export const NODE_HEAD_BYTES = 256 * 1024;

/** The request line and headers as sent, in bytes (CRLFs and `: ` included). */
export function headBytes(req: Request): number {
  let bytes = req.method.length + 1 + Buffer.byteLength(req.url) + 11; // "GET /x HTTP/1.1\r\n"
  const raw = req.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2)
    bytes += Buffer.byteLength(raw[i]!) + 2 + Buffer.byteLength(raw[i + 1]!) + 2;
  return bytes + 2;
}

/**
 * Router middleware: 431 for a head over {@link CONTRACT_HEAD_BYTES}, in the operation's or the
 * service's error shape (the generic problem for the server's own routes, `service` undefined).
 */
export function headWithinLimit(service?: ServiceDefinition, limit = CONTRACT_HEAD_BYTES) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (headBytes(req) <= limit) {
      next();
      return;
    }
    const error = new ApiError(
      "headers_too_large",
      `The request line and headers are larger than ${limit / 1024} KiB`,
    );
    // The client may still be sending a body nobody will read.
    res.setHeader("Connection", "close");
    const op = service && operationFor(service, req.method, req.path);
    // On the MCP endpoint this is a JSON-RPC error: sent as it is, not checked as the operation's answer.
    const shape = op ? refusalShape(op) : (service?.defaultErrorShape ?? "problem");
    sendResult(res, shape === "jsonrpc" ? undefined : op, renderError(error, shape, requestIdIn(res.locals)));
  };
}
