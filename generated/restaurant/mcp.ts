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
    name: "list_customers",
    title: "List customers",
    description:
      "Our design: the organization's customers, newest first. `q` finds a part of the name, e-mail\naddress or phone number (case-insensitive); `tag` keeps customers carrying the tag.",
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
        q: {
          type: "string",
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          minLength: 1,
          maxLength: 100,
        },
        tag: {
          type: "string",
          minLength: 1,
          maxLength: 40,
          pattern: "^[a-z0-9][a-z0-9_-]*$",
          description:
            "A label to group customers by (`vip`, `vegetarian`, `corporate`): lower-case letters, digits, `-`, `_`.",
          examples: ["vip"],
        },
      },
    },
    outputSchema: {
      type: "object",
      required: ["customers", "next_cursor"],
      properties: {
        customers: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "name",
              "email",
              "phone",
              "marketing_opt_in",
              "note",
              "tags",
              "addresses",
              "loyalty",
              "visits",
              "total_spent_amount",
              "last_visit_at",
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
              email: {
                anyOf: [
                  {
                    type: "string",
                    maxLength: 254,
                    pattern:
                      "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
                    format: "email",
                    description: "An e-mail address, at most 254 characters.",
                  },
                  {
                    type: "null",
                  },
                ],
                description: "Unique in the organization (case-insensitive).",
              },
              phone: {
                anyOf: [
                  {
                    type: "string",
                    maxLength: 32,
                    pattern: "^\\+?[0-9 ().-]{3,31}$",
                    description:
                      "A telephone number as people write it: digits, spaces, `()`, `.`, `-`, an optional leading `+`.",
                    examples: ["+351 912 345 678"],
                  },
                  {
                    type: "null",
                  },
                ],
                description: "Unique in the organization.",
              },
              marketing_opt_in: {
                type: "boolean",
                description:
                  "Whether the customer agreed to receive marketing (campaigns send only to these).",
              },
              note: {
                anyOf: [
                  {
                    type: "string",
                    maxLength: 2000,
                    pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                    description:
                      "Free text (a description, a note): at most 2,000 characters, no `<`, `>` or control characters.",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              tags: {
                type: "array",
                items: {
                  type: "string",
                  minLength: 1,
                  maxLength: 40,
                  pattern: "^[a-z0-9][a-z0-9_-]*$",
                  description:
                    "A label to group customers by (`vip`, `vegetarian`, `corporate`): lower-case letters, digits, `-`, `_`.",
                  examples: ["vip"],
                },
              },
              addresses: {
                type: "array",
                items: {
                  type: "object",
                  required: [
                    "id",
                    "label",
                    "line1",
                    "line2",
                    "city",
                    "postal_code",
                    "country",
                    "instructions",
                  ],
                  properties: {
                    id: {
                      type: "string",
                      format: "uuid",
                      description:
                        "Stable while the address is kept: send it back in an update to keep the address.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    label: {
                      anyOf: [
                        {
                          type: "string",
                        },
                        {
                          type: "null",
                        },
                      ],
                      description: "What the customer calls it (`home`, `office`).",
                    },
                    line1: {
                      type: "string",
                    },
                    line2: {
                      anyOf: [
                        {
                          type: "string",
                        },
                        {
                          type: "null",
                        },
                      ],
                    },
                    city: {
                      type: "string",
                    },
                    postal_code: {
                      anyOf: [
                        {
                          type: "string",
                        },
                        {
                          type: "null",
                        },
                      ],
                    },
                    country: {
                      type: "string",
                      description: "ISO 3166-1 alpha-2 country code.",
                    },
                    instructions: {
                      anyOf: [
                        {
                          type: "string",
                        },
                        {
                          type: "null",
                        },
                      ],
                      description: "For the courier (gate code, floor).",
                    },
                  },
                  description: "A delivery address the customer keeps.",
                },
              },
              loyalty: {
                type: "object",
                required: ["points", "lifetime_points", "tier"],
                properties: {
                  points: {
                    type: "integer",
                    format: "int64",
                    description: "Points available to redeem now.",
                  },
                  lifetime_points: {
                    type: "integer",
                    format: "int64",
                    description:
                      "Points ever earned (redemptions do not lower it; reversed accruals do): tiers are reached on it.",
                  },
                  tier: {
                    anyOf: [
                      {
                        type: "string",
                      },
                      {
                        type: "null",
                      },
                    ],
                    description:
                      "The highest tier whose `min_points` the lifetime points reach; null below every tier.",
                  },
                },
                description: "Where the customer stands in the loyalty program.",
              },
              visits: {
                type: "integer",
                format: "int64",
                description: "Completed orders.",
              },
              total_spent_amount: {
                type: "integer",
                format: "int64",
                description: "What the completed orders came to (their totals, after discounts).",
              },
              last_visit_at: {
                anyOf: [
                  {
                    type: "string",
                    format: "date-time",
                  },
                  {
                    type: "null",
                  },
                ],
                description: "When the latest completed order was completed; null before the first.",
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
              "A customer of the organization (every restaurant of it sees the same customers). Our design:\n`visits`, `total_spent_amount` and `last_visit_at` are computed from the customer's completed\norders whenever the customer is read, so a cancelled order stops counting at once.",
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
      description: "A page of customers, newest first.",
    },
    annotations: {
      title: "List customers",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      limit: "query",
      cursor: "query",
      q: "query",
      tag: "query",
    },
  },
  {
    name: "create_customer",
    title: "Create a customer",
    description:
      "Our design: adds a customer. 409 `conflict` when another customer of the organization has the\ne-mail address or phone number (`issues` names which).",
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
            email: {
              anyOf: [
                {
                  type: "string",
                  maxLength: 254,
                  pattern:
                    "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
                  format: "email",
                  description: "An e-mail address, at most 254 characters.",
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
                  maxLength: 32,
                  pattern: "^\\+?[0-9 ().-]{3,31}$",
                  description:
                    "A telephone number as people write it: digits, spaces, `()`, `.`, `-`, an optional leading `+`.",
                  examples: ["+351 912 345 678"],
                },
                {
                  type: "null",
                },
              ],
            },
            marketing_opt_in: {
              type: "boolean",
              default: false,
            },
            note: {
              anyOf: [
                {
                  type: "string",
                  maxLength: 2000,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                  description:
                    "Free text (a description, a note): at most 2,000 characters, no `<`, `>` or control characters.",
                },
                {
                  type: "null",
                },
              ],
            },
            tags: {
              type: "array",
              items: {
                type: "string",
                minLength: 1,
                maxLength: 40,
                pattern: "^[a-z0-9][a-z0-9_-]*$",
                description:
                  "A label to group customers by (`vip`, `vegetarian`, `corporate`): lower-case letters, digits, `-`, `_`.",
                examples: ["vip"],
              },
              maxItems: 20,
              default: [],
            },
            addresses: {
              type: "array",
              items: {
                type: "object",
                required: ["line1", "city", "country"],
                properties: {
                  id: {
                    type: "string",
                    format: "uuid",
                    description:
                      "Our design: the id of one of the customer's addresses keeps it (same id); absent adds a new one.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  label: {
                    anyOf: [
                      {
                        type: "string",
                      },
                      {
                        type: "null",
                      },
                    ],
                    maxLength: 50,
                    pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                  },
                  line1: {
                    type: "string",
                    minLength: 1,
                    maxLength: 200,
                    pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                  },
                  line2: {
                    anyOf: [
                      {
                        type: "string",
                      },
                      {
                        type: "null",
                      },
                    ],
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
                    anyOf: [
                      {
                        type: "string",
                      },
                      {
                        type: "null",
                      },
                    ],
                    maxLength: 20,
                    pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                  },
                  country: {
                    type: "string",
                    pattern: "^[A-Z]{2}$",
                    description: "ISO 3166-1 alpha-2 country code.",
                  },
                  instructions: {
                    anyOf: [
                      {
                        type: "string",
                      },
                      {
                        type: "null",
                      },
                    ],
                    maxLength: 500,
                    pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                  },
                },
                description: "An address in a create or update body.",
              },
              maxItems: 10,
              default: [],
            },
          },
          description: "What creating a customer takes.",
          examples: [
            {
              name: "Ada Lovelace",
              email: "ada@example.com",
              phone: "+351 912 345 678",
              marketing_opt_in: true,
              tags: ["vip"],
              addresses: [
                {
                  label: "home",
                  line1: "Rua Garrett 120",
                  city: "Lisboa",
                  country: "PT",
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
        "email",
        "phone",
        "marketing_opt_in",
        "note",
        "tags",
        "addresses",
        "loyalty",
        "visits",
        "total_spent_amount",
        "last_visit_at",
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
        email: {
          anyOf: [
            {
              type: "string",
              maxLength: 254,
              pattern:
                "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
              format: "email",
              description: "An e-mail address, at most 254 characters.",
            },
            {
              type: "null",
            },
          ],
          description: "Unique in the organization (case-insensitive).",
        },
        phone: {
          anyOf: [
            {
              type: "string",
              maxLength: 32,
              pattern: "^\\+?[0-9 ().-]{3,31}$",
              description:
                "A telephone number as people write it: digits, spaces, `()`, `.`, `-`, an optional leading `+`.",
              examples: ["+351 912 345 678"],
            },
            {
              type: "null",
            },
          ],
          description: "Unique in the organization.",
        },
        marketing_opt_in: {
          type: "boolean",
          description: "Whether the customer agreed to receive marketing (campaigns send only to these).",
        },
        note: {
          anyOf: [
            {
              type: "string",
              maxLength: 2000,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description:
                "Free text (a description, a note): at most 2,000 characters, no `<`, `>` or control characters.",
            },
            {
              type: "null",
            },
          ],
        },
        tags: {
          type: "array",
          items: {
            type: "string",
            minLength: 1,
            maxLength: 40,
            pattern: "^[a-z0-9][a-z0-9_-]*$",
            description:
              "A label to group customers by (`vip`, `vegetarian`, `corporate`): lower-case letters, digits, `-`, `_`.",
            examples: ["vip"],
          },
        },
        addresses: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "label", "line1", "line2", "city", "postal_code", "country", "instructions"],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description:
                  "Stable while the address is kept: send it back in an update to keep the address.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              label: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
                description: "What the customer calls it (`home`, `office`).",
              },
              line1: {
                type: "string",
              },
              line2: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              city: {
                type: "string",
              },
              postal_code: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              country: {
                type: "string",
                description: "ISO 3166-1 alpha-2 country code.",
              },
              instructions: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
                description: "For the courier (gate code, floor).",
              },
            },
            description: "A delivery address the customer keeps.",
          },
        },
        loyalty: {
          type: "object",
          required: ["points", "lifetime_points", "tier"],
          properties: {
            points: {
              type: "integer",
              format: "int64",
              description: "Points available to redeem now.",
            },
            lifetime_points: {
              type: "integer",
              format: "int64",
              description:
                "Points ever earned (redemptions do not lower it; reversed accruals do): tiers are reached on it.",
            },
            tier: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              description:
                "The highest tier whose `min_points` the lifetime points reach; null below every tier.",
            },
          },
          description: "Where the customer stands in the loyalty program.",
        },
        visits: {
          type: "integer",
          format: "int64",
          description: "Completed orders.",
        },
        total_spent_amount: {
          type: "integer",
          format: "int64",
          description: "What the completed orders came to (their totals, after discounts).",
        },
        last_visit_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "When the latest completed order was completed; null before the first.",
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
        "A customer of the organization (every restaurant of it sees the same customers). Our design:\n`visits`, `total_spent_amount` and `last_visit_at` are computed from the customer's completed\norders whenever the customer is read, so a cancelled order stops counting at once.",
    },
    annotations: {
      title: "Create a customer",
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
    name: "get_customer",
    title: "Get a customer",
    description: "Our design: one customer, with addresses, visit statistics and loyalty summary.",
    inputSchema: {
      type: "object",
      properties: {
        customer_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["customer_id"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "name",
        "email",
        "phone",
        "marketing_opt_in",
        "note",
        "tags",
        "addresses",
        "loyalty",
        "visits",
        "total_spent_amount",
        "last_visit_at",
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
        email: {
          anyOf: [
            {
              type: "string",
              maxLength: 254,
              pattern:
                "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
              format: "email",
              description: "An e-mail address, at most 254 characters.",
            },
            {
              type: "null",
            },
          ],
          description: "Unique in the organization (case-insensitive).",
        },
        phone: {
          anyOf: [
            {
              type: "string",
              maxLength: 32,
              pattern: "^\\+?[0-9 ().-]{3,31}$",
              description:
                "A telephone number as people write it: digits, spaces, `()`, `.`, `-`, an optional leading `+`.",
              examples: ["+351 912 345 678"],
            },
            {
              type: "null",
            },
          ],
          description: "Unique in the organization.",
        },
        marketing_opt_in: {
          type: "boolean",
          description: "Whether the customer agreed to receive marketing (campaigns send only to these).",
        },
        note: {
          anyOf: [
            {
              type: "string",
              maxLength: 2000,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description:
                "Free text (a description, a note): at most 2,000 characters, no `<`, `>` or control characters.",
            },
            {
              type: "null",
            },
          ],
        },
        tags: {
          type: "array",
          items: {
            type: "string",
            minLength: 1,
            maxLength: 40,
            pattern: "^[a-z0-9][a-z0-9_-]*$",
            description:
              "A label to group customers by (`vip`, `vegetarian`, `corporate`): lower-case letters, digits, `-`, `_`.",
            examples: ["vip"],
          },
        },
        addresses: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "label", "line1", "line2", "city", "postal_code", "country", "instructions"],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description:
                  "Stable while the address is kept: send it back in an update to keep the address.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              label: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
                description: "What the customer calls it (`home`, `office`).",
              },
              line1: {
                type: "string",
              },
              line2: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              city: {
                type: "string",
              },
              postal_code: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              country: {
                type: "string",
                description: "ISO 3166-1 alpha-2 country code.",
              },
              instructions: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
                description: "For the courier (gate code, floor).",
              },
            },
            description: "A delivery address the customer keeps.",
          },
        },
        loyalty: {
          type: "object",
          required: ["points", "lifetime_points", "tier"],
          properties: {
            points: {
              type: "integer",
              format: "int64",
              description: "Points available to redeem now.",
            },
            lifetime_points: {
              type: "integer",
              format: "int64",
              description:
                "Points ever earned (redemptions do not lower it; reversed accruals do): tiers are reached on it.",
            },
            tier: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              description:
                "The highest tier whose `min_points` the lifetime points reach; null below every tier.",
            },
          },
          description: "Where the customer stands in the loyalty program.",
        },
        visits: {
          type: "integer",
          format: "int64",
          description: "Completed orders.",
        },
        total_spent_amount: {
          type: "integer",
          format: "int64",
          description: "What the completed orders came to (their totals, after discounts).",
        },
        last_visit_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "When the latest completed order was completed; null before the first.",
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
        "A customer of the organization (every restaurant of it sees the same customers). Our design:\n`visits`, `total_spent_amount` and `last_visit_at` are computed from the customer's completed\norders whenever the customer is read, so a cancelled order stops counting at once.",
    },
    annotations: {
      title: "Get a customer",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      customer_id: "path",
    },
  },
  {
    name: "delete_customer",
    title: "Delete a customer",
    description:
      "Our design: deletes a customer with their addresses and loyalty history (manager). Their\norders are kept, no longer linked to anyone.",
    inputSchema: {
      type: "object",
      properties: {
        customer_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["customer_id"],
    },
    annotations: {
      title: "Delete a customer",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      customer_id: "path",
    },
  },
  {
    name: "update_customer",
    title: "Update a customer",
    description:
      "Our design: changes a customer. 409 `conflict` when another customer has the e-mail address or\nphone number; 400 for an address `id` that is not one of the customer's.",
    inputSchema: {
      type: "object",
      properties: {
        customer_id: {
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
            email: {
              anyOf: [
                {
                  type: "string",
                  maxLength: 254,
                  pattern:
                    "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
                  format: "email",
                  description: "An e-mail address, at most 254 characters.",
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
                  maxLength: 32,
                  pattern: "^\\+?[0-9 ().-]{3,31}$",
                  description:
                    "A telephone number as people write it: digits, spaces, `()`, `.`, `-`, an optional leading `+`.",
                  examples: ["+351 912 345 678"],
                },
                {
                  type: "null",
                },
              ],
            },
            marketing_opt_in: {
              type: "boolean",
            },
            note: {
              anyOf: [
                {
                  type: "string",
                  maxLength: 2000,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                  description:
                    "Free text (a description, a note): at most 2,000 characters, no `<`, `>` or control characters.",
                },
                {
                  type: "null",
                },
              ],
            },
            tags: {
              type: "array",
              items: {
                type: "string",
                minLength: 1,
                maxLength: 40,
                pattern: "^[a-z0-9][a-z0-9_-]*$",
                description:
                  "A label to group customers by (`vip`, `vegetarian`, `corporate`): lower-case letters, digits, `-`, `_`.",
                examples: ["vip"],
              },
              maxItems: 20,
            },
            addresses: {
              type: "array",
              items: {
                type: "object",
                required: ["line1", "city", "country"],
                properties: {
                  id: {
                    type: "string",
                    format: "uuid",
                    description:
                      "Our design: the id of one of the customer's addresses keeps it (same id); absent adds a new one.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  label: {
                    anyOf: [
                      {
                        type: "string",
                      },
                      {
                        type: "null",
                      },
                    ],
                    maxLength: 50,
                    pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                  },
                  line1: {
                    type: "string",
                    minLength: 1,
                    maxLength: 200,
                    pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                  },
                  line2: {
                    anyOf: [
                      {
                        type: "string",
                      },
                      {
                        type: "null",
                      },
                    ],
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
                    anyOf: [
                      {
                        type: "string",
                      },
                      {
                        type: "null",
                      },
                    ],
                    maxLength: 20,
                    pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                  },
                  country: {
                    type: "string",
                    pattern: "^[A-Z]{2}$",
                    description: "ISO 3166-1 alpha-2 country code.",
                  },
                  instructions: {
                    anyOf: [
                      {
                        type: "string",
                      },
                      {
                        type: "null",
                      },
                    ],
                    maxLength: 500,
                    pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                  },
                },
                description: "An address in a create or update body.",
              },
              maxItems: 10,
            },
          },
          description:
            "What updating a customer takes: the members sent change, the rest stay. `addresses` replaces the\nlist: entries carrying an existing address's `id` keep it, the others are added, and addresses\nnot sent are removed.",
          examples: [
            {
              marketing_opt_in: false,
            },
          ],
        },
      },
      required: ["customer_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "name",
        "email",
        "phone",
        "marketing_opt_in",
        "note",
        "tags",
        "addresses",
        "loyalty",
        "visits",
        "total_spent_amount",
        "last_visit_at",
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
        email: {
          anyOf: [
            {
              type: "string",
              maxLength: 254,
              pattern:
                "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
              format: "email",
              description: "An e-mail address, at most 254 characters.",
            },
            {
              type: "null",
            },
          ],
          description: "Unique in the organization (case-insensitive).",
        },
        phone: {
          anyOf: [
            {
              type: "string",
              maxLength: 32,
              pattern: "^\\+?[0-9 ().-]{3,31}$",
              description:
                "A telephone number as people write it: digits, spaces, `()`, `.`, `-`, an optional leading `+`.",
              examples: ["+351 912 345 678"],
            },
            {
              type: "null",
            },
          ],
          description: "Unique in the organization.",
        },
        marketing_opt_in: {
          type: "boolean",
          description: "Whether the customer agreed to receive marketing (campaigns send only to these).",
        },
        note: {
          anyOf: [
            {
              type: "string",
              maxLength: 2000,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description:
                "Free text (a description, a note): at most 2,000 characters, no `<`, `>` or control characters.",
            },
            {
              type: "null",
            },
          ],
        },
        tags: {
          type: "array",
          items: {
            type: "string",
            minLength: 1,
            maxLength: 40,
            pattern: "^[a-z0-9][a-z0-9_-]*$",
            description:
              "A label to group customers by (`vip`, `vegetarian`, `corporate`): lower-case letters, digits, `-`, `_`.",
            examples: ["vip"],
          },
        },
        addresses: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "label", "line1", "line2", "city", "postal_code", "country", "instructions"],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description:
                  "Stable while the address is kept: send it back in an update to keep the address.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              label: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
                description: "What the customer calls it (`home`, `office`).",
              },
              line1: {
                type: "string",
              },
              line2: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              city: {
                type: "string",
              },
              postal_code: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              country: {
                type: "string",
                description: "ISO 3166-1 alpha-2 country code.",
              },
              instructions: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
                description: "For the courier (gate code, floor).",
              },
            },
            description: "A delivery address the customer keeps.",
          },
        },
        loyalty: {
          type: "object",
          required: ["points", "lifetime_points", "tier"],
          properties: {
            points: {
              type: "integer",
              format: "int64",
              description: "Points available to redeem now.",
            },
            lifetime_points: {
              type: "integer",
              format: "int64",
              description:
                "Points ever earned (redemptions do not lower it; reversed accruals do): tiers are reached on it.",
            },
            tier: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              description:
                "The highest tier whose `min_points` the lifetime points reach; null below every tier.",
            },
          },
          description: "Where the customer stands in the loyalty program.",
        },
        visits: {
          type: "integer",
          format: "int64",
          description: "Completed orders.",
        },
        total_spent_amount: {
          type: "integer",
          format: "int64",
          description: "What the completed orders came to (their totals, after discounts).",
        },
        last_visit_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "When the latest completed order was completed; null before the first.",
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
        "A customer of the organization (every restaurant of it sees the same customers). Our design:\n`visits`, `total_spent_amount` and `last_visit_at` are computed from the customer's completed\norders whenever the customer is read, so a cancelled order stops counting at once.",
    },
    annotations: {
      title: "Update a customer",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      customer_id: "path",
      body: "body",
    },
  },
  {
    name: "get_customer_loyalty",
    title: "Get a customer's loyalty account",
    description: "Our design: the balance, lifetime points, tier, next tier and latest entries.",
    inputSchema: {
      type: "object",
      properties: {
        customer_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["customer_id"],
    },
    outputSchema: {
      type: "object",
      required: ["customer_id", "points", "lifetime_points", "tier", "next_tier", "recent_entries"],
      properties: {
        customer_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        points: {
          type: "integer",
          format: "int64",
        },
        lifetime_points: {
          type: "integer",
          format: "int64",
        },
        tier: {
          anyOf: [
            {
              type: "object",
              required: ["name", "min_points"],
              properties: {
                name: {
                  type: "string",
                  minLength: 1,
                  maxLength: 50,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                },
                min_points: {
                  type: "integer",
                  format: "int64",
                  minimum: 0,
                  maximum: 100000000,
                  description:
                    "Lifetime points that reach the tier; 0 makes it every member's starting tier.",
                },
              },
              description: "A level customers reach by lifetime points.",
            },
            {
              type: "null",
            },
          ],
        },
        next_tier: {
          anyOf: [
            {
              type: "object",
              required: ["name", "min_points", "points_needed"],
              properties: {
                name: {
                  type: "string",
                },
                min_points: {
                  type: "integer",
                  format: "int64",
                },
                points_needed: {
                  type: "integer",
                  format: "int64",
                  description: "Lifetime points still to earn.",
                },
              },
              description: "A tier still ahead of the customer.",
            },
            {
              type: "null",
            },
          ],
        },
        recent_entries: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "kind",
              "points",
              "balance_after",
              "order_id",
              "reward_id",
              "reason",
              "created_by",
              "created_at",
            ],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              kind: {
                type: "string",
                enum: ["accrual", "redemption", "reversal", "adjustment"],
              },
              points: {
                type: "integer",
                format: "int64",
                description: "Signed: positive adds to the balance, negative takes from it.",
              },
              balance_after: {
                type: "integer",
                format: "int64",
                description: "The balance right after this entry.",
              },
              order_id: {
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
              reward_id: {
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
              reason: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              created_by: {
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
                description: "The member who made an adjustment; null for entries the system made.",
              },
              created_at: {
                type: "string",
                format: "date-time",
              },
            },
            description:
              "One change of a customer's balance. `accrual` (+, earned by a completed order), `redemption`\n(−, a reward taken on an order), `reversal` (takes back an accrual, or gives back a redemption,\nwhen the order is cancelled), `adjustment` (+ or −, by a manager or an automation rule).",
          },
          description: "The ten latest ledger entries, newest first.",
        },
      },
      description: "A customer's loyalty account.",
    },
    annotations: {
      title: "Get a customer's loyalty account",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      customer_id: "path",
    },
  },
  {
    name: "create_loyalty_adjustment",
    title: "Adjust a customer's points",
    description:
      "Our design: adds or takes points by hand, with a reason (manager). Taking more than the\nbalance is refused with 409 `insufficient_points`: the balance never goes below zero.",
    inputSchema: {
      type: "object",
      properties: {
        customer_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        body: {
          type: "object",
          required: ["points", "reason"],
          properties: {
            points: {
              type: "integer",
              format: "int32",
              minimum: -1000000,
              maximum: 1000000,
              description: "Points to add (positive) or take (negative); not 0.",
            },
            reason: {
              type: "string",
              minLength: 1,
              maxLength: 500,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
            },
          },
          description: "A manual change of a customer's balance.",
          examples: [
            {
              points: 100,
              reason: "Apology for a late delivery",
            },
          ],
        },
      },
      required: ["customer_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "kind",
        "points",
        "balance_after",
        "order_id",
        "reward_id",
        "reason",
        "created_by",
        "created_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        kind: {
          type: "string",
          enum: ["accrual", "redemption", "reversal", "adjustment"],
        },
        points: {
          type: "integer",
          format: "int64",
          description: "Signed: positive adds to the balance, negative takes from it.",
        },
        balance_after: {
          type: "integer",
          format: "int64",
          description: "The balance right after this entry.",
        },
        order_id: {
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
        reward_id: {
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
        reason: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        created_by: {
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
          description: "The member who made an adjustment; null for entries the system made.",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
      },
      description:
        "One change of a customer's balance. `accrual` (+, earned by a completed order), `redemption`\n(−, a reward taken on an order), `reversal` (takes back an accrual, or gives back a redemption,\nwhen the order is cancelled), `adjustment` (+ or −, by a manager or an automation rule).",
    },
    annotations: {
      title: "Adjust a customer's points",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      customer_id: "path",
      body: "body",
    },
  },
  {
    name: "list_customer_loyalty_ledger",
    title: "List a customer's loyalty ledger",
    description: "Our design: every change of the balance, newest first.",
    inputSchema: {
      type: "object",
      properties: {
        customer_id: {
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
      required: ["customer_id"],
    },
    outputSchema: {
      type: "object",
      required: ["entries", "next_cursor"],
      properties: {
        entries: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "kind",
              "points",
              "balance_after",
              "order_id",
              "reward_id",
              "reason",
              "created_by",
              "created_at",
            ],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              kind: {
                type: "string",
                enum: ["accrual", "redemption", "reversal", "adjustment"],
              },
              points: {
                type: "integer",
                format: "int64",
                description: "Signed: positive adds to the balance, negative takes from it.",
              },
              balance_after: {
                type: "integer",
                format: "int64",
                description: "The balance right after this entry.",
              },
              order_id: {
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
              reward_id: {
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
              reason: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              created_by: {
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
                description: "The member who made an adjustment; null for entries the system made.",
              },
              created_at: {
                type: "string",
                format: "date-time",
              },
            },
            description:
              "One change of a customer's balance. `accrual` (+, earned by a completed order), `redemption`\n(−, a reward taken on an order), `reversal` (takes back an accrual, or gives back a redemption,\nwhen the order is cancelled), `adjustment` (+ or −, by a manager or an automation rule).",
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
      description: "A page of ledger entries, newest first.",
    },
    annotations: {
      title: "List a customer's loyalty ledger",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      customer_id: "path",
      limit: "query",
      cursor: "query",
    },
  },
  {
    name: "get_loyalty_program",
    title: "Get the loyalty program",
    description: "The program; a program never saved answers paused, with no rules and no tiers.",
    inputSchema: {
      type: "object",
      properties: {},
    },
    outputSchema: {
      type: "object",
      required: ["enabled", "points_name", "accrual_rules", "tiers", "updated_at"],
      properties: {
        enabled: {
          type: "boolean",
        },
        points_name: {
          type: "string",
          description: "What the points are called to customers (`stars`, `beans`).",
        },
        accrual_rules: {
          type: "array",
          items: {
            type: "object",
            oneOf: [
              {
                type: "object",
                required: ["type", "points", "amount"],
                properties: {
                  type: {
                    type: "string",
                    enum: ["spend"],
                  },
                  points: {
                    type: "integer",
                    format: "int32",
                    minimum: 1,
                    maximum: 1000000,
                    description: "A number of loyalty points in a rule, a tier or a reward's cost.",
                  },
                  amount: {
                    type: "integer",
                    format: "int64",
                    minimum: 1,
                    maximum: 100000000,
                    description: "Minor units of the currency that earn `points` (100 = one dollar for USD).",
                  },
                },
                description:
                  "`points` for every whole `amount` of an order's total (after discounts): 1 point per 100 cents.",
              },
              {
                type: "object",
                required: ["type", "points"],
                properties: {
                  type: {
                    type: "string",
                    enum: ["visit"],
                  },
                  points: {
                    type: "integer",
                    format: "int32",
                    minimum: 1,
                    maximum: 1000000,
                    description: "A number of loyalty points in a rule, a tier or a reward's cost.",
                  },
                  min_total_amount: {
                    type: "integer",
                    format: "int64",
                    minimum: 0,
                    maximum: 100000000,
                    description:
                      "An order totalling less earns nothing by this rule; 0 (the default) counts every order.",
                    default: 0,
                  },
                },
                description:
                  "`points` for every completed order (a visit) whose total reaches `min_total_amount`.",
              },
              {
                type: "object",
                required: ["type", "points", "food_item_id"],
                properties: {
                  type: {
                    type: "string",
                    enum: ["item"],
                  },
                  points: {
                    type: "integer",
                    format: "int32",
                    minimum: 1,
                    maximum: 1000000,
                    description: "A number of loyalty points in a rule, a tier or a reward's cost.",
                  },
                  food_item_id: {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                },
                description: "`points` for every unit of the food item ordered.",
              },
              {
                type: "object",
                required: ["type", "points", "category_id"],
                properties: {
                  type: {
                    type: "string",
                    enum: ["category"],
                  },
                  points: {
                    type: "integer",
                    format: "int32",
                    minimum: 1,
                    maximum: 1000000,
                    description: "A number of loyalty points in a rule, a tier or a reward's cost.",
                  },
                  category_id: {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                },
                description: "`points` for every unit ordered of any food item in the category.",
              },
            ],
            discriminator: {
              propertyName: "type",
              mapping: {
                spend: "#/components/schemas/SpendRule",
                visit: "#/components/schemas/VisitRule",
                item: "#/components/schemas/ItemRule",
                category: "#/components/schemas/CategoryRule",
              },
            },
            description:
              "How completed orders earn points, told apart by `type`; an order earns the sum of every rule.",
          },
        },
        tiers: {
          type: "array",
          items: {
            type: "object",
            required: ["name", "min_points"],
            properties: {
              name: {
                type: "string",
                minLength: 1,
                maxLength: 50,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              },
              min_points: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "Lifetime points that reach the tier; 0 makes it every member's starting tier.",
              },
            },
            description: "A level customers reach by lifetime points.",
          },
          description: "Lowest first.",
        },
        updated_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "Null until the program was first saved.",
        },
      },
      description:
        "The organization's loyalty program (one per organization). Our design: a paused program\n(`enabled: false`) earns nothing, but points already earned stay and can still be redeemed.",
    },
    annotations: {
      title: "Get the loyalty program",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {},
  },
  {
    name: "put_loyalty_program",
    title: "Save the loyalty program",
    description:
      "Saves the whole program (manager). Changed rules apply to orders completed afterwards; tiers\napply at once. 400 for two tiers with one name or one `min_points`.",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          required: ["enabled", "accrual_rules"],
          properties: {
            enabled: {
              type: "boolean",
            },
            points_name: {
              type: "string",
              minLength: 1,
              maxLength: 30,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              default: "points",
            },
            accrual_rules: {
              type: "array",
              items: {
                type: "object",
                oneOf: [
                  {
                    type: "object",
                    required: ["type", "points", "amount"],
                    properties: {
                      type: {
                        type: "string",
                        enum: ["spend"],
                      },
                      points: {
                        type: "integer",
                        format: "int32",
                        minimum: 1,
                        maximum: 1000000,
                        description: "A number of loyalty points in a rule, a tier or a reward's cost.",
                      },
                      amount: {
                        type: "integer",
                        format: "int64",
                        minimum: 1,
                        maximum: 100000000,
                        description:
                          "Minor units of the currency that earn `points` (100 = one dollar for USD).",
                      },
                    },
                    description:
                      "`points` for every whole `amount` of an order's total (after discounts): 1 point per 100 cents.",
                  },
                  {
                    type: "object",
                    required: ["type", "points"],
                    properties: {
                      type: {
                        type: "string",
                        enum: ["visit"],
                      },
                      points: {
                        type: "integer",
                        format: "int32",
                        minimum: 1,
                        maximum: 1000000,
                        description: "A number of loyalty points in a rule, a tier or a reward's cost.",
                      },
                      min_total_amount: {
                        type: "integer",
                        format: "int64",
                        minimum: 0,
                        maximum: 100000000,
                        description:
                          "An order totalling less earns nothing by this rule; 0 (the default) counts every order.",
                        default: 0,
                      },
                    },
                    description:
                      "`points` for every completed order (a visit) whose total reaches `min_total_amount`.",
                  },
                  {
                    type: "object",
                    required: ["type", "points", "food_item_id"],
                    properties: {
                      type: {
                        type: "string",
                        enum: ["item"],
                      },
                      points: {
                        type: "integer",
                        format: "int32",
                        minimum: 1,
                        maximum: 1000000,
                        description: "A number of loyalty points in a rule, a tier or a reward's cost.",
                      },
                      food_item_id: {
                        type: "string",
                        format: "uuid",
                        description: "A UUID naming a record.",
                        examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                      },
                    },
                    description: "`points` for every unit of the food item ordered.",
                  },
                  {
                    type: "object",
                    required: ["type", "points", "category_id"],
                    properties: {
                      type: {
                        type: "string",
                        enum: ["category"],
                      },
                      points: {
                        type: "integer",
                        format: "int32",
                        minimum: 1,
                        maximum: 1000000,
                        description: "A number of loyalty points in a rule, a tier or a reward's cost.",
                      },
                      category_id: {
                        type: "string",
                        format: "uuid",
                        description: "A UUID naming a record.",
                        examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                      },
                    },
                    description: "`points` for every unit ordered of any food item in the category.",
                  },
                ],
                discriminator: {
                  propertyName: "type",
                  mapping: {
                    spend: "#/components/schemas/SpendRule",
                    visit: "#/components/schemas/VisitRule",
                    item: "#/components/schemas/ItemRule",
                    category: "#/components/schemas/CategoryRule",
                  },
                },
                description:
                  "How completed orders earn points, told apart by `type`; an order earns the sum of every rule.",
              },
              maxItems: 50,
            },
            tiers: {
              type: "array",
              items: {
                type: "object",
                required: ["name", "min_points"],
                properties: {
                  name: {
                    type: "string",
                    minLength: 1,
                    maxLength: 50,
                    pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                  },
                  min_points: {
                    type: "integer",
                    format: "int64",
                    minimum: 0,
                    maximum: 100000000,
                    description:
                      "Lifetime points that reach the tier; 0 makes it every member's starting tier.",
                  },
                },
                description: "A level customers reach by lifetime points.",
              },
              maxItems: 20,
              description: "Names and `min_points` must be distinct.",
              default: [],
            },
          },
          description: "The whole program: saving replaces every member.",
          examples: [
            {
              enabled: true,
              points_name: "stars",
              accrual_rules: [
                {
                  type: "spend",
                  points: 1,
                  amount: 100,
                },
                {
                  type: "visit",
                  points: 10,
                },
              ],
              tiers: [
                {
                  name: "Silver",
                  min_points: 0,
                },
                {
                  name: "Gold",
                  min_points: 1000,
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
      required: ["enabled", "points_name", "accrual_rules", "tiers", "updated_at"],
      properties: {
        enabled: {
          type: "boolean",
        },
        points_name: {
          type: "string",
          description: "What the points are called to customers (`stars`, `beans`).",
        },
        accrual_rules: {
          type: "array",
          items: {
            type: "object",
            oneOf: [
              {
                type: "object",
                required: ["type", "points", "amount"],
                properties: {
                  type: {
                    type: "string",
                    enum: ["spend"],
                  },
                  points: {
                    type: "integer",
                    format: "int32",
                    minimum: 1,
                    maximum: 1000000,
                    description: "A number of loyalty points in a rule, a tier or a reward's cost.",
                  },
                  amount: {
                    type: "integer",
                    format: "int64",
                    minimum: 1,
                    maximum: 100000000,
                    description: "Minor units of the currency that earn `points` (100 = one dollar for USD).",
                  },
                },
                description:
                  "`points` for every whole `amount` of an order's total (after discounts): 1 point per 100 cents.",
              },
              {
                type: "object",
                required: ["type", "points"],
                properties: {
                  type: {
                    type: "string",
                    enum: ["visit"],
                  },
                  points: {
                    type: "integer",
                    format: "int32",
                    minimum: 1,
                    maximum: 1000000,
                    description: "A number of loyalty points in a rule, a tier or a reward's cost.",
                  },
                  min_total_amount: {
                    type: "integer",
                    format: "int64",
                    minimum: 0,
                    maximum: 100000000,
                    description:
                      "An order totalling less earns nothing by this rule; 0 (the default) counts every order.",
                    default: 0,
                  },
                },
                description:
                  "`points` for every completed order (a visit) whose total reaches `min_total_amount`.",
              },
              {
                type: "object",
                required: ["type", "points", "food_item_id"],
                properties: {
                  type: {
                    type: "string",
                    enum: ["item"],
                  },
                  points: {
                    type: "integer",
                    format: "int32",
                    minimum: 1,
                    maximum: 1000000,
                    description: "A number of loyalty points in a rule, a tier or a reward's cost.",
                  },
                  food_item_id: {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                },
                description: "`points` for every unit of the food item ordered.",
              },
              {
                type: "object",
                required: ["type", "points", "category_id"],
                properties: {
                  type: {
                    type: "string",
                    enum: ["category"],
                  },
                  points: {
                    type: "integer",
                    format: "int32",
                    minimum: 1,
                    maximum: 1000000,
                    description: "A number of loyalty points in a rule, a tier or a reward's cost.",
                  },
                  category_id: {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                },
                description: "`points` for every unit ordered of any food item in the category.",
              },
            ],
            discriminator: {
              propertyName: "type",
              mapping: {
                spend: "#/components/schemas/SpendRule",
                visit: "#/components/schemas/VisitRule",
                item: "#/components/schemas/ItemRule",
                category: "#/components/schemas/CategoryRule",
              },
            },
            description:
              "How completed orders earn points, told apart by `type`; an order earns the sum of every rule.",
          },
        },
        tiers: {
          type: "array",
          items: {
            type: "object",
            required: ["name", "min_points"],
            properties: {
              name: {
                type: "string",
                minLength: 1,
                maxLength: 50,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              },
              min_points: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "Lifetime points that reach the tier; 0 makes it every member's starting tier.",
              },
            },
            description: "A level customers reach by lifetime points.",
          },
          description: "Lowest first.",
        },
        updated_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "Null until the program was first saved.",
        },
      },
      description:
        "The organization's loyalty program (one per organization). Our design: a paused program\n(`enabled: false`) earns nothing, but points already earned stay and can still be redeemed.",
    },
    annotations: {
      title: "Save the loyalty program",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "list_loyalty_rewards",
    title: "List rewards",
    description: "Our design: the rewards, in the order they were created.",
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
      required: ["rewards", "next_cursor"],
      properties: {
        rewards: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "name", "points_cost", "definition", "created_at", "updated_at"],
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
              points_cost: {
                type: "integer",
                format: "int32",
                minimum: 1,
                maximum: 1000000,
                description: "A number of loyalty points in a rule, a tier or a reward's cost.",
              },
              definition: {
                type: "object",
                oneOf: [
                  {
                    type: "object",
                    required: ["kind", "discount_amount"],
                    properties: {
                      kind: {
                        type: "string",
                        enum: ["fixed_discount"],
                      },
                      discount_amount: {
                        type: "integer",
                        format: "int64",
                        minimum: 1,
                        maximum: 100000000,
                      },
                    },
                    description: "A fixed amount off the order.",
                  },
                  {
                    type: "object",
                    required: ["kind", "percentage"],
                    properties: {
                      kind: {
                        type: "string",
                        enum: ["percentage_discount"],
                      },
                      percentage: {
                        type: "integer",
                        format: "int32",
                        minimum: 1,
                        maximum: 100,
                      },
                      max_amount: {
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
                    },
                    description: "A percentage off the order, up to `max_amount` when set.",
                  },
                  {
                    type: "object",
                    required: ["kind", "food_item_id"],
                    properties: {
                      kind: {
                        type: "string",
                        enum: ["free_item"],
                      },
                      food_item_id: {
                        type: "string",
                        format: "uuid",
                        description: "A UUID naming a record.",
                        examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                      },
                    },
                    description: "One unit of a food item for free.",
                  },
                ],
                discriminator: {
                  propertyName: "kind",
                  mapping: {
                    fixed_discount: "#/components/schemas/FixedDiscountReward",
                    percentage_discount: "#/components/schemas/PercentageDiscountReward",
                    free_item: "#/components/schemas/FreeItemReward",
                  },
                },
                description: "What a reward gives, told apart by `kind`.",
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
              "A reward customers redeem points for (Square's reward tier: points and a definition).",
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
      description: "A page of rewards, in the order they were created.",
    },
    annotations: {
      title: "List rewards",
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
    name: "create_loyalty_reward",
    title: "Create a reward",
    description: "Our design: adds a reward (manager).",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          required: ["name", "points_cost", "definition"],
          properties: {
            name: {
              type: "string",
              minLength: 1,
              maxLength: 200,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
            },
            points_cost: {
              type: "integer",
              format: "int32",
              minimum: 1,
              maximum: 1000000,
              description: "A number of loyalty points in a rule, a tier or a reward's cost.",
            },
            definition: {
              type: "object",
              oneOf: [
                {
                  type: "object",
                  required: ["kind", "discount_amount"],
                  properties: {
                    kind: {
                      type: "string",
                      enum: ["fixed_discount"],
                    },
                    discount_amount: {
                      type: "integer",
                      format: "int64",
                      minimum: 1,
                      maximum: 100000000,
                    },
                  },
                  description: "A fixed amount off the order.",
                },
                {
                  type: "object",
                  required: ["kind", "percentage"],
                  properties: {
                    kind: {
                      type: "string",
                      enum: ["percentage_discount"],
                    },
                    percentage: {
                      type: "integer",
                      format: "int32",
                      minimum: 1,
                      maximum: 100,
                    },
                    max_amount: {
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
                  },
                  description: "A percentage off the order, up to `max_amount` when set.",
                },
                {
                  type: "object",
                  required: ["kind", "food_item_id"],
                  properties: {
                    kind: {
                      type: "string",
                      enum: ["free_item"],
                    },
                    food_item_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                  },
                  description: "One unit of a food item for free.",
                },
              ],
              discriminator: {
                propertyName: "kind",
                mapping: {
                  fixed_discount: "#/components/schemas/FixedDiscountReward",
                  percentage_discount: "#/components/schemas/PercentageDiscountReward",
                  free_item: "#/components/schemas/FreeItemReward",
                },
              },
              description: "What a reward gives, told apart by `kind`.",
            },
          },
          description: "What creating a reward takes.",
          examples: [
            {
              name: "Free espresso",
              points_cost: 50,
              definition: {
                kind: "fixed_discount",
                discount_amount: 150,
              },
            },
          ],
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      required: ["id", "name", "points_cost", "definition", "created_at", "updated_at"],
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
        points_cost: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 1000000,
          description: "A number of loyalty points in a rule, a tier or a reward's cost.",
        },
        definition: {
          type: "object",
          oneOf: [
            {
              type: "object",
              required: ["kind", "discount_amount"],
              properties: {
                kind: {
                  type: "string",
                  enum: ["fixed_discount"],
                },
                discount_amount: {
                  type: "integer",
                  format: "int64",
                  minimum: 1,
                  maximum: 100000000,
                },
              },
              description: "A fixed amount off the order.",
            },
            {
              type: "object",
              required: ["kind", "percentage"],
              properties: {
                kind: {
                  type: "string",
                  enum: ["percentage_discount"],
                },
                percentage: {
                  type: "integer",
                  format: "int32",
                  minimum: 1,
                  maximum: 100,
                },
                max_amount: {
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
              },
              description: "A percentage off the order, up to `max_amount` when set.",
            },
            {
              type: "object",
              required: ["kind", "food_item_id"],
              properties: {
                kind: {
                  type: "string",
                  enum: ["free_item"],
                },
                food_item_id: {
                  type: "string",
                  format: "uuid",
                  description: "A UUID naming a record.",
                  examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                },
              },
              description: "One unit of a food item for free.",
            },
          ],
          discriminator: {
            propertyName: "kind",
            mapping: {
              fixed_discount: "#/components/schemas/FixedDiscountReward",
              percentage_discount: "#/components/schemas/PercentageDiscountReward",
              free_item: "#/components/schemas/FreeItemReward",
            },
          },
          description: "What a reward gives, told apart by `kind`.",
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
      description: "A reward customers redeem points for (Square's reward tier: points and a definition).",
    },
    annotations: {
      title: "Create a reward",
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
    name: "get_loyalty_reward",
    title: "Get a reward",
    description: "Our design: one reward.",
    inputSchema: {
      type: "object",
      properties: {
        reward_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["reward_id"],
    },
    outputSchema: {
      type: "object",
      required: ["id", "name", "points_cost", "definition", "created_at", "updated_at"],
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
        points_cost: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 1000000,
          description: "A number of loyalty points in a rule, a tier or a reward's cost.",
        },
        definition: {
          type: "object",
          oneOf: [
            {
              type: "object",
              required: ["kind", "discount_amount"],
              properties: {
                kind: {
                  type: "string",
                  enum: ["fixed_discount"],
                },
                discount_amount: {
                  type: "integer",
                  format: "int64",
                  minimum: 1,
                  maximum: 100000000,
                },
              },
              description: "A fixed amount off the order.",
            },
            {
              type: "object",
              required: ["kind", "percentage"],
              properties: {
                kind: {
                  type: "string",
                  enum: ["percentage_discount"],
                },
                percentage: {
                  type: "integer",
                  format: "int32",
                  minimum: 1,
                  maximum: 100,
                },
                max_amount: {
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
              },
              description: "A percentage off the order, up to `max_amount` when set.",
            },
            {
              type: "object",
              required: ["kind", "food_item_id"],
              properties: {
                kind: {
                  type: "string",
                  enum: ["free_item"],
                },
                food_item_id: {
                  type: "string",
                  format: "uuid",
                  description: "A UUID naming a record.",
                  examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                },
              },
              description: "One unit of a food item for free.",
            },
          ],
          discriminator: {
            propertyName: "kind",
            mapping: {
              fixed_discount: "#/components/schemas/FixedDiscountReward",
              percentage_discount: "#/components/schemas/PercentageDiscountReward",
              free_item: "#/components/schemas/FreeItemReward",
            },
          },
          description: "What a reward gives, told apart by `kind`.",
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
      description: "A reward customers redeem points for (Square's reward tier: points and a definition).",
    },
    annotations: {
      title: "Get a reward",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      reward_id: "path",
    },
  },
  {
    name: "delete_loyalty_reward",
    title: "Delete a reward",
    description: "Our design: deletes a reward (manager); the ledger keeps its redemptions.",
    inputSchema: {
      type: "object",
      properties: {
        reward_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["reward_id"],
    },
    annotations: {
      title: "Delete a reward",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      reward_id: "path",
    },
  },
  {
    name: "update_loyalty_reward",
    title: "Update a reward",
    description: "Our design: changes a reward (manager); redemptions already made keep what they gave.",
    inputSchema: {
      type: "object",
      properties: {
        reward_id: {
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
            points_cost: {
              type: "integer",
              format: "int32",
              minimum: 1,
              maximum: 1000000,
              description: "A number of loyalty points in a rule, a tier or a reward's cost.",
            },
            definition: {
              type: "object",
              oneOf: [
                {
                  type: "object",
                  required: ["kind", "discount_amount"],
                  properties: {
                    kind: {
                      type: "string",
                      enum: ["fixed_discount"],
                    },
                    discount_amount: {
                      type: "integer",
                      format: "int64",
                      minimum: 1,
                      maximum: 100000000,
                    },
                  },
                  description: "A fixed amount off the order.",
                },
                {
                  type: "object",
                  required: ["kind", "percentage"],
                  properties: {
                    kind: {
                      type: "string",
                      enum: ["percentage_discount"],
                    },
                    percentage: {
                      type: "integer",
                      format: "int32",
                      minimum: 1,
                      maximum: 100,
                    },
                    max_amount: {
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
                  },
                  description: "A percentage off the order, up to `max_amount` when set.",
                },
                {
                  type: "object",
                  required: ["kind", "food_item_id"],
                  properties: {
                    kind: {
                      type: "string",
                      enum: ["free_item"],
                    },
                    food_item_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                  },
                  description: "One unit of a food item for free.",
                },
              ],
              discriminator: {
                propertyName: "kind",
                mapping: {
                  fixed_discount: "#/components/schemas/FixedDiscountReward",
                  percentage_discount: "#/components/schemas/PercentageDiscountReward",
                  free_item: "#/components/schemas/FreeItemReward",
                },
              },
              description: "What a reward gives, told apart by `kind`.",
            },
          },
          description:
            "What updating a reward takes: the members sent change (a `definition` is replaced whole).",
          examples: [
            {
              points_cost: 60,
            },
          ],
        },
      },
      required: ["reward_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: ["id", "name", "points_cost", "definition", "created_at", "updated_at"],
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
        points_cost: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 1000000,
          description: "A number of loyalty points in a rule, a tier or a reward's cost.",
        },
        definition: {
          type: "object",
          oneOf: [
            {
              type: "object",
              required: ["kind", "discount_amount"],
              properties: {
                kind: {
                  type: "string",
                  enum: ["fixed_discount"],
                },
                discount_amount: {
                  type: "integer",
                  format: "int64",
                  minimum: 1,
                  maximum: 100000000,
                },
              },
              description: "A fixed amount off the order.",
            },
            {
              type: "object",
              required: ["kind", "percentage"],
              properties: {
                kind: {
                  type: "string",
                  enum: ["percentage_discount"],
                },
                percentage: {
                  type: "integer",
                  format: "int32",
                  minimum: 1,
                  maximum: 100,
                },
                max_amount: {
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
              },
              description: "A percentage off the order, up to `max_amount` when set.",
            },
            {
              type: "object",
              required: ["kind", "food_item_id"],
              properties: {
                kind: {
                  type: "string",
                  enum: ["free_item"],
                },
                food_item_id: {
                  type: "string",
                  format: "uuid",
                  description: "A UUID naming a record.",
                  examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                },
              },
              description: "One unit of a food item for free.",
            },
          ],
          discriminator: {
            propertyName: "kind",
            mapping: {
              fixed_discount: "#/components/schemas/FixedDiscountReward",
              percentage_discount: "#/components/schemas/PercentageDiscountReward",
              free_item: "#/components/schemas/FreeItemReward",
            },
          },
          description: "What a reward gives, told apart by `kind`.",
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
      description: "A reward customers redeem points for (Square's reward tier: points and a definition).",
    },
    annotations: {
      title: "Update a reward",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      reward_id: "path",
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
