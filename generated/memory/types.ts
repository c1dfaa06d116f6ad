// Generated from spec/memory by codegen — run `npm run generate`. Do not edit.

import type { Context } from "../../handlers/memory/context.js";

/** A UUID naming a memory. */
export type MemoryId = string;

/** What happened to one fact. */
export type AddEvent = {
  id: MemoryId;
  /** The fact as stored. */
  memory: string;
  /** `ADD`: stored now. `NONE`: an identical fact was already stored; `id` is that memory's. */
  event: "ADD" | "NONE";
};

/** An entity id (`user_id`, `agent_id`, `app_id`, `run_id`): 1 to 128 characters. */
export type EntityId = string;

/**
 * The caller's memory key: a secret of 16 to 256 characters that the caller chooses and keeps.
 * Memories are private to it: another key sees, finds, lists and deletes none of them. The server
 * stores only its SHA-256 hash and never logs it. Send it in `X-Memory-Key` (preferred: a query
 * string can end up in access logs) or as the `memory_key` member; both at once must be equal.
 */
export type MemoryKey = string;

/** One message of the conversation (mem0's shape). */
export type Message = {
  /** Who said it. Facts are extracted from `user` messages; `system` messages are never stored. */
  role: "user" | "assistant" | "system";
  /** What was said: 1 to 8,000 characters. */
  content: string;
};

/** Free-form metadata stored with each memory of the call (at most 16 KiB as JSON). */
export type Metadata = {
  [key: string]: unknown;
};

/** What to remember. */
export type AddRequest = {
  /** The memory key, unless sent in `X-Memory-Key`. */
  memory_key?: MemoryKey;
  /** The conversation: 1 to 100 messages. */
  messages: Array<Message>;
  /** Whose memory this is; at least one of the four entity ids is required. */
  user_id?: EntityId;
  agent_id?: EntityId;
  app_id?: EntityId;
  run_id?: EntityId;
  metadata?: Metadata;
  /**
   * `true` (default): extract facts from the `user` messages (the deterministic extractor, or
   * the configured model). `false`: store each `user` and `assistant` message as it is.
   * Either way, a fact already stored under the same key and entity ids is not stored again: it
   * answers `NONE` with the existing memory's id (so does a repeat within one call).
   */
  infer?: boolean;
};

/** The outcome of an add; processed synchronously, so `status` is always `SUCCEEDED`. */
export type AddResult = {
  /** Names this call. */
  event_id: MemoryId;
  status: "SUCCEEDED";
  results: Array<AddEvent>;
  /** A human summary (`2 memories added, 1 already stored`). */
  message: string;
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
  | "admin_only"
  | "not_found"
  | "route_not_found"
  | "method_not_allowed"
  | "request_timeout"
  | "conflict"
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
  | "upstream_unreachable"
  | "upstream_error"
  | "unavailable"
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

/** What a delete did. */
export type DeleteResult = {
  /** `Memory deleted`, or how many were deleted and whether more remain. */
  message: string;
  /** How many memories this call deleted (at most 200). */
  deleted: number;
  /**
   * True when more memories match the filters than this call deleted: call again until false.
   * A partial delete never reports that everything is gone.
   */
  more: boolean;
};

/** Which memories: at least one entity id; `*` matches every value (and none). */
export type EntityFilters = {
  user_id?: EntityId;
  agent_id?: EntityId;
  app_id?: EntityId;
  run_id?: EntityId;
};

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

/** The error body of a 404 answer: `code` is one of `not_found`. */
export type ErrorEnvelope404 = ErrorEnvelope & {
  code?: "not_found";
};

/** The error body of a 408 answer: `code` is one of `request_timeout`. */
export type ErrorEnvelope408 = ErrorEnvelope & {
  code?: "request_timeout";
};

/** The error body of a 413 answer: `code` is one of `payload_too_large`. */
export type ErrorEnvelope413 = ErrorEnvelope & {
  code?: "payload_too_large";
};

/** The error body of a 415 answer: `code` is one of `unsupported_media_type`. */
export type ErrorEnvelope415 = ErrorEnvelope & {
  code?: "unsupported_media_type";
};

/** The error body of a 429 answer: `code` is one of `rate_limited`, `key_requests_exhausted`. */
export type ErrorEnvelope429 = ErrorEnvelope & {
  code?: "rate_limited" | "key_requests_exhausted";
};

/** The error body of a 502 answer: `code` is one of `processor_unavailable`, `processor_rejected`, `upstream_unreachable`, `upstream_error`. */
export type ErrorEnvelope502UpstreamUnreachableUpstreamError = ErrorEnvelope & {
  code?: "processor_unavailable" | "processor_rejected" | "upstream_unreachable" | "upstream_error";
};

/** The error body of a 503 answer: `code` is one of `unavailable`. */
export type ErrorEnvelope503 = ErrorEnvelope & {
  code?: "unavailable";
};

/** The error body of a 504 answer: `code` is one of `upstream_timeout`. */
export type ErrorEnvelope504UpstreamTimeout = ErrorEnvelope & {
  code?: "upstream_timeout";
};

/** A stored memory. */
export type MemoryItem = {
  id: MemoryId;
  memory: string;
  user_id: string | null;
  agent_id: string | null;
  app_id: string | null;
  run_id: string | null;
  /** The role of the message it came from. */
  role: "user" | "assistant";
  metadata: {
    [key: string]: unknown;
  } | null;
  created_at: string;
  updated_at: string;
  /** When the retention sweep deletes it (365 days after it was stored). */
  expires_at: string;
};

/** A page of memories, newest first. */
export type MemoryPage = {
  /** How many memories match, over every page. */
  count: number;
  /** The next page's path and query (without `memory_key`), or null on the last page. */
  next: string | null;
  /** The previous page's path and query (without `memory_key`), or null on the first page. */
  previous: string | null;
  results: Array<MemoryItem>;
};

/** How a search score was made. */
export type ScoreBreakdown = {
  /** The share of the query's words (stemmed, stop words left out) the memory contains, 0 to 1. */
  fulltext: number;
  /** pg_trgm's `word_similarity(query, memory)`, 0 to 1; 0 when pg_trgm is absent. */
  trigram: number;
  /**
   * Only with an embeddings provider configured, for a memory embedded by the configured model:
   * cosine similarity of the query's and the memory's embeddings, clamped to 0 to 1.
   */
  semantic?: number;
};

/** A search hit. */
export type ScoredMemory = {
  id: MemoryId;
  memory: string;
  user_id: string | null;
  agent_id: string | null;
  app_id: string | null;
  run_id: string | null;
  /** The role of the message it came from. */
  role: "user" | "assistant";
  metadata: {
    [key: string]: unknown;
  } | null;
  created_at: string;
  updated_at: string;
  /** When the retention sweep deletes it (365 days after it was stored). */
  expires_at: string;
  /**
   * 0 to 1. The lexical score is 0.7 × `fulltext` + 0.3 × `trigram` (`fulltext` alone without
   * pg_trgm); with `semantic`, the score is 0.5 × `semantic` + 0.5 × the lexical score.
   */
  score: number;
  score_breakdown: ScoreBreakdown;
};

/** A search. */
export type SearchRequest = {
  /** The memory key, unless sent in `X-Memory-Key`. */
  memory_key?: MemoryKey;
  /** What to look for: 1 to 1,000 characters of plain text. */
  query: string;
  filters: EntityFilters;
  /** How many results at most, 1 to 100. */
  top_k?: number;
  /** Results scoring below this are left out. */
  threshold?: number;
};

/** Search hits, best first (newest first among equal scores). */
export type SearchResult = {
  results: Array<ScoredMemory>;
};

/** Validated input of `memory_list`. */
export interface MemoryListInput {
  query: {
    /** The memory key, unless sent in `X-Memory-Key` (preferred: query strings reach access logs). */
    memory_key?: MemoryKey;
    /** One memory: answered (or deleted) alone; the entity ids, when given, must match it too. */
    memory_id?: MemoryId;
    /** Required without `memory_id` (at least one of the four); `*` matches every value. */
    user_id?: EntityId;
    agent_id?: EntityId;
    app_id?: EntityId;
    run_id?: EntityId;
    /** The page, from 1; past the last page answers an empty `results`. */
    page: number;
    /** Memories per page, 1 to 200. */
    page_size: number;
  };
  headers: {
    "X-Memory-Key"?: MemoryKey;
    /**
     * x402 v2 payment: base64 JSON `PaymentPayload` signed by the payer's wallet. Not base64: 400;
     * base64 that holds no payment this route accepts: 402 with the terms and the reason.
     */
    "PAYMENT-SIGNATURE"?: X402Payment;
    /** x402 v1 payment header, accepted for older clients; read as `PAYMENT-SIGNATURE` is. */
    "X-PAYMENT"?: X402Payment;
  };
}

/** Every response `memory_list` may return. */
export type MemoryListResponse =
  | { status: 200; body: MemoryItem | MemoryPage; headers?: { "PAYMENT-RESPONSE"?: string } }
  | { status: 400; body: ErrorEnvelope400Priced }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402Priced; headers: { "PAYMENT-REQUIRED": string } }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 429; body: ErrorEnvelope429; headers: { "Retry-After": string } }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `memory_delete`. */
export interface MemoryDeleteInput {
  query: {
    /** The memory key, unless sent in `X-Memory-Key` (preferred: query strings reach access logs). */
    memory_key?: MemoryKey;
    /** One memory: answered (or deleted) alone; the entity ids, when given, must match it too. */
    memory_id?: MemoryId;
    /** Required without `memory_id` (at least one of the four); `*` matches every value. */
    user_id?: EntityId;
    agent_id?: EntityId;
    app_id?: EntityId;
    run_id?: EntityId;
  };
  headers: {
    "X-Memory-Key"?: MemoryKey;
    /**
     * x402 v2 payment: base64 JSON `PaymentPayload` signed by the payer's wallet. Not base64: 400;
     * base64 that holds no payment this route accepts: 402 with the terms and the reason.
     */
    "PAYMENT-SIGNATURE"?: X402Payment;
    /** x402 v1 payment header, accepted for older clients; read as `PAYMENT-SIGNATURE` is. */
    "X-PAYMENT"?: X402Payment;
  };
}

/** Every response `memory_delete` may return. */
export type MemoryDeleteResponse =
  | { status: 200; body: DeleteResult; headers?: { "PAYMENT-RESPONSE"?: string } }
  | { status: 400; body: ErrorEnvelope400Priced }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402Priced; headers: { "PAYMENT-REQUIRED": string } }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 429; body: ErrorEnvelope429; headers: { "Retry-After": string } }
  | { status: 503; body: ErrorEnvelope503 };

/** Validated input of `memory_add`. */
export interface MemoryAddInput {
  headers: {
    "X-Memory-Key"?: MemoryKey;
    /**
     * x402 v2 payment: base64 JSON `PaymentPayload` signed by the payer's wallet. Not base64: 400;
     * base64 that holds no payment this route accepts: 402 with the terms and the reason.
     */
    "PAYMENT-SIGNATURE"?: X402Payment;
    /** x402 v1 payment header, accepted for older clients; read as `PAYMENT-SIGNATURE` is. */
    "X-PAYMENT"?: X402Payment;
  };
  body: AddRequest;
}

/** Every response `memory_add` may return. */
export type MemoryAddResponse =
  | { status: 200; body: AddResult; headers?: { "PAYMENT-RESPONSE"?: string } }
  | { status: 400; body: ErrorEnvelope400Priced }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402Priced; headers: { "PAYMENT-REQUIRED": string } }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 429; body: ErrorEnvelope429; headers: { "Retry-After": string } }
  | { status: 502; body: ErrorEnvelope502UpstreamUnreachableUpstreamError }
  | { status: 503; body: ErrorEnvelope503 }
  | { status: 504; body: ErrorEnvelope504UpstreamTimeout };

/** Validated input of `memory_search`. */
export interface MemorySearchInput {
  headers: {
    "X-Memory-Key"?: MemoryKey;
    /**
     * x402 v2 payment: base64 JSON `PaymentPayload` signed by the payer's wallet. Not base64: 400;
     * base64 that holds no payment this route accepts: 402 with the terms and the reason.
     */
    "PAYMENT-SIGNATURE"?: X402Payment;
    /** x402 v1 payment header, accepted for older clients; read as `PAYMENT-SIGNATURE` is. */
    "X-PAYMENT"?: X402Payment;
  };
  body: SearchRequest;
}

/** Every response `memory_search` may return. */
export type MemorySearchResponse =
  | { status: 200; body: SearchResult; headers?: { "PAYMENT-RESPONSE"?: string } }
  | { status: 400; body: ErrorEnvelope400Priced }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402Priced; headers: { "PAYMENT-REQUIRED": string } }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 429; body: ErrorEnvelope429; headers: { "Retry-After": string } }
  | { status: 502; body: ErrorEnvelope502UpstreamUnreachableUpstreamError }
  | { status: 503; body: ErrorEnvelope503 }
  | { status: 504; body: ErrorEnvelope504UpstreamTimeout };

/**
 * The operations tagged "Memories": what one handler file implements.
 *
 * Add, search, list and delete memories.
 */
export interface MemoryMemoriesHandlers {
  /**
   * Get or list memories
   *
   * With `memory_id`: that memory (404 when it is not under the caller's key). Without: a page of
   * the memories the entity ids name, newest first (`page` from 1, `page_size` 1 to 200).
   *
   * GET /v1/memories
   */
  memory_list: (input: MemoryListInput, ctx: Context) => Promise<MemoryListResponse>;
  /**
   * Delete memories
   *
   * With `memory_id`: deletes that memory (404 when it is not under the caller's key). Without:
   * deletes up to 200 of the memories the entity ids name, oldest first, and says whether more
   * remain (`more`); call again until `more` is false.
   *
   * DELETE /v1/memories
   */
  memory_delete: (input: MemoryDeleteInput, ctx: Context) => Promise<MemoryDeleteResponse>;
  /**
   * Add memories
   *
   * Stores the facts of a conversation under the caller's memory key and entity ids, and answers
   * what happened to each (`ADD`, or `NONE` for a fact already stored). Synchronous.
   *
   * POST /v3/memories/add
   */
  memory_add: (input: MemoryAddInput, ctx: Context) => Promise<MemoryAddResponse>;
  /**
   * Search memories
   *
   * Finds the caller's memories matching `query` among those the filters name, best first.
   *
   * POST /v3/memories/search
   */
  memory_search: (input: MemorySearchInput, ctx: Context) => Promise<MemorySearchResponse>;
}

/** Business logic of Agent memory store: one method per operation; return data, never touch `res`. */
export interface MemoryHandlers extends MemoryMemoriesHandlers {}
