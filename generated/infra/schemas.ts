// Generated from spec/infra by codegen — run `npm run generate`. Do not edit.

import { z } from "zod";
import { isBinaryContent, isUpload } from "../../runtime/binary.js";
import { coerce } from "../../runtime/validation/coerce.js";

/**
 * What a model is for, each named after the AI route family that will use it (our design: the
 * seed lists the field without its values). A model may have several.
 */
export const AiCapability = z.enum([
  "text_generation",
  "reasoning",
  "vision",
  "embedding",
  "rerank",
  "moderation",
  "transcription",
  "speech",
  "image_generation",
  "image_editing",
]);

/**
 * A kind of input or output (our design: the seed lists the fields without their values).
 * `embedding` is a vector of numbers, an output of embedding models only.
 */
export const AiModality = z.enum(["text", "image", "audio", "video", "embedding"]);

/**
 * A model's id: 1 to 100 characters, lower-case letters, digits, `.`, `_` and `-`, starting
 * with a letter or digit (no `/`, so it fits in one path segment).
 */
export const AiModelId = z.string().min(1).max(100).regex(new RegExp("^[a-z0-9][a-z0-9._-]*$", "u"));

/**
 * What a model costs, in US dollars, by the unit it is billed in. A member is null when the
 * model is not billed by that unit; a model billed by none (a free one) has every member null.
 */
export const AiModelPricing = z.object({
  input_per_million_tokens: z.union([z.number().gte(0), z.null()]),
  output_per_million_tokens: z.union([z.number().gte(0), z.null()]),
  audio_minute: z.union([z.number().gte(0), z.null()]),
  image_step: z.union([z.number().gte(0), z.null()]),
  image_tile: z.union([z.number().gte(0), z.null()]),
  per_request: z.union([z.number().gte(0), z.null()]),
});

/** Where a model stands in the catalog (our design: the seed lists the field without its values). */
export const AiModelStatus = z.enum(["active", "preview", "deprecated"]);

/**
 * A model in this service's catalog: what it takes and gives, its limits, what it supports and
 * what it costs. The catalog is a registry file read when the service starts — not a live list
 * of any provider's models; names, limits and prices are the ones this service publishes.
 */
export const AiModel = z.object({
  id: AiModelId,
  name: z.string(),
  provider: z.string().min(1).max(100).regex(new RegExp("^[a-z0-9][a-z0-9-]*$", "u")),
  capabilities: z.array(AiCapability).min(1),
  input_modalities: z.array(AiModality).min(1),
  output_modalities: z.array(AiModality).min(1),
  context_window: z.union([z.int().gte(1).lte(2147483647), z.null()]),
  max_output_tokens: z.union([z.int().gte(1).lte(2147483647), z.null()]),
  supports_tools: z.boolean(),
  supports_json_schema: z.boolean(),
  supports_streaming: z.boolean(),
  status: AiModelStatus,
  deprecated_at: z.union([z.iso.datetime({ offset: true }), z.null()]),
  description: z.string(),
  pricing: AiModelPricing,
});

/** The catalog: every model, ordered by id. */
export const AiModelList = z.object({ data: z.array(AiModel) });

/** A UUID naming a record. */
export const RecordId = z.guid();

/** A project API key as listed: never its secret. */
export const ApiKey = z.object({
  id: RecordId,
  project_id: RecordId,
  name: z.string(),
  start: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  last_used_at: z.union([z.iso.datetime({ offset: true }), z.null()]),
  revoked_at: z.union([z.iso.datetime({ offset: true }), z.null()]),
});

/** The backoff a job applies: its create body's `backoff` with the defaults filled in. */
export const AppliedJobBackoff = z.object({
  strategy: z.enum(["fixed", "exponential"]),
  delay_seconds: z.int().gte(-2147483648).lte(2147483647),
});

export const AssetUploadForm = z.object({
  file: z.custom(isUpload, { message: "must be a file" }),
  visibility: z.enum(["private", "public"]).optional(),
  metadata: z.string().optional(),
});

/**
 * Something made from an asset: `image` (a transform of an image), `video` (an encoding of a
 * video at one resolution) or `thumbnail` (a JPEG frame of a video). Image variants are made
 * before the answer and are born `ready`; video variants and thumbnails go `queued` →
 * `processing` → `ready` or `failed` (with `error`) — our design: the seed does not show the
 * status values.
 */
export const AssetVariant = z.object({
  id: RecordId,
  asset_id: RecordId,
  type: z.enum(["image", "video", "thumbnail"]),
  params: z.looseObject({}),
  status: z.enum(["queued", "processing", "ready", "failed"]),
  url: z.union([z.string(), z.null()]),
  content_type: z.string(),
  size: z.union([z.int(), z.null()]),
  width: z.union([z.int().gte(-2147483648).lte(2147483647), z.null()]),
  height: z.union([z.int().gte(-2147483648).lte(2147483647), z.null()]),
  error: z.union([z.string(), z.null()]),
  job_id: z.union([RecordId, z.null()]),
  created_at: z.iso.datetime({ offset: true }),
});

/** A role that can be given to a member (ownership moves with `transfer`). */
export const AssignableRole = z.enum(["admin", "member"]);

/** A five-field cron schedule: minute hour day-of-month month day-of-week. */
export const CronSchedule = z.string().min(1).max(200);

/** An IANA time zone name (`UTC`, `Europe/Paris`). */
export const TimeZoneName = z.string().min(1).max(64).regex(new RegExp("^[A-Za-z0-9_+/-]+$", "u"));

/**
 * Runs at every tick of a five-field cron `schedule` (minute hour day-of-month month day-of-week)
 * in `timezone` (an IANA name, default `UTC`). A schedule or timezone that does not parse is a 400.
 */
export const CronTrigger = z.object({
  type: z.enum(["cron"]),
  schedule: CronSchedule,
  timezone: TimeZoneName.default("UTC"),
});

/** A pull queue's name: 1 to 128 of letters, digits, `.`, `_`, `:` and `-`. */
export const JobQueueName = z.string().min(1).max(128).regex(new RegExp("^[A-Za-z0-9._:-]+$", "u"));

/** Waits in `queue` for a consumer to claim it (`POST /infra/jobs/claim`) and ack it; takes no handler. */
export const QueueTrigger = z.object({ type: z.enum(["queue"]), queue: JobQueueName });

/** Runs once, `delay_seconds` (default 0, at most a year) after it is created. */
export const TaskTrigger = z.object({
  type: z.enum(["task"]),
  delay_seconds: z.int().gte(0).lte(31536000).default(0),
});

/** When a job runs, told apart by `type`. */
export const JobTrigger = z.discriminatedUnion("type", [TaskTrigger, CronTrigger, QueueTrigger]);

/**
 * A job: one unit of work run by POSTing its payload to `handler` (task and cron jobs) or claimed
 * by a consumer (queue jobs). Status: `scheduled` (waits for `run_at` or the next cron tick),
 * `queued` (ready), `running` (a handler call or a consumer's claim is in flight until
 * `claimed_until`), `completed`, `failed`, `cancelled` — our design: the seed does not show them.
 */
export const Job = z.object({
  id: RecordId,
  name: z.union([z.string(), z.null()]),
  trigger: JobTrigger,
  handler: z.union([z.string(), z.null()]),
  payload: z.unknown().refine((v) => v !== undefined, "Required"),
  result: z.unknown().refine((v) => v !== undefined, "Required"),
  status: z.enum(["scheduled", "queued", "running", "completed", "failed", "cancelled"]),
  enabled: z.boolean(),
  priority: z.int().gte(-2147483648).lte(2147483647),
  attempt: z.int().gte(-2147483648).lte(2147483647),
  max_attempts: z.int().gte(-2147483648).lte(2147483647),
  timeout: z.int().gte(-2147483648).lte(2147483647),
  backoff: AppliedJobBackoff,
  callback_url: z.union([z.string(), z.null()]),
  idempotency_key: z.union([z.string(), z.null()]),
  error: z.union([z.string(), z.null()]),
  created_at: z.iso.datetime({ offset: true }),
  run_at: z.union([z.iso.datetime({ offset: true }), z.null()]),
  next_run_at: z.union([z.iso.datetime({ offset: true }), z.null()]),
  last_run_at: z.union([z.iso.datetime({ offset: true }), z.null()]),
  claimed_until: z.union([z.iso.datetime({ offset: true }), z.null()]),
  completed_at: z.union([z.iso.datetime({ offset: true }), z.null()]),
});

/** One job of a batch: created now (with its secret) or the one an idempotency key already named. */
export const BatchJobResult = z.object({
  created: z.boolean(),
  job: Job,
  signing_secret: z.string().optional(),
});

/** Who a bucket is meant for (our design: the seed lists the field without its values). */
export const BucketVisibility = z.enum(["private", "public"]);

/** A bucket: a namespace of objects inside a project. */
export const Bucket = z.object({
  id: RecordId,
  project_id: RecordId,
  name: z.string(),
  visibility: BucketVisibility,
  description: z.union([z.string(), z.null()]),
  created_at: z.iso.datetime({ offset: true }),
});

/**
 * A bucket's name: 3 to 63 characters of lower-case letters, digits and hyphens, starting and
 * ending with a letter or digit (S3's rule, so a bucket can be mirrored to S3 under the same
 * name). Unique within the project. A name shaped like a UUID is refused (400): in paths a UUID
 * names a bucket by its id.
 */
export const BucketName = z.string().min(3).max(63).regex(new RegExp("^[a-z0-9][a-z0-9-]*[a-z0-9]$", "u"));

/** A bucket named by its `id` or by its `name` (both are unique within the project). */
export const BucketRef = z.string().min(3).max(63).regex(new RegExp("^[a-z0-9][a-z0-9-]*[a-z0-9]$", "u"));

/** A channel name: 1 to 128 letters, digits and `.`, `_`, `:`, `@`, `-`; not `.` or `..`. */
export const ChannelName = z
  .string()
  .min(1)
  .max(128)
  .regex(new RegExp("^(?:[A-Za-z0-9._:@-]*[A-Za-z0-9_:@-][A-Za-z0-9._:@-]*|\\.{3,})$", "u"));

/**
 * A server-assigned event id: a decimal number below 10^18 (leading zeros allowed), increasing
 * in publish order.
 */
export const EventId = z.string().max(20).regex(new RegExp("^0*[0-9]{1,18}$", "u"));

/**
 * One server-sent event of a subscription, as its fields parse (the schema of each event, as
 * OpenAPI 3.2's `itemSchema` and Schemathesis read `text/event-stream`).
 */
export const ChannelStreamEvent = z.object({ id: EventId, event: z.string(), data: z.string() });

/** A user id as the publisher or subscriber names it: 1 to 200 characters. */
export const ChannelUserId = z
  .string()
  .min(1)
  .max(200)
  .regex(new RegExp("^[^\\u0000-\\u001F\\u007F]*$", "u"));

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
  "tokens_exhausted",
  "forbidden",
  "admin_only",
  "not_found",
  "route_not_found",
  "method_not_allowed",
  "request_timeout",
  "conflict",
  "key_exists",
  "bucket_not_empty",
  "insufficient_tokens",
  "lock_not_held",
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

/** A key just minted: `key` is the secret, shown this once and stored only as a hash. */
export const CreatedApiKey = z.object({
  id: RecordId,
  project_id: RecordId,
  name: z.string(),
  start: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  last_used_at: z.union([z.iso.datetime({ offset: true }), z.null()]),
  revoked_at: z.union([z.iso.datetime({ offset: true }), z.null()]),
  key: z.string(),
});

/** A job just created: `signing_secret` signs its handler and callback calls and is shown this once. */
export const CreatedJob = z.object({
  id: RecordId,
  name: z.union([z.string(), z.null()]),
  trigger: JobTrigger,
  handler: z.union([z.string(), z.null()]),
  payload: z.unknown().refine((v) => v !== undefined, "Required"),
  result: z.unknown().refine((v) => v !== undefined, "Required"),
  status: z.enum(["scheduled", "queued", "running", "completed", "failed", "cancelled"]),
  enabled: z.boolean(),
  priority: z.int().gte(-2147483648).lte(2147483647),
  attempt: z.int().gte(-2147483648).lte(2147483647),
  max_attempts: z.int().gte(-2147483648).lte(2147483647),
  timeout: z.int().gte(-2147483648).lte(2147483647),
  backoff: AppliedJobBackoff,
  callback_url: z.union([z.string(), z.null()]),
  idempotency_key: z.union([z.string(), z.null()]),
  error: z.union([z.string(), z.null()]),
  created_at: z.iso.datetime({ offset: true }),
  run_at: z.union([z.iso.datetime({ offset: true }), z.null()]),
  next_run_at: z.union([z.iso.datetime({ offset: true }), z.null()]),
  last_run_at: z.union([z.iso.datetime({ offset: true }), z.null()]),
  claimed_until: z.union([z.iso.datetime({ offset: true }), z.null()]),
  completed_at: z.union([z.iso.datetime({ offset: true }), z.null()]),
  signing_secret: z.string(),
});

/** A webhook just created: `secret` signs its deliveries and is shown this once. */
export const CreatedWebhook = z.object({
  id: RecordId,
  name: z.string(),
  url: z.string(),
  topics: z.array(z.string()),
  enabled: z.boolean(),
  success_count: z.int(),
  failure_count: z.int(),
  last_attempted_at: z.union([z.iso.datetime({ offset: true }), z.null()]),
  last_status: z.union([z.int().gte(-2147483648).lte(2147483647), z.null()]),
  created_at: z.iso.datetime({ offset: true }),
  secret: z.string(),
});

/** Waits between failed attempts: `fixed` (always `delay_seconds`) or `exponential` (doubling from it). */
export const JobBackoff = z.object({
  strategy: z.enum(["fixed", "exponential"]).default("exponential"),
  delay_seconds: z.int().gte(1).lte(86400).default(10),
});

/**
 * Where deliveries are POSTed: an http or https URL of at most 2,048 characters whose host is a
 * name (its last label starts with a letter) or a dotted IPv4 address, with an optional port,
 * no `user:password@`, and no whitespace or control character. Internal addresses (loopback, private, link-local) are refused with 403
 * when the host is an IP address, and at every delivery after DNS whatever the name.
 */
export const WebhookUrl = z
  .string()
  .max(2048)
  .regex(
    new RegExp(
      "^https?://(?:(?:[A-Za-z0-9_-]+\\.)*[A-Za-z][A-Za-z0-9_-]*\\.?|(?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9]))(?::(?:6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[0-9]{1,4}))?(?:[/?#][^\\s\\x00-\\x1f\\x7f]*)?$",
      "u",
    ),
  );

/** A cron job: its `handler` is called at every tick of the schedule. */
export const CronJobInput = z.object({
  trigger: CronTrigger,
  handler: WebhookUrl,
  payload: z.unknown().refine((v) => v !== undefined, "Required"),
  idempotency_key: z
    .string()
    .min(1)
    .max(255)
    .regex(new RegExp("^[^\\u0000-\\u001F\\u007F]*$", "u"))
    .optional(),
  name: z.string().min(1).max(200).regex(new RegExp("^[^\\u0000-\\u001F\\u007F]*$", "u")).optional(),
  timeout: z.int().gte(1).lte(3600).default(30),
  max_attempts: z.int().gte(1).lte(100).default(3),
  backoff: JobBackoff.optional(),
  priority: z.int().gte(-1000).lte(1000).default(0),
  callback_url: WebhookUrl.optional(),
  enabled: z.boolean().default(true),
});

/** A display name: 1 to 100 characters, no `<`, `>` or control characters. */
export const DisplayName = z
  .string()
  .min(1)
  .max(100)
  .regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u"));

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

/** The error body of a 402 answer: `code` is one of `tokens_exhausted`. */
export const ErrorEnvelope402TokensExhausted = z.intersection(
  ErrorEnvelope,
  z.object({ code: z.enum(["tokens_exhausted"]).optional() }),
);

/** The error body of a 403 answer: `code` is one of `forbidden`, `admin_only`. */
export const ErrorEnvelope403 = z.intersection(
  ErrorEnvelope,
  z.object({ code: z.enum(["forbidden", "admin_only"]).optional() }),
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

/** The error body of a 409 answer: `code` is one of `conflict`. */
export const ErrorEnvelope409 = z.intersection(
  ErrorEnvelope,
  z.object({ code: z.enum(["conflict"]).optional() }),
);

/** The error body of a 409 answer: `code` is one of `conflict`, `bucket_not_empty`. */
export const ErrorEnvelope409BucketNotEmpty = z.intersection(
  ErrorEnvelope,
  z.object({ code: z.enum(["conflict", "bucket_not_empty"]).optional() }),
);

/** The error body of a 409 answer: `code` is one of `conflict`, `insufficient_tokens`. */
export const ErrorEnvelope409InsufficientTokens = z.intersection(
  ErrorEnvelope,
  z.object({ code: z.enum(["conflict", "insufficient_tokens"]).optional() }),
);

/** The error body of a 409 answer: `code` is one of `conflict`, `key_exists`. */
export const ErrorEnvelope409KeyExists = z.intersection(
  ErrorEnvelope,
  z.object({ code: z.enum(["conflict", "key_exists"]).optional() }),
);

/** The error body of a 409 answer: `code` is one of `conflict`, `lock_not_held`. */
export const ErrorEnvelope409LockNotHeld = z.intersection(
  ErrorEnvelope,
  z.object({ code: z.enum(["conflict", "lock_not_held"]).optional() }),
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

/** The error body of a 416 answer: `code` is one of `range_not_satisfiable`. */
export const ErrorEnvelope416 = z.intersection(
  ErrorEnvelope,
  z.object({ code: z.enum(["range_not_satisfiable"]).optional() }),
);

/** The error body of a 422 answer: `code` is one of `unprocessable`. */
export const ErrorEnvelope422 = z.intersection(
  ErrorEnvelope,
  z.object({ code: z.enum(["unprocessable"]).optional() }),
);

/** An event name: 1 to 128 characters, no control characters. */
export const EventName = z.string().min(1).max(128).regex(new RegExp("^[^\\u0000-\\u001F\\u007F]*$", "u"));

/** What triggering a blueprint answers. */
export const ExecutionStarted = z.object({
  execution_id: RecordId,
  blueprint_id: RecordId,
  status: z.enum(["running", "completed", "failed", "cancelled", "timed_out"]),
  started_at: z.iso.datetime({ offset: true }),
});

/**
 * A fencing token: a decimal number that rises with every acquisition of the key, so a
 * resource guarded by the lock can refuse writes carrying an older token.
 */
export const FencingToken = z.string().max(20).regex(new RegExp("^[0-9]+$", "u"));

/** A CSS hex colour: `#rrggbb` or `#rrggbbaa`. */
export const HexColour = z.string().regex(new RegExp("^#(?:[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$", "u"));

/** A message in the history. */
export const HistoryMessage = z.object({
  id: EventId,
  event: z.string(),
  data: z.unknown().refine((v) => v !== undefined, "Required"),
  user_id: z.union([z.string(), z.null()]),
  timestamp: z.iso.datetime({ offset: true }),
});

/** A pixel dimension of an image variant: 1 to 8192. */
export const ImageDimension = z.int().gte(1).lte(8192);

/** An image transform. Every member is optional; at least the format is always applied. */
export const ImageTransformInput = z.object({
  width: ImageDimension.optional(),
  height: ImageDimension.optional(),
  fit: z.enum(["cover", "contain", "fill", "inside", "outside"]).default("cover"),
  format: z.enum(["jpeg", "png", "webp", "avif"]).optional(),
  quality: z.int().gte(1).lte(100).default(80),
  blur: z.int().gte(0).lte(100).default(0),
  background: HexColour.optional(),
});

/** A queue job: waits for a consumer to claim it; it takes no `handler`. */
export const QueueJobInput = z.object({
  trigger: QueueTrigger,
  handler: z.never({ error: "is not taken by queue jobs (consumers claim them)" }).optional(),
  payload: z.unknown().refine((v) => v !== undefined, "Required"),
  idempotency_key: z
    .string()
    .min(1)
    .max(255)
    .regex(new RegExp("^[^\\u0000-\\u001F\\u007F]*$", "u"))
    .optional(),
  name: z.string().min(1).max(200).regex(new RegExp("^[^\\u0000-\\u001F\\u007F]*$", "u")).optional(),
  timeout: z.int().gte(1).lte(3600).default(30),
  max_attempts: z.int().gte(1).lte(100).default(3),
  backoff: JobBackoff.optional(),
  priority: z.int().gte(-1000).lte(1000).default(0),
  callback_url: WebhookUrl.optional(),
  enabled: z.boolean().default(true),
});

/** A task job: its `handler` is called once, `delay_seconds` after it is created. */
export const TaskJobInput = z.object({
  trigger: TaskTrigger,
  handler: WebhookUrl,
  payload: z.unknown().refine((v) => v !== undefined, "Required"),
  idempotency_key: z
    .string()
    .min(1)
    .max(255)
    .regex(new RegExp("^[^\\u0000-\\u001F\\u007F]*$", "u"))
    .optional(),
  name: z.string().min(1).max(200).regex(new RegExp("^[^\\u0000-\\u001F\\u007F]*$", "u")).optional(),
  timeout: z.int().gte(1).lte(3600).default(30),
  max_attempts: z.int().gte(1).lte(100).default(3),
  backoff: JobBackoff.optional(),
  priority: z.int().gte(-1000).lte(1000).default(0),
  callback_url: WebhookUrl.optional(),
  enabled: z.boolean().default(true),
});

/**
 * Fields of a new job, by `trigger.type`: task and cron jobs need a `handler`, queue jobs refuse
 * one. Exactly one variant fits a body, told apart by `trigger.type`.
 */
export const JobInput = z.union([TaskJobInput, CronJobInput, QueueJobInput]);

/** One attempt of a job. */
export const JobRun = z.object({
  id: RecordId,
  job_id: RecordId,
  scheduled_at: z.iso.datetime({ offset: true }),
  started_at: z.iso.datetime({ offset: true }),
  completed_at: z.union([z.iso.datetime({ offset: true }), z.null()]),
  status: z.enum(["running", "succeeded", "failed", "timed_out", "cancelled"]),
  duration_ms: z.union([z.int().gte(-2147483648).lte(2147483647), z.null()]),
  handler_status: z.union([z.int().gte(-2147483648).lte(2147483647), z.null()]),
  error: z.union([z.string(), z.null()]),
});

/**
 * A key: 1 to 512 characters, no control characters, not `.` or `..` (send `/` as `%2F` in a
 * path).
 */
export const KvKey = z
  .string()
  .min(1)
  .max(512)
  .regex(
    new RegExp(
      "^(?:[^\\u0000-\\u001F\\u007F]*[^.\\u0000-\\u001F\\u007F][^\\u0000-\\u001F\\u007F]*|\\.{3,})$",
      "u",
    ),
  );

/** Batch: delete an entry (`not_found` when there is none). */
export const KvDeleteOp = z.object({ op: z.enum(["delete"]), key: KvKey });

/** A number to add: -10^15 to 10^15, may be negative or fractional. */
export const KvDelta = z.number().gte(-1000000000000000).lte(1000000000000000);

/** An entry. */
export const KvEntry = z.object({
  key: z.string(),
  value: z.unknown().refine((v) => v !== undefined, "Required"),
  expires_at: z.union([z.iso.datetime({ offset: true }), z.null()]),
});

/** Batch: read an entry (`not_found` when there is none). */
export const KvGetOp = z.object({ op: z.enum(["get"]), key: KvKey });

/** Seconds until the entry expires: 1 to 31,536,000 (a year). Without it, the entry does not expire. */
export const TtlSeconds = z.int().gte(1).lte(31536000);

/** Batch: add `value` to a numeric entry; a missing entry starts at 0. */
export const KvIncrementOp = z.object({
  op: z.enum(["increment"]),
  key: KvKey,
  value: KvDelta.default(1),
  ttl: TtlSeconds.optional(),
});

/** Batch: write an entry. */
export const KvSetOp = z.object({
  op: z.enum(["set"]),
  key: KvKey,
  value: z.unknown().refine((v) => v !== undefined, "Required"),
  ttl: TtlSeconds.optional(),
});

/** One operation of a batch, told apart by `op`. */
export const KvOp = z.discriminatedUnion("op", [KvGetOp, KvSetOp, KvDeleteOp, KvIncrementOp]);

/** What one batch operation did. */
export const KvOpResult = z.object({
  key: z.string(),
  value: z.unknown().refine((v) => v !== undefined, "Required"),
  status: z.enum(["ok", "created", "updated", "deleted", "not_found"]),
});

/** A lease length in milliseconds: 1 to 86,400,000 (a day). */
export const LeaseMillis = z.int().gte(1).lte(86400000);

/** One token movement. */
export const LedgerEntry = z.object({
  id: z.string(),
  org_id: RecordId,
  project_id: z.union([RecordId, z.null()]),
  kind: z.enum(["grant", "allocate", "release"]),
  amount: z.int(),
  actor_user_id: z.union([RecordId, z.null()]),
  note: z.union([z.string(), z.null()]),
  created_at: z.iso.datetime({ offset: true }),
});

/**
 * An uploaded image or video. `content_type` and `media_type` are what the server detected in the
 * bytes, not what the client declared. `width`/`height` come from the image header or the first
 * video stream; `duration_sec` only for videos. `status` is `ready` once the upload is probed and
 * stored (uploads are probed before the answer, so every listed asset is `ready`; `processing` and
 * `failed` are reserved) — our design: the seed does not show the status values.
 */
export const MediaAsset = z.object({
  id: RecordId,
  project_id: RecordId,
  filename: z.string(),
  content_type: z.string(),
  size: z.int(),
  media_type: z.enum(["image", "video"]),
  width: z.union([z.int().gte(-2147483648).lte(2147483647), z.null()]),
  height: z.union([z.int().gte(-2147483648).lte(2147483647), z.null()]),
  duration_sec: z.union([z.number(), z.null()]),
  status: z.enum(["processing", "ready", "failed"]),
  error: z.union([z.string(), z.null()]),
  visibility: z.enum(["private", "public"]),
  metadata: z.looseObject({}),
  created_at: z.iso.datetime({ offset: true }),
});

/** A member's role: `owner` (exactly one), `admin` (manages projects, keys, tokens and members) or `member` (reads). */
export const OrgRole = z.enum(["owner", "admin", "member"]);

/** A member of an organization. */
export const Member = z.object({
  user_id: RecordId,
  email: z.string(),
  name: z.union([z.string(), z.null()]),
  role: OrgRole,
  joined_at: z.iso.datetime({ offset: true }),
});

/** Who to add, by the e-mail address of their account. */
export const MemberInput = z.object({
  email: z
    .string()
    .max(254)
    .regex(
      new RegExp(
        "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
        "u",
      ),
    ),
  role: AssignableRole.default("member"),
});

/** A message to publish. */
export const MessageInput = z.object({
  event: EventName,
  data: z.unknown().refine((v) => v !== undefined, "Required"),
  id: z.string().min(1).max(200).regex(new RegExp("^[^\\u0000-\\u001F\\u007F]*$", "u")).optional(),
  user_id: ChannelUserId.optional(),
});

/**
 * An object's key: 1 to 1,024 characters of `/`-separated segments, like a file path (`photos/2026/a.png`).
 * No segment may be empty (no leading, trailing or doubled `/`), `.` or `..`, and no character
 * may be NUL or a control character (U+0000 to U+001F). The server checks the same rule again and
 * answers 400 naming the parameter. (The pattern is that rule written without lookahead.)
 */
export const ObjectKey = z
  .string()
  .min(1)
  .max(1024)
  .regex(
    new RegExp(
      "^([^/\\x00-\\x1f.][^/\\x00-\\x1f]*|\\.[^/\\x00-\\x1f.][^/\\x00-\\x1f]*|\\.\\.[^/\\x00-\\x1f]+)(/([^/\\x00-\\x1f.][^/\\x00-\\x1f]*|\\.[^/\\x00-\\x1f.][^/\\x00-\\x1f]*|\\.\\.[^/\\x00-\\x1f]+))*$",
      "u",
    ),
  );

/** A media type as sent in `Content-Type` (`image/png`, `text/plain; charset=utf-8`), at most 255 characters. */
export const ObjectMediaType = z
  .string()
  .min(3)
  .max(255)
  .regex(
    new RegExp(
      '^[A-Za-z0-9!#$&^_.+-]+/[A-Za-z0-9!#$&^_.+-]+(\\s*;\\s*[A-Za-z0-9!#$&^_.+-]+=("[^"\\x00-\\x1f]*"|[A-Za-z0-9!#$&^_.+-]+))*$',
      "u",
    ),
  );

/** An organization as its member sees it. */
export const Organization = z.object({
  id: RecordId,
  name: z.string(),
  role: OrgRole,
  token_pool: z.int(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});

/** The fields of a new or renamed organization. */
export const OrganizationInput = z.object({ name: DisplayName });

/** An organization's pool and its projects' balances. */
export const OrganizationTokens = z.object({
  org_id: RecordId,
  pool: z.int(),
  projects: z.array(z.object({ project_id: RecordId, balance: z.int(), used: z.int(), name: z.string() })),
});

/** A project: the scope of every key-value entry, lock, sketch and channel. */
export const Project = z.object({
  id: RecordId,
  org_id: RecordId,
  app_id: z.string(),
  name: z.string(),
  description: z.union([z.string(), z.null()]),
  token_balance: z.int(),
  tokens_used: z.int(),
  created_at: z.iso.datetime({ offset: true }),
});

/** A project's token balance. */
export const ProjectTokens = z.object({ project_id: RecordId, balance: z.int(), used: z.int() });

/** A published message. */
export const PublishedMessage = z.object({
  id: EventId,
  channel: z.string(),
  event: z.string(),
  timestamp: z.iso.datetime({ offset: true }),
});

/** A `queue` step's job: a consumer claims it; it takes no `handler`. */
export const QueueStepJob = z.object({
  trigger: QueueTrigger,
  handler: z.never({ error: "is not taken by queue jobs (consumers claim them)" }).optional(),
  name: z.string().min(1).max(200).regex(new RegExp("^[^\\u0000-\\u001F\\u007F]*$", "u")).optional(),
  timeout: z.int().gte(1).lte(3600).default(30),
  max_attempts: z.int().gte(1).lte(100).default(3),
  backoff: JobBackoff.optional(),
  priority: z.int().gte(-1000).lte(1000).default(0),
  callback_url: WebhookUrl.optional(),
  enabled: z.boolean().default(true),
});

/** A URL that downloads the object. */
export const SignedGetUrlRequest = z.object({
  key: ObjectKey,
  method: z.enum(["GET"]),
  expires_in: z.int().gte(1).lte(604800).default(3600),
  content_type: z.never({ error: "is for PUT URLs only" }).optional(),
});

/** A URL that uploads the object. */
export const SignedPutUrlRequest = z.object({
  key: ObjectKey,
  method: z.enum(["PUT"]),
  expires_in: z.int().gte(1).lte(604800).default(3600),
  content_type: ObjectMediaType.optional(),
});

/** What a signed URL may do, by `method`: `GET` downloads, `PUT` uploads (optionally of one `content_type`). */
export const SignedUrlRequest = z.discriminatedUnion("method", [SignedGetUrlRequest, SignedPutUrlRequest]);

/**
 * A Standard Webhooks signing secret: `whsec_` and the base64 of 24 to 64 random bytes. Omit it
 * to get a generated one.
 */
export const SigningSecret = z
  .string()
  .min(38)
  .max(94)
  .regex(
    new RegExp(
      "^whsec_(?:(?:[A-Za-z0-9+/]{4}){8,20}(?:[A-Za-z0-9+/][AQgw]==|[A-Za-z0-9+/]{2}[AEIMQUYcgkosw048]=)?|(?:[A-Za-z0-9+/]{4}){21}(?:[A-Za-z0-9+/][AQgw]==)?)$",
      "u",
    ),
  );

/** An element or item: 1 to 256 characters. */
export const SketchElement = z.string().min(1).max(256);

/** A step's id inside its blueprint: 1 to 64 of `a-z 0-9 _ -`. */
export const StepId = z.string().regex(new RegExp("^[a-z0-9_-]{1,64}$", "u"));

/** A `task` step's job: its `handler` is called once the step is ready. */
export const TaskStepJob = z.object({
  trigger: TaskTrigger,
  handler: WebhookUrl,
  name: z.string().min(1).max(200).regex(new RegExp("^[^\\u0000-\\u001F\\u007F]*$", "u")).optional(),
  timeout: z.int().gte(1).lte(3600).default(30),
  max_attempts: z.int().gte(1).lte(100).default(3),
  backoff: JobBackoff.optional(),
  priority: z.int().gte(-1000).lte(1000).default(0),
  callback_url: WebhookUrl.optional(),
  enabled: z.boolean().default(true),
});

/**
 * A workflow step's job: the fields of a job create body without `payload` (the step's
 * `payload_template` makes it) and `idempotency_key`, by `trigger.type` — `task` with a
 * `handler`, `queue` without. Cron jobs cannot be workflow steps.
 */
export const StepJobTrigger = z.union([TaskStepJob, QueueStepJob]);

/** What describes a stored object (its bytes are served by the download routes). */
export const StoredObject = z.object({
  key: z.string(),
  bucket_id: RecordId,
  size: z.int().gte(0),
  etag: z.string(),
  content_type: z.string(),
  created_at: z.iso.datetime({ offset: true }),
});

/** A whole number of tokens, 1 to 10^12. */
export const TokenAmount = z.int().gte(1).lte(1000000000000);

/** An amount to move. */
export const TokenMove = z.object({ amount: TokenAmount });

/**
 * A custom event's topic: two or more words of `a-z 0-9 _ -` joined by dots, the first starting
 * with a letter (`orders.shipped`). The first word may not be `kv`, `channels`, `jobs` or
 * `webhook`: those are the events the service emits itself. (The pattern is that rule written
 * without lookahead, so every validator and generator reads it.)
 */
export const Topic = z
  .string()
  .min(3)
  .max(100)
  .regex(
    new RegExp(
      "^(?:[abd-il-vx-z][a-z0-9_-]*|c(?:[a-gi-z0-9_-][a-z0-9_-]*|h(?:[b-z0-9_-][a-z0-9_-]*|a(?:[a-mo-z0-9_-][a-z0-9_-]*|n(?:[a-mo-z0-9_-][a-z0-9_-]*|n(?:[a-df-z0-9_-][a-z0-9_-]*|e(?:[a-km-z0-9_-][a-z0-9_-]*|l(?:[a-rt-z0-9_-][a-z0-9_-]*|s(?:[a-z0-9_-][a-z0-9_-]*)|)|)|)|)|)|)|)|j(?:[a-np-z0-9_-][a-z0-9_-]*|o(?:[ac-z0-9_-][a-z0-9_-]*|b(?:[a-rt-z0-9_-][a-z0-9_-]*|s(?:[a-z0-9_-][a-z0-9_-]*)|)|)|)|k(?:[a-uw-z0-9_-][a-z0-9_-]*|v(?:[a-z0-9_-][a-z0-9_-]*)|)|w(?:[a-df-z0-9_-][a-z0-9_-]*|e(?:[ac-z0-9_-][a-z0-9_-]*|b(?:[a-gi-z0-9_-][a-z0-9_-]*|h(?:[a-np-z0-9_-][a-z0-9_-]*|o(?:[a-np-z0-9_-][a-z0-9_-]*|o(?:[a-jl-z0-9_-][a-z0-9_-]*|k(?:[a-z0-9_-][a-z0-9_-]*)|)|)|)|)|)|))(?:\\.[a-z0-9_-]+)+$",
      "u",
    ),
  );

/**
 * What a webhook subscribes to: `*` (every event), an exact topic (`kv.put`), or every topic
 * under a prefix (`kv.*`, `orders.*`).
 */
export const TopicPattern = z
  .string()
  .min(1)
  .max(100)
  .regex(new RegExp("^(?:\\*|[a-z][a-z0-9_-]*(?:\\.[a-z0-9_-]+)*(?:\\.\\*)?)$", "u"));

/**
 * A video output size: `WIDTHxHEIGHT` with even numbers from 16 to 4096 (the frame is scaled to
 * fit and padded with black to exactly that size), or a named height — `240p`, `360p`, `480p`,
 * `720p`, `1080p`, `1440p`, `2160p` — whose width follows the source's aspect ratio (rounded to
 * an even number).
 */
export const VideoResolution = z
  .string()
  .regex(new RegExp("^(?:[1-9][0-9]{1,3}x[1-9][0-9]{1,3}|(?:240|360|480|720|1080|1440|2160)p)$", "u"));

/** A video transform: one encoding per resolution, done in the background. */
export const VideoTransformInput = z.object({
  resolutions: z.array(VideoResolution).min(1).max(4),
  format: z.enum(["mp4", "webm"]).default("mp4"),
  framerate: z.int().gte(1).lte(60).optional(),
  generate_thumbnails: z.boolean().default(false),
  webhook_topic: Topic.optional(),
});

/** A webhook: where events of its topics are delivered, with its delivery counters. */
export const Webhook = z.object({
  id: RecordId,
  name: z.string(),
  url: z.string(),
  topics: z.array(z.string()),
  enabled: z.boolean(),
  success_count: z.int(),
  failure_count: z.int(),
  last_attempted_at: z.union([z.iso.datetime({ offset: true }), z.null()]),
  last_status: z.union([z.int().gte(-2147483648).lte(2147483647), z.null()]),
  created_at: z.iso.datetime({ offset: true }),
});

/** One delivery of one event to one webhook (the seed's camelCase shape). */
export const WebhookDelivery = z.object({
  id: RecordId,
  callbackId: RecordId,
  projectId: RecordId,
  eventId: RecordId,
  topic: z.string(),
  payload: z.unknown().refine((v) => v !== undefined, "Required"),
  status: z.enum(["pending", "delivering", "succeeded", "failed"]),
  httpStatus: z.union([z.int().gte(-2147483648).lte(2147483647), z.null()]),
  responseSnippet: z.union([z.string(), z.null()]),
  durationMs: z.union([z.int().gte(-2147483648).lte(2147483647), z.null()]),
  retryCount: z.int().gte(-2147483648).lte(2147483647),
  createdAt: z.iso.datetime({ offset: true }),
});

/** Fields of a webhook a caller sets. */
export const WebhookInput = z.object({
  name: DisplayName,
  url: WebhookUrl,
  topics: z.array(TopicPattern).min(1).max(20),
  secret: SigningSecret.optional(),
  enabled: z.boolean().default(true),
});

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
export const WorkflowStep = z.object({
  id: StepId,
  job_trigger: StepJobTrigger,
  payload_template: z.unknown().optional(),
  depends_on: z.array(StepId).max(50).optional(),
  catch: StepId.optional(),
});

/** A workflow: a DAG of steps, run by triggering it. */
export const WorkflowBlueprint = z.object({
  id: RecordId,
  project_id: RecordId,
  name: z.string(),
  description: z.union([z.string(), z.null()]),
  steps: z.array(WorkflowStep),
  max_duration_sec: z.int().gte(-2147483648).lte(2147483647),
  created_at: z.iso.datetime({ offset: true }),
});

/** A step's state inside one execution. */
export const WorkflowStepState = z.object({
  step_id: z.string(),
  job_id: z.union([RecordId, z.null()]),
  status: z.enum(["pending", "running", "completed", "failed", "recovered", "skipped", "cancelled"]),
  started_at: z.union([z.iso.datetime({ offset: true }), z.null()]),
  completed_at: z.union([z.iso.datetime({ offset: true }), z.null()]),
  error: z.union([z.string(), z.null()]),
  output: z.unknown().refine((v) => v !== undefined, "Required"),
});

/** One run of a blueprint. */
export const WorkflowExecution = z.object({
  id: RecordId,
  blueprint_id: RecordId,
  status: z.enum(["running", "completed", "failed", "cancelled", "timed_out"]),
  input_data: z.looseObject({}),
  result: z.union([z.looseObject({}), z.null()]),
  started_at: z.iso.datetime({ offset: true }),
  completed_at: z.union([z.iso.datetime({ offset: true }), z.null()]),
  steps: z.array(WorkflowStepState),
});

/** Request and response schemas of `root` (GET /). */
export const rootSchemas = {
  headers: z.object({ accept: z.string().optional() }),
  responses: {
    "200": z.string(),
    "401": ErrorEnvelope401,
  },
};

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

/** Request and response schemas of `create_api_key` (POST /api-keys). */
export const createApiKeySchemas = {
  body: z.object({ project_id: RecordId, name: DisplayName }),
  responses: {
    "200": CreatedApiKey,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403,
    "404": ErrorEnvelope404,
    "408": ErrorEnvelope408,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
  },
};

/** Request and response schemas of `revoke_api_key` (DELETE /api-keys/{key_id}). */
export const revokeApiKeySchemas = {
  path: z.object({ key_id: z.guid() }),
  responses: {
    "200": ApiKey,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403,
    "404": ErrorEnvelope404,
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

/** Request and response schemas of `list_ai_models` (GET /infra/ai/models). */
export const listAiModelsSchemas = {
  responses: {
    "200": AiModelList,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
  },
};

/** Request and response schemas of `get_ai_model` (GET /infra/ai/models/{model_id}). */
export const getAiModelSchemas = {
  path: z.object({ model_id: z.string().min(1).max(100).regex(new RegExp("^[a-z0-9][a-z0-9._-]*$", "u")) }),
  responses: {
    "200": AiModel,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "404": ErrorEnvelope404,
  },
};

/** Request and response schemas of `channel_publish_batch` (POST /infra/channels/publish). */
export const channelPublishBatchSchemas = {
  body: z.object({
    messages: z
      .array(
        z.object({
          channel: ChannelName,
          event: EventName,
          data: z.unknown().refine((v) => v !== undefined, "Required"),
          id: z.string().min(1).max(200).regex(new RegExp("^[^\\u0000-\\u001F\\u007F]*$", "u")).optional(),
          user_id: ChannelUserId.optional(),
        }),
      )
      .min(1)
      .max(100),
  }),
  responses: {
    "200": z.object({ messages: z.array(PublishedMessage) }),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "408": ErrorEnvelope408,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
  },
};

/** Request and response schemas of `channel_history` (GET /infra/channels/{channel}/history). */
export const channelHistorySchemas = {
  path: z.object({
    channel: z
      .string()
      .min(1)
      .max(128)
      .regex(new RegExp("^(?:[A-Za-z0-9._:@-]*[A-Za-z0-9_:@-][A-Za-z0-9._:@-]*|\\.{3,})$", "u")),
  }),
  query: z.object({
    limit: z.preprocess(coerce.number, z.int().gte(1).lte(100)).default(50),
    before: z.string().max(20).regex(new RegExp("^0*[0-9]{1,18}$", "u")).optional(),
  }),
  responses: {
    "200": z.object({ channel: z.string(), messages: z.array(HistoryMessage) }),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
  },
};

/** Request and response schemas of `channel_presence` (GET /infra/channels/{channel}/presence). */
export const channelPresenceSchemas = {
  path: z.object({
    channel: z
      .string()
      .min(1)
      .max(128)
      .regex(new RegExp("^(?:[A-Za-z0-9._:@-]*[A-Za-z0-9_:@-][A-Za-z0-9._:@-]*|\\.{3,})$", "u")),
  }),
  responses: {
    "200": z.object({
      channel: z.string(),
      count: z.int().gte(-2147483648).lte(2147483647),
      users: z.array(z.object({ user_id: z.string(), joined_at: z.iso.datetime({ offset: true }) })),
    }),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
  },
};

/** Request and response schemas of `channel_publish` (POST /infra/channels/{channel}/publish). */
export const channelPublishSchemas = {
  path: z.object({
    channel: z
      .string()
      .min(1)
      .max(128)
      .regex(new RegExp("^(?:[A-Za-z0-9._:@-]*[A-Za-z0-9_:@-][A-Za-z0-9._:@-]*|\\.{3,})$", "u")),
  }),
  body: MessageInput,
  responses: {
    "200": PublishedMessage,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "408": ErrorEnvelope408,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
  },
};

/** Request and response schemas of `channel_subscribe` (GET /infra/channels/{channel}/subscribe). */
export const channelSubscribeSchemas = {
  path: z.object({
    channel: z
      .string()
      .min(1)
      .max(128)
      .regex(new RegExp("^(?:[A-Za-z0-9._:@-]*[A-Za-z0-9_:@-][A-Za-z0-9._:@-]*|\\.{3,})$", "u")),
  }),
  query: z.object({
    last_event_id: z.string().max(20).regex(new RegExp("^0*[0-9]{1,18}$", "u")).optional(),
    user_id: z.string().min(1).max(200).regex(new RegExp("^[^\\u0000-\\u001F\\u007F]*$", "u")).optional(),
  }),
  headers: z.object({
    "Last-Event-ID": z.string().max(20).regex(new RegExp("^0*[0-9]{1,18}$", "u")).optional(),
    accept: z.string().default("application/json"),
  }),
  responses: {
    "200": ChannelStreamEvent,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
  },
};

/** Request and response schemas of `list_jobs` (GET /infra/jobs). */
export const listJobsSchemas = {
  query: z.object({
    limit: z.preprocess(coerce.number, z.int().gte(1).lte(100)).default(20),
    cursor: z.string().max(512).regex(new RegExp("^[A-Za-z0-9_-]*$", "u")).optional(),
    status: z.enum(["scheduled", "queued", "running", "completed", "failed", "cancelled"]).optional(),
    trigger_type: z.enum(["task", "cron", "queue"]).optional(),
    queue: z.string().min(1).max(128).regex(new RegExp("^[A-Za-z0-9._:-]+$", "u")).optional(),
  }),
  responses: {
    "200": z.object({ jobs: z.array(Job), next_cursor: z.union([z.string(), z.null()]) }),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
  },
};

/** Request and response schemas of `create_job` (POST /infra/jobs). */
export const createJobSchemas = {
  body: JobInput,
  responses: {
    "200": z.union([CreatedJob, Job]),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "403": ErrorEnvelope403,
    "408": ErrorEnvelope408,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
  },
};

/** Request and response schemas of `create_jobs_batch` (POST /infra/jobs/batch). */
export const createJobsBatchSchemas = {
  body: z.object({ jobs: z.array(JobInput).min(1).max(100) }),
  responses: {
    "200": z.object({ jobs: z.array(BatchJobResult) }),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "403": ErrorEnvelope403,
    "408": ErrorEnvelope408,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
  },
};

/** Request and response schemas of `claim_jobs` (POST /infra/jobs/claim). */
export const claimJobsSchemas = {
  body: z.object({
    queue: JobQueueName,
    count: z.int().gte(1).lte(100).default(1),
    visibility_timeout: z.int().gte(1).lte(43200).default(30),
  }),
  responses: {
    "200": z.array(Job),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "408": ErrorEnvelope408,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
  },
};

/** Request and response schemas of `get_job` (GET /infra/jobs/{job_id}). */
export const getJobSchemas = {
  path: z.object({ job_id: z.guid() }),
  responses: {
    "200": Job,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "404": ErrorEnvelope404,
  },
};

/** Request and response schemas of `cancel_job` (DELETE /infra/jobs/{job_id}). */
export const cancelJobSchemas = {
  path: z.object({ job_id: z.guid() }),
  responses: {
    "200": Job,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "404": ErrorEnvelope404,
    "409": ErrorEnvelope409,
  },
};

/** Request and response schemas of `update_job` (PATCH /infra/jobs/{job_id}). */
export const updateJobSchemas = {
  path: z.object({ job_id: z.guid() }),
  body: z.object({
    handler: WebhookUrl.optional(),
    payload: z.unknown().optional(),
    enabled: z.boolean().optional(),
    trigger: z
      .object({
        schedule: CronSchedule.optional(),
        timezone: TimeZoneName.optional(),
        delay_seconds: z.int().gte(0).lte(31536000).optional(),
      })
      .optional(),
  }),
  responses: {
    "200": Job,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "403": ErrorEnvelope403,
    "404": ErrorEnvelope404,
    "408": ErrorEnvelope408,
    "409": ErrorEnvelope409,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
  },
};

/** Request and response schemas of `ack_job` (POST /infra/jobs/{job_id}/ack). */
export const ackJobSchemas = {
  path: z.object({ job_id: z.guid() }),
  body: z.object({
    status: z.enum(["completed", "failed"]),
    result: z.unknown().optional(),
    error: z.string().max(2000).optional(),
  }),
  responses: {
    "200": Job,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "404": ErrorEnvelope404,
    "408": ErrorEnvelope408,
    "409": ErrorEnvelope409,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
  },
};

/** Request and response schemas of `retry_job` (POST /infra/jobs/{job_id}/retry). */
export const retryJobSchemas = {
  path: z.object({ job_id: z.guid() }),
  responses: {
    "200": Job,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "404": ErrorEnvelope404,
    "409": ErrorEnvelope409,
  },
};

/** Request and response schemas of `list_job_runs` (GET /infra/jobs/{job_id}/runs). */
export const listJobRunsSchemas = {
  path: z.object({ job_id: z.guid() }),
  query: z.object({
    limit: z.preprocess(coerce.number, z.int().gte(1).lte(100)).default(50),
    cursor: z.string().max(512).regex(new RegExp("^[A-Za-z0-9_-]*$", "u")).optional(),
  }),
  responses: {
    "200": z.object({ runs: z.array(JobRun), next_cursor: z.union([z.string(), z.null()]) }),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "404": ErrorEnvelope404,
  },
};

/** Request and response schemas of `trigger_job` (POST /infra/jobs/{job_id}/trigger). */
export const triggerJobSchemas = {
  path: z.object({ job_id: z.guid() }),
  responses: {
    "200": z.object({ job_id: RecordId, run_id: RecordId, status: z.enum(["queued"]) }),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "404": ErrorEnvelope404,
    "409": ErrorEnvelope409,
  },
};

/** Request and response schemas of `kv_list` (GET /infra/kv). */
export const kvListSchemas = {
  query: z.object({
    prefix: z.string().max(512).regex(new RegExp("^[^\\u0000-\\u001F\\u007F]*$", "u")).optional(),
    cursor: z.string().max(1024).regex(new RegExp("^[A-Za-z0-9_-]*$", "u")).optional(),
    limit: z.preprocess(coerce.number, z.int().gte(1).lte(1000)).default(100),
  }),
  responses: {
    "200": z.object({ keys: z.array(z.string()), next_cursor: z.union([z.string(), z.null()]) }),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
  },
};

/** Request and response schemas of `kv_batch` (POST /infra/kv). */
export const kvBatchSchemas = {
  body: z.object({ ops: z.array(KvOp).min(1).max(1000) }),
  responses: {
    "200": z.object({ results: z.array(KvOpResult) }),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "408": ErrorEnvelope408,
    "409": ErrorEnvelope409,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
  },
};

/** Request and response schemas of `kv_get` (GET /infra/kv/{key}). */
export const kvGetSchemas = {
  path: z.object({
    key: z
      .string()
      .min(1)
      .max(512)
      .regex(
        new RegExp(
          "^(?:[^\\u0000-\\u001F\\u007F]*[^.\\u0000-\\u001F\\u007F][^\\u0000-\\u001F\\u007F]*|\\.{3,})$",
          "u",
        ),
      ),
  }),
  responses: {
    "200": KvEntry,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "404": ErrorEnvelope404,
  },
};

/** Request and response schemas of `kv_put` (PUT /infra/kv/{key}). */
export const kvPutSchemas = {
  path: z.object({
    key: z
      .string()
      .min(1)
      .max(512)
      .regex(
        new RegExp(
          "^(?:[^\\u0000-\\u001F\\u007F]*[^.\\u0000-\\u001F\\u007F][^\\u0000-\\u001F\\u007F]*|\\.{3,})$",
          "u",
        ),
      ),
  }),
  body: z.object({
    value: z.unknown().refine((v) => v !== undefined, "Required"),
    ttl: TtlSeconds.optional(),
    if_not_exists: z.boolean().default(false),
  }),
  responses: {
    "200": KvEntry,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "408": ErrorEnvelope408,
    "409": ErrorEnvelope409KeyExists,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
  },
};

/** Request and response schemas of `kv_delete` (DELETE /infra/kv/{key}). */
export const kvDeleteSchemas = {
  path: z.object({
    key: z
      .string()
      .min(1)
      .max(512)
      .regex(
        new RegExp(
          "^(?:[^\\u0000-\\u001F\\u007F]*[^.\\u0000-\\u001F\\u007F][^\\u0000-\\u001F\\u007F]*|\\.{3,})$",
          "u",
        ),
      ),
  }),
  responses: {
    "200": z.object({ key: z.string(), deleted: z.literal(true) }),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "404": ErrorEnvelope404,
  },
};

/** Request and response schemas of `kv_increment` (POST /infra/kv/{key}/increment). */
export const kvIncrementSchemas = {
  path: z.object({
    key: z
      .string()
      .min(1)
      .max(512)
      .regex(
        new RegExp(
          "^(?:[^\\u0000-\\u001F\\u007F]*[^.\\u0000-\\u001F\\u007F][^\\u0000-\\u001F\\u007F]*|\\.{3,})$",
          "u",
        ),
      ),
  }),
  body: z.object({ delta: KvDelta.default(1), ttl: TtlSeconds.optional() }),
  responses: {
    "200": z.object({ key: z.string(), value: z.number() }),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "408": ErrorEnvelope408,
    "409": ErrorEnvelope409,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
  },
};

/** Request and response schemas of `lock_status` (GET /infra/locks/{key}). */
export const lockStatusSchemas = {
  path: z.object({
    key: z
      .string()
      .min(1)
      .max(512)
      .regex(
        new RegExp(
          "^(?:[^\\u0000-\\u001F\\u007F]*[^.\\u0000-\\u001F\\u007F][^\\u0000-\\u001F\\u007F]*|\\.{3,})$",
          "u",
        ),
      ),
  }),
  responses: {
    "200": z.object({
      key: z.string(),
      locked: z.boolean(),
      expires_at: z.union([z.iso.datetime({ offset: true }), z.null()]),
      holder_id: z.union([z.string(), z.null()]),
    }),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
  },
};

/** Request and response schemas of `lock_acquire` (POST /infra/locks/{key}/acquire). */
export const lockAcquireSchemas = {
  path: z.object({
    key: z
      .string()
      .min(1)
      .max(512)
      .regex(
        new RegExp(
          "^(?:[^\\u0000-\\u001F\\u007F]*[^.\\u0000-\\u001F\\u007F][^\\u0000-\\u001F\\u007F]*|\\.{3,})$",
          "u",
        ),
      ),
  }),
  body: z.object({
    ttl_ms: LeaseMillis,
    holder_id: z.string().max(200).regex(new RegExp("^[^\\u0000-\\u001F\\u007F]*$", "u")).optional(),
  }),
  responses: {
    "200": z.object({
      key: z.string(),
      locked: z.boolean(),
      token: z.union([FencingToken, z.null()]),
      expires_at: z.iso.datetime({ offset: true }),
    }),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "408": ErrorEnvelope408,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
  },
};

/** Request and response schemas of `lock_release` (POST /infra/locks/{key}/release). */
export const lockReleaseSchemas = {
  path: z.object({
    key: z
      .string()
      .min(1)
      .max(512)
      .regex(
        new RegExp(
          "^(?:[^\\u0000-\\u001F\\u007F]*[^.\\u0000-\\u001F\\u007F][^\\u0000-\\u001F\\u007F]*|\\.{3,})$",
          "u",
        ),
      ),
  }),
  body: z.object({ token: FencingToken }),
  responses: {
    "200": z.object({ key: z.string(), released: z.literal(true) }),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "408": ErrorEnvelope408,
    "409": ErrorEnvelope409LockNotHeld,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
  },
};

/** Request and response schemas of `lock_renew` (POST /infra/locks/{key}/renew). */
export const lockRenewSchemas = {
  path: z.object({
    key: z
      .string()
      .min(1)
      .max(512)
      .regex(
        new RegExp(
          "^(?:[^\\u0000-\\u001F\\u007F]*[^.\\u0000-\\u001F\\u007F][^\\u0000-\\u001F\\u007F]*|\\.{3,})$",
          "u",
        ),
      ),
  }),
  body: z.object({ token: FencingToken, ttl_ms: LeaseMillis }),
  responses: {
    "200": z.object({
      key: z.string(),
      locked: z.literal(true),
      expires_at: z.iso.datetime({ offset: true }),
    }),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "408": ErrorEnvelope408,
    "409": ErrorEnvelope409LockNotHeld,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
  },
};

/** Request and response schemas of `list_media_assets` (GET /infra/media/assets). */
export const listMediaAssetsSchemas = {
  query: z.object({
    limit: z.preprocess(coerce.number, z.int().gte(1).lte(100)).default(50),
    cursor: z.string().max(512).regex(new RegExp("^[A-Za-z0-9_-]*$", "u")).optional(),
    media_type: z.enum(["image", "video"]).optional(),
  }),
  responses: {
    "200": z.object({ assets: z.array(MediaAsset), next_cursor: z.union([z.string(), z.null()]) }),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
  },
};

/** Request and response schemas of `upload_media_asset` (POST /infra/media/assets). */
export const uploadMediaAssetSchemas = {
  body: z.object({
    file: z.custom(isUpload, { message: "must be a file" }),
    visibility: z.enum(["private", "public"]).optional(),
    metadata: z.string().optional(),
  }),
  responses: {
    "200": MediaAsset,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "408": ErrorEnvelope408,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
    "422": ErrorEnvelope422,
  },
};

/** Request and response schemas of `get_media_asset` (GET /infra/media/assets/{assetId}). */
export const getMediaAssetSchemas = {
  path: z.object({ assetId: z.guid() }),
  responses: {
    "200": MediaAsset,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "404": ErrorEnvelope404,
  },
};

/** Request and response schemas of `delete_media_asset` (DELETE /infra/media/assets/{assetId}). */
export const deleteMediaAssetSchemas = {
  path: z.object({ assetId: z.guid() }),
  responses: {
    "200": z.object({ id: RecordId, deleted: z.literal(true) }),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "404": ErrorEnvelope404,
  },
};

/** Request and response schemas of `get_media_asset_content` (GET /infra/media/assets/{assetId}/content). */
export const getMediaAssetContentSchemas = {
  path: z.object({ assetId: z.guid() }),
  responses: {
    "200": z.custom(isBinaryContent, { message: "must be a Buffer, string or Readable" }),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "404": ErrorEnvelope404,
  },
};

/** Request and response schemas of `transform_media_image` (POST /infra/media/assets/{assetId}/transform/image). */
export const transformMediaImageSchemas = {
  path: z.object({ assetId: z.guid() }),
  body: ImageTransformInput,
  responses: {
    "200": AssetVariant,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "404": ErrorEnvelope404,
    "408": ErrorEnvelope408,
    "409": ErrorEnvelope409,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
    "422": ErrorEnvelope422,
  },
};

/** Request and response schemas of `transform_media_video` (POST /infra/media/assets/{assetId}/transform/video). */
export const transformMediaVideoSchemas = {
  path: z.object({ assetId: z.guid() }),
  body: VideoTransformInput,
  responses: {
    "200": z.object({ job_id: RecordId, variants: z.array(AssetVariant) }),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "404": ErrorEnvelope404,
    "408": ErrorEnvelope408,
    "409": ErrorEnvelope409,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
  },
};

/** Request and response schemas of `list_media_variants` (GET /infra/media/assets/{assetId}/variants). */
export const listMediaVariantsSchemas = {
  path: z.object({ assetId: z.guid() }),
  responses: {
    "200": z.object({ variants: z.array(AssetVariant) }),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "404": ErrorEnvelope404,
  },
};

/** Request and response schemas of `get_media_variant_content` (GET /infra/media/assets/{assetId}/variants/{variantId}/content). */
export const getMediaVariantContentSchemas = {
  path: z.object({ assetId: z.guid(), variantId: z.guid() }),
  responses: {
    "200": z.custom(isBinaryContent, { message: "must be a Buffer, string or Readable" }),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "404": ErrorEnvelope404,
    "409": ErrorEnvelope409,
  },
};

/** Request and response schemas of `cms_estimate` (GET /infra/sketches/cms/{key}/estimate). */
export const cmsEstimateSchemas = {
  path: z.object({
    key: z
      .string()
      .min(1)
      .max(512)
      .regex(
        new RegExp(
          "^(?:[^\\u0000-\\u001F\\u007F]*[^.\\u0000-\\u001F\\u007F][^\\u0000-\\u001F\\u007F]*|\\.{3,})$",
          "u",
        ),
      ),
  }),
  query: z.object({ item: z.string().min(1).max(256) }),
  responses: {
    "200": z.object({ key: z.string(), item: z.string(), estimated_count: z.int() }),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
  },
};

/** Request and response schemas of `cms_increment` (POST /infra/sketches/cms/{key}/increment). */
export const cmsIncrementSchemas = {
  path: z.object({
    key: z
      .string()
      .min(1)
      .max(512)
      .regex(
        new RegExp(
          "^(?:[^\\u0000-\\u001F\\u007F]*[^.\\u0000-\\u001F\\u007F][^\\u0000-\\u001F\\u007F]*|\\.{3,})$",
          "u",
        ),
      ),
  }),
  body: z.object({
    elements: z
      .array(z.object({ item: SketchElement, count: z.int().gte(1).lte(1000000000).default(1) }))
      .min(1)
      .max(1000),
  }),
  responses: {
    "200": z.object({ key: z.string(), updated: z.boolean() }),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "408": ErrorEnvelope408,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
  },
};

/** Request and response schemas of `hll_merge` (POST /infra/sketches/hll/merge). */
export const hllMergeSchemas = {
  body: z.object({ dest_key: KvKey, source_keys: z.array(KvKey).min(1).max(100) }),
  responses: {
    "200": z.object({ dest_key: z.string(), count: z.int() }),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "408": ErrorEnvelope408,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
  },
};

/** Request and response schemas of `hll_add` (POST /infra/sketches/hll/{key}/add). */
export const hllAddSchemas = {
  path: z.object({
    key: z
      .string()
      .min(1)
      .max(512)
      .regex(
        new RegExp(
          "^(?:[^\\u0000-\\u001F\\u007F]*[^.\\u0000-\\u001F\\u007F][^\\u0000-\\u001F\\u007F]*|\\.{3,})$",
          "u",
        ),
      ),
  }),
  body: z.object({ elements: z.array(SketchElement).min(1).max(1000) }),
  responses: {
    "200": z.object({ key: z.string(), updated: z.boolean() }),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "408": ErrorEnvelope408,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
  },
};

/** Request and response schemas of `hll_count` (GET /infra/sketches/hll/{key}/count). */
export const hllCountSchemas = {
  path: z.object({
    key: z
      .string()
      .min(1)
      .max(512)
      .regex(
        new RegExp(
          "^(?:[^\\u0000-\\u001F\\u007F]*[^.\\u0000-\\u001F\\u007F][^\\u0000-\\u001F\\u007F]*|\\.{3,})$",
          "u",
        ),
      ),
  }),
  responses: {
    "200": z.object({ key: z.string(), count: z.int() }),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
  },
};

/** Request and response schemas of `list_buckets` (GET /infra/storage/buckets). */
export const listBucketsSchemas = {
  query: z.object({
    limit: z.preprocess(coerce.number, z.int().gte(1).lte(100)).default(50),
    cursor: z.string().max(512).regex(new RegExp("^[A-Za-z0-9_-]*$", "u")).optional(),
  }),
  responses: {
    "200": z.object({ buckets: z.array(Bucket), next_cursor: z.union([z.string(), z.null()]) }),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
  },
};

/** Request and response schemas of `create_bucket` (POST /infra/storage/buckets). */
export const createBucketSchemas = {
  body: z.object({
    name: BucketName,
    visibility: z.enum(["private", "public"]).default("private"),
    description: z.string().max(500).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")).optional(),
  }),
  responses: {
    "200": Bucket,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "408": ErrorEnvelope408,
    "409": ErrorEnvelope409,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
  },
};

/** Request and response schemas of `get_bucket` (GET /infra/storage/buckets/{bucketId}). */
export const getBucketSchemas = {
  path: z.object({
    bucketId: z.string().min(3).max(63).regex(new RegExp("^[a-z0-9][a-z0-9-]*[a-z0-9]$", "u")),
  }),
  responses: {
    "200": Bucket,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "404": ErrorEnvelope404,
  },
};

/** Request and response schemas of `delete_bucket` (DELETE /infra/storage/buckets/{bucketId}). */
export const deleteBucketSchemas = {
  path: z.object({
    bucketId: z.string().min(3).max(63).regex(new RegExp("^[a-z0-9][a-z0-9-]*[a-z0-9]$", "u")),
  }),
  responses: {
    "200": z.object({ id: RecordId, deleted: z.literal(true) }),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "404": ErrorEnvelope404,
    "409": ErrorEnvelope409BucketNotEmpty,
  },
};

/** Request and response schemas of `list_objects` (GET /infra/storage/buckets/{bucketId}/objects). */
export const listObjectsSchemas = {
  path: z.object({
    bucketId: z.string().min(3).max(63).regex(new RegExp("^[a-z0-9][a-z0-9-]*[a-z0-9]$", "u")),
  }),
  query: z.object({
    prefix: z.string().max(1024).regex(new RegExp("^[^\\x00-\\x1f]*$", "u")).optional(),
    delimiter: z.string().min(1).max(16).regex(new RegExp("^[^\\x00-\\x1f]+$", "u")).optional(),
    limit: z.preprocess(coerce.number, z.int().gte(1).lte(1000)).default(100),
    cursor: z.string().max(8192).regex(new RegExp("^[A-Za-z0-9_-]*$", "u")).optional(),
  }),
  responses: {
    "200": z.object({
      objects: z.array(StoredObject),
      common_prefixes: z.array(z.string()),
      next_cursor: z.union([z.string(), z.null()]),
    }),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "404": ErrorEnvelope404,
  },
};

/** Request and response schemas of `get_object` (GET /infra/storage/buckets/{bucketId}/objects/{object_key_path}). */
export const getObjectSchemas = {
  path: z.object({
    bucketId: z.string().min(3).max(63).regex(new RegExp("^[a-z0-9][a-z0-9-]*[a-z0-9]$", "u")),
    object_key_path: z
      .string()
      .min(1)
      .max(1024)
      .regex(
        new RegExp(
          "^([^/\\x00-\\x1f.][^/\\x00-\\x1f]*|\\.[^/\\x00-\\x1f.][^/\\x00-\\x1f]*|\\.\\.[^/\\x00-\\x1f]+)(/([^/\\x00-\\x1f.][^/\\x00-\\x1f]*|\\.[^/\\x00-\\x1f.][^/\\x00-\\x1f]*|\\.\\.[^/\\x00-\\x1f]+))*$",
          "u",
        ),
      ),
  }),
  headers: z.object({ range: z.string().optional() }),
  responses: {
    "200": z.custom(isBinaryContent, { message: "must be a Buffer, string or Readable" }),
    "206": z.custom(isBinaryContent, { message: "must be a Buffer, string or Readable" }),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "404": ErrorEnvelope404,
    "416": ErrorEnvelope416,
  },
};

/** Request and response schemas of `put_object` (PUT /infra/storage/buckets/{bucketId}/objects/{object_key_path}). */
export const putObjectSchemas = {
  path: z.object({
    bucketId: z.string().min(3).max(63).regex(new RegExp("^[a-z0-9][a-z0-9-]*[a-z0-9]$", "u")),
    object_key_path: z
      .string()
      .min(1)
      .max(1024)
      .regex(
        new RegExp(
          "^([^/\\x00-\\x1f.][^/\\x00-\\x1f]*|\\.[^/\\x00-\\x1f.][^/\\x00-\\x1f]*|\\.\\.[^/\\x00-\\x1f]+)(/([^/\\x00-\\x1f.][^/\\x00-\\x1f]*|\\.[^/\\x00-\\x1f.][^/\\x00-\\x1f]*|\\.\\.[^/\\x00-\\x1f]+))*$",
          "u",
        ),
      ),
  }),
  body: z.custom(isUpload, { message: "must be a file" }),
  responses: {
    "200": StoredObject,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "404": ErrorEnvelope404,
    "408": ErrorEnvelope408,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
  },
};

/** Request and response schemas of `delete_object` (DELETE /infra/storage/buckets/{bucketId}/objects/{object_key_path}). */
export const deleteObjectSchemas = {
  path: z.object({
    bucketId: z.string().min(3).max(63).regex(new RegExp("^[a-z0-9][a-z0-9-]*[a-z0-9]$", "u")),
    object_key_path: z
      .string()
      .min(1)
      .max(1024)
      .regex(
        new RegExp(
          "^([^/\\x00-\\x1f.][^/\\x00-\\x1f]*|\\.[^/\\x00-\\x1f.][^/\\x00-\\x1f]*|\\.\\.[^/\\x00-\\x1f]+)(/([^/\\x00-\\x1f.][^/\\x00-\\x1f]*|\\.[^/\\x00-\\x1f.][^/\\x00-\\x1f]*|\\.\\.[^/\\x00-\\x1f]+))*$",
          "u",
        ),
      ),
  }),
  responses: {
    "200": z.object({ bucket_id: RecordId, key: z.string(), deleted: z.literal(true) }),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "404": ErrorEnvelope404,
  },
};

/** Request and response schemas of `create_signed_url` (POST /infra/storage/buckets/{bucketId}/signed-url). */
export const createSignedUrlSchemas = {
  path: z.object({
    bucketId: z.string().min(3).max(63).regex(new RegExp("^[a-z0-9][a-z0-9-]*[a-z0-9]$", "u")),
  }),
  body: SignedUrlRequest,
  responses: {
    "200": z.object({
      url: z.string(),
      method: z.enum(["GET", "PUT"]),
      expires_at: z.iso.datetime({ offset: true }),
    }),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "404": ErrorEnvelope404,
    "408": ErrorEnvelope408,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
  },
};

/** Request and response schemas of `get_signed_object` (GET /infra/storage/signed/{token}). */
export const getSignedObjectSchemas = {
  path: z.object({ token: z.string().min(43).max(43).regex(new RegExp("^[A-Za-z0-9_-]+$", "u")) }),
  query: z.object({
    expires: z.preprocess(coerce.number, z.int().gte(0).lte(99999999999)),
    p: z.guid(),
    b: z.guid(),
    k: z
      .string()
      .min(1)
      .max(1024)
      .regex(
        new RegExp(
          "^([^/\\x00-\\x1f.][^/\\x00-\\x1f]*|\\.[^/\\x00-\\x1f.][^/\\x00-\\x1f]*|\\.\\.[^/\\x00-\\x1f]+)(/([^/\\x00-\\x1f.][^/\\x00-\\x1f]*|\\.[^/\\x00-\\x1f.][^/\\x00-\\x1f]*|\\.\\.[^/\\x00-\\x1f]+))*$",
          "u",
        ),
      ),
    m: z.enum(["GET", "PUT"]),
  }),
  headers: z.object({ range: z.string().optional() }),
  responses: {
    "200": z.custom(isBinaryContent, { message: "must be a Buffer, string or Readable" }),
    "206": z.custom(isBinaryContent, { message: "must be a Buffer, string or Readable" }),
    "400": ErrorEnvelope400,
    "402": ErrorEnvelope402TokensExhausted,
    "403": ErrorEnvelope403,
    "404": ErrorEnvelope404,
    "416": ErrorEnvelope416,
  },
};

/** Request and response schemas of `put_signed_object` (PUT /infra/storage/signed/{token}). */
export const putSignedObjectSchemas = {
  path: z.object({ token: z.string().min(43).max(43).regex(new RegExp("^[A-Za-z0-9_-]+$", "u")) }),
  query: z.object({
    expires: z.preprocess(coerce.number, z.int().gte(0).lte(99999999999)),
    p: z.guid(),
    b: z.guid(),
    k: z
      .string()
      .min(1)
      .max(1024)
      .regex(
        new RegExp(
          "^([^/\\x00-\\x1f.][^/\\x00-\\x1f]*|\\.[^/\\x00-\\x1f.][^/\\x00-\\x1f]*|\\.\\.[^/\\x00-\\x1f]+)(/([^/\\x00-\\x1f.][^/\\x00-\\x1f]*|\\.[^/\\x00-\\x1f.][^/\\x00-\\x1f]*|\\.\\.[^/\\x00-\\x1f]+))*$",
          "u",
        ),
      ),
    m: z.enum(["GET", "PUT"]),
    ct: z
      .string()
      .min(3)
      .max(255)
      .regex(
        new RegExp(
          '^[A-Za-z0-9!#$&^_.+-]+/[A-Za-z0-9!#$&^_.+-]+(\\s*;\\s*[A-Za-z0-9!#$&^_.+-]+=("[^"\\x00-\\x1f]*"|[A-Za-z0-9!#$&^_.+-]+))*$',
          "u",
        ),
      )
      .optional(),
  }),
  body: z.custom(isUpload, { message: "must be a file" }),
  responses: {
    "200": StoredObject,
    "400": ErrorEnvelope400,
    "402": ErrorEnvelope402TokensExhausted,
    "403": ErrorEnvelope403,
    "404": ErrorEnvelope404,
    "408": ErrorEnvelope408,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
  },
};

/** Request and response schemas of `list_webhooks` (GET /infra/webhooks). */
export const listWebhooksSchemas = {
  query: z.object({
    limit: z.preprocess(coerce.number, z.int().gte(1).lte(100)).default(50),
    cursor: z.string().max(512).regex(new RegExp("^[A-Za-z0-9_-]*$", "u")).optional(),
    enabled: z.preprocess(coerce.boolean, z.boolean()).optional(),
  }),
  responses: {
    "200": z.object({ webhooks: z.array(Webhook), next_cursor: z.union([z.string(), z.null()]) }),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
  },
};

/** Request and response schemas of `create_webhook` (POST /infra/webhooks). */
export const createWebhookSchemas = {
  body: WebhookInput,
  responses: {
    "200": CreatedWebhook,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "403": ErrorEnvelope403,
    "408": ErrorEnvelope408,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
  },
};

/** Request and response schemas of `publish_event` (POST /infra/webhooks/publish). */
export const publishEventSchemas = {
  body: z.object({ topic: Topic, data: z.unknown().refine((v) => v !== undefined, "Required") }),
  responses: {
    "200": z.object({
      event_id: RecordId,
      topic: z.string(),
      deliveries: z.int().gte(-2147483648).lte(2147483647),
    }),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "408": ErrorEnvelope408,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
  },
};

/** Request and response schemas of `get_webhook` (GET /infra/webhooks/{webhook_id}). */
export const getWebhookSchemas = {
  path: z.object({ webhook_id: z.guid() }),
  responses: {
    "200": Webhook,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "404": ErrorEnvelope404,
  },
};

/** Request and response schemas of `delete_webhook` (DELETE /infra/webhooks/{webhook_id}). */
export const deleteWebhookSchemas = {
  path: z.object({ webhook_id: z.guid() }),
  responses: {
    "200": z.object({ id: RecordId, deleted: z.literal(true) }),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "404": ErrorEnvelope404,
  },
};

/** Request and response schemas of `update_webhook` (PATCH /infra/webhooks/{webhook_id}). */
export const updateWebhookSchemas = {
  path: z.object({ webhook_id: z.guid() }),
  body: z.object({
    name: DisplayName.optional(),
    url: WebhookUrl.optional(),
    topics: z.array(TopicPattern).min(1).max(20).optional(),
    secret: SigningSecret.optional(),
    enabled: z.boolean().optional(),
  }),
  responses: {
    "200": Webhook,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "403": ErrorEnvelope403,
    "404": ErrorEnvelope404,
    "408": ErrorEnvelope408,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
  },
};

/** Request and response schemas of `list_webhook_deliveries` (GET /infra/webhooks/{webhook_id}/deliveries). */
export const listWebhookDeliveriesSchemas = {
  path: z.object({ webhook_id: z.guid() }),
  query: z.object({
    limit: z.preprocess(coerce.number, z.int().gte(1).lte(100)).default(50),
    cursor: z.string().max(512).regex(new RegExp("^[A-Za-z0-9_-]*$", "u")).optional(),
  }),
  responses: {
    "200": z.object({ deliveries: z.array(WebhookDelivery), next_cursor: z.union([z.string(), z.null()]) }),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "404": ErrorEnvelope404,
  },
};

/** Request and response schemas of `retry_webhook_delivery` (POST /infra/webhooks/{webhook_id}/deliveries/{delivery_id}/retry). */
export const retryWebhookDeliverySchemas = {
  path: z.object({ webhook_id: z.guid(), delivery_id: z.guid() }),
  responses: {
    "200": z.object({
      id: RecordId,
      status: z.enum(["pending", "delivering", "succeeded", "failed"]),
      http_status: z.union([z.int().gte(-2147483648).lte(2147483647), z.null()]),
      retry_count: z.int().gte(-2147483648).lte(2147483647),
    }),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "404": ErrorEnvelope404,
    "409": ErrorEnvelope409,
  },
};

/** Request and response schemas of `test_webhook` (POST /infra/webhooks/{webhook_id}/test). */
export const testWebhookSchemas = {
  path: z.object({ webhook_id: z.guid() }),
  responses: {
    "200": z.object({
      status: z.int().gte(-2147483648).lte(2147483647),
      duration_ms: z.int().gte(-2147483648).lte(2147483647),
      response_snippet: z.string(),
    }),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "404": ErrorEnvelope404,
  },
};

/** Request and response schemas of `list_workflow_blueprints` (GET /infra/workflows/blueprints). */
export const listWorkflowBlueprintsSchemas = {
  query: z.object({
    limit: z.preprocess(coerce.number, z.int().gte(1).lte(100)).default(50),
    cursor: z.string().max(512).regex(new RegExp("^[A-Za-z0-9_-]*$", "u")).optional(),
  }),
  responses: {
    "200": z.object({
      blueprints: z.array(
        z.object({ id: RecordId, name: z.string(), created_at: z.iso.datetime({ offset: true }) }),
      ),
      next_cursor: z.union([z.string(), z.null()]),
    }),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
  },
};

/** Request and response schemas of `create_workflow_blueprint` (POST /infra/workflows/blueprints). */
export const createWorkflowBlueprintSchemas = {
  body: z.object({
    name: z.string().min(1).max(200).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")),
    description: z
      .string()
      .max(2000)
      .regex(new RegExp("^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$", "u"))
      .optional(),
    steps: z.array(WorkflowStep).min(1).max(50),
    max_duration_sec: z.int().gte(1).lte(604800).default(86400),
  }),
  responses: {
    "200": WorkflowBlueprint,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "403": ErrorEnvelope403,
    "408": ErrorEnvelope408,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
  },
};

/** Request and response schemas of `trigger_workflow` (POST /infra/workflows/blueprints/{blueprint_id}/trigger). */
export const triggerWorkflowSchemas = {
  path: z.object({ blueprint_id: z.guid() }),
  body: z.object({
    input_data: z.looseObject({}).optional(),
    idempotency_key: z
      .string()
      .min(1)
      .max(255)
      .regex(new RegExp("^[^\\u0000-\\u001F\\u007F]*$", "u"))
      .optional(),
  }),
  responses: {
    "200": ExecutionStarted,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "404": ErrorEnvelope404,
    "408": ErrorEnvelope408,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
  },
};

/** Request and response schemas of `get_workflow_execution` (GET /infra/workflows/executions/{execution_id}). */
export const getWorkflowExecutionSchemas = {
  path: z.object({ execution_id: z.guid() }),
  responses: {
    "200": WorkflowExecution,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "404": ErrorEnvelope404,
  },
};

/** Request and response schemas of `cancel_workflow_execution` (POST /infra/workflows/executions/{execution_id}/cancel). */
export const cancelWorkflowExecutionSchemas = {
  path: z.object({ execution_id: z.guid() }),
  responses: {
    "200": z.object({
      id: RecordId,
      status: z.enum(["cancelled"]),
      cancelled_at: z.iso.datetime({ offset: true }),
    }),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "404": ErrorEnvelope404,
    "409": ErrorEnvelope409,
  },
};

/** Request and response schemas of `resume_workflow_execution` (POST /infra/workflows/executions/{execution_id}/resume). */
export const resumeWorkflowExecutionSchemas = {
  path: z.object({ execution_id: z.guid() }),
  body: z.object({ step_id: StepId.optional(), override_output: z.looseObject({}).optional() }),
  responses: {
    "200": z.object({
      id: RecordId,
      status: z.enum(["running", "completed", "failed", "cancelled", "timed_out"]),
      resumed_at: z.iso.datetime({ offset: true }),
    }),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
    "404": ErrorEnvelope404,
    "408": ErrorEnvelope408,
    "409": ErrorEnvelope409,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
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

/** Request and response schemas of `list_organizations` (GET /organizations). */
export const listOrganizationsSchemas = {
  query: z.object({
    limit: z.preprocess(coerce.number, z.int().gte(1).lte(100)).default(50),
    cursor: z.string().max(512).regex(new RegExp("^[A-Za-z0-9_-]*$", "u")).optional(),
  }),
  responses: {
    "200": z.object({ organizations: z.array(Organization), next_cursor: z.union([z.string(), z.null()]) }),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
  },
};

/** Request and response schemas of `create_organization` (POST /organizations). */
export const createOrganizationSchemas = {
  body: OrganizationInput,
  responses: {
    "200": Organization,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "408": ErrorEnvelope408,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
  },
};

/** Request and response schemas of `get_organization` (GET /organizations/{org_id}). */
export const getOrganizationSchemas = {
  path: z.object({ org_id: z.guid() }),
  responses: {
    "200": Organization,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "404": ErrorEnvelope404,
  },
};

/** Request and response schemas of `delete_organization` (DELETE /organizations/{org_id}). */
export const deleteOrganizationSchemas = {
  path: z.object({ org_id: z.guid() }),
  responses: {
    "200": z.object({ id: RecordId, deleted: z.literal(true) }),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403,
    "404": ErrorEnvelope404,
  },
};

/** Request and response schemas of `update_organization` (PATCH /organizations/{org_id}). */
export const updateOrganizationSchemas = {
  path: z.object({ org_id: z.guid() }),
  body: OrganizationInput,
  responses: {
    "200": Organization,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403,
    "404": ErrorEnvelope404,
    "408": ErrorEnvelope408,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
  },
};

/** Request and response schemas of `list_members` (GET /organizations/{org_id}/members). */
export const listMembersSchemas = {
  path: z.object({ org_id: z.guid() }),
  query: z.object({
    limit: z.preprocess(coerce.number, z.int().gte(1).lte(100)).default(50),
    cursor: z.string().max(512).regex(new RegExp("^[A-Za-z0-9_-]*$", "u")).optional(),
  }),
  responses: {
    "200": z.object({ members: z.array(Member), next_cursor: z.union([z.string(), z.null()]) }),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "404": ErrorEnvelope404,
  },
};

/** Request and response schemas of `add_member` (POST /organizations/{org_id}/members). */
export const addMemberSchemas = {
  path: z.object({ org_id: z.guid() }),
  body: MemberInput,
  responses: {
    "200": Member,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403,
    "404": ErrorEnvelope404,
    "408": ErrorEnvelope408,
    "409": ErrorEnvelope409,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
  },
};

/** Request and response schemas of `remove_member` (DELETE /organizations/{org_id}/members/{user_id}). */
export const removeMemberSchemas = {
  path: z.object({ org_id: z.guid(), user_id: z.guid() }),
  responses: {
    "200": z.object({ user_id: RecordId, removed: z.literal(true) }),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403,
    "404": ErrorEnvelope404,
    "409": ErrorEnvelope409,
  },
};

/** Request and response schemas of `update_member` (PATCH /organizations/{org_id}/members/{user_id}). */
export const updateMemberSchemas = {
  path: z.object({ org_id: z.guid(), user_id: z.guid() }),
  body: z.object({ role: AssignableRole }),
  responses: {
    "200": Member,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403,
    "404": ErrorEnvelope404,
    "408": ErrorEnvelope408,
    "409": ErrorEnvelope409,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
  },
};

/** Request and response schemas of `list_projects` (GET /organizations/{org_id}/projects). */
export const listProjectsSchemas = {
  path: z.object({ org_id: z.guid() }),
  query: z.object({
    limit: z.preprocess(coerce.number, z.int().gte(1).lte(100)).default(50),
    cursor: z.string().max(512).regex(new RegExp("^[A-Za-z0-9_-]*$", "u")).optional(),
  }),
  responses: {
    "200": z.object({ projects: z.array(Project), next_cursor: z.union([z.string(), z.null()]) }),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "404": ErrorEnvelope404,
  },
};

/** Request and response schemas of `create_project` (POST /organizations/{org_id}/projects). */
export const createProjectSchemas = {
  path: z.object({ org_id: z.guid() }),
  body: z.object({
    name: DisplayName,
    description: z.string().max(500).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")).optional(),
    initial_tokens: z.int().gte(0).lte(1000000000000).default(100000),
  }),
  responses: {
    "200": Project,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403,
    "404": ErrorEnvelope404,
    "408": ErrorEnvelope408,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
  },
};

/** Request and response schemas of `get_organization_tokens` (GET /organizations/{org_id}/tokens). */
export const getOrganizationTokensSchemas = {
  path: z.object({ org_id: z.guid() }),
  responses: {
    "200": OrganizationTokens,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "404": ErrorEnvelope404,
  },
};

/** Request and response schemas of `grant_organization_tokens` (POST /organizations/{org_id}/tokens/grant). */
export const grantOrganizationTokensSchemas = {
  path: z.object({ org_id: z.guid() }),
  body: z.object({
    amount: TokenAmount,
    note: z.string().max(200).regex(new RegExp("^[^<>\\u0000-\\u001F\\u007F]*$", "u")).optional(),
  }),
  responses: {
    "200": OrganizationTokens,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403,
    "404": ErrorEnvelope404,
    "408": ErrorEnvelope408,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
  },
};

/** Request and response schemas of `list_token_ledger` (GET /organizations/{org_id}/tokens/ledger). */
export const listTokenLedgerSchemas = {
  path: z.object({ org_id: z.guid() }),
  query: z.object({
    limit: z.preprocess(coerce.number, z.int().gte(1).lte(100)).default(50),
    cursor: z.string().max(512).regex(new RegExp("^[A-Za-z0-9_-]*$", "u")).optional(),
  }),
  responses: {
    "200": z.object({ entries: z.array(LedgerEntry), next_cursor: z.union([z.string(), z.null()]) }),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "404": ErrorEnvelope404,
  },
};

/** Request and response schemas of `transfer_organization` (POST /organizations/{org_id}/transfer). */
export const transferOrganizationSchemas = {
  path: z.object({ org_id: z.guid() }),
  body: z.object({ user_id: RecordId }),
  responses: {
    "200": Organization,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403,
    "404": ErrorEnvelope404,
    "408": ErrorEnvelope408,
    "409": ErrorEnvelope409,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
  },
};

/** Request and response schemas of `get_project` (GET /projects/{project_id}). */
export const getProjectSchemas = {
  path: z.object({ project_id: z.guid() }),
  responses: {
    "200": Project,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "404": ErrorEnvelope404,
  },
};

/** Request and response schemas of `delete_project` (DELETE /projects/{project_id}). */
export const deleteProjectSchemas = {
  path: z.object({ project_id: z.guid() }),
  responses: {
    "200": z.object({ id: RecordId, deleted: z.literal(true) }),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403,
    "404": ErrorEnvelope404,
  },
};

/** Request and response schemas of `list_api_keys` (GET /projects/{project_id}/api-keys). */
export const listApiKeysSchemas = {
  path: z.object({ project_id: z.guid() }),
  query: z.object({
    limit: z.preprocess(coerce.number, z.int().gte(1).lte(100)).default(50),
    cursor: z.string().max(512).regex(new RegExp("^[A-Za-z0-9_-]*$", "u")).optional(),
  }),
  responses: {
    "200": z.object({ api_keys: z.array(ApiKey), next_cursor: z.union([z.string(), z.null()]) }),
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "404": ErrorEnvelope404,
  },
};

/** Request and response schemas of `get_project_tokens` (GET /projects/{project_id}/tokens). */
export const getProjectTokensSchemas = {
  path: z.object({ project_id: z.guid() }),
  responses: {
    "200": ProjectTokens,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "404": ErrorEnvelope404,
  },
};

/** Request and response schemas of `allocate_project_tokens` (POST /projects/{project_id}/tokens/allocate). */
export const allocateProjectTokensSchemas = {
  path: z.object({ project_id: z.guid() }),
  body: TokenMove,
  responses: {
    "200": ProjectTokens,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403,
    "404": ErrorEnvelope404,
    "408": ErrorEnvelope408,
    "409": ErrorEnvelope409InsufficientTokens,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
  },
};

/** Request and response schemas of `release_project_tokens` (POST /projects/{project_id}/tokens/release). */
export const releaseProjectTokensSchemas = {
  path: z.object({ project_id: z.guid() }),
  body: TokenMove,
  responses: {
    "200": ProjectTokens,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "403": ErrorEnvelope403,
    "404": ErrorEnvelope404,
    "408": ErrorEnvelope408,
    "409": ErrorEnvelope409InsufficientTokens,
    "413": ErrorEnvelope413,
    "415": ErrorEnvelope415,
  },
};

/** Request and response schemas of `get_tokens` (GET /tokens). */
export const getTokensSchemas = {
  responses: {
    "200": ProjectTokens,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
  },
};

/** Request and response schemas of `list_ai_models_v1` (GET /v1/models). */
export const listAiModelsV1Schemas = {
  responses: {
    "200": AiModelList,
    "400": ErrorEnvelope400,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402TokensExhausted,
  },
};
