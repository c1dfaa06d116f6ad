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
    name: "list_promotions",
    title: "List promotions",
    description: "Newest first; `active` filters.",
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
        active: {
          type: "boolean",
        },
      },
    },
    outputSchema: {
      type: "object",
      required: ["promotions", "next_cursor"],
      properties: {
        promotions: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "name",
              "code",
              "kind",
              "percent",
              "max_discount_amount",
              "amount",
              "food_item_id",
              "category_id",
              "buy_quantity",
              "get_quantity",
              "starts_at",
              "ends_at",
              "min_subtotal_amount",
              "usage_limit",
              "usage_limit_per_customer",
              "used_count",
              "restaurant_ids",
              "channels",
              "customer_tags",
              "new_customers_only",
              "active",
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
              code: {
                anyOf: [
                  {
                    type: "string",
                    minLength: 3,
                    maxLength: 32,
                    pattern: "^[A-Za-z0-9_-]+$",
                    description:
                      "A promotion code: 3 to 32 letters, digits, `-` or `_`; compared case-insensitively.",
                    examples: ["SUMMER10"],
                  },
                  {
                    type: "null",
                  },
                ],
              },
              kind: {
                type: "string",
                enum: ["percentage", "fixed", "free_item", "buy_x_get_y"],
                description:
                  "What a promotion takes off: `percentage` (`percent` of the subtotal, at most\n`max_discount_amount`), `fixed` (`amount` off the order), `free_item` (one unit of\n`food_item_id` free when the order holds it) or `buy_x_get_y` (for every `buy_quantity` +\n`get_quantity` units of `food_item_id` or of `category_id`, the `get_quantity` cheapest are free).",
              },
              percent: {
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
              max_discount_amount: {
                anyOf: [
                  {
                    type: "integer",
                    format: "int64",
                    minimum: 0,
                    maximum: 100000000,
                    description:
                      "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              amount: {
                anyOf: [
                  {
                    type: "integer",
                    format: "int64",
                    minimum: 0,
                    maximum: 100000000,
                    description:
                      "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              food_item_id: {
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
              category_id: {
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
              buy_quantity: {
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
              get_quantity: {
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
              starts_at: {
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
              ends_at: {
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
              min_subtotal_amount: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description:
                  "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
              },
              usage_limit: {
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
              usage_limit_per_customer: {
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
              used_count: {
                type: "integer",
                format: "int32",
                description: "Orders that used it (a cancelled order gives its use back).",
              },
              restaurant_ids: {
                type: "array",
                items: {
                  type: "string",
                  format: "uuid",
                  description: "A UUID naming a record.",
                  examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                },
              },
              channels: {
                type: "array",
                items: {
                  type: "string",
                  enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
                  description: "An ordering channel a promotion may be limited to.",
                },
              },
              customer_tags: {
                type: "array",
                items: {
                  type: "string",
                  minLength: 1,
                  maxLength: 50,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                  description: "A customer tag a promotion or a campaign targets: 1 to 50 characters.",
                },
              },
              new_customers_only: {
                type: "boolean",
              },
              active: {
                type: "boolean",
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
            description:
              "A promotion. Our design (Square's catalog discounts and pricing rules, Toast's promo codes).\n**Stacking**: an order takes at most one code promotion plus the single best automatic one (the\none that takes the most off after the code); nothing takes a line below zero.",
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
      description: "A page of promotions, newest first.",
    },
    annotations: {
      title: "List promotions",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      limit: "query",
      cursor: "query",
      active: "query",
    },
  },
  {
    name: "create_promotion",
    title: "Create a promotion",
    description: "Creates a promotion.",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          required: ["name", "kind"],
          properties: {
            name: {
              type: "string",
              minLength: 1,
              maxLength: 200,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
            },
            kind: {
              type: "string",
              enum: ["percentage", "fixed", "free_item", "buy_x_get_y"],
              description:
                "What a promotion takes off: `percentage` (`percent` of the subtotal, at most\n`max_discount_amount`), `fixed` (`amount` off the order), `free_item` (one unit of\n`food_item_id` free when the order holds it) or `buy_x_get_y` (for every `buy_quantity` +\n`get_quantity` units of `food_item_id` or of `category_id`, the `get_quantity` cheapest are free).",
            },
            code: {
              anyOf: [
                {
                  type: "string",
                  minLength: 3,
                  maxLength: 32,
                  pattern: "^[A-Za-z0-9_-]+$",
                  description:
                    "A promotion code: 3 to 32 letters, digits, `-` or `_`; compared case-insensitively.",
                  examples: ["SUMMER10"],
                },
                {
                  type: "null",
                },
              ],
              description: "Entered by the customer; absent or null: the promotion applies automatically.",
            },
            percent: {
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
              maximum: 100,
              description: "`percentage`: 1 to 100.",
            },
            max_discount_amount: {
              anyOf: [
                {
                  type: "integer",
                  format: "int64",
                  minimum: 0,
                  maximum: 100000000,
                  description:
                    "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                },
                {
                  type: "null",
                },
              ],
              description: "`percentage`: the most it takes off.",
            },
            amount: {
              anyOf: [
                {
                  type: "integer",
                  format: "int64",
                  minimum: 0,
                  maximum: 100000000,
                  description:
                    "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                },
                {
                  type: "null",
                },
              ],
              description: "`fixed`: the amount off (never more than the order's subtotal).",
            },
            food_item_id: {
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
              description:
                "`free_item`: the item given free; `buy_x_get_y`: the item counted (or `category_id`).",
            },
            category_id: {
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
              description: "`buy_x_get_y`: the category whose items count.",
            },
            buy_quantity: {
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
              maximum: 100,
              description: "`buy_x_get_y`: units to buy.",
            },
            get_quantity: {
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
              maximum: 100,
              description: "`buy_x_get_y`: units free per group.",
            },
            starts_at: {
              anyOf: [
                {
                  type: "string",
                  format: "date-time",
                },
                {
                  type: "null",
                },
              ],
              description: "Valid from (inclusive); null: already.",
            },
            ends_at: {
              anyOf: [
                {
                  type: "string",
                  format: "date-time",
                },
                {
                  type: "null",
                },
              ],
              description: "Valid until (exclusive); null: no end. After `starts_at`.",
            },
            min_subtotal_amount: {
              type: "integer",
              format: "int64",
              minimum: 0,
              maximum: 100000000,
              description: "The order's subtotal must reach this.",
            },
            usage_limit: {
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
              maximum: 10000000,
              description: "Uses in all; null: unlimited.",
            },
            usage_limit_per_customer: {
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
              maximum: 1000,
              description: "Uses per customer; null: unlimited. Needs an order that names its customer.",
            },
            restaurant_ids: {
              type: "array",
              items: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              maxItems: 100,
              description: "Restaurants it is valid at; empty: all.",
            },
            channels: {
              type: "array",
              items: {
                type: "string",
                enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
                description: "An ordering channel a promotion may be limited to.",
              },
              maxItems: 7,
              description: "Channels it is valid for; empty: all.",
            },
            customer_tags: {
              type: "array",
              items: {
                type: "string",
                minLength: 1,
                maxLength: 50,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description: "A customer tag a promotion or a campaign targets: 1 to 50 characters.",
              },
              maxItems: 20,
              description: "Only customers with one of these tags; empty: anyone.",
            },
            new_customers_only: {
              type: "boolean",
              description: "Only customers with no completed order yet.",
            },
            active: {
              type: "boolean",
              description: "Off: it applies to nothing (it stays listed).",
            },
          },
          description: "What creating a promotion takes: a name, a kind and the members the kind needs.",
          examples: [
            {
              name: "Summer 10%",
              code: "SUMMER10",
              kind: "percentage",
              percent: 10,
              max_discount_amount: 1500,
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
        "code",
        "kind",
        "percent",
        "max_discount_amount",
        "amount",
        "food_item_id",
        "category_id",
        "buy_quantity",
        "get_quantity",
        "starts_at",
        "ends_at",
        "min_subtotal_amount",
        "usage_limit",
        "usage_limit_per_customer",
        "used_count",
        "restaurant_ids",
        "channels",
        "customer_tags",
        "new_customers_only",
        "active",
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
        code: {
          anyOf: [
            {
              type: "string",
              minLength: 3,
              maxLength: 32,
              pattern: "^[A-Za-z0-9_-]+$",
              description:
                "A promotion code: 3 to 32 letters, digits, `-` or `_`; compared case-insensitively.",
              examples: ["SUMMER10"],
            },
            {
              type: "null",
            },
          ],
        },
        kind: {
          type: "string",
          enum: ["percentage", "fixed", "free_item", "buy_x_get_y"],
          description:
            "What a promotion takes off: `percentage` (`percent` of the subtotal, at most\n`max_discount_amount`), `fixed` (`amount` off the order), `free_item` (one unit of\n`food_item_id` free when the order holds it) or `buy_x_get_y` (for every `buy_quantity` +\n`get_quantity` units of `food_item_id` or of `category_id`, the `get_quantity` cheapest are free).",
        },
        percent: {
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
        max_discount_amount: {
          anyOf: [
            {
              type: "integer",
              format: "int64",
              minimum: 0,
              maximum: 100000000,
              description:
                "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
            },
            {
              type: "null",
            },
          ],
        },
        amount: {
          anyOf: [
            {
              type: "integer",
              format: "int64",
              minimum: 0,
              maximum: 100000000,
              description:
                "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
            },
            {
              type: "null",
            },
          ],
        },
        food_item_id: {
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
        category_id: {
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
        buy_quantity: {
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
        get_quantity: {
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
        starts_at: {
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
        ends_at: {
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
        min_subtotal_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description:
            "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
        },
        usage_limit: {
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
        usage_limit_per_customer: {
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
        used_count: {
          type: "integer",
          format: "int32",
          description: "Orders that used it (a cancelled order gives its use back).",
        },
        restaurant_ids: {
          type: "array",
          items: {
            type: "string",
            format: "uuid",
            description: "A UUID naming a record.",
            examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
          },
        },
        channels: {
          type: "array",
          items: {
            type: "string",
            enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
            description: "An ordering channel a promotion may be limited to.",
          },
        },
        customer_tags: {
          type: "array",
          items: {
            type: "string",
            minLength: 1,
            maxLength: 50,
            pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
            description: "A customer tag a promotion or a campaign targets: 1 to 50 characters.",
          },
        },
        new_customers_only: {
          type: "boolean",
        },
        active: {
          type: "boolean",
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
      description:
        "A promotion. Our design (Square's catalog discounts and pricing rules, Toast's promo codes).\n**Stacking**: an order takes at most one code promotion plus the single best automatic one (the\none that takes the most off after the code); nothing takes a line below zero.",
    },
    annotations: {
      title: "Create a promotion",
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
    name: "get_promotion",
    title: "Get a promotion",
    description: "One promotion.",
    inputSchema: {
      type: "object",
      properties: {
        promotion_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["promotion_id"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "name",
        "code",
        "kind",
        "percent",
        "max_discount_amount",
        "amount",
        "food_item_id",
        "category_id",
        "buy_quantity",
        "get_quantity",
        "starts_at",
        "ends_at",
        "min_subtotal_amount",
        "usage_limit",
        "usage_limit_per_customer",
        "used_count",
        "restaurant_ids",
        "channels",
        "customer_tags",
        "new_customers_only",
        "active",
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
        code: {
          anyOf: [
            {
              type: "string",
              minLength: 3,
              maxLength: 32,
              pattern: "^[A-Za-z0-9_-]+$",
              description:
                "A promotion code: 3 to 32 letters, digits, `-` or `_`; compared case-insensitively.",
              examples: ["SUMMER10"],
            },
            {
              type: "null",
            },
          ],
        },
        kind: {
          type: "string",
          enum: ["percentage", "fixed", "free_item", "buy_x_get_y"],
          description:
            "What a promotion takes off: `percentage` (`percent` of the subtotal, at most\n`max_discount_amount`), `fixed` (`amount` off the order), `free_item` (one unit of\n`food_item_id` free when the order holds it) or `buy_x_get_y` (for every `buy_quantity` +\n`get_quantity` units of `food_item_id` or of `category_id`, the `get_quantity` cheapest are free).",
        },
        percent: {
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
        max_discount_amount: {
          anyOf: [
            {
              type: "integer",
              format: "int64",
              minimum: 0,
              maximum: 100000000,
              description:
                "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
            },
            {
              type: "null",
            },
          ],
        },
        amount: {
          anyOf: [
            {
              type: "integer",
              format: "int64",
              minimum: 0,
              maximum: 100000000,
              description:
                "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
            },
            {
              type: "null",
            },
          ],
        },
        food_item_id: {
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
        category_id: {
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
        buy_quantity: {
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
        get_quantity: {
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
        starts_at: {
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
        ends_at: {
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
        min_subtotal_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description:
            "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
        },
        usage_limit: {
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
        usage_limit_per_customer: {
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
        used_count: {
          type: "integer",
          format: "int32",
          description: "Orders that used it (a cancelled order gives its use back).",
        },
        restaurant_ids: {
          type: "array",
          items: {
            type: "string",
            format: "uuid",
            description: "A UUID naming a record.",
            examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
          },
        },
        channels: {
          type: "array",
          items: {
            type: "string",
            enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
            description: "An ordering channel a promotion may be limited to.",
          },
        },
        customer_tags: {
          type: "array",
          items: {
            type: "string",
            minLength: 1,
            maxLength: 50,
            pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
            description: "A customer tag a promotion or a campaign targets: 1 to 50 characters.",
          },
        },
        new_customers_only: {
          type: "boolean",
        },
        active: {
          type: "boolean",
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
      description:
        "A promotion. Our design (Square's catalog discounts and pricing rules, Toast's promo codes).\n**Stacking**: an order takes at most one code promotion plus the single best automatic one (the\none that takes the most off after the code); nothing takes a line below zero.",
    },
    annotations: {
      title: "Get a promotion",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      promotion_id: "path",
    },
  },
  {
    name: "delete_promotion",
    title: "Delete a promotion",
    description: "Deletes a promotion that no order used (409 `in_use` otherwise: deactivate it instead).",
    inputSchema: {
      type: "object",
      properties: {
        promotion_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["promotion_id"],
    },
    annotations: {
      title: "Delete a promotion",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      promotion_id: "path",
    },
  },
  {
    name: "update_promotion",
    title: "Update a promotion",
    description: "Changes a promotion; orders already placed keep what they were given.",
    inputSchema: {
      type: "object",
      properties: {
        promotion_id: {
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
            kind: {
              type: "string",
              enum: ["percentage", "fixed", "free_item", "buy_x_get_y"],
              description:
                "What a promotion takes off: `percentage` (`percent` of the subtotal, at most\n`max_discount_amount`), `fixed` (`amount` off the order), `free_item` (one unit of\n`food_item_id` free when the order holds it) or `buy_x_get_y` (for every `buy_quantity` +\n`get_quantity` units of `food_item_id` or of `category_id`, the `get_quantity` cheapest are free).",
            },
            code: {
              anyOf: [
                {
                  type: "string",
                  minLength: 3,
                  maxLength: 32,
                  pattern: "^[A-Za-z0-9_-]+$",
                  description:
                    "A promotion code: 3 to 32 letters, digits, `-` or `_`; compared case-insensitively.",
                  examples: ["SUMMER10"],
                },
                {
                  type: "null",
                },
              ],
              description: "Entered by the customer; absent or null: the promotion applies automatically.",
            },
            percent: {
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
              maximum: 100,
              description: "`percentage`: 1 to 100.",
            },
            max_discount_amount: {
              anyOf: [
                {
                  type: "integer",
                  format: "int64",
                  minimum: 0,
                  maximum: 100000000,
                  description:
                    "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                },
                {
                  type: "null",
                },
              ],
              description: "`percentage`: the most it takes off.",
            },
            amount: {
              anyOf: [
                {
                  type: "integer",
                  format: "int64",
                  minimum: 0,
                  maximum: 100000000,
                  description:
                    "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                },
                {
                  type: "null",
                },
              ],
              description: "`fixed`: the amount off (never more than the order's subtotal).",
            },
            food_item_id: {
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
              description:
                "`free_item`: the item given free; `buy_x_get_y`: the item counted (or `category_id`).",
            },
            category_id: {
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
              description: "`buy_x_get_y`: the category whose items count.",
            },
            buy_quantity: {
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
              maximum: 100,
              description: "`buy_x_get_y`: units to buy.",
            },
            get_quantity: {
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
              maximum: 100,
              description: "`buy_x_get_y`: units free per group.",
            },
            starts_at: {
              anyOf: [
                {
                  type: "string",
                  format: "date-time",
                },
                {
                  type: "null",
                },
              ],
              description: "Valid from (inclusive); null: already.",
            },
            ends_at: {
              anyOf: [
                {
                  type: "string",
                  format: "date-time",
                },
                {
                  type: "null",
                },
              ],
              description: "Valid until (exclusive); null: no end. After `starts_at`.",
            },
            min_subtotal_amount: {
              type: "integer",
              format: "int64",
              minimum: 0,
              maximum: 100000000,
              description: "The order's subtotal must reach this.",
            },
            usage_limit: {
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
              maximum: 10000000,
              description: "Uses in all; null: unlimited.",
            },
            usage_limit_per_customer: {
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
              maximum: 1000,
              description: "Uses per customer; null: unlimited. Needs an order that names its customer.",
            },
            restaurant_ids: {
              type: "array",
              items: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              maxItems: 100,
              description: "Restaurants it is valid at; empty: all.",
            },
            channels: {
              type: "array",
              items: {
                type: "string",
                enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
                description: "An ordering channel a promotion may be limited to.",
              },
              maxItems: 7,
              description: "Channels it is valid for; empty: all.",
            },
            customer_tags: {
              type: "array",
              items: {
                type: "string",
                minLength: 1,
                maxLength: 50,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description: "A customer tag a promotion or a campaign targets: 1 to 50 characters.",
              },
              maxItems: 20,
              description: "Only customers with one of these tags; empty: anyone.",
            },
            new_customers_only: {
              type: "boolean",
              description: "Only customers with no completed order yet.",
            },
            active: {
              type: "boolean",
              description: "Off: it applies to nothing (it stays listed).",
            },
          },
          description:
            "What updating a promotion takes: the members sent change; the result is checked whole.",
          examples: [
            {
              active: false,
            },
          ],
        },
      },
      required: ["promotion_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "name",
        "code",
        "kind",
        "percent",
        "max_discount_amount",
        "amount",
        "food_item_id",
        "category_id",
        "buy_quantity",
        "get_quantity",
        "starts_at",
        "ends_at",
        "min_subtotal_amount",
        "usage_limit",
        "usage_limit_per_customer",
        "used_count",
        "restaurant_ids",
        "channels",
        "customer_tags",
        "new_customers_only",
        "active",
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
        code: {
          anyOf: [
            {
              type: "string",
              minLength: 3,
              maxLength: 32,
              pattern: "^[A-Za-z0-9_-]+$",
              description:
                "A promotion code: 3 to 32 letters, digits, `-` or `_`; compared case-insensitively.",
              examples: ["SUMMER10"],
            },
            {
              type: "null",
            },
          ],
        },
        kind: {
          type: "string",
          enum: ["percentage", "fixed", "free_item", "buy_x_get_y"],
          description:
            "What a promotion takes off: `percentage` (`percent` of the subtotal, at most\n`max_discount_amount`), `fixed` (`amount` off the order), `free_item` (one unit of\n`food_item_id` free when the order holds it) or `buy_x_get_y` (for every `buy_quantity` +\n`get_quantity` units of `food_item_id` or of `category_id`, the `get_quantity` cheapest are free).",
        },
        percent: {
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
        max_discount_amount: {
          anyOf: [
            {
              type: "integer",
              format: "int64",
              minimum: 0,
              maximum: 100000000,
              description:
                "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
            },
            {
              type: "null",
            },
          ],
        },
        amount: {
          anyOf: [
            {
              type: "integer",
              format: "int64",
              minimum: 0,
              maximum: 100000000,
              description:
                "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
            },
            {
              type: "null",
            },
          ],
        },
        food_item_id: {
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
        category_id: {
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
        buy_quantity: {
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
        get_quantity: {
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
        starts_at: {
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
        ends_at: {
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
        min_subtotal_amount: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 100000000,
          description:
            "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
        },
        usage_limit: {
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
        usage_limit_per_customer: {
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
        used_count: {
          type: "integer",
          format: "int32",
          description: "Orders that used it (a cancelled order gives its use back).",
        },
        restaurant_ids: {
          type: "array",
          items: {
            type: "string",
            format: "uuid",
            description: "A UUID naming a record.",
            examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
          },
        },
        channels: {
          type: "array",
          items: {
            type: "string",
            enum: ["dine_in", "takeaway", "delivery", "web", "app", "pos", "aggregator"],
            description: "An ordering channel a promotion may be limited to.",
          },
        },
        customer_tags: {
          type: "array",
          items: {
            type: "string",
            minLength: 1,
            maxLength: 50,
            pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
            description: "A customer tag a promotion or a campaign targets: 1 to 50 characters.",
          },
        },
        new_customers_only: {
          type: "boolean",
        },
        active: {
          type: "boolean",
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
      description:
        "A promotion. Our design (Square's catalog discounts and pricing rules, Toast's promo codes).\n**Stacking**: an order takes at most one code promotion plus the single best automatic one (the\none that takes the most off after the code); nothing takes a line below zero.",
    },
    annotations: {
      title: "Update a promotion",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      promotion_id: "path",
      body: "body",
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
  {
    name: "list_restaurant_webhooks",
    title: "List webhooks",
    description: "Newest first.",
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
      required: ["webhooks", "next_cursor"],
      properties: {
        webhooks: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "url",
              "event_types",
              "enabled",
              "success_count",
              "failure_count",
              "last_attempted_at",
              "last_status",
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
              url: {
                type: "string",
                maxLength: 2048,
                pattern: "^https?://[^\\s\\x00-\\x1f\\x7f/?#@]+(?:[/?#][^\\s\\x00-\\x1f\\x7f]*)?$",
                description:
                  "Where deliveries go: an absolute `http` or `https` URL of at most 2,048 characters. The server's\negress policy refuses internal addresses (loopback, private, link-local): 403 `url_refused`.",
                examples: ["https://pos.example.com/hooks/restaurant"],
              },
              event_types: {
                type: "array",
                items: {
                  type: "string",
                  enum: [
                    "order.created",
                    "order.status_changed",
                    "reservation.created",
                    "reservation.status_changed",
                    "loyalty.points_changed",
                    "campaign.sent",
                  ],
                  description:
                    "An event a webhook can subscribe to. Every delivery's body is `{id, type, timestamp, data}`:\n`order.created` and `order.status_changed` carry the order (`data.order_id`, `data.status`…),\n`reservation.*` the booking, `loyalty.points_changed` the customer's balance, and\n`campaign.sent` a sent campaign with its audience (`data.customer_ids`): the platform sends no\ne-mail or SMS itself, so an integrator's own sender delivers the message.",
                },
              },
              enabled: {
                type: "boolean",
              },
              success_count: {
                type: "integer",
                format: "int64",
                description: "Deliveries answered with 2xx.",
              },
              failure_count: {
                type: "integer",
                format: "int64",
                description: "Deliveries that failed for good (every retry spent).",
              },
              last_attempted_at: {
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
              last_status: {
                anyOf: [
                  {
                    type: "integer",
                    format: "int32",
                  },
                  {
                    type: "null",
                  },
                ],
                description: "HTTP status of the latest attempt; 0 when no answer arrived; null before any.",
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
            description: "A webhook subscription (never its secret, except once in {",
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
      description: "A page of webhooks, newest first.",
    },
    annotations: {
      title: "List webhooks",
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
    name: "create_restaurant_webhook",
    title: "Create a webhook",
    description: "Subscribes a URL to event types; answers the signing secret once.",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          required: ["url", "event_types"],
          properties: {
            url: {
              type: "string",
              maxLength: 2048,
              pattern: "^https?://[^\\s\\x00-\\x1f\\x7f/?#@]+(?:[/?#][^\\s\\x00-\\x1f\\x7f]*)?$",
              description:
                "Where deliveries go: an absolute `http` or `https` URL of at most 2,048 characters. The server's\negress policy refuses internal addresses (loopback, private, link-local): 403 `url_refused`.",
              examples: ["https://pos.example.com/hooks/restaurant"],
            },
            event_types: {
              type: "array",
              items: {
                type: "string",
                enum: [
                  "order.created",
                  "order.status_changed",
                  "reservation.created",
                  "reservation.status_changed",
                  "loyalty.points_changed",
                  "campaign.sent",
                ],
                description:
                  "An event a webhook can subscribe to. Every delivery's body is `{id, type, timestamp, data}`:\n`order.created` and `order.status_changed` carry the order (`data.order_id`, `data.status`…),\n`reservation.*` the booking, `loyalty.points_changed` the customer's balance, and\n`campaign.sent` a sent campaign with its audience (`data.customer_ids`): the platform sends no\ne-mail or SMS itself, so an integrator's own sender delivers the message.",
              },
              minItems: 1,
              maxItems: 6,
            },
            enabled: {
              type: "boolean",
              default: true,
            },
          },
          description: "What subscribing takes.",
          examples: [
            {
              url: "https://pos.example.com/hooks/restaurant",
              event_types: ["order.created", "order.status_changed"],
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
        "url",
        "event_types",
        "enabled",
        "success_count",
        "failure_count",
        "last_attempted_at",
        "last_status",
        "created_at",
        "updated_at",
        "secret",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        url: {
          type: "string",
          maxLength: 2048,
          pattern: "^https?://[^\\s\\x00-\\x1f\\x7f/?#@]+(?:[/?#][^\\s\\x00-\\x1f\\x7f]*)?$",
          description:
            "Where deliveries go: an absolute `http` or `https` URL of at most 2,048 characters. The server's\negress policy refuses internal addresses (loopback, private, link-local): 403 `url_refused`.",
          examples: ["https://pos.example.com/hooks/restaurant"],
        },
        event_types: {
          type: "array",
          items: {
            type: "string",
            enum: [
              "order.created",
              "order.status_changed",
              "reservation.created",
              "reservation.status_changed",
              "loyalty.points_changed",
              "campaign.sent",
            ],
            description:
              "An event a webhook can subscribe to. Every delivery's body is `{id, type, timestamp, data}`:\n`order.created` and `order.status_changed` carry the order (`data.order_id`, `data.status`…),\n`reservation.*` the booking, `loyalty.points_changed` the customer's balance, and\n`campaign.sent` a sent campaign with its audience (`data.customer_ids`): the platform sends no\ne-mail or SMS itself, so an integrator's own sender delivers the message.",
          },
        },
        enabled: {
          type: "boolean",
        },
        success_count: {
          type: "integer",
          format: "int64",
          description: "Deliveries answered with 2xx.",
        },
        failure_count: {
          type: "integer",
          format: "int64",
          description: "Deliveries that failed for good (every retry spent).",
        },
        last_attempted_at: {
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
        last_status: {
          anyOf: [
            {
              type: "integer",
              format: "int32",
            },
            {
              type: "null",
            },
          ],
          description: "HTTP status of the latest attempt; 0 when no answer arrived; null before any.",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
        secret: {
          type: "string",
          description:
            "The Standard Webhooks signing secret (`whsec_…`): verify each delivery's `webhook-signature`\nover `webhook-id.webhook-timestamp.body`. Stored sealed; it cannot be shown again.",
        },
      },
      description: "A new webhook with its signing secret, shown this once.",
    },
    annotations: {
      title: "Create a webhook",
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
    name: "get_restaurant_webhook",
    title: "Get a webhook",
    description: "One webhook.",
    inputSchema: {
      type: "object",
      properties: {
        webhook_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["webhook_id"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "url",
        "event_types",
        "enabled",
        "success_count",
        "failure_count",
        "last_attempted_at",
        "last_status",
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
        url: {
          type: "string",
          maxLength: 2048,
          pattern: "^https?://[^\\s\\x00-\\x1f\\x7f/?#@]+(?:[/?#][^\\s\\x00-\\x1f\\x7f]*)?$",
          description:
            "Where deliveries go: an absolute `http` or `https` URL of at most 2,048 characters. The server's\negress policy refuses internal addresses (loopback, private, link-local): 403 `url_refused`.",
          examples: ["https://pos.example.com/hooks/restaurant"],
        },
        event_types: {
          type: "array",
          items: {
            type: "string",
            enum: [
              "order.created",
              "order.status_changed",
              "reservation.created",
              "reservation.status_changed",
              "loyalty.points_changed",
              "campaign.sent",
            ],
            description:
              "An event a webhook can subscribe to. Every delivery's body is `{id, type, timestamp, data}`:\n`order.created` and `order.status_changed` carry the order (`data.order_id`, `data.status`…),\n`reservation.*` the booking, `loyalty.points_changed` the customer's balance, and\n`campaign.sent` a sent campaign with its audience (`data.customer_ids`): the platform sends no\ne-mail or SMS itself, so an integrator's own sender delivers the message.",
          },
        },
        enabled: {
          type: "boolean",
        },
        success_count: {
          type: "integer",
          format: "int64",
          description: "Deliveries answered with 2xx.",
        },
        failure_count: {
          type: "integer",
          format: "int64",
          description: "Deliveries that failed for good (every retry spent).",
        },
        last_attempted_at: {
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
        last_status: {
          anyOf: [
            {
              type: "integer",
              format: "int32",
            },
            {
              type: "null",
            },
          ],
          description: "HTTP status of the latest attempt; 0 when no answer arrived; null before any.",
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
      description: "A webhook subscription (never its secret, except once in {",
    },
    annotations: {
      title: "Get a webhook",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      webhook_id: "path",
    },
  },
  {
    name: "delete_restaurant_webhook",
    title: "Delete a webhook",
    description: "Deletes a webhook and its pending deliveries.",
    inputSchema: {
      type: "object",
      properties: {
        webhook_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["webhook_id"],
    },
    annotations: {
      title: "Delete a webhook",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      webhook_id: "path",
    },
  },
  {
    name: "update_restaurant_webhook",
    title: "Update a webhook",
    description: "Changes a webhook; pending deliveries go to its URL as it is when they are attempted.",
    inputSchema: {
      type: "object",
      properties: {
        webhook_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        body: {
          type: "object",
          properties: {
            url: {
              type: "string",
              maxLength: 2048,
              pattern: "^https?://[^\\s\\x00-\\x1f\\x7f/?#@]+(?:[/?#][^\\s\\x00-\\x1f\\x7f]*)?$",
              description:
                "Where deliveries go: an absolute `http` or `https` URL of at most 2,048 characters. The server's\negress policy refuses internal addresses (loopback, private, link-local): 403 `url_refused`.",
              examples: ["https://pos.example.com/hooks/restaurant"],
            },
            event_types: {
              type: "array",
              items: {
                type: "string",
                enum: [
                  "order.created",
                  "order.status_changed",
                  "reservation.created",
                  "reservation.status_changed",
                  "loyalty.points_changed",
                  "campaign.sent",
                ],
                description:
                  "An event a webhook can subscribe to. Every delivery's body is `{id, type, timestamp, data}`:\n`order.created` and `order.status_changed` carry the order (`data.order_id`, `data.status`…),\n`reservation.*` the booking, `loyalty.points_changed` the customer's balance, and\n`campaign.sent` a sent campaign with its audience (`data.customer_ids`): the platform sends no\ne-mail or SMS itself, so an integrator's own sender delivers the message.",
              },
              minItems: 1,
              maxItems: 6,
            },
            enabled: {
              type: "boolean",
            },
          },
          description: "What updating a webhook takes: the members sent change.",
          examples: [
            {
              enabled: false,
            },
          ],
        },
      },
      required: ["webhook_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "url",
        "event_types",
        "enabled",
        "success_count",
        "failure_count",
        "last_attempted_at",
        "last_status",
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
        url: {
          type: "string",
          maxLength: 2048,
          pattern: "^https?://[^\\s\\x00-\\x1f\\x7f/?#@]+(?:[/?#][^\\s\\x00-\\x1f\\x7f]*)?$",
          description:
            "Where deliveries go: an absolute `http` or `https` URL of at most 2,048 characters. The server's\negress policy refuses internal addresses (loopback, private, link-local): 403 `url_refused`.",
          examples: ["https://pos.example.com/hooks/restaurant"],
        },
        event_types: {
          type: "array",
          items: {
            type: "string",
            enum: [
              "order.created",
              "order.status_changed",
              "reservation.created",
              "reservation.status_changed",
              "loyalty.points_changed",
              "campaign.sent",
            ],
            description:
              "An event a webhook can subscribe to. Every delivery's body is `{id, type, timestamp, data}`:\n`order.created` and `order.status_changed` carry the order (`data.order_id`, `data.status`…),\n`reservation.*` the booking, `loyalty.points_changed` the customer's balance, and\n`campaign.sent` a sent campaign with its audience (`data.customer_ids`): the platform sends no\ne-mail or SMS itself, so an integrator's own sender delivers the message.",
          },
        },
        enabled: {
          type: "boolean",
        },
        success_count: {
          type: "integer",
          format: "int64",
          description: "Deliveries answered with 2xx.",
        },
        failure_count: {
          type: "integer",
          format: "int64",
          description: "Deliveries that failed for good (every retry spent).",
        },
        last_attempted_at: {
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
        last_status: {
          anyOf: [
            {
              type: "integer",
              format: "int32",
            },
            {
              type: "null",
            },
          ],
          description: "HTTP status of the latest attempt; 0 when no answer arrived; null before any.",
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
      description: "A webhook subscription (never its secret, except once in {",
    },
    annotations: {
      title: "Update a webhook",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      webhook_id: "path",
      body: "body",
    },
  },
  {
    name: "list_restaurant_webhook_deliveries",
    title: "List a webhook's deliveries",
    description: "The webhook's deliveries, newest first: the delivery log.",
    inputSchema: {
      type: "object",
      properties: {
        webhook_id: {
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
      required: ["webhook_id"],
    },
    outputSchema: {
      type: "object",
      required: ["deliveries", "next_cursor"],
      properties: {
        deliveries: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "event_id", "event_type", "status", "attempts", "http_status", "created_at"],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              event_id: {
                type: "string",
                format: "uuid",
                description:
                  "The event's id: the delivery's `webhook-id` header, what receivers deduplicate by.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              event_type: {
                type: "string",
                enum: [
                  "order.created",
                  "order.status_changed",
                  "reservation.created",
                  "reservation.status_changed",
                  "loyalty.points_changed",
                  "campaign.sent",
                ],
                description:
                  "An event a webhook can subscribe to. Every delivery's body is `{id, type, timestamp, data}`:\n`order.created` and `order.status_changed` carry the order (`data.order_id`, `data.status`…),\n`reservation.*` the booking, `loyalty.points_changed` the customer's balance, and\n`campaign.sent` a sent campaign with its audience (`data.customer_ids`): the platform sends no\ne-mail or SMS itself, so an integrator's own sender delivers the message.",
              },
              status: {
                type: "string",
                enum: ["pending", "delivering", "succeeded", "failed"],
              },
              attempts: {
                type: "integer",
                format: "int32",
              },
              http_status: {
                anyOf: [
                  {
                    type: "integer",
                    format: "int32",
                  },
                  {
                    type: "null",
                  },
                ],
                description: "Of the latest attempt; 0 when no answer arrived; null before any.",
              },
              created_at: {
                type: "string",
                format: "date-time",
              },
            },
            description: "One delivery of one event to one webhook.",
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
      description: "A page of deliveries, newest first.",
    },
    annotations: {
      title: "List a webhook's deliveries",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      webhook_id: "path",
      limit: "query",
      cursor: "query",
    },
  },
];
