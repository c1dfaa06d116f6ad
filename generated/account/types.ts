// Generated from spec/account by codegen — run `npm run generate`. Do not edit.

import type { Context } from "../../handlers/account/context.js";

/** A key as better-auth's api-key plugin returns it; `key` only at creation. */
export type ApiKeyRecord = {
  id: string;
  createdAt: string;
  updatedAt: string;
  name: string | null;
  prefix: string | null;
  /** The key's first characters, shown in listings. */
  start: string | null;
  /** The secret key. Store it now: the server keeps only its hash. */
  key: string;
  enabled: boolean;
  expiresAt: string | null;
  /** The owner (the user id). */
  referenceId: string;
  /** The owner (the user id). */
  userId: string;
  configId: string | null;
  lastRefillAt: string | null;
  lastRequest: string | null;
  metadata: {
    [key: string]: unknown;
  } | null;
  rateLimitMax: number | null;
  rateLimitTimeWindow: number | null;
  rateLimitEnabled: boolean;
  remaining: number | null;
  refillAmount: number | null;
  refillInterval: number | null;
  /** Requests the key has authenticated. */
  requestCount: number;
  permissions: {
    [key: string]: Array<string>;
  } | null;
};

/** A client secret for the browser's payment element. */
export type ClientSecret = {
  /** Confirms the setup or the first invoice's payment in the browser. Never log it. */
  clientSecret: string;
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
 * | 401 | `credentials_required` | This operation needs a credential and none was sent. |
 * | 401 | `invalid_credentials` | The credential sent is unknown, expired or revoked. |
 * | 401 | `malformed_authorization` | `Authorization` is not `Bearer <token>`. |
 * | 401 | `wrong_credential_kind` | The credential is valid but of a kind this operation does not take (for example a key with no person behind it where a person's session is needed). |
 * | 401 | `invalid_login` | The e-mail address or the password is wrong (the answer does not say which). |
 * | 401 | `invalid_signature` | The webhook's signature does not verify against its raw body, or is too old; nothing was done. |
 * | 403 | `forbidden` | The caller is known but may not do this. |
 * | 403 | `admin_only` | This operation is for administrators. |
 * | 403 | `missing_scope` | The API key lacks the scope this operation needs. |
 * | 404 | `not_found` | No such record, or it is outside what the caller may see. |
 * | 404 | `route_not_found` | No operation of this service has this path. |
 * | 405 | `method_not_allowed` | The path exists but not with this method; `Allow` lists the methods. |
 * | 408 | `request_timeout` | The request or its body stopped arriving; the connection is closed after this answer. |
 * | 409 | `conflict` | The request is valid but the current state refuses it; the message says why. |
 * | 409 | `email_taken` | The e-mail address already has an account. |
 * | 409 | `no_saved_card` | No card is saved for this account: save one with a setup intent first. |
 * | 409 | `already_subscribed` | The account already has a live subscription. |
 * | 413 | `payload_too_large` | The body (as sent or decoded) or an uploaded file is larger than the limit. |
 * | 415 | `unsupported_media_type` | The body's media type, charset or content coding is not one the operation takes. |
 * | 416 | `range_not_satisfiable` | The `Range` asks for bytes wholly past the object's end; `Content-Range` gives its size. |
 * | 422 | `unprocessable` | The input is well formed but could not be processed. |
 * | 429 | `rate_limited` | Too many calls for this caller or client; `Retry-After` says when to retry. |
 * | 429 | `key_requests_exhausted` | The API key has no requests remaining in its window; `Retry-After` says when it refills. |
 * | 431 | `headers_too_large` | The request line and headers are larger than the server reads. |
 * | 500 | `internal` | The server failed; nothing was changed or charged. |
 * | 502 | `processor_unavailable` | The payment processor could not be reached or failed; nothing was charged. |
 * | 502 | `processor_rejected` | The payment processor refused the call or answered without what was needed; nothing was charged. |
 * | 503 | `unavailable` | The database is unavailable; nothing was charged. Retry later. |
 */
export type ErrorCode =
  | "validation_failed"
  | "malformed_json"
  | "body_not_decodable"
  | "malformed_multipart"
  | "invalid_cursor"
  | "malformed_http"
  | "credentials_required"
  | "invalid_credentials"
  | "malformed_authorization"
  | "wrong_credential_kind"
  | "invalid_login"
  | "invalid_signature"
  | "forbidden"
  | "admin_only"
  | "missing_scope"
  | "not_found"
  | "route_not_found"
  | "method_not_allowed"
  | "request_timeout"
  | "conflict"
  | "email_taken"
  | "no_saved_card"
  | "already_subscribed"
  | "payload_too_large"
  | "unsupported_media_type"
  | "range_not_satisfiable"
  | "unprocessable"
  | "rate_limited"
  | "key_requests_exhausted"
  | "headers_too_large"
  | "internal"
  | "processor_unavailable"
  | "processor_rejected"
  | "unavailable";

/** The `{message}` error body used by session routes, with a stable `code` beside it. */
export type MessageBody = {
  /** Human-readable summary. */
  message: string;
  code: ErrorCode;
  /** The request's id, as in the `X-Request-Id` response header. */
  requestId?: string;
};

/** RFC 9457 problem details, served as `application/problem+json`. */
export type Problem = {
  /** A URI reference identifying the problem type. */
  type: string;
  /** Short summary of the problem type. */
  title: string;
  /** The HTTP status code. */
  status: number;
  /** Explanation specific to this occurrence. */
  detail?: string;
  /** A URI reference identifying this occurrence. */
  instance?: string;
  code: ErrorCode;
  /** The request's id, as in the `X-Request-Id` response header. */
  requestId?: string;
  /** Rejected inputs, keyed by JSON pointer or parameter name. */
  errors?: {
    [key: string]: string;
  };
  /** Deprecated single-string error, kept for older clients. */
  error?: string;
};

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

/** A scope: 1 to 64 characters among letters, digits, dot, underscore, colon, star, slash and hyphen, starting with a letter or digit. */
export type Scope = string;

/**
 * The body of `POST /api/auth/api-key/create`: better-auth's api-key plugin fields. Fields
 * marked server-only may be set by an administrator only (403 otherwise), as better-auth
 * allows them from server code only. better-auth's `organizationId` is not part of this
 * contract: keys belong to users here.
 */
export type CreateApiKeyRequest = {
  /** Which key configuration to use; stored and returned. At most 1024 characters. */
  configId?: string;
  /** A name: safe text, at most 1024 characters. */
  name?: string;
  /** Seconds until the key expires (60 to 31536000), or null for never. */
  expiresIn?: number | null;
  /**
   * Text put after `sk_` at the start of the key (1 to 32 letters, digits, `_` or `-`; our
   * bound), so the owner can tell keys apart.
   */
  prefix?: string;
  /** Server-only. Requests the key may still make, or null for unlimited. */
  remaining?: number | null;
  /** Free-form data stored with the key. */
  metadata?: {
    [key: string]: unknown;
  } | null;
  /**
   * Server-only. `remaining` is reset to this every `refillInterval` (our default when only
   * the amount is given: daily).
   */
  refillAmount?: number | null;
  /**
   * Server-only. Milliseconds between refills, 1000 or more. Given without `refillAmount`, the
   * key refills to its starting `remaining` (and not at all when that is null or 0).
   */
  refillInterval?: number | null;
  /** Server-only. The rate-limit window in milliseconds, 1000 or more. */
  rateLimitTimeWindow?: number | null;
  /** Server-only. Requests allowed per window. */
  rateLimitMax?: number | null;
  /** Server-only. Whether the key's own rate limit applies. */
  rateLimitEnabled?: boolean;
  /**
   * Server-only. Actions per resource, e.g. `{"keys": ["provision"]}`; each pair becomes the
   * scope `resource:action` (at most 20 scopes).
   */
  permissions?: {
    [key: string]: Array<Scope>;
  } | null;
  /** Server-only. Whose key this is (a user id); default the caller. */
  userId?: string;
};

/** An empty JSON object. */
export type EmptyRequest = Record<string, never>;

/** Liveness. */
export type HealthStatus = {
  /** True when the service and its database answer. */
  ok: boolean;
  /** The service name. */
  service: string;
};

/** One key in a listing (never its secret). */
export type KeyEntry = {
  /** The key's id (a UUID). */
  id: string;
  name: string | null;
  /** The key's first characters, to tell keys apart; the rest is never shown again. */
  start: string | null;
  /**
   * What the key may do: `keys:provision` mints, lists and revokes keys below it; `admin` acts
   * with the owner's administrator rights (only when the owner is an administrator). Other
   * scopes are labels the services may check.
   */
  scopes: Array<string>;
  /** False once the key or an ancestor was revoked. */
  enabled: boolean;
  expiresAt: string | null;
  /** When the key last authenticated a call. */
  lastUsed: string | null;
  /** Credits this key's own calls spent. */
  creditsUsed: number;
  /** Credits spent by this key and every key below it: what `creditLimit` caps. */
  subtreeCreditsUsed: number;
  /**
   * The most credits the key and its descendants may spend together, or null for no cap of its
   * own. Already clamped to every ancestor's cap when the key was minted; a call is refused
   * (402) when it would push any ancestor's `subtreeCreditsUsed` past that ancestor's cap.
   */
  creditLimit: number | null;
  /**
   * The key's share, in percent, of each rate-limited operation's allowance (`x-rate-limit`),
   * or null for all of it; calls count against the key and every ancestor.
   */
  rateLimitSharePct: number | null;
  /** The key it was minted under, or null for a root key. */
  parentKeyId: string | null;
  /** 0 for a root key, parent's depth + 1 below it. */
  depth: number;
};

/** The error body of a 400 answer: `code` is one of `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
export type MessageBody400 = MessageBody & {
  code?:
    | "validation_failed"
    | "malformed_json"
    | "body_not_decodable"
    | "malformed_multipart"
    | "invalid_cursor"
    | "malformed_http";
};

/** The error body of a 401 answer: `code` is one of `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
export type MessageBody401 = MessageBody & {
  code?: "credentials_required" | "invalid_credentials" | "malformed_authorization" | "wrong_credential_kind";
};

/** The error body of a 401 answer: `code` is one of `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`, `invalid_login`. */
export type MessageBody401InvalidLogin = MessageBody & {
  code?:
    | "credentials_required"
    | "invalid_credentials"
    | "malformed_authorization"
    | "wrong_credential_kind"
    | "invalid_login";
};

/** The error body of a 403 answer: `code` is one of `forbidden`, `admin_only`. */
export type MessageBody403 = MessageBody & {
  code?: "forbidden" | "admin_only";
};

/** The error body of a 404 answer: `code` is one of `not_found`. */
export type MessageBody404 = MessageBody & {
  code?: "not_found";
};

/** The error body of a 408 answer: `code` is one of `request_timeout`. */
export type MessageBody408 = MessageBody & {
  code?: "request_timeout";
};

/** The error body of a 409 answer: `code` is one of `conflict`, `email_taken`. */
export type MessageBody409EmailTaken = MessageBody & {
  code?: "conflict" | "email_taken";
};

/** The error body of a 413 answer: `code` is one of `payload_too_large`. */
export type MessageBody413 = MessageBody & {
  code?: "payload_too_large";
};

/** The error body of a 415 answer: `code` is one of `unsupported_media_type`. */
export type MessageBody415 = MessageBody & {
  code?: "unsupported_media_type";
};

/** The error body of a 429 answer: `code` is one of `rate_limited`, `key_requests_exhausted`. */
export type MessageBody429 = MessageBody & {
  code?: "rate_limited" | "key_requests_exhausted";
};

/** The error body of a 500 answer: `code` is one of `internal`. */
export type MessageBody500 = MessageBody & {
  code?: "internal";
};

/** `{ok}`. */
export type Ok = {
  /** Always true. */
  ok: boolean;
};

/** A payment problem the user should fix. */
export type PaymentAlert = {
  /**
   * `subscription_past_due`: a subscription renewal was declined. `topup_declined`: a
   * one-click top-up on the saved card was declined (our design for the second kind).
   */
  kind: "subscription_past_due" | "topup_declined";
  /** What happened and what to do, in plain words. */
  message: string;
};

/** The public payment configuration. */
export type PaymentConfig = {
  /** Public, non-secret key for the on-site payment element. */
  publishableKey: string;
};

/** The caller's payment health. */
export type PaymentHealth = {
  /** The open problem, or null when billing is healthy. Removed when the problem is fixed. */
  alert: PaymentAlert | null;
};

/** A top-up amount in US cents: an integer from 100 (USD 1) to 100000 (USD 1,000). */
export type TopUpCents = number;

/** The body of `POST /api/billing/payment-intent`. */
export type PaymentIntentRequest = {
  /** The top-up amount in cents, 100 to 100000 (before tax). */
  amountCents: TopUpCents;
  /**
   * Charge the saved default card now (one click) instead of confirming in the browser.
   * 409 when no card is saved (`POST /api/billing/setup-intent` saves one).
   */
  useDefaultCard?: boolean;
};

/**
 * Our design (the seed does not show it): where to send the user's browser to pay, when the
 * payment processor hosts a page for it.
 */
export type PaymentNextAction = {
  /** Open `url` in the browser. */
  type: "redirect_to_url";
  /** The hosted payment page. */
  url: string;
};

/**
 * What a top-up of `amountCents` costs and yields. `purchase-quote` and `payment-intent` compute
 * it with one formula, so a one-click payment matches its quote exactly:
 *
 * - `subtotalCents` = `amountCents`
 * - processing fee (cents) = ceil(`amountCents` × 2.9 / 100) + 30
 * - `credits` = (`amountCents` − processing fee) × 10 000 — credits are micro-USD, so USD 1 is
 * 1 000 000 credits; the credits are already net of the fee
 * - `taxCents` = round-half-up(`amountCents` × tax rate), sales tax added on top; the rate is
 * the server's `ACCOUNT_SALES_TAX_BPS` in basis points (default 725, i.e. 7.25 %)
 * - `totalCents` = `subtotalCents` + `taxCents`: what the card is charged
 *
 * Example: 1000 cents → fee 59, credits 9 410 000, tax 73, total 1073.
 */
export type PriceBreakdown = {
  /** The top-up amount, cents. */
  subtotalCents: number;
  /** Sales tax added on top, cents. */
  taxCents: number;
  /** Charged to the card, cents. */
  totalCents: number;
  /** Credits granted when the payment arrives (micro-USD, net of the processing fee). */
  credits: number;
};

/** A started top-up. */
export type PaymentIntentStarted = {
  /** Confirms the payment in the browser's payment element. Never log it. */
  clientSecret: string;
  /** Exactly what `GET /api/billing/purchase-quote` answers for the same amount. */
  breakdown: PriceBreakdown;
  /**
   * Present when the payment is completed on a page the processor hosts: with the local
   * (development) processor, a page whose "Pay" completes the payment, after which the credits
   * arrive with the processor's webhook as with a real payment. Absent when the browser's
   * payment element confirms with `clientSecret` (Stripe) and for a one-click top-up.
   */
  nextAction?: PaymentNextAction;
};

/** The error body of a 400 answer: `code` is one of `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
export type Problem400 = Problem & {
  code?:
    | "validation_failed"
    | "malformed_json"
    | "body_not_decodable"
    | "malformed_multipart"
    | "invalid_cursor"
    | "malformed_http";
};

/** The error body of a 401 answer: `code` is one of `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
export type Problem401 = Problem & {
  code?: "credentials_required" | "invalid_credentials" | "malformed_authorization" | "wrong_credential_kind";
};

/** The error body of a 401 answer: `code` is one of `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`, `invalid_signature`. */
export type Problem401InvalidSignature = Problem & {
  code?:
    | "credentials_required"
    | "invalid_credentials"
    | "malformed_authorization"
    | "wrong_credential_kind"
    | "invalid_signature";
};

/** The error body of a 403 answer: `code` is one of `forbidden`, `admin_only`. */
export type Problem403 = Problem & {
  code?: "forbidden" | "admin_only";
};

/** The error body of a 403 answer: `code` is one of `forbidden`, `admin_only`, `missing_scope`. */
export type Problem403MissingScope = Problem & {
  code?: "forbidden" | "admin_only" | "missing_scope";
};

/** The error body of a 404 answer: `code` is one of `not_found`. */
export type Problem404 = Problem & {
  code?: "not_found";
};

/** The error body of a 408 answer: `code` is one of `request_timeout`. */
export type Problem408 = Problem & {
  code?: "request_timeout";
};

/** The error body of a 409 answer: `code` is one of `conflict`. */
export type Problem409 = Problem & {
  code?: "conflict";
};

/** The error body of a 409 answer: `code` is one of `conflict`, `no_saved_card`. */
export type Problem409NoSavedCard = Problem & {
  code?: "conflict" | "no_saved_card";
};

/** The error body of a 409 answer: `code` is one of `conflict`, `no_saved_card`, `already_subscribed`. */
export type Problem409NoSavedCardAlreadySubscribed = Problem & {
  code?: "conflict" | "no_saved_card" | "already_subscribed";
};

/** The error body of a 413 answer: `code` is one of `payload_too_large`. */
export type Problem413 = Problem & {
  code?: "payload_too_large";
};

/** The error body of a 415 answer: `code` is one of `unsupported_media_type`. */
export type Problem415 = Problem & {
  code?: "unsupported_media_type";
};

/** The error body of a 429 answer: `code` is one of `rate_limited`, `key_requests_exhausted`. */
export type Problem429 = Problem & {
  code?: "rate_limited" | "key_requests_exhausted";
};

/** The error body of a 500 answer: `code` is one of `internal`. */
export type Problem500 = Problem & {
  code?: "internal";
};

/** The error body of a 502 answer: `code` is one of `processor_unavailable`, `processor_rejected`. */
export type Problem502 = Problem & {
  code?: "processor_unavailable" | "processor_rejected";
};

/**
 * A processor webhook event, as the processor sends it (Stripe's event shape). Only the
 * fields the server reads are listed.
 */
export type ProcessorEvent = {
  /** The event's id; the server applies each id once. */
  id: string;
  /** The event kind, for example `invoice.paid`. */
  type: string;
  /** When the processor created the event, Unix epoch seconds. */
  created?: number;
  /** The event's subject. */
  data: {
    /** The object the event is about. */
    object: {
      [key: string]: unknown;
    };
  };
  [key: string]: unknown;
};

/** The body of `POST /api/keys/provision`. */
export type ProvisionRequest = {
  /** A name: safe text, 1 to 120 characters. */
  name: string;
  /**
   * Requested scopes, at most 20. The server keeps only those the parent key (for a child) also
   * holds; a root key keeps them all.
   */
  scopes?: Array<Scope>;
  /** Cap on the new key's subtree spend in credits; clamped to the parent's effective cap. */
  creditLimit?: number | null;
  /** Share of the rate allowance in percent; clamped to the parent's effective share. */
  rateLimitSharePct?: number | null;
  /** Days until the key expires (1 to 3650); never later than the parent's expiry. */
  expiresInDays?: number | null;
  /**
   * Mint under this key (one of the caller's keys; for an API-key caller, itself or a key below
   * it). Default: a root key for a signed-in user, a child of the calling key for an API key.
   */
  parentKeyId?: string | null;
};

/** A minted key: the plaintext `key` is shown this once. */
export type ProvisionedKey = {
  /** The secret key. Store it now: the server keeps only its hash. */
  key: string;
  keyId: string;
  /** The scopes granted (the request clamped to the parent's). */
  scopes: Array<string>;
  /** The cap in effect (the minimum up the chain), or null for none. */
  creditLimit: number | null;
  /** The share in effect (the minimum up the chain), or null for all of the allowance. */
  rateLimitSharePct: number | null;
  /** When the key expires, or null. */
  expiresAt: string | null;
};

/** The body of `POST /api/keys/revoke`. */
export type RevokeKeyRequest = {
  /** The key to revoke, 1 to 255 characters. */
  keyId: string;
};

/** The body of `POST /api/auth/revoke-session`. */
export type RevokeSessionRequest = {
  /** A session's handle (`token` from list-sessions) or the session token itself. */
  token: string;
};

/** One sign-in session (never its secret). */
export type Session = {
  /** The session's id (a UUID). */
  id: string;
  /** When the session stops being valid. */
  expiresAt: string;
  /**
   * The session's revocation handle, `sid_<id>`: pass it to `POST /api/auth/revoke-session`.
   * Never the secret itself — session secrets are shown once, at sign-in, and stored hashed
   * (our design).
   */
  token: string;
  createdAt: string;
  updatedAt: string;
  /** The client address that signed in. */
  ipAddress?: string;
  /** The client's `User-Agent` at sign-in. */
  userAgent?: string;
  /** The owner's id (a UUID). */
  userId: string;
};

/** A signed-in user, as session lookups show it. */
export type SessionUser = {
  /** The user's id (a UUID). */
  id: string;
  /** The user's e-mail address. */
  email?: string;
  /** The user's display name. */
  name?: string;
};

/** A session lookup: the caller's session and user. */
export type SessionLookup = {
  session: Session;
  user: SessionUser;
};

/** The body of `POST /api/auth/sign-in/email`. */
export type SignInRequest = {
  /** The account's e-mail address. */
  email: string;
  /** The password: 1 to 128 characters, no control characters. */
  password: string;
  /** Keep the session for 30 days instead of 7 (our design). */
  rememberMe?: boolean;
};

/** The body of `POST /api/auth/sign-up/email`. */
export type SignUpRequest = {
  /** The e-mail address to sign in with; at most 254 characters. Unique, compared case-insensitively. */
  email: string;
  /** 8 to 128 characters, no control characters. Stored as a scrypt hash only. */
  password: string;
  /** A display name: safe text, 1 to 120 characters. */
  name?: string;
};

/** A new session: its secret token (shown this once) and the user. */
export type SignedIn = {
  /**
   * The session token: send it as `Authorization: Bearer <token>` or the `auth.session_token`
   * cookie. Shown once; the server keeps only its hash.
   */
  token: string;
  /** When the session expires. */
  expiresAt: string;
  user: SessionUser;
};

/** The body of `POST /api/billing/subscribe`. */
export type SubscribeRequest = {
  /**
   * The plan: `starter` (USD 9 a month, 10 000 000 credits per paid invoice) or `pro` (USD 29,
   * 35 000 000 credits). Any other id answers 404.
   */
  planId: string;
};

/** The body of `POST /api/auth/update-session`. */
export type UpdateSessionRequest = {
  /** Slide the session's expiry to a full lifetime from now (our design). */
  extend?: boolean;
};

/** Validated input of `api_key_create`. */
export interface ApiKeyCreateInput {
  body: CreateApiKeyRequest;
}

/** Every response `api_key_create` may return. */
export type ApiKeyCreateResponse =
  | { status: 200; body: ApiKeyRecord }
  | { status: 400; body: MessageBody400 }
  | { status: 401; body: MessageBody401 }
  | { status: 403; body: MessageBody403 }
  | { status: 404; body: MessageBody404 }
  | { status: 408; body: MessageBody408 }
  | { status: 413; body: MessageBody413 }
  | { status: 415; body: MessageBody415 }
  | { status: 429; body: MessageBody429; headers: { "Retry-After": string } }
  | { status: 500; body: MessageBody500 };

/** Validated input of `auth_error`. */
export interface AuthErrorInput {}

/** Every response `auth_error` may return. */
export type AuthErrorResponse =
  | { status: 200; body: string }
  | { status: 400; body: MessageBody400 }
  | { status: 401; body: MessageBody401 }
  | { status: 403; body: MessageBody403 }
  | { status: 404; body: MessageBody404 }
  | { status: 429; body: MessageBody429; headers: { "Retry-After": string } }
  | { status: 500; body: MessageBody500 };

/** Validated input of `get_session`. */
export interface GetSessionInput {}

/** Every response `get_session` may return. */
export type GetSessionResponse =
  | { status: 200; body: SessionLookup | null }
  | { status: 401; body: Problem401 }
  | { status: 500; body: Problem500 };

/** Validated input of `list_sessions`. */
export interface ListSessionsInput {}

/** Every response `list_sessions` may return. */
export type ListSessionsResponse =
  | { status: 200; body: Array<Session> }
  | { status: 400; body: MessageBody400 }
  | { status: 401; body: MessageBody401 }
  | { status: 403; body: MessageBody403 }
  | { status: 404; body: MessageBody404 }
  | { status: 429; body: MessageBody429; headers: { "Retry-After": string } }
  | { status: 500; body: MessageBody500 };

/** Validated input of `auth_ok`. */
export interface AuthOkInput {}

/** Every response `auth_ok` may return. */
export type AuthOkResponse =
  | { status: 200; body: Ok }
  | { status: 400; body: MessageBody400 }
  | { status: 401; body: MessageBody401 }
  | { status: 403; body: MessageBody403 }
  | { status: 404; body: MessageBody404 }
  | { status: 429; body: MessageBody429; headers: { "Retry-After": string } }
  | { status: 500; body: MessageBody500 };

/** Validated input of `revoke_session`. */
export interface RevokeSessionInput {
  body: RevokeSessionRequest;
}

/** Every response `revoke_session` may return. */
export type RevokeSessionResponse =
  | {
      status: 200;
      body: {
        status: boolean;
      };
    }
  | { status: 400; body: MessageBody400 }
  | { status: 401; body: MessageBody401 }
  | { status: 403; body: MessageBody403 }
  | { status: 404; body: MessageBody404 }
  | { status: 408; body: MessageBody408 }
  | { status: 413; body: MessageBody413 }
  | { status: 415; body: MessageBody415 }
  | { status: 429; body: MessageBody429; headers: { "Retry-After": string } }
  | { status: 500; body: MessageBody500 };

/** Validated input of `revoke_sessions`. */
export interface RevokeSessionsInput {
  body: EmptyRequest;
}

/** Every response `revoke_sessions` may return. */
export type RevokeSessionsResponse =
  | {
      status: 200;
      body: {
        status: boolean;
      };
    }
  | { status: 400; body: MessageBody400 }
  | { status: 401; body: MessageBody401 }
  | { status: 403; body: MessageBody403 }
  | { status: 404; body: MessageBody404 }
  | { status: 408; body: MessageBody408 }
  | { status: 413; body: MessageBody413 }
  | { status: 415; body: MessageBody415 }
  | { status: 429; body: MessageBody429; headers: { "Retry-After": string } }
  | { status: 500; body: MessageBody500 };

/** Validated input of `sign_in_email`. */
export interface SignInEmailInput {
  body: SignInRequest;
}

/** Every response `sign_in_email` may return. */
export type SignInEmailResponse =
  | { status: 200; body: SignedIn; headers: { "Set-Cookie": string } }
  | { status: 400; body: MessageBody400 }
  | { status: 401; body: MessageBody401InvalidLogin }
  | { status: 403; body: MessageBody403 }
  | { status: 404; body: MessageBody404 }
  | { status: 408; body: MessageBody408 }
  | { status: 413; body: MessageBody413 }
  | { status: 415; body: MessageBody415 }
  | { status: 429; body: MessageBody429; headers: { "Retry-After": string } }
  | { status: 500; body: MessageBody500 };

/** Validated input of `sign_out`. */
export interface SignOutInput {
  body: EmptyRequest;
}

/** Every response `sign_out` may return. */
export type SignOutResponse =
  | {
      status: 200;
      body: {
        success: boolean;
      };
      headers: { "Set-Cookie": string };
    }
  | { status: 400; body: MessageBody400 }
  | { status: 401; body: MessageBody401 }
  | { status: 403; body: MessageBody403 }
  | { status: 404; body: MessageBody404 }
  | { status: 408; body: MessageBody408 }
  | { status: 413; body: MessageBody413 }
  | { status: 415; body: MessageBody415 }
  | { status: 429; body: MessageBody429; headers: { "Retry-After": string } }
  | { status: 500; body: MessageBody500 };

/** Validated input of `sign_up_email`. */
export interface SignUpEmailInput {
  body: SignUpRequest;
}

/** Every response `sign_up_email` may return. */
export type SignUpEmailResponse =
  | { status: 200; body: SignedIn; headers: { "Set-Cookie": string } }
  | { status: 400; body: MessageBody400 }
  | { status: 401; body: MessageBody401 }
  | { status: 403; body: MessageBody403 }
  | { status: 404; body: MessageBody404 }
  | { status: 408; body: MessageBody408 }
  | { status: 409; body: MessageBody409EmailTaken }
  | { status: 413; body: MessageBody413 }
  | { status: 415; body: MessageBody415 }
  | { status: 429; body: MessageBody429; headers: { "Retry-After": string } }
  | { status: 500; body: MessageBody500 };

/** Validated input of `update_session`. */
export interface UpdateSessionInput {
  body: UpdateSessionRequest;
}

/** Every response `update_session` may return. */
export type UpdateSessionResponse =
  | {
      status: 200;
      body: {
        session: Session;
      };
    }
  | { status: 400; body: MessageBody400 }
  | { status: 401; body: MessageBody401 }
  | { status: 403; body: MessageBody403 }
  | { status: 404; body: MessageBody404 }
  | { status: 408; body: MessageBody408 }
  | { status: 413; body: MessageBody413 }
  | { status: 415; body: MessageBody415 }
  | { status: 429; body: MessageBody429; headers: { "Retry-After": string } }
  | { status: 500; body: MessageBody500 };

/** Validated input of `payment_config`. */
export interface PaymentConfigInput {}

/** Every response `payment_config` may return. */
export type PaymentConfigResponse =
  | { status: 200; body: PaymentConfig }
  | { status: 429; body: Problem429; headers: { "Retry-After": string } }
  | { status: 500; body: Problem500 };

/** Validated input of `payment_health`. */
export interface PaymentHealthInput {}

/** Every response `payment_health` may return. */
export type PaymentHealthResponse =
  | { status: 200; body: PaymentHealth }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 429; body: Problem429; headers: { "Retry-After": string } }
  | { status: 500; body: Problem500 };

/** Validated input of `payment_intent`. */
export interface PaymentIntentInput {
  body: PaymentIntentRequest;
}

/** Every response `payment_intent` may return. */
export type PaymentIntentResponse =
  | { status: 200; body: PaymentIntentStarted }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 408; body: Problem408 }
  | { status: 409; body: Problem409NoSavedCard }
  | { status: 413; body: Problem413 }
  | { status: 415; body: Problem415 }
  | { status: 429; body: Problem429; headers: { "Retry-After": string } }
  | { status: 500; body: Problem500 }
  | { status: 502; body: Problem502 };

/** Validated input of `purchase_quote`. */
export interface PurchaseQuoteInput {
  query: {
    /** The top-up amount in cents, 100 to 100000 (before tax). */
    amountCents: TopUpCents;
  };
}

/** Every response `purchase_quote` may return. */
export type PurchaseQuoteResponse =
  | { status: 200; body: PriceBreakdown }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 429; body: Problem429; headers: { "Retry-After": string } }
  | { status: 500; body: Problem500 }
  | { status: 502; body: Problem502 };

/** Validated input of `setup_intent`. */
export interface SetupIntentInput {}

/** Every response `setup_intent` may return. */
export type SetupIntentResponse =
  | { status: 200; body: ClientSecret }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 429; body: Problem429; headers: { "Retry-After": string } }
  | { status: 500; body: Problem500 }
  | { status: 502; body: Problem502 };

/** Validated input of `subscribe`. */
export interface SubscribeInput {
  body: SubscribeRequest;
}

/** Every response `subscribe` may return. */
export type SubscribeResponse =
  | { status: 200; body: ClientSecret }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403 }
  | { status: 404; body: Problem404 }
  | { status: 408; body: Problem408 }
  | { status: 409; body: Problem409NoSavedCardAlreadySubscribed }
  | { status: 413; body: Problem413 }
  | { status: 415; body: Problem415 }
  | { status: 429; body: Problem429; headers: { "Retry-After": string } }
  | { status: 500; body: Problem500 }
  | { status: 502; body: Problem502 };

/** Validated input of `billing_webhook`. */
export interface BillingWebhookInput {
  headers: {
    /** `t=<unix seconds>,v1=<hex HMAC-SHA256>`, as the processor signs its webhooks. */
    "Stripe-Signature": string;
  };
  body: ProcessorEvent;
}

/** Every response `billing_webhook` may return. */
export type BillingWebhookResponse =
  | {
      status: 200;
      body: {
        /** Always true. */
        received: true;
      };
    }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401InvalidSignature }
  | { status: 408; body: Problem408 }
  | { status: 413; body: Problem413 }
  | { status: 415; body: Problem415 }
  | { status: 500; body: Problem500 };

/** Validated input of `api_health`. */
export interface ApiHealthInput {}

/** Every response `api_health` may return. */
export type ApiHealthResponse =
  | { status: 200; body: HealthStatus }
  | { status: 429; body: Problem429; headers: { "Retry-After": string } }
  | { status: 500; body: Problem500 };

/** Validated input of `keys_list`. */
export interface KeysListInput {}

/** Every response `keys_list` may return. */
export type KeysListResponse =
  | {
      status: 200;
      body: {
        keys: Array<KeyEntry>;
      };
    }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403MissingScope }
  | { status: 429; body: Problem429; headers: { "Retry-After": string } }
  | { status: 500; body: Problem500 };

/** Validated input of `keys_provision`. */
export interface KeysProvisionInput {
  body: ProvisionRequest;
}

/** Every response `keys_provision` may return. */
export type KeysProvisionResponse =
  | { status: 200; body: ProvisionedKey }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403MissingScope }
  | { status: 404; body: Problem404 }
  | { status: 408; body: Problem408 }
  | { status: 409; body: Problem409 }
  | { status: 413; body: Problem413 }
  | { status: 415; body: Problem415 }
  | { status: 429; body: Problem429; headers: { "Retry-After": string } }
  | { status: 500; body: Problem500 }
  | { status: 502; body: Problem502 };

/** Validated input of `keys_revoke`. */
export interface KeysRevokeInput {
  body: RevokeKeyRequest;
}

/** Every response `keys_revoke` may return. */
export type KeysRevokeResponse =
  | {
      status: 200;
      body: {
        ok: boolean;
        /** How many keys this call disabled. */
        revoked: number;
      };
    }
  | { status: 400; body: Problem400 }
  | { status: 401; body: Problem401 }
  | { status: 403; body: Problem403MissingScope }
  | { status: 404; body: Problem404 }
  | { status: 408; body: Problem408 }
  | { status: 413; body: Problem413 }
  | { status: 415; body: Problem415 }
  | { status: 429; body: Problem429; headers: { "Retry-After": string } }
  | { status: 500; body: Problem500 };

/**
 * The operations tagged "Keys": what one handler file implements.
 *
 * The API-key delegation tree: provision, list and revoke.
 */
export interface AccountKeysHandlers {
  /**
   * Create an API key (better-auth)
   *
   * Creates a root API key with better-auth's api-key fields. Server-only fields need an
   * administrator (403); `userId` naming no user answers 404. Child keys are minted with
   * `POST /api/keys/provision` and removed with `POST /api/keys/revoke`.
   *
   * POST /api/auth/api-key/create
   */
  api_key_create: (input: ApiKeyCreateInput, ctx: Context) => Promise<ApiKeyCreateResponse>;
  /**
   * List keys
   *
   * A signed-in user sees all of their keys; an API key with `keys:provision` sees only the keys
   * below it. Oldest first.
   *
   * GET /api/keys
   */
  keys_list: (input: KeysListInput, ctx: Context) => Promise<KeysListResponse>;
  /**
   * Provision a key
   *
   * Mints a key. Scopes are clamped to the parent's, the credit cap and rate share to the
   * parent's effective ones (the minimum up the chain), and a child's spend counts against
   * every ancestor's cap. 403 for an API key without `keys:provision`; 404 when `parentKeyId`
   * names no key the caller may mint under; 409 when that key is revoked or expired, or the
   * tree is already 16 levels deep.
   *
   * POST /api/keys/provision
   */
  keys_provision: (input: KeysProvisionInput, ctx: Context) => Promise<KeysProvisionResponse>;
  /**
   * Revoke a key and its subtree
   *
   * Disables the key and every key below it; `revoked` counts the keys this call disabled (0
   * when they already were). A user may revoke any of their keys; an API key with
   * `keys:provision` only keys below it. 404 otherwise.
   *
   * POST /api/keys/revoke
   */
  keys_revoke: (input: KeysRevokeInput, ctx: Context) => Promise<KeysRevokeResponse>;
}

/**
 * The operations tagged "Health": what one handler file implements.
 *
 * Liveness of the service and of sign-in.
 */
export interface AccountHealthHandlers {
  /**
   * Sign-in error page
   *
   * The page a browser lands on when a sign-in flow fails: HTML, for people rather than
   * programs.
   *
   * GET /api/auth/error
   */
  auth_error: (input: AuthErrorInput, ctx: Context) => Promise<AuthErrorResponse>;
  /**
   * Sign-in liveness
   *
   * Liveness of sign-in: answers `{ok: true}` to a valid bearer credential.
   *
   * GET /api/auth/ok
   */
  auth_ok: (input: AuthOkInput, ctx: Context) => Promise<AuthOkResponse>;
  /**
   * Health
   *
   * Liveness of the account service and its database (at most 600 calls a minute per client address).
   *
   * GET /api/health
   */
  api_health: (input: ApiHealthInput, ctx: Context) => Promise<ApiHealthResponse>;
}

/**
 * The operations tagged "Sessions": what one handler file implements.
 *
 * Sign-up, sign-in and the caller's sessions. Errors are `{message}`.
 */
export interface AccountSessionsHandlers {
  /**
   * Get the session
   *
   * The caller's session and user, or null when no credential was sent.
   *
   * GET /api/auth/get-session
   */
  get_session: (input: GetSessionInput, ctx: Context) => Promise<GetSessionResponse>;
  /**
   * List sessions
   *
   * The caller's live sessions, newest first.
   *
   * GET /api/auth/list-sessions
   */
  list_sessions: (input: ListSessionsInput, ctx: Context) => Promise<ListSessionsResponse>;
  /**
   * Revoke a session
   *
   * Revokes one of the caller's sessions; 404 when it is not a live session of the caller.
   *
   * POST /api/auth/revoke-session
   */
  revoke_session: (input: RevokeSessionInput, ctx: Context) => Promise<RevokeSessionResponse>;
  /**
   * Revoke all sessions
   *
   * Revokes every session of the caller, the current one included.
   *
   * POST /api/auth/revoke-sessions
   */
  revoke_sessions: (input: RevokeSessionsInput, ctx: Context) => Promise<RevokeSessionsResponse>;
  /**
   * Sign in with e-mail
   *
   * Signs in with e-mail and password and opens a session (7 days, or 30 with `rememberMe`).
   * A wrong address or password answers 401 without saying which. Brute force answers 429:
   * after 5 failures for one address or 20 from one client address in 15 minutes, further
   * attempts are refused until the window ends (`Retry-After`).
   *
   * POST /api/auth/sign-in/email
   */
  sign_in_email: (input: SignInEmailInput, ctx: Context) => Promise<SignInEmailResponse>;
  /**
   * Sign out
   *
   * Ends the current session and clears the cookie. With an API key as the bearer there is no
   * session to end: the answer is the same and nothing changes.
   *
   * POST /api/auth/sign-out
   */
  sign_out: (input: SignOutInput, ctx: Context) => Promise<SignOutResponse>;
  /**
   * Sign up with e-mail
   *
   * Our design (the seed does not show it): creates an account with an e-mail address and a
   * password and signs it in. 409 when the address already has an account.
   *
   * POST /api/auth/sign-up/email
   */
  sign_up_email: (input: SignUpEmailInput, ctx: Context) => Promise<SignUpEmailResponse>;
  /**
   * Update the session
   *
   * Updates the current session; 404 when the bearer is an API key (no session).
   *
   * POST /api/auth/update-session
   */
  update_session: (input: UpdateSessionInput, ctx: Context) => Promise<UpdateSessionResponse>;
}

/**
 * The operations tagged "Billing": what one handler file implements.
 *
 * Credit top-ups, saved cards, plan subscriptions, payment health and the processor's webhook.
 */
export interface AccountBillingHandlers {
  /**
   * Payment configuration
   *
   * The public key the browser's payment element needs.
   *
   * GET /api/billing/payment-config
   */
  payment_config: (input: PaymentConfigInput, ctx: Context) => Promise<PaymentConfigResponse>;
  /**
   * Payment health
   *
   * Whether the caller's billing needs attention.
   *
   * GET /api/billing/payment-health
   */
  payment_health: (input: PaymentHealthInput, ctx: Context) => Promise<PaymentHealthResponse>;
  /**
   * Start a top-up
   *
   * Starts a top-up of `amountCents` (plus tax). The credits in `breakdown` are granted when the
   * processor's `payment_intent.succeeded` webhook arrives — never by this call. With
   * `useDefaultCard` the saved card is charged at once (409 when none is saved).
   *
   * POST /api/billing/payment-intent
   */
  payment_intent: (input: PaymentIntentInput, ctx: Context) => Promise<PaymentIntentResponse>;
  /**
   * Quote a top-up
   *
   * What a top-up of `amountCents` would cost and yield; nothing is charged.
   *
   * GET /api/billing/purchase-quote
   */
  purchase_quote: (input: PurchaseQuoteInput, ctx: Context) => Promise<PurchaseQuoteResponse>;
  /**
   * Save a card
   *
   * Starts saving a card (a zero-amount setup) for one-click top-ups and subscriptions.
   *
   * POST /api/billing/setup-intent
   */
  setup_intent: (input: SetupIntentInput, ctx: Context) => Promise<SetupIntentResponse>;
  /**
   * Subscribe to a plan
   *
   * Subscribes the caller to a plan, charging the saved default card in one click. The plan's
   * credits are granted on each `invoice.paid` webhook (the first invoice and every renewal).
   * 404 for an unknown plan; 409 when no card is saved or the caller already has an active
   * subscription.
   *
   * POST /api/billing/subscribe
   */
  subscribe: (input: SubscribeInput, ctx: Context) => Promise<SubscribeResponse>;
  /**
   * Payment processor webhook
   *
   * Our design (the seed does not show the webhook route): the payment processor's webhook.
   * The server verifies `Stripe-Signature` (HMAC-SHA256 over `<t>.<raw body>` with the webhook
   * secret, timestamp within 5 minutes) against the raw bytes before parsing, and applies each
   * event id once — a replayed event grants nothing. `payment_intent.succeeded` grants a
   * top-up's credits; `invoice.paid` grants the plan's credits and clears a past-due alert;
   * `invoice.payment_failed` raises `subscription_past_due`; a declined one-click top-up raises
   * `topup_declined`; `setup_intent.succeeded` records the saved card. Other kinds are
   * acknowledged and ignored. 400 when `Stripe-Signature` is missing or not of the form
   * `t=…,v1=…`, or the body is not an event; 401 when the signature is wrong or stale.
   *
   * POST /api/billing/webhook
   */
  billing_webhook: (input: BillingWebhookInput, ctx: Context) => Promise<BillingWebhookResponse>;
}

/** Business logic of Account: one method per operation; return data, never touch `res`. */
export interface AccountHandlers
  extends AccountKeysHandlers,
    AccountHealthHandlers,
    AccountSessionsHandlers,
    AccountBillingHandlers {}
