// Generated from spec/memory by codegen — run `npm run generate`. Do not edit.

import { z } from "zod";
import { coerce } from "../../runtime/validation/coerce.js";

/** A UUID naming a memory. */
export const MemoryId = z.guid();

/** What happened to one fact. */
export const AddEvent = z.object({ id: MemoryId, memory: z.string(), event: z.enum(["ADD", "NONE"]) });

/** An entity id (`user_id`, `agent_id`, `app_id`, `run_id`): 1 to 128 characters. */
export const EntityId = z.string().min(1).max(128).regex(new RegExp("^[^\\u0000-\\u001F\\u007F]*$", "u"));

/**
 * The caller's memory key: a secret of 16 to 256 characters that the caller chooses and keeps.
 * Memories are private to it: another key sees, finds, lists and deletes none of them. The server
 * stores only its SHA-256 hash and never logs it. Send it in `X-Memory-Key` (preferred: a query
 * string can end up in access logs) or as the `memory_key` member; both at once must be equal.
 */
export const MemoryKey = z.string().min(16).max(256);

/** One message of the conversation (mem0's shape). */
export const Message = z.object({
  role: z.enum(["user", "assistant", "system"]),
  content: z.string().min(1).max(8000),
});

/** Free-form metadata stored with each memory of the call (at most 16 KiB as JSON). */
export const Metadata = z.looseObject({});

/** What to remember. */
export const AddRequest = z.object({
  memory_key: MemoryKey.optional(),
  messages: z.array(Message).min(1).max(100),
  user_id: EntityId.optional(),
  agent_id: EntityId.optional(),
  app_id: EntityId.optional(),
  run_id: EntityId.optional(),
  metadata: Metadata.optional(),
  infer: z.boolean().default(true),
});

/** The outcome of an add; processed synchronously, so `status` is always `SUCCEEDED`. */
export const AddResult = z.object({
  event_id: MemoryId,
  status: z.enum(["SUCCEEDED"]),
  results: z.array(AddEvent),
  message: z.string(),
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
 * | 403 | `admin_only` | This operation is for administrators. |
 * | 404 | `not_found` | No such record, or it is outside what the caller may see. |
 * | 404 | `route_not_found` | No operation of this service has this path. |
 * | 405 | `method_not_allowed` | The path exists but not with this method; `Allow` lists the methods. |
 * | 408 | `request_timeout` | The request or its body stopped arriving; the connection is closed after this answer. |
 * | 409 | `conflict` | The request is valid but the current state refuses it; the message says why. |
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
 * | 502 | `upstream_unreachable` | The URL's host does not resolve or refuses the connection; nothing was charged. |
 * | 502 | `upstream_error` | The URL answered 4xx or 5xx; the message names the status it answered. Nothing was charged. |
 * | 503 | `unavailable` | The database is unavailable; nothing was charged. Retry later. |
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
  "admin_only",
  "not_found",
  "route_not_found",
  "method_not_allowed",
  "request_timeout",
  "conflict",
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
  "upstream_unreachable",
  "upstream_error",
  "unavailable",
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

/** What a delete did. */
export const DeleteResult = z.object({
  message: z.string(),
  deleted: z.int().gte(0).lte(2147483647),
  more: z.boolean(),
});

/** Which memories: at least one entity id; `*` matches every value (and none). */
export const EntityFilters = z.object({
  user_id: EntityId.optional(),
  agent_id: EntityId.optional(),
  app_id: EntityId.optional(),
  run_id: EntityId.optional(),
});

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

/** The error body of a 404 answer: `code` is one of `not_found`. */
export const ErrorEnvelope404 = z.intersection(
  ErrorEnvelope,
  z.object({ code: z.enum(["not_found"]).optional() }),
);

/** The error body of a 408 answer: `code` is one of `request_timeout`. */
export const ErrorEnvelope408 = z.intersection(
  ErrorEnvelope,
  z.object({ code: z.enum(["request_timeout"]).optional() }),
);

/** The error body of a 413 answer: `code` is one of `payload_too_large`. */
export const ErrorEnvelope413 = z.intersection(
  ErrorEnvelope,
  z.object({ code: z.enum(["payload_too_large"]).optional() }),
);

/** The error body of a 415 answer: `code` is one of `unsupported_media_type`. */
export const ErrorEnvelope415 = z.intersection(
  ErrorEnvelope,
  z.object({ code: z.enum(["unsupported_media_type"]).optional() }),
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

/** The error body of a 503 answer: `code` is one of `unavailable`. */
export const ErrorEnvelope503 = z.intersection(
  ErrorEnvelope,
  z.object({ code: z.enum(["unavailable"]).optional() }),
);

/** The error body of a 504 answer: `code` is one of `upstream_timeout`. */
export const ErrorEnvelope504UpstreamTimeout = z.intersection(
  ErrorEnvelope,
  z.object({ code: z.enum(["upstream_timeout"]).optional() }),
);

/** A stored memory. */
export const MemoryItem = z.object({
  id: MemoryId,
  memory: z.string(),
  user_id: z.union([z.string(), z.null()]),
  agent_id: z.union([z.string(), z.null()]),
  app_id: z.union([z.string(), z.null()]),
  run_id: z.union([z.string(), z.null()]),
  role: z.enum(["user", "assistant"]),
  metadata: z.union([z.looseObject({}), z.null()]),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
  expires_at: z.iso.datetime({ offset: true }),
});

/** A page of memories, newest first. */
export const MemoryPage = z.object({
  count: z.int().gte(0).lte(2147483647),
  next: z.union([z.string(), z.null()]),
  previous: z.union([z.string(), z.null()]),
  results: z.array(MemoryItem),
});

/** How a search score was made. */
export const ScoreBreakdown = z.object({
  fulltext: z.number().gte(0).lte(1),
  trigram: z.number().gte(0).lte(1),
  semantic: z.number().gte(0).lte(1).optional(),
});

/** A search hit. */
export const ScoredMemory = z.object({
  id: MemoryId,
  memory: z.string(),
  user_id: z.union([z.string(), z.null()]),
  agent_id: z.union([z.string(), z.null()]),
  app_id: z.union([z.string(), z.null()]),
  run_id: z.union([z.string(), z.null()]),
  role: z.enum(["user", "assistant"]),
  metadata: z.union([z.looseObject({}), z.null()]),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
  expires_at: z.iso.datetime({ offset: true }),
  score: z.number().gte(0).lte(1),
  score_breakdown: ScoreBreakdown,
});

/** A search. */
export const SearchRequest = z.object({
  memory_key: MemoryKey.optional(),
  query: z.string().min(1).max(1000),
  filters: EntityFilters,
  top_k: z.int().gte(1).lte(100).default(10),
  threshold: z.number().gte(0).lte(1).default(0.1),
});

/** Search hits, best first (newest first among equal scores). */
export const SearchResult = z.object({ results: z.array(ScoredMemory) });

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

/** Request and response schemas of `memory_list` (GET /v1/memories). */
export const memoryListSchemas = {
  query: z.object({
    memory_key: z.string().min(16).max(256).optional(),
    memory_id: z.guid().optional(),
    user_id: z.string().min(1).max(128).regex(new RegExp("^[^\\u0000-\\u001F\\u007F]*$", "u")).optional(),
    agent_id: z.string().min(1).max(128).regex(new RegExp("^[^\\u0000-\\u001F\\u007F]*$", "u")).optional(),
    app_id: z.string().min(1).max(128).regex(new RegExp("^[^\\u0000-\\u001F\\u007F]*$", "u")).optional(),
    run_id: z.string().min(1).max(128).regex(new RegExp("^[^\\u0000-\\u001F\\u007F]*$", "u")).optional(),
    page: z.preprocess(coerce.number, z.int().gte(1).lte(1000000)).default(1),
    page_size: z.preprocess(coerce.number, z.int().gte(1).lte(200)).default(100),
  }),
  headers: z.object({
    "X-Memory-Key": z.string().min(16).max(256).optional(),
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
  responses: {
    "200": z.union([MemoryItem, MemoryPage]),
    "400": ErrorEnvelope400Priced,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402Priced,
    "404": ErrorEnvelope404,
    "408": ErrorEnvelope408,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
    "429": ErrorEnvelope429,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `memory_delete` (DELETE /v1/memories). */
export const memoryDeleteSchemas = {
  query: z.object({
    memory_key: z.string().min(16).max(256).optional(),
    memory_id: z.guid().optional(),
    user_id: z.string().min(1).max(128).regex(new RegExp("^[^\\u0000-\\u001F\\u007F]*$", "u")).optional(),
    agent_id: z.string().min(1).max(128).regex(new RegExp("^[^\\u0000-\\u001F\\u007F]*$", "u")).optional(),
    app_id: z.string().min(1).max(128).regex(new RegExp("^[^\\u0000-\\u001F\\u007F]*$", "u")).optional(),
    run_id: z.string().min(1).max(128).regex(new RegExp("^[^\\u0000-\\u001F\\u007F]*$", "u")).optional(),
  }),
  headers: z.object({
    "X-Memory-Key": z.string().min(16).max(256).optional(),
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
  responses: {
    "200": DeleteResult,
    "400": ErrorEnvelope400Priced,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402Priced,
    "404": ErrorEnvelope404,
    "408": ErrorEnvelope408,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
    "429": ErrorEnvelope429,
    "503": ErrorEnvelope503,
  },
};

/** Request and response schemas of `memory_add` (POST /v3/memories/add). */
export const memoryAddSchemas = {
  headers: z.object({
    "X-Memory-Key": z.string().min(16).max(256).optional(),
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
  body: AddRequest,
  responses: {
    "200": AddResult,
    "400": ErrorEnvelope400Priced,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402Priced,
    "408": ErrorEnvelope408,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
    "429": ErrorEnvelope429,
    "502": ErrorEnvelope502UpstreamUnreachableUpstreamError,
    "503": ErrorEnvelope503,
    "504": ErrorEnvelope504UpstreamTimeout,
  },
};

/** Request and response schemas of `memory_search` (POST /v3/memories/search). */
export const memorySearchSchemas = {
  headers: z.object({
    "X-Memory-Key": z.string().min(16).max(256).optional(),
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
  body: SearchRequest,
  responses: {
    "200": SearchResult,
    "400": ErrorEnvelope400Priced,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402Priced,
    "408": ErrorEnvelope408,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
    "429": ErrorEnvelope429,
    "502": ErrorEnvelope502UpstreamUnreachableUpstreamError,
    "503": ErrorEnvelope503,
    "504": ErrorEnvelope504UpstreamTimeout,
  },
};
