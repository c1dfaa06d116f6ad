/**
 * The request id every answer carries: the caller's `X-Request-Id` when it is 1–128 visible ASCII
 * characters, else a new UUID. One id per request, set before anything else runs, so the log
 * line (pino-http), the trace, error bodies and the `X-Request-Id` response header all agree.
 */
import { randomUUID } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

/** The response header (and incoming request header) naming the request. */
export const REQUEST_ID_HEADER = "X-Request-Id";

/** Visible ASCII (0x21–0x7E), 1 to 128 of them: no spaces, controls or bytes a log could mangle. */
const ACCEPTED = /^[\x21-\x7e]{1,128}$/;

/** `given` when it is an acceptable request id, else a new UUID. */
export function requestIdFrom(given: unknown): string {
  return typeof given === "string" && ACCEPTED.test(given) ? given : randomUUID();
}

/**
 * Express middleware, mounted first: sets `res.locals.requestId` and the `X-Request-Id` response
 * header. Set with `setHeader` before any route runs, the header survives every way an answer is
 * written later (`res.json`, the MCP transport's `writeHead`, error handlers, 404s).
 */
export function requestId(req: Request, res: Response, next: NextFunction): void {
  const id = requestIdFrom(req.headers["x-request-id"]);
  res.locals.requestId = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  next();
}

/** The id {@link requestId} gave this request (a new one when it did not run: a router mounted alone). */
export function requestIdOf(req: Request): string {
  const res = req.res;
  const id: unknown = res?.locals.requestId;
  if (typeof id === "string") return id;
  const fresh = requestIdFrom(req.headers["x-request-id"]);
  if (res) res.locals.requestId = fresh;
  return fresh;
}

/**
 * The id in a raw request head refused by Node's parser (`clientError.ts`), when its
 * `X-Request-Id` header is among the bytes and acceptable, else a new UUID.
 */
export function requestIdInRawHead(raw: unknown): string {
  if (!Buffer.isBuffer(raw)) return randomUUID();
  const head = raw.subarray(0, 16 * 1024).toString("latin1");
  return requestIdFrom(/\r\nx-request-id:[ \t]*([^\r\n]*?)[ \t]*\r\n/i.exec(head)?.[1]);
}
