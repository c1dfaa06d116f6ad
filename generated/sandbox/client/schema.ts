// Generated from spec/sandbox by codegen — run `npm run generate`. Do not edit.
export interface paths {
  "/.well-known/oauth-protected-resource": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Protected-resource metadata
     * @description OAuth 2.0 protected-resource metadata (RFC 9728): what MCP clients fetch after a 401 from
     *     `/mcp`, whose `WWW-Authenticate` challenge names this URL.
     */
    get: operations["oauth_protected_resource"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/.well-known/x402": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * x402 discovery
     * @description x402 discovery: the paid routes of this service.
     */
    get: operations["x402_discovery"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/docs": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * API reference (HTML)
     * @description The interactive reference of this service (HTML): every operation of this document, with
     *     "try it" sending requests to this very server. The page loads only its own script
     *     (`/docs/scalar.js`) and this service's `/openapi.json`; nothing from elsewhere.
     */
    get: operations["docs"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/docs/scalar.js": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * API reference script
     * @description The script of the reference page (Scalar's API reference bundle), served by this server.
     *     Requested with `v` set to the bundle's current version tag, as the page does, it may be
     *     cached for a year (`Cache-Control: immutable`); otherwise for five minutes.
     */
    get: operations["docs_script"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/health": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Health
     * @description Service and database health.
     */
    get: operations["health"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/llms.txt": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Service description for language models
     * @description A plain-text description of the service for language models.
     */
    get: operations["llms_txt"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/mcp": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Model Context Protocol endpoint
     * @description Model Context Protocol endpoint (Streamable HTTP, stateless): one tool per operation,
     *     run through the same validation, metering and handlers as the REST routes; the service's
     *     OpenAPI document and llms.txt are its resources. GET and DELETE answer 405. A browser page
     *     may call it only from this server's own origin or one listed in `CORS_ORIGINS` (403 otherwise).
     */
    post: operations["mcp"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/openapi.json": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * OpenAPI document
     * @description The published OpenAPI 3.1 document of this service.
     */
    get: operations["openapi_json"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/execute-code": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Run a Python, JavaScript or TypeScript program
     * @description Runs `code` as `/work/main.py` (Python 3.11), `/work/main.js` (Node.js 24; ES module syntax
     *     is detected) or `/work/main.ts` (Node.js 24, types stripped) in a fresh sandbox, with `files`
     *     written beside it, `stdin` on its standard input and `args` after the file name.
     */
    post: operations["execute_code"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/v1/execute-command": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Run a shell command
     * @description Runs `command` with `bash -c` in a fresh sandbox, in the work folder `/work` holding `files`.
     *     The system's programs are there (`python3`, `sh`, coreutils…); there is no network.
     */
    post: operations["execute_command"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @description A file the program created or changed in the work folder. */
    Artifact: {
      /** @description Its path relative to the work folder. */
      path: string;
      /**
       * Format: int64
       * @description Its size in bytes on disk (the content may be cut: see `truncated`).
       */
      size: number;
      /**
       * @description `utf8` when the bytes are UTF-8 text, else `base64`.
       * @enum {string}
       */
      encoding: "utf8" | "base64";
      /** @description The bytes, as text or base64. */
      content: string;
      /** @description True when `content` holds only the start of the file (the artifacts' byte cap was reached). */
      truncated: boolean;
    };
    /** @description One paid route as listed by the x402 discovery document. */
    "Contract.DiscoveryRoute": {
      /** @description HTTP method and path, for example `GET /x402/uuid`. */
      route: string;
      /** @description Absolute URL of the route. */
      url: string;
      description: string;
      /**
       * Format: double
       * @description Price per call in USD.
       */
      priceUsd: number;
      /**
       * Format: int32
       * @description Free calls per client IP per UTC day on this route.
       */
      freePerIpPerDay: number;
    };
    /**
     * @description The `{success: false, error}` error body used by the UUID and infra services.
     *     `code` and `issues` are our design: a stable machine-readable code and, on 400, one
     *     entry per rejected input.
     */
    "Contract.ErrorEnvelope": {
      /** @enum {boolean} */
      success: false;
      /** @description Human-readable summary. */
      error: string;
      code: components["schemas"]["ErrorCode"];
      /** @description Every rejected input, on validation errors. */
      issues?: components["schemas"]["Contract.ValidationIssue"][];
      /** @description The request's id, as in the `X-Request-Id` response header. */
      requestId?: string;
    };
    /** @description Liveness of the service and its database. */
    "Contract.Health": {
      /**
       * @description `ok` when the database answers, `degraded` otherwise.
       * @enum {string}
       */
      status: "ok" | "degraded";
      /** @description The service name. */
      service: string;
      /** @description The contract version the server implements. */
      version: string;
    };
    /**
     * @description Where a rejected input was found.
     * @enum {string}
     */
    "Contract.IssueLocation": "path" | "query" | "header" | "body";
    /** @description A JSON-RPC 2.0 error answer from the MCP endpoint. */
    "Contract.JsonRpcError": {
      /** @enum {string} */
      jsonrpc: "2.0";
      /** @description The id of the request this answers (string, number or null). */
      id: unknown;
      error: {
        /** Format: int32 */
        code: number;
        message: string;
        data?: unknown;
      };
    };
    /** @description A client's error answer to a server request. */
    "Contract.JsonRpcErrorMessage": {
      /** @enum {string} */
      jsonrpc: "2.0";
      id?: string | components["schemas"]["Contract.SafeJsonInteger"];
      error: {
        code: components["schemas"]["Contract.SafeJsonInteger"];
        message: string;
        data?: unknown;
      };
    };
    /** @description A JSON-RPC 2.0 message sent to the MCP endpoint: exactly one of the four kinds. */
    "Contract.JsonRpcMessage":
      | components["schemas"]["Contract.JsonRpcRequest"]
      | components["schemas"]["Contract.JsonRpcNotification"]
      | components["schemas"]["Contract.JsonRpcResultMessage"]
      | components["schemas"]["Contract.JsonRpcErrorMessage"];
    /** @description Request metadata MCP reads from `params._meta`. */
    "Contract.JsonRpcMeta": {
      /** @description Token for progress notifications about this request. */
      progressToken?: string | components["schemas"]["Contract.SafeJsonInteger"];
    };
    /** @description A notification: no id, no answer. */
    "Contract.JsonRpcNotification": {
      /** @enum {string} */
      jsonrpc: "2.0";
      method: string;
      params?: components["schemas"]["Contract.JsonRpcParams"];
    };
    /** @description Parameters of a request or notification. */
    "Contract.JsonRpcParams": {
      _meta?: components["schemas"]["Contract.JsonRpcMeta"];
    };
    /** @description A request: expects an answer with the same id. */
    "Contract.JsonRpcRequest": {
      /** @enum {string} */
      jsonrpc: "2.0";
      id: string | components["schemas"]["Contract.SafeJsonInteger"];
      method: string;
      params?: components["schemas"]["Contract.JsonRpcParams"];
    };
    /** @description A client's answer to a server request. */
    "Contract.JsonRpcResultMessage": {
      /** @enum {string} */
      jsonrpc: "2.0";
      id: string | components["schemas"]["Contract.SafeJsonInteger"];
      result: Record<string, never>;
    };
    /**
     * @description OAuth 2.0 protected-resource metadata (RFC 9728) of the service. Its credentials are API keys
     *     and session tokens issued by the platform, not OAuth access tokens: no authorization server
     *     issues them, so none is named (`authorization_servers` is absent); the documentation page says
     *     how to get one.
     */
    "Contract.ProtectedResourceMetadata": {
      /** @description The service's base URL: its credentials unlock every route under it, `/mcp` included. */
      resource: string;
      /** @description How a bearer credential is sent: the `Authorization` header only. */
      bearer_methods_supported: "header"[];
      /** @description The service's name. */
      resource_name: string;
      /** @description The service's reference page, which says how to get a credential. */
      resource_documentation: string;
    };
    /**
     * Format: int64
     * @description An integer JSON numbers carry exactly (±2^53−1).
     */
    "Contract.SafeJsonInteger": number;
    /** @description One reason a request was rejected, naming the input it concerns. */
    "Contract.ValidationIssue": {
      /** @description Which part of the request holds the input. */
      location: components["schemas"]["Contract.IssueLocation"];
      /** @description The parameter name, or a JSON pointer into the body (`/items/0/qty`). */
      name: string;
      /** @description What is wrong, in plain words. */
      message: string;
    };
    /**
     * @description The `/.well-known/x402` document: which routes of this service are paid and how.
     *     `version` and `resources` follow x402scan's discovery format; `routes` is our design and
     *     mirrors the hosted-tool catalogue's route entries.
     */
    "Contract.X402Discovery": {
      /** @enum {number} */
      version: 1;
      /**
       * @description x402 protocol version the server speaks.
       * @enum {number}
       */
      x402Version: 2;
      /** @description Absolute URLs of every paid resource. */
      resources: string[];
      routes: components["schemas"]["Contract.DiscoveryRoute"][];
    };
    /**
     * @description An x402 payment header's value (`PAYMENT-SIGNATURE`, or `X-PAYMENT` for protocol version 1):
     *     base64 — the standard or the URL-safe alphabet, padding optional — of the JSON
     *     `PaymentPayload` the payer's wallet signed, at most 16 KiB.
     *
     *     A value that is not base64 answers 400. One that is, but does not hold a payment the server
     *     can accept for the route (not JSON, another `x402Version`, the wrong amount, payee, asset or
     *     network, a bad signature, an expired or already used authorization), answers 402 with the
     *     terms in `PAYMENT-REQUIRED` and the reason, as any refused payment does; nothing is charged.
     */
    "Contract.X402Payment": string;
    /** @description An environment variable for the program (E2B's `envs`). */
    EnvVar: {
      /** @description Its name: letters, digits and `_`, not starting with a digit. A name given twice: the last wins. */
      name: string;
      /** @description Its value. */
      value: string;
    };
    /**
     * @description The program to run.
     * @example {
     *       "language": "python",
     *       "code": "import sys\nprint(sys.stdin.read().upper())",
     *       "stdin": "hello"
     *     }
     */
    ExecuteCodeRequest: {
      /** @description Files written into the work folder first (at most 20; 5 MiB together by default). */
      files?: components["schemas"]["InputFile"][];
      /** @description What the program reads on its standard input (at most 1 MiB); empty by default. */
      stdin?: string;
      /**
       * Format: int32
       * @description Wall-clock limit of the run in milliseconds, from 100 to 30000; default `SANDBOX_TIMEOUT_MS`
       *     (10000). Past it every process of the run is killed and `status` is `timeout`.
       */
      timeoutMs?: number;
      /**
       * @description Environment variables added to the sandbox's fixed ones (`PATH`, `HOME=/tmp`, `LANG=C.UTF-8`,
       *     `PYTHONUNBUFFERED=1`…; a caller's variable of the same name replaces it). Nothing of the
       *     server's environment is ever passed. At most 50.
       */
      env?: components["schemas"]["EnvVar"][];
      /**
       * @description `python` (3.11), `javascript` (Node.js 24) or `typescript` (Node.js 24, types stripped).
       * @enum {string}
       */
      language: "python" | "javascript" | "typescript";
      /** @description The program's source, at most 100,000 characters (and `SANDBOX_MAX_CODE_BYTES` UTF-8 bytes). */
      code: string;
      /** @description Arguments after the file name (Python's `sys.argv[1:]`, Node's `process.argv.slice(2)`). */
      args?: components["schemas"]["NoNulArg"][];
    };
    /**
     * @description The shell command to run.
     * @example {
     *       "command": "ls -la && python3 -c 'print(6*7)'"
     *     }
     */
    ExecuteCommandRequest: {
      /** @description Files written into the work folder first (at most 20; 5 MiB together by default). */
      files?: components["schemas"]["InputFile"][];
      /** @description What the program reads on its standard input (at most 1 MiB); empty by default. */
      stdin?: string;
      /**
       * Format: int32
       * @description Wall-clock limit of the run in milliseconds, from 100 to 30000; default `SANDBOX_TIMEOUT_MS`
       *     (10000). Past it every process of the run is killed and `status` is `timeout`.
       */
      timeoutMs?: number;
      /**
       * @description Environment variables added to the sandbox's fixed ones (`PATH`, `HOME=/tmp`, `LANG=C.UTF-8`,
       *     `PYTHONUNBUFFERED=1`…; a caller's variable of the same name replaces it). Nothing of the
       *     server's environment is ever passed. At most 50.
       */
      env?: components["schemas"]["EnvVar"][];
      /** @description The command line, run by `bash -c` in `/work`; at most 100,000 characters, no NUL. */
      command: string;
    };
    /**
     * @description How the run went: its status, its output and the files it wrote.
     * @example {
     *       "status": "ok",
     *       "exitCode": 0,
     *       "signal": null,
     *       "stdout": "45\n",
     *       "stderr": "",
     *       "stdoutTruncated": false,
     *       "stderrTruncated": false,
     *       "durationMs": 21,
     *       "cpuTimeMs": 18,
     *       "artifacts": [
     *         {
     *           "path": "out.txt",
     *           "size": 2,
     *           "encoding": "utf8",
     *           "content": "45",
     *           "truncated": false
     *         }
     *       ],
     *       "omittedArtifacts": []
     *     }
     */
    ExecutionResult: {
      status: components["schemas"]["ExecutionStatus"];
      /** @description The exit code, or null when the program was killed by a signal. */
      exitCode: number | null;
      /** @description The signal that killed the program (`SIGKILL`, `SIGXCPU`, `SIGSEGV`…), or null. */
      signal: string | null;
      /** @description Standard output as UTF-8 (invalid bytes replaced), up to `SANDBOX_MAX_OUTPUT_BYTES` (1 MiB). */
      stdout: string;
      /** @description Standard error, likewise. */
      stderr: string;
      /** @description True when stdout was cut at its cap. */
      stdoutTruncated: boolean;
      /** @description True when stderr was cut at its cap. */
      stderrTruncated: boolean;
      /**
       * Format: int32
       * @description The program's wall-clock time, ms (sandbox start-up not included).
       */
      durationMs: number;
      /**
       * Format: int32
       * @description CPU time the program (and the children it waited for) used, ms.
       */
      cpuTimeMs: number;
      /** @description Files created or changed in the work folder, by path (at most 20 and 5 MiB by default). */
      artifacts: components["schemas"]["Artifact"][];
      /** @description Work-folder entries left out of `artifacts`, and why (at most 100 listed). */
      omittedArtifacts: components["schemas"]["OmittedArtifact"][];
    };
    /**
     * @description How the run ended.
     * @enum {string}
     */
    ExecutionStatus: "ok" | "error" | "timeout" | "oom" | "output_limit";
    /** @description A file written into the work folder before the program starts (Piston's `files`). */
    InputFile: {
      /**
       * @description Where, relative to the work folder `/work` (`data/input.csv`); folders are created. Two files
       *     may not share a path, a file may not be another's folder, and `main.py`, `main.js` and
       *     `main.ts` are the program's own on `execute-code` (400 naming the member).
       */
      path: string;
      /** @description The content: text (`encoding: "utf8"`, the default) or base64 bytes (`encoding: "base64"`). */
      content: string;
      /**
       * @description How `content` is written: `utf8` (default) or `base64`.
       * @default utf8
       * @enum {string}
       */
      encoding: "utf8" | "base64";
    };
    /** @description One command-line argument. */
    NoNulArg: string;
    /**
     * @description Why a file of the work folder is not among the artifacts.
     * @enum {string}
     */
    OmissionReason: "symlink" | "not_regular" | "unreadable" | "count_limit" | "bytes_limit";
    /** @description An entry of the work folder left out of `artifacts`. */
    OmittedArtifact: {
      path: string;
      reason: components["schemas"]["OmissionReason"];
    };
    /**
     * @description Stable, machine-readable error code, carried as `code` in every error body. Each error
     *     response lists the codes it can carry; the wording of messages may change, codes do not.
     *
     *     | Status | Code | Meaning |
     *     |---|---|---|
     *     | 400 | `validation_failed` | A parameter, header or body member breaks the contract; the body names each rejected input. |
     *     | 400 | `malformed_json` | The body is not valid JSON. |
     *     | 400 | `body_not_decodable` | The body does not decode as its `Content-Encoding` says. |
     *     | 400 | `malformed_multipart` | The `multipart/form-data` body does not parse. |
     *     | 400 | `invalid_cursor` | The paging `cursor` is not one this list returned. |
     *     | 400 | `malformed_http` | The request is not valid HTTP/1.1 (a header holds a character HTTP does not allow, or the request line is malformed). |
     *     | 400 | `payment_header_malformed` | `PAYMENT-SIGNATURE` (or `X-PAYMENT`) is not base64; nothing was charged. |
     *     | 401 | `credentials_required` | This operation needs a credential and none was sent. |
     *     | 401 | `invalid_credentials` | The credential sent is unknown, expired or revoked. |
     *     | 401 | `malformed_authorization` | `Authorization` is not `Bearer <token>`. |
     *     | 401 | `wrong_credential_kind` | The credential is valid but of a kind this operation does not take (for example a key with no person behind it where a person's session is needed). |
     *     | 402 | `payment_required` | An unpaid call without a credential and without a body (a discovery probe): the x402 terms, with the route's input schema in the `bazaar` extension. Nothing was charged and no free call was spent. |
     *     | 402 | `free_allowance_spent` | This client IP has used its free calls on this route today; pay with x402 or a funded API key. |
     *     | 402 | `insufficient_credits` | The API key's account holds fewer credits than the call costs. |
     *     | 402 | `credit_limit_reached` | The call would take this API key, or one of its parent keys, past its credit limit. |
     *     | 402 | `key_disabled` | This API key or one of its parent keys is disabled and cannot pay. |
     *     | 402 | `payment_invalid` | The x402 payment does not verify (signature, amount, asset, network or recipient), or the header holds no payment. |
     *     | 402 | `payment_expired` | The x402 authorization is outside its validity window (expired, not yet valid, or valid for too long). |
     *     | 402 | `payment_nonce_reused` | The x402 authorization's nonce was used by an earlier payment; sign a new one. |
     *     | 402 | `payment_not_settled` | The facilitator could not settle the verified payment; nothing was charged. |
     *     | 402 | `facilitator_unavailable` | The x402 facilitator could not be reached or answered badly; nothing was charged. Retry later. |
     *     | 403 | `forbidden` | The caller is known but may not do this. |
     *     | 403 | `admin_only` | This operation is for administrators. |
     *     | 404 | `not_found` | No such record, or it is outside what the caller may see. |
     *     | 404 | `route_not_found` | No operation of this service has this path. |
     *     | 405 | `method_not_allowed` | The path exists but not with this method; `Allow` lists the methods. |
     *     | 408 | `request_timeout` | The request or its body stopped arriving; the connection is closed after this answer. |
     *     | 409 | `conflict` | The request is valid but the current state refuses it; the message says why. |
     *     | 413 | `payload_too_large` | The body (as sent or decoded) or an uploaded file is larger than the limit. |
     *     | 415 | `unsupported_media_type` | The body's media type, charset or content coding is not one the operation takes. |
     *     | 416 | `range_not_satisfiable` | The `Range` asks for bytes wholly past the object's end; `Content-Range` gives its size. |
     *     | 422 | `unprocessable` | The input is well formed but could not be processed. |
     *     | 429 | `rate_limited` | Too many calls for this caller or client; `Retry-After` says when to retry. |
     *     | 429 | `key_requests_exhausted` | The API key has no requests remaining in its window; `Retry-After` says when it refills. |
     *     | 431 | `headers_too_large` | The request line and headers are larger than the server reads. |
     *     | 500 | `internal` | The server failed; nothing was changed or charged. |
     *     | 502 | `processor_unavailable` | The payment processor could not be reached or failed; nothing was charged. |
     *     | 502 | `processor_rejected` | The payment processor refused the call or answered without what was needed; nothing was charged. |
     *     | 503 | `unavailable` | The database is unavailable; nothing was charged. Retry later. |
     *     | 503 | `worker_busy` | Every worker (image worker or code sandbox) is busy and the queue is full; `Retry-After` says when to retry. Nothing was charged. |
     *     | 503 | `worker_crashed` | The worker handling the call (an image worker or the code sandbox's launcher) exited unexpectedly; retry. Nothing was charged. |
     * @enum {string}
     */
    ErrorCode:
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
    /** @description The error body of a 400 answer: `code` is one of `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
    ErrorEnvelope400: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?:
        | "validation_failed"
        | "malformed_json"
        | "body_not_decodable"
        | "malformed_multipart"
        | "invalid_cursor"
        | "malformed_http";
    };
    /** @description The error body of a 400 answer: `code` is one of `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`, `payment_header_malformed`. */
    ErrorEnvelope400Priced: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?:
        | "validation_failed"
        | "malformed_json"
        | "body_not_decodable"
        | "malformed_multipart"
        | "invalid_cursor"
        | "malformed_http"
        | "payment_header_malformed";
    };
    /** @description The error body of a 401 answer: `code` is one of `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
    ErrorEnvelope401: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?:
        | "credentials_required"
        | "invalid_credentials"
        | "malformed_authorization"
        | "wrong_credential_kind";
    };
    /** @description The error body of a 402 answer: `code` is one of `payment_required`, `free_allowance_spent`, `insufficient_credits`, `credit_limit_reached`, `key_disabled`, `payment_invalid`, `payment_expired`, `payment_nonce_reused`, `payment_not_settled`, `facilitator_unavailable`. */
    ErrorEnvelope402Priced: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
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
    /** @description The error body of a 408 answer: `code` is one of `request_timeout`. */
    ErrorEnvelope408: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "request_timeout";
    };
    /** @description The error body of a 413 answer: `code` is one of `payload_too_large`. */
    ErrorEnvelope413: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "payload_too_large";
    };
    /** @description The error body of a 415 answer: `code` is one of `unsupported_media_type`. */
    ErrorEnvelope415: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "unsupported_media_type";
    };
    /** @description The error body of a 429 answer: `code` is one of `rate_limited`, `key_requests_exhausted`. */
    ErrorEnvelope429: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "rate_limited" | "key_requests_exhausted";
    };
    /** @description The error body of a 503 answer: `code` is one of `unavailable`, `worker_busy`, `worker_crashed`. */
    ErrorEnvelope503WorkerBusyWorkerCrashed: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "unavailable" | "worker_busy" | "worker_crashed";
    };
  };
  responses: never;
  parameters: {
    /**
     * @description x402 v2 payment: base64 JSON `PaymentPayload` signed by the payer's wallet. Not base64: 400;
     *     base64 that holds no payment this route accepts: 402 with the terms and the reason.
     */
    "Contract.PaymentHeaders.paymentSignature": components["schemas"]["Contract.X402Payment"];
    /** @description x402 v1 payment header, accepted for older clients; read as `PAYMENT-SIGNATURE` is. */
    "Contract.PaymentHeaders.xPayment": components["schemas"]["Contract.X402Payment"];
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  oauth_protected_resource: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request has succeeded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Contract.ProtectedResourceMetadata"];
        };
      };
      /** @description A credential that was presented but is unknown, revoked or malformed. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
    };
  };
  x402_discovery: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request has succeeded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Contract.X402Discovery"];
        };
      };
      /** @description A credential that was presented but is unknown, revoked or malformed. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
    };
  };
  docs: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request has succeeded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/html": string;
        };
      };
      /** @description A credential that was presented but is unknown, revoked or malformed. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
    };
  };
  docs_script: {
    parameters: {
      query?: {
        /** @description The bundle's version tag, as the reference page names it (hexadecimal). */
        v?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request has succeeded. */
      200: {
        headers: {
          "cache-control": string;
          [name: string]: unknown;
        };
        content: {
          "text/javascript": string;
        };
      };
      /** @description A query parameter the route declares holds a value it does not take. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400"];
        };
      };
      /** @description A credential that was presented but is unknown, revoked or malformed. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
    };
  };
  health: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request has succeeded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Contract.Health"];
        };
      };
      /** @description A credential that was presented but is unknown, revoked or malformed. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
    };
  };
  llms_txt: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request has succeeded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/plain": string;
        };
      };
      /** @description A credential that was presented but is unknown, revoked or malformed. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
    };
  };
  mcp: {
    parameters: {
      query?: never;
      header: {
        /** @description Must accept both `application/json` and `text/event-stream`. */
        accept: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["Contract.JsonRpcMessage"];
      };
    };
    responses: {
      /** @description The request has succeeded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": Record<string, never>;
        };
      };
      /** @description The request has been accepted for processing, but processing has not yet completed. */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The server could not understand the request due to invalid syntax. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Contract.JsonRpcError"];
        };
      };
      /**
       * @description A credential sent to `/mcp` that is unknown, revoked or malformed: the service's error body,
       *     with the challenge MCP clients read to find the protected-resource metadata (RFC 9728 §5.1). Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          /** @description `Bearer error="invalid_token", resource_metadata="<base>/.well-known/oauth-protected-resource"`. */
          "WWW-Authenticate": string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /** @description Access is forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Contract.JsonRpcError"];
        };
      };
      /** @description Client error */
      406: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Contract.JsonRpcError"];
        };
      };
      /** @description Client error */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["Contract.JsonRpcError"];
        };
      };
    };
  };
  openapi_json: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request has succeeded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": Record<string, never>;
        };
      };
      /** @description A credential that was presented but is unknown, revoked or malformed. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
    };
  };
  execute_code: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description x402 v2 payment: base64 JSON `PaymentPayload` signed by the payer's wallet. Not base64: 400;
         *     base64 that holds no payment this route accepts: 402 with the terms and the reason.
         */
        "PAYMENT-SIGNATURE"?: components["parameters"]["Contract.PaymentHeaders.paymentSignature"];
        /** @description x402 v1 payment header, accepted for older clients; read as `PAYMENT-SIGNATURE` is. */
        "X-PAYMENT"?: components["parameters"]["Contract.PaymentHeaders.xPayment"];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "language": "python",
         *       "code": "print(sum(range(10)))"
         *     }
         */
        "application/json": components["schemas"]["ExecuteCodeRequest"];
      };
    };
    responses: {
      /** @description Success; after an x402 payment, `PAYMENT-RESPONSE` carries the base64 settlement receipt. */
      200: {
        headers: {
          "PAYMENT-RESPONSE"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ExecutionResult"];
        };
      };
      /**
       * @description The body is not valid: a member breaks its rule (an unknown `language`, a file path with `..`,
       *     code over its size, invalid base64, files over their total size…); `issues` names the member.
       *     Nothing is charged. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`, `payment_header_malformed`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400Priced"];
        };
      };
      /** @description The bearer API key is unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description Payment required: the free allowance is used up, the key lacks credits, or the x402 payment
       *     was refused. `PAYMENT-REQUIRED` holds the x402 v2 terms as base64 JSON.
       *
       *     The order on this route: an unpaid call with no credential, no payment header and no body (or
       *     `{}`) is a discovery probe and gets this 402 first (`payment_required`), before validation and
       *     without spending a free call; the terms' `bazaar` extension carries the route's input schema.
       *     Any other call is validated first (400, free), then paid: an API key's credits, else an x402
       *     payment, else the free allowance, else this 402. Error codes: `payment_required`, `free_allowance_spent`, `insufficient_credits`, `credit_limit_reached`, `key_disabled`, `payment_invalid`, `payment_expired`, `payment_nonce_reused`, `payment_not_settled`, `facilitator_unavailable`.
       */
      402: {
        headers: {
          "PAYMENT-REQUIRED": string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402Priced"];
        };
      };
      /** @description The request body stopped arriving: nothing came for 30 seconds while the server read it. Nothing is charged. Error codes: `request_timeout`. */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /** @description The body is larger than the route reads (8 MiB). Nothing is charged. Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /** @description The body was sent with a media type the operation does not take (send `application/json`). Error codes: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
      /** @description Too many calls: the route allows 120 a minute per caller (client IP, or API key). Nothing is charged. Error codes: `rate_limited`, `key_requests_exhausted`. */
      429: {
        headers: {
          /** @description Seconds until the limit resets. */
          "Retry-After": string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope429"];
        };
      };
      /**
       * @description Every sandbox slot is running a program and the queue is full (`worker_busy`, with
       *     `Retry-After`), the sandbox could not be started (`worker_crashed`: bubblewrap missing or
       *     failing; retry), or the database cannot be reached. Nothing is charged. Error codes: `unavailable`, `worker_busy`, `worker_crashed`.
       */
      503: {
        headers: {
          /** @description Seconds to wait before retrying, when the server knows. */
          "Retry-After"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503WorkerBusyWorkerCrashed"];
        };
      };
    };
  };
  execute_command: {
    parameters: {
      query?: never;
      header?: {
        /**
         * @description x402 v2 payment: base64 JSON `PaymentPayload` signed by the payer's wallet. Not base64: 400;
         *     base64 that holds no payment this route accepts: 402 with the terms and the reason.
         */
        "PAYMENT-SIGNATURE"?: components["parameters"]["Contract.PaymentHeaders.paymentSignature"];
        /** @description x402 v1 payment header, accepted for older clients; read as `PAYMENT-SIGNATURE` is. */
        "X-PAYMENT"?: components["parameters"]["Contract.PaymentHeaders.xPayment"];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        /**
         * @example {
         *       "command": "echo hello | tr a-z A-Z"
         *     }
         */
        "application/json": components["schemas"]["ExecuteCommandRequest"];
      };
    };
    responses: {
      /** @description Success; after an x402 payment, `PAYMENT-RESPONSE` carries the base64 settlement receipt. */
      200: {
        headers: {
          "PAYMENT-RESPONSE"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ExecutionResult"];
        };
      };
      /**
       * @description The body is not valid: a member breaks its rule (an unknown `language`, a file path with `..`,
       *     code over its size, invalid base64, files over their total size…); `issues` names the member.
       *     Nothing is charged. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`, `payment_header_malformed`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope400Priced"];
        };
      };
      /** @description The bearer API key is unknown or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope401"];
        };
      };
      /**
       * @description Payment required: the free allowance is used up, the key lacks credits, or the x402 payment
       *     was refused. `PAYMENT-REQUIRED` holds the x402 v2 terms as base64 JSON.
       *
       *     The order on this route: an unpaid call with no credential, no payment header and no body (or
       *     `{}`) is a discovery probe and gets this 402 first (`payment_required`), before validation and
       *     without spending a free call; the terms' `bazaar` extension carries the route's input schema.
       *     Any other call is validated first (400, free), then paid: an API key's credits, else an x402
       *     payment, else the free allowance, else this 402. Error codes: `payment_required`, `free_allowance_spent`, `insufficient_credits`, `credit_limit_reached`, `key_disabled`, `payment_invalid`, `payment_expired`, `payment_nonce_reused`, `payment_not_settled`, `facilitator_unavailable`.
       */
      402: {
        headers: {
          "PAYMENT-REQUIRED": string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope402Priced"];
        };
      };
      /** @description The request body stopped arriving: nothing came for 30 seconds while the server read it. Nothing is charged. Error codes: `request_timeout`. */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope408"];
        };
      };
      /** @description The body is larger than the route reads (8 MiB). Nothing is charged. Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413"];
        };
      };
      /** @description The body was sent with a media type the operation does not take (send `application/json`). Error codes: `unsupported_media_type`. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415"];
        };
      };
      /** @description Too many calls: the route allows 120 a minute per caller (client IP, or API key). Nothing is charged. Error codes: `rate_limited`, `key_requests_exhausted`. */
      429: {
        headers: {
          /** @description Seconds until the limit resets. */
          "Retry-After": string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope429"];
        };
      };
      /**
       * @description Every sandbox slot is running a program and the queue is full (`worker_busy`, with
       *     `Retry-After`), the sandbox could not be started (`worker_crashed`: bubblewrap missing or
       *     failing; retry), or the database cannot be reached. Nothing is charged. Error codes: `unavailable`, `worker_busy`, `worker_crashed`.
       */
      503: {
        headers: {
          /** @description Seconds to wait before retrying, when the server knows. */
          "Retry-After"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503WorkerBusyWorkerCrashed"];
        };
      };
    };
  };
}
