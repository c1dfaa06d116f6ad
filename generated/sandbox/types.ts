// Generated from spec/sandbox by codegen — run `npm run generate`. Do not edit.

import type { Context } from "../../handlers/sandbox/context.js";

/** A file the program created or changed in the work folder. */
export type Artifact = {
  /** Its path relative to the work folder. */
  path: string;
  /** Its size in bytes on disk (the content may be cut: see `truncated`). */
  size: number;
  /** `utf8` when the bytes are UTF-8 text, else `base64`. */
  encoding: "utf8" | "base64";
  /** The bytes, as text or base64. */
  content: string;
  /** True when `content` holds only the start of the file (the artifacts' byte cap was reached). */
  truncated: boolean;
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
 * | 503 | `unavailable` | The database is unavailable; nothing was charged. Retry later. |
 * | 503 | `worker_busy` | Every worker (image worker or code sandbox) is busy and the queue is full; `Retry-After` says when to retry. Nothing was charged. |
 * | 503 | `worker_crashed` | The worker handling the call (an image worker or the code sandbox's launcher) exited unexpectedly; retry. Nothing was charged. |
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
  | "unavailable"
  | "worker_busy"
  | "worker_crashed";

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

/** An environment variable for the program (E2B's `envs`). */
export type EnvVar = {
  /** Its name: letters, digits and `_`, not starting with a digit. A name given twice: the last wins. */
  name: string;
  /** Its value. */
  value: string;
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

/** The error body of a 503 answer: `code` is one of `unavailable`, `worker_busy`, `worker_crashed`. */
export type ErrorEnvelope503WorkerBusyWorkerCrashed = ErrorEnvelope & {
  code?: "unavailable" | "worker_busy" | "worker_crashed";
};

/** A file written into the work folder before the program starts (Piston's `files`). */
export type InputFile = {
  /**
   * Where, relative to the work folder `/work` (`data/input.csv`); folders are created. Two files
   * may not share a path, a file may not be another's folder, and `main.py`, `main.js` and
   * `main.ts` are the program's own on `execute-code` (400 naming the member).
   */
  path: string;
  /** The content: text (`encoding: "utf8"`, the default) or base64 bytes (`encoding: "base64"`). */
  content: string;
  /** How `content` is written: `utf8` (default) or `base64`. */
  encoding?: "utf8" | "base64";
};

/** One command-line argument. */
export type NoNulArg = string;

/** The program to run. */
export type ExecuteCodeRequest = {
  /** Files written into the work folder first (at most 20; 5 MiB together by default). */
  files?: Array<InputFile>;
  /** What the program reads on its standard input (at most 1 MiB); empty by default. */
  stdin?: string;
  /**
   * Wall-clock limit of the run in milliseconds, from 100 to 30000; default `SANDBOX_TIMEOUT_MS`
   * (10000). Past it every process of the run is killed and `status` is `timeout`.
   */
  timeoutMs?: number;
  /**
   * Environment variables added to the sandbox's fixed ones (`PATH`, `HOME=/tmp`, `LANG=C.UTF-8`,
   * `PYTHONUNBUFFERED=1`…; a caller's variable of the same name replaces it). Nothing of the
   * server's environment is ever passed. At most 50.
   */
  env?: Array<EnvVar>;
  /** `python` (3.11), `javascript` (Node.js 24) or `typescript` (Node.js 24, types stripped). */
  language: "python" | "javascript" | "typescript";
  /** The program's source, at most 100,000 characters (and `SANDBOX_MAX_CODE_BYTES` UTF-8 bytes). */
  code: string;
  /** Arguments after the file name (Python's `sys.argv[1:]`, Node's `process.argv.slice(2)`). */
  args?: Array<NoNulArg>;
};

/** The shell command to run. */
export type ExecuteCommandRequest = {
  /** Files written into the work folder first (at most 20; 5 MiB together by default). */
  files?: Array<InputFile>;
  /** What the program reads on its standard input (at most 1 MiB); empty by default. */
  stdin?: string;
  /**
   * Wall-clock limit of the run in milliseconds, from 100 to 30000; default `SANDBOX_TIMEOUT_MS`
   * (10000). Past it every process of the run is killed and `status` is `timeout`.
   */
  timeoutMs?: number;
  /**
   * Environment variables added to the sandbox's fixed ones (`PATH`, `HOME=/tmp`, `LANG=C.UTF-8`,
   * `PYTHONUNBUFFERED=1`…; a caller's variable of the same name replaces it). Nothing of the
   * server's environment is ever passed. At most 50.
   */
  env?: Array<EnvVar>;
  /** The command line, run by `bash -c` in `/work`; at most 100,000 characters, no NUL. */
  command: string;
};

/** How the run ended. */
export type ExecutionStatus = "ok" | "error" | "timeout" | "oom" | "output_limit";

/** Why a file of the work folder is not among the artifacts. */
export type OmissionReason = "symlink" | "not_regular" | "unreadable" | "count_limit" | "bytes_limit";

/** An entry of the work folder left out of `artifacts`. */
export type OmittedArtifact = {
  path: string;
  reason: OmissionReason;
};

/** How the run went: its status, its output and the files it wrote. */
export type ExecutionResult = {
  status: ExecutionStatus;
  /** The exit code, or null when the program was killed by a signal. */
  exitCode: number | null;
  /** The signal that killed the program (`SIGKILL`, `SIGXCPU`, `SIGSEGV`…), or null. */
  signal: string | null;
  /** Standard output as UTF-8 (invalid bytes replaced), up to `SANDBOX_MAX_OUTPUT_BYTES` (1 MiB). */
  stdout: string;
  /** Standard error, likewise. */
  stderr: string;
  /** True when stdout was cut at its cap. */
  stdoutTruncated: boolean;
  /** True when stderr was cut at its cap. */
  stderrTruncated: boolean;
  /** The program's wall-clock time, ms (sandbox start-up not included). */
  durationMs: number;
  /** CPU time the program (and the children it waited for) used, ms. */
  cpuTimeMs: number;
  /** Files created or changed in the work folder, by path (at most 20 and 5 MiB by default). */
  artifacts: Array<Artifact>;
  /** Work-folder entries left out of `artifacts`, and why (at most 100 listed). */
  omittedArtifacts: Array<OmittedArtifact>;
};

/** Validated input of `execute_code`. */
export interface ExecuteCodeInput {
  headers: {
    /**
     * x402 v2 payment: base64 JSON `PaymentPayload` signed by the payer's wallet. Not base64: 400;
     * base64 that holds no payment this route accepts: 402 with the terms and the reason.
     */
    "PAYMENT-SIGNATURE"?: X402Payment;
    /** x402 v1 payment header, accepted for older clients; read as `PAYMENT-SIGNATURE` is. */
    "X-PAYMENT"?: X402Payment;
  };
  body: ExecuteCodeRequest;
}

/** Every response `execute_code` may return. */
export type ExecuteCodeResponse =
  | { status: 200; body: ExecutionResult; headers?: { "PAYMENT-RESPONSE"?: string } }
  | { status: 400; body: ErrorEnvelope400Priced }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402Priced; headers: { "PAYMENT-REQUIRED": string } }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 429; body: ErrorEnvelope429; headers: { "Retry-After": string } }
  | { status: 503; body: ErrorEnvelope503WorkerBusyWorkerCrashed; headers?: { "Retry-After"?: string } };

/** Validated input of `execute_command`. */
export interface ExecuteCommandInput {
  headers: {
    /**
     * x402 v2 payment: base64 JSON `PaymentPayload` signed by the payer's wallet. Not base64: 400;
     * base64 that holds no payment this route accepts: 402 with the terms and the reason.
     */
    "PAYMENT-SIGNATURE"?: X402Payment;
    /** x402 v1 payment header, accepted for older clients; read as `PAYMENT-SIGNATURE` is. */
    "X-PAYMENT"?: X402Payment;
  };
  body: ExecuteCommandRequest;
}

/** Every response `execute_command` may return. */
export type ExecuteCommandResponse =
  | { status: 200; body: ExecutionResult; headers?: { "PAYMENT-RESPONSE"?: string } }
  | { status: 400; body: ErrorEnvelope400Priced }
  | { status: 401; body: ErrorEnvelope401 }
  | { status: 402; body: ErrorEnvelope402Priced; headers: { "PAYMENT-REQUIRED": string } }
  | { status: 408; body: ErrorEnvelope408 }
  | { status: 413; body: ErrorEnvelope413 }
  | { status: 415; body: ErrorEnvelope415 }
  | { status: 429; body: ErrorEnvelope429; headers: { "Retry-After": string } }
  | { status: 503; body: ErrorEnvelope503WorkerBusyWorkerCrashed; headers?: { "Retry-After"?: string } };

/**
 * The operations tagged "Execute": what one handler file implements.
 *
 * Paid runs of a program or a shell command (USD 0.002 a call, 3 free calls per IP per day per route).
 */
export interface SandboxExecuteHandlers {
  /**
   * Run a Python, JavaScript or TypeScript program
   *
   * Runs `code` as `/work/main.py` (Python 3.11), `/work/main.js` (Node.js 24; ES module syntax
   * is detected) or `/work/main.ts` (Node.js 24, types stripped) in a fresh sandbox, with `files`
   * written beside it, `stdin` on its standard input and `args` after the file name.
   *
   * POST /v1/execute-code
   */
  execute_code: (input: ExecuteCodeInput, ctx: Context) => Promise<ExecuteCodeResponse>;
  /**
   * Run a shell command
   *
   * Runs `command` with `bash -c` in a fresh sandbox, in the work folder `/work` holding `files`.
   * The system's programs are there (`python3`, `sh`, coreutils…); there is no network.
   *
   * POST /v1/execute-command
   */
  execute_command: (input: ExecuteCommandInput, ctx: Context) => Promise<ExecuteCommandResponse>;
}

/** Business logic of Code sandbox: one method per operation; return data, never touch `res`. */
export interface SandboxHandlers extends SandboxExecuteHandlers {}
