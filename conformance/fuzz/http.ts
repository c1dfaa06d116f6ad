/**
 * Sends a {@link WireRequest} with node:http(s) — exactly the headers given, nothing added
 * (fetch would add `Accept: *\/*`, which hides a missing required Accept) — and reads the
 * whole response.
 */
import http from "node:http";
import https from "node:https";
import type { WireRequest } from "./wire.js";

/** A response as received. */
export interface WireResponse {
  status: number;
  /** Lower-case names; repeated headers joined with `, `. */
  headers: Record<string, string>;
  body: string;
  elapsedMs: number;
}

/** A client with keep-alive connections; call `close()` when done. */
export interface HttpClient {
  send(request: WireRequest): Promise<WireResponse>;
  close(): void;
}

/** Thrown when Node refuses to send a request (an invalid header value): not the server's fault. */
export class UnsendableRequest extends Error {}

/** A keep-alive client; requests time out after `timeoutMs`. */
export function createHttpClient(timeoutMs = 15_000): HttpClient {
  const agents = {
    "http:": new http.Agent({ keepAlive: true, maxSockets: 8 }),
    "https:": new https.Agent({ keepAlive: true, maxSockets: 8 }),
  };
  // A kept-alive socket the server closed while this process was busy building cases (the
  // event loop had not yet seen the FIN) fails at once with ECONNRESET; Node marks such a request
  // `reusedSocket`, and the request never reached a handler, so it is sent once more on a fresh
  // socket (https://nodejs.org/api/http.html#requestreusedsocket). Seen on the renderer, whose
  // large request schemas take seconds to turn into cases, longer than the server keeps a socket.
  const send = (request: WireRequest): Promise<WireResponse> =>
    sendOnce(request).catch((error: Error & { code?: string; reusedSocket?: boolean }) => {
      if (error.code === "ECONNRESET" && error.reusedSocket) return sendOnce(request);
      throw error;
    });
  const sendOnce = (request: WireRequest) =>
    new Promise<WireResponse>((resolve, reject) => {
      const url = new URL(request.url);
      // The path exactly as built: WHATWG URL parsing would drop a `%2E` segment (a dot segment)
      // and send another request than the case meant.
      const slash = request.url.indexOf("/", request.url.indexOf("//") + 2);
      const path = slash < 0 ? "/" : request.url.slice(slash);
      const started = performance.now();
      const headers: Record<string, string> = { ...request.headers };
      if (request.body !== undefined) headers["Content-Length"] = String(Buffer.byteLength(request.body));
      const lib = url.protocol === "https:" ? https : http;
      let req: http.ClientRequest;
      try {
        req = lib.request({
          protocol: url.protocol,
          hostname: url.hostname,
          port: url.port,
          path,
          method: request.method,
          headers,
          agent: agents[url.protocol as "http:" | "https:"],
          timeout: timeoutMs,
        });
      } catch (error) {
        reject(new UnsendableRequest(String(error)));
        return;
      }
      req.on("timeout", () => req.destroy(new Error(`no response within ${timeoutMs} ms`)));
      req.on("error", (error) => reject(Object.assign(error, { reusedSocket: req.reusedSocket })));
      req.on("response", (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("error", reject);
        res.on("end", () => {
          const out: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers))
            if (value !== undefined) out[name] = Array.isArray(value) ? value.join(", ") : value;
          resolve({
            status: res.statusCode ?? 0,
            headers: out,
            body: Buffer.concat(chunks).toString("utf8"),
            elapsedMs: performance.now() - started,
          });
        });
      });
      req.end(request.body);
    });
  return {
    send,
    close: () => {
      agents["http:"].destroy();
      agents["https:"].destroy();
    },
  };
}
