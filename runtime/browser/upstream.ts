/**
 * One request a page makes, sent by the server under the egress policy: the browser itself has
 * no network path (it is launched behind a dead proxy), so this is the only way out.
 *
 * TEMPORARY: the integrator's `runtime/web/egressFetch.ts` replaces the body of
 * {@link fetchForPage} once it lands on main; callers depend only on this signature.
 */
import http from "node:http";
import https from "node:https";
import zlib from "node:zlib";
import {
  addressRefusal,
  checkUrl,
  EGRESS_REFUSED,
  type EgressPolicy,
  egressAgent,
  egressLookup,
  hostAddress,
} from "../outbound/policy.js";
import { PageError } from "./types.js";

/** What the page asked for. */
export interface UpstreamRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: Buffer | undefined;
  policy: EgressPolicy;
  /** Decompressed bytes past which the answer fails with `too_large`. */
  maxBytes: number;
  /** Aborts the request (the call's deadline, or the call ended). */
  signal: AbortSignal;
}

/** The answer, decompressed; 3xx are returned as they are (never followed). */
export interface UpstreamResponse {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/**
 * Sends `req`; throws PageError `refused` (policy), `unreachable` (DNS, connection), `timeout`
 * (aborted) or `too_large` (decompressed body over `maxBytes`).
 */
export function fetchForPage(req: UpstreamRequest): Promise<UpstreamResponse> {
  const checked = checkUrl(req.url);
  if (!checked.ok) return Promise.reject(new PageError("refused", `${req.url}: ${checked.reason}`));
  const url = checked.url;
  const literal = hostAddress(url);
  const why = literal === undefined ? undefined : addressRefusal(literal, req.policy);
  if (why) return Promise.reject(new PageError("refused", `${url.host} is refused: ${why}`));
  const protocol = url.protocol as "http:" | "https:";
  return new Promise((resolve, reject) => {
    const send = protocol === "https:" ? https.request : http.request;
    const outgoing = send(
      url,
      {
        method: req.method,
        headers: { ...req.headers, "accept-encoding": "gzip, deflate, br" },
        agent: egressAgent(req.policy, protocol),
        lookup: egressLookup(req.policy),
        signal: req.signal,
      },
      (res) => {
        const encoding = String(res.headers["content-encoding"] ?? "").toLowerCase();
        const decoder =
          encoding === "gzip" || encoding === "x-gzip"
            ? zlib.createGunzip()
            : encoding === "deflate"
              ? zlib.createInflate()
              : encoding === "br"
                ? zlib.createBrotliDecompress()
                : undefined;
        const stream = decoder ? res.pipe(decoder) : res;
        const chunks: Buffer[] = [];
        let size = 0;
        stream.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > req.maxBytes) {
            res.destroy();
            reject(new PageError("too_large", `${url.href} is larger than ${req.maxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        stream.on("end", () => {
          const headers: Record<string, string | string[]> = {};
          for (const [name, value] of Object.entries(res.headers))
            if (value !== undefined) headers[name] = value;
          resolve({ status: res.statusCode ?? 502, headers, body: Buffer.concat(chunks) });
        });
        stream.on("error", (err) => reject(failure(url, err)));
      },
    );
    outgoing.on("error", (err) => reject(failure(url, err)));
    outgoing.end(req.body);
  });
}

/** The PageError for a network error on `url`. */
function failure(url: URL, err: Error & { code?: string; errors?: Array<{ code?: string }> }): PageError {
  const code = err.code ?? err.errors?.[0]?.code;
  if (err.name === "AbortError" || code === "ABORT_ERR")
    return new PageError("timeout", `${url.host} did not answer in time`);
  if (code === EGRESS_REFUSED || /^DNS lookup .* is not allowed/.test(err.message))
    return new PageError("refused", `${url.host} is refused by the egress policy: ${err.message}`);
  return new PageError("unreachable", `${url.host} could not be reached (${code ?? err.message})`);
}
