// Generated from spec/storefront by codegen — run `npm run generate`. Do not edit.

import type { ToolDefinition } from "../../runtime/contract.js";

/** MCP tools of spec/storefront-ext: one per operation, run through the same pipeline as REST calls. */
export const storefrontExtTools: ToolDefinition[] = [
  {
    name: "apiToken_list",
    description: "List API-token records",
    inputSchema: {
      type: "object",
      properties: {
        page: {
          type: "integer",
          format: "int32",
          minimum: 1,
          default: 1,
          description: "The 1-based page number.",
        },
        perPage: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          default: 20,
          description: "Records per page. Our design: at most 100.",
        },
        sort: {
          type: "string",
          enum: ["id", "name", "createdAt", "lastUsedAt"],
          description:
            "The field to sort by; records are sorted by `id` when absent. The allowed names per\nresource are our design (the seed does not list them).",
        },
        order: {
          type: "string",
          enum: ["asc", "desc"],
          default: "asc",
          description: "Sort direction.",
        },
        q: {
          type: "string",
          maxLength: 1024,
          description:
            "Free-text filter, at most 1024 characters. Our design: a case-insensitive substring match\nover the resource's text fields (names, titles, slugs, e-mail addresses).",
        },
      },
    },
    argumentLocations: {
      page: "query",
      perPage: "query",
      sort: "query",
      order: "query",
      q: "query",
    },
  },
  {
    name: "apiToken_create",
    description: "Create an API-token record",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          required: ["name", "prefix", "hashedKey"],
          properties: {
            userId: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              format: "uuid",
              description: "The owner's user id (a UUID); naming no user answers 409.",
            },
            name: {
              type: "string",
              maxLength: 120,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "A name the owner chose: safe text, at most 120 characters.",
            },
            prefix: {
              type: "string",
              maxLength: 20,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description:
                "The token's public first characters, shown in listings: safe text, at most 20 characters.",
            },
            hashedKey: {
              type: "string",
              maxLength: 128,
              pattern: "^[a-f0-9]+$",
              description:
                "Hex digest of the secret, at most 128 characters. The secret itself is never stored.",
            },
            revokedAt: {
              anyOf: [
                {
                  type: "integer",
                  format: "int64",
                },
                {
                  type: "null",
                },
              ],
              minimum: -9007199254740991,
              maximum: 9007199254740991,
              description: "When the token was revoked, in Unix epoch milliseconds; null while it is valid.",
            },
          },
          description:
            "The writable fields of an API-token record: the body of create and update. Raw records are\nfor administrators; callers mint their own tokens with `POST /tokens/create`.",
          examples: [
            {
              userId: "0b9e3f5c-8f14-4e45-9d2a-6c1f7a3b2e10",
              name: "Inventory sync",
              prefix: "sf_k3q9x2",
              hashedKey: "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
              revokedAt: null,
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
    name: "apiToken_get",
    description: "Get an API-token record",
    inputSchema: {
      type: "object",
      properties: {
        id: {
          type: "string",
          pattern: "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$",
          maxLength: 1024,
          description:
            "The record's id: text of at most 1024 characters with no control characters other than\ntab, line feed and carriage return. Records have integer ids, so (our design) an id that\nis not a decimal integer in the 64-bit-safe range names no record and answers 404, as a\nmissing record does.",
        },
      },
      required: ["id"],
    },
    argumentLocations: {
      id: "path",
    },
  },
  {
    name: "apiToken_delete",
    description: "Delete an API-token record",
    inputSchema: {
      type: "object",
      properties: {
        id: {
          type: "string",
          pattern: "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$",
          maxLength: 1024,
          description:
            "The record's id: text of at most 1024 characters with no control characters other than\ntab, line feed and carriage return. Records have integer ids, so (our design) an id that\nis not a decimal integer in the 64-bit-safe range names no record and answers 404, as a\nmissing record does.",
        },
      },
      required: ["id"],
    },
    argumentLocations: {
      id: "path",
    },
  },
  {
    name: "apiToken_update",
    description: "Update an API-token record",
    inputSchema: {
      type: "object",
      properties: {
        id: {
          type: "string",
          pattern: "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$",
          maxLength: 1024,
          description:
            "The record's id: text of at most 1024 characters with no control characters other than\ntab, line feed and carriage return. Records have integer ids, so (our design) an id that\nis not a decimal integer in the 64-bit-safe range names no record and answers 404, as a\nmissing record does.",
        },
        body: {
          type: "object",
          required: ["name", "prefix", "hashedKey"],
          properties: {
            userId: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              format: "uuid",
              description: "The owner's user id (a UUID); naming no user answers 409.",
            },
            name: {
              type: "string",
              maxLength: 120,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "A name the owner chose: safe text, at most 120 characters.",
            },
            prefix: {
              type: "string",
              maxLength: 20,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description:
                "The token's public first characters, shown in listings: safe text, at most 20 characters.",
            },
            hashedKey: {
              type: "string",
              maxLength: 128,
              pattern: "^[a-f0-9]+$",
              description:
                "Hex digest of the secret, at most 128 characters. The secret itself is never stored.",
            },
            revokedAt: {
              anyOf: [
                {
                  type: "integer",
                  format: "int64",
                },
                {
                  type: "null",
                },
              ],
              minimum: -9007199254740991,
              maximum: 9007199254740991,
              description: "When the token was revoked, in Unix epoch milliseconds; null while it is valid.",
            },
          },
          description:
            "The writable fields of an API-token record: the body of create and update. Raw records are\nfor administrators; callers mint their own tokens with `POST /tokens/create`.",
          examples: [
            {
              userId: "0b9e3f5c-8f14-4e45-9d2a-6c1f7a3b2e10",
              name: "Inventory sync",
              prefix: "sf_k3q9x2",
              hashedKey: "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
              revokedAt: null,
            },
          ],
        },
      },
      required: ["id", "body"],
    },
    argumentLocations: {
      id: "path",
      body: "body",
    },
  },
  {
    name: "billing_connect",
    description: "Connect usage billing",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          properties: {
            email: {
              type: "string",
              maxLength: 254,
              pattern:
                "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
              format: "email",
              description:
                "Where the processor sends invoices: an e-mail address of at most 254 characters. Defaults to the caller's account address.",
            },
          },
          description: "The body of `POST /billing/connect`.",
          examples: [
            {
              email: "billing@shop.example",
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
    name: "billing_report",
    description: "Report accrued usage",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          description: "The body of `POST /billing/report`: an empty object.",
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
    name: "category_list",
    description: "List categories",
    inputSchema: {
      type: "object",
      properties: {
        page: {
          type: "integer",
          format: "int32",
          minimum: 1,
          default: 1,
          description: "The 1-based page number.",
        },
        perPage: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          default: 20,
          description: "Records per page. Our design: at most 100.",
        },
        sort: {
          type: "string",
          enum: ["id", "name", "slug"],
          description:
            "The field to sort by; records are sorted by `id` when absent. The allowed names per\nresource are our design (the seed does not list them).",
        },
        order: {
          type: "string",
          enum: ["asc", "desc"],
          default: "asc",
          description: "Sort direction.",
        },
        q: {
          type: "string",
          maxLength: 1024,
          description:
            "Free-text filter, at most 1024 characters. Our design: a case-insensitive substring match\nover the resource's text fields (names, titles, slugs, e-mail addresses).",
        },
      },
    },
    argumentLocations: {
      page: "query",
      perPage: "query",
      sort: "query",
      order: "query",
      q: "query",
    },
  },
  {
    name: "category_create",
    description: "Create a category",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          required: ["name", "slug"],
          properties: {
            name: {
              type: "string",
              maxLength: 100,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "Display name: safe text, at most 100 characters.",
            },
            slug: {
              type: "string",
              maxLength: 80,
              pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$",
              description: "URL slug, unique per category: at most 80 characters.",
            },
          },
          description: "The writable fields of a category: the body of create and update.",
          examples: [
            {
              name: "Coffee mugs",
              slug: "coffee-mugs",
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
    name: "category_get",
    description: "Get a category",
    inputSchema: {
      type: "object",
      properties: {
        id: {
          type: "string",
          pattern: "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$",
          maxLength: 1024,
          description:
            "The record's id: text of at most 1024 characters with no control characters other than\ntab, line feed and carriage return. Records have integer ids, so (our design) an id that\nis not a decimal integer in the 64-bit-safe range names no record and answers 404, as a\nmissing record does.",
        },
      },
      required: ["id"],
    },
    argumentLocations: {
      id: "path",
    },
  },
  {
    name: "category_delete",
    description: "Delete a category",
    inputSchema: {
      type: "object",
      properties: {
        id: {
          type: "string",
          pattern: "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$",
          maxLength: 1024,
          description:
            "The record's id: text of at most 1024 characters with no control characters other than\ntab, line feed and carriage return. Records have integer ids, so (our design) an id that\nis not a decimal integer in the 64-bit-safe range names no record and answers 404, as a\nmissing record does.",
        },
      },
      required: ["id"],
    },
    argumentLocations: {
      id: "path",
    },
  },
  {
    name: "category_update",
    description: "Update a category",
    inputSchema: {
      type: "object",
      properties: {
        id: {
          type: "string",
          pattern: "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$",
          maxLength: 1024,
          description:
            "The record's id: text of at most 1024 characters with no control characters other than\ntab, line feed and carriage return. Records have integer ids, so (our design) an id that\nis not a decimal integer in the 64-bit-safe range names no record and answers 404, as a\nmissing record does.",
        },
        body: {
          type: "object",
          required: ["name", "slug"],
          properties: {
            name: {
              type: "string",
              maxLength: 100,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "Display name: safe text, at most 100 characters.",
            },
            slug: {
              type: "string",
              maxLength: 80,
              pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$",
              description: "URL slug, unique per category: at most 80 characters.",
            },
          },
          description: "The writable fields of a category: the body of create and update.",
          examples: [
            {
              name: "Coffee mugs",
              slug: "coffee-mugs",
            },
          ],
        },
      },
      required: ["id", "body"],
    },
    argumentLocations: {
      id: "path",
      body: "body",
    },
  },
  {
    name: "checkout_confirm",
    description: "Confirm a checkout payment",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          required: ["orderId", "sessionId"],
          properties: {
            orderId: {
              type: "integer",
              format: "int64",
              minimum: 1,
              maximum: 1000000000000,
              description: "The order to confirm, 1 to 1000000000000.",
            },
            sessionId: {
              type: "string",
              maxLength: 255,
              pattern: "^[A-Za-z0-9_]+$",
              description:
                "The payment session returned by `POST /checkout/pay`: at most 255 letters, digits and `_`.",
            },
          },
          description: "The body of `POST /checkout/confirm`.",
          examples: [
            {
              orderId: 1001,
              sessionId: "cs_test_a1B2c3D4e5F6",
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
    name: "checkout_pay",
    description: "Start a checkout",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          required: ["items"],
          properties: {
            items: {
              type: "array",
              items: {
                type: "object",
                required: ["productId", "qty"],
                properties: {
                  productId: {
                    type: "integer",
                    format: "int64",
                    minimum: 1,
                    maximum: 1000000000000,
                    description: "The product's id, 1 to 1000000000000.",
                  },
                  qty: {
                    type: "integer",
                    format: "int64",
                    minimum: 1,
                    maximum: 1000,
                    description: "Quantity, 1 to 1000.",
                  },
                },
                description: "One line of a checkout: a product and how many.",
              },
              minItems: 1,
              maxItems: 200,
              description: "What to buy: 1 to 200 lines.",
            },
            discountCode: {
              type: "string",
              maxLength: 40,
              pattern: "^[A-Z0-9][A-Z0-9_-]*$",
              description: "A discount code: at most 40 characters, upper-case letters, digits, `_` and `-`.",
            },
          },
          description: "The body of `POST /checkout/pay`.",
          examples: [
            {
              items: [
                {
                  productId: 17,
                  qty: 2,
                },
              ],
              discountCode: "SPRING-10",
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
    name: "checkout_webhook",
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
              description: "The event's id; the server handles each id once.",
            },
            type: {
              type: "string",
              maxLength: 255,
              description: "The event kind, for example `checkout.session.completed`.",
            },
            created: {
              type: "integer",
              format: "int64",
              minimum: -9007199254740991,
              maximum: 9007199254740991,
              description:
                "When the processor created the event, in Unix epoch seconds (the processor's unit).",
            },
            data: {
              type: "object",
              properties: {
                object: {
                  type: "object",
                  unevaluatedProperties: {},
                  description: "The object the event is about, for example the checkout session.",
                },
              },
              required: ["object"],
              description: "The event's subject.",
            },
          },
          unevaluatedProperties: {},
          description:
            "An event from the payment processor, in the processor's own JSON (our design: the shape of\nStripe-style events). Fields beyond those listed are accepted and ignored.",
          examples: [
            {
              id: "evt_1PqR8sLkdIwHu7ix",
              type: "checkout.session.completed",
              created: 1735725660,
              data: {
                object: {
                  id: "cs_test_a1B2c3D4e5F6",
                  payment_status: "paid",
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
    name: "contactSubmission_list",
    description: "List contact submissions",
    inputSchema: {
      type: "object",
      properties: {
        page: {
          type: "integer",
          format: "int32",
          minimum: 1,
          default: 1,
          description: "The 1-based page number.",
        },
        perPage: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          default: 20,
          description: "Records per page. Our design: at most 100.",
        },
        sort: {
          type: "string",
          enum: ["id", "createdAt", "email", "subject"],
          description:
            "The field to sort by; records are sorted by `id` when absent. The allowed names per\nresource are our design (the seed does not list them).",
        },
        order: {
          type: "string",
          enum: ["asc", "desc"],
          default: "asc",
          description: "Sort direction.",
        },
        q: {
          type: "string",
          maxLength: 1024,
          description:
            "Free-text filter, at most 1024 characters. Our design: a case-insensitive substring match\nover the resource's text fields (names, titles, slugs, e-mail addresses).",
        },
      },
    },
    argumentLocations: {
      page: "query",
      perPage: "query",
      sort: "query",
      order: "query",
      q: "query",
    },
  },
  {
    name: "contactSubmission_create",
    description: "Create a contact submission",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          required: ["name", "email", "subject", "message"],
          properties: {
            name: {
              type: "string",
              maxLength: 120,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "The sender's name: safe text, at most 120 characters.",
            },
            email: {
              type: "string",
              maxLength: 254,
              pattern:
                "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
              format: "email",
              description: "The sender's e-mail address, for the reply.",
            },
            subject: {
              type: "string",
              maxLength: 200,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "Subject line: safe text, at most 200 characters.",
            },
            message: {
              type: "string",
              maxLength: 5000,
              pattern: "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$",
              description: "The message, at most 5000 characters.",
            },
          },
          description: "The writable fields of a contact-form submission: the body of create and update.",
          examples: [
            {
              name: "Ada Lovelace",
              email: "ada@example.com",
              subject: "Wholesale order",
              message: "Hello,\ndo you offer discounts for 200 mugs?",
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
    name: "contactSubmission_get",
    description: "Get a contact submission",
    inputSchema: {
      type: "object",
      properties: {
        id: {
          type: "string",
          pattern: "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$",
          maxLength: 1024,
          description:
            "The record's id: text of at most 1024 characters with no control characters other than\ntab, line feed and carriage return. Records have integer ids, so (our design) an id that\nis not a decimal integer in the 64-bit-safe range names no record and answers 404, as a\nmissing record does.",
        },
      },
      required: ["id"],
    },
    argumentLocations: {
      id: "path",
    },
  },
  {
    name: "contactSubmission_delete",
    description: "Delete a contact submission",
    inputSchema: {
      type: "object",
      properties: {
        id: {
          type: "string",
          pattern: "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$",
          maxLength: 1024,
          description:
            "The record's id: text of at most 1024 characters with no control characters other than\ntab, line feed and carriage return. Records have integer ids, so (our design) an id that\nis not a decimal integer in the 64-bit-safe range names no record and answers 404, as a\nmissing record does.",
        },
      },
      required: ["id"],
    },
    argumentLocations: {
      id: "path",
    },
  },
  {
    name: "contactSubmission_update",
    description: "Update a contact submission",
    inputSchema: {
      type: "object",
      properties: {
        id: {
          type: "string",
          pattern: "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$",
          maxLength: 1024,
          description:
            "The record's id: text of at most 1024 characters with no control characters other than\ntab, line feed and carriage return. Records have integer ids, so (our design) an id that\nis not a decimal integer in the 64-bit-safe range names no record and answers 404, as a\nmissing record does.",
        },
        body: {
          type: "object",
          required: ["name", "email", "subject", "message"],
          properties: {
            name: {
              type: "string",
              maxLength: 120,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "The sender's name: safe text, at most 120 characters.",
            },
            email: {
              type: "string",
              maxLength: 254,
              pattern:
                "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
              format: "email",
              description: "The sender's e-mail address, for the reply.",
            },
            subject: {
              type: "string",
              maxLength: 200,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "Subject line: safe text, at most 200 characters.",
            },
            message: {
              type: "string",
              maxLength: 5000,
              pattern: "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$",
              description: "The message, at most 5000 characters.",
            },
          },
          description: "The writable fields of a contact-form submission: the body of create and update.",
          examples: [
            {
              name: "Ada Lovelace",
              email: "ada@example.com",
              subject: "Wholesale order",
              message: "Hello,\ndo you offer discounts for 200 mugs?",
            },
          ],
        },
      },
      required: ["id", "body"],
    },
    argumentLocations: {
      id: "path",
      body: "body",
    },
  },
  {
    name: "faq_list",
    description: "List FAQ entries",
    inputSchema: {
      type: "object",
      properties: {
        page: {
          type: "integer",
          format: "int32",
          minimum: 1,
          default: 1,
          description: "The 1-based page number.",
        },
        perPage: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          default: 20,
          description: "Records per page. Our design: at most 100.",
        },
        sort: {
          type: "string",
          enum: ["id", "sortOrder", "question"],
          description:
            "The field to sort by; records are sorted by `id` when absent. The allowed names per\nresource are our design (the seed does not list them).",
        },
        order: {
          type: "string",
          enum: ["asc", "desc"],
          default: "asc",
          description: "Sort direction.",
        },
        q: {
          type: "string",
          maxLength: 1024,
          description:
            "Free-text filter, at most 1024 characters. Our design: a case-insensitive substring match\nover the resource's text fields (names, titles, slugs, e-mail addresses).",
        },
      },
    },
    argumentLocations: {
      page: "query",
      perPage: "query",
      sort: "query",
      order: "query",
      q: "query",
    },
  },
  {
    name: "faq_create",
    description: "Create an FAQ entry",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          required: ["question", "answer"],
          properties: {
            question: {
              type: "string",
              maxLength: 300,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "The question: safe text, at most 300 characters.",
            },
            answer: {
              type: "string",
              maxLength: 2000,
              pattern: "^[^\\u0000-\\u001F\\u007F]*$",
              description: "The answer: at most 2000 characters, no control characters.",
            },
            sortOrder: {
              type: "integer",
              format: "int64",
              minimum: 0,
              maximum: 100000,
              description: "Position in the FAQ list, ascending, 0 to 100000.",
            },
            isActive: {
              type: "boolean",
              description: "Whether the entry is shown.",
            },
          },
          description: "The writable fields of an FAQ entry: the body of create and update.",
          examples: [
            {
              question: "Do you ship abroad?",
              answer: "Yes, to every EU country. Shipping is calculated at checkout.",
              sortOrder: 10,
              isActive: true,
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
    name: "faq_get",
    description: "Get an FAQ entry",
    inputSchema: {
      type: "object",
      properties: {
        id: {
          type: "string",
          pattern: "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$",
          maxLength: 1024,
          description:
            "The record's id: text of at most 1024 characters with no control characters other than\ntab, line feed and carriage return. Records have integer ids, so (our design) an id that\nis not a decimal integer in the 64-bit-safe range names no record and answers 404, as a\nmissing record does.",
        },
      },
      required: ["id"],
    },
    argumentLocations: {
      id: "path",
    },
  },
  {
    name: "faq_delete",
    description: "Delete an FAQ entry",
    inputSchema: {
      type: "object",
      properties: {
        id: {
          type: "string",
          pattern: "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$",
          maxLength: 1024,
          description:
            "The record's id: text of at most 1024 characters with no control characters other than\ntab, line feed and carriage return. Records have integer ids, so (our design) an id that\nis not a decimal integer in the 64-bit-safe range names no record and answers 404, as a\nmissing record does.",
        },
      },
      required: ["id"],
    },
    argumentLocations: {
      id: "path",
    },
  },
  {
    name: "faq_update",
    description: "Update an FAQ entry",
    inputSchema: {
      type: "object",
      properties: {
        id: {
          type: "string",
          pattern: "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$",
          maxLength: 1024,
          description:
            "The record's id: text of at most 1024 characters with no control characters other than\ntab, line feed and carriage return. Records have integer ids, so (our design) an id that\nis not a decimal integer in the 64-bit-safe range names no record and answers 404, as a\nmissing record does.",
        },
        body: {
          type: "object",
          required: ["question", "answer"],
          properties: {
            question: {
              type: "string",
              maxLength: 300,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "The question: safe text, at most 300 characters.",
            },
            answer: {
              type: "string",
              maxLength: 2000,
              pattern: "^[^\\u0000-\\u001F\\u007F]*$",
              description: "The answer: at most 2000 characters, no control characters.",
            },
            sortOrder: {
              type: "integer",
              format: "int64",
              minimum: 0,
              maximum: 100000,
              description: "Position in the FAQ list, ascending, 0 to 100000.",
            },
            isActive: {
              type: "boolean",
              description: "Whether the entry is shown.",
            },
          },
          description: "The writable fields of an FAQ entry: the body of create and update.",
          examples: [
            {
              question: "Do you ship abroad?",
              answer: "Yes, to every EU country. Shipping is calculated at checkout.",
              sortOrder: 10,
              isActive: true,
            },
          ],
        },
      },
      required: ["id", "body"],
    },
    argumentLocations: {
      id: "path",
      body: "body",
    },
  },
  {
    name: "media_list",
    description: "List media items",
    inputSchema: {
      type: "object",
      properties: {
        page: {
          type: "integer",
          format: "int32",
          minimum: 1,
          default: 1,
          description: "The 1-based page number.",
        },
        perPage: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          default: 20,
          description: "Records per page. Our design: at most 100.",
        },
        sort: {
          type: "string",
          enum: ["id", "alt"],
          description:
            "The field to sort by; records are sorted by `id` when absent. The allowed names per\nresource are our design (the seed does not list them).",
        },
        order: {
          type: "string",
          enum: ["asc", "desc"],
          default: "asc",
          description: "Sort direction.",
        },
        q: {
          type: "string",
          maxLength: 1024,
          description:
            "Free-text filter, at most 1024 characters. Our design: a case-insensitive substring match\nover the resource's text fields (names, titles, slugs, e-mail addresses).",
        },
      },
    },
    argumentLocations: {
      page: "query",
      perPage: "query",
      sort: "query",
      order: "query",
      q: "query",
    },
  },
  {
    name: "media_create",
    description: "Create a media item",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          required: ["url", "alt"],
          properties: {
            url: {
              type: "string",
              format: "uri",
              description: "Where the file is served from (a URI).",
            },
            alt: {
              type: "string",
              maxLength: 300,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "Alternative text: safe text, at most 300 characters.",
            },
            width: {
              anyOf: [
                {
                  type: "integer",
                  format: "int64",
                },
                {
                  type: "null",
                },
              ],
              minimum: -9007199254740991,
              maximum: 9007199254740991,
              description: "Width in pixels, when known.",
            },
            height: {
              anyOf: [
                {
                  type: "integer",
                  format: "int64",
                },
                {
                  type: "null",
                },
              ],
              minimum: -9007199254740991,
              maximum: 9007199254740991,
              description: "Height in pixels, when known.",
            },
          },
          description: "The writable fields of a media item: the body of create and update.",
          examples: [
            {
              url: "https://cdn.shop.example/img/stoneware-mug-350.jpg",
              alt: "A blue stoneware mug on a wooden table",
              width: 1600,
              height: 1200,
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
    name: "media_get",
    description: "Get a media item",
    inputSchema: {
      type: "object",
      properties: {
        id: {
          type: "string",
          pattern: "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$",
          maxLength: 1024,
          description:
            "The record's id: text of at most 1024 characters with no control characters other than\ntab, line feed and carriage return. Records have integer ids, so (our design) an id that\nis not a decimal integer in the 64-bit-safe range names no record and answers 404, as a\nmissing record does.",
        },
      },
      required: ["id"],
    },
    argumentLocations: {
      id: "path",
    },
  },
  {
    name: "media_delete",
    description: "Delete a media item",
    inputSchema: {
      type: "object",
      properties: {
        id: {
          type: "string",
          pattern: "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$",
          maxLength: 1024,
          description:
            "The record's id: text of at most 1024 characters with no control characters other than\ntab, line feed and carriage return. Records have integer ids, so (our design) an id that\nis not a decimal integer in the 64-bit-safe range names no record and answers 404, as a\nmissing record does.",
        },
      },
      required: ["id"],
    },
    argumentLocations: {
      id: "path",
    },
  },
  {
    name: "media_update",
    description: "Update a media item",
    inputSchema: {
      type: "object",
      properties: {
        id: {
          type: "string",
          pattern: "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$",
          maxLength: 1024,
          description:
            "The record's id: text of at most 1024 characters with no control characters other than\ntab, line feed and carriage return. Records have integer ids, so (our design) an id that\nis not a decimal integer in the 64-bit-safe range names no record and answers 404, as a\nmissing record does.",
        },
        body: {
          type: "object",
          required: ["url", "alt"],
          properties: {
            url: {
              type: "string",
              format: "uri",
              description: "Where the file is served from (a URI).",
            },
            alt: {
              type: "string",
              maxLength: 300,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "Alternative text: safe text, at most 300 characters.",
            },
            width: {
              anyOf: [
                {
                  type: "integer",
                  format: "int64",
                },
                {
                  type: "null",
                },
              ],
              minimum: -9007199254740991,
              maximum: 9007199254740991,
              description: "Width in pixels, when known.",
            },
            height: {
              anyOf: [
                {
                  type: "integer",
                  format: "int64",
                },
                {
                  type: "null",
                },
              ],
              minimum: -9007199254740991,
              maximum: 9007199254740991,
              description: "Height in pixels, when known.",
            },
          },
          description: "The writable fields of a media item: the body of create and update.",
          examples: [
            {
              url: "https://cdn.shop.example/img/stoneware-mug-350.jpg",
              alt: "A blue stoneware mug on a wooden table",
              width: 1600,
              height: 1200,
            },
          ],
        },
      },
      required: ["id", "body"],
    },
    argumentLocations: {
      id: "path",
      body: "body",
    },
  },
  {
    name: "newsletterSubscriber_list",
    description: "List newsletter subscribers",
    inputSchema: {
      type: "object",
      properties: {
        page: {
          type: "integer",
          format: "int32",
          minimum: 1,
          default: 1,
          description: "The 1-based page number.",
        },
        perPage: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          default: 20,
          description: "Records per page. Our design: at most 100.",
        },
        sort: {
          type: "string",
          enum: ["id", "email", "subscribedAt"],
          description:
            "The field to sort by; records are sorted by `id` when absent. The allowed names per\nresource are our design (the seed does not list them).",
        },
        order: {
          type: "string",
          enum: ["asc", "desc"],
          default: "asc",
          description: "Sort direction.",
        },
        q: {
          type: "string",
          maxLength: 1024,
          description:
            "Free-text filter, at most 1024 characters. Our design: a case-insensitive substring match\nover the resource's text fields (names, titles, slugs, e-mail addresses).",
        },
      },
    },
    argumentLocations: {
      page: "query",
      perPage: "query",
      sort: "query",
      order: "query",
      q: "query",
    },
  },
  {
    name: "newsletterSubscriber_create",
    description: "Create a newsletter subscriber",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          required: ["email"],
          properties: {
            email: {
              type: "string",
              maxLength: 254,
              pattern:
                "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
              format: "email",
              description: "The subscriber's e-mail address.",
            },
          },
          description:
            "The writable fields of a newsletter subscription: the body of create (sign-up) and update.",
          examples: [
            {
              email: "ada@example.com",
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
    name: "newsletterSubscriber_get",
    description: "Get a newsletter subscriber",
    inputSchema: {
      type: "object",
      properties: {
        id: {
          type: "string",
          pattern: "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$",
          maxLength: 1024,
          description:
            "The record's id: text of at most 1024 characters with no control characters other than\ntab, line feed and carriage return. Records have integer ids, so (our design) an id that\nis not a decimal integer in the 64-bit-safe range names no record and answers 404, as a\nmissing record does.",
        },
      },
      required: ["id"],
    },
    argumentLocations: {
      id: "path",
    },
  },
  {
    name: "newsletterSubscriber_delete",
    description: "Delete a newsletter subscriber",
    inputSchema: {
      type: "object",
      properties: {
        id: {
          type: "string",
          pattern: "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$",
          maxLength: 1024,
          description:
            "The record's id: text of at most 1024 characters with no control characters other than\ntab, line feed and carriage return. Records have integer ids, so (our design) an id that\nis not a decimal integer in the 64-bit-safe range names no record and answers 404, as a\nmissing record does.",
        },
      },
      required: ["id"],
    },
    argumentLocations: {
      id: "path",
    },
  },
  {
    name: "newsletterSubscriber_update",
    description: "Update a newsletter subscriber",
    inputSchema: {
      type: "object",
      properties: {
        id: {
          type: "string",
          pattern: "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$",
          maxLength: 1024,
          description:
            "The record's id: text of at most 1024 characters with no control characters other than\ntab, line feed and carriage return. Records have integer ids, so (our design) an id that\nis not a decimal integer in the 64-bit-safe range names no record and answers 404, as a\nmissing record does.",
        },
        body: {
          type: "object",
          required: ["email"],
          properties: {
            email: {
              type: "string",
              maxLength: 254,
              pattern:
                "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
              format: "email",
              description: "The subscriber's e-mail address.",
            },
          },
          description:
            "The writable fields of a newsletter subscription: the body of create (sign-up) and update.",
          examples: [
            {
              email: "ada@example.com",
            },
          ],
        },
      },
      required: ["id", "body"],
    },
    argumentLocations: {
      id: "path",
      body: "body",
    },
  },
  {
    name: "order_list",
    description: "List orders",
    inputSchema: {
      type: "object",
      properties: {
        page: {
          type: "integer",
          format: "int32",
          minimum: 1,
          default: 1,
          description: "The 1-based page number.",
        },
        perPage: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          default: 20,
          description: "Records per page. Our design: at most 100.",
        },
        sort: {
          type: "string",
          enum: ["id", "createdAt", "status", "totalCents"],
          description:
            "The field to sort by; records are sorted by `id` when absent. The allowed names per\nresource are our design (the seed does not list them).",
        },
        order: {
          type: "string",
          enum: ["asc", "desc"],
          default: "asc",
          description: "Sort direction.",
        },
        q: {
          type: "string",
          maxLength: 1024,
          description:
            "Free-text filter, at most 1024 characters. Our design: a case-insensitive substring match\nover the resource's text fields (names, titles, slugs, e-mail addresses).",
        },
      },
    },
    argumentLocations: {
      page: "query",
      perPage: "query",
      sort: "query",
      order: "query",
      q: "query",
    },
  },
  {
    name: "order_create",
    description: "Create an order",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          required: ["items"],
          properties: {
            customerEmail: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              maxLength: 1024,
              description: "Where receipts and shipping notices go, at most 1024 characters.",
            },
            shippingAddress: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              maxLength: 1024,
              description: "The postal address, at most 1024 characters.",
            },
            discountCode: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              maxLength: 1024,
              description: "A discount code applied to the order, at most 1024 characters.",
            },
            shippingMethod: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              maxLength: 1024,
              description: "The chosen shipping method, at most 1024 characters.",
            },
            items: {
              type: "string",
              maxLength: 100000,
              pattern:
                '^[ \\t\\n\\r]*\\[[ \\t\\n\\r]*\\{[ \\t\\n\\r]*"productId"[ \\t\\n\\r]*:[ \\t\\n\\r]*(?:[1-9][0-9]{0,11}|1000000000000)[ \\t\\n\\r]*,[ \\t\\n\\r]*"qty"[ \\t\\n\\r]*:[ \\t\\n\\r]*(?:[1-9][0-9]{0,2}|1000)[ \\t\\n\\r]*\\}(?:[ \\t\\n\\r]*,[ \\t\\n\\r]*\\{[ \\t\\n\\r]*"productId"[ \\t\\n\\r]*:[ \\t\\n\\r]*(?:[1-9][0-9]{0,11}|1000000000000)[ \\t\\n\\r]*,[ \\t\\n\\r]*"qty"[ \\t\\n\\r]*:[ \\t\\n\\r]*(?:[1-9][0-9]{0,2}|1000)[ \\t\\n\\r]*\\}){0,199}[ \\t\\n\\r]*\\][ \\t\\n\\r]*$',
              description:
                "The order lines as text, at most 100000 characters. Our design: a JSON array of 1 to 200\n`{productId, qty}` objects (`productId` 1..10^12, `qty` 1..1000), the same lines\n`POST /checkout/pay` takes; the pattern spells that out, members in that order.",
            },
          },
          description:
            "The fields a customer sets when creating an order (extended variant). Which order fields\nare required is not in the seed; our design: only `items`. The server sets the owner, the\ntotals and `status: pending`.",
          examples: [
            {
              customerEmail: "ada@example.com",
              shippingAddress: "12 Analytical Row, London N1 9GU, GB",
              discountCode: null,
              shippingMethod: "standard",
              items: '[{"productId":17,"qty":2}]',
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
    name: "order_get",
    description: "Get an order",
    inputSchema: {
      type: "object",
      properties: {
        id: {
          type: "string",
          pattern: "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$",
          maxLength: 1024,
          description:
            "The record's id: text of at most 1024 characters with no control characters other than\ntab, line feed and carriage return. Records have integer ids, so (our design) an id that\nis not a decimal integer in the 64-bit-safe range names no record and answers 404, as a\nmissing record does.",
        },
      },
      required: ["id"],
    },
    argumentLocations: {
      id: "path",
    },
  },
  {
    name: "order_delete",
    description: "Delete an order",
    inputSchema: {
      type: "object",
      properties: {
        id: {
          type: "string",
          pattern: "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$",
          maxLength: 1024,
          description:
            "The record's id: text of at most 1024 characters with no control characters other than\ntab, line feed and carriage return. Records have integer ids, so (our design) an id that\nis not a decimal integer in the 64-bit-safe range names no record and answers 404, as a\nmissing record does.",
        },
      },
      required: ["id"],
    },
    argumentLocations: {
      id: "path",
    },
  },
  {
    name: "order_update",
    description: "Update an order",
    inputSchema: {
      type: "object",
      properties: {
        id: {
          type: "string",
          pattern: "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$",
          maxLength: 1024,
          description:
            "The record's id: text of at most 1024 characters with no control characters other than\ntab, line feed and carriage return. Records have integer ids, so (our design) an id that\nis not a decimal integer in the 64-bit-safe range names no record and answers 404, as a\nmissing record does.",
        },
        body: {
          type: "object",
          required: ["items"],
          properties: {
            customerEmail: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              maxLength: 1024,
              description: "Where receipts and shipping notices go, at most 1024 characters.",
            },
            shippingAddress: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              maxLength: 1024,
              description: "The postal address, at most 1024 characters.",
            },
            discountCode: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              maxLength: 1024,
              description: "A discount code applied to the order, at most 1024 characters.",
            },
            shippingMethod: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              maxLength: 1024,
              description: "The chosen shipping method, at most 1024 characters.",
            },
            items: {
              type: "string",
              maxLength: 100000,
              pattern:
                '^[ \\t\\n\\r]*\\[[ \\t\\n\\r]*\\{[ \\t\\n\\r]*"productId"[ \\t\\n\\r]*:[ \\t\\n\\r]*(?:[1-9][0-9]{0,11}|1000000000000)[ \\t\\n\\r]*,[ \\t\\n\\r]*"qty"[ \\t\\n\\r]*:[ \\t\\n\\r]*(?:[1-9][0-9]{0,2}|1000)[ \\t\\n\\r]*\\}(?:[ \\t\\n\\r]*,[ \\t\\n\\r]*\\{[ \\t\\n\\r]*"productId"[ \\t\\n\\r]*:[ \\t\\n\\r]*(?:[1-9][0-9]{0,11}|1000000000000)[ \\t\\n\\r]*,[ \\t\\n\\r]*"qty"[ \\t\\n\\r]*:[ \\t\\n\\r]*(?:[1-9][0-9]{0,2}|1000)[ \\t\\n\\r]*\\}){0,199}[ \\t\\n\\r]*\\][ \\t\\n\\r]*$',
              description:
                "The order lines as text, at most 100000 characters. Our design: a JSON array of 1 to 200\n`{productId, qty}` objects (`productId` 1..10^12, `qty` 1..1000), the same lines\n`POST /checkout/pay` takes; the pattern spells that out, members in that order.",
            },
            status: {
              type: "string",
              enum: ["pending", "paid", "shipped", "cancelled"],
              description: "The order's state.",
            },
            processorPaymentIntentId: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              maxLength: 1024,
              description: "The processor's payment id for this order, at most 1024 characters.",
            },
            carrier: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              maxLength: 1024,
              description: "The shipping carrier, at most 1024 characters.",
            },
            trackingNumber: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              maxLength: 1024,
              description: "The carrier's tracking number, at most 1024 characters.",
            },
            totalCents: {
              type: "integer",
              format: "int64",
              minimum: 0,
              maximum: 100000000000,
              description: "The amount charged, in US cents, 0 to 100000000000.",
            },
            shippingCents: {
              type: "integer",
              format: "int64",
              minimum: -9007199254740991,
              maximum: 9007199254740991,
              description: "Shipping part of the total, in US cents.",
            },
            taxCents: {
              type: "integer",
              format: "int64",
              minimum: -9007199254740991,
              maximum: 9007199254740991,
              description: "Tax part of the total, in US cents.",
            },
          },
          description:
            "The body of `PATCH /order/{id}` (extended variant): the create fields plus those an\nadministrator manages (status, shipping, payment reference, amounts). The required set is\nthe same as on create.",
          examples: [
            {
              items: '[{"productId":17,"qty":2}]',
              status: "shipped",
              carrier: "Royal Mail",
              trackingNumber: "RM123456785GB",
            },
          ],
        },
      },
      required: ["id", "body"],
    },
    argumentLocations: {
      id: "path",
      body: "body",
    },
  },
  {
    name: "post_list",
    description: "List blog posts",
    inputSchema: {
      type: "object",
      properties: {
        page: {
          type: "integer",
          format: "int32",
          minimum: 1,
          default: 1,
          description: "The 1-based page number.",
        },
        perPage: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          default: 20,
          description: "Records per page. Our design: at most 100.",
        },
        sort: {
          type: "string",
          enum: ["id", "title", "slug", "status", "publishedAt"],
          description:
            "The field to sort by; records are sorted by `id` when absent. The allowed names per\nresource are our design (the seed does not list them).",
        },
        order: {
          type: "string",
          enum: ["asc", "desc"],
          default: "asc",
          description: "Sort direction.",
        },
        q: {
          type: "string",
          maxLength: 1024,
          description:
            "Free-text filter, at most 1024 characters. Our design: a case-insensitive substring match\nover the resource's text fields (names, titles, slugs, e-mail addresses).",
        },
      },
    },
    argumentLocations: {
      page: "query",
      perPage: "query",
      sort: "query",
      order: "query",
      q: "query",
    },
  },
  {
    name: "post_create",
    description: "Create a blog post",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          required: ["title", "slug"],
          properties: {
            title: {
              type: "string",
              maxLength: 200,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "Title: safe text, at most 200 characters.",
            },
            slug: {
              type: "string",
              maxLength: 120,
              pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$",
              description: "URL slug: at most 120 characters.",
            },
            excerpt: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              maxLength: 1024,
              pattern: "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$",
              description: "Teaser shown in lists, at most 1024 characters.",
            },
            body: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              maxLength: 1024,
              pattern: "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$",
              description: "The post's body, at most 1024 characters.",
            },
            status: {
              type: "string",
              enum: ["draft", "published"],
              description: "Only published posts are shown to readers.",
            },
            publishedAt: {
              anyOf: [
                {
                  type: "integer",
                  format: "int64",
                },
                {
                  type: "null",
                },
              ],
              minimum: -9007199254740991,
              maximum: 9007199254740991,
              description:
                "When the post was published, in Unix epoch milliseconds (our design for the unit); null while a draft.",
            },
            authorId: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              pattern: "^[^\\u0000-\\u001F\\u007F]*$",
              description: "The author's user id.",
            },
            coverImageUrl: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              pattern: "^[^\\u0000-\\u001F\\u007F]*$",
              description: "Cover image URL.",
            },
          },
          description: "The writable fields of a blog post: the body of create and update.",
          examples: [
            {
              title: "How we glaze our mugs",
              slug: "how-we-glaze-our-mugs",
              excerpt: "A look inside the kiln room.",
              body: "Every mug is dipped twice.",
              status: "published",
              publishedAt: 1735725600000,
              authorId: "usr_8f14e45f",
              coverImageUrl: "https://cdn.shop.example/img/kiln.jpg",
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
    name: "post_get",
    description: "Get a blog post",
    inputSchema: {
      type: "object",
      properties: {
        id: {
          type: "string",
          pattern: "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$",
          maxLength: 1024,
          description:
            "The record's id: text of at most 1024 characters with no control characters other than\ntab, line feed and carriage return. Records have integer ids, so (our design) an id that\nis not a decimal integer in the 64-bit-safe range names no record and answers 404, as a\nmissing record does.",
        },
      },
      required: ["id"],
    },
    argumentLocations: {
      id: "path",
    },
  },
  {
    name: "post_delete",
    description: "Delete a blog post",
    inputSchema: {
      type: "object",
      properties: {
        id: {
          type: "string",
          pattern: "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$",
          maxLength: 1024,
          description:
            "The record's id: text of at most 1024 characters with no control characters other than\ntab, line feed and carriage return. Records have integer ids, so (our design) an id that\nis not a decimal integer in the 64-bit-safe range names no record and answers 404, as a\nmissing record does.",
        },
      },
      required: ["id"],
    },
    argumentLocations: {
      id: "path",
    },
  },
  {
    name: "post_update",
    description: "Update a blog post",
    inputSchema: {
      type: "object",
      properties: {
        id: {
          type: "string",
          pattern: "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$",
          maxLength: 1024,
          description:
            "The record's id: text of at most 1024 characters with no control characters other than\ntab, line feed and carriage return. Records have integer ids, so (our design) an id that\nis not a decimal integer in the 64-bit-safe range names no record and answers 404, as a\nmissing record does.",
        },
        body: {
          type: "object",
          required: ["title", "slug"],
          properties: {
            title: {
              type: "string",
              maxLength: 200,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "Title: safe text, at most 200 characters.",
            },
            slug: {
              type: "string",
              maxLength: 120,
              pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$",
              description: "URL slug: at most 120 characters.",
            },
            excerpt: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              maxLength: 1024,
              pattern: "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$",
              description: "Teaser shown in lists, at most 1024 characters.",
            },
            body: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              maxLength: 1024,
              pattern: "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$",
              description: "The post's body, at most 1024 characters.",
            },
            status: {
              type: "string",
              enum: ["draft", "published"],
              description: "Only published posts are shown to readers.",
            },
            publishedAt: {
              anyOf: [
                {
                  type: "integer",
                  format: "int64",
                },
                {
                  type: "null",
                },
              ],
              minimum: -9007199254740991,
              maximum: 9007199254740991,
              description:
                "When the post was published, in Unix epoch milliseconds (our design for the unit); null while a draft.",
            },
            authorId: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              pattern: "^[^\\u0000-\\u001F\\u007F]*$",
              description: "The author's user id.",
            },
            coverImageUrl: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              pattern: "^[^\\u0000-\\u001F\\u007F]*$",
              description: "Cover image URL.",
            },
          },
          description: "The writable fields of a blog post: the body of create and update.",
          examples: [
            {
              title: "How we glaze our mugs",
              slug: "how-we-glaze-our-mugs",
              excerpt: "A look inside the kiln room.",
              body: "Every mug is dipped twice.",
              status: "published",
              publishedAt: 1735725600000,
              authorId: "usr_8f14e45f",
              coverImageUrl: "https://cdn.shop.example/img/kiln.jpg",
            },
          ],
        },
      },
      required: ["id", "body"],
    },
    argumentLocations: {
      id: "path",
      body: "body",
    },
  },
  {
    name: "product_list",
    description: "List products",
    inputSchema: {
      type: "object",
      properties: {
        page: {
          type: "integer",
          format: "int32",
          minimum: 1,
          default: 1,
          description: "The 1-based page number.",
        },
        perPage: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          default: 20,
          description: "Records per page. Our design: at most 100.",
        },
        sort: {
          type: "string",
          enum: ["id", "name", "slug", "priceCents", "inventory", "status"],
          description:
            "The field to sort by; records are sorted by `id` when absent. The allowed names per\nresource are our design (the seed does not list them).",
        },
        order: {
          type: "string",
          enum: ["asc", "desc"],
          default: "asc",
          description: "Sort direction.",
        },
        q: {
          type: "string",
          maxLength: 1024,
          description:
            "Free-text filter, at most 1024 characters. Our design: a case-insensitive substring match\nover the resource's text fields (names, titles, slugs, e-mail addresses).",
        },
      },
    },
    argumentLocations: {
      page: "query",
      perPage: "query",
      sort: "query",
      order: "query",
      q: "query",
    },
  },
  {
    name: "product_create",
    description: "Create a product",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          required: ["name", "slug"],
          properties: {
            name: {
              type: "string",
              maxLength: 160,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "Display name: safe text, at most 160 characters.",
            },
            slug: {
              type: "string",
              maxLength: 100,
              pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$",
              description: "URL slug: at most 100 characters.",
            },
            description: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              maxLength: 1024,
              pattern: "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$",
              description: "Description: long text, at most 1024 characters.",
            },
            priceCents: {
              type: "integer",
              format: "int64",
              minimum: 0,
              maximum: 1000000000,
              description: "Price in US cents, 0 to 1000000000.",
            },
            categoryId: {
              anyOf: [
                {
                  type: "integer",
                  format: "int64",
                },
                {
                  type: "null",
                },
              ],
              minimum: -9007199254740991,
              maximum: 9007199254740991,
              description: "The category's id, or null when uncategorised.",
            },
            inventory: {
              type: "integer",
              format: "int64",
              minimum: 0,
              maximum: 1000000,
              description: "Units in stock, 0 to 1000000.",
            },
            imageUrl: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              maxLength: 1024,
              pattern: "^[^\\u0000-\\u001F\\u007F]*$",
              description: "Image URL, at most 1024 characters.",
            },
            status: {
              type: "string",
              enum: ["draft", "published"],
              description: "Only published products are for sale.",
            },
            processorPriceId: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              maxLength: 1024,
              pattern: "^[^\\u0000-\\u001F\\u007F]*$",
              description: "Id of the price at the payment processor, at most 1024 characters.",
            },
            longDescription: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              maxLength: 1024,
              description: "Extended variant: a longer description, at most 1024 characters.",
            },
            downloadUrl: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              maxLength: 1024,
              description: "Extended variant: download URL of a digital product, at most 1024 characters.",
            },
            images: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              maxLength: 1024,
              description:
                "Extended variant: further images (the shop's own encoding, for example a JSON array of URLs), at most 1024 characters.",
            },
            compareAtCents: {
              anyOf: [
                {
                  type: "integer",
                  format: "int64",
                },
                {
                  type: "null",
                },
              ],
              minimum: -9007199254740991,
              maximum: 9007199254740991,
              description: "Extended variant: the former price in US cents, shown struck through.",
            },
            featured: {
              type: "boolean",
              description: "Extended variant: shown on the home page.",
            },
            requiresShipping: {
              type: "boolean",
              description: "Extended variant: a physical product that needs a shipping address.",
            },
            lowStockAlerted: {
              type: "boolean",
              description:
                "Extended variant: a low-stock alert was already sent for the current stock level.",
            },
          },
          description: "The writable fields of a product: the body of create and update.",
          examples: [
            {
              name: "Stoneware mug, 350 ml",
              slug: "stoneware-mug-350",
              description: "Hand-glazed stoneware.\nDishwasher safe.",
              priceCents: 2400,
              categoryId: 3,
              inventory: 42,
              imageUrl: "https://cdn.shop.example/img/stoneware-mug-350.jpg",
              status: "published",
              processorPriceId: "price_1PqR8sLkdIwHu7ixM0a1b2c3",
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
    name: "product_get",
    description: "Get a product",
    inputSchema: {
      type: "object",
      properties: {
        id: {
          type: "string",
          pattern: "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$",
          maxLength: 1024,
          description:
            "The record's id: text of at most 1024 characters with no control characters other than\ntab, line feed and carriage return. Records have integer ids, so (our design) an id that\nis not a decimal integer in the 64-bit-safe range names no record and answers 404, as a\nmissing record does.",
        },
      },
      required: ["id"],
    },
    argumentLocations: {
      id: "path",
    },
  },
  {
    name: "product_delete",
    description: "Delete a product",
    inputSchema: {
      type: "object",
      properties: {
        id: {
          type: "string",
          pattern: "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$",
          maxLength: 1024,
          description:
            "The record's id: text of at most 1024 characters with no control characters other than\ntab, line feed and carriage return. Records have integer ids, so (our design) an id that\nis not a decimal integer in the 64-bit-safe range names no record and answers 404, as a\nmissing record does.",
        },
      },
      required: ["id"],
    },
    argumentLocations: {
      id: "path",
    },
  },
  {
    name: "product_update",
    description: "Update a product",
    inputSchema: {
      type: "object",
      properties: {
        id: {
          type: "string",
          pattern: "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$",
          maxLength: 1024,
          description:
            "The record's id: text of at most 1024 characters with no control characters other than\ntab, line feed and carriage return. Records have integer ids, so (our design) an id that\nis not a decimal integer in the 64-bit-safe range names no record and answers 404, as a\nmissing record does.",
        },
        body: {
          type: "object",
          required: ["name", "slug"],
          properties: {
            name: {
              type: "string",
              maxLength: 160,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "Display name: safe text, at most 160 characters.",
            },
            slug: {
              type: "string",
              maxLength: 100,
              pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$",
              description: "URL slug: at most 100 characters.",
            },
            description: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              maxLength: 1024,
              pattern: "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$",
              description: "Description: long text, at most 1024 characters.",
            },
            priceCents: {
              type: "integer",
              format: "int64",
              minimum: 0,
              maximum: 1000000000,
              description: "Price in US cents, 0 to 1000000000.",
            },
            categoryId: {
              anyOf: [
                {
                  type: "integer",
                  format: "int64",
                },
                {
                  type: "null",
                },
              ],
              minimum: -9007199254740991,
              maximum: 9007199254740991,
              description: "The category's id, or null when uncategorised.",
            },
            inventory: {
              type: "integer",
              format: "int64",
              minimum: 0,
              maximum: 1000000,
              description: "Units in stock, 0 to 1000000.",
            },
            imageUrl: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              maxLength: 1024,
              pattern: "^[^\\u0000-\\u001F\\u007F]*$",
              description: "Image URL, at most 1024 characters.",
            },
            status: {
              type: "string",
              enum: ["draft", "published"],
              description: "Only published products are for sale.",
            },
            processorPriceId: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              maxLength: 1024,
              pattern: "^[^\\u0000-\\u001F\\u007F]*$",
              description: "Id of the price at the payment processor, at most 1024 characters.",
            },
            longDescription: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              maxLength: 1024,
              description: "Extended variant: a longer description, at most 1024 characters.",
            },
            downloadUrl: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              maxLength: 1024,
              description: "Extended variant: download URL of a digital product, at most 1024 characters.",
            },
            images: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              maxLength: 1024,
              description:
                "Extended variant: further images (the shop's own encoding, for example a JSON array of URLs), at most 1024 characters.",
            },
            compareAtCents: {
              anyOf: [
                {
                  type: "integer",
                  format: "int64",
                },
                {
                  type: "null",
                },
              ],
              minimum: -9007199254740991,
              maximum: 9007199254740991,
              description: "Extended variant: the former price in US cents, shown struck through.",
            },
            featured: {
              type: "boolean",
              description: "Extended variant: shown on the home page.",
            },
            requiresShipping: {
              type: "boolean",
              description: "Extended variant: a physical product that needs a shipping address.",
            },
            lowStockAlerted: {
              type: "boolean",
              description:
                "Extended variant: a low-stock alert was already sent for the current stock level.",
            },
          },
          description: "The writable fields of a product: the body of create and update.",
          examples: [
            {
              name: "Stoneware mug, 350 ml",
              slug: "stoneware-mug-350",
              description: "Hand-glazed stoneware.\nDishwasher safe.",
              priceCents: 2400,
              categoryId: 3,
              inventory: 42,
              imageUrl: "https://cdn.shop.example/img/stoneware-mug-350.jpg",
              status: "published",
              processorPriceId: "price_1PqR8sLkdIwHu7ixM0a1b2c3",
            },
          ],
        },
      },
      required: ["id", "body"],
    },
    argumentLocations: {
      id: "path",
      body: "body",
    },
  },
  {
    name: "product_badge",
    description: "Product price and stock badge (SVG)",
    inputSchema: {
      type: "object",
      properties: {
        id: {
          type: "string",
          pattern: "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$",
          maxLength: 1024,
          description:
            "The record's id: text of at most 1024 characters with no control characters other than\ntab, line feed and carriage return. Records have integer ids, so (our design) an id that\nis not a decimal integer in the 64-bit-safe range names no record and answers 404, as a\nmissing record does.",
        },
      },
      required: ["id"],
    },
    argumentLocations: {
      id: "path",
    },
  },
  {
    name: "review_list",
    description: "List reviews",
    inputSchema: {
      type: "object",
      properties: {
        page: {
          type: "integer",
          format: "int32",
          minimum: 1,
          default: 1,
          description: "The 1-based page number.",
        },
        perPage: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          default: 20,
          description: "Records per page. Our design: at most 100.",
        },
        sort: {
          type: "string",
          enum: ["id", "createdAt", "rating", "helpfulCount"],
          description:
            "The field to sort by; records are sorted by `id` when absent. The allowed names per\nresource are our design (the seed does not list them).",
        },
        order: {
          type: "string",
          enum: ["asc", "desc"],
          default: "asc",
          description: "Sort direction.",
        },
        q: {
          type: "string",
          maxLength: 1024,
          description:
            "Free-text filter, at most 1024 characters. Our design: a case-insensitive substring match\nover the resource's text fields (names, titles, slugs, e-mail addresses).",
        },
      },
    },
    argumentLocations: {
      page: "query",
      perPage: "query",
      sort: "query",
      order: "query",
      q: "query",
    },
  },
  {
    name: "review_create",
    description: "Create a review",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          required: ["productId", "title"],
          properties: {
            productId: {
              type: "integer",
              format: "int64",
              minimum: 1,
              maximum: 1000000000000,
              description: "The reviewed product, 1 to 1000000000000.",
            },
            rating: {
              type: "integer",
              format: "int64",
              minimum: 1,
              maximum: 5,
              description: "Stars, 1 to 5.",
            },
            title: {
              type: "string",
              maxLength: 160,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "Headline: safe text, at most 160 characters.",
            },
            body: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              pattern: "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$",
              description: "The review text.",
            },
          },
          description:
            "The fields a customer sets when writing a review (extended variant). The server sets the\nauthor, `verifiedPurchase`, `status: pending`, `helpfulCount: 0` and `createdAt`.",
          examples: [
            {
              productId: 17,
              rating: 5,
              title: "My favourite mug",
              body: "Keeps coffee hot and survives the dishwasher.",
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
    name: "review_get",
    description: "Get a review",
    inputSchema: {
      type: "object",
      properties: {
        id: {
          type: "string",
          pattern: "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$",
          maxLength: 1024,
          description:
            "The record's id: text of at most 1024 characters with no control characters other than\ntab, line feed and carriage return. Records have integer ids, so (our design) an id that\nis not a decimal integer in the 64-bit-safe range names no record and answers 404, as a\nmissing record does.",
        },
      },
      required: ["id"],
    },
    argumentLocations: {
      id: "path",
    },
  },
  {
    name: "review_delete",
    description: "Delete a review",
    inputSchema: {
      type: "object",
      properties: {
        id: {
          type: "string",
          pattern: "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$",
          maxLength: 1024,
          description:
            "The record's id: text of at most 1024 characters with no control characters other than\ntab, line feed and carriage return. Records have integer ids, so (our design) an id that\nis not a decimal integer in the 64-bit-safe range names no record and answers 404, as a\nmissing record does.",
        },
      },
      required: ["id"],
    },
    argumentLocations: {
      id: "path",
    },
  },
  {
    name: "review_update",
    description: "Update a review",
    inputSchema: {
      type: "object",
      properties: {
        id: {
          type: "string",
          pattern: "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$",
          maxLength: 1024,
          description:
            "The record's id: text of at most 1024 characters with no control characters other than\ntab, line feed and carriage return. Records have integer ids, so (our design) an id that\nis not a decimal integer in the 64-bit-safe range names no record and answers 404, as a\nmissing record does.",
        },
        body: {
          type: "object",
          required: ["productId", "title"],
          properties: {
            productId: {
              type: "integer",
              format: "int64",
              minimum: 1,
              maximum: 1000000000000,
              description: "The reviewed product, 1 to 1000000000000.",
            },
            rating: {
              type: "integer",
              format: "int64",
              minimum: 1,
              maximum: 5,
              description: "Stars, 1 to 5.",
            },
            title: {
              type: "string",
              maxLength: 160,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "Headline: safe text, at most 160 characters.",
            },
            body: {
              anyOf: [
                {
                  type: "string",
                },
                {
                  type: "null",
                },
              ],
              pattern: "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$",
              description: "The review text.",
            },
            verifiedPurchase: {
              type: "boolean",
              description: "Whether the reviewer bought the product.",
            },
            status: {
              type: "string",
              enum: ["pending", "published"],
              description: "Only published reviews are shown to shoppers.",
            },
            helpfulCount: {
              type: "integer",
              format: "int64",
              minimum: 0,
              maximum: 1000000000,
              description: "How many shoppers found the review helpful, 0 to 1000000000.",
            },
          },
          description:
            "The body of `PATCH /review/{id}` (extended variant): the create fields plus those a\nmoderator manages. The required set is the same as on create.",
          examples: [
            {
              productId: 17,
              title: "My favourite mug",
              status: "published",
            },
          ],
        },
      },
      required: ["id", "body"],
    },
    argumentLocations: {
      id: "path",
      body: "body",
    },
  },
  {
    name: "tokens_create",
    description: "Create an API token",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          required: ["name"],
          properties: {
            name: {
              type: "string",
              maxLength: 80,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "A name for the new token: safe text, at most 80 characters.",
            },
          },
          description: "The body of `POST /tokens/create`.",
          examples: [
            {
              name: "Inventory sync",
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
    name: "tokens_revoke",
    description: "Revoke an API token",
    inputSchema: {
      type: "object",
      properties: {
        id: {
          type: "string",
          pattern: "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$",
          maxLength: 1024,
          description:
            "The record's id: text of at most 1024 characters with no control characters other than\ntab, line feed and carriage return. Records have integer ids, so (our design) an id that\nis not a decimal integer in the 64-bit-safe range names no record and answers 404, as a\nmissing record does.",
        },
      },
      required: ["id"],
    },
    argumentLocations: {
      id: "path",
    },
  },
  {
    name: "variant_list",
    description: "List product variants",
    inputSchema: {
      type: "object",
      properties: {
        page: {
          type: "integer",
          format: "int32",
          minimum: 1,
          default: 1,
          description: "The 1-based page number.",
        },
        perPage: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          default: 20,
          description: "Records per page. Our design: at most 100.",
        },
        sort: {
          type: "string",
          enum: ["id", "productId", "title", "priceCents", "inventory"],
          description:
            "The field to sort by; records are sorted by `id` when absent. The allowed names per\nresource are our design (the seed does not list them).",
        },
        order: {
          type: "string",
          enum: ["asc", "desc"],
          default: "asc",
          description: "Sort direction.",
        },
        q: {
          type: "string",
          maxLength: 1024,
          description:
            "Free-text filter, at most 1024 characters. Our design: a case-insensitive substring match\nover the resource's text fields (names, titles, slugs, e-mail addresses).",
        },
      },
    },
    argumentLocations: {
      page: "query",
      perPage: "query",
      sort: "query",
      order: "query",
      q: "query",
    },
  },
  {
    name: "variant_create",
    description: "Create a product variant",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          required: ["productId", "title"],
          properties: {
            productId: {
              type: "integer",
              format: "int64",
              minimum: 1,
              maximum: 1000000000000,
              description: "The product this is a variant of, 1 to 1000000000000.",
            },
            title: {
              type: "string",
              maxLength: 160,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "Variant title: safe text, at most 160 characters.",
            },
            priceCents: {
              type: "integer",
              format: "int64",
              minimum: 0,
              maximum: 1000000000,
              description: "Price in US cents, 0 to 1000000000.",
            },
            inventory: {
              type: "integer",
              format: "int64",
              minimum: 0,
              maximum: 1000000,
              description: "Units in stock, 0 to 1000000.",
            },
          },
          description: "The writable fields of a product variant: the body of create and update.",
          examples: [
            {
              productId: 17,
              title: "Midnight blue",
              priceCents: 2600,
              inventory: 12,
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
    name: "variant_get",
    description: "Get a product variant",
    inputSchema: {
      type: "object",
      properties: {
        id: {
          type: "string",
          pattern: "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$",
          maxLength: 1024,
          description:
            "The record's id: text of at most 1024 characters with no control characters other than\ntab, line feed and carriage return. Records have integer ids, so (our design) an id that\nis not a decimal integer in the 64-bit-safe range names no record and answers 404, as a\nmissing record does.",
        },
      },
      required: ["id"],
    },
    argumentLocations: {
      id: "path",
    },
  },
  {
    name: "variant_delete",
    description: "Delete a product variant",
    inputSchema: {
      type: "object",
      properties: {
        id: {
          type: "string",
          pattern: "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$",
          maxLength: 1024,
          description:
            "The record's id: text of at most 1024 characters with no control characters other than\ntab, line feed and carriage return. Records have integer ids, so (our design) an id that\nis not a decimal integer in the 64-bit-safe range names no record and answers 404, as a\nmissing record does.",
        },
      },
      required: ["id"],
    },
    argumentLocations: {
      id: "path",
    },
  },
  {
    name: "variant_update",
    description: "Update a product variant",
    inputSchema: {
      type: "object",
      properties: {
        id: {
          type: "string",
          pattern: "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$",
          maxLength: 1024,
          description:
            "The record's id: text of at most 1024 characters with no control characters other than\ntab, line feed and carriage return. Records have integer ids, so (our design) an id that\nis not a decimal integer in the 64-bit-safe range names no record and answers 404, as a\nmissing record does.",
        },
        body: {
          type: "object",
          required: ["productId", "title"],
          properties: {
            productId: {
              type: "integer",
              format: "int64",
              minimum: 1,
              maximum: 1000000000000,
              description: "The product this is a variant of, 1 to 1000000000000.",
            },
            title: {
              type: "string",
              maxLength: 160,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "Variant title: safe text, at most 160 characters.",
            },
            priceCents: {
              type: "integer",
              format: "int64",
              minimum: 0,
              maximum: 1000000000,
              description: "Price in US cents, 0 to 1000000000.",
            },
            inventory: {
              type: "integer",
              format: "int64",
              minimum: 0,
              maximum: 1000000,
              description: "Units in stock, 0 to 1000000.",
            },
          },
          description: "The writable fields of a product variant: the body of create and update.",
          examples: [
            {
              productId: 17,
              title: "Midnight blue",
              priceCents: 2600,
              inventory: 12,
            },
          ],
        },
      },
      required: ["id", "body"],
    },
    argumentLocations: {
      id: "path",
      body: "body",
    },
  },
];
