// Generated from spec/crawler by codegen — run `npm run generate`. Do not edit.

import type { Context } from "../../handlers/crawler/context.js";

/** One paid route as listed by the x402 discovery document. */
export type DiscoveryRoute = {
  /** HTTP method and path, for example `GET /x402/uuid`. */
  route: string;
  /** Absolute URL of the route. */
  url: string;
  description: string;
  /** Price per call in USD. */
  priceUsd: number;
  /** Free calls per client IP per UTC day on this route. */
  freePerIpPerDay: number;
};

/** Where a rejected input was found. */
export type IssueLocation = "path" | "query" | "header" | "body";

/** One reason a request was rejected, naming the input it concerns. */
export type ValidationIssue = {
  /** Which part of the request holds the input. */
  location: IssueLocation;
  /** The parameter name, or a JSON pointer into the body (`/items/0/qty`). */
  name: string;
  /** What is wrong, in plain words. */
  message: string;
};

/**
 * Stable, machine-readable error code, carried as `code` in every error body. Each error
 * response lists the codes it can carry; the wording of messages may change, codes do not.
 *
 * | Status | Code | Meaning |
 * |---|---|---|
 * | 400 | `validation_failed` | A parameter, header or body member breaks the contract; the body names each rejected input. |
 * | 400 | `malformed_json` | The body is not valid JSON. |
 * | 400 | `body_not_decodable` | The body does not decode as its `Content-Encoding` says. |
 * | 400 | `malformed_multipart` | The `multipart/form-data` body does not parse. |
 * | 400 | `invalid_cursor` | The paging `cursor` is not one this list returned. |
 * | 400 | `malformed_http` | The request is not valid HTTP/1.1 (a header holds a character HTTP does not allow, or the request line is malformed). |
 * | 400 | `payment_header_malformed` | `PAYMENT-SIGNATURE` (or `X-PAYMENT`) is not base64; nothing was charged. |
 * | 401 | `credentials_required` | This operation needs a credential and none was sent. |
 * | 401 | `invalid_credentials` | The credential sent is unknown, expired or revoked. |
 * | 401 | `malformed_authorization` | `Authorization` is not `Bearer <token>`. |
 * | 401 | `wrong_credential_kind` | The credential is valid but of a kind this operation does not take (for example a key with no person behind it where a person's session is needed). |
 * | 402 | `payment_required` | An unpaid call without a credential and without a body (a discovery probe): the x402 terms, with the route's input schema in the `bazaar` extension. Nothing was charged and no free call was spent. |
 * | 402 | `free_allowance_spent` | This client IP has used its free calls on this route today; pay with x402 or a funded API key. |
 * | 402 | `insufficient_credits` | The API key's account holds fewer credits than the call costs. |
 * | 402 | `credit_limit_reached` | The call would take this API key, or one of its parent keys, past its credit limit. |
 * | 402 | `key_disabled` | This API key or one of its parent keys is disabled and cannot pay. |
 * | 402 | `payment_invalid` | The x402 payment does not verify (signature, amount, asset, network or recipient), or the header holds no payment. |
 * | 402 | `payment_expired` | The x402 authorization is outside its validity window (expired, not yet valid, or valid for too long). |
 * | 402 | `payment_nonce_reused` | The x402 authorization's nonce was used by an earlier payment; sign a new one. |
 * | 402 | `payment_not_settled` | The facilitator could not settle the verified payment; nothing was charged. |
 * | 402 | `facilitator_unavailable` | The x402 facilitator could not be reached or answered badly; nothing was charged. Retry later. |
 * | 403 | `forbidden` | The caller is known but may not do this. |
 * | 403 | `url_refused` | The URL, one of its redirects or a resource its page loads points where the egress policy forbids (an internal address, or a scheme other than http and https); nothing was charged. |
 * | 403 | `admin_only` | This operation is for administrators. |
 * | 404 | `not_found` | No such record, or it is outside what the caller may see. |
 * | 404 | `route_not_found` | No operation of this service has this path. |
 * | 405 | `method_not_allowed` | The path exists but not with this method; `Allow` lists the methods. |
 * | 408 | `request_timeout` | The request or its body stopped arriving; the connection is closed after this answer. |
 * | 409 | `conflict` | The request is valid but the current state refuses it; the message says why. |
 * | 413 | `payload_too_large` | The body (as sent or decoded) or an uploaded file is larger than the limit. |
 * | 413 | `content_too_large` | The fetched page or its rendering passes a cap (bytes after decompression, page height, PDF pages); the body names the cap. Nothing was charged. |
 * | 415 | `unsupported_media_type` | The body's media type, charset or content coding is not one the operation takes. |
 * | 415 | `unsupported_content_type` | The URL answered with a media type this tool does not read (the body names it); nothing was charged. |
 * | 416 | `range_not_satisfiable` | The `Range` asks for bytes wholly past the object's end; `Content-Range` gives its size. |
 * | 422 | `unprocessable` | The input is well formed but could not be processed. |
 * | 429 | `rate_limited` | Too many calls for this caller or client; `Retry-After` says when to retry. |
 * | 429 | `key_requests_exhausted` | The API key has no requests remaining in its window; `Retry-After` says when it refills. |
 * | 431 | `headers_too_large` | The request line and headers are larger than the server reads. |
 * | 500 | `internal` | The server failed; nothing was changed or charged. |
 * | 502 | `processor_unavailable` | The payment processor could not be reached or failed; nothing was charged. |
 * | 502 | `processor_rejected` | The payment processor refused the call or answered without what was needed; nothing was charged. |
 * | 502 | `upstream_unreachable` | The URL's host does not resolve or refuses the connection; nothing was charged. |
 * | 502 | `upstream_error` | The URL answered 4xx or 5xx; the message names the status it answered. Nothing was charged. |
 * | 503 | `unavailable` | The database is unavailable; nothing was charged. Retry later. |
 * | 503 | `browser_busy` | Every browser slot is in use and the queue is full; `Retry-After` says when to retry. Nothing was charged. |
 * | 503 | `browser_crashed` | The headless browser crashed during the call and is being restarted; retry. Nothing was charged. |
 * | 504 | `upstream_timeout` | The page did not load (or render) within the call's wall-clock cap; nothing was charged. |
 */
export type ErrorCode =
  | "validation_failed"
  | "malformed_json"
  | "body_not_decodable"
  | "malformed_multipart"
  | "invalid_cursor"
  | "malformed_http"
  | "payment_header_malformed"
  | "credentials_required"
  | "invalid_credentials"
  | "malformed_authorization"
  | "wrong_credential_kind"
  | "payment_required"
  | "free_allowance_spent"
  | "insufficient_credits"
  | "credit_limit_reached"
  | "key_disabled"
  | "payment_invalid"
  | "payment_expired"
  | "payment_nonce_reused"
  | "payment_not_settled"
  | "facilitator_unavailable"
  | "forbidden"
  | "url_refused"
  | "admin_only"
  | "not_found"
  | "route_not_found"
  | "method_not_allowed"
  | "request_timeout"
  | "conflict"
  | "payload_too_large"
  | "content_too_large"
  | "unsupported_media_type"
  | "unsupported_content_type"
  | "range_not_satisfiable"
  | "unprocessable"
  | "rate_limited"
  | "key_requests_exhausted"
  | "headers_too_large"
  | "internal"
  | "processor_unavailable"
  | "processor_rejected"
  | "upstream_unreachable"
  | "upstream_error"
  | "unavailable"
  | "browser_busy"
  | "browser_crashed"
  | "upstream_timeout";

/**
 * The `{success: false, error}` error body used by the UUID and infra services.
 * `code` and `issues` are our design: a stable machine-readable code and, on 400, one
 * entry per rejected input.
 */
export type ErrorEnvelope = {
  success: false;
  /** Human-readable summary. */
  error: string;
  code: ErrorCode;
  /** Every rejected input, on validation errors. */
  issues?: Array<ValidationIssue>;
  /** The request's id, as in the `X-Request-Id` response header. */
  requestId?: string;
};

/** Liveness of the service and its database. */
export type Health = {
  /** `ok` when the database answers, `degraded` otherwise. */
  status: "ok" | "degraded";
  /** The service name. */
  service: string;
  /** The contract version the server implements. */
  version: string;
};

/** A JSON-RPC 2.0 error answer from the MCP endpoint. */
export type JsonRpcError = {
  jsonrpc: "2.0";
  /** The id of the request this answers (string, number or null). */
  id: unknown;
  error: {
    code: number;
    message: string;
    data?: unknown;
  };
};

/** An integer JSON numbers carry exactly (±2^53−1). */
export type SafeJsonInteger = number;

/** A client's error answer to a server request. */
export type JsonRpcErrorMessage = {
  jsonrpc: "2.0";
  id?: string | SafeJsonInteger;
  error: {
    code: SafeJsonInteger;
    message: string;
    data?: unknown;
  };
};

/** Request metadata MCP reads from `params._meta`. */
export type JsonRpcMeta = {
  /** Token for progress notifications about this request. */
  progressToken?: string | SafeJsonInteger;
  [key: string]: unknown;
};

/** Parameters of a request or notification. */
export type JsonRpcParams = {
  _meta?: JsonRpcMeta;
  [key: string]: unknown;
};

/** A notification: no id, no answer. */
export type JsonRpcNotification = {
  jsonrpc: "2.0";
  method: string;
  params?: JsonRpcParams;
};

/** A request: expects an answer with the same id. */
export type JsonRpcRequest = {
  jsonrpc: "2.0";
  id: string | SafeJsonInteger;
  method: string;
  params?: JsonRpcParams;
};

/** A client's answer to a server request. */
export type JsonRpcResultMessage = {
  jsonrpc: "2.0";
  id: string | SafeJsonInteger;
  result: {
    [key: string]: unknown;
  };
};

/** A JSON-RPC 2.0 message sent to the MCP endpoint: exactly one of the four kinds. */
export type JsonRpcMessage =
  | JsonRpcRequest
  | JsonRpcNotification
  | JsonRpcResultMessage
  | JsonRpcErrorMessage;

/**
 * OAuth 2.0 protected-resource metadata (RFC 9728) of the service. Its credentials are API keys
 * and session tokens issued by the platform, not OAuth access tokens: no authorization server
 * issues them, so none is named (`authorization_servers` is absent); the documentation page says
 * how to get one.
 */
export type ProtectedResourceMetadata = {
  /** The service's base URL: its credentials unlock every route under it, `/mcp` included. */
  resource: string;
  /** How a bearer credential is sent: the `Authorization` header only. */
  bearer_methods_supported: Array<"header">;
  /** The service's name. */
  resource_name: string;
  /** The service's reference page, which says how to get a credential. */
  resource_documentation: string;
};

/**
 * The `/.well-known/x402` document: which routes of this service are paid and how.
 * `version` and `resources` follow x402scan's discovery format; `routes` is our design and
 * mirrors the hosted-tool catalogue's route entries.
 */
export type X402Discovery = {
  version: 1;
  /** x402 protocol version the server speaks. */
  x402Version: 2;
  /** Absolute URLs of every paid resource. */
  resources: Array<string>;
  routes: Array<DiscoveryRoute>;
};

/**
 * An x402 payment header's value (`PAYMENT-SIGNATURE`, or `X-PAYMENT` for protocol version 1):
 * base64 — the standard or the URL-safe alphabet, padding optional — of the JSON
 * `PaymentPayload` the payer's wallet signed, at most 16 KiB.
 *
 * A value that is not base64 answers 400. One that is, but does not hold a payment the server
 * can accept for the route (not JSON, another `x402Version`, the wrong amount, payee, asset or
 * network, a bad signature, an expired or already used authorization), answers 402 with the
 * terms in `PAYMENT-REQUIRED` and the reason, as any refused payment does; nothing is charged.
 */
export type X402Payment = string;

/** The error body of a 400 answer: `code` is one of `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
export type ErrorEnvelope400 = ErrorEnvelope & {
  code?:
    | "validation_failed"
    | "malformed_json"
    | "body_not_decodable"
    | "malformed_multipart"
    | "invalid_cursor"
    | "malformed_http";
};

/** The error body of a 400 answer: `code` is one of `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`, `payment_header_malformed`. */
export type ErrorEnvelope400Priced = ErrorEnvelope & {
  code?:
    | "validation_failed"
    | "malformed_json"
    | "body_not_decodable"
    | "malformed_multipart"
    | "invalid_cursor"
    | "malformed_http"
    | "payment_header_malformed";
};

/** The error body of a 401 answer: `code` is one of `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
export type ErrorEnvelope401 = ErrorEnvelope & {
  code?: "credentials_required" | "invalid_credentials" | "malformed_authorization" | "wrong_credential_kind";
};

/** The error body of a 402 answer: `code` is one of `payment_required`, `free_allowance_spent`, `insufficient_credits`, `credit_limit_reached`, `key_disabled`, `payment_invalid`, `payment_expired`, `payment_nonce_reused`, `payment_not_settled`, `facilitator_unavailable`. */
export type ErrorEnvelope402Priced = ErrorEnvelope & {
  code?:
    | "payment_required"
    | "free_allowance_spent"
    | "insufficient_credits"
    | "credit_limit_reached"
    | "key_disabled"
    | "payment_invalid"
    | "payment_expired"
    | "payment_nonce_reused"
    | "payment_not_settled"
    | "facilitator_unavailable";
};

/** The error body of a 403 answer: `code` is one of `forbidden`, `url_refused`, `admin_only`. */
export type ErrorEnvelope403UrlRefused = ErrorEnvelope & {
  code?: "forbidden" | "url_refused" | "admin_only";
};

/** The error body of a 408 answer: `code` is one of `request_timeout`. */
export type ErrorEnvelope408 = ErrorEnvelope & {
  code?: "request_timeout";
};

/** The error body of a 413 answer: `code` is one of `payload_too_large`, `content_too_large`. */
export type ErrorEnvelope413ContentTooLarge = ErrorEnvelope & {
  code?: "payload_too_large" | "content_too_large";
};

/** The error body of a 415 answer: `code` is one of `unsupported_media_type`, `unsupported_content_type`. */
export type ErrorEnvelope415UnsupportedContentType = ErrorEnvelope & {
  code?: "unsupported_media_type" | "unsupported_content_type";
};

/** The error body of a 429 answer: `code` is one of `rate_limited`, `key_requests_exhausted`. */
export type ErrorEnvelope429 = ErrorEnvelope & {
  code?: "rate_limited" | "key_requests_exhausted";
};

/** The error body of a 502 answer: `code` is one of `processor_unavailable`, `processor_rejected`, `upstream_unreachable`, `upstream_error`. */
export type ErrorEnvelope502UpstreamUnreachableUpstreamError = ErrorEnvelope & {
  code?: "processor_unavailable" | "processor_rejected" | "upstream_unreachable" | "upstream_error";
};

/** The error body of a 503 answer: `code` is one of `unavailable`, `browser_busy`, `browser_crashed`. */
export type ErrorEnvelope503BrowserBusyBrowserCrashed = ErrorEnvelope & {
  code?: "unavailable" | "browser_busy" | "browser_crashed";
};

/** The error body of a 504 answer: `code` is one of `upstream_timeout`. */
export type ErrorEnvelope504UpstreamTimeout = ErrorEnvelope & {
  code?: "upstream_timeout";
};

/**
 * What to crawl; crawl4ai's `MarkdownRequest` names. crawl4ai's `bm25` and `llm` filters are not
 * offered: `fit` with `q` is the BM25 form.
 */
export type MdRequest = {
  /**
   * The page: an absolute `http` or `https` URL, at most 2048 characters. A bare host or host
   * and path (`example.com/docs`) is read as `https://…`, as crawl4ai does. URLs with a user name
   * or password, and other schemes (`file:`, `ftp:`, `raw:`…), answer 400 naming `url`.
   */
  url: string;
  /**
   * `fit` (default, crawl4ai's): the main content, with navigation, headers, footers, asides,
   * forms, cookie banners and link-dense blocks pruned. `raw`: the whole page.
   */
  f?: "raw" | "fit";
  /**
   * A query (at most 500 characters). With `f: "fit"`, the content is cut into blocks (headings,
   * paragraphs, lists, tables, code) and only the blocks that match the query by BM25 are kept,
   * in document order (crawl4ai keeps order too); when no block matches, the whole pruned content
   * is answered. With `f: "raw"` a query contradicts the filter and answers 400 naming `q`.
   */
  q?: string;
  /**
   * The cache flag, crawl4ai's meaning: `"1"` answers from the cache when a fresh entry exists
   * for the same `url`, `f` and `q` (fetching and storing it otherwise); any other value (default
   * `"0"`) fetches the page afresh and stores the result. Entries stay fresh for
   * `CRAWLER_CACHE_TTL_SEC` seconds (default 3600). An answer from the cache is a 200 and is
   * charged like a fetched one.
   */
  c?: string;
};

/** Which way the page was loaded. */
export type RenderedWith = "static" | "browser";

/** The page as Markdown; the first six members are crawl4ai's, the rest our design. */
export type MdResult = {
  /** The URL crawled, as read (`https://` added to a bare host). */
  url: string;
  /** The filter applied: `raw` or `fit`. */
  filter: "raw" | "fit";
  /** The query given, or null. */
  query: string | null;
  /** The cache flag as sent (crawl4ai echoes it); `fromCache` says whether the cache answered. */
  cache: string;
  /** The content as Markdown (at most `CRAWLER_MAX_MARKDOWN_CHARS` characters; see `truncated`). */
  markdown: string;
  success: true;
  /** The URL the content came from, after redirects (and after the browser's own navigation). */
  finalUrl: string;
  /** The HTTP status the page answered with (2xx; errors answer 502). */
  status: number;
  /** The page's `<title>` (or first heading), or null when it has none. */
  title: string | null;
  /** The page's media type, without parameters (`text/html`, `text/plain`…). */
  contentType: string;
  /** True when `markdown` was cut at the length cap; the cut falls between blocks when it can. */
  truncated: boolean;
  /** Whether the page needed a browser to run its scripts. */
  renderedWith: RenderedWith;
  /** True when this answer came from the cache (`c: "1"` and a fresh entry). */
  fromCache: boolean;
  /** When the content was fetched (RFC 3339): now for a fresh fetch, earlier for a cached one. */
  cachedAt: string;
};

/** Validated input of `crawl_markdown`. */
export interface CrawlMarkdownInput {
  headers: {
    /**
     * x402 v2 payment: base64 JSON `PaymentPayload` signed by the payer's wallet. Not base64: 400;
     * base64 that holds no payment this route accepts: 402 with the terms and the reason.
     */
    "PAYMENT-SIGNATURE"?: X402Payment;
    /** x402 v1 payment header, accepted for older clients; read as `PAYMENT-SIGNATURE` is. */
    "X-PAYMENT"?: X402Payment;
  };
  body: MdRequest;
}

/** Every response `crawl_markdown` may return. */
export type CrawlMarkdownResponse =
  | { status: 200; body: MdResult; headers?: { "PAYMENT-RESPONSE"?: string } }
  | { status: 400; body: ErrorEnvelope400Priced }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402Priced; headers: { "PAYMENT-REQUIRED": string } }
  | { status: 403; body: ErrorEnvelope403UrlRefused }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 413; body: ErrorEnvelope413ContentTooLarge }
  | { status: 415; body: ErrorEnvelope415UnsupportedContentType }
  | { status: 429; body: ErrorEnvelope429; headers: { "Retry-After": string } }
  | { status: 502; body: ErrorEnvelope502UpstreamUnreachableUpstreamError }
  | { status: 503; body: ErrorEnvelope503BrowserBusyBrowserCrashed; headers?: { "Retry-After"?: string } }
  | { status: 504; body: ErrorEnvelope504UpstreamTimeout };

/**
 * The operations tagged "Crawler": what one handler file implements.
 *
 * A URL in, Markdown out.
 */
export interface CrawlerCrawlerHandlers {
  /**
   * Crawl a URL to Markdown
   *
   * Fetches `url` and answers its content as Markdown: the whole page (`f: "raw"`) or its main
   * content (`f: "fit"`), optionally narrowed to the blocks that match `q`. HTML and XHTML are
   * converted (code blocks kept verbatim, links made absolute); `text/plain` and `text/markdown`
   * are answered as they are; JSON is answered inside a fenced `json` block. Other media types
   * (images, PDF, binaries) answer 415.
   *
   * POST /md
   */
  crawl_markdown: (input: CrawlMarkdownInput, ctx: Context) => Promise<CrawlMarkdownResponse>;
}

/** Business logic of Web crawler: one method per operation; return data, never touch `res`. */
export interface CrawlerHandlers extends CrawlerCrawlerHandlers {}
