/**
 * The one error catalogue: every error code the runtime or a handler can answer, with its HTTP
 * status, a title, what it means, and which operations may answer it (`scope`). The code
 * generator reads this table to write each operation's `code` enum into the published
 * contracts (codegen/errorCodes.ts), so the codes a client can switch on are exactly these.
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
  tokens_exhausted: entry(
    402,
    "Tokens exhausted",
    "declared",
    "The project has no tokens left; allocate tokens to it from its organization's pool.",
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
  missing_scope: entry(403, "Missing scope", "declared", "The API key lacks the scope this operation needs."),
  no_organization: entry(
    403,
    "No organization",
    "declared",
    "The caller belongs to no organization yet: create one (`POST /api/organizations`) or ask a manager to add you.",
  ),
  forbidden_role: entry(
    403,
    "Role too low",
    "declared",
    "The caller's role (on this restaurant, or in the organization) does not allow this operation.",
  ),
  // 404
  not_found: entry(404, "Not found", "any", "No such record, or it is outside what the caller may see."),
  route_not_found: entry(404, "No such route", "service", "No operation of this service has this path."),
  unknown_account: entry(
    404,
    "Unknown account",
    "declared",
    "No account has this e-mail address: they sign up first.",
  ),
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
  no_saved_card: entry(
    409,
    "No saved card",
    "declared",
    "No card is saved for this account: save one with a setup intent first.",
  ),
  already_subscribed: entry(
    409,
    "Already subscribed",
    "declared",
    "The account already has a live subscription.",
  ),
  key_exists: entry(
    409,
    "Key exists",
    "declared",
    "`if_not_exists` was set and the key already holds a value.",
  ),
  bucket_not_empty: entry(
    409,
    "Bucket not empty",
    "declared",
    "The bucket still holds objects: delete them before the bucket.",
  ),
  insufficient_tokens: entry(
    409,
    "Insufficient tokens",
    "declared",
    "The organization's pool (or the project) holds fewer tokens than the amount to move.",
  ),
  lock_not_held: entry(
    409,
    "Lock not held",
    "declared",
    "The token does not hold the lock: it was released, expired or taken since.",
  ),
  already_member: entry(
    409,
    "Already a member",
    "declared",
    "The person already belongs to an organization (a person works for one), or already holds a role here.",
  ),
  invalid_transition: entry(
    409,
    "Invalid state transition",
    "declared",
    "The record's current state does not allow this move; the message names the state and the moves it allows.",
  ),
  in_use: entry(
    409,
    "In use",
    "declared",
    "Other records still refer to this one (orders, bookings, menus): it is kept; the message says which.",
  ),
  slot_taken: entry(
    409,
    "Slot taken",
    "declared",
    "A table asked for is already booked for an overlapping time (checked by the database, so two concurrent bookings cannot both win).",
  ),
  idempotency_key_reused: entry(
    409,
    "Idempotency key reused",
    "declared",
    "The `Idempotency-Key` was used before with a different request body; nothing new was made.",
  ),
  insufficient_points: entry(
    409,
    "Insufficient points",
    "declared",
    "The customer's loyalty balance is lower than the reward costs; a balance never goes below zero.",
  ),
  promotion_unavailable: entry(
    409,
    "Promotion unavailable",
    "declared",
    "The promotion is outside its dates, used up, or not for this customer, channel or restaurant.",
  ),
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
  item_unavailable: entry(
    422,
    "Item unavailable",
    "declared",
    "A food item or variant is unknown, or the restaurant does not sell it at this time; `issues` names the line.",
  ),
  invalid_modifiers: entry(
    422,
    "Invalid modifiers",
    "declared",
    "A line's modifier choices break a group's minimum or maximum, or name an option outside the item's groups; `issues` names the line.",
  ),
  party_too_large: entry(
    422,
    "Party too large",
    "declared",
    "No table or joinable set of tables in the restaurant seats a party this size.",
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
