// Generated from spec/storefront by codegen — run `npm run generate`. Do not edit.

import type { ToolDefinition } from "../../runtime/contract.js";

/** MCP tools of spec/storefront: one per operation, run through the same pipeline as REST calls. */
export const storefrontTools: ToolDefinition[] = [
  {
    name: "apiToken_list",
    title: "List API-token records",
    description:
      "Lists API-token records as a JSON array. The extended variant pages, sorts and filters the list with `page`, `perPage`, `sort`, `order` and `q`. Access: admin; cost: 6 micro-USD per call. Our design (the seed gives no access or cost for apiToken): administrators only, since callers mint and revoke their own tokens with `POST /tokens/create` and `POST /tokens/{id}/revoke`; costs as the other admin-only records.",
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
            required: ["id", "name", "prefix", "hashedKey"],
            properties: {
              id: {
                type: "integer",
                format: "int64",
                minimum: -9007199254740991,
                maximum: 9007199254740991,
                description: "Server-assigned id.",
                readOnly: true,
              },
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
                description:
                  "When the token was revoked, in Unix epoch milliseconds; null while it is valid.",
              },
              createdAt: {
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
                  "When the token was created, in Unix epoch milliseconds. Our design: read-only, set by the server's clock.",
                readOnly: true,
              },
              lastUsedAt: {
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
                  "When the token last authenticated a call, in Unix epoch milliseconds. Our design: read-only, set by the server.",
                readOnly: true,
              },
            },
            description: "A stored API token (never its secret).",
            examples: [
              {
                id: 12,
                userId: "0b9e3f5c-8f14-4e45-9d2a-6c1f7a3b2e10",
                name: "Inventory sync",
                prefix: "sf_k3q9x2",
                hashedKey: "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
                revokedAt: null,
                createdAt: 1735725600000,
                lastUsedAt: 1735812000000,
              },
            ],
          },
        },
      },
      required: ["result"],
    },
    wrapsOutput: true,
    annotations: {
      title: "List API-token records",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {},
  },
  {
    name: "apiToken_create",
    title: "Create an API-token record",
    description:
      "Creates an API-token record and returns the stored record with its id. Access: admin; cost: 120 micro-USD per call. Our design (the seed gives no access or cost for apiToken): administrators only; callers mint tokens with `POST /tokens/create`, which returns the secret.",
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
    outputSchema: {
      type: "object",
      required: ["id", "name", "prefix", "hashedKey"],
      properties: {
        id: {
          type: "integer",
          format: "int64",
          minimum: -9007199254740991,
          maximum: 9007199254740991,
          description: "Server-assigned id.",
          readOnly: true,
        },
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
          description: "Hex digest of the secret, at most 128 characters. The secret itself is never stored.",
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
        createdAt: {
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
            "When the token was created, in Unix epoch milliseconds. Our design: read-only, set by the server's clock.",
          readOnly: true,
        },
        lastUsedAt: {
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
            "When the token last authenticated a call, in Unix epoch milliseconds. Our design: read-only, set by the server.",
          readOnly: true,
        },
      },
      description: "A stored API token (never its secret).",
      examples: [
        {
          id: 12,
          userId: "0b9e3f5c-8f14-4e45-9d2a-6c1f7a3b2e10",
          name: "Inventory sync",
          prefix: "sf_k3q9x2",
          hashedKey: "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
          revokedAt: null,
          createdAt: 1735725600000,
          lastUsedAt: 1735812000000,
        },
      ],
    },
    annotations: {
      title: "Create an API-token record",
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
    name: "apiToken_get",
    title: "Get an API-token record",
    description:
      "Returns one API-token record by id; 404 when no record has that id. Access: admin; cost: 6 micro-USD per call. Our design (the seed gives no access or cost for apiToken): administrators only.",
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
    outputSchema: {
      type: "object",
      required: ["id", "name", "prefix", "hashedKey"],
      properties: {
        id: {
          type: "integer",
          format: "int64",
          minimum: -9007199254740991,
          maximum: 9007199254740991,
          description: "Server-assigned id.",
          readOnly: true,
        },
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
          description: "Hex digest of the secret, at most 128 characters. The secret itself is never stored.",
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
        createdAt: {
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
            "When the token was created, in Unix epoch milliseconds. Our design: read-only, set by the server's clock.",
          readOnly: true,
        },
        lastUsedAt: {
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
            "When the token last authenticated a call, in Unix epoch milliseconds. Our design: read-only, set by the server.",
          readOnly: true,
        },
      },
      description: "A stored API token (never its secret).",
      examples: [
        {
          id: 12,
          userId: "0b9e3f5c-8f14-4e45-9d2a-6c1f7a3b2e10",
          name: "Inventory sync",
          prefix: "sf_k3q9x2",
          hashedKey: "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
          revokedAt: null,
          createdAt: 1735725600000,
          lastUsedAt: 1735812000000,
        },
      ],
    },
    annotations: {
      title: "Get an API-token record",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      id: "path",
    },
  },
  {
    name: "apiToken_delete",
    title: "Delete an API-token record",
    description:
      "Deletes one API-token record; the response is empty. Access: admin; cost: 115 micro-USD per call. Our design (the seed gives no access or cost for apiToken): administrators only; callers revoke with `POST /tokens/{id}/revoke`.",
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
    annotations: {
      title: "Delete an API-token record",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      id: "path",
    },
  },
  {
    name: "apiToken_update",
    title: "Update an API-token record",
    description:
      "Replaces the writable fields of one API-token record (fields absent from the body are left as they are) and returns the stored record. The body's required fields are the same as on create. Access: admin; cost: 120 micro-USD per call. Our design (the seed gives no access or cost for apiToken): administrators only.",
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
    outputSchema: {
      type: "object",
      required: ["id", "name", "prefix", "hashedKey"],
      properties: {
        id: {
          type: "integer",
          format: "int64",
          minimum: -9007199254740991,
          maximum: 9007199254740991,
          description: "Server-assigned id.",
          readOnly: true,
        },
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
          description: "Hex digest of the secret, at most 128 characters. The secret itself is never stored.",
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
        createdAt: {
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
            "When the token was created, in Unix epoch milliseconds. Our design: read-only, set by the server's clock.",
          readOnly: true,
        },
        lastUsedAt: {
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
            "When the token last authenticated a call, in Unix epoch milliseconds. Our design: read-only, set by the server.",
          readOnly: true,
        },
      },
      description: "A stored API token (never its secret).",
      examples: [
        {
          id: 12,
          userId: "0b9e3f5c-8f14-4e45-9d2a-6c1f7a3b2e10",
          name: "Inventory sync",
          prefix: "sf_k3q9x2",
          hashedKey: "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
          revokedAt: null,
          createdAt: 1735725600000,
          lastUsedAt: 1735812000000,
        },
      ],
    },
    annotations: {
      title: "Update an API-token record",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      id: "path",
      body: "body",
    },
  },
  {
    name: "billing_connect",
    title: "Connect usage billing",
    description:
      "Creates a customer and a metered subscription at the payment processor for the caller.\nIdempotent (our design): when billing is already connected, answers 200 with the existing\nconnection and creates nothing. 502 when the processor cannot be reached. Our design: the\nresponse body and the cost of 150 micro-USD.",
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
    outputSchema: {
      type: "object",
      required: ["customerId", "subscriptionId", "email", "connectedAt"],
      properties: {
        customerId: {
          type: "string",
          description: "The processor's customer id.",
        },
        subscriptionId: {
          type: "string",
          description: "The processor's metered subscription id.",
        },
        email: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "Where invoices go, or null when the processor has no address.",
        },
        connectedAt: {
          type: "integer",
          format: "int64",
          minimum: -9007199254740991,
          maximum: 9007199254740991,
          description: "When billing was first connected, in Unix epoch milliseconds.",
        },
      },
      description:
        "The caller's usage-billing connection: a customer and a metered subscription at the payment\nprocessor. Our design (the seed types it as a generic object).",
      examples: [
        {
          customerId: "cus_QhX2m8Lk3Jd9Pa",
          subscriptionId: "sub_1PqR8sLkdIwHu7ixAbCdEf",
          email: "billing@shop.example",
          connectedAt: 1735725600000,
        },
      ],
    },
    annotations: {
      title: "Connect usage billing",
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
    name: "billing_report",
    title: "Report accrued usage",
    description:
      "Reports the caller's accrued usage to the payment processor's meter. Once per period (our\ndesign: the UTC day): the first call of a period sends the usage accrued since the previous\nreport as one meter event keyed by customer and period, so a retry can never bill twice;\nlater calls in the same period send nothing and answer the stored report with\n`alreadyReported: true`. Scoped to the caller's own billing (owner). 409 when billing is not\nconnected; 502 when the processor cannot be reached (nothing is recorded, so a retry\nreports again). Our design: the response body and the cost of 130 micro-USD.",
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
    outputSchema: {
      type: "object",
      required: ["period", "reportedMicros", "alreadyReported", "reportedAt"],
      properties: {
        period: {
          type: "string",
          format: "date",
          description: "The billing period: one UTC calendar day, `YYYY-MM-DD`.",
        },
        reportedMicros: {
          type: "integer",
          format: "int64",
          minimum: 0,
          maximum: 9007199254740991,
          description:
            "The usage sent to the processor's meter, in micro-USD (the sum of the caller's per-call costs since the previous report).",
        },
        alreadyReported: {
          type: "boolean",
          description: "True when this period had already been reported and this call sent nothing.",
        },
        reportedAt: {
          type: "integer",
          format: "int64",
          minimum: -9007199254740991,
          maximum: 9007199254740991,
          description: "When the period's report was sent, in Unix epoch milliseconds.",
        },
      },
      description:
        "The caller's usage report for one period. Our design (the seed types it as a generic\nobject).",
      examples: [
        {
          period: "2025-01-01",
          reportedMicros: 48210,
          alreadyReported: false,
          reportedAt: 1735776000000,
        },
      ],
    },
    annotations: {
      title: "Report accrued usage",
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
    name: "category_list",
    title: "List categories",
    description:
      "Lists categories as a JSON array. The extended variant pages, sorts and filters the list with `page`, `perPage`, `sort`, `order` and `q`. Access: anyone; cost: 8 micro-USD per call.",
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
            required: ["id", "name", "slug"],
            properties: {
              id: {
                type: "integer",
                format: "int64",
                minimum: -9007199254740991,
                maximum: 9007199254740991,
                description: "Server-assigned id.",
                readOnly: true,
              },
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
            description: "A product category.",
            examples: [
              {
                id: 3,
                name: "Coffee mugs",
                slug: "coffee-mugs",
              },
            ],
          },
        },
      },
      required: ["result"],
    },
    wrapsOutput: true,
    annotations: {
      title: "List categories",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {},
  },
  {
    name: "category_create",
    title: "Create a category",
    description:
      "Creates a category and returns the stored record with its id. Access: admin; cost: 130 micro-USD per call.",
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
    outputSchema: {
      type: "object",
      required: ["id", "name", "slug"],
      properties: {
        id: {
          type: "integer",
          format: "int64",
          minimum: -9007199254740991,
          maximum: 9007199254740991,
          description: "Server-assigned id.",
          readOnly: true,
        },
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
      description: "A product category.",
      examples: [
        {
          id: 3,
          name: "Coffee mugs",
          slug: "coffee-mugs",
        },
      ],
    },
    annotations: {
      title: "Create a category",
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
    name: "category_get",
    title: "Get a category",
    description:
      "Returns one category by id; 404 when no record has that id. Access: anyone; cost: 8 micro-USD per call.",
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
    outputSchema: {
      type: "object",
      required: ["id", "name", "slug"],
      properties: {
        id: {
          type: "integer",
          format: "int64",
          minimum: -9007199254740991,
          maximum: 9007199254740991,
          description: "Server-assigned id.",
          readOnly: true,
        },
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
      description: "A product category.",
      examples: [
        {
          id: 3,
          name: "Coffee mugs",
          slug: "coffee-mugs",
        },
      ],
    },
    annotations: {
      title: "Get a category",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      id: "path",
    },
  },
  {
    name: "category_delete",
    title: "Delete a category",
    description: "Deletes one category; the response is empty. Access: admin; cost: 118 micro-USD per call.",
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
    annotations: {
      title: "Delete a category",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      id: "path",
    },
  },
  {
    name: "category_update",
    title: "Update a category",
    description:
      "Replaces the writable fields of one category (fields absent from the body are left as they are) and returns the stored record. The body's required fields are the same as on create. Access: admin; cost: 130 micro-USD per call.",
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
    outputSchema: {
      type: "object",
      required: ["id", "name", "slug"],
      properties: {
        id: {
          type: "integer",
          format: "int64",
          minimum: -9007199254740991,
          maximum: 9007199254740991,
          description: "Server-assigned id.",
          readOnly: true,
        },
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
      description: "A product category.",
      examples: [
        {
          id: 3,
          name: "Coffee mugs",
          slug: "coffee-mugs",
        },
      ],
    },
    annotations: {
      title: "Update a category",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      id: "path",
      body: "body",
    },
  },
  {
    name: "checkout_confirm",
    title: "Confirm a checkout payment",
    description:
      "Retrieves the payment session from the processor and marks the order paid when the\nsession is paid. Idempotent: confirming again (or after the webhook did) changes nothing\nand answers the order's current status; an unpaid session leaves the order `pending`.\n404 when no order has this id or the session does not belong to it; 502 when the\nprocessor cannot be reached. Our design: the response body and the cost of 160 micro-USD.",
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
    outputSchema: {
      type: "object",
      required: ["orderId", "status"],
      properties: {
        orderId: {
          type: "integer",
          format: "int64",
          minimum: -9007199254740991,
          maximum: 9007199254740991,
          description: "The order's id.",
        },
        status: {
          type: "string",
          enum: ["pending", "paid", "shipped", "cancelled"],
          description:
            "`paid` once the processor reports the session paid; `pending` while the shopper has not\nfinished paying; `shipped` or `cancelled` when the order has moved on since.",
        },
      },
      description:
        "The order's state after confirmation. Our design (the seed types it as a generic object).",
      examples: [
        {
          orderId: 1001,
          status: "paid",
        },
      ],
    },
    annotations: {
      title: "Confirm a checkout payment",
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
    name: "checkout_pay",
    title: "Start a checkout",
    description:
      "Creates a pending order for the lines and a hosted payment session for its total, and\nreturns the session's URL. 400 when a product does not exist or is not published, or the\ndiscount code is unknown; 409 when a product has too little stock; 502 when the payment\nprocessor cannot be reached (no order is kept then). Our design: the response body and\nthe cost of 180 micro-USD (the seed gives neither).",
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
    outputSchema: {
      type: "object",
      required: [
        "orderId",
        "sessionId",
        "url",
        "status",
        "subtotalCents",
        "discountCents",
        "shippingCents",
        "taxCents",
        "totalCents",
        "currency",
        "expiresAt",
      ],
      properties: {
        orderId: {
          type: "integer",
          format: "int64",
          minimum: -9007199254740991,
          maximum: 9007199254740991,
          description: "The new order's id; pass it to `POST /checkout/confirm`.",
        },
        sessionId: {
          type: "string",
          maxLength: 255,
          pattern: "^[A-Za-z0-9_]+$",
          description: "The processor's payment session id; pass it to `POST /checkout/confirm`.",
        },
        url: {
          type: "string",
          format: "uri",
          description: "The hosted payment page: send the shopper here.",
        },
        status: {
          type: "string",
          enum: ["pending"],
          description: "The order's state: always `pending` here.",
        },
        subtotalCents: {
          type: "integer",
          format: "int64",
          minimum: -9007199254740991,
          maximum: 9007199254740991,
          description: "Sum of the lines, in US cents.",
        },
        discountCents: {
          type: "integer",
          format: "int64",
          minimum: -9007199254740991,
          maximum: 9007199254740991,
          description: "Taken off by the discount code, in US cents (0 without one).",
        },
        shippingCents: {
          type: "integer",
          format: "int64",
          minimum: -9007199254740991,
          maximum: 9007199254740991,
          description: "Shipping, in US cents.",
        },
        taxCents: {
          type: "integer",
          format: "int64",
          minimum: -9007199254740991,
          maximum: 9007199254740991,
          description: "Tax, in US cents.",
        },
        totalCents: {
          type: "integer",
          format: "int64",
          minimum: -9007199254740991,
          maximum: 9007199254740991,
          description: "What the shopper pays, in US cents.",
        },
        currency: {
          type: "string",
          enum: ["usd"],
          description: "ISO 4217 currency code, lower case.",
        },
        expiresAt: {
          type: "integer",
          format: "int64",
          minimum: -9007199254740991,
          maximum: 9007199254740991,
          description:
            "When the payment session expires, in Unix epoch milliseconds; the order is then cancelled.",
        },
      },
      description:
        "A pending order and the hosted payment session that pays for it. Our design (the seed\ntypes it as a generic object): amounts in US cents, where\n`total = subtotal - discount + shipping + tax`.",
      examples: [
        {
          orderId: 1001,
          sessionId: "cs_test_a1B2c3D4e5F6",
          url: "https://pay.processor.example/c/cs_test_a1B2c3D4e5F6",
          status: "pending",
          subtotalCents: 4800,
          discountCents: 0,
          shippingCents: 495,
          taxCents: 585,
          totalCents: 5880,
          currency: "usd",
          expiresAt: 1735727400000,
        },
      ],
    },
    annotations: {
      title: "Start a checkout",
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
    name: "checkout_webhook",
    title: "Payment processor webhook",
    description:
      "Our design (the seed does not show the webhook route): the payment processor's webhook.\nThe server verifies `Stripe-Signature` (HMAC-SHA256 over `<t>.<raw body>` with the\nwebhook secret, timestamp within 5 minutes) against the raw request bytes before parsing.\n`checkout.session.completed` marks the order paid (as `POST /checkout/confirm` does) and\n`checkout.session.expired` cancels a pending order; other kinds are acknowledged and\nignored, and a repeated event id changes nothing. 400 when `Stripe-Signature` is missing\nor not of the form `t=…,v1=…`, or the body is not an event; 401 when the signature is wrong\nor stale. Open to anyone (the signature is the credential); cost 120 micro-USD.",
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
    outputSchema: {
      type: "object",
      required: ["received"],
      properties: {
        received: {
          type: "boolean",
          enum: [true],
          description: "Always true.",
        },
      },
      description: "The answer to a webhook call.",
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
    name: "contactSubmission_list",
    title: "List contact submissions",
    description:
      "Lists contact submissions as a JSON array. The extended variant pages, sorts and filters the list with `page`, `perPage`, `sort`, `order` and `q`. Access: admin; cost: 6 micro-USD per call.",
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
            required: ["id", "name", "email", "subject", "message"],
            properties: {
              id: {
                type: "integer",
                format: "int64",
                minimum: -9007199254740991,
                maximum: 9007199254740991,
                description: "Server-assigned id.",
                readOnly: true,
              },
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
              createdAt: {
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
                  "When the message was received, in Unix epoch milliseconds. Our design: read-only, set\nby the server's clock on create.",
                readOnly: true,
              },
            },
            description: "A message sent through the contact form.",
            examples: [
              {
                id: 44,
                name: "Ada Lovelace",
                email: "ada@example.com",
                subject: "Wholesale order",
                message: "Hello,\ndo you offer discounts for 200 mugs?",
                createdAt: 1735725600000,
              },
            ],
          },
        },
      },
      required: ["result"],
    },
    wrapsOutput: true,
    annotations: {
      title: "List contact submissions",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {},
  },
  {
    name: "contactSubmission_create",
    title: "Create a contact submission",
    description:
      "Creates a contact submission and returns the stored record with its id. Access: anyone; cost: 120 micro-USD per call.",
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
    outputSchema: {
      type: "object",
      required: ["id", "name", "email", "subject", "message"],
      properties: {
        id: {
          type: "integer",
          format: "int64",
          minimum: -9007199254740991,
          maximum: 9007199254740991,
          description: "Server-assigned id.",
          readOnly: true,
        },
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
        createdAt: {
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
            "When the message was received, in Unix epoch milliseconds. Our design: read-only, set\nby the server's clock on create.",
          readOnly: true,
        },
      },
      description: "A message sent through the contact form.",
      examples: [
        {
          id: 44,
          name: "Ada Lovelace",
          email: "ada@example.com",
          subject: "Wholesale order",
          message: "Hello,\ndo you offer discounts for 200 mugs?",
          createdAt: 1735725600000,
        },
      ],
    },
    annotations: {
      title: "Create a contact submission",
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
    name: "contactSubmission_get",
    title: "Get a contact submission",
    description:
      "Returns one contact submission by id; 404 when no record has that id. Access: admin; cost: 6 micro-USD per call.",
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
    outputSchema: {
      type: "object",
      required: ["id", "name", "email", "subject", "message"],
      properties: {
        id: {
          type: "integer",
          format: "int64",
          minimum: -9007199254740991,
          maximum: 9007199254740991,
          description: "Server-assigned id.",
          readOnly: true,
        },
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
        createdAt: {
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
            "When the message was received, in Unix epoch milliseconds. Our design: read-only, set\nby the server's clock on create.",
          readOnly: true,
        },
      },
      description: "A message sent through the contact form.",
      examples: [
        {
          id: 44,
          name: "Ada Lovelace",
          email: "ada@example.com",
          subject: "Wholesale order",
          message: "Hello,\ndo you offer discounts for 200 mugs?",
          createdAt: 1735725600000,
        },
      ],
    },
    annotations: {
      title: "Get a contact submission",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      id: "path",
    },
  },
  {
    name: "contactSubmission_delete",
    title: "Delete a contact submission",
    description:
      "Deletes one contact submission; the response is empty. Access: admin; cost: 115 micro-USD per call.",
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
    annotations: {
      title: "Delete a contact submission",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      id: "path",
    },
  },
  {
    name: "contactSubmission_update",
    title: "Update a contact submission",
    description:
      "Replaces the writable fields of one contact submission (fields absent from the body are left as they are) and returns the stored record. The body's required fields are the same as on create. Access: admin; cost: 120 micro-USD per call.",
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
    outputSchema: {
      type: "object",
      required: ["id", "name", "email", "subject", "message"],
      properties: {
        id: {
          type: "integer",
          format: "int64",
          minimum: -9007199254740991,
          maximum: 9007199254740991,
          description: "Server-assigned id.",
          readOnly: true,
        },
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
        createdAt: {
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
            "When the message was received, in Unix epoch milliseconds. Our design: read-only, set\nby the server's clock on create.",
          readOnly: true,
        },
      },
      description: "A message sent through the contact form.",
      examples: [
        {
          id: 44,
          name: "Ada Lovelace",
          email: "ada@example.com",
          subject: "Wholesale order",
          message: "Hello,\ndo you offer discounts for 200 mugs?",
          createdAt: 1735725600000,
        },
      ],
    },
    annotations: {
      title: "Update a contact submission",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      id: "path",
      body: "body",
    },
  },
  {
    name: "faq_list",
    title: "List FAQ entries",
    description:
      "Lists FAQ entries as a JSON array. The extended variant pages, sorts and filters the list with `page`, `perPage`, `sort`, `order` and `q`. Access: anyone; cost: 6 micro-USD per call.",
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
            required: ["id", "question", "answer"],
            properties: {
              id: {
                type: "integer",
                format: "int64",
                minimum: -9007199254740991,
                maximum: 9007199254740991,
                description: "Server-assigned id.",
                readOnly: true,
              },
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
            description: "A frequently asked question with its answer.",
            examples: [
              {
                id: 2,
                question: "Do you ship abroad?",
                answer: "Yes, to every EU country. Shipping is calculated at checkout.",
                sortOrder: 10,
                isActive: true,
              },
            ],
          },
        },
      },
      required: ["result"],
    },
    wrapsOutput: true,
    annotations: {
      title: "List FAQ entries",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {},
  },
  {
    name: "faq_create",
    title: "Create an FAQ entry",
    description:
      "Creates an FAQ entry and returns the stored record with its id. Access: admin; cost: 125 micro-USD per call.",
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
    outputSchema: {
      type: "object",
      required: ["id", "question", "answer"],
      properties: {
        id: {
          type: "integer",
          format: "int64",
          minimum: -9007199254740991,
          maximum: 9007199254740991,
          description: "Server-assigned id.",
          readOnly: true,
        },
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
      description: "A frequently asked question with its answer.",
      examples: [
        {
          id: 2,
          question: "Do you ship abroad?",
          answer: "Yes, to every EU country. Shipping is calculated at checkout.",
          sortOrder: 10,
          isActive: true,
        },
      ],
    },
    annotations: {
      title: "Create an FAQ entry",
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
    name: "faq_get",
    title: "Get an FAQ entry",
    description:
      "Returns one FAQ entry by id; 404 when no record has that id. Access: anyone; cost: 6 micro-USD per call.",
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
    outputSchema: {
      type: "object",
      required: ["id", "question", "answer"],
      properties: {
        id: {
          type: "integer",
          format: "int64",
          minimum: -9007199254740991,
          maximum: 9007199254740991,
          description: "Server-assigned id.",
          readOnly: true,
        },
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
      description: "A frequently asked question with its answer.",
      examples: [
        {
          id: 2,
          question: "Do you ship abroad?",
          answer: "Yes, to every EU country. Shipping is calculated at checkout.",
          sortOrder: 10,
          isActive: true,
        },
      ],
    },
    annotations: {
      title: "Get an FAQ entry",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      id: "path",
    },
  },
  {
    name: "faq_delete",
    title: "Delete an FAQ entry",
    description: "Deletes one FAQ entry; the response is empty. Access: admin; cost: 115 micro-USD per call.",
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
    annotations: {
      title: "Delete an FAQ entry",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      id: "path",
    },
  },
  {
    name: "faq_update",
    title: "Update an FAQ entry",
    description:
      "Replaces the writable fields of one FAQ entry (fields absent from the body are left as they are) and returns the stored record. The body's required fields are the same as on create. Access: admin; cost: 125 micro-USD per call.",
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
    outputSchema: {
      type: "object",
      required: ["id", "question", "answer"],
      properties: {
        id: {
          type: "integer",
          format: "int64",
          minimum: -9007199254740991,
          maximum: 9007199254740991,
          description: "Server-assigned id.",
          readOnly: true,
        },
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
      description: "A frequently asked question with its answer.",
      examples: [
        {
          id: 2,
          question: "Do you ship abroad?",
          answer: "Yes, to every EU country. Shipping is calculated at checkout.",
          sortOrder: 10,
          isActive: true,
        },
      ],
    },
    annotations: {
      title: "Update an FAQ entry",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      id: "path",
      body: "body",
    },
  },
  {
    name: "media_list",
    title: "List media items",
    description:
      "Lists media items as a JSON array. The extended variant pages, sorts and filters the list with `page`, `perPage`, `sort`, `order` and `q`. Access: anyone; cost: 6 micro-USD per call.",
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
            required: ["id", "url", "alt"],
            properties: {
              id: {
                type: "integer",
                format: "int64",
                minimum: -9007199254740991,
                maximum: 9007199254740991,
                description: "Server-assigned id.",
                readOnly: true,
              },
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
            description: "An image or other file in the media library.",
            examples: [
              {
                id: 31,
                url: "https://cdn.shop.example/img/stoneware-mug-350.jpg",
                alt: "A blue stoneware mug on a wooden table",
                width: 1600,
                height: 1200,
              },
            ],
          },
        },
      },
      required: ["result"],
    },
    wrapsOutput: true,
    annotations: {
      title: "List media items",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {},
  },
  {
    name: "media_create",
    title: "Create a media item",
    description:
      "Creates a media item and returns the stored record with its id. Access: admin; cost: 125 micro-USD per call. Our design (the seed cuts this cell off): administrators only, at the FAQ's cost.",
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
    outputSchema: {
      type: "object",
      required: ["id", "url", "alt"],
      properties: {
        id: {
          type: "integer",
          format: "int64",
          minimum: -9007199254740991,
          maximum: 9007199254740991,
          description: "Server-assigned id.",
          readOnly: true,
        },
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
      description: "An image or other file in the media library.",
      examples: [
        {
          id: 31,
          url: "https://cdn.shop.example/img/stoneware-mug-350.jpg",
          alt: "A blue stoneware mug on a wooden table",
          width: 1600,
          height: 1200,
        },
      ],
    },
    annotations: {
      title: "Create a media item",
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
    name: "media_get",
    title: "Get a media item",
    description:
      "Returns one media item by id; 404 when no record has that id. Access: anyone; cost: 6 micro-USD per call. Our design (the seed cuts this cell off): as an FAQ get, open to anyone at the media list's cost.",
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
    outputSchema: {
      type: "object",
      required: ["id", "url", "alt"],
      properties: {
        id: {
          type: "integer",
          format: "int64",
          minimum: -9007199254740991,
          maximum: 9007199254740991,
          description: "Server-assigned id.",
          readOnly: true,
        },
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
      description: "An image or other file in the media library.",
      examples: [
        {
          id: 31,
          url: "https://cdn.shop.example/img/stoneware-mug-350.jpg",
          alt: "A blue stoneware mug on a wooden table",
          width: 1600,
          height: 1200,
        },
      ],
    },
    annotations: {
      title: "Get a media item",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      id: "path",
    },
  },
  {
    name: "media_delete",
    title: "Delete a media item",
    description:
      "Deletes one media item; the response is empty. Access: admin; cost: 115 micro-USD per call. Our design (the seed cuts this cell off): administrators only, at the FAQ's cost.",
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
    annotations: {
      title: "Delete a media item",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      id: "path",
    },
  },
  {
    name: "media_update",
    title: "Update a media item",
    description:
      "Replaces the writable fields of one media item (fields absent from the body are left as they are) and returns the stored record. The body's required fields are the same as on create. Access: admin; cost: 125 micro-USD per call. Our design (the seed cuts this cell off): administrators only, at the FAQ's cost.",
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
    outputSchema: {
      type: "object",
      required: ["id", "url", "alt"],
      properties: {
        id: {
          type: "integer",
          format: "int64",
          minimum: -9007199254740991,
          maximum: 9007199254740991,
          description: "Server-assigned id.",
          readOnly: true,
        },
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
      description: "An image or other file in the media library.",
      examples: [
        {
          id: 31,
          url: "https://cdn.shop.example/img/stoneware-mug-350.jpg",
          alt: "A blue stoneware mug on a wooden table",
          width: 1600,
          height: 1200,
        },
      ],
    },
    annotations: {
      title: "Update a media item",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      id: "path",
      body: "body",
    },
  },
  {
    name: "newsletterSubscriber_list",
    title: "List newsletter subscribers",
    description:
      "Lists newsletter subscribers as a JSON array. The extended variant pages, sorts and filters the list with `page`, `perPage`, `sort`, `order` and `q`. Access: admin; cost: 6 micro-USD per call.",
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
            required: ["id", "email"],
            properties: {
              id: {
                type: "integer",
                format: "int64",
                minimum: -9007199254740991,
                maximum: 9007199254740991,
                description: "Server-assigned id.",
                readOnly: true,
              },
              email: {
                type: "string",
                maxLength: 254,
                pattern:
                  "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
                format: "email",
                description: "The subscriber's e-mail address.",
              },
              subscribedAt: {
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
                  "When the address subscribed, in Unix epoch milliseconds. Our design: read-only, set by\nthe server's clock on create (anyone may subscribe, so callers may not back-date it).",
                readOnly: true,
              },
            },
            description: "An e-mail address subscribed to the newsletter.",
            examples: [
              {
                id: 120,
                email: "ada@example.com",
                subscribedAt: 1735725600000,
              },
            ],
          },
        },
      },
      required: ["result"],
    },
    wrapsOutput: true,
    annotations: {
      title: "List newsletter subscribers",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {},
  },
  {
    name: "newsletterSubscriber_create",
    title: "Create a newsletter subscriber",
    description:
      "Creates a newsletter subscriber and returns the stored record with its id. Access: anyone; cost: 120 micro-USD per call.",
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
    outputSchema: {
      type: "object",
      required: ["id", "email"],
      properties: {
        id: {
          type: "integer",
          format: "int64",
          minimum: -9007199254740991,
          maximum: 9007199254740991,
          description: "Server-assigned id.",
          readOnly: true,
        },
        email: {
          type: "string",
          maxLength: 254,
          pattern:
            "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
          format: "email",
          description: "The subscriber's e-mail address.",
        },
        subscribedAt: {
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
            "When the address subscribed, in Unix epoch milliseconds. Our design: read-only, set by\nthe server's clock on create (anyone may subscribe, so callers may not back-date it).",
          readOnly: true,
        },
      },
      description: "An e-mail address subscribed to the newsletter.",
      examples: [
        {
          id: 120,
          email: "ada@example.com",
          subscribedAt: 1735725600000,
        },
      ],
    },
    annotations: {
      title: "Create a newsletter subscriber",
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
    name: "newsletterSubscriber_get",
    title: "Get a newsletter subscriber",
    description:
      "Returns one newsletter subscriber by id; 404 when no record has that id. Access: admin; cost: 6 micro-USD per call.",
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
    outputSchema: {
      type: "object",
      required: ["id", "email"],
      properties: {
        id: {
          type: "integer",
          format: "int64",
          minimum: -9007199254740991,
          maximum: 9007199254740991,
          description: "Server-assigned id.",
          readOnly: true,
        },
        email: {
          type: "string",
          maxLength: 254,
          pattern:
            "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
          format: "email",
          description: "The subscriber's e-mail address.",
        },
        subscribedAt: {
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
            "When the address subscribed, in Unix epoch milliseconds. Our design: read-only, set by\nthe server's clock on create (anyone may subscribe, so callers may not back-date it).",
          readOnly: true,
        },
      },
      description: "An e-mail address subscribed to the newsletter.",
      examples: [
        {
          id: 120,
          email: "ada@example.com",
          subscribedAt: 1735725600000,
        },
      ],
    },
    annotations: {
      title: "Get a newsletter subscriber",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      id: "path",
    },
  },
  {
    name: "newsletterSubscriber_delete",
    title: "Delete a newsletter subscriber",
    description:
      "Deletes one newsletter subscriber; the response is empty. Access: admin; cost: 115 micro-USD per call.",
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
    annotations: {
      title: "Delete a newsletter subscriber",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      id: "path",
    },
  },
  {
    name: "newsletterSubscriber_update",
    title: "Update a newsletter subscriber",
    description:
      "Replaces the writable fields of one newsletter subscriber (fields absent from the body are left as they are) and returns the stored record. The body's required fields are the same as on create. Access: admin; cost: 120 micro-USD per call.",
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
    outputSchema: {
      type: "object",
      required: ["id", "email"],
      properties: {
        id: {
          type: "integer",
          format: "int64",
          minimum: -9007199254740991,
          maximum: 9007199254740991,
          description: "Server-assigned id.",
          readOnly: true,
        },
        email: {
          type: "string",
          maxLength: 254,
          pattern:
            "^(?:[A-Za-z0-9_+-]{1,64}|[A-Za-z0-9_+-]{1,32}\\.[A-Za-z0-9_+-]{1,31}|[A-Za-z0-9_+-]{1,16}(?:\\.[A-Za-z0-9_+-]{1,15}){2,3})@(?:[A-Za-z0-9](?:[A-Za-z0-9-]?[A-Za-z0-9]|[A-Za-z0-9-](?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,59}[A-Za-z0-9])?|-[A-Za-z0-9](?:[A-Za-z0-9-]{0,58}[A-Za-z0-9])?))?\\.)+[A-Za-z]{2,63}$",
          format: "email",
          description: "The subscriber's e-mail address.",
        },
        subscribedAt: {
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
            "When the address subscribed, in Unix epoch milliseconds. Our design: read-only, set by\nthe server's clock on create (anyone may subscribe, so callers may not back-date it).",
          readOnly: true,
        },
      },
      description: "An e-mail address subscribed to the newsletter.",
      examples: [
        {
          id: 120,
          email: "ada@example.com",
          subscribedAt: 1735725600000,
        },
      ],
    },
    annotations: {
      title: "Update a newsletter subscriber",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      id: "path",
      body: "body",
    },
  },
  {
    name: "post_list",
    title: "List blog posts",
    description:
      "Lists blog posts as a JSON array. The extended variant pages, sorts and filters the list with `page`, `perPage`, `sort`, `order` and `q`. Access: anyone; cost: 8 micro-USD per call. Our design (the seed cuts this cell off): open to anyone at the cost of a post get.",
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
            required: ["id", "title", "slug"],
            properties: {
              id: {
                type: "integer",
                format: "int64",
                minimum: -9007199254740991,
                maximum: 9007199254740991,
                description: "Server-assigned id.",
                readOnly: true,
              },
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
            description: "A blog post.",
            examples: [
              {
                id: 9,
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
      },
      required: ["result"],
    },
    wrapsOutput: true,
    annotations: {
      title: "List blog posts",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {},
  },
  {
    name: "post_create",
    title: "Create a blog post",
    description:
      "Creates a blog post and returns the stored record with its id. Access: admin; cost: 145 micro-USD per call.",
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
    outputSchema: {
      type: "object",
      required: ["id", "title", "slug"],
      properties: {
        id: {
          type: "integer",
          format: "int64",
          minimum: -9007199254740991,
          maximum: 9007199254740991,
          description: "Server-assigned id.",
          readOnly: true,
        },
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
      description: "A blog post.",
      examples: [
        {
          id: 9,
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
    annotations: {
      title: "Create a blog post",
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
    name: "post_get",
    title: "Get a blog post",
    description:
      "Returns one blog post by id; 404 when no record has that id. Access: anyone; cost: 8 micro-USD per call.",
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
    outputSchema: {
      type: "object",
      required: ["id", "title", "slug"],
      properties: {
        id: {
          type: "integer",
          format: "int64",
          minimum: -9007199254740991,
          maximum: 9007199254740991,
          description: "Server-assigned id.",
          readOnly: true,
        },
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
      description: "A blog post.",
      examples: [
        {
          id: 9,
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
    annotations: {
      title: "Get a blog post",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      id: "path",
    },
  },
  {
    name: "post_delete",
    title: "Delete a blog post",
    description: "Deletes one blog post; the response is empty. Access: admin; cost: 127 micro-USD per call.",
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
    annotations: {
      title: "Delete a blog post",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      id: "path",
    },
  },
  {
    name: "post_update",
    title: "Update a blog post",
    description:
      "Replaces the writable fields of one blog post (fields absent from the body are left as they are) and returns the stored record. The body's required fields are the same as on create. Access: admin; cost: 145 micro-USD per call.",
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
    outputSchema: {
      type: "object",
      required: ["id", "title", "slug"],
      properties: {
        id: {
          type: "integer",
          format: "int64",
          minimum: -9007199254740991,
          maximum: 9007199254740991,
          description: "Server-assigned id.",
          readOnly: true,
        },
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
      description: "A blog post.",
      examples: [
        {
          id: 9,
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
    annotations: {
      title: "Update a blog post",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      id: "path",
      body: "body",
    },
  },
  {
    name: "product_list",
    title: "List products",
    description:
      "Lists products as a JSON array. The extended variant pages, sorts and filters the list with `page`, `perPage`, `sort`, `order` and `q`. Access: anyone; cost: 10 micro-USD per call.",
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
            required: ["id", "name", "slug"],
            properties: {
              id: {
                type: "integer",
                format: "int64",
                minimum: -9007199254740991,
                maximum: 9007199254740991,
                description: "Server-assigned id.",
                readOnly: true,
              },
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
            },
            description: "A product of the catalog.",
            examples: [
              {
                id: 17,
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
      },
      required: ["result"],
    },
    wrapsOutput: true,
    annotations: {
      title: "List products",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {},
  },
  {
    name: "product_create",
    title: "Create a product",
    description:
      "Creates a product and returns the stored record with its id. Access: admin; cost: 145 micro-USD per call.",
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
    outputSchema: {
      type: "object",
      required: ["id", "name", "slug"],
      properties: {
        id: {
          type: "integer",
          format: "int64",
          minimum: -9007199254740991,
          maximum: 9007199254740991,
          description: "Server-assigned id.",
          readOnly: true,
        },
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
      },
      description: "A product of the catalog.",
      examples: [
        {
          id: 17,
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
    annotations: {
      title: "Create a product",
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
    name: "product_get",
    title: "Get a product",
    description:
      "Returns one product by id; 404 when no record has that id. Access: anyone; cost: 10 micro-USD per call.",
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
    outputSchema: {
      type: "object",
      required: ["id", "name", "slug"],
      properties: {
        id: {
          type: "integer",
          format: "int64",
          minimum: -9007199254740991,
          maximum: 9007199254740991,
          description: "Server-assigned id.",
          readOnly: true,
        },
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
      },
      description: "A product of the catalog.",
      examples: [
        {
          id: 17,
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
    annotations: {
      title: "Get a product",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      id: "path",
    },
  },
  {
    name: "product_delete",
    title: "Delete a product",
    description: "Deletes one product; the response is empty. Access: admin; cost: 127 micro-USD per call.",
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
    annotations: {
      title: "Delete a product",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      id: "path",
    },
  },
  {
    name: "product_update",
    title: "Update a product",
    description:
      "Replaces the writable fields of one product (fields absent from the body are left as they are) and returns the stored record. The body's required fields are the same as on create. Access: admin; cost: 145 micro-USD per call.",
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
    outputSchema: {
      type: "object",
      required: ["id", "name", "slug"],
      properties: {
        id: {
          type: "integer",
          format: "int64",
          minimum: -9007199254740991,
          maximum: 9007199254740991,
          description: "Server-assigned id.",
          readOnly: true,
        },
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
      },
      description: "A product of the catalog.",
      examples: [
        {
          id: 17,
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
    annotations: {
      title: "Update a product",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      id: "path",
      body: "body",
    },
  },
  {
    name: "product_badge",
    title: "Product price and stock badge (SVG)",
    description:
      "Our design (the seed shows an SVG read operation open to anyone, not its path): a\nshields-style badge for one product, for embedding in blogs and marketplaces. It shows\nthe product's price and stock (`in stock`, `low stock` under 5 units, `sold out`).\n404 when no product has this id. Cost 10 micro-USD, as `GET /product/{id}`.",
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
    annotations: {
      title: "Product price and stock badge (SVG)",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      id: "path",
    },
  },
  {
    name: "tokens_create",
    title: "Create an API token",
    description:
      "Creates an API token for the caller and returns its secret once. The token authenticates\nas the caller (`Authorization: Bearer <token>`). Our design: cost 140 micro-USD (the seed\ngives no cost for this operation).",
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
    outputSchema: {
      type: "object",
      required: ["id", "name", "prefix", "token", "createdAt"],
      properties: {
        id: {
          type: "integer",
          format: "int64",
          minimum: -9007199254740991,
          maximum: 9007199254740991,
          description: "The token record's id (use it to revoke).",
        },
        name: {
          type: "string",
          description: "The name given on create.",
        },
        prefix: {
          type: "string",
          description: "The token's public first characters, shown in listings.",
        },
        token: {
          type: "string",
          description:
            "The secret, to send as `Authorization: Bearer <token>`. Shown once: only its hash is\nstored, so it cannot be retrieved again.",
        },
        createdAt: {
          type: "integer",
          format: "int64",
          minimum: -9007199254740991,
          maximum: 9007199254740991,
          description: "When the token was created, in Unix epoch milliseconds.",
        },
      },
      description:
        "A newly created API token, with its secret. Our design (the seed types it as a generic object).",
      examples: [
        {
          id: 12,
          name: "Inventory sync",
          prefix: "sf_k3q9x2",
          token: "sf_k3q9x2_R5mJ0tqk2d8Vw1yBfX7uCz4hLpN6sAeG",
          createdAt: 1735725600000,
        },
      ],
    },
    annotations: {
      title: "Create an API token",
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
    name: "tokens_revoke",
    title: "Revoke an API token",
    description:
      "Revokes one of the caller's API tokens; it stops authenticating at once. Idempotent (our\ndesign): revoking a revoked token answers 200 with the original `revokedAt`. A token of\nanother user answers 404, as a missing one does. Our design: cost 118 micro-USD.",
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
    outputSchema: {
      type: "object",
      required: ["id", "name", "prefix", "revokedAt"],
      properties: {
        id: {
          type: "integer",
          format: "int64",
          minimum: -9007199254740991,
          maximum: 9007199254740991,
          description: "The token record's id.",
        },
        name: {
          type: "string",
          description: "The token's name.",
        },
        prefix: {
          type: "string",
          description: "The token's public first characters.",
        },
        revokedAt: {
          type: "integer",
          format: "int64",
          minimum: -9007199254740991,
          maximum: 9007199254740991,
          description: "When the token was revoked, in Unix epoch milliseconds.",
        },
      },
      description: "A revoked API token. Our design (the seed types it as a generic object).",
      examples: [
        {
          id: 12,
          name: "Inventory sync",
          prefix: "sf_k3q9x2",
          revokedAt: 1735898400000,
        },
      ],
    },
    annotations: {
      title: "Revoke an API token",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      id: "path",
    },
  },
  {
    name: "variant_list",
    title: "List product variants",
    description:
      "Lists product variants as a JSON array. The extended variant pages, sorts and filters the list with `page`, `perPage`, `sort`, `order` and `q`. Access: anyone; cost: 8 micro-USD per call.",
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
            required: ["id", "productId", "title"],
            properties: {
              id: {
                type: "integer",
                format: "int64",
                minimum: -9007199254740991,
                maximum: 9007199254740991,
                description: "Server-assigned id.",
                readOnly: true,
              },
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
            description: "A variant of a product (size, colour, …) with its own price and stock.",
            examples: [
              {
                id: 5,
                productId: 17,
                title: "Midnight blue",
                priceCents: 2600,
                inventory: 12,
              },
            ],
          },
        },
      },
      required: ["result"],
    },
    wrapsOutput: true,
    annotations: {
      title: "List product variants",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {},
  },
  {
    name: "variant_create",
    title: "Create a product variant",
    description:
      "Creates a product variant and returns the stored record with its id. Access: admin; cost: 145 micro-USD per call. Our design (the seed cuts this cell off): administrators only, at the product's cost.",
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
    outputSchema: {
      type: "object",
      required: ["id", "productId", "title"],
      properties: {
        id: {
          type: "integer",
          format: "int64",
          minimum: -9007199254740991,
          maximum: 9007199254740991,
          description: "Server-assigned id.",
          readOnly: true,
        },
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
      description: "A variant of a product (size, colour, …) with its own price and stock.",
      examples: [
        {
          id: 5,
          productId: 17,
          title: "Midnight blue",
          priceCents: 2600,
          inventory: 12,
        },
      ],
    },
    annotations: {
      title: "Create a product variant",
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
    name: "variant_get",
    title: "Get a product variant",
    description:
      "Returns one product variant by id; 404 when no record has that id. Access: anyone; cost: 8 micro-USD per call. Our design (the seed cuts this cell off): open to anyone at the variant list's cost, as for every catalog read.",
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
    outputSchema: {
      type: "object",
      required: ["id", "productId", "title"],
      properties: {
        id: {
          type: "integer",
          format: "int64",
          minimum: -9007199254740991,
          maximum: 9007199254740991,
          description: "Server-assigned id.",
          readOnly: true,
        },
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
      description: "A variant of a product (size, colour, …) with its own price and stock.",
      examples: [
        {
          id: 5,
          productId: 17,
          title: "Midnight blue",
          priceCents: 2600,
          inventory: 12,
        },
      ],
    },
    annotations: {
      title: "Get a product variant",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      id: "path",
    },
  },
  {
    name: "variant_delete",
    title: "Delete a product variant",
    description:
      "Deletes one product variant; the response is empty. Access: admin; cost: 127 micro-USD per call. Our design (the seed cuts this cell off): administrators only, at the product's cost.",
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
    annotations: {
      title: "Delete a product variant",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      id: "path",
    },
  },
  {
    name: "variant_update",
    title: "Update a product variant",
    description:
      "Replaces the writable fields of one product variant (fields absent from the body are left as they are) and returns the stored record. The body's required fields are the same as on create. Access: admin; cost: 145 micro-USD per call. Our design (the seed cuts this cell off): administrators only, at the product's cost.",
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
    outputSchema: {
      type: "object",
      required: ["id", "productId", "title"],
      properties: {
        id: {
          type: "integer",
          format: "int64",
          minimum: -9007199254740991,
          maximum: 9007199254740991,
          description: "Server-assigned id.",
          readOnly: true,
        },
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
      description: "A variant of a product (size, colour, …) with its own price and stock.",
      examples: [
        {
          id: 5,
          productId: 17,
          title: "Midnight blue",
          priceCents: 2600,
          inventory: 12,
        },
      ],
    },
    annotations: {
      title: "Update a product variant",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      id: "path",
      body: "body",
    },
  },
];
