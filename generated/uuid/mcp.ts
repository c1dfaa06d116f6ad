// Generated from spec/uuid by codegen — run `npm run generate`. Do not edit.

import type { ToolDefinition } from "../../runtime/contract.js";

/** MCP tools of spec/uuid: one per operation, run through the same pipeline as REST calls. */
export const uuidTools: ToolDefinition[] = [
  {
    name: "generate_uuid",
    title: "Generate UUIDs",
    description:
      "Returns 1 to 100 random version-4 UUIDs in the requested form.\n\nPrice: USD 0.0017 per call.",
    inputSchema: {
      type: "object",
      properties: {
        count: {
          type: "string",
          pattern: "^0*(?:[1-9]|[1-9][0-9]|100)$",
          default: "1",
          description: "How many UUIDs to return: a digits-only string whose value is 1 to 100.",
        },
        format: {
          type: "string",
          enum: ["uuid", "urn", "hex", "int"],
          default: "uuid",
          description: "Textual form of each UUID.",
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
      required: ["success", "uuids", "count", "format"],
      properties: {
        success: {
          type: "boolean",
          enum: [true],
        },
        uuids: {
          type: "array",
          items: {
            type: "string",
          },
          description: "One entry per requested UUID, each in the requested form.",
        },
        count: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          description: "How many UUIDs were returned.",
        },
        format: {
          type: "string",
          enum: ["uuid", "urn", "hex", "int"],
          description: "The form of every entry in `uuids`.",
        },
        uuid: {
          type: "string",
          description: "Present only when exactly one UUID is returned; equals `uuids[0]`.",
        },
      },
      description: "The generated UUIDs.",
      examples: [
        {
          success: true,
          uuids: ["0f8fad5b-d9cb-469f-a165-70867728950e"],
          count: 1,
          format: "uuid",
          uuid: "0f8fad5b-d9cb-469f-a165-70867728950e",
        },
      ],
    },
    annotations: {
      title: "Generate UUIDs",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      count: "query",
      format: "query",
      "PAYMENT-SIGNATURE": "header",
      "X-PAYMENT": "header",
    },
  },
  {
    name: "get_uuid",
    title: "Generate UUIDs (x402 face)",
    description:
      "The x402 face of the generator: the same UUIDs, and the body names the payment network and asset.\n\nPrice: USD 0.0017 per call.",
    inputSchema: {
      type: "object",
      properties: {
        count: {
          type: "string",
          pattern: "^0*(?:[1-9]|[1-9][0-9]|100)$",
          default: "1",
          description: "How many UUIDs to return: a digits-only string whose value is 1 to 100.",
        },
        format: {
          type: "string",
          enum: ["uuid", "urn", "hex", "int"],
          default: "uuid",
          description: "Textual form of each UUID.",
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
      required: ["success", "uuids", "count", "format", "network", "asset"],
      properties: {
        success: {
          type: "boolean",
          enum: [true],
        },
        uuids: {
          type: "array",
          items: {
            type: "string",
          },
          description: "One entry per requested UUID, each in the requested form.",
        },
        count: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 100,
          description: "How many UUIDs were returned.",
        },
        format: {
          type: "string",
          enum: ["uuid", "urn", "hex", "int"],
          description: "The form of every entry in `uuids`.",
        },
        uuid: {
          type: "string",
          description: "Present only when exactly one UUID is returned; equals `uuids[0]`.",
        },
        network: {
          type: "string",
          enum: ["base"],
        },
        asset: {
          type: "string",
          enum: ["USDC"],
        },
      },
      description: "The x402 route's body: the same result, naming the payment network and asset.",
      examples: [
        {
          success: true,
          uuids: [
            "urn:uuid:7c9e6679-7425-40de-944b-e07fc1f90ae7",
            "urn:uuid:d9428888-122b-41c4-8fbd-dc3a2b1c26f1",
          ],
          count: 2,
          format: "urn",
          network: "base",
          asset: "USDC",
        },
      ],
    },
    annotations: {
      title: "Generate UUIDs (x402 face)",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {
      count: "query",
      format: "query",
      "PAYMENT-SIGNATURE": "header",
      "X-PAYMENT": "header",
    },
  },
];
