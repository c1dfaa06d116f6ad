/**
 * Sends a {@link RawRequest} over a plain TCP socket (`node:net`) and reads the answer: node's
 * HTTP client refuses what these cases need to send (NUL or DEL in a header value, a
 * `Content-Length` the body never reaches). Every request says `Connection: close`, so a socket
 * carries one exchange. Answers are framed by `Content-Length`, chunked encoding or the close;
 * an event stream's head is enough (its status and type are what the case is judged by).
 */
import { connect } from "node:net";
import { type Blob, bytesOf, literal } from "./blob.js";
import type { RawRequest } from "./request.js";

/** An answer as received. */
export interface RawResponse {
  status: number;
  /** Lower-case names; repeated headers joined with `, `. */
  headers: Record<string, string>;
  body: string;
}

/** What sending produced: an answer, or why there was none, and how long it took. */
export interface Exchange {
  response?: RawResponse;
  /** Why there is no answer (timeout, closed, refused). */
  error?: string;
  elapsedMs: number;
}

/** The request's head (request line, headers, `Content-Length`, `Connection: close`) as pieces. */
export function headBlob(url: URL, request: RawRequest): Blob {
  const body = request.body ? bytesOf(request.body) : undefined;
  const head: Blob = [
    literal(`${request.method} `),
    ...request.target,
    literal(` HTTP/1.1\r\nHost: ${url.host}\r\n`),
  ];
  for (const [name, value] of request.headers) head.push(literal(`${name}: `), ...value, literal("\r\n"));
  const length = request.contentLength ?? body?.length;
  if (length !== undefined) head.push(literal(`Content-Length: ${length}\r\n`));
  head.push(literal("Connection: close\r\n\r\n"));
  return head;
}

/** The part of the body that is written (all of it unless the case holds some back). */
export function sentBody(request: RawRequest): Blob {
  if (!request.body) return [];
  if (request.sendBytes === undefined) return request.body;
  const bytes = bytesOf(request.body);
  return request.sendBytes >= bytes.length ? request.body : [literal(bytes.subarray(0, request.sendBytes))];
}

/** The request's bytes: head, then the part of the body that is sent. */
export function requestBytes(url: URL, request: RawRequest): { head: Buffer; body: Buffer } {
  return { head: bytesOf(headBlob(url, request)), body: bytesOf(sentBody(request)) };
}

interface Parsed {
  response: RawResponse;
  complete: boolean;
}

/** Decodes a chunked body; `done` once the last chunk is in. */
function dechunk(data: Buffer): { body: Buffer; done: boolean } {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const eol = data.indexOf("\r\n", at);
    if (eol < 0) return { body: Buffer.concat(parts), done: false };
    const size = Number.parseInt(data.subarray(at, eol).toString("latin1"), 16);
    if (!Number.isFinite(size)) return { body: Buffer.concat(parts), done: true };
    if (size === 0) return { body: Buffer.concat(parts), done: true };
    if (data.length < eol + 2 + size) return { body: Buffer.concat(parts), done: false };
    parts.push(data.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
}

/** Parses what has arrived; undefined until the head is complete. */
export function parseResponse(data: Buffer): Parsed | undefined {
  let start = 0;
  for (;;) {
    const end = data.indexOf("\r\n\r\n", start);
    if (end < 0) return undefined;
    const lines = data.subarray(start, end).toString("latin1").split("\r\n");
    const status = Number(/^HTTP\/\d(?:\.\d)? (\d{3})/.exec(lines[0] ?? "")?.[1] ?? Number.NaN);
    if (Number.isNaN(status)) return undefined;
    if (status >= 100 && status < 200) {
      start = end + 4; // an interim answer (100 Continue): the real one follows
      continue;
    }
    const headers: Record<string, string> = {};
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(":");
      if (colon < 0) continue;
      const name = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
    }
    const rest = data.subarray(end + 4);
    const response = (body: Buffer) => ({ status, headers, body: body.toString("utf8") });
    if (status < 300 && headers["content-type"]?.toLowerCase().startsWith("text/event-stream"))
      return { response: response(rest), complete: true };
    if (headers["transfer-encoding"]?.toLowerCase().includes("chunked")) {
      const { body, done } = dechunk(rest);
      return { response: response(body), complete: done };
    }
    const length = headers["content-length"] === undefined ? undefined : Number(headers["content-length"]);
    if (length !== undefined && Number.isFinite(length))
      return { response: response(rest.subarray(0, length)), complete: rest.length >= length };
    return { response: response(rest), complete: status === 204 || status === 304 };
  }
}

/** Sends `request` to `url`'s host and port; gives up after `timeoutMs`. */
export function sendRaw(url: URL, request: RawRequest, timeoutMs: number): Promise<Exchange> {
  const { head, body } = requestBytes(url, request);
  const started = performance.now();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let settled = false;
    const socket = connect({ host: url.hostname, port: Number(url.port || 80) });
    const finish = (error?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const elapsedMs = Math.round(performance.now() - started);
      const parsed = parseResponse(Buffer.concat(chunks));
      if (parsed && (parsed.complete || !error?.startsWith("no answer")))
        resolve({ response: parsed.response, elapsedMs });
      else if (parsed)
        resolve({ response: parsed.response, error: `answer incomplete after ${timeoutMs} ms`, elapsedMs });
      else resolve({ error: error ?? "connection closed without an answer", elapsedMs });
    };
    const timer = setTimeout(() => finish(`no answer within ${timeoutMs} ms`), timeoutMs);
    socket.on("connect", () => {
      socket.write(head);
      if (body.length) socket.write(body);
    });
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      if (parseResponse(Buffer.concat(chunks))?.complete) finish();
    });
    // Writing may fail once the server has answered and closed (a 431 before a large head is
    // in): what was read still counts.
    socket.on("error", (err) =>
      finish(`connection error: ${(err as NodeJS.ErrnoException).code ?? err.message}`),
    );
    socket.on("close", () => finish());
  });
}
