// Generated from spec/crawler by codegen — run `npm run generate`. Do not edit.

import type { ToolDefinition } from "../../runtime/contract.js";

/** MCP tools of spec/crawler: one per operation, run through the same pipeline as REST calls. */
export const crawlerTools: ToolDefinition[] = [
  {
    name: "list_items",
    title: "List items, newest first",
    description: "List items, newest first",
    inputSchema: {
      type: "object",
      properties: {
        limit: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          default: 20,
          description: "Items per page, 1 to 100.",
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
      required: ["items", "next_cursor"],
      properties: {
        items: {
          type: "array",
          items: {
            type: "object",
            required: ["id", "name", "created_at"],
            properties: {
              id: {
                type: "string",
                format: "uuid",
                description: "A UUID naming an item.",
                examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
              },
              name: {
                type: "string",
                minLength: 1,
                maxLength: 200,
                pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
                description: "An item's name: 1 to 200 characters, no `<`, `>` or control characters.",
              },
              created_at: {
                type: "string",
                format: "date-time",
              },
            },
            description: "An item of the caller's account.",
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
      description: "A page of items, newest first.",
    },
    annotations: {
      title: "List items, newest first",
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
    name: "create_item",
    title: "Create an item",
    description: "Create an item",
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
              description: "An item's name: 1 to 200 characters, no `<`, `>` or control characters.",
            },
          },
          description: "What creating an item takes.",
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      required: ["id", "name", "created_at"],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming an item.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "An item's name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "An item of the caller's account.",
    },
    annotations: {
      title: "Create an item",
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
    name: "get_item",
    title: "Read an item",
    description: "Read an item",
    inputSchema: {
      type: "object",
      properties: {
        item_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming an item.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["item_id"],
    },
    outputSchema: {
      type: "object",
      required: ["id", "name", "created_at"],
      properties: {
        id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming an item.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
        name: {
          type: "string",
          minLength: 1,
          maxLength: 200,
          pattern: "^[^<>\\u0000-\\u001F\\u007F]*$",
          description: "An item's name: 1 to 200 characters, no `<`, `>` or control characters.",
        },
        created_at: {
          type: "string",
          format: "date-time",
        },
      },
      description: "An item of the caller's account.",
    },
    annotations: {
      title: "Read an item",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      item_id: "path",
    },
  },
  {
    name: "delete_item",
    title: "Delete an item",
    description: "Delete an item",
    inputSchema: {
      type: "object",
      properties: {
        item_id: {
          type: "string",
          format: "uuid",
          description: "A UUID naming an item.",
          examples: ["3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97"],
        },
      },
      required: ["item_id"],
    },
    annotations: {
      title: "Delete an item",
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      item_id: "path",
    },
  },
];
