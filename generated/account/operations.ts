// Generated from spec/account by codegen — run `npm run generate`. Do not edit.

import type { OperationDefinition } from "../../runtime/contract.js";
import {
  apiHealthSchemas,
  apiKeyCreateSchemas,
  authErrorSchemas,
  authOkSchemas,
  billingWebhookSchemas,
  docsSchemas,
  docsScriptSchemas,
  getSessionSchemas,
  healthSchemas,
  keysListSchemas,
  keysProvisionSchemas,
  keysRevokeSchemas,
  listSessionsSchemas,
  llmsTxtSchemas,
  mcpSchemas,
  oauthProtectedResourceSchemas,
  openapiJsonSchemas,
  paymentConfigSchemas,
  paymentHealthSchemas,
  paymentIntentSchemas,
  purchaseQuoteSchemas,
  revokeSessionSchemas,
  revokeSessionsSchemas,
  setupIntentSchemas,
  signInEmailSchemas,
  signOutSchemas,
  signUpEmailSchemas,
  subscribeSchemas,
  updateSessionSchemas,
  x402DiscoverySchemas,
} from "./schemas.js";

/** Every operation of spec/account, as the runtime enforces it. */
export const accountOperations: OperationDefinition[] = [
  {
    operationId: "oauth_protected_resource",
    method: "get",
    path: "/.well-known/oauth-protected-resource",
    expressPath: "/.well-known/oauth-protected-resource",
    summary: "Protected-resource metadata",
    description:
      "OAuth 2.0 protected-resource metadata (RFC 9728): what MCP clients fetch after a 401 from\n`/mcp`, whose `WWW-Authenticate` challenge names this URL.",
    runtime: "protected-resource",
    parameters: [],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken", "ApiKeyHeader"],
    },
    policy: {},
    errorShape: "problem",
    schemas: { responses: oauthProtectedResourceSchemas.responses },
  },
  {
    operationId: "x402_discovery",
    method: "get",
    path: "/.well-known/x402",
    expressPath: "/.well-known/x402",
    summary: "x402 discovery",
    description: "x402 discovery: the paid routes of this service.",
    runtime: "x402-discovery",
    parameters: [],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken", "ApiKeyHeader"],
    },
    policy: {},
    errorShape: "problem",
    schemas: { responses: x402DiscoverySchemas.responses },
  },
  {
    operationId: "api_key_create",
    method: "post",
    path: "/api/auth/api-key/create",
    expressPath: "/api/auth/api-key/create",
    summary: "Create an API key (better-auth)",
    description:
      "Creates a root API key with better-auth's api-key fields. Server-only fields need an\nadministrator (403); `userId` naming no user answers 404. Child keys are minted with\n`POST /api/keys/provision` and removed with `POST /api/keys/revoke`.",
    parameters: [],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "429": {
        mediaType: "application/json",
        headers: [
          {
            name: "Retry-After",
            required: true,
          },
        ],
      },
      "500": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["BearerToken"],
    },
    policy: {
      access: "authenticated",
      rateLimit: {
        limit: 30,
        windowSeconds: 60,
      },
    },
    errorShape: "message",
    schemas: { body: apiKeyCreateSchemas.body, responses: apiKeyCreateSchemas.responses },
  },
  {
    operationId: "auth_error",
    method: "get",
    path: "/api/auth/error",
    expressPath: "/api/auth/error",
    summary: "Sign-in error page",
    description:
      "The page a browser lands on when a sign-in flow fails: HTML, for people rather than\nprograms.",
    parameters: [],
    responses: {
      "200": {
        mediaType: "text/html",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "429": {
        mediaType: "application/json",
        headers: [
          {
            name: "Retry-After",
            required: true,
          },
        ],
      },
      "500": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["BearerToken"],
    },
    policy: {
      access: "authenticated",
      rateLimit: {
        limit: 120,
        windowSeconds: 60,
      },
    },
    errorShape: "message",
    schemas: { responses: authErrorSchemas.responses },
  },
  {
    operationId: "get_session",
    method: "get",
    path: "/api/auth/get-session",
    expressPath: "/api/auth/get-session",
    summary: "Get the session",
    description: "The caller's session and user, or null when no credential was sent.",
    parameters: [],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken"],
    },
    policy: {
      access: "anyone",
    },
    errorShape: "problem",
    schemas: { responses: getSessionSchemas.responses },
  },
  {
    operationId: "list_sessions",
    method: "get",
    path: "/api/auth/list-sessions",
    expressPath: "/api/auth/list-sessions",
    summary: "List sessions",
    description: "The caller's live sessions, newest first.",
    parameters: [],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "429": {
        mediaType: "application/json",
        headers: [
          {
            name: "Retry-After",
            required: true,
          },
        ],
      },
      "500": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["BearerToken"],
    },
    policy: {
      access: "authenticated",
      rateLimit: {
        limit: 60,
        windowSeconds: 60,
      },
    },
    errorShape: "message",
    schemas: { responses: listSessionsSchemas.responses },
  },
  {
    operationId: "auth_ok",
    method: "get",
    path: "/api/auth/ok",
    expressPath: "/api/auth/ok",
    summary: "Sign-in liveness",
    description: "Liveness of sign-in: answers `{ok: true}` to a valid bearer credential.",
    parameters: [],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "429": {
        mediaType: "application/json",
        headers: [
          {
            name: "Retry-After",
            required: true,
          },
        ],
      },
      "500": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["BearerToken"],
    },
    policy: {
      access: "authenticated",
      rateLimit: {
        limit: 120,
        windowSeconds: 60,
      },
    },
    errorShape: "message",
    schemas: { responses: authOkSchemas.responses },
  },
  {
    operationId: "revoke_session",
    method: "post",
    path: "/api/auth/revoke-session",
    expressPath: "/api/auth/revoke-session",
    summary: "Revoke a session",
    description: "Revokes one of the caller's sessions; 404 when it is not a live session of the caller.",
    parameters: [],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "429": {
        mediaType: "application/json",
        headers: [
          {
            name: "Retry-After",
            required: true,
          },
        ],
      },
      "500": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["BearerToken"],
    },
    policy: {
      access: "authenticated",
      rateLimit: {
        limit: 60,
        windowSeconds: 60,
      },
    },
    errorShape: "message",
    schemas: { body: revokeSessionSchemas.body, responses: revokeSessionSchemas.responses },
  },
  {
    operationId: "revoke_sessions",
    method: "post",
    path: "/api/auth/revoke-sessions",
    expressPath: "/api/auth/revoke-sessions",
    summary: "Revoke all sessions",
    description: "Revokes every session of the caller, the current one included.",
    parameters: [],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "429": {
        mediaType: "application/json",
        headers: [
          {
            name: "Retry-After",
            required: true,
          },
        ],
      },
      "500": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["BearerToken"],
    },
    policy: {
      access: "authenticated",
      rateLimit: {
        limit: 60,
        windowSeconds: 60,
      },
    },
    errorShape: "message",
    schemas: { body: revokeSessionsSchemas.body, responses: revokeSessionsSchemas.responses },
  },
  {
    operationId: "sign_in_email",
    method: "post",
    path: "/api/auth/sign-in/email",
    expressPath: "/api/auth/sign-in/email",
    summary: "Sign in with e-mail",
    description:
      "Signs in with e-mail and password and opens a session (7 days, or 30 with `rememberMe`).\nA wrong address or password answers 401 without saying which. Brute force answers 429:\nafter 5 failures for one address or 20 from one client address in 15 minutes, further\nattempts are refused until the window ends (`Retry-After`).",
    parameters: [],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [
          {
            name: "Set-Cookie",
            required: true,
          },
        ],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "429": {
        mediaType: "application/json",
        headers: [
          {
            name: "Retry-After",
            required: true,
          },
        ],
      },
      "500": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: [],
    },
    policy: {
      access: "anyone",
      rateLimit: {
        limit: 30,
        windowSeconds: 60,
      },
    },
    errorShape: "message",
    schemas: { body: signInEmailSchemas.body, responses: signInEmailSchemas.responses },
  },
  {
    operationId: "sign_out",
    method: "post",
    path: "/api/auth/sign-out",
    expressPath: "/api/auth/sign-out",
    summary: "Sign out",
    description:
      "Ends the current session and clears the cookie. With an API key as the bearer there is no\nsession to end: the answer is the same and nothing changes.",
    parameters: [],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [
          {
            name: "Set-Cookie",
            required: true,
          },
        ],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "429": {
        mediaType: "application/json",
        headers: [
          {
            name: "Retry-After",
            required: true,
          },
        ],
      },
      "500": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["BearerToken"],
    },
    policy: {
      access: "authenticated",
      rateLimit: {
        limit: 60,
        windowSeconds: 60,
      },
    },
    errorShape: "message",
    schemas: { body: signOutSchemas.body, responses: signOutSchemas.responses },
  },
  {
    operationId: "sign_up_email",
    method: "post",
    path: "/api/auth/sign-up/email",
    expressPath: "/api/auth/sign-up/email",
    summary: "Sign up with e-mail",
    description:
      "Our design (the seed does not show it): creates an account with an e-mail address and a\npassword and signs it in. 409 when the address already has an account.",
    parameters: [],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [
          {
            name: "Set-Cookie",
            required: true,
          },
        ],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "409": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "429": {
        mediaType: "application/json",
        headers: [
          {
            name: "Retry-After",
            required: true,
          },
        ],
      },
      "500": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: [],
    },
    policy: {
      access: "anyone",
      rateLimit: {
        limit: 20,
        windowSeconds: 60,
      },
    },
    errorShape: "message",
    schemas: { body: signUpEmailSchemas.body, responses: signUpEmailSchemas.responses },
  },
  {
    operationId: "update_session",
    method: "post",
    path: "/api/auth/update-session",
    expressPath: "/api/auth/update-session",
    summary: "Update the session",
    description: "Updates the current session; 404 when the bearer is an API key (no session).",
    parameters: [],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "429": {
        mediaType: "application/json",
        headers: [
          {
            name: "Retry-After",
            required: true,
          },
        ],
      },
      "500": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["BearerToken"],
    },
    policy: {
      access: "authenticated",
      rateLimit: {
        limit: 60,
        windowSeconds: 60,
      },
    },
    errorShape: "message",
    schemas: { body: updateSessionSchemas.body, responses: updateSessionSchemas.responses },
  },
  {
    operationId: "payment_config",
    method: "get",
    path: "/api/billing/payment-config",
    expressPath: "/api/billing/payment-config",
    summary: "Payment configuration",
    description: "The public key the browser's payment element needs.",
    parameters: [],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "429": {
        mediaType: "application/problem+json",
        headers: [
          {
            name: "Retry-After",
            required: true,
          },
        ],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: [],
    },
    policy: {
      access: "anyone",
      rateLimit: {
        limit: 120,
        windowSeconds: 60,
      },
    },
    errorShape: "problem",
    schemas: { responses: paymentConfigSchemas.responses },
  },
  {
    operationId: "payment_health",
    method: "get",
    path: "/api/billing/payment-health",
    expressPath: "/api/billing/payment-health",
    summary: "Payment health",
    description: "Whether the caller's billing needs attention.",
    parameters: [],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "429": {
        mediaType: "application/problem+json",
        headers: [
          {
            name: "Retry-After",
            required: true,
          },
        ],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["SessionCookie"],
    },
    policy: {
      access: "authenticated",
      rateLimit: {
        limit: 120,
        windowSeconds: 60,
      },
    },
    errorShape: "problem",
    schemas: { responses: paymentHealthSchemas.responses },
  },
  {
    operationId: "payment_intent",
    method: "post",
    path: "/api/billing/payment-intent",
    expressPath: "/api/billing/payment-intent",
    summary: "Start a top-up",
    description:
      "Starts a top-up of `amountCents` (plus tax). The credits in `breakdown` are granted when the\nprocessor's `payment_intent.succeeded` webhook arrives — never by this call. With\n`useDefaultCard` the saved card is charged at once (409 when none is saved).",
    parameters: [],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "408": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "409": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "413": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "415": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "429": {
        mediaType: "application/problem+json",
        headers: [
          {
            name: "Retry-After",
            required: true,
          },
        ],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "502": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["SessionCookie"],
    },
    policy: {
      access: "authenticated",
      rateLimit: {
        limit: 30,
        windowSeconds: 60,
      },
    },
    errorShape: "problem",
    schemas: { body: paymentIntentSchemas.body, responses: paymentIntentSchemas.responses },
  },
  {
    operationId: "purchase_quote",
    method: "get",
    path: "/api/billing/purchase-quote",
    expressPath: "/api/billing/purchase-quote",
    summary: "Quote a top-up",
    description: "What a top-up of `amountCents` would cost and yield; nothing is charged.",
    parameters: [
      {
        name: "amountCents",
        in: "query",
        required: true,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "429": {
        mediaType: "application/problem+json",
        headers: [
          {
            name: "Retry-After",
            required: true,
          },
        ],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "502": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["SessionCookie"],
    },
    policy: {
      access: "authenticated",
      rateLimit: {
        limit: 120,
        windowSeconds: 60,
      },
    },
    errorShape: "problem",
    schemas: { query: purchaseQuoteSchemas.query, responses: purchaseQuoteSchemas.responses },
  },
  {
    operationId: "setup_intent",
    method: "post",
    path: "/api/billing/setup-intent",
    expressPath: "/api/billing/setup-intent",
    summary: "Save a card",
    description: "Starts saving a card (a zero-amount setup) for one-click top-ups and subscriptions.",
    parameters: [],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "429": {
        mediaType: "application/problem+json",
        headers: [
          {
            name: "Retry-After",
            required: true,
          },
        ],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "502": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["SessionCookie"],
    },
    policy: {
      access: "authenticated",
      rateLimit: {
        limit: 30,
        windowSeconds: 60,
      },
    },
    errorShape: "problem",
    schemas: { responses: setupIntentSchemas.responses },
  },
  {
    operationId: "subscribe",
    method: "post",
    path: "/api/billing/subscribe",
    expressPath: "/api/billing/subscribe",
    summary: "Subscribe to a plan",
    description:
      "Subscribes the caller to a plan, charging the saved default card in one click. The plan's\ncredits are granted on each `invoice.paid` webhook (the first invoice and every renewal).\n404 for an unknown plan; 409 when no card is saved or the caller already has an active\nsubscription.",
    parameters: [],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "404": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "408": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "409": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "413": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "415": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "429": {
        mediaType: "application/problem+json",
        headers: [
          {
            name: "Retry-After",
            required: true,
          },
        ],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "502": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["SessionCookie"],
    },
    policy: {
      access: "authenticated",
      rateLimit: {
        limit: 30,
        windowSeconds: 60,
      },
    },
    errorShape: "problem",
    schemas: { body: subscribeSchemas.body, responses: subscribeSchemas.responses },
  },
  {
    operationId: "billing_webhook",
    method: "post",
    path: "/api/billing/webhook",
    expressPath: "/api/billing/webhook",
    summary: "Payment processor webhook",
    description:
      "Our design (the seed does not show the webhook route): the payment processor's webhook.\nThe server verifies `Stripe-Signature` (HMAC-SHA256 over `<t>.<raw body>` with the webhook\nsecret, timestamp within 5 minutes) against the raw bytes before parsing, and applies each\nevent id once — a replayed event grants nothing. `payment_intent.succeeded` grants a\ntop-up's credits; `invoice.paid` grants the plan's credits and clears a past-due alert;\n`invoice.payment_failed` raises `subscription_past_due`; a declined one-click top-up raises\n`topup_declined`; `setup_intent.succeeded` records the saved card. Other kinds are\nacknowledged and ignored. 400 when `Stripe-Signature` is missing or not of the form\n`t=…,v1=…`, or the body is not an event; 401 when the signature is wrong or stale.",
    parameters: [
      {
        name: "Stripe-Signature",
        in: "header",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "408": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "413": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "415": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: [],
    },
    policy: {
      access: "anyone",
      paymentsWebhook: true,
    },
    errorShape: "problem",
    schemas: {
      headers: billingWebhookSchemas.headers,
      body: billingWebhookSchemas.body,
      responses: billingWebhookSchemas.responses,
    },
  },
  {
    operationId: "api_health",
    method: "get",
    path: "/api/health",
    expressPath: "/api/health",
    summary: "Health",
    description:
      "Liveness of the account service and its database (at most 600 calls a minute per client address).",
    parameters: [],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "429": {
        mediaType: "application/problem+json",
        headers: [
          {
            name: "Retry-After",
            required: true,
          },
        ],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: [],
    },
    policy: {
      access: "anyone",
      rateLimit: {
        limit: 600,
        windowSeconds: 60,
      },
    },
    errorShape: "problem",
    schemas: { responses: apiHealthSchemas.responses },
  },
  {
    operationId: "keys_list",
    method: "get",
    path: "/api/keys",
    expressPath: "/api/keys",
    summary: "List keys",
    description:
      "A signed-in user sees all of their keys; an API key with `keys:provision` sees only the keys\nbelow it. Oldest first.",
    parameters: [],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "429": {
        mediaType: "application/problem+json",
        headers: [
          {
            name: "Retry-After",
            required: true,
          },
        ],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["SessionCookie", "ApiKeyHeader"],
    },
    policy: {
      access: "authenticated",
      rateLimit: {
        limit: 120,
        windowSeconds: 60,
      },
    },
    errorShape: "problem",
    schemas: { responses: keysListSchemas.responses },
  },
  {
    operationId: "keys_provision",
    method: "post",
    path: "/api/keys/provision",
    expressPath: "/api/keys/provision",
    summary: "Provision a key",
    description:
      "Mints a key. Scopes are clamped to the parent's, the credit cap and rate share to the\nparent's effective ones (the minimum up the chain), and a child's spend counts against\nevery ancestor's cap. 403 for an API key without `keys:provision`; 404 when `parentKeyId`\nnames no key the caller may mint under; 409 when that key is revoked or expired, or the\ntree is already 16 levels deep.",
    parameters: [],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "404": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "408": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "409": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "413": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "415": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "429": {
        mediaType: "application/problem+json",
        headers: [
          {
            name: "Retry-After",
            required: true,
          },
        ],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "502": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["SessionCookie", "ApiKeyHeader"],
    },
    policy: {
      access: "authenticated",
      rateLimit: {
        limit: 30,
        windowSeconds: 60,
      },
    },
    errorShape: "problem",
    schemas: { body: keysProvisionSchemas.body, responses: keysProvisionSchemas.responses },
  },
  {
    operationId: "keys_revoke",
    method: "post",
    path: "/api/keys/revoke",
    expressPath: "/api/keys/revoke",
    summary: "Revoke a key and its subtree",
    description:
      "Disables the key and every key below it; `revoked` counts the keys this call disabled (0\nwhen they already were). A user may revoke any of their keys; an API key with\n`keys:provision` only keys below it. 404 otherwise.",
    parameters: [],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "400": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "403": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "404": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "408": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "413": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "415": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "429": {
        mediaType: "application/problem+json",
        headers: [
          {
            name: "Retry-After",
            required: true,
          },
        ],
      },
      "500": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: false,
      schemes: ["SessionCookie", "ApiKeyHeader"],
    },
    policy: {
      access: "authenticated",
      rateLimit: {
        limit: 60,
        windowSeconds: 60,
      },
    },
    errorShape: "problem",
    schemas: { body: keysRevokeSchemas.body, responses: keysRevokeSchemas.responses },
  },
  {
    operationId: "docs",
    method: "get",
    path: "/docs",
    expressPath: "/docs",
    summary: "API reference (HTML)",
    description:
      'The interactive reference of this service (HTML): every operation of this document, with\n"try it" sending requests to this very server. The page loads only its own script\n(`/docs/scalar.js`) and this service\'s `/openapi.json`; nothing from elsewhere.',
    runtime: "docs",
    parameters: [],
    responses: {
      "200": {
        mediaType: "text/html",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken", "ApiKeyHeader"],
    },
    policy: {},
    errorShape: "problem",
    schemas: { responses: docsSchemas.responses },
  },
  {
    operationId: "docs_script",
    method: "get",
    path: "/docs/scalar.js",
    expressPath: "/docs/scalar.js",
    summary: "API reference script",
    description:
      "The script of the reference page (Scalar's API reference bundle), served by this server.\nRequested with `v` set to the bundle's current version tag, as the page does, it may be\ncached for a year (`Cache-Control: immutable`); otherwise for five minutes.",
    runtime: "docs-script",
    parameters: [
      {
        name: "v",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "text/javascript",
        headers: [
          {
            name: "cache-control",
            required: true,
          },
        ],
      },
      "400": {
        mediaType: "application/problem+json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken", "ApiKeyHeader"],
    },
    policy: {},
    errorShape: "problem",
    schemas: { query: docsScriptSchemas.query, responses: docsScriptSchemas.responses },
  },
  {
    operationId: "health",
    method: "get",
    path: "/health",
    expressPath: "/health",
    summary: "Health",
    description: "Service and database health.",
    runtime: "health",
    parameters: [],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken", "ApiKeyHeader"],
    },
    policy: {},
    errorShape: "problem",
    schemas: { responses: healthSchemas.responses },
  },
  {
    operationId: "llms_txt",
    method: "get",
    path: "/llms.txt",
    expressPath: "/llms.txt",
    summary: "Service description for language models",
    description: "A plain-text description of the service for language models.",
    runtime: "llms",
    parameters: [],
    responses: {
      "200": {
        mediaType: "text/plain",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken", "ApiKeyHeader"],
    },
    policy: {},
    errorShape: "problem",
    schemas: { responses: llmsTxtSchemas.responses },
  },
  {
    operationId: "mcp",
    method: "post",
    path: "/mcp",
    expressPath: "/mcp",
    summary: "Model Context Protocol endpoint",
    description:
      "Model Context Protocol endpoint (Streamable HTTP, stateless): one tool per operation,\nrun through the same validation, metering and handlers as the REST routes; the service's\nOpenAPI document and llms.txt are its resources. GET and DELETE answer 405. A browser page\nmay call it only from this server's own origin or one listed in `CORS_ORIGINS` (403 otherwise).",
    runtime: "mcp",
    parameters: [
      {
        name: "accept",
        in: "header",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "202": {
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [
          {
            name: "WWW-Authenticate",
            required: true,
          },
        ],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "406": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken", "ApiKeyHeader"],
    },
    policy: {},
    errorShape: "problem",
    schemas: { headers: mcpSchemas.headers, body: mcpSchemas.body, responses: mcpSchemas.responses },
  },
  {
    operationId: "openapi_json",
    method: "get",
    path: "/openapi.json",
    expressPath: "/openapi.json",
    summary: "OpenAPI document",
    description: "The published OpenAPI 3.1 document of this service.",
    runtime: "openapi",
    parameters: [],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/problem+json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["SessionCookie", "BearerToken", "ApiKeyHeader"],
    },
    policy: {},
    errorShape: "problem",
    schemas: { responses: openapiJsonSchemas.responses },
  },
];
