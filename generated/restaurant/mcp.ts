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
    name: "list_dining_areas",
    title: "List dining areas",
    description: "The restaurant's areas, in the order they were added.",
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
      required: ["areas", "next_cursor"],
      properties: {
        areas: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "name", "position", "created_at", "updated_at"],
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
              position: {
                type: "integer",
                format: "int32",
                description:
                  "Where the area comes in the restaurant's floor plan, lowest first (for display).",
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
            description: "A dining area of a restaurant (the terrace, the main room). Our design.",
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
      description: "A page of areas, in the order they were added.",
    },
    annotations: {
      title: "List dining areas",
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
    name: "create_dining_area",
    title: "Create a dining area",
    description: "Adds an area (manager). 409 `conflict` when the restaurant has an area of that name.",
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
          required: ["name"],
          properties: {
            name: {
              type: "string",
              minLength: 1,
              maxLength: 200,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
            },
            position: {
              type: "integer",
              format: "int32",
              minimum: 0,
              maximum: 1000,
              default: 0,
            },
          },
          description: "What creating an area takes; its name is unique in the restaurant.",
          examples: [
            {
              name: "Terrace",
              position: 1,
            },
          ],
        },
      },
      required: ["restaurant_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: ["id", "name", "position", "created_at", "updated_at"],
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
        position: {
          type: "integer",
          format: "int32",
          description: "Where the area comes in the restaurant's floor plan, lowest first (for display).",
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
      description: "A dining area of a restaurant (the terrace, the main room). Our design.",
    },
    annotations: {
      title: "Create a dining area",
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
    name: "get_dining_area",
    title: "Get a dining area",
    description: "One area.",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        area_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["restaurant_id", "area_id"],
    },
    outputSchema: {
      type: "object",
      required: ["id", "name", "position", "created_at", "updated_at"],
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
        position: {
          type: "integer",
          format: "int32",
          description: "Where the area comes in the restaurant's floor plan, lowest first (for display).",
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
      description: "A dining area of a restaurant (the terrace, the main room). Our design.",
    },
    annotations: {
      title: "Get a dining area",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
      area_id: "path",
    },
  },
  {
    name: "delete_dining_area",
    title: "Delete a dining area",
    description: "Deletes an area (manager); 409 `in_use` while tables stand in it.",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        area_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["restaurant_id", "area_id"],
    },
    annotations: {
      title: "Delete a dining area",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
      area_id: "path",
    },
  },
  {
    name: "update_dining_area",
    title: "Update a dining area",
    description: "Renames or moves an area (manager); 409 `conflict` for a name taken here.",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        area_id: {
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
            position: {
              type: "integer",
              format: "int32",
              minimum: 0,
              maximum: 1000,
            },
          },
          description: "What updating an area takes: the members sent change.",
          examples: [
            {
              position: 2,
            },
          ],
        },
      },
      required: ["restaurant_id", "area_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: ["id", "name", "position", "created_at", "updated_at"],
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
        position: {
          type: "integer",
          format: "int32",
          description: "Where the area comes in the restaurant's floor plan, lowest first (for display).",
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
      description: "A dining area of a restaurant (the terrace, the main room). Our design.",
    },
    annotations: {
      title: "Update a dining area",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
      area_id: "path",
      body: "body",
    },
  },
  {
    name: "get_availability",
    title: "Find available slots",
    description:
      "The start times on `date` (the restaurant's local date) at which a party of `party_size`\ncan be seated for `stay_minutes` (default: the settings' stay for that party size). A slot is\nlisted when it lies in an opening period that opens on `date` (a period past midnight keeps\nits slots on the day it opened), the stay ends by the period's close, it is no earlier than\nthe lead time from now (so never in the past) nor beyond `max_days_ahead`, and a table — or\na set of joinable tables — is free for the stay plus the buffer. Slots come in time order;\nlocal times a daylight-saving change skips are left out. 422 `party_too_large` when no\nactive table or joinable set seats the party at all.",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        date: {
          type: "string",
          format: "date",
        },
        party_size: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          description: "How many guests: 1 to 100.",
        },
        stay_minutes: {
          type: "integer",
          format: "int32",
          minimum: 15,
          maximum: 720,
          description: "A length of time at a table, 15 minutes to 12 hours.",
        },
      },
      required: ["restaurant_id", "date", "party_size"],
    },
    outputSchema: {
      type: "object",
      required: ["date", "party_size", "stay_minutes", "slots"],
      properties: {
        date: {
          type: "string",
          format: "date",
        },
        party_size: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          description: "How many guests: 1 to 100.",
        },
        stay_minutes: {
          type: "integer",
          format: "int32",
          minimum: 15,
          maximum: 720,
          description: "A length of time at a table, 15 minutes to 12 hours.",
        },
        slots: {
          type: "array",
          items: {
            type: "object",
            required: ["time", "starts_at", "ends_at", "tables", "joined"],
            properties: {
              time: {
                type: "string",
                pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                description: "The local start time in the restaurant's time zone.",
                examples: ["09:30"],
              },
              starts_at: {
                type: "string",
                format: "date-time",
              },
              ends_at: {
                type: "string",
                format: "date-time",
                description: "When the stay ends (the buffer is not included).",
              },
              tables: {
                type: "array",
                items: {
                  type: "object",
                  required: ["id", "label"],
                  properties: {
                    id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    label: {
                      type: "string",
                      minLength: 1,
                      maxLength: 40,
                      pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                      description:
                        'A table\'s label as the staff read it on the floor ("T12", "Terrace 3"): 1 to 40 characters.',
                      examples: ["T12"],
                    },
                  },
                  description: "A table as a slot or booking names it.",
                },
                description: "The smallest free table that fits, or else the smallest free joinable set.",
              },
              joined: {
                type: "boolean",
                description: "Whether `tables` is a joined set.",
              },
            },
            description: "One bookable start time and the tables a booking made now would get.",
          },
        },
      },
      description: "The bookable slots of one day for one party.",
    },
    annotations: {
      title: "Find available slots",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
      date: "query",
      party_size: "query",
      stay_minutes: "query",
    },
  },
  {
    name: "list_bookings",
    title: "List bookings",
    description: "The restaurant's bookings, earliest start first; `date` is a local date in its time zone.",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        date: {
          type: "string",
          format: "date",
        },
        status: {
          type: "string",
          enum: ["pending", "confirmed", "seated", "completed", "cancelled", "no_show"],
          description:
            "Where a booking stands. Moves (each a verb route; any other answers 409 `invalid_transition`):\n\n| from | `confirm` | `seat` | `complete` | `cancel` | `no-show` |\n|---|---|---|---|---|---|\n| pending | confirmed | seated | — | cancelled | no_show |\n| confirmed | — | seated | — | cancelled | no_show |\n| seated | — | — | completed | — | — |\n\n`completed`, `cancelled` and `no_show` are final and free the tables at once.",
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
      required: ["bookings", "next_cursor"],
      properties: {
        bookings: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "restaurant_id",
              "status",
              "party_size",
              "starts_at",
              "ends_at",
              "stay_minutes",
              "tables",
              "guest_name",
              "guest_phone",
              "guest_email",
              "notes",
              "confirmed_at",
              "seated_at",
              "completed_at",
              "cancelled_at",
              "no_show_at",
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
              restaurant_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              status: {
                type: "string",
                enum: ["pending", "confirmed", "seated", "completed", "cancelled", "no_show"],
                description:
                  "Where a booking stands. Moves (each a verb route; any other answers 409 `invalid_transition`):\n\n| from | `confirm` | `seat` | `complete` | `cancel` | `no-show` |\n|---|---|---|---|---|---|\n| pending | confirmed | seated | — | cancelled | no_show |\n| confirmed | — | seated | — | cancelled | no_show |\n| seated | — | — | completed | — | — |\n\n`completed`, `cancelled` and `no_show` are final and free the tables at once.",
              },
              party_size: {
                type: "integer",
                format: "int32",
                minimum: 1,
                maximum: 100,
                description: "How many guests: 1 to 100.",
              },
              starts_at: {
                type: "string",
                format: "date-time",
              },
              ends_at: {
                type: "string",
                format: "date-time",
                description: "`starts_at` plus the stay (the buffer after it is not included).",
              },
              stay_minutes: {
                type: "integer",
                format: "int32",
                minimum: 15,
                maximum: 720,
                description: "A length of time at a table, 15 minutes to 12 hours.",
              },
              tables: {
                type: "array",
                items: {
                  type: "object",
                  required: ["id", "label"],
                  properties: {
                    id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    label: {
                      type: "string",
                      minLength: 1,
                      maxLength: 40,
                      pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                      description:
                        'A table\'s label as the staff read it on the floor ("T12", "Terrace 3"): 1 to 40 characters.',
                      examples: ["T12"],
                    },
                  },
                  description: "A table as a slot or booking names it.",
                },
                description: "The tables held (more than one: a joined set).",
              },
              guest_name: {
                type: "string",
                minLength: 1,
                maxLength: 200,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
              },
              guest_phone: {
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
              guest_email: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
                maxLength: 254,
                pattern:
                  "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
                format: "email",
              },
              notes: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
                maxLength: 2000,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              },
              confirmed_at: {
                anyOf: [
                  {
                    type: "string",
                    format: "date-time",
                  },
                  {
                    type: "null",
                  },
                ],
                description: "When each move happened; null until it did.",
              },
              seated_at: {
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
              no_show_at: {
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
              created_at: {
                type: "string",
                format: "date-time",
              },
              updated_at: {
                type: "string",
                format: "date-time",
              },
            },
            description: "A table booking. Our design.",
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
      description: "A page of bookings, earliest start first.",
    },
    annotations: {
      title: "List bookings",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
      date: "query",
      status: "query",
      limit: "query",
      cursor: "query",
    },
  },
  {
    name: "create_booking",
    title: "Create a booking",
    description:
      "Books a table: `pending`, or `confirmed` when the settings confirm automatically. The start\nmust be bookable as availability says (an opening period that holds the whole stay, no\nearlier than the lead time, within `max_days_ahead`), else 422 naming `starts_at`; any start\nminute is accepted, not only slot times. 422 `party_too_large` when no active table or\njoinable set seats the party (or the tables named seat fewer); 422 for `table_ids` that are\nnot this restaurant's active tables or not one joinable group; 409 `slot_taken` when a table\nnamed is taken for an overlapping time (stay plus buffer), or when the server finds none free.",
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
          required: ["party_size", "starts_at", "guest_name"],
          properties: {
            party_size: {
              type: "integer",
              format: "int32",
              minimum: 1,
              maximum: 100,
              description: "How many guests: 1 to 100.",
            },
            starts_at: {
              type: "string",
              format: "date-time",
            },
            stay_minutes: {
              type: "integer",
              format: "int32",
              minimum: 15,
              maximum: 720,
              description: "Default: the settings' stay for the party size.",
            },
            table_ids: {
              type: "array",
              items: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              minItems: 1,
              maxItems: 8,
              description:
                "The tables to hold (staff choosing); absent, the server picks the smallest free table that\nfits, else the smallest free joinable set. Several tables must be joinable and of one group.",
            },
            guest_name: {
              type: "string",
              minLength: 1,
              maxLength: 200,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
            },
            guest_phone: {
              type: "string",
              maxLength: 32,
              pattern: "^\\+?[0-9 ().-]{3,31}$",
            },
            guest_email: {
              type: "string",
              maxLength: 254,
              pattern:
                "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
              format: "email",
              description: "An e-mail address, at most 254 characters.",
            },
            notes: {
              type: "string",
              maxLength: 2000,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description:
                "Free text (a description, a note): at most 2,000 characters, no `<`, `>` or control characters.",
            },
          },
          description: "What booking a table takes.",
          examples: [
            {
              party_size: 4,
              starts_at: "2030-05-17T19:00:00Z",
              guest_name: "Ada Lovelace",
              guest_phone: "+351 912 345 678",
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
        "restaurant_id",
        "status",
        "party_size",
        "starts_at",
        "ends_at",
        "stay_minutes",
        "tables",
        "guest_name",
        "guest_phone",
        "guest_email",
        "notes",
        "confirmed_at",
        "seated_at",
        "completed_at",
        "cancelled_at",
        "no_show_at",
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
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        status: {
          type: "string",
          enum: ["pending", "confirmed", "seated", "completed", "cancelled", "no_show"],
          description:
            "Where a booking stands. Moves (each a verb route; any other answers 409 `invalid_transition`):\n\n| from | `confirm` | `seat` | `complete` | `cancel` | `no-show` |\n|---|---|---|---|---|---|\n| pending | confirmed | seated | — | cancelled | no_show |\n| confirmed | — | seated | — | cancelled | no_show |\n| seated | — | — | completed | — | — |\n\n`completed`, `cancelled` and `no_show` are final and free the tables at once.",
        },
        party_size: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          description: "How many guests: 1 to 100.",
        },
        starts_at: {
          type: "string",
          format: "date-time",
        },
        ends_at: {
          type: "string",
          format: "date-time",
          description: "`starts_at` plus the stay (the buffer after it is not included).",
        },
        stay_minutes: {
          type: "integer",
          format: "int32",
          minimum: 15,
          maximum: 720,
          description: "A length of time at a table, 15 minutes to 12 hours.",
        },
        tables: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "label"],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              label: {
                type: "string",
                minLength: 1,
                maxLength: 40,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description:
                  'A table\'s label as the staff read it on the floor ("T12", "Terrace 3"): 1 to 40 characters.',
                examples: ["T12"],
              },
            },
            description: "A table as a slot or booking names it.",
          },
          description: "The tables held (more than one: a joined set).",
        },
        guest_name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        guest_phone: {
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
        guest_email: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          maxLength: 254,
          pattern:
            "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
          format: "email",
        },
        notes: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          maxLength: 2000,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
        },
        confirmed_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "When each move happened; null until it did.",
        },
        seated_at: {
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
        no_show_at: {
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
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A table booking. Our design.",
    },
    annotations: {
      title: "Create a booking",
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
    name: "get_booking",
    title: "Get a booking",
    description: "One booking.",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        booking_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["restaurant_id", "booking_id"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "restaurant_id",
        "status",
        "party_size",
        "starts_at",
        "ends_at",
        "stay_minutes",
        "tables",
        "guest_name",
        "guest_phone",
        "guest_email",
        "notes",
        "confirmed_at",
        "seated_at",
        "completed_at",
        "cancelled_at",
        "no_show_at",
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
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        status: {
          type: "string",
          enum: ["pending", "confirmed", "seated", "completed", "cancelled", "no_show"],
          description:
            "Where a booking stands. Moves (each a verb route; any other answers 409 `invalid_transition`):\n\n| from | `confirm` | `seat` | `complete` | `cancel` | `no-show` |\n|---|---|---|---|---|---|\n| pending | confirmed | seated | — | cancelled | no_show |\n| confirmed | — | seated | — | cancelled | no_show |\n| seated | — | — | completed | — | — |\n\n`completed`, `cancelled` and `no_show` are final and free the tables at once.",
        },
        party_size: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          description: "How many guests: 1 to 100.",
        },
        starts_at: {
          type: "string",
          format: "date-time",
        },
        ends_at: {
          type: "string",
          format: "date-time",
          description: "`starts_at` plus the stay (the buffer after it is not included).",
        },
        stay_minutes: {
          type: "integer",
          format: "int32",
          minimum: 15,
          maximum: 720,
          description: "A length of time at a table, 15 minutes to 12 hours.",
        },
        tables: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "label"],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              label: {
                type: "string",
                minLength: 1,
                maxLength: 40,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description:
                  'A table\'s label as the staff read it on the floor ("T12", "Terrace 3"): 1 to 40 characters.',
                examples: ["T12"],
              },
            },
            description: "A table as a slot or booking names it.",
          },
          description: "The tables held (more than one: a joined set).",
        },
        guest_name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        guest_phone: {
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
        guest_email: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          maxLength: 254,
          pattern:
            "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
          format: "email",
        },
        notes: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          maxLength: 2000,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
        },
        confirmed_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "When each move happened; null until it did.",
        },
        seated_at: {
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
        no_show_at: {
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
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A table booking. Our design.",
    },
    annotations: {
      title: "Get a booking",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
      booking_id: "path",
    },
  },
  {
    name: "update_booking",
    title: "Update a booking",
    description:
      "Changes guest details and notes at any time; time, stay, party size and tables only while\npending or confirmed (else 409 `invalid_transition`), re-checked as creation does — without\n`table_ids` the booking keeps its tables when they still fit and are free, else the server\npicks again. A refused change leaves the booking as it was.",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        booking_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        body: {
          type: "object",
          properties: {
            party_size: {
              type: "integer",
              format: "int32",
              minimum: 1,
              maximum: 100,
              description: "How many guests: 1 to 100.",
            },
            starts_at: {
              type: "string",
              format: "date-time",
            },
            stay_minutes: {
              type: "integer",
              format: "int32",
              minimum: 15,
              maximum: 720,
              description: "A length of time at a table, 15 minutes to 12 hours.",
            },
            table_ids: {
              type: "array",
              items: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              minItems: 1,
              maxItems: 8,
            },
            guest_name: {
              type: "string",
              minLength: 1,
              maxLength: 200,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
            },
            guest_phone: {
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
            guest_email: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              maxLength: 254,
              pattern:
                "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
              format: "email",
            },
            notes: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              maxLength: 2000,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
            },
          },
          description:
            "What updating a booking takes: the members sent change. Changing the time, stay, party size or\ntables re-checks them as creation does (only while pending or confirmed).",
          examples: [
            {
              party_size: 6,
            },
          ],
        },
      },
      required: ["restaurant_id", "booking_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "restaurant_id",
        "status",
        "party_size",
        "starts_at",
        "ends_at",
        "stay_minutes",
        "tables",
        "guest_name",
        "guest_phone",
        "guest_email",
        "notes",
        "confirmed_at",
        "seated_at",
        "completed_at",
        "cancelled_at",
        "no_show_at",
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
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        status: {
          type: "string",
          enum: ["pending", "confirmed", "seated", "completed", "cancelled", "no_show"],
          description:
            "Where a booking stands. Moves (each a verb route; any other answers 409 `invalid_transition`):\n\n| from | `confirm` | `seat` | `complete` | `cancel` | `no-show` |\n|---|---|---|---|---|---|\n| pending | confirmed | seated | — | cancelled | no_show |\n| confirmed | — | seated | — | cancelled | no_show |\n| seated | — | — | completed | — | — |\n\n`completed`, `cancelled` and `no_show` are final and free the tables at once.",
        },
        party_size: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          description: "How many guests: 1 to 100.",
        },
        starts_at: {
          type: "string",
          format: "date-time",
        },
        ends_at: {
          type: "string",
          format: "date-time",
          description: "`starts_at` plus the stay (the buffer after it is not included).",
        },
        stay_minutes: {
          type: "integer",
          format: "int32",
          minimum: 15,
          maximum: 720,
          description: "A length of time at a table, 15 minutes to 12 hours.",
        },
        tables: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "label"],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              label: {
                type: "string",
                minLength: 1,
                maxLength: 40,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description:
                  'A table\'s label as the staff read it on the floor ("T12", "Terrace 3"): 1 to 40 characters.',
                examples: ["T12"],
              },
            },
            description: "A table as a slot or booking names it.",
          },
          description: "The tables held (more than one: a joined set).",
        },
        guest_name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        guest_phone: {
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
        guest_email: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          maxLength: 254,
          pattern:
            "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
          format: "email",
        },
        notes: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          maxLength: 2000,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
        },
        confirmed_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "When each move happened; null until it did.",
        },
        seated_at: {
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
        no_show_at: {
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
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A table booking. Our design.",
    },
    annotations: {
      title: "Update a booking",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
      booking_id: "path",
      body: "body",
    },
  },
  {
    name: "cancel_booking",
    title: "Cancel a booking",
    description: "pending or confirmed → cancelled; the tables are free at once.",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        booking_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["restaurant_id", "booking_id"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "restaurant_id",
        "status",
        "party_size",
        "starts_at",
        "ends_at",
        "stay_minutes",
        "tables",
        "guest_name",
        "guest_phone",
        "guest_email",
        "notes",
        "confirmed_at",
        "seated_at",
        "completed_at",
        "cancelled_at",
        "no_show_at",
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
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        status: {
          type: "string",
          enum: ["pending", "confirmed", "seated", "completed", "cancelled", "no_show"],
          description:
            "Where a booking stands. Moves (each a verb route; any other answers 409 `invalid_transition`):\n\n| from | `confirm` | `seat` | `complete` | `cancel` | `no-show` |\n|---|---|---|---|---|---|\n| pending | confirmed | seated | — | cancelled | no_show |\n| confirmed | — | seated | — | cancelled | no_show |\n| seated | — | — | completed | — | — |\n\n`completed`, `cancelled` and `no_show` are final and free the tables at once.",
        },
        party_size: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          description: "How many guests: 1 to 100.",
        },
        starts_at: {
          type: "string",
          format: "date-time",
        },
        ends_at: {
          type: "string",
          format: "date-time",
          description: "`starts_at` plus the stay (the buffer after it is not included).",
        },
        stay_minutes: {
          type: "integer",
          format: "int32",
          minimum: 15,
          maximum: 720,
          description: "A length of time at a table, 15 minutes to 12 hours.",
        },
        tables: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "label"],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              label: {
                type: "string",
                minLength: 1,
                maxLength: 40,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description:
                  'A table\'s label as the staff read it on the floor ("T12", "Terrace 3"): 1 to 40 characters.',
                examples: ["T12"],
              },
            },
            description: "A table as a slot or booking names it.",
          },
          description: "The tables held (more than one: a joined set).",
        },
        guest_name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        guest_phone: {
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
        guest_email: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          maxLength: 254,
          pattern:
            "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
          format: "email",
        },
        notes: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          maxLength: 2000,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
        },
        confirmed_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "When each move happened; null until it did.",
        },
        seated_at: {
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
        no_show_at: {
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
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A table booking. Our design.",
    },
    annotations: {
      title: "Cancel a booking",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
      booking_id: "path",
    },
  },
  {
    name: "complete_booking",
    title: "Complete a booking",
    description: "seated → completed: the guests left; the tables are free at once.",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        booking_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["restaurant_id", "booking_id"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "restaurant_id",
        "status",
        "party_size",
        "starts_at",
        "ends_at",
        "stay_minutes",
        "tables",
        "guest_name",
        "guest_phone",
        "guest_email",
        "notes",
        "confirmed_at",
        "seated_at",
        "completed_at",
        "cancelled_at",
        "no_show_at",
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
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        status: {
          type: "string",
          enum: ["pending", "confirmed", "seated", "completed", "cancelled", "no_show"],
          description:
            "Where a booking stands. Moves (each a verb route; any other answers 409 `invalid_transition`):\n\n| from | `confirm` | `seat` | `complete` | `cancel` | `no-show` |\n|---|---|---|---|---|---|\n| pending | confirmed | seated | — | cancelled | no_show |\n| confirmed | — | seated | — | cancelled | no_show |\n| seated | — | — | completed | — | — |\n\n`completed`, `cancelled` and `no_show` are final and free the tables at once.",
        },
        party_size: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          description: "How many guests: 1 to 100.",
        },
        starts_at: {
          type: "string",
          format: "date-time",
        },
        ends_at: {
          type: "string",
          format: "date-time",
          description: "`starts_at` plus the stay (the buffer after it is not included).",
        },
        stay_minutes: {
          type: "integer",
          format: "int32",
          minimum: 15,
          maximum: 720,
          description: "A length of time at a table, 15 minutes to 12 hours.",
        },
        tables: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "label"],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              label: {
                type: "string",
                minLength: 1,
                maxLength: 40,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description:
                  'A table\'s label as the staff read it on the floor ("T12", "Terrace 3"): 1 to 40 characters.',
                examples: ["T12"],
              },
            },
            description: "A table as a slot or booking names it.",
          },
          description: "The tables held (more than one: a joined set).",
        },
        guest_name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        guest_phone: {
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
        guest_email: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          maxLength: 254,
          pattern:
            "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
          format: "email",
        },
        notes: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          maxLength: 2000,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
        },
        confirmed_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "When each move happened; null until it did.",
        },
        seated_at: {
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
        no_show_at: {
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
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A table booking. Our design.",
    },
    annotations: {
      title: "Complete a booking",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
      booking_id: "path",
    },
  },
  {
    name: "confirm_booking",
    title: "Confirm a booking",
    description: "pending → confirmed.",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        booking_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["restaurant_id", "booking_id"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "restaurant_id",
        "status",
        "party_size",
        "starts_at",
        "ends_at",
        "stay_minutes",
        "tables",
        "guest_name",
        "guest_phone",
        "guest_email",
        "notes",
        "confirmed_at",
        "seated_at",
        "completed_at",
        "cancelled_at",
        "no_show_at",
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
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        status: {
          type: "string",
          enum: ["pending", "confirmed", "seated", "completed", "cancelled", "no_show"],
          description:
            "Where a booking stands. Moves (each a verb route; any other answers 409 `invalid_transition`):\n\n| from | `confirm` | `seat` | `complete` | `cancel` | `no-show` |\n|---|---|---|---|---|---|\n| pending | confirmed | seated | — | cancelled | no_show |\n| confirmed | — | seated | — | cancelled | no_show |\n| seated | — | — | completed | — | — |\n\n`completed`, `cancelled` and `no_show` are final and free the tables at once.",
        },
        party_size: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          description: "How many guests: 1 to 100.",
        },
        starts_at: {
          type: "string",
          format: "date-time",
        },
        ends_at: {
          type: "string",
          format: "date-time",
          description: "`starts_at` plus the stay (the buffer after it is not included).",
        },
        stay_minutes: {
          type: "integer",
          format: "int32",
          minimum: 15,
          maximum: 720,
          description: "A length of time at a table, 15 minutes to 12 hours.",
        },
        tables: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "label"],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              label: {
                type: "string",
                minLength: 1,
                maxLength: 40,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description:
                  'A table\'s label as the staff read it on the floor ("T12", "Terrace 3"): 1 to 40 characters.',
                examples: ["T12"],
              },
            },
            description: "A table as a slot or booking names it.",
          },
          description: "The tables held (more than one: a joined set).",
        },
        guest_name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        guest_phone: {
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
        guest_email: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          maxLength: 254,
          pattern:
            "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
          format: "email",
        },
        notes: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          maxLength: 2000,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
        },
        confirmed_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "When each move happened; null until it did.",
        },
        seated_at: {
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
        no_show_at: {
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
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A table booking. Our design.",
    },
    annotations: {
      title: "Confirm a booking",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
      booking_id: "path",
    },
  },
  {
    name: "no_show_booking",
    title: "Mark a booking as a no-show",
    description: "pending or confirmed → no_show: the guests did not come; the tables are free at once.",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        booking_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["restaurant_id", "booking_id"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "restaurant_id",
        "status",
        "party_size",
        "starts_at",
        "ends_at",
        "stay_minutes",
        "tables",
        "guest_name",
        "guest_phone",
        "guest_email",
        "notes",
        "confirmed_at",
        "seated_at",
        "completed_at",
        "cancelled_at",
        "no_show_at",
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
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        status: {
          type: "string",
          enum: ["pending", "confirmed", "seated", "completed", "cancelled", "no_show"],
          description:
            "Where a booking stands. Moves (each a verb route; any other answers 409 `invalid_transition`):\n\n| from | `confirm` | `seat` | `complete` | `cancel` | `no-show` |\n|---|---|---|---|---|---|\n| pending | confirmed | seated | — | cancelled | no_show |\n| confirmed | — | seated | — | cancelled | no_show |\n| seated | — | — | completed | — | — |\n\n`completed`, `cancelled` and `no_show` are final and free the tables at once.",
        },
        party_size: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          description: "How many guests: 1 to 100.",
        },
        starts_at: {
          type: "string",
          format: "date-time",
        },
        ends_at: {
          type: "string",
          format: "date-time",
          description: "`starts_at` plus the stay (the buffer after it is not included).",
        },
        stay_minutes: {
          type: "integer",
          format: "int32",
          minimum: 15,
          maximum: 720,
          description: "A length of time at a table, 15 minutes to 12 hours.",
        },
        tables: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "label"],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              label: {
                type: "string",
                minLength: 1,
                maxLength: 40,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description:
                  'A table\'s label as the staff read it on the floor ("T12", "Terrace 3"): 1 to 40 characters.',
                examples: ["T12"],
              },
            },
            description: "A table as a slot or booking names it.",
          },
          description: "The tables held (more than one: a joined set).",
        },
        guest_name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        guest_phone: {
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
        guest_email: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          maxLength: 254,
          pattern:
            "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
          format: "email",
        },
        notes: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          maxLength: 2000,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
        },
        confirmed_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "When each move happened; null until it did.",
        },
        seated_at: {
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
        no_show_at: {
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
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A table booking. Our design.",
    },
    annotations: {
      title: "Mark a booking as a no-show",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
      booking_id: "path",
    },
  },
  {
    name: "seat_booking",
    title: "Seat a booking",
    description: "pending or confirmed → seated: the guests arrived.",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        booking_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["restaurant_id", "booking_id"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "restaurant_id",
        "status",
        "party_size",
        "starts_at",
        "ends_at",
        "stay_minutes",
        "tables",
        "guest_name",
        "guest_phone",
        "guest_email",
        "notes",
        "confirmed_at",
        "seated_at",
        "completed_at",
        "cancelled_at",
        "no_show_at",
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
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        status: {
          type: "string",
          enum: ["pending", "confirmed", "seated", "completed", "cancelled", "no_show"],
          description:
            "Where a booking stands. Moves (each a verb route; any other answers 409 `invalid_transition`):\n\n| from | `confirm` | `seat` | `complete` | `cancel` | `no-show` |\n|---|---|---|---|---|---|\n| pending | confirmed | seated | — | cancelled | no_show |\n| confirmed | — | seated | — | cancelled | no_show |\n| seated | — | — | completed | — | — |\n\n`completed`, `cancelled` and `no_show` are final and free the tables at once.",
        },
        party_size: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          description: "How many guests: 1 to 100.",
        },
        starts_at: {
          type: "string",
          format: "date-time",
        },
        ends_at: {
          type: "string",
          format: "date-time",
          description: "`starts_at` plus the stay (the buffer after it is not included).",
        },
        stay_minutes: {
          type: "integer",
          format: "int32",
          minimum: 15,
          maximum: 720,
          description: "A length of time at a table, 15 minutes to 12 hours.",
        },
        tables: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "label"],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              label: {
                type: "string",
                minLength: 1,
                maxLength: 40,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description:
                  'A table\'s label as the staff read it on the floor ("T12", "Terrace 3"): 1 to 40 characters.',
                examples: ["T12"],
              },
            },
            description: "A table as a slot or booking names it.",
          },
          description: "The tables held (more than one: a joined set).",
        },
        guest_name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        guest_phone: {
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
        guest_email: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          maxLength: 254,
          pattern:
            "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
          format: "email",
        },
        notes: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          maxLength: 2000,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
        },
        confirmed_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "When each move happened; null until it did.",
        },
        seated_at: {
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
        no_show_at: {
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
        created_at: {
          type: "string",
          format: "date-time",
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A table booking. Our design.",
    },
    annotations: {
      title: "Seat a booking",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
      booking_id: "path",
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
    name: "get_reservation_settings",
    title: "Get reservation settings",
    description: "The restaurant's reservation settings (the defaults until a manager sets them).",
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
        "slot_interval_minutes",
        "stay_minutes",
        "stay_minutes_by_party",
        "buffer_minutes",
        "lead_time_minutes",
        "max_days_ahead",
        "auto_confirm",
        "updated_at",
      ],
      properties: {
        slot_interval_minutes: {
          type: "integer",
          format: "int32",
        },
        stay_minutes: {
          type: "integer",
          format: "int32",
          description: "The stay when neither the booking nor a rule for its party size says otherwise.",
        },
        stay_minutes_by_party: {
          type: "array",
          items: {
            type: "object",
            required: ["up_to_party_size", "stay_minutes"],
            properties: {
              up_to_party_size: {
                type: "integer",
                format: "int32",
                minimum: 1,
                maximum: 100,
                description:
                  "Applies to parties of at most this many guests (the smallest matching rule wins).",
              },
              stay_minutes: {
                type: "integer",
                format: "int32",
                minimum: 15,
                maximum: 720,
                description: "A length of time at a table, 15 minutes to 12 hours.",
              },
            },
            description: "A stay length for parties up to a size.",
          },
          description: "Stay lengths by party size, smallest first.",
        },
        buffer_minutes: {
          type: "integer",
          format: "int32",
        },
        lead_time_minutes: {
          type: "integer",
          format: "int32",
        },
        max_days_ahead: {
          type: "integer",
          format: "int32",
        },
        auto_confirm: {
          type: "boolean",
          description: "New bookings start `confirmed` (true) or `pending`, for staff to confirm (false).",
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
          description: "When they were last set; null while the defaults apply.",
        },
      },
      description:
        "How a restaurant takes reservations. Our design: slots start at each opening time and every\n`slot_interval_minutes` after it; a booking holds its tables for its stay plus `buffer_minutes`\n(clearing and resetting), so two bookings of one table are at least the buffer apart; nothing\ncan be booked earlier than `lead_time_minutes` from now or later than `max_days_ahead` days.",
    },
    annotations: {
      title: "Get reservation settings",
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
    name: "update_reservation_settings",
    title: "Set reservation settings",
    description: "Replaces the settings (manager). Existing bookings keep their times and tables.",
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
            slot_interval_minutes: {
              type: "integer",
              format: "int32",
              minimum: 5,
              maximum: 240,
              default: 15,
            },
            stay_minutes: {
              type: "integer",
              format: "int32",
              minimum: 15,
              maximum: 720,
              default: 90,
            },
            stay_minutes_by_party: {
              type: "array",
              items: {
                type: "object",
                required: ["up_to_party_size", "stay_minutes"],
                properties: {
                  up_to_party_size: {
                    type: "integer",
                    format: "int32",
                    minimum: 1,
                    maximum: 100,
                    description:
                      "Applies to parties of at most this many guests (the smallest matching rule wins).",
                  },
                  stay_minutes: {
                    type: "integer",
                    format: "int32",
                    minimum: 15,
                    maximum: 720,
                    description: "A length of time at a table, 15 minutes to 12 hours.",
                  },
                },
                description: "A stay length for parties up to a size.",
              },
              maxItems: 20,
              default: [],
            },
            buffer_minutes: {
              type: "integer",
              format: "int32",
              minimum: 0,
              maximum: 240,
              default: 0,
            },
            lead_time_minutes: {
              type: "integer",
              format: "int32",
              minimum: 0,
              maximum: 10080,
              default: 60,
            },
            max_days_ahead: {
              type: "integer",
              format: "int32",
              minimum: 1,
              maximum: 365,
              default: 90,
            },
            auto_confirm: {
              type: "boolean",
              default: false,
            },
          },
          description:
            "The settings to store: every member sent replaces the stored one; members left out take their defaults.",
          examples: [
            {
              slot_interval_minutes: 15,
              stay_minutes: 90,
              buffer_minutes: 15,
              lead_time_minutes: 60,
            },
          ],
        },
      },
      required: ["restaurant_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: [
        "slot_interval_minutes",
        "stay_minutes",
        "stay_minutes_by_party",
        "buffer_minutes",
        "lead_time_minutes",
        "max_days_ahead",
        "auto_confirm",
        "updated_at",
      ],
      properties: {
        slot_interval_minutes: {
          type: "integer",
          format: "int32",
        },
        stay_minutes: {
          type: "integer",
          format: "int32",
          description: "The stay when neither the booking nor a rule for its party size says otherwise.",
        },
        stay_minutes_by_party: {
          type: "array",
          items: {
            type: "object",
            required: ["up_to_party_size", "stay_minutes"],
            properties: {
              up_to_party_size: {
                type: "integer",
                format: "int32",
                minimum: 1,
                maximum: 100,
                description:
                  "Applies to parties of at most this many guests (the smallest matching rule wins).",
              },
              stay_minutes: {
                type: "integer",
                format: "int32",
                minimum: 15,
                maximum: 720,
                description: "A length of time at a table, 15 minutes to 12 hours.",
              },
            },
            description: "A stay length for parties up to a size.",
          },
          description: "Stay lengths by party size, smallest first.",
        },
        buffer_minutes: {
          type: "integer",
          format: "int32",
        },
        lead_time_minutes: {
          type: "integer",
          format: "int32",
        },
        max_days_ahead: {
          type: "integer",
          format: "int32",
        },
        auto_confirm: {
          type: "boolean",
          description: "New bookings start `confirmed` (true) or `pending`, for staff to confirm (false).",
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
          description: "When they were last set; null while the defaults apply.",
        },
      },
      description:
        "How a restaurant takes reservations. Our design: slots start at each opening time and every\n`slot_interval_minutes` after it; a booking holds its tables for its stay plus `buffer_minutes`\n(clearing and resetting), so two bookings of one table are at least the buffer apart; nothing\ncan be booked earlier than `lead_time_minutes` from now or later than `max_days_ahead` days.",
    },
    annotations: {
      title: "Set reservation settings",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
      body: "body",
    },
  },
  {
    name: "list_dining_tables",
    title: "List tables",
    description:
      "The restaurant's tables (of one area when `area_id` is given), in the order they were added.",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        area_id: {
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
      required: ["tables", "next_cursor"],
      properties: {
        tables: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "label",
              "area_id",
              "min_capacity",
              "max_capacity",
              "joinable",
              "join_group",
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
              label: {
                type: "string",
                minLength: 1,
                maxLength: 40,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description:
                  'A table\'s label as the staff read it on the floor ("T12", "Terrace 3"): 1 to 40 characters.',
                examples: ["T12"],
              },
              area_id: {
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
                description: "The area it stands in, or null.",
              },
              min_capacity: {
                type: "integer",
                format: "int32",
                minimum: 1,
                maximum: 100,
                description: "How many guests: 1 to 100.",
              },
              max_capacity: {
                type: "integer",
                format: "int32",
                minimum: 1,
                maximum: 100,
                description: "How many guests: 1 to 100.",
              },
              joinable: {
                type: "boolean",
              },
              join_group: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
                minLength: 1,
                maxLength: 40,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
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
              "A table. Our design after TastyIgniter's DiningTable: a single table seats a party from\n`min_capacity` to `max_capacity` guests. Tables that staff push together are `joinable` and\nshare a `join_group` (instead of per-table adjacency lists, which would have to be kept\nsymmetric): any set of joinable tables of one group seats up to the sum of their\n`max_capacity`. A joinable table without a group joins the joinable tables of its area.\nInactive tables are never offered or booked; their history stays.",
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
      description: "A page of tables, in the order they were added.",
    },
    annotations: {
      title: "List tables",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
      area_id: "query",
      limit: "query",
      cursor: "query",
    },
  },
  {
    name: "create_dining_table",
    title: "Create a table",
    description:
      "Adds a table (manager). 400 when `max_capacity` is below `min_capacity`; 422 for an `area_id`\nthat is not one of this restaurant's areas; 409 `conflict` for a label taken here.",
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
          required: ["label", "max_capacity"],
          properties: {
            label: {
              type: "string",
              minLength: 1,
              maxLength: 40,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description:
                'A table\'s label as the staff read it on the floor ("T12", "Terrace 3"): 1 to 40 characters.',
              examples: ["T12"],
            },
            area_id: {
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
              description: "An area of this restaurant; 422 for another one.",
              default: null,
            },
            min_capacity: {
              type: "integer",
              format: "int32",
              minimum: 1,
              maximum: 100,
              default: 1,
            },
            max_capacity: {
              type: "integer",
              format: "int32",
              minimum: 1,
              maximum: 100,
            },
            joinable: {
              type: "boolean",
              default: false,
            },
            join_group: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              minLength: 1,
              maxLength: 40,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              default: null,
            },
            active: {
              type: "boolean",
              default: true,
            },
          },
          description: "What creating a table takes; its label is unique in the restaurant.",
          examples: [
            {
              label: "T12",
              area_id: null,
              min_capacity: 2,
              max_capacity: 4,
              joinable: true,
              join_group: "window",
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
        "label",
        "area_id",
        "min_capacity",
        "max_capacity",
        "joinable",
        "join_group",
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
        label: {
          type: "string",
          minLength: 1,
          maxLength: 40,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description:
            'A table\'s label as the staff read it on the floor ("T12", "Terrace 3"): 1 to 40 characters.',
          examples: ["T12"],
        },
        area_id: {
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
          description: "The area it stands in, or null.",
        },
        min_capacity: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          description: "How many guests: 1 to 100.",
        },
        max_capacity: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          description: "How many guests: 1 to 100.",
        },
        joinable: {
          type: "boolean",
        },
        join_group: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          minLength: 1,
          maxLength: 40,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
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
        "A table. Our design after TastyIgniter's DiningTable: a single table seats a party from\n`min_capacity` to `max_capacity` guests. Tables that staff push together are `joinable` and\nshare a `join_group` (instead of per-table adjacency lists, which would have to be kept\nsymmetric): any set of joinable tables of one group seats up to the sum of their\n`max_capacity`. A joinable table without a group joins the joinable tables of its area.\nInactive tables are never offered or booked; their history stays.",
    },
    annotations: {
      title: "Create a table",
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
    name: "get_dining_table",
    title: "Get a table",
    description: "One table.",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        table_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["restaurant_id", "table_id"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "label",
        "area_id",
        "min_capacity",
        "max_capacity",
        "joinable",
        "join_group",
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
        label: {
          type: "string",
          minLength: 1,
          maxLength: 40,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description:
            'A table\'s label as the staff read it on the floor ("T12", "Terrace 3"): 1 to 40 characters.',
          examples: ["T12"],
        },
        area_id: {
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
          description: "The area it stands in, or null.",
        },
        min_capacity: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          description: "How many guests: 1 to 100.",
        },
        max_capacity: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          description: "How many guests: 1 to 100.",
        },
        joinable: {
          type: "boolean",
        },
        join_group: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          minLength: 1,
          maxLength: 40,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
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
        "A table. Our design after TastyIgniter's DiningTable: a single table seats a party from\n`min_capacity` to `max_capacity` guests. Tables that staff push together are `joinable` and\nshare a `join_group` (instead of per-table adjacency lists, which would have to be kept\nsymmetric): any set of joinable tables of one group seats up to the sum of their\n`max_capacity`. A joinable table without a group joins the joinable tables of its area.\nInactive tables are never offered or booked; their history stays.",
    },
    annotations: {
      title: "Get a table",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
      table_id: "path",
    },
  },
  {
    name: "delete_dining_table",
    title: "Delete a table",
    description: "Deletes a table (manager); 409 `in_use` once it has bookings: deactivate it instead.",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        table_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["restaurant_id", "table_id"],
    },
    annotations: {
      title: "Delete a table",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
      table_id: "path",
    },
  },
  {
    name: "update_dining_table",
    title: "Update a table",
    description:
      "Changes a table (manager), with the rules of creation. Existing bookings keep the table:\ndeactivating it stops new ones only.",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        table_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        body: {
          type: "object",
          properties: {
            label: {
              type: "string",
              minLength: 1,
              maxLength: 40,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description:
                'A table\'s label as the staff read it on the floor ("T12", "Terrace 3"): 1 to 40 characters.',
              examples: ["T12"],
            },
            area_id: {
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
            min_capacity: {
              type: "integer",
              format: "int32",
              minimum: 1,
              maximum: 100,
            },
            max_capacity: {
              type: "integer",
              format: "int32",
              minimum: 1,
              maximum: 100,
            },
            joinable: {
              type: "boolean",
            },
            join_group: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              minLength: 1,
              maxLength: 40,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
            },
            active: {
              type: "boolean",
            },
          },
          description:
            "What updating a table takes: the members sent change (capacities are checked together).",
          examples: [
            {
              active: false,
            },
          ],
        },
      },
      required: ["restaurant_id", "table_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "label",
        "area_id",
        "min_capacity",
        "max_capacity",
        "joinable",
        "join_group",
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
        label: {
          type: "string",
          minLength: 1,
          maxLength: 40,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description:
            'A table\'s label as the staff read it on the floor ("T12", "Terrace 3"): 1 to 40 characters.',
          examples: ["T12"],
        },
        area_id: {
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
          description: "The area it stands in, or null.",
        },
        min_capacity: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          description: "How many guests: 1 to 100.",
        },
        max_capacity: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          description: "How many guests: 1 to 100.",
        },
        joinable: {
          type: "boolean",
        },
        join_group: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          minLength: 1,
          maxLength: 40,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
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
        "A table. Our design after TastyIgniter's DiningTable: a single table seats a party from\n`min_capacity` to `max_capacity` guests. Tables that staff push together are `joinable` and\nshare a `join_group` (instead of per-table adjacency lists, which would have to be kept\nsymmetric): any set of joinable tables of one group seats up to the sum of their\n`max_capacity`. A joinable table without a group joins the joinable tables of its area.\nInactive tables are never offered or booked; their history stays.",
    },
    annotations: {
      title: "Update a table",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
      table_id: "path",
      body: "body",
    },
  },
];
