/**
 * The kernel's error catalogue: the generic codes (validation, credentials, payment and metering,
 * rate limits, not found, conflict, sizes, upstreams, internal failures) that the runtime answers
 * or that several services share, each with its HTTP status, a title, what it means, and which
 * operations may answer it (`scope`). A code only one service answers lives in that service's
 * contract instead (`@errorCatalogue` in `spec/<svc>/errorCodes.tsp`), and its handlers throw it
 * through `generated/<svc>/errors.ts`. The code generator merges the two to write each
 * operation's `code` enum into the published contracts (codegen/errorCodes.ts), so the codes a
 * client can switch on are exactly these.
 *
 * `scope` says where a code can come from, so each operation lists only codes it can answer:
 * - `any`: the runtime (or a shared handler helper) may answer it on any operation that
 *   declares the status;
 * - `priced`: only operations with a price (`x-price-usd`: the metering and x402 path);
 * - `declared`: only where the contract opts in with `@errorCodes(...)` — on an operation, or
 *   on the service namespace for every operation of that service that declares the status;
 * - `service`: answered outside any operation (an unknown route, a method a path lacks), so it
 *   is listed on the service's `ErrorCode` schema only.
 *
 * Codes are stable: renaming one is a breaking change for clients.
 */

/** Where a code may be answered (see the module comment). */
export type ErrorScope = "any" | "priced" | "declared" | "service";

/** One catalogue entry. */
export interface ErrorEntry {
  status: number;
  title: string;
  /** What the code means to a client: shown in the contract beside the code. */
  description: string;
  scope: ErrorScope;
}

const entry = (status: number, title: string, scope: ErrorScope, description: string): ErrorEntry => ({
  status,
  title,
  description,
  scope,
});

/** Stable error codes: status, title, meaning and scope. */
export const ERRORS = {
  // 400
  validation_failed: entry(
    400,
    "Invalid request",
    "any",
    "A parameter, header or body member breaks the contract; the body names each rejected input.",
  ),
  malformed_json: entry(400, "Malformed JSON body", "any", "The body is not valid JSON."),
  body_not_decodable: entry(
    400,
    "Body does not decode",
    "any",
    "The body does not decode as its `Content-Encoding` says.",
  ),
  malformed_multipart: entry(
    400,
    "Malformed multipart body",
    "any",
    "The `multipart/form-data` body does not parse.",
  ),
  invalid_cursor: entry(400, "Invalid cursor", "any", "The paging `cursor` is not one this list returned."),
  malformed_http: entry(
    400,
    "Malformed HTTP request",
    "any",
    "The request is not valid HTTP/1.1 (a header holds a character HTTP does not allow, or the request line is malformed).",
  ),
  payment_header_malformed: entry(
    400,
    "Malformed payment header",
    "priced",
    "`PAYMENT-SIGNATURE` (or `X-PAYMENT`) is not base64; nothing was charged.",
  ),
  // 401
  credentials_required: entry(
    401,
    "Credentials required",
    "any",
    "This operation needs a credential and none was sent.",
  ),
  invalid_credentials: entry(
    401,
    "Invalid credentials",
    "any",
    "The credential sent is unknown, expired or revoked.",
  ),
  malformed_authorization: entry(
    401,
    "Malformed Authorization header",
    "any",
    "`Authorization` is not `Bearer <token>`.",
  ),
  wrong_credential_kind: entry(
    401,
    "Wrong kind of credential",
    "any",
    "The credential is valid but of a kind this operation does not take (for example a key with no person behind it where a person's session is needed).",
  ),
  invalid_login: entry(
    401,
    "Invalid e-mail address or password",
    "declared",
    "The e-mail address or the password is wrong (the answer does not say which).",
  ),
  invalid_signature: entry(
    401,
    "Invalid signature",
    "declared",
    "The webhook's signature does not verify against its raw body, or is too old; nothing was done.",
  ),
  // 402
  payment_required: entry(
    402,
    "Payment required",
    "priced",
    "An unpaid call without a credential and without a body (a discovery probe): the x402 terms, with the route's input schema in the `bazaar` extension. Nothing was charged and no free call was spent.",
  ),
  free_allowance_spent: entry(
    402,
    "Free allowance spent",
    "priced",
    "This client IP has used its free calls on this route today; pay with x402 or a funded API key.",
  ),
  insufficient_credits: entry(
    402,
    "Insufficient credits",
    "priced",
    "The API key's account holds fewer credits than the call costs.",
  ),
  credit_limit_reached: entry(
    402,
    "Credit limit reached",
    "priced",
    "The call would take this API key, or one of its parent keys, past its credit limit.",
  ),
  key_disabled: entry(
    402,
    "Key disabled",
    "priced",
    "This API key or one of its parent keys is disabled and cannot pay.",
  ),
  payment_invalid: entry(
    402,
    "Payment invalid",
    "priced",
    "The x402 payment does not verify (signature, amount, asset, network or recipient), or the header holds no payment.",
  ),
  payment_expired: entry(
    402,
    "Payment expired",
    "priced",
    "The x402 authorization is outside its validity window (expired, not yet valid, or valid for too long).",
  ),
  payment_nonce_reused: entry(
    402,
    "Payment nonce reused",
    "priced",
    "The x402 authorization's nonce was used by an earlier payment; sign a new one.",
  ),
  payment_not_settled: entry(
    402,
    "Payment not settled",
    "priced",
    "The facilitator could not settle the verified payment; nothing was charged.",
  ),
  facilitator_unavailable: entry(
    402,
    "Facilitator unavailable",
    "priced",
    "The x402 facilitator could not be reached or answered badly; nothing was charged. Retry later.",
  ),
  // 403
  forbidden: entry(403, "Forbidden", "any", "The caller is known but may not do this."),
  url_refused: entry(
    403,
    "URL refused",
    "declared",
    "The URL, one of its redirects or a resource its page loads points where the egress policy forbids (an internal address, or a scheme other than http and https); nothing was charged.",
  ),
  admin_only: entry(403, "Administrators only", "any", "This operation is for administrators."),
  // 404
  not_found: entry(404, "Not found", "any", "No such record, or it is outside what the caller may see."),
  route_not_found: entry(404, "No such route", "service", "No operation of this service has this path."),
  // 405
  method_not_allowed: entry(
    405,
    "Method not allowed",
    "service",
    "The path exists but not with this method; `Allow` lists the methods.",
  ),
  // 408
  request_timeout: entry(
    408,
    "Request timeout",
    "any",
    "The request or its body stopped arriving; the connection is closed after this answer.",
  ),
  // 409
  conflict: entry(
    409,
    "Conflict",
    "any",
    "The request is valid but the current state refuses it; the message says why.",
  ),
  email_taken: entry(409, "E-mail address taken", "declared", "The e-mail address already has an account."),
  // 413
  payload_too_large: entry(
    413,
    "Payload too large",
    "any",
    "The body (as sent or decoded) or an uploaded file is larger than the limit.",
  ),
  content_too_large: entry(
    413,
    "Fetched content too large",
    "declared",
    "The fetched page or its rendering passes a cap (bytes after decompression, page height, PDF pages); the body names the cap. Nothing was charged.",
  ),
  image_too_large: entry(
    413,
    "Image too large",
    "declared",
    "An image's pixel count or side, read from its header before any decoding, is over the operation's limit (a decompression bomb is refused here); the body names the limit. Nothing was charged.",
  ),
  // 415
  unsupported_media_type: entry(
    415,
    "Unsupported media type",
    "any",
    "The body's media type, charset or content coding is not one the operation takes.",
  ),
  unsupported_content_type: entry(
    415,
    "Unsupported upstream content type",
    "declared",
    "The URL answered with a media type this tool does not read (the body names it); nothing was charged.",
  ),
  // 416
  range_not_satisfiable: entry(
    416,
    "Range not satisfiable",
    "any",
    "The `Range` asks for bytes wholly past the object's end; `Content-Range` gives its size.",
  ),
  // 422
  unprocessable: entry(
    422,
    "Unprocessable content",
    "any",
    "The input is well formed but could not be processed.",
  ),
  // 429
  rate_limited: entry(
    429,
    "Too many requests",
    "any",
    "Too many calls for this caller or client; `Retry-After` says when to retry.",
  ),
  key_requests_exhausted: entry(
    429,
    "Key requests exhausted",
    "any",
    "The API key has no requests remaining in its window; `Retry-After` says when it refills.",
  ),
  // 431
  headers_too_large: entry(
    431,
    "Request header fields too large",
    "any",
    "The request line and headers are larger than the server reads.",
  ),
  // 500
  internal: entry(500, "Internal error", "any", "The server failed; nothing was changed or charged."),
  // 502
  processor_unavailable: entry(
    502,
    "Payment processor unavailable",
    "any",
    "The payment processor could not be reached or failed; nothing was charged.",
  ),
  processor_rejected: entry(
    502,
    "Payment processor refused",
    "any",
    "The payment processor refused the call or answered without what was needed; nothing was charged.",
  ),
  upstream_unreachable: entry(
    502,
    "Upstream unreachable",
    "declared",
    "The URL's host does not resolve or refuses the connection; nothing was charged.",
  ),
  upstream_error: entry(
    502,
    "Upstream answered an error",
    "declared",
    "The URL answered 4xx or 5xx; the message names the status it answered. Nothing was charged.",
  ),
  // 503
  unavailable: entry(
    503,
    "Service unavailable",
    "any",
    "The database is unavailable; nothing was charged. Retry later.",
  ),
  browser_busy: entry(
    503,
    "Browser pool busy",
    "declared",
    "Every browser slot is in use and the queue is full; `Retry-After` says when to retry. Nothing was charged.",
  ),
  browser_crashed: entry(
    503,
    "Browser crashed",
    "declared",
    "The headless browser crashed during the call and is being restarted; retry. Nothing was charged.",
  ),
  worker_busy: entry(
    503,
    "Workers busy",
    "declared",
    "Every worker (image worker or code sandbox) is busy and the queue is full; `Retry-After` says when to retry. Nothing was charged.",
  ),
  worker_crashed: entry(
    503,
    "Worker crashed",
    "declared",
    "The worker handling the call (an image worker or the code sandbox's launcher) exited unexpectedly; retry. Nothing was charged.",
  ),
  // 504
  processing_timeout: entry(
    504,
    "Processing timed out",
    "declared",
    "The image work did not finish within the call's wall-clock cap and was stopped; nothing was charged.",
  ),
  upstream_timeout: entry(
    504,
    "Upstream timed out",
    "declared",
    "The page did not load (or render) within the call's wall-clock cap; nothing was charged.",
  ),
} as const satisfies Record<string, ErrorEntry>;

/** A code from {@link ERRORS}. */
export type ErrorCode = keyof typeof ERRORS;

/** Whether `value` names a catalogue code. */
export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(ERRORS, value);
}
