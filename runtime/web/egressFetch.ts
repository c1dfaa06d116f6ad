/**
 * One outbound request to a user-supplied URL under the egress policy, for the tools that fetch
 * pages: the crawler's static fetch and every request a rendered page makes (the browser pool
 * answers the page from here, so Chromium itself never opens a connection). It is the webhooks'
 * policy (runtime/outbound/policy.ts): IP literals judged before any socket exists, every address a
 * name resolves to judged, and the address the socket connects to checked again by
 * request-filtering-agent, which defeats DNS rebinding.
 *
 * Redirects are not followed: a 3xx comes back with its `Location`, so whoever follows it sends
 * the next hop through here and the policy judges every hop. The body is decompressed (gzip,
 * deflate, br) and capped in decompressed bytes, so a small compressed bomb cannot fill memory.
 * Every failure is a {@link PageError}, which the tools answer with the contract's error.
 */
import http from "node:http";
import https from "node:https";
import type { Readable } from "node:stream";
import zlib from "node:zlib";
import { PageError } from "../browser/types.js";
import {
  addressRefusal,
  checkUrl,
  EGRESS_REFUSED,
  type EgressPolicy,
  egressAgent,
  egressLookup,
  hostAddress,
} from "../outbound/policy.js";
import { describeError } from "../outbound/post.js";

/** One request. */
export interface EgressRequest {
  url: string;
  /** Default GET. */
  method?: string;
  /** Request headers (hop-by-hop ones and `host` are dropped; `accept-encoding` is ours). */
  headers?: Readonly<Record<string, string>>;
  body?: Buffer;
  policy: EgressPolicy;
  /** Deadline for the whole exchange: connect, answer and body. */
  timeoutMs: number;
  /** The most body bytes read, after decompression; more fails with `too_large`. */
  maxBytes: number;
  /** Aborts the exchange (the caller's own deadline); fails with `timeout`. */
  signal?: AbortSignal;
}

/** What came back: the decompressed body, and the headers without the ones that described the wire form. */
export interface EgressResponse {
  url: string;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Headers that belong to one connection, not to the request a page made. */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-authorization",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
  "host",
  "content-length",
  "accept-encoding",
]);

function decoder(
  encoding: string | undefined,
): zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress | undefined {
  switch (encoding?.trim().toLowerCase()) {
    case "gzip":
    case "x-gzip":
      return zlib.createGunzip();
    case "deflate":
      return zlib.createInflate();
    case "br":
      return zlib.createBrotliDecompress();
    default:
      return undefined;
  }
}

/** Response headers as one string each (`set-cookie` joined by newlines, as fetch's Headers do not). */
function flatHeaders(raw: http.IncomingHttpHeaders, decoded: boolean): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    if (decoded && (name === "content-encoding" || name === "content-length")) continue;
    if (name === "transfer-encoding" || name === "connection" || name === "keep-alive") continue;
    out[name] = Array.isArray(value) ? value.join(name === "set-cookie" ? "\n" : ", ") : value;
  }
  return out;
}

/** The failure a network error stands for: refused by policy, or the host could not be reached. */
function networkFailure(err: Error, url: string): PageError {
  const { error, code } = describeError(err);
  if (code === EGRESS_REFUSED) return new PageError("refused", `${url} is refused: ${error}`);
  return new PageError("unreachable", `${url} could not be reached: ${error}`);
}

/**
 * Sends one request and reads the whole (decompressed) answer, or throws a {@link PageError}:
 * `refused` (not http/https, credentials in the URL, or an address the policy forbids),
 * `unreachable` (DNS or connection failure), `timeout`, or `too_large`.
 */
export async function egressFetch(request: EgressRequest): Promise<EgressResponse> {
  const checked = checkUrl(request.url);
  if (!checked.ok)
    throw new PageError("refused", `${request.url.slice(0, 200)} is refused: ${checked.reason}`);
  const url = checked.url;
  const literal = hostAddress(url);
  const refusal = literal === undefined ? undefined : addressRefusal(literal, request.policy);
  if (refusal) throw new PageError("refused", `${url.href} is refused by the egress policy: ${refusal}`);

  const headers: Record<string, string> = { "accept-encoding": "gzip, deflate, br" };
  for (const [name, value] of Object.entries(request.headers ?? {}))
    if (!HOP_BY_HOP.has(name.toLowerCase())) headers[name.toLowerCase()] = value;
  if (request.body) headers["content-length"] = String(request.body.length);

  return new Promise<EgressResponse>((resolve, reject) => {
    let settled = false;
    const protocol = url.protocol as "http:" | "https:";
    const send = protocol === "https:" ? https.request : http.request;
    // Assigned once `send` returns: a failure before that (an abort, or `send` throwing) has no
    // request to destroy, and must still clear the timer and the abort listener.
    let req: http.ClientRequest | undefined;
    const fail = (error: PageError) => {
      if (settled) return;
      settled = true;
      cleanup();
      req?.destroy();
      reject(error);
    };
    const timer = setTimeout(
      () => fail(new PageError("timeout", `${url.href} did not answer within ${request.timeoutMs} ms`)),
      request.timeoutMs,
    );
    const onAbort = () => fail(new PageError("timeout", `${url.href}: the call's deadline passed`));
    request.signal?.addEventListener("abort", onAbort, { once: true });
    const cleanup = () => {
      clearTimeout(timer);
      request.signal?.removeEventListener("abort", onAbort);
    };
    if (request.signal?.aborted) return onAbort();

    // `send` throws at once on what it cannot put on the wire (a header value outside Latin-1,
    // a malformed method): that is this request's failure, not an exception escaping later from
    // the abort listener or the timer.
    try {
      req = send(
        url,
        {
          method: request.method ?? "GET",
          headers,
          agent: egressAgent(request.policy, protocol),
          lookup: egressLookup(request.policy),
        },
        (res) => {
          const inflate = decoder(res.headers["content-encoding"]);
          const stream: Readable = inflate ? res.pipe(inflate) : res;
          if (inflate) res.on("error", (err) => fail(networkFailure(err, url.href)));
          const chunks: Buffer[] = [];
          let size = 0;
          stream.on("data", (chunk: Buffer) => {
            size += chunk.length;
            if (size > request.maxBytes)
              return fail(
                new PageError(
                  "too_large",
                  `${url.href} is larger than ${request.maxBytes} bytes (decompressed)`,
                ),
              );
            chunks.push(chunk);
          });
          stream.on("error", (err) =>
            fail(
              new PageError("unreachable", `${url.href} sent a body that does not decode: ${err.message}`),
            ),
          );
          stream.on("end", () => {
            if (settled) return;
            settled = true;
            cleanup();
            resolve({
              url: url.href,
              status: res.statusCode ?? 0,
              headers: flatHeaders(res.headers, inflate !== undefined),
              body: Buffer.concat(chunks),
            });
          });
        },
      );
    } catch (err) {
      return fail(
        new PageError("unreachable", `${url.href} could not be requested: ${(err as Error).message}`),
      );
    }
    req.on("error", (err) => fail(networkFailure(err, url.href)));
    req.end(request.body);
  });
}
