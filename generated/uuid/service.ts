// Generated from spec/uuid by codegen — run `npm run generate`. Do not edit.

import type { ServiceDefinition } from "../../runtime/contract.js";
import { uuidTools } from "./mcp.js";
import { uuidOperations } from "./operations.js";

/** uuid, from spec/uuid, as the runtime serves it. */
export const uuidService: ServiceDefinition = {
  name: "uuid",
  folder: "uuid",
  title: "UUID generator",
  version: "1.0.0",
  description:
    "Random version-4 UUIDs (RFC 9562), 1 to 100 per call, in four textual forms.\n\nEach call costs USD 0.0017, paid by x402 (USDC) or by prepaid credits on a bearer API key;\nevery client IP gets 3 free calls per UTC day on each route.",
  defaultErrorShape: "envelope",
  securitySchemes: {
    ApiKeyBearer: {
      type: "http",
      scheme: "bearer",
    },
  },
  documentUrl: new URL("./openapi.yaml", import.meta.url),
  llmsTxtUrl: new URL("./llms.txt", import.meta.url),
  operations: uuidOperations,
  tools: uuidTools,
};
