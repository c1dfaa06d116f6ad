// Generated from spec/account by codegen — run `npm run generate`. Do not edit.

import { z } from "zod";
import { coerce } from "../../runtime/validation/coerce.js";

/** A key as better-auth's api-key plugin returns it; `key` only at creation. */
export const ApiKeyRecord = z.object({
  id: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  name: z.union([z.string(), z.null()]),
  prefix: z.union([z.string(), z.null()]),
  start: z.union([z.string(), z.null()]),
  key: z.string(),
  enabled: z.boolean(),
  expiresAt: z.union([z.iso.datetime({ offset: true }), z.null()]),
  referenceId: z.string(),
  userId: z.string(),
  configId: z.union([z.string(), z.null()]),
  lastRefillAt: z.union([z.iso.datetime({ offset: true }), z.null()]),
  lastRequest: z.union([z.iso.datetime({ offset: true }), z.null()]),
  metadata: z.union([z.looseObject({}), z.null()]),
  rateLimitMax: z.union([z.int().gte(-2147483648).lte(2147483647), z.null()]),
  rateLimitTimeWindow: z.union([z.int().gte(-2147483648).lte(2147483647), z.null()]),
  rateLimitEnabled: z.boolean(),
  remaining: z.union([z.int().gte(-2147483648).lte(2147483647), z.null()]),
  refillAmount: z.union([z.int().gte(-2147483648).lte(2147483647), z.null()]),
  refillInterval: z.union([z.int().gte(-2147483648).lte(2147483647), z.null()]),
  requestCount: z.int(),
  permissions: z.union([z.object({}).catchall(z.array(z.string())), z.null()]),
});

/** A client secret for the browser's payment element. */
export const ClientSecret = z.object({ clientSecret: z.string() });

/** One paid route as listed by the x402 discovery document. */
export const DiscoveryRoute = z.object({
  route: z.string(),
  url: z.string(),
  description: z.string(),
  priceUsd: z.number(),
  freePerIpPerDay: z.int().gte(-2147483648).lte(2147483647),
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
export const ErrorCode = z.enum([
  "validation_failed",
  "malformed_json",
  "body_not_decodable",
  "malformed_multipart",
  "invalid_cursor",
  "malformed_http",
  "credentials_required",
  "invalid_credentials",
  "malformed_authorization",
  "wrong_credential_kind",
  "invalid_login",
  "invalid_signature",
  "forbidden",
  "admin_only",
  "missing_scope",
  "not_found",
  "route_not_found",
  "method_not_allowed",
  "request_timeout",
  "conflict",
  "email_taken",
  "no_saved_card",
  "already_subscribed",
  "payload_too_large",
  "unsupported_media_type",
  "range_not_satisfiable",
  "unprocessable",
  "rate_limited",
  "key_requests_exhausted",
  "headers_too_large",
  "internal",
  "processor_unavailable",
  "processor_rejected",
  "unavailable",
]);

/** The `{message}` error body used by session routes, with a stable `code` beside it. */
export const MessageBody = z.object({
  message: z.string(),
  code: ErrorCode,
  requestId: z.string().optional(),
});

/** RFC 9457 problem details, served as `application/problem+json`. */
export const Problem = z.object({
  type: z.string().default("about:blank"),
  title: z.string(),
  status: z.int().gte(100).lte(599),
  detail: z.string().optional(),
  instance: z.string().optional(),
  code: ErrorCode,
  requestId: z.string().optional(),
  errors: z.object({}).catchall(z.string()).optional(),
  error: z.string().optional(),
});

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

/** A scope: 1 to 64 characters among letters, digits, dot, underscore, colon, star, slash and hyphen, starting with a letter or digit. */
export const Scope = z.string().min(1).max(64).regex(new RegExp("^[A-Za-z0-9][A-Za-z0-9._:*/-]*$", "u"));

/**
 * The body of `POST /api/auth/api-key/create`: better-auth's api-key plugin fields. Fields
 * marked server-only may be set by an administrator only (403 otherwise), as better-auth
 * allows them from server code only. better-auth's `organizationId` is not part of this
 * contract: keys belong to users here.
 */
export const CreateApiKeyRequest = z.object({
  configId: z.string().max(1024).regex(new RegExp("^[^\\u0000-\\u001F\\u007F]*$", "u")).optional(),
  name: z.string().max(1024).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")).optional(),
  expiresIn: z.union([z.int().gte(60).lte(31536000), z.null()]).optional(),
  prefix: z.string().min(1).max(32).regex(new RegExp("^[A-Za-z0-9_-]+$", "u")).optional(),
  remaining: z.union([z.int().gte(0).lte(2147483647), z.null()]).optional(),
  metadata: z.union([z.looseObject({}), z.null()]).optional(),
  refillAmount: z.union([z.int().gte(1).lte(2147483647), z.null()]).optional(),
  refillInterval: z.union([z.int().gte(1000).lte(2147483647), z.null()]).optional(),
  rateLimitTimeWindow: z.union([z.int().gte(1000).lte(2147483647), z.null()]).optional(),
  rateLimitMax: z.union([z.int().gte(1).lte(2147483647), z.null()]).optional(),
  rateLimitEnabled: z.boolean().optional(),
  permissions: z.union([z.object({}).catchall(z.array(Scope)), z.null()]).optional(),
  userId: z.guid().optional(),
});

/** An empty JSON object. */
export const EmptyRequest = z.looseObject({});

/** Liveness. */
export const HealthStatus = z.object({ ok: z.boolean(), service: z.string() });

/** One key in a listing (never its secret). */
export const KeyEntry = z.object({
  id: z.string(),
  name: z.union([z.string(), z.null()]),
  start: z.union([z.string(), z.null()]),
  scopes: z.array(z.string()),
  enabled: z.boolean(),
  expiresAt: z.union([z.iso.datetime({ offset: true }), z.null()]),
  lastUsed: z.union([z.iso.datetime({ offset: true }), z.null()]),
  creditsUsed: z.int(),
  subtreeCreditsUsed: z.int(),
  creditLimit: z.union([z.int(), z.null()]),
  rateLimitSharePct: z.union([z.int().gte(-2147483648).lte(2147483647), z.null()]),
  parentKeyId: z.union([z.string(), z.null()]),
  depth: z.int().gte(-2147483648).lte(2147483647),
});

/** The error body of a 400 answer: `code` is one of `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
export const MessageBody400 = z.intersection(
  MessageBody,
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

/** The error body of a 401 answer: `code` is one of `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
export const MessageBody401 = z.intersection(
  MessageBody,
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

/** The error body of a 401 answer: `code` is one of `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`, `invalid_login`. */
export const MessageBody401InvalidLogin = z.intersection(
  MessageBody,
  z.object({
    code: z
      .enum([
        "credentials_required",
        "invalid_credentials",
        "malformed_authorization",
        "wrong_credential_kind",
        "invalid_login",
      ])
      .optional(),
  }),
);

/** The error body of a 403 answer: `code` is one of `forbidden`, `admin_only`. */
export const MessageBody403 = z.intersection(
  MessageBody,
  z.object({ code: z.enum(["forbidden", "admin_only"]).optional() }),
);

/** The error body of a 404 answer: `code` is one of `not_found`. */
export const MessageBody404 = z.intersection(
  MessageBody,
  z.object({ code: z.enum(["not_found"]).optional() }),
);

/** The error body of a 408 answer: `code` is one of `request_timeout`. */
export const MessageBody408 = z.intersection(
  MessageBody,
  z.object({ code: z.enum(["request_timeout"]).optional() }),
);

/** The error body of a 409 answer: `code` is one of `conflict`, `email_taken`. */
export const MessageBody409EmailTaken = z.intersection(
  MessageBody,
  z.object({ code: z.enum(["conflict", "email_taken"]).optional() }),
);

/** The error body of a 413 answer: `code` is one of `payload_too_large`. */
export const MessageBody413 = z.intersection(
  MessageBody,
  z.object({ code: z.enum(["payload_too_large"]).optional() }),
);

/** The error body of a 415 answer: `code` is one of `unsupported_media_type`. */
export const MessageBody415 = z.intersection(
  MessageBody,
  z.object({ code: z.enum(["unsupported_media_type"]).optional() }),
);

/** The error body of a 429 answer: `code` is one of `rate_limited`, `key_requests_exhausted`. */
export const MessageBody429 = z.intersection(
  MessageBody,
  z.object({ code: z.enum(["rate_limited", "key_requests_exhausted"]).optional() }),
);

/** The error body of a 500 answer: `code` is one of `internal`. */
export const MessageBody500 = z.intersection(
  MessageBody,
  z.object({ code: z.enum(["internal"]).optional() }),
);

/** `{ok}`. */
export const Ok = z.object({ ok: z.boolean() });

/** A payment problem the user should fix. */
export const PaymentAlert = z.object({
  kind: z.enum(["subscription_past_due", "topup_declined"]),
  message: z.string(),
});

/** The public payment configuration. */
export const PaymentConfig = z.object({ publishableKey: z.string() });

/** The caller's payment health. */
export const PaymentHealth = z.object({ alert: z.union([PaymentAlert, z.null()]) });

/** A top-up amount in US cents: an integer from 100 (USD 1) to 100000 (USD 1,000). */
export const TopUpCents = z.int().gte(100).lte(100000);

/** The body of `POST /api/billing/payment-intent`. */
export const PaymentIntentRequest = z.object({
  amountCents: TopUpCents,
  useDefaultCard: z.boolean().optional(),
});

/**
 * Our design (the seed does not show it): where to send the user's browser to pay, when the
 * payment processor hosts a page for it.
 */
export const PaymentNextAction = z.object({ type: z.enum(["redirect_to_url"]), url: z.url() });

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
export const PriceBreakdown = z.object({
  subtotalCents: z.int().gte(-2147483648).lte(2147483647),
  taxCents: z.int().gte(-2147483648).lte(2147483647),
  totalCents: z.int().gte(-2147483648).lte(2147483647),
  credits: z.int(),
});

/** A started top-up. */
export const PaymentIntentStarted = z.object({
  clientSecret: z.string(),
  breakdown: PriceBreakdown,
  nextAction: PaymentNextAction.optional(),
});

/** The error body of a 400 answer: `code` is one of `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
export const Problem400 = z.intersection(
  Problem,
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

/** The error body of a 401 answer: `code` is one of `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
export const Problem401 = z.intersection(
  Problem,
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

/** The error body of a 401 answer: `code` is one of `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`, `invalid_signature`. */
export const Problem401InvalidSignature = z.intersection(
  Problem,
  z.object({
    code: z
      .enum([
        "credentials_required",
        "invalid_credentials",
        "malformed_authorization",
        "wrong_credential_kind",
        "invalid_signature",
      ])
      .optional(),
  }),
);

/** The error body of a 403 answer: `code` is one of `forbidden`, `admin_only`. */
export const Problem403 = z.intersection(
  Problem,
  z.object({ code: z.enum(["forbidden", "admin_only"]).optional() }),
);

/** The error body of a 403 answer: `code` is one of `forbidden`, `admin_only`, `missing_scope`. */
export const Problem403MissingScope = z.intersection(
  Problem,
  z.object({ code: z.enum(["forbidden", "admin_only", "missing_scope"]).optional() }),
);

/** The error body of a 404 answer: `code` is one of `not_found`. */
export const Problem404 = z.intersection(Problem, z.object({ code: z.enum(["not_found"]).optional() }));

/** The error body of a 408 answer: `code` is one of `request_timeout`. */
export const Problem408 = z.intersection(Problem, z.object({ code: z.enum(["request_timeout"]).optional() }));

/** The error body of a 409 answer: `code` is one of `conflict`. */
export const Problem409 = z.intersection(Problem, z.object({ code: z.enum(["conflict"]).optional() }));

/** The error body of a 409 answer: `code` is one of `conflict`, `no_saved_card`. */
export const Problem409NoSavedCard = z.intersection(
  Problem,
  z.object({ code: z.enum(["conflict", "no_saved_card"]).optional() }),
);

/** The error body of a 409 answer: `code` is one of `conflict`, `no_saved_card`, `already_subscribed`. */
export const Problem409NoSavedCardAlreadySubscribed = z.intersection(
  Problem,
  z.object({ code: z.enum(["conflict", "no_saved_card", "already_subscribed"]).optional() }),
);

/** The error body of a 413 answer: `code` is one of `payload_too_large`. */
export const Problem413 = z.intersection(
  Problem,
  z.object({ code: z.enum(["payload_too_large"]).optional() }),
);

/** The error body of a 415 answer: `code` is one of `unsupported_media_type`. */
export const Problem415 = z.intersection(
  Problem,
  z.object({ code: z.enum(["unsupported_media_type"]).optional() }),
);

/** The error body of a 429 answer: `code` is one of `rate_limited`, `key_requests_exhausted`. */
export const Problem429 = z.intersection(
  Problem,
  z.object({ code: z.enum(["rate_limited", "key_requests_exhausted"]).optional() }),
);

/** The error body of a 500 answer: `code` is one of `internal`. */
export const Problem500 = z.intersection(Problem, z.object({ code: z.enum(["internal"]).optional() }));

/** The error body of a 502 answer: `code` is one of `processor_unavailable`, `processor_rejected`. */
export const Problem502 = z.intersection(
  Problem,
  z.object({ code: z.enum(["processor_unavailable", "processor_rejected"]).optional() }),
);

/**
 * A processor webhook event, as the processor sends it (Stripe's event shape). Only the
 * fields the server reads are listed.
 */
export const ProcessorEvent = z.looseObject({
  id: z.string().max(255),
  type: z.string().max(255),
  created: z.int().gte(0).lte(9007199254740991).optional(),
  data: z.object({ object: z.looseObject({}) }),
});

/** The body of `POST /api/keys/provision`. */
export const ProvisionRequest = z.object({
  name: z.string().min(1).max(120).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")),
  scopes: z.array(Scope).max(20).default([]),
  creditLimit: z.union([z.int().gte(0).lte(9007199254740991), z.null()]).optional(),
  rateLimitSharePct: z.union([z.int().gte(0).lte(100), z.null()]).optional(),
  expiresInDays: z.union([z.int().gte(1).lte(3650), z.null()]).optional(),
  parentKeyId: z
    .union([z.string().max(255).regex(new RegExp("^[^\\u0000-\\u001F\\u007F]*$", "u")), z.null()])
    .optional(),
});

/** A minted key: the plaintext `key` is shown this once. */
export const ProvisionedKey = z.object({
  key: z.string(),
  keyId: z.string(),
  scopes: z.array(z.string()),
  creditLimit: z.union([z.int(), z.null()]),
  rateLimitSharePct: z.union([z.int().gte(-2147483648).lte(2147483647), z.null()]),
  expiresAt: z.union([z.iso.datetime({ offset: true }), z.null()]),
});

/** The body of `POST /api/keys/revoke`. */
export const RevokeKeyRequest = z.object({
  keyId: z.string().min(1).max(255).regex(new RegExp("^[^\\u0000-\\u001F\\u007F]*$", "u")),
});

/** The body of `POST /api/auth/revoke-session`. */
export const RevokeSessionRequest = z.object({
  token: z.string().max(1024).regex(new RegExp("^[^\\u0000-\\u001F\\u007F]*$", "u")),
});

/** One sign-in session (never its secret). */
export const Session = z.object({
  id: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
  token: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  ipAddress: z.string().optional(),
  userAgent: z.string().optional(),
  userId: z.string(),
});

/** A signed-in user, as session lookups show it. */
export const SessionUser = z.object({
  id: z.string(),
  email: z.string().optional(),
  name: z.string().optional(),
});

/** A session lookup: the caller's session and user. */
export const SessionLookup = z.object({ session: Session, user: SessionUser });

/** The body of `POST /api/auth/sign-in/email`. */
export const SignInRequest = z.object({
  email: z
    .email()
    .max(254)
    .regex(
      new RegExp(
        "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
        "u",
      ),
    ),
  password: z.string().min(1).max(128).regex(new RegExp("^[^\\u0000-\\u001F\\u007F]*$", "u")),
  rememberMe: z.boolean().optional(),
});

/** The body of `POST /api/auth/sign-up/email`. */
export const SignUpRequest = z.object({
  email: z
    .email()
    .max(254)
    .regex(
      new RegExp(
        "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
        "u",
      ),
    ),
  password: z.string().min(8).max(128).regex(new RegExp("^[^\\u0000-\\u001F\\u007F]*$", "u")),
  name: z.string().min(1).max(120).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")).optional(),
});

/** A new session: its secret token (shown this once) and the user. */
export const SignedIn = z.object({
  token: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
  user: SessionUser,
});

/** The body of `POST /api/billing/subscribe`. */
export const SubscribeRequest = z.object({
  planId: z.string().max(1024).regex(new RegExp("^[^\\u0000-\\u001F\\u007F]*$", "u")),
});

/** The body of `POST /api/auth/update-session`. */
export const UpdateSessionRequest = z.object({ extend: z.boolean().optional() });

/** Request and response schemas of `oauth_protected_resource` (GET /.well-known/oauth-protected-resource). */
export const oauthProtectedResourceSchemas = {
  responses: {
    "200": ProtectedResourceMetadata,
    "401": Problem401,
  },
};

/** Request and response schemas of `x402_discovery` (GET /.well-known/x402). */
export const x402DiscoverySchemas = {
  responses: {
    "200": X402Discovery,
    "401": Problem401,
  },
};

/** Request and response schemas of `api_key_create` (POST /api/auth/api-key/create). */
export const apiKeyCreateSchemas = {
  body: CreateApiKeyRequest,
  responses: {
    "200": ApiKeyRecord,
    "400": MessageBody400,
    "401": MessageBody401,
    "403": MessageBody403,
    "404": MessageBody404,
    "408": MessageBody408,
    "413": MessageBody413,
    "415": MessageBody415,
    "429": MessageBody429,
    "500": MessageBody500,
  },
};

/** Request and response schemas of `auth_error` (GET /api/auth/error). */
export const authErrorSchemas = {
  responses: {
    "200": z.string(),
    "400": MessageBody400,
    "401": MessageBody401,
    "403": MessageBody403,
    "404": MessageBody404,
    "429": MessageBody429,
    "500": MessageBody500,
  },
};

/** Request and response schemas of `get_session` (GET /api/auth/get-session). */
export const getSessionSchemas = {
  responses: {
    "200": z.union([SessionLookup, z.null()]),
    "401": Problem401,
    "500": Problem500,
  },
};

/** Request and response schemas of `list_sessions` (GET /api/auth/list-sessions). */
export const listSessionsSchemas = {
  responses: {
    "200": z.array(Session),
    "400": MessageBody400,
    "401": MessageBody401,
    "403": MessageBody403,
    "404": MessageBody404,
    "429": MessageBody429,
    "500": MessageBody500,
  },
};

/** Request and response schemas of `auth_ok` (GET /api/auth/ok). */
export const authOkSchemas = {
  responses: {
    "200": Ok,
    "400": MessageBody400,
    "401": MessageBody401,
    "403": MessageBody403,
    "404": MessageBody404,
    "429": MessageBody429,
    "500": MessageBody500,
  },
};

/** Request and response schemas of `revoke_session` (POST /api/auth/revoke-session). */
export const revokeSessionSchemas = {
  body: RevokeSessionRequest,
  responses: {
    "200": z.object({ status: z.boolean() }),
    "400": MessageBody400,
    "401": MessageBody401,
    "403": MessageBody403,
    "404": MessageBody404,
    "408": MessageBody408,
    "413": MessageBody413,
    "415": MessageBody415,
    "429": MessageBody429,
    "500": MessageBody500,
  },
};

/** Request and response schemas of `revoke_sessions` (POST /api/auth/revoke-sessions). */
export const revokeSessionsSchemas = {
  body: EmptyRequest,
  responses: {
    "200": z.object({ status: z.boolean() }),
    "400": MessageBody400,
    "401": MessageBody401,
    "403": MessageBody403,
    "404": MessageBody404,
    "408": MessageBody408,
    "413": MessageBody413,
    "415": MessageBody415,
    "429": MessageBody429,
    "500": MessageBody500,
  },
};

/** Request and response schemas of `sign_in_email` (POST /api/auth/sign-in/email). */
export const signInEmailSchemas = {
  body: SignInRequest,
  responses: {
    "200": SignedIn,
    "400": MessageBody400,
    "401": MessageBody401InvalidLogin,
    "403": MessageBody403,
    "404": MessageBody404,
    "408": MessageBody408,
    "413": MessageBody413,
    "415": MessageBody415,
    "429": MessageBody429,
    "500": MessageBody500,
  },
};

/** Request and response schemas of `sign_out` (POST /api/auth/sign-out). */
export const signOutSchemas = {
  body: EmptyRequest,
  responses: {
    "200": z.object({ success: z.boolean() }),
    "400": MessageBody400,
    "401": MessageBody401,
    "403": MessageBody403,
    "404": MessageBody404,
    "408": MessageBody408,
    "413": MessageBody413,
    "415": MessageBody415,
    "429": MessageBody429,
    "500": MessageBody500,
  },
};

/** Request and response schemas of `sign_up_email` (POST /api/auth/sign-up/email). */
export const signUpEmailSchemas = {
  body: SignUpRequest,
  responses: {
    "200": SignedIn,
    "400": MessageBody400,
    "401": MessageBody401,
    "403": MessageBody403,
    "404": MessageBody404,
    "408": MessageBody408,
    "409": MessageBody409EmailTaken,
    "413": MessageBody413,
    "415": MessageBody415,
    "429": MessageBody429,
    "500": MessageBody500,
  },
};

/** Request and response schemas of `update_session` (POST /api/auth/update-session). */
export const updateSessionSchemas = {
  body: UpdateSessionRequest,
  responses: {
    "200": z.object({ session: Session }),
    "400": MessageBody400,
    "401": MessageBody401,
    "403": MessageBody403,
    "404": MessageBody404,
    "408": MessageBody408,
    "413": MessageBody413,
    "415": MessageBody415,
    "429": MessageBody429,
    "500": MessageBody500,
  },
};

/** Request and response schemas of `payment_config` (GET /api/billing/payment-config). */
export const paymentConfigSchemas = {
  responses: {
    "200": PaymentConfig,
    "429": Problem429,
    "500": Problem500,
  },
};

/** Request and response schemas of `payment_health` (GET /api/billing/payment-health). */
export const paymentHealthSchemas = {
  responses: {
    "200": PaymentHealth,
    "401": Problem401,
    "403": Problem403,
    "429": Problem429,
    "500": Problem500,
  },
};

/** Request and response schemas of `payment_intent` (POST /api/billing/payment-intent). */
export const paymentIntentSchemas = {
  body: PaymentIntentRequest,
  responses: {
    "200": PaymentIntentStarted,
    "400": Problem400,
    "401": Problem401,
    "403": Problem403,
    "408": Problem408,
    "409": Problem409NoSavedCard,
    "413": Problem413,
    "415": Problem415,
    "429": Problem429,
    "500": Problem500,
    "502": Problem502,
  },
};

/** Request and response schemas of `purchase_quote` (GET /api/billing/purchase-quote). */
export const purchaseQuoteSchemas = {
  query: z.object({ amountCents: z.preprocess(coerce.number, z.int().gte(100).lte(100000)) }),
  responses: {
    "200": PriceBreakdown,
    "400": Problem400,
    "401": Problem401,
    "403": Problem403,
    "429": Problem429,
    "500": Problem500,
    "502": Problem502,
  },
};

/** Request and response schemas of `setup_intent` (POST /api/billing/setup-intent). */
export const setupIntentSchemas = {
  responses: {
    "200": ClientSecret,
    "401": Problem401,
    "403": Problem403,
    "429": Problem429,
    "500": Problem500,
    "502": Problem502,
  },
};

/** Request and response schemas of `subscribe` (POST /api/billing/subscribe). */
export const subscribeSchemas = {
  body: SubscribeRequest,
  responses: {
    "200": ClientSecret,
    "400": Problem400,
    "401": Problem401,
    "403": Problem403,
    "404": Problem404,
    "408": Problem408,
    "409": Problem409NoSavedCardAlreadySubscribed,
    "413": Problem413,
    "415": Problem415,
    "429": Problem429,
    "500": Problem500,
    "502": Problem502,
  },
};

/** Request and response schemas of `billing_webhook` (POST /api/billing/webhook). */
export const billingWebhookSchemas = {
  headers: z.object({
    "Stripe-Signature": z.string().max(1024).regex(new RegExp("^t=[0-9]+(,v[0-9]+=[0-9a-f]+)+$", "u")),
  }),
  body: ProcessorEvent,
  responses: {
    "200": z.object({ received: z.literal(true) }),
    "400": Problem400,
    "401": Problem401InvalidSignature,
    "408": Problem408,
    "413": Problem413,
    "415": Problem415,
    "500": Problem500,
  },
};

/** Request and response schemas of `api_health` (GET /api/health). */
export const apiHealthSchemas = {
  responses: {
    "200": HealthStatus,
    "429": Problem429,
    "500": Problem500,
  },
};

/** Request and response schemas of `keys_list` (GET /api/keys). */
export const keysListSchemas = {
  responses: {
    "200": z.object({ keys: z.array(KeyEntry) }),
    "401": Problem401,
    "403": Problem403MissingScope,
    "429": Problem429,
    "500": Problem500,
  },
};

/** Request and response schemas of `keys_provision` (POST /api/keys/provision). */
export const keysProvisionSchemas = {
  body: ProvisionRequest,
  responses: {
    "200": ProvisionedKey,
    "400": Problem400,
    "401": Problem401,
    "403": Problem403MissingScope,
    "404": Problem404,
    "408": Problem408,
    "409": Problem409,
    "413": Problem413,
    "415": Problem415,
    "429": Problem429,
    "500": Problem500,
    "502": Problem502,
  },
};

/** Request and response schemas of `keys_revoke` (POST /api/keys/revoke). */
export const keysRevokeSchemas = {
  body: RevokeKeyRequest,
  responses: {
    "200": z.object({ ok: z.boolean(), revoked: z.int().gte(-2147483648).lte(2147483647) }),
    "400": Problem400,
    "401": Problem401,
    "403": Problem403MissingScope,
    "404": Problem404,
    "408": Problem408,
    "413": Problem413,
    "415": Problem415,
    "429": Problem429,
    "500": Problem500,
  },
};

/** Request and response schemas of `docs` (GET /docs). */
export const docsSchemas = {
  responses: {
    "200": z.string(),
    "401": Problem401,
  },
};

/** Request and response schemas of `docs_script` (GET /docs/scalar.js). */
export const docsScriptSchemas = {
  query: z.object({ v: z.string().regex(new RegExp("^[0-9a-f]{1,64}$", "u")).optional() }),
  responses: {
    "200": z.string(),
    "400": Problem400,
    "401": Problem401,
  },
};

/** Request and response schemas of `health` (GET /health). */
export const healthSchemas = {
  responses: {
    "200": Health,
    "401": Problem401,
  },
};

/** Request and response schemas of `llms_txt` (GET /llms.txt). */
export const llmsTxtSchemas = {
  responses: {
    "200": z.string(),
    "401": Problem401,
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
    "401": Problem401,
    "403": JsonRpcError,
    "406": JsonRpcError,
    "415": JsonRpcError,
  },
};

/** Request and response schemas of `openapi_json` (GET /openapi.json). */
export const openapiJsonSchemas = {
  responses: {
    "200": z.looseObject({}),
    "401": Problem401,
  },
};
