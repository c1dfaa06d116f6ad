// Generated from spec/restaurant by codegen — run `npm run generate`. Do not edit.

import type { ToolDefinition } from "../../runtime/contract.js";

/** MCP tools of spec/restaurant: one per operation, run through the same pipeline as REST calls. */
export const restaurantTools: ToolDefinition[] = [
  {
    name: "list_api_keys",
    title: "List API keys",
    description: "The organization's live keys, newest first.",
    inputSchema: {
      type: "object",
      properties: {
        limit: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          default: 20,
          description: "Records per page, 1 to 100.",
        },
        cursor: {
          type: "string",
          pattern: "^[A-Za-z0-9_-]*$",
          maxLength: 512,
          description: "`next_cursor` of the previous page; absent for the first page.",
        },
      },
    },
    outputSchema: {
      type: "object",
      required: ["api_keys", "next_cursor"],
      properties: {
        api_keys: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "name", "start", "created_by", "created_at"],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
                minLength: 1,
                maxLength: 200,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
              },
              start: {
                type: "string",
                description: "The key's first characters, to recognise it.",
              },
              created_by: {
                type: "string",
                format: "uuid",
                description: "The member whose rights the key acts with.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              created_at: {
                type: "string",
                format: "date-time",
              },
            },
            description: "An API key of the organization (never its secret, except once in {",
          },
        },
        next_cursor: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "Pass it back as `cursor` for the next page; null on the last page.",
        },
      },
      description: "A page of API keys, newest first.",
    },
    annotations: {
      title: "List API keys",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      limit: "query",
      cursor: "query",
    },
  },
  {
    name: "create_api_key",
    title: "Create an API key",
    description: "Mints a key; its secret is in this answer only.",
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
              maxLength: 200,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
            },
          },
          description: "What minting an API key takes.",
          examples: [
            {
              name: "POS integration",
            },
          ],
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      required: ["id", "name", "start", "created_by", "created_at", "key"],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        start: {
          type: "string",
          description: "The key's first characters, to recognise it.",
        },
        created_by: {
          type: "string",
          format: "uuid",
          description: "The member whose rights the key acts with.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        key: {
          type: "string",
          description: "The secret: send it as `x-api-key`. Stored hashed; it cannot be shown again.",
        },
      },
      description: "A new API key with its secret, shown this once.",
    },
    annotations: {
      title: "Create an API key",
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
    name: "revoke_api_key",
    title: "Revoke an API key",
    description: "Revokes a key at once.",
    inputSchema: {
      type: "object",
      properties: {
        key_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["key_id"],
    },
    annotations: {
      title: "Revoke an API key",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      key_id: "path",
    },
  },
  {
    name: "sign_in_email",
    title: "Sign in with e-mail",
    description:
      "Signs in with e-mail and password and answers a session token (7 days, or 30 with\n`rememberMe`). A wrong address or password answers 401 `invalid_login` without saying which.\nAfter 5 failures for one address or 20 from one client address in 15 minutes, attempts are\nrefused with 429 until the window ends (`Retry-After`).",
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
              email: "ada@bistro.example",
              password: "correct horse battery",
            },
          ],
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      required: ["token", "expires_at", "user"],
      properties: {
        token: {
          type: "string",
          description:
            "The session token: send it as `Authorization: Bearer <token>`. Shown once; the server keeps\nonly its hash.",
        },
        expires_at: {
          type: "string",
          format: "date-time",
          description: "When the session expires.",
        },
        user: {
          type: "object",
          required: ["id", "email", "name"],
          properties: {
            id: {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            email: {
              type: "string",
              maxLength: 254,
              pattern:
                "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
              format: "email",
              description: "An e-mail address, at most 254 characters.",
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
          },
          description: "A person's account, as sign-in and the member lists show it.",
        },
      },
      description: "A new session: its secret token (shown this once) and the person signed in.",
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
      "Our design: ends the session whose token is the bearer. With an API key there is no session to\nend: the answer is the same and nothing changes.",
    inputSchema: {
      type: "object",
      properties: {},
    },
    outputSchema: {
      type: "object",
      properties: {
        success: {
          type: "boolean",
          enum: [true],
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
    argumentLocations: {},
  },
  {
    name: "sign_up_email",
    title: "Sign up with e-mail",
    description:
      "Our design: creates an account with an e-mail address and a password and signs it in; the new\naccount belongs to no organization until it creates one (`POST /api/organizations`) or a\nrestaurant's manager adds it. 409 `email_taken` when the address already has an account.",
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
              description: "The e-mail address to sign in with; unique, compared case-insensitively.",
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
              maxLength: 200,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "A display name.",
            },
          },
          description: "The body of `POST /api/auth/sign-up/email`.",
          examples: [
            {
              email: "ada@bistro.example",
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
      required: ["token", "expires_at", "user"],
      properties: {
        token: {
          type: "string",
          description:
            "The session token: send it as `Authorization: Bearer <token>`. Shown once; the server keeps\nonly its hash.",
        },
        expires_at: {
          type: "string",
          format: "date-time",
          description: "When the session expires.",
        },
        user: {
          type: "object",
          required: ["id", "email", "name"],
          properties: {
            id: {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            email: {
              type: "string",
              maxLength: 254,
              pattern:
                "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
              format: "email",
              description: "An e-mail address, at most 254 characters.",
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
          },
          description: "A person's account, as sign-in and the member lists show it.",
        },
      },
      description: "A new session: its secret token (shown this once) and the person signed in.",
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
    name: "get_organization",
    title: "Get the organization",
    description: "The caller's organization; 403 `no_organization` when the caller belongs to none.",
    inputSchema: {
      type: "object",
      properties: {},
    },
    outputSchema: {
      type: "object",
      required: ["id", "name", "currency", "owner", "created_at"],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        currency: {
          type: "string",
          pattern: "^[A-Z]{3}$",
          description: "The currency of every amount in the organization (menu prices, orders, promotions).",
          examples: ["USD"],
        },
        owner: {
          type: "boolean",
          description: "Whether the caller is its owner.",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "The caller's organization: the restaurant business.",
    },
    annotations: {
      title: "Get the organization",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {},
  },
  {
    name: "create_organization",
    title: "Create the organization",
    description:
      "Creates an organization with the caller as its owner. 409 `already_member` when the caller\nalready belongs to one (a person works for one business).",
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
              maxLength: 200,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
            },
            currency: {
              type: "string",
              pattern: "^[A-Z]{3}$",
              description: "Fixed at creation; USD when absent.",
              examples: ["USD"],
              default: "USD",
            },
          },
          description: "What creating an organization takes.",
          examples: [
            {
              name: "Bistro Group",
              currency: "EUR",
            },
          ],
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      required: ["id", "name", "currency", "owner", "created_at"],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        currency: {
          type: "string",
          pattern: "^[A-Z]{3}$",
          description: "The currency of every amount in the organization (menu prices, orders, promotions).",
          examples: ["USD"],
        },
        owner: {
          type: "boolean",
          description: "Whether the caller is its owner.",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "The caller's organization: the restaurant business.",
    },
    annotations: {
      title: "Create the organization",
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
    name: "list_orders",
    title: "List orders",
    description:
      "The orders of the restaurants the caller holds a role on (the owner: all), newest first,\nfiltered by restaurant, status, channel, customer and placing time. The seed's route,\nauthenticated with `x-api-key` (a session bearer works too).",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        status: {
          type: "string",
          enum: [
            "placed",
            "accepted",
            "preparing",
            "ready",
            "picked_up",
            "out_for_delivery",
            "completed",
            "cancelled",
            "failed",
          ],
          description:
            "An order's state. Our design, after Deliverect's forward-only statuses: placed → accepted →\npreparing → ready → picked_up (takeaway, web, app, pos, aggregator) or out_for_delivery\n(delivery) → completed; dine-in goes ready → completed (served). `cancelled` from any state\nbefore completion (and from completed, by a manager: a void, which reverses loyalty points);\n`failed` from any state before completion.",
        },
        channel: {
          type: "string",
          enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
          description:
            "Where an order came from. `aggregator` orders carry the platform's own id in `external_id`.",
        },
        customer_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        placed_from: {
          type: "string",
          format: "date-time",
          description: "Placed at or after this instant.",
        },
        placed_to: {
          type: "string",
          format: "date-time",
          description: "Placed before this instant.",
        },
        limit: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          default: 20,
          description: "Records per page, 1 to 100.",
        },
        cursor: {
          type: "string",
          pattern: "^[A-Za-z0-9_-]*$",
          maxLength: 512,
          description: "`next_cursor` of the previous page; absent for the first page.",
        },
      },
    },
    outputSchema: {
      type: "object",
      required: ["orders", "next_cursor"],
      properties: {
        orders: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "restaurant_id",
              "channel",
              "external_id",
              "status",
              "allowed_verbs",
              "customer_id",
              "currency",
              "lines",
              "subtotal_amount",
              "discount_amount",
              "total_amount",
              "promotions",
              "reward",
              "note",
              "table_label",
              "delivery_address",
              "cancel_reason",
              "placed_at",
              "accepted_at",
              "preparing_at",
              "ready_at",
              "picked_up_at",
              "out_for_delivery_at",
              "completed_at",
              "cancelled_at",
              "failed_at",
              "updated_at",
            ],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              restaurant_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              channel: {
                type: "string",
                enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
                description:
                  "Where an order came from. `aggregator` orders carry the platform's own id in `external_id`.",
              },
              external_id: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
                description:
                  "The aggregator's or POS's own id for the order; unique per restaurant and channel.",
              },
              status: {
                type: "string",
                enum: [
                  "placed",
                  "accepted",
                  "preparing",
                  "ready",
                  "picked_up",
                  "out_for_delivery",
                  "completed",
                  "cancelled",
                  "failed",
                ],
                description:
                  "An order's state. Our design, after Deliverect's forward-only statuses: placed → accepted →\npreparing → ready → picked_up (takeaway, web, app, pos, aggregator) or out_for_delivery\n(delivery) → completed; dine-in goes ready → completed (served). `cancelled` from any state\nbefore completion (and from completed, by a manager: a void, which reverses loyalty points);\n`failed` from any state before completion.",
              },
              allowed_verbs: {
                type: "array",
                items: {
                  type: "string",
                  enum: ["accept", "start", "ready", "pick-up", "dispatch", "complete", "cancel", "fail"],
                  description: "A verb that moves an order.",
                },
                description: "The verbs the order's state allows now (what a kitchen screen can offer).",
              },
              customer_id: {
                anyOf: [
                  {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  {
                    type: "null",
                  },
                ],
              },
              currency: {
                type: "string",
              },
              lines: {
                type: "array",
                items: {
                  type: "object",
                  required: [
                    "id",
                    "food_item_id",
                    "variant_id",
                    "name",
                    "variant_name",
                    "quantity",
                    "modifiers",
                    "unit_amount",
                    "line_amount",
                    "discount_amount",
                    "note",
                  ],
                  properties: {
                    id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    food_item_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    variant_id: {
                      anyOf: [
                        {
                          type: "string",
                          format: "uuid",
                          description: "A UUID naming a record.",
                          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                        },
                        {
                          type: "null",
                        },
                      ],
                    },
                    name: {
                      type: "string",
                    },
                    variant_name: {
                      anyOf: [
                        {
                          type: "string",
                        },
                        {
                          type: "null",
                        },
                      ],
                    },
                    quantity: {
                      type: "integer",
                      format: "int32",
                      minimum: 1,
                    },
                    modifiers: {
                      type: "array",
                      items: {
                        type: "object",
                        required: ["option_id", "group_id", "name", "price_delta"],
                        properties: {
                          option_id: {
                            type: "string",
                            format: "uuid",
                            description: "A UUID naming a record.",
                            examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                          },
                          group_id: {
                            type: "string",
                            format: "uuid",
                            description: "A UUID naming a record.",
                            examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                          },
                          name: {
                            type: "string",
                          },
                          price_delta: {
                            type: "integer",
                            format: "int64",
                            minimum: 0,
                            maximum: 100000000,
                            description:
                              "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                          },
                        },
                        description: "One modifier option chosen on a line, as priced.",
                      },
                    },
                    unit_amount: {
                      type: "integer",
                      format: "int64",
                      minimum: 0,
                      maximum: 100000000,
                      description: "The variant's price at this branch plus the chosen options' deltas.",
                    },
                    line_amount: {
                      type: "integer",
                      format: "int64",
                      minimum: 0,
                      maximum: 100000000,
                      description: "`unit_amount × quantity`.",
                    },
                    discount_amount: {
                      type: "integer",
                      format: "int64",
                      minimum: 0,
                      maximum: 100000000,
                      description: "The part of the order's discount given on this line.",
                    },
                    note: {
                      anyOf: [
                        {
                          type: "string",
                        },
                        {
                          type: "null",
                        },
                      ],
                    },
                  },
                  description: "One line of an order, as the server priced it when the order was placed.",
                },
              },
              subtotal_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "The sum of `line_amount`.",
              },
              discount_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "Promotions plus the reward; never more than the subtotal.",
              },
              total_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "`subtotal_amount − discount_amount`.",
              },
              promotions: {
                type: "array",
                items: {
                  type: "object",
                  required: ["promotion_id", "name", "amount"],
                  properties: {
                    promotion_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    name: {
                      type: "string",
                    },
                    amount: {
                      type: "integer",
                      format: "int64",
                      minimum: 0,
                      maximum: 100000000,
                      description:
                        "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                    },
                  },
                  description: "A promotion the server applied, and how much it took off.",
                },
              },
              reward: {
                anyOf: [
                  {
                    type: "object",
                    required: ["reward_id", "name", "points_cost", "amount"],
                    properties: {
                      reward_id: {
                        type: "string",
                        format: "uuid",
                        description: "A UUID naming a record.",
                        examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                      },
                      name: {
                        type: "string",
                      },
                      points_cost: {
                        type: "integer",
                        format: "int64",
                      },
                      amount: {
                        type: "integer",
                        format: "int64",
                        minimum: 0,
                        maximum: 100000000,
                        description:
                          "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                      },
                    },
                    description: "A loyalty reward redeemed on the order, and what it took off.",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              note: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              table_label: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              delivery_address: {
                anyOf: [
                  {
                    type: "object",
                    required: ["line1", "city", "country"],
                    properties: {
                      line1: {
                        type: "string",
                        minLength: 1,
                        maxLength: 200,
                        pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                      },
                      line2: {
                        type: "string",
                        maxLength: 200,
                        pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                      },
                      city: {
                        type: "string",
                        minLength: 1,
                        maxLength: 100,
                        pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                      },
                      postal_code: {
                        type: "string",
                        maxLength: 20,
                        pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                      },
                      country: {
                        type: "string",
                        pattern: "^[A-Z]{2}$",
                        description: "ISO 3166-1 alpha-2 country code.",
                      },
                      instructions: {
                        type: "string",
                        maxLength: 500,
                        pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                      },
                    },
                    description: "A delivery address.",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              cancel_reason: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              placed_at: {
                type: "string",
                format: "date-time",
              },
              accepted_at: {
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
              preparing_at: {
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
              ready_at: {
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
              picked_up_at: {
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
              out_for_delivery_at: {
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
              completed_at: {
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
              cancelled_at: {
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
              failed_at: {
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
              updated_at: {
                type: "string",
                format: "date-time",
              },
            },
            description: "An order. Amounts are in the organization's `currency`, priced by the server.",
          },
        },
        next_cursor: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "Pass it back as `cursor` for the next page; null on the last page.",
        },
      },
      description: "A page of orders, newest first.",
    },
    annotations: {
      title: "List orders",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "query",
      status: "query",
      channel: "query",
      customer_id: "query",
      placed_from: "query",
      placed_to: "query",
      limit: "query",
      cursor: "query",
    },
  },
  {
    name: "create_order",
    title: "Place an order",
    description:
      "Our design: places an order (staff of the restaurant). Each line's item and variant must be\non sale at the restaurant now (422 `item_unavailable`), its modifier choices within each\ngroup's limits (422 `invalid_modifiers`); promotion codes must apply (409\n`promotion_unavailable`); a reward needs the points (409 `insufficient_points`). With an\n`Idempotency-Key`, a repeat with the same body answers the first order (200,\n`Idempotent-Replayed: true`) and a different body 409 `idempotency_key_reused`; nothing is\nwritten twice.",
    inputSchema: {
      type: "object",
      properties: {
        "Idempotency-Key": {
          type: "string",
          pattern: "^[\\x21-\\x7E]+$",
          minLength: 1,
          maxLength: 255,
          description:
            "Makes retries safe: one order per key in the organization (1 to 255 visible characters).",
        },
        body: {
          type: "object",
          required: ["restaurant_id", "channel", "lines"],
          properties: {
            restaurant_id: {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            channel: {
              type: "string",
              enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
              description:
                "Where an order came from. `aggregator` orders carry the platform's own id in `external_id`.",
            },
            external_id: {
              type: "string",
              minLength: 1,
              maxLength: 100,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description:
                "The aggregator's or POS's own id: a second order with the same one is 409 `conflict`.",
            },
            customer_id: {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            lines: {
              type: "array",
              items: {
                type: "object",
                required: ["food_item_id", "quantity"],
                properties: {
                  food_item_id: {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  variant_id: {
                    type: "string",
                    format: "uuid",
                    description: "Required when the item has more than one variant; the only one otherwise.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  quantity: {
                    type: "integer",
                    format: "int32",
                    minimum: 1,
                    maximum: 99,
                  },
                  modifier_option_ids: {
                    type: "array",
                    items: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    maxItems: 50,
                    description:
                      "The chosen modifier options (each at most once). Each of the item's modifier groups must get\nbetween its `min_selections` and `max_selections` of them: 422 `invalid_modifiers` otherwise.",
                  },
                  note: {
                    type: "string",
                    maxLength: 2000,
                    pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                    description:
                      "Free text (a description, a note): at most 2,000 characters, no `<`, `>` or control characters.",
                  },
                  unit_price: {
                    description: "Prices come from the restaurant's menu: the server prices every order.",
                    not: {},
                  },
                  price: {
                    description: "Prices come from the restaurant's menu: the server prices every order.",
                    not: {},
                  },
                },
                description: "One line of a new order: what and how many; never a price.",
              },
              minItems: 1,
              maxItems: 100,
            },
            promotion_codes: {
              type: "array",
              items: {
                type: "string",
                minLength: 1,
                maxLength: 64,
                pattern: "^[A-Za-z0-9_-]+$",
                description: "A promotion code as customers type it (compared case-insensitively).",
                examples: ["SPRING10"],
              },
              maxItems: 5,
              description: "Promotion codes to apply (automatic promotions apply without one).",
            },
            reward_id: {
              type: "string",
              format: "uuid",
              description:
                "A loyalty reward to redeem: needs `customer_id` and enough points (409 `insufficient_points`).",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            note: {
              type: "string",
              maxLength: 2000,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description:
                "Free text (a description, a note): at most 2,000 characters, no `<`, `>` or control characters.",
            },
            table_label: {
              type: "string",
              minLength: 1,
              maxLength: 50,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "Dine-in: the table, as staff name it.",
            },
            delivery_address: {
              type: "object",
              required: ["line1", "city", "country"],
              properties: {
                line1: {
                  type: "string",
                  minLength: 1,
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                line2: {
                  type: "string",
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                city: {
                  type: "string",
                  minLength: 1,
                  maxLength: 100,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                postal_code: {
                  type: "string",
                  maxLength: 20,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                country: {
                  type: "string",
                  pattern: "^[A-Z]{2}$",
                  description: "ISO 3166-1 alpha-2 country code.",
                },
                instructions: {
                  type: "string",
                  maxLength: 500,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
              },
              description: "Required for `delivery`.",
            },
            total_amount: {
              description: "Totals are computed by the server.",
              not: {},
            },
            subtotal_amount: {
              description: "Totals are computed by the server.",
              not: {},
            },
          },
          description: "A new order, or a quote's cart.",
          examples: [
            {
              restaurant_id: "3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97",
              channel: "takeaway",
              lines: [
                {
                  food_item_id: "8c1f0e2a-4b6d-4e3a-9f7c-2d5b8a1e6c40",
                  quantity: 2,
                },
              ],
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
        "restaurant_id",
        "channel",
        "external_id",
        "status",
        "allowed_verbs",
        "customer_id",
        "currency",
        "lines",
        "subtotal_amount",
        "discount_amount",
        "total_amount",
        "promotions",
        "reward",
        "note",
        "table_label",
        "delivery_address",
        "cancel_reason",
        "placed_at",
        "accepted_at",
        "preparing_at",
        "ready_at",
        "picked_up_at",
        "out_for_delivery_at",
        "completed_at",
        "cancelled_at",
        "failed_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        channel: {
          type: "string",
          enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
          description:
            "Where an order came from. `aggregator` orders carry the platform's own id in `external_id`.",
        },
        external_id: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "The aggregator's or POS's own id for the order; unique per restaurant and channel.",
        },
        status: {
          type: "string",
          enum: [
            "placed",
            "accepted",
            "preparing",
            "ready",
            "picked_up",
            "out_for_delivery",
            "completed",
            "cancelled",
            "failed",
          ],
          description:
            "An order's state. Our design, after Deliverect's forward-only statuses: placed → accepted →\npreparing → ready → picked_up (takeaway, web, app, pos, aggregator) or out_for_delivery\n(delivery) → completed; dine-in goes ready → completed (served). `cancelled` from any state\nbefore completion (and from completed, by a manager: a void, which reverses loyalty points);\n`failed` from any state before completion.",
        },
        allowed_verbs: {
          type: "array",
          items: {
            type: "string",
            enum: ["accept", "start", "ready", "pick-up", "dispatch", "complete", "cancel", "fail"],
            description: "A verb that moves an order.",
          },
          description: "The verbs the order's state allows now (what a kitchen screen can offer).",
        },
        customer_id: {
          anyOf: [
            {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            {
              type: "null",
            },
          ],
        },
        currency: {
          type: "string",
        },
        lines: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "food_item_id",
              "variant_id",
              "name",
              "variant_name",
              "quantity",
              "modifiers",
              "unit_amount",
              "line_amount",
              "discount_amount",
              "note",
            ],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              food_item_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              variant_id: {
                anyOf: [
                  {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  {
                    type: "null",
                  },
                ],
              },
              name: {
                type: "string",
              },
              variant_name: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              quantity: {
                type: "integer",
                format: "int32",
                minimum: 1,
              },
              modifiers: {
                type: "array",
                items: {
                  type: "object",
                  required: ["option_id", "group_id", "name", "price_delta"],
                  properties: {
                    option_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    group_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    name: {
                      type: "string",
                    },
                    price_delta: {
                      type: "integer",
                      format: "int64",
                      minimum: 0,
                      maximum: 100000000,
                      description:
                        "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                    },
                  },
                  description: "One modifier option chosen on a line, as priced.",
                },
              },
              unit_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "The variant's price at this branch plus the chosen options' deltas.",
              },
              line_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "`unit_amount × quantity`.",
              },
              discount_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "The part of the order's discount given on this line.",
              },
              note: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
            },
            description: "One line of an order, as the server priced it when the order was placed.",
          },
        },
        subtotal_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "The sum of `line_amount`.",
        },
        discount_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "Promotions plus the reward; never more than the subtotal.",
        },
        total_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "`subtotal_amount − discount_amount`.",
        },
        promotions: {
          type: "array",
          items: {
            type: "object",
            required: ["promotion_id", "name", "amount"],
            properties: {
              promotion_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
              },
              amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description:
                  "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
              },
            },
            description: "A promotion the server applied, and how much it took off.",
          },
        },
        reward: {
          anyOf: [
            {
              type: "object",
              required: ["reward_id", "name", "points_cost", "amount"],
              properties: {
                reward_id: {
                  type: "string",
                  format: "uuid",
                  description: "A UUID naming a record.",
                  examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                },
                name: {
                  type: "string",
                },
                points_cost: {
                  type: "integer",
                  format: "int64",
                },
                amount: {
                  type: "integer",
                  format: "int64",
                  minimum: 0,
                  maximum: 100000000,
                  description:
                    "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                },
              },
              description: "A loyalty reward redeemed on the order, and what it took off.",
            },
            {
              type: "null",
            },
          ],
        },
        note: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        table_label: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        delivery_address: {
          anyOf: [
            {
              type: "object",
              required: ["line1", "city", "country"],
              properties: {
                line1: {
                  type: "string",
                  minLength: 1,
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                line2: {
                  type: "string",
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                city: {
                  type: "string",
                  minLength: 1,
                  maxLength: 100,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                postal_code: {
                  type: "string",
                  maxLength: 20,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                country: {
                  type: "string",
                  pattern: "^[A-Z]{2}$",
                  description: "ISO 3166-1 alpha-2 country code.",
                },
                instructions: {
                  type: "string",
                  maxLength: 500,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
              },
              description: "A delivery address.",
            },
            {
              type: "null",
            },
          ],
        },
        cancel_reason: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        placed_at: {
          type: "string",
          format: "date-time",
        },
        accepted_at: {
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
        preparing_at: {
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
        ready_at: {
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
        picked_up_at: {
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
        out_for_delivery_at: {
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
        completed_at: {
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
        cancelled_at: {
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
        failed_at: {
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
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "An order. Amounts are in the organization's `currency`, priced by the server.",
    },
    annotations: {
      title: "Place an order",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      "Idempotency-Key": "header",
      body: "body",
    },
  },
  {
    name: "quote_order",
    title: "Price an order without placing it",
    description:
      "Our design: prices a cart as `create_order` would now — the same checks and promotions — and\nstores nothing (a reward is not priced here: redeeming holds points).",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          required: ["restaurant_id", "channel", "lines"],
          properties: {
            restaurant_id: {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            channel: {
              type: "string",
              enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
              description:
                "Where an order came from. `aggregator` orders carry the platform's own id in `external_id`.",
            },
            external_id: {
              type: "string",
              minLength: 1,
              maxLength: 100,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description:
                "The aggregator's or POS's own id: a second order with the same one is 409 `conflict`.",
            },
            customer_id: {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            lines: {
              type: "array",
              items: {
                type: "object",
                required: ["food_item_id", "quantity"],
                properties: {
                  food_item_id: {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  variant_id: {
                    type: "string",
                    format: "uuid",
                    description: "Required when the item has more than one variant; the only one otherwise.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  quantity: {
                    type: "integer",
                    format: "int32",
                    minimum: 1,
                    maximum: 99,
                  },
                  modifier_option_ids: {
                    type: "array",
                    items: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    maxItems: 50,
                    description:
                      "The chosen modifier options (each at most once). Each of the item's modifier groups must get\nbetween its `min_selections` and `max_selections` of them: 422 `invalid_modifiers` otherwise.",
                  },
                  note: {
                    type: "string",
                    maxLength: 2000,
                    pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                    description:
                      "Free text (a description, a note): at most 2,000 characters, no `<`, `>` or control characters.",
                  },
                  unit_price: {
                    description: "Prices come from the restaurant's menu: the server prices every order.",
                    not: {},
                  },
                  price: {
                    description: "Prices come from the restaurant's menu: the server prices every order.",
                    not: {},
                  },
                },
                description: "One line of a new order: what and how many; never a price.",
              },
              minItems: 1,
              maxItems: 100,
            },
            promotion_codes: {
              type: "array",
              items: {
                type: "string",
                minLength: 1,
                maxLength: 64,
                pattern: "^[A-Za-z0-9_-]+$",
                description: "A promotion code as customers type it (compared case-insensitively).",
                examples: ["SPRING10"],
              },
              maxItems: 5,
              description: "Promotion codes to apply (automatic promotions apply without one).",
            },
            reward_id: {
              type: "string",
              format: "uuid",
              description:
                "A loyalty reward to redeem: needs `customer_id` and enough points (409 `insufficient_points`).",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            note: {
              type: "string",
              maxLength: 2000,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description:
                "Free text (a description, a note): at most 2,000 characters, no `<`, `>` or control characters.",
            },
            table_label: {
              type: "string",
              minLength: 1,
              maxLength: 50,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "Dine-in: the table, as staff name it.",
            },
            delivery_address: {
              type: "object",
              required: ["line1", "city", "country"],
              properties: {
                line1: {
                  type: "string",
                  minLength: 1,
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                line2: {
                  type: "string",
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                city: {
                  type: "string",
                  minLength: 1,
                  maxLength: 100,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                postal_code: {
                  type: "string",
                  maxLength: 20,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                country: {
                  type: "string",
                  pattern: "^[A-Z]{2}$",
                  description: "ISO 3166-1 alpha-2 country code.",
                },
                instructions: {
                  type: "string",
                  maxLength: 500,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
              },
              description: "Required for `delivery`.",
            },
            total_amount: {
              description: "Totals are computed by the server.",
              not: {},
            },
            subtotal_amount: {
              description: "Totals are computed by the server.",
              not: {},
            },
          },
          description: "A new order, or a quote's cart.",
          examples: [
            {
              restaurant_id: "3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97",
              channel: "takeaway",
              lines: [
                {
                  food_item_id: "8c1f0e2a-4b6d-4e3a-9f7c-2d5b8a1e6c40",
                  quantity: 2,
                },
              ],
            },
          ],
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      required: ["currency", "lines", "subtotal_amount", "discount_amount", "total_amount", "promotions"],
      properties: {
        currency: {
          type: "string",
        },
        lines: {
          type: "array",
          items: {
            type: "object",
            required: [
              "food_item_id",
              "variant_id",
              "name",
              "variant_name",
              "quantity",
              "modifiers",
              "unit_amount",
              "line_amount",
              "discount_amount",
              "note",
            ],
            properties: {
              food_item_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              variant_id: {
                anyOf: [
                  {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  {
                    type: "null",
                  },
                ],
              },
              name: {
                type: "string",
              },
              variant_name: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              quantity: {
                type: "integer",
                format: "int32",
                minimum: 1,
              },
              modifiers: {
                type: "array",
                items: {
                  type: "object",
                  required: ["option_id", "group_id", "name", "price_delta"],
                  properties: {
                    option_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    group_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    name: {
                      type: "string",
                    },
                    price_delta: {
                      type: "integer",
                      format: "int64",
                      minimum: 0,
                      maximum: 100000000,
                      description:
                        "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                    },
                  },
                  description: "One modifier option chosen on a line, as priced.",
                },
              },
              unit_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "The variant's price at this branch plus the chosen options' deltas.",
              },
              line_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "`unit_amount × quantity`.",
              },
              discount_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "The part of the order's discount given on this line.",
              },
              note: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
            },
            description: "A line as it would be priced now.",
          },
        },
        subtotal_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description:
            "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
        },
        discount_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description:
            "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
        },
        total_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description:
            "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
        },
        promotions: {
          type: "array",
          items: {
            type: "object",
            required: ["promotion_id", "name", "amount"],
            properties: {
              promotion_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
              },
              amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description:
                  "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
              },
            },
            description: "A promotion the server applied, and how much it took off.",
          },
        },
      },
      description: "What an order would cost now, without placing it.",
    },
    annotations: {
      title: "Price an order without placing it",
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
    name: "get_order",
    title: "Get an order",
    description: "Our design: one order of a restaurant the caller holds a role on.",
    inputSchema: {
      type: "object",
      properties: {
        order_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["order_id"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "restaurant_id",
        "channel",
        "external_id",
        "status",
        "allowed_verbs",
        "customer_id",
        "currency",
        "lines",
        "subtotal_amount",
        "discount_amount",
        "total_amount",
        "promotions",
        "reward",
        "note",
        "table_label",
        "delivery_address",
        "cancel_reason",
        "placed_at",
        "accepted_at",
        "preparing_at",
        "ready_at",
        "picked_up_at",
        "out_for_delivery_at",
        "completed_at",
        "cancelled_at",
        "failed_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        channel: {
          type: "string",
          enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
          description:
            "Where an order came from. `aggregator` orders carry the platform's own id in `external_id`.",
        },
        external_id: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "The aggregator's or POS's own id for the order; unique per restaurant and channel.",
        },
        status: {
          type: "string",
          enum: [
            "placed",
            "accepted",
            "preparing",
            "ready",
            "picked_up",
            "out_for_delivery",
            "completed",
            "cancelled",
            "failed",
          ],
          description:
            "An order's state. Our design, after Deliverect's forward-only statuses: placed → accepted →\npreparing → ready → picked_up (takeaway, web, app, pos, aggregator) or out_for_delivery\n(delivery) → completed; dine-in goes ready → completed (served). `cancelled` from any state\nbefore completion (and from completed, by a manager: a void, which reverses loyalty points);\n`failed` from any state before completion.",
        },
        allowed_verbs: {
          type: "array",
          items: {
            type: "string",
            enum: ["accept", "start", "ready", "pick-up", "dispatch", "complete", "cancel", "fail"],
            description: "A verb that moves an order.",
          },
          description: "The verbs the order's state allows now (what a kitchen screen can offer).",
        },
        customer_id: {
          anyOf: [
            {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            {
              type: "null",
            },
          ],
        },
        currency: {
          type: "string",
        },
        lines: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "food_item_id",
              "variant_id",
              "name",
              "variant_name",
              "quantity",
              "modifiers",
              "unit_amount",
              "line_amount",
              "discount_amount",
              "note",
            ],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              food_item_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              variant_id: {
                anyOf: [
                  {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  {
                    type: "null",
                  },
                ],
              },
              name: {
                type: "string",
              },
              variant_name: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              quantity: {
                type: "integer",
                format: "int32",
                minimum: 1,
              },
              modifiers: {
                type: "array",
                items: {
                  type: "object",
                  required: ["option_id", "group_id", "name", "price_delta"],
                  properties: {
                    option_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    group_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    name: {
                      type: "string",
                    },
                    price_delta: {
                      type: "integer",
                      format: "int64",
                      minimum: 0,
                      maximum: 100000000,
                      description:
                        "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                    },
                  },
                  description: "One modifier option chosen on a line, as priced.",
                },
              },
              unit_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "The variant's price at this branch plus the chosen options' deltas.",
              },
              line_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "`unit_amount × quantity`.",
              },
              discount_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "The part of the order's discount given on this line.",
              },
              note: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
            },
            description: "One line of an order, as the server priced it when the order was placed.",
          },
        },
        subtotal_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "The sum of `line_amount`.",
        },
        discount_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "Promotions plus the reward; never more than the subtotal.",
        },
        total_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "`subtotal_amount − discount_amount`.",
        },
        promotions: {
          type: "array",
          items: {
            type: "object",
            required: ["promotion_id", "name", "amount"],
            properties: {
              promotion_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
              },
              amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description:
                  "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
              },
            },
            description: "A promotion the server applied, and how much it took off.",
          },
        },
        reward: {
          anyOf: [
            {
              type: "object",
              required: ["reward_id", "name", "points_cost", "amount"],
              properties: {
                reward_id: {
                  type: "string",
                  format: "uuid",
                  description: "A UUID naming a record.",
                  examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                },
                name: {
                  type: "string",
                },
                points_cost: {
                  type: "integer",
                  format: "int64",
                },
                amount: {
                  type: "integer",
                  format: "int64",
                  minimum: 0,
                  maximum: 100000000,
                  description:
                    "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                },
              },
              description: "A loyalty reward redeemed on the order, and what it took off.",
            },
            {
              type: "null",
            },
          ],
        },
        note: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        table_label: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        delivery_address: {
          anyOf: [
            {
              type: "object",
              required: ["line1", "city", "country"],
              properties: {
                line1: {
                  type: "string",
                  minLength: 1,
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                line2: {
                  type: "string",
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                city: {
                  type: "string",
                  minLength: 1,
                  maxLength: 100,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                postal_code: {
                  type: "string",
                  maxLength: 20,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                country: {
                  type: "string",
                  pattern: "^[A-Z]{2}$",
                  description: "ISO 3166-1 alpha-2 country code.",
                },
                instructions: {
                  type: "string",
                  maxLength: 500,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
              },
              description: "A delivery address.",
            },
            {
              type: "null",
            },
          ],
        },
        cancel_reason: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        placed_at: {
          type: "string",
          format: "date-time",
        },
        accepted_at: {
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
        preparing_at: {
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
        ready_at: {
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
        picked_up_at: {
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
        out_for_delivery_at: {
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
        completed_at: {
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
        cancelled_at: {
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
        failed_at: {
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
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "An order. Amounts are in the organization's `currency`, priced by the server.",
    },
    annotations: {
      title: "Get an order",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      order_id: "path",
    },
  },
  {
    name: "accept_order",
    title: "Accept an order",
    description: "placed → accepted.",
    inputSchema: {
      type: "object",
      properties: {
        order_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["order_id"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "restaurant_id",
        "channel",
        "external_id",
        "status",
        "allowed_verbs",
        "customer_id",
        "currency",
        "lines",
        "subtotal_amount",
        "discount_amount",
        "total_amount",
        "promotions",
        "reward",
        "note",
        "table_label",
        "delivery_address",
        "cancel_reason",
        "placed_at",
        "accepted_at",
        "preparing_at",
        "ready_at",
        "picked_up_at",
        "out_for_delivery_at",
        "completed_at",
        "cancelled_at",
        "failed_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        channel: {
          type: "string",
          enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
          description:
            "Where an order came from. `aggregator` orders carry the platform's own id in `external_id`.",
        },
        external_id: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "The aggregator's or POS's own id for the order; unique per restaurant and channel.",
        },
        status: {
          type: "string",
          enum: [
            "placed",
            "accepted",
            "preparing",
            "ready",
            "picked_up",
            "out_for_delivery",
            "completed",
            "cancelled",
            "failed",
          ],
          description:
            "An order's state. Our design, after Deliverect's forward-only statuses: placed → accepted →\npreparing → ready → picked_up (takeaway, web, app, pos, aggregator) or out_for_delivery\n(delivery) → completed; dine-in goes ready → completed (served). `cancelled` from any state\nbefore completion (and from completed, by a manager: a void, which reverses loyalty points);\n`failed` from any state before completion.",
        },
        allowed_verbs: {
          type: "array",
          items: {
            type: "string",
            enum: ["accept", "start", "ready", "pick-up", "dispatch", "complete", "cancel", "fail"],
            description: "A verb that moves an order.",
          },
          description: "The verbs the order's state allows now (what a kitchen screen can offer).",
        },
        customer_id: {
          anyOf: [
            {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            {
              type: "null",
            },
          ],
        },
        currency: {
          type: "string",
        },
        lines: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "food_item_id",
              "variant_id",
              "name",
              "variant_name",
              "quantity",
              "modifiers",
              "unit_amount",
              "line_amount",
              "discount_amount",
              "note",
            ],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              food_item_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              variant_id: {
                anyOf: [
                  {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  {
                    type: "null",
                  },
                ],
              },
              name: {
                type: "string",
              },
              variant_name: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              quantity: {
                type: "integer",
                format: "int32",
                minimum: 1,
              },
              modifiers: {
                type: "array",
                items: {
                  type: "object",
                  required: ["option_id", "group_id", "name", "price_delta"],
                  properties: {
                    option_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    group_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    name: {
                      type: "string",
                    },
                    price_delta: {
                      type: "integer",
                      format: "int64",
                      minimum: 0,
                      maximum: 100000000,
                      description:
                        "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                    },
                  },
                  description: "One modifier option chosen on a line, as priced.",
                },
              },
              unit_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "The variant's price at this branch plus the chosen options' deltas.",
              },
              line_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "`unit_amount × quantity`.",
              },
              discount_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "The part of the order's discount given on this line.",
              },
              note: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
            },
            description: "One line of an order, as the server priced it when the order was placed.",
          },
        },
        subtotal_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "The sum of `line_amount`.",
        },
        discount_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "Promotions plus the reward; never more than the subtotal.",
        },
        total_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "`subtotal_amount − discount_amount`.",
        },
        promotions: {
          type: "array",
          items: {
            type: "object",
            required: ["promotion_id", "name", "amount"],
            properties: {
              promotion_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
              },
              amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description:
                  "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
              },
            },
            description: "A promotion the server applied, and how much it took off.",
          },
        },
        reward: {
          anyOf: [
            {
              type: "object",
              required: ["reward_id", "name", "points_cost", "amount"],
              properties: {
                reward_id: {
                  type: "string",
                  format: "uuid",
                  description: "A UUID naming a record.",
                  examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                },
                name: {
                  type: "string",
                },
                points_cost: {
                  type: "integer",
                  format: "int64",
                },
                amount: {
                  type: "integer",
                  format: "int64",
                  minimum: 0,
                  maximum: 100000000,
                  description:
                    "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                },
              },
              description: "A loyalty reward redeemed on the order, and what it took off.",
            },
            {
              type: "null",
            },
          ],
        },
        note: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        table_label: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        delivery_address: {
          anyOf: [
            {
              type: "object",
              required: ["line1", "city", "country"],
              properties: {
                line1: {
                  type: "string",
                  minLength: 1,
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                line2: {
                  type: "string",
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                city: {
                  type: "string",
                  minLength: 1,
                  maxLength: 100,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                postal_code: {
                  type: "string",
                  maxLength: 20,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                country: {
                  type: "string",
                  pattern: "^[A-Z]{2}$",
                  description: "ISO 3166-1 alpha-2 country code.",
                },
                instructions: {
                  type: "string",
                  maxLength: 500,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
              },
              description: "A delivery address.",
            },
            {
              type: "null",
            },
          ],
        },
        cancel_reason: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        placed_at: {
          type: "string",
          format: "date-time",
        },
        accepted_at: {
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
        preparing_at: {
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
        ready_at: {
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
        picked_up_at: {
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
        out_for_delivery_at: {
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
        completed_at: {
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
        cancelled_at: {
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
        failed_at: {
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
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "An order. Amounts are in the organization's `currency`, priced by the server.",
    },
    annotations: {
      title: "Accept an order",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      order_id: "path",
    },
  },
  {
    name: "cancel_order",
    title: "Cancel an order",
    description:
      "Any state before completion → cancelled (staff); completed → cancelled is a void (managers),\nwhich takes back the points the order earned. A redeemed reward's points and promotion uses\nare given back.",
    inputSchema: {
      type: "object",
      properties: {
        order_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        body: {
          type: "object",
          properties: {
            reason: {
              type: "string",
              minLength: 1,
              maxLength: 500,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
            },
          },
          description: "Why an order was cancelled or failed.",
        },
      },
      required: ["order_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "restaurant_id",
        "channel",
        "external_id",
        "status",
        "allowed_verbs",
        "customer_id",
        "currency",
        "lines",
        "subtotal_amount",
        "discount_amount",
        "total_amount",
        "promotions",
        "reward",
        "note",
        "table_label",
        "delivery_address",
        "cancel_reason",
        "placed_at",
        "accepted_at",
        "preparing_at",
        "ready_at",
        "picked_up_at",
        "out_for_delivery_at",
        "completed_at",
        "cancelled_at",
        "failed_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        channel: {
          type: "string",
          enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
          description:
            "Where an order came from. `aggregator` orders carry the platform's own id in `external_id`.",
        },
        external_id: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "The aggregator's or POS's own id for the order; unique per restaurant and channel.",
        },
        status: {
          type: "string",
          enum: [
            "placed",
            "accepted",
            "preparing",
            "ready",
            "picked_up",
            "out_for_delivery",
            "completed",
            "cancelled",
            "failed",
          ],
          description:
            "An order's state. Our design, after Deliverect's forward-only statuses: placed → accepted →\npreparing → ready → picked_up (takeaway, web, app, pos, aggregator) or out_for_delivery\n(delivery) → completed; dine-in goes ready → completed (served). `cancelled` from any state\nbefore completion (and from completed, by a manager: a void, which reverses loyalty points);\n`failed` from any state before completion.",
        },
        allowed_verbs: {
          type: "array",
          items: {
            type: "string",
            enum: ["accept", "start", "ready", "pick-up", "dispatch", "complete", "cancel", "fail"],
            description: "A verb that moves an order.",
          },
          description: "The verbs the order's state allows now (what a kitchen screen can offer).",
        },
        customer_id: {
          anyOf: [
            {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            {
              type: "null",
            },
          ],
        },
        currency: {
          type: "string",
        },
        lines: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "food_item_id",
              "variant_id",
              "name",
              "variant_name",
              "quantity",
              "modifiers",
              "unit_amount",
              "line_amount",
              "discount_amount",
              "note",
            ],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              food_item_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              variant_id: {
                anyOf: [
                  {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  {
                    type: "null",
                  },
                ],
              },
              name: {
                type: "string",
              },
              variant_name: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              quantity: {
                type: "integer",
                format: "int32",
                minimum: 1,
              },
              modifiers: {
                type: "array",
                items: {
                  type: "object",
                  required: ["option_id", "group_id", "name", "price_delta"],
                  properties: {
                    option_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    group_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    name: {
                      type: "string",
                    },
                    price_delta: {
                      type: "integer",
                      format: "int64",
                      minimum: 0,
                      maximum: 100000000,
                      description:
                        "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                    },
                  },
                  description: "One modifier option chosen on a line, as priced.",
                },
              },
              unit_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "The variant's price at this branch plus the chosen options' deltas.",
              },
              line_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "`unit_amount × quantity`.",
              },
              discount_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "The part of the order's discount given on this line.",
              },
              note: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
            },
            description: "One line of an order, as the server priced it when the order was placed.",
          },
        },
        subtotal_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "The sum of `line_amount`.",
        },
        discount_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "Promotions plus the reward; never more than the subtotal.",
        },
        total_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "`subtotal_amount − discount_amount`.",
        },
        promotions: {
          type: "array",
          items: {
            type: "object",
            required: ["promotion_id", "name", "amount"],
            properties: {
              promotion_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
              },
              amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description:
                  "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
              },
            },
            description: "A promotion the server applied, and how much it took off.",
          },
        },
        reward: {
          anyOf: [
            {
              type: "object",
              required: ["reward_id", "name", "points_cost", "amount"],
              properties: {
                reward_id: {
                  type: "string",
                  format: "uuid",
                  description: "A UUID naming a record.",
                  examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                },
                name: {
                  type: "string",
                },
                points_cost: {
                  type: "integer",
                  format: "int64",
                },
                amount: {
                  type: "integer",
                  format: "int64",
                  minimum: 0,
                  maximum: 100000000,
                  description:
                    "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                },
              },
              description: "A loyalty reward redeemed on the order, and what it took off.",
            },
            {
              type: "null",
            },
          ],
        },
        note: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        table_label: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        delivery_address: {
          anyOf: [
            {
              type: "object",
              required: ["line1", "city", "country"],
              properties: {
                line1: {
                  type: "string",
                  minLength: 1,
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                line2: {
                  type: "string",
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                city: {
                  type: "string",
                  minLength: 1,
                  maxLength: 100,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                postal_code: {
                  type: "string",
                  maxLength: 20,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                country: {
                  type: "string",
                  pattern: "^[A-Z]{2}$",
                  description: "ISO 3166-1 alpha-2 country code.",
                },
                instructions: {
                  type: "string",
                  maxLength: 500,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
              },
              description: "A delivery address.",
            },
            {
              type: "null",
            },
          ],
        },
        cancel_reason: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        placed_at: {
          type: "string",
          format: "date-time",
        },
        accepted_at: {
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
        preparing_at: {
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
        ready_at: {
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
        picked_up_at: {
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
        out_for_delivery_at: {
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
        completed_at: {
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
        cancelled_at: {
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
        failed_at: {
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
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "An order. Amounts are in the organization's `currency`, priced by the server.",
    },
    annotations: {
      title: "Cancel an order",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      order_id: "path",
      body: "body",
    },
  },
  {
    name: "complete_order",
    title: "Complete an order",
    description:
      "picked_up, out_for_delivery, or ready (dine-in: served) → completed. Grants the customer's\nloyalty points.",
    inputSchema: {
      type: "object",
      properties: {
        order_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["order_id"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "restaurant_id",
        "channel",
        "external_id",
        "status",
        "allowed_verbs",
        "customer_id",
        "currency",
        "lines",
        "subtotal_amount",
        "discount_amount",
        "total_amount",
        "promotions",
        "reward",
        "note",
        "table_label",
        "delivery_address",
        "cancel_reason",
        "placed_at",
        "accepted_at",
        "preparing_at",
        "ready_at",
        "picked_up_at",
        "out_for_delivery_at",
        "completed_at",
        "cancelled_at",
        "failed_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        channel: {
          type: "string",
          enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
          description:
            "Where an order came from. `aggregator` orders carry the platform's own id in `external_id`.",
        },
        external_id: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "The aggregator's or POS's own id for the order; unique per restaurant and channel.",
        },
        status: {
          type: "string",
          enum: [
            "placed",
            "accepted",
            "preparing",
            "ready",
            "picked_up",
            "out_for_delivery",
            "completed",
            "cancelled",
            "failed",
          ],
          description:
            "An order's state. Our design, after Deliverect's forward-only statuses: placed → accepted →\npreparing → ready → picked_up (takeaway, web, app, pos, aggregator) or out_for_delivery\n(delivery) → completed; dine-in goes ready → completed (served). `cancelled` from any state\nbefore completion (and from completed, by a manager: a void, which reverses loyalty points);\n`failed` from any state before completion.",
        },
        allowed_verbs: {
          type: "array",
          items: {
            type: "string",
            enum: ["accept", "start", "ready", "pick-up", "dispatch", "complete", "cancel", "fail"],
            description: "A verb that moves an order.",
          },
          description: "The verbs the order's state allows now (what a kitchen screen can offer).",
        },
        customer_id: {
          anyOf: [
            {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            {
              type: "null",
            },
          ],
        },
        currency: {
          type: "string",
        },
        lines: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "food_item_id",
              "variant_id",
              "name",
              "variant_name",
              "quantity",
              "modifiers",
              "unit_amount",
              "line_amount",
              "discount_amount",
              "note",
            ],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              food_item_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              variant_id: {
                anyOf: [
                  {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  {
                    type: "null",
                  },
                ],
              },
              name: {
                type: "string",
              },
              variant_name: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              quantity: {
                type: "integer",
                format: "int32",
                minimum: 1,
              },
              modifiers: {
                type: "array",
                items: {
                  type: "object",
                  required: ["option_id", "group_id", "name", "price_delta"],
                  properties: {
                    option_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    group_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    name: {
                      type: "string",
                    },
                    price_delta: {
                      type: "integer",
                      format: "int64",
                      minimum: 0,
                      maximum: 100000000,
                      description:
                        "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                    },
                  },
                  description: "One modifier option chosen on a line, as priced.",
                },
              },
              unit_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "The variant's price at this branch plus the chosen options' deltas.",
              },
              line_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "`unit_amount × quantity`.",
              },
              discount_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "The part of the order's discount given on this line.",
              },
              note: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
            },
            description: "One line of an order, as the server priced it when the order was placed.",
          },
        },
        subtotal_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "The sum of `line_amount`.",
        },
        discount_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "Promotions plus the reward; never more than the subtotal.",
        },
        total_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "`subtotal_amount − discount_amount`.",
        },
        promotions: {
          type: "array",
          items: {
            type: "object",
            required: ["promotion_id", "name", "amount"],
            properties: {
              promotion_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
              },
              amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description:
                  "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
              },
            },
            description: "A promotion the server applied, and how much it took off.",
          },
        },
        reward: {
          anyOf: [
            {
              type: "object",
              required: ["reward_id", "name", "points_cost", "amount"],
              properties: {
                reward_id: {
                  type: "string",
                  format: "uuid",
                  description: "A UUID naming a record.",
                  examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                },
                name: {
                  type: "string",
                },
                points_cost: {
                  type: "integer",
                  format: "int64",
                },
                amount: {
                  type: "integer",
                  format: "int64",
                  minimum: 0,
                  maximum: 100000000,
                  description:
                    "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                },
              },
              description: "A loyalty reward redeemed on the order, and what it took off.",
            },
            {
              type: "null",
            },
          ],
        },
        note: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        table_label: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        delivery_address: {
          anyOf: [
            {
              type: "object",
              required: ["line1", "city", "country"],
              properties: {
                line1: {
                  type: "string",
                  minLength: 1,
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                line2: {
                  type: "string",
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                city: {
                  type: "string",
                  minLength: 1,
                  maxLength: 100,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                postal_code: {
                  type: "string",
                  maxLength: 20,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                country: {
                  type: "string",
                  pattern: "^[A-Z]{2}$",
                  description: "ISO 3166-1 alpha-2 country code.",
                },
                instructions: {
                  type: "string",
                  maxLength: 500,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
              },
              description: "A delivery address.",
            },
            {
              type: "null",
            },
          ],
        },
        cancel_reason: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        placed_at: {
          type: "string",
          format: "date-time",
        },
        accepted_at: {
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
        preparing_at: {
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
        ready_at: {
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
        picked_up_at: {
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
        out_for_delivery_at: {
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
        completed_at: {
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
        cancelled_at: {
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
        failed_at: {
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
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "An order. Amounts are in the organization's `currency`, priced by the server.",
    },
    annotations: {
      title: "Complete an order",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      order_id: "path",
    },
  },
  {
    name: "dispatch_order",
    title: "Send an order out for delivery",
    description: "ready → out_for_delivery (delivery orders).",
    inputSchema: {
      type: "object",
      properties: {
        order_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["order_id"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "restaurant_id",
        "channel",
        "external_id",
        "status",
        "allowed_verbs",
        "customer_id",
        "currency",
        "lines",
        "subtotal_amount",
        "discount_amount",
        "total_amount",
        "promotions",
        "reward",
        "note",
        "table_label",
        "delivery_address",
        "cancel_reason",
        "placed_at",
        "accepted_at",
        "preparing_at",
        "ready_at",
        "picked_up_at",
        "out_for_delivery_at",
        "completed_at",
        "cancelled_at",
        "failed_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        channel: {
          type: "string",
          enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
          description:
            "Where an order came from. `aggregator` orders carry the platform's own id in `external_id`.",
        },
        external_id: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "The aggregator's or POS's own id for the order; unique per restaurant and channel.",
        },
        status: {
          type: "string",
          enum: [
            "placed",
            "accepted",
            "preparing",
            "ready",
            "picked_up",
            "out_for_delivery",
            "completed",
            "cancelled",
            "failed",
          ],
          description:
            "An order's state. Our design, after Deliverect's forward-only statuses: placed → accepted →\npreparing → ready → picked_up (takeaway, web, app, pos, aggregator) or out_for_delivery\n(delivery) → completed; dine-in goes ready → completed (served). `cancelled` from any state\nbefore completion (and from completed, by a manager: a void, which reverses loyalty points);\n`failed` from any state before completion.",
        },
        allowed_verbs: {
          type: "array",
          items: {
            type: "string",
            enum: ["accept", "start", "ready", "pick-up", "dispatch", "complete", "cancel", "fail"],
            description: "A verb that moves an order.",
          },
          description: "The verbs the order's state allows now (what a kitchen screen can offer).",
        },
        customer_id: {
          anyOf: [
            {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            {
              type: "null",
            },
          ],
        },
        currency: {
          type: "string",
        },
        lines: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "food_item_id",
              "variant_id",
              "name",
              "variant_name",
              "quantity",
              "modifiers",
              "unit_amount",
              "line_amount",
              "discount_amount",
              "note",
            ],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              food_item_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              variant_id: {
                anyOf: [
                  {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  {
                    type: "null",
                  },
                ],
              },
              name: {
                type: "string",
              },
              variant_name: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              quantity: {
                type: "integer",
                format: "int32",
                minimum: 1,
              },
              modifiers: {
                type: "array",
                items: {
                  type: "object",
                  required: ["option_id", "group_id", "name", "price_delta"],
                  properties: {
                    option_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    group_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    name: {
                      type: "string",
                    },
                    price_delta: {
                      type: "integer",
                      format: "int64",
                      minimum: 0,
                      maximum: 100000000,
                      description:
                        "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                    },
                  },
                  description: "One modifier option chosen on a line, as priced.",
                },
              },
              unit_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "The variant's price at this branch plus the chosen options' deltas.",
              },
              line_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "`unit_amount × quantity`.",
              },
              discount_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "The part of the order's discount given on this line.",
              },
              note: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
            },
            description: "One line of an order, as the server priced it when the order was placed.",
          },
        },
        subtotal_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "The sum of `line_amount`.",
        },
        discount_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "Promotions plus the reward; never more than the subtotal.",
        },
        total_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "`subtotal_amount − discount_amount`.",
        },
        promotions: {
          type: "array",
          items: {
            type: "object",
            required: ["promotion_id", "name", "amount"],
            properties: {
              promotion_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
              },
              amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description:
                  "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
              },
            },
            description: "A promotion the server applied, and how much it took off.",
          },
        },
        reward: {
          anyOf: [
            {
              type: "object",
              required: ["reward_id", "name", "points_cost", "amount"],
              properties: {
                reward_id: {
                  type: "string",
                  format: "uuid",
                  description: "A UUID naming a record.",
                  examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                },
                name: {
                  type: "string",
                },
                points_cost: {
                  type: "integer",
                  format: "int64",
                },
                amount: {
                  type: "integer",
                  format: "int64",
                  minimum: 0,
                  maximum: 100000000,
                  description:
                    "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                },
              },
              description: "A loyalty reward redeemed on the order, and what it took off.",
            },
            {
              type: "null",
            },
          ],
        },
        note: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        table_label: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        delivery_address: {
          anyOf: [
            {
              type: "object",
              required: ["line1", "city", "country"],
              properties: {
                line1: {
                  type: "string",
                  minLength: 1,
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                line2: {
                  type: "string",
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                city: {
                  type: "string",
                  minLength: 1,
                  maxLength: 100,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                postal_code: {
                  type: "string",
                  maxLength: 20,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                country: {
                  type: "string",
                  pattern: "^[A-Z]{2}$",
                  description: "ISO 3166-1 alpha-2 country code.",
                },
                instructions: {
                  type: "string",
                  maxLength: 500,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
              },
              description: "A delivery address.",
            },
            {
              type: "null",
            },
          ],
        },
        cancel_reason: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        placed_at: {
          type: "string",
          format: "date-time",
        },
        accepted_at: {
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
        preparing_at: {
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
        ready_at: {
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
        picked_up_at: {
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
        out_for_delivery_at: {
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
        completed_at: {
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
        cancelled_at: {
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
        failed_at: {
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
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "An order. Amounts are in the organization's `currency`, priced by the server.",
    },
    annotations: {
      title: "Send an order out for delivery",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      order_id: "path",
    },
  },
  {
    name: "fail_order",
    title: "Mark an order failed",
    description: "Any state before completion → failed (the kitchen or the courier could not finish it).",
    inputSchema: {
      type: "object",
      properties: {
        order_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        body: {
          type: "object",
          properties: {
            reason: {
              type: "string",
              minLength: 1,
              maxLength: 500,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
            },
          },
          description: "Why an order was cancelled or failed.",
        },
      },
      required: ["order_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "restaurant_id",
        "channel",
        "external_id",
        "status",
        "allowed_verbs",
        "customer_id",
        "currency",
        "lines",
        "subtotal_amount",
        "discount_amount",
        "total_amount",
        "promotions",
        "reward",
        "note",
        "table_label",
        "delivery_address",
        "cancel_reason",
        "placed_at",
        "accepted_at",
        "preparing_at",
        "ready_at",
        "picked_up_at",
        "out_for_delivery_at",
        "completed_at",
        "cancelled_at",
        "failed_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        channel: {
          type: "string",
          enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
          description:
            "Where an order came from. `aggregator` orders carry the platform's own id in `external_id`.",
        },
        external_id: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "The aggregator's or POS's own id for the order; unique per restaurant and channel.",
        },
        status: {
          type: "string",
          enum: [
            "placed",
            "accepted",
            "preparing",
            "ready",
            "picked_up",
            "out_for_delivery",
            "completed",
            "cancelled",
            "failed",
          ],
          description:
            "An order's state. Our design, after Deliverect's forward-only statuses: placed → accepted →\npreparing → ready → picked_up (takeaway, web, app, pos, aggregator) or out_for_delivery\n(delivery) → completed; dine-in goes ready → completed (served). `cancelled` from any state\nbefore completion (and from completed, by a manager: a void, which reverses loyalty points);\n`failed` from any state before completion.",
        },
        allowed_verbs: {
          type: "array",
          items: {
            type: "string",
            enum: ["accept", "start", "ready", "pick-up", "dispatch", "complete", "cancel", "fail"],
            description: "A verb that moves an order.",
          },
          description: "The verbs the order's state allows now (what a kitchen screen can offer).",
        },
        customer_id: {
          anyOf: [
            {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            {
              type: "null",
            },
          ],
        },
        currency: {
          type: "string",
        },
        lines: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "food_item_id",
              "variant_id",
              "name",
              "variant_name",
              "quantity",
              "modifiers",
              "unit_amount",
              "line_amount",
              "discount_amount",
              "note",
            ],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              food_item_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              variant_id: {
                anyOf: [
                  {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  {
                    type: "null",
                  },
                ],
              },
              name: {
                type: "string",
              },
              variant_name: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              quantity: {
                type: "integer",
                format: "int32",
                minimum: 1,
              },
              modifiers: {
                type: "array",
                items: {
                  type: "object",
                  required: ["option_id", "group_id", "name", "price_delta"],
                  properties: {
                    option_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    group_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    name: {
                      type: "string",
                    },
                    price_delta: {
                      type: "integer",
                      format: "int64",
                      minimum: 0,
                      maximum: 100000000,
                      description:
                        "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                    },
                  },
                  description: "One modifier option chosen on a line, as priced.",
                },
              },
              unit_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "The variant's price at this branch plus the chosen options' deltas.",
              },
              line_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "`unit_amount × quantity`.",
              },
              discount_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "The part of the order's discount given on this line.",
              },
              note: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
            },
            description: "One line of an order, as the server priced it when the order was placed.",
          },
        },
        subtotal_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "The sum of `line_amount`.",
        },
        discount_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "Promotions plus the reward; never more than the subtotal.",
        },
        total_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "`subtotal_amount − discount_amount`.",
        },
        promotions: {
          type: "array",
          items: {
            type: "object",
            required: ["promotion_id", "name", "amount"],
            properties: {
              promotion_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
              },
              amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description:
                  "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
              },
            },
            description: "A promotion the server applied, and how much it took off.",
          },
        },
        reward: {
          anyOf: [
            {
              type: "object",
              required: ["reward_id", "name", "points_cost", "amount"],
              properties: {
                reward_id: {
                  type: "string",
                  format: "uuid",
                  description: "A UUID naming a record.",
                  examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                },
                name: {
                  type: "string",
                },
                points_cost: {
                  type: "integer",
                  format: "int64",
                },
                amount: {
                  type: "integer",
                  format: "int64",
                  minimum: 0,
                  maximum: 100000000,
                  description:
                    "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                },
              },
              description: "A loyalty reward redeemed on the order, and what it took off.",
            },
            {
              type: "null",
            },
          ],
        },
        note: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        table_label: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        delivery_address: {
          anyOf: [
            {
              type: "object",
              required: ["line1", "city", "country"],
              properties: {
                line1: {
                  type: "string",
                  minLength: 1,
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                line2: {
                  type: "string",
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                city: {
                  type: "string",
                  minLength: 1,
                  maxLength: 100,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                postal_code: {
                  type: "string",
                  maxLength: 20,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                country: {
                  type: "string",
                  pattern: "^[A-Z]{2}$",
                  description: "ISO 3166-1 alpha-2 country code.",
                },
                instructions: {
                  type: "string",
                  maxLength: 500,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
              },
              description: "A delivery address.",
            },
            {
              type: "null",
            },
          ],
        },
        cancel_reason: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        placed_at: {
          type: "string",
          format: "date-time",
        },
        accepted_at: {
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
        preparing_at: {
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
        ready_at: {
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
        picked_up_at: {
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
        out_for_delivery_at: {
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
        completed_at: {
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
        cancelled_at: {
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
        failed_at: {
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
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "An order. Amounts are in the organization's `currency`, priced by the server.",
    },
    annotations: {
      title: "Mark an order failed",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      order_id: "path",
      body: "body",
    },
  },
  {
    name: "pick_up_order",
    title: "Mark an order picked up",
    description: "ready → picked_up: the guest or courier took it (every channel but dine-in and delivery).",
    inputSchema: {
      type: "object",
      properties: {
        order_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["order_id"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "restaurant_id",
        "channel",
        "external_id",
        "status",
        "allowed_verbs",
        "customer_id",
        "currency",
        "lines",
        "subtotal_amount",
        "discount_amount",
        "total_amount",
        "promotions",
        "reward",
        "note",
        "table_label",
        "delivery_address",
        "cancel_reason",
        "placed_at",
        "accepted_at",
        "preparing_at",
        "ready_at",
        "picked_up_at",
        "out_for_delivery_at",
        "completed_at",
        "cancelled_at",
        "failed_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        channel: {
          type: "string",
          enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
          description:
            "Where an order came from. `aggregator` orders carry the platform's own id in `external_id`.",
        },
        external_id: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "The aggregator's or POS's own id for the order; unique per restaurant and channel.",
        },
        status: {
          type: "string",
          enum: [
            "placed",
            "accepted",
            "preparing",
            "ready",
            "picked_up",
            "out_for_delivery",
            "completed",
            "cancelled",
            "failed",
          ],
          description:
            "An order's state. Our design, after Deliverect's forward-only statuses: placed → accepted →\npreparing → ready → picked_up (takeaway, web, app, pos, aggregator) or out_for_delivery\n(delivery) → completed; dine-in goes ready → completed (served). `cancelled` from any state\nbefore completion (and from completed, by a manager: a void, which reverses loyalty points);\n`failed` from any state before completion.",
        },
        allowed_verbs: {
          type: "array",
          items: {
            type: "string",
            enum: ["accept", "start", "ready", "pick-up", "dispatch", "complete", "cancel", "fail"],
            description: "A verb that moves an order.",
          },
          description: "The verbs the order's state allows now (what a kitchen screen can offer).",
        },
        customer_id: {
          anyOf: [
            {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            {
              type: "null",
            },
          ],
        },
        currency: {
          type: "string",
        },
        lines: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "food_item_id",
              "variant_id",
              "name",
              "variant_name",
              "quantity",
              "modifiers",
              "unit_amount",
              "line_amount",
              "discount_amount",
              "note",
            ],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              food_item_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              variant_id: {
                anyOf: [
                  {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  {
                    type: "null",
                  },
                ],
              },
              name: {
                type: "string",
              },
              variant_name: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              quantity: {
                type: "integer",
                format: "int32",
                minimum: 1,
              },
              modifiers: {
                type: "array",
                items: {
                  type: "object",
                  required: ["option_id", "group_id", "name", "price_delta"],
                  properties: {
                    option_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    group_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    name: {
                      type: "string",
                    },
                    price_delta: {
                      type: "integer",
                      format: "int64",
                      minimum: 0,
                      maximum: 100000000,
                      description:
                        "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                    },
                  },
                  description: "One modifier option chosen on a line, as priced.",
                },
              },
              unit_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "The variant's price at this branch plus the chosen options' deltas.",
              },
              line_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "`unit_amount × quantity`.",
              },
              discount_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "The part of the order's discount given on this line.",
              },
              note: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
            },
            description: "One line of an order, as the server priced it when the order was placed.",
          },
        },
        subtotal_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "The sum of `line_amount`.",
        },
        discount_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "Promotions plus the reward; never more than the subtotal.",
        },
        total_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "`subtotal_amount − discount_amount`.",
        },
        promotions: {
          type: "array",
          items: {
            type: "object",
            required: ["promotion_id", "name", "amount"],
            properties: {
              promotion_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
              },
              amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description:
                  "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
              },
            },
            description: "A promotion the server applied, and how much it took off.",
          },
        },
        reward: {
          anyOf: [
            {
              type: "object",
              required: ["reward_id", "name", "points_cost", "amount"],
              properties: {
                reward_id: {
                  type: "string",
                  format: "uuid",
                  description: "A UUID naming a record.",
                  examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                },
                name: {
                  type: "string",
                },
                points_cost: {
                  type: "integer",
                  format: "int64",
                },
                amount: {
                  type: "integer",
                  format: "int64",
                  minimum: 0,
                  maximum: 100000000,
                  description:
                    "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                },
              },
              description: "A loyalty reward redeemed on the order, and what it took off.",
            },
            {
              type: "null",
            },
          ],
        },
        note: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        table_label: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        delivery_address: {
          anyOf: [
            {
              type: "object",
              required: ["line1", "city", "country"],
              properties: {
                line1: {
                  type: "string",
                  minLength: 1,
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                line2: {
                  type: "string",
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                city: {
                  type: "string",
                  minLength: 1,
                  maxLength: 100,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                postal_code: {
                  type: "string",
                  maxLength: 20,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                country: {
                  type: "string",
                  pattern: "^[A-Z]{2}$",
                  description: "ISO 3166-1 alpha-2 country code.",
                },
                instructions: {
                  type: "string",
                  maxLength: 500,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
              },
              description: "A delivery address.",
            },
            {
              type: "null",
            },
          ],
        },
        cancel_reason: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        placed_at: {
          type: "string",
          format: "date-time",
        },
        accepted_at: {
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
        preparing_at: {
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
        ready_at: {
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
        picked_up_at: {
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
        out_for_delivery_at: {
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
        completed_at: {
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
        cancelled_at: {
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
        failed_at: {
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
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "An order. Amounts are in the organization's `currency`, priced by the server.",
    },
    annotations: {
      title: "Mark an order picked up",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      order_id: "path",
    },
  },
  {
    name: "ready_order",
    title: "Mark an order ready",
    description: "preparing → ready.",
    inputSchema: {
      type: "object",
      properties: {
        order_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["order_id"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "restaurant_id",
        "channel",
        "external_id",
        "status",
        "allowed_verbs",
        "customer_id",
        "currency",
        "lines",
        "subtotal_amount",
        "discount_amount",
        "total_amount",
        "promotions",
        "reward",
        "note",
        "table_label",
        "delivery_address",
        "cancel_reason",
        "placed_at",
        "accepted_at",
        "preparing_at",
        "ready_at",
        "picked_up_at",
        "out_for_delivery_at",
        "completed_at",
        "cancelled_at",
        "failed_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        channel: {
          type: "string",
          enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
          description:
            "Where an order came from. `aggregator` orders carry the platform's own id in `external_id`.",
        },
        external_id: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "The aggregator's or POS's own id for the order; unique per restaurant and channel.",
        },
        status: {
          type: "string",
          enum: [
            "placed",
            "accepted",
            "preparing",
            "ready",
            "picked_up",
            "out_for_delivery",
            "completed",
            "cancelled",
            "failed",
          ],
          description:
            "An order's state. Our design, after Deliverect's forward-only statuses: placed → accepted →\npreparing → ready → picked_up (takeaway, web, app, pos, aggregator) or out_for_delivery\n(delivery) → completed; dine-in goes ready → completed (served). `cancelled` from any state\nbefore completion (and from completed, by a manager: a void, which reverses loyalty points);\n`failed` from any state before completion.",
        },
        allowed_verbs: {
          type: "array",
          items: {
            type: "string",
            enum: ["accept", "start", "ready", "pick-up", "dispatch", "complete", "cancel", "fail"],
            description: "A verb that moves an order.",
          },
          description: "The verbs the order's state allows now (what a kitchen screen can offer).",
        },
        customer_id: {
          anyOf: [
            {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            {
              type: "null",
            },
          ],
        },
        currency: {
          type: "string",
        },
        lines: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "food_item_id",
              "variant_id",
              "name",
              "variant_name",
              "quantity",
              "modifiers",
              "unit_amount",
              "line_amount",
              "discount_amount",
              "note",
            ],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              food_item_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              variant_id: {
                anyOf: [
                  {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  {
                    type: "null",
                  },
                ],
              },
              name: {
                type: "string",
              },
              variant_name: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              quantity: {
                type: "integer",
                format: "int32",
                minimum: 1,
              },
              modifiers: {
                type: "array",
                items: {
                  type: "object",
                  required: ["option_id", "group_id", "name", "price_delta"],
                  properties: {
                    option_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    group_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    name: {
                      type: "string",
                    },
                    price_delta: {
                      type: "integer",
                      format: "int64",
                      minimum: 0,
                      maximum: 100000000,
                      description:
                        "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                    },
                  },
                  description: "One modifier option chosen on a line, as priced.",
                },
              },
              unit_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "The variant's price at this branch plus the chosen options' deltas.",
              },
              line_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "`unit_amount × quantity`.",
              },
              discount_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "The part of the order's discount given on this line.",
              },
              note: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
            },
            description: "One line of an order, as the server priced it when the order was placed.",
          },
        },
        subtotal_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "The sum of `line_amount`.",
        },
        discount_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "Promotions plus the reward; never more than the subtotal.",
        },
        total_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "`subtotal_amount − discount_amount`.",
        },
        promotions: {
          type: "array",
          items: {
            type: "object",
            required: ["promotion_id", "name", "amount"],
            properties: {
              promotion_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
              },
              amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description:
                  "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
              },
            },
            description: "A promotion the server applied, and how much it took off.",
          },
        },
        reward: {
          anyOf: [
            {
              type: "object",
              required: ["reward_id", "name", "points_cost", "amount"],
              properties: {
                reward_id: {
                  type: "string",
                  format: "uuid",
                  description: "A UUID naming a record.",
                  examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                },
                name: {
                  type: "string",
                },
                points_cost: {
                  type: "integer",
                  format: "int64",
                },
                amount: {
                  type: "integer",
                  format: "int64",
                  minimum: 0,
                  maximum: 100000000,
                  description:
                    "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                },
              },
              description: "A loyalty reward redeemed on the order, and what it took off.",
            },
            {
              type: "null",
            },
          ],
        },
        note: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        table_label: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        delivery_address: {
          anyOf: [
            {
              type: "object",
              required: ["line1", "city", "country"],
              properties: {
                line1: {
                  type: "string",
                  minLength: 1,
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                line2: {
                  type: "string",
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                city: {
                  type: "string",
                  minLength: 1,
                  maxLength: 100,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                postal_code: {
                  type: "string",
                  maxLength: 20,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                country: {
                  type: "string",
                  pattern: "^[A-Z]{2}$",
                  description: "ISO 3166-1 alpha-2 country code.",
                },
                instructions: {
                  type: "string",
                  maxLength: 500,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
              },
              description: "A delivery address.",
            },
            {
              type: "null",
            },
          ],
        },
        cancel_reason: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        placed_at: {
          type: "string",
          format: "date-time",
        },
        accepted_at: {
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
        preparing_at: {
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
        ready_at: {
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
        picked_up_at: {
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
        out_for_delivery_at: {
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
        completed_at: {
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
        cancelled_at: {
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
        failed_at: {
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
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "An order. Amounts are in the organization's `currency`, priced by the server.",
    },
    annotations: {
      title: "Mark an order ready",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      order_id: "path",
    },
  },
  {
    name: "start_order",
    title: "Start preparing an order",
    description: "accepted → preparing.",
    inputSchema: {
      type: "object",
      properties: {
        order_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["order_id"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "restaurant_id",
        "channel",
        "external_id",
        "status",
        "allowed_verbs",
        "customer_id",
        "currency",
        "lines",
        "subtotal_amount",
        "discount_amount",
        "total_amount",
        "promotions",
        "reward",
        "note",
        "table_label",
        "delivery_address",
        "cancel_reason",
        "placed_at",
        "accepted_at",
        "preparing_at",
        "ready_at",
        "picked_up_at",
        "out_for_delivery_at",
        "completed_at",
        "cancelled_at",
        "failed_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        channel: {
          type: "string",
          enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
          description:
            "Where an order came from. `aggregator` orders carry the platform's own id in `external_id`.",
        },
        external_id: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "The aggregator's or POS's own id for the order; unique per restaurant and channel.",
        },
        status: {
          type: "string",
          enum: [
            "placed",
            "accepted",
            "preparing",
            "ready",
            "picked_up",
            "out_for_delivery",
            "completed",
            "cancelled",
            "failed",
          ],
          description:
            "An order's state. Our design, after Deliverect's forward-only statuses: placed → accepted →\npreparing → ready → picked_up (takeaway, web, app, pos, aggregator) or out_for_delivery\n(delivery) → completed; dine-in goes ready → completed (served). `cancelled` from any state\nbefore completion (and from completed, by a manager: a void, which reverses loyalty points);\n`failed` from any state before completion.",
        },
        allowed_verbs: {
          type: "array",
          items: {
            type: "string",
            enum: ["accept", "start", "ready", "pick-up", "dispatch", "complete", "cancel", "fail"],
            description: "A verb that moves an order.",
          },
          description: "The verbs the order's state allows now (what a kitchen screen can offer).",
        },
        customer_id: {
          anyOf: [
            {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            {
              type: "null",
            },
          ],
        },
        currency: {
          type: "string",
        },
        lines: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "food_item_id",
              "variant_id",
              "name",
              "variant_name",
              "quantity",
              "modifiers",
              "unit_amount",
              "line_amount",
              "discount_amount",
              "note",
            ],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              food_item_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              variant_id: {
                anyOf: [
                  {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  {
                    type: "null",
                  },
                ],
              },
              name: {
                type: "string",
              },
              variant_name: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              quantity: {
                type: "integer",
                format: "int32",
                minimum: 1,
              },
              modifiers: {
                type: "array",
                items: {
                  type: "object",
                  required: ["option_id", "group_id", "name", "price_delta"],
                  properties: {
                    option_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    group_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    name: {
                      type: "string",
                    },
                    price_delta: {
                      type: "integer",
                      format: "int64",
                      minimum: 0,
                      maximum: 100000000,
                      description:
                        "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                    },
                  },
                  description: "One modifier option chosen on a line, as priced.",
                },
              },
              unit_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "The variant's price at this branch plus the chosen options' deltas.",
              },
              line_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "`unit_amount × quantity`.",
              },
              discount_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "The part of the order's discount given on this line.",
              },
              note: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
            },
            description: "One line of an order, as the server priced it when the order was placed.",
          },
        },
        subtotal_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "The sum of `line_amount`.",
        },
        discount_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "Promotions plus the reward; never more than the subtotal.",
        },
        total_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description: "`subtotal_amount − discount_amount`.",
        },
        promotions: {
          type: "array",
          items: {
            type: "object",
            required: ["promotion_id", "name", "amount"],
            properties: {
              promotion_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
              },
              amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description:
                  "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
              },
            },
            description: "A promotion the server applied, and how much it took off.",
          },
        },
        reward: {
          anyOf: [
            {
              type: "object",
              required: ["reward_id", "name", "points_cost", "amount"],
              properties: {
                reward_id: {
                  type: "string",
                  format: "uuid",
                  description: "A UUID naming a record.",
                  examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                },
                name: {
                  type: "string",
                },
                points_cost: {
                  type: "integer",
                  format: "int64",
                },
                amount: {
                  type: "integer",
                  format: "int64",
                  minimum: 0,
                  maximum: 100000000,
                  description:
                    "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                },
              },
              description: "A loyalty reward redeemed on the order, and what it took off.",
            },
            {
              type: "null",
            },
          ],
        },
        note: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        table_label: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        delivery_address: {
          anyOf: [
            {
              type: "object",
              required: ["line1", "city", "country"],
              properties: {
                line1: {
                  type: "string",
                  minLength: 1,
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                line2: {
                  type: "string",
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                city: {
                  type: "string",
                  minLength: 1,
                  maxLength: 100,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                postal_code: {
                  type: "string",
                  maxLength: 20,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                country: {
                  type: "string",
                  pattern: "^[A-Z]{2}$",
                  description: "ISO 3166-1 alpha-2 country code.",
                },
                instructions: {
                  type: "string",
                  maxLength: 500,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
              },
              description: "A delivery address.",
            },
            {
              type: "null",
            },
          ],
        },
        cancel_reason: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        placed_at: {
          type: "string",
          format: "date-time",
        },
        accepted_at: {
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
        preparing_at: {
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
        ready_at: {
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
        picked_up_at: {
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
        out_for_delivery_at: {
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
        completed_at: {
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
        cancelled_at: {
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
        failed_at: {
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
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "An order. Amounts are in the organization's `currency`, priced by the server.",
    },
    annotations: {
      title: "Start preparing an order",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      order_id: "path",
    },
  },
  {
    name: "list_restaurants",
    title: "List restaurants",
    description: "The restaurants the caller holds a role on, newest first.",
    inputSchema: {
      type: "object",
      properties: {
        limit: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          default: 20,
          description: "Records per page, 1 to 100.",
        },
        cursor: {
          type: "string",
          pattern: "^[A-Za-z0-9_-]*$",
          maxLength: 512,
          description: "`next_cursor` of the previous page; absent for the first page.",
        },
      },
    },
    outputSchema: {
      type: "object",
      required: ["restaurants", "next_cursor"],
      properties: {
        restaurants: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "name",
              "time_zone",
              "opening_hours",
              "address",
              "phone",
              "role",
              "created_at",
              "updated_at",
            ],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
                minLength: 1,
                maxLength: 200,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
              },
              time_zone: {
                type: "string",
                minLength: 1,
                maxLength: 64,
                pattern: "^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+){0,2}$",
                description:
                  "Where the restaurant is: its opening hours, menus and reservations are in this zone's local time.",
                examples: ["Europe/Lisbon"],
              },
              opening_hours: {
                type: "array",
                items: {
                  type: "object",
                  required: ["day", "opens", "closes"],
                  properties: {
                    day: {
                      type: "string",
                      enum: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
                      description: "A day of the week.",
                    },
                    opens: {
                      type: "string",
                      pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                      description: "A local time of day, `HH:MM` on a 24-hour clock.",
                      examples: ["09:30"],
                    },
                    closes: {
                      type: "string",
                      pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                      description: "A local time of day, `HH:MM` on a 24-hour clock.",
                      examples: ["09:30"],
                    },
                  },
                  description:
                    "One opening period on a weekday, in the restaurant's local time. `closes` earlier than `opens`\nruns past midnight into the next day; several periods on one day are allowed (lunch and dinner).",
                },
                description: "Weekly opening hours; empty means always closed (and no reservations).",
              },
              address: {
                anyOf: [
                  {
                    type: "object",
                    required: ["line1", "city", "country"],
                    properties: {
                      line1: {
                        type: "string",
                        minLength: 1,
                        maxLength: 200,
                        pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                      },
                      line2: {
                        type: "string",
                        maxLength: 200,
                        pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                      },
                      city: {
                        type: "string",
                        minLength: 1,
                        maxLength: 100,
                        pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                      },
                      postal_code: {
                        type: "string",
                        maxLength: 20,
                        pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                      },
                      country: {
                        type: "string",
                        pattern: "^[A-Z]{2}$",
                        description: "ISO 3166-1 alpha-2 country code.",
                      },
                    },
                    description: "A postal address.",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              phone: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
                maxLength: 32,
                pattern: "^\\+?[0-9 ().-]{3,31}$",
              },
              role: {
                type: "string",
                enum: ["owner", "manager", "staff"],
                description: "The caller's role here: the organization's owner is `owner` everywhere.",
              },
              created_at: {
                type: "string",
                format: "date-time",
              },
              updated_at: {
                type: "string",
                format: "date-time",
              },
            },
            description: "A restaurant (branch) of the organization.",
          },
        },
        next_cursor: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "Pass it back as `cursor` for the next page; null on the last page.",
        },
      },
      description: "A page of restaurants, newest first.",
    },
    annotations: {
      title: "List restaurants",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      limit: "query",
      cursor: "query",
    },
  },
  {
    name: "create_restaurant",
    title: "Create a restaurant",
    description: "Our design: adds a restaurant (owner). 400 for a time zone the server does not know.",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          required: ["name", "time_zone"],
          properties: {
            name: {
              type: "string",
              minLength: 1,
              maxLength: 200,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
            },
            time_zone: {
              type: "string",
              minLength: 1,
              maxLength: 64,
              pattern: "^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+){0,2}$",
              description: "An IANA time zone name, checked against the server's time-zone database.",
              examples: ["Europe/Lisbon"],
            },
            opening_hours: {
              type: "array",
              items: {
                type: "object",
                required: ["day", "opens", "closes"],
                properties: {
                  day: {
                    type: "string",
                    enum: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
                    description: "A day of the week.",
                  },
                  opens: {
                    type: "string",
                    pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                    description: "A local time of day, `HH:MM` on a 24-hour clock.",
                    examples: ["09:30"],
                  },
                  closes: {
                    type: "string",
                    pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                    description: "A local time of day, `HH:MM` on a 24-hour clock.",
                    examples: ["09:30"],
                  },
                },
                description:
                  "One opening period on a weekday, in the restaurant's local time. `closes` earlier than `opens`\nruns past midnight into the next day; several periods on one day are allowed (lunch and dinner).",
              },
              maxItems: 50,
              default: [],
            },
            address: {
              anyOf: [
                {
                  type: "object",
                  required: ["line1", "city", "country"],
                  properties: {
                    line1: {
                      type: "string",
                      minLength: 1,
                      maxLength: 200,
                      pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                    },
                    line2: {
                      type: "string",
                      maxLength: 200,
                      pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                    },
                    city: {
                      type: "string",
                      minLength: 1,
                      maxLength: 100,
                      pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                    },
                    postal_code: {
                      type: "string",
                      maxLength: 20,
                      pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                    },
                    country: {
                      type: "string",
                      pattern: "^[A-Z]{2}$",
                      description: "ISO 3166-1 alpha-2 country code.",
                    },
                  },
                  description: "A postal address.",
                },
                {
                  type: "null",
                },
              ],
            },
            phone: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              maxLength: 32,
              pattern: "^\\+?[0-9 ().-]{3,31}$",
            },
          },
          description: "What creating a restaurant takes.",
          examples: [
            {
              name: "Bistro Chiado",
              time_zone: "Europe/Lisbon",
              opening_hours: [
                {
                  day: "mon",
                  opens: "12:00",
                  closes: "23:00",
                },
              ],
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
        "name",
        "time_zone",
        "opening_hours",
        "address",
        "phone",
        "role",
        "created_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        time_zone: {
          type: "string",
          minLength: 1,
          maxLength: 64,
          pattern: "^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+){0,2}$",
          description:
            "Where the restaurant is: its opening hours, menus and reservations are in this zone's local time.",
          examples: ["Europe/Lisbon"],
        },
        opening_hours: {
          type: "array",
          items: {
            type: "object",
            required: ["day", "opens", "closes"],
            properties: {
              day: {
                type: "string",
                enum: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
                description: "A day of the week.",
              },
              opens: {
                type: "string",
                pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                description: "A local time of day, `HH:MM` on a 24-hour clock.",
                examples: ["09:30"],
              },
              closes: {
                type: "string",
                pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                description: "A local time of day, `HH:MM` on a 24-hour clock.",
                examples: ["09:30"],
              },
            },
            description:
              "One opening period on a weekday, in the restaurant's local time. `closes` earlier than `opens`\nruns past midnight into the next day; several periods on one day are allowed (lunch and dinner).",
          },
          description: "Weekly opening hours; empty means always closed (and no reservations).",
        },
        address: {
          anyOf: [
            {
              type: "object",
              required: ["line1", "city", "country"],
              properties: {
                line1: {
                  type: "string",
                  minLength: 1,
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                line2: {
                  type: "string",
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                city: {
                  type: "string",
                  minLength: 1,
                  maxLength: 100,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                postal_code: {
                  type: "string",
                  maxLength: 20,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                country: {
                  type: "string",
                  pattern: "^[A-Z]{2}$",
                  description: "ISO 3166-1 alpha-2 country code.",
                },
              },
              description: "A postal address.",
            },
            {
              type: "null",
            },
          ],
        },
        phone: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          maxLength: 32,
          pattern: "^\\+?[0-9 ().-]{3,31}$",
        },
        role: {
          type: "string",
          enum: ["owner", "manager", "staff"],
          description: "The caller's role here: the organization's owner is `owner` everywhere.",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A restaurant (branch) of the organization.",
    },
    annotations: {
      title: "Create a restaurant",
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
    name: "get_restaurant",
    title: "Get a restaurant",
    description: "Our design: one restaurant the caller holds a role on.",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["restaurant_id"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "name",
        "time_zone",
        "opening_hours",
        "address",
        "phone",
        "role",
        "created_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        time_zone: {
          type: "string",
          minLength: 1,
          maxLength: 64,
          pattern: "^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+){0,2}$",
          description:
            "Where the restaurant is: its opening hours, menus and reservations are in this zone's local time.",
          examples: ["Europe/Lisbon"],
        },
        opening_hours: {
          type: "array",
          items: {
            type: "object",
            required: ["day", "opens", "closes"],
            properties: {
              day: {
                type: "string",
                enum: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
                description: "A day of the week.",
              },
              opens: {
                type: "string",
                pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                description: "A local time of day, `HH:MM` on a 24-hour clock.",
                examples: ["09:30"],
              },
              closes: {
                type: "string",
                pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                description: "A local time of day, `HH:MM` on a 24-hour clock.",
                examples: ["09:30"],
              },
            },
            description:
              "One opening period on a weekday, in the restaurant's local time. `closes` earlier than `opens`\nruns past midnight into the next day; several periods on one day are allowed (lunch and dinner).",
          },
          description: "Weekly opening hours; empty means always closed (and no reservations).",
        },
        address: {
          anyOf: [
            {
              type: "object",
              required: ["line1", "city", "country"],
              properties: {
                line1: {
                  type: "string",
                  minLength: 1,
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                line2: {
                  type: "string",
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                city: {
                  type: "string",
                  minLength: 1,
                  maxLength: 100,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                postal_code: {
                  type: "string",
                  maxLength: 20,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                country: {
                  type: "string",
                  pattern: "^[A-Z]{2}$",
                  description: "ISO 3166-1 alpha-2 country code.",
                },
              },
              description: "A postal address.",
            },
            {
              type: "null",
            },
          ],
        },
        phone: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          maxLength: 32,
          pattern: "^\\+?[0-9 ().-]{3,31}$",
        },
        role: {
          type: "string",
          enum: ["owner", "manager", "staff"],
          description: "The caller's role here: the organization's owner is `owner` everywhere.",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A restaurant (branch) of the organization.",
    },
    annotations: {
      title: "Get a restaurant",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
    },
  },
  {
    name: "delete_restaurant",
    title: "Delete a restaurant",
    description:
      "Our design: deletes a restaurant (owner). 409 `in_use` while it has orders or\nbookings: history is kept.",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["restaurant_id"],
    },
    annotations: {
      title: "Delete a restaurant",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
    },
  },
  {
    name: "update_restaurant",
    title: "Update a restaurant",
    description: "Our design: changes a restaurant (owner or its manager).",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        body: {
          type: "object",
          properties: {
            name: {
              type: "string",
              minLength: 1,
              maxLength: 200,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
            },
            time_zone: {
              type: "string",
              minLength: 1,
              maxLength: 64,
              pattern: "^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+){0,2}$",
              description: "An IANA time zone name, checked against the server's time-zone database.",
              examples: ["Europe/Lisbon"],
            },
            opening_hours: {
              type: "array",
              items: {
                type: "object",
                required: ["day", "opens", "closes"],
                properties: {
                  day: {
                    type: "string",
                    enum: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
                    description: "A day of the week.",
                  },
                  opens: {
                    type: "string",
                    pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                    description: "A local time of day, `HH:MM` on a 24-hour clock.",
                    examples: ["09:30"],
                  },
                  closes: {
                    type: "string",
                    pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                    description: "A local time of day, `HH:MM` on a 24-hour clock.",
                    examples: ["09:30"],
                  },
                },
                description:
                  "One opening period on a weekday, in the restaurant's local time. `closes` earlier than `opens`\nruns past midnight into the next day; several periods on one day are allowed (lunch and dinner).",
              },
              maxItems: 50,
            },
            address: {
              anyOf: [
                {
                  type: "object",
                  required: ["line1", "city", "country"],
                  properties: {
                    line1: {
                      type: "string",
                      minLength: 1,
                      maxLength: 200,
                      pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                    },
                    line2: {
                      type: "string",
                      maxLength: 200,
                      pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                    },
                    city: {
                      type: "string",
                      minLength: 1,
                      maxLength: 100,
                      pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                    },
                    postal_code: {
                      type: "string",
                      maxLength: 20,
                      pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                    },
                    country: {
                      type: "string",
                      pattern: "^[A-Z]{2}$",
                      description: "ISO 3166-1 alpha-2 country code.",
                    },
                  },
                  description: "A postal address.",
                },
                {
                  type: "null",
                },
              ],
            },
            phone: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              maxLength: 32,
              pattern: "^\\+?[0-9 ().-]{3,31}$",
            },
          },
          description: "What updating a restaurant takes: the members sent change, the rest stay.",
          examples: [
            {
              name: "Bistro Chiado (Rua Garrett)",
            },
          ],
        },
      },
      required: ["restaurant_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "name",
        "time_zone",
        "opening_hours",
        "address",
        "phone",
        "role",
        "created_at",
        "updated_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        time_zone: {
          type: "string",
          minLength: 1,
          maxLength: 64,
          pattern: "^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+){0,2}$",
          description:
            "Where the restaurant is: its opening hours, menus and reservations are in this zone's local time.",
          examples: ["Europe/Lisbon"],
        },
        opening_hours: {
          type: "array",
          items: {
            type: "object",
            required: ["day", "opens", "closes"],
            properties: {
              day: {
                type: "string",
                enum: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
                description: "A day of the week.",
              },
              opens: {
                type: "string",
                pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                description: "A local time of day, `HH:MM` on a 24-hour clock.",
                examples: ["09:30"],
              },
              closes: {
                type: "string",
                pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                description: "A local time of day, `HH:MM` on a 24-hour clock.",
                examples: ["09:30"],
              },
            },
            description:
              "One opening period on a weekday, in the restaurant's local time. `closes` earlier than `opens`\nruns past midnight into the next day; several periods on one day are allowed (lunch and dinner).",
          },
          description: "Weekly opening hours; empty means always closed (and no reservations).",
        },
        address: {
          anyOf: [
            {
              type: "object",
              required: ["line1", "city", "country"],
              properties: {
                line1: {
                  type: "string",
                  minLength: 1,
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                line2: {
                  type: "string",
                  maxLength: 200,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                city: {
                  type: "string",
                  minLength: 1,
                  maxLength: 100,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                postal_code: {
                  type: "string",
                  maxLength: 20,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                country: {
                  type: "string",
                  pattern: "^[A-Z]{2}$",
                  description: "ISO 3166-1 alpha-2 country code.",
                },
              },
              description: "A postal address.",
            },
            {
              type: "null",
            },
          ],
        },
        phone: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          maxLength: 32,
          pattern: "^\\+?[0-9 ().-]{3,31}$",
        },
        role: {
          type: "string",
          enum: ["owner", "manager", "staff"],
          description: "The caller's role here: the organization's owner is `owner` everywhere.",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A restaurant (branch) of the organization.",
    },
    annotations: {
      title: "Update a restaurant",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
      body: "body",
    },
  },
  {
    name: "list_restaurant_members",
    title: "List a restaurant's members",
    description: "The restaurant's people: its owner first, then members in the order they were added.",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        limit: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          default: 20,
          description: "Records per page, 1 to 100.",
        },
        cursor: {
          type: "string",
          pattern: "^[A-Za-z0-9_-]*$",
          maxLength: 512,
          description: "`next_cursor` of the previous page; absent for the first page.",
        },
      },
      required: ["restaurant_id"],
    },
    outputSchema: {
      type: "object",
      required: ["members", "next_cursor"],
      properties: {
        members: {
          type: "array",
          items: {
            type: "object",
            required: ["user", "role", "added_at"],
            properties: {
              user: {
                type: "object",
                required: ["id", "email", "name"],
                properties: {
                  id: {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  email: {
                    type: "string",
                    maxLength: 254,
                    pattern:
                      "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
                    format: "email",
                    description: "An e-mail address, at most 254 characters.",
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
                },
                description: "A person's account, as sign-in and the member lists show it.",
              },
              role: {
                type: "string",
                enum: ["owner", "manager", "staff"],
                description: "`owner` for the organization's owner, who holds every restaurant.",
              },
              added_at: {
                type: "string",
                format: "date-time",
              },
            },
            description: "A person who works in a restaurant.",
          },
        },
        next_cursor: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "Pass it back as `cursor` for the next page; null on the last page.",
        },
      },
      description: "A page of members, in the order they were added.",
    },
    annotations: {
      title: "List a restaurant's members",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
      limit: "query",
      cursor: "query",
    },
  },
  {
    name: "add_restaurant_member",
    title: "Add a member to a restaurant",
    description:
      "Gives someone with an account a role here (owner, or the restaurant's manager for `staff`).\n404 `unknown_account` when no account has the address (they sign up first); 409\n`already_member` when they belong to another organization or already hold a role here.",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        body: {
          type: "object",
          required: ["email", "role"],
          properties: {
            email: {
              type: "string",
              maxLength: 254,
              pattern:
                "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
              format: "email",
              description: "An e-mail address, at most 254 characters.",
            },
            role: {
              type: "string",
              enum: ["manager", "staff"],
              description: "A role someone can be given on one restaurant.",
            },
          },
          description: "Who to add, by the e-mail address of their account, and their role here.",
          examples: [
            {
              email: "grace@bistro.example",
              role: "staff",
            },
          ],
        },
      },
      required: ["restaurant_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: ["user", "role", "added_at"],
      properties: {
        user: {
          type: "object",
          required: ["id", "email", "name"],
          properties: {
            id: {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            email: {
              type: "string",
              maxLength: 254,
              pattern:
                "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
              format: "email",
              description: "An e-mail address, at most 254 characters.",
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
          },
          description: "A person's account, as sign-in and the member lists show it.",
        },
        role: {
          type: "string",
          enum: ["owner", "manager", "staff"],
          description: "`owner` for the organization's owner, who holds every restaurant.",
        },
        added_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A person who works in a restaurant.",
    },
    annotations: {
      title: "Add a member to a restaurant",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
      body: "body",
    },
  },
  {
    name: "remove_restaurant_member",
    title: "Remove a member from a restaurant",
    description:
      "Takes a member's role here away (owner, or a manager for staff). The owner holds every\nrestaurant and cannot be removed: 409.",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        user_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["restaurant_id", "user_id"],
    },
    annotations: {
      title: "Remove a member from a restaurant",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
      user_id: "path",
    },
  },
  {
    name: "update_restaurant_member",
    title: "Change a member's role",
    description: "Changes a member's role here (owner).",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        user_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        body: {
          type: "object",
          properties: {
            role: {
              type: "string",
              enum: ["manager", "staff"],
              description: "A role someone can be given on one restaurant.",
            },
          },
          required: ["role"],
        },
      },
      required: ["restaurant_id", "user_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: ["user", "role", "added_at"],
      properties: {
        user: {
          type: "object",
          required: ["id", "email", "name"],
          properties: {
            id: {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            email: {
              type: "string",
              maxLength: 254,
              pattern:
                "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
              format: "email",
              description: "An e-mail address, at most 254 characters.",
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
          },
          description: "A person's account, as sign-in and the member lists show it.",
        },
        role: {
          type: "string",
          enum: ["owner", "manager", "staff"],
          description: "`owner` for the organization's owner, who holds every restaurant.",
        },
        added_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A person who works in a restaurant.",
    },
    annotations: {
      title: "Change a member's role",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
      user_id: "path",
      body: "body",
    },
  },
];
