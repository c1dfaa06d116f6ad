// Generated from spec/catalog by codegen — run `npm run generate`. Do not edit.

import type { ToolDefinition } from "../../runtime/contract.js";

/** MCP tools of spec/catalog: one per operation, run through the same pipeline as REST calls. */
export const catalogTools: ToolDefinition[] = [
  {
    name: "get_manifest",
    title: "Get the hosted tool manifest",
    description:
      "The manifest of every hosted tool API: where each is served, its discovery addresses, its\ntags and each paid route's price and free daily allowance, as its contract declares them.\nURLs are absolute, built from the address this request reached (behind a proxy:\n`PUBLIC_BASE_URL`); every tool is served under the same origin as the catalog.",
    inputSchema: {
      type: "object",
      properties: {},
    },
    outputSchema: {
      type: "object",
      required: ["generatedAt", "servers"],
      properties: {
        generatedAt: {
          type: "string",
          format: "date-time",
          description: "When this server built the manifest (ISO 8601, UTC).",
        },
        servers: {
          type: "array",
          items: {
            type: "object",
            required: [
              "id",
              "name",
              "description",
              "url",
              "mcp",
              "llmsTxt",
              "openapi",
              "x402",
              "tags",
              "routes",
            ],
            properties: {
              id: {
                type: "string",
                pattern: "^[a-z][a-z0-9-]*$",
                description: "Short identifier: the tool's path segment under the catalog's origin.",
              },
              name: {
                type: "string",
                description: "Display name.",
              },
              description: {
                type: "string",
                description: "What the tool does.",
              },
              url: {
                type: "string",
                format: "uri",
                description: "The tool's base address; its routes' paths are relative to it.",
              },
              mcp: {
                type: "string",
                format: "uri",
                description: "The tool's MCP endpoint (Streamable HTTP).",
              },
              llmsTxt: {
                type: "string",
                format: "uri",
                description: "The tool's description for language models.",
              },
              openapi: {
                type: "string",
                format: "uri",
                description: "The tool's OpenAPI 3.1 document (JSON).",
              },
              x402: {
                type: "string",
                format: "uri",
                description: "The tool's x402 discovery document.",
              },
              tags: {
                type: "array",
                items: {
                  type: "string",
                },
                maxItems: 5,
                description: "Short topical tags (at most 5).",
              },
              routes: {
                type: "array",
                items: {
                  type: "object",
                  required: ["route", "description", "priceUsd", "freePerIpPerDay"],
                  properties: {
                    route: {
                      type: "string",
                      pattern: "^(GET|POST|PUT|PATCH|DELETE) /\\S*$",
                      description: "The HTTP method and the path under the tool's `url`, e.g. `POST /md`.",
                    },
                    description: {
                      type: "string",
                      description: "What the route does (the operation's summary).",
                    },
                    priceUsd: {
                      type: "number",
                      format: "double",
                      minimum: 0.000001,
                      description:
                        "The price of one call in US dollars (at least one micro-dollar: prices are whole micro-USD),\npaid by x402 (USDC) or prepaid credits on an API key.",
                    },
                    freePerIpPerDay: {
                      type: "integer",
                      format: "int32",
                      minimum: 0,
                      description: "Calls each client IP may make free of charge per UTC day on this route.",
                    },
                  },
                  description: "One paid route of a tool.",
                },
                description: "Every paid route.",
              },
            },
            description: "One hosted tool API.",
          },
          description: "One entry per hosted tool API, by `id`.",
        },
      },
      description: "The catalog manifest: every hosted tool API.",
    },
    annotations: {
      title: "Get the hosted tool manifest",
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    },
    argumentLocations: {},
  },
];
