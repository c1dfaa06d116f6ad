// Generated from spec/uuid by codegen — run `npm run generate`. Do not edit.

import type { ToolDefinition } from "../../runtime/contract.js";

/** MCP tools of spec/uuid: one per operation, run through the same pipeline as REST calls. */
export const uuidTools: ToolDefinition[] = [
  {
    name: "generate_uuid",
    description: "Generate UUIDs Price: USD 0.0017 per call.",
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
    argumentLocations: {
      count: "query",
      format: "query",
      "PAYMENT-SIGNATURE": "header",
      "X-PAYMENT": "header",
    },
  },
  {
    name: "get_uuid",
    description: "Generate UUIDs (x402 face) Price: USD 0.0017 per call.",
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
    argumentLocations: {
      count: "query",
      format: "query",
      "PAYMENT-SIGNATURE": "header",
      "X-PAYMENT": "header",
    },
  },
];
