// Generated from spec/renderer by codegen — run `npm run generate`. Do not edit.

import type { ServiceDefinition } from "../../runtime/contract.js";
import { rendererTools } from "./mcp.js";
import { rendererOperations } from "./operations.js";

/** renderer, from spec/renderer, as the runtime serves it. */
export const rendererService: ServiceDefinition = {
  name: "renderer",
  folder: "renderer",
  title: "Page renderer",
  version: "0.1.0",
  description:
    "Page renderer: a paid tool that answers what it is sent. Replace this text with what the service does.\n\nEach call costs USD 0.001: every client IP gets 3 free calls per UTC day on each route, then a\ncall is paid by x402 (USDC) or by prepaid credits on an API key sent as\n`Authorization: Bearer <key>`.",
  defaultErrorShape: "envelope",
  securitySchemes: {
    ApiKeyBearer: {
      type: "http",
      scheme: "bearer",
    },
  },
  documentUrl: new URL("./openapi.yaml", import.meta.url),
  llmsTxtUrl: new URL("./llms.txt", import.meta.url),
  operations: rendererOperations,
  tools: rendererTools,
};
