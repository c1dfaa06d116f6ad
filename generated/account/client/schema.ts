// Generated from spec/account by codegen — run `npm run generate`. Do not edit.
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
  "/api/auth/api-key/create": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create an API key (better-auth)
     * @description Creates a root API key with better-auth's api-key fields. Server-only fields need an
     *     administrator (403); `userId` naming no user answers 404. Child keys are minted with
     *     `POST /api/keys/provision` and removed with `POST /api/keys/revoke`.
     */
    post: operations["api_key_create"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/error": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Sign-in error page
     * @description The page a browser lands on when a sign-in flow fails: HTML, for people rather than
     *     programs.
     */
    get: operations["auth_error"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/get-session": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get the session
     * @description The caller's session and user, or null when no credential was sent.
     */
    get: operations["get_session"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/list-sessions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List sessions
     * @description The caller's live sessions, newest first.
     */
    get: operations["list_sessions"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/ok": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Sign-in liveness
     * @description Liveness of sign-in: answers `{ok: true}` to a valid bearer credential.
     */
    get: operations["auth_ok"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/revoke-session": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Revoke a session
     * @description Revokes one of the caller's sessions; 404 when it is not a live session of the caller.
     */
    post: operations["revoke_session"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/revoke-sessions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Revoke all sessions
     * @description Revokes every session of the caller, the current one included.
     */
    post: operations["revoke_sessions"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/sign-in/email": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign in with e-mail
     * @description Signs in with e-mail and password and opens a session (7 days, or 30 with `rememberMe`).
     *     A wrong address or password answers 401 without saying which. Brute force answers 429:
     *     after 5 failures for one address or 20 from one client address in 15 minutes, further
     *     attempts are refused until the window ends (`Retry-After`).
     */
    post: operations["sign_in_email"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/sign-out": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign out
     * @description Ends the current session and clears the cookie. With an API key as the bearer there is no
     *     session to end: the answer is the same and nothing changes.
     */
    post: operations["sign_out"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/sign-up/email": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Sign up with e-mail
     * @description Our design (the seed does not show it): creates an account with an e-mail address and a
     *     password and signs it in. 409 when the address already has an account.
     */
    post: operations["sign_up_email"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/auth/update-session": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Update the session
     * @description Updates the current session; 404 when the bearer is an API key (no session).
     */
    post: operations["update_session"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/billing/payment-config": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Payment configuration
     * @description The public key the browser's payment element needs.
     */
    get: operations["payment_config"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/billing/payment-health": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Payment health
     * @description Whether the caller's billing needs attention.
     */
    get: operations["payment_health"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/billing/payment-intent": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start a top-up
     * @description Starts a top-up of `amountCents` (plus tax). The credits in `breakdown` are granted when the
     *     processor's `payment_intent.succeeded` webhook arrives — never by this call. With
     *     `useDefaultCard` the saved card is charged at once (409 when none is saved).
     */
    post: operations["payment_intent"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/billing/purchase-quote": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Quote a top-up
     * @description What a top-up of `amountCents` would cost and yield; nothing is charged.
     */
    get: operations["purchase_quote"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/billing/setup-intent": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Save a card
     * @description Starts saving a card (a zero-amount setup) for one-click top-ups and subscriptions.
     */
    post: operations["setup_intent"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/billing/subscribe": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Subscribe to a plan
     * @description Subscribes the caller to a plan, charging the saved default card in one click. The plan's
     *     credits are granted on each `invoice.paid` webhook (the first invoice and every renewal).
     *     404 for an unknown plan; 409 when no card is saved or the caller already has an active
     *     subscription.
     */
    post: operations["subscribe"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/billing/webhook": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Payment processor webhook
     * @description Our design (the seed does not show the webhook route): the payment processor's webhook.
     *     The server verifies `Stripe-Signature` (HMAC-SHA256 over `<t>.<raw body>` with the webhook
     *     secret, timestamp within 5 minutes) against the raw bytes before parsing, and applies each
     *     event id once — a replayed event grants nothing. `payment_intent.succeeded` grants a
     *     top-up's credits; `invoice.paid` grants the plan's credits and clears a past-due alert;
     *     `invoice.payment_failed` raises `subscription_past_due`; a declined one-click top-up raises
     *     `topup_declined`; `setup_intent.succeeded` records the saved card. Other kinds are
     *     acknowledged and ignored. 400 when `Stripe-Signature` is missing or not of the form
     *     `t=…,v1=…`, or the body is not an event; 401 when the signature is wrong or stale.
     */
    post: operations["billing_webhook"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/health": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Health
     * @description Liveness of the account service and its database (at most 600 calls a minute per client address).
     */
    get: operations["api_health"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/keys": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List keys
     * @description A signed-in user sees all of their keys; an API key with `keys:provision` sees only the keys
     *     below it. Oldest first.
     */
    get: operations["keys_list"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/keys/provision": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Provision a key
     * @description Mints a key. Scopes are clamped to the parent's, the credit cap and rate share to the
     *     parent's effective ones (the minimum up the chain), and a child's spend counts against
     *     every ancestor's cap. 403 for an API key without `keys:provision`; 404 when `parentKeyId`
     *     names no key the caller may mint under; 409 when that key is revoked or expired, or the
     *     tree is already 16 levels deep.
     */
    post: operations["keys_provision"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/keys/revoke": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Revoke a key and its subtree
     * @description Disables the key and every key below it; `revoked` counts the keys this call disabled (0
     *     when they already were). A user may revoke any of their keys; an API key with
     *     `keys:provision` only keys below it. 404 otherwise.
     */
    post: operations["keys_revoke"];
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
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /**
     * @description A key as better-auth's api-key plugin returns it; `key` only at creation.
     * @example {
     *       "id": "8a1f0c3e-5b7d-4e9f-a2c4-6e8a0b2d4f61",
     *       "createdAt": "2026-11-22T10:00:00Z",
     *       "updatedAt": "2026-11-22T10:00:00Z",
     *       "name": "Deploy bot",
     *       "prefix": "deploy",
     *       "start": "sk_deplo",
     *       "key": "sk_deploy_Q7fX2pL9sD4fG8hJ6kA0cE3nW1qR7tYz",
     *       "enabled": true,
     *       "expiresAt": "2026-12-22T10:00:00Z",
     *       "referenceId": "6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b",
     *       "userId": "6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b",
     *       "configId": null,
     *       "lastRefillAt": null,
     *       "lastRequest": null,
     *       "metadata": null,
     *       "rateLimitMax": null,
     *       "rateLimitTimeWindow": null,
     *       "rateLimitEnabled": false,
     *       "remaining": null,
     *       "refillAmount": null,
     *       "refillInterval": null,
     *       "requestCount": 0,
     *       "permissions": null
     *     }
     */
    ApiKeyRecord: {
      id: string;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      name: string | null;
      prefix: string | null;
      /** @description The key's first characters, shown in listings. */
      start: string | null;
      /** @description The secret key. Store it now: the server keeps only its hash. */
      key: string;
      enabled: boolean;
      expiresAt: string | null;
      /** @description The owner (the user id). */
      referenceId: string;
      /** @description The owner (the user id). */
      userId: string;
      configId: string | null;
      lastRefillAt: string | null;
      lastRequest: string | null;
      metadata: Record<string, never> | null;
      rateLimitMax: number | null;
      rateLimitTimeWindow: number | null;
      rateLimitEnabled: boolean;
      remaining: number | null;
      refillAmount: number | null;
      refillInterval: number | null;
      /**
       * Format: int64
       * @description Requests the key has authenticated.
       */
      requestCount: number;
      permissions: Record<string, never> | null;
    };
    /**
     * @description A client secret for the browser's payment element.
     * @example {
     *       "clientSecret": "seti_1QhX2m8Lk3Jd9Pa_secret_Qx7rT2uK9pL4"
     *     }
     */
    ClientSecret: {
      /** @description Confirms the setup or the first invoice's payment in the browser. Never log it. */
      clientSecret: string;
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
    /** @description The `{message}` error body used by session routes, with a stable `code` beside it. */
    "Contract.MessageBody": {
      /** @description Human-readable summary. */
      message: string;
      code: components["schemas"]["ErrorCode"];
      /** @description The request's id, as in the `X-Request-Id` response header. */
      requestId?: string;
    };
    /**
     * @description RFC 9457 problem details, served as `application/problem+json`.
     * @example {
     *       "type": "about:blank",
     *       "title": "Invalid request",
     *       "status": 400,
     *       "detail": "Invalid request: body /name: must not contain <, > or control characters",
     *       "code": "validation_failed",
     *       "errors": {
     *         "body:/name": "must not contain <, > or control characters"
     *       }
     *     }
     */
    "Contract.Problem": {
      /**
       * Format: uri-reference
       * @description A URI reference identifying the problem type.
       * @default about:blank
       */
      type: string;
      /** @description Short summary of the problem type. */
      title: string;
      /**
       * Format: int32
       * @description The HTTP status code.
       */
      status: number;
      /** @description Explanation specific to this occurrence. */
      detail?: string;
      /**
       * Format: uri-reference
       * @description A URI reference identifying this occurrence.
       */
      instance?: string;
      code: components["schemas"]["ErrorCode"];
      /** @description The request's id, as in the `X-Request-Id` response header. */
      requestId?: string;
      /** @description Rejected inputs, keyed by JSON pointer or parameter name. */
      errors?: Record<string, never>;
      /**
       * @deprecated
       * @description Deprecated single-string error, kept for older clients.
       */
      error?: string;
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
     * @description The body of `POST /api/auth/api-key/create`: better-auth's api-key plugin fields. Fields
     *     marked server-only may be set by an administrator only (403 otherwise), as better-auth
     *     allows them from server code only. better-auth's `organizationId` is not part of this
     *     contract: keys belong to users here.
     * @example {
     *       "name": "Deploy bot",
     *       "expiresIn": 2592000,
     *       "prefix": "deploy"
     *     }
     */
    CreateApiKeyRequest: {
      /** @description Which key configuration to use; stored and returned. At most 1024 characters. */
      configId?: string;
      /** @description A name: safe text, at most 1024 characters. */
      name?: string;
      /** @description Seconds until the key expires (60 to 31536000), or null for never. */
      expiresIn?: number | null;
      /**
       * @description Text put after `sk_` at the start of the key (1 to 32 letters, digits, `_` or `-`; our
       *     bound), so the owner can tell keys apart.
       */
      prefix?: string;
      /** @description Server-only. Requests the key may still make, or null for unlimited. */
      remaining?: number | null;
      /** @description Free-form data stored with the key. */
      metadata?: Record<string, never> | null;
      /**
       * @description Server-only. `remaining` is reset to this every `refillInterval` (our default when only
       *     the amount is given: daily).
       */
      refillAmount?: number | null;
      /**
       * @description Server-only. Milliseconds between refills, 1000 or more. Given without `refillAmount`, the
       *     key refills to its starting `remaining` (and not at all when that is null or 0).
       */
      refillInterval?: number | null;
      /** @description Server-only. The rate-limit window in milliseconds, 1000 or more. */
      rateLimitTimeWindow?: number | null;
      /** @description Server-only. Requests allowed per window. */
      rateLimitMax?: number | null;
      /** @description Server-only. Whether the key's own rate limit applies. */
      rateLimitEnabled?: boolean;
      /**
       * @description Server-only. Actions per resource, e.g. `{"keys": ["provision"]}`; each pair becomes the
       *     scope `resource:action` (at most 20 scopes).
       */
      permissions?: Record<string, never> | null;
      /**
       * Format: uuid
       * @description Server-only. Whose key this is (a user id); default the caller.
       */
      userId?: string;
    };
    /**
     * @description An empty JSON object.
     * @example {}
     */
    EmptyRequest: Record<string, never>;
    /**
     * @description Liveness.
     * @example {
     *       "ok": true,
     *       "service": "account"
     *     }
     */
    HealthStatus: {
      /** @description True when the service and its database answer. */
      ok: boolean;
      /** @description The service name. */
      service: string;
    };
    /**
     * @description One key in a listing (never its secret).
     * @example {
     *       "id": "8a1f0c3e-5b7d-4e9f-a2c4-6e8a0b2d4f61",
     *       "name": "CI runner",
     *       "start": "sk_Q7fX2",
     *       "scopes": [
     *         "uuid",
     *         "keys:provision"
     *       ],
     *       "enabled": true,
     *       "expiresAt": null,
     *       "lastUsed": "2026-11-22T09:30:00Z",
     *       "creditsUsed": 34000,
     *       "subtreeCreditsUsed": 51000,
     *       "creditLimit": 5000000,
     *       "rateLimitSharePct": 50,
     *       "parentKeyId": null,
     *       "depth": 0
     *     }
     */
    KeyEntry: {
      /** @description The key's id (a UUID). */
      id: string;
      name: string | null;
      /** @description The key's first characters, to tell keys apart; the rest is never shown again. */
      start: string | null;
      /**
       * @description What the key may do: `keys:provision` mints, lists and revokes keys below it; `admin` acts
       *     with the owner's administrator rights (only when the owner is an administrator). Other
       *     scopes are labels the services may check.
       */
      scopes: string[];
      /** @description False once the key or an ancestor was revoked. */
      enabled: boolean;
      expiresAt: string | null;
      /** @description When the key last authenticated a call. */
      lastUsed: string | null;
      /**
       * Format: int64
       * @description Credits this key's own calls spent.
       */
      creditsUsed: number;
      /**
       * Format: int64
       * @description Credits spent by this key and every key below it: what `creditLimit` caps.
       */
      subtreeCreditsUsed: number;
      /**
       * @description The most credits the key and its descendants may spend together, or null for no cap of its
       *     own. Already clamped to every ancestor's cap when the key was minted; a call is refused
       *     (402) when it would push any ancestor's `subtreeCreditsUsed` past that ancestor's cap.
       */
      creditLimit: number | null;
      /**
       * @description The key's share, in percent, of each rate-limited operation's allowance (`x-rate-limit`),
       *     or null for all of it; calls count against the key and every ancestor.
       */
      rateLimitSharePct: number | null;
      /** @description The key it was minted under, or null for a root key. */
      parentKeyId: string | null;
      /**
       * Format: int32
       * @description 0 for a root key, parent's depth + 1 below it.
       */
      depth: number;
    };
    /** @description `{ok}`. */
    Ok: {
      /** @description Always true. */
      ok: boolean;
    };
    /**
     * @description A payment problem the user should fix.
     * @example {
     *       "kind": "subscription_past_due",
     *       "message": "The last renewal of the starter plan was declined; update the card to keep the plan."
     *     }
     */
    PaymentAlert: {
      /**
       * @description `subscription_past_due`: a subscription renewal was declined. `topup_declined`: a
       *     one-click top-up on the saved card was declined (our design for the second kind).
       * @enum {string}
       */
      kind: "subscription_past_due" | "topup_declined";
      /** @description What happened and what to do, in plain words. */
      message: string;
    };
    /**
     * @description The public payment configuration.
     * @example {
     *       "publishableKey": "pk_local_account"
     *     }
     */
    PaymentConfig: {
      /** @description Public, non-secret key for the on-site payment element. */
      publishableKey: string;
    };
    /**
     * @description The caller's payment health.
     * @example {
     *       "alert": null
     *     }
     */
    PaymentHealth: {
      /** @description The open problem, or null when billing is healthy. Removed when the problem is fixed. */
      alert: components["schemas"]["PaymentAlert"] | null;
    };
    /**
     * @description The body of `POST /api/billing/payment-intent`.
     * @example {
     *       "amountCents": 1000,
     *       "useDefaultCard": false
     *     }
     */
    PaymentIntentRequest: {
      /** @description The top-up amount in cents, 100 to 100000 (before tax). */
      amountCents: components["schemas"]["TopUpCents"];
      /**
       * @description Charge the saved default card now (one click) instead of confirming in the browser.
       *     409 when no card is saved (`POST /api/billing/setup-intent` saves one).
       */
      useDefaultCard?: boolean;
    };
    /**
     * @description A started top-up.
     * @example {
     *       "clientSecret": "pi_3QhX2m8Lk3Jd9Pa_secret_Vb0m1yX4rT7uK9pL",
     *       "breakdown": {
     *         "subtotalCents": 1000,
     *         "taxCents": 73,
     *         "totalCents": 1073,
     *         "credits": 9410000
     *       }
     *     }
     */
    PaymentIntentStarted: {
      /** @description Confirms the payment in the browser's payment element. Never log it. */
      clientSecret: string;
      /** @description Exactly what `GET /api/billing/purchase-quote` answers for the same amount. */
      breakdown: components["schemas"]["PriceBreakdown"];
      /**
       * @description Present when the payment is completed on a page the processor hosts: with the local
       *     (development) processor, a page whose "Pay" completes the payment, after which the credits
       *     arrive with the processor's webhook as with a real payment. Absent when the browser's
       *     payment element confirms with `clientSecret` (Stripe) and for a one-click top-up.
       */
      nextAction?: components["schemas"]["PaymentNextAction"];
    };
    /**
     * @description Our design (the seed does not show it): where to send the user's browser to pay, when the
     *     payment processor hosts a page for it.
     * @example {
     *       "type": "redirect_to_url",
     *       "url": "http://127.0.0.1:3000/_processor/payment/pi_local_4eC39HqLyjWDarjtT1zdp7dc"
     *     }
     */
    PaymentNextAction: {
      /**
       * @description Open `url` in the browser.
       * @enum {string}
       */
      type: "redirect_to_url";
      /**
       * Format: uri
       * @description The hosted payment page.
       */
      url: string;
    };
    /**
     * @description What a top-up of `amountCents` costs and yields. `purchase-quote` and `payment-intent` compute
     *     it with one formula, so a one-click payment matches its quote exactly:
     *
     *     - `subtotalCents` = `amountCents`
     *     - processing fee (cents) = ceil(`amountCents` × 2.9 / 100) + 30
     *     - `credits` = (`amountCents` − processing fee) × 10 000 — credits are micro-USD, so USD 1 is
     *     1 000 000 credits; the credits are already net of the fee
     *     - `taxCents` = round-half-up(`amountCents` × tax rate), sales tax added on top; the rate is
     *     the server's `ACCOUNT_SALES_TAX_BPS` in basis points (default 725, i.e. 7.25 %)
     *     - `totalCents` = `subtotalCents` + `taxCents`: what the card is charged
     *
     *     Example: 1000 cents → fee 59, credits 9 410 000, tax 73, total 1073.
     * @example {
     *       "subtotalCents": 1000,
     *       "taxCents": 73,
     *       "totalCents": 1073,
     *       "credits": 9410000
     *     }
     */
    PriceBreakdown: {
      /**
       * Format: int32
       * @description The top-up amount, cents.
       */
      subtotalCents: number;
      /**
       * Format: int32
       * @description Sales tax added on top, cents.
       */
      taxCents: number;
      /**
       * Format: int32
       * @description Charged to the card, cents.
       */
      totalCents: number;
      /**
       * Format: int64
       * @description Credits granted when the payment arrives (micro-USD, net of the processing fee).
       */
      credits: number;
    };
    /**
     * @description A processor webhook event, as the processor sends it (Stripe's event shape). Only the
     *     fields the server reads are listed.
     * @example {
     *       "id": "evt_1PqR8sLkdIwHu7ix",
     *       "type": "payment_intent.succeeded",
     *       "created": 1735725660,
     *       "data": {
     *         "object": {
     *           "id": "pi_3QhX2m8Lk3Jd9Pa",
     *           "status": "succeeded"
     *         }
     *       }
     *     }
     */
    ProcessorEvent: {
      /** @description The event's id; the server applies each id once. */
      id: string;
      /** @description The event kind, for example `invoice.paid`. */
      type: string;
      /**
       * Format: int64
       * @description When the processor created the event, Unix epoch seconds.
       */
      created?: number;
      /** @description The event's subject. */
      data: {
        /** @description The object the event is about. */
        object: Record<string, never>;
      };
    };
    /**
     * @description The body of `POST /api/keys/provision`.
     * @example {
     *       "name": "CI runner",
     *       "scopes": [
     *         "uuid"
     *       ],
     *       "creditLimit": 1000000,
     *       "rateLimitSharePct": 25,
     *       "expiresInDays": 30,
     *       "parentKeyId": null
     *     }
     */
    ProvisionRequest: {
      /** @description A name: safe text, 1 to 120 characters. */
      name: string;
      /**
       * @description Requested scopes, at most 20. The server keeps only those the parent key (for a child) also
       *     holds; a root key keeps them all.
       * @default []
       */
      scopes: components["schemas"]["Scope"][];
      /** @description Cap on the new key's subtree spend in credits; clamped to the parent's effective cap. */
      creditLimit?: number | null;
      /** @description Share of the rate allowance in percent; clamped to the parent's effective share. */
      rateLimitSharePct?: number | null;
      /** @description Days until the key expires (1 to 3650); never later than the parent's expiry. */
      expiresInDays?: number | null;
      /**
       * @description Mint under this key (one of the caller's keys; for an API-key caller, itself or a key below
       *     it). Default: a root key for a signed-in user, a child of the calling key for an API key.
       */
      parentKeyId?: string | null;
    };
    /**
     * @description A minted key: the plaintext `key` is shown this once.
     * @example {
     *       "key": "sk_Q7fX2pL9sD4fG8hJ6kA0cE3nW1qR7tYzV5bN2mX8",
     *       "keyId": "8a1f0c3e-5b7d-4e9f-a2c4-6e8a0b2d4f61",
     *       "scopes": [
     *         "uuid"
     *       ],
     *       "creditLimit": 1000000,
     *       "rateLimitSharePct": 25,
     *       "expiresAt": "2026-12-22T10:00:00Z"
     *     }
     */
    ProvisionedKey: {
      /** @description The secret key. Store it now: the server keeps only its hash. */
      key: string;
      keyId: string;
      /** @description The scopes granted (the request clamped to the parent's). */
      scopes: string[];
      /** @description The cap in effect (the minimum up the chain), or null for none. */
      creditLimit: number | null;
      /** @description The share in effect (the minimum up the chain), or null for all of the allowance. */
      rateLimitSharePct: number | null;
      /** @description When the key expires, or null. */
      expiresAt: string | null;
    };
    /**
     * @description The body of `POST /api/keys/revoke`.
     * @example {
     *       "keyId": "8a1f0c3e-5b7d-4e9f-a2c4-6e8a0b2d4f61"
     *     }
     */
    RevokeKeyRequest: {
      /** @description The key to revoke, 1 to 255 characters. */
      keyId: string;
    };
    /**
     * @description The body of `POST /api/auth/revoke-session`.
     * @example {
     *       "token": "sid_2d7c0b4e-1f3a-4c5d-9e8f-7a6b5c4d3e2f"
     *     }
     */
    RevokeSessionRequest: {
      /** @description A session's handle (`token` from list-sessions) or the session token itself. */
      token: string;
    };
    /** @description A scope: 1 to 64 characters among letters, digits, dot, underscore, colon, star, slash and hyphen, starting with a letter or digit. */
    Scope: string;
    /**
     * @description One sign-in session (never its secret).
     * @example {
     *       "id": "2d7c0b4e-1f3a-4c5d-9e8f-7a6b5c4d3e2f",
     *       "expiresAt": "2026-11-29T10:00:00Z",
     *       "token": "sid_2d7c0b4e-1f3a-4c5d-9e8f-7a6b5c4d3e2f",
     *       "createdAt": "2026-11-22T10:00:00Z",
     *       "updatedAt": "2026-11-22T10:00:00Z",
     *       "ipAddress": "203.0.113.7",
     *       "userAgent": "curl/8.5.0",
     *       "userId": "6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b"
     *     }
     */
    Session: {
      /** @description The session's id (a UUID). */
      readonly id: string;
      /**
       * Format: date-time
       * @description When the session stops being valid.
       */
      expiresAt: string;
      /**
       * @description The session's revocation handle, `sid_<id>`: pass it to `POST /api/auth/revoke-session`.
       *     Never the secret itself — session secrets are shown once, at sign-in, and stored hashed
       *     (our design).
       */
      token: string;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      /** @description The client address that signed in. */
      ipAddress?: string;
      /** @description The client's `User-Agent` at sign-in. */
      userAgent?: string;
      /** @description The owner's id (a UUID). */
      userId: string;
    };
    /** @description A session lookup: the caller's session and user. */
    SessionLookup: {
      session: components["schemas"]["Session"];
      user: components["schemas"]["SessionUser"];
    };
    /**
     * @description A signed-in user, as session lookups show it.
     * @example {
     *       "id": "6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b",
     *       "email": "ada@example.com",
     *       "name": "Ada"
     *     }
     */
    SessionUser: {
      /** @description The user's id (a UUID). */
      id: string;
      /** @description The user's e-mail address. */
      email?: string;
      /** @description The user's display name. */
      name?: string;
    };
    /**
     * @description The body of `POST /api/auth/sign-in/email`.
     * @example {
     *       "email": "ada@example.com",
     *       "password": "correct horse battery"
     *     }
     */
    SignInRequest: {
      /**
       * Format: email
       * @description The account's e-mail address.
       */
      email: string;
      /** @description The password: 1 to 128 characters, no control characters. */
      password: string;
      /** @description Keep the session for 30 days instead of 7 (our design). */
      rememberMe?: boolean;
    };
    /**
     * @description The body of `POST /api/auth/sign-up/email`.
     * @example {
     *       "email": "ada@example.com",
     *       "password": "correct horse battery",
     *       "name": "Ada"
     *     }
     */
    SignUpRequest: {
      /**
       * Format: email
       * @description The e-mail address to sign in with; at most 254 characters. Unique, compared case-insensitively.
       */
      email: string;
      /** @description 8 to 128 characters, no control characters. Stored as a scrypt hash only. */
      password: string;
      /** @description A display name: safe text, 1 to 120 characters. */
      name?: string;
    };
    /**
     * @description A new session: its secret token (shown this once) and the user.
     * @example {
     *       "token": "ses_Zq3Vb0m1yX4rT7uK9pL2sD5fG8hJ6kA0cE3nW1qR7tY",
     *       "expiresAt": "2026-11-29T10:00:00Z",
     *       "user": {
     *         "id": "6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b",
     *         "email": "ada@example.com",
     *         "name": "Ada"
     *       }
     *     }
     */
    SignedIn: {
      /**
       * @description The session token: send it as `Authorization: Bearer <token>` or the `auth.session_token`
       *     cookie. Shown once; the server keeps only its hash.
       */
      token: string;
      /**
       * Format: date-time
       * @description When the session expires.
       */
      expiresAt: string;
      user: components["schemas"]["SessionUser"];
    };
    /**
     * @description The body of `POST /api/billing/subscribe`.
     * @example {
     *       "planId": "starter"
     *     }
     */
    SubscribeRequest: {
      /**
       * @description The plan: `starter` (USD 9 a month, 10 000 000 credits per paid invoice) or `pro` (USD 29,
       *     35 000 000 credits). Any other id answers 404.
       */
      planId: string;
    };
    /**
     * Format: int32
     * @description A top-up amount in US cents: an integer from 100 (USD 1) to 100000 (USD 1,000).
     * @example 1000
     */
    TopUpCents: number;
    /**
     * @description The body of `POST /api/auth/update-session`.
     * @example {
     *       "extend": true
     *     }
     */
    UpdateSessionRequest: {
      /** @description Slide the session's expiry to a full lifetime from now (our design). */
      extend?: boolean;
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
     *     | 401 | `credentials_required` | This operation needs a credential and none was sent. |
     *     | 401 | `invalid_credentials` | The credential sent is unknown, expired or revoked. |
     *     | 401 | `malformed_authorization` | `Authorization` is not `Bearer <token>`. |
     *     | 401 | `wrong_credential_kind` | The credential is valid but of a kind this operation does not take (for example a key with no person behind it where a person's session is needed). |
     *     | 401 | `invalid_login` | The e-mail address or the password is wrong (the answer does not say which). |
     *     | 401 | `invalid_signature` | The webhook's signature does not verify against its raw body, or is too old; nothing was done. |
     *     | 403 | `forbidden` | The caller is known but may not do this. |
     *     | 403 | `admin_only` | This operation is for administrators. |
     *     | 403 | `missing_scope` | The API key lacks the scope this operation needs. |
     *     | 404 | `not_found` | No such record, or it is outside what the caller may see. |
     *     | 404 | `route_not_found` | No operation of this service has this path. |
     *     | 405 | `method_not_allowed` | The path exists but not with this method; `Allow` lists the methods. |
     *     | 408 | `request_timeout` | The request or its body stopped arriving; the connection is closed after this answer. |
     *     | 409 | `conflict` | The request is valid but the current state refuses it; the message says why. |
     *     | 409 | `email_taken` | The e-mail address already has an account. |
     *     | 409 | `no_saved_card` | No card is saved for this account: save one with a setup intent first. |
     *     | 409 | `already_subscribed` | The account already has a live subscription. |
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
     * @enum {string}
     */
    ErrorCode:
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
    /** @description The error body of a 400 answer: `code` is one of `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
    MessageBody400: components["schemas"]["Contract.MessageBody"] & {
      /** @enum {string} */
      code?:
        | "validation_failed"
        | "malformed_json"
        | "body_not_decodable"
        | "malformed_multipart"
        | "invalid_cursor"
        | "malformed_http";
    };
    /** @description The error body of a 401 answer: `code` is one of `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
    MessageBody401: components["schemas"]["Contract.MessageBody"] & {
      /** @enum {string} */
      code?:
        | "credentials_required"
        | "invalid_credentials"
        | "malformed_authorization"
        | "wrong_credential_kind";
    };
    /** @description The error body of a 401 answer: `code` is one of `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`, `invalid_login`. */
    MessageBody401InvalidLogin: components["schemas"]["Contract.MessageBody"] & {
      /** @enum {string} */
      code?:
        | "credentials_required"
        | "invalid_credentials"
        | "malformed_authorization"
        | "wrong_credential_kind"
        | "invalid_login";
    };
    /** @description The error body of a 403 answer: `code` is one of `forbidden`, `admin_only`. */
    MessageBody403: components["schemas"]["Contract.MessageBody"] & {
      /** @enum {string} */
      code?: "forbidden" | "admin_only";
    };
    /** @description The error body of a 404 answer: `code` is one of `not_found`. */
    MessageBody404: components["schemas"]["Contract.MessageBody"] & {
      /** @enum {string} */
      code?: "not_found";
    };
    /** @description The error body of a 408 answer: `code` is one of `request_timeout`. */
    MessageBody408: components["schemas"]["Contract.MessageBody"] & {
      /** @enum {string} */
      code?: "request_timeout";
    };
    /** @description The error body of a 409 answer: `code` is one of `conflict`, `email_taken`. */
    MessageBody409EmailTaken: components["schemas"]["Contract.MessageBody"] & {
      /** @enum {string} */
      code?: "conflict" | "email_taken";
    };
    /** @description The error body of a 413 answer: `code` is one of `payload_too_large`. */
    MessageBody413: components["schemas"]["Contract.MessageBody"] & {
      /** @enum {string} */
      code?: "payload_too_large";
    };
    /** @description The error body of a 415 answer: `code` is one of `unsupported_media_type`. */
    MessageBody415: components["schemas"]["Contract.MessageBody"] & {
      /** @enum {string} */
      code?: "unsupported_media_type";
    };
    /** @description The error body of a 429 answer: `code` is one of `rate_limited`, `key_requests_exhausted`. */
    MessageBody429: components["schemas"]["Contract.MessageBody"] & {
      /** @enum {string} */
      code?: "rate_limited" | "key_requests_exhausted";
    };
    /** @description The error body of a 500 answer: `code` is one of `internal`. */
    MessageBody500: components["schemas"]["Contract.MessageBody"] & {
      /** @enum {string} */
      code?: "internal";
    };
    /** @description The error body of a 400 answer: `code` is one of `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`. */
    Problem400: components["schemas"]["Contract.Problem"] & {
      /** @enum {string} */
      code?:
        | "validation_failed"
        | "malformed_json"
        | "body_not_decodable"
        | "malformed_multipart"
        | "invalid_cursor"
        | "malformed_http";
    };
    /** @description The error body of a 401 answer: `code` is one of `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
    Problem401: components["schemas"]["Contract.Problem"] & {
      /** @enum {string} */
      code?:
        | "credentials_required"
        | "invalid_credentials"
        | "malformed_authorization"
        | "wrong_credential_kind";
    };
    /** @description The error body of a 401 answer: `code` is one of `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`, `invalid_signature`. */
    Problem401InvalidSignature: components["schemas"]["Contract.Problem"] & {
      /** @enum {string} */
      code?:
        | "credentials_required"
        | "invalid_credentials"
        | "malformed_authorization"
        | "wrong_credential_kind"
        | "invalid_signature";
    };
    /** @description The error body of a 403 answer: `code` is one of `forbidden`, `admin_only`. */
    Problem403: components["schemas"]["Contract.Problem"] & {
      /** @enum {string} */
      code?: "forbidden" | "admin_only";
    };
    /** @description The error body of a 403 answer: `code` is one of `forbidden`, `admin_only`, `missing_scope`. */
    Problem403MissingScope: components["schemas"]["Contract.Problem"] & {
      /** @enum {string} */
      code?: "forbidden" | "admin_only" | "missing_scope";
    };
    /** @description The error body of a 404 answer: `code` is one of `not_found`. */
    Problem404: components["schemas"]["Contract.Problem"] & {
      /** @enum {string} */
      code?: "not_found";
    };
    /** @description The error body of a 408 answer: `code` is one of `request_timeout`. */
    Problem408: components["schemas"]["Contract.Problem"] & {
      /** @enum {string} */
      code?: "request_timeout";
    };
    /** @description The error body of a 409 answer: `code` is one of `conflict`. */
    Problem409: components["schemas"]["Contract.Problem"] & {
      /** @enum {string} */
      code?: "conflict";
    };
    /** @description The error body of a 409 answer: `code` is one of `conflict`, `no_saved_card`. */
    Problem409NoSavedCard: components["schemas"]["Contract.Problem"] & {
      /** @enum {string} */
      code?: "conflict" | "no_saved_card";
    };
    /** @description The error body of a 409 answer: `code` is one of `conflict`, `no_saved_card`, `already_subscribed`. */
    Problem409NoSavedCardAlreadySubscribed: components["schemas"]["Contract.Problem"] & {
      /** @enum {string} */
      code?: "conflict" | "no_saved_card" | "already_subscribed";
    };
    /** @description The error body of a 413 answer: `code` is one of `payload_too_large`. */
    Problem413: components["schemas"]["Contract.Problem"] & {
      /** @enum {string} */
      code?: "payload_too_large";
    };
    /** @description The error body of a 415 answer: `code` is one of `unsupported_media_type`. */
    Problem415: components["schemas"]["Contract.Problem"] & {
      /** @enum {string} */
      code?: "unsupported_media_type";
    };
    /** @description The error body of a 429 answer: `code` is one of `rate_limited`, `key_requests_exhausted`. */
    Problem429: components["schemas"]["Contract.Problem"] & {
      /** @enum {string} */
      code?: "rate_limited" | "key_requests_exhausted";
    };
    /** @description The error body of a 500 answer: `code` is one of `internal`. */
    Problem500: components["schemas"]["Contract.Problem"] & {
      /** @enum {string} */
      code?: "internal";
    };
    /** @description The error body of a 502 answer: `code` is one of `processor_unavailable`, `processor_rejected`. */
    Problem502: components["schemas"]["Contract.Problem"] & {
      /** @enum {string} */
      code?: "processor_unavailable" | "processor_rejected";
    };
  };
  responses: never;
  parameters: never;
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
          "application/problem+json": components["schemas"]["Problem401"];
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
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
    };
  };
  api_key_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["CreateApiKeyRequest"];
      };
    };
    responses: {
      /** @description The request has succeeded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ApiKeyRecord"];
        };
      };
      /**
       * @description Invalid input: a field breaks the contract, the body is not JSON or does not decode as its
       *     `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or nests deeper than
       *     128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody400"];
        };
      };
      /**
       * @description No credential, or the one sent is unknown, expired or revoked; on sign-in, a wrong e-mail
       *     address or password (the answer does not say which). Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody401"];
        };
      };
      /** @description The caller may not do this (setting a server-only field without being an administrator). Error codes: `forbidden`, `admin_only`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody403"];
        };
      };
      /** @description The session, token or user named does not exist, or is not the caller's. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody404"];
        };
      };
      /** @description The body stopped arriving: nothing came for 30 seconds. The connection is closed after this answer. Error codes: `request_timeout`. */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody408"];
        };
      };
      /** @description The body is larger than 1 MiB (as sent or decoded); a declared `Content-Length` over it is refused unread. Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody413"];
        };
      };
      /**
       * @description The body is not `application/json`, or is sent in a `Content-Encoding` the server does not
       *     decode (it takes identity, gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody415"];
        };
      };
      /** @description Too many calls (`x-rate-limit`), or too many failed sign-ins for the address or client. Error codes: `rate_limited`, `key_requests_exhausted`. */
      429: {
        headers: {
          /** @description Seconds until the limit resets. */
          "Retry-After": string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody429"];
        };
      };
      /** @description The server failed; nothing was changed. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody500"];
        };
      };
    };
  };
  auth_error: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The sign-in error page. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/html": string;
        };
      };
      /**
       * @description Invalid input: a field breaks the contract, the body is not JSON or does not decode as its
       *     `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or nests deeper than
       *     128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody400"];
        };
      };
      /**
       * @description No credential, or the one sent is unknown, expired or revoked; on sign-in, a wrong e-mail
       *     address or password (the answer does not say which). Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody401"];
        };
      };
      /** @description The caller may not do this (setting a server-only field without being an administrator). Error codes: `forbidden`, `admin_only`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody403"];
        };
      };
      /** @description The session, token or user named does not exist, or is not the caller's. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody404"];
        };
      };
      /** @description Too many calls (`x-rate-limit`), or too many failed sign-ins for the address or client. Error codes: `rate_limited`, `key_requests_exhausted`. */
      429: {
        headers: {
          /** @description Seconds until the limit resets. */
          "Retry-After": string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody429"];
        };
      };
      /** @description The server failed; nothing was changed. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody500"];
        };
      };
    };
  };
  get_session: {
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
          "application/json": components["schemas"]["SessionLookup"] | null;
        };
      };
      /** @description The credential is missing, unknown, expired or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /** @description The server failed; nothing was changed or charged. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  list_sessions: {
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
          "application/json": components["schemas"]["Session"][];
        };
      };
      /**
       * @description Invalid input: a field breaks the contract, the body is not JSON or does not decode as its
       *     `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or nests deeper than
       *     128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody400"];
        };
      };
      /**
       * @description No credential, or the one sent is unknown, expired or revoked; on sign-in, a wrong e-mail
       *     address or password (the answer does not say which). Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody401"];
        };
      };
      /** @description The caller may not do this (setting a server-only field without being an administrator). Error codes: `forbidden`, `admin_only`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody403"];
        };
      };
      /** @description The session, token or user named does not exist, or is not the caller's. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody404"];
        };
      };
      /** @description Too many calls (`x-rate-limit`), or too many failed sign-ins for the address or client. Error codes: `rate_limited`, `key_requests_exhausted`. */
      429: {
        headers: {
          /** @description Seconds until the limit resets. */
          "Retry-After": string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody429"];
        };
      };
      /** @description The server failed; nothing was changed. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody500"];
        };
      };
    };
  };
  auth_ok: {
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
          "application/json": components["schemas"]["Ok"];
        };
      };
      /**
       * @description Invalid input: a field breaks the contract, the body is not JSON or does not decode as its
       *     `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or nests deeper than
       *     128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody400"];
        };
      };
      /**
       * @description No credential, or the one sent is unknown, expired or revoked; on sign-in, a wrong e-mail
       *     address or password (the answer does not say which). Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody401"];
        };
      };
      /** @description The caller may not do this (setting a server-only field without being an administrator). Error codes: `forbidden`, `admin_only`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody403"];
        };
      };
      /** @description The session, token or user named does not exist, or is not the caller's. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody404"];
        };
      };
      /** @description Too many calls (`x-rate-limit`), or too many failed sign-ins for the address or client. Error codes: `rate_limited`, `key_requests_exhausted`. */
      429: {
        headers: {
          /** @description Seconds until the limit resets. */
          "Retry-After": string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody429"];
        };
      };
      /** @description The server failed; nothing was changed. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody500"];
        };
      };
    };
  };
  revoke_session: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["RevokeSessionRequest"];
      };
    };
    responses: {
      /** @description The request has succeeded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            status: boolean;
          };
        };
      };
      /**
       * @description Invalid input: a field breaks the contract, the body is not JSON or does not decode as its
       *     `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or nests deeper than
       *     128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody400"];
        };
      };
      /**
       * @description No credential, or the one sent is unknown, expired or revoked; on sign-in, a wrong e-mail
       *     address or password (the answer does not say which). Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody401"];
        };
      };
      /** @description The caller may not do this (setting a server-only field without being an administrator). Error codes: `forbidden`, `admin_only`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody403"];
        };
      };
      /** @description The session, token or user named does not exist, or is not the caller's. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody404"];
        };
      };
      /** @description The body stopped arriving: nothing came for 30 seconds. The connection is closed after this answer. Error codes: `request_timeout`. */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody408"];
        };
      };
      /** @description The body is larger than 1 MiB (as sent or decoded); a declared `Content-Length` over it is refused unread. Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody413"];
        };
      };
      /**
       * @description The body is not `application/json`, or is sent in a `Content-Encoding` the server does not
       *     decode (it takes identity, gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody415"];
        };
      };
      /** @description Too many calls (`x-rate-limit`), or too many failed sign-ins for the address or client. Error codes: `rate_limited`, `key_requests_exhausted`. */
      429: {
        headers: {
          /** @description Seconds until the limit resets. */
          "Retry-After": string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody429"];
        };
      };
      /** @description The server failed; nothing was changed. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody500"];
        };
      };
    };
  };
  revoke_sessions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["EmptyRequest"];
      };
    };
    responses: {
      /** @description The request has succeeded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            status: boolean;
          };
        };
      };
      /**
       * @description Invalid input: a field breaks the contract, the body is not JSON or does not decode as its
       *     `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or nests deeper than
       *     128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody400"];
        };
      };
      /**
       * @description No credential, or the one sent is unknown, expired or revoked; on sign-in, a wrong e-mail
       *     address or password (the answer does not say which). Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody401"];
        };
      };
      /** @description The caller may not do this (setting a server-only field without being an administrator). Error codes: `forbidden`, `admin_only`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody403"];
        };
      };
      /** @description The session, token or user named does not exist, or is not the caller's. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody404"];
        };
      };
      /** @description The body stopped arriving: nothing came for 30 seconds. The connection is closed after this answer. Error codes: `request_timeout`. */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody408"];
        };
      };
      /** @description The body is larger than 1 MiB (as sent or decoded); a declared `Content-Length` over it is refused unread. Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody413"];
        };
      };
      /**
       * @description The body is not `application/json`, or is sent in a `Content-Encoding` the server does not
       *     decode (it takes identity, gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody415"];
        };
      };
      /** @description Too many calls (`x-rate-limit`), or too many failed sign-ins for the address or client. Error codes: `rate_limited`, `key_requests_exhausted`. */
      429: {
        headers: {
          /** @description Seconds until the limit resets. */
          "Retry-After": string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody429"];
        };
      };
      /** @description The server failed; nothing was changed. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody500"];
        };
      };
    };
  };
  sign_in_email: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["SignInRequest"];
      };
    };
    responses: {
      /** @description Signed in: the token, and the cookie set for browsers. */
      200: {
        headers: {
          /** @description `auth.session_token=<token>; Path=/; HttpOnly; SameSite=Lax; Max-Age=<seconds>`. */
          "Set-Cookie": string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["SignedIn"];
        };
      };
      /**
       * @description Invalid input: a field breaks the contract, the body is not JSON or does not decode as its
       *     `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or nests deeper than
       *     128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody400"];
        };
      };
      /**
       * @description No credential, or the one sent is unknown, expired or revoked; on sign-in, a wrong e-mail
       *     address or password (the answer does not say which). Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`, `invalid_login`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody401InvalidLogin"];
        };
      };
      /** @description The caller may not do this (setting a server-only field without being an administrator). Error codes: `forbidden`, `admin_only`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody403"];
        };
      };
      /** @description The session, token or user named does not exist, or is not the caller's. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody404"];
        };
      };
      /** @description The body stopped arriving: nothing came for 30 seconds. The connection is closed after this answer. Error codes: `request_timeout`. */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody408"];
        };
      };
      /** @description The body is larger than 1 MiB (as sent or decoded); a declared `Content-Length` over it is refused unread. Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody413"];
        };
      };
      /**
       * @description The body is not `application/json`, or is sent in a `Content-Encoding` the server does not
       *     decode (it takes identity, gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody415"];
        };
      };
      /** @description Too many calls (`x-rate-limit`), or too many failed sign-ins for the address or client. Error codes: `rate_limited`, `key_requests_exhausted`. */
      429: {
        headers: {
          /** @description Seconds until the limit resets. */
          "Retry-After": string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody429"];
        };
      };
      /** @description The server failed; nothing was changed. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody500"];
        };
      };
    };
  };
  sign_out: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["EmptyRequest"];
      };
    };
    responses: {
      /** @description The request has succeeded. */
      200: {
        headers: {
          /** @description Expires the `auth.session_token` cookie. */
          "Set-Cookie": string;
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            success: boolean;
          };
        };
      };
      /**
       * @description Invalid input: a field breaks the contract, the body is not JSON or does not decode as its
       *     `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or nests deeper than
       *     128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody400"];
        };
      };
      /**
       * @description No credential, or the one sent is unknown, expired or revoked; on sign-in, a wrong e-mail
       *     address or password (the answer does not say which). Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody401"];
        };
      };
      /** @description The caller may not do this (setting a server-only field without being an administrator). Error codes: `forbidden`, `admin_only`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody403"];
        };
      };
      /** @description The session, token or user named does not exist, or is not the caller's. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody404"];
        };
      };
      /** @description The body stopped arriving: nothing came for 30 seconds. The connection is closed after this answer. Error codes: `request_timeout`. */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody408"];
        };
      };
      /** @description The body is larger than 1 MiB (as sent or decoded); a declared `Content-Length` over it is refused unread. Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody413"];
        };
      };
      /**
       * @description The body is not `application/json`, or is sent in a `Content-Encoding` the server does not
       *     decode (it takes identity, gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody415"];
        };
      };
      /** @description Too many calls (`x-rate-limit`), or too many failed sign-ins for the address or client. Error codes: `rate_limited`, `key_requests_exhausted`. */
      429: {
        headers: {
          /** @description Seconds until the limit resets. */
          "Retry-After": string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody429"];
        };
      };
      /** @description The server failed; nothing was changed. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody500"];
        };
      };
    };
  };
  sign_up_email: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["SignUpRequest"];
      };
    };
    responses: {
      /** @description Signed in: the token, and the cookie set for browsers. */
      200: {
        headers: {
          /** @description `auth.session_token=<token>; Path=/; HttpOnly; SameSite=Lax; Max-Age=<seconds>`. */
          "Set-Cookie": string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["SignedIn"];
        };
      };
      /**
       * @description Invalid input: a field breaks the contract, the body is not JSON or does not decode as its
       *     `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or nests deeper than
       *     128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody400"];
        };
      };
      /**
       * @description No credential, or the one sent is unknown, expired or revoked; on sign-in, a wrong e-mail
       *     address or password (the answer does not say which). Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody401"];
        };
      };
      /** @description The caller may not do this (setting a server-only field without being an administrator). Error codes: `forbidden`, `admin_only`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody403"];
        };
      };
      /** @description The session, token or user named does not exist, or is not the caller's. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody404"];
        };
      };
      /** @description The body stopped arriving: nothing came for 30 seconds. The connection is closed after this answer. Error codes: `request_timeout`. */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody408"];
        };
      };
      /** @description The e-mail address already has an account. Error codes: `conflict`, `email_taken`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody409EmailTaken"];
        };
      };
      /** @description The body is larger than 1 MiB (as sent or decoded); a declared `Content-Length` over it is refused unread. Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody413"];
        };
      };
      /**
       * @description The body is not `application/json`, or is sent in a `Content-Encoding` the server does not
       *     decode (it takes identity, gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody415"];
        };
      };
      /** @description Too many calls (`x-rate-limit`), or too many failed sign-ins for the address or client. Error codes: `rate_limited`, `key_requests_exhausted`. */
      429: {
        headers: {
          /** @description Seconds until the limit resets. */
          "Retry-After": string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody429"];
        };
      };
      /** @description The server failed; nothing was changed. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody500"];
        };
      };
    };
  };
  update_session: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["UpdateSessionRequest"];
      };
    };
    responses: {
      /** @description The request has succeeded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            session: components["schemas"]["Session"];
          };
        };
      };
      /**
       * @description Invalid input: a field breaks the contract, the body is not JSON or does not decode as its
       *     `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or nests deeper than
       *     128 levels. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody400"];
        };
      };
      /**
       * @description No credential, or the one sent is unknown, expired or revoked; on sign-in, a wrong e-mail
       *     address or password (the answer does not say which). Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody401"];
        };
      };
      /** @description The caller may not do this (setting a server-only field without being an administrator). Error codes: `forbidden`, `admin_only`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody403"];
        };
      };
      /** @description The session, token or user named does not exist, or is not the caller's. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody404"];
        };
      };
      /** @description The body stopped arriving: nothing came for 30 seconds. The connection is closed after this answer. Error codes: `request_timeout`. */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody408"];
        };
      };
      /** @description The body is larger than 1 MiB (as sent or decoded); a declared `Content-Length` over it is refused unread. Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody413"];
        };
      };
      /**
       * @description The body is not `application/json`, or is sent in a `Content-Encoding` the server does not
       *     decode (it takes identity, gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody415"];
        };
      };
      /** @description Too many calls (`x-rate-limit`), or too many failed sign-ins for the address or client. Error codes: `rate_limited`, `key_requests_exhausted`. */
      429: {
        headers: {
          /** @description Seconds until the limit resets. */
          "Retry-After": string;
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody429"];
        };
      };
      /** @description The server failed; nothing was changed. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["MessageBody500"];
        };
      };
    };
  };
  payment_config: {
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
          "application/json": components["schemas"]["PaymentConfig"];
        };
      };
      /** @description Too many calls for this caller (`x-rate-limit`). Error codes: `rate_limited`, `key_requests_exhausted`. */
      429: {
        headers: {
          /** @description Seconds until the limit resets. */
          "Retry-After": string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem429"];
        };
      };
      /** @description The server failed; nothing was changed or charged. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  payment_health: {
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
          "application/json": components["schemas"]["PaymentHealth"];
        };
      };
      /** @description The credential is missing, unknown, expired or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /** @description The caller is signed in but may not do this (an API key without the `keys:provision` scope). Error codes: `forbidden`, `admin_only`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /** @description Too many calls for this caller (`x-rate-limit`). Error codes: `rate_limited`, `key_requests_exhausted`. */
      429: {
        headers: {
          /** @description Seconds until the limit resets. */
          "Retry-After": string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem429"];
        };
      };
      /** @description The server failed; nothing was changed or charged. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  payment_intent: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["PaymentIntentRequest"];
      };
    };
    responses: {
      /** @description The request has succeeded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PaymentIntentStarted"];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels; `errors` names each one. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /** @description The credential is missing, unknown, expired or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /** @description The caller is signed in but may not do this (an API key without the `keys:provision` scope). Error codes: `forbidden`, `admin_only`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /** @description The body stopped arriving: nothing came for 30 seconds. The connection is closed after this answer. Error codes: `request_timeout`. */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem408"];
        };
      };
      /** @description The request is valid but the current state refuses it; `detail` says why. Error codes: `conflict`, `no_saved_card`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem409NoSavedCard"];
        };
      };
      /** @description The body is larger than 1 MiB (as sent or decoded); a declared `Content-Length` over it is refused unread. Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem413"];
        };
      };
      /**
       * @description The body is not `application/json`, or is sent in a `Content-Encoding` the server does not
       *     decode (it takes identity, gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem415"];
        };
      };
      /** @description Too many calls for this caller (`x-rate-limit`). Error codes: `rate_limited`, `key_requests_exhausted`. */
      429: {
        headers: {
          /** @description Seconds until the limit resets. */
          "Retry-After": string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem429"];
        };
      };
      /** @description The server failed; nothing was changed or charged. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
      /** @description The payment processor could not be reached or refused the call; nothing was charged. Error codes: `processor_unavailable`, `processor_rejected`. */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem502"];
        };
      };
    };
  };
  purchase_quote: {
    parameters: {
      query: {
        /** @description The top-up amount in cents, 100 to 100000 (before tax). */
        amountCents: components["schemas"]["TopUpCents"];
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
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["PriceBreakdown"];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels; `errors` names each one. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /** @description The credential is missing, unknown, expired or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /** @description The caller is signed in but may not do this (an API key without the `keys:provision` scope). Error codes: `forbidden`, `admin_only`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /** @description Too many calls for this caller (`x-rate-limit`). Error codes: `rate_limited`, `key_requests_exhausted`. */
      429: {
        headers: {
          /** @description Seconds until the limit resets. */
          "Retry-After": string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem429"];
        };
      };
      /** @description The server failed; nothing was changed or charged. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
      /** @description The payment processor could not be reached or refused the call; nothing was charged. Error codes: `processor_unavailable`, `processor_rejected`. */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem502"];
        };
      };
    };
  };
  setup_intent: {
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
          "application/json": components["schemas"]["ClientSecret"];
        };
      };
      /** @description The credential is missing, unknown, expired or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /** @description The caller is signed in but may not do this (an API key without the `keys:provision` scope). Error codes: `forbidden`, `admin_only`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /** @description Too many calls for this caller (`x-rate-limit`). Error codes: `rate_limited`, `key_requests_exhausted`. */
      429: {
        headers: {
          /** @description Seconds until the limit resets. */
          "Retry-After": string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem429"];
        };
      };
      /** @description The server failed; nothing was changed or charged. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
      /** @description The payment processor could not be reached or refused the call; nothing was charged. Error codes: `processor_unavailable`, `processor_rejected`. */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem502"];
        };
      };
    };
  };
  subscribe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["SubscribeRequest"];
      };
    };
    responses: {
      /** @description The request has succeeded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ClientSecret"];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels; `errors` names each one. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /** @description The credential is missing, unknown, expired or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /** @description The caller is signed in but may not do this (an API key without the `keys:provision` scope). Error codes: `forbidden`, `admin_only`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403"];
        };
      };
      /** @description The key, plan or parent key named does not exist, or is outside what the caller may see. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem404"];
        };
      };
      /** @description The body stopped arriving: nothing came for 30 seconds. The connection is closed after this answer. Error codes: `request_timeout`. */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem408"];
        };
      };
      /** @description The request is valid but the current state refuses it; `detail` says why. Error codes: `conflict`, `no_saved_card`, `already_subscribed`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem409NoSavedCardAlreadySubscribed"];
        };
      };
      /** @description The body is larger than 1 MiB (as sent or decoded); a declared `Content-Length` over it is refused unread. Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem413"];
        };
      };
      /**
       * @description The body is not `application/json`, or is sent in a `Content-Encoding` the server does not
       *     decode (it takes identity, gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem415"];
        };
      };
      /** @description Too many calls for this caller (`x-rate-limit`). Error codes: `rate_limited`, `key_requests_exhausted`. */
      429: {
        headers: {
          /** @description Seconds until the limit resets. */
          "Retry-After": string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem429"];
        };
      };
      /** @description The server failed; nothing was changed or charged. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
      /** @description The payment processor could not be reached or refused the call; nothing was charged. Error codes: `processor_unavailable`, `processor_rejected`. */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem502"];
        };
      };
    };
  };
  billing_webhook: {
    parameters: {
      query?: never;
      header: {
        /** @description `t=<unix seconds>,v1=<hex HMAC-SHA256>`, as the processor signs its webhooks. */
        "Stripe-Signature": string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ProcessorEvent"];
      };
    };
    responses: {
      /** @description The request has succeeded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            /**
             * @description Always true.
             * @enum {boolean}
             */
            received: true;
          };
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels; `errors` names each one. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /**
       * @description The payment processor's webhook: its `Stripe-Signature` does not verify — no `v1` signature
       *     matches the raw body under the webhook secret, or the signed timestamp is more than 5 minutes
       *     old. The signature is the request's credential; nothing was done. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`, `invalid_signature`.
       */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401InvalidSignature"];
        };
      };
      /** @description The body stopped arriving: nothing came for 30 seconds. The connection is closed after this answer. Error codes: `request_timeout`. */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem408"];
        };
      };
      /** @description The body is larger than 1 MiB (as sent or decoded); a declared `Content-Length` over it is refused unread. Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem413"];
        };
      };
      /**
       * @description The body is not `application/json`, or is sent in a `Content-Encoding` the server does not
       *     decode (it takes identity, gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem415"];
        };
      };
      /** @description The server failed; nothing was changed or charged. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  api_health: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The service and its database answer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["HealthStatus"];
        };
      };
      /** @description Too many calls for this caller (`x-rate-limit`). Error codes: `rate_limited`, `key_requests_exhausted`. */
      429: {
        headers: {
          /** @description Seconds until the limit resets. */
          "Retry-After": string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem429"];
        };
      };
      /** @description The server failed; nothing was changed or charged. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  keys_list: {
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
          "application/json": {
            keys: components["schemas"]["KeyEntry"][];
          };
        };
      };
      /** @description The credential is missing, unknown, expired or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /** @description The caller is signed in but may not do this (an API key without the `keys:provision` scope). Error codes: `forbidden`, `admin_only`, `missing_scope`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403MissingScope"];
        };
      };
      /** @description Too many calls for this caller (`x-rate-limit`). Error codes: `rate_limited`, `key_requests_exhausted`. */
      429: {
        headers: {
          /** @description Seconds until the limit resets. */
          "Retry-After": string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem429"];
        };
      };
      /** @description The server failed; nothing was changed or charged. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
    };
  };
  keys_provision: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ProvisionRequest"];
      };
    };
    responses: {
      /** @description The request has succeeded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ProvisionedKey"];
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels; `errors` names each one. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /** @description The credential is missing, unknown, expired or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /** @description The caller is signed in but may not do this (an API key without the `keys:provision` scope). Error codes: `forbidden`, `admin_only`, `missing_scope`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403MissingScope"];
        };
      };
      /** @description The key, plan or parent key named does not exist, or is outside what the caller may see. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem404"];
        };
      };
      /** @description The body stopped arriving: nothing came for 30 seconds. The connection is closed after this answer. Error codes: `request_timeout`. */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem408"];
        };
      };
      /** @description The request is valid but the current state refuses it; `detail` says why. Error codes: `conflict`. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem409"];
        };
      };
      /** @description The body is larger than 1 MiB (as sent or decoded); a declared `Content-Length` over it is refused unread. Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem413"];
        };
      };
      /**
       * @description The body is not `application/json`, or is sent in a `Content-Encoding` the server does not
       *     decode (it takes identity, gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem415"];
        };
      };
      /** @description Too many calls for this caller (`x-rate-limit`). Error codes: `rate_limited`, `key_requests_exhausted`. */
      429: {
        headers: {
          /** @description Seconds until the limit resets. */
          "Retry-After": string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem429"];
        };
      };
      /** @description The server failed; nothing was changed or charged. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
        };
      };
      /** @description The payment processor could not be reached or refused the call; nothing was charged. Error codes: `processor_unavailable`, `processor_rejected`. */
      502: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem502"];
        };
      };
    };
  };
  keys_revoke: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["RevokeKeyRequest"];
      };
    };
    responses: {
      /** @description The request has succeeded. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": {
            ok: boolean;
            /**
             * Format: int32
             * @description How many keys this call disabled.
             */
            revoked: number;
          };
        };
      };
      /**
       * @description Invalid input: a parameter or body field breaks the contract, the body is not JSON or does not
       *     decode as its `Content-Encoding` says, or it holds text with U+0000 or a lone surrogate, or
       *     nests deeper than 128 levels; `errors` names each one. Error codes: `validation_failed`, `malformed_json`, `body_not_decodable`, `malformed_multipart`, `invalid_cursor`, `malformed_http`.
       */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /** @description The credential is missing, unknown, expired or revoked. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
      /** @description The caller is signed in but may not do this (an API key without the `keys:provision` scope). Error codes: `forbidden`, `admin_only`, `missing_scope`. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem403MissingScope"];
        };
      };
      /** @description The key, plan or parent key named does not exist, or is outside what the caller may see. Error codes: `not_found`. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem404"];
        };
      };
      /** @description The body stopped arriving: nothing came for 30 seconds. The connection is closed after this answer. Error codes: `request_timeout`. */
      408: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem408"];
        };
      };
      /** @description The body is larger than 1 MiB (as sent or decoded); a declared `Content-Length` over it is refused unread. Error codes: `payload_too_large`. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem413"];
        };
      };
      /**
       * @description The body is not `application/json`, or is sent in a `Content-Encoding` the server does not
       *     decode (it takes identity, gzip, deflate, br and zstd). Error codes: `unsupported_media_type`.
       */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem415"];
        };
      };
      /** @description Too many calls for this caller (`x-rate-limit`). Error codes: `rate_limited`, `key_requests_exhausted`. */
      429: {
        headers: {
          /** @description Seconds until the limit resets. */
          "Retry-After": string;
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem429"];
        };
      };
      /** @description The server failed; nothing was changed or charged. Error codes: `internal`. */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem500"];
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
          "application/problem+json": components["schemas"]["Problem401"];
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
          "application/problem+json": components["schemas"]["Problem400"];
        };
      };
      /** @description A credential that was presented but is unknown, revoked or malformed. Error codes: `credentials_required`, `invalid_credentials`, `malformed_authorization`, `wrong_credential_kind`. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["Problem401"];
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
          "application/problem+json": components["schemas"]["Problem401"];
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
          "application/problem+json": components["schemas"]["Problem401"];
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
          "application/problem+json": components["schemas"]["Problem401"];
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
          "application/problem+json": components["schemas"]["Problem401"];
        };
      };
    };
  };
}
