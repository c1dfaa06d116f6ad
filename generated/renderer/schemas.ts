// Generated from spec/renderer by codegen — run `npm run generate`. Do not edit.

import { z } from "zod";
import { isBinaryContent } from "../../runtime/binary.js";

/** A rectangle of the page, in CSS pixels from its top-left corner. */
export const Clip = z.object({
  x: z.number().gte(0).lte(100000),
  y: z.number().gte(0).lte(100000),
  width: z.number().gte(1).lte(3840),
  height: z.number().gte(1).lte(16384),
});

/** One paid route as listed by the x402 discovery document. */
export const DiscoveryRoute = z.object({
  route: z.string(),
  url: z.string(),
  description: z.string(),
  priceUsd: z.number(),
  freePerIpPerDay: z.int().gte(-2147483648).lte(2147483647),
});

/** Where a rejected input was found. */
export const IssueLocation = z.enum(["path", "query", "header", "body"]);

/** One reason a request was rejected, naming the input it concerns. */
export const ValidationIssue = z.object({ location: IssueLocation, name: z.string(), message: z.string() });

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
export const ErrorCode = z.enum([
  "validation_failed",
  "malformed_json",
  "body_not_decodable",
  "malformed_multipart",
  "invalid_cursor",
  "malformed_http",
  "payment_header_malformed",
  "credentials_required",
  "invalid_credentials",
  "malformed_authorization",
  "wrong_credential_kind",
  "payment_required",
  "free_allowance_spent",
  "insufficient_credits",
  "credit_limit_reached",
  "key_disabled",
  "payment_invalid",
  "payment_expired",
  "payment_nonce_reused",
  "payment_not_settled",
  "facilitator_unavailable",
  "forbidden",
  "url_refused",
  "admin_only",
  "not_found",
  "route_not_found",
  "method_not_allowed",
  "request_timeout",
  "conflict",
  "payload_too_large",
  "content_too_large",
  "unsupported_media_type",
  "unsupported_content_type",
  "range_not_satisfiable",
  "unprocessable",
  "rate_limited",
  "key_requests_exhausted",
  "headers_too_large",
  "internal",
  "processor_unavailable",
  "processor_rejected",
  "upstream_unreachable",
  "upstream_error",
  "unavailable",
  "browser_busy",
  "browser_crashed",
  "upstream_timeout",
]);

/**
 * The `{success: false, error}` error body used by the UUID and infra services.
 * `code` and `issues` are our design: a stable machine-readable code and, on 400, one
 * entry per rejected input.
 */
export const ErrorEnvelope = z.object({
  success: z.literal(false),
  error: z.string(),
  code: ErrorCode,
  issues: z.array(ValidationIssue).optional(),
  requestId: z.string().optional(),
});

/** Liveness of the service and its database. */
export const Health = z.object({
  status: z.enum(["ok", "degraded"]),
  service: z.string(),
  version: z.string(),
});

/** A JSON-RPC 2.0 error answer from the MCP endpoint. */
export const JsonRpcError = z.object({
  jsonrpc: z.enum(["2.0"]),
  id: z.unknown().refine((v) => v !== undefined, "Required"),
  error: z.object({
    code: z.int().gte(-2147483648).lte(2147483647),
    message: z.string(),
    data: z.unknown().optional(),
  }),
});

/** An integer JSON numbers carry exactly (±2^53−1). */
export const SafeJsonInteger = z.int().gte(-9007199254740991).lte(9007199254740991);

/** A client's error answer to a server request. */
export const JsonRpcErrorMessage = z.strictObject({
  jsonrpc: z.enum(["2.0"]),
  id: z.union([z.string(), SafeJsonInteger]).optional(),
  error: z.object({ code: SafeJsonInteger, message: z.string(), data: z.unknown().optional() }),
});

/** Request metadata MCP reads from `params._meta`. */
export const JsonRpcMeta = z.looseObject({
  progressToken: z.union([z.string(), SafeJsonInteger]).optional(),
});

/** Parameters of a request or notification. */
export const JsonRpcParams = z.looseObject({ _meta: JsonRpcMeta.optional() });

/** A notification: no id, no answer. */
export const JsonRpcNotification = z.strictObject({
  jsonrpc: z.enum(["2.0"]),
  method: z.string(),
  params: JsonRpcParams.optional(),
});

/** A request: expects an answer with the same id. */
export const JsonRpcRequest = z.strictObject({
  jsonrpc: z.enum(["2.0"]),
  id: z.union([z.string(), SafeJsonInteger]),
  method: z.string(),
  params: JsonRpcParams.optional(),
});

/** A client's answer to a server request. */
export const JsonRpcResultMessage = z.strictObject({
  jsonrpc: z.enum(["2.0"]),
  id: z.union([z.string(), SafeJsonInteger]),
  result: z.looseObject({}),
});

/** A JSON-RPC 2.0 message sent to the MCP endpoint: exactly one of the four kinds. */
export const JsonRpcMessage = z.union([
  JsonRpcRequest,
  JsonRpcNotification,
  JsonRpcResultMessage,
  JsonRpcErrorMessage,
]);

/**
 * OAuth 2.0 protected-resource metadata (RFC 9728) of the service. Its credentials are API keys
 * and session tokens issued by the platform, not OAuth access tokens: no authorization server
 * issues them, so none is named (`authorization_servers` is absent); the documentation page says
 * how to get one.
 */
export const ProtectedResourceMetadata = z.object({
  resource: z.string(),
  bearer_methods_supported: z.array(z.enum(["header"])),
  resource_name: z.string(),
  resource_documentation: z.string(),
});

/**
 * The `/.well-known/x402` document: which routes of this service are paid and how.
 * `version` and `resources` follow x402scan's discovery format; `routes` is our design and
 * mirrors the hosted-tool catalogue's route entries.
 */
export const X402Discovery = z.object({
  version: z.literal(1),
  x402Version: z.literal(2),
  resources: z.array(z.string()),
  routes: z.array(DiscoveryRoute),
});

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
export const X402Payment = z
  .string()
  .max(16384)
  .regex(
    new RegExp(
      "^(?:[A-Za-z0-9+/_-]{4})*(?:[A-Za-z0-9+/_-]{4}|[A-Za-z0-9+/_-]{2}(?:==)?|[A-Za-z0-9+/_-]{3}=?)$",
      "u",
    ),
  );

/** A CSS length as Chromium's printer takes it: a number with `px`, `in`, `cm` or `mm`, or `0`. */
export const CssLength = z
  .string()
  .regex(new RegExp("^(?:0|[0-9]{1,4}(?:\\.[0-9]{1,3})?(?:px|in|cm|mm))$", "u"));

/** A CSS selector as `document.querySelector` takes it, 1 to 1024 characters. */
export const CssSelector = z.string().min(1).max(1024).regex(new RegExp("^[^\\u0000-\\u001F\\u007F]*$", "u"));

/** The error body of a 400 answer: `code` is one of `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
export const ErrorEnvelope400 = z.intersection(
  ErrorEnvelope,
  z.object({
    code: z
      .enum([
        "validation_failed",
        "malformed_json",
        "body_not_decodable",
        "malformed_multipart",
        "invalid_cursor",
        "malformed_http",
      ])
      .optional(),
  }),
);

/** The error body of a 400 answer: `code` is one of `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`, `payment_header_malformed`. */
export const ErrorEnvelope400Priced = z.intersection(
  ErrorEnvelope,
  z.object({
    code: z
      .enum([
        "validation_failed",
        "malformed_json",
        "body_not_decodable",
        "malformed_multipart",
        "invalid_cursor",
        "malformed_http",
        "payment_header_malformed",
      ])
      .optional(),
  }),
);

/** The error body of a 401 answer: `code` is one of `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
export const ErrorEnvelope401 = z.intersection(
  ErrorEnvelope,
  z.object({
    code: z
      .enum([
        "credentials_required",
        "invalid_credentials",
        "malformed_authorization",
        "wrong_credential_kind",
      ])
      .optional(),
  }),
);

/** The error body of a 402 answer: `code` is one of `payment_required`, `free_allowance_spent`, `insufficient_credits`, `credit_limit_reached`, `key_disabled`, `payment_invalid`, `payment_expired`, `payment_nonce_reused`, `payment_not_settled`, `facilitator_unavailable`. */
export const ErrorEnvelope402Priced = z.intersection(
  ErrorEnvelope,
  z.object({
    code: z
      .enum([
        "payment_required",
        "free_allowance_spent",
        "insufficient_credits",
        "credit_limit_reached",
        "key_disabled",
        "payment_invalid",
        "payment_expired",
        "payment_nonce_reused",
        "payment_not_settled",
        "facilitator_unavailable",
      ])
      .optional(),
  }),
);

/** The error body of a 403 answer: `code` is one of `forbidden`, `url_refused`, `admin_only`. */
export const ErrorEnvelope403UrlRefused = z.intersection(
  ErrorEnvelope,
  z.object({ code: z.enum(["forbidden", "url_refused", "admin_only"]).optional() }),
);

/** The error body of a 408 answer: `code` is one of `request_timeout`. */
export const ErrorEnvelope408 = z.intersection(
  ErrorEnvelope,
  z.object({ code: z.enum(["request_timeout"]).optional() }),
);

/** The error body of a 413 answer: `code` is one of `payload_too_large`, `content_too_large`. */
export const ErrorEnvelope413ContentTooLarge = z.intersection(
  ErrorEnvelope,
  z.object({ code: z.enum(["payload_too_large", "content_too_large"]).optional() }),
);

/** The error body of a 415 answer: `code` is one of `unsupported_media_type`, `unsupported_content_type`. */
export const ErrorEnvelope415UnsupportedContentType = z.intersection(
  ErrorEnvelope,
  z.object({ code: z.enum(["unsupported_media_type", "unsupported_content_type"]).optional() }),
);

/** The error body of a 429 answer: `code` is one of `rate_limited`, `key_requests_exhausted`. */
export const ErrorEnvelope429 = z.intersection(
  ErrorEnvelope,
  z.object({ code: z.enum(["rate_limited", "key_requests_exhausted"]).optional() }),
);

/** The error body of a 502 answer: `code` is one of `processor_unavailable`, `processor_rejected`, `upstream_unreachable`, `upstream_error`. */
export const ErrorEnvelope502UpstreamUnreachableUpstreamError = z.intersection(
  ErrorEnvelope,
  z.object({
    code: z
      .enum(["processor_unavailable", "processor_rejected", "upstream_unreachable", "upstream_error"])
      .optional(),
  }),
);

/** The error body of a 503 answer: `code` is one of `unavailable`, `browser_busy`, `browser_crashed`. */
export const ErrorEnvelope503BrowserBusyBrowserCrashed = z.intersection(
  ErrorEnvelope,
  z.object({ code: z.enum(["unavailable", "browser_busy", "browser_crashed"]).optional() }),
);

/** The error body of a 504 answer: `code` is one of `upstream_timeout`. */
export const ErrorEnvelope504UpstreamTimeout = z.intersection(
  ErrorEnvelope,
  z.object({ code: z.enum(["upstream_timeout"]).optional() }),
);

/** When navigation counts as done. */
export const GotoOptions = z.object({
  waitUntil: z.enum(["load", "domcontentloaded", "networkidle0", "networkidle2"]).default("load"),
  timeout: z.int().gte(10000).lte(60000).optional(),
});

/** A header value: at most 1024 characters of space, visible ASCII and Latin-1. */
export const HeaderValue = z.string().max(1024).regex(new RegExp("^[\\u0020-\\u007E\\u00A0-\\u00FF]*$", "u"));

/** An absolute http or https URL, at most 2048 characters. */
export const PageUrl = z
  .string()
  .max(2048)
  .regex(new RegExp("^[Hh][Tt][Tt][Pp][Ss]?://[^\\u0000-\\u0020\\u007F]+$", "u"));

/** The browser window. */
export const Viewport = z.object({
  width: z.int().gte(16).lte(3840),
  height: z.int().gte(16).lte(4320),
  deviceScaleFactor: z.number().gte(0.25).lte(3).default(1),
  isMobile: z.boolean().default(false),
  hasTouch: z.boolean().default(false),
  isLandscape: z.boolean().default(false),
});

/** Wait for an element after navigation (before `waitForTimeout`). */
export const WaitForSelector = z.object({
  selector: CssSelector,
  hidden: z.boolean().default(false),
  visible: z.boolean().default(false),
  timeout: z.int().gte(0).lte(10000).default(5000),
});

/** A link-list render. */
export const LinksRequest = z.object({
  url: PageUrl.optional(),
  html: z
    .string()
    .min(1)
    .max(200000)
    .regex(new RegExp("^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$", "u"))
    .optional(),
  gotoOptions: GotoOptions.optional(),
  waitForSelector: WaitForSelector.optional(),
  waitForTimeout: z.int().gte(0).lte(5000).optional(),
  viewport: Viewport.optional(),
  userAgent: z
    .string()
    .min(1)
    .max(512)
    .regex(new RegExp("^[\\u0020-\\u007E\\u00A0-\\u00FF]*$", "u"))
    .optional(),
  setExtraHTTPHeaders: z.object({}).catchall(HeaderValue).optional(),
  setJavaScriptEnabled: z.boolean().default(true),
  rejectResourceTypes: z
    .array(
      z.enum([
        "stylesheet",
        "image",
        "media",
        "font",
        "script",
        "texttrack",
        "xhr",
        "fetch",
        "eventsource",
        "websocket",
        "manifest",
        "other",
      ]),
    )
    .max(12)
    .optional(),
  emulateMediaType: z.enum(["screen", "print"]).optional(),
  visibleLinksOnly: z.boolean().default(false),
  excludeExternalLinks: z.boolean().default(false),
});

/** The page's links. */
export const LinksResult = z.object({
  success: z.literal(true),
  url: z.string().optional(),
  title: z.string(),
  links: z.array(z.string()),
});

/** A Markdown render. */
export const MarkdownRequest = z.object({
  url: PageUrl.optional(),
  html: z
    .string()
    .min(1)
    .max(200000)
    .regex(new RegExp("^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$", "u"))
    .optional(),
  gotoOptions: GotoOptions.optional(),
  waitForSelector: WaitForSelector.optional(),
  waitForTimeout: z.int().gte(0).lte(5000).optional(),
  viewport: Viewport.optional(),
  userAgent: z
    .string()
    .min(1)
    .max(512)
    .regex(new RegExp("^[\\u0020-\\u007E\\u00A0-\\u00FF]*$", "u"))
    .optional(),
  setExtraHTTPHeaders: z.object({}).catchall(HeaderValue).optional(),
  setJavaScriptEnabled: z.boolean().default(true),
  rejectResourceTypes: z
    .array(
      z.enum([
        "stylesheet",
        "image",
        "media",
        "font",
        "script",
        "texttrack",
        "xhr",
        "fetch",
        "eventsource",
        "websocket",
        "manifest",
        "other",
      ]),
    )
    .max(12)
    .optional(),
  emulateMediaType: z.enum(["screen", "print"]).optional(),
});

/** The rendered page as Markdown. */
export const MarkdownResult = z.object({
  success: z.literal(true),
  url: z.string().optional(),
  title: z.string(),
  markdown: z.string(),
});

/** Blank space around each printed page. */
export const PdfMargin = z.object({
  top: CssLength.optional(),
  right: CssLength.optional(),
  bottom: CssLength.optional(),
  left: CssLength.optional(),
});

/** How the page is printed. */
export const PdfOptions = z.object({
  format: z
    .enum(["letter", "legal", "tabloid", "ledger", "a0", "a1", "a2", "a3", "a4", "a5", "a6"])
    .default("letter"),
  landscape: z.boolean().default(false),
  scale: z.number().gte(0.1).lte(2).default(1),
  margin: PdfMargin.optional(),
  displayHeaderFooter: z.boolean().optional(),
  headerTemplate: z
    .string()
    .max(10000)
    .regex(new RegExp("^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$", "u"))
    .optional(),
  footerTemplate: z
    .string()
    .max(10000)
    .regex(new RegExp("^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$", "u"))
    .optional(),
  printBackground: z.boolean().default(false),
  pageRanges: z
    .string()
    .max(200)
    .regex(
      new RegExp(
        "^ *[1-9][0-9]{0,4}(?: *- *[1-9][0-9]{0,4})?(?: *, *[1-9][0-9]{0,4}(?: *- *[1-9][0-9]{0,4})?)* *$",
        "u",
      ),
    )
    .optional(),
  preferCSSPageSize: z.boolean().default(false),
});

/**
 * A PDF render. The document may have at most 100 pages after `pageRanges` (the browser pool's
 * cap); more answers 413 `content_too_large`.
 */
export const PdfRequest = z.object({
  url: PageUrl.optional(),
  html: z
    .string()
    .min(1)
    .max(200000)
    .regex(new RegExp("^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$", "u"))
    .optional(),
  gotoOptions: GotoOptions.optional(),
  waitForSelector: WaitForSelector.optional(),
  waitForTimeout: z.int().gte(0).lte(5000).optional(),
  viewport: Viewport.optional(),
  userAgent: z
    .string()
    .min(1)
    .max(512)
    .regex(new RegExp("^[\\u0020-\\u007E\\u00A0-\\u00FF]*$", "u"))
    .optional(),
  setExtraHTTPHeaders: z.object({}).catchall(HeaderValue).optional(),
  setJavaScriptEnabled: z.boolean().default(true),
  rejectResourceTypes: z
    .array(
      z.enum([
        "stylesheet",
        "image",
        "media",
        "font",
        "script",
        "texttrack",
        "xhr",
        "fetch",
        "eventsource",
        "websocket",
        "manifest",
        "other",
      ]),
    )
    .max(12)
    .optional(),
  emulateMediaType: z.enum(["screen", "print"]).optional(),
  pdfOptions: PdfOptions.optional(),
});

/** How the screenshot is taken. */
export const ScreenshotOptions = z.object({
  type: z.enum(["png", "jpeg", "webp"]).default("png"),
  quality: z.int().gte(0).lte(100).optional(),
  fullPage: z.boolean().default(false),
  clip: Clip.optional(),
  omitBackground: z.boolean().default(false),
});

/** A screenshot render. */
export const ScreenshotRequest = z.object({
  url: PageUrl.optional(),
  html: z
    .string()
    .min(1)
    .max(200000)
    .regex(new RegExp("^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$", "u"))
    .optional(),
  gotoOptions: GotoOptions.optional(),
  waitForSelector: WaitForSelector.optional(),
  waitForTimeout: z.int().gte(0).lte(5000).optional(),
  viewport: Viewport.optional(),
  userAgent: z
    .string()
    .min(1)
    .max(512)
    .regex(new RegExp("^[\\u0020-\\u007E\\u00A0-\\u00FF]*$", "u"))
    .optional(),
  setExtraHTTPHeaders: z.object({}).catchall(HeaderValue).optional(),
  setJavaScriptEnabled: z.boolean().default(true),
  rejectResourceTypes: z
    .array(
      z.enum([
        "stylesheet",
        "image",
        "media",
        "font",
        "script",
        "texttrack",
        "xhr",
        "fetch",
        "eventsource",
        "websocket",
        "manifest",
        "other",
      ]),
    )
    .max(12)
    .optional(),
  emulateMediaType: z.enum(["screen", "print"]).optional(),
  screenshotOptions: ScreenshotOptions.optional(),
  selector: CssSelector.optional(),
});

/** A snapshot render: several outputs of one page load. */
export const SnapshotRequest = z.object({
  url: PageUrl.optional(),
  html: z
    .string()
    .min(1)
    .max(200000)
    .regex(new RegExp("^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$", "u"))
    .optional(),
  gotoOptions: GotoOptions.optional(),
  waitForSelector: WaitForSelector.optional(),
  waitForTimeout: z.int().gte(0).lte(5000).optional(),
  viewport: Viewport.optional(),
  userAgent: z
    .string()
    .min(1)
    .max(512)
    .regex(new RegExp("^[\\u0020-\\u007E\\u00A0-\\u00FF]*$", "u"))
    .optional(),
  setExtraHTTPHeaders: z.object({}).catchall(HeaderValue).optional(),
  setJavaScriptEnabled: z.boolean().default(true),
  rejectResourceTypes: z
    .array(
      z.enum([
        "stylesheet",
        "image",
        "media",
        "font",
        "script",
        "texttrack",
        "xhr",
        "fetch",
        "eventsource",
        "websocket",
        "manifest",
        "other",
      ]),
    )
    .max(12)
    .optional(),
  emulateMediaType: z.enum(["screen", "print"]).optional(),
  formats: z
    .array(z.enum(["html", "screenshot", "markdown", "accessibilityTree"]))
    .min(1)
    .max(4)
    .optional(),
});

/** The outputs of one page load, those asked for in `formats`. */
export const SnapshotResult = z.object({
  success: z.literal(true),
  url: z.string().optional(),
  title: z.string(),
  status: z.int().gte(200).lte(299),
  html: z.string().optional(),
  screenshot: z.string().optional(),
  markdown: z.string().optional(),
  accessibilityTree: z.string().optional(),
});

/** Request and response schemas of `oauth_protected_resource` (GET /.well-known/oauth-protected-resource). */
export const oauthProtectedResourceSchemas = {
  responses: {
    "200": ProtectedResourceMetadata,
    "401": ErrorEnvelope401,
  },
};

/** Request and response schemas of `x402_discovery` (GET /.well-known/x402). */
export const x402DiscoverySchemas = {
  responses: {
    "200": X402Discovery,
    "401": ErrorEnvelope401,
  },
};

/** Request and response schemas of `docs` (GET /docs). */
export const docsSchemas = {
  responses: {
    "200": z.string(),
    "401": ErrorEnvelope401,
  },
};

/** Request and response schemas of `docs_script` (GET /docs/scalar.js). */
export const docsScriptSchemas = {
  query: z.object({ v: z.string().regex(new RegExp("^[0-9a-f]{1,64}$", "u")).optional() }),
  responses: {
    "200": z.string(),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
  },
};

/** Request and response schemas of `health` (GET /health). */
export const healthSchemas = {
  responses: {
    "200": Health,
    "401": ErrorEnvelope401,
  },
};

/** Request and response schemas of `llms_txt` (GET /llms.txt). */
export const llmsTxtSchemas = {
  responses: {
    "200": z.string(),
    "401": ErrorEnvelope401,
  },
};

/** Request and response schemas of `mcp` (POST /mcp). */
export const mcpSchemas = {
  headers: z.object({
    accept: z
      .string()
      .regex(new RegExp("application/json.*text/event-stream|text/event-stream.*application/json", "u")),
  }),
  body: JsonRpcMessage,
  responses: {
    "200": z.looseObject({}),
    "202": z.undefined(),
    "400": JsonRpcError,
    "401": ErrorEnvelope401,
    "403": JsonRpcError,
    "406": JsonRpcError,
    "415": JsonRpcError,
  },
};

/** Request and response schemas of `openapi_json` (GET /openapi.json). */
export const openapiJsonSchemas = {
  responses: {
    "200": z.looseObject({}),
    "401": ErrorEnvelope401,
  },
};

/** Request and response schemas of `render_links` (POST /v1/links). */
export const renderLinksSchemas = {
  headers: z.object({
    "PAYMENT-SIGNATURE": z
      .string()
      .max(16384)
      .regex(
        new RegExp(
          "^(?:[A-Za-z0-9+/_-]{4})*(?:[A-Za-z0-9+/_-]{4}|[A-Za-z0-9+/_-]{2}(?:==)?|[A-Za-z0-9+/_-]{3}=?)$",
          "u",
        ),
      )
      .optional(),
    "X-PAYMENT": z
      .string()
      .max(16384)
      .regex(
        new RegExp(
          "^(?:[A-Za-z0-9+/_-]{4})*(?:[A-Za-z0-9+/_-]{4}|[A-Za-z0-9+/_-]{2}(?:==)?|[A-Za-z0-9+/_-]{3}=?)$",
          "u",
        ),
      )
      .optional(),
  }),
  body: LinksRequest,
  responses: {
    "200": LinksResult,
    "400": ErrorEnvelope400Priced,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402Priced,
    "403": ErrorEnvelope403UrlRefused,
    "408": ErrorEnvelope408,
    "413": ErrorEnvelope413ContentTooLarge,
    "415": ErrorEnvelope415UnsupportedContentType,
    "429": ErrorEnvelope429,
    "502": ErrorEnvelope502UpstreamUnreachableUpstreamError,
    "503": ErrorEnvelope503BrowserBusyBrowserCrashed,
    "504": ErrorEnvelope504UpstreamTimeout,
  },
};

/** Request and response schemas of `render_markdown` (POST /v1/markdown). */
export const renderMarkdownSchemas = {
  headers: z.object({
    "PAYMENT-SIGNATURE": z
      .string()
      .max(16384)
      .regex(
        new RegExp(
          "^(?:[A-Za-z0-9+/_-]{4})*(?:[A-Za-z0-9+/_-]{4}|[A-Za-z0-9+/_-]{2}(?:==)?|[A-Za-z0-9+/_-]{3}=?)$",
          "u",
        ),
      )
      .optional(),
    "X-PAYMENT": z
      .string()
      .max(16384)
      .regex(
        new RegExp(
          "^(?:[A-Za-z0-9+/_-]{4})*(?:[A-Za-z0-9+/_-]{4}|[A-Za-z0-9+/_-]{2}(?:==)?|[A-Za-z0-9+/_-]{3}=?)$",
          "u",
        ),
      )
      .optional(),
  }),
  body: MarkdownRequest,
  responses: {
    "200": MarkdownResult,
    "400": ErrorEnvelope400Priced,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402Priced,
    "403": ErrorEnvelope403UrlRefused,
    "408": ErrorEnvelope408,
    "413": ErrorEnvelope413ContentTooLarge,
    "415": ErrorEnvelope415UnsupportedContentType,
    "429": ErrorEnvelope429,
    "502": ErrorEnvelope502UpstreamUnreachableUpstreamError,
    "503": ErrorEnvelope503BrowserBusyBrowserCrashed,
    "504": ErrorEnvelope504UpstreamTimeout,
  },
};

/** Request and response schemas of `render_pdf` (POST /v1/pdf). */
export const renderPdfSchemas = {
  headers: z.object({
    "PAYMENT-SIGNATURE": z
      .string()
      .max(16384)
      .regex(
        new RegExp(
          "^(?:[A-Za-z0-9+/_-]{4})*(?:[A-Za-z0-9+/_-]{4}|[A-Za-z0-9+/_-]{2}(?:==)?|[A-Za-z0-9+/_-]{3}=?)$",
          "u",
        ),
      )
      .optional(),
    "X-PAYMENT": z
      .string()
      .max(16384)
      .regex(
        new RegExp(
          "^(?:[A-Za-z0-9+/_-]{4})*(?:[A-Za-z0-9+/_-]{4}|[A-Za-z0-9+/_-]{2}(?:==)?|[A-Za-z0-9+/_-]{3}=?)$",
          "u",
        ),
      )
      .optional(),
  }),
  body: PdfRequest,
  responses: {
    "200": z.custom(isBinaryContent, { message: "must be a Buffer, string or Readable" }),
    "400": ErrorEnvelope400Priced,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402Priced,
    "403": ErrorEnvelope403UrlRefused,
    "408": ErrorEnvelope408,
    "413": ErrorEnvelope413ContentTooLarge,
    "415": ErrorEnvelope415UnsupportedContentType,
    "429": ErrorEnvelope429,
    "502": ErrorEnvelope502UpstreamUnreachableUpstreamError,
    "503": ErrorEnvelope503BrowserBusyBrowserCrashed,
    "504": ErrorEnvelope504UpstreamTimeout,
  },
};

/** Request and response schemas of `render_screenshot` (POST /v1/screenshot). */
export const renderScreenshotSchemas = {
  headers: z.object({
    "PAYMENT-SIGNATURE": z
      .string()
      .max(16384)
      .regex(
        new RegExp(
          "^(?:[A-Za-z0-9+/_-]{4})*(?:[A-Za-z0-9+/_-]{4}|[A-Za-z0-9+/_-]{2}(?:==)?|[A-Za-z0-9+/_-]{3}=?)$",
          "u",
        ),
      )
      .optional(),
    "X-PAYMENT": z
      .string()
      .max(16384)
      .regex(
        new RegExp(
          "^(?:[A-Za-z0-9+/_-]{4})*(?:[A-Za-z0-9+/_-]{4}|[A-Za-z0-9+/_-]{2}(?:==)?|[A-Za-z0-9+/_-]{3}=?)$",
          "u",
        ),
      )
      .optional(),
  }),
  body: ScreenshotRequest,
  responses: {
    "200": z.custom(isBinaryContent, { message: "must be a Buffer, string or Readable" }),
    "400": ErrorEnvelope400Priced,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402Priced,
    "403": ErrorEnvelope403UrlRefused,
    "408": ErrorEnvelope408,
    "413": ErrorEnvelope413ContentTooLarge,
    "415": ErrorEnvelope415UnsupportedContentType,
    "429": ErrorEnvelope429,
    "502": ErrorEnvelope502UpstreamUnreachableUpstreamError,
    "503": ErrorEnvelope503BrowserBusyBrowserCrashed,
    "504": ErrorEnvelope504UpstreamTimeout,
  },
};

/** Request and response schemas of `render_snapshot` (POST /v1/snapshot). */
export const renderSnapshotSchemas = {
  headers: z.object({
    "PAYMENT-SIGNATURE": z
      .string()
      .max(16384)
      .regex(
        new RegExp(
          "^(?:[A-Za-z0-9+/_-]{4})*(?:[A-Za-z0-9+/_-]{4}|[A-Za-z0-9+/_-]{2}(?:==)?|[A-Za-z0-9+/_-]{3}=?)$",
          "u",
        ),
      )
      .optional(),
    "X-PAYMENT": z
      .string()
      .max(16384)
      .regex(
        new RegExp(
          "^(?:[A-Za-z0-9+/_-]{4})*(?:[A-Za-z0-9+/_-]{4}|[A-Za-z0-9+/_-]{2}(?:==)?|[A-Za-z0-9+/_-]{3}=?)$",
          "u",
        ),
      )
      .optional(),
  }),
  body: SnapshotRequest,
  responses: {
    "200": SnapshotResult,
    "400": ErrorEnvelope400Priced,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402Priced,
    "403": ErrorEnvelope403UrlRefused,
    "408": ErrorEnvelope408,
    "413": ErrorEnvelope413ContentTooLarge,
    "415": ErrorEnvelope415UnsupportedContentType,
    "429": ErrorEnvelope429,
    "502": ErrorEnvelope502UpstreamUnreachableUpstreamError,
    "503": ErrorEnvelope503BrowserBusyBrowserCrashed,
    "504": ErrorEnvelope504UpstreamTimeout,
  },
};
