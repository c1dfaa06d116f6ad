// Generated from spec/account by codegen — run `npm run generate`. Do not edit.

import type { ToolDefinition } from "../../runtime/contract.js";

/** MCP tools of spec/account: one per operation, run through the same pipeline as REST calls. */
export const accountTools: ToolDefinition[] = [
  {
    name: "api_key_create",
    description: "Create an API key (better-auth)",
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
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "auth_error",
    description: "Sign-in error page",
    inputSchema: {
      type: "object",
      properties: {},
    },
    argumentLocations: {},
  },
  {
    name: "get_session",
    description: "Get the session",
    inputSchema: {
      type: "object",
      properties: {},
    },
    argumentLocations: {},
  },
  {
    name: "list_sessions",
    description: "List sessions",
    inputSchema: {
      type: "object",
      properties: {},
    },
    argumentLocations: {},
  },
  {
    name: "auth_ok",
    description: "Sign-in liveness",
    inputSchema: {
      type: "object",
      properties: {},
    },
    argumentLocations: {},
  },
  {
    name: "revoke_session",
    description: "Revoke a session",
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
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "revoke_sessions",
    description: "Revoke all sessions",
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
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "sign_in_email",
    description: "Sign in with e-mail",
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
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "sign_out",
    description: "Sign out",
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
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "sign_up_email",
    description: "Sign up with e-mail",
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
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "update_session",
    description: "Update the session",
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
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "payment_config",
    description: "Payment configuration",
    inputSchema: {
      type: "object",
      properties: {},
    },
    argumentLocations: {},
  },
  {
    name: "payment_health",
    description: "Payment health",
    inputSchema: {
      type: "object",
      properties: {},
    },
    argumentLocations: {},
  },
  {
    name: "payment_intent",
    description: "Start a top-up",
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
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "purchase_quote",
    description: "Quote a top-up",
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
    argumentLocations: {
      amountCents: "query",
    },
  },
  {
    name: "setup_intent",
    description: "Save a card",
    inputSchema: {
      type: "object",
      properties: {},
    },
    argumentLocations: {},
  },
  {
    name: "subscribe",
    description: "Subscribe to a plan",
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
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "billing_webhook",
    description: "Payment processor webhook",
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
    argumentLocations: {
      "Stripe-Signature": "header",
      body: "body",
    },
  },
  {
    name: "api_health",
    description: "Health",
    inputSchema: {
      type: "object",
      properties: {},
    },
    argumentLocations: {},
  },
  {
    name: "keys_list",
    description: "List keys",
    inputSchema: {
      type: "object",
      properties: {},
    },
    argumentLocations: {},
  },
  {
    name: "keys_provision",
    description: "Provision a key",
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
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "keys_revoke",
    description: "Revoke a key and its subtree",
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
    argumentLocations: {
      body: "body",
    },
  },
];
