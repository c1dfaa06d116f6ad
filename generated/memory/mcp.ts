// Generated from spec/memory by codegen — run `npm run generate`. Do not edit.

import type { ToolDefinition } from "../../runtime/contract.js";

/** MCP tools of spec/memory: one per operation, run through the same pipeline as REST calls. */
export const memoryTools: ToolDefinition[] = [
  {
    name: "memory_list",
    title: "Get or list memories",
    description:
      "With `memory_id`: that memory (404 when it is not under the caller's key). Without: a page of\nthe memories the entity ids name, newest first (`page` from 1, `page_size` 1 to 200).\n\nPrice: USD 0.002 per call.",
    inputSchema: {
      type: "object",
      properties: {
        memory_key: {
          type: "string",
          minLength: 16,
          maxLength: 256,
          description:
            "The memory key, unless sent in `X-Memory-Key` (preferred: query strings reach access logs).",
        },
        "X-Memory-Key": {
          type: "string",
          minLength: 16,
          maxLength: 256,
          description:
            "The caller's memory key: a secret of 16 to 256 characters that the caller chooses and keeps.\nMemories are private to it: another key sees, finds, lists and deletes none of them. The server\nstores only its SHA-256 hash and never logs it. Send it in `X-Memory-Key` (preferred: a query\nstring can end up in access logs) or as the `memory_key` member; both at once must be equal.",
        },
        memory_id: {
          type: "string",
          format: "uuid",
          description:
            "One memory: answered (or deleted) alone; the entity ids, when given, must match it too.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        user_id: {
          type: "string",
          minLength: 1,
          maxLength: 128,
          pattern: "^[^\\u0000-\\u001F\\u007F]*$",
          description: "Required without `memory_id` (at least one of the four); `*` matches every value.",
        },
        agent_id: {
          type: "string",
          minLength: 1,
          maxLength: 128,
          pattern: "^[^\\u0000-\\u001F\\u007F]*$",
          description: "An entity id (`user_id`, `agent_id`, `app_id`, `run_id`): 1 to 128 characters.",
        },
        app_id: {
          type: "string",
          minLength: 1,
          maxLength: 128,
          pattern: "^[^\\u0000-\\u001F\\u007F]*$",
          description: "An entity id (`user_id`, `agent_id`, `app_id`, `run_id`): 1 to 128 characters.",
        },
        run_id: {
          type: "string",
          minLength: 1,
          maxLength: 128,
          pattern: "^[^\\u0000-\\u001F\\u007F]*$",
          description: "An entity id (`user_id`, `agent_id`, `app_id`, `run_id`): 1 to 128 characters.",
        },
        page: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 1000000,
          default: 1,
          description: "The page, from 1; past the last page answers an empty `results`.",
        },
        page_size: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 200,
          default: 100,
          description: "Memories per page, 1 to 200.",
        },
        "PAYMENT-SIGNATURE": {
          type: "string",
          maxLength: 16384,
          pattern:
            "^(?:[A-Za-z0-9+/_-]{4})*(?:[A-Za-z0-9+/_-]{4}|[A-Za-z0-9+/_-]{2}(?:==)?|[A-Za-z0-9+/_-]{3}=?)$",
          description:
            "x402 v2 payment: base64 JSON `PaymentPayload` signed by the payer's wallet. Not base64: 400;\nbase64 that holds no payment this route accepts: 402 with the terms and the reason.",
        },
        "X-PAYMENT": {
          type: "string",
          maxLength: 16384,
          pattern:
            "^(?:[A-Za-z0-9+/_-]{4})*(?:[A-Za-z0-9+/_-]{4}|[A-Za-z0-9+/_-]{2}(?:==)?|[A-Za-z0-9+/_-]{3}=?)$",
          description: "x402 v1 payment header, accepted for older clients; read as `PAYMENT-SIGNATURE` is.",
        },
      },
    },
    outputSchema: {
      type: "object",
      properties: {
        result: {
          anyOf: [
            {
              type: "object",
              required: [
                "id",
                "memory",
                "user_id",
                "agent_id",
                "app_id",
                "run_id",
                "role",
                "metadata",
                "created_at",
                "updated_at",
                "expires_at",
              ],
              properties: {
                id: {
                  type: "string",
                  format: "uuid",
                  description: "A UUID naming a memory.",
                  examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                },
                memory: {
                  type: "string",
                },
                user_id: {
                  anyOf: [
                    {
                      type: "string",
                    },
                    {
                      type: "null",
                    },
                  ],
                },
                agent_id: {
                  anyOf: [
                    {
                      type: "string",
                    },
                    {
                      type: "null",
                    },
                  ],
                },
                app_id: {
                  anyOf: [
                    {
                      type: "string",
                    },
                    {
                      type: "null",
                    },
                  ],
                },
                run_id: {
                  anyOf: [
                    {
                      type: "string",
                    },
                    {
                      type: "null",
                    },
                  ],
                },
                role: {
                  type: "string",
                  enum: ["user", "assistant"],
                  description: "The role of the message it came from.",
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
                created_at: {
                  type: "string",
                  format: "date-time",
                },
                updated_at: {
                  type: "string",
                  format: "date-time",
                },
                expires_at: {
                  type: "string",
                  format: "date-time",
                  description: "When the retention sweep deletes it (365 days after it was stored).",
                },
              },
              description: "A stored memory.",
            },
            {
              type: "object",
              required: ["count", "next", "previous", "results"],
              properties: {
                count: {
                  type: "integer",
                  format: "int32",
                  minimum: 0,
                  description: "How many memories match, over every page.",
                },
                next: {
                  anyOf: [
                    {
                      type: "string",
                    },
                    {
                      type: "null",
                    },
                  ],
                  description:
                    "The next page's path and query (without `memory_key`), or null on the last page.",
                },
                previous: {
                  anyOf: [
                    {
                      type: "string",
                    },
                    {
                      type: "null",
                    },
                  ],
                  description:
                    "The previous page's path and query (without `memory_key`), or null on the first page.",
                },
                results: {
                  type: "array",
                  items: {
                    type: "object",
                    required: [
                      "id",
                      "memory",
                      "user_id",
                      "agent_id",
                      "app_id",
                      "run_id",
                      "role",
                      "metadata",
                      "created_at",
                      "updated_at",
                      "expires_at",
                    ],
                    properties: {
                      id: {
                        type: "string",
                        format: "uuid",
                        description: "A UUID naming a memory.",
                        examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
                      },
                      memory: {
                        type: "string",
                      },
                      user_id: {
                        anyOf: [
                          {
                            type: "string",
                          },
                          {
                            type: "null",
                          },
                        ],
                      },
                      agent_id: {
                        anyOf: [
                          {
                            type: "string",
                          },
                          {
                            type: "null",
                          },
                        ],
                      },
                      app_id: {
                        anyOf: [
                          {
                            type: "string",
                          },
                          {
                            type: "null",
                          },
                        ],
                      },
                      run_id: {
                        anyOf: [
                          {
                            type: "string",
                          },
                          {
                            type: "null",
                          },
                        ],
                      },
                      role: {
                        type: "string",
                        enum: ["user", "assistant"],
                        description: "The role of the message it came from.",
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
                      created_at: {
                        type: "string",
                        format: "date-time",
                      },
                      updated_at: {
                        type: "string",
                        format: "date-time",
                      },
                      expires_at: {
                        type: "string",
                        format: "date-time",
                        description: "When the retention sweep deletes it (365 days after it was stored).",
                      },
                    },
                    description: "A stored memory.",
                  },
                },
              },
              description: "A page of memories, newest first.",
            },
          ],
        },
      },
      required: ["result"],
    },
    wrapsOutput: true,
    annotations: {
      title: "Get or list memories",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      memory_key: "query",
      "X-Memory-Key": "header",
      memory_id: "query",
      user_id: "query",
      agent_id: "query",
      app_id: "query",
      run_id: "query",
      page: "query",
      page_size: "query",
      "PAYMENT-SIGNATURE": "header",
      "X-PAYMENT": "header",
    },
  },
  {
    name: "memory_delete",
    title: "Delete memories",
    description:
      "With `memory_id`: deletes that memory (404 when it is not under the caller's key). Without:\ndeletes up to 200 of the memories the entity ids name, oldest first, and says whether more\nremain (`more`); call again until `more` is false.\n\nPrice: USD 0.002 per call.",
    inputSchema: {
      type: "object",
      properties: {
        memory_key: {
          type: "string",
          minLength: 16,
          maxLength: 256,
          description:
            "The memory key, unless sent in `X-Memory-Key` (preferred: query strings reach access logs).",
        },
        "X-Memory-Key": {
          type: "string",
          minLength: 16,
          maxLength: 256,
          description:
            "The caller's memory key: a secret of 16 to 256 characters that the caller chooses and keeps.\nMemories are private to it: another key sees, finds, lists and deletes none of them. The server\nstores only its SHA-256 hash and never logs it. Send it in `X-Memory-Key` (preferred: a query\nstring can end up in access logs) or as the `memory_key` member; both at once must be equal.",
        },
        memory_id: {
          type: "string",
          format: "uuid",
          description:
            "One memory: answered (or deleted) alone; the entity ids, when given, must match it too.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        user_id: {
          type: "string",
          minLength: 1,
          maxLength: 128,
          pattern: "^[^\\u0000-\\u001F\\u007F]*$",
          description: "Required without `memory_id` (at least one of the four); `*` matches every value.",
        },
        agent_id: {
          type: "string",
          minLength: 1,
          maxLength: 128,
          pattern: "^[^\\u0000-\\u001F\\u007F]*$",
          description: "An entity id (`user_id`, `agent_id`, `app_id`, `run_id`): 1 to 128 characters.",
        },
        app_id: {
          type: "string",
          minLength: 1,
          maxLength: 128,
          pattern: "^[^\\u0000-\\u001F\\u007F]*$",
          description: "An entity id (`user_id`, `agent_id`, `app_id`, `run_id`): 1 to 128 characters.",
        },
        run_id: {
          type: "string",
          minLength: 1,
          maxLength: 128,
          pattern: "^[^\\u0000-\\u001F\\u007F]*$",
          description: "An entity id (`user_id`, `agent_id`, `app_id`, `run_id`): 1 to 128 characters.",
        },
        "PAYMENT-SIGNATURE": {
          type: "string",
          maxLength: 16384,
          pattern:
            "^(?:[A-Za-z0-9+/_-]{4})*(?:[A-Za-z0-9+/_-]{4}|[A-Za-z0-9+/_-]{2}(?:==)?|[A-Za-z0-9+/_-]{3}=?)$",
          description:
            "x402 v2 payment: base64 JSON `PaymentPayload` signed by the payer's wallet. Not base64: 400;\nbase64 that holds no payment this route accepts: 402 with the terms and the reason.",
        },
        "X-PAYMENT": {
          type: "string",
          maxLength: 16384,
          pattern:
            "^(?:[A-Za-z0-9+/_-]{4})*(?:[A-Za-z0-9+/_-]{4}|[A-Za-z0-9+/_-]{2}(?:==)?|[A-Za-z0-9+/_-]{3}=?)$",
          description: "x402 v1 payment header, accepted for older clients; read as `PAYMENT-SIGNATURE` is.",
        },
      },
    },
    outputSchema: {
      type: "object",
      required: ["message", "deleted", "more"],
      properties: {
        message: {
          type: "string",
          description: "`Memory deleted`, or how many were deleted and whether more remain.",
        },
        deleted: {
          type: "integer",
          format: "int32",
          minimum: 0,
          description: "How many memories this call deleted (at most 200).",
        },
        more: {
          type: "boolean",
          description:
            "True when more memories match the filters than this call deleted: call again until false.\nA partial delete never reports that everything is gone.",
        },
      },
      description: "What a delete did.",
    },
    annotations: {
      title: "Delete memories",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      memory_key: "query",
      "X-Memory-Key": "header",
      memory_id: "query",
      user_id: "query",
      agent_id: "query",
      app_id: "query",
      run_id: "query",
      "PAYMENT-SIGNATURE": "header",
      "X-PAYMENT": "header",
    },
  },
  {
    name: "memory_add",
    title: "Add memories",
    description:
      "Stores the facts of a conversation under the caller's memory key and entity ids, and answers\nwhat happened to each (`ADD`, or `NONE` for a fact already stored). Synchronous.\n\nPrice: USD 0.008 per call.",
    inputSchema: {
      type: "object",
      properties: {
        "X-Memory-Key": {
          type: "string",
          minLength: 16,
          maxLength: 256,
          description:
            "The caller's memory key: a secret of 16 to 256 characters that the caller chooses and keeps.\nMemories are private to it: another key sees, finds, lists and deletes none of them. The server\nstores only its SHA-256 hash and never logs it. Send it in `X-Memory-Key` (preferred: a query\nstring can end up in access logs) or as the `memory_key` member; both at once must be equal.",
        },
        "PAYMENT-SIGNATURE": {
          type: "string",
          maxLength: 16384,
          pattern:
            "^(?:[A-Za-z0-9+/_-]{4})*(?:[A-Za-z0-9+/_-]{4}|[A-Za-z0-9+/_-]{2}(?:==)?|[A-Za-z0-9+/_-]{3}=?)$",
          description:
            "x402 v2 payment: base64 JSON `PaymentPayload` signed by the payer's wallet. Not base64: 400;\nbase64 that holds no payment this route accepts: 402 with the terms and the reason.",
        },
        "X-PAYMENT": {
          type: "string",
          maxLength: 16384,
          pattern:
            "^(?:[A-Za-z0-9+/_-]{4})*(?:[A-Za-z0-9+/_-]{4}|[A-Za-z0-9+/_-]{2}(?:==)?|[A-Za-z0-9+/_-]{3}=?)$",
          description: "x402 v1 payment header, accepted for older clients; read as `PAYMENT-SIGNATURE` is.",
        },
        body: {
          type: "object",
          required: ["messages"],
          properties: {
            memory_key: {
              type: "string",
              minLength: 16,
              maxLength: 256,
              description: "The memory key, unless sent in `X-Memory-Key`.",
            },
            messages: {
              type: "array",
              items: {
                type: "object",
                required: ["role", "content"],
                properties: {
                  role: {
                    type: "string",
                    enum: ["user", "assistant", "system"],
                    description:
                      "Who said it. Facts are extracted from `user` messages; `system` messages are never stored.",
                  },
                  content: {
                    type: "string",
                    minLength: 1,
                    maxLength: 8000,
                    description: "What was said: 1 to 8,000 characters.",
                  },
                },
                description: "One message of the conversation (mem0's shape).",
              },
              minItems: 1,
              maxItems: 100,
              description: "The conversation: 1 to 100 messages.",
            },
            user_id: {
              type: "string",
              minLength: 1,
              maxLength: 128,
              pattern: "^[^\\u0000-\\u001F\\u007F]*$",
              description: "Whose memory this is; at least one of the four entity ids is required.",
            },
            agent_id: {
              type: "string",
              minLength: 1,
              maxLength: 128,
              pattern: "^[^\\u0000-\\u001F\\u007F]*$",
              description: "An entity id (`user_id`, `agent_id`, `app_id`, `run_id`): 1 to 128 characters.",
            },
            app_id: {
              type: "string",
              minLength: 1,
              maxLength: 128,
              pattern: "^[^\\u0000-\\u001F\\u007F]*$",
              description: "An entity id (`user_id`, `agent_id`, `app_id`, `run_id`): 1 to 128 characters.",
            },
            run_id: {
              type: "string",
              minLength: 1,
              maxLength: 128,
              pattern: "^[^\\u0000-\\u001F\\u007F]*$",
              description: "An entity id (`user_id`, `agent_id`, `app_id`, `run_id`): 1 to 128 characters.",
            },
            metadata: {
              type: "object",
              unevaluatedProperties: {},
              description: "Free-form metadata stored with each memory of the call (at most 16 KiB as JSON).",
            },
            infer: {
              type: "boolean",
              description:
                "`true` (default): extract facts from the `user` messages (the deterministic extractor, or\nthe configured model). `false`: store each `user` and `assistant` message as it is.\nEither way, a fact already stored under the same key and entity ids is not stored again: it\nanswers `NONE` with the existing memory's id (so does a repeat within one call).",
              default: true,
            },
          },
          description: "What to remember.",
          examples: [
            {
              messages: [
                {
                  role: "user",
                  content: "I'm vegetarian and I love spicy Thai food.",
                },
                {
                  role: "assistant",
                  content: "Noted! I'll suggest vegetarian Thai dishes.",
                },
              ],
              user_id: "alice",
              infer: true,
            },
          ],
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      required: ["event_id", "status", "results", "message"],
      properties: {
        event_id: {
          type: "string",
          format: "uuid",
          description: "Names this call.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        status: {
          type: "string",
          enum: ["SUCCEEDED"],
        },
        results: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "memory", "event"],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a memory.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              memory: {
                type: "string",
                description: "The fact as stored.",
              },
              event: {
                type: "string",
                enum: ["ADD", "NONE"],
                description:
                  "`ADD`: stored now. `NONE`: an identical fact was already stored; `id` is that memory's.",
              },
            },
            description: "What happened to one fact.",
          },
        },
        message: {
          type: "string",
          description: "A human summary (`2 memories added, 1 already stored`).",
        },
      },
      description: "The outcome of an add; processed synchronously, so `status` is always `SUCCEEDED`.",
    },
    annotations: {
      title: "Add memories",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      "X-Memory-Key": "header",
      "PAYMENT-SIGNATURE": "header",
      "X-PAYMENT": "header",
      body: "body",
    },
  },
  {
    name: "memory_search",
    title: "Search memories",
    description:
      "Finds the caller's memories matching `query` among those the filters name, best first.\n\nPrice: USD 0.004 per call.",
    inputSchema: {
      type: "object",
      properties: {
        "X-Memory-Key": {
          type: "string",
          minLength: 16,
          maxLength: 256,
          description:
            "The caller's memory key: a secret of 16 to 256 characters that the caller chooses and keeps.\nMemories are private to it: another key sees, finds, lists and deletes none of them. The server\nstores only its SHA-256 hash and never logs it. Send it in `X-Memory-Key` (preferred: a query\nstring can end up in access logs) or as the `memory_key` member; both at once must be equal.",
        },
        "PAYMENT-SIGNATURE": {
          type: "string",
          maxLength: 16384,
          pattern:
            "^(?:[A-Za-z0-9+/_-]{4})*(?:[A-Za-z0-9+/_-]{4}|[A-Za-z0-9+/_-]{2}(?:==)?|[A-Za-z0-9+/_-]{3}=?)$",
          description:
            "x402 v2 payment: base64 JSON `PaymentPayload` signed by the payer's wallet. Not base64: 400;\nbase64 that holds no payment this route accepts: 402 with the terms and the reason.",
        },
        "X-PAYMENT": {
          type: "string",
          maxLength: 16384,
          pattern:
            "^(?:[A-Za-z0-9+/_-]{4})*(?:[A-Za-z0-9+/_-]{4}|[A-Za-z0-9+/_-]{2}(?:==)?|[A-Za-z0-9+/_-]{3}=?)$",
          description: "x402 v1 payment header, accepted for older clients; read as `PAYMENT-SIGNATURE` is.",
        },
        body: {
          type: "object",
          required: ["query", "filters"],
          properties: {
            memory_key: {
              type: "string",
              minLength: 16,
              maxLength: 256,
              description: "The memory key, unless sent in `X-Memory-Key`.",
            },
            query: {
              type: "string",
              minLength: 1,
              maxLength: 1000,
              description: "What to look for: 1 to 1,000 characters of plain text.",
            },
            filters: {
              type: "object",
              properties: {
                user_id: {
                  type: "string",
                  minLength: 1,
                  maxLength: 128,
                  pattern: "^[^\\u0000-\\u001F\\u007F]*$",
                  description:
                    "An entity id (`user_id`, `agent_id`, `app_id`, `run_id`): 1 to 128 characters.",
                },
                agent_id: {
                  type: "string",
                  minLength: 1,
                  maxLength: 128,
                  pattern: "^[^\\u0000-\\u001F\\u007F]*$",
                  description:
                    "An entity id (`user_id`, `agent_id`, `app_id`, `run_id`): 1 to 128 characters.",
                },
                app_id: {
                  type: "string",
                  minLength: 1,
                  maxLength: 128,
                  pattern: "^[^\\u0000-\\u001F\\u007F]*$",
                  description:
                    "An entity id (`user_id`, `agent_id`, `app_id`, `run_id`): 1 to 128 characters.",
                },
                run_id: {
                  type: "string",
                  minLength: 1,
                  maxLength: 128,
                  pattern: "^[^\\u0000-\\u001F\\u007F]*$",
                  description:
                    "An entity id (`user_id`, `agent_id`, `app_id`, `run_id`): 1 to 128 characters.",
                },
              },
              description: "Which memories: at least one entity id; `*` matches every value (and none).",
            },
            top_k: {
              type: "integer",
              format: "int32",
              minimum: 1,
              maximum: 100,
              description: "How many results at most, 1 to 100.",
              default: 10,
            },
            threshold: {
              type: "number",
              format: "double",
              minimum: 0,
              maximum: 1,
              description: "Results scoring below this are left out.",
              default: 0.1,
            },
          },
          description: "A search.",
          examples: [
            {
              query: "What food does Alice like?",
              filters: {
                user_id: "alice",
              },
              top_k: 5,
            },
          ],
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      required: ["results"],
      properties: {
        results: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "memory",
              "user_id",
              "agent_id",
              "app_id",
              "run_id",
              "role",
              "metadata",
              "created_at",
              "updated_at",
              "expires_at",
              "score",
              "score_breakdown",
            ],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a memory.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              memory: {
                type: "string",
              },
              user_id: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              agent_id: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              app_id: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              run_id: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              role: {
                type: "string",
                enum: ["user", "assistant"],
                description: "The role of the message it came from.",
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
              created_at: {
                type: "string",
                format: "date-time",
              },
              updated_at: {
                type: "string",
                format: "date-time",
              },
              expires_at: {
                type: "string",
                format: "date-time",
                description: "When the retention sweep deletes it (365 days after it was stored).",
              },
              score: {
                type: "number",
                format: "double",
                minimum: 0,
                maximum: 1,
                description:
                  "0 to 1. The lexical score is 0.7 × `fulltext` + 0.3 × `trigram` (`fulltext` alone without\npg_trgm); with `semantic`, the score is 0.5 × `semantic` + 0.5 × the lexical score.",
              },
              score_breakdown: {
                type: "object",
                required: ["fulltext", "trigram"],
                properties: {
                  fulltext: {
                    type: "number",
                    format: "double",
                    minimum: 0,
                    maximum: 1,
                    description:
                      "The share of the query's words (stemmed, stop words left out) the memory contains, 0 to 1.",
                  },
                  trigram: {
                    type: "number",
                    format: "double",
                    minimum: 0,
                    maximum: 1,
                    description:
                      "pg_trgm's `word_similarity(query, memory)`, 0 to 1; 0 when pg_trgm is absent.",
                  },
                  semantic: {
                    type: "number",
                    format: "double",
                    minimum: 0,
                    maximum: 1,
                    description:
                      "Only with an embeddings provider configured, for a memory embedded by the configured model:\ncosine similarity of the query's and the memory's embeddings, clamped to 0 to 1.",
                  },
                },
                description: "How a search score was made.",
              },
            },
            description: "A search hit.",
          },
        },
      },
      description: "Search hits, best first (newest first among equal scores).",
    },
    annotations: {
      title: "Search memories",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      "X-Memory-Key": "header",
      "PAYMENT-SIGNATURE": "header",
      "X-PAYMENT": "header",
      body: "body",
    },
  },
];
