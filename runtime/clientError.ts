/**
 * Node's own refusals, before any service sees the request: a head over `maxHeaderSize` (431),
 * a head that does not parse — a NUL or DEL in a header value, a bad request line — (400), a
 * head or request that took too long (408). Node answers these with an empty body; here they get
 * an RFC 9457 problem like every other error the server sends. The request is not parsed, so its
 * service (and that service's error shape) is unknown: the problem is the generic shape.
 */
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import { ERRORS, type ErrorCode } from "./errors.js";

/** The catalogue code and wording for a parser or timeout error's code. */
function refusalOf(code: string | undefined): { error: ErrorCode; detail: string } {
  switch (code) {
    case "HPE_HEADER_OVERFLOW":
      return {
        error: "headers_too_large",
        detail: "The request line and headers are larger than this server reads (64 KiB)",
      };
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return { error: "request_timeout", detail: "The request took longer than this server waits for it" };
    case "HPE_HEADERS_TIMEOUT":
      return { error: "request_timeout", detail: "The request's headers took too long to arrive" };
    case "HPE_CHUNK_EXTENSIONS_OVERFLOW":
      return { error: "headers_too_large", detail: "A chunk's extensions are too large" };
    default:
      return {
        error: "invalid_request",
        detail:
          "The request is not valid HTTP/1.1 (a header name or value holds a character HTTP does not allow, such as NUL or DEL, or the request line is malformed)",
      };
  }
}

/** The raw HTTP/1.1 response for a client error: a problem body, the connection closed after it. */
export function clientErrorResponse(code: string | undefined): string {
  const { error, detail } = refusalOf(code);
  const { status, title } = ERRORS[error];
  const body = JSON.stringify({ type: "about:blank", title, status, detail });
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? title}`,
    "Content-Type: application/problem+json",
    `Content-Length: ${Buffer.byteLength(body)}`,
    "X-Content-Type-Options: nosniff",
    "Cache-Control: no-store",
    "Connection: close",
    "",
    body,
  ].join("\r\n");
}

/**
 * The server's `clientError` listener: writes the problem when nothing of a response has gone out
 * on the socket (as Node's own default does), then closes it. A reset connection gets nothing.
 */
export function answerClientError(err: Error & { code?: string }, socket: Socket): void {
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (err.code === "ECONNRESET" || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  // Closed once written: the rest of what the client sends is not read.
  socket.end(clientErrorResponse(err.code), () => socket.destroy());
}
