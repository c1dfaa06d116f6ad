// Generated from spec/crawler by codegen — run `npm run generate`. Do not edit.
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
  "/md": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Crawl a URL to Markdown
     * @description Fetches `url` and answers its content as Markdown: the whole page (`f: "raw"`) or its main
     *     content (`f: "fit"`), optionally narrowed to the blocks that match `q`. HTML and XHTML are
     *     converted (code blocks kept verbatim, links made absolute); `text/plain` and `text/markdown`
     *     are answered as they are; JSON is answered inside a fenced `json` block. Other media types
     *     (images, PDF, binaries) answer 415.
     */
    post: operations["crawl_markdown"];
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
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
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
    /**
     * @description What to crawl; crawl4ai's `MarkdownRequest` names. crawl4ai's `bm25` and `llm` filters are not
     *     offered: `fit` with `q` is the BM25 form.
     * @example {
     *       "url": "https://example.com/docs/intro",
     *       "f": "fit",
     *       "q": "install",
     *       "c": "0"
     *     }
     */
    MdRequest: {
      /**
       * @description The page: an absolute `http` or `https` URL, at most 2048 characters. A bare host or host
       *     and path (`example.com/docs`) is read as `https://…`, as crawl4ai does. URLs with a user name
       *     or password, and other schemes (`file:`, `ftp:`, `raw:`…), answer 400 naming `url`.
       */
      url: string;
      /**
       * @description `fit` (default, crawl4ai's): the main content, with navigation, headers, footers, asides,
       *     forms, cookie banners and link-dense blocks pruned. `raw`: the whole page.
       * @default fit
       * @enum {string}
       */
      f: "raw" | "fit";
      /**
       * @description A query (at most 500 characters). With `f: "fit"`, the content is cut into blocks (headings,
       *     paragraphs, lists, tables, code) and only the blocks that match the query by BM25 are kept,
       *     in document order (crawl4ai keeps order too); when no block matches, the whole pruned content
       *     is answered. With `f: "raw"` a query contradicts the filter and answers 400 naming `q`.
       */
      q?: string;
      /**
       * @description The cache flag, crawl4ai's meaning: `"1"` answers from the cache when a fresh entry exists
       *     for the same `url`, `f` and `q` (fetching and storing it otherwise); any other value (default
       *     `"0"`) fetches the page afresh and stores the result. Entries stay fresh for
       *     `CRAWLER_CACHE_TTL_SEC` seconds (default 3600). An answer from the cache is a 200 and is
       *     charged like a fetched one.
       * @default 0
       */
      c: string;
    };
    /**
     * @description The page as Markdown; the first six members are crawl4ai's, the rest our design.
     * @example {
     *       "url": "https://example.com/docs/intro",
     *       "filter": "fit",
     *       "query": "install",
     *       "cache": "0",
     *       "markdown": "# Install\n\nRun `npm install example`.",
     *       "success": true,
     *       "finalUrl": "https://example.com/docs/intro/",
     *       "status": 200,
     *       "title": "Introduction",
     *       "contentType": "text/html",
     *       "truncated": false,
     *       "renderedWith": "static",
     *       "fromCache": false,
     *       "cachedAt": "2026-11-26T13:00:00.000Z"
     *     }
     */
    MdResult: {
      /** @description The URL crawled, as read (`https://` added to a bare host). */
      url: string;
      /**
       * @description The filter applied: `raw` or `fit`.
       * @enum {string}
       */
      filter: "raw" | "fit";
      /** @description The query given, or null. */
      query: string | null;
      /** @description The cache flag as sent (crawl4ai echoes it); `fromCache` says whether the cache answered. */
      cache: string;
      /** @description The content as Markdown (at most `CRAWLER_MAX_MARKDOWN_CHARS` characters; see `truncated`). */
      markdown: string;
      /** @enum {boolean} */
      success: true;
      /** @description The URL the content came from, after redirects (and after the browser's own navigation). */
      finalUrl: string;
      /**
       * Format: int32
       * @description The HTTP status the page answered with (2xx; errors answer 502).
       */
      status: number;
      /** @description The page's `<title>` (or first heading), or null when it has none. */
      title: string | null;
      /** @description The page's media type, without parameters (`text/html`, `text/plain`…). */
      contentType: string;
      /** @description True when `markdown` was cut at the length cap; the cut falls between blocks when it can. */
      truncated: boolean;
      /** @description Whether the page needed a browser to run its scripts. */
      renderedWith: components["schemas"]["RenderedWith"];
      /** @description True when this answer came from the cache (`c: "1"` and a fresh entry). */
      fromCache: boolean;
      /**
       * Format: date-time
       * @description When the content was fetched (RFC 3339): now for a fresh fetch, earlier for a cached one.
       */
      cachedAt: string;
    };
    /**
     * @description Which way the page was loaded.
     * @enum {string}
     */
    RenderedWith: "static" | "browser";
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
     *     | 403 | `url_refused` | The URL, one of its redirects or a resource its page loads points where the egress policy forbids (an internal address, or a scheme other than http and https); nothing was charged. |
     *     | 403 | `admin_only` | This operation is for administrators. |
     *     | 404 | `not_found` | No such record, or it is outside what the caller may see. |
     *     | 404 | `route_not_found` | No operation of this service has this path. |
     *     | 405 | `method_not_allowed` | The path exists but not with this method; `Allow` lists the methods. |
     *     | 408 | `request_timeout` | The request or its body stopped arriving; the connection is closed after this answer. |
     *     | 409 | `conflict` | The request is valid but the current state refuses it; the message says why. |
     *     | 413 | `payload_too_large` | The body (as sent or decoded) or an uploaded file is larger than the limit. |
     *     | 413 | `content_too_large` | The fetched page or its rendering passes a cap (bytes after decompression, page height, PDF pages); the body names the cap. Nothing was charged. |
     *     | 415 | `unsupported_media_type` | The body's media type, charset or content coding is not one the operation takes. |
     *     | 415 | `unsupported_content_type` | The URL answered with a media type this tool does not read (the body names it); nothing was charged. |
     *     | 416 | `range_not_satisfiable` | The `Range` asks for bytes wholly past the object's end; `Content-Range` gives its size. |
     *     | 422 | `unprocessable` | The input is well formed but could not be processed. |
     *     | 429 | `rate_limited` | Too many calls for this caller or client; `Retry-After` says when to retry. |
     *     | 429 | `key_requests_exhausted` | The API key has no requests remaining in its window; `Retry-After` says when it refills. |
     *     | 431 | `headers_too_large` | The request line and headers are larger than the server reads. |
     *     | 500 | `internal` | The server failed; nothing was changed or charged. |
     *     | 502 | `processor_unavailable` | The payment processor could not be reached or failed; nothing was charged. |
     *     | 502 | `processor_rejected` | The payment processor refused the call or answered without what was needed; nothing was charged. |
     *     | 502 | `upstream_unreachable` | The URL's host does not resolve or refuses the connection; nothing was charged. |
     *     | 502 | `upstream_error` | The URL answered 4xx or 5xx; the message names the status it answered. Nothing was charged. |
     *     | 503 | `unavailable` | The database is unavailable; nothing was charged. Retry later. |
     *     | 503 | `browser_busy` | Every browser slot is in use and the queue is full; `Retry-After` says when to retry. Nothing was charged. |
     *     | 503 | `browser_crashed` | The headless browser crashed during the call and is being restarted; retry. Nothing was charged. |
     *     | 504 | `upstream_timeout` | The page did not load (or render) within the call's wall-clock cap; nothing was charged. |
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
      | "url_refused"
      | "admin_only"
      | "not_found"
      | "route_not_found"
      | "method_not_allowed"
      | "request_timeout"
      | "conflict"
      | "payload_too_large"
      | "content_too_large"
      | "unsupported_media_type"
      | "unsupported_content_type"
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
      | "browser_busy"
      | "browser_crashed"
      | "upstream_timeout";
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
    /** @description The error body of a 403 answer: `code` is one of `forbidden`, `url_refused`, `admin_only`. */
    ErrorEnvelope403UrlRefused: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "forbidden" | "url_refused" | "admin_only";
    };
    /** @description The error body of a 408 answer: `code` is one of `request_timeout`. */
    ErrorEnvelope408: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "request_timeout";
    };
    /** @description The error body of a 413 answer: `code` is one of `payload_too_large`, `content_too_large`. */
    ErrorEnvelope413ContentTooLarge: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "payload_too_large" | "content_too_large";
    };
    /** @description The error body of a 415 answer: `code` is one of `unsupported_media_type`, `unsupported_content_type`. */
    ErrorEnvelope415UnsupportedContentType: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "unsupported_media_type" | "unsupported_content_type";
    };
    /** @description The error body of a 429 answer: `code` is one of `rate_limited`, `key_requests_exhausted`. */
    ErrorEnvelope429: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "rate_limited" | "key_requests_exhausted";
    };
    /** @description The error body of a 502 answer: `code` is one of `processor_unavailable`, `processor_rejected`, `upstream_unreachable`, `upstream_error`. */
    ErrorEnvelope502UpstreamUnreachableUpstreamError: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "processor_unavailable" | "processor_rejected" | "upstream_unreachable" | "upstream_error";
    };
    /** @description The error body of a 503 answer: `code` is one of `unavailable`, `browser_busy`, `browser_crashed`. */
    ErrorEnvelope503BrowserBusyBrowserCrashed: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "unavailable" | "browser_busy" | "browser_crashed";
    };
    /** @description The error body of a 504 answer: `code` is one of `upstream_timeout`. */
    ErrorEnvelope504UpstreamTimeout: components["schemas"]["Contract.ErrorEnvelope"] & {
      /** @enum {string} */
      code?: "upstream_timeout";
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
  crawl_markdown: {
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
        "application/json": components["schemas"]["MdRequest"];
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
          "application/json": components["schemas"]["MdResult"];
        };
      };
      /**
       * @description The body is not valid: `url` is not an http(s) URL, `q` was sent with `f: "raw"`, or a member
       *     breaks its rule (each is named in `issues`); or a payment header is not base64. Nothing is charged. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`, `payment_header_malformed`.
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
       * @description Payment required: the free allowance is used up, the key lacks credits, or the x402 payment was
       *     refused. `PAYMENT-REQUIRED` holds the x402 v2 terms as base64 JSON; `error` says why.
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
      /**
       * @description `url_refused`: the URL, one of its redirects or a resource its page loads points where the
       *     egress policy forbids (an internal, loopback, link-local or private address). Nothing is charged. Error codes: `forbidden`, `url_refused`, `admin_only`.
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope403UrlRefused"];
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
      /**
       * @description `content_too_large`: the page is larger than `CRAWLER_MAX_BYTES` after decompression (default
       *     5 MiB) or nests its elements more than 1000 deep; or `payload_too_large`: the request body is
       *     over 1 MiB. Nothing is charged. Error codes: `payload_too_large`, `content_too_large`.
       */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope413ContentTooLarge"];
        };
      };
      /**
       * @description `unsupported_content_type`: the URL answered a media type that is not a page (an image, a PDF,
       *     a binary; the message names it); or `unsupported_media_type`: the request body is not
       *     `application/json`. Nothing is charged. Error codes: `unsupported_media_type`, `unsupported_content_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope415UnsupportedContentType"];
        };
      };
      /**
       * @description Too many calls: the route allows 600 a minute per caller (client IP, or API key). Nothing is
       *     charged. Error codes: `rate_limited`, `key_requests_exhausted`.
       */
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
       * @description The page could not be had: `upstream_unreachable` (the host does not resolve or refuses the
       *     connection) or `upstream_error` (it answered 4xx or 5xx, or redirected more than 10 times; the
       *     message names the status). Nothing is charged. Error codes: `processor_unavailable`, `processor_rejected`, `upstream_unreachable`, `upstream_error`.
       */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope502UpstreamUnreachableUpstreamError"];
        };
      };
      /**
       * @description `browser_busy` (every browser slot is taken; `Retry-After` says when to retry),
       *     `browser_crashed` (retry), or `unavailable` (the database cannot be reached). Nothing is charged. Error codes: `unavailable`, `browser_busy`, `browser_crashed`.
       */
      503: {
        headers: {
          /** @description Seconds to wait before retrying, when the browser pool is busy. */
          "Retry-After"?: string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope503BrowserBusyBrowserCrashed"];
        };
      };
      /**
       * @description `upstream_timeout`: the page did not load within `CRAWLER_TIMEOUT_MS` (default 20 s, covering
       *     every redirect and the browser). Nothing is charged. Error codes: `upstream_timeout`.
       */
      504: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ErrorEnvelope504UpstreamTimeout"];
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
}
