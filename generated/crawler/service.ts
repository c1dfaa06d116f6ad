// Generated from spec/crawler by codegen — run `npm run generate`. Do not edit.

import type { ServiceDefinition } from "../../runtime/contract.js";
import { crawlerTools } from "./mcp.js";
import { crawlerOperations } from "./operations.js";

/** crawler, from spec/crawler, as the runtime serves it. */
export const crawlerService: ServiceDefinition = {
  name: "crawler",
  folder: "crawler",
  title: "Web crawler",
  version: "0.1.0",
  description:
    "Web crawler: items that belong to the caller's account. Replace this text with what the service does.\n\nCalls take an API key (`sk_…`, minted by the account service or `npm run keys`) as\n`Authorization: Bearer <key>`; each caller sees only its own account's items.",
  defaultErrorShape: "envelope",
  securitySchemes: {
    ApiKeyBearer: {
      type: "http",
      scheme: "bearer",
    },
  },
  documentUrl: new URL("./openapi.yaml", import.meta.url),
  llmsTxtUrl: new URL("./llms.txt", import.meta.url),
  operations: crawlerOperations,
  tools: crawlerTools,
};
