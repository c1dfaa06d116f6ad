// Generated from spec/infra by codegen — run `npm run generate`. Do not edit.

import type { ToolDefinition } from "../../runtime/contract.js";

/** MCP tools of spec/infra: one per operation, run through the same pipeline as REST calls. */
export const infraTools: ToolDefinition[] = [
  {
    name: "create_api_key",
    title: "Create an API key",
    description: "Mints a key for a project (admin of its organization). The secret is in the answer only.",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          properties: {
            project_id: {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
            name: {
              type: "string",
              minLength: 1,
              maxLength: 100,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "A display name: 1 to 100 characters, no `<`, `>` or control characters.",
            },
          },
          required: ["project_id", "name"],
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      required: ["id", "project_id", "name", "start", "created_at", "last_used_at", "revoked_at", "key"],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        project_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        name: {
          type: "string",
        },
        start: {
          type: "string",
          description: "The key's first 20 characters (`sk_<appId>_` and 4 more), to tell keys apart.",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        last_used_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "When the key last authenticated a call (updated at most once a minute).",
        },
        revoked_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "When the key was revoked; a revoked key answers 401.",
        },
        key: {
          type: "string",
          description: "`sk_<appId>_<48 hex digits>`: send it as `X-API-Key`.",
        },
      },
      description: "A key just minted: `key` is the secret, shown this once and stored only as a hash.",
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
    description: "Revokes a key (admin); its next call answers 401. Revoking a revoked key changes nothing.",
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
    outputSchema: {
      type: "object",
      required: ["id", "project_id", "name", "start", "created_at", "last_used_at", "revoked_at"],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        project_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        name: {
          type: "string",
        },
        start: {
          type: "string",
          description: "The key's first 20 characters (`sk_<appId>_` and 4 more), to tell keys apart.",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        last_used_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "When the key last authenticated a call (updated at most once a minute).",
        },
        revoked_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "When the key was revoked; a revoked key answers 401.",
        },
      },
      description: "A project API key as listed: never its secret.",
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
    name: "list_ai_models",
    title: "List AI models",
    description: "Every model in the catalog, ordered by id (the whole catalog, no paging).",
    inputSchema: {
      type: "object",
      properties: {},
    },
    outputSchema: {
      type: "object",
      required: ["data"],
      properties: {
        data: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "name",
              "provider",
              "capabilities",
              "input_modalities",
              "output_modalities",
              "context_window",
              "max_output_tokens",
              "supports_tools",
              "supports_json_schema",
              "supports_streaming",
              "status",
              "deprecated_at",
              "description",
              "pricing",
            ],
            properties: {
              id: {
                type: "string",
                minLength: 1,
                maxLength: 100,
                pattern: "^[a-z0-9][a-z0-9._-]*$",
                description:
                  "A model's id: 1 to 100 characters, lower-case letters, digits, `.`, `_` and `-`, starting\nwith a letter or digit (no `/`, so it fits in one path segment).",
                examples: ["claude-sonnet-4-5"],
              },
              name: {
                type: "string",
                description: "A display name.",
              },
              provider: {
                type: "string",
                minLength: 1,
                maxLength: 100,
                pattern: "^[a-z0-9][a-z0-9-]*$",
                description: "Who makes the model (`anthropic`, `openai`, `google`, `cohere`…).",
              },
              capabilities: {
                type: "array",
                items: {
                  type: "string",
                  enum: [
                    "text_generation",
                    "reasoning",
                    "vision",
                    "embedding",
                    "rerank",
                    "moderation",
                    "transcription",
                    "speech",
                    "image_generation",
                    "image_editing",
                  ],
                  description:
                    "What a model is for, each named after the AI route family that will use it (our design: the\nseed lists the field without its values). A model may have several.",
                },
                minItems: 1,
                description: "What the model is for, at least one, no repeats.",
              },
              input_modalities: {
                type: "array",
                items: {
                  type: "string",
                  enum: ["text", "image", "audio", "video", "embedding"],
                  description:
                    "A kind of input or output (our design: the seed lists the fields without their values).\n`embedding` is a vector of numbers, an output of embedding models only.",
                },
                minItems: 1,
                description: "What the model reads, at least one, no repeats.",
              },
              output_modalities: {
                type: "array",
                items: {
                  type: "string",
                  enum: ["text", "image", "audio", "video", "embedding"],
                  description:
                    "A kind of input or output (our design: the seed lists the fields without their values).\n`embedding` is a vector of numbers, an output of embedding models only.",
                },
                minItems: 1,
                description: "What the model produces, at least one, no repeats.",
              },
              context_window: {
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
                description:
                  "The most tokens one call may hold, input and output together; null when not counted in tokens (image and audio models).",
              },
              max_output_tokens: {
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
                description:
                  "The most tokens one answer may hold; null when the model does not write tokens.",
              },
              supports_tools: {
                type: "boolean",
                description: "Takes tool (function) definitions and answers with tool calls.",
              },
              supports_json_schema: {
                type: "boolean",
                description: "Can be held to a JSON Schema for its answer (structured output).",
              },
              supports_streaming: {
                type: "boolean",
                description: "Can stream its answer as it is produced.",
              },
              status: {
                type: "string",
                enum: ["active", "preview", "deprecated"],
                description:
                  "Where a model stands in the catalog (our design: the seed lists the field without its values).",
              },
              deprecated_at: {
                anyOf: [
                  {
                    type: "string",
                    format: "date-time",
                  },
                  {
                    type: "null",
                  },
                ],
                description:
                  "When the model was (or will be) deprecated; set exactly when `status` is `deprecated`.",
              },
              description: {
                type: "string",
                description: "What the model is good at, in a sentence or two.",
              },
              pricing: {
                type: "object",
                required: [
                  "input_per_million_tokens",
                  "output_per_million_tokens",
                  "audio_minute",
                  "image_step",
                  "image_tile",
                  "per_request",
                ],
                properties: {
                  input_per_million_tokens: {
                    anyOf: [
                      {
                        type: "number",
                        format: "double",
                      },
                      {
                        type: "null",
                      },
                    ],
                    minimum: 0,
                    description: "Per million input tokens (text, and images or audio counted as tokens).",
                  },
                  output_per_million_tokens: {
                    anyOf: [
                      {
                        type: "number",
                        format: "double",
                      },
                      {
                        type: "null",
                      },
                    ],
                    minimum: 0,
                    description: "Per million output tokens, reasoning tokens included.",
                  },
                  audio_minute: {
                    anyOf: [
                      {
                        type: "number",
                        format: "double",
                      },
                      {
                        type: "null",
                      },
                    ],
                    minimum: 0,
                    description: "Per minute of audio in (transcription) or out (speech).",
                  },
                  image_step: {
                    anyOf: [
                      {
                        type: "number",
                        format: "double",
                      },
                      {
                        type: "null",
                      },
                    ],
                    minimum: 0,
                    description: "Image generation by diffusion: per denoising step of one image.",
                  },
                  image_tile: {
                    anyOf: [
                      {
                        type: "number",
                        format: "double",
                      },
                      {
                        type: "null",
                      },
                    ],
                    minimum: 0,
                    description: "Image input: per 512×512-pixel tile of a given image.",
                  },
                  per_request: {
                    anyOf: [
                      {
                        type: "number",
                        format: "double",
                      },
                      {
                        type: "null",
                      },
                    ],
                    minimum: 0,
                    description:
                      "A fixed price per call (a rerank search, a moderation check, one generated image).",
                  },
                },
                description:
                  "What a model costs, in US dollars, by the unit it is billed in. A member is null when the\nmodel is not billed by that unit; a model billed by none (a free one) has every member null.",
              },
            },
            description:
              "A model in this service's catalog: what it takes and gives, its limits, what it supports and\nwhat it costs. The catalog is a registry file read when the service starts — not a live list\nof any provider's models; names, limits and prices are the ones this service publishes.",
          },
        },
      },
      description: "The catalog: every model, ordered by id.",
    },
    annotations: {
      title: "List AI models",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {},
  },
  {
    name: "get_ai_model",
    title: "Get an AI model",
    description: "One model; 404 when the catalog has no model with this id.",
    inputSchema: {
      type: "object",
      properties: {
        model_id: {
          type: "string",
          minLength: 1,
          maxLength: 100,
          pattern: "^[a-z0-9][a-z0-9._-]*$",
          description:
            "A model's id: 1 to 100 characters, lower-case letters, digits, `.`, `_` and `-`, starting\nwith a letter or digit (no `/`, so it fits in one path segment).",
          examples: ["claude-sonnet-4-5"],
        },
      },
      required: ["model_id"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "name",
        "provider",
        "capabilities",
        "input_modalities",
        "output_modalities",
        "context_window",
        "max_output_tokens",
        "supports_tools",
        "supports_json_schema",
        "supports_streaming",
        "status",
        "deprecated_at",
        "description",
        "pricing",
      ],
      properties: {
        id: {
          type: "string",
          minLength: 1,
          maxLength: 100,
          pattern: "^[a-z0-9][a-z0-9._-]*$",
          description:
            "A model's id: 1 to 100 characters, lower-case letters, digits, `.`, `_` and `-`, starting\nwith a letter or digit (no `/`, so it fits in one path segment).",
          examples: ["claude-sonnet-4-5"],
        },
        name: {
          type: "string",
          description: "A display name.",
        },
        provider: {
          type: "string",
          minLength: 1,
          maxLength: 100,
          pattern: "^[a-z0-9][a-z0-9-]*$",
          description: "Who makes the model (`anthropic`, `openai`, `google`, `cohere`…).",
        },
        capabilities: {
          type: "array",
          items: {
            type: "string",
            enum: [
              "text_generation",
              "reasoning",
              "vision",
              "embedding",
              "rerank",
              "moderation",
              "transcription",
              "speech",
              "image_generation",
              "image_editing",
            ],
            description:
              "What a model is for, each named after the AI route family that will use it (our design: the\nseed lists the field without its values). A model may have several.",
          },
          minItems: 1,
          description: "What the model is for, at least one, no repeats.",
        },
        input_modalities: {
          type: "array",
          items: {
            type: "string",
            enum: ["text", "image", "audio", "video", "embedding"],
            description:
              "A kind of input or output (our design: the seed lists the fields without their values).\n`embedding` is a vector of numbers, an output of embedding models only.",
          },
          minItems: 1,
          description: "What the model reads, at least one, no repeats.",
        },
        output_modalities: {
          type: "array",
          items: {
            type: "string",
            enum: ["text", "image", "audio", "video", "embedding"],
            description:
              "A kind of input or output (our design: the seed lists the fields without their values).\n`embedding` is a vector of numbers, an output of embedding models only.",
          },
          minItems: 1,
          description: "What the model produces, at least one, no repeats.",
        },
        context_window: {
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
          description:
            "The most tokens one call may hold, input and output together; null when not counted in tokens (image and audio models).",
        },
        max_output_tokens: {
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
          description: "The most tokens one answer may hold; null when the model does not write tokens.",
        },
        supports_tools: {
          type: "boolean",
          description: "Takes tool (function) definitions and answers with tool calls.",
        },
        supports_json_schema: {
          type: "boolean",
          description: "Can be held to a JSON Schema for its answer (structured output).",
        },
        supports_streaming: {
          type: "boolean",
          description: "Can stream its answer as it is produced.",
        },
        status: {
          type: "string",
          enum: ["active", "preview", "deprecated"],
          description:
            "Where a model stands in the catalog (our design: the seed lists the field without its values).",
        },
        deprecated_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description:
            "When the model was (or will be) deprecated; set exactly when `status` is `deprecated`.",
        },
        description: {
          type: "string",
          description: "What the model is good at, in a sentence or two.",
        },
        pricing: {
          type: "object",
          required: [
            "input_per_million_tokens",
            "output_per_million_tokens",
            "audio_minute",
            "image_step",
            "image_tile",
            "per_request",
          ],
          properties: {
            input_per_million_tokens: {
              anyOf: [
                {
                  type: "number",
                  format: "double",
                },
                {
                  type: "null",
                },
              ],
              minimum: 0,
              description: "Per million input tokens (text, and images or audio counted as tokens).",
            },
            output_per_million_tokens: {
              anyOf: [
                {
                  type: "number",
                  format: "double",
                },
                {
                  type: "null",
                },
              ],
              minimum: 0,
              description: "Per million output tokens, reasoning tokens included.",
            },
            audio_minute: {
              anyOf: [
                {
                  type: "number",
                  format: "double",
                },
                {
                  type: "null",
                },
              ],
              minimum: 0,
              description: "Per minute of audio in (transcription) or out (speech).",
            },
            image_step: {
              anyOf: [
                {
                  type: "number",
                  format: "double",
                },
                {
                  type: "null",
                },
              ],
              minimum: 0,
              description: "Image generation by diffusion: per denoising step of one image.",
            },
            image_tile: {
              anyOf: [
                {
                  type: "number",
                  format: "double",
                },
                {
                  type: "null",
                },
              ],
              minimum: 0,
              description: "Image input: per 512×512-pixel tile of a given image.",
            },
            per_request: {
              anyOf: [
                {
                  type: "number",
                  format: "double",
                },
                {
                  type: "null",
                },
              ],
              minimum: 0,
              description:
                "A fixed price per call (a rerank search, a moderation check, one generated image).",
            },
          },
          description:
            "What a model costs, in US dollars, by the unit it is billed in. A member is null when the\nmodel is not billed by that unit; a model billed by none (a free one) has every member null.",
        },
      },
      description:
        "A model in this service's catalog: what it takes and gives, its limits, what it supports and\nwhat it costs. The catalog is a registry file read when the service starts — not a live list\nof any provider's models; names, limits and prices are the ones this service publishes.",
    },
    annotations: {
      title: "Get an AI model",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      model_id: "path",
    },
  },
  {
    name: "channel_publish_batch",
    title: "Publish messages",
    description: "Publishes up to 100 messages to any channels, all or nothing, in order.",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          properties: {
            messages: {
              type: "array",
              items: {
                type: "object",
                properties: {
                  channel: {
                    type: "string",
                    minLength: 1,
                    maxLength: 128,
                    pattern: "^(?:[A-Za-z0-9._:@-]*[A-Za-z0-9_:@-][A-Za-z0-9._:@-]*|\\.{3,})$",
                    description:
                      "A channel name: 1 to 128 letters, digits and `.`, `_`, `:`, `@`, `-`; not `.` or `..`.",
                    examples: ["orders:42"],
                  },
                  event: {
                    type: "string",
                    minLength: 1,
                    maxLength: 128,
                    pattern: "^[^\\u0000-\\u001F\\u007F]*$",
                    description: "An event name: 1 to 128 characters, no control characters.",
                  },
                  data: {
                    description: "Any JSON value, at most 64 KiB as sent.",
                  },
                  id: {
                    type: "string",
                    minLength: 1,
                    maxLength: 200,
                    pattern: "^[^\\u0000-\\u001F\\u007F]*$",
                    description:
                      "The publisher's own id for this message (1 to 200 characters): publishing the same id on\nthe channel again returns the first message instead of a second one.",
                  },
                  user_id: {
                    type: "string",
                    minLength: 1,
                    maxLength: 200,
                    pattern: "^[^\\u0000-\\u001F\\u007F]*$",
                    description: "Who sent it.",
                  },
                },
                required: ["channel", "event", "data"],
              },
              minItems: 1,
              maxItems: 100,
            },
          },
          required: ["messages"],
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      properties: {
        messages: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "channel", "event", "timestamp"],
            properties: {
              id: {
                type: "string",
                maxLength: 20,
                pattern: "^0*[0-9]{1,18}$",
                description: "The event id subscribers see (`id:` in the stream) and resume from.",
                examples: ["1024"],
              },
              channel: {
                type: "string",
              },
              event: {
                type: "string",
              },
              timestamp: {
                type: "string",
                format: "date-time",
              },
            },
            description: "A published message.",
          },
        },
      },
      required: ["messages"],
    },
    annotations: {
      title: "Publish messages",
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
    name: "channel_history",
    title: "Channel history",
    description: "The latest `limit` messages (before the event id `before`, when given), oldest first.",
    inputSchema: {
      type: "object",
      properties: {
        channel: {
          type: "string",
          minLength: 1,
          maxLength: 128,
          pattern: "^(?:[A-Za-z0-9._:@-]*[A-Za-z0-9_:@-][A-Za-z0-9._:@-]*|\\.{3,})$",
          description:
            "A channel name: 1 to 128 letters, digits and `.`, `_`, `:`, `@`, `-`; not `.` or `..`.",
          examples: ["orders:42"],
        },
        limit: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          default: 50,
          description: "Messages to return, 1 to 100.",
        },
        before: {
          type: "string",
          maxLength: 20,
          pattern: "^0*[0-9]{1,18}$",
          description: "Only messages published before this event id.",
          examples: ["1024"],
        },
      },
      required: ["channel"],
    },
    outputSchema: {
      type: "object",
      properties: {
        channel: {
          type: "string",
        },
        messages: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "event", "data", "user_id", "timestamp"],
            properties: {
              id: {
                type: "string",
                maxLength: 20,
                pattern: "^0*[0-9]{1,18}$",
                description:
                  "A server-assigned event id: a decimal number below 10^18 (leading zeros allowed), increasing\nin publish order.",
                examples: ["1024"],
              },
              event: {
                type: "string",
              },
              data: {},
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
              timestamp: {
                type: "string",
                format: "date-time",
              },
            },
            description: "A message in the history.",
          },
        },
      },
      required: ["channel", "messages"],
    },
    annotations: {
      title: "Channel history",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      channel: "path",
      limit: "query",
      before: "query",
    },
  },
  {
    name: "channel_presence",
    title: "Channel presence",
    description: "Who is subscribed with a `user_id` right now: one entry per user.",
    inputSchema: {
      type: "object",
      properties: {
        channel: {
          type: "string",
          minLength: 1,
          maxLength: 128,
          pattern: "^(?:[A-Za-z0-9._:@-]*[A-Za-z0-9_:@-][A-Za-z0-9._:@-]*|\\.{3,})$",
          description:
            "A channel name: 1 to 128 letters, digits and `.`, `_`, `:`, `@`, `-`; not `.` or `..`.",
          examples: ["orders:42"],
        },
      },
      required: ["channel"],
    },
    outputSchema: {
      type: "object",
      properties: {
        channel: {
          type: "string",
        },
        count: {
          type: "integer",
          format: "int32",
        },
        users: {
          type: "array",
          items: {
            type: "object",
            properties: {
              user_id: {
                type: "string",
              },
              joined_at: {
                type: "string",
                format: "date-time",
              },
            },
            required: ["user_id", "joined_at"],
          },
        },
      },
      required: ["channel", "count", "users"],
    },
    annotations: {
      title: "Channel presence",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      channel: "path",
    },
  },
  {
    name: "channel_publish",
    title: "Publish a message",
    description: "Publishes one message.",
    inputSchema: {
      type: "object",
      properties: {
        channel: {
          type: "string",
          minLength: 1,
          maxLength: 128,
          pattern: "^(?:[A-Za-z0-9._:@-]*[A-Za-z0-9_:@-][A-Za-z0-9._:@-]*|\\.{3,})$",
          description:
            "A channel name: 1 to 128 letters, digits and `.`, `_`, `:`, `@`, `-`; not `.` or `..`.",
          examples: ["orders:42"],
        },
        body: {
          type: "object",
          required: ["event", "data"],
          properties: {
            event: {
              type: "string",
              minLength: 1,
              maxLength: 128,
              pattern: "^[^\\u0000-\\u001F\\u007F]*$",
              description: "An event name: 1 to 128 characters, no control characters.",
            },
            data: {
              description: "Any JSON value, at most 64 KiB as sent.",
            },
            id: {
              type: "string",
              minLength: 1,
              maxLength: 200,
              pattern: "^[^\\u0000-\\u001F\\u007F]*$",
              description:
                "The publisher's own id for this message (1 to 200 characters): publishing the same id on\nthe channel again returns the first message instead of a second one.",
            },
            user_id: {
              type: "string",
              minLength: 1,
              maxLength: 200,
              pattern: "^[^\\u0000-\\u001F\\u007F]*$",
              description: "Who sent it.",
            },
          },
          description: "A message to publish.",
        },
      },
      required: ["channel", "body"],
    },
    outputSchema: {
      type: "object",
      required: ["id", "channel", "event", "timestamp"],
      properties: {
        id: {
          type: "string",
          maxLength: 20,
          pattern: "^0*[0-9]{1,18}$",
          description: "The event id subscribers see (`id:` in the stream) and resume from.",
          examples: ["1024"],
        },
        channel: {
          type: "string",
        },
        event: {
          type: "string",
        },
        timestamp: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A published message.",
    },
    annotations: {
      title: "Publish a message",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      channel: "path",
      body: "body",
    },
  },
  {
    name: "list_jobs",
    title: "List jobs",
    description: "The project's jobs, newest first.",
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
        status: {
          type: "string",
          enum: ["scheduled", "queued", "running", "completed", "failed", "cancelled"],
        },
        trigger_type: {
          type: "string",
          enum: ["task", "cron", "queue"],
        },
        queue: {
          type: "string",
          minLength: 1,
          maxLength: 128,
          pattern: "^[A-Za-z0-9._:-]+$",
          description: "A pull queue's name: 1 to 128 of letters, digits, `.`, `_`, `:` and `-`.",
          examples: ["emails"],
        },
      },
    },
    outputSchema: {
      type: "object",
      properties: {
        jobs: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "name",
              "trigger",
              "handler",
              "payload",
              "result",
              "status",
              "enabled",
              "priority",
              "attempt",
              "max_attempts",
              "timeout",
              "backoff",
              "callback_url",
              "idempotency_key",
              "error",
              "created_at",
              "run_at",
              "next_run_at",
              "last_run_at",
              "claimed_until",
              "completed_at",
            ],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
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
              trigger: {
                type: "object",
                oneOf: [
                  {
                    type: "object",
                    required: ["type"],
                    properties: {
                      type: {
                        type: "string",
                        enum: ["task"],
                      },
                      delay_seconds: {
                        type: "integer",
                        format: "int32",
                        minimum: 0,
                        maximum: 31536000,
                        default: 0,
                      },
                    },
                    description:
                      "Runs once, `delay_seconds` (default 0, at most a year) after it is created.",
                  },
                  {
                    type: "object",
                    required: ["type", "schedule"],
                    properties: {
                      type: {
                        type: "string",
                        enum: ["cron"],
                      },
                      schedule: {
                        type: "string",
                        minLength: 1,
                        maxLength: 200,
                        description:
                          "A five-field cron schedule: minute hour day-of-month month day-of-week.",
                        examples: ["*/15 * * * *"],
                      },
                      timezone: {
                        type: "string",
                        minLength: 1,
                        maxLength: 64,
                        pattern: "^[A-Za-z0-9_+/-]+$",
                        description: "An IANA time zone name (`UTC`, `Europe/Paris`).",
                        examples: ["Europe/Paris"],
                        default: "UTC",
                      },
                    },
                    description:
                      "Runs at every tick of a five-field cron `schedule` (minute hour day-of-month month day-of-week)\nin `timezone` (an IANA name, default `UTC`). A schedule or timezone that does not parse is a 400.",
                  },
                  {
                    type: "object",
                    required: ["type", "queue"],
                    properties: {
                      type: {
                        type: "string",
                        enum: ["queue"],
                      },
                      queue: {
                        type: "string",
                        minLength: 1,
                        maxLength: 128,
                        pattern: "^[A-Za-z0-9._:-]+$",
                        description:
                          "A pull queue's name: 1 to 128 of letters, digits, `.`, `_`, `:` and `-`.",
                        examples: ["emails"],
                      },
                    },
                    description:
                      "Waits in `queue` for a consumer to claim it (`POST /infra/jobs/claim`) and ack it; takes no handler.",
                  },
                ],
                discriminator: {
                  propertyName: "type",
                  mapping: {
                    task: "#/components/schemas/TaskTrigger",
                    cron: "#/components/schemas/CronTrigger",
                    queue: "#/components/schemas/QueueTrigger",
                  },
                },
                description: "When a job runs, told apart by `type`.",
              },
              handler: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              payload: {},
              result: {
                description:
                  "The handler's JSON answer or the consumer's ack `result`; null until completed.",
              },
              status: {
                type: "string",
                enum: ["scheduled", "queued", "running", "completed", "failed", "cancelled"],
              },
              enabled: {
                type: "boolean",
              },
              priority: {
                type: "integer",
                format: "int32",
              },
              attempt: {
                type: "integer",
                format: "int32",
                description: "Attempts made of the current run.",
              },
              max_attempts: {
                type: "integer",
                format: "int32",
              },
              timeout: {
                type: "integer",
                format: "int32",
                description: "Seconds one attempt may take.",
              },
              backoff: {
                type: "object",
                required: ["strategy", "delay_seconds"],
                properties: {
                  strategy: {
                    type: "string",
                    enum: ["fixed", "exponential"],
                  },
                  delay_seconds: {
                    type: "integer",
                    format: "int32",
                  },
                },
                description:
                  "The backoff a job applies: its create body's `backoff` with the defaults filled in.",
              },
              callback_url: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              idempotency_key: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              error: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
                description: "Why the latest attempt failed.",
              },
              created_at: {
                type: "string",
                format: "date-time",
              },
              run_at: {
                anyOf: [
                  {
                    type: "string",
                    format: "date-time",
                  },
                  {
                    type: "null",
                  },
                ],
                description: "When the current run is due.",
              },
              next_run_at: {
                anyOf: [
                  {
                    type: "string",
                    format: "date-time",
                  },
                  {
                    type: "null",
                  },
                ],
                description: "Cron jobs: the next tick.",
              },
              last_run_at: {
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
              claimed_until: {
                anyOf: [
                  {
                    type: "string",
                    format: "date-time",
                  },
                  {
                    type: "null",
                  },
                ],
                description: "While running: the lease's end.",
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
            },
            description:
              "A job: one unit of work run by POSTing its payload to `handler` (task and cron jobs) or claimed\nby a consumer (queue jobs). Status: `scheduled` (waits for `run_at` or the next cron tick),\n`queued` (ready), `running` (a handler call or a consumer's claim is in flight until\n`claimed_until`), `completed`, `failed`, `cancelled` — our design: the seed does not show them.",
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
        },
      },
      required: ["jobs", "next_cursor"],
    },
    annotations: {
      title: "List jobs",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      limit: "query",
      cursor: "query",
      status: "query",
      trigger_type: "query",
      queue: "query",
    },
  },
  {
    name: "create_job",
    title: "Create a job",
    description:
      "Creates a job (with its `signing_secret`). With an `idempotency_key` already used, answers\nthat job instead, without the secret and with `Idempotent-Replayed: true`.",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          anyOf: [
            {
              type: "object",
              required: ["trigger", "handler", "payload"],
              properties: {
                trigger: {
                  type: "object",
                  required: ["type"],
                  properties: {
                    type: {
                      type: "string",
                      enum: ["task"],
                    },
                    delay_seconds: {
                      type: "integer",
                      format: "int32",
                      minimum: 0,
                      maximum: 31536000,
                      default: 0,
                    },
                  },
                  description: "Runs once, `delay_seconds` (default 0, at most a year) after it is created.",
                },
                handler: {
                  type: "string",
                  maxLength: 2048,
                  pattern:
                    "^https?://(?:(?:[A-Za-z0-9_-]+\\.)*[A-Za-z][A-Za-z0-9_-]*\\.?|(?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9]))(?::(?:6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[0-9]{1,4}))?(?:[/?#][^\\s\\x00-\\x1f\\x7f]*)?$",
                  description:
                    "POSTed `{job_id, run_id, attempt, payload}`, signed with the job's `signing_secret`.",
                  examples: ["https://example.com/hooks/infra"],
                },
                payload: {
                  description: "Any JSON value, at most 256 KiB as JSON.",
                },
                idempotency_key: {
                  type: "string",
                  minLength: 1,
                  maxLength: 255,
                  pattern: "^[^\\u0000-\\u001F\\u007F]*$",
                  description:
                    "A second create with the same key answers the first job (200) instead of creating one.",
                },
                name: {
                  type: "string",
                  minLength: 1,
                  maxLength: 200,
                  pattern: "^[^\\u0000-\\u001F\\u007F]*$",
                },
                timeout: {
                  type: "integer",
                  format: "int32",
                  minimum: 1,
                  maximum: 3600,
                  default: 30,
                },
                max_attempts: {
                  type: "integer",
                  format: "int32",
                  minimum: 1,
                  maximum: 100,
                  default: 3,
                },
                backoff: {
                  type: "object",
                  properties: {
                    strategy: {
                      type: "string",
                      enum: ["fixed", "exponential"],
                      default: "exponential",
                    },
                    delay_seconds: {
                      type: "integer",
                      format: "int32",
                      minimum: 1,
                      maximum: 86400,
                      default: 10,
                    },
                  },
                  description:
                    "Waits between failed attempts: `fixed` (always `delay_seconds`) or `exponential` (doubling from it).",
                },
                priority: {
                  type: "integer",
                  format: "int32",
                  minimum: -1000,
                  maximum: 1000,
                  description: "Higher runs (and is claimed) first.",
                  default: 0,
                },
                callback_url: {
                  type: "string",
                  maxLength: 2048,
                  pattern:
                    "^https?://(?:(?:[A-Za-z0-9_-]+\\.)*[A-Za-z][A-Za-z0-9_-]*\\.?|(?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9]))(?::(?:6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[0-9]{1,4}))?(?:[/?#][^\\s\\x00-\\x1f\\x7f]*)?$",
                  description:
                    "POSTed a signed `{job_id, status, result, error, attempt}` when the job completes or fails.",
                  examples: ["https://example.com/hooks/infra"],
                },
                enabled: {
                  type: "boolean",
                  default: true,
                },
              },
              description: "A task job: its `handler` is called once, `delay_seconds` after it is created.",
            },
            {
              type: "object",
              required: ["trigger", "handler", "payload"],
              properties: {
                trigger: {
                  type: "object",
                  required: ["type", "schedule"],
                  properties: {
                    type: {
                      type: "string",
                      enum: ["cron"],
                    },
                    schedule: {
                      type: "string",
                      minLength: 1,
                      maxLength: 200,
                      description: "A five-field cron schedule: minute hour day-of-month month day-of-week.",
                      examples: ["*/15 * * * *"],
                    },
                    timezone: {
                      type: "string",
                      minLength: 1,
                      maxLength: 64,
                      pattern: "^[A-Za-z0-9_+/-]+$",
                      description: "An IANA time zone name (`UTC`, `Europe/Paris`).",
                      examples: ["Europe/Paris"],
                      default: "UTC",
                    },
                  },
                  description:
                    "Runs at every tick of a five-field cron `schedule` (minute hour day-of-month month day-of-week)\nin `timezone` (an IANA name, default `UTC`). A schedule or timezone that does not parse is a 400.",
                },
                handler: {
                  type: "string",
                  maxLength: 2048,
                  pattern:
                    "^https?://(?:(?:[A-Za-z0-9_-]+\\.)*[A-Za-z][A-Za-z0-9_-]*\\.?|(?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9]))(?::(?:6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[0-9]{1,4}))?(?:[/?#][^\\s\\x00-\\x1f\\x7f]*)?$",
                  description:
                    "POSTed `{job_id, run_id, attempt, payload}`, signed with the job's `signing_secret`.",
                  examples: ["https://example.com/hooks/infra"],
                },
                payload: {
                  description: "Any JSON value, at most 256 KiB as JSON.",
                },
                idempotency_key: {
                  type: "string",
                  minLength: 1,
                  maxLength: 255,
                  pattern: "^[^\\u0000-\\u001F\\u007F]*$",
                  description:
                    "A second create with the same key answers the first job (200) instead of creating one.",
                },
                name: {
                  type: "string",
                  minLength: 1,
                  maxLength: 200,
                  pattern: "^[^\\u0000-\\u001F\\u007F]*$",
                },
                timeout: {
                  type: "integer",
                  format: "int32",
                  minimum: 1,
                  maximum: 3600,
                  default: 30,
                },
                max_attempts: {
                  type: "integer",
                  format: "int32",
                  minimum: 1,
                  maximum: 100,
                  default: 3,
                },
                backoff: {
                  type: "object",
                  properties: {
                    strategy: {
                      type: "string",
                      enum: ["fixed", "exponential"],
                      default: "exponential",
                    },
                    delay_seconds: {
                      type: "integer",
                      format: "int32",
                      minimum: 1,
                      maximum: 86400,
                      default: 10,
                    },
                  },
                  description:
                    "Waits between failed attempts: `fixed` (always `delay_seconds`) or `exponential` (doubling from it).",
                },
                priority: {
                  type: "integer",
                  format: "int32",
                  minimum: -1000,
                  maximum: 1000,
                  description: "Higher runs (and is claimed) first.",
                  default: 0,
                },
                callback_url: {
                  type: "string",
                  maxLength: 2048,
                  pattern:
                    "^https?://(?:(?:[A-Za-z0-9_-]+\\.)*[A-Za-z][A-Za-z0-9_-]*\\.?|(?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9]))(?::(?:6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[0-9]{1,4}))?(?:[/?#][^\\s\\x00-\\x1f\\x7f]*)?$",
                  description:
                    "POSTed a signed `{job_id, status, result, error, attempt}` when the job completes or fails.",
                  examples: ["https://example.com/hooks/infra"],
                },
                enabled: {
                  type: "boolean",
                  default: true,
                },
              },
              description: "A cron job: its `handler` is called at every tick of the schedule.",
            },
            {
              type: "object",
              required: ["trigger", "payload"],
              properties: {
                trigger: {
                  type: "object",
                  required: ["type", "queue"],
                  properties: {
                    type: {
                      type: "string",
                      enum: ["queue"],
                    },
                    queue: {
                      type: "string",
                      minLength: 1,
                      maxLength: 128,
                      pattern: "^[A-Za-z0-9._:-]+$",
                      description: "A pull queue's name: 1 to 128 of letters, digits, `.`, `_`, `:` and `-`.",
                      examples: ["emails"],
                    },
                  },
                  description:
                    "Waits in `queue` for a consumer to claim it (`POST /infra/jobs/claim`) and ack it; takes no handler.",
                },
                handler: {
                  description: "Not taken: a queue job is claimed by consumers, not called.",
                  not: {},
                },
                payload: {
                  description: "Any JSON value, at most 256 KiB as JSON.",
                },
                idempotency_key: {
                  type: "string",
                  minLength: 1,
                  maxLength: 255,
                  pattern: "^[^\\u0000-\\u001F\\u007F]*$",
                  description:
                    "A second create with the same key answers the first job (200) instead of creating one.",
                },
                name: {
                  type: "string",
                  minLength: 1,
                  maxLength: 200,
                  pattern: "^[^\\u0000-\\u001F\\u007F]*$",
                },
                timeout: {
                  type: "integer",
                  format: "int32",
                  minimum: 1,
                  maximum: 3600,
                  default: 30,
                },
                max_attempts: {
                  type: "integer",
                  format: "int32",
                  minimum: 1,
                  maximum: 100,
                  default: 3,
                },
                backoff: {
                  type: "object",
                  properties: {
                    strategy: {
                      type: "string",
                      enum: ["fixed", "exponential"],
                      default: "exponential",
                    },
                    delay_seconds: {
                      type: "integer",
                      format: "int32",
                      minimum: 1,
                      maximum: 86400,
                      default: 10,
                    },
                  },
                  description:
                    "Waits between failed attempts: `fixed` (always `delay_seconds`) or `exponential` (doubling from it).",
                },
                priority: {
                  type: "integer",
                  format: "int32",
                  minimum: -1000,
                  maximum: 1000,
                  description: "Higher runs (and is claimed) first.",
                  default: 0,
                },
                callback_url: {
                  type: "string",
                  maxLength: 2048,
                  pattern:
                    "^https?://(?:(?:[A-Za-z0-9_-]+\\.)*[A-Za-z][A-Za-z0-9_-]*\\.?|(?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9]))(?::(?:6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[0-9]{1,4}))?(?:[/?#][^\\s\\x00-\\x1f\\x7f]*)?$",
                  description:
                    "POSTed a signed `{job_id, status, result, error, attempt}` when the job completes or fails.",
                  examples: ["https://example.com/hooks/infra"],
                },
                enabled: {
                  type: "boolean",
                  default: true,
                },
              },
              description: "A queue job: waits for a consumer to claim it; it takes no `handler`.",
            },
          ],
          description:
            "Fields of a new job, by `trigger.type`: task and cron jobs need a `handler`, queue jobs refuse\none. Exactly one variant fits a body, told apart by `trigger.type`.",
        },
      },
      required: ["body"],
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
                "name",
                "trigger",
                "handler",
                "payload",
                "result",
                "status",
                "enabled",
                "priority",
                "attempt",
                "max_attempts",
                "timeout",
                "backoff",
                "callback_url",
                "idempotency_key",
                "error",
                "created_at",
                "run_at",
                "next_run_at",
                "last_run_at",
                "claimed_until",
                "completed_at",
                "signing_secret",
              ],
              properties: {
                id: {
                  type: "string",
                  format: "uuid",
                  description: "A UUID naming a record.",
                  examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
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
                trigger: {
                  type: "object",
                  oneOf: [
                    {
                      type: "object",
                      required: ["type"],
                      properties: {
                        type: {
                          type: "string",
                          enum: ["task"],
                        },
                        delay_seconds: {
                          type: "integer",
                          format: "int32",
                          minimum: 0,
                          maximum: 31536000,
                          default: 0,
                        },
                      },
                      description:
                        "Runs once, `delay_seconds` (default 0, at most a year) after it is created.",
                    },
                    {
                      type: "object",
                      required: ["type", "schedule"],
                      properties: {
                        type: {
                          type: "string",
                          enum: ["cron"],
                        },
                        schedule: {
                          type: "string",
                          minLength: 1,
                          maxLength: 200,
                          description:
                            "A five-field cron schedule: minute hour day-of-month month day-of-week.",
                          examples: ["*/15 * * * *"],
                        },
                        timezone: {
                          type: "string",
                          minLength: 1,
                          maxLength: 64,
                          pattern: "^[A-Za-z0-9_+/-]+$",
                          description: "An IANA time zone name (`UTC`, `Europe/Paris`).",
                          examples: ["Europe/Paris"],
                          default: "UTC",
                        },
                      },
                      description:
                        "Runs at every tick of a five-field cron `schedule` (minute hour day-of-month month day-of-week)\nin `timezone` (an IANA name, default `UTC`). A schedule or timezone that does not parse is a 400.",
                    },
                    {
                      type: "object",
                      required: ["type", "queue"],
                      properties: {
                        type: {
                          type: "string",
                          enum: ["queue"],
                        },
                        queue: {
                          type: "string",
                          minLength: 1,
                          maxLength: 128,
                          pattern: "^[A-Za-z0-9._:-]+$",
                          description:
                            "A pull queue's name: 1 to 128 of letters, digits, `.`, `_`, `:` and `-`.",
                          examples: ["emails"],
                        },
                      },
                      description:
                        "Waits in `queue` for a consumer to claim it (`POST /infra/jobs/claim`) and ack it; takes no handler.",
                    },
                  ],
                  discriminator: {
                    propertyName: "type",
                    mapping: {
                      task: "#/components/schemas/TaskTrigger",
                      cron: "#/components/schemas/CronTrigger",
                      queue: "#/components/schemas/QueueTrigger",
                    },
                  },
                  description: "When a job runs, told apart by `type`.",
                },
                handler: {
                  anyOf: [
                    {
                      type: "string",
                    },
                    {
                      type: "null",
                    },
                  ],
                },
                payload: {},
                result: {
                  description:
                    "The handler's JSON answer or the consumer's ack `result`; null until completed.",
                },
                status: {
                  type: "string",
                  enum: ["scheduled", "queued", "running", "completed", "failed", "cancelled"],
                },
                enabled: {
                  type: "boolean",
                },
                priority: {
                  type: "integer",
                  format: "int32",
                },
                attempt: {
                  type: "integer",
                  format: "int32",
                  description: "Attempts made of the current run.",
                },
                max_attempts: {
                  type: "integer",
                  format: "int32",
                },
                timeout: {
                  type: "integer",
                  format: "int32",
                  description: "Seconds one attempt may take.",
                },
                backoff: {
                  type: "object",
                  required: ["strategy", "delay_seconds"],
                  properties: {
                    strategy: {
                      type: "string",
                      enum: ["fixed", "exponential"],
                    },
                    delay_seconds: {
                      type: "integer",
                      format: "int32",
                    },
                  },
                  description:
                    "The backoff a job applies: its create body's `backoff` with the defaults filled in.",
                },
                callback_url: {
                  anyOf: [
                    {
                      type: "string",
                    },
                    {
                      type: "null",
                    },
                  ],
                },
                idempotency_key: {
                  anyOf: [
                    {
                      type: "string",
                    },
                    {
                      type: "null",
                    },
                  ],
                },
                error: {
                  anyOf: [
                    {
                      type: "string",
                    },
                    {
                      type: "null",
                    },
                  ],
                  description: "Why the latest attempt failed.",
                },
                created_at: {
                  type: "string",
                  format: "date-time",
                },
                run_at: {
                  anyOf: [
                    {
                      type: "string",
                      format: "date-time",
                    },
                    {
                      type: "null",
                    },
                  ],
                  description: "When the current run is due.",
                },
                next_run_at: {
                  anyOf: [
                    {
                      type: "string",
                      format: "date-time",
                    },
                    {
                      type: "null",
                    },
                  ],
                  description: "Cron jobs: the next tick.",
                },
                last_run_at: {
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
                claimed_until: {
                  anyOf: [
                    {
                      type: "string",
                      format: "date-time",
                    },
                    {
                      type: "null",
                    },
                  ],
                  description: "While running: the lease's end.",
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
                signing_secret: {
                  type: "string",
                  description:
                    "Verify handler and callback calls with it (any Standard Webhooks library); shown only now.",
                },
              },
              description:
                "A job just created: `signing_secret` signs its handler and callback calls and is shown this once.",
            },
            {
              type: "object",
              required: [
                "id",
                "name",
                "trigger",
                "handler",
                "payload",
                "result",
                "status",
                "enabled",
                "priority",
                "attempt",
                "max_attempts",
                "timeout",
                "backoff",
                "callback_url",
                "idempotency_key",
                "error",
                "created_at",
                "run_at",
                "next_run_at",
                "last_run_at",
                "claimed_until",
                "completed_at",
              ],
              properties: {
                id: {
                  type: "string",
                  format: "uuid",
                  description: "A UUID naming a record.",
                  examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
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
                trigger: {
                  type: "object",
                  oneOf: [
                    {
                      type: "object",
                      required: ["type"],
                      properties: {
                        type: {
                          type: "string",
                          enum: ["task"],
                        },
                        delay_seconds: {
                          type: "integer",
                          format: "int32",
                          minimum: 0,
                          maximum: 31536000,
                          default: 0,
                        },
                      },
                      description:
                        "Runs once, `delay_seconds` (default 0, at most a year) after it is created.",
                    },
                    {
                      type: "object",
                      required: ["type", "schedule"],
                      properties: {
                        type: {
                          type: "string",
                          enum: ["cron"],
                        },
                        schedule: {
                          type: "string",
                          minLength: 1,
                          maxLength: 200,
                          description:
                            "A five-field cron schedule: minute hour day-of-month month day-of-week.",
                          examples: ["*/15 * * * *"],
                        },
                        timezone: {
                          type: "string",
                          minLength: 1,
                          maxLength: 64,
                          pattern: "^[A-Za-z0-9_+/-]+$",
                          description: "An IANA time zone name (`UTC`, `Europe/Paris`).",
                          examples: ["Europe/Paris"],
                          default: "UTC",
                        },
                      },
                      description:
                        "Runs at every tick of a five-field cron `schedule` (minute hour day-of-month month day-of-week)\nin `timezone` (an IANA name, default `UTC`). A schedule or timezone that does not parse is a 400.",
                    },
                    {
                      type: "object",
                      required: ["type", "queue"],
                      properties: {
                        type: {
                          type: "string",
                          enum: ["queue"],
                        },
                        queue: {
                          type: "string",
                          minLength: 1,
                          maxLength: 128,
                          pattern: "^[A-Za-z0-9._:-]+$",
                          description:
                            "A pull queue's name: 1 to 128 of letters, digits, `.`, `_`, `:` and `-`.",
                          examples: ["emails"],
                        },
                      },
                      description:
                        "Waits in `queue` for a consumer to claim it (`POST /infra/jobs/claim`) and ack it; takes no handler.",
                    },
                  ],
                  discriminator: {
                    propertyName: "type",
                    mapping: {
                      task: "#/components/schemas/TaskTrigger",
                      cron: "#/components/schemas/CronTrigger",
                      queue: "#/components/schemas/QueueTrigger",
                    },
                  },
                  description: "When a job runs, told apart by `type`.",
                },
                handler: {
                  anyOf: [
                    {
                      type: "string",
                    },
                    {
                      type: "null",
                    },
                  ],
                },
                payload: {},
                result: {
                  description:
                    "The handler's JSON answer or the consumer's ack `result`; null until completed.",
                },
                status: {
                  type: "string",
                  enum: ["scheduled", "queued", "running", "completed", "failed", "cancelled"],
                },
                enabled: {
                  type: "boolean",
                },
                priority: {
                  type: "integer",
                  format: "int32",
                },
                attempt: {
                  type: "integer",
                  format: "int32",
                  description: "Attempts made of the current run.",
                },
                max_attempts: {
                  type: "integer",
                  format: "int32",
                },
                timeout: {
                  type: "integer",
                  format: "int32",
                  description: "Seconds one attempt may take.",
                },
                backoff: {
                  type: "object",
                  required: ["strategy", "delay_seconds"],
                  properties: {
                    strategy: {
                      type: "string",
                      enum: ["fixed", "exponential"],
                    },
                    delay_seconds: {
                      type: "integer",
                      format: "int32",
                    },
                  },
                  description:
                    "The backoff a job applies: its create body's `backoff` with the defaults filled in.",
                },
                callback_url: {
                  anyOf: [
                    {
                      type: "string",
                    },
                    {
                      type: "null",
                    },
                  ],
                },
                idempotency_key: {
                  anyOf: [
                    {
                      type: "string",
                    },
                    {
                      type: "null",
                    },
                  ],
                },
                error: {
                  anyOf: [
                    {
                      type: "string",
                    },
                    {
                      type: "null",
                    },
                  ],
                  description: "Why the latest attempt failed.",
                },
                created_at: {
                  type: "string",
                  format: "date-time",
                },
                run_at: {
                  anyOf: [
                    {
                      type: "string",
                      format: "date-time",
                    },
                    {
                      type: "null",
                    },
                  ],
                  description: "When the current run is due.",
                },
                next_run_at: {
                  anyOf: [
                    {
                      type: "string",
                      format: "date-time",
                    },
                    {
                      type: "null",
                    },
                  ],
                  description: "Cron jobs: the next tick.",
                },
                last_run_at: {
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
                claimed_until: {
                  anyOf: [
                    {
                      type: "string",
                      format: "date-time",
                    },
                    {
                      type: "null",
                    },
                  ],
                  description: "While running: the lease's end.",
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
              },
              description:
                "A job: one unit of work run by POSTing its payload to `handler` (task and cron jobs) or claimed\nby a consumer (queue jobs). Status: `scheduled` (waits for `run_at` or the next cron tick),\n`queued` (ready), `running` (a handler call or a consumer's claim is in flight until\n`claimed_until`), `completed`, `failed`, `cancelled` — our design: the seed does not show them.",
            },
          ],
        },
      },
      required: ["result"],
    },
    wrapsOutput: true,
    annotations: {
      title: "Create a job",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: true,
    },
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "create_jobs_batch",
    title: "Create jobs",
    description:
      "Creates 1 to 100 jobs, all or none: one invalid job refuses the batch (400 naming it). Jobs\nwith one idempotency key, in the batch or before it, resolve to one job.",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          properties: {
            jobs: {
              type: "array",
              items: {
                anyOf: [
                  {
                    type: "object",
                    required: ["trigger", "handler", "payload"],
                    properties: {
                      trigger: {
                        type: "object",
                        required: ["type"],
                        properties: {
                          type: {
                            type: "string",
                            enum: ["task"],
                          },
                          delay_seconds: {
                            type: "integer",
                            format: "int32",
                            minimum: 0,
                            maximum: 31536000,
                            default: 0,
                          },
                        },
                        description:
                          "Runs once, `delay_seconds` (default 0, at most a year) after it is created.",
                      },
                      handler: {
                        type: "string",
                        maxLength: 2048,
                        pattern:
                          "^https?://(?:(?:[A-Za-z0-9_-]+\\.)*[A-Za-z][A-Za-z0-9_-]*\\.?|(?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9]))(?::(?:6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[0-9]{1,4}))?(?:[/?#][^\\s\\x00-\\x1f\\x7f]*)?$",
                        description:
                          "POSTed `{job_id, run_id, attempt, payload}`, signed with the job's `signing_secret`.",
                        examples: ["https://example.com/hooks/infra"],
                      },
                      payload: {
                        description: "Any JSON value, at most 256 KiB as JSON.",
                      },
                      idempotency_key: {
                        type: "string",
                        minLength: 1,
                        maxLength: 255,
                        pattern: "^[^\\u0000-\\u001F\\u007F]*$",
                        description:
                          "A second create with the same key answers the first job (200) instead of creating one.",
                      },
                      name: {
                        type: "string",
                        minLength: 1,
                        maxLength: 200,
                        pattern: "^[^\\u0000-\\u001F\\u007F]*$",
                      },
                      timeout: {
                        type: "integer",
                        format: "int32",
                        minimum: 1,
                        maximum: 3600,
                        default: 30,
                      },
                      max_attempts: {
                        type: "integer",
                        format: "int32",
                        minimum: 1,
                        maximum: 100,
                        default: 3,
                      },
                      backoff: {
                        type: "object",
                        properties: {
                          strategy: {
                            type: "string",
                            enum: ["fixed", "exponential"],
                            default: "exponential",
                          },
                          delay_seconds: {
                            type: "integer",
                            format: "int32",
                            minimum: 1,
                            maximum: 86400,
                            default: 10,
                          },
                        },
                        description:
                          "Waits between failed attempts: `fixed` (always `delay_seconds`) or `exponential` (doubling from it).",
                      },
                      priority: {
                        type: "integer",
                        format: "int32",
                        minimum: -1000,
                        maximum: 1000,
                        description: "Higher runs (and is claimed) first.",
                        default: 0,
                      },
                      callback_url: {
                        type: "string",
                        maxLength: 2048,
                        pattern:
                          "^https?://(?:(?:[A-Za-z0-9_-]+\\.)*[A-Za-z][A-Za-z0-9_-]*\\.?|(?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9]))(?::(?:6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[0-9]{1,4}))?(?:[/?#][^\\s\\x00-\\x1f\\x7f]*)?$",
                        description:
                          "POSTed a signed `{job_id, status, result, error, attempt}` when the job completes or fails.",
                        examples: ["https://example.com/hooks/infra"],
                      },
                      enabled: {
                        type: "boolean",
                        default: true,
                      },
                    },
                    description:
                      "A task job: its `handler` is called once, `delay_seconds` after it is created.",
                  },
                  {
                    type: "object",
                    required: ["trigger", "handler", "payload"],
                    properties: {
                      trigger: {
                        type: "object",
                        required: ["type", "schedule"],
                        properties: {
                          type: {
                            type: "string",
                            enum: ["cron"],
                          },
                          schedule: {
                            type: "string",
                            minLength: 1,
                            maxLength: 200,
                            description:
                              "A five-field cron schedule: minute hour day-of-month month day-of-week.",
                            examples: ["*/15 * * * *"],
                          },
                          timezone: {
                            type: "string",
                            minLength: 1,
                            maxLength: 64,
                            pattern: "^[A-Za-z0-9_+/-]+$",
                            description: "An IANA time zone name (`UTC`, `Europe/Paris`).",
                            examples: ["Europe/Paris"],
                            default: "UTC",
                          },
                        },
                        description:
                          "Runs at every tick of a five-field cron `schedule` (minute hour day-of-month month day-of-week)\nin `timezone` (an IANA name, default `UTC`). A schedule or timezone that does not parse is a 400.",
                      },
                      handler: {
                        type: "string",
                        maxLength: 2048,
                        pattern:
                          "^https?://(?:(?:[A-Za-z0-9_-]+\\.)*[A-Za-z][A-Za-z0-9_-]*\\.?|(?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9]))(?::(?:6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[0-9]{1,4}))?(?:[/?#][^\\s\\x00-\\x1f\\x7f]*)?$",
                        description:
                          "POSTed `{job_id, run_id, attempt, payload}`, signed with the job's `signing_secret`.",
                        examples: ["https://example.com/hooks/infra"],
                      },
                      payload: {
                        description: "Any JSON value, at most 256 KiB as JSON.",
                      },
                      idempotency_key: {
                        type: "string",
                        minLength: 1,
                        maxLength: 255,
                        pattern: "^[^\\u0000-\\u001F\\u007F]*$",
                        description:
                          "A second create with the same key answers the first job (200) instead of creating one.",
                      },
                      name: {
                        type: "string",
                        minLength: 1,
                        maxLength: 200,
                        pattern: "^[^\\u0000-\\u001F\\u007F]*$",
                      },
                      timeout: {
                        type: "integer",
                        format: "int32",
                        minimum: 1,
                        maximum: 3600,
                        default: 30,
                      },
                      max_attempts: {
                        type: "integer",
                        format: "int32",
                        minimum: 1,
                        maximum: 100,
                        default: 3,
                      },
                      backoff: {
                        type: "object",
                        properties: {
                          strategy: {
                            type: "string",
                            enum: ["fixed", "exponential"],
                            default: "exponential",
                          },
                          delay_seconds: {
                            type: "integer",
                            format: "int32",
                            minimum: 1,
                            maximum: 86400,
                            default: 10,
                          },
                        },
                        description:
                          "Waits between failed attempts: `fixed` (always `delay_seconds`) or `exponential` (doubling from it).",
                      },
                      priority: {
                        type: "integer",
                        format: "int32",
                        minimum: -1000,
                        maximum: 1000,
                        description: "Higher runs (and is claimed) first.",
                        default: 0,
                      },
                      callback_url: {
                        type: "string",
                        maxLength: 2048,
                        pattern:
                          "^https?://(?:(?:[A-Za-z0-9_-]+\\.)*[A-Za-z][A-Za-z0-9_-]*\\.?|(?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9]))(?::(?:6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[0-9]{1,4}))?(?:[/?#][^\\s\\x00-\\x1f\\x7f]*)?$",
                        description:
                          "POSTed a signed `{job_id, status, result, error, attempt}` when the job completes or fails.",
                        examples: ["https://example.com/hooks/infra"],
                      },
                      enabled: {
                        type: "boolean",
                        default: true,
                      },
                    },
                    description: "A cron job: its `handler` is called at every tick of the schedule.",
                  },
                  {
                    type: "object",
                    required: ["trigger", "payload"],
                    properties: {
                      trigger: {
                        type: "object",
                        required: ["type", "queue"],
                        properties: {
                          type: {
                            type: "string",
                            enum: ["queue"],
                          },
                          queue: {
                            type: "string",
                            minLength: 1,
                            maxLength: 128,
                            pattern: "^[A-Za-z0-9._:-]+$",
                            description:
                              "A pull queue's name: 1 to 128 of letters, digits, `.`, `_`, `:` and `-`.",
                            examples: ["emails"],
                          },
                        },
                        description:
                          "Waits in `queue` for a consumer to claim it (`POST /infra/jobs/claim`) and ack it; takes no handler.",
                      },
                      handler: {
                        description: "Not taken: a queue job is claimed by consumers, not called.",
                        not: {},
                      },
                      payload: {
                        description: "Any JSON value, at most 256 KiB as JSON.",
                      },
                      idempotency_key: {
                        type: "string",
                        minLength: 1,
                        maxLength: 255,
                        pattern: "^[^\\u0000-\\u001F\\u007F]*$",
                        description:
                          "A second create with the same key answers the first job (200) instead of creating one.",
                      },
                      name: {
                        type: "string",
                        minLength: 1,
                        maxLength: 200,
                        pattern: "^[^\\u0000-\\u001F\\u007F]*$",
                      },
                      timeout: {
                        type: "integer",
                        format: "int32",
                        minimum: 1,
                        maximum: 3600,
                        default: 30,
                      },
                      max_attempts: {
                        type: "integer",
                        format: "int32",
                        minimum: 1,
                        maximum: 100,
                        default: 3,
                      },
                      backoff: {
                        type: "object",
                        properties: {
                          strategy: {
                            type: "string",
                            enum: ["fixed", "exponential"],
                            default: "exponential",
                          },
                          delay_seconds: {
                            type: "integer",
                            format: "int32",
                            minimum: 1,
                            maximum: 86400,
                            default: 10,
                          },
                        },
                        description:
                          "Waits between failed attempts: `fixed` (always `delay_seconds`) or `exponential` (doubling from it).",
                      },
                      priority: {
                        type: "integer",
                        format: "int32",
                        minimum: -1000,
                        maximum: 1000,
                        description: "Higher runs (and is claimed) first.",
                        default: 0,
                      },
                      callback_url: {
                        type: "string",
                        maxLength: 2048,
                        pattern:
                          "^https?://(?:(?:[A-Za-z0-9_-]+\\.)*[A-Za-z][A-Za-z0-9_-]*\\.?|(?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9]))(?::(?:6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[0-9]{1,4}))?(?:[/?#][^\\s\\x00-\\x1f\\x7f]*)?$",
                        description:
                          "POSTed a signed `{job_id, status, result, error, attempt}` when the job completes or fails.",
                        examples: ["https://example.com/hooks/infra"],
                      },
                      enabled: {
                        type: "boolean",
                        default: true,
                      },
                    },
                    description: "A queue job: waits for a consumer to claim it; it takes no `handler`.",
                  },
                ],
                description:
                  "Fields of a new job, by `trigger.type`: task and cron jobs need a `handler`, queue jobs refuse\none. Exactly one variant fits a body, told apart by `trigger.type`.",
              },
              minItems: 1,
              maxItems: 100,
            },
          },
          required: ["jobs"],
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      properties: {
        jobs: {
          type: "array",
          items: {
            type: "object",
            required: ["created", "job"],
            properties: {
              created: {
                type: "boolean",
              },
              job: {
                type: "object",
                required: [
                  "id",
                  "name",
                  "trigger",
                  "handler",
                  "payload",
                  "result",
                  "status",
                  "enabled",
                  "priority",
                  "attempt",
                  "max_attempts",
                  "timeout",
                  "backoff",
                  "callback_url",
                  "idempotency_key",
                  "error",
                  "created_at",
                  "run_at",
                  "next_run_at",
                  "last_run_at",
                  "claimed_until",
                  "completed_at",
                ],
                properties: {
                  id: {
                    type: "string",
                    format: "uuid",
                    description: "A UUID naming a record.",
                    examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
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
                  trigger: {
                    type: "object",
                    oneOf: [
                      {
                        type: "object",
                        required: ["type"],
                        properties: {
                          type: {
                            type: "string",
                            enum: ["task"],
                          },
                          delay_seconds: {
                            type: "integer",
                            format: "int32",
                            minimum: 0,
                            maximum: 31536000,
                            default: 0,
                          },
                        },
                        description:
                          "Runs once, `delay_seconds` (default 0, at most a year) after it is created.",
                      },
                      {
                        type: "object",
                        required: ["type", "schedule"],
                        properties: {
                          type: {
                            type: "string",
                            enum: ["cron"],
                          },
                          schedule: {
                            type: "string",
                            minLength: 1,
                            maxLength: 200,
                            description:
                              "A five-field cron schedule: minute hour day-of-month month day-of-week.",
                            examples: ["*/15 * * * *"],
                          },
                          timezone: {
                            type: "string",
                            minLength: 1,
                            maxLength: 64,
                            pattern: "^[A-Za-z0-9_+/-]+$",
                            description: "An IANA time zone name (`UTC`, `Europe/Paris`).",
                            examples: ["Europe/Paris"],
                            default: "UTC",
                          },
                        },
                        description:
                          "Runs at every tick of a five-field cron `schedule` (minute hour day-of-month month day-of-week)\nin `timezone` (an IANA name, default `UTC`). A schedule or timezone that does not parse is a 400.",
                      },
                      {
                        type: "object",
                        required: ["type", "queue"],
                        properties: {
                          type: {
                            type: "string",
                            enum: ["queue"],
                          },
                          queue: {
                            type: "string",
                            minLength: 1,
                            maxLength: 128,
                            pattern: "^[A-Za-z0-9._:-]+$",
                            description:
                              "A pull queue's name: 1 to 128 of letters, digits, `.`, `_`, `:` and `-`.",
                            examples: ["emails"],
                          },
                        },
                        description:
                          "Waits in `queue` for a consumer to claim it (`POST /infra/jobs/claim`) and ack it; takes no handler.",
                      },
                    ],
                    discriminator: {
                      propertyName: "type",
                      mapping: {
                        task: "#/components/schemas/TaskTrigger",
                        cron: "#/components/schemas/CronTrigger",
                        queue: "#/components/schemas/QueueTrigger",
                      },
                    },
                    description: "When a job runs, told apart by `type`.",
                  },
                  handler: {
                    anyOf: [
                      {
                        type: "string",
                      },
                      {
                        type: "null",
                      },
                    ],
                  },
                  payload: {},
                  result: {
                    description:
                      "The handler's JSON answer or the consumer's ack `result`; null until completed.",
                  },
                  status: {
                    type: "string",
                    enum: ["scheduled", "queued", "running", "completed", "failed", "cancelled"],
                  },
                  enabled: {
                    type: "boolean",
                  },
                  priority: {
                    type: "integer",
                    format: "int32",
                  },
                  attempt: {
                    type: "integer",
                    format: "int32",
                    description: "Attempts made of the current run.",
                  },
                  max_attempts: {
                    type: "integer",
                    format: "int32",
                  },
                  timeout: {
                    type: "integer",
                    format: "int32",
                    description: "Seconds one attempt may take.",
                  },
                  backoff: {
                    type: "object",
                    required: ["strategy", "delay_seconds"],
                    properties: {
                      strategy: {
                        type: "string",
                        enum: ["fixed", "exponential"],
                      },
                      delay_seconds: {
                        type: "integer",
                        format: "int32",
                      },
                    },
                    description:
                      "The backoff a job applies: its create body's `backoff` with the defaults filled in.",
                  },
                  callback_url: {
                    anyOf: [
                      {
                        type: "string",
                      },
                      {
                        type: "null",
                      },
                    ],
                  },
                  idempotency_key: {
                    anyOf: [
                      {
                        type: "string",
                      },
                      {
                        type: "null",
                      },
                    ],
                  },
                  error: {
                    anyOf: [
                      {
                        type: "string",
                      },
                      {
                        type: "null",
                      },
                    ],
                    description: "Why the latest attempt failed.",
                  },
                  created_at: {
                    type: "string",
                    format: "date-time",
                  },
                  run_at: {
                    anyOf: [
                      {
                        type: "string",
                        format: "date-time",
                      },
                      {
                        type: "null",
                      },
                    ],
                    description: "When the current run is due.",
                  },
                  next_run_at: {
                    anyOf: [
                      {
                        type: "string",
                        format: "date-time",
                      },
                      {
                        type: "null",
                      },
                    ],
                    description: "Cron jobs: the next tick.",
                  },
                  last_run_at: {
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
                  claimed_until: {
                    anyOf: [
                      {
                        type: "string",
                        format: "date-time",
                      },
                      {
                        type: "null",
                      },
                    ],
                    description: "While running: the lease's end.",
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
                },
                description:
                  "A job: one unit of work run by POSTing its payload to `handler` (task and cron jobs) or claimed\nby a consumer (queue jobs). Status: `scheduled` (waits for `run_at` or the next cron tick),\n`queued` (ready), `running` (a handler call or a consumer's claim is in flight until\n`claimed_until`), `completed`, `failed`, `cancelled` — our design: the seed does not show them.",
              },
              signing_secret: {
                type: "string",
                description: "Only when `created`.",
              },
            },
            description:
              "One job of a batch: created now (with its secret) or the one an idempotency key already named.",
          },
        },
      },
      required: ["jobs"],
    },
    annotations: {
      title: "Create jobs",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: true,
    },
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "claim_jobs",
    title: "Claim queued jobs",
    description:
      "Claims up to `count` ready jobs of a queue, highest priority then oldest first, for\n`visibility_timeout` seconds: ack them before it ends, or they go back to the queue.",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          properties: {
            queue: {
              type: "string",
              minLength: 1,
              maxLength: 128,
              pattern: "^[A-Za-z0-9._:-]+$",
              description: "A pull queue's name: 1 to 128 of letters, digits, `.`, `_`, `:` and `-`.",
              examples: ["emails"],
            },
            count: {
              type: "integer",
              format: "int32",
              minimum: 1,
              maximum: 100,
              default: 1,
            },
            visibility_timeout: {
              type: "integer",
              format: "int32",
              minimum: 1,
              maximum: 43200,
              default: 30,
            },
          },
          required: ["queue"],
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      properties: {
        result: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "name",
              "trigger",
              "handler",
              "payload",
              "result",
              "status",
              "enabled",
              "priority",
              "attempt",
              "max_attempts",
              "timeout",
              "backoff",
              "callback_url",
              "idempotency_key",
              "error",
              "created_at",
              "run_at",
              "next_run_at",
              "last_run_at",
              "claimed_until",
              "completed_at",
            ],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
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
              trigger: {
                type: "object",
                oneOf: [
                  {
                    type: "object",
                    required: ["type"],
                    properties: {
                      type: {
                        type: "string",
                        enum: ["task"],
                      },
                      delay_seconds: {
                        type: "integer",
                        format: "int32",
                        minimum: 0,
                        maximum: 31536000,
                        default: 0,
                      },
                    },
                    description:
                      "Runs once, `delay_seconds` (default 0, at most a year) after it is created.",
                  },
                  {
                    type: "object",
                    required: ["type", "schedule"],
                    properties: {
                      type: {
                        type: "string",
                        enum: ["cron"],
                      },
                      schedule: {
                        type: "string",
                        minLength: 1,
                        maxLength: 200,
                        description:
                          "A five-field cron schedule: minute hour day-of-month month day-of-week.",
                        examples: ["*/15 * * * *"],
                      },
                      timezone: {
                        type: "string",
                        minLength: 1,
                        maxLength: 64,
                        pattern: "^[A-Za-z0-9_+/-]+$",
                        description: "An IANA time zone name (`UTC`, `Europe/Paris`).",
                        examples: ["Europe/Paris"],
                        default: "UTC",
                      },
                    },
                    description:
                      "Runs at every tick of a five-field cron `schedule` (minute hour day-of-month month day-of-week)\nin `timezone` (an IANA name, default `UTC`). A schedule or timezone that does not parse is a 400.",
                  },
                  {
                    type: "object",
                    required: ["type", "queue"],
                    properties: {
                      type: {
                        type: "string",
                        enum: ["queue"],
                      },
                      queue: {
                        type: "string",
                        minLength: 1,
                        maxLength: 128,
                        pattern: "^[A-Za-z0-9._:-]+$",
                        description:
                          "A pull queue's name: 1 to 128 of letters, digits, `.`, `_`, `:` and `-`.",
                        examples: ["emails"],
                      },
                    },
                    description:
                      "Waits in `queue` for a consumer to claim it (`POST /infra/jobs/claim`) and ack it; takes no handler.",
                  },
                ],
                discriminator: {
                  propertyName: "type",
                  mapping: {
                    task: "#/components/schemas/TaskTrigger",
                    cron: "#/components/schemas/CronTrigger",
                    queue: "#/components/schemas/QueueTrigger",
                  },
                },
                description: "When a job runs, told apart by `type`.",
              },
              handler: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              payload: {},
              result: {
                description:
                  "The handler's JSON answer or the consumer's ack `result`; null until completed.",
              },
              status: {
                type: "string",
                enum: ["scheduled", "queued", "running", "completed", "failed", "cancelled"],
              },
              enabled: {
                type: "boolean",
              },
              priority: {
                type: "integer",
                format: "int32",
              },
              attempt: {
                type: "integer",
                format: "int32",
                description: "Attempts made of the current run.",
              },
              max_attempts: {
                type: "integer",
                format: "int32",
              },
              timeout: {
                type: "integer",
                format: "int32",
                description: "Seconds one attempt may take.",
              },
              backoff: {
                type: "object",
                required: ["strategy", "delay_seconds"],
                properties: {
                  strategy: {
                    type: "string",
                    enum: ["fixed", "exponential"],
                  },
                  delay_seconds: {
                    type: "integer",
                    format: "int32",
                  },
                },
                description:
                  "The backoff a job applies: its create body's `backoff` with the defaults filled in.",
              },
              callback_url: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              idempotency_key: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              error: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
                description: "Why the latest attempt failed.",
              },
              created_at: {
                type: "string",
                format: "date-time",
              },
              run_at: {
                anyOf: [
                  {
                    type: "string",
                    format: "date-time",
                  },
                  {
                    type: "null",
                  },
                ],
                description: "When the current run is due.",
              },
              next_run_at: {
                anyOf: [
                  {
                    type: "string",
                    format: "date-time",
                  },
                  {
                    type: "null",
                  },
                ],
                description: "Cron jobs: the next tick.",
              },
              last_run_at: {
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
              claimed_until: {
                anyOf: [
                  {
                    type: "string",
                    format: "date-time",
                  },
                  {
                    type: "null",
                  },
                ],
                description: "While running: the lease's end.",
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
            },
            description:
              "A job: one unit of work run by POSTing its payload to `handler` (task and cron jobs) or claimed\nby a consumer (queue jobs). Status: `scheduled` (waits for `run_at` or the next cron tick),\n`queued` (ready), `running` (a handler call or a consumer's claim is in flight until\n`claimed_until`), `completed`, `failed`, `cancelled` — our design: the seed does not show them.",
          },
        },
      },
      required: ["result"],
    },
    wrapsOutput: true,
    annotations: {
      title: "Claim queued jobs",
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
    name: "get_job",
    title: "Get a job",
    description: "One job.",
    inputSchema: {
      type: "object",
      properties: {
        job_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["job_id"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "name",
        "trigger",
        "handler",
        "payload",
        "result",
        "status",
        "enabled",
        "priority",
        "attempt",
        "max_attempts",
        "timeout",
        "backoff",
        "callback_url",
        "idempotency_key",
        "error",
        "created_at",
        "run_at",
        "next_run_at",
        "last_run_at",
        "claimed_until",
        "completed_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
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
        trigger: {
          type: "object",
          oneOf: [
            {
              type: "object",
              required: ["type"],
              properties: {
                type: {
                  type: "string",
                  enum: ["task"],
                },
                delay_seconds: {
                  type: "integer",
                  format: "int32",
                  minimum: 0,
                  maximum: 31536000,
                  default: 0,
                },
              },
              description: "Runs once, `delay_seconds` (default 0, at most a year) after it is created.",
            },
            {
              type: "object",
              required: ["type", "schedule"],
              properties: {
                type: {
                  type: "string",
                  enum: ["cron"],
                },
                schedule: {
                  type: "string",
                  minLength: 1,
                  maxLength: 200,
                  description: "A five-field cron schedule: minute hour day-of-month month day-of-week.",
                  examples: ["*/15 * * * *"],
                },
                timezone: {
                  type: "string",
                  minLength: 1,
                  maxLength: 64,
                  pattern: "^[A-Za-z0-9_+/-]+$",
                  description: "An IANA time zone name (`UTC`, `Europe/Paris`).",
                  examples: ["Europe/Paris"],
                  default: "UTC",
                },
              },
              description:
                "Runs at every tick of a five-field cron `schedule` (minute hour day-of-month month day-of-week)\nin `timezone` (an IANA name, default `UTC`). A schedule or timezone that does not parse is a 400.",
            },
            {
              type: "object",
              required: ["type", "queue"],
              properties: {
                type: {
                  type: "string",
                  enum: ["queue"],
                },
                queue: {
                  type: "string",
                  minLength: 1,
                  maxLength: 128,
                  pattern: "^[A-Za-z0-9._:-]+$",
                  description: "A pull queue's name: 1 to 128 of letters, digits, `.`, `_`, `:` and `-`.",
                  examples: ["emails"],
                },
              },
              description:
                "Waits in `queue` for a consumer to claim it (`POST /infra/jobs/claim`) and ack it; takes no handler.",
            },
          ],
          discriminator: {
            propertyName: "type",
            mapping: {
              task: "#/components/schemas/TaskTrigger",
              cron: "#/components/schemas/CronTrigger",
              queue: "#/components/schemas/QueueTrigger",
            },
          },
          description: "When a job runs, told apart by `type`.",
        },
        handler: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        payload: {},
        result: {
          description: "The handler's JSON answer or the consumer's ack `result`; null until completed.",
        },
        status: {
          type: "string",
          enum: ["scheduled", "queued", "running", "completed", "failed", "cancelled"],
        },
        enabled: {
          type: "boolean",
        },
        priority: {
          type: "integer",
          format: "int32",
        },
        attempt: {
          type: "integer",
          format: "int32",
          description: "Attempts made of the current run.",
        },
        max_attempts: {
          type: "integer",
          format: "int32",
        },
        timeout: {
          type: "integer",
          format: "int32",
          description: "Seconds one attempt may take.",
        },
        backoff: {
          type: "object",
          required: ["strategy", "delay_seconds"],
          properties: {
            strategy: {
              type: "string",
              enum: ["fixed", "exponential"],
            },
            delay_seconds: {
              type: "integer",
              format: "int32",
            },
          },
          description: "The backoff a job applies: its create body's `backoff` with the defaults filled in.",
        },
        callback_url: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        idempotency_key: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        error: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "Why the latest attempt failed.",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        run_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "When the current run is due.",
        },
        next_run_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "Cron jobs: the next tick.",
        },
        last_run_at: {
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
        claimed_until: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "While running: the lease's end.",
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
      },
      description:
        "A job: one unit of work run by POSTing its payload to `handler` (task and cron jobs) or claimed\nby a consumer (queue jobs). Status: `scheduled` (waits for `run_at` or the next cron tick),\n`queued` (ready), `running` (a handler call or a consumer's claim is in flight until\n`claimed_until`), `completed`, `failed`, `cancelled` — our design: the seed does not show them.",
    },
    annotations: {
      title: "Get a job",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      job_id: "path",
    },
  },
  {
    name: "cancel_job",
    title: "Cancel a job",
    description: "Cancels the job (it is kept, with status `cancelled`); 409 when it has already finished.",
    inputSchema: {
      type: "object",
      properties: {
        job_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["job_id"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "name",
        "trigger",
        "handler",
        "payload",
        "result",
        "status",
        "enabled",
        "priority",
        "attempt",
        "max_attempts",
        "timeout",
        "backoff",
        "callback_url",
        "idempotency_key",
        "error",
        "created_at",
        "run_at",
        "next_run_at",
        "last_run_at",
        "claimed_until",
        "completed_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
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
        trigger: {
          type: "object",
          oneOf: [
            {
              type: "object",
              required: ["type"],
              properties: {
                type: {
                  type: "string",
                  enum: ["task"],
                },
                delay_seconds: {
                  type: "integer",
                  format: "int32",
                  minimum: 0,
                  maximum: 31536000,
                  default: 0,
                },
              },
              description: "Runs once, `delay_seconds` (default 0, at most a year) after it is created.",
            },
            {
              type: "object",
              required: ["type", "schedule"],
              properties: {
                type: {
                  type: "string",
                  enum: ["cron"],
                },
                schedule: {
                  type: "string",
                  minLength: 1,
                  maxLength: 200,
                  description: "A five-field cron schedule: minute hour day-of-month month day-of-week.",
                  examples: ["*/15 * * * *"],
                },
                timezone: {
                  type: "string",
                  minLength: 1,
                  maxLength: 64,
                  pattern: "^[A-Za-z0-9_+/-]+$",
                  description: "An IANA time zone name (`UTC`, `Europe/Paris`).",
                  examples: ["Europe/Paris"],
                  default: "UTC",
                },
              },
              description:
                "Runs at every tick of a five-field cron `schedule` (minute hour day-of-month month day-of-week)\nin `timezone` (an IANA name, default `UTC`). A schedule or timezone that does not parse is a 400.",
            },
            {
              type: "object",
              required: ["type", "queue"],
              properties: {
                type: {
                  type: "string",
                  enum: ["queue"],
                },
                queue: {
                  type: "string",
                  minLength: 1,
                  maxLength: 128,
                  pattern: "^[A-Za-z0-9._:-]+$",
                  description: "A pull queue's name: 1 to 128 of letters, digits, `.`, `_`, `:` and `-`.",
                  examples: ["emails"],
                },
              },
              description:
                "Waits in `queue` for a consumer to claim it (`POST /infra/jobs/claim`) and ack it; takes no handler.",
            },
          ],
          discriminator: {
            propertyName: "type",
            mapping: {
              task: "#/components/schemas/TaskTrigger",
              cron: "#/components/schemas/CronTrigger",
              queue: "#/components/schemas/QueueTrigger",
            },
          },
          description: "When a job runs, told apart by `type`.",
        },
        handler: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        payload: {},
        result: {
          description: "The handler's JSON answer or the consumer's ack `result`; null until completed.",
        },
        status: {
          type: "string",
          enum: ["scheduled", "queued", "running", "completed", "failed", "cancelled"],
        },
        enabled: {
          type: "boolean",
        },
        priority: {
          type: "integer",
          format: "int32",
        },
        attempt: {
          type: "integer",
          format: "int32",
          description: "Attempts made of the current run.",
        },
        max_attempts: {
          type: "integer",
          format: "int32",
        },
        timeout: {
          type: "integer",
          format: "int32",
          description: "Seconds one attempt may take.",
        },
        backoff: {
          type: "object",
          required: ["strategy", "delay_seconds"],
          properties: {
            strategy: {
              type: "string",
              enum: ["fixed", "exponential"],
            },
            delay_seconds: {
              type: "integer",
              format: "int32",
            },
          },
          description: "The backoff a job applies: its create body's `backoff` with the defaults filled in.",
        },
        callback_url: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        idempotency_key: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        error: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "Why the latest attempt failed.",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        run_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "When the current run is due.",
        },
        next_run_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "Cron jobs: the next tick.",
        },
        last_run_at: {
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
        claimed_until: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "While running: the lease's end.",
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
      },
      description:
        "A job: one unit of work run by POSTing its payload to `handler` (task and cron jobs) or claimed\nby a consumer (queue jobs). Status: `scheduled` (waits for `run_at` or the next cron tick),\n`queued` (ready), `running` (a handler call or a consumer's claim is in flight until\n`claimed_until`), `completed`, `failed`, `cancelled` — our design: the seed does not show them.",
    },
    annotations: {
      title: "Cancel a job",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      job_id: "path",
    },
  },
  {
    name: "update_job",
    title: "Update a job",
    description:
      "Changes the fields given; a new schedule or delay moves the next run. 409 when the job has\nfinished, or when a change does not fit its trigger: a `handler` for a queue job, `schedule` or\n`timezone` for a job that is not cron, `delay_seconds` for one that is not a task.",
    inputSchema: {
      type: "object",
      properties: {
        job_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        body: {
          type: "object",
          properties: {
            handler: {
              type: "string",
              maxLength: 2048,
              pattern:
                "^https?://(?:(?:[A-Za-z0-9_-]+\\.)*[A-Za-z][A-Za-z0-9_-]*\\.?|(?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9]))(?::(?:6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[0-9]{1,4}))?(?:[/?#][^\\s\\x00-\\x1f\\x7f]*)?$",
              description: "Task and cron jobs only (409 for a queue job).",
              examples: ["https://example.com/hooks/infra"],
            },
            payload: {
              description: "Any JSON value, at most 256 KiB as JSON.",
            },
            enabled: {
              type: "boolean",
            },
            trigger: {
              type: "object",
              properties: {
                schedule: {
                  type: "string",
                  minLength: 1,
                  maxLength: 200,
                  description: "A five-field cron schedule: minute hour day-of-month month day-of-week.",
                  examples: ["*/15 * * * *"],
                },
                timezone: {
                  type: "string",
                  minLength: 1,
                  maxLength: 64,
                  pattern: "^[A-Za-z0-9_+/-]+$",
                  description: "An IANA time zone name (`UTC`, `Europe/Paris`).",
                  examples: ["Europe/Paris"],
                },
                delay_seconds: {
                  type: "integer",
                  format: "int32",
                  minimum: 0,
                  maximum: 31536000,
                },
              },
              description:
                "`schedule` and `timezone` for a cron job, `delay_seconds` for a task job (409 otherwise).",
            },
          },
        },
      },
      required: ["job_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "name",
        "trigger",
        "handler",
        "payload",
        "result",
        "status",
        "enabled",
        "priority",
        "attempt",
        "max_attempts",
        "timeout",
        "backoff",
        "callback_url",
        "idempotency_key",
        "error",
        "created_at",
        "run_at",
        "next_run_at",
        "last_run_at",
        "claimed_until",
        "completed_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
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
        trigger: {
          type: "object",
          oneOf: [
            {
              type: "object",
              required: ["type"],
              properties: {
                type: {
                  type: "string",
                  enum: ["task"],
                },
                delay_seconds: {
                  type: "integer",
                  format: "int32",
                  minimum: 0,
                  maximum: 31536000,
                  default: 0,
                },
              },
              description: "Runs once, `delay_seconds` (default 0, at most a year) after it is created.",
            },
            {
              type: "object",
              required: ["type", "schedule"],
              properties: {
                type: {
                  type: "string",
                  enum: ["cron"],
                },
                schedule: {
                  type: "string",
                  minLength: 1,
                  maxLength: 200,
                  description: "A five-field cron schedule: minute hour day-of-month month day-of-week.",
                  examples: ["*/15 * * * *"],
                },
                timezone: {
                  type: "string",
                  minLength: 1,
                  maxLength: 64,
                  pattern: "^[A-Za-z0-9_+/-]+$",
                  description: "An IANA time zone name (`UTC`, `Europe/Paris`).",
                  examples: ["Europe/Paris"],
                  default: "UTC",
                },
              },
              description:
                "Runs at every tick of a five-field cron `schedule` (minute hour day-of-month month day-of-week)\nin `timezone` (an IANA name, default `UTC`). A schedule or timezone that does not parse is a 400.",
            },
            {
              type: "object",
              required: ["type", "queue"],
              properties: {
                type: {
                  type: "string",
                  enum: ["queue"],
                },
                queue: {
                  type: "string",
                  minLength: 1,
                  maxLength: 128,
                  pattern: "^[A-Za-z0-9._:-]+$",
                  description: "A pull queue's name: 1 to 128 of letters, digits, `.`, `_`, `:` and `-`.",
                  examples: ["emails"],
                },
              },
              description:
                "Waits in `queue` for a consumer to claim it (`POST /infra/jobs/claim`) and ack it; takes no handler.",
            },
          ],
          discriminator: {
            propertyName: "type",
            mapping: {
              task: "#/components/schemas/TaskTrigger",
              cron: "#/components/schemas/CronTrigger",
              queue: "#/components/schemas/QueueTrigger",
            },
          },
          description: "When a job runs, told apart by `type`.",
        },
        handler: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        payload: {},
        result: {
          description: "The handler's JSON answer or the consumer's ack `result`; null until completed.",
        },
        status: {
          type: "string",
          enum: ["scheduled", "queued", "running", "completed", "failed", "cancelled"],
        },
        enabled: {
          type: "boolean",
        },
        priority: {
          type: "integer",
          format: "int32",
        },
        attempt: {
          type: "integer",
          format: "int32",
          description: "Attempts made of the current run.",
        },
        max_attempts: {
          type: "integer",
          format: "int32",
        },
        timeout: {
          type: "integer",
          format: "int32",
          description: "Seconds one attempt may take.",
        },
        backoff: {
          type: "object",
          required: ["strategy", "delay_seconds"],
          properties: {
            strategy: {
              type: "string",
              enum: ["fixed", "exponential"],
            },
            delay_seconds: {
              type: "integer",
              format: "int32",
            },
          },
          description: "The backoff a job applies: its create body's `backoff` with the defaults filled in.",
        },
        callback_url: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        idempotency_key: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        error: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "Why the latest attempt failed.",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        run_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "When the current run is due.",
        },
        next_run_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "Cron jobs: the next tick.",
        },
        last_run_at: {
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
        claimed_until: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "While running: the lease's end.",
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
      },
      description:
        "A job: one unit of work run by POSTing its payload to `handler` (task and cron jobs) or claimed\nby a consumer (queue jobs). Status: `scheduled` (waits for `run_at` or the next cron tick),\n`queued` (ready), `running` (a handler call or a consumer's claim is in flight until\n`claimed_until`), `completed`, `failed`, `cancelled` — our design: the seed does not show them.",
    },
    annotations: {
      title: "Update a job",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      job_id: "path",
      body: "body",
    },
  },
  {
    name: "ack_job",
    title: "Acknowledge a job",
    description:
      "Reports the outcome of a claimed job. Only the key that claimed it may ack it, while it is\nrunning under that claim: otherwise 409. `failed` with attempts left queues it again after\nthe backoff.",
    inputSchema: {
      type: "object",
      properties: {
        job_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        body: {
          type: "object",
          properties: {
            status: {
              type: "string",
              enum: ["completed", "failed"],
            },
            result: {
              description: "Any JSON value, at most 256 KiB as JSON.",
            },
            error: {
              type: "string",
              maxLength: 2000,
            },
          },
          required: ["status"],
        },
      },
      required: ["job_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "name",
        "trigger",
        "handler",
        "payload",
        "result",
        "status",
        "enabled",
        "priority",
        "attempt",
        "max_attempts",
        "timeout",
        "backoff",
        "callback_url",
        "idempotency_key",
        "error",
        "created_at",
        "run_at",
        "next_run_at",
        "last_run_at",
        "claimed_until",
        "completed_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
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
        trigger: {
          type: "object",
          oneOf: [
            {
              type: "object",
              required: ["type"],
              properties: {
                type: {
                  type: "string",
                  enum: ["task"],
                },
                delay_seconds: {
                  type: "integer",
                  format: "int32",
                  minimum: 0,
                  maximum: 31536000,
                  default: 0,
                },
              },
              description: "Runs once, `delay_seconds` (default 0, at most a year) after it is created.",
            },
            {
              type: "object",
              required: ["type", "schedule"],
              properties: {
                type: {
                  type: "string",
                  enum: ["cron"],
                },
                schedule: {
                  type: "string",
                  minLength: 1,
                  maxLength: 200,
                  description: "A five-field cron schedule: minute hour day-of-month month day-of-week.",
                  examples: ["*/15 * * * *"],
                },
                timezone: {
                  type: "string",
                  minLength: 1,
                  maxLength: 64,
                  pattern: "^[A-Za-z0-9_+/-]+$",
                  description: "An IANA time zone name (`UTC`, `Europe/Paris`).",
                  examples: ["Europe/Paris"],
                  default: "UTC",
                },
              },
              description:
                "Runs at every tick of a five-field cron `schedule` (minute hour day-of-month month day-of-week)\nin `timezone` (an IANA name, default `UTC`). A schedule or timezone that does not parse is a 400.",
            },
            {
              type: "object",
              required: ["type", "queue"],
              properties: {
                type: {
                  type: "string",
                  enum: ["queue"],
                },
                queue: {
                  type: "string",
                  minLength: 1,
                  maxLength: 128,
                  pattern: "^[A-Za-z0-9._:-]+$",
                  description: "A pull queue's name: 1 to 128 of letters, digits, `.`, `_`, `:` and `-`.",
                  examples: ["emails"],
                },
              },
              description:
                "Waits in `queue` for a consumer to claim it (`POST /infra/jobs/claim`) and ack it; takes no handler.",
            },
          ],
          discriminator: {
            propertyName: "type",
            mapping: {
              task: "#/components/schemas/TaskTrigger",
              cron: "#/components/schemas/CronTrigger",
              queue: "#/components/schemas/QueueTrigger",
            },
          },
          description: "When a job runs, told apart by `type`.",
        },
        handler: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        payload: {},
        result: {
          description: "The handler's JSON answer or the consumer's ack `result`; null until completed.",
        },
        status: {
          type: "string",
          enum: ["scheduled", "queued", "running", "completed", "failed", "cancelled"],
        },
        enabled: {
          type: "boolean",
        },
        priority: {
          type: "integer",
          format: "int32",
        },
        attempt: {
          type: "integer",
          format: "int32",
          description: "Attempts made of the current run.",
        },
        max_attempts: {
          type: "integer",
          format: "int32",
        },
        timeout: {
          type: "integer",
          format: "int32",
          description: "Seconds one attempt may take.",
        },
        backoff: {
          type: "object",
          required: ["strategy", "delay_seconds"],
          properties: {
            strategy: {
              type: "string",
              enum: ["fixed", "exponential"],
            },
            delay_seconds: {
              type: "integer",
              format: "int32",
            },
          },
          description: "The backoff a job applies: its create body's `backoff` with the defaults filled in.",
        },
        callback_url: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        idempotency_key: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        error: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "Why the latest attempt failed.",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        run_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "When the current run is due.",
        },
        next_run_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "Cron jobs: the next tick.",
        },
        last_run_at: {
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
        claimed_until: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "While running: the lease's end.",
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
      },
      description:
        "A job: one unit of work run by POSTing its payload to `handler` (task and cron jobs) or claimed\nby a consumer (queue jobs). Status: `scheduled` (waits for `run_at` or the next cron tick),\n`queued` (ready), `running` (a handler call or a consumer's claim is in flight until\n`claimed_until`), `completed`, `failed`, `cancelled` — our design: the seed does not show them.",
    },
    annotations: {
      title: "Acknowledge a job",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      job_id: "path",
      body: "body",
    },
  },
  {
    name: "retry_job",
    title: "Retry a failed job",
    description: "Queues a failed job again with a fresh attempt budget; 409 unless it has failed.",
    inputSchema: {
      type: "object",
      properties: {
        job_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["job_id"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "name",
        "trigger",
        "handler",
        "payload",
        "result",
        "status",
        "enabled",
        "priority",
        "attempt",
        "max_attempts",
        "timeout",
        "backoff",
        "callback_url",
        "idempotency_key",
        "error",
        "created_at",
        "run_at",
        "next_run_at",
        "last_run_at",
        "claimed_until",
        "completed_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
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
        trigger: {
          type: "object",
          oneOf: [
            {
              type: "object",
              required: ["type"],
              properties: {
                type: {
                  type: "string",
                  enum: ["task"],
                },
                delay_seconds: {
                  type: "integer",
                  format: "int32",
                  minimum: 0,
                  maximum: 31536000,
                  default: 0,
                },
              },
              description: "Runs once, `delay_seconds` (default 0, at most a year) after it is created.",
            },
            {
              type: "object",
              required: ["type", "schedule"],
              properties: {
                type: {
                  type: "string",
                  enum: ["cron"],
                },
                schedule: {
                  type: "string",
                  minLength: 1,
                  maxLength: 200,
                  description: "A five-field cron schedule: minute hour day-of-month month day-of-week.",
                  examples: ["*/15 * * * *"],
                },
                timezone: {
                  type: "string",
                  minLength: 1,
                  maxLength: 64,
                  pattern: "^[A-Za-z0-9_+/-]+$",
                  description: "An IANA time zone name (`UTC`, `Europe/Paris`).",
                  examples: ["Europe/Paris"],
                  default: "UTC",
                },
              },
              description:
                "Runs at every tick of a five-field cron `schedule` (minute hour day-of-month month day-of-week)\nin `timezone` (an IANA name, default `UTC`). A schedule or timezone that does not parse is a 400.",
            },
            {
              type: "object",
              required: ["type", "queue"],
              properties: {
                type: {
                  type: "string",
                  enum: ["queue"],
                },
                queue: {
                  type: "string",
                  minLength: 1,
                  maxLength: 128,
                  pattern: "^[A-Za-z0-9._:-]+$",
                  description: "A pull queue's name: 1 to 128 of letters, digits, `.`, `_`, `:` and `-`.",
                  examples: ["emails"],
                },
              },
              description:
                "Waits in `queue` for a consumer to claim it (`POST /infra/jobs/claim`) and ack it; takes no handler.",
            },
          ],
          discriminator: {
            propertyName: "type",
            mapping: {
              task: "#/components/schemas/TaskTrigger",
              cron: "#/components/schemas/CronTrigger",
              queue: "#/components/schemas/QueueTrigger",
            },
          },
          description: "When a job runs, told apart by `type`.",
        },
        handler: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        payload: {},
        result: {
          description: "The handler's JSON answer or the consumer's ack `result`; null until completed.",
        },
        status: {
          type: "string",
          enum: ["scheduled", "queued", "running", "completed", "failed", "cancelled"],
        },
        enabled: {
          type: "boolean",
        },
        priority: {
          type: "integer",
          format: "int32",
        },
        attempt: {
          type: "integer",
          format: "int32",
          description: "Attempts made of the current run.",
        },
        max_attempts: {
          type: "integer",
          format: "int32",
        },
        timeout: {
          type: "integer",
          format: "int32",
          description: "Seconds one attempt may take.",
        },
        backoff: {
          type: "object",
          required: ["strategy", "delay_seconds"],
          properties: {
            strategy: {
              type: "string",
              enum: ["fixed", "exponential"],
            },
            delay_seconds: {
              type: "integer",
              format: "int32",
            },
          },
          description: "The backoff a job applies: its create body's `backoff` with the defaults filled in.",
        },
        callback_url: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        idempotency_key: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
        },
        error: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "Why the latest attempt failed.",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
        run_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "When the current run is due.",
        },
        next_run_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "Cron jobs: the next tick.",
        },
        last_run_at: {
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
        claimed_until: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description: "While running: the lease's end.",
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
      },
      description:
        "A job: one unit of work run by POSTing its payload to `handler` (task and cron jobs) or claimed\nby a consumer (queue jobs). Status: `scheduled` (waits for `run_at` or the next cron tick),\n`queued` (ready), `running` (a handler call or a consumer's claim is in flight until\n`claimed_until`), `completed`, `failed`, `cancelled` — our design: the seed does not show them.",
    },
    annotations: {
      title: "Retry a failed job",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      job_id: "path",
    },
  },
  {
    name: "list_job_runs",
    title: "List job runs",
    description: "The job's runs (one per attempt), newest first.",
    inputSchema: {
      type: "object",
      properties: {
        job_id: {
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
          default: 50,
          description: "Records per page, 1 to 100.",
        },
        cursor: {
          type: "string",
          pattern: "^[A-Za-z0-9_-]*$",
          maxLength: 512,
          description: "`next_cursor` of the previous page; absent for the first page.",
        },
      },
      required: ["job_id"],
    },
    outputSchema: {
      type: "object",
      properties: {
        runs: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "job_id",
              "scheduled_at",
              "started_at",
              "completed_at",
              "status",
              "duration_ms",
              "handler_status",
              "error",
            ],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              job_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              scheduled_at: {
                type: "string",
                format: "date-time",
              },
              started_at: {
                type: "string",
                format: "date-time",
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
              status: {
                type: "string",
                enum: ["running", "succeeded", "failed", "timed_out", "cancelled"],
              },
              duration_ms: {
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
              handler_status: {
                anyOf: [
                  {
                    type: "integer",
                    format: "int32",
                  },
                  {
                    type: "null",
                  },
                ],
                description: "The handler's HTTP status; null for queue jobs and calls that got no answer.",
              },
              error: {
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
            description: "One attempt of a job.",
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
        },
      },
      required: ["runs", "next_cursor"],
    },
    annotations: {
      title: "List job runs",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      job_id: "path",
      limit: "query",
      cursor: "query",
    },
  },
  {
    name: "trigger_job",
    title: "Run a job now",
    description:
      "Runs a task or cron job now (a cron job keeps its schedule); 409 for queue jobs and finished ones.",
    inputSchema: {
      type: "object",
      properties: {
        job_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["job_id"],
    },
    outputSchema: {
      type: "object",
      properties: {
        job_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        run_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        status: {
          type: "string",
          enum: ["queued"],
        },
      },
      required: ["job_id", "run_id", "status"],
    },
    annotations: {
      title: "Run a job now",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      job_id: "path",
    },
  },
  {
    name: "kv_list",
    title: "List keys",
    description: "Live keys in byte order, optionally under a prefix.",
    inputSchema: {
      type: "object",
      properties: {
        prefix: {
          type: "string",
          pattern: "^[^\\u0000-\\u001F\\u007F]*$",
          maxLength: 512,
          description: "Only keys starting with this text (matched literally).",
        },
        cursor: {
          type: "string",
          pattern: "^[A-Za-z0-9_-]*$",
          maxLength: 1024,
          description: "`next_cursor` of the previous page.",
        },
        limit: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 1000,
          default: 100,
          description: "Keys per page, 1 to 1,000.",
        },
      },
    },
    outputSchema: {
      type: "object",
      properties: {
        keys: {
          type: "array",
          items: {
            type: "string",
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
        },
      },
      required: ["keys", "next_cursor"],
    },
    annotations: {
      title: "List keys",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      prefix: "query",
      cursor: "query",
      limit: "query",
    },
  },
  {
    name: "kv_batch",
    title: "Batch operations",
    description:
      "Runs up to 1,000 operations in order, all or nothing: when one cannot be applied (an\nincrement of a non-number) none is, and the answer is 409 naming its index. Later operations see\nearlier ones' effects. The batch costs one token.",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          properties: {
            ops: {
              type: "array",
              items: {
                type: "object",
                oneOf: [
                  {
                    type: "object",
                    required: ["op", "key"],
                    properties: {
                      op: {
                        type: "string",
                        enum: ["get"],
                      },
                      key: {
                        type: "string",
                        minLength: 1,
                        maxLength: 512,
                        pattern:
                          "^(?:[^\\u0000-\\u001F\\u007F]*[^.\\u0000-\\u001F\\u007F][^\\u0000-\\u001F\\u007F]*|\\.{3,})$",
                        description:
                          "A key: 1 to 512 characters, no control characters, not `.` or `..` (send `/` as `%2F` in a\npath).",
                        examples: ["visits:home"],
                      },
                    },
                    description: "Batch: read an entry (`not_found` when there is none).",
                  },
                  {
                    type: "object",
                    required: ["op", "key", "value"],
                    properties: {
                      op: {
                        type: "string",
                        enum: ["set"],
                      },
                      key: {
                        type: "string",
                        minLength: 1,
                        maxLength: 512,
                        pattern:
                          "^(?:[^\\u0000-\\u001F\\u007F]*[^.\\u0000-\\u001F\\u007F][^\\u0000-\\u001F\\u007F]*|\\.{3,})$",
                        description:
                          "A key: 1 to 512 characters, no control characters, not `.` or `..` (send `/` as `%2F` in a\npath).",
                        examples: ["visits:home"],
                      },
                      value: {
                        description: "Any JSON value.",
                      },
                      ttl: {
                        type: "integer",
                        format: "int32",
                        minimum: 1,
                        maximum: 31536000,
                        description:
                          "Seconds until the entry expires: 1 to 31,536,000 (a year). Without it, the entry does not expire.",
                      },
                    },
                    description: "Batch: write an entry.",
                  },
                  {
                    type: "object",
                    required: ["op", "key"],
                    properties: {
                      op: {
                        type: "string",
                        enum: ["delete"],
                      },
                      key: {
                        type: "string",
                        minLength: 1,
                        maxLength: 512,
                        pattern:
                          "^(?:[^\\u0000-\\u001F\\u007F]*[^.\\u0000-\\u001F\\u007F][^\\u0000-\\u001F\\u007F]*|\\.{3,})$",
                        description:
                          "A key: 1 to 512 characters, no control characters, not `.` or `..` (send `/` as `%2F` in a\npath).",
                        examples: ["visits:home"],
                      },
                    },
                    description: "Batch: delete an entry (`not_found` when there is none).",
                  },
                  {
                    type: "object",
                    required: ["op", "key"],
                    properties: {
                      op: {
                        type: "string",
                        enum: ["increment"],
                      },
                      key: {
                        type: "string",
                        minLength: 1,
                        maxLength: 512,
                        pattern:
                          "^(?:[^\\u0000-\\u001F\\u007F]*[^.\\u0000-\\u001F\\u007F][^\\u0000-\\u001F\\u007F]*|\\.{3,})$",
                        description:
                          "A key: 1 to 512 characters, no control characters, not `.` or `..` (send `/` as `%2F` in a\npath).",
                        examples: ["visits:home"],
                      },
                      value: {
                        type: "number",
                        format: "double",
                        minimum: -1000000000000000,
                        maximum: 1000000000000000,
                        description: "The number to add.",
                        default: 1,
                      },
                      ttl: {
                        type: "integer",
                        format: "int32",
                        minimum: 1,
                        maximum: 31536000,
                        description:
                          "Seconds until the entry expires: 1 to 31,536,000 (a year). Without it, the entry does not expire.",
                      },
                    },
                    description: "Batch: add `value` to a numeric entry; a missing entry starts at 0.",
                  },
                ],
                discriminator: {
                  propertyName: "op",
                  mapping: {
                    get: "#/components/schemas/KvGetOp",
                    set: "#/components/schemas/KvSetOp",
                    delete: "#/components/schemas/KvDeleteOp",
                    increment: "#/components/schemas/KvIncrementOp",
                  },
                },
                description: "One operation of a batch, told apart by `op`.",
              },
              minItems: 1,
              maxItems: 1000,
            },
          },
          required: ["ops"],
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      properties: {
        results: {
          type: "array",
          items: {
            type: "object",
            required: ["key", "value", "status"],
            properties: {
              key: {
                type: "string",
              },
              value: {
                description: "The value read, written or reached; null when there is none.",
              },
              status: {
                type: "string",
                enum: ["ok", "created", "updated", "deleted", "not_found"],
                description:
                  "`ok` (get, increment), `created` or `updated` (set), `deleted`, or `not_found` (get, delete).",
              },
            },
            description: "What one batch operation did.",
          },
        },
      },
      required: ["results"],
    },
    annotations: {
      title: "Batch operations",
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
    name: "kv_get",
    title: "Get a value",
    description: "Reads an entry; 404 when it does not exist or has expired.",
    inputSchema: {
      type: "object",
      properties: {
        key: {
          type: "string",
          minLength: 1,
          maxLength: 512,
          pattern:
            "^(?:[^\\u0000-\\u001F\\u007F]*[^.\\u0000-\\u001F\\u007F][^\\u0000-\\u001F\\u007F]*|\\.{3,})$",
          description:
            "A key: 1 to 512 characters, no control characters, not `.` or `..` (send `/` as `%2F` in a\npath).",
          examples: ["visits:home"],
        },
      },
      required: ["key"],
    },
    outputSchema: {
      type: "object",
      required: ["key", "value", "expires_at"],
      properties: {
        key: {
          type: "string",
        },
        value: {
          description: "Any JSON value.",
        },
        expires_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description:
            "When the entry stops existing, or null for never. Expired entries are never returned.",
        },
      },
      description: "An entry.",
    },
    annotations: {
      title: "Get a value",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      key: "path",
    },
  },
  {
    name: "kv_put",
    title: "Put a value",
    description:
      "Writes an entry. `ttl` sets its lifetime in seconds (a write without it never expires);\n`if_not_exists` writes only when no live entry has the key (409 otherwise).",
    inputSchema: {
      type: "object",
      properties: {
        key: {
          type: "string",
          minLength: 1,
          maxLength: 512,
          pattern:
            "^(?:[^\\u0000-\\u001F\\u007F]*[^.\\u0000-\\u001F\\u007F][^\\u0000-\\u001F\\u007F]*|\\.{3,})$",
          description:
            "A key: 1 to 512 characters, no control characters, not `.` or `..` (send `/` as `%2F` in a\npath).",
          examples: ["visits:home"],
        },
        body: {
          type: "object",
          properties: {
            value: {
              description: "Any JSON value, at most 256 KiB as sent.",
            },
            ttl: {
              type: "integer",
              format: "int32",
              minimum: 1,
              maximum: 31536000,
              description:
                "Seconds until the entry expires: 1 to 31,536,000 (a year). Without it, the entry does not expire.",
            },
            if_not_exists: {
              type: "boolean",
              default: false,
            },
          },
          required: ["value"],
        },
      },
      required: ["key", "body"],
    },
    outputSchema: {
      type: "object",
      required: ["key", "value", "expires_at"],
      properties: {
        key: {
          type: "string",
        },
        value: {
          description: "Any JSON value.",
        },
        expires_at: {
          anyOf: [
            {
              type: "string",
              format: "date-time",
            },
            {
              type: "null",
            },
          ],
          description:
            "When the entry stops existing, or null for never. Expired entries are never returned.",
        },
      },
      description: "An entry.",
    },
    annotations: {
      title: "Put a value",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      key: "path",
      body: "body",
    },
  },
  {
    name: "kv_delete",
    title: "Delete a value",
    description: "Deletes an entry; 404 when it does not exist or has expired.",
    inputSchema: {
      type: "object",
      properties: {
        key: {
          type: "string",
          minLength: 1,
          maxLength: 512,
          pattern:
            "^(?:[^\\u0000-\\u001F\\u007F]*[^.\\u0000-\\u001F\\u007F][^\\u0000-\\u001F\\u007F]*|\\.{3,})$",
          description:
            "A key: 1 to 512 characters, no control characters, not `.` or `..` (send `/` as `%2F` in a\npath).",
          examples: ["visits:home"],
        },
      },
      required: ["key"],
    },
    outputSchema: {
      type: "object",
      properties: {
        key: {
          type: "string",
        },
        deleted: {
          type: "boolean",
          enum: [true],
        },
      },
      required: ["key", "deleted"],
    },
    annotations: {
      title: "Delete a value",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      key: "path",
    },
  },
  {
    name: "kv_increment",
    title: "Increment a number",
    description:
      "Adds `delta` (default 1, may be negative or fractional) to a numeric entry atomically; a\nmissing entry starts at 0. `ttl` resets the lifetime; without it the lifetime is kept.\n409 when the entry holds something other than a number.",
    inputSchema: {
      type: "object",
      properties: {
        key: {
          type: "string",
          minLength: 1,
          maxLength: 512,
          pattern:
            "^(?:[^\\u0000-\\u001F\\u007F]*[^.\\u0000-\\u001F\\u007F][^\\u0000-\\u001F\\u007F]*|\\.{3,})$",
          description:
            "A key: 1 to 512 characters, no control characters, not `.` or `..` (send `/` as `%2F` in a\npath).",
          examples: ["visits:home"],
        },
        body: {
          type: "object",
          properties: {
            delta: {
              type: "number",
              format: "double",
              minimum: -1000000000000000,
              maximum: 1000000000000000,
              description: "A number to add: -10^15 to 10^15, may be negative or fractional.",
              default: 1,
            },
            ttl: {
              type: "integer",
              format: "int32",
              minimum: 1,
              maximum: 31536000,
              description:
                "Seconds until the entry expires: 1 to 31,536,000 (a year). Without it, the entry does not expire.",
            },
          },
        },
      },
      required: ["key"],
    },
    outputSchema: {
      type: "object",
      properties: {
        key: {
          type: "string",
        },
        value: {
          type: "number",
          format: "double",
        },
      },
      required: ["key", "value"],
    },
    annotations: {
      title: "Increment a number",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      key: "path",
      body: "body",
    },
  },
  {
    name: "lock_status",
    title: "Lock status",
    description: "Whether the lock is held, by whom and until when (never the token).",
    inputSchema: {
      type: "object",
      properties: {
        key: {
          type: "string",
          minLength: 1,
          maxLength: 512,
          pattern:
            "^(?:[^\\u0000-\\u001F\\u007F]*[^.\\u0000-\\u001F\\u007F][^\\u0000-\\u001F\\u007F]*|\\.{3,})$",
          description:
            "A key: 1 to 512 characters, no control characters, not `.` or `..` (send `/` as `%2F` in a\npath).",
          examples: ["visits:home"],
        },
      },
      required: ["key"],
    },
    outputSchema: {
      type: "object",
      properties: {
        key: {
          type: "string",
        },
        locked: {
          type: "boolean",
        },
        expires_at: {
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
        holder_id: {
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
      required: ["key", "locked", "expires_at", "holder_id"],
    },
    annotations: {
      title: "Lock status",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      key: "path",
    },
  },
  {
    name: "lock_acquire",
    title: "Acquire a lock",
    description:
      "Takes the lock when it is free (or its lease has expired): `locked` true with a new fencing\ntoken. When another holder has it, `locked` is false, `token` null and `expires_at` tells\nwhen its lease ends. Never waits.",
    inputSchema: {
      type: "object",
      properties: {
        key: {
          type: "string",
          minLength: 1,
          maxLength: 512,
          pattern:
            "^(?:[^\\u0000-\\u001F\\u007F]*[^.\\u0000-\\u001F\\u007F][^\\u0000-\\u001F\\u007F]*|\\.{3,})$",
          description:
            "A key: 1 to 512 characters, no control characters, not `.` or `..` (send `/` as `%2F` in a\npath).",
          examples: ["visits:home"],
        },
        body: {
          type: "object",
          properties: {
            ttl_ms: {
              type: "integer",
              format: "int32",
              minimum: 1,
              maximum: 86400000,
              description: "A lease length in milliseconds: 1 to 86,400,000 (a day).",
            },
            holder_id: {
              type: "string",
              maxLength: 200,
              pattern: "^[^\\u0000-\\u001F\\u007F]*$",
              description: "Who holds it, shown by the status route.",
            },
          },
          required: ["ttl_ms"],
        },
      },
      required: ["key", "body"],
    },
    outputSchema: {
      type: "object",
      properties: {
        key: {
          type: "string",
        },
        locked: {
          type: "boolean",
        },
        token: {
          anyOf: [
            {
              type: "string",
              maxLength: 20,
              pattern: "^[0-9]+$",
              description:
                "A fencing token: a decimal number that rises with every acquisition of the key, so a\nresource guarded by the lock can refuse writes carrying an older token.",
              examples: ["42"],
            },
            {
              type: "null",
            },
          ],
        },
        expires_at: {
          type: "string",
          format: "date-time",
        },
      },
      required: ["key", "locked", "token", "expires_at"],
    },
    annotations: {
      title: "Acquire a lock",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      key: "path",
      body: "body",
    },
  },
  {
    name: "lock_release",
    title: "Release a lock",
    description:
      "Ends the lease. 409 when `token` is not the current holder's (released, expired or re-acquired).",
    inputSchema: {
      type: "object",
      properties: {
        key: {
          type: "string",
          minLength: 1,
          maxLength: 512,
          pattern:
            "^(?:[^\\u0000-\\u001F\\u007F]*[^.\\u0000-\\u001F\\u007F][^\\u0000-\\u001F\\u007F]*|\\.{3,})$",
          description:
            "A key: 1 to 512 characters, no control characters, not `.` or `..` (send `/` as `%2F` in a\npath).",
          examples: ["visits:home"],
        },
        body: {
          type: "object",
          properties: {
            token: {
              type: "string",
              maxLength: 20,
              pattern: "^[0-9]+$",
              description:
                "A fencing token: a decimal number that rises with every acquisition of the key, so a\nresource guarded by the lock can refuse writes carrying an older token.",
              examples: ["42"],
            },
          },
          required: ["token"],
        },
      },
      required: ["key", "body"],
    },
    outputSchema: {
      type: "object",
      properties: {
        key: {
          type: "string",
        },
        released: {
          type: "boolean",
          enum: [true],
        },
      },
      required: ["key", "released"],
    },
    annotations: {
      title: "Release a lock",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      key: "path",
      body: "body",
    },
  },
  {
    name: "lock_renew",
    title: "Renew a lock",
    description: "Extends the lease to `ttl_ms` from now. 409 when `token` is not the current holder's.",
    inputSchema: {
      type: "object",
      properties: {
        key: {
          type: "string",
          minLength: 1,
          maxLength: 512,
          pattern:
            "^(?:[^\\u0000-\\u001F\\u007F]*[^.\\u0000-\\u001F\\u007F][^\\u0000-\\u001F\\u007F]*|\\.{3,})$",
          description:
            "A key: 1 to 512 characters, no control characters, not `.` or `..` (send `/` as `%2F` in a\npath).",
          examples: ["visits:home"],
        },
        body: {
          type: "object",
          properties: {
            token: {
              type: "string",
              maxLength: 20,
              pattern: "^[0-9]+$",
              description:
                "A fencing token: a decimal number that rises with every acquisition of the key, so a\nresource guarded by the lock can refuse writes carrying an older token.",
              examples: ["42"],
            },
            ttl_ms: {
              type: "integer",
              format: "int32",
              minimum: 1,
              maximum: 86400000,
              description: "A lease length in milliseconds: 1 to 86,400,000 (a day).",
            },
          },
          required: ["token", "ttl_ms"],
        },
      },
      required: ["key", "body"],
    },
    outputSchema: {
      type: "object",
      properties: {
        key: {
          type: "string",
        },
        locked: {
          type: "boolean",
          enum: [true],
        },
        expires_at: {
          type: "string",
          format: "date-time",
        },
      },
      required: ["key", "locked", "expires_at"],
    },
    annotations: {
      title: "Renew a lock",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      key: "path",
      body: "body",
    },
  },
  {
    name: "list_media_assets",
    title: "List media assets",
    description: "The project's assets, newest first.",
    inputSchema: {
      type: "object",
      properties: {
        limit: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          default: 50,
          description: "Records per page, 1 to 100.",
        },
        cursor: {
          type: "string",
          pattern: "^[A-Za-z0-9_-]*$",
          maxLength: 512,
          description: "`next_cursor` of the previous page; absent for the first page.",
        },
        media_type: {
          type: "string",
          enum: ["image", "video"],
          description: "Only images or only videos.",
        },
      },
    },
    outputSchema: {
      type: "object",
      properties: {
        assets: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "project_id",
              "filename",
              "content_type",
              "size",
              "media_type",
              "width",
              "height",
              "duration_sec",
              "status",
              "error",
              "visibility",
              "metadata",
              "created_at",
            ],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              project_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              filename: {
                type: "string",
                description: "The file part's `filename`, or `upload` when none was sent.",
              },
              content_type: {
                type: "string",
                description:
                  "The detected media type (`image/png`, `video/mp4`); the content routes serve it.",
              },
              size: {
                type: "integer",
                format: "int64",
                description: "Bytes.",
              },
              media_type: {
                type: "string",
                enum: ["image", "video"],
              },
              width: {
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
              height: {
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
              duration_sec: {
                anyOf: [
                  {
                    type: "number",
                    format: "double",
                  },
                  {
                    type: "null",
                  },
                ],
                description: "Videos: length in seconds; null for images.",
              },
              status: {
                type: "string",
                enum: ["processing", "ready", "failed"],
              },
              error: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
                description: "Why processing failed; null otherwise.",
              },
              visibility: {
                type: "string",
                enum: ["private", "public"],
                description:
                  "`private` (default) or `public`. Recorded for clients; every route, the content routes\nincluded, still needs the project's API key (our design).",
              },
              metadata: {
                type: "object",
                unevaluatedProperties: {},
                description: "The JSON object sent as the `metadata` part; `{}` when none.",
              },
              created_at: {
                type: "string",
                format: "date-time",
              },
            },
            description:
              "An uploaded image or video. `content_type` and `media_type` are what the server detected in the\nbytes, not what the client declared. `width`/`height` come from the image header or the first\nvideo stream; `duration_sec` only for videos. `status` is `ready` once the upload is probed and\nstored (uploads are probed before the answer, so every listed asset is `ready`; `processing` and\n`failed` are reserved) — our design: the seed does not show the status values.",
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
        },
      },
      required: ["assets", "next_cursor"],
    },
    annotations: {
      title: "List media assets",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      limit: "query",
      cursor: "query",
      media_type: "query",
    },
  },
  {
    name: "get_media_asset",
    title: "Get a media asset",
    description: "One asset.",
    inputSchema: {
      type: "object",
      properties: {
        assetId: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["assetId"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "project_id",
        "filename",
        "content_type",
        "size",
        "media_type",
        "width",
        "height",
        "duration_sec",
        "status",
        "error",
        "visibility",
        "metadata",
        "created_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        project_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        filename: {
          type: "string",
          description: "The file part's `filename`, or `upload` when none was sent.",
        },
        content_type: {
          type: "string",
          description: "The detected media type (`image/png`, `video/mp4`); the content routes serve it.",
        },
        size: {
          type: "integer",
          format: "int64",
          description: "Bytes.",
        },
        media_type: {
          type: "string",
          enum: ["image", "video"],
        },
        width: {
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
        height: {
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
        duration_sec: {
          anyOf: [
            {
              type: "number",
              format: "double",
            },
            {
              type: "null",
            },
          ],
          description: "Videos: length in seconds; null for images.",
        },
        status: {
          type: "string",
          enum: ["processing", "ready", "failed"],
        },
        error: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "Why processing failed; null otherwise.",
        },
        visibility: {
          type: "string",
          enum: ["private", "public"],
          description:
            "`private` (default) or `public`. Recorded for clients; every route, the content routes\nincluded, still needs the project's API key (our design).",
        },
        metadata: {
          type: "object",
          unevaluatedProperties: {},
          description: "The JSON object sent as the `metadata` part; `{}` when none.",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
      },
      description:
        "An uploaded image or video. `content_type` and `media_type` are what the server detected in the\nbytes, not what the client declared. `width`/`height` come from the image header or the first\nvideo stream; `duration_sec` only for videos. `status` is `ready` once the upload is probed and\nstored (uploads are probed before the answer, so every listed asset is `ready`; `processing` and\n`failed` are reserved) — our design: the seed does not show the status values.",
    },
    annotations: {
      title: "Get a media asset",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      assetId: "path",
    },
  },
  {
    name: "delete_media_asset",
    title: "Delete a media asset",
    description: "Deletes the asset, its variants and their bytes; encodings in progress are discarded.",
    inputSchema: {
      type: "object",
      properties: {
        assetId: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["assetId"],
    },
    outputSchema: {
      type: "object",
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        deleted: {
          type: "boolean",
          enum: [true],
        },
      },
      required: ["id", "deleted"],
    },
    annotations: {
      title: "Delete a media asset",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      assetId: "path",
    },
  },
  {
    name: "transform_media_image",
    title: "Transform an image",
    description:
      "Makes an image variant now and answers it `ready`. 409 when the asset is a video (use the\nvideo transform).",
    inputSchema: {
      type: "object",
      properties: {
        assetId: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        body: {
          type: "object",
          properties: {
            width: {
              type: "integer",
              format: "int32",
              minimum: 1,
              maximum: 8192,
              description: "Output width in pixels; with no `height`, the height keeps the aspect ratio.",
            },
            height: {
              type: "integer",
              format: "int32",
              minimum: 1,
              maximum: 8192,
              description: "Output height in pixels; with no `width`, the width keeps the aspect ratio.",
            },
            fit: {
              type: "string",
              enum: ["cover", "contain", "fill", "inside", "outside"],
              description:
                "How the image meets `width`×`height` (both given): `cover` (default; crop to fill),\n`contain` (letterbox with `background`), `fill` (stretch), `inside` (at most that size),\n`outside` (at least that size).",
              default: "cover",
            },
            format: {
              type: "string",
              enum: ["jpeg", "png", "webp", "avif"],
              description: "Output format. Default: the source's when it is one of these four, else `png`.",
            },
            quality: {
              type: "integer",
              format: "int32",
              minimum: 1,
              maximum: 100,
              description: "Encoder quality for jpeg, webp and avif (ignored for png), 1 to 100.",
              default: 80,
            },
            blur: {
              type: "integer",
              format: "int32",
              minimum: 0,
              maximum: 100,
              description: "Gaussian blur: the sigma in pixels, 0 (default, none) to 100.",
              default: 0,
            },
            background: {
              type: "string",
              pattern: "^#(?:[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$",
              description:
                "Fills `contain` letterboxing and, for jpeg (which has no transparency), transparent areas.\nDefault: transparent, and white for jpeg.",
              examples: ["#ffffff"],
            },
          },
          description: "An image transform. Every member is optional; at least the format is always applied.",
        },
      },
      required: ["assetId", "body"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "asset_id",
        "type",
        "params",
        "status",
        "url",
        "content_type",
        "size",
        "width",
        "height",
        "error",
        "job_id",
        "created_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        asset_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        type: {
          type: "string",
          enum: ["image", "video", "thumbnail"],
        },
        params: {
          type: "object",
          unevaluatedProperties: {},
          description:
            "What was asked for, normalized (defaults filled in; named resolutions resolved to pixels).",
        },
        status: {
          type: "string",
          enum: ["queued", "processing", "ready", "failed"],
        },
        url: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description:
            "Where to download the bytes once `ready` (our design: the variant content route, which\ntakes the project's API key); null until then.",
        },
        content_type: {
          type: "string",
        },
        size: {
          anyOf: [
            {
              type: "integer",
              format: "int64",
            },
            {
              type: "null",
            },
          ],
          description: "Bytes, once ready.",
        },
        width: {
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
        height: {
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
        error: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "Why it failed (the encoder's last line of output); null otherwise.",
        },
        job_id: {
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
            "Video transforms: the id of the encoding request, shared by its variants; null for images.",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
      },
      description:
        "Something made from an asset: `image` (a transform of an image), `video` (an encoding of a\nvideo at one resolution) or `thumbnail` (a JPEG frame of a video). Image variants are made\nbefore the answer and are born `ready`; video variants and thumbnails go `queued` →\n`processing` → `ready` or `failed` (with `error`) — our design: the seed does not show the\nstatus values.",
    },
    annotations: {
      title: "Transform an image",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      assetId: "path",
      body: "body",
    },
  },
  {
    name: "transform_media_video",
    title: "Transform a video",
    description:
      "Queues an encoding of the video at each resolution (and thumbnails when asked) and answers\nthe new variants, `queued`. One background job encodes them, moving each to `processing`, then\n`ready` or `failed`. 409 when the asset is an image (use the image transform).",
    inputSchema: {
      type: "object",
      properties: {
        assetId: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        body: {
          type: "object",
          required: ["resolutions"],
          properties: {
            resolutions: {
              type: "array",
              items: {
                type: "string",
                pattern: "^(?:[1-9][0-9]{1,3}x[1-9][0-9]{1,3}|(?:240|360|480|720|1080|1440|2160)p)$",
                description:
                  "A video output size: `WIDTHxHEIGHT` with even numbers from 16 to 4096 (the frame is scaled to\nfit and padded with black to exactly that size), or a named height — `240p`, `360p`, `480p`,\n`720p`, `1080p`, `1440p`, `2160p` — whose width follows the source's aspect ratio (rounded to\nan even number).",
                examples: ["1280x720"],
              },
              minItems: 1,
              maxItems: 4,
              description: "One to four output sizes (each a separate `video` variant); no repeats.",
            },
            format: {
              type: "string",
              enum: ["mp4", "webm"],
              description: "`mp4` (H.264 and AAC, default) or `webm` (VP9 and Opus).",
              default: "mp4",
            },
            framerate: {
              type: "integer",
              format: "int32",
              minimum: 1,
              maximum: 60,
              description: "Frames per second of the output, 1 to 60. Default: the source's, at most 60.",
            },
            generate_thumbnails: {
              type: "boolean",
              description:
                "Also make one JPEG `thumbnail` variant per resolution, a frame from 10% into the video.",
              default: false,
            },
            webhook_topic: {
              type: "string",
              minLength: 3,
              maxLength: 100,
              pattern:
                "^(?:[abd-il-vx-z][a-z0-9_-]*|c(?:[a-gi-z0-9_-][a-z0-9_-]*|h(?:[b-z0-9_-][a-z0-9_-]*|a(?:[a-mo-z0-9_-][a-z0-9_-]*|n(?:[a-mo-z0-9_-][a-z0-9_-]*|n(?:[a-df-z0-9_-][a-z0-9_-]*|e(?:[a-km-z0-9_-][a-z0-9_-]*|l(?:[a-rt-z0-9_-][a-z0-9_-]*|s(?:[a-z0-9_-][a-z0-9_-]*)|)|)|)|)|)|)|)|j(?:[a-np-z0-9_-][a-z0-9_-]*|o(?:[ac-z0-9_-][a-z0-9_-]*|b(?:[a-rt-z0-9_-][a-z0-9_-]*|s(?:[a-z0-9_-][a-z0-9_-]*)|)|)|)|k(?:[a-uw-z0-9_-][a-z0-9_-]*|v(?:[a-z0-9_-][a-z0-9_-]*)|)|w(?:[a-df-z0-9_-][a-z0-9_-]*|e(?:[ac-z0-9_-][a-z0-9_-]*|b(?:[a-gi-z0-9_-][a-z0-9_-]*|h(?:[a-np-z0-9_-][a-z0-9_-]*|o(?:[a-np-z0-9_-][a-z0-9_-]*|o(?:[a-jl-z0-9_-][a-z0-9_-]*|k(?:[a-z0-9_-][a-z0-9_-]*)|)|)|)|)|)|))(?:\\.[a-z0-9_-]+)+$",
              description:
                "When every variant has finished (ready or failed), an event of this topic is recorded for the\nproject's webhooks, its `data` being `{asset_id, job_id, status, variants}` (`status` is\n`ready` when every variant is, else `failed`; `variants` as in the variants list, with `url`\nthe content route's path under the service).",
              examples: ["orders.shipped"],
            },
          },
          description: "A video transform: one encoding per resolution, done in the background.",
        },
      },
      required: ["assetId", "body"],
    },
    outputSchema: {
      type: "object",
      properties: {
        job_id: {
          type: "string",
          format: "uuid",
          description: "The encoding request's id (each variant's `job_id`).",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        variants: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "asset_id",
              "type",
              "params",
              "status",
              "url",
              "content_type",
              "size",
              "width",
              "height",
              "error",
              "job_id",
              "created_at",
            ],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              asset_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              type: {
                type: "string",
                enum: ["image", "video", "thumbnail"],
              },
              params: {
                type: "object",
                unevaluatedProperties: {},
                description:
                  "What was asked for, normalized (defaults filled in; named resolutions resolved to pixels).",
              },
              status: {
                type: "string",
                enum: ["queued", "processing", "ready", "failed"],
              },
              url: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
                description:
                  "Where to download the bytes once `ready` (our design: the variant content route, which\ntakes the project's API key); null until then.",
              },
              content_type: {
                type: "string",
              },
              size: {
                anyOf: [
                  {
                    type: "integer",
                    format: "int64",
                  },
                  {
                    type: "null",
                  },
                ],
                description: "Bytes, once ready.",
              },
              width: {
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
              height: {
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
              error: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
                description: "Why it failed (the encoder's last line of output); null otherwise.",
              },
              job_id: {
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
                  "Video transforms: the id of the encoding request, shared by its variants; null for images.",
              },
              created_at: {
                type: "string",
                format: "date-time",
              },
            },
            description:
              "Something made from an asset: `image` (a transform of an image), `video` (an encoding of a\nvideo at one resolution) or `thumbnail` (a JPEG frame of a video). Image variants are made\nbefore the answer and are born `ready`; video variants and thumbnails go `queued` →\n`processing` → `ready` or `failed` (with `error`) — our design: the seed does not show the\nstatus values.",
          },
        },
      },
      required: ["job_id", "variants"],
    },
    annotations: {
      title: "Transform a video",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      assetId: "path",
      body: "body",
    },
  },
  {
    name: "list_media_variants",
    title: "List asset variants",
    description: "The asset's variants, oldest first.",
    inputSchema: {
      type: "object",
      properties: {
        assetId: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["assetId"],
    },
    outputSchema: {
      type: "object",
      properties: {
        variants: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "asset_id",
              "type",
              "params",
              "status",
              "url",
              "content_type",
              "size",
              "width",
              "height",
              "error",
              "job_id",
              "created_at",
            ],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              asset_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              type: {
                type: "string",
                enum: ["image", "video", "thumbnail"],
              },
              params: {
                type: "object",
                unevaluatedProperties: {},
                description:
                  "What was asked for, normalized (defaults filled in; named resolutions resolved to pixels).",
              },
              status: {
                type: "string",
                enum: ["queued", "processing", "ready", "failed"],
              },
              url: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
                description:
                  "Where to download the bytes once `ready` (our design: the variant content route, which\ntakes the project's API key); null until then.",
              },
              content_type: {
                type: "string",
              },
              size: {
                anyOf: [
                  {
                    type: "integer",
                    format: "int64",
                  },
                  {
                    type: "null",
                  },
                ],
                description: "Bytes, once ready.",
              },
              width: {
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
              height: {
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
              error: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
                description: "Why it failed (the encoder's last line of output); null otherwise.",
              },
              job_id: {
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
                  "Video transforms: the id of the encoding request, shared by its variants; null for images.",
              },
              created_at: {
                type: "string",
                format: "date-time",
              },
            },
            description:
              "Something made from an asset: `image` (a transform of an image), `video` (an encoding of a\nvideo at one resolution) or `thumbnail` (a JPEG frame of a video). Image variants are made\nbefore the answer and are born `ready`; video variants and thumbnails go `queued` →\n`processing` → `ready` or `failed` (with `error`) — our design: the seed does not show the\nstatus values.",
          },
        },
      },
      required: ["variants"],
    },
    annotations: {
      title: "List asset variants",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      assetId: "path",
    },
  },
  {
    name: "cms_estimate",
    title: "Count-min estimate",
    description: "Estimated count of `item`: never below the true count (0 for a sketch never written).",
    inputSchema: {
      type: "object",
      properties: {
        key: {
          type: "string",
          minLength: 1,
          maxLength: 512,
          pattern:
            "^(?:[^\\u0000-\\u001F\\u007F]*[^.\\u0000-\\u001F\\u007F][^\\u0000-\\u001F\\u007F]*|\\.{3,})$",
          description:
            "A key: 1 to 512 characters, no control characters, not `.` or `..` (send `/` as `%2F` in a\npath).",
          examples: ["visits:home"],
        },
        item: {
          type: "string",
          minLength: 1,
          maxLength: 256,
          description: "An element or item: 1 to 256 characters.",
          examples: ["page:/home"],
        },
      },
      required: ["key", "item"],
    },
    outputSchema: {
      type: "object",
      properties: {
        key: {
          type: "string",
        },
        item: {
          type: "string",
        },
        estimated_count: {
          type: "integer",
          format: "int64",
        },
      },
      required: ["key", "item", "estimated_count"],
    },
    annotations: {
      title: "Count-min estimate",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      key: "path",
      item: "query",
    },
  },
  {
    name: "cms_increment",
    title: "Count-min increment",
    description: "Adds counts (default 1 each) for up to 1,000 items.",
    inputSchema: {
      type: "object",
      properties: {
        key: {
          type: "string",
          minLength: 1,
          maxLength: 512,
          pattern:
            "^(?:[^\\u0000-\\u001F\\u007F]*[^.\\u0000-\\u001F\\u007F][^\\u0000-\\u001F\\u007F]*|\\.{3,})$",
          description:
            "A key: 1 to 512 characters, no control characters, not `.` or `..` (send `/` as `%2F` in a\npath).",
          examples: ["visits:home"],
        },
        body: {
          type: "object",
          properties: {
            elements: {
              type: "array",
              items: {
                type: "object",
                properties: {
                  item: {
                    type: "string",
                    minLength: 1,
                    maxLength: 256,
                    description: "An element or item: 1 to 256 characters.",
                    examples: ["page:/home"],
                  },
                  count: {
                    type: "integer",
                    format: "int32",
                    minimum: 1,
                    maximum: 1000000000,
                    default: 1,
                  },
                },
                required: ["item"],
              },
              minItems: 1,
              maxItems: 1000,
            },
          },
          required: ["elements"],
        },
      },
      required: ["key", "body"],
    },
    outputSchema: {
      type: "object",
      properties: {
        key: {
          type: "string",
        },
        updated: {
          type: "boolean",
        },
      },
      required: ["key", "updated"],
    },
    annotations: {
      title: "Count-min increment",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      key: "path",
      body: "body",
    },
  },
  {
    name: "hll_merge",
    title: "HyperLogLog merge",
    description:
      "Writes the union of `dest_key` and up to 100 sources into `dest_key`; missing sources count as empty.",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          properties: {
            dest_key: {
              type: "string",
              minLength: 1,
              maxLength: 512,
              pattern:
                "^(?:[^\\u0000-\\u001F\\u007F]*[^.\\u0000-\\u001F\\u007F][^\\u0000-\\u001F\\u007F]*|\\.{3,})$",
              description:
                "A key: 1 to 512 characters, no control characters, not `.` or `..` (send `/` as `%2F` in a\npath).",
              examples: ["visits:home"],
            },
            source_keys: {
              type: "array",
              items: {
                type: "string",
                minLength: 1,
                maxLength: 512,
                pattern:
                  "^(?:[^\\u0000-\\u001F\\u007F]*[^.\\u0000-\\u001F\\u007F][^\\u0000-\\u001F\\u007F]*|\\.{3,})$",
                description:
                  "A key: 1 to 512 characters, no control characters, not `.` or `..` (send `/` as `%2F` in a\npath).",
                examples: ["visits:home"],
              },
              minItems: 1,
              maxItems: 100,
            },
          },
          required: ["dest_key", "source_keys"],
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      properties: {
        dest_key: {
          type: "string",
        },
        count: {
          type: "integer",
          format: "int64",
        },
      },
      required: ["dest_key", "count"],
    },
    annotations: {
      title: "HyperLogLog merge",
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
    name: "hll_add",
    title: "HyperLogLog add",
    description: "Adds up to 1,000 elements; `updated` is true when the estimate may have changed.",
    inputSchema: {
      type: "object",
      properties: {
        key: {
          type: "string",
          minLength: 1,
          maxLength: 512,
          pattern:
            "^(?:[^\\u0000-\\u001F\\u007F]*[^.\\u0000-\\u001F\\u007F][^\\u0000-\\u001F\\u007F]*|\\.{3,})$",
          description:
            "A key: 1 to 512 characters, no control characters, not `.` or `..` (send `/` as `%2F` in a\npath).",
          examples: ["visits:home"],
        },
        body: {
          type: "object",
          properties: {
            elements: {
              type: "array",
              items: {
                type: "string",
                minLength: 1,
                maxLength: 256,
                description: "An element or item: 1 to 256 characters.",
                examples: ["page:/home"],
              },
              minItems: 1,
              maxItems: 1000,
            },
          },
          required: ["elements"],
        },
      },
      required: ["key", "body"],
    },
    outputSchema: {
      type: "object",
      properties: {
        key: {
          type: "string",
        },
        updated: {
          type: "boolean",
        },
      },
      required: ["key", "updated"],
    },
    annotations: {
      title: "HyperLogLog add",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      key: "path",
      body: "body",
    },
  },
  {
    name: "hll_count",
    title: "HyperLogLog count",
    description: "Estimated number of distinct elements added (0 for a sketch never written).",
    inputSchema: {
      type: "object",
      properties: {
        key: {
          type: "string",
          minLength: 1,
          maxLength: 512,
          pattern:
            "^(?:[^\\u0000-\\u001F\\u007F]*[^.\\u0000-\\u001F\\u007F][^\\u0000-\\u001F\\u007F]*|\\.{3,})$",
          description:
            "A key: 1 to 512 characters, no control characters, not `.` or `..` (send `/` as `%2F` in a\npath).",
          examples: ["visits:home"],
        },
      },
      required: ["key"],
    },
    outputSchema: {
      type: "object",
      properties: {
        key: {
          type: "string",
        },
        count: {
          type: "integer",
          format: "int64",
        },
      },
      required: ["key", "count"],
    },
    annotations: {
      title: "HyperLogLog count",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      key: "path",
    },
  },
  {
    name: "list_buckets",
    title: "List buckets",
    description: "The project's buckets, by name.",
    inputSchema: {
      type: "object",
      properties: {
        limit: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          default: 50,
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
      properties: {
        buckets: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "project_id", "name", "visibility", "description", "created_at"],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              project_id: {
                type: "string",
                format: "uuid",
                description: "The project that owns it.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
              },
              visibility: {
                type: "string",
                enum: ["private", "public"],
                description:
                  "Who a bucket is meant for (our design: the seed lists the field without its values).",
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
              },
              created_at: {
                type: "string",
                format: "date-time",
              },
            },
            description: "A bucket: a namespace of objects inside a project.",
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
        },
      },
      required: ["buckets", "next_cursor"],
    },
    annotations: {
      title: "List buckets",
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
    name: "create_bucket",
    title: "Create a bucket",
    description: "Creates a bucket. 409 when the project already has a bucket of that name.",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          properties: {
            name: {
              type: "string",
              minLength: 3,
              maxLength: 63,
              pattern: "^[a-z0-9][a-z0-9-]*[a-z0-9]$",
              description:
                "A bucket's name: 3 to 63 characters of lower-case letters, digits and hyphens, starting and\nending with a letter or digit (S3's rule, so a bucket can be mirrored to S3 under the same\nname). Unique within the project. A name shaped like a UUID is refused (400): in paths a UUID\nnames a bucket by its id.",
              examples: ["product-images"],
            },
            visibility: {
              type: "string",
              enum: ["private", "public"],
              description: "Default `private`.",
              default: "private",
            },
            description: {
              type: "string",
              maxLength: 500,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "What the bucket holds, at most 500 characters.",
            },
          },
          required: ["name"],
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      required: ["id", "project_id", "name", "visibility", "description", "created_at"],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        project_id: {
          type: "string",
          format: "uuid",
          description: "The project that owns it.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        name: {
          type: "string",
        },
        visibility: {
          type: "string",
          enum: ["private", "public"],
          description: "Who a bucket is meant for (our design: the seed lists the field without its values).",
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
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A bucket: a namespace of objects inside a project.",
    },
    annotations: {
      title: "Create a bucket",
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
    name: "get_bucket",
    title: "Get a bucket",
    description: "One bucket, by id or name.",
    inputSchema: {
      type: "object",
      properties: {
        bucketId: {
          type: "string",
          minLength: 3,
          maxLength: 63,
          pattern: "^[a-z0-9][a-z0-9-]*[a-z0-9]$",
          description: "A bucket named by its `id` or by its `name` (both are unique within the project).",
          examples: ["product-images"],
        },
      },
      required: ["bucketId"],
    },
    outputSchema: {
      type: "object",
      required: ["id", "project_id", "name", "visibility", "description", "created_at"],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        project_id: {
          type: "string",
          format: "uuid",
          description: "The project that owns it.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        name: {
          type: "string",
        },
        visibility: {
          type: "string",
          enum: ["private", "public"],
          description: "Who a bucket is meant for (our design: the seed lists the field without its values).",
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
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A bucket: a namespace of objects inside a project.",
    },
    annotations: {
      title: "Get a bucket",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      bucketId: "path",
    },
  },
  {
    name: "delete_bucket",
    title: "Delete a bucket",
    description: "Deletes an empty bucket. 409 while it holds any object: delete them first.",
    inputSchema: {
      type: "object",
      properties: {
        bucketId: {
          type: "string",
          minLength: 3,
          maxLength: 63,
          pattern: "^[a-z0-9][a-z0-9-]*[a-z0-9]$",
          description: "A bucket named by its `id` or by its `name` (both are unique within the project).",
          examples: ["product-images"],
        },
      },
      required: ["bucketId"],
    },
    outputSchema: {
      type: "object",
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        deleted: {
          type: "boolean",
          enum: [true],
        },
      },
      required: ["id", "deleted"],
    },
    annotations: {
      title: "Delete a bucket",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      bucketId: "path",
    },
  },
  {
    name: "list_objects",
    title: "List objects",
    description:
      "The bucket's objects in key order (by UTF-8 bytes). `prefix` keeps keys that start with it.\nWith a `delimiter`, keys holding the delimiter after the prefix are rolled up: each distinct\n`prefix + … + delimiter` is listed once in `common_prefixes` (like folders), not in `objects`.\nA page holds at most `limit` entries of both kinds together.",
    inputSchema: {
      type: "object",
      properties: {
        bucketId: {
          type: "string",
          minLength: 3,
          maxLength: 63,
          pattern: "^[a-z0-9][a-z0-9-]*[a-z0-9]$",
          description: "A bucket named by its `id` or by its `name` (both are unique within the project).",
          examples: ["product-images"],
        },
        prefix: {
          type: "string",
          pattern: "^[^\\x00-\\x1f]*$",
          maxLength: 1024,
          description: "Only keys starting with this text.",
        },
        delimiter: {
          type: "string",
          pattern: "^[^\\x00-\\x1f]+$",
          minLength: 1,
          maxLength: 16,
          description: "Rolls keys up at this text after the prefix (usually `/`).",
        },
        limit: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 1000,
          default: 100,
          description: "Entries per page, 1 to 1,000.",
        },
        cursor: {
          type: "string",
          pattern: "^[A-Za-z0-9_-]*$",
          maxLength: 8192,
          description:
            "`next_cursor` of the previous page (with the same `prefix` and `delimiter`); absent for the first page.",
        },
      },
      required: ["bucketId"],
    },
    outputSchema: {
      type: "object",
      properties: {
        objects: {
          type: "array",
          items: {
            type: "object",
            required: ["key", "bucket_id", "size", "etag", "content_type", "created_at"],
            properties: {
              key: {
                type: "string",
                description: "The object's key inside its bucket.",
              },
              bucket_id: {
                type: "string",
                format: "uuid",
                description: "The id of its bucket.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              size: {
                type: "integer",
                format: "int64",
                minimum: 0,
                description: "Bytes.",
              },
              etag: {
                type: "string",
                description:
                  'The entity tag: the lower-case hexadecimal MD5 of the bytes, in double quotes\n(`"9e107d9d372bb6826bd81d3542a419d6"`), as the `ETag` header carries it.',
              },
              content_type: {
                type: "string",
                description:
                  "The media type given when it was uploaded (`application/octet-stream` when none was).",
              },
              created_at: {
                type: "string",
                format: "date-time",
                description: "When this version was uploaded.",
              },
            },
            description: "What describes a stored object (its bytes are served by the download routes).",
          },
        },
        common_prefixes: {
          type: "array",
          items: {
            type: "string",
          },
          description:
            "With a `delimiter`: the rolled-up key prefixes on this page, in order; otherwise empty.",
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
        },
      },
      required: ["objects", "common_prefixes", "next_cursor"],
    },
    annotations: {
      title: "List objects",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      bucketId: "path",
      prefix: "query",
      delimiter: "query",
      limit: "query",
      cursor: "query",
    },
  },
  {
    name: "delete_object",
    title: "Delete an object",
    description: "Deletes the object and its bytes.",
    inputSchema: {
      type: "object",
      properties: {
        bucketId: {
          type: "string",
          minLength: 3,
          maxLength: 63,
          pattern: "^[a-z0-9][a-z0-9-]*[a-z0-9]$",
          description: "A bucket named by its `id` or by its `name` (both are unique within the project).",
          examples: ["product-images"],
        },
        object_key_path: {
          type: "string",
          minLength: 1,
          maxLength: 1024,
          pattern:
            "^([^/\\x00-\\x1f.][^/\\x00-\\x1f]*|\\.[^/\\x00-\\x1f.][^/\\x00-\\x1f]*|\\.\\.[^/\\x00-\\x1f]+)(/([^/\\x00-\\x1f.][^/\\x00-\\x1f]*|\\.[^/\\x00-\\x1f.][^/\\x00-\\x1f]*|\\.\\.[^/\\x00-\\x1f]+))*$",
          description:
            "An object's key: 1 to 1,024 characters of `/`-separated segments, like a file path (`photos/2026/a.png`).\nNo segment may be empty (no leading, trailing or doubled `/`), `.` or `..`, and no character\nmay be NUL or a control character (U+0000 to U+001F). The server checks the same rule again and\nanswers 400 naming the parameter. (The pattern is that rule written without lookahead.)",
          examples: ["photos/2026/a.png"],
        },
      },
      required: ["bucketId", "object_key_path"],
    },
    outputSchema: {
      type: "object",
      properties: {
        bucket_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        key: {
          type: "string",
        },
        deleted: {
          type: "boolean",
          enum: [true],
        },
      },
      required: ["bucket_id", "key", "deleted"],
    },
    annotations: {
      title: "Delete an object",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      bucketId: "path",
      object_key_path: "path",
    },
  },
  {
    name: "create_signed_url",
    title: "Create a signed URL",
    description:
      "A URL that reads (`GET`) or writes (`PUT`) one object without the project's key, until\n`expires_at`. It is signed with HMAC-SHA256 under a key derived from the server's\n`SECRETS_KEY`; changing any part of it makes it refuse (403). A `PUT` URL signed with a\n`content_type` takes only uploads of that `Content-Type`. The bucket must exist; the object\nneed not (yet).",
    inputSchema: {
      type: "object",
      properties: {
        bucketId: {
          type: "string",
          minLength: 3,
          maxLength: 63,
          pattern: "^[a-z0-9][a-z0-9-]*[a-z0-9]$",
          description: "A bucket named by its `id` or by its `name` (both are unique within the project).",
          examples: ["product-images"],
        },
        body: {
          type: "object",
          oneOf: [
            {
              type: "object",
              required: ["key", "method"],
              properties: {
                key: {
                  type: "string",
                  minLength: 1,
                  maxLength: 1024,
                  pattern:
                    "^([^/\\x00-\\x1f.][^/\\x00-\\x1f]*|\\.[^/\\x00-\\x1f.][^/\\x00-\\x1f]*|\\.\\.[^/\\x00-\\x1f]+)(/([^/\\x00-\\x1f.][^/\\x00-\\x1f]*|\\.[^/\\x00-\\x1f.][^/\\x00-\\x1f]*|\\.\\.[^/\\x00-\\x1f]+))*$",
                  description:
                    "An object's key: 1 to 1,024 characters of `/`-separated segments, like a file path (`photos/2026/a.png`).\nNo segment may be empty (no leading, trailing or doubled `/`), `.` or `..`, and no character\nmay be NUL or a control character (U+0000 to U+001F). The server checks the same rule again and\nanswers 400 naming the parameter. (The pattern is that rule written without lookahead.)",
                  examples: ["photos/2026/a.png"],
                },
                method: {
                  type: "string",
                  enum: ["GET"],
                },
                expires_in: {
                  type: "integer",
                  format: "int32",
                  minimum: 1,
                  maximum: 604800,
                  description: "Seconds until the URL expires: 1 to 604,800 (7 days).",
                  default: 3600,
                },
                content_type: {
                  description:
                    "Not taken: only a PUT URL fixes the `Content-Type` of what is uploaded through it.",
                  not: {},
                },
              },
              description: "A URL that downloads the object.",
            },
            {
              type: "object",
              required: ["key", "method"],
              properties: {
                key: {
                  type: "string",
                  minLength: 1,
                  maxLength: 1024,
                  pattern:
                    "^([^/\\x00-\\x1f.][^/\\x00-\\x1f]*|\\.[^/\\x00-\\x1f.][^/\\x00-\\x1f]*|\\.\\.[^/\\x00-\\x1f]+)(/([^/\\x00-\\x1f.][^/\\x00-\\x1f]*|\\.[^/\\x00-\\x1f.][^/\\x00-\\x1f]*|\\.\\.[^/\\x00-\\x1f]+))*$",
                  description:
                    "An object's key: 1 to 1,024 characters of `/`-separated segments, like a file path (`photos/2026/a.png`).\nNo segment may be empty (no leading, trailing or doubled `/`), `.` or `..`, and no character\nmay be NUL or a control character (U+0000 to U+001F). The server checks the same rule again and\nanswers 400 naming the parameter. (The pattern is that rule written without lookahead.)",
                  examples: ["photos/2026/a.png"],
                },
                method: {
                  type: "string",
                  enum: ["PUT"],
                },
                expires_in: {
                  type: "integer",
                  format: "int32",
                  minimum: 1,
                  maximum: 604800,
                  description: "Seconds until the URL expires: 1 to 604,800 (7 days).",
                  default: 3600,
                },
                content_type: {
                  type: "string",
                  minLength: 3,
                  maxLength: 255,
                  pattern:
                    '^[A-Za-z0-9!#$&^_.+-]+/[A-Za-z0-9!#$&^_.+-]+(\\s*;\\s*[A-Za-z0-9!#$&^_.+-]+=("[^"\\x00-\\x1f]*"|[A-Za-z0-9!#$&^_.+-]+))*$',
                  description: "The `Content-Type` uploads through the URL must carry; any, when left out.",
                  examples: ["image/png"],
                },
              },
              description: "A URL that uploads the object.",
            },
          ],
          discriminator: {
            propertyName: "method",
            mapping: {
              GET: "#/components/schemas/SignedGetUrlRequest",
              PUT: "#/components/schemas/SignedPutUrlRequest",
            },
          },
          description:
            "What a signed URL may do, by `method`: `GET` downloads, `PUT` uploads (optionally of one `content_type`).",
        },
      },
      required: ["bucketId", "body"],
    },
    outputSchema: {
      type: "object",
      properties: {
        url: {
          type: "string",
          description: "The absolute URL, query included.",
        },
        method: {
          type: "string",
          enum: ["GET", "PUT"],
        },
        expires_at: {
          type: "string",
          format: "date-time",
        },
      },
      required: ["url", "method", "expires_at"],
    },
    annotations: {
      title: "Create a signed URL",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      bucketId: "path",
      body: "body",
    },
  },
  {
    name: "list_webhooks",
    title: "List webhooks",
    description: "The project's webhooks, newest first.",
    inputSchema: {
      type: "object",
      properties: {
        limit: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          default: 50,
          description: "Records per page, 1 to 100.",
        },
        cursor: {
          type: "string",
          pattern: "^[A-Za-z0-9_-]*$",
          maxLength: 512,
          description: "`next_cursor` of the previous page; absent for the first page.",
        },
        enabled: {
          type: "boolean",
          description: "Only enabled (true) or disabled (false) webhooks.",
        },
      },
    },
    outputSchema: {
      type: "object",
      properties: {
        webhooks: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "name",
              "url",
              "topics",
              "enabled",
              "success_count",
              "failure_count",
              "last_attempted_at",
              "last_status",
              "created_at",
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
              },
              url: {
                type: "string",
              },
              topics: {
                type: "array",
                items: {
                  type: "string",
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
            },
            description: "A webhook: where events of its topics are delivered, with its delivery counters.",
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
        },
      },
      required: ["webhooks", "next_cursor"],
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
      enabled: "query",
    },
  },
  {
    name: "create_webhook",
    title: "Create a webhook",
    description: "Subscribes a URL to topics. The signing secret is in the answer only.",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          required: ["name", "url", "topics"],
          properties: {
            name: {
              type: "string",
              minLength: 1,
              maxLength: 100,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "A display name: 1 to 100 characters, no `<`, `>` or control characters.",
            },
            url: {
              type: "string",
              maxLength: 2048,
              pattern:
                "^https?://(?:(?:[A-Za-z0-9_-]+\\.)*[A-Za-z][A-Za-z0-9_-]*\\.?|(?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9]))(?::(?:6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[0-9]{1,4}))?(?:[/?#][^\\s\\x00-\\x1f\\x7f]*)?$",
              description:
                "Where deliveries are POSTed: an http or https URL of at most 2,048 characters whose host is a\nname (its last label starts with a letter) or a dotted IPv4 address, with an optional port,\nno `user:password@`, and no whitespace or control character. Internal addresses (loopback, private, link-local) are refused with 403\nwhen the host is an IP address, and at every delivery after DNS whatever the name.",
              examples: ["https://example.com/hooks/infra"],
            },
            topics: {
              type: "array",
              items: {
                type: "string",
                minLength: 1,
                maxLength: 100,
                pattern: "^(?:\\*|[a-z][a-z0-9_-]*(?:\\.[a-z0-9_-]+)*(?:\\.\\*)?)$",
                description:
                  "What a webhook subscribes to: `*` (every event), an exact topic (`kv.put`), or every topic\nunder a prefix (`kv.*`, `orders.*`).",
                examples: ["kv.*"],
              },
              minItems: 1,
              maxItems: 20,
            },
            secret: {
              type: "string",
              minLength: 38,
              maxLength: 94,
              pattern:
                "^whsec_(?:(?:[A-Za-z0-9+/]{4}){8,20}(?:[A-Za-z0-9+/][AQgw]==|[A-Za-z0-9+/]{2}[AEIMQUYcgkosw048]=)?|(?:[A-Za-z0-9+/]{4}){21}(?:[A-Za-z0-9+/][AQgw]==)?)$",
              description:
                "A Standard Webhooks signing secret: `whsec_` and the base64 of 24 to 64 random bytes. Omit it\nto get a generated one.",
            },
            enabled: {
              type: "boolean",
              default: true,
            },
          },
          description: "Fields of a webhook a caller sets.",
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "name",
        "url",
        "topics",
        "enabled",
        "success_count",
        "failure_count",
        "last_attempted_at",
        "last_status",
        "created_at",
        "secret",
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
        },
        url: {
          type: "string",
        },
        topics: {
          type: "array",
          items: {
            type: "string",
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
        secret: {
          type: "string",
          description: "Verify deliveries with it (any Standard Webhooks library); shown only now.",
        },
      },
      description: "A webhook just created: `secret` signs its deliveries and is shown this once.",
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
    name: "publish_event",
    title: "Publish an event",
    description: "Emits a custom event to every enabled webhook subscribed to its topic.",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          properties: {
            topic: {
              type: "string",
              minLength: 3,
              maxLength: 100,
              pattern:
                "^(?:[abd-il-vx-z][a-z0-9_-]*|c(?:[a-gi-z0-9_-][a-z0-9_-]*|h(?:[b-z0-9_-][a-z0-9_-]*|a(?:[a-mo-z0-9_-][a-z0-9_-]*|n(?:[a-mo-z0-9_-][a-z0-9_-]*|n(?:[a-df-z0-9_-][a-z0-9_-]*|e(?:[a-km-z0-9_-][a-z0-9_-]*|l(?:[a-rt-z0-9_-][a-z0-9_-]*|s(?:[a-z0-9_-][a-z0-9_-]*)|)|)|)|)|)|)|)|j(?:[a-np-z0-9_-][a-z0-9_-]*|o(?:[ac-z0-9_-][a-z0-9_-]*|b(?:[a-rt-z0-9_-][a-z0-9_-]*|s(?:[a-z0-9_-][a-z0-9_-]*)|)|)|)|k(?:[a-uw-z0-9_-][a-z0-9_-]*|v(?:[a-z0-9_-][a-z0-9_-]*)|)|w(?:[a-df-z0-9_-][a-z0-9_-]*|e(?:[ac-z0-9_-][a-z0-9_-]*|b(?:[a-gi-z0-9_-][a-z0-9_-]*|h(?:[a-np-z0-9_-][a-z0-9_-]*|o(?:[a-np-z0-9_-][a-z0-9_-]*|o(?:[a-jl-z0-9_-][a-z0-9_-]*|k(?:[a-z0-9_-][a-z0-9_-]*)|)|)|)|)|)|))(?:\\.[a-z0-9_-]+)+$",
              description:
                "A custom event's topic: two or more words of `a-z 0-9 _ -` joined by dots, the first starting\nwith a letter (`orders.shipped`). The first word may not be `kv`, `channels`, `jobs` or\n`webhook`: those are the events the service emits itself. (The pattern is that rule written\nwithout lookahead, so every validator and generator reads it.)",
              examples: ["orders.shipped"],
            },
            data: {
              description: "Any JSON value, at most 64 KiB as JSON.",
            },
          },
          required: ["topic", "data"],
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      properties: {
        event_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        topic: {
          type: "string",
        },
        deliveries: {
          type: "integer",
          format: "int32",
          description: "Deliveries queued (one per subscribed webhook).",
        },
      },
      required: ["event_id", "topic", "deliveries"],
    },
    annotations: {
      title: "Publish an event",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: true,
    },
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "get_webhook",
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
        "name",
        "url",
        "topics",
        "enabled",
        "success_count",
        "failure_count",
        "last_attempted_at",
        "last_status",
        "created_at",
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
        },
        url: {
          type: "string",
        },
        topics: {
          type: "array",
          items: {
            type: "string",
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
      },
      description: "A webhook: where events of its topics are delivered, with its delivery counters.",
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
    name: "delete_webhook",
    title: "Delete a webhook",
    description: "Deletes the webhook and its delivery log; queued deliveries are dropped.",
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
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        deleted: {
          type: "boolean",
          enum: [true],
        },
      },
      required: ["id", "deleted"],
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
    name: "update_webhook",
    title: "Update a webhook",
    description: "Changes the fields given; a new `secret` signs every later delivery.",
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
            name: {
              type: "string",
              minLength: 1,
              maxLength: 100,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "A display name: 1 to 100 characters, no `<`, `>` or control characters.",
            },
            url: {
              type: "string",
              maxLength: 2048,
              pattern:
                "^https?://(?:(?:[A-Za-z0-9_-]+\\.)*[A-Za-z][A-Za-z0-9_-]*\\.?|(?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9]))(?::(?:6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[0-9]{1,4}))?(?:[/?#][^\\s\\x00-\\x1f\\x7f]*)?$",
              description:
                "Where deliveries are POSTed: an http or https URL of at most 2,048 characters whose host is a\nname (its last label starts with a letter) or a dotted IPv4 address, with an optional port,\nno `user:password@`, and no whitespace or control character. Internal addresses (loopback, private, link-local) are refused with 403\nwhen the host is an IP address, and at every delivery after DNS whatever the name.",
              examples: ["https://example.com/hooks/infra"],
            },
            topics: {
              type: "array",
              items: {
                type: "string",
                minLength: 1,
                maxLength: 100,
                pattern: "^(?:\\*|[a-z][a-z0-9_-]*(?:\\.[a-z0-9_-]+)*(?:\\.\\*)?)$",
                description:
                  "What a webhook subscribes to: `*` (every event), an exact topic (`kv.put`), or every topic\nunder a prefix (`kv.*`, `orders.*`).",
                examples: ["kv.*"],
              },
              minItems: 1,
              maxItems: 20,
            },
            secret: {
              type: "string",
              minLength: 38,
              maxLength: 94,
              pattern:
                "^whsec_(?:(?:[A-Za-z0-9+/]{4}){8,20}(?:[A-Za-z0-9+/][AQgw]==|[A-Za-z0-9+/]{2}[AEIMQUYcgkosw048]=)?|(?:[A-Za-z0-9+/]{4}){21}(?:[A-Za-z0-9+/][AQgw]==)?)$",
              description:
                "A Standard Webhooks signing secret: `whsec_` and the base64 of 24 to 64 random bytes. Omit it\nto get a generated one.",
            },
            enabled: {
              type: "boolean",
            },
          },
        },
      },
      required: ["webhook_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "name",
        "url",
        "topics",
        "enabled",
        "success_count",
        "failure_count",
        "last_attempted_at",
        "last_status",
        "created_at",
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
        },
        url: {
          type: "string",
        },
        topics: {
          type: "array",
          items: {
            type: "string",
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
      },
      description: "A webhook: where events of its topics are delivered, with its delivery counters.",
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
    name: "list_webhook_deliveries",
    title: "List deliveries",
    description: "The webhook's deliveries, newest first.",
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
          default: 50,
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
      properties: {
        deliveries: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "callbackId",
              "projectId",
              "eventId",
              "topic",
              "payload",
              "status",
              "httpStatus",
              "responseSnippet",
              "durationMs",
              "retryCount",
              "createdAt",
            ],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              callbackId: {
                type: "string",
                format: "uuid",
                description: "The webhook's id.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              projectId: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              eventId: {
                type: "string",
                format: "uuid",
                description:
                  "The event's id, also the delivery's `webhook-id` header: receivers drop repeats by it.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              topic: {
                type: "string",
              },
              payload: {
                description: "The body delivered: `{type, timestamp, data}`.",
              },
              status: {
                type: "string",
                enum: ["pending", "delivering", "succeeded", "failed"],
                description:
                  "`pending` (waiting or retrying), `delivering`, `succeeded` or `failed` (retries spent).",
              },
              httpStatus: {
                anyOf: [
                  {
                    type: "integer",
                    format: "int32",
                  },
                  {
                    type: "null",
                  },
                ],
                description: "Status of the latest attempt; 0 when no answer arrived; null before any.",
              },
              responseSnippet: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
                description:
                  "The first 1,000 characters of the latest answer's body, or why no answer arrived.",
              },
              durationMs: {
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
              retryCount: {
                type: "integer",
                format: "int32",
                description: "Attempts after the first.",
              },
              createdAt: {
                type: "string",
                format: "date-time",
              },
            },
            description: "One delivery of one event to one webhook (the seed's camelCase shape).",
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
        },
      },
      required: ["deliveries", "next_cursor"],
    },
    annotations: {
      title: "List deliveries",
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
  {
    name: "retry_webhook_delivery",
    title: "Retry a delivery",
    description: "Queues a failed delivery again with a fresh retry budget. 409 unless it has failed.",
    inputSchema: {
      type: "object",
      properties: {
        webhook_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        delivery_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["webhook_id", "delivery_id"],
    },
    outputSchema: {
      type: "object",
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        status: {
          type: "string",
          enum: ["pending", "delivering", "succeeded", "failed"],
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
        },
        retry_count: {
          type: "integer",
          format: "int32",
        },
      },
      required: ["id", "status", "http_status", "retry_count"],
    },
    annotations: {
      title: "Retry a delivery",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: true,
    },
    argumentLocations: {
      webhook_id: "path",
      delivery_id: "path",
    },
  },
  {
    name: "test_webhook",
    title: "Test a webhook",
    description:
      "Sends a `webhook.test` event to the URL now and reports the answer (not retried, not\ncounted). `status` is 0 when no answer arrived; `response_snippet` then says why.",
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
      properties: {
        status: {
          type: "integer",
          format: "int32",
        },
        duration_ms: {
          type: "integer",
          format: "int32",
        },
        response_snippet: {
          type: "string",
        },
      },
      required: ["status", "duration_ms", "response_snippet"],
    },
    annotations: {
      title: "Test a webhook",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: true,
    },
    argumentLocations: {
      webhook_id: "path",
    },
  },
  {
    name: "list_workflow_blueprints",
    title: "List workflow blueprints",
    description: "The project's blueprints, newest first.",
    inputSchema: {
      type: "object",
      properties: {
        limit: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          default: 50,
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
      properties: {
        blueprints: {
          type: "array",
          items: {
            type: "object",
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
              created_at: {
                type: "string",
                format: "date-time",
              },
            },
            required: ["id", "name", "created_at"],
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
        },
      },
      required: ["blueprints", "next_cursor"],
    },
    annotations: {
      title: "List workflow blueprints",
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
    name: "create_workflow_blueprint",
    title: "Create a workflow blueprint",
    description:
      "Stores a blueprint. 400 names the member at fault: a duplicate step id, a `depends_on` or\n`catch` naming no step or the step itself, a cycle (its path in the message), a template\nreading a step that is not a dependency, a catch step that is also a dependency, a `task`\nwithout `handler` or a `queue` step with one.",
    inputSchema: {
      type: "object",
      properties: {
        body: {
          type: "object",
          properties: {
            name: {
              type: "string",
              minLength: 1,
              maxLength: 200,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "1 to 200 characters.",
            },
            description: {
              type: "string",
              maxLength: 2000,
              pattern: "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$",
            },
            steps: {
              type: "array",
              items: {
                type: "object",
                required: ["id", "job_trigger"],
                properties: {
                  id: {
                    type: "string",
                    pattern: "^[a-z0-9_-]{1,64}$",
                    description: "A step's id inside its blueprint: 1 to 64 of `a-z 0-9 _ -`.",
                    examples: ["fetch"],
                  },
                  job_trigger: {
                    anyOf: [
                      {
                        type: "object",
                        required: ["trigger", "handler"],
                        properties: {
                          trigger: {
                            type: "object",
                            required: ["type"],
                            properties: {
                              type: {
                                type: "string",
                                enum: ["task"],
                              },
                              delay_seconds: {
                                type: "integer",
                                format: "int32",
                                minimum: 0,
                                maximum: 31536000,
                                default: 0,
                              },
                            },
                            description:
                              "Runs once, `delay_seconds` (default 0, at most a year) after it is created.",
                          },
                          handler: {
                            type: "string",
                            maxLength: 2048,
                            pattern:
                              "^https?://(?:(?:[A-Za-z0-9_-]+\\.)*[A-Za-z][A-Za-z0-9_-]*\\.?|(?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9]))(?::(?:6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[0-9]{1,4}))?(?:[/?#][^\\s\\x00-\\x1f\\x7f]*)?$",
                            description:
                              "POSTed `{job_id, run_id, attempt, payload}`, signed with the job's `signing_secret`.",
                            examples: ["https://example.com/hooks/infra"],
                          },
                          name: {
                            type: "string",
                            minLength: 1,
                            maxLength: 200,
                            pattern: "^[^\\u0000-\\u001F\\u007F]*$",
                          },
                          timeout: {
                            type: "integer",
                            format: "int32",
                            minimum: 1,
                            maximum: 3600,
                            default: 30,
                          },
                          max_attempts: {
                            type: "integer",
                            format: "int32",
                            minimum: 1,
                            maximum: 100,
                            default: 3,
                          },
                          backoff: {
                            type: "object",
                            properties: {
                              strategy: {
                                type: "string",
                                enum: ["fixed", "exponential"],
                                default: "exponential",
                              },
                              delay_seconds: {
                                type: "integer",
                                format: "int32",
                                minimum: 1,
                                maximum: 86400,
                                default: 10,
                              },
                            },
                            description:
                              "Waits between failed attempts: `fixed` (always `delay_seconds`) or `exponential` (doubling from it).",
                          },
                          priority: {
                            type: "integer",
                            format: "int32",
                            minimum: -1000,
                            maximum: 1000,
                            description: "Higher runs (and is claimed) first.",
                            default: 0,
                          },
                          callback_url: {
                            type: "string",
                            maxLength: 2048,
                            pattern:
                              "^https?://(?:(?:[A-Za-z0-9_-]+\\.)*[A-Za-z][A-Za-z0-9_-]*\\.?|(?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9]))(?::(?:6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[0-9]{1,4}))?(?:[/?#][^\\s\\x00-\\x1f\\x7f]*)?$",
                            description:
                              "POSTed a signed `{job_id, status, result, error, attempt}` when the job completes or fails.",
                            examples: ["https://example.com/hooks/infra"],
                          },
                          enabled: {
                            type: "boolean",
                            default: true,
                          },
                        },
                        description: "A `task` step's job: its `handler` is called once the step is ready.",
                      },
                      {
                        type: "object",
                        required: ["trigger"],
                        properties: {
                          trigger: {
                            type: "object",
                            required: ["type", "queue"],
                            properties: {
                              type: {
                                type: "string",
                                enum: ["queue"],
                              },
                              queue: {
                                type: "string",
                                minLength: 1,
                                maxLength: 128,
                                pattern: "^[A-Za-z0-9._:-]+$",
                                description:
                                  "A pull queue's name: 1 to 128 of letters, digits, `.`, `_`, `:` and `-`.",
                                examples: ["emails"],
                              },
                            },
                            description:
                              "Waits in `queue` for a consumer to claim it (`POST /infra/jobs/claim`) and ack it; takes no handler.",
                          },
                          handler: {
                            description: "Not taken: a queue job is claimed by consumers, not called.",
                            not: {},
                          },
                          name: {
                            type: "string",
                            minLength: 1,
                            maxLength: 200,
                            pattern: "^[^\\u0000-\\u001F\\u007F]*$",
                          },
                          timeout: {
                            type: "integer",
                            format: "int32",
                            minimum: 1,
                            maximum: 3600,
                            default: 30,
                          },
                          max_attempts: {
                            type: "integer",
                            format: "int32",
                            minimum: 1,
                            maximum: 100,
                            default: 3,
                          },
                          backoff: {
                            type: "object",
                            properties: {
                              strategy: {
                                type: "string",
                                enum: ["fixed", "exponential"],
                                default: "exponential",
                              },
                              delay_seconds: {
                                type: "integer",
                                format: "int32",
                                minimum: 1,
                                maximum: 86400,
                                default: 10,
                              },
                            },
                            description:
                              "Waits between failed attempts: `fixed` (always `delay_seconds`) or `exponential` (doubling from it).",
                          },
                          priority: {
                            type: "integer",
                            format: "int32",
                            minimum: -1000,
                            maximum: 1000,
                            description: "Higher runs (and is claimed) first.",
                            default: 0,
                          },
                          callback_url: {
                            type: "string",
                            maxLength: 2048,
                            pattern:
                              "^https?://(?:(?:[A-Za-z0-9_-]+\\.)*[A-Za-z][A-Za-z0-9_-]*\\.?|(?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9]))(?::(?:6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[0-9]{1,4}))?(?:[/?#][^\\s\\x00-\\x1f\\x7f]*)?$",
                            description:
                              "POSTed a signed `{job_id, status, result, error, attempt}` when the job completes or fails.",
                            examples: ["https://example.com/hooks/infra"],
                          },
                          enabled: {
                            type: "boolean",
                            default: true,
                          },
                        },
                        description: "A `queue` step's job: a consumer claims it; it takes no `handler`.",
                      },
                    ],
                    description:
                      "A workflow step's job: the fields of a job create body without `payload` (the step's\n`payload_template` makes it) and `idempotency_key`, by `trigger.type` — `task` with a\n`handler`, `queue` without. Cron jobs cannot be workflow steps.",
                  },
                  payload_template: {
                    description: "Any JSON value; default `{}`.",
                  },
                  depends_on: {
                    type: "array",
                    items: {
                      type: "string",
                      pattern: "^[a-z0-9_-]{1,64}$",
                      description: "A step's id inside its blueprint: 1 to 64 of `a-z 0-9 _ -`.",
                      examples: ["fetch"],
                    },
                    maxItems: 50,
                    description:
                      "Steps that must complete first (none: a root step, started with the execution).",
                  },
                  catch: {
                    type: "string",
                    pattern: "^[a-z0-9_-]{1,64}$",
                    description: "A step's id inside its blueprint: 1 to 64 of `a-z 0-9 _ -`.",
                    examples: ["fetch"],
                  },
                },
                description:
                  "One step of a workflow: a job started once every step of `depends_on` has completed.\n\n`payload_template` becomes the job's payload: in any of its strings, `{{input.a.b}}` reads the\nexecution's `input_data` and `{{steps.<id>.output.a.b}}` the output of a step it (transitively)\ndepends on; `{{steps.<id>.error}}` is the error of the step a catch step handles. A string that\nis exactly one placeholder becomes that value (any JSON type); otherwise values are written into\nthe text (objects as JSON). A path missing at run time fails the step.\n\n`catch` names the step that handles this step's failure: it runs only when this step fails\n(every attempt spent); when it completes, this step counts as `recovered` and its dependents\ncontinue with the catch step's output as its output. A catch step is not a normal dependency of\nanything.",
              },
              minItems: 1,
              maxItems: 50,
              description: "1 to 50 steps, at most 256 KiB as JSON (413 beyond).",
            },
            max_duration_sec: {
              type: "integer",
              format: "int32",
              minimum: 1,
              maximum: 604800,
              description: "1 to 604,800 (a week).",
              default: 86400,
            },
          },
          required: ["name", "steps"],
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      required: ["id", "project_id", "name", "description", "steps", "max_duration_sec", "created_at"],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        project_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        name: {
          type: "string",
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
        },
        steps: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "job_trigger"],
            properties: {
              id: {
                type: "string",
                pattern: "^[a-z0-9_-]{1,64}$",
                description: "A step's id inside its blueprint: 1 to 64 of `a-z 0-9 _ -`.",
                examples: ["fetch"],
              },
              job_trigger: {
                anyOf: [
                  {
                    type: "object",
                    required: ["trigger", "handler"],
                    properties: {
                      trigger: {
                        type: "object",
                        required: ["type"],
                        properties: {
                          type: {
                            type: "string",
                            enum: ["task"],
                          },
                          delay_seconds: {
                            type: "integer",
                            format: "int32",
                            minimum: 0,
                            maximum: 31536000,
                            default: 0,
                          },
                        },
                        description:
                          "Runs once, `delay_seconds` (default 0, at most a year) after it is created.",
                      },
                      handler: {
                        type: "string",
                        maxLength: 2048,
                        pattern:
                          "^https?://(?:(?:[A-Za-z0-9_-]+\\.)*[A-Za-z][A-Za-z0-9_-]*\\.?|(?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9]))(?::(?:6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[0-9]{1,4}))?(?:[/?#][^\\s\\x00-\\x1f\\x7f]*)?$",
                        description:
                          "POSTed `{job_id, run_id, attempt, payload}`, signed with the job's `signing_secret`.",
                        examples: ["https://example.com/hooks/infra"],
                      },
                      name: {
                        type: "string",
                        minLength: 1,
                        maxLength: 200,
                        pattern: "^[^\\u0000-\\u001F\\u007F]*$",
                      },
                      timeout: {
                        type: "integer",
                        format: "int32",
                        minimum: 1,
                        maximum: 3600,
                        default: 30,
                      },
                      max_attempts: {
                        type: "integer",
                        format: "int32",
                        minimum: 1,
                        maximum: 100,
                        default: 3,
                      },
                      backoff: {
                        type: "object",
                        properties: {
                          strategy: {
                            type: "string",
                            enum: ["fixed", "exponential"],
                            default: "exponential",
                          },
                          delay_seconds: {
                            type: "integer",
                            format: "int32",
                            minimum: 1,
                            maximum: 86400,
                            default: 10,
                          },
                        },
                        description:
                          "Waits between failed attempts: `fixed` (always `delay_seconds`) or `exponential` (doubling from it).",
                      },
                      priority: {
                        type: "integer",
                        format: "int32",
                        minimum: -1000,
                        maximum: 1000,
                        description: "Higher runs (and is claimed) first.",
                        default: 0,
                      },
                      callback_url: {
                        type: "string",
                        maxLength: 2048,
                        pattern:
                          "^https?://(?:(?:[A-Za-z0-9_-]+\\.)*[A-Za-z][A-Za-z0-9_-]*\\.?|(?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9]))(?::(?:6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[0-9]{1,4}))?(?:[/?#][^\\s\\x00-\\x1f\\x7f]*)?$",
                        description:
                          "POSTed a signed `{job_id, status, result, error, attempt}` when the job completes or fails.",
                        examples: ["https://example.com/hooks/infra"],
                      },
                      enabled: {
                        type: "boolean",
                        default: true,
                      },
                    },
                    description: "A `task` step's job: its `handler` is called once the step is ready.",
                  },
                  {
                    type: "object",
                    required: ["trigger"],
                    properties: {
                      trigger: {
                        type: "object",
                        required: ["type", "queue"],
                        properties: {
                          type: {
                            type: "string",
                            enum: ["queue"],
                          },
                          queue: {
                            type: "string",
                            minLength: 1,
                            maxLength: 128,
                            pattern: "^[A-Za-z0-9._:-]+$",
                            description:
                              "A pull queue's name: 1 to 128 of letters, digits, `.`, `_`, `:` and `-`.",
                            examples: ["emails"],
                          },
                        },
                        description:
                          "Waits in `queue` for a consumer to claim it (`POST /infra/jobs/claim`) and ack it; takes no handler.",
                      },
                      handler: {
                        description: "Not taken: a queue job is claimed by consumers, not called.",
                        not: {},
                      },
                      name: {
                        type: "string",
                        minLength: 1,
                        maxLength: 200,
                        pattern: "^[^\\u0000-\\u001F\\u007F]*$",
                      },
                      timeout: {
                        type: "integer",
                        format: "int32",
                        minimum: 1,
                        maximum: 3600,
                        default: 30,
                      },
                      max_attempts: {
                        type: "integer",
                        format: "int32",
                        minimum: 1,
                        maximum: 100,
                        default: 3,
                      },
                      backoff: {
                        type: "object",
                        properties: {
                          strategy: {
                            type: "string",
                            enum: ["fixed", "exponential"],
                            default: "exponential",
                          },
                          delay_seconds: {
                            type: "integer",
                            format: "int32",
                            minimum: 1,
                            maximum: 86400,
                            default: 10,
                          },
                        },
                        description:
                          "Waits between failed attempts: `fixed` (always `delay_seconds`) or `exponential` (doubling from it).",
                      },
                      priority: {
                        type: "integer",
                        format: "int32",
                        minimum: -1000,
                        maximum: 1000,
                        description: "Higher runs (and is claimed) first.",
                        default: 0,
                      },
                      callback_url: {
                        type: "string",
                        maxLength: 2048,
                        pattern:
                          "^https?://(?:(?:[A-Za-z0-9_-]+\\.)*[A-Za-z][A-Za-z0-9_-]*\\.?|(?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9]))(?::(?:6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[0-9]{1,4}))?(?:[/?#][^\\s\\x00-\\x1f\\x7f]*)?$",
                        description:
                          "POSTed a signed `{job_id, status, result, error, attempt}` when the job completes or fails.",
                        examples: ["https://example.com/hooks/infra"],
                      },
                      enabled: {
                        type: "boolean",
                        default: true,
                      },
                    },
                    description: "A `queue` step's job: a consumer claims it; it takes no `handler`.",
                  },
                ],
                description:
                  "A workflow step's job: the fields of a job create body without `payload` (the step's\n`payload_template` makes it) and `idempotency_key`, by `trigger.type` — `task` with a\n`handler`, `queue` without. Cron jobs cannot be workflow steps.",
              },
              payload_template: {
                description: "Any JSON value; default `{}`.",
              },
              depends_on: {
                type: "array",
                items: {
                  type: "string",
                  pattern: "^[a-z0-9_-]{1,64}$",
                  description: "A step's id inside its blueprint: 1 to 64 of `a-z 0-9 _ -`.",
                  examples: ["fetch"],
                },
                maxItems: 50,
                description:
                  "Steps that must complete first (none: a root step, started with the execution).",
              },
              catch: {
                type: "string",
                pattern: "^[a-z0-9_-]{1,64}$",
                description: "A step's id inside its blueprint: 1 to 64 of `a-z 0-9 _ -`.",
                examples: ["fetch"],
              },
            },
            description:
              "One step of a workflow: a job started once every step of `depends_on` has completed.\n\n`payload_template` becomes the job's payload: in any of its strings, `{{input.a.b}}` reads the\nexecution's `input_data` and `{{steps.<id>.output.a.b}}` the output of a step it (transitively)\ndepends on; `{{steps.<id>.error}}` is the error of the step a catch step handles. A string that\nis exactly one placeholder becomes that value (any JSON type); otherwise values are written into\nthe text (objects as JSON). A path missing at run time fails the step.\n\n`catch` names the step that handles this step's failure: it runs only when this step fails\n(every attempt spent); when it completes, this step counts as `recovered` and its dependents\ncontinue with the catch step's output as its output. A catch step is not a normal dependency of\nanything.",
          },
        },
        max_duration_sec: {
          type: "integer",
          format: "int32",
          description: "Seconds an execution may run before it is `timed_out`.",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A workflow: a DAG of steps, run by triggering it.",
    },
    annotations: {
      title: "Create a workflow blueprint",
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
    name: "trigger_workflow",
    title: "Trigger a workflow",
    description:
      "Starts an execution: its root steps' jobs are created at once. A repeated `idempotency_key`\nanswers the first execution instead of starting another, with `Idempotent-Replayed: true`.",
    inputSchema: {
      type: "object",
      properties: {
        blueprint_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        body: {
          type: "object",
          properties: {
            input_data: {
              type: "object",
              unevaluatedProperties: {},
              description:
                "Read by templates as `{{input.…}}`; default `{}`; at most 256 KiB as JSON (413 beyond).",
            },
            idempotency_key: {
              type: "string",
              minLength: 1,
              maxLength: 255,
              pattern: "^[^\\u0000-\\u001F\\u007F]*$",
              description:
                "A second trigger with the same key answers the first execution (200); no control characters.",
            },
          },
        },
      },
      required: ["blueprint_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: ["execution_id", "blueprint_id", "status", "started_at"],
      properties: {
        execution_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        blueprint_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        status: {
          type: "string",
          enum: ["running", "completed", "failed", "cancelled", "timed_out"],
        },
        started_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "What triggering a blueprint answers.",
    },
    annotations: {
      title: "Trigger a workflow",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      blueprint_id: "path",
      body: "body",
    },
  },
  {
    name: "get_workflow_execution",
    title: "Get a workflow execution",
    description: "An execution with the state of each step.",
    inputSchema: {
      type: "object",
      properties: {
        execution_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["execution_id"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "blueprint_id",
        "status",
        "input_data",
        "result",
        "started_at",
        "completed_at",
        "steps",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        blueprint_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        status: {
          type: "string",
          enum: ["running", "completed", "failed", "cancelled", "timed_out"],
        },
        input_data: {
          type: "object",
          unevaluatedProperties: {},
        },
        result: {
          anyOf: [
            {
              type: "object",
              unevaluatedProperties: {},
            },
            {
              type: "null",
            },
          ],
          description:
            "When completed: the outputs of the sink steps (no dependents), keyed by step id; else null.",
        },
        started_at: {
          type: "string",
          format: "date-time",
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
        steps: {
          type: "array",
          items: {
            type: "object",
            required: ["step_id", "job_id", "status", "started_at", "completed_at", "error", "output"],
            properties: {
              step_id: {
                type: "string",
              },
              job_id: {
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
                  "The step's current job; null until the step starts (or when its output was given by resume).",
              },
              status: {
                type: "string",
                enum: ["pending", "running", "completed", "failed", "recovered", "skipped", "cancelled"],
                description:
                  "`pending` (waits for its dependencies), `running`, `completed`, `failed`, `recovered` (failed,\nthen its catch step completed), `skipped` (never ran: the execution ended, or a catch step\nwhose step did not fail), `cancelled`.",
              },
              started_at: {
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
              error: {
                anyOf: [
                  {
                    type: "string",
                  },
                  {
                    type: "null",
                  },
                ],
              },
              output: {
                description:
                  "The job's result (or the catch step's output for a recovered step); null before it completes.",
              },
            },
            description: "A step's state inside one execution.",
          },
        },
      },
      description: "One run of a blueprint.",
    },
    annotations: {
      title: "Get a workflow execution",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      execution_id: "path",
    },
  },
  {
    name: "cancel_workflow_execution",
    title: "Cancel a workflow execution",
    description: "Cancels a running execution and its running step jobs. 409 when it has already ended.",
    inputSchema: {
      type: "object",
      properties: {
        execution_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["execution_id"],
    },
    outputSchema: {
      type: "object",
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        status: {
          type: "string",
          enum: ["cancelled"],
        },
        cancelled_at: {
          type: "string",
          format: "date-time",
        },
      },
      required: ["id", "status", "cancelled_at"],
    },
    annotations: {
      title: "Cancel a workflow execution",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      execution_id: "path",
    },
  },
  {
    name: "resume_workflow_execution",
    title: "Resume a workflow execution",
    description:
      "Continues a `failed` or `timed_out` execution (else 409) from its failed step `step_id`\n(default: the failed step, when there is one). With `override_output` the step counts as\ncompleted with that output; without, its job runs again. The execution is `running` again\nwith a fresh `max_duration_sec`. What the execution's state refuses is a 409: a `step_id` its\nblueprint does not have or that has not failed, or `override_output` without a `step_id` when\nthe execution has not exactly one failed step.",
    inputSchema: {
      type: "object",
      properties: {
        execution_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        body: {
          type: "object",
          properties: {
            step_id: {
              type: "string",
              pattern: "^[a-z0-9_-]{1,64}$",
              description:
                "A failed step of the execution (409 for a step it does not have or that has not failed).",
              examples: ["fetch"],
            },
            override_output: {
              type: "object",
              unevaluatedProperties: {},
              description: "The step's output from now on; at most 256 KiB as JSON (413 beyond).",
            },
          },
        },
      },
      required: ["execution_id", "body"],
    },
    outputSchema: {
      type: "object",
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        status: {
          type: "string",
          enum: ["running", "completed", "failed", "cancelled", "timed_out"],
        },
        resumed_at: {
          type: "string",
          format: "date-time",
        },
      },
      required: ["id", "status", "resumed_at"],
    },
    annotations: {
      title: "Resume a workflow execution",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      execution_id: "path",
      body: "body",
    },
  },
  {
    name: "list_organizations",
    title: "List organizations",
    description: "The organizations the caller belongs to, oldest first.",
    inputSchema: {
      type: "object",
      properties: {
        limit: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          default: 50,
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
      properties: {
        organizations: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "name", "role", "token_pool", "created_at", "updated_at"],
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
              role: {
                type: "string",
                enum: ["owner", "admin", "member"],
                description: "The caller's role in it.",
              },
              token_pool: {
                type: "integer",
                format: "int64",
                description: "Tokens not yet allocated to a project.",
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
            description: "An organization as its member sees it.",
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
        },
      },
      required: ["organizations", "next_cursor"],
    },
    annotations: {
      title: "List organizations",
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
    name: "create_organization",
    title: "Create an organization",
    description:
      "Creates an organization; the caller becomes its owner and it starts with the configured token pool.",
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
              maxLength: 100,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "A display name: 1 to 100 characters, no `<`, `>` or control characters.",
            },
          },
          description: "The fields of a new or renamed organization.",
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      required: ["id", "name", "role", "token_pool", "created_at", "updated_at"],
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
        role: {
          type: "string",
          enum: ["owner", "admin", "member"],
          description: "The caller's role in it.",
        },
        token_pool: {
          type: "integer",
          format: "int64",
          description: "Tokens not yet allocated to a project.",
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
      description: "An organization as its member sees it.",
    },
    annotations: {
      title: "Create an organization",
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
    title: "Get an organization",
    description: "One organization the caller belongs to (404 for any other).",
    inputSchema: {
      type: "object",
      properties: {
        org_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["org_id"],
    },
    outputSchema: {
      type: "object",
      required: ["id", "name", "role", "token_pool", "created_at", "updated_at"],
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
        role: {
          type: "string",
          enum: ["owner", "admin", "member"],
          description: "The caller's role in it.",
        },
        token_pool: {
          type: "integer",
          format: "int64",
          description: "Tokens not yet allocated to a project.",
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
      description: "An organization as its member sees it.",
    },
    annotations: {
      title: "Get an organization",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      org_id: "path",
    },
  },
  {
    name: "delete_organization",
    title: "Delete an organization",
    description: "Deletes the organization with its projects, keys and data (owner).",
    inputSchema: {
      type: "object",
      properties: {
        org_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["org_id"],
    },
    outputSchema: {
      type: "object",
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        deleted: {
          type: "boolean",
          enum: [true],
        },
      },
      required: ["id", "deleted"],
    },
    annotations: {
      title: "Delete an organization",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      org_id: "path",
    },
  },
  {
    name: "update_organization",
    title: "Rename an organization",
    description: "Renames the organization (owner).",
    inputSchema: {
      type: "object",
      properties: {
        org_id: {
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
              maxLength: 100,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "A display name: 1 to 100 characters, no `<`, `>` or control characters.",
            },
          },
          description: "The fields of a new or renamed organization.",
        },
      },
      required: ["org_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: ["id", "name", "role", "token_pool", "created_at", "updated_at"],
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
        role: {
          type: "string",
          enum: ["owner", "admin", "member"],
          description: "The caller's role in it.",
        },
        token_pool: {
          type: "integer",
          format: "int64",
          description: "Tokens not yet allocated to a project.",
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
      description: "An organization as its member sees it.",
    },
    annotations: {
      title: "Rename an organization",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      org_id: "path",
      body: "body",
    },
  },
  {
    name: "list_members",
    title: "List members",
    description: "The organization's members, in the order they joined.",
    inputSchema: {
      type: "object",
      properties: {
        org_id: {
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
          default: 50,
          description: "Records per page, 1 to 100.",
        },
        cursor: {
          type: "string",
          pattern: "^[A-Za-z0-9_-]*$",
          maxLength: 512,
          description: "`next_cursor` of the previous page; absent for the first page.",
        },
      },
      required: ["org_id"],
    },
    outputSchema: {
      type: "object",
      properties: {
        members: {
          type: "array",
          items: {
            type: "object",
            required: ["user_id", "email", "name", "role", "joined_at"],
            properties: {
              user_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              email: {
                type: "string",
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
              role: {
                type: "string",
                enum: ["owner", "admin", "member"],
                description:
                  "A member's role: `owner` (exactly one), `admin` (manages projects, keys, tokens and members) or `member` (reads).",
              },
              joined_at: {
                type: "string",
                format: "date-time",
              },
            },
            description: "A member of an organization.",
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
        },
      },
      required: ["members", "next_cursor"],
    },
    annotations: {
      title: "List members",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      org_id: "path",
      limit: "query",
      cursor: "query",
    },
  },
  {
    name: "add_member",
    title: "Add a member",
    description:
      "Adds a person with an account (admin; only the owner adds admins). 409 when no account has\nthe address (they need to sign up first) or when they are already a member.",
    inputSchema: {
      type: "object",
      properties: {
        org_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
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
            },
            role: {
              type: "string",
              enum: ["admin", "member"],
              description: "A role that can be given to a member (ownership moves with `transfer`).",
              default: "member",
            },
          },
          description: "Who to add, by the e-mail address of their account.",
        },
      },
      required: ["org_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: ["user_id", "email", "name", "role", "joined_at"],
      properties: {
        user_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        email: {
          type: "string",
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
        role: {
          type: "string",
          enum: ["owner", "admin", "member"],
          description:
            "A member's role: `owner` (exactly one), `admin` (manages projects, keys, tokens and members) or `member` (reads).",
        },
        joined_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A member of an organization.",
    },
    annotations: {
      title: "Add a member",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      org_id: "path",
      body: "body",
    },
  },
  {
    name: "remove_member",
    title: "Remove a member",
    description:
      "Removes a member (admin, for members; owner, for admins); any member may remove themself.\nThe owner cannot be removed (409): transfer ownership first.",
    inputSchema: {
      type: "object",
      properties: {
        org_id: {
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
      required: ["org_id", "user_id"],
    },
    outputSchema: {
      type: "object",
      properties: {
        user_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        removed: {
          type: "boolean",
          enum: [true],
        },
      },
      required: ["user_id", "removed"],
    },
    annotations: {
      title: "Remove a member",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      org_id: "path",
      user_id: "path",
    },
  },
  {
    name: "update_member",
    title: "Change a member's role",
    description: "Changes a member's role (owner). The owner's own role changes only with `transfer`: 409.",
    inputSchema: {
      type: "object",
      properties: {
        org_id: {
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
              enum: ["admin", "member"],
              description: "A role that can be given to a member (ownership moves with `transfer`).",
            },
          },
          required: ["role"],
        },
      },
      required: ["org_id", "user_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: ["user_id", "email", "name", "role", "joined_at"],
      properties: {
        user_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        email: {
          type: "string",
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
        role: {
          type: "string",
          enum: ["owner", "admin", "member"],
          description:
            "A member's role: `owner` (exactly one), `admin` (manages projects, keys, tokens and members) or `member` (reads).",
        },
        joined_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A member of an organization.",
    },
    annotations: {
      title: "Change a member's role",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      org_id: "path",
      user_id: "path",
      body: "body",
    },
  },
  {
    name: "list_projects",
    title: "List projects",
    description: "The organization's projects, oldest first.",
    inputSchema: {
      type: "object",
      properties: {
        org_id: {
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
          default: 50,
          description: "Records per page, 1 to 100.",
        },
        cursor: {
          type: "string",
          pattern: "^[A-Za-z0-9_-]*$",
          maxLength: 512,
          description: "`next_cursor` of the previous page; absent for the first page.",
        },
      },
      required: ["org_id"],
    },
    outputSchema: {
      type: "object",
      properties: {
        projects: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "org_id",
              "app_id",
              "name",
              "description",
              "token_balance",
              "tokens_used",
              "created_at",
            ],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              org_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              app_id: {
                type: "string",
                description: "The `<appId>` inside this project's keys: 12 lowercase letters and digits.",
              },
              name: {
                type: "string",
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
              },
              token_balance: {
                type: "integer",
                format: "int64",
                description: "Tokens left for data calls.",
              },
              tokens_used: {
                type: "integer",
                format: "int64",
                description: "Tokens spent by data calls so far.",
              },
              created_at: {
                type: "string",
                format: "date-time",
              },
            },
            description: "A project: the scope of every key-value entry, lock, sketch and channel.",
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
        },
      },
      required: ["projects", "next_cursor"],
    },
    annotations: {
      title: "List projects",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      org_id: "path",
      limit: "query",
      cursor: "query",
    },
  },
  {
    name: "create_project",
    title: "Create a project",
    description:
      "Creates a project (admin) and moves `initial_tokens` (default 100,000) from the\norganization's pool to it — fewer when the pool holds less.",
    inputSchema: {
      type: "object",
      properties: {
        org_id: {
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
              maxLength: 100,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
              description: "A display name: 1 to 100 characters, no `<`, `>` or control characters.",
            },
            description: {
              type: "string",
              maxLength: 500,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
            },
            initial_tokens: {
              type: "integer",
              format: "int64",
              minimum: 0,
              maximum: 1000000000000,
              default: 100000,
            },
          },
          required: ["name"],
        },
      },
      required: ["org_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "org_id",
        "app_id",
        "name",
        "description",
        "token_balance",
        "tokens_used",
        "created_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        org_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        app_id: {
          type: "string",
          description: "The `<appId>` inside this project's keys: 12 lowercase letters and digits.",
        },
        name: {
          type: "string",
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
        },
        token_balance: {
          type: "integer",
          format: "int64",
          description: "Tokens left for data calls.",
        },
        tokens_used: {
          type: "integer",
          format: "int64",
          description: "Tokens spent by data calls so far.",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A project: the scope of every key-value entry, lock, sketch and channel.",
    },
    annotations: {
      title: "Create a project",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      org_id: "path",
      body: "body",
    },
  },
  {
    name: "get_organization_tokens",
    title: "Organization tokens",
    description: "The pool and every project's balance (any member).",
    inputSchema: {
      type: "object",
      properties: {
        org_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["org_id"],
    },
    outputSchema: {
      type: "object",
      required: ["org_id", "pool", "projects"],
      properties: {
        org_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        pool: {
          type: "integer",
          format: "int64",
          description: "Tokens not yet allocated.",
        },
        projects: {
          type: "array",
          items: {
            type: "object",
            properties: {
              project_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              balance: {
                type: "integer",
                format: "int64",
                description: "Tokens left: each data call takes one.",
              },
              used: {
                type: "integer",
                format: "int64",
                description: "Tokens spent so far.",
              },
              name: {
                type: "string",
              },
            },
            required: ["project_id", "balance", "used", "name"],
          },
        },
      },
      description: "An organization's pool and its projects' balances.",
    },
    annotations: {
      title: "Organization tokens",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      org_id: "path",
    },
  },
  {
    name: "grant_organization_tokens",
    title: "Grant tokens",
    description: "Adds tokens to an organization's pool: platform administrators only (403 for anyone else).",
    inputSchema: {
      type: "object",
      properties: {
        org_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        body: {
          type: "object",
          properties: {
            amount: {
              type: "integer",
              format: "int64",
              minimum: 1,
              maximum: 1000000000000,
              description: "A whole number of tokens, 1 to 10^12.",
            },
            note: {
              type: "string",
              maxLength: 200,
              pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
            },
          },
          required: ["amount"],
        },
      },
      required: ["org_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: ["org_id", "pool", "projects"],
      properties: {
        org_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        pool: {
          type: "integer",
          format: "int64",
          description: "Tokens not yet allocated.",
        },
        projects: {
          type: "array",
          items: {
            type: "object",
            properties: {
              project_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              balance: {
                type: "integer",
                format: "int64",
                description: "Tokens left: each data call takes one.",
              },
              used: {
                type: "integer",
                format: "int64",
                description: "Tokens spent so far.",
              },
              name: {
                type: "string",
              },
            },
            required: ["project_id", "balance", "used", "name"],
          },
        },
      },
      description: "An organization's pool and its projects' balances.",
    },
    annotations: {
      title: "Grant tokens",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      org_id: "path",
      body: "body",
    },
  },
  {
    name: "list_token_ledger",
    title: "Token ledger",
    description: "Every token movement of the organization, newest first (any member).",
    inputSchema: {
      type: "object",
      properties: {
        org_id: {
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
          default: 50,
          description: "Records per page, 1 to 100.",
        },
        cursor: {
          type: "string",
          pattern: "^[A-Za-z0-9_-]*$",
          maxLength: 512,
          description: "`next_cursor` of the previous page; absent for the first page.",
        },
      },
      required: ["org_id"],
    },
    outputSchema: {
      type: "object",
      properties: {
        entries: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "org_id", "project_id", "kind", "amount", "actor_user_id", "note", "created_at"],
            properties: {
              id: {
                type: "string",
                description: "Increasing id: newer entries have larger ids.",
              },
              org_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              project_id: {
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
                description: "The project tokens moved to or from; null for grants to the pool.",
              },
              kind: {
                type: "string",
                enum: ["grant", "allocate", "release"],
                description:
                  "`grant` adds to the pool; `allocate` moves pool → project; `release` moves project → pool.",
              },
              amount: {
                type: "integer",
                format: "int64",
              },
              actor_user_id: {
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
                description: "Who moved them; null when their account is gone.",
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
              created_at: {
                type: "string",
                format: "date-time",
              },
            },
            description: "One token movement.",
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
        },
      },
      required: ["entries", "next_cursor"],
    },
    annotations: {
      title: "Token ledger",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      org_id: "path",
      limit: "query",
      cursor: "query",
    },
  },
  {
    name: "transfer_organization",
    title: "Transfer ownership",
    description:
      "Makes another member the owner (owner); the previous owner becomes an admin. 409 when they are not a member.",
    inputSchema: {
      type: "object",
      properties: {
        org_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        body: {
          type: "object",
          properties: {
            user_id: {
              type: "string",
              format: "uuid",
              description: "A UUID naming a record.",
              examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
            },
          },
          required: ["user_id"],
        },
      },
      required: ["org_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: ["id", "name", "role", "token_pool", "created_at", "updated_at"],
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
        role: {
          type: "string",
          enum: ["owner", "admin", "member"],
          description: "The caller's role in it.",
        },
        token_pool: {
          type: "integer",
          format: "int64",
          description: "Tokens not yet allocated to a project.",
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
      description: "An organization as its member sees it.",
    },
    annotations: {
      title: "Transfer ownership",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      org_id: "path",
      body: "body",
    },
  },
  {
    name: "get_project",
    title: "Get a project",
    description: "One project of an organization the caller belongs to.",
    inputSchema: {
      type: "object",
      properties: {
        project_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["project_id"],
    },
    outputSchema: {
      type: "object",
      required: [
        "id",
        "org_id",
        "app_id",
        "name",
        "description",
        "token_balance",
        "tokens_used",
        "created_at",
      ],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        org_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        app_id: {
          type: "string",
          description: "The `<appId>` inside this project's keys: 12 lowercase letters and digits.",
        },
        name: {
          type: "string",
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
        },
        token_balance: {
          type: "integer",
          format: "int64",
          description: "Tokens left for data calls.",
        },
        tokens_used: {
          type: "integer",
          format: "int64",
          description: "Tokens spent by data calls so far.",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "A project: the scope of every key-value entry, lock, sketch and channel.",
    },
    annotations: {
      title: "Get a project",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      project_id: "path",
    },
  },
  {
    name: "delete_project",
    title: "Delete a project",
    description:
      "Deletes the project with its keys and data (admin); its remaining tokens return to the\norganization's pool.",
    inputSchema: {
      type: "object",
      properties: {
        project_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["project_id"],
    },
    outputSchema: {
      type: "object",
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        deleted: {
          type: "boolean",
          enum: [true],
        },
      },
      required: ["id", "deleted"],
    },
    annotations: {
      title: "Delete a project",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      project_id: "path",
    },
  },
  {
    name: "list_api_keys",
    title: "List API keys",
    description: "The project's keys, revoked ones included, oldest first.",
    inputSchema: {
      type: "object",
      properties: {
        project_id: {
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
          default: 50,
          description: "Records per page, 1 to 100.",
        },
        cursor: {
          type: "string",
          pattern: "^[A-Za-z0-9_-]*$",
          maxLength: 512,
          description: "`next_cursor` of the previous page; absent for the first page.",
        },
      },
      required: ["project_id"],
    },
    outputSchema: {
      type: "object",
      properties: {
        api_keys: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "project_id", "name", "start", "created_at", "last_used_at", "revoked_at"],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              project_id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming a record.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
              },
              start: {
                type: "string",
                description: "The key's first 20 characters (`sk_<appId>_` and 4 more), to tell keys apart.",
              },
              created_at: {
                type: "string",
                format: "date-time",
              },
              last_used_at: {
                anyOf: [
                  {
                    type: "string",
                    format: "date-time",
                  },
                  {
                    type: "null",
                  },
                ],
                description: "When the key last authenticated a call (updated at most once a minute).",
              },
              revoked_at: {
                anyOf: [
                  {
                    type: "string",
                    format: "date-time",
                  },
                  {
                    type: "null",
                  },
                ],
                description: "When the key was revoked; a revoked key answers 401.",
              },
            },
            description: "A project API key as listed: never its secret.",
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
        },
      },
      required: ["api_keys", "next_cursor"],
    },
    annotations: {
      title: "List API keys",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      project_id: "path",
      limit: "query",
      cursor: "query",
    },
  },
  {
    name: "get_project_tokens",
    title: "Project tokens",
    description: "A project's balance (any member of its organization).",
    inputSchema: {
      type: "object",
      properties: {
        project_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["project_id"],
    },
    outputSchema: {
      type: "object",
      required: ["project_id", "balance", "used"],
      properties: {
        project_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        balance: {
          type: "integer",
          format: "int64",
          description: "Tokens left: each data call takes one.",
        },
        used: {
          type: "integer",
          format: "int64",
          description: "Tokens spent so far.",
        },
      },
      description: "A project's token balance.",
    },
    annotations: {
      title: "Project tokens",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      project_id: "path",
    },
  },
  {
    name: "allocate_project_tokens",
    title: "Allocate tokens",
    description: "Moves tokens from the pool to the project (admin). 409 when the pool holds fewer.",
    inputSchema: {
      type: "object",
      properties: {
        project_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        body: {
          type: "object",
          required: ["amount"],
          properties: {
            amount: {
              type: "integer",
              format: "int64",
              minimum: 1,
              maximum: 1000000000000,
              description: "A whole number of tokens, 1 to 10^12.",
            },
          },
          description: "An amount to move.",
        },
      },
      required: ["project_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: ["project_id", "balance", "used"],
      properties: {
        project_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        balance: {
          type: "integer",
          format: "int64",
          description: "Tokens left: each data call takes one.",
        },
        used: {
          type: "integer",
          format: "int64",
          description: "Tokens spent so far.",
        },
      },
      description: "A project's token balance.",
    },
    annotations: {
      title: "Allocate tokens",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      project_id: "path",
      body: "body",
    },
  },
  {
    name: "release_project_tokens",
    title: "Release tokens",
    description: "Moves tokens from the project back to the pool (admin). 409 when the project holds fewer.",
    inputSchema: {
      type: "object",
      properties: {
        project_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        body: {
          type: "object",
          required: ["amount"],
          properties: {
            amount: {
              type: "integer",
              format: "int64",
              minimum: 1,
              maximum: 1000000000000,
              description: "A whole number of tokens, 1 to 10^12.",
            },
          },
          description: "An amount to move.",
        },
      },
      required: ["project_id", "body"],
    },
    outputSchema: {
      type: "object",
      required: ["project_id", "balance", "used"],
      properties: {
        project_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        balance: {
          type: "integer",
          format: "int64",
          description: "Tokens left: each data call takes one.",
        },
        used: {
          type: "integer",
          format: "int64",
          description: "Tokens spent so far.",
        },
      },
      description: "A project's token balance.",
    },
    annotations: {
      title: "Release tokens",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      project_id: "path",
      body: "body",
    },
  },
  {
    name: "get_tokens",
    title: "This project's tokens",
    description: "The calling key's project balance. Free: reading it takes no token.",
    inputSchema: {
      type: "object",
      properties: {},
    },
    outputSchema: {
      type: "object",
      required: ["project_id", "balance", "used"],
      properties: {
        project_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming a record.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        balance: {
          type: "integer",
          format: "int64",
          description: "Tokens left: each data call takes one.",
        },
        used: {
          type: "integer",
          format: "int64",
          description: "Tokens spent so far.",
        },
      },
      description: "A project's token balance.",
    },
    annotations: {
      title: "This project's tokens",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {},
  },
  {
    name: "list_ai_models_v1",
    title: "List AI models (OpenAI-compatible alias)",
    description:
      "The same answer as `GET /infra/ai/models`, at the path OpenAI-compatible clients ask for (a\ncompatibility alias; the credential is still the project key in `X-API-Key`).",
    inputSchema: {
      type: "object",
      properties: {},
    },
    outputSchema: {
      type: "object",
      required: ["data"],
      properties: {
        data: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "name",
              "provider",
              "capabilities",
              "input_modalities",
              "output_modalities",
              "context_window",
              "max_output_tokens",
              "supports_tools",
              "supports_json_schema",
              "supports_streaming",
              "status",
              "deprecated_at",
              "description",
              "pricing",
            ],
            properties: {
              id: {
                type: "string",
                minLength: 1,
                maxLength: 100,
                pattern: "^[a-z0-9][a-z0-9._-]*$",
                description:
                  "A model's id: 1 to 100 characters, lower-case letters, digits, `.`, `_` and `-`, starting\nwith a letter or digit (no `/`, so it fits in one path segment).",
                examples: ["claude-sonnet-4-5"],
              },
              name: {
                type: "string",
                description: "A display name.",
              },
              provider: {
                type: "string",
                minLength: 1,
                maxLength: 100,
                pattern: "^[a-z0-9][a-z0-9-]*$",
                description: "Who makes the model (`anthropic`, `openai`, `google`, `cohere`…).",
              },
              capabilities: {
                type: "array",
                items: {
                  type: "string",
                  enum: [
                    "text_generation",
                    "reasoning",
                    "vision",
                    "embedding",
                    "rerank",
                    "moderation",
                    "transcription",
                    "speech",
                    "image_generation",
                    "image_editing",
                  ],
                  description:
                    "What a model is for, each named after the AI route family that will use it (our design: the\nseed lists the field without its values). A model may have several.",
                },
                minItems: 1,
                description: "What the model is for, at least one, no repeats.",
              },
              input_modalities: {
                type: "array",
                items: {
                  type: "string",
                  enum: ["text", "image", "audio", "video", "embedding"],
                  description:
                    "A kind of input or output (our design: the seed lists the fields without their values).\n`embedding` is a vector of numbers, an output of embedding models only.",
                },
                minItems: 1,
                description: "What the model reads, at least one, no repeats.",
              },
              output_modalities: {
                type: "array",
                items: {
                  type: "string",
                  enum: ["text", "image", "audio", "video", "embedding"],
                  description:
                    "A kind of input or output (our design: the seed lists the fields without their values).\n`embedding` is a vector of numbers, an output of embedding models only.",
                },
                minItems: 1,
                description: "What the model produces, at least one, no repeats.",
              },
              context_window: {
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
                description:
                  "The most tokens one call may hold, input and output together; null when not counted in tokens (image and audio models).",
              },
              max_output_tokens: {
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
                description:
                  "The most tokens one answer may hold; null when the model does not write tokens.",
              },
              supports_tools: {
                type: "boolean",
                description: "Takes tool (function) definitions and answers with tool calls.",
              },
              supports_json_schema: {
                type: "boolean",
                description: "Can be held to a JSON Schema for its answer (structured output).",
              },
              supports_streaming: {
                type: "boolean",
                description: "Can stream its answer as it is produced.",
              },
              status: {
                type: "string",
                enum: ["active", "preview", "deprecated"],
                description:
                  "Where a model stands in the catalog (our design: the seed lists the field without its values).",
              },
              deprecated_at: {
                anyOf: [
                  {
                    type: "string",
                    format: "date-time",
                  },
                  {
                    type: "null",
                  },
                ],
                description:
                  "When the model was (or will be) deprecated; set exactly when `status` is `deprecated`.",
              },
              description: {
                type: "string",
                description: "What the model is good at, in a sentence or two.",
              },
              pricing: {
                type: "object",
                required: [
                  "input_per_million_tokens",
                  "output_per_million_tokens",
                  "audio_minute",
                  "image_step",
                  "image_tile",
                  "per_request",
                ],
                properties: {
                  input_per_million_tokens: {
                    anyOf: [
                      {
                        type: "number",
                        format: "double",
                      },
                      {
                        type: "null",
                      },
                    ],
                    minimum: 0,
                    description: "Per million input tokens (text, and images or audio counted as tokens).",
                  },
                  output_per_million_tokens: {
                    anyOf: [
                      {
                        type: "number",
                        format: "double",
                      },
                      {
                        type: "null",
                      },
                    ],
                    minimum: 0,
                    description: "Per million output tokens, reasoning tokens included.",
                  },
                  audio_minute: {
                    anyOf: [
                      {
                        type: "number",
                        format: "double",
                      },
                      {
                        type: "null",
                      },
                    ],
                    minimum: 0,
                    description: "Per minute of audio in (transcription) or out (speech).",
                  },
                  image_step: {
                    anyOf: [
                      {
                        type: "number",
                        format: "double",
                      },
                      {
                        type: "null",
                      },
                    ],
                    minimum: 0,
                    description: "Image generation by diffusion: per denoising step of one image.",
                  },
                  image_tile: {
                    anyOf: [
                      {
                        type: "number",
                        format: "double",
                      },
                      {
                        type: "null",
                      },
                    ],
                    minimum: 0,
                    description: "Image input: per 512×512-pixel tile of a given image.",
                  },
                  per_request: {
                    anyOf: [
                      {
                        type: "number",
                        format: "double",
                      },
                      {
                        type: "null",
                      },
                    ],
                    minimum: 0,
                    description:
                      "A fixed price per call (a rerank search, a moderation check, one generated image).",
                  },
                },
                description:
                  "What a model costs, in US dollars, by the unit it is billed in. A member is null when the\nmodel is not billed by that unit; a model billed by none (a free one) has every member null.",
              },
            },
            description:
              "A model in this service's catalog: what it takes and gives, its limits, what it supports and\nwhat it costs. The catalog is a registry file read when the service starts — not a live list\nof any provider's models; names, limits and prices are the ones this service publishes.",
          },
        },
      },
      description: "The catalog: every model, ordered by id.",
    },
    annotations: {
      title: "List AI models (OpenAI-compatible alias)",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {},
  },
];
