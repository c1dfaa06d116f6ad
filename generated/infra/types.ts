// Generated from spec/infra by codegen — run `npm run generate`. Do not edit.

import type { BinaryContent, Upload } from "../../runtime/binary.js";
import type { Context } from "../../handlers/infra/context.js";
import type { EventStream } from "../../runtime/sse/eventStream.js";

/**
 * What a model is for, each named after the AI route family that will use it (our design: the
 * seed lists the field without its values). A model may have several.
 */
export type AiCapability =
  | "text_generation"
  | "reasoning"
  | "vision"
  | "embedding"
  | "rerank"
  | "moderation"
  | "transcription"
  | "speech"
  | "image_generation"
  | "image_editing";

/**
 * A kind of input or output (our design: the seed lists the fields without their values).
 * `embedding` is a vector of numbers, an output of embedding models only.
 */
export type AiModality = "text" | "image" | "audio" | "video" | "embedding";

/**
 * A model's id: 1 to 100 characters, lower-case letters, digits, `.`, `_` and `-`, starting
 * with a letter or digit (no `/`, so it fits in one path segment).
 */
export type AiModelId = string;

/**
 * What a model costs, in US dollars, by the unit it is billed in. A member is null when the
 * model is not billed by that unit; a model billed by none (a free one) has every member null.
 */
export type AiModelPricing = {
  /** Per million input tokens (text, and images or audio counted as tokens). */
  input_per_million_tokens: number | null;
  /** Per million output tokens, reasoning tokens included. */
  output_per_million_tokens: number | null;
  /** Per minute of audio in (transcription) or out (speech). */
  audio_minute: number | null;
  /** Image generation by diffusion: per denoising step of one image. */
  image_step: number | null;
  /** Image input: per 512×512-pixel tile of a given image. */
  image_tile: number | null;
  /** A fixed price per call (a rerank search, a moderation check, one generated image). */
  per_request: number | null;
};

/** Where a model stands in the catalog (our design: the seed lists the field without its values). */
export type AiModelStatus = "active" | "preview" | "deprecated";

/**
 * A model in this service's catalog: what it takes and gives, its limits, what it supports and
 * what it costs. The catalog is a registry file read when the service starts — not a live list
 * of any provider's models; names, limits and prices are the ones this service publishes.
 */
export type AiModel = {
  id: AiModelId;
  /** A display name. */
  name: string;
  /** Who makes the model (`anthropic`, `openai`, `google`, `cohere`…). */
  provider: string;
  /** What the model is for, at least one, no repeats. */
  capabilities: Array<AiCapability>;
  /** What the model reads, at least one, no repeats. */
  input_modalities: Array<AiModality>;
  /** What the model produces, at least one, no repeats. */
  output_modalities: Array<AiModality>;
  /** The most tokens one call may hold, input and output together; null when not counted in tokens (image and audio models). */
  context_window: number | null;
  /** The most tokens one answer may hold; null when the model does not write tokens. */
  max_output_tokens: number | null;
  /** Takes tool (function) definitions and answers with tool calls. */
  supports_tools: boolean;
  /** Can be held to a JSON Schema for its answer (structured output). */
  supports_json_schema: boolean;
  /** Can stream its answer as it is produced. */
  supports_streaming: boolean;
  status: AiModelStatus;
  /** When the model was (or will be) deprecated; set exactly when `status` is `deprecated`. */
  deprecated_at: string | null;
  /** What the model is good at, in a sentence or two. */
  description: string;
  pricing: AiModelPricing;
};

/** The catalog: every model, ordered by id. */
export type AiModelList = {
  data: Array<AiModel>;
};

/** A UUID naming a record. */
export type RecordId = string;

/** A project API key as listed: never its secret. */
export type ApiKey = {
  id: RecordId;
  project_id: RecordId;
  name: string;
  /** The key's first 20 characters (`sk_<appId>_` and 4 more), to tell keys apart. */
  start: string;
  created_at: string;
  /** When the key last authenticated a call (updated at most once a minute). */
  last_used_at: string | null;
  /** When the key was revoked; a revoked key answers 401. */
  revoked_at: string | null;
};

/** The backoff a job applies: its create body's `backoff` with the defaults filled in. */
export type AppliedJobBackoff = {
  strategy: "fixed" | "exponential";
  delay_seconds: number;
};

export type AssetUploadForm = {
  /**
   * The bytes; its `filename` and declared `Content-Type` are recorded, the type re-detected
   * from the bytes (415 when they are neither an image nor a video, 422 when they claim to be
   * one and cannot be read).
   */
  file: Upload;
  /** Default `private`. */
  visibility?: "private" | "public";
  /** A JSON object as text, at most 16 KiB; anything else is a 400 naming `/metadata`. */
  metadata?: string;
};

/**
 * Something made from an asset: `image` (a transform of an image), `video` (an encoding of a
 * video at one resolution) or `thumbnail` (a JPEG frame of a video). Image variants are made
 * before the answer and are born `ready`; video variants and thumbnails go `queued` →
 * `processing` → `ready` or `failed` (with `error`) — our design: the seed does not show the
 * status values.
 */
export type AssetVariant = {
  id: RecordId;
  asset_id: RecordId;
  type: "image" | "video" | "thumbnail";
  /** What was asked for, normalized (defaults filled in; named resolutions resolved to pixels). */
  params: {
    [key: string]: unknown;
  };
  status: "queued" | "processing" | "ready" | "failed";
  /**
   * Where to download the bytes once `ready` (our design: the variant content route, which
   * takes the project's API key); null until then.
   */
  url: string | null;
  content_type: string;
  /** Bytes, once ready. */
  size: number | null;
  width: number | null;
  height: number | null;
  /** Why it failed (the encoder's last line of output); null otherwise. */
  error: string | null;
  /** Video transforms: the id of the encoding request, shared by its variants; null for images. */
  job_id: RecordId | null;
  created_at: string;
};

/** A role that can be given to a member (ownership moves with `transfer`). */
export type AssignableRole = "admin" | "member";

/** A five-field cron schedule: minute hour day-of-month month day-of-week. */
export type CronSchedule = string;

/** An IANA time zone name (`UTC`, `Europe/Paris`). */
export type TimeZoneName = string;

/**
 * Runs at every tick of a five-field cron `schedule` (minute hour day-of-month month day-of-week)
 * in `timezone` (an IANA name, default `UTC`). A schedule or timezone that does not parse is a 400.
 */
export type CronTrigger = {
  type: "cron";
  schedule: CronSchedule;
  timezone?: TimeZoneName;
};

/** A pull queue's name: 1 to 128 of letters, digits, `.`, `_`, `:` and `-`. */
export type JobQueueName = string;

/** Waits in `queue` for a consumer to claim it (`POST /infra/jobs/claim`) and ack it; takes no handler. */
export type QueueTrigger = {
  type: "queue";
  queue: JobQueueName;
};

/** Runs once, `delay_seconds` (default 0, at most a year) after it is created. */
export type TaskTrigger = {
  type: "task";
  delay_seconds?: number;
};

/** When a job runs, told apart by `type`. */
export type JobTrigger = TaskTrigger | CronTrigger | QueueTrigger;

/**
 * A job: one unit of work run by POSTing its payload to `handler` (task and cron jobs) or claimed
 * by a consumer (queue jobs). Status: `scheduled` (waits for `run_at` or the next cron tick),
 * `queued` (ready), `running` (a handler call or a consumer's claim is in flight until
 * `claimed_until`), `completed`, `failed`, `cancelled` — our design: the seed does not show them.
 */
export type Job = {
  id: RecordId;
  name: string | null;
  trigger: JobTrigger;
  handler: string | null;
  payload: unknown;
  /** The handler's JSON answer or the consumer's ack `result`; null until completed. */
  result: unknown;
  status: "scheduled" | "queued" | "running" | "completed" | "failed" | "cancelled";
  enabled: boolean;
  priority: number;
  /** Attempts made of the current run. */
  attempt: number;
  max_attempts: number;
  /** Seconds one attempt may take. */
  timeout: number;
  backoff: AppliedJobBackoff;
  callback_url: string | null;
  idempotency_key: string | null;
  /** Why the latest attempt failed. */
  error: string | null;
  created_at: string;
  /** When the current run is due. */
  run_at: string | null;
  /** Cron jobs: the next tick. */
  next_run_at: string | null;
  last_run_at: string | null;
  /** While running: the lease's end. */
  claimed_until: string | null;
  completed_at: string | null;
};

/** One job of a batch: created now (with its secret) or the one an idempotency key already named. */
export type BatchJobResult = {
  created: boolean;
  job: Job;
  /** Only when `created`. */
  signing_secret?: string;
};

/** Who a bucket is meant for (our design: the seed lists the field without its values). */
export type BucketVisibility = "private" | "public";

/** A bucket: a namespace of objects inside a project. */
export type Bucket = {
  id: RecordId;
  /** The project that owns it. */
  project_id: RecordId;
  name: string;
  visibility: BucketVisibility;
  description: string | null;
  created_at: string;
};

/**
 * A bucket's name: 3 to 63 characters of lower-case letters, digits and hyphens, starting and
 * ending with a letter or digit (S3's rule, so a bucket can be mirrored to S3 under the same
 * name). Unique within the project. A name shaped like a UUID is refused (400): in paths a UUID
 * names a bucket by its id.
 */
export type BucketName = string;

/** A bucket named by its `id` or by its `name` (both are unique within the project). */
export type BucketRef = string;

/** A channel name: 1 to 128 letters, digits and `.`, `_`, `:`, `@`, `-`; not `.` or `..`. */
export type ChannelName = string;

/**
 * A server-assigned event id: a decimal number below 10^18 (leading zeros allowed), increasing
 * in publish order.
 */
export type EventId = string;

/**
 * One server-sent event of a subscription, as its fields parse (the schema of each event, as
 * OpenAPI 3.2's `itemSchema` and Schemathesis read `text/event-stream`).
 */
export type ChannelStreamEvent = {
  /** `id:` the message's event id; a reconnecting client sends it back as `Last-Event-ID`. */
  id: EventId;
  /** `event:` the message's event name. */
  event: string;
  /** `data:` the message's `data` as JSON text, on one line. */
  data: string;
};

/** A user id as the publisher or subscriber names it: 1 to 200 characters. */
export type ChannelUserId = string;

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
 * | 401 | `credentials_required` | This operation needs a credential and none was sent. |
 * | 401 | `invalid_credentials` | The credential sent is unknown, expired or revoked. |
 * | 401 | `malformed_authorization` | `Authorization` is not `Bearer <token>`. |
 * | 401 | `wrong_credential_kind` | The credential is valid but of a kind this operation does not take (for example a key with no person behind it where a person's session is needed). |
 * | 402 | `tokens_exhausted` | The project has no tokens left; allocate tokens to it from its organization's pool. |
 * | 403 | `forbidden` | The caller is known but may not do this. |
 * | 403 | `admin_only` | This operation is for administrators. |
 * | 404 | `not_found` | No such record, or it is outside what the caller may see. |
 * | 404 | `route_not_found` | No operation of this service has this path. |
 * | 405 | `method_not_allowed` | The path exists but not with this method; `Allow` lists the methods. |
 * | 408 | `request_timeout` | The request or its body stopped arriving; the connection is closed after this answer. |
 * | 409 | `conflict` | The request is valid but the current state refuses it; the message says why. |
 * | 409 | `key_exists` | `if_not_exists` was set and the key already holds a value. |
 * | 409 | `bucket_not_empty` | The bucket still holds objects: delete them before the bucket. |
 * | 409 | `insufficient_tokens` | The organization's pool (or the project) holds fewer tokens than the amount to move. |
 * | 409 | `lock_not_held` | The token does not hold the lock: it was released, expired or taken since. |
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
  | "tokens_exhausted"
  | "forbidden"
  | "admin_only"
  | "not_found"
  | "route_not_found"
  | "method_not_allowed"
  | "request_timeout"
  | "conflict"
  | "key_exists"
  | "bucket_not_empty"
  | "insufficient_tokens"
  | "lock_not_held"
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

/** A key just minted: `key` is the secret, shown this once and stored only as a hash. */
export type CreatedApiKey = {
  id: RecordId;
  project_id: RecordId;
  name: string;
  /** The key's first 20 characters (`sk_<appId>_` and 4 more), to tell keys apart. */
  start: string;
  created_at: string;
  /** When the key last authenticated a call (updated at most once a minute). */
  last_used_at: string | null;
  /** When the key was revoked; a revoked key answers 401. */
  revoked_at: string | null;
  /** `sk_<appId>_<48 hex digits>`: send it as `X-API-Key`. */
  key: string;
};

/** A job just created: `signing_secret` signs its handler and callback calls and is shown this once. */
export type CreatedJob = {
  id: RecordId;
  name: string | null;
  trigger: JobTrigger;
  handler: string | null;
  payload: unknown;
  /** The handler's JSON answer or the consumer's ack `result`; null until completed. */
  result: unknown;
  status: "scheduled" | "queued" | "running" | "completed" | "failed" | "cancelled";
  enabled: boolean;
  priority: number;
  /** Attempts made of the current run. */
  attempt: number;
  max_attempts: number;
  /** Seconds one attempt may take. */
  timeout: number;
  backoff: AppliedJobBackoff;
  callback_url: string | null;
  idempotency_key: string | null;
  /** Why the latest attempt failed. */
  error: string | null;
  created_at: string;
  /** When the current run is due. */
  run_at: string | null;
  /** Cron jobs: the next tick. */
  next_run_at: string | null;
  last_run_at: string | null;
  /** While running: the lease's end. */
  claimed_until: string | null;
  completed_at: string | null;
  /** Verify handler and callback calls with it (any Standard Webhooks library); shown only now. */
  signing_secret: string;
};

/** A webhook just created: `secret` signs its deliveries and is shown this once. */
export type CreatedWebhook = {
  id: RecordId;
  name: string;
  url: string;
  topics: Array<string>;
  enabled: boolean;
  /** Deliveries answered with 2xx. */
  success_count: number;
  /** Deliveries that failed for good (every retry spent). */
  failure_count: number;
  last_attempted_at: string | null;
  /** HTTP status of the latest attempt; 0 when no answer arrived; null before any. */
  last_status: number | null;
  created_at: string;
  /** Verify deliveries with it (any Standard Webhooks library); shown only now. */
  secret: string;
};

/** Waits between failed attempts: `fixed` (always `delay_seconds`) or `exponential` (doubling from it). */
export type JobBackoff = {
  strategy?: "fixed" | "exponential";
  delay_seconds?: number;
};

/**
 * Where deliveries are POSTed: an http or https URL of at most 2,048 characters whose host is a
 * name (its last label starts with a letter) or a dotted IPv4 address, with an optional port,
 * no `user:password@`, and no whitespace or control character. Internal addresses (loopback, private, link-local) are refused with 403
 * when the host is an IP address, and at every delivery after DNS whatever the name.
 */
export type WebhookUrl = string;

/** A cron job: its `handler` is called at every tick of the schedule. */
export type CronJobInput = {
  trigger: CronTrigger;
  /** POSTed `{job_id, run_id, attempt, payload}`, signed with the job's `signing_secret`. */
  handler: WebhookUrl;
  /** Any JSON value, at most 256 KiB as JSON. */
  payload: unknown;
  /** A second create with the same key answers the first job (200) instead of creating one. */
  idempotency_key?: string;
  name?: string;
  timeout?: number;
  max_attempts?: number;
  backoff?: JobBackoff;
  /** Higher runs (and is claimed) first. */
  priority?: number;
  /** POSTed a signed `{job_id, status, result, error, attempt}` when the job completes or fails. */
  callback_url?: WebhookUrl;
  enabled?: boolean;
};

/** A display name: 1 to 100 characters, no `<`, `>` or control characters. */
export type DisplayName = string;

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

/** The error body of a 401 answer: `code` is one of `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
export type ErrorEnvelope401 = ErrorEnvelope & {
  code?: "credentials_required" | "invalid_credentials" | "malformed_authorization" | "wrong_credential_kind";
};

/** The error body of a 402 answer: `code` is one of `tokens_exhausted`. */
export type ErrorEnvelope402TokensExhausted = ErrorEnvelope & {
  code?: "tokens_exhausted";
};

/** The error body of a 403 answer: `code` is one of `forbidden`, `admin_only`. */
export type ErrorEnvelope403 = ErrorEnvelope & {
  code?: "forbidden" | "admin_only";
};

/** The error body of a 404 answer: `code` is one of `not_found`. */
export type ErrorEnvelope404 = ErrorEnvelope & {
  code?: "not_found";
};

/** The error body of a 408 answer: `code` is one of `request_timeout`. */
export type ErrorEnvelope408 = ErrorEnvelope & {
  code?: "request_timeout";
};

/** The error body of a 409 answer: `code` is one of `conflict`. */
export type ErrorEnvelope409 = ErrorEnvelope & {
  code?: "conflict";
};

/** The error body of a 409 answer: `code` is one of `conflict`, `bucket_not_empty`. */
export type ErrorEnvelope409BucketNotEmpty = ErrorEnvelope & {
  code?: "conflict" | "bucket_not_empty";
};

/** The error body of a 409 answer: `code` is one of `conflict`, `insufficient_tokens`. */
export type ErrorEnvelope409InsufficientTokens = ErrorEnvelope & {
  code?: "conflict" | "insufficient_tokens";
};

/** The error body of a 409 answer: `code` is one of `conflict`, `key_exists`. */
export type ErrorEnvelope409KeyExists = ErrorEnvelope & {
  code?: "conflict" | "key_exists";
};

/** The error body of a 409 answer: `code` is one of `conflict`, `lock_not_held`. */
export type ErrorEnvelope409LockNotHeld = ErrorEnvelope & {
  code?: "conflict" | "lock_not_held";
};

/** The error body of a 413 answer: `code` is one of `payload_too_large`. */
export type ErrorEnvelope413 = ErrorEnvelope & {
  code?: "payload_too_large";
};

/** The error body of a 415 answer: `code` is one of `unsupported_media_type`. */
export type ErrorEnvelope415 = ErrorEnvelope & {
  code?: "unsupported_media_type";
};

/** The error body of a 416 answer: `code` is one of `range_not_satisfiable`. */
export type ErrorEnvelope416 = ErrorEnvelope & {
  code?: "range_not_satisfiable";
};

/** The error body of a 422 answer: `code` is one of `unprocessable`. */
export type ErrorEnvelope422 = ErrorEnvelope & {
  code?: "unprocessable";
};

/** An event name: 1 to 128 characters, no control characters. */
export type EventName = string;

/** What triggering a blueprint answers. */
export type ExecutionStarted = {
  execution_id: RecordId;
  blueprint_id: RecordId;
  status: "running" | "completed" | "failed" | "cancelled" | "timed_out";
  started_at: string;
};

/**
 * A fencing token: a decimal number that rises with every acquisition of the key, so a
 * resource guarded by the lock can refuse writes carrying an older token.
 */
export type FencingToken = string;

/** A CSS hex colour: `#rrggbb` or `#rrggbbaa`. */
export type HexColour = string;

/** A message in the history. */
export type HistoryMessage = {
  id: EventId;
  event: string;
  data: unknown;
  user_id: string | null;
  timestamp: string;
};

/** A pixel dimension of an image variant: 1 to 8192. */
export type ImageDimension = number;

/** An image transform. Every member is optional; at least the format is always applied. */
export type ImageTransformInput = {
  /** Output width in pixels; with no `height`, the height keeps the aspect ratio. */
  width?: ImageDimension;
  /** Output height in pixels; with no `width`, the width keeps the aspect ratio. */
  height?: ImageDimension;
  /**
   * How the image meets `width`×`height` (both given): `cover` (default; crop to fill),
   * `contain` (letterbox with `background`), `fill` (stretch), `inside` (at most that size),
   * `outside` (at least that size).
   */
  fit?: "cover" | "contain" | "fill" | "inside" | "outside";
  /** Output format. Default: the source's when it is one of these four, else `png`. */
  format?: "jpeg" | "png" | "webp" | "avif";
  /** Encoder quality for jpeg, webp and avif (ignored for png), 1 to 100. */
  quality?: number;
  /** Gaussian blur: the sigma in pixels, 0 (default, none) to 100. */
  blur?: number;
  /**
   * Fills `contain` letterboxing and, for jpeg (which has no transparency), transparent areas.
   * Default: transparent, and white for jpeg.
   */
  background?: HexColour;
};

/** A queue job: waits for a consumer to claim it; it takes no `handler`. */
export type QueueJobInput = {
  trigger: QueueTrigger;
  /** Not taken: a queue job is claimed by consumers, not called. */
  handler?: never;
  /** Any JSON value, at most 256 KiB as JSON. */
  payload: unknown;
  /** A second create with the same key answers the first job (200) instead of creating one. */
  idempotency_key?: string;
  name?: string;
  timeout?: number;
  max_attempts?: number;
  backoff?: JobBackoff;
  /** Higher runs (and is claimed) first. */
  priority?: number;
  /** POSTed a signed `{job_id, status, result, error, attempt}` when the job completes or fails. */
  callback_url?: WebhookUrl;
  enabled?: boolean;
};

/** A task job: its `handler` is called once, `delay_seconds` after it is created. */
export type TaskJobInput = {
  trigger: TaskTrigger;
  /** POSTed `{job_id, run_id, attempt, payload}`, signed with the job's `signing_secret`. */
  handler: WebhookUrl;
  /** Any JSON value, at most 256 KiB as JSON. */
  payload: unknown;
  /** A second create with the same key answers the first job (200) instead of creating one. */
  idempotency_key?: string;
  name?: string;
  timeout?: number;
  max_attempts?: number;
  backoff?: JobBackoff;
  /** Higher runs (and is claimed) first. */
  priority?: number;
  /** POSTed a signed `{job_id, status, result, error, attempt}` when the job completes or fails. */
  callback_url?: WebhookUrl;
  enabled?: boolean;
};

/**
 * Fields of a new job, by `trigger.type`: task and cron jobs need a `handler`, queue jobs refuse
 * one. Exactly one variant fits a body, told apart by `trigger.type`.
 */
export type JobInput = TaskJobInput | CronJobInput | QueueJobInput;

/** One attempt of a job. */
export type JobRun = {
  id: RecordId;
  job_id: RecordId;
  scheduled_at: string;
  started_at: string;
  completed_at: string | null;
  status: "running" | "succeeded" | "failed" | "timed_out" | "cancelled";
  duration_ms: number | null;
  /** The handler's HTTP status; null for queue jobs and calls that got no answer. */
  handler_status: number | null;
  error: string | null;
};

/**
 * A key: 1 to 512 characters, no control characters, not `.` or `..` (send `/` as `%2F` in a
 * path).
 */
export type KvKey = string;

/** Batch: delete an entry (`not_found` when there is none). */
export type KvDeleteOp = {
  op: "delete";
  key: KvKey;
};

/** A number to add: -10^15 to 10^15, may be negative or fractional. */
export type KvDelta = number;

/** An entry. */
export type KvEntry = {
  key: string;
  /** Any JSON value. */
  value: unknown;
  /** When the entry stops existing, or null for never. Expired entries are never returned. */
  expires_at: string | null;
};

/** Batch: read an entry (`not_found` when there is none). */
export type KvGetOp = {
  op: "get";
  key: KvKey;
};

/** Seconds until the entry expires: 1 to 31,536,000 (a year). Without it, the entry does not expire. */
export type TtlSeconds = number;

/** Batch: add `value` to a numeric entry; a missing entry starts at 0. */
export type KvIncrementOp = {
  op: "increment";
  key: KvKey;
  /** The number to add. */
  value?: KvDelta;
  ttl?: TtlSeconds;
};

/** Batch: write an entry. */
export type KvSetOp = {
  op: "set";
  key: KvKey;
  /** Any JSON value. */
  value: unknown;
  ttl?: TtlSeconds;
};

/** One operation of a batch, told apart by `op`. */
export type KvOp = KvGetOp | KvSetOp | KvDeleteOp | KvIncrementOp;

/** What one batch operation did. */
export type KvOpResult = {
  key: string;
  /** The value read, written or reached; null when there is none. */
  value: unknown;
  /** `ok` (get, increment), `created` or `updated` (set), `deleted`, or `not_found` (get, delete). */
  status: "ok" | "created" | "updated" | "deleted" | "not_found";
};

/** A lease length in milliseconds: 1 to 86,400,000 (a day). */
export type LeaseMillis = number;

/** One token movement. */
export type LedgerEntry = {
  /** Increasing id: newer entries have larger ids. */
  id: string;
  org_id: RecordId;
  /** The project tokens moved to or from; null for grants to the pool. */
  project_id: RecordId | null;
  /** `grant` adds to the pool; `allocate` moves pool → project; `release` moves project → pool. */
  kind: "grant" | "allocate" | "release";
  amount: number;
  /** Who moved them; null when their account is gone. */
  actor_user_id: RecordId | null;
  note: string | null;
  created_at: string;
};

/**
 * An uploaded image or video. `content_type` and `media_type` are what the server detected in the
 * bytes, not what the client declared. `width`/`height` come from the image header or the first
 * video stream; `duration_sec` only for videos. `status` is `ready` once the upload is probed and
 * stored (uploads are probed before the answer, so every listed asset is `ready`; `processing` and
 * `failed` are reserved) — our design: the seed does not show the status values.
 */
export type MediaAsset = {
  id: RecordId;
  project_id: RecordId;
  /** The file part's `filename`, or `upload` when none was sent. */
  filename: string;
  /** The detected media type (`image/png`, `video/mp4`); the content routes serve it. */
  content_type: string;
  /** Bytes. */
  size: number;
  media_type: "image" | "video";
  width: number | null;
  height: number | null;
  /** Videos: length in seconds; null for images. */
  duration_sec: number | null;
  status: "processing" | "ready" | "failed";
  /** Why processing failed; null otherwise. */
  error: string | null;
  /**
   * `private` (default) or `public`. Recorded for clients; every route, the content routes
   * included, still needs the project's API key (our design).
   */
  visibility: "private" | "public";
  /** The JSON object sent as the `metadata` part; `{}` when none. */
  metadata: {
    [key: string]: unknown;
  };
  created_at: string;
};

/** A member's role: `owner` (exactly one), `admin` (manages projects, keys, tokens and members) or `member` (reads). */
export type OrgRole = "owner" | "admin" | "member";

/** A member of an organization. */
export type Member = {
  user_id: RecordId;
  email: string;
  name: string | null;
  role: OrgRole;
  joined_at: string;
};

/** Who to add, by the e-mail address of their account. */
export type MemberInput = {
  email: string;
  role?: AssignableRole;
};

/** A message to publish. */
export type MessageInput = {
  event: EventName;
  /** Any JSON value, at most 64 KiB as sent. */
  data: unknown;
  /**
   * The publisher's own id for this message (1 to 200 characters): publishing the same id on
   * the channel again returns the first message instead of a second one.
   */
  id?: string;
  /** Who sent it. */
  user_id?: ChannelUserId;
};

/**
 * An object's key: 1 to 1,024 characters of `/`-separated segments, like a file path (`photos/2026/a.png`).
 * No segment may be empty (no leading, trailing or doubled `/`), `.` or `..`, and no character
 * may be NUL or a control character (U+0000 to U+001F). The server checks the same rule again and
 * answers 400 naming the parameter. (The pattern is that rule written without lookahead.)
 */
export type ObjectKey = string;

/** A media type as sent in `Content-Type` (`image/png`, `text/plain; charset=utf-8`), at most 255 characters. */
export type ObjectMediaType = string;

/** An organization as its member sees it. */
export type Organization = {
  id: RecordId;
  name: string;
  /** The caller's role in it. */
  role: OrgRole;
  /** Tokens not yet allocated to a project. */
  token_pool: number;
  created_at: string;
  updated_at: string;
};

/** The fields of a new or renamed organization. */
export type OrganizationInput = {
  name: DisplayName;
};

/** An organization's pool and its projects' balances. */
export type OrganizationTokens = {
  org_id: RecordId;
  /** Tokens not yet allocated. */
  pool: number;
  projects: Array<{
    project_id: RecordId;
    /** Tokens left: each data call takes one. */
    balance: number;
    /** Tokens spent so far. */
    used: number;
    name: string;
  }>;
};

/** A project: the scope of every key-value entry, lock, sketch and channel. */
export type Project = {
  id: RecordId;
  org_id: RecordId;
  /** The `<appId>` inside this project's keys: 12 lowercase letters and digits. */
  app_id: string;
  name: string;
  description: string | null;
  /** Tokens left for data calls. */
  token_balance: number;
  /** Tokens spent by data calls so far. */
  tokens_used: number;
  created_at: string;
};

/** A project's token balance. */
export type ProjectTokens = {
  project_id: RecordId;
  /** Tokens left: each data call takes one. */
  balance: number;
  /** Tokens spent so far. */
  used: number;
};

/** A published message. */
export type PublishedMessage = {
  /** The event id subscribers see (`id:` in the stream) and resume from. */
  id: EventId;
  channel: string;
  event: string;
  timestamp: string;
};

/** A `queue` step's job: a consumer claims it; it takes no `handler`. */
export type QueueStepJob = {
  trigger: QueueTrigger;
  /** Not taken: a queue job is claimed by consumers, not called. */
  handler?: never;
  name?: string;
  timeout?: number;
  max_attempts?: number;
  backoff?: JobBackoff;
  /** Higher runs (and is claimed) first. */
  priority?: number;
  /** POSTed a signed `{job_id, status, result, error, attempt}` when the job completes or fails. */
  callback_url?: WebhookUrl;
  enabled?: boolean;
};

/** A URL that downloads the object. */
export type SignedGetUrlRequest = {
  key: ObjectKey;
  method: "GET";
  /** Seconds until the URL expires: 1 to 604,800 (7 days). */
  expires_in?: number;
  /** Not taken: only a PUT URL fixes the `Content-Type` of what is uploaded through it. */
  content_type?: never;
};

/** A URL that uploads the object. */
export type SignedPutUrlRequest = {
  key: ObjectKey;
  method: "PUT";
  /** Seconds until the URL expires: 1 to 604,800 (7 days). */
  expires_in?: number;
  /** The `Content-Type` uploads through the URL must carry; any, when left out. */
  content_type?: ObjectMediaType;
};

/** What a signed URL may do, by `method`: `GET` downloads, `PUT` uploads (optionally of one `content_type`). */
export type SignedUrlRequest = SignedGetUrlRequest | SignedPutUrlRequest;

/**
 * A Standard Webhooks signing secret: `whsec_` and the base64 of 24 to 64 random bytes. Omit it
 * to get a generated one.
 */
export type SigningSecret = string;

/** An element or item: 1 to 256 characters. */
export type SketchElement = string;

/** A step's id inside its blueprint: 1 to 64 of `a-z 0-9 _ -`. */
export type StepId = string;

/** A `task` step's job: its `handler` is called once the step is ready. */
export type TaskStepJob = {
  trigger: TaskTrigger;
  /** POSTed `{job_id, run_id, attempt, payload}`, signed with the job's `signing_secret`. */
  handler: WebhookUrl;
  name?: string;
  timeout?: number;
  max_attempts?: number;
  backoff?: JobBackoff;
  /** Higher runs (and is claimed) first. */
  priority?: number;
  /** POSTed a signed `{job_id, status, result, error, attempt}` when the job completes or fails. */
  callback_url?: WebhookUrl;
  enabled?: boolean;
};

/**
 * A workflow step's job: the fields of a job create body without `payload` (the step's
 * `payload_template` makes it) and `idempotency_key`, by `trigger.type` — `task` with a
 * `handler`, `queue` without. Cron jobs cannot be workflow steps.
 */
export type StepJobTrigger = TaskStepJob | QueueStepJob;

/** What describes a stored object (its bytes are served by the download routes). */
export type StoredObject = {
  /** The object's key inside its bucket. */
  key: string;
  /** The id of its bucket. */
  bucket_id: RecordId;
  /** Bytes. */
  size: number;
  /**
   * The entity tag: the lower-case hexadecimal MD5 of the bytes, in double quotes
   * (`"9e107d9d372bb6826bd81d3542a419d6"`), as the `ETag` header carries it.
   */
  etag: string;
  /** The media type given when it was uploaded (`application/octet-stream` when none was). */
  content_type: string;
  /** When this version was uploaded. */
  created_at: string;
};

/** A whole number of tokens, 1 to 10^12. */
export type TokenAmount = number;

/** An amount to move. */
export type TokenMove = {
  amount: TokenAmount;
};

/**
 * A custom event's topic: two or more words of `a-z 0-9 _ -` joined by dots, the first starting
 * with a letter (`orders.shipped`). The first word may not be `kv`, `channels`, `jobs` or
 * `webhook`: those are the events the service emits itself. (The pattern is that rule written
 * without lookahead, so every validator and generator reads it.)
 */
export type Topic = string;

/**
 * What a webhook subscribes to: `*` (every event), an exact topic (`kv.put`), or every topic
 * under a prefix (`kv.*`, `orders.*`).
 */
export type TopicPattern = string;

/**
 * A video output size: `WIDTHxHEIGHT` with even numbers from 16 to 4096 (the frame is scaled to
 * fit and padded with black to exactly that size), or a named height — `240p`, `360p`, `480p`,
 * `720p`, `1080p`, `1440p`, `2160p` — whose width follows the source's aspect ratio (rounded to
 * an even number).
 */
export type VideoResolution = string;

/** A video transform: one encoding per resolution, done in the background. */
export type VideoTransformInput = {
  /** One to four output sizes (each a separate `video` variant); no repeats. */
  resolutions: Array<VideoResolution>;
  /** `mp4` (H.264 and AAC, default) or `webm` (VP9 and Opus). */
  format?: "mp4" | "webm";
  /** Frames per second of the output, 1 to 60. Default: the source's, at most 60. */
  framerate?: number;
  /** Also make one JPEG `thumbnail` variant per resolution, a frame from 10% into the video. */
  generate_thumbnails?: boolean;
  /**
   * When every variant has finished (ready or failed), an event of this topic is recorded for the
   * project's webhooks, its `data` being `{asset_id, job_id, status, variants}` (`status` is
   * `ready` when every variant is, else `failed`; `variants` as in the variants list, with `url`
   * the content route's path under the service).
   */
  webhook_topic?: Topic;
};

/** A webhook: where events of its topics are delivered, with its delivery counters. */
export type Webhook = {
  id: RecordId;
  name: string;
  url: string;
  topics: Array<string>;
  enabled: boolean;
  /** Deliveries answered with 2xx. */
  success_count: number;
  /** Deliveries that failed for good (every retry spent). */
  failure_count: number;
  last_attempted_at: string | null;
  /** HTTP status of the latest attempt; 0 when no answer arrived; null before any. */
  last_status: number | null;
  created_at: string;
};

/** One delivery of one event to one webhook (the seed's camelCase shape). */
export type WebhookDelivery = {
  id: RecordId;
  /** The webhook's id. */
  callbackId: RecordId;
  projectId: RecordId;
  /** The event's id, also the delivery's `webhook-id` header: receivers drop repeats by it. */
  eventId: RecordId;
  topic: string;
  /** The body delivered: `{type, timestamp, data}`. */
  payload: unknown;
  /** `pending` (waiting or retrying), `delivering`, `succeeded` or `failed` (retries spent). */
  status: "pending" | "delivering" | "succeeded" | "failed";
  /** Status of the latest attempt; 0 when no answer arrived; null before any. */
  httpStatus: number | null;
  /** The first 1,000 characters of the latest answer's body, or why no answer arrived. */
  responseSnippet: string | null;
  durationMs: number | null;
  /** Attempts after the first. */
  retryCount: number;
  createdAt: string;
};

/** Fields of a webhook a caller sets. */
export type WebhookInput = {
  name: DisplayName;
  url: WebhookUrl;
  topics: Array<TopicPattern>;
  secret?: SigningSecret;
  enabled?: boolean;
};

/**
 * One step of a workflow: a job started once every step of `depends_on` has completed.
 *
 * `payload_template` becomes the job's payload: in any of its strings, `{{input.a.b}}` reads the
 * execution's `input_data` and `{{steps.<id>.output.a.b}}` the output of a step it (transitively)
 * depends on; `{{steps.<id>.error}}` is the error of the step a catch step handles. A string that
 * is exactly one placeholder becomes that value (any JSON type); otherwise values are written into
 * the text (objects as JSON). A path missing at run time fails the step.
 *
 * `catch` names the step that handles this step's failure: it runs only when this step fails
 * (every attempt spent); when it completes, this step counts as `recovered` and its dependents
 * continue with the catch step's output as its output. A catch step is not a normal dependency of
 * anything.
 */
export type WorkflowStep = {
  id: StepId;
  job_trigger: StepJobTrigger;
  /** Any JSON value; default `{}`. */
  payload_template?: unknown;
  /** Steps that must complete first (none: a root step, started with the execution). */
  depends_on?: Array<StepId>;
  catch?: StepId;
};

/** A workflow: a DAG of steps, run by triggering it. */
export type WorkflowBlueprint = {
  id: RecordId;
  project_id: RecordId;
  name: string;
  description: string | null;
  steps: Array<WorkflowStep>;
  /** Seconds an execution may run before it is `timed_out`. */
  max_duration_sec: number;
  created_at: string;
};

/** A step's state inside one execution. */
export type WorkflowStepState = {
  step_id: string;
  /** The step's current job; null until the step starts (or when its output was given by resume). */
  job_id: RecordId | null;
  /**
   * `pending` (waits for its dependencies), `running`, `completed`, `failed`, `recovered` (failed,
   * then its catch step completed), `skipped` (never ran: the execution ended, or a catch step
   * whose step did not fail), `cancelled`.
   */
  status: "pending" | "running" | "completed" | "failed" | "recovered" | "skipped" | "cancelled";
  started_at: string | null;
  completed_at: string | null;
  error: string | null;
  /** The job's result (or the catch step's output for a recovered step); null before it completes. */
  output: unknown;
};

/** One run of a blueprint. */
export type WorkflowExecution = {
  id: RecordId;
  blueprint_id: RecordId;
  status: "running" | "completed" | "failed" | "cancelled" | "timed_out";
  input_data: {
    [key: string]: unknown;
  };
  /** When completed: the outputs of the sink steps (no dependents), keyed by step id; else null. */
  result: {
    [key: string]: unknown;
  } | null;
  started_at: string;
  completed_at: string | null;
  steps: Array<WorkflowStepState>;
};

/** Validated input of `create_api_key`. */
export interface CreateApiKeyInput {
  body: {
    project_id: RecordId;
    name: DisplayName;
  };
}

/** Every response `create_api_key` may return. */
export type CreateApiKeyResponse =
  | { status: 200; body: CreatedApiKey }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403 }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 };

/** Validated input of `revoke_api_key`. */
export interface RevokeApiKeyInput {
  path: {
    key_id: RecordId;
  };
}

/** Every response `revoke_api_key` may return. */
export type RevokeApiKeyResponse =
  | { status: 200; body: ApiKey }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403 }
  | { status: 404; body: ErrorEnvelope404 };

/** Validated input of `list_ai_models`. */
export interface ListAiModelsInput {}

/** Every response `list_ai_models` may return. */
export type ListAiModelsResponse =
  | { status: 200; body: AiModelList }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted };

/** Validated input of `get_ai_model`. */
export interface GetAiModelInput {
  path: {
    model_id: AiModelId;
  };
}

/** Every response `get_ai_model` may return. */
export type GetAiModelResponse =
  | { status: 200; body: AiModel }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 404; body: ErrorEnvelope404 };

/** Validated input of `channel_publish_batch`. */
export interface ChannelPublishBatchInput {
  body: {
    messages: Array<{
      channel: ChannelName;
      event: EventName;
      /** Any JSON value, at most 64 KiB as sent. */
      data: unknown;
      /**
       * The publisher's own id for this message (1 to 200 characters): publishing the same id on
       * the channel again returns the first message instead of a second one.
       */
      id?: string;
      /** Who sent it. */
      user_id?: ChannelUserId;
    }>;
  };
}

/** Every response `channel_publish_batch` may return. */
export type ChannelPublishBatchResponse =
  | {
      status: 200;
      body: {
        messages: Array<PublishedMessage>;
      };
    }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 };

/** Validated input of `channel_history`. */
export interface ChannelHistoryInput {
  path: {
    channel: ChannelName;
  };
  query: {
    /** Messages to return, 1 to 100. */
    limit: number;
    /** Only messages published before this event id. */
    before?: EventId;
  };
}

/** Every response `channel_history` may return. */
export type ChannelHistoryResponse =
  | {
      status: 200;
      body: {
        channel: string;
        messages: Array<HistoryMessage>;
      };
    }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted };

/** Validated input of `channel_presence`. */
export interface ChannelPresenceInput {
  path: {
    channel: ChannelName;
  };
}

/** Every response `channel_presence` may return. */
export type ChannelPresenceResponse =
  | {
      status: 200;
      body: {
        channel: string;
        count: number;
        users: Array<{
          user_id: string;
          joined_at: string;
        }>;
      };
    }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted };

/** Validated input of `channel_publish`. */
export interface ChannelPublishInput {
  path: {
    channel: ChannelName;
  };
  body: MessageInput;
}

/** Every response `channel_publish` may return. */
export type ChannelPublishResponse =
  | { status: 200; body: PublishedMessage }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 };

/** Validated input of `channel_subscribe`. */
export interface ChannelSubscribeInput {
  path: {
    channel: ChannelName;
  };
  query: {
    last_event_id?: EventId;
    user_id?: ChannelUserId;
  };
  headers: {
    /** What a reconnecting EventSource sends: the last event id it received. */
    "Last-Event-ID"?: string;
    /**
     * `text/event-stream` keeps the stream open; anything else (a plain client polling)
     * answers the replay and ends.
     */
    accept: string;
  };
}

/** Every response `channel_subscribe` may return. */
export type ChannelSubscribeResponse =
  | { status: 200; body: EventStream }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted };

/** Validated input of `list_jobs`. */
export interface ListJobsInput {
  query: {
    /** Records per page, 1 to 100. */
    limit: number;
    /** `next_cursor` of the previous page; absent for the first page. */
    cursor?: string;
    status?: "scheduled" | "queued" | "running" | "completed" | "failed" | "cancelled";
    trigger_type?: "task" | "cron" | "queue";
    queue?: JobQueueName;
  };
}

/** Every response `list_jobs` may return. */
export type ListJobsResponse =
  | {
      status: 200;
      body: {
        jobs: Array<Job>;
        next_cursor: string | null;
      };
    }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted };

/** Validated input of `create_job`. */
export interface CreateJobInput {
  body: JobInput;
}

/** Every response `create_job` may return. */
export type CreateJobResponse =
  | { status: 200; body: CreatedJob | Job; headers?: { "Idempotent-Replayed"?: "true" } }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 403; body: ErrorEnvelope403 }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 };

/** Validated input of `create_jobs_batch`. */
export interface CreateJobsBatchInput {
  body: {
    jobs: Array<JobInput>;
  };
}

/** Every response `create_jobs_batch` may return. */
export type CreateJobsBatchResponse =
  | {
      status: 200;
      body: {
        jobs: Array<BatchJobResult>;
      };
    }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 403; body: ErrorEnvelope403 }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 };

/** Validated input of `claim_jobs`. */
export interface ClaimJobsInput {
  body: {
    queue: JobQueueName;
    count: number;
    visibility_timeout: number;
  };
}

/** Every response `claim_jobs` may return. */
export type ClaimJobsResponse =
  | { status: 200; body: Array<Job> }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 };

/** Validated input of `get_job`. */
export interface GetJobInput {
  path: {
    job_id: RecordId;
  };
}

/** Every response `get_job` may return. */
export type GetJobResponse =
  | { status: 200; body: Job }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 404; body: ErrorEnvelope404 };

/** Validated input of `cancel_job`. */
export interface CancelJobInput {
  path: {
    job_id: RecordId;
  };
}

/** Every response `cancel_job` may return. */
export type CancelJobResponse =
  | { status: 200; body: Job }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 409; body: ErrorEnvelope409 };

/** Validated input of `update_job`. */
export interface UpdateJobInput {
  path: {
    job_id: RecordId;
  };
  body: {
    /** Task and cron jobs only (409 for a queue job). */
    handler?: WebhookUrl;
    /** Any JSON value, at most 256 KiB as JSON. */
    payload?: unknown;
    enabled?: boolean;
    /** `schedule` and `timezone` for a cron job, `delay_seconds` for a task job (409 otherwise). */
    trigger?: {
      schedule?: CronSchedule;
      timezone?: TimeZoneName;
      delay_seconds?: number;
    };
  };
}

/** Every response `update_job` may return. */
export type UpdateJobResponse =
  | { status: 200; body: Job }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 403; body: ErrorEnvelope403 }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 409; body: ErrorEnvelope409 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 };

/** Validated input of `ack_job`. */
export interface AckJobInput {
  path: {
    job_id: RecordId;
  };
  body: {
    status: "completed" | "failed";
    /** Any JSON value, at most 256 KiB as JSON. */
    result?: unknown;
    error?: string;
  };
}

/** Every response `ack_job` may return. */
export type AckJobResponse =
  | { status: 200; body: Job }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 409; body: ErrorEnvelope409 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 };

/** Validated input of `retry_job`. */
export interface RetryJobInput {
  path: {
    job_id: RecordId;
  };
}

/** Every response `retry_job` may return. */
export type RetryJobResponse =
  | { status: 200; body: Job }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 409; body: ErrorEnvelope409 };

/** Validated input of `list_job_runs`. */
export interface ListJobRunsInput {
  path: {
    job_id: RecordId;
  };
  query: {
    /** Records per page, 1 to 100. */
    limit: number;
    /** `next_cursor` of the previous page; absent for the first page. */
    cursor?: string;
  };
}

/** Every response `list_job_runs` may return. */
export type ListJobRunsResponse =
  | {
      status: 200;
      body: {
        runs: Array<JobRun>;
        next_cursor: string | null;
      };
    }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 404; body: ErrorEnvelope404 };

/** Validated input of `trigger_job`. */
export interface TriggerJobInput {
  path: {
    job_id: RecordId;
  };
}

/** Every response `trigger_job` may return. */
export type TriggerJobResponse =
  | {
      status: 200;
      body: {
        job_id: RecordId;
        run_id: RecordId;
        status: "queued";
      };
    }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 409; body: ErrorEnvelope409 };

/** Validated input of `kv_list`. */
export interface KvListInput {
  query: {
    /** Only keys starting with this text (matched literally). */
    prefix?: string;
    /** `next_cursor` of the previous page. */
    cursor?: string;
    /** Keys per page, 1 to 1,000. */
    limit: number;
  };
}

/** Every response `kv_list` may return. */
export type KvListResponse =
  | {
      status: 200;
      body: {
        keys: Array<string>;
        next_cursor: string | null;
      };
    }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted };

/** Validated input of `kv_batch`. */
export interface KvBatchInput {
  body: {
    ops: Array<KvOp>;
  };
}

/** Every response `kv_batch` may return. */
export type KvBatchResponse =
  | {
      status: 200;
      body: {
        results: Array<KvOpResult>;
      };
    }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 409; body: ErrorEnvelope409 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 };

/** Validated input of `kv_get`. */
export interface KvGetInput {
  path: {
    key: KvKey;
  };
}

/** Every response `kv_get` may return. */
export type KvGetResponse =
  | { status: 200; body: KvEntry }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 404; body: ErrorEnvelope404 };

/** Validated input of `kv_put`. */
export interface KvPutInput {
  path: {
    key: KvKey;
  };
  body: {
    /** Any JSON value, at most 256 KiB as sent. */
    value: unknown;
    ttl?: TtlSeconds;
    if_not_exists: boolean;
  };
}

/** Every response `kv_put` may return. */
export type KvPutResponse =
  | { status: 200; body: KvEntry }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 409; body: ErrorEnvelope409KeyExists }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 };

/** Validated input of `kv_delete`. */
export interface KvDeleteInput {
  path: {
    key: KvKey;
  };
}

/** Every response `kv_delete` may return. */
export type KvDeleteResponse =
  | {
      status: 200;
      body: {
        key: string;
        deleted: true;
      };
    }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 404; body: ErrorEnvelope404 };

/** Validated input of `kv_increment`. */
export interface KvIncrementInput {
  path: {
    key: KvKey;
  };
  body?: {
    delta: KvDelta;
    ttl?: TtlSeconds;
  };
}

/** Every response `kv_increment` may return. */
export type KvIncrementResponse =
  | {
      status: 200;
      body: {
        key: string;
        value: number;
      };
    }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 409; body: ErrorEnvelope409 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 };

/** Validated input of `lock_status`. */
export interface LockStatusInput {
  path: {
    key: KvKey;
  };
}

/** Every response `lock_status` may return. */
export type LockStatusResponse =
  | {
      status: 200;
      body: {
        key: string;
        locked: boolean;
        expires_at: string | null;
        holder_id: string | null;
      };
    }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted };

/** Validated input of `lock_acquire`. */
export interface LockAcquireInput {
  path: {
    key: KvKey;
  };
  body: {
    ttl_ms: LeaseMillis;
    /** Who holds it, shown by the status route. */
    holder_id?: string;
  };
}

/** Every response `lock_acquire` may return. */
export type LockAcquireResponse =
  | {
      status: 200;
      body: {
        key: string;
        locked: boolean;
        token: FencingToken | null;
        expires_at: string;
      };
    }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 };

/** Validated input of `lock_release`. */
export interface LockReleaseInput {
  path: {
    key: KvKey;
  };
  body: {
    token: FencingToken;
  };
}

/** Every response `lock_release` may return. */
export type LockReleaseResponse =
  | {
      status: 200;
      body: {
        key: string;
        released: true;
      };
    }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 409; body: ErrorEnvelope409LockNotHeld }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 };

/** Validated input of `lock_renew`. */
export interface LockRenewInput {
  path: {
    key: KvKey;
  };
  body: {
    token: FencingToken;
    ttl_ms: LeaseMillis;
  };
}

/** Every response `lock_renew` may return. */
export type LockRenewResponse =
  | {
      status: 200;
      body: {
        key: string;
        locked: true;
        expires_at: string;
      };
    }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 409; body: ErrorEnvelope409LockNotHeld }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 };

/** Validated input of `list_media_assets`. */
export interface ListMediaAssetsInput {
  query: {
    /** Records per page, 1 to 100. */
    limit: number;
    /** `next_cursor` of the previous page; absent for the first page. */
    cursor?: string;
    /** Only images or only videos. */
    media_type?: "image" | "video";
  };
}

/** Every response `list_media_assets` may return. */
export type ListMediaAssetsResponse =
  | {
      status: 200;
      body: {
        assets: Array<MediaAsset>;
        next_cursor: string | null;
      };
    }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted };

/** Validated input of `upload_media_asset`. */
export interface UploadMediaAssetInput {
  body: AssetUploadForm;
}

/** Every response `upload_media_asset` may return. */
export type UploadMediaAssetResponse =
  | { status: 200; body: MediaAsset }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 422; body: ErrorEnvelope422 };

/** Validated input of `get_media_asset`. */
export interface GetMediaAssetInput {
  path: {
    assetId: RecordId;
  };
}

/** Every response `get_media_asset` may return. */
export type GetMediaAssetResponse =
  | { status: 200; body: MediaAsset }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 404; body: ErrorEnvelope404 };

/** Validated input of `delete_media_asset`. */
export interface DeleteMediaAssetInput {
  path: {
    assetId: RecordId;
  };
}

/** Every response `delete_media_asset` may return. */
export type DeleteMediaAssetResponse =
  | {
      status: 200;
      body: {
        id: RecordId;
        deleted: true;
      };
    }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 404; body: ErrorEnvelope404 };

/** Validated input of `get_media_asset_content`. */
export interface GetMediaAssetContentInput {
  path: {
    assetId: RecordId;
  };
}

/** Every response `get_media_asset_content` may return. */
export type GetMediaAssetContentResponse =
  | {
      status: 200;
      body: BinaryContent;
      mediaType?: string;
      headers: {
        "content-disposition"?: "attachment";
        "content-security-policy"?: "sandbox; default-src 'none'";
        "content-length"?: number;
        "cache-control": "private, no-cache";
      };
    }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 404; body: ErrorEnvelope404 };

/** Validated input of `transform_media_image`. */
export interface TransformMediaImageInput {
  path: {
    assetId: RecordId;
  };
  body: ImageTransformInput;
}

/** Every response `transform_media_image` may return. */
export type TransformMediaImageResponse =
  | { status: 200; body: AssetVariant }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 409; body: ErrorEnvelope409 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 422; body: ErrorEnvelope422 };

/** Validated input of `transform_media_video`. */
export interface TransformMediaVideoInput {
  path: {
    assetId: RecordId;
  };
  body: VideoTransformInput;
}

/** Every response `transform_media_video` may return. */
export type TransformMediaVideoResponse =
  | {
      status: 200;
      body: {
        /** The encoding request's id (each variant's `job_id`). */
        job_id: RecordId;
        variants: Array<AssetVariant>;
      };
    }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 409; body: ErrorEnvelope409 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 };

/** Validated input of `list_media_variants`. */
export interface ListMediaVariantsInput {
  path: {
    assetId: RecordId;
  };
}

/** Every response `list_media_variants` may return. */
export type ListMediaVariantsResponse =
  | {
      status: 200;
      body: {
        variants: Array<AssetVariant>;
      };
    }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 404; body: ErrorEnvelope404 };

/** Validated input of `get_media_variant_content`. */
export interface GetMediaVariantContentInput {
  path: {
    assetId: RecordId;
    variantId: RecordId;
  };
}

/** Every response `get_media_variant_content` may return. */
export type GetMediaVariantContentResponse =
  | {
      status: 200;
      body: BinaryContent;
      mediaType?: string;
      headers: {
        "content-disposition"?: "attachment";
        "content-security-policy"?: "sandbox; default-src 'none'";
        "content-length"?: number;
        "cache-control": "private, no-cache";
      };
    }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 409; body: ErrorEnvelope409 };

/** Validated input of `cms_estimate`. */
export interface CmsEstimateInput {
  path: {
    key: KvKey;
  };
  query: {
    item: SketchElement;
  };
}

/** Every response `cms_estimate` may return. */
export type CmsEstimateResponse =
  | {
      status: 200;
      body: {
        key: string;
        item: string;
        estimated_count: number;
      };
    }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted };

/** Validated input of `cms_increment`. */
export interface CmsIncrementInput {
  path: {
    key: KvKey;
  };
  body: {
    elements: Array<{
      item: SketchElement;
      count: number;
    }>;
  };
}

/** Every response `cms_increment` may return. */
export type CmsIncrementResponse =
  | {
      status: 200;
      body: {
        key: string;
        updated: boolean;
      };
    }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 };

/** Validated input of `hll_merge`. */
export interface HllMergeInput {
  body: {
    dest_key: KvKey;
    source_keys: Array<KvKey>;
  };
}

/** Every response `hll_merge` may return. */
export type HllMergeResponse =
  | {
      status: 200;
      body: {
        dest_key: string;
        count: number;
      };
    }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 };

/** Validated input of `hll_add`. */
export interface HllAddInput {
  path: {
    key: KvKey;
  };
  body: {
    elements: Array<SketchElement>;
  };
}

/** Every response `hll_add` may return. */
export type HllAddResponse =
  | {
      status: 200;
      body: {
        key: string;
        updated: boolean;
      };
    }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 };

/** Validated input of `hll_count`. */
export interface HllCountInput {
  path: {
    key: KvKey;
  };
}

/** Every response `hll_count` may return. */
export type HllCountResponse =
  | {
      status: 200;
      body: {
        key: string;
        count: number;
      };
    }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted };

/** Validated input of `list_buckets`. */
export interface ListBucketsInput {
  query: {
    /** Records per page, 1 to 100. */
    limit: number;
    /** `next_cursor` of the previous page; absent for the first page. */
    cursor?: string;
  };
}

/** Every response `list_buckets` may return. */
export type ListBucketsResponse =
  | {
      status: 200;
      body: {
        buckets: Array<Bucket>;
        next_cursor: string | null;
      };
    }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted };

/** Validated input of `create_bucket`. */
export interface CreateBucketInput {
  body: {
    name: BucketName;
    /** Default `private`. */
    visibility: "private" | "public";
    /** What the bucket holds, at most 500 characters. */
    description?: string;
  };
}

/** Every response `create_bucket` may return. */
export type CreateBucketResponse =
  | { status: 200; body: Bucket }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 409; body: ErrorEnvelope409 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 };

/** Validated input of `get_bucket`. */
export interface GetBucketInput {
  path: {
    bucketId: BucketRef;
  };
}

/** Every response `get_bucket` may return. */
export type GetBucketResponse =
  | { status: 200; body: Bucket }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 404; body: ErrorEnvelope404 };

/** Validated input of `delete_bucket`. */
export interface DeleteBucketInput {
  path: {
    bucketId: BucketRef;
  };
}

/** Every response `delete_bucket` may return. */
export type DeleteBucketResponse =
  | {
      status: 200;
      body: {
        id: RecordId;
        deleted: true;
      };
    }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 409; body: ErrorEnvelope409BucketNotEmpty };

/** Validated input of `list_objects`. */
export interface ListObjectsInput {
  path: {
    bucketId: BucketRef;
  };
  query: {
    /** Only keys starting with this text. */
    prefix?: string;
    /** Rolls keys up at this text after the prefix (usually `/`). */
    delimiter?: string;
    /** Entries per page, 1 to 1,000. */
    limit: number;
    /** `next_cursor` of the previous page (with the same `prefix` and `delimiter`); absent for the first page. */
    cursor?: string;
  };
}

/** Every response `list_objects` may return. */
export type ListObjectsResponse =
  | {
      status: 200;
      body: {
        objects: Array<StoredObject>;
        /** With a `delimiter`: the rolled-up key prefixes on this page, in order; otherwise empty. */
        common_prefixes: Array<string>;
        next_cursor: string | null;
      };
    }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 404; body: ErrorEnvelope404 };

/** Validated input of `get_object`. */
export interface GetObjectInput {
  path: {
    bucketId: BucketRef;
    object_key_path: ObjectKey;
  };
  headers: {
    /**
     * One range, `bytes=<first>-<last>`, `bytes=<first>-` (to the end) or `bytes=-<n>` (the last n
     * bytes): 206 with `Content-Range`. A last byte past the end is read as the end; a range wholly
     * past the end answers 416. A header that is not a single byte range is ignored (200, whole
     * object), as HTTP says.
     */
    range?: string;
  };
}

/** Every response `get_object` may return. */
export type GetObjectResponse =
  | {
      status: 200;
      body: BinaryContent;
      mediaType?: string;
      headers: {
        "content-disposition"?: "attachment";
        "content-security-policy"?: "sandbox; default-src 'none'";
        etag: string;
        "accept-ranges": "bytes";
        "content-length": number;
      };
    }
  | {
      status: 206;
      body: BinaryContent;
      mediaType?: string;
      headers: {
        "content-disposition"?: "attachment";
        "content-security-policy"?: "sandbox; default-src 'none'";
        etag: string;
        "accept-ranges": "bytes";
        "content-range": string;
        "content-length": number;
      };
    }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 416; body: ErrorEnvelope416; headers: { "content-range": string } };

/** Validated input of `put_object`. */
export interface PutObjectInput {
  path: {
    bucketId: BucketRef;
    object_key_path: ObjectKey;
  };
  body?: Upload;
}

/** Every response `put_object` may return. */
export type PutObjectResponse =
  | { status: 200; body: StoredObject }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 };

/** Validated input of `delete_object`. */
export interface DeleteObjectInput {
  path: {
    bucketId: BucketRef;
    object_key_path: ObjectKey;
  };
}

/** Every response `delete_object` may return. */
export type DeleteObjectResponse =
  | {
      status: 200;
      body: {
        bucket_id: RecordId;
        key: string;
        deleted: true;
      };
    }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 404; body: ErrorEnvelope404 };

/** Validated input of `create_signed_url`. */
export interface CreateSignedUrlInput {
  path: {
    bucketId: BucketRef;
  };
  body: SignedUrlRequest;
}

/** Every response `create_signed_url` may return. */
export type CreateSignedUrlResponse =
  | {
      status: 200;
      body: {
        /** The absolute URL, query included. */
        url: string;
        method: "GET" | "PUT";
        expires_at: string;
      };
    }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 };

/** Validated input of `get_signed_object`. */
export interface GetSignedObjectInput {
  path: {
    /** The URL's signature: base64url of an HMAC-SHA256 (43 characters). */
    token: string;
  };
  query: {
    /** Expiry, in seconds since 1970-01-01 UTC. */
    expires: number;
    /** The project's id. */
    p: RecordId;
    /** The bucket's id. */
    b: RecordId;
    /** The object's key. */
    k: ObjectKey;
    /** The method the URL was signed for. */
    m: "GET" | "PUT";
  };
  headers: {
    /**
     * One range, `bytes=<first>-<last>`, `bytes=<first>-` (to the end) or `bytes=-<n>` (the last n
     * bytes): 206 with `Content-Range`. A last byte past the end is read as the end; a range wholly
     * past the end answers 416. A header that is not a single byte range is ignored (200, whole
     * object), as HTTP says.
     */
    range?: string;
  };
}

/** Every response `get_signed_object` may return. */
export type GetSignedObjectResponse =
  | {
      status: 200;
      body: BinaryContent;
      mediaType?: string;
      headers: {
        "content-disposition"?: "attachment";
        "content-security-policy"?: "sandbox; default-src 'none'";
        etag: string;
        "accept-ranges": "bytes";
        "content-length": number;
      };
    }
  | {
      status: 206;
      body: BinaryContent;
      mediaType?: string;
      headers: {
        "content-disposition"?: "attachment";
        "content-security-policy"?: "sandbox; default-src 'none'";
        etag: string;
        "accept-ranges": "bytes";
        "content-range": string;
        "content-length": number;
      };
    }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 403; body: ErrorEnvelope403 }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 416; body: ErrorEnvelope416; headers: { "content-range": string } };

/** Validated input of `put_signed_object`. */
export interface PutSignedObjectInput {
  path: {
    /** The URL's signature: base64url of an HMAC-SHA256 (43 characters). */
    token: string;
  };
  query: {
    /** Expiry, in seconds since 1970-01-01 UTC. */
    expires: number;
    /** The project's id. */
    p: RecordId;
    /** The bucket's id. */
    b: RecordId;
    /** The object's key. */
    k: ObjectKey;
    /** The method the URL was signed for. */
    m: "GET" | "PUT";
    /** The media type the URL was signed for, if any. */
    ct?: ObjectMediaType;
  };
  body?: Upload;
}

/** Every response `put_signed_object` may return. */
export type PutSignedObjectResponse =
  | { status: 200; body: StoredObject }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 403; body: ErrorEnvelope403 }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 };

/** Validated input of `list_webhooks`. */
export interface ListWebhooksInput {
  query: {
    /** Records per page, 1 to 100. */
    limit: number;
    /** `next_cursor` of the previous page; absent for the first page. */
    cursor?: string;
    /** Only enabled (true) or disabled (false) webhooks. */
    enabled?: boolean;
  };
}

/** Every response `list_webhooks` may return. */
export type ListWebhooksResponse =
  | {
      status: 200;
      body: {
        webhooks: Array<Webhook>;
        next_cursor: string | null;
      };
    }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted };

/** Validated input of `create_webhook`. */
export interface CreateWebhookInput {
  body: WebhookInput;
}

/** Every response `create_webhook` may return. */
export type CreateWebhookResponse =
  | { status: 200; body: CreatedWebhook }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 403; body: ErrorEnvelope403 }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 };

/** Validated input of `publish_event`. */
export interface PublishEventInput {
  body: {
    topic: Topic;
    /** Any JSON value, at most 64 KiB as JSON. */
    data: unknown;
  };
}

/** Every response `publish_event` may return. */
export type PublishEventResponse =
  | {
      status: 200;
      body: {
        event_id: RecordId;
        topic: string;
        /** Deliveries queued (one per subscribed webhook). */
        deliveries: number;
      };
    }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 };

/** Validated input of `get_webhook`. */
export interface GetWebhookInput {
  path: {
    webhook_id: RecordId;
  };
}

/** Every response `get_webhook` may return. */
export type GetWebhookResponse =
  | { status: 200; body: Webhook }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 404; body: ErrorEnvelope404 };

/** Validated input of `delete_webhook`. */
export interface DeleteWebhookInput {
  path: {
    webhook_id: RecordId;
  };
}

/** Every response `delete_webhook` may return. */
export type DeleteWebhookResponse =
  | {
      status: 200;
      body: {
        id: RecordId;
        deleted: true;
      };
    }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 404; body: ErrorEnvelope404 };

/** Validated input of `update_webhook`. */
export interface UpdateWebhookInput {
  path: {
    webhook_id: RecordId;
  };
  body: {
    name?: DisplayName;
    url?: WebhookUrl;
    topics?: Array<TopicPattern>;
    secret?: SigningSecret;
    enabled?: boolean;
  };
}

/** Every response `update_webhook` may return. */
export type UpdateWebhookResponse =
  | { status: 200; body: Webhook }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 403; body: ErrorEnvelope403 }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 };

/** Validated input of `list_webhook_deliveries`. */
export interface ListWebhookDeliveriesInput {
  path: {
    webhook_id: RecordId;
  };
  query: {
    /** Records per page, 1 to 100. */
    limit: number;
    /** `next_cursor` of the previous page; absent for the first page. */
    cursor?: string;
  };
}

/** Every response `list_webhook_deliveries` may return. */
export type ListWebhookDeliveriesResponse =
  | {
      status: 200;
      body: {
        deliveries: Array<WebhookDelivery>;
        next_cursor: string | null;
      };
    }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 404; body: ErrorEnvelope404 };

/** Validated input of `retry_webhook_delivery`. */
export interface RetryWebhookDeliveryInput {
  path: {
    webhook_id: RecordId;
    delivery_id: RecordId;
  };
}

/** Every response `retry_webhook_delivery` may return. */
export type RetryWebhookDeliveryResponse =
  | {
      status: 200;
      body: {
        id: RecordId;
        status: "pending" | "delivering" | "succeeded" | "failed";
        http_status: number | null;
        retry_count: number;
      };
    }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 409; body: ErrorEnvelope409 };

/** Validated input of `test_webhook`. */
export interface TestWebhookInput {
  path: {
    webhook_id: RecordId;
  };
}

/** Every response `test_webhook` may return. */
export type TestWebhookResponse =
  | {
      status: 200;
      body: {
        status: number;
        duration_ms: number;
        response_snippet: string;
      };
    }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 404; body: ErrorEnvelope404 };

/** Validated input of `list_workflow_blueprints`. */
export interface ListWorkflowBlueprintsInput {
  query: {
    /** Records per page, 1 to 100. */
    limit: number;
    /** `next_cursor` of the previous page; absent for the first page. */
    cursor?: string;
  };
}

/** Every response `list_workflow_blueprints` may return. */
export type ListWorkflowBlueprintsResponse =
  | {
      status: 200;
      body: {
        blueprints: Array<{
          id: RecordId;
          name: string;
          created_at: string;
        }>;
        next_cursor: string | null;
      };
    }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted };

/** Validated input of `create_workflow_blueprint`. */
export interface CreateWorkflowBlueprintInput {
  body: {
    /** 1 to 200 characters. */
    name: string;
    description?: string;
    /** 1 to 50 steps, at most 256 KiB as JSON (413 beyond). */
    steps: Array<WorkflowStep>;
    /** 1 to 604,800 (a week). */
    max_duration_sec: number;
  };
}

/** Every response `create_workflow_blueprint` may return. */
export type CreateWorkflowBlueprintResponse =
  | { status: 200; body: WorkflowBlueprint }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 403; body: ErrorEnvelope403 }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 };

/** Validated input of `trigger_workflow`. */
export interface TriggerWorkflowInput {
  path: {
    blueprint_id: RecordId;
  };
  body: {
    /** Read by templates as `{{input.…}}`; default `{}`; at most 256 KiB as JSON (413 beyond). */
    input_data?: {
      [key: string]: unknown;
    };
    /** A second trigger with the same key answers the first execution (200); no control characters. */
    idempotency_key?: string;
  };
}

/** Every response `trigger_workflow` may return. */
export type TriggerWorkflowResponse =
  | { status: 200; body: ExecutionStarted; headers?: { "Idempotent-Replayed"?: "true" } }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 };

/** Validated input of `get_workflow_execution`. */
export interface GetWorkflowExecutionInput {
  path: {
    execution_id: RecordId;
  };
}

/** Every response `get_workflow_execution` may return. */
export type GetWorkflowExecutionResponse =
  | { status: 200; body: WorkflowExecution }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 404; body: ErrorEnvelope404 };

/** Validated input of `cancel_workflow_execution`. */
export interface CancelWorkflowExecutionInput {
  path: {
    execution_id: RecordId;
  };
}

/** Every response `cancel_workflow_execution` may return. */
export type CancelWorkflowExecutionResponse =
  | {
      status: 200;
      body: {
        id: RecordId;
        status: "cancelled";
        cancelled_at: string;
      };
    }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 409; body: ErrorEnvelope409 };

/** Validated input of `resume_workflow_execution`. */
export interface ResumeWorkflowExecutionInput {
  path: {
    execution_id: RecordId;
  };
  body: {
    /** A failed step of the execution (409 for a step it does not have or that has not failed). */
    step_id?: StepId;
    /** The step's output from now on; at most 256 KiB as JSON (413 beyond). */
    override_output?: {
      [key: string]: unknown;
    };
  };
}

/** Every response `resume_workflow_execution` may return. */
export type ResumeWorkflowExecutionResponse =
  | {
      status: 200;
      body: {
        id: RecordId;
        status: "running" | "completed" | "failed" | "cancelled" | "timed_out";
        resumed_at: string;
      };
    }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 409; body: ErrorEnvelope409 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 };

/** Validated input of `list_organizations`. */
export interface ListOrganizationsInput {
  query: {
    /** Records per page, 1 to 100. */
    limit: number;
    /** `next_cursor` of the previous page; absent for the first page. */
    cursor?: string;
  };
}

/** Every response `list_organizations` may return. */
export type ListOrganizationsResponse =
  | {
      status: 200;
      body: {
        organizations: Array<Organization>;
        next_cursor: string | null;
      };
    }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 };

/** Validated input of `create_organization`. */
export interface CreateOrganizationInput {
  body: OrganizationInput;
}

/** Every response `create_organization` may return. */
export type CreateOrganizationResponse =
  | { status: 200; body: Organization }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 };

/** Validated input of `get_organization`. */
export interface GetOrganizationInput {
  path: {
    org_id: RecordId;
  };
}

/** Every response `get_organization` may return. */
export type GetOrganizationResponse =
  | { status: 200; body: Organization }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 404; body: ErrorEnvelope404 };

/** Validated input of `delete_organization`. */
export interface DeleteOrganizationInput {
  path: {
    org_id: RecordId;
  };
}

/** Every response `delete_organization` may return. */
export type DeleteOrganizationResponse =
  | {
      status: 200;
      body: {
        id: RecordId;
        deleted: true;
      };
    }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403 }
  | { status: 404; body: ErrorEnvelope404 };

/** Validated input of `update_organization`. */
export interface UpdateOrganizationInput {
  path: {
    org_id: RecordId;
  };
  body: OrganizationInput;
}

/** Every response `update_organization` may return. */
export type UpdateOrganizationResponse =
  | { status: 200; body: Organization }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403 }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 };

/** Validated input of `list_members`. */
export interface ListMembersInput {
  path: {
    org_id: RecordId;
  };
  query: {
    /** Records per page, 1 to 100. */
    limit: number;
    /** `next_cursor` of the previous page; absent for the first page. */
    cursor?: string;
  };
}

/** Every response `list_members` may return. */
export type ListMembersResponse =
  | {
      status: 200;
      body: {
        members: Array<Member>;
        next_cursor: string | null;
      };
    }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 404; body: ErrorEnvelope404 };

/** Validated input of `add_member`. */
export interface AddMemberInput {
  path: {
    org_id: RecordId;
  };
  body: MemberInput;
}

/** Every response `add_member` may return. */
export type AddMemberResponse =
  | { status: 200; body: Member }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403 }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 409; body: ErrorEnvelope409 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 };

/** Validated input of `remove_member`. */
export interface RemoveMemberInput {
  path: {
    org_id: RecordId;
    user_id: RecordId;
  };
}

/** Every response `remove_member` may return. */
export type RemoveMemberResponse =
  | {
      status: 200;
      body: {
        user_id: RecordId;
        removed: true;
      };
    }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403 }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 409; body: ErrorEnvelope409 };

/** Validated input of `update_member`. */
export interface UpdateMemberInput {
  path: {
    org_id: RecordId;
    user_id: RecordId;
  };
  body: {
    role: AssignableRole;
  };
}

/** Every response `update_member` may return. */
export type UpdateMemberResponse =
  | { status: 200; body: Member }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403 }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 409; body: ErrorEnvelope409 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 };

/** Validated input of `list_projects`. */
export interface ListProjectsInput {
  path: {
    org_id: RecordId;
  };
  query: {
    /** Records per page, 1 to 100. */
    limit: number;
    /** `next_cursor` of the previous page; absent for the first page. */
    cursor?: string;
  };
}

/** Every response `list_projects` may return. */
export type ListProjectsResponse =
  | {
      status: 200;
      body: {
        projects: Array<Project>;
        next_cursor: string | null;
      };
    }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 404; body: ErrorEnvelope404 };

/** Validated input of `create_project`. */
export interface CreateProjectInput {
  path: {
    org_id: RecordId;
  };
  body: {
    name: DisplayName;
    description?: string;
    initial_tokens: number;
  };
}

/** Every response `create_project` may return. */
export type CreateProjectResponse =
  | { status: 200; body: Project }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403 }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 };

/** Validated input of `get_organization_tokens`. */
export interface GetOrganizationTokensInput {
  path: {
    org_id: RecordId;
  };
}

/** Every response `get_organization_tokens` may return. */
export type GetOrganizationTokensResponse =
  | { status: 200; body: OrganizationTokens }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 404; body: ErrorEnvelope404 };

/** Validated input of `grant_organization_tokens`. */
export interface GrantOrganizationTokensInput {
  path: {
    org_id: RecordId;
  };
  body: {
    amount: TokenAmount;
    note?: string;
  };
}

/** Every response `grant_organization_tokens` may return. */
export type GrantOrganizationTokensResponse =
  | { status: 200; body: OrganizationTokens }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403 }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 };

/** Validated input of `list_token_ledger`. */
export interface ListTokenLedgerInput {
  path: {
    org_id: RecordId;
  };
  query: {
    /** Records per page, 1 to 100. */
    limit: number;
    /** `next_cursor` of the previous page; absent for the first page. */
    cursor?: string;
  };
}

/** Every response `list_token_ledger` may return. */
export type ListTokenLedgerResponse =
  | {
      status: 200;
      body: {
        entries: Array<LedgerEntry>;
        next_cursor: string | null;
      };
    }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 404; body: ErrorEnvelope404 };

/** Validated input of `transfer_organization`. */
export interface TransferOrganizationInput {
  path: {
    org_id: RecordId;
  };
  body: {
    user_id: RecordId;
  };
}

/** Every response `transfer_organization` may return. */
export type TransferOrganizationResponse =
  | { status: 200; body: Organization }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403 }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 409; body: ErrorEnvelope409 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 };

/** Validated input of `get_project`. */
export interface GetProjectInput {
  path: {
    project_id: RecordId;
  };
}

/** Every response `get_project` may return. */
export type GetProjectResponse =
  | { status: 200; body: Project }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 404; body: ErrorEnvelope404 };

/** Validated input of `delete_project`. */
export interface DeleteProjectInput {
  path: {
    project_id: RecordId;
  };
}

/** Every response `delete_project` may return. */
export type DeleteProjectResponse =
  | {
      status: 200;
      body: {
        id: RecordId;
        deleted: true;
      };
    }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403 }
  | { status: 404; body: ErrorEnvelope404 };

/** Validated input of `list_api_keys`. */
export interface ListApiKeysInput {
  path: {
    project_id: RecordId;
  };
  query: {
    /** Records per page, 1 to 100. */
    limit: number;
    /** `next_cursor` of the previous page; absent for the first page. */
    cursor?: string;
  };
}

/** Every response `list_api_keys` may return. */
export type ListApiKeysResponse =
  | {
      status: 200;
      body: {
        api_keys: Array<ApiKey>;
        next_cursor: string | null;
      };
    }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 404; body: ErrorEnvelope404 };

/** Validated input of `get_project_tokens`. */
export interface GetProjectTokensInput {
  path: {
    project_id: RecordId;
  };
}

/** Every response `get_project_tokens` may return. */
export type GetProjectTokensResponse =
  | { status: 200; body: ProjectTokens }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 404; body: ErrorEnvelope404 };

/** Validated input of `allocate_project_tokens`. */
export interface AllocateProjectTokensInput {
  path: {
    project_id: RecordId;
  };
  body: TokenMove;
}

/** Every response `allocate_project_tokens` may return. */
export type AllocateProjectTokensResponse =
  | { status: 200; body: ProjectTokens }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403 }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 409; body: ErrorEnvelope409InsufficientTokens }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 };

/** Validated input of `release_project_tokens`. */
export interface ReleaseProjectTokensInput {
  path: {
    project_id: RecordId;
  };
  body: TokenMove;
}

/** Every response `release_project_tokens` may return. */
export type ReleaseProjectTokensResponse =
  | { status: 200; body: ProjectTokens }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 403; body: ErrorEnvelope403 }
  | { status: 404; body: ErrorEnvelope404 }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 409; body: ErrorEnvelope409InsufficientTokens }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 };

/** Validated input of `get_tokens`. */
export interface GetTokensInput {}

/** Every response `get_tokens` may return. */
export type GetTokensResponse =
  | { status: 200; body: ProjectTokens }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 };

/** Validated input of `list_ai_models_v1`. */
export interface ListAiModelsV1Input {}

/** Every response `list_ai_models_v1` may return. */
export type ListAiModelsV1Response =
  | { status: 200; body: AiModelList }
  | { status: 400; body: ErrorEnvelope400 }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402TokensExhausted };

/**
 * The operations tagged "API keys": what one handler file implements.
 *
 * Project API keys: minted once, listed by prefix, revoked (bearer). `POST /api-keys` is the seed's; listing and revoking are our design, beside it.
 */
export interface InfraApiKeysHandlers {
  /**
   * Create an API key
   *
   * Mints a key for a project (admin of its organization). The secret is in the answer only.
   *
   * POST /api-keys
   */
  create_api_key: (input: CreateApiKeyInput, ctx: Context) => Promise<CreateApiKeyResponse>;
  /**
   * Revoke an API key
   *
   * Revokes a key (admin); its next call answers 401. Revoking a revoked key changes nothing.
   *
   * DELETE /api-keys/{key_id}
   */
  revoke_api_key: (input: RevokeApiKeyInput, ctx: Context) => Promise<RevokeApiKeyResponse>;
  /**
   * List API keys
   *
   * The project's keys, revoked ones included, oldest first.
   *
   * GET /projects/{project_id}/api-keys
   */
  list_api_keys: (input: ListApiKeysInput, ctx: Context) => Promise<ListApiKeysResponse>;
}

/**
 * The operations tagged "AI": what one handler file implements.
 *
 * The model catalog (API key).
 */
export interface InfraAiHandlers {
  /**
   * List AI models
   *
   * Every model in the catalog, ordered by id (the whole catalog, no paging).
   *
   * GET /infra/ai/models
   */
  list_ai_models: (input: ListAiModelsInput, ctx: Context) => Promise<ListAiModelsResponse>;
  /**
   * Get an AI model
   *
   * One model; 404 when the catalog has no model with this id.
   *
   * GET /infra/ai/models/{model_id}
   */
  get_ai_model: (input: GetAiModelInput, ctx: Context) => Promise<GetAiModelResponse>;
  /**
   * List AI models (OpenAI-compatible alias)
   *
   * The same answer as `GET /infra/ai/models`, at the path OpenAI-compatible clients ask for (a
   * compatibility alias; the credential is still the project key in `X-API-Key`).
   *
   * GET /v1/models
   */
  list_ai_models_v1: (input: ListAiModelsV1Input, ctx: Context) => Promise<ListAiModelsV1Response>;
}

/**
 * The operations tagged "Channels": what one handler file implements.
 *
 * Publish, subscribe (server-sent events), presence, history (API key).
 */
export interface InfraChannelsHandlers {
  /**
   * Publish messages
   *
   * Publishes up to 100 messages to any channels, all or nothing, in order.
   *
   * POST /infra/channels/publish
   */
  channel_publish_batch: (
    input: ChannelPublishBatchInput,
    ctx: Context,
  ) => Promise<ChannelPublishBatchResponse>;
  /**
   * Channel history
   *
   * The latest `limit` messages (before the event id `before`, when given), oldest first.
   *
   * GET /infra/channels/{channel}/history
   */
  channel_history: (input: ChannelHistoryInput, ctx: Context) => Promise<ChannelHistoryResponse>;
  /**
   * Channel presence
   *
   * Who is subscribed with a `user_id` right now: one entry per user.
   *
   * GET /infra/channels/{channel}/presence
   */
  channel_presence: (input: ChannelPresenceInput, ctx: Context) => Promise<ChannelPresenceResponse>;
  /**
   * Publish a message
   *
   * Publishes one message.
   *
   * POST /infra/channels/{channel}/publish
   */
  channel_publish: (input: ChannelPublishInput, ctx: Context) => Promise<ChannelPublishResponse>;
  /**
   * Subscribe (server-sent events)
   *
   * A live stream of the channel's messages as server-sent events: `id:` the event id,
   * `event:` the event name, `data:` the message's JSON `data`; a `:` comment line every 15
   * seconds keeps idle connections open. With `last_event_id` (or the `Last-Event-ID` header a
   * reconnecting EventSource sends) the stream first replays every message after that id. With
   * `user_id` the subscriber appears in the channel's presence while connected.
   *
   * The stream stays open only for clients that send `Accept: text/event-stream` (as EventSource
   * does); any other client gets the replay after `last_event_id` as a finished stream, so a
   * plain HTTP client can poll without hanging.
   *
   * GET /infra/channels/{channel}/subscribe
   */
  channel_subscribe: (input: ChannelSubscribeInput, ctx: Context) => Promise<ChannelSubscribeResponse>;
}

/**
 * The operations tagged "Jobs": what one handler file implements.
 *
 * Task, cron and queue jobs: signed handler calls with retries, claims and acks, run history (API key).
 */
export interface InfraJobsHandlers {
  /**
   * List jobs
   *
   * The project's jobs, newest first.
   *
   * GET /infra/jobs
   */
  list_jobs: (input: ListJobsInput, ctx: Context) => Promise<ListJobsResponse>;
  /**
   * Create a job
   *
   * Creates a job (with its `signing_secret`). With an `idempotency_key` already used, answers
   * that job instead, without the secret and with `Idempotent-Replayed: true`.
   *
   * POST /infra/jobs
   */
  create_job: (input: CreateJobInput, ctx: Context) => Promise<CreateJobResponse>;
  /**
   * Create jobs
   *
   * Creates 1 to 100 jobs, all or none: one invalid job refuses the batch (400 naming it). Jobs
   * with one idempotency key, in the batch or before it, resolve to one job.
   *
   * POST /infra/jobs/batch
   */
  create_jobs_batch: (input: CreateJobsBatchInput, ctx: Context) => Promise<CreateJobsBatchResponse>;
  /**
   * Claim queued jobs
   *
   * Claims up to `count` ready jobs of a queue, highest priority then oldest first, for
   * `visibility_timeout` seconds: ack them before it ends, or they go back to the queue.
   *
   * POST /infra/jobs/claim
   */
  claim_jobs: (input: ClaimJobsInput, ctx: Context) => Promise<ClaimJobsResponse>;
  /**
   * Get a job
   *
   * One job.
   *
   * GET /infra/jobs/{job_id}
   */
  get_job: (input: GetJobInput, ctx: Context) => Promise<GetJobResponse>;
  /**
   * Cancel a job
   *
   * Cancels the job (it is kept, with status `cancelled`); 409 when it has already finished.
   *
   * DELETE /infra/jobs/{job_id}
   */
  cancel_job: (input: CancelJobInput, ctx: Context) => Promise<CancelJobResponse>;
  /**
   * Update a job
   *
   * Changes the fields given; a new schedule or delay moves the next run. 409 when the job has
   * finished, or when a change does not fit its trigger: a `handler` for a queue job, `schedule` or
   * `timezone` for a job that is not cron, `delay_seconds` for one that is not a task.
   *
   * PATCH /infra/jobs/{job_id}
   */
  update_job: (input: UpdateJobInput, ctx: Context) => Promise<UpdateJobResponse>;
  /**
   * Acknowledge a job
   *
   * Reports the outcome of a claimed job. Only the key that claimed it may ack it, while it is
   * running under that claim: otherwise 409. `failed` with attempts left queues it again after
   * the backoff.
   *
   * POST /infra/jobs/{job_id}/ack
   */
  ack_job: (input: AckJobInput, ctx: Context) => Promise<AckJobResponse>;
  /**
   * Retry a failed job
   *
   * Queues a failed job again with a fresh attempt budget; 409 unless it has failed.
   *
   * POST /infra/jobs/{job_id}/retry
   */
  retry_job: (input: RetryJobInput, ctx: Context) => Promise<RetryJobResponse>;
  /**
   * List job runs
   *
   * The job's runs (one per attempt), newest first.
   *
   * GET /infra/jobs/{job_id}/runs
   */
  list_job_runs: (input: ListJobRunsInput, ctx: Context) => Promise<ListJobRunsResponse>;
  /**
   * Run a job now
   *
   * Runs a task or cron job now (a cron job keeps its schedule); 409 for queue jobs and finished ones.
   *
   * POST /infra/jobs/{job_id}/trigger
   */
  trigger_job: (input: TriggerJobInput, ctx: Context) => Promise<TriggerJobResponse>;
}

/**
 * The operations tagged "Key-value": what one handler file implements.
 *
 * Project-scoped JSON values with optional expiry (API key).
 */
export interface InfraKeyValueHandlers {
  /**
   * List keys
   *
   * Live keys in byte order, optionally under a prefix.
   *
   * GET /infra/kv
   */
  kv_list: (input: KvListInput, ctx: Context) => Promise<KvListResponse>;
  /**
   * Batch operations
   *
   * Runs up to 1,000 operations in order, all or nothing: when one cannot be applied (an
   * increment of a non-number) none is, and the answer is 409 naming its index. Later operations see
   * earlier ones' effects. The batch costs one token.
   *
   * POST /infra/kv
   */
  kv_batch: (input: KvBatchInput, ctx: Context) => Promise<KvBatchResponse>;
  /**
   * Get a value
   *
   * Reads an entry; 404 when it does not exist or has expired.
   *
   * GET /infra/kv/{key}
   */
  kv_get: (input: KvGetInput, ctx: Context) => Promise<KvGetResponse>;
  /**
   * Put a value
   *
   * Writes an entry. `ttl` sets its lifetime in seconds (a write without it never expires);
   * `if_not_exists` writes only when no live entry has the key (409 otherwise).
   *
   * PUT /infra/kv/{key}
   */
  kv_put: (input: KvPutInput, ctx: Context) => Promise<KvPutResponse>;
  /**
   * Delete a value
   *
   * Deletes an entry; 404 when it does not exist or has expired.
   *
   * DELETE /infra/kv/{key}
   */
  kv_delete: (input: KvDeleteInput, ctx: Context) => Promise<KvDeleteResponse>;
  /**
   * Increment a number
   *
   * Adds `delta` (default 1, may be negative or fractional) to a numeric entry atomically; a
   * missing entry starts at 0. `ttl` resets the lifetime; without it the lifetime is kept.
   * 409 when the entry holds something other than a number.
   *
   * POST /infra/kv/{key}/increment
   */
  kv_increment: (input: KvIncrementInput, ctx: Context) => Promise<KvIncrementResponse>;
}

/**
 * The operations tagged "Locks": what one handler file implements.
 *
 * Leases with fencing tokens (API key).
 */
export interface InfraLocksHandlers {
  /**
   * Lock status
   *
   * Whether the lock is held, by whom and until when (never the token).
   *
   * GET /infra/locks/{key}
   */
  lock_status: (input: LockStatusInput, ctx: Context) => Promise<LockStatusResponse>;
  /**
   * Acquire a lock
   *
   * Takes the lock when it is free (or its lease has expired): `locked` true with a new fencing
   * token. When another holder has it, `locked` is false, `token` null and `expires_at` tells
   * when its lease ends. Never waits.
   *
   * POST /infra/locks/{key}/acquire
   */
  lock_acquire: (input: LockAcquireInput, ctx: Context) => Promise<LockAcquireResponse>;
  /**
   * Release a lock
   *
   * Ends the lease. 409 when `token` is not the current holder's (released, expired or re-acquired).
   *
   * POST /infra/locks/{key}/release
   */
  lock_release: (input: LockReleaseInput, ctx: Context) => Promise<LockReleaseResponse>;
  /**
   * Renew a lock
   *
   * Extends the lease to `ttl_ms` from now. 409 when `token` is not the current holder's.
   *
   * POST /infra/locks/{key}/renew
   */
  lock_renew: (input: LockRenewInput, ctx: Context) => Promise<LockRenewResponse>;
}

/**
 * The operations tagged "Media": what one handler file implements.
 *
 * Image and video assets: uploads, probing, image transforms and video encoding jobs, variants (API key).
 */
export interface InfraMediaHandlers {
  /**
   * List media assets
   *
   * The project's assets, newest first.
   *
   * GET /infra/media/assets
   */
  list_media_assets: (input: ListMediaAssetsInput, ctx: Context) => Promise<ListMediaAssetsResponse>;
  /**
   * Upload a media asset
   *
   * Uploads an image or a video (`multipart/form-data`, at most 100 MiB). The server detects what
   * the bytes are: an image or video answers 200 with what the probe found; bytes declared as an
   * image or video that cannot be read as one (a corrupt file) answer 422; anything else (a PDF,
   * audio only, unknown bytes) answers 415.
   *
   * POST /infra/media/assets
   */
  upload_media_asset: (input: UploadMediaAssetInput, ctx: Context) => Promise<UploadMediaAssetResponse>;
  /**
   * Get a media asset
   *
   * One asset.
   *
   * GET /infra/media/assets/{assetId}
   */
  get_media_asset: (input: GetMediaAssetInput, ctx: Context) => Promise<GetMediaAssetResponse>;
  /**
   * Delete a media asset
   *
   * Deletes the asset, its variants and their bytes; encodings in progress are discarded.
   *
   * DELETE /infra/media/assets/{assetId}
   */
  delete_media_asset: (input: DeleteMediaAssetInput, ctx: Context) => Promise<DeleteMediaAssetResponse>;
  /**
   * Download a media asset
   *
   * The asset's bytes as uploaded, with their detected media type (our design: the seed shows no download).
   *
   * GET /infra/media/assets/{assetId}/content
   */
  get_media_asset_content: (
    input: GetMediaAssetContentInput,
    ctx: Context,
  ) => Promise<GetMediaAssetContentResponse>;
  /**
   * Transform an image
   *
   * Makes an image variant now and answers it `ready`. 409 when the asset is a video (use the
   * video transform).
   *
   * POST /infra/media/assets/{assetId}/transform/image
   */
  transform_media_image: (
    input: TransformMediaImageInput,
    ctx: Context,
  ) => Promise<TransformMediaImageResponse>;
  /**
   * Transform a video
   *
   * Queues an encoding of the video at each resolution (and thumbnails when asked) and answers
   * the new variants, `queued`. One background job encodes them, moving each to `processing`, then
   * `ready` or `failed`. 409 when the asset is an image (use the image transform).
   *
   * POST /infra/media/assets/{assetId}/transform/video
   */
  transform_media_video: (
    input: TransformMediaVideoInput,
    ctx: Context,
  ) => Promise<TransformMediaVideoResponse>;
  /**
   * List asset variants
   *
   * The asset's variants, oldest first.
   *
   * GET /infra/media/assets/{assetId}/variants
   */
  list_media_variants: (input: ListMediaVariantsInput, ctx: Context) => Promise<ListMediaVariantsResponse>;
  /**
   * Download an asset variant
   *
   * A variant's bytes (our design: the seed shows no download). 409 while the variant is not
   * `ready`.
   *
   * GET /infra/media/assets/{assetId}/variants/{variantId}/content
   */
  get_media_variant_content: (
    input: GetMediaVariantContentInput,
    ctx: Context,
  ) => Promise<GetMediaVariantContentResponse>;
}

/**
 * The operations tagged "Sketches": what one handler file implements.
 *
 * HyperLogLog and count-min sketches (API key).
 */
export interface InfraSketchesHandlers {
  /**
   * Count-min estimate
   *
   * Estimated count of `item`: never below the true count (0 for a sketch never written).
   *
   * GET /infra/sketches/cms/{key}/estimate
   */
  cms_estimate: (input: CmsEstimateInput, ctx: Context) => Promise<CmsEstimateResponse>;
  /**
   * Count-min increment
   *
   * Adds counts (default 1 each) for up to 1,000 items.
   *
   * POST /infra/sketches/cms/{key}/increment
   */
  cms_increment: (input: CmsIncrementInput, ctx: Context) => Promise<CmsIncrementResponse>;
  /**
   * HyperLogLog merge
   *
   * Writes the union of `dest_key` and up to 100 sources into `dest_key`; missing sources count as empty.
   *
   * POST /infra/sketches/hll/merge
   */
  hll_merge: (input: HllMergeInput, ctx: Context) => Promise<HllMergeResponse>;
  /**
   * HyperLogLog add
   *
   * Adds up to 1,000 elements; `updated` is true when the estimate may have changed.
   *
   * POST /infra/sketches/hll/{key}/add
   */
  hll_add: (input: HllAddInput, ctx: Context) => Promise<HllAddResponse>;
  /**
   * HyperLogLog count
   *
   * Estimated number of distinct elements added (0 for a sketch never written).
   *
   * GET /infra/sketches/hll/{key}/count
   */
  hll_count: (input: HllCountInput, ctx: Context) => Promise<HllCountResponse>;
}

/**
 * The operations tagged "Storage": what one handler file implements.
 *
 * Buckets of objects under key paths: streamed uploads and downloads, ranges, listing by prefix and delimiter, signed URLs (API key).
 */
export interface InfraStorageHandlers {
  /**
   * List buckets
   *
   * The project's buckets, by name.
   *
   * GET /infra/storage/buckets
   */
  list_buckets: (input: ListBucketsInput, ctx: Context) => Promise<ListBucketsResponse>;
  /**
   * Create a bucket
   *
   * Creates a bucket. 409 when the project already has a bucket of that name.
   *
   * POST /infra/storage/buckets
   */
  create_bucket: (input: CreateBucketInput, ctx: Context) => Promise<CreateBucketResponse>;
  /**
   * Get a bucket
   *
   * One bucket, by id or name.
   *
   * GET /infra/storage/buckets/{bucketId}
   */
  get_bucket: (input: GetBucketInput, ctx: Context) => Promise<GetBucketResponse>;
  /**
   * Delete a bucket
   *
   * Deletes an empty bucket. 409 while it holds any object: delete them first.
   *
   * DELETE /infra/storage/buckets/{bucketId}
   */
  delete_bucket: (input: DeleteBucketInput, ctx: Context) => Promise<DeleteBucketResponse>;
  /**
   * List objects
   *
   * The bucket's objects in key order (by UTF-8 bytes). `prefix` keeps keys that start with it.
   * With a `delimiter`, keys holding the delimiter after the prefix are rolled up: each distinct
   * `prefix + … + delimiter` is listed once in `common_prefixes` (like folders), not in `objects`.
   * A page holds at most `limit` entries of both kinds together.
   *
   * GET /infra/storage/buckets/{bucketId}/objects
   */
  list_objects: (input: ListObjectsInput, ctx: Context) => Promise<ListObjectsResponse>;
  /**
   * Download an object
   *
   * The object's bytes, with its media type, `ETag`, `Content-Length` and
   * `Accept-Ranges: bytes`; a `Range` header asks for part of it (206).
   *
   * GET /infra/storage/buckets/{bucketId}/objects/{object_key_path}
   */
  get_object: (input: GetObjectInput, ctx: Context) => Promise<GetObjectResponse>;
  /**
   * Upload an object
   *
   * Stores the request body as the object at the key, replacing any earlier version once the
   * upload has completed (a failed upload leaves the earlier version in place). The body is
   * streamed, never held in memory; its `Content-Type` is kept as the object's media type
   * (`application/octet-stream` when absent). The answer carries the size and the ETag measured
   * while storing. At most `STORAGE_MAX_OBJECT_BYTES` (default 1 GiB): 413 otherwise. An empty
   * or absent body stores an empty object (HTTP cannot tell the two apart).
   *
   * PUT /infra/storage/buckets/{bucketId}/objects/{object_key_path}
   */
  put_object: (input: PutObjectInput, ctx: Context) => Promise<PutObjectResponse>;
  /**
   * Delete an object
   *
   * Deletes the object and its bytes.
   *
   * DELETE /infra/storage/buckets/{bucketId}/objects/{object_key_path}
   */
  delete_object: (input: DeleteObjectInput, ctx: Context) => Promise<DeleteObjectResponse>;
  /**
   * Create a signed URL
   *
   * A URL that reads (`GET`) or writes (`PUT`) one object without the project's key, until
   * `expires_at`. It is signed with HMAC-SHA256 under a key derived from the server's
   * `SECRETS_KEY`; changing any part of it makes it refuse (403). A `PUT` URL signed with a
   * `content_type` takes only uploads of that `Content-Type`. The bucket must exist; the object
   * need not (yet).
   *
   * POST /infra/storage/buckets/{bucketId}/signed-url
   */
  create_signed_url: (input: CreateSignedUrlInput, ctx: Context) => Promise<CreateSignedUrlResponse>;
  /**
   * Download through a signed URL
   *
   * Downloads the object a GET signed URL names (ranges as on the keyed route). No key needed.
   *
   * GET /infra/storage/signed/{token}
   */
  get_signed_object: (input: GetSignedObjectInput, ctx: Context) => Promise<GetSignedObjectResponse>;
  /**
   * Upload through a signed URL
   *
   * Uploads the object a PUT signed URL names, as the keyed upload does. No key needed. With a
   * `ct` in the URL, `Content-Type` must equal it (403 otherwise).
   *
   * PUT /infra/storage/signed/{token}
   */
  put_signed_object: (input: PutSignedObjectInput, ctx: Context) => Promise<PutSignedObjectResponse>;
}

/**
 * The operations tagged "Webhooks": what one handler file implements.
 *
 * Signed deliveries of project events to subscribed URLs, with retries and a delivery log (API key).
 */
export interface InfraWebhooksHandlers {
  /**
   * List webhooks
   *
   * The project's webhooks, newest first.
   *
   * GET /infra/webhooks
   */
  list_webhooks: (input: ListWebhooksInput, ctx: Context) => Promise<ListWebhooksResponse>;
  /**
   * Create a webhook
   *
   * Subscribes a URL to topics. The signing secret is in the answer only.
   *
   * POST /infra/webhooks
   */
  create_webhook: (input: CreateWebhookInput, ctx: Context) => Promise<CreateWebhookResponse>;
  /**
   * Publish an event
   *
   * Emits a custom event to every enabled webhook subscribed to its topic.
   *
   * POST /infra/webhooks/publish
   */
  publish_event: (input: PublishEventInput, ctx: Context) => Promise<PublishEventResponse>;
  /**
   * Get a webhook
   *
   * One webhook.
   *
   * GET /infra/webhooks/{webhook_id}
   */
  get_webhook: (input: GetWebhookInput, ctx: Context) => Promise<GetWebhookResponse>;
  /**
   * Delete a webhook
   *
   * Deletes the webhook and its delivery log; queued deliveries are dropped.
   *
   * DELETE /infra/webhooks/{webhook_id}
   */
  delete_webhook: (input: DeleteWebhookInput, ctx: Context) => Promise<DeleteWebhookResponse>;
  /**
   * Update a webhook
   *
   * Changes the fields given; a new `secret` signs every later delivery.
   *
   * PATCH /infra/webhooks/{webhook_id}
   */
  update_webhook: (input: UpdateWebhookInput, ctx: Context) => Promise<UpdateWebhookResponse>;
  /**
   * List deliveries
   *
   * The webhook's deliveries, newest first.
   *
   * GET /infra/webhooks/{webhook_id}/deliveries
   */
  list_webhook_deliveries: (
    input: ListWebhookDeliveriesInput,
    ctx: Context,
  ) => Promise<ListWebhookDeliveriesResponse>;
  /**
   * Retry a delivery
   *
   * Queues a failed delivery again with a fresh retry budget. 409 unless it has failed.
   *
   * POST /infra/webhooks/{webhook_id}/deliveries/{delivery_id}/retry
   */
  retry_webhook_delivery: (
    input: RetryWebhookDeliveryInput,
    ctx: Context,
  ) => Promise<RetryWebhookDeliveryResponse>;
  /**
   * Test a webhook
   *
   * Sends a `webhook.test` event to the URL now and reports the answer (not retried, not
   * counted). `status` is 0 when no answer arrived; `response_snippet` then says why.
   *
   * POST /infra/webhooks/{webhook_id}/test
   */
  test_webhook: (input: TestWebhookInput, ctx: Context) => Promise<TestWebhookResponse>;
}

/**
 * The operations tagged "Workflows": what one handler file implements.
 *
 * DAGs of job steps: blueprints, executions, cancel and resume (API key).
 */
export interface InfraWorkflowsHandlers {
  /**
   * List workflow blueprints
   *
   * The project's blueprints, newest first.
   *
   * GET /infra/workflows/blueprints
   */
  list_workflow_blueprints: (
    input: ListWorkflowBlueprintsInput,
    ctx: Context,
  ) => Promise<ListWorkflowBlueprintsResponse>;
  /**
   * Create a workflow blueprint
   *
   * Stores a blueprint. 400 names the member at fault: a duplicate step id, a `depends_on` or
   * `catch` naming no step or the step itself, a cycle (its path in the message), a template
   * reading a step that is not a dependency, a catch step that is also a dependency, a `task`
   * without `handler` or a `queue` step with one.
   *
   * POST /infra/workflows/blueprints
   */
  create_workflow_blueprint: (
    input: CreateWorkflowBlueprintInput,
    ctx: Context,
  ) => Promise<CreateWorkflowBlueprintResponse>;
  /**
   * Trigger a workflow
   *
   * Starts an execution: its root steps' jobs are created at once. A repeated `idempotency_key`
   * answers the first execution instead of starting another, with `Idempotent-Replayed: true`.
   *
   * POST /infra/workflows/blueprints/{blueprint_id}/trigger
   */
  trigger_workflow: (input: TriggerWorkflowInput, ctx: Context) => Promise<TriggerWorkflowResponse>;
  /**
   * Get a workflow execution
   *
   * An execution with the state of each step.
   *
   * GET /infra/workflows/executions/{execution_id}
   */
  get_workflow_execution: (
    input: GetWorkflowExecutionInput,
    ctx: Context,
  ) => Promise<GetWorkflowExecutionResponse>;
  /**
   * Cancel a workflow execution
   *
   * Cancels a running execution and its running step jobs. 409 when it has already ended.
   *
   * POST /infra/workflows/executions/{execution_id}/cancel
   */
  cancel_workflow_execution: (
    input: CancelWorkflowExecutionInput,
    ctx: Context,
  ) => Promise<CancelWorkflowExecutionResponse>;
  /**
   * Resume a workflow execution
   *
   * Continues a `failed` or `timed_out` execution (else 409) from its failed step `step_id`
   * (default: the failed step, when there is one). With `override_output` the step counts as
   * completed with that output; without, its job runs again. The execution is `running` again
   * with a fresh `max_duration_sec`. What the execution's state refuses is a 409: a `step_id` its
   * blueprint does not have or that has not failed, or `override_output` without a `step_id` when
   * the execution has not exactly one failed step.
   *
   * POST /infra/workflows/executions/{execution_id}/resume
   */
  resume_workflow_execution: (
    input: ResumeWorkflowExecutionInput,
    ctx: Context,
  ) => Promise<ResumeWorkflowExecutionResponse>;
}

/**
 * The operations tagged "Organizations": what one handler file implements.
 *
 * Organizations and their members (bearer). Our design, at the root beside `/api-keys`: the seed lists these routes by count only.
 */
export interface InfraOrganizationsHandlers {
  /**
   * List organizations
   *
   * The organizations the caller belongs to, oldest first.
   *
   * GET /organizations
   */
  list_organizations: (input: ListOrganizationsInput, ctx: Context) => Promise<ListOrganizationsResponse>;
  /**
   * Create an organization
   *
   * Creates an organization; the caller becomes its owner and it starts with the configured token pool.
   *
   * POST /organizations
   */
  create_organization: (input: CreateOrganizationInput, ctx: Context) => Promise<CreateOrganizationResponse>;
  /**
   * Get an organization
   *
   * One organization the caller belongs to (404 for any other).
   *
   * GET /organizations/{org_id}
   */
  get_organization: (input: GetOrganizationInput, ctx: Context) => Promise<GetOrganizationResponse>;
  /**
   * Delete an organization
   *
   * Deletes the organization with its projects, keys and data (owner).
   *
   * DELETE /organizations/{org_id}
   */
  delete_organization: (input: DeleteOrganizationInput, ctx: Context) => Promise<DeleteOrganizationResponse>;
  /**
   * Rename an organization
   *
   * Renames the organization (owner).
   *
   * PATCH /organizations/{org_id}
   */
  update_organization: (input: UpdateOrganizationInput, ctx: Context) => Promise<UpdateOrganizationResponse>;
  /**
   * List members
   *
   * The organization's members, in the order they joined.
   *
   * GET /organizations/{org_id}/members
   */
  list_members: (input: ListMembersInput, ctx: Context) => Promise<ListMembersResponse>;
  /**
   * Add a member
   *
   * Adds a person with an account (admin; only the owner adds admins). 409 when no account has
   * the address (they need to sign up first) or when they are already a member.
   *
   * POST /organizations/{org_id}/members
   */
  add_member: (input: AddMemberInput, ctx: Context) => Promise<AddMemberResponse>;
  /**
   * Remove a member
   *
   * Removes a member (admin, for members; owner, for admins); any member may remove themself.
   * The owner cannot be removed (409): transfer ownership first.
   *
   * DELETE /organizations/{org_id}/members/{user_id}
   */
  remove_member: (input: RemoveMemberInput, ctx: Context) => Promise<RemoveMemberResponse>;
  /**
   * Change a member's role
   *
   * Changes a member's role (owner). The owner's own role changes only with `transfer`: 409.
   *
   * PATCH /organizations/{org_id}/members/{user_id}
   */
  update_member: (input: UpdateMemberInput, ctx: Context) => Promise<UpdateMemberResponse>;
  /**
   * Transfer ownership
   *
   * Makes another member the owner (owner); the previous owner becomes an admin. 409 when they are not a member.
   *
   * POST /organizations/{org_id}/transfer
   */
  transfer_organization: (
    input: TransferOrganizationInput,
    ctx: Context,
  ) => Promise<TransferOrganizationResponse>;
}

/**
 * The operations tagged "Projects": what one handler file implements.
 *
 * Projects inside an organization (bearer). Our design, at the root beside `/api-keys`: the seed lists these routes by count only.
 */
export interface InfraProjectsHandlers {
  /**
   * List projects
   *
   * The organization's projects, oldest first.
   *
   * GET /organizations/{org_id}/projects
   */
  list_projects: (input: ListProjectsInput, ctx: Context) => Promise<ListProjectsResponse>;
  /**
   * Create a project
   *
   * Creates a project (admin) and moves `initial_tokens` (default 100,000) from the
   * organization's pool to it — fewer when the pool holds less.
   *
   * POST /organizations/{org_id}/projects
   */
  create_project: (input: CreateProjectInput, ctx: Context) => Promise<CreateProjectResponse>;
  /**
   * Get a project
   *
   * One project of an organization the caller belongs to.
   *
   * GET /projects/{project_id}
   */
  get_project: (input: GetProjectInput, ctx: Context) => Promise<GetProjectResponse>;
  /**
   * Delete a project
   *
   * Deletes the project with its keys and data (admin); its remaining tokens return to the
   * organization's pool.
   *
   * DELETE /projects/{project_id}
   */
  delete_project: (input: DeleteProjectInput, ctx: Context) => Promise<DeleteProjectResponse>;
}

/**
 * The operations tagged "Tokens": what one handler file implements.
 *
 * Token pools and project balances; one token per data call. Our design, at the root beside `/api-keys`: the seed lists these routes by count only.
 */
export interface InfraTokensHandlers {
  /**
   * Organization tokens
   *
   * The pool and every project's balance (any member).
   *
   * GET /organizations/{org_id}/tokens
   */
  get_organization_tokens: (
    input: GetOrganizationTokensInput,
    ctx: Context,
  ) => Promise<GetOrganizationTokensResponse>;
  /**
   * Grant tokens
   *
   * Adds tokens to an organization's pool: platform administrators only (403 for anyone else).
   *
   * POST /organizations/{org_id}/tokens/grant
   */
  grant_organization_tokens: (
    input: GrantOrganizationTokensInput,
    ctx: Context,
  ) => Promise<GrantOrganizationTokensResponse>;
  /**
   * Token ledger
   *
   * Every token movement of the organization, newest first (any member).
   *
   * GET /organizations/{org_id}/tokens/ledger
   */
  list_token_ledger: (input: ListTokenLedgerInput, ctx: Context) => Promise<ListTokenLedgerResponse>;
  /**
   * Project tokens
   *
   * A project's balance (any member of its organization).
   *
   * GET /projects/{project_id}/tokens
   */
  get_project_tokens: (input: GetProjectTokensInput, ctx: Context) => Promise<GetProjectTokensResponse>;
  /**
   * Allocate tokens
   *
   * Moves tokens from the pool to the project (admin). 409 when the pool holds fewer.
   *
   * POST /projects/{project_id}/tokens/allocate
   */
  allocate_project_tokens: (
    input: AllocateProjectTokensInput,
    ctx: Context,
  ) => Promise<AllocateProjectTokensResponse>;
  /**
   * Release tokens
   *
   * Moves tokens from the project back to the pool (admin). 409 when the project holds fewer.
   *
   * POST /projects/{project_id}/tokens/release
   */
  release_project_tokens: (
    input: ReleaseProjectTokensInput,
    ctx: Context,
  ) => Promise<ReleaseProjectTokensResponse>;
  /**
   * This project's tokens
   *
   * The calling key's project balance. Free: reading it takes no token.
   *
   * GET /tokens
   */
  get_tokens: (input: GetTokensInput, ctx: Context) => Promise<GetTokensResponse>;
}

/** Business logic of Infrastructure: one method per operation; return data, never touch `res`. */
export interface InfraHandlers
  extends InfraApiKeysHandlers,
    InfraAiHandlers,
    InfraChannelsHandlers,
    InfraJobsHandlers,
    InfraKeyValueHandlers,
    InfraLocksHandlers,
    InfraMediaHandlers,
    InfraSketchesHandlers,
    InfraStorageHandlers,
    InfraWebhooksHandlers,
    InfraWorkflowsHandlers,
    InfraOrganizationsHandlers,
    InfraProjectsHandlers,
    InfraTokensHandlers {}
