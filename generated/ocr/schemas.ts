// Generated from spec/ocr by codegen — run `npm run generate`. Do not edit.

import { z } from "zod";
import { isUpload } from "../../runtime/binary.js";
import { coerce } from "../../runtime/validation/coerce.js";

/** OSD confidence, 0 to 100. */
export const Confidence = z.number().gte(0).lte(100);

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
 * | 413 | `image_too_large` | An image's pixel count or side, read from its header before any decoding, is over the operation's limit (a decompression bomb is refused here); the body names the limit. Nothing was charged. |
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
 * | 503 | `worker_busy` | Every worker (image worker or code sandbox) is busy and the queue is full; `Retry-After` says when to retry. Nothing was charged. |
 * | 503 | `worker_crashed` | The worker handling the call (an image worker or the code sandbox's launcher) exited unexpectedly; retry. Nothing was charged. |
 * | 504 | `processing_timeout` | The image work did not finish within the call's wall-clock cap and was stopped; nothing was charged. |
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
  "image_too_large",
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
  "worker_busy",
  "worker_crashed",
  "processing_timeout",
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

/** A resolution in dots per inch, 70 to 1200. */
export const Dpi = z.int().gte(70).lte(1200);

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

/** The error body of a 408 answer: `code` is one of `request_timeout`. */
export const ErrorEnvelope408 = z.intersection(
  ErrorEnvelope,
  z.object({ code: z.enum(["request_timeout"]).optional() }),
);

/** The error body of a 413 answer: `code` is one of `payload_too_large`, `image_too_large`. */
export const ErrorEnvelope413ImageTooLarge = z.intersection(
  ErrorEnvelope,
  z.object({ code: z.enum(["payload_too_large", "image_too_large"]).optional() }),
);

/** The error body of a 415 answer: `code` is one of `unsupported_media_type`. */
export const ErrorEnvelope415 = z.intersection(
  ErrorEnvelope,
  z.object({ code: z.enum(["unsupported_media_type"]).optional() }),
);

/** The error body of a 422 answer: `code` is one of `unprocessable`. */
export const ErrorEnvelope422 = z.intersection(
  ErrorEnvelope,
  z.object({ code: z.enum(["unprocessable"]).optional() }),
);

/** The error body of a 429 answer: `code` is one of `rate_limited`, `key_requests_exhausted`. */
export const ErrorEnvelope429 = z.intersection(
  ErrorEnvelope,
  z.object({ code: z.enum(["rate_limited", "key_requests_exhausted"]).optional() }),
);

/** The error body of a 503 answer: `code` is one of `unavailable`, `worker_busy`, `worker_crashed`. */
export const ErrorEnvelope503WorkerBusyWorkerCrashed = z.intersection(
  ErrorEnvelope,
  z.object({ code: z.enum(["unavailable", "worker_busy", "worker_crashed"]).optional() }),
);

/** The error body of a 504 answer: `code` is one of `processing_timeout`. */
export const ErrorEnvelope504ProcessingTimeout = z.intersection(
  ErrorEnvelope,
  z.object({ code: z.enum(["processing_timeout"]).optional() }),
);

export const OcrForm = z.object({
  image: z.custom(isUpload, { message: "must be a file" }),
  languages: z.array(z.enum(["eng", "deu", "fra", "spa", "ita", "por", "nld"])).optional(),
  psm: z
    .union([
      z.literal(1),
      z.literal(3),
      z.literal(4),
      z.literal(5),
      z.literal(6),
      z.literal(7),
      z.literal(8),
      z.literal(9),
      z.literal(10),
      z.literal(11),
      z.literal(12),
      z.literal(13),
    ])
    .optional(),
  formats: z.array(z.enum(["txt", "tsv", "hocr", "alto"])).optional(),
  detectOrientation: z.boolean().optional(),
  autoRotate: z.boolean().optional(),
  rotateMinConfidence: Confidence.optional(),
  dpi: Dpi.optional(),
});

/**
 * What to read and how. The image may be up to 25 megapixels (width × height ≤ 25,000,000), each
 * side at most 16,384 pixels; the encoded body may be up to 16 MiB.
 */
export const OcrRequest = z.object({
  image: z.string(),
  languages: z
    .array(z.enum(["eng", "deu", "fra", "spa", "ita", "por", "nld"]))
    .min(1)
    .max(3)
    .default(["eng"]),
  psm: z
    .union([
      z.literal(1),
      z.literal(3),
      z.literal(4),
      z.literal(5),
      z.literal(6),
      z.literal(7),
      z.literal(8),
      z.literal(9),
      z.literal(10),
      z.literal(11),
      z.literal(12),
      z.literal(13),
    ])
    .default(3),
  formats: z
    .array(z.enum(["txt", "tsv", "hocr", "alto"]))
    .min(1)
    .max(4)
    .default(["txt"]),
  detectOrientation: z.boolean().default(true),
  autoRotate: z.boolean().default(true),
  rotateMinConfidence: z.number().gte(0).lte(100).default(15),
  dpi: z.int().gte(70).lte(1200).optional(),
});

/** What orientation and script detection (Tesseract's OSD) found. */
export const Orientation = z.object({
  degrees: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]),
  confidence: z.number().gte(0),
  script: z.string(),
  scriptConfidence: z.number().gte(0),
  applied: z.boolean(),
});

/** A recognised word and its box, in the pixels of the image as recognised. */
export const Word = z.object({
  text: z.string(),
  conf: z.number().gte(0).lte(100),
  left: z.int().gte(0).lte(2147483647),
  top: z.int().gte(0).lte(2147483647),
  width: z.int().gte(0).lte(2147483647),
  height: z.int().gte(0).lte(2147483647),
  block: z.int().gte(1).lte(2147483647),
  par: z.int().gte(1).lte(2147483647),
  line: z.int().gte(1).lte(2147483647),
  word: z.int().gte(1).lte(2147483647),
});

/** The text found in the image, with the outputs asked for. */
export const OcrResult = z.object({
  success: z.literal(true),
  width: z.int().gte(1).lte(2147483647),
  height: z.int().gte(1).lte(2147483647),
  languages: z.array(z.enum(["eng", "deu", "fra", "spa", "ita", "por", "nld"])),
  psm: z.int().gte(-2147483648).lte(2147483647),
  orientation: z.union([Orientation, z.null()]),
  meanConfidence: z.int().gte(0).lte(100),
  words: z.array(Word),
  text: z.string().optional(),
  tsv: z.string().optional(),
  hocr: z.string().optional(),
  alto: z.string().optional(),
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

/** Request and response schemas of `ocr_image` (POST /v1/ocr). */
export const ocrImageSchemas = {
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
  body: OcrRequest,
  form: z.object({
    image: z.custom(isUpload, { message: "must be a file" }),
    languages: z
      .preprocess(coerce.array, z.array(z.enum(["eng", "deu", "fra", "spa", "ita", "por", "nld"])))
      .optional(),
    psm: z
      .preprocess(
        coerce.scalar,
        z.union([
          z.literal(1),
          z.literal(3),
          z.literal(4),
          z.literal(5),
          z.literal(6),
          z.literal(7),
          z.literal(8),
          z.literal(9),
          z.literal(10),
          z.literal(11),
          z.literal(12),
          z.literal(13),
        ]),
      )
      .optional(),
    formats: z.preprocess(coerce.array, z.array(z.enum(["txt", "tsv", "hocr", "alto"]))).optional(),
    detectOrientation: z.preprocess(coerce.boolean, z.boolean()).optional(),
    autoRotate: z.preprocess(coerce.boolean, z.boolean()).optional(),
    rotateMinConfidence: z.preprocess(coerce.number, z.number().gte(0).lte(100)).optional(),
    dpi: z.preprocess(coerce.number, z.int().gte(70).lte(1200)).optional(),
  }),
  responses: {
    "200": OcrResult,
    "400": ErrorEnvelope400Priced,
    "401": ErrorEnvelope401,
    "402": ErrorEnvelope402Priced,
    "408": ErrorEnvelope408,
    "413": ErrorEnvelope413ImageTooLarge,
    "415": ErrorEnvelope415,
    "422": ErrorEnvelope422,
    "429": ErrorEnvelope429,
    "503": ErrorEnvelope503WorkerBusyWorkerCrashed,
    "504": ErrorEnvelope504ProcessingTimeout,
  },
};
