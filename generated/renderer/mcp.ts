// Generated from spec/renderer by codegen — run `npm run generate`. Do not edit.

import type { ToolDefinition } from "../../runtime/contract.js";

/** MCP tools of spec/renderer: one per operation, run through the same pipeline as REST calls. */
export const rendererTools: ToolDefinition[] = [
  {
    name: "echo_text",
    title: "Echo a text",
    description: "Answers the text it is sent, with its length.\n\nPrice: USD 0.001 per call.",
    inputSchema: {
      type: "object",
      properties: {
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
          required: ["text"],
          properties: {
            text: {
              type: "string",
              minLength: 1,
              maxLength: 1000,
              pattern: "^[^\\u0000-\\u001F\\u007F]*$",
            },
          },
          description: "What to echo: 1 to 1,000 characters, no control characters.",
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      required: ["text", "length"],
      properties: {
        text: {
          type: "string",
        },
        length: {
          type: "integer",
          format: "int32",
          minimum: 1,
          maximum: 1000,
          description: "The text's length in Unicode code points.",
        },
      },
      description: "The text as sent, and how long it is.",
    },
    annotations: {
      title: "Echo a text",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      "PAYMENT-SIGNATURE": "header",
      "X-PAYMENT": "header",
      body: "body",
    },
  },
];
