// Generated from spec/infra by codegen — run `npm run generate`. Do not edit.

import type { ToolDefinition } from "../../runtime/contract.js";

/** MCP tools of spec/infra: one per operation, run through the same pipeline as REST calls. */
export const infraTools: ToolDefinition[] = [
  {
    name: "create_api_key",
    description: "Create an API key",
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
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "revoke_api_key",
    description: "Revoke an API key",
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
    argumentLocations: {
      key_id: "path",
    },
  },
  {
    name: "list_ai_models",
    description: "List AI models",
    inputSchema: {
      type: "object",
      properties: {},
    },
    argumentLocations: {},
  },
  {
    name: "get_ai_model",
    description: "Get an AI model",
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
    argumentLocations: {
      model_id: "path",
    },
  },
  {
    name: "channel_publish_batch",
    description: "Publish messages",
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
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "channel_history",
    description: "Channel history",
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
    argumentLocations: {
      channel: "path",
      limit: "query",
      before: "query",
    },
  },
  {
    name: "channel_presence",
    description: "Channel presence",
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
    argumentLocations: {
      channel: "path",
    },
  },
  {
    name: "channel_publish",
    description: "Publish a message",
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
    argumentLocations: {
      channel: "path",
      body: "body",
    },
  },
  {
    name: "list_jobs",
    description: "List jobs",
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
    description: "Create a job",
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
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "create_jobs_batch",
    description: "Create jobs",
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
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "claim_jobs",
    description: "Claim queued jobs",
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
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "get_job",
    description: "Get a job",
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
    argumentLocations: {
      job_id: "path",
    },
  },
  {
    name: "cancel_job",
    description: "Cancel a job",
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
    argumentLocations: {
      job_id: "path",
    },
  },
  {
    name: "update_job",
    description: "Update a job",
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
    argumentLocations: {
      job_id: "path",
      body: "body",
    },
  },
  {
    name: "ack_job",
    description: "Acknowledge a job",
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
    argumentLocations: {
      job_id: "path",
      body: "body",
    },
  },
  {
    name: "retry_job",
    description: "Retry a failed job",
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
    argumentLocations: {
      job_id: "path",
    },
  },
  {
    name: "list_job_runs",
    description: "List job runs",
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
    argumentLocations: {
      job_id: "path",
      limit: "query",
      cursor: "query",
    },
  },
  {
    name: "trigger_job",
    description: "Run a job now",
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
    argumentLocations: {
      job_id: "path",
    },
  },
  {
    name: "kv_list",
    description: "List keys",
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
    argumentLocations: {
      prefix: "query",
      cursor: "query",
      limit: "query",
    },
  },
  {
    name: "kv_batch",
    description: "Batch operations",
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
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "kv_get",
    description: "Get a value",
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
    argumentLocations: {
      key: "path",
    },
  },
  {
    name: "kv_put",
    description: "Put a value",
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
    argumentLocations: {
      key: "path",
      body: "body",
    },
  },
  {
    name: "kv_delete",
    description: "Delete a value",
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
    argumentLocations: {
      key: "path",
    },
  },
  {
    name: "kv_increment",
    description: "Increment a number",
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
    argumentLocations: {
      key: "path",
      body: "body",
    },
  },
  {
    name: "lock_status",
    description: "Lock status",
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
    argumentLocations: {
      key: "path",
    },
  },
  {
    name: "lock_acquire",
    description: "Acquire a lock",
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
    argumentLocations: {
      key: "path",
      body: "body",
    },
  },
  {
    name: "lock_release",
    description: "Release a lock",
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
    argumentLocations: {
      key: "path",
      body: "body",
    },
  },
  {
    name: "lock_renew",
    description: "Renew a lock",
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
    argumentLocations: {
      key: "path",
      body: "body",
    },
  },
  {
    name: "list_media_assets",
    description: "List media assets",
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
    argumentLocations: {
      limit: "query",
      cursor: "query",
      media_type: "query",
    },
  },
  {
    name: "get_media_asset",
    description: "Get a media asset",
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
    argumentLocations: {
      assetId: "path",
    },
  },
  {
    name: "delete_media_asset",
    description: "Delete a media asset",
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
    argumentLocations: {
      assetId: "path",
    },
  },
  {
    name: "transform_media_image",
    description: "Transform an image",
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
    argumentLocations: {
      assetId: "path",
      body: "body",
    },
  },
  {
    name: "transform_media_video",
    description: "Transform a video",
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
    argumentLocations: {
      assetId: "path",
      body: "body",
    },
  },
  {
    name: "list_media_variants",
    description: "List asset variants",
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
    argumentLocations: {
      assetId: "path",
    },
  },
  {
    name: "cms_estimate",
    description: "Count-min estimate",
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
    argumentLocations: {
      key: "path",
      item: "query",
    },
  },
  {
    name: "cms_increment",
    description: "Count-min increment",
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
    argumentLocations: {
      key: "path",
      body: "body",
    },
  },
  {
    name: "hll_merge",
    description: "HyperLogLog merge",
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
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "hll_add",
    description: "HyperLogLog add",
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
    argumentLocations: {
      key: "path",
      body: "body",
    },
  },
  {
    name: "hll_count",
    description: "HyperLogLog count",
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
    argumentLocations: {
      key: "path",
    },
  },
  {
    name: "list_buckets",
    description: "List buckets",
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
    argumentLocations: {
      limit: "query",
      cursor: "query",
    },
  },
  {
    name: "create_bucket",
    description: "Create a bucket",
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
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "get_bucket",
    description: "Get a bucket",
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
    argumentLocations: {
      bucketId: "path",
    },
  },
  {
    name: "delete_bucket",
    description: "Delete a bucket",
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
    argumentLocations: {
      bucketId: "path",
    },
  },
  {
    name: "list_objects",
    description: "List objects",
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
    description: "Delete an object",
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
    argumentLocations: {
      bucketId: "path",
      object_key_path: "path",
    },
  },
  {
    name: "create_signed_url",
    description: "Create a signed URL",
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
    argumentLocations: {
      bucketId: "path",
      body: "body",
    },
  },
  {
    name: "list_webhooks",
    description: "List webhooks",
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
    argumentLocations: {
      limit: "query",
      cursor: "query",
      enabled: "query",
    },
  },
  {
    name: "create_webhook",
    description: "Create a webhook",
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
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "publish_event",
    description: "Publish an event",
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
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "get_webhook",
    description: "Get a webhook",
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
    argumentLocations: {
      webhook_id: "path",
    },
  },
  {
    name: "delete_webhook",
    description: "Delete a webhook",
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
    argumentLocations: {
      webhook_id: "path",
    },
  },
  {
    name: "update_webhook",
    description: "Update a webhook",
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
    argumentLocations: {
      webhook_id: "path",
      body: "body",
    },
  },
  {
    name: "list_webhook_deliveries",
    description: "List deliveries",
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
    argumentLocations: {
      webhook_id: "path",
      limit: "query",
      cursor: "query",
    },
  },
  {
    name: "retry_webhook_delivery",
    description: "Retry a delivery",
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
    argumentLocations: {
      webhook_id: "path",
      delivery_id: "path",
    },
  },
  {
    name: "test_webhook",
    description: "Test a webhook",
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
    argumentLocations: {
      webhook_id: "path",
    },
  },
  {
    name: "list_workflow_blueprints",
    description: "List workflow blueprints",
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
    argumentLocations: {
      limit: "query",
      cursor: "query",
    },
  },
  {
    name: "create_workflow_blueprint",
    description: "Create a workflow blueprint",
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
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "trigger_workflow",
    description: "Trigger a workflow",
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
    argumentLocations: {
      blueprint_id: "path",
      body: "body",
    },
  },
  {
    name: "get_workflow_execution",
    description: "Get a workflow execution",
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
    argumentLocations: {
      execution_id: "path",
    },
  },
  {
    name: "cancel_workflow_execution",
    description: "Cancel a workflow execution",
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
    argumentLocations: {
      execution_id: "path",
    },
  },
  {
    name: "resume_workflow_execution",
    description: "Resume a workflow execution",
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
    argumentLocations: {
      execution_id: "path",
      body: "body",
    },
  },
  {
    name: "list_organizations",
    description: "List organizations",
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
    argumentLocations: {
      limit: "query",
      cursor: "query",
    },
  },
  {
    name: "create_organization",
    description: "Create an organization",
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
    argumentLocations: {
      body: "body",
    },
  },
  {
    name: "get_organization",
    description: "Get an organization",
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
    argumentLocations: {
      org_id: "path",
    },
  },
  {
    name: "delete_organization",
    description: "Delete an organization",
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
    argumentLocations: {
      org_id: "path",
    },
  },
  {
    name: "update_organization",
    description: "Rename an organization",
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
    argumentLocations: {
      org_id: "path",
      body: "body",
    },
  },
  {
    name: "list_members",
    description: "List members",
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
    argumentLocations: {
      org_id: "path",
      limit: "query",
      cursor: "query",
    },
  },
  {
    name: "add_member",
    description: "Add a member",
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
    argumentLocations: {
      org_id: "path",
      body: "body",
    },
  },
  {
    name: "remove_member",
    description: "Remove a member",
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
    argumentLocations: {
      org_id: "path",
      user_id: "path",
    },
  },
  {
    name: "update_member",
    description: "Change a member's role",
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
    argumentLocations: {
      org_id: "path",
      user_id: "path",
      body: "body",
    },
  },
  {
    name: "list_projects",
    description: "List projects",
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
    argumentLocations: {
      org_id: "path",
      limit: "query",
      cursor: "query",
    },
  },
  {
    name: "create_project",
    description: "Create a project",
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
    argumentLocations: {
      org_id: "path",
      body: "body",
    },
  },
  {
    name: "get_organization_tokens",
    description: "Organization tokens",
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
    argumentLocations: {
      org_id: "path",
    },
  },
  {
    name: "grant_organization_tokens",
    description: "Grant tokens",
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
    argumentLocations: {
      org_id: "path",
      body: "body",
    },
  },
  {
    name: "list_token_ledger",
    description: "Token ledger",
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
    argumentLocations: {
      org_id: "path",
      limit: "query",
      cursor: "query",
    },
  },
  {
    name: "transfer_organization",
    description: "Transfer ownership",
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
    argumentLocations: {
      org_id: "path",
      body: "body",
    },
  },
  {
    name: "get_project",
    description: "Get a project",
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
    argumentLocations: {
      project_id: "path",
    },
  },
  {
    name: "delete_project",
    description: "Delete a project",
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
    argumentLocations: {
      project_id: "path",
    },
  },
  {
    name: "list_api_keys",
    description: "List API keys",
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
    argumentLocations: {
      project_id: "path",
      limit: "query",
      cursor: "query",
    },
  },
  {
    name: "get_project_tokens",
    description: "Project tokens",
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
    argumentLocations: {
      project_id: "path",
    },
  },
  {
    name: "allocate_project_tokens",
    description: "Allocate tokens",
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
    argumentLocations: {
      project_id: "path",
      body: "body",
    },
  },
  {
    name: "release_project_tokens",
    description: "Release tokens",
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
    argumentLocations: {
      project_id: "path",
      body: "body",
    },
  },
  {
    name: "get_tokens",
    description: "This project's tokens",
    inputSchema: {
      type: "object",
      properties: {},
    },
    argumentLocations: {},
  },
  {
    name: "list_ai_models_v1",
    description: "List AI models (OpenAI-compatible alias)",
    inputSchema: {
      type: "object",
      properties: {},
    },
    argumentLocations: {},
  },
];
