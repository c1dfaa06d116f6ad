/**
 * Node's own refusals, before any service sees the request: a head over `maxHeaderSize` (431),
 * a head that does not parse — a NUL or DEL in a header value, a bad request line — (400), a
 * head or request that took too long (408). Node answers these with an empty body; here they get
 * a body in the error shape of the service the request was for, when its request line is among
 * the bytes the parser refused (a bad header in a head that came in one piece), else the generic
 * RFC 9457 problem (a head over Node's limit, a timeout).
 */
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { ErrorShape } from "./contract.js";
import { ApiError, type ErrorCode, renderError } from "./errors.js";
import { REQUEST_ID_HEADER, requestIdFrom, requestIdInRawHead } from "./observability/requestId.js";

/** The error shape for a request to `method` and `path` (the app knows its services' mounts). */
export type ErrorShapeAt = (method: string, path: string) => ErrorShape;

/** The catalogue code and wording for a parser or timeout error's code. */
function refusalOf(code: string | undefined): { error: ErrorCode; detail: string } {
  switch (code) {
    case "HPE_HEADER_OVERFLOW":
      return {
        error: "headers_too_large",
        detail: "The request line and headers are larger than this server reads (256 KiB)",
      };
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return { error: "request_timeout", detail: "The request took longer than this server waits for it" };
    case "HPE_HEADERS_TIMEOUT":
      return { error: "request_timeout", detail: "The request's headers took too long to arrive" };
    case "HPE_CHUNK_EXTENSIONS_OVERFLOW":
      return { error: "headers_too_large", detail: "A chunk's extensions are too large" };
    default:
      return {
        error: "malformed_http",
        detail:
          "The request is not valid HTTP/1.1 (a header name or value holds a character HTTP does not allow, such as NUL or DEL, or the request line is malformed)",
      };
  }
}

/**
 * The raw HTTP/1.1 response for a client error: its body in `shape`, the connection closed after
 * it, and `requestId` (a new one when not given) in `X-Request-Id` as on every other answer.
 */
export function clientErrorResponse(
  code: string | undefined,
  shape: ErrorShape = "problem",
  requestId: string = requestIdFrom(undefined),
): string {
  const { error, detail } = refusalOf(code);
  const rendered = renderError(new ApiError(error, detail), shape);
  const body = JSON.stringify(rendered.body);
  return [
    `HTTP/1.1 ${rendered.status} ${STATUS_CODES[rendered.status] ?? error}`,
    `Content-Type: ${rendered.mediaType}`,
    `Content-Length: ${Buffer.byteLength(body)}`,
    "X-Content-Type-Options: nosniff",
    `${REQUEST_ID_HEADER}: ${requestId}`,
    "Cache-Control: no-store",
    "Connection: close",
    "",
    body,
  ].join("\r\n");
}

/** The method and path of the request line at the start of `raw`, when it is there. */
export function requestLineOf(raw: unknown): { method: string; path: string } | undefined {
  if (!Buffer.isBuffer(raw)) return undefined;
  const match = /^([A-Z]{1,16}) ([^ ?\r\n]*)[^ \r\n]* HTTP\//.exec(
    raw.subarray(0, 16 * 1024).toString("latin1"),
  );
  return match ? { method: match[1]!, path: match[2]! } : undefined;
}

/**
 * The server's `clientError` listener: writes the refusal when nothing of a response has gone
 * out on the socket (as Node's own default does), then closes it. A reset connection gets nothing.
 */
export function clientErrorListener(shapeAt?: ErrorShapeAt) {
  return (err: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void => {
    const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (err.code === "ECONNRESET" || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const line = requestLineOf(err.rawPacket);
    const shape = line && shapeAt ? shapeAt(line.method, line.path) : "problem";
    // Closed once written: the rest of what the client sends is not read.
    socket.end(clientErrorResponse(err.code, shape, requestIdInRawHead(err.rawPacket)), () =>
      socket.destroy(),
    );
  };
}
