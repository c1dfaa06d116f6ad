// Generated from spec/account by codegen — run `npm run generate`. Do not edit.

import type { ToolDefinition } from "../../runtime/contract.js";

/** MCP tools of spec/account: one per operation, run through the same pipeline as REST calls. */
export const accountTools: ToolDefinition[] = [
  {
    name: "api_key_create",
    title: "Create an API key (better-auth)",
    description:
      "Creates a root API key with better-auth's api-key fields. Server-only fields need an\nadministrator (403); `userId` naming no user answers 404. Child keys are minted with\n`POST /api/keys/provision` and removed with `POST /api/keys/revoke`.",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          properties: {
            configId: {
              type: "string",
              maxLength: 1024,
              pattern: "^[^\\u0000-\\u001F\\u007F]*$",
              description: "Which key configuration to use; stored and returned. At most 1024 characters.",
            },
            name: {
              type: "string",
              maxLength: 1024,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "A name: safe text, at most 1024 characters.",
            },
            expiresIn: {
              anyOf: [
                {
                  type: "integer",
                  format: "int32",
                },
                {
                  type: "null",
                },
              ],
              minimum: 60,
              maximum: 31536000,
              description: "Seconds until the key expires (60 to 31536000), or null for never.",
            },
            prefix: {
              type: "string",
              minLength: 1,
              maxLength: 32,
              pattern: "^[A-Za-z0-9_-]+$",
              description:
                "Text put after `sk_` at the start of the key (1 to 32 letters, digits, `_` or `-`; our\nbound), so the owner can tell keys apart.",
            },
            remaining: {
              anyOf: [
                {
                  type: "integer",
                  format: "int32",
                },
                {
                  type: "null",
                },
              ],
              minimum: 0,
              maximum: 2147483647,
              description: "Server-only. Requests the key may still make, or null for unlimited.",
            },
            metadata: {
              anyOf: [
                {
                  type: "object",
                  unevaluatedProperties: {},
                },
                {
                  type: "null",
                },
              ],
              description: "Free-form data stored with the key.",
            },
            refillAmount: {
              anyOf: [
                {
                  type: "integer",
                  format: "int32",
                },
                {
                  type: "null",
                },
              ],
              minimum: 1,
              maximum: 2147483647,
              description:
                "Server-only. `remaining` is reset to this every `refillInterval` (our default when only\nthe amount is given: daily).",
            },
            refillInterval: {
              anyOf: [
                {
                  type: "integer",
                  format: "int32",
                },
                {
                  type: "null",
                },
              ],
              minimum: 1000,
              maximum: 2147483647,
              description:
                "Server-only. Milliseconds between refills, 1000 or more. Given without `refillAmount`, the\nkey refills to its starting `remaining` (and not at all when that is null or 0).",
            },
            rateLimitTimeWindow: {
              anyOf: [
                {
                  type: "integer",
                  format: "int32",
                },
                {
                  type: "null",
                },
              ],
              minimum: 1000,
              maximum: 2147483647,
              description: "Server-only. The rate-limit window in milliseconds, 1000 or more.",
            },
            rateLimitMax: {
              anyOf: [
                {
                  type: "integer",
                  format: "int32",
                },
                {
                  type: "null",
                },
              ],
              minimum: 1,
              maximum: 2147483647,
              description: "Server-only. Requests allowed per window.",
            },
            rateLimitEnabled: {
              type: "boolean",
              description: "Server-only. Whether the key's own rate limit applies.",
            },
            permissions: {
              anyOf: [
                {
                  type: "object",
                  unevaluatedProperties: {
                    type: "array",
                    items: {
                      type: "string",
                      minLength: 1,
                      maxLength: 64,
                      pattern: "^[A-Za-z0-9][A-Za-z0-9._:*/-]*$",
                      description:
                        "A scope: 1 to 64 characters among letters, digits, dot, underscore, colon, star, slash and hyphen, starting with a letter or digit.",
                    },
                  },
                },
                {
                  type: "null",
                },
              ],
              description:
                'Server-only. Actions per resource, e.g. `{"keys": ["provision"]}`; each pair becomes the\nscope `resource:action` (at most 20 scopes).',
            },
            userId: {
              type: "string",
              format: "uuid",
              description: "Server-only. Whose key this is (a user id); default the caller.",
            },
          },
          description:
            "The body of `POST /api/auth/api-key/create`: better-auth's api-key plugin fields. Fields\nmarked server-only may be set by an administrator only (403 otherwise), as better-auth\nallows them from server code only. better-auth's `organizationId` is not part of this\ncontract: keys belong to users here.",
          examples: [
            {
              name: "Deploy bot",
              expiresIn: 2592000,
              prefix: "deploy",
            },
          ],
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "createdAt",
        "updatedAt",
        "name",
        "prefix",
        "start",
        "key",
        "enabled",
        "expiresAt",
        "referenceId",
        "userId",
        "configId",
        "lastRefillAt",
        "lastRequest",
        "metadata",
        "rateLimitMax",
        "rateLimitTimeWindow",
        "rateLimitEnabled",
        "remaining",
        "refillAmount",
        "refillInterval",
        "requestCount",
        "permissions",
      ],
      properties: {
        id: {
          type: "string",
        },
        createdAt: {
          type: "string",
          format: "date-time",
        },
        updatedAt: {
          type: "string",
          format: "date-time",
        },
        name: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        prefix: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        start: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "The key's first characters, shown in listings.",
        },
        key: {
          type: "string",
          description: "The secret key. Store it now: the server keeps only its hash.",
        },
        enabled: {
          type: "boolean",
        },
        expiresAt: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        referenceId: {
          type: "string",
          description: "The owner (the user id).",
        },
        userId: {
          type: "string",
          description: "The owner (the user id).",
        },
        configId: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        lastRefillAt: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        lastRequest: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
        },
        metadata: {
          anyOf: [
            {
              type: "object",
              unevaluatedProperties: {},
            },
            {
              type: "null",
            },
          ],
        },
        rateLimitMax: {
          anyOf: [
            {
              type: "integer",
              format: "int32",
            },
            {
              type: "null",
            },
          ],
        },
        rateLimitTimeWindow: {
          anyOf: [
            {
              type: "integer",
              format: "int32",
            },
            {
              type: "null",
            },
          ],
        },
        rateLimitEnabled: {
          type: "boolean",
        },
        remaining: {
          anyOf: [
            {
              type: "integer",
              format: "int32",
            },
            {
              type: "null",
            },
          ],
        },
        refillAmount: {
          anyOf: [
            {
              type: "integer",
              format: "int32",
            },
            {
              type: "null",
            },
          ],
        },
        refillInterval: {
          anyOf: [
            {
              type: "integer",
              format: "int32",
            },
            {
              type: "null",
            },
          ],
        },
        requestCount: {
          type: "integer",
          format: "int64",
          description: "Requests the key has authenticated.",
        },
        permissions: {
          anyOf: [
            {
              type: "object",
              unevaluatedProperties: {
                type: "array",
                items: {
                  type: "string",
                },
              },
            },
            {
              type: "null",
            },
          ],
        },
      },
      description: "A key as better-auth's api-key plugin returns it; `key` only at creation.",
      examples: [
        {
          id: "8a1f0c3e-5b7d-4e9f-a2c4-6e8a0b2d4f61",
          createdAt: "2026-11-22T10:00:00Z",
          updatedAt: "2026-11-22T10:00:00Z",
          name: "Deploy bot",
          prefix: "deploy",
          start: "sk_deplo",
          key: "sk_deploy_Q7fX2pL9sD4fG8hJ6kA0cE3nW1qR7tYz",
          enabled: true,
          expiresAt: "2026-12-22T10:00:00Z",
          referenceId: "6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b",
          userId: "6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b",
          configId: null,
          lastRefillAt: null,
          lastRequest: null,
          metadata: null,
          rateLimitMax: null,
          rateLimitTimeWindow: null,
          rateLimitEnabled: false,
          remaining: null,
          refillAmount: null,
          refillInterval: null,
          requestCount: 0,
          permissions: null,
        },
      ],
    },
    annotations: {
      title: "Create an API key (better-auth)",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "auth_error",
    title: "Sign-in error page",
    description:
      "The page a browser lands on when a sign-in flow fails: HTML, for people rather than\nprograms.",
    inputSchema: {
      type: "object",
      properties: {},
    },
    annotations: {
      title: "Sign-in error page",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {},
  },
  {
    name: "get_session",
    title: "Get the session",
    description: "The caller's session and user, or null when no credential was sent.",
    inputSchema: {
      type: "object",
      properties: {},
    },
    outputSchema: {
      type: "object",
      properties: {
        result: {
          anyOf: [
            {
              type: "object",
              required: ["session", "user"],
              properties: {
                session: {
                  type: "object",
                  required: ["id", "expiresAt", "token", "createdAt", "updatedAt", "userId"],
                  properties: {
                    id: {
                      type: "string",
                      description: "The session's id (a UUID).",
                      readOnly: true,
                    },
                    expiresAt: {
                      type: "string",
                      format: "date-time",
                      description: "When the session stops being valid.",
                    },
                    token: {
                      type: "string",
                      description:
                        "The session's revocation handle, `sid_<id>`: pass it to `POST /api/auth/revoke-session`.\nNever the secret itself — session secrets are shown once, at sign-in, and stored hashed\n(our design).",
                    },
                    createdAt: {
                      type: "string",
                      format: "date-time",
                    },
                    updatedAt: {
                      type: "string",
                      format: "date-time",
                    },
                    ipAddress: {
                      type: "string",
                      description: "The client address that signed in.",
                    },
                    userAgent: {
                      type: "string",
                      description: "The client's `User-Agent` at sign-in.",
                    },
                    userId: {
                      type: "string",
                      description: "The owner's id (a UUID).",
                    },
                  },
                  description: "One sign-in session (never its secret).",
                  examples: [
                    {
                      id: "2d7c0b4e-1f3a-4c5d-9e8f-7a6b5c4d3e2f",
                      expiresAt: "2026-11-29T10:00:00Z",
                      token: "sid_2d7c0b4e-1f3a-4c5d-9e8f-7a6b5c4d3e2f",
                      createdAt: "2026-11-22T10:00:00Z",
                      updatedAt: "2026-11-22T10:00:00Z",
                      ipAddress: "203.0.113.7",
                      userAgent: "curl/8.5.0",
                      userId: "6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b",
                    },
                  ],
                },
                user: {
                  type: "object",
                  required: ["id"],
                  properties: {
                    id: {
                      type: "string",
                      description: "The user's id (a UUID).",
                    },
                    email: {
                      type: "string",
                      description: "The user's e-mail address.",
                    },
                    name: {
                      type: "string",
                      description: "The user's display name.",
                    },
                  },
                  description: "A signed-in user, as session lookups show it.",
                  examples: [
                    {
                      id: "6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b",
                      email: "ada@example.com",
                      name: "Ada",
                    },
                  ],
                },
              },
              description: "A session lookup: the caller's session and user.",
            },
            {
              type: "null",
            },
          ],
        },
      },
      required: ["result"],
    },
    wrapsOutput: true,
    annotations: {
      title: "Get the session",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {},
  },
  {
    name: "list_sessions",
    title: "List sessions",
    description: "The caller's live sessions, newest first.",
    inputSchema: {
      type: "object",
      properties: {},
    },
    outputSchema: {
      type: "object",
      properties: {
        result: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "expiresAt", "token", "createdAt", "updatedAt", "userId"],
            properties: {
              id: {
                type: "string",
                description: "The session's id (a UUID).",
                readOnly: true,
              },
              expiresAt: {
                type: "string",
                format: "date-time",
                description: "When the session stops being valid.",
              },
              token: {
                type: "string",
                description:
                  "The session's revocation handle, `sid_<id>`: pass it to `POST /api/auth/revoke-session`.\nNever the secret itself — session secrets are shown once, at sign-in, and stored hashed\n(our design).",
              },
              createdAt: {
                type: "string",
                format: "date-time",
              },
              updatedAt: {
                type: "string",
                format: "date-time",
              },
              ipAddress: {
                type: "string",
                description: "The client address that signed in.",
              },
              userAgent: {
                type: "string",
                description: "The client's `User-Agent` at sign-in.",
              },
              userId: {
                type: "string",
                description: "The owner's id (a UUID).",
              },
            },
            description: "One sign-in session (never its secret).",
            examples: [
              {
                id: "2d7c0b4e-1f3a-4c5d-9e8f-7a6b5c4d3e2f",
                expiresAt: "2026-11-29T10:00:00Z",
                token: "sid_2d7c0b4e-1f3a-4c5d-9e8f-7a6b5c4d3e2f",
                createdAt: "2026-11-22T10:00:00Z",
                updatedAt: "2026-11-22T10:00:00Z",
                ipAddress: "203.0.113.7",
                userAgent: "curl/8.5.0",
                userId: "6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b",
              },
            ],
          },
        },
      },
      required: ["result"],
    },
    wrapsOutput: true,
    annotations: {
      title: "List sessions",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {},
  },
  {
    name: "auth_ok",
    title: "Sign-in liveness",
    description: "Liveness of sign-in: answers `{ok: true}` to a valid bearer credential.",
    inputSchema: {
      type: "object",
      properties: {},
    },
    outputSchema: {
      type: "object",
      required: ["ok"],
      properties: {
        ok: {
          type: "boolean",
          description: "Always true.",
        },
      },
      description: "`{ok}`.",
    },
    annotations: {
      title: "Sign-in liveness",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {},
  },
  {
    name: "revoke_session",
    title: "Revoke a session",
    description: "Revokes one of the caller's sessions; 404 when it is not a live session of the caller.",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          required: ["token"],
          properties: {
            token: {
              type: "string",
              maxLength: 1024,
              pattern: "^[^\\u0000-\\u001F\\u007F]*$",
              description: "A session's handle (`token` from list-sessions) or the session token itself.",
            },
          },
          description: "The body of `POST /api/auth/revoke-session`.",
          examples: [
            {
              token: "sid_2d7c0b4e-1f3a-4c5d-9e8f-7a6b5c4d3e2f",
            },
          ],
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      properties: {
        status: {
          type: "boolean",
        },
      },
      required: ["status"],
    },
    annotations: {
      title: "Revoke a session",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "revoke_sessions",
    title: "Revoke all sessions",
    description: "Revokes every session of the caller, the current one included.",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          description: "An empty JSON object.",
          examples: [{}],
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      properties: {
        status: {
          type: "boolean",
        },
      },
      required: ["status"],
    },
    annotations: {
      title: "Revoke all sessions",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "sign_in_email",
    title: "Sign in with e-mail",
    description:
      "Signs in with e-mail and password and opens a session (7 days, or 30 with `rememberMe`).\nA wrong address or password answers 401 without saying which. Brute force answers 429:\nafter 5 failures for one address or 20 from one client address in 15 minutes, further\nattempts are refused until the window ends (`Retry-After`).",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          required: ["email", "password"],
          properties: {
            email: {
              type: "string",
              maxLength: 254,
              pattern:
                "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
              format: "email",
              description: "The account's e-mail address.",
            },
            password: {
              type: "string",
              minLength: 1,
              maxLength: 128,
              pattern: "^[^\\u0000-\\u001F\\u007F]*$",
              description: "The password: 1 to 128 characters, no control characters.",
            },
            rememberMe: {
              type: "boolean",
              description: "Keep the session for 30 days instead of 7 (our design).",
            },
          },
          description: "The body of `POST /api/auth/sign-in/email`.",
          examples: [
            {
              email: "ada@example.com",
              password: "correct horse battery",
            },
          ],
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      required: ["token", "expiresAt", "user"],
      properties: {
        token: {
          type: "string",
          description:
            "The session token: send it as `Authorization: Bearer <token>` or the `auth.session_token`\ncookie. Shown once; the server keeps only its hash.",
        },
        expiresAt: {
          type: "string",
          format: "date-time",
          description: "When the session expires.",
        },
        user: {
          type: "object",
          required: ["id"],
          properties: {
            id: {
              type: "string",
              description: "The user's id (a UUID).",
            },
            email: {
              type: "string",
              description: "The user's e-mail address.",
            },
            name: {
              type: "string",
              description: "The user's display name.",
            },
          },
          description: "A signed-in user, as session lookups show it.",
          examples: [
            {
              id: "6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b",
              email: "ada@example.com",
              name: "Ada",
            },
          ],
        },
      },
      description: "A new session: its secret token (shown this once) and the user.",
      examples: [
        {
          token: "ses_Zq3Vb0m1yX4rT7uK9pL2sD5fG8hJ6kA0cE3nW1qR7tY",
          expiresAt: "2026-11-29T10:00:00Z",
          user: {
            id: "6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b",
            email: "ada@example.com",
            name: "Ada",
          },
        },
      ],
    },
    annotations: {
      title: "Sign in with e-mail",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "sign_out",
    title: "Sign out",
    description:
      "Ends the current session and clears the cookie. With an API key as the bearer there is no\nsession to end: the answer is the same and nothing changes.",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          description: "An empty JSON object.",
          examples: [{}],
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      properties: {
        success: {
          type: "boolean",
        },
      },
      required: ["success"],
    },
    annotations: {
      title: "Sign out",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "sign_up_email",
    title: "Sign up with e-mail",
    description:
      "Our design (the seed does not show it): creates an account with an e-mail address and a\npassword and signs it in. 409 when the address already has an account.",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          required: ["email", "password"],
          properties: {
            email: {
              type: "string",
              maxLength: 254,
              pattern:
                "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
              format: "email",
              description:
                "The e-mail address to sign in with; at most 254 characters. Unique, compared case-insensitively.",
            },
            password: {
              type: "string",
              minLength: 8,
              maxLength: 128,
              pattern: "^[^\\u0000-\\u001F\\u007F]*$",
              description: "8 to 128 characters, no control characters. Stored as a scrypt hash only.",
            },
            name: {
              type: "string",
              minLength: 1,
              maxLength: 120,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "A display name: safe text, 1 to 120 characters.",
            },
          },
          description: "The body of `POST /api/auth/sign-up/email`.",
          examples: [
            {
              email: "ada@example.com",
              password: "correct horse battery",
              name: "Ada",
            },
          ],
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      required: ["token", "expiresAt", "user"],
      properties: {
        token: {
          type: "string",
          description:
            "The session token: send it as `Authorization: Bearer <token>` or the `auth.session_token`\ncookie. Shown once; the server keeps only its hash.",
        },
        expiresAt: {
          type: "string",
          format: "date-time",
          description: "When the session expires.",
        },
        user: {
          type: "object",
          required: ["id"],
          properties: {
            id: {
              type: "string",
              description: "The user's id (a UUID).",
            },
            email: {
              type: "string",
              description: "The user's e-mail address.",
            },
            name: {
              type: "string",
              description: "The user's display name.",
            },
          },
          description: "A signed-in user, as session lookups show it.",
          examples: [
            {
              id: "6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b",
              email: "ada@example.com",
              name: "Ada",
            },
          ],
        },
      },
      description: "A new session: its secret token (shown this once) and the user.",
      examples: [
        {
          token: "ses_Zq3Vb0m1yX4rT7uK9pL2sD5fG8hJ6kA0cE3nW1qR7tY",
          expiresAt: "2026-11-29T10:00:00Z",
          user: {
            id: "6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b",
            email: "ada@example.com",
            name: "Ada",
          },
        },
      ],
    },
    annotations: {
      title: "Sign up with e-mail",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "update_session",
    title: "Update the session",
    description: "Updates the current session; 404 when the bearer is an API key (no session).",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          properties: {
            extend: {
              type: "boolean",
              description: "Slide the session's expiry to a full lifetime from now (our design).",
            },
          },
          description: "The body of `POST /api/auth/update-session`.",
          examples: [
            {
              extend: true,
            },
          ],
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      properties: {
        session: {
          type: "object",
          required: ["id", "expiresAt", "token", "createdAt", "updatedAt", "userId"],
          properties: {
            id: {
              type: "string",
              description: "The session's id (a UUID).",
              readOnly: true,
            },
            expiresAt: {
              type: "string",
              format: "date-time",
              description: "When the session stops being valid.",
            },
            token: {
              type: "string",
              description:
                "The session's revocation handle, `sid_<id>`: pass it to `POST /api/auth/revoke-session`.\nNever the secret itself — session secrets are shown once, at sign-in, and stored hashed\n(our design).",
            },
            createdAt: {
              type: "string",
              format: "date-time",
            },
            updatedAt: {
              type: "string",
              format: "date-time",
            },
            ipAddress: {
              type: "string",
              description: "The client address that signed in.",
            },
            userAgent: {
              type: "string",
              description: "The client's `User-Agent` at sign-in.",
            },
            userId: {
              type: "string",
              description: "The owner's id (a UUID).",
            },
          },
          description: "One sign-in session (never its secret).",
          examples: [
            {
              id: "2d7c0b4e-1f3a-4c5d-9e8f-7a6b5c4d3e2f",
              expiresAt: "2026-11-29T10:00:00Z",
              token: "sid_2d7c0b4e-1f3a-4c5d-9e8f-7a6b5c4d3e2f",
              createdAt: "2026-11-22T10:00:00Z",
              updatedAt: "2026-11-22T10:00:00Z",
              ipAddress: "203.0.113.7",
              userAgent: "curl/8.5.0",
              userId: "6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b",
            },
          ],
        },
      },
      required: ["session"],
    },
    annotations: {
      title: "Update the session",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "payment_config",
    title: "Payment configuration",
    description: "The public key the browser's payment element needs.",
    inputSchema: {
      type: "object",
      properties: {},
    },
    outputSchema: {
      type: "object",
      required: ["publishableKey"],
      properties: {
        publishableKey: {
          type: "string",
          description: "Public, non-secret key for the on-site payment element.",
        },
      },
      description: "The public payment configuration.",
      examples: [
        {
          publishableKey: "pk_local_account",
        },
      ],
    },
    annotations: {
      title: "Payment configuration",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {},
  },
  {
    name: "payment_health",
    title: "Payment health",
    description: "Whether the caller's billing needs attention.",
    inputSchema: {
      type: "object",
      properties: {},
    },
    outputSchema: {
      type: "object",
      required: ["alert"],
      properties: {
        alert: {
          anyOf: [
            {
              type: "object",
              required: ["kind", "message"],
              properties: {
                kind: {
                  type: "string",
                  enum: ["subscription_past_due", "topup_declined"],
                  description:
                    "`subscription_past_due`: a subscription renewal was declined. `topup_declined`: a\none-click top-up on the saved card was declined (our design for the second kind).",
                },
                message: {
                  type: "string",
                  description: "What happened and what to do, in plain words.",
                },
              },
              description: "A payment problem the user should fix.",
              examples: [
                {
                  kind: "subscription_past_due",
                  message:
                    "The last renewal of the starter plan was declined; update the card to keep the plan.",
                },
              ],
            },
            {
              type: "null",
            },
          ],
          description:
            "The open problem, or null when billing is healthy. Removed when the problem is fixed.",
        },
      },
      description: "The caller's payment health.",
      examples: [
        {
          alert: null,
        },
      ],
    },
    annotations: {
      title: "Payment health",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {},
  },
  {
    name: "payment_intent",
    title: "Start a top-up",
    description:
      "Starts a top-up of `amountCents` (plus tax). The credits in `breakdown` are granted when the\nprocessor's `payment_intent.succeeded` webhook arrives — never by this call. With\n`useDefaultCard` the saved card is charged at once (409 when none is saved).",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          required: ["amountCents"],
          properties: {
            amountCents: {
              type: "integer",
              format: "int32",
              minimum: 100,
              maximum: 100000,
              description: "The top-up amount in cents, 100 to 100000 (before tax).",
              examples: [1000],
            },
            useDefaultCard: {
              type: "boolean",
              description:
                "Charge the saved default card now (one click) instead of confirming in the browser.\n409 when no card is saved (`POST /api/billing/setup-intent` saves one).",
            },
          },
          description: "The body of `POST /api/billing/payment-intent`.",
          examples: [
            {
              amountCents: 1000,
              useDefaultCard: false,
            },
          ],
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      required: ["clientSecret", "breakdown"],
      properties: {
        clientSecret: {
          type: "string",
          description: "Confirms the payment in the browser's payment element. Never log it.",
        },
        breakdown: {
          type: "object",
          required: ["subtotalCents", "taxCents", "totalCents", "credits"],
          properties: {
            subtotalCents: {
              type: "integer",
              format: "int32",
              description: "The top-up amount, cents.",
            },
            taxCents: {
              type: "integer",
              format: "int32",
              description: "Sales tax added on top, cents.",
            },
            totalCents: {
              type: "integer",
              format: "int32",
              description: "Charged to the card, cents.",
            },
            credits: {
              type: "integer",
              format: "int64",
              description: "Credits granted when the payment arrives (micro-USD, net of the processing fee).",
            },
          },
          description: "Exactly what `GET /api/billing/purchase-quote` answers for the same amount.",
          examples: [
            {
              subtotalCents: 1000,
              taxCents: 73,
              totalCents: 1073,
              credits: 9410000,
            },
          ],
        },
        nextAction: {
          type: "object",
          required: ["type", "url"],
          properties: {
            type: {
              type: "string",
              enum: ["redirect_to_url"],
              description: "Open `url` in the browser.",
            },
            url: {
              type: "string",
              format: "uri",
              description: "The hosted payment page.",
            },
          },
          description:
            "Present when the payment is completed on a page the processor hosts: with the local\n(development) processor, a page whose \"Pay\" completes the payment, after which the credits\narrive with the processor's webhook as with a real payment. Absent when the browser's\npayment element confirms with `clientSecret` (Stripe) and for a one-click top-up.",
          examples: [
            {
              type: "redirect_to_url",
              url: "http://127.0.0.1:3000/_processor/payment/pi_local_4eC39HqLyjWDarjtT1zdp7dc",
            },
          ],
        },
      },
      description: "A started top-up.",
      examples: [
        {
          clientSecret: "pi_3QhX2m8Lk3Jd9Pa_secret_Vb0m1yX4rT7uK9pL",
          breakdown: {
            subtotalCents: 1000,
            taxCents: 73,
            totalCents: 1073,
            credits: 9410000,
          },
        },
      ],
    },
    annotations: {
      title: "Start a top-up",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "purchase_quote",
    title: "Quote a top-up",
    description: "What a top-up of `amountCents` would cost and yield; nothing is charged.",
    inputSchema: {
      type: "object",
      properties: {
        amountCents: {
          type: "integer",
          format: "int32",
          minimum: 100,
          maximum: 100000,
          description: "The top-up amount in cents, 100 to 100000 (before tax).",
          examples: [1000],
        },
      },
      required: ["amountCents"],
    },
    outputSchema: {
      type: "object",
      required: ["subtotalCents", "taxCents", "totalCents", "credits"],
      properties: {
        subtotalCents: {
          type: "integer",
          format: "int32",
          description: "The top-up amount, cents.",
        },
        taxCents: {
          type: "integer",
          format: "int32",
          description: "Sales tax added on top, cents.",
        },
        totalCents: {
          type: "integer",
          format: "int32",
          description: "Charged to the card, cents.",
        },
        credits: {
          type: "integer",
          format: "int64",
          description: "Credits granted when the payment arrives (micro-USD, net of the processing fee).",
        },
      },
      description:
        "What a top-up of `amountCents` costs and yields. `purchase-quote` and `payment-intent` compute\nit with one formula, so a one-click payment matches its quote exactly:\n\n- `subtotalCents` = `amountCents`\n- processing fee (cents) = ceil(`amountCents` × 2.9 / 100) + 30\n- `credits` = (`amountCents` − processing fee) × 10 000 — credits are micro-USD, so USD 1 is\n1 000 000 credits; the credits are already net of the fee\n- `taxCents` = round-half-up(`amountCents` × tax rate), sales tax added on top; the rate is\nthe server's `ACCOUNT_SALES_TAX_BPS` in basis points (default 725, i.e. 7.25 %)\n- `totalCents` = `subtotalCents` + `taxCents`: what the card is charged\n\nExample: 1000 cents → fee 59, credits 9 410 000, tax 73, total 1073.",
      examples: [
        {
          subtotalCents: 1000,
          taxCents: 73,
          totalCents: 1073,
          credits: 9410000,
        },
      ],
    },
    annotations: {
      title: "Quote a top-up",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      amountCents: "query",
    },
  },
  {
    name: "setup_intent",
    title: "Save a card",
    description: "Starts saving a card (a zero-amount setup) for one-click top-ups and subscriptions.",
    inputSchema: {
      type: "object",
      properties: {},
    },
    outputSchema: {
      type: "object",
      required: ["clientSecret"],
      properties: {
        clientSecret: {
          type: "string",
          description: "Confirms the setup or the first invoice's payment in the browser. Never log it.",
        },
      },
      description: "A client secret for the browser's payment element.",
      examples: [
        {
          clientSecret: "seti_1QhX2m8Lk3Jd9Pa_secret_Qx7rT2uK9pL4",
        },
      ],
    },
    annotations: {
      title: "Save a card",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {},
  },
  {
    name: "subscribe",
    title: "Subscribe to a plan",
    description:
      "Subscribes the caller to a plan, charging the saved default card in one click. The plan's\ncredits are granted on each `invoice.paid` webhook (the first invoice and every renewal).\n404 for an unknown plan; 409 when no card is saved or the caller already has an active\nsubscription.",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          required: ["planId"],
          properties: {
            planId: {
              type: "string",
              maxLength: 1024,
              pattern: "^[^\\u0000-\\u001F\\u007F]*$",
              description:
                "The plan: `starter` (USD 9 a month, 10 000 000 credits per paid invoice) or `pro` (USD 29,\n35 000 000 credits). Any other id answers 404.",
            },
          },
          description: "The body of `POST /api/billing/subscribe`.",
          examples: [
            {
              planId: "starter",
            },
          ],
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      required: ["clientSecret"],
      properties: {
        clientSecret: {
          type: "string",
          description: "Confirms the setup or the first invoice's payment in the browser. Never log it.",
        },
      },
      description: "A client secret for the browser's payment element.",
      examples: [
        {
          clientSecret: "seti_1QhX2m8Lk3Jd9Pa_secret_Qx7rT2uK9pL4",
        },
      ],
    },
    annotations: {
      title: "Subscribe to a plan",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "billing_webhook",
    title: "Payment processor webhook",
    description:
      "Our design (the seed does not show the webhook route): the payment processor's webhook.\nThe server verifies `Stripe-Signature` (HMAC-SHA256 over `<t>.<raw body>` with the webhook\nsecret, timestamp within 5 minutes) against the raw bytes before parsing, and applies each\nevent id once — a replayed event grants nothing. `payment_intent.succeeded` grants a\ntop-up's credits; `invoice.paid` grants the plan's credits and clears a past-due alert;\n`invoice.payment_failed` raises `subscription_past_due`; a declined one-click top-up raises\n`topup_declined`; `setup_intent.succeeded` records the saved card. Other kinds are\nacknowledged and ignored. 400 when `Stripe-Signature` is missing or not of the form\n`t=…,v1=…`, or the body is not an event; 401 when the signature is wrong or stale.",
    inputSchema: {
      type: "object",
      properties: {
        "Stripe-Signature": {
          type: "string",
          pattern: "^t=[0-9]+(,v[0-9]+=[0-9a-f]+)+$",
          maxLength: 1024,
          description: "`t=<unix seconds>,v1=<hex HMAC-SHA256>`, as the processor signs its webhooks.",
        },
        body: {
          type: "object",
          required: ["id", "type", "data"],
          properties: {
            id: {
              type: "string",
              maxLength: 255,
              description: "The event's id; the server applies each id once.",
            },
            type: {
              type: "string",
              maxLength: 255,
              description: "The event kind, for example `invoice.paid`.",
            },
            created: {
              type: "integer",
              format: "int64",
              minimum: 0,
              maximum: 9007199254740991,
              description: "When the processor created the event, Unix epoch seconds.",
            },
            data: {
              type: "object",
              properties: {
                object: {
                  type: "object",
                  unevaluatedProperties: {},
                  description: "The object the event is about.",
                },
              },
              required: ["object"],
              description: "The event's subject.",
            },
          },
          unevaluatedProperties: {},
          description:
            "A processor webhook event, as the processor sends it (Stripe's event shape). Only the\nfields the server reads are listed.",
          examples: [
            {
              id: "evt_1PqR8sLkdIwHu7ix",
              type: "payment_intent.succeeded",
              created: 1735725660,
              data: {
                object: {
                  id: "pi_3QhX2m8Lk3Jd9Pa",
                  status: "succeeded",
                },
              },
            },
          ],
        },
      },
      required: ["Stripe-Signature", "body"],
    },
    outputSchema: {
      type: "object",
      properties: {
        received: {
          type: "boolean",
          enum: [true],
          description: "Always true.",
        },
      },
      required: ["received"],
    },
    annotations: {
      title: "Payment processor webhook",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      "Stripe-Signature": "header",
      body: "body",
    },
  },
  {
    name: "api_health",
    title: "Health",
    description:
      "Liveness of the account service and its database (at most 600 calls a minute per client address).",
    inputSchema: {
      type: "object",
      properties: {},
    },
    outputSchema: {
      type: "object",
      required: ["ok", "service"],
      properties: {
        ok: {
          type: "boolean",
          description: "True when the service and its database answer.",
        },
        service: {
          type: "string",
          description: "The service name.",
        },
      },
      description: "Liveness.",
      examples: [
        {
          ok: true,
          service: "account",
        },
      ],
    },
    annotations: {
      title: "Health",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {},
  },
  {
    name: "keys_list",
    title: "List keys",
    description:
      "A signed-in user sees all of their keys; an API key with `keys:provision` sees only the keys\nbelow it. Oldest first.",
    inputSchema: {
      type: "object",
      properties: {},
    },
    outputSchema: {
      type: "object",
      properties: {
        keys: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "name",
              "start",
              "scopes",
              "enabled",
              "expiresAt",
              "lastUsed",
              "creditsUsed",
              "subtreeCreditsUsed",
              "creditLimit",
              "rateLimitSharePct",
              "parentKeyId",
              "depth",
            ],
            properties: {
              id: {
                type: "string",
                description: "The key's id (a UUID).",
              },
              name: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              start: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
                description: "The key's first characters, to tell keys apart; the rest is never shown again.",
              },
              scopes: {
                type: "array",
                items: {
                  type: "string",
                },
                description:
                  "What the key may do: `keys:provision` mints, lists and revokes keys below it; `admin` acts\nwith the owner's administrator rights (only when the owner is an administrator). Other\nscopes are labels the services may check.",
              },
              enabled: {
                type: "boolean",
                description: "False once the key or an ancestor was revoked.",
              },
              expiresAt: {
                anyOf: [
                  {
                    type: "string",
                    format: "date-time",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              lastUsed: {
                anyOf: [
                  {
                    type: "string",
                    format: "date-time",
                  },
                  {
                    type: "null",
                  },
                ],
                description: "When the key last authenticated a call.",
              },
              creditsUsed: {
                type: "integer",
                format: "int64",
                description: "Credits this key's own calls spent.",
              },
              subtreeCreditsUsed: {
                type: "integer",
                format: "int64",
                description: "Credits spent by this key and every key below it: what `creditLimit` caps.",
              },
              creditLimit: {
                anyOf: [
                  {
                    type: "integer",
                    format: "int64",
                  },
                  {
                    type: "null",
                  },
                ],
                description:
                  "The most credits the key and its descendants may spend together, or null for no cap of its\nown. Already clamped to every ancestor's cap when the key was minted; a call is refused\n(402) when it would push any ancestor's `subtreeCreditsUsed` past that ancestor's cap.",
              },
              rateLimitSharePct: {
                anyOf: [
                  {
                    type: "integer",
                    format: "int32",
                  },
                  {
                    type: "null",
                  },
                ],
                description:
                  "The key's share, in percent, of each rate-limited operation's allowance (`x-rate-limit`),\nor null for all of it; calls count against the key and every ancestor.",
              },
              parentKeyId: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
                description: "The key it was minted under, or null for a root key.",
              },
              depth: {
                type: "integer",
                format: "int32",
                description: "0 for a root key, parent's depth + 1 below it.",
              },
            },
            description: "One key in a listing (never its secret).",
            examples: [
              {
                id: "8a1f0c3e-5b7d-4e9f-a2c4-6e8a0b2d4f61",
                name: "CI runner",
                start: "sk_Q7fX2",
                scopes: ["uuid", "keys:provision"],
                enabled: true,
                expiresAt: null,
                lastUsed: "2026-11-22T09:30:00Z",
                creditsUsed: 34000,
                subtreeCreditsUsed: 51000,
                creditLimit: 5000000,
                rateLimitSharePct: 50,
                parentKeyId: null,
                depth: 0,
              },
            ],
          },
        },
      },
      required: ["keys"],
    },
    annotations: {
      title: "List keys",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {},
  },
  {
    name: "keys_provision",
    title: "Provision a key",
    description:
      "Mints a key. Scopes are clamped to the parent's, the credit cap and rate share to the\nparent's effective ones (the minimum up the chain), and a child's spend counts against\nevery ancestor's cap. 403 for an API key without `keys:provision`; 404 when `parentKeyId`\nnames no key the caller may mint under; 409 when that key is revoked or expired, or the\ntree is already 16 levels deep.",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          required: ["name"],
          properties: {
            name: {
              type: "string",
              minLength: 1,
              maxLength: 120,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "A name: safe text, 1 to 120 characters.",
            },
            scopes: {
              type: "array",
              items: {
                type: "string",
                minLength: 1,
                maxLength: 64,
                pattern: "^[A-Za-z0-9][A-Za-z0-9._:*/-]*$",
                description:
                  "A scope: 1 to 64 characters among letters, digits, dot, underscore, colon, star, slash and hyphen, starting with a letter or digit.",
              },
              maxItems: 20,
              description:
                "Requested scopes, at most 20. The server keeps only those the parent key (for a child) also\nholds; a root key keeps them all.",
              default: [],
            },
            creditLimit: {
              anyOf: [
                {
                  type: "integer",
                  format: "int64",
                },
                {
                  type: "null",
                },
              ],
              minimum: 0,
              maximum: 9007199254740991,
              description:
                "Cap on the new key's subtree spend in credits; clamped to the parent's effective cap.",
            },
            rateLimitSharePct: {
              anyOf: [
                {
                  type: "integer",
                  format: "int32",
                },
                {
                  type: "null",
                },
              ],
              minimum: 0,
              maximum: 100,
              description: "Share of the rate allowance in percent; clamped to the parent's effective share.",
            },
            expiresInDays: {
              anyOf: [
                {
                  type: "integer",
                  format: "int32",
                },
                {
                  type: "null",
                },
              ],
              minimum: 1,
              maximum: 3650,
              description: "Days until the key expires (1 to 3650); never later than the parent's expiry.",
            },
            parentKeyId: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              maxLength: 255,
              pattern: "^[^\\u0000-\\u001F\\u007F]*$",
              description:
                "Mint under this key (one of the caller's keys; for an API-key caller, itself or a key below\nit). Default: a root key for a signed-in user, a child of the calling key for an API key.",
            },
          },
          description: "The body of `POST /api/keys/provision`.",
          examples: [
            {
              name: "CI runner",
              scopes: ["uuid"],
              creditLimit: 1000000,
              rateLimitSharePct: 25,
              expiresInDays: 30,
              parentKeyId: null,
            },
          ],
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      required: ["key", "keyId", "scopes", "creditLimit", "rateLimitSharePct", "expiresAt"],
      properties: {
        key: {
          type: "string",
          description: "The secret key. Store it now: the server keeps only its hash.",
        },
        keyId: {
          type: "string",
        },
        scopes: {
          type: "array",
          items: {
            type: "string",
          },
          description: "The scopes granted (the request clamped to the parent's).",
        },
        creditLimit: {
          anyOf: [
            {
              type: "integer",
              format: "int64",
            },
            {
              type: "null",
            },
          ],
          description: "The cap in effect (the minimum up the chain), or null for none.",
        },
        rateLimitSharePct: {
          anyOf: [
            {
              type: "integer",
              format: "int32",
            },
            {
              type: "null",
            },
          ],
          description: "The share in effect (the minimum up the chain), or null for all of the allowance.",
        },
        expiresAt: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "When the key expires, or null.",
        },
      },
      description: "A minted key: the plaintext `key` is shown this once.",
      examples: [
        {
          key: "sk_Q7fX2pL9sD4fG8hJ6kA0cE3nW1qR7tYzV5bN2mX8",
          keyId: "8a1f0c3e-5b7d-4e9f-a2c4-6e8a0b2d4f61",
          scopes: ["uuid"],
          creditLimit: 1000000,
          rateLimitSharePct: 25,
          expiresAt: "2026-12-22T10:00:00Z",
        },
      ],
    },
    annotations: {
      title: "Provision a key",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "keys_revoke",
    title: "Revoke a key and its subtree",
    description:
      "Disables the key and every key below it; `revoked` counts the keys this call disabled (0\nwhen they already were). A user may revoke any of their keys; an API key with\n`keys:provision` only keys below it. 404 otherwise.",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          required: ["keyId"],
          properties: {
            keyId: {
              type: "string",
              minLength: 1,
              maxLength: 255,
              pattern: "^[^\\u0000-\\u001F\\u007F]*$",
              description: "The key to revoke, 1 to 255 characters.",
            },
          },
          description: "The body of `POST /api/keys/revoke`.",
          examples: [
            {
              keyId: "8a1f0c3e-5b7d-4e9f-a2c4-6e8a0b2d4f61",
            },
          ],
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      properties: {
        ok: {
          type: "boolean",
        },
        revoked: {
          type: "integer",
          format: "int32",
          description: "How many keys this call disabled.",
        },
      },
      required: ["ok", "revoked"],
    },
    annotations: {
      title: "Revoke a key and its subtree",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      body: "body",
    },
  },
];
