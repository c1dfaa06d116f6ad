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
    name: "list_menu_categories",
    title: "List menu categories",
    description: "The organization's categories, newest first (`position` is the display order).",
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
      required: ["categories", "next_cursor"],
      properties: {
        categories: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "name", "description", "position", "created_at", "updated_at"],
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
              description: {
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
              position: {
                type: "integer",
                format: "int32",
                minimum: 0,
                maximum: 100000,
                description: "Display order: lower first.",
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
            description: "A category of the organization's catalog (Starters, Mains…).",
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
      description: "A page of categories, newest first.",
    },
    annotations: {
      title: "List menu categories",
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
    name: "create_menu_category",
    title: "Create a menu category",
    description: "Adds a category.",
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
            description: {
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
            position: {
              type: "integer",
              format: "int32",
              minimum: 0,
              maximum: 100000,
              description: "Where a record sits in its list: lower first (ties by name).",
              default: 0,
            },
          },
          description: "What creating a category takes.",
          examples: [
            {
              name: "Mains",
              position: 20,
            },
          ],
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      required: ["id", "name", "description", "position", "created_at", "updated_at"],
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
        description: {
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
        position: {
          type: "integer",
          format: "int32",
          minimum: 0,
          maximum: 100000,
          description: "Display order: lower first.",
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
      description: "A category of the organization's catalog (Starters, Mains…).",
    },
    annotations: {
      title: "Create a menu category",
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
    name: "get_menu_category",
    title: "Get a menu category",
    description: "One category.",
    inputSchema: {
      type: "object",
      properties: {
        category_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["category_id"],
    },
    outputSchema: {
      type: "object",
      required: ["id", "name", "description", "position", "created_at", "updated_at"],
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
        description: {
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
        position: {
          type: "integer",
          format: "int32",
          minimum: 0,
          maximum: 100000,
          description: "Display order: lower first.",
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
      description: "A category of the organization's catalog (Starters, Mains…).",
    },
    annotations: {
      title: "Get a menu category",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      category_id: "path",
    },
  },
  {
    name: "delete_menu_category",
    title: "Delete a menu category",
    description: "Deletes a category; its food items stay, uncategorized (`category_id` null).",
    inputSchema: {
      type: "object",
      properties: {
        category_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["category_id"],
    },
    annotations: {
      title: "Delete a menu category",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      category_id: "path",
    },
  },
  {
    name: "update_menu_category",
    title: "Update a menu category",
    description: "Changes a category.",
    inputSchema: {
      type: "object",
      properties: {
        category_id: {
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
            description: {
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
            position: {
              type: "integer",
              format: "int32",
              minimum: 0,
              maximum: 100000,
              description: "Where a record sits in its list: lower first (ties by name).",
            },
          },
          description: "What updating a category takes: the members sent change, the rest stay.",
          examples: [
            {
              position: 10,
            },
          ],
        },
      },
      required: ["category_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: ["id", "name", "description", "position", "created_at", "updated_at"],
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
        description: {
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
        position: {
          type: "integer",
          format: "int32",
          minimum: 0,
          maximum: 100000,
          description: "Display order: lower first.",
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
      description: "A category of the organization's catalog (Starters, Mains…).",
    },
    annotations: {
      title: "Update a menu category",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      category_id: "path",
      body: "body",
    },
  },
  {
    name: "list_food_items",
    title: "List food items",
    description: "The organization's food items, newest first; `category_id` keeps one category's.",
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
        category_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
    },
    outputSchema: {
      type: "object",
      required: ["food_items", "next_cursor"],
      properties: {
        food_items: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "name",
              "description",
              "category_id",
              "variants",
              "modifier_group_ids",
              "tags",
              "allergens",
              "available",
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
              description: {
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
              variants: {
                type: "array",
                items: {
                  type: "object",
                  required: ["id", "name", "price"],
                  properties: {
                    id: {
                      type: "string",
                      format: "uuid",
                      description: "Stable across updates: orders and branch overrides refer to it.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    name: {
                      type: "string",
                      minLength: 1,
                      maxLength: 200,
                      pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                      description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
                    },
                    price: {
                      type: "integer",
                      format: "int64",
                      minimum: 0,
                      maximum: 100000000,
                      description:
                        "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                    },
                  },
                  description: "One priced form of a food item (Regular, Large…).",
                },
                description: "At least one; in display order.",
              },
              modifier_group_ids: {
                type: "array",
                items: {
                  type: "string",
                  format: "uuid",
                  description: "A UUID naming a record.",
                  examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                },
                description: "The modifier groups offered with the item, in display order.",
              },
              tags: {
                type: "array",
                items: {
                  type: "string",
                  minLength: 1,
                  maxLength: 40,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                  description:
                    "A short label (a tag, an allergen): 1 to 40 characters, no `<`, `>` or control characters.",
                },
              },
              allergens: {
                type: "array",
                items: {
                  type: "string",
                  minLength: 1,
                  maxLength: 40,
                  pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                  description:
                    "A short label (a tag, an allergen): 1 to 40 characters, no `<`, `>` or control characters.",
                },
              },
              available: {
                type: "boolean",
                description:
                  "Organization-wide availability (\"86\"): false takes the item off every branch's menu at once,\nwhatever the branch's overrides say.",
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
            description: "A food item of the organization's catalog.",
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
      description: "A page of food items, newest first.",
    },
    annotations: {
      title: "List food items",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      limit: "query",
      cursor: "query",
      category_id: "query",
    },
  },
  {
    name: "create_food_item",
    title: "Create a food item",
    description:
      "Adds a food item. 422 `unprocessable` for a category or modifier group that is not the\norganization's; 400 for a repeated modifier group or an `id` on a new variant.",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          required: ["name", "variants"],
          properties: {
            name: {
              type: "string",
              minLength: 1,
              maxLength: 200,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
            },
            description: {
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
            variants: {
              type: "array",
              items: {
                type: "object",
                required: ["name", "price"],
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
                  price: {
                    type: "integer",
                    format: "int64",
                    minimum: 0,
                    maximum: 100000000,
                    description:
                      "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                  },
                },
                description:
                  "A variant as sent: with the `id` of an existing variant of this item to keep (and change) it,\nwithout one to add a new variant.",
              },
              minItems: 1,
              maxItems: 20,
              description: "At least one, at most 20; ids are assigned (an `id` sent here is refused).",
            },
            modifier_group_ids: {
              type: "array",
              items: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              maxItems: 20,
              description: "At most 20 distinct groups of the organization, in display order.",
              default: [],
            },
            tags: {
              type: "array",
              items: {
                type: "string",
                minLength: 1,
                maxLength: 40,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description:
                  "A short label (a tag, an allergen): 1 to 40 characters, no `<`, `>` or control characters.",
              },
              maxItems: 20,
              default: [],
            },
            allergens: {
              type: "array",
              items: {
                type: "string",
                minLength: 1,
                maxLength: 40,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description:
                  "A short label (a tag, an allergen): 1 to 40 characters, no `<`, `>` or control characters.",
              },
              maxItems: 20,
              default: [],
            },
            available: {
              type: "boolean",
              default: true,
            },
          },
          description: "What creating a food item takes.",
          examples: [
            {
              name: "Margherita",
              variants: [
                {
                  name: "Regular",
                  price: 900,
                },
                {
                  name: "Large",
                  price: 1300,
                },
              ],
              tags: ["vegetarian"],
              allergens: ["gluten", "milk"],
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
        "description",
        "category_id",
        "variants",
        "modifier_group_ids",
        "tags",
        "allergens",
        "available",
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
        description: {
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
        variants: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "name", "price"],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "Stable across updates: orders and branch overrides refer to it.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
                minLength: 1,
                maxLength: 200,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
              },
              price: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description:
                  "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
              },
            },
            description: "One priced form of a food item (Regular, Large…).",
          },
          description: "At least one; in display order.",
        },
        modifier_group_ids: {
          type: "array",
          items: {
            type: "string",
            format: "uuid",
            description: "A UUID naming a record.",
            examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
          },
          description: "The modifier groups offered with the item, in display order.",
        },
        tags: {
          type: "array",
          items: {
            type: "string",
            minLength: 1,
            maxLength: 40,
            pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
            description:
              "A short label (a tag, an allergen): 1 to 40 characters, no `<`, `>` or control characters.",
          },
        },
        allergens: {
          type: "array",
          items: {
            type: "string",
            minLength: 1,
            maxLength: 40,
            pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
            description:
              "A short label (a tag, an allergen): 1 to 40 characters, no `<`, `>` or control characters.",
          },
        },
        available: {
          type: "boolean",
          description:
            "Organization-wide availability (\"86\"): false takes the item off every branch's menu at once,\nwhatever the branch's overrides say.",
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
      description: "A food item of the organization's catalog.",
    },
    annotations: {
      title: "Create a food item",
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
    name: "get_food_item",
    title: "Get a food item",
    description: "One food item.",
    inputSchema: {
      type: "object",
      properties: {
        food_item_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["food_item_id"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "name",
        "description",
        "category_id",
        "variants",
        "modifier_group_ids",
        "tags",
        "allergens",
        "available",
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
        description: {
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
        variants: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "name", "price"],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "Stable across updates: orders and branch overrides refer to it.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
                minLength: 1,
                maxLength: 200,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
              },
              price: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description:
                  "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
              },
            },
            description: "One priced form of a food item (Regular, Large…).",
          },
          description: "At least one; in display order.",
        },
        modifier_group_ids: {
          type: "array",
          items: {
            type: "string",
            format: "uuid",
            description: "A UUID naming a record.",
            examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
          },
          description: "The modifier groups offered with the item, in display order.",
        },
        tags: {
          type: "array",
          items: {
            type: "string",
            minLength: 1,
            maxLength: 40,
            pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
            description:
              "A short label (a tag, an allergen): 1 to 40 characters, no `<`, `>` or control characters.",
          },
        },
        allergens: {
          type: "array",
          items: {
            type: "string",
            minLength: 1,
            maxLength: 40,
            pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
            description:
              "A short label (a tag, an allergen): 1 to 40 characters, no `<`, `>` or control characters.",
          },
        },
        available: {
          type: "boolean",
          description:
            "Organization-wide availability (\"86\"): false takes the item off every branch's menu at once,\nwhatever the branch's overrides say.",
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
      description: "A food item of the organization's catalog.",
    },
    annotations: {
      title: "Get a food item",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      food_item_id: "path",
    },
  },
  {
    name: "delete_food_item",
    title: "Delete a food item",
    description:
      "Deletes a food item. 409 `in_use` while a preset menu lists it or a restaurant overrides it\n(take it off those first, or set `available: false`); past orders keep their lines.",
    inputSchema: {
      type: "object",
      properties: {
        food_item_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["food_item_id"],
    },
    annotations: {
      title: "Delete a food item",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      food_item_id: "path",
    },
  },
  {
    name: "update_food_item",
    title: "Update a food item",
    description: "Changes a food item (see {",
    inputSchema: {
      type: "object",
      properties: {
        food_item_id: {
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
            description: {
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
            variants: {
              type: "array",
              items: {
                type: "object",
                required: ["name", "price"],
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
                  price: {
                    type: "integer",
                    format: "int64",
                    minimum: 0,
                    maximum: 100000000,
                    description:
                      "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                  },
                },
                description:
                  "A variant as sent: with the `id` of an existing variant of this item to keep (and change) it,\nwithout one to add a new variant.",
              },
              minItems: 1,
              maxItems: 20,
            },
            modifier_group_ids: {
              type: "array",
              items: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              maxItems: 20,
            },
            tags: {
              type: "array",
              items: {
                type: "string",
                minLength: 1,
                maxLength: 40,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description:
                  "A short label (a tag, an allergen): 1 to 40 characters, no `<`, `>` or control characters.",
              },
              maxItems: 20,
            },
            allergens: {
              type: "array",
              items: {
                type: "string",
                minLength: 1,
                maxLength: 40,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description:
                  "A short label (a tag, an allergen): 1 to 40 characters, no `<`, `>` or control characters.",
              },
              maxItems: 20,
            },
            available: {
              type: "boolean",
            },
          },
          description:
            "What updating a food item takes: the members sent change, the rest stay. `variants`, when sent,\nis the whole new list: a variant with the `id` of one of the item's variants keeps that id, one\nwithout `id` is added, and variants not listed are removed (with any branch override of them).",
          examples: [
            {
              available: false,
            },
          ],
        },
      },
      required: ["food_item_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "name",
        "description",
        "category_id",
        "variants",
        "modifier_group_ids",
        "tags",
        "allergens",
        "available",
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
        description: {
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
        variants: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "name", "price"],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "Stable across updates: orders and branch overrides refer to it.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
                minLength: 1,
                maxLength: 200,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
              },
              price: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description:
                  "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
              },
            },
            description: "One priced form of a food item (Regular, Large…).",
          },
          description: "At least one; in display order.",
        },
        modifier_group_ids: {
          type: "array",
          items: {
            type: "string",
            format: "uuid",
            description: "A UUID naming a record.",
            examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
          },
          description: "The modifier groups offered with the item, in display order.",
        },
        tags: {
          type: "array",
          items: {
            type: "string",
            minLength: 1,
            maxLength: 40,
            pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
            description:
              "A short label (a tag, an allergen): 1 to 40 characters, no `<`, `>` or control characters.",
          },
        },
        allergens: {
          type: "array",
          items: {
            type: "string",
            minLength: 1,
            maxLength: 40,
            pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
            description:
              "A short label (a tag, an allergen): 1 to 40 characters, no `<`, `>` or control characters.",
          },
        },
        available: {
          type: "boolean",
          description:
            "Organization-wide availability (\"86\"): false takes the item off every branch's menu at once,\nwhatever the branch's overrides say.",
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
      description: "A food item of the organization's catalog.",
    },
    annotations: {
      title: "Update a food item",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      food_item_id: "path",
      body: "body",
    },
  },
  {
    name: "list_modifier_groups",
    title: "List modifier groups",
    description: "The organization's modifier groups, newest first.",
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
      required: ["modifier_groups", "next_cursor"],
      properties: {
        modifier_groups: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "name",
              "min_selections",
              "max_selections",
              "options",
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
              min_selections: {
                type: "integer",
                format: "int32",
                description: "0 makes the group optional.",
              },
              max_selections: {
                type: "integer",
                format: "int32",
              },
              options: {
                type: "array",
                items: {
                  type: "object",
                  required: ["id", "name", "price_delta", "available"],
                  properties: {
                    id: {
                      type: "string",
                      format: "uuid",
                      description: "Stable across updates: orders refer to it.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    name: {
                      type: "string",
                      minLength: 1,
                      maxLength: 200,
                      pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                      description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
                    },
                    price_delta: {
                      type: "integer",
                      format: "int64",
                      minimum: 0,
                      maximum: 100000000,
                      description: "Added to the line's unit price when chosen.",
                    },
                    available: {
                      type: "boolean",
                      description: "false: not offered anywhere until set back (out of stock).",
                    },
                  },
                  description: "One choice of a modifier group (Extra cheese, No onions…).",
                },
                description: "In display order.",
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
              "A modifier group: how many of its options a customer must and may choose for one line\n(`min_selections` to `max_selections`). Orders check both (our design; Toast leaves it to the\ncaller).",
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
      description: "A page of modifier groups, newest first.",
    },
    annotations: {
      title: "List modifier groups",
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
    name: "create_modifier_group",
    title: "Create a modifier group",
    description:
      "Adds a modifier group. 400 when `min_selections` exceeds `max_selections`, when\n`max_selections` exceeds the number of options, or for an `id` on a new option.",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          required: ["name", "max_selections", "options"],
          properties: {
            name: {
              type: "string",
              minLength: 1,
              maxLength: 200,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
            },
            min_selections: {
              type: "integer",
              format: "int32",
              minimum: 0,
              maximum: 50,
              description: "At most `max_selections`.",
              default: 0,
            },
            max_selections: {
              type: "integer",
              format: "int32",
              minimum: 1,
              maximum: 50,
              description: "At least 1 and at most the number of options.",
            },
            options: {
              type: "array",
              items: {
                type: "object",
                required: ["name"],
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
                  price_delta: {
                    type: "integer",
                    format: "int64",
                    minimum: 0,
                    maximum: 100000000,
                    description:
                      "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                    default: 0,
                  },
                  available: {
                    type: "boolean",
                    default: true,
                  },
                },
                description:
                  "An option as sent: with an existing option's `id` to keep it, without one to add it.",
              },
              minItems: 1,
              maxItems: 50,
              description: "1 to 50 options; ids are assigned (an `id` sent here is refused).",
            },
          },
          description: "What creating a modifier group takes.",
          examples: [
            {
              name: "Sauce",
              min_selections: 1,
              max_selections: 2,
              options: [
                {
                  name: "Ketchup",
                },
                {
                  name: "Aioli",
                  price_delta: 50,
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
      required: ["id", "name", "min_selections", "max_selections", "options", "created_at", "updated_at"],
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
        min_selections: {
          type: "integer",
          format: "int32",
          description: "0 makes the group optional.",
        },
        max_selections: {
          type: "integer",
          format: "int32",
        },
        options: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "name", "price_delta", "available"],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "Stable across updates: orders refer to it.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
                minLength: 1,
                maxLength: 200,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
              },
              price_delta: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "Added to the line's unit price when chosen.",
              },
              available: {
                type: "boolean",
                description: "false: not offered anywhere until set back (out of stock).",
              },
            },
            description: "One choice of a modifier group (Extra cheese, No onions…).",
          },
          description: "In display order.",
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
        "A modifier group: how many of its options a customer must and may choose for one line\n(`min_selections` to `max_selections`). Orders check both (our design; Toast leaves it to the\ncaller).",
    },
    annotations: {
      title: "Create a modifier group",
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
    name: "get_modifier_group",
    title: "Get a modifier group",
    description: "One modifier group.",
    inputSchema: {
      type: "object",
      properties: {
        modifier_group_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["modifier_group_id"],
    },
    outputSchema: {
      type: "object",
      required: ["id", "name", "min_selections", "max_selections", "options", "created_at", "updated_at"],
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
        min_selections: {
          type: "integer",
          format: "int32",
          description: "0 makes the group optional.",
        },
        max_selections: {
          type: "integer",
          format: "int32",
        },
        options: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "name", "price_delta", "available"],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "Stable across updates: orders refer to it.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
                minLength: 1,
                maxLength: 200,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
              },
              price_delta: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "Added to the line's unit price when chosen.",
              },
              available: {
                type: "boolean",
                description: "false: not offered anywhere until set back (out of stock).",
              },
            },
            description: "One choice of a modifier group (Extra cheese, No onions…).",
          },
          description: "In display order.",
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
        "A modifier group: how many of its options a customer must and may choose for one line\n(`min_selections` to `max_selections`). Orders check both (our design; Toast leaves it to the\ncaller).",
    },
    annotations: {
      title: "Get a modifier group",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      modifier_group_id: "path",
    },
  },
  {
    name: "delete_modifier_group",
    title: "Delete a modifier group",
    description: "Deletes a modifier group. 409 `in_use` while a food item offers it.",
    inputSchema: {
      type: "object",
      properties: {
        modifier_group_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["modifier_group_id"],
    },
    annotations: {
      title: "Delete a modifier group",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      modifier_group_id: "path",
    },
  },
  {
    name: "update_modifier_group",
    title: "Update a modifier group",
    description:
      "Changes a modifier group; the limits are checked against the result (400 as on create). 422\n`unprocessable` for an option id that is not this group's.",
    inputSchema: {
      type: "object",
      properties: {
        modifier_group_id: {
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
            min_selections: {
              type: "integer",
              format: "int32",
              minimum: 0,
              maximum: 50,
            },
            max_selections: {
              type: "integer",
              format: "int32",
              minimum: 1,
              maximum: 50,
            },
            options: {
              type: "array",
              items: {
                type: "object",
                required: ["name"],
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
                  price_delta: {
                    type: "integer",
                    format: "int64",
                    minimum: 0,
                    maximum: 100000000,
                    description:
                      "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                    default: 0,
                  },
                  available: {
                    type: "boolean",
                    default: true,
                  },
                },
                description:
                  "An option as sent: with an existing option's `id` to keep it, without one to add it.",
              },
              minItems: 1,
              maxItems: 50,
            },
          },
          description:
            "What updating a modifier group takes: the members sent change, the rest stay; the limits are\nchecked against the result. `options`, when sent, is the whole new list, matched by `id` as\nfood item variants are.",
          examples: [
            {
              max_selections: 3,
            },
          ],
        },
      },
      required: ["modifier_group_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: ["id", "name", "min_selections", "max_selections", "options", "created_at", "updated_at"],
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
        min_selections: {
          type: "integer",
          format: "int32",
          description: "0 makes the group optional.",
        },
        max_selections: {
          type: "integer",
          format: "int32",
        },
        options: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "name", "price_delta", "available"],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "Stable across updates: orders refer to it.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
                minLength: 1,
                maxLength: 200,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description: "A display name: 1 to 200 characters, no `<`, `>` or control characters.",
              },
              price_delta: {
                type: "integer",
                format: "int64",
                minimum: 0,
                maximum: 100000000,
                description: "Added to the line's unit price when chosen.",
              },
              available: {
                type: "boolean",
                description: "false: not offered anywhere until set back (out of stock).",
              },
            },
            description: "One choice of a modifier group (Extra cheese, No onions…).",
          },
          description: "In display order.",
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
        "A modifier group: how many of its options a customer must and may choose for one line\n(`min_selections` to `max_selections`). Orders check both (our design; Toast leaves it to the\ncaller).",
    },
    annotations: {
      title: "Update a modifier group",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      modifier_group_id: "path",
      body: "body",
    },
  },
  {
    name: "list_preset_menus",
    title: "List preset menus",
    description: "The organization's preset menus, newest first.",
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
      required: ["preset_menus", "next_cursor"],
      properties: {
        preset_menus: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "name", "description", "entries", "created_at", "updated_at"],
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
              description: {
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
              entries: {
                type: "array",
                items: {
                  type: "object",
                  required: ["food_item_id", "position"],
                  properties: {
                    food_item_id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    position: {
                      type: "integer",
                      format: "int32",
                      minimum: 0,
                      maximum: 100000,
                      description: "Display order: lower first; ties keep the order sent.",
                    },
                  },
                  description: "One item of a preset menu and where it sits.",
                },
                description: "In display order.",
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
              "A preset menu: a template listing food items that branches serve (our design: by item, not by\ncategory, so one item can be on a lunch preset and not on a dinner one).",
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
      description: "A page of preset menus, newest first.",
    },
    annotations: {
      title: "List preset menus",
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
    name: "create_preset_menu",
    title: "Create a preset menu",
    description:
      "Adds a preset menu. 422 `unprocessable` for a food item that is not the organization's; 400\nfor an item listed twice.",
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
            description: {
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
            entries: {
              type: "array",
              items: {
                type: "object",
                required: ["food_item_id"],
                properties: {
                  food_item_id: {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  position: {
                    type: "integer",
                    format: "int32",
                    minimum: 0,
                    maximum: 100000,
                    description: "Where a record sits in its list: lower first (ties by name).",
                  },
                },
                description: "An entry as sent: `position` defaults to the entry's index in the list.",
              },
              maxItems: 500,
              description: "Distinct food items of the organization, at most 500.",
              default: [],
            },
          },
          description: "What creating a preset menu takes.",
          examples: [
            {
              name: "All day",
              entries: [
                {
                  food_item_id: "3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97",
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
      required: ["id", "name", "description", "entries", "created_at", "updated_at"],
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
        description: {
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
        entries: {
          type: "array",
          items: {
            type: "object",
            required: ["food_item_id", "position"],
            properties: {
              food_item_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              position: {
                type: "integer",
                format: "int32",
                minimum: 0,
                maximum: 100000,
                description: "Display order: lower first; ties keep the order sent.",
              },
            },
            description: "One item of a preset menu and where it sits.",
          },
          description: "In display order.",
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
        "A preset menu: a template listing food items that branches serve (our design: by item, not by\ncategory, so one item can be on a lunch preset and not on a dinner one).",
    },
    annotations: {
      title: "Create a preset menu",
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
    name: "get_preset_menu",
    title: "Get a preset menu",
    description: "One preset menu.",
    inputSchema: {
      type: "object",
      properties: {
        preset_menu_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["preset_menu_id"],
    },
    outputSchema: {
      type: "object",
      required: ["id", "name", "description", "entries", "created_at", "updated_at"],
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
        description: {
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
        entries: {
          type: "array",
          items: {
            type: "object",
            required: ["food_item_id", "position"],
            properties: {
              food_item_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              position: {
                type: "integer",
                format: "int32",
                minimum: 0,
                maximum: 100000,
                description: "Display order: lower first; ties keep the order sent.",
              },
            },
            description: "One item of a preset menu and where it sits.",
          },
          description: "In display order.",
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
        "A preset menu: a template listing food items that branches serve (our design: by item, not by\ncategory, so one item can be on a lunch preset and not on a dinner one).",
    },
    annotations: {
      title: "Get a preset menu",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      preset_menu_id: "path",
    },
  },
  {
    name: "delete_preset_menu",
    title: "Delete a preset menu",
    description: "Deletes a preset menu. 409 `in_use` while a restaurant serves it.",
    inputSchema: {
      type: "object",
      properties: {
        preset_menu_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["preset_menu_id"],
    },
    annotations: {
      title: "Delete a preset menu",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      preset_menu_id: "path",
    },
  },
  {
    name: "update_preset_menu",
    title: "Update a preset menu",
    description: "Changes a preset menu; every restaurant serving it sells the new list at once.",
    inputSchema: {
      type: "object",
      properties: {
        preset_menu_id: {
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
            description: {
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
            entries: {
              type: "array",
              items: {
                type: "object",
                required: ["food_item_id"],
                properties: {
                  food_item_id: {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                  },
                  position: {
                    type: "integer",
                    format: "int32",
                    minimum: 0,
                    maximum: 100000,
                    description: "Where a record sits in its list: lower first (ties by name).",
                  },
                },
                description: "An entry as sent: `position` defaults to the entry's index in the list.",
              },
              maxItems: 500,
            },
          },
          description:
            "What updating a preset menu takes: the members sent change; `entries` replaces the list.",
          examples: [
            {
              name: "All day (winter)",
            },
          ],
        },
      },
      required: ["preset_menu_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: ["id", "name", "description", "entries", "created_at", "updated_at"],
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
        description: {
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
        entries: {
          type: "array",
          items: {
            type: "object",
            required: ["food_item_id", "position"],
            properties: {
              food_item_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              position: {
                type: "integer",
                format: "int32",
                minimum: 0,
                maximum: 100000,
                description: "Display order: lower first; ties keep the order sent.",
              },
            },
            description: "One item of a preset menu and where it sits.",
          },
          description: "In display order.",
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
        "A preset menu: a template listing food items that branches serve (our design: by item, not by\ncategory, so one item can be on a lunch preset and not on a dinner one).",
    },
    annotations: {
      title: "Update a preset menu",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      preset_menu_id: "path",
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
  {
    name: "get_restaurant_menu",
    title: "Get a restaurant's menu",
    description: "The restaurant's menu configuration; 404 while none is set.",
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
      required: ["restaurant_id", "preset_menu_id", "windows", "overrides", "updated_at"],
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        preset_menu_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        windows: {
          type: "array",
          items: {
            type: "object",
            required: ["day", "from", "to"],
            properties: {
              day: {
                type: "string",
                enum: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
                description: "A day of the week.",
              },
              from: {
                type: "string",
                pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                description: "A local time of day, `HH:MM` on a 24-hour clock.",
                examples: ["09:30"],
              },
              to: {
                type: "string",
                pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                description: "A local time of day, `HH:MM` on a 24-hour clock.",
                examples: ["09:30"],
              },
            },
            description:
              "A weekly window in the restaurant's local time, `[from, to)`; `to` earlier than `from` runs\npast midnight into the next day.",
          },
          description: "When the menu is served; empty: whenever the restaurant is open.",
        },
        overrides: {
          type: "array",
          items: {
            type: "object",
            required: ["food_item_id"],
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
              price: {
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
              available: {
                anyOf: [
                  {
                    type: "boolean",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              windows: {
                anyOf: [
                  {
                    type: "array",
                    items: {
                      type: "object",
                      required: ["day", "from", "to"],
                      properties: {
                        day: {
                          type: "string",
                          enum: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
                          description: "A day of the week.",
                        },
                        from: {
                          type: "string",
                          pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                          description: "A local time of day, `HH:MM` on a 24-hour clock.",
                          examples: ["09:30"],
                        },
                        to: {
                          type: "string",
                          pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                          description: "A local time of day, `HH:MM` on a 24-hour clock.",
                          examples: ["09:30"],
                        },
                      },
                      description:
                        "A weekly window in the restaurant's local time, `[from, to)`; `to` earlier than `from` runs\npast midnight into the next day.",
                    },
                  },
                  {
                    type: "null",
                  },
                ],
                maxItems: 50,
              },
            },
            description:
              "A branch's change to one item of its preset (no `variant_id`) or to one variant. Members left out\nchange nothing: `price` replaces the price (of every variant, for an item-wide override; a\nvariant's own override wins); `available: false` takes it off this branch's menu; `windows`\nlimits it to those windows (an empty list: no limit). An override cannot bring back an item\ntaken off organization-wide.",
          },
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A branch's menu: which preset it serves, when, and its overrides.",
    },
    annotations: {
      title: "Get a restaurant's menu",
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
    name: "set_restaurant_menu",
    title: "Set a restaurant's menu",
    description:
      "Sets the restaurant's menu, replacing the previous configuration. 422 `unprocessable` for a\npreset menu, food item or variant that is not the organization's (a variant: not that\nitem's); 400 for a window of zero length or two overrides of the same item or variant.\nOverrides of items the preset does not list are kept and have no effect until it does.",
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
          required: ["preset_menu_id"],
          properties: {
            preset_menu_id: {
              type: "string",
              format: "uuid",
              description: "A preset menu of the organization.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            windows: {
              type: "array",
              items: {
                type: "object",
                required: ["day", "from", "to"],
                properties: {
                  day: {
                    type: "string",
                    enum: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
                    description: "A day of the week.",
                  },
                  from: {
                    type: "string",
                    pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                    description: "A local time of day, `HH:MM` on a 24-hour clock.",
                    examples: ["09:30"],
                  },
                  to: {
                    type: "string",
                    pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                    description: "A local time of day, `HH:MM` on a 24-hour clock.",
                    examples: ["09:30"],
                  },
                },
                description:
                  "A weekly window in the restaurant's local time, `[from, to)`; `to` earlier than `from` runs\npast midnight into the next day.",
              },
              maxItems: 50,
              default: [],
            },
            overrides: {
              type: "array",
              items: {
                type: "object",
                required: ["food_item_id"],
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
                  price: {
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
                  available: {
                    anyOf: [
                      {
                        type: "boolean",
                      },
                      {
                        type: "null",
                      },
                    ],
                  },
                  windows: {
                    anyOf: [
                      {
                        type: "array",
                        items: {
                          type: "object",
                          required: ["day", "from", "to"],
                          properties: {
                            day: {
                              type: "string",
                              enum: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
                              description: "A day of the week.",
                            },
                            from: {
                              type: "string",
                              pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                              description: "A local time of day, `HH:MM` on a 24-hour clock.",
                              examples: ["09:30"],
                            },
                            to: {
                              type: "string",
                              pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                              description: "A local time of day, `HH:MM` on a 24-hour clock.",
                              examples: ["09:30"],
                            },
                          },
                          description:
                            "A weekly window in the restaurant's local time, `[from, to)`; `to` earlier than `from` runs\npast midnight into the next day.",
                        },
                      },
                      {
                        type: "null",
                      },
                    ],
                    maxItems: 50,
                  },
                },
                description:
                  "A branch's change to one item of its preset (no `variant_id`) or to one variant. Members left out\nchange nothing: `price` replaces the price (of every variant, for an item-wide override; a\nvariant's own override wins); `available: false` takes it off this branch's menu; `windows`\nlimits it to those windows (an empty list: no limit). An override cannot bring back an item\ntaken off organization-wide.",
              },
              maxItems: 500,
              description: "At most one per item and per variant, at most 500.",
              default: [],
            },
          },
          description:
            "What setting a branch's menu takes: the whole configuration, replacing the previous one.",
          examples: [
            {
              preset_menu_id: "3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97",
              windows: [
                {
                  day: "sat",
                  from: "11:00",
                  to: "15:00",
                },
              ],
            },
          ],
        },
      },
      required: ["restaurant_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: ["restaurant_id", "preset_menu_id", "windows", "overrides", "updated_at"],
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        preset_menu_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        windows: {
          type: "array",
          items: {
            type: "object",
            required: ["day", "from", "to"],
            properties: {
              day: {
                type: "string",
                enum: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
                description: "A day of the week.",
              },
              from: {
                type: "string",
                pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                description: "A local time of day, `HH:MM` on a 24-hour clock.",
                examples: ["09:30"],
              },
              to: {
                type: "string",
                pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                description: "A local time of day, `HH:MM` on a 24-hour clock.",
                examples: ["09:30"],
              },
            },
            description:
              "A weekly window in the restaurant's local time, `[from, to)`; `to` earlier than `from` runs\npast midnight into the next day.",
          },
          description: "When the menu is served; empty: whenever the restaurant is open.",
        },
        overrides: {
          type: "array",
          items: {
            type: "object",
            required: ["food_item_id"],
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
              price: {
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
              available: {
                anyOf: [
                  {
                    type: "boolean",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              windows: {
                anyOf: [
                  {
                    type: "array",
                    items: {
                      type: "object",
                      required: ["day", "from", "to"],
                      properties: {
                        day: {
                          type: "string",
                          enum: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"],
                          description: "A day of the week.",
                        },
                        from: {
                          type: "string",
                          pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                          description: "A local time of day, `HH:MM` on a 24-hour clock.",
                          examples: ["09:30"],
                        },
                        to: {
                          type: "string",
                          pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$",
                          description: "A local time of day, `HH:MM` on a 24-hour clock.",
                          examples: ["09:30"],
                        },
                      },
                      description:
                        "A weekly window in the restaurant's local time, `[from, to)`; `to` earlier than `from` runs\npast midnight into the next day.",
                    },
                  },
                  {
                    type: "null",
                  },
                ],
                maxItems: 50,
              },
            },
            description:
              "A branch's change to one item of its preset (no `variant_id`) or to one variant. Members left out\nchange nothing: `price` replaces the price (of every variant, for an item-wide override; a\nvariant's own override wins); `available: false` takes it off this branch's menu; `windows`\nlimits it to those windows (an empty list: no limit). An override cannot bring back an item\ntaken off organization-wide.",
          },
        },
        updated_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A branch's menu: which preset it serves, when, and its overrides.",
    },
    annotations: {
      title: "Set a restaurant's menu",
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
    name: "get_restaurant_sellable_menu",
    title: "What a restaurant sells now",
    description:
      "What the restaurant sells at `at` (default: now): the preset's items available\norganization-wide, minus those this restaurant takes off or whose windows exclude the moment\n(read on the restaurant's clock, in its time zone), at the restaurant's prices, with each\nmodifier group's available options. A closed restaurant, one with no menu set, or a moment\noutside the menu's windows sells nothing (`open`, `serving`). An item whose required group\nhas fewer available options than its minimum is left out (it could not be ordered).",
    inputSchema: {
      type: "object",
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        at: {
          type: "string",
          format: "date-time",
        },
      },
      required: ["restaurant_id"],
    },
    outputSchema: {
      type: "object",
      required: ["restaurant_id", "at", "local_time", "open", "serving", "items"],
      properties: {
        restaurant_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        at: {
          type: "string",
          format: "date-time",
          description: "The moment asked about.",
        },
        local_time: {
          type: "string",
          description: "The same moment on the restaurant's clock, `YYYY-MM-DDTHH:MM` in its time zone.",
        },
        open: {
          type: "boolean",
          description: "Inside the restaurant's opening hours. A closed restaurant sells nothing.",
        },
        serving: {
          type: "boolean",
          description: "Open, with a menu set, and inside one of the menu's windows (or the menu has none).",
        },
        items: {
          type: "array",
          items: {
            type: "object",
            required: ["food_item_id", "name", "category_id", "variants", "modifier_groups"],
            properties: {
              food_item_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
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
              variants: {
                type: "array",
                items: {
                  type: "object",
                  required: ["id", "name", "price"],
                  properties: {
                    id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    name: {
                      type: "string",
                    },
                    price: {
                      type: "integer",
                      format: "int64",
                      minimum: 0,
                      maximum: 100000000,
                      description:
                        "An amount of money in the minor unit of the organization's currency (cents for USD), from 0 to\n100,000,000 (our design: one line of an order never reaches a million dollars).",
                    },
                  },
                  description: "A variant as sold: price after the branch's overrides.",
                },
              },
              modifier_groups: {
                type: "array",
                items: {
                  type: "object",
                  required: ["id", "name", "min_selections", "max_selections", "options"],
                  properties: {
                    id: {
                      type: "string",
                      format: "uuid",
                      description: "A UUID naming a record.",
                      examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                    },
                    name: {
                      type: "string",
                    },
                    min_selections: {
                      type: "integer",
                      format: "int32",
                    },
                    max_selections: {
                      type: "integer",
                      format: "int32",
                    },
                    options: {
                      type: "array",
                      items: {
                        type: "object",
                        required: ["id", "name", "price_delta"],
                        properties: {
                          id: {
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
                        description: "An option as sold.",
                      },
                    },
                  },
                  description:
                    "A modifier group as sold: its available options, and how many a line must and may choose.",
                },
              },
            },
            description: "A food item as the restaurant sells it at that moment.",
          },
          description: "Empty unless `serving`; in the preset's order.",
        },
      },
      description: "What a restaurant sells at one moment, computed from its menu configuration.",
    },
    annotations: {
      title: "What a restaurant sells now",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      restaurant_id: "path",
      at: "query",
    },
  },
];
