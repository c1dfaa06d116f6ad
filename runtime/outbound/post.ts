/**
 * Every outbound POST the server makes: {@link post} sends a body with the caller's headers to a
 * user-supplied URL under the egress policy, or to an operator-configured one (`configured`, see
 * policy.ts); {@link postSigned} is the Standard Webhooks signed JSON POST (infra webhooks, job
 * handler calls and callbacks). Built on node:http(s) because fetch (undici) cannot take the
 * request-filtering http.Agent. It reports every outcome as a DeliveryAttempt and never throws for
 * network trouble, so callers (the leased-work tasks) record and retry without try/catch.
 */
import http from "node:http";
import https from "node:https";
import { context, propagation, SpanKind, SpanStatusCode } from "@opentelemetry/api";
import {
  ATTR_ERROR_TYPE,
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_SERVER_ADDRESS,
  ATTR_URL_FULL,
} from "@opentelemetry/semantic-conventions";
import { inSpan } from "../observability/spans.js";
import {
  addressRefusal,
  checkUrl,
  EGRESS_REFUSED,
  type EgressPolicy,
  egressAgent,
  egressLookup,
  hostAddress,
  type OutboundPolicy,
} from "./policy.js";
import { signedHeaders } from "./signing.js";

/** What one POST produced. */
export interface DeliveryAttempt {
  /** The answer was 2xx. */
  ok: boolean;
  /** The HTTP status, or 0 when no HTTP answer arrived. */
  status: number;
  /** Wall time from the call to the outcome, in whole milliseconds. */
  durationMs: number;
  /** The first 1,000 characters of the response body, decoded as UTF-8. */
  snippet: string;
  /**
   * Why the attempt failed, for people reading delivery logs. Also set beside a real status when
   * the body was cut short after the answer began (timeout, reset); `ok` still follows the status.
   */
  error?: string;
  /** With `keepBody`: the response body read (at most {@link MAX_BODY_BYTES}), decoded as UTF-8. */
  body?: string;
  /**
   * Why no HTTP answer came, for code: the socket's error code (`ECONNREFUSED`, …), `TIMEOUT`,
   * `EGRESS_REFUSED` or `INVALID_URL`. Absent when an answer arrived.
   */
  code?: string;
}

/** Options of {@link post}. */
export interface PostOptions {
  url: string;
  /** The body, exactly as sent (and signed, when the headers carry a signature). */
  body: string;
  /** Request headers besides `content-length` and `user-agent`: the content type, a signature. */
  headers: Readonly<Record<string, string>>;
  /** The whole attempt's deadline: connect, answer and body. Default 10,000. */
  timeoutMs?: number;
  /** A user-supplied URL: the egress policy; an operator-configured one: `configured`. */
  policy: OutboundPolicy;
  userAgent?: string;
  /** Also hand back the response body read (job handlers answer a result). Default false. */
  keepBody?: boolean;
}

/** Options of {@link postSigned}. */
export interface PostSignedOptions {
  url: string;
  /** The JSON body, exactly as signed and sent. */
  body: string;
  /** A `whsec_` secret (see signing.ts). */
  secret: string;
  /** The `webhook-id`: the same on every retry of one message. */
  msgId: string;
  /** The `webhook-timestamp`: this attempt's time (verifiers allow five minutes of skew). */
  timestamp: Date;
  /** The whole attempt's deadline: connect, answer and body. Default 10,000. */
  timeoutMs?: number;
  policy: EgressPolicy;
  userAgent?: string;
  /** Also hand back the response body read (job handlers answer a result). Default false. */
  keepBody?: boolean;
}

/** How much of a response body we read: enough for a snippet, bounded against endless bodies. */
export const MAX_BODY_BYTES = 64 * 1024;
const SNIPPET_CHARS = 1000;
const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_USER_AGENT = "contract-first-apis-webhooks/1";

/**
 * POSTs `body` to `url` signed per Standard Webhooks and reports the outcome (see {@link post}).
 * Rejects only on a malformed secret (a programming error).
 */
export async function postSigned(opts: PostSignedOptions): Promise<DeliveryAttempt> {
  return post({
    url: opts.url,
    body: opts.body,
    headers: signedHeaders(opts.secret, opts.msgId, opts.timestamp, opts.body),
    policy: opts.policy,
    ...(opts.timeoutMs === undefined ? {} : { timeoutMs: opts.timeoutMs }),
    ...(opts.userAgent === undefined ? {} : { userAgent: opts.userAgent }),
    ...(opts.keepBody === undefined ? {} : { keepBody: opts.keepBody }),
  });
}

/**
 * POSTs `body` to `url` and reports the outcome; never rejects. Redirects are not followed (a 3xx
 * is one more non-2xx answer): following one would let a public URL point the server at an
 * address the policy refused, and payment processors treat a redirect as a failure too. Under an
 * egress policy, IP literals are judged before any socket exists and names at connect time; a
 * `configured` destination may be any address. Traced as a client span whose W3C `traceparent`
 * the request carries (when tracing is on), so the receiver's work joins the trace.
 */
export async function post(opts: PostOptions): Promise<DeliveryAttempt> {
  const target = URL.canParse(opts.url) ? new URL(opts.url) : undefined;
  const attributes = {
    [ATTR_HTTP_REQUEST_METHOD]: "POST",
    // Origin and path only: a query string or user info may hold a receiver's token.
    ...(target
      ? { [ATTR_URL_FULL]: `${target.origin}${target.pathname}`, [ATTR_SERVER_ADDRESS]: target.hostname }
      : {}),
  };
  return inSpan("POST", { kind: SpanKind.CLIENT, attributes }, async (span) => {
    const attempt = await attemptPost(opts);
    if (attempt.status) span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, attempt.status);
    if (!attempt.ok) {
      span.setAttribute(ATTR_ERROR_TYPE, attempt.code ?? String(attempt.status));
      span.setStatus({ code: SpanStatusCode.ERROR, ...(attempt.error ? { message: attempt.error } : {}) });
    }
    return attempt;
  });
}

/** One POST, as {@link post} describes it, in the active span's context. */
async function attemptPost(opts: PostOptions): Promise<DeliveryAttempt> {
  const started = performance.now();
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const outcome = (status: number, snippet: string, error?: string, code?: string): DeliveryAttempt => ({
    ok: status >= 200 && status < 300,
    status,
    durationMs: Math.round(performance.now() - started),
    snippet,
    ...(error === undefined ? {} : { error }),
    ...(code === undefined ? {} : { code }),
  });

  const headers: Record<string, string> = {
    ...opts.headers,
    "content-length": String(Buffer.byteLength(opts.body)),
    "user-agent": opts.userAgent ?? DEFAULT_USER_AGENT,
  };
  // traceparent (and tracestate) of the active span; nothing when tracing is off.
  propagation.inject(context.active(), headers);
  const checked = checkUrl(opts.url);
  if (!checked.ok) return outcome(0, "", `invalid URL: ${checked.reason}`, "INVALID_URL");
  const url = checked.url;
  const policy = opts.policy;
  if (policy !== "configured") {
    // IP literals never reach DNS, so the policy judges them here, before any socket exists.
    const literal = hostAddress(url);
    const refused = literal === undefined ? undefined : addressRefusal(literal, policy);
    if (refused) return outcome(0, "", `refused by egress policy: ${refused}`, EGRESS_REFUSED);
  }

  return new Promise((resolve) => {
    let status = 0;
    const chunks: Buffer[] = [];
    let received = 0;
    let settled = false;
    const finish = (failure?: { error: string; code?: string | undefined }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const body = Buffer.concat(chunks);
      const code = status === 0 ? (failure?.code ?? "ERROR") : undefined;
      const attempt = outcome(status, snippetOf(body), failure?.error, code);
      resolve(opts.keepBody ? { ...attempt, body: body.toString("utf8") } : attempt);
      req.destroy(); // frees the socket when we stopped early; a no-op after a complete answer
    };

    const protocol = url.protocol as "http:" | "https:";
    const send = protocol === "https:" ? https.request : http.request;
    const req = send(
      url,
      {
        method: "POST",
        headers,
        agent: egressAgent(policy, protocol),
        ...(policy === "configured" ? {} : { lookup: egressLookup(policy) }),
      },
      (res) => {
        status = res.statusCode ?? 0;
        res.on("data", (chunk: Buffer) => {
          chunks.push(chunk);
          received += chunk.length;
          if (received >= MAX_BODY_BYTES) finish();
        });
        res.on("end", () => finish());
        res.on("error", (err) => finish(describeError(err)));
      },
    );
    // One deadline for the whole attempt; a socket idle timeout would let a trickling server
    // hold the delivery open forever.
    const timer = setTimeout(
      () => finish({ error: `timed out after ${timeoutMs} ms`, code: "TIMEOUT" }),
      timeoutMs,
    );
    req.on("error", (err) => finish(describeError(err)));
    req.end(opts.body);
  });
}

/** The first 1,000 characters (code points, so no half of a pair) of the body read so far. */
function snippetOf(body: Buffer): string {
  // 1,000 characters take at most 4,000 bytes of UTF-8: decode no more than that.
  const text = body.subarray(0, SNIPPET_CHARS * 4).toString("utf8");
  return Array.from(text).slice(0, SNIPPET_CHARS).join("");
}

const ERROR_WORDS: Record<string, string> = {
  ECONNREFUSED: "connection refused",
  ECONNRESET: "connection reset",
  ENOTFOUND: "host not found",
  EAI_AGAIN: "DNS lookup failed temporarily",
  ETIMEDOUT: "connection timed out",
  EHOSTUNREACH: "host unreachable",
  ENETUNREACH: "network unreachable",
};

/** A short, log-friendly cause for a network error, and its code (`EGRESS_REFUSED` for a refusal by policy). */
export function describeError(err: Error & { code?: string; errors?: Array<{ code?: string }> }): {
  error: string;
  code: string | undefined;
} {
  // Trying several addresses of one name fails with an AggregateError; its parts hold the code.
  const code = err.code ?? err.errors?.[0]?.code;
  if (code === EGRESS_REFUSED) return { error: `refused by egress policy: ${err.message}`, code };
  // request-filtering-agent's own refusal (our checks should have refused first).
  if (/^DNS lookup .* is not allowed/.test(err.message))
    return { error: `refused by egress policy: ${err.message}`, code: EGRESS_REFUSED };
  if (code && ERROR_WORDS[code]) return { error: ERROR_WORDS[code], code };
  return { error: code ? `${err.message} (${code})` : err.message, code };
}
