// Generated from spec/renderer by codegen — run `npm run generate`. Do not edit.

import type { BinaryContent } from "../../runtime/binary.js";
import type { Context } from "../../handlers/renderer/context.js";

/** A rectangle of the page, in CSS pixels from its top-left corner. */
export type Clip = {
  /** Left edge, 0 to 100,000. */
  x: number;
  /** Top edge, 0 to 100,000. */
  y: number;
  /** Width, 1 to 3840. */
  width: number;
  /** Height, 1 to 16,384. */
  height: number;
};

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

/** A CSS length as Chromium's printer takes it: a number with `px`, `in`, `cm` or `mm`, or `0`. */
export type CssLength = string;

/** A CSS selector as `document.querySelector` takes it, 1 to 1024 characters. */
export type CssSelector = string;

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

/** When navigation counts as done. */
export type GotoOptions = {
  /**
   * `load` (default), `domcontentloaded`, or `networkidle0` / `networkidle2`: both mean Chromium saw
   * no network connection for 500 ms (Playwright's `networkidle`; Puppeteer's two thresholds are
   * not distinguished).
   */
  waitUntil?: "load" | "domcontentloaded" | "networkidle0" | "networkidle2";
  /**
   * How long the whole call may take, in ms, queueing, loading and waits included (10,000 to
   * 60,000; default the server's `BROWSER_CALL_TIMEOUT_MS`, and never more than its
   * `BROWSER_CALL_TIMEOUT_MAX_MS`). Past it the call answers 504 `upstream_timeout`. The floor
   * leaves room for the waits: `waitForTimeout` is at most 5 s, `waitForSelector.timeout` 10 s.
   */
  timeout?: number;
};

/** A header value: at most 1024 characters of space, visible ASCII and Latin-1. */
export type HeaderValue = string;

/** An absolute http or https URL, at most 2048 characters. */
export type PageUrl = string;

/** The browser window. */
export type Viewport = {
  /** CSS pixels, 16 to 3840. */
  width: number;
  /** CSS pixels, 16 to 4320. */
  height: number;
  /** Device pixels per CSS pixel, 0.25 to 3 (default 1); screenshots are this many times larger. */
  deviceScaleFactor?: number;
  /** Emulate a mobile device (the meta viewport tag is honoured). */
  isMobile?: boolean;
  /** Emulate touch support. */
  hasTouch?: boolean;
  /** Emulate landscape orientation (no effect on the size; swap width and height for that). */
  isLandscape?: boolean;
};

/** Wait for an element after navigation (before `waitForTimeout`). */
export type WaitForSelector = {
  /**
   * The CSS selector to wait for. One that does not parse, or whose element is not in the state
   * asked for within `timeout`, answers 400 naming it (the page does not fit the request; nothing
   * is charged).
   */
  selector: CssSelector;
  /** Wait until the element is absent or hidden; not with `visible`. */
  hidden?: boolean;
  /** Wait until the element is visible (not just attached); not with `hidden`. */
  visible?: boolean;
  /**
   * How long to wait, in ms (0 to 10,000; default 5,000). The wait also ends 1 s before the call's
   * budget (`gotoOptions.timeout`) runs out, so the answer is this 400, not a 504.
   */
  timeout?: number;
};

/** A link-list render. */
export type LinksRequest = {
  /**
   * The page to load: http or https only, at most 2048 characters. A host the egress policy
   * refuses (internal addresses; under `OUTBOUND_NETWORK=loopback` anything but loopback) answers
   * 403 `url_refused`. Not with `html`.
   */
  url?: PageUrl;
  /**
   * The page itself, loaded as a document of its own: relative links stay relative (only a
   * `<base href>` makes them absolute), and what it loads passes the egress policy (`file:` is
   * refused). At most 200,000 characters, without control characters other than tab, line feed
   * and carriage return, so that any request fits the server's 1 MiB body limit; a larger page
   * is rendered from its `url`. Not with `url`.
   */
  html?: string;
  /** When navigation counts as done, and how long the render may take. */
  gotoOptions?: GotoOptions;
  /** Wait for an element after navigation. */
  waitForSelector?: WaitForSelector;
  /** Wait this many ms after navigation and `waitForSelector` (0 to 5,000). */
  waitForTimeout?: number;
  /** The browser window; default 1280 x 720 at scale 1. */
  viewport?: Viewport;
  /** The `User-Agent` Chromium sends, 1 to 512 characters of space, visible ASCII and Latin-1. */
  userAgent?: string;
  /**
   * Headers sent with every request the page makes (at most 20, or 400 naming the member; names are HTTP tokens, values at
   * most 1024 characters). A name that is not a token answers 400 naming it.
   */
  setExtraHTTPHeaders?: {
    [key: string]: HeaderValue;
  };
  /** Run the page's scripts (default true). */
  setJavaScriptEnabled?: boolean;
  /** Resource types never fetched (requests for them fail as blocked); repeats are ignored. */
  rejectResourceTypes?: Array<
    | "stylesheet"
    | "image"
    | "media"
    | "font"
    | "script"
    | "texttrack"
    | "xhr"
    | "fetch"
    | "eventsource"
    | "websocket"
    | "manifest"
    | "other"
  >;
  /** The CSS media type emulated: `screen` or `print` (default: the route's own, print for PDF). */
  emulateMediaType?: "screen" | "print";
  /** Only links a visitor can see (the element has a size and is not hidden by CSS). */
  visibleLinksOnly?: boolean;
  /**
   * Only links to the page's own host. `www.` is ignored on both sides (`example.com` and
   * `www.example.com` are one site); other subdomains count as external (no public-suffix list is
   * consulted). Inline `html` has no host of its own: its `<base href>` names it, and without one
   * every link is external.
   */
  excludeExternalLinks?: boolean;
};

/** The page's links. */
export type LinksResult = {
  success: true;
  /** The page's address after redirects; absent for inline `html`, which has none. */
  url?: string;
  /** The document's `<title>` (empty when it has none). */
  title: string;
  /**
   * Every `<a href>` and `<area href>` of the rendered page as an absolute http or https URL,
   * resolved against the document's base (its URL, or `<base href>`), without the `#fragment`,
   * deduplicated, in document order; `mailto:`, `javascript:` and other schemes are left out.
   */
  links: Array<string>;
};

/** A Markdown render. */
export type MarkdownRequest = {
  /**
   * The page to load: http or https only, at most 2048 characters. A host the egress policy
   * refuses (internal addresses; under `OUTBOUND_NETWORK=loopback` anything but loopback) answers
   * 403 `url_refused`. Not with `html`.
   */
  url?: PageUrl;
  /**
   * The page itself, loaded as a document of its own: relative links stay relative (only a
   * `<base href>` makes them absolute), and what it loads passes the egress policy (`file:` is
   * refused). At most 200,000 characters, without control characters other than tab, line feed
   * and carriage return, so that any request fits the server's 1 MiB body limit; a larger page
   * is rendered from its `url`. Not with `url`.
   */
  html?: string;
  /** When navigation counts as done, and how long the render may take. */
  gotoOptions?: GotoOptions;
  /** Wait for an element after navigation. */
  waitForSelector?: WaitForSelector;
  /** Wait this many ms after navigation and `waitForSelector` (0 to 5,000). */
  waitForTimeout?: number;
  /** The browser window; default 1280 x 720 at scale 1. */
  viewport?: Viewport;
  /** The `User-Agent` Chromium sends, 1 to 512 characters of space, visible ASCII and Latin-1. */
  userAgent?: string;
  /**
   * Headers sent with every request the page makes (at most 20, or 400 naming the member; names are HTTP tokens, values at
   * most 1024 characters). A name that is not a token answers 400 naming it.
   */
  setExtraHTTPHeaders?: {
    [key: string]: HeaderValue;
  };
  /** Run the page's scripts (default true). */
  setJavaScriptEnabled?: boolean;
  /** Resource types never fetched (requests for them fail as blocked); repeats are ignored. */
  rejectResourceTypes?: Array<
    | "stylesheet"
    | "image"
    | "media"
    | "font"
    | "script"
    | "texttrack"
    | "xhr"
    | "fetch"
    | "eventsource"
    | "websocket"
    | "manifest"
    | "other"
  >;
  /** The CSS media type emulated: `screen` or `print` (default: the route's own, print for PDF). */
  emulateMediaType?: "screen" | "print";
};

/** The rendered page as Markdown. */
export type MarkdownResult = {
  success: true;
  /** The page's address after redirects; absent for inline `html`, which has none. */
  url?: string;
  /** The document's `<title>` (empty when it has none). */
  title: string;
  /** The rendered document (after scripts ran) as Markdown; links are absolute. */
  markdown: string;
};

/** Blank space around each printed page. */
export type PdfMargin = {
  /** Top margin (default 0); a header template needs room here. */
  top?: CssLength;
  /** Right margin (default 0). */
  right?: CssLength;
  /** Bottom margin (default 0); a footer template needs room here. */
  bottom?: CssLength;
  /** Left margin (default 0). */
  left?: CssLength;
};

/** How the page is printed. */
export type PdfOptions = {
  /** Paper size (default `letter`). */
  format?: "letter" | "legal" | "tabloid" | "ledger" | "a0" | "a1" | "a2" | "a3" | "a4" | "a5" | "a6";
  /** Print in landscape orientation. */
  landscape?: boolean;
  /** Zoom of the page's rendering, 0.1 to 2 (default 1). */
  scale?: number;
  /** Page margins. Margins that leave no room on the paper answer 400 naming this member. */
  margin?: PdfMargin;
  /**
   * Print `headerTemplate` and `footerTemplate`. Defaults to true when either template is given
   * (Chromium prints neither without it: puppeteer #1822), false otherwise. The templates need room
   * in `margin.top` / `margin.bottom` to be seen; when a template is given without that margin, the
   * server uses 1cm.
   */
  displayHeaderFooter?: boolean;
  /**
   * HTML printed at the top of each page (at most 10,000 characters). Elements with the classes
   * `date`, `title`, `url`, `pageNumber` and `totalPages` get those values. It loads nothing: inline
   * styles and `data:` images only. Chromium's default font size there is tiny: set one.
   */
  headerTemplate?: string;
  /** HTML printed at the bottom of each page; as `headerTemplate`. */
  footerTemplate?: string;
  /** Print background colours and images. */
  printBackground?: boolean;
  /**
   * Pages to print, one-based, such as `1-5, 8, 11-13` (default: all). Ranges past the document's
   * end are cut off; a range that selects no page answers 400 naming `pdfOptions.pageRanges`.
   */
  pageRanges?: string;
  /** Use the page's CSS `@page` size instead of `format`. */
  preferCSSPageSize?: boolean;
};

/**
 * A PDF render. The document may have at most 100 pages after `pageRanges` (the browser pool's
 * cap); more answers 413 `content_too_large`.
 */
export type PdfRequest = {
  /**
   * The page to load: http or https only, at most 2048 characters. A host the egress policy
   * refuses (internal addresses; under `OUTBOUND_NETWORK=loopback` anything but loopback) answers
   * 403 `url_refused`. Not with `html`.
   */
  url?: PageUrl;
  /**
   * The page itself, loaded as a document of its own: relative links stay relative (only a
   * `<base href>` makes them absolute), and what it loads passes the egress policy (`file:` is
   * refused). At most 200,000 characters, without control characters other than tab, line feed
   * and carriage return, so that any request fits the server's 1 MiB body limit; a larger page
   * is rendered from its `url`. Not with `url`.
   */
  html?: string;
  /** When navigation counts as done, and how long the render may take. */
  gotoOptions?: GotoOptions;
  /** Wait for an element after navigation. */
  waitForSelector?: WaitForSelector;
  /** Wait this many ms after navigation and `waitForSelector` (0 to 5,000). */
  waitForTimeout?: number;
  /** The browser window; default 1280 x 720 at scale 1. */
  viewport?: Viewport;
  /** The `User-Agent` Chromium sends, 1 to 512 characters of space, visible ASCII and Latin-1. */
  userAgent?: string;
  /**
   * Headers sent with every request the page makes (at most 20, or 400 naming the member; names are HTTP tokens, values at
   * most 1024 characters). A name that is not a token answers 400 naming it.
   */
  setExtraHTTPHeaders?: {
    [key: string]: HeaderValue;
  };
  /** Run the page's scripts (default true). */
  setJavaScriptEnabled?: boolean;
  /** Resource types never fetched (requests for them fail as blocked); repeats are ignored. */
  rejectResourceTypes?: Array<
    | "stylesheet"
    | "image"
    | "media"
    | "font"
    | "script"
    | "texttrack"
    | "xhr"
    | "fetch"
    | "eventsource"
    | "websocket"
    | "manifest"
    | "other"
  >;
  /** The CSS media type emulated: `screen` or `print` (default: the route's own, print for PDF). */
  emulateMediaType?: "screen" | "print";
  /** How the page is printed. */
  pdfOptions?: PdfOptions;
};

/** How the screenshot is taken. */
export type ScreenshotOptions = {
  /** Image format (default `png`). WebP is encoded by the server (sharp) from Chromium's PNG. */
  type?: "png" | "jpeg" | "webp";
  /** JPEG or WebP quality, 0 to 100 (default 80); with `png` it answers 400 naming it. */
  quality?: number;
  /**
   * The whole scrollable page, not just the viewport. The page is scrolled to its end first, so
   * lazily loaded content is in the picture. A page taller than 16,384 CSS pixels (Chromium's
   * texture limit, the browser pool's cap) answers 413 `content_too_large`. Not with `clip` or
   * `selector`.
   */
  fullPage?: boolean;
  /** Only this rectangle of the page. Not with `fullPage` or `selector`. */
  clip?: Clip;
  /** A transparent background where the page has none (PNG and WebP; JPEG has no alpha). */
  omitBackground?: boolean;
};

/** A screenshot render. */
export type ScreenshotRequest = {
  /**
   * The page to load: http or https only, at most 2048 characters. A host the egress policy
   * refuses (internal addresses; under `OUTBOUND_NETWORK=loopback` anything but loopback) answers
   * 403 `url_refused`. Not with `html`.
   */
  url?: PageUrl;
  /**
   * The page itself, loaded as a document of its own: relative links stay relative (only a
   * `<base href>` makes them absolute), and what it loads passes the egress policy (`file:` is
   * refused). At most 200,000 characters, without control characters other than tab, line feed
   * and carriage return, so that any request fits the server's 1 MiB body limit; a larger page
   * is rendered from its `url`. Not with `url`.
   */
  html?: string;
  /** When navigation counts as done, and how long the render may take. */
  gotoOptions?: GotoOptions;
  /** Wait for an element after navigation. */
  waitForSelector?: WaitForSelector;
  /** Wait this many ms after navigation and `waitForSelector` (0 to 5,000). */
  waitForTimeout?: number;
  /** The browser window; default 1280 x 720 at scale 1. */
  viewport?: Viewport;
  /** The `User-Agent` Chromium sends, 1 to 512 characters of space, visible ASCII and Latin-1. */
  userAgent?: string;
  /**
   * Headers sent with every request the page makes (at most 20, or 400 naming the member; names are HTTP tokens, values at
   * most 1024 characters). A name that is not a token answers 400 naming it.
   */
  setExtraHTTPHeaders?: {
    [key: string]: HeaderValue;
  };
  /** Run the page's scripts (default true). */
  setJavaScriptEnabled?: boolean;
  /** Resource types never fetched (requests for them fail as blocked); repeats are ignored. */
  rejectResourceTypes?: Array<
    | "stylesheet"
    | "image"
    | "media"
    | "font"
    | "script"
    | "texttrack"
    | "xhr"
    | "fetch"
    | "eventsource"
    | "websocket"
    | "manifest"
    | "other"
  >;
  /** The CSS media type emulated: `screen` or `print` (default: the route's own, print for PDF). */
  emulateMediaType?: "screen" | "print";
  /** How the screenshot is taken. */
  screenshotOptions?: ScreenshotOptions;
  /**
   * Only the first element matching this CSS selector. One that does not parse, or matches
   * nothing, answers 400 naming it. Not with `screenshotOptions.fullPage` or `clip`.
   */
  selector?: CssSelector;
};

/** A snapshot render: several outputs of one page load. */
export type SnapshotRequest = {
  /**
   * The page to load: http or https only, at most 2048 characters. A host the egress policy
   * refuses (internal addresses; under `OUTBOUND_NETWORK=loopback` anything but loopback) answers
   * 403 `url_refused`. Not with `html`.
   */
  url?: PageUrl;
  /**
   * The page itself, loaded as a document of its own: relative links stay relative (only a
   * `<base href>` makes them absolute), and what it loads passes the egress policy (`file:` is
   * refused). At most 200,000 characters, without control characters other than tab, line feed
   * and carriage return, so that any request fits the server's 1 MiB body limit; a larger page
   * is rendered from its `url`. Not with `url`.
   */
  html?: string;
  /** When navigation counts as done, and how long the render may take. */
  gotoOptions?: GotoOptions;
  /** Wait for an element after navigation. */
  waitForSelector?: WaitForSelector;
  /** Wait this many ms after navigation and `waitForSelector` (0 to 5,000). */
  waitForTimeout?: number;
  /** The browser window; default 1280 x 720 at scale 1. */
  viewport?: Viewport;
  /** The `User-Agent` Chromium sends, 1 to 512 characters of space, visible ASCII and Latin-1. */
  userAgent?: string;
  /**
   * Headers sent with every request the page makes (at most 20, or 400 naming the member; names are HTTP tokens, values at
   * most 1024 characters). A name that is not a token answers 400 naming it.
   */
  setExtraHTTPHeaders?: {
    [key: string]: HeaderValue;
  };
  /** Run the page's scripts (default true). */
  setJavaScriptEnabled?: boolean;
  /** Resource types never fetched (requests for them fail as blocked); repeats are ignored. */
  rejectResourceTypes?: Array<
    | "stylesheet"
    | "image"
    | "media"
    | "font"
    | "script"
    | "texttrack"
    | "xhr"
    | "fetch"
    | "eventsource"
    | "websocket"
    | "manifest"
    | "other"
  >;
  /** The CSS media type emulated: `screen` or `print` (default: the route's own, print for PDF). */
  emulateMediaType?: "screen" | "print";
  /** The outputs wanted (default `html` and `screenshot`); repeats are ignored. */
  formats?: Array<"html" | "screenshot" | "markdown" | "accessibilityTree">;
};

/** The outputs of one page load, those asked for in `formats`. */
export type SnapshotResult = {
  success: true;
  /** The page's address after redirects; absent for inline `html`, which has none. */
  url?: string;
  /** The document's `<title>` (empty when it has none). */
  title: string;
  /** The HTTP status of the page's main document (200 for inline `html`); always 2xx (see 502). */
  status: number;
  /** The rendered document (the DOM after scripts ran), serialized as HTML. */
  html?: string;
  /** A PNG of the viewport, base64. */
  screenshot?: string;
  /** The rendered page as Markdown (the same converter as the crawler and `/v1/markdown`). */
  markdown?: string;
  /**
   * The page's accessibility tree as Playwright's ARIA snapshot: YAML text, one `- role "name"`
   * line per node, children indented below their parent (see playwright.dev/docs/aria-snapshots).
   */
  accessibilityTree?: string;
};

/** Validated input of `render_links`. */
export interface RenderLinksInput {
  headers: {
    /**
     * x402 v2 payment: base64 JSON `PaymentPayload` signed by the payer's wallet. Not base64: 400;
     * base64 that holds no payment this route accepts: 402 with the terms and the reason.
     */
    "PAYMENT-SIGNATURE"?: X402Payment;
    /** x402 v1 payment header, accepted for older clients; read as `PAYMENT-SIGNATURE` is. */
    "X-PAYMENT"?: X402Payment;
  };
  body: LinksRequest;
}

/** Every response `render_links` may return. */
export type RenderLinksResponse =
  | { status: 200; body: LinksResult; headers?: { "PAYMENT-RESPONSE"?: string } }
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

/** Validated input of `render_markdown`. */
export interface RenderMarkdownInput {
  headers: {
    /**
     * x402 v2 payment: base64 JSON `PaymentPayload` signed by the payer's wallet. Not base64: 400;
     * base64 that holds no payment this route accepts: 402 with the terms and the reason.
     */
    "PAYMENT-SIGNATURE"?: X402Payment;
    /** x402 v1 payment header, accepted for older clients; read as `PAYMENT-SIGNATURE` is. */
    "X-PAYMENT"?: X402Payment;
  };
  body: MarkdownRequest;
}

/** Every response `render_markdown` may return. */
export type RenderMarkdownResponse =
  | { status: 200; body: MarkdownResult; headers?: { "PAYMENT-RESPONSE"?: string } }
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

/** Validated input of `render_pdf`. */
export interface RenderPdfInput {
  headers: {
    /**
     * x402 v2 payment: base64 JSON `PaymentPayload` signed by the payer's wallet. Not base64: 400;
     * base64 that holds no payment this route accepts: 402 with the terms and the reason.
     */
    "PAYMENT-SIGNATURE"?: X402Payment;
    /** x402 v1 payment header, accepted for older clients; read as `PAYMENT-SIGNATURE` is. */
    "X-PAYMENT"?: X402Payment;
  };
  body: PdfRequest;
}

/** Every response `render_pdf` may return. */
export type RenderPdfResponse =
  | { status: 200; body: BinaryContent; mediaType?: string; headers?: { "PAYMENT-RESPONSE"?: string } }
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

/** Validated input of `render_screenshot`. */
export interface RenderScreenshotInput {
  headers: {
    /**
     * x402 v2 payment: base64 JSON `PaymentPayload` signed by the payer's wallet. Not base64: 400;
     * base64 that holds no payment this route accepts: 402 with the terms and the reason.
     */
    "PAYMENT-SIGNATURE"?: X402Payment;
    /** x402 v1 payment header, accepted for older clients; read as `PAYMENT-SIGNATURE` is. */
    "X-PAYMENT"?: X402Payment;
  };
  body: ScreenshotRequest;
}

/** Every response `render_screenshot` may return. */
export type RenderScreenshotResponse =
  | { status: 200; body: BinaryContent; mediaType?: string; headers?: { "PAYMENT-RESPONSE"?: string } }
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

/** Validated input of `render_snapshot`. */
export interface RenderSnapshotInput {
  headers: {
    /**
     * x402 v2 payment: base64 JSON `PaymentPayload` signed by the payer's wallet. Not base64: 400;
     * base64 that holds no payment this route accepts: 402 with the terms and the reason.
     */
    "PAYMENT-SIGNATURE"?: X402Payment;
    /** x402 v1 payment header, accepted for older clients; read as `PAYMENT-SIGNATURE` is. */
    "X-PAYMENT"?: X402Payment;
  };
  body: SnapshotRequest;
}

/** Every response `render_snapshot` may return. */
export type RenderSnapshotResponse =
  | { status: 200; body: SnapshotResult; headers?: { "PAYMENT-RESPONSE"?: string } }
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
 * The operations tagged "Render": what one handler file implements.
 *
 * Paid renders of a URL or inline HTML (USD 0.005 a call, 3 free calls per IP per day per route).
 */
export interface RendererRenderHandlers {
  /**
   * List a page's links
   *
   * Every link of the rendered page as an absolute URL, optionally only visible or same-site ones.
   *
   * POST /v1/links
   */
  render_links: (input: RenderLinksInput, ctx: Context) => Promise<RenderLinksResponse>;
  /**
   * Render a page to Markdown
   *
   * The rendered page (after its scripts ran) as Markdown.
   *
   * POST /v1/markdown
   */
  render_markdown: (input: RenderMarkdownInput, ctx: Context) => Promise<RenderMarkdownResponse>;
  /**
   * Render a page to PDF
   *
   * Prints the page to PDF (letter paper unless `pdfOptions.format` says otherwise).
   *
   * POST /v1/pdf
   */
  render_pdf: (input: RenderPdfInput, ctx: Context) => Promise<RenderPdfResponse>;
  /**
   * Render a page to an image
   *
   * Takes a screenshot of the page: the viewport, the whole page, a rectangle or one element.
   *
   * POST /v1/screenshot
   */
  render_screenshot: (input: RenderScreenshotInput, ctx: Context) => Promise<RenderScreenshotResponse>;
  /**
   * Snapshot a page
   *
   * Several outputs of one page load: rendered HTML, a base64 PNG screenshot, Markdown and the
   * accessibility tree, with the page's status and title.
   *
   * POST /v1/snapshot
   */
  render_snapshot: (input: RenderSnapshotInput, ctx: Context) => Promise<RenderSnapshotResponse>;
}

/** Business logic of Page renderer: one method per operation; return data, never touch `res`. */
export interface RendererHandlers extends RendererRenderHandlers {}
