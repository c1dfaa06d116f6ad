// Generated from spec/catalog by codegen — run `npm run generate`. Do not edit.

import type { ServiceDefinition } from "../../runtime/contract.js";
import { catalogTools } from "./mcp.js";
import { catalogOperations } from "./operations.js";

/** catalog, from spec/catalog, as the runtime serves it. */
export const catalogService: ServiceDefinition = {
  name: "catalog",
  folder: "catalog",
  title: "Hosted tool catalog",
  version: "1.0.0",
  description:
    "The hosted tool catalog: one manifest describing every hosted tool API — where each is served,\nits four discovery addresses (MCP, llms.txt, OpenAPI, x402), its tags, and each paid route\nwith its price and free daily allowance.\n\nThe manifest is generated from the tools' own contracts (every contract marked `@hostedTool`;\neach route's `@price`), so it cannot drift from what the tools charge. It is free to read and\nneeds no credential.",
  defaultErrorShape: "envelope",
  securitySchemes: {
    ApiKeyBearer: {
      type: "http",
      scheme: "bearer",
    },
  },
  documentUrl: new URL("./openapi.yaml", import.meta.url),
  llmsTxtUrl: new URL("./llms.txt", import.meta.url),
  operations: catalogOperations,
  tools: catalogTools,
};
