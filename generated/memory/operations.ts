// Generated from spec/memory by codegen — run `npm run generate`. Do not edit.

import type { OperationDefinition } from "../../runtime/contract.js";
import {
  docsSchemas,
  docsScriptSchemas,
  healthSchemas,
  llmsTxtSchemas,
  mcpSchemas,
  memoryAddSchemas,
  memoryDeleteSchemas,
  memoryListSchemas,
  memorySearchSchemas,
  oauthProtectedResourceSchemas,
  openapiJsonSchemas,
  x402DiscoverySchemas,
} from "./schemas.js";

/** Every operation of spec/memory, as the runtime enforces it. */
export const memoryOperations: OperationDefinition[] = [
  {
    operationId: "oauth_protected_resource",
    method: "get",
    path: "/.well-known/oauth-protected-resource",
    expressPath: "/.well-known/oauth-protected-resource",
    summary: "Protected-resource metadata",
    description:
      "OAuth 2.0 protected-resource metadata (RFC 9728): what MCP clients fetch after a 401 from\n`/mcp`, whose `WWW-Authenticate` challenge names this URL.",
    runtime: "protected-resource",
    parameters: [],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyBearer"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { responses: oauthProtectedResourceSchemas.responses },
  },
  {
    operationId: "x402_discovery",
    method: "get",
    path: "/.well-known/x402",
    expressPath: "/.well-known/x402",
    summary: "x402 discovery",
    description: "x402 discovery: the paid routes of this service.",
    runtime: "x402-discovery",
    parameters: [],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyBearer"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { responses: x402DiscoverySchemas.responses },
  },
  {
    operationId: "docs",
    method: "get",
    path: "/docs",
    expressPath: "/docs",
    summary: "API reference (HTML)",
    description:
      'The interactive reference of this service (HTML): every operation of this document, with\n"try it" sending requests to this very server. The page loads only its own script\n(`/docs/scalar.js`) and this service\'s `/openapi.json`; nothing from elsewhere.',
    runtime: "docs",
    parameters: [],
    responses: {
      "200": {
        mediaType: "text/html",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyBearer"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { responses: docsSchemas.responses },
  },
  {
    operationId: "docs_script",
    method: "get",
    path: "/docs/scalar.js",
    expressPath: "/docs/scalar.js",
    summary: "API reference script",
    description:
      "The script of the reference page (Scalar's API reference bundle), served by this server.\nRequested with `v` set to the bundle's current version tag, as the page does, it may be\ncached for a year (`Cache-Control: immutable`); otherwise for five minutes.",
    runtime: "docs-script",
    parameters: [
      {
        name: "v",
        in: "query",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "text/javascript",
        headers: [
          {
            name: "cache-control",
            required: true,
          },
        ],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyBearer"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { query: docsScriptSchemas.query, responses: docsScriptSchemas.responses },
  },
  {
    operationId: "health",
    method: "get",
    path: "/health",
    expressPath: "/health",
    summary: "Health",
    description: "Service and database health.",
    runtime: "health",
    parameters: [],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyBearer"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { responses: healthSchemas.responses },
  },
  {
    operationId: "llms_txt",
    method: "get",
    path: "/llms.txt",
    expressPath: "/llms.txt",
    summary: "Service description for language models",
    description: "A plain-text description of the service for language models.",
    runtime: "llms",
    parameters: [],
    responses: {
      "200": {
        mediaType: "text/plain",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyBearer"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { responses: llmsTxtSchemas.responses },
  },
  {
    operationId: "mcp",
    method: "post",
    path: "/mcp",
    expressPath: "/mcp",
    summary: "Model Context Protocol endpoint",
    description:
      "Model Context Protocol endpoint (Streamable HTTP, stateless): one tool per operation,\nrun through the same validation, metering and handlers as the REST routes; the service's\nOpenAPI document and llms.txt are its resources. GET and DELETE answer 405. A browser page\nmay call it only from this server's own origin or one listed in `CORS_ORIGINS` (403 otherwise).",
    runtime: "mcp",
    parameters: [
      {
        name: "accept",
        in: "header",
        required: true,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "202": {
        headers: [],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [
          {
            name: "WWW-Authenticate",
            required: true,
          },
        ],
      },
      "403": {
        mediaType: "application/json",
        headers: [],
      },
      "406": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyBearer"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { headers: mcpSchemas.headers, body: mcpSchemas.body, responses: mcpSchemas.responses },
  },
  {
    operationId: "openapi_json",
    method: "get",
    path: "/openapi.json",
    expressPath: "/openapi.json",
    summary: "OpenAPI document",
    description: "The published OpenAPI 3.1 document of this service.",
    runtime: "openapi",
    parameters: [],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyBearer"],
    },
    policy: {},
    errorShape: "envelope",
    schemas: { responses: openapiJsonSchemas.responses },
  },
  {
    operationId: "memory_list",
    method: "get",
    path: "/v1/memories",
    expressPath: "/v1/memories",
    summary: "Get or list memories",
    description:
      "With `memory_id`: that memory (404 when it is not under the caller's key). Without: a page of\nthe memories the entity ids name, newest first (`page` from 1, `page_size` 1 to 200).",
    parameters: [
      {
        name: "memory_key",
        in: "query",
        required: false,
      },
      {
        name: "X-Memory-Key",
        in: "header",
        required: false,
      },
      {
        name: "memory_id",
        in: "query",
        required: false,
      },
      {
        name: "user_id",
        in: "query",
        required: false,
      },
      {
        name: "agent_id",
        in: "query",
        required: false,
      },
      {
        name: "app_id",
        in: "query",
        required: false,
      },
      {
        name: "run_id",
        in: "query",
        required: false,
      },
      {
        name: "page",
        in: "query",
        required: false,
      },
      {
        name: "page_size",
        in: "query",
        required: false,
      },
      {
        name: "PAYMENT-SIGNATURE",
        in: "header",
        required: false,
      },
      {
        name: "X-PAYMENT",
        in: "header",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [
          {
            name: "PAYMENT-RESPONSE",
            required: false,
          },
        ],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [
          {
            name: "PAYMENT-REQUIRED",
            required: true,
          },
        ],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "429": {
        mediaType: "application/json",
        headers: [
          {
            name: "Retry-After",
            required: true,
          },
        ],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyBearer"],
    },
    policy: {
      priceMicroUsd: 2000,
      freePerIpPerDay: 3,
      access: "anyone",
      rateLimit: {
        limit: 600,
        windowSeconds: 60,
      },
    },
    errorShape: "envelope",
    schemas: {
      query: memoryListSchemas.query,
      headers: memoryListSchemas.headers,
      responses: memoryListSchemas.responses,
    },
  },
  {
    operationId: "memory_delete",
    method: "delete",
    path: "/v1/memories",
    expressPath: "/v1/memories",
    summary: "Delete memories",
    description:
      "With `memory_id`: deletes that memory (404 when it is not under the caller's key). Without:\ndeletes up to 200 of the memories the entity ids name, oldest first, and says whether more\nremain (`more`); call again until `more` is false.",
    parameters: [
      {
        name: "memory_key",
        in: "query",
        required: false,
      },
      {
        name: "X-Memory-Key",
        in: "header",
        required: false,
      },
      {
        name: "memory_id",
        in: "query",
        required: false,
      },
      {
        name: "user_id",
        in: "query",
        required: false,
      },
      {
        name: "agent_id",
        in: "query",
        required: false,
      },
      {
        name: "app_id",
        in: "query",
        required: false,
      },
      {
        name: "run_id",
        in: "query",
        required: false,
      },
      {
        name: "PAYMENT-SIGNATURE",
        in: "header",
        required: false,
      },
      {
        name: "X-PAYMENT",
        in: "header",
        required: false,
      },
    ],
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [
          {
            name: "PAYMENT-RESPONSE",
            required: false,
          },
        ],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [
          {
            name: "PAYMENT-REQUIRED",
            required: true,
          },
        ],
      },
      "404": {
        mediaType: "application/json",
        headers: [],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "429": {
        mediaType: "application/json",
        headers: [
          {
            name: "Retry-After",
            required: true,
          },
        ],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyBearer"],
    },
    policy: {
      priceMicroUsd: 2000,
      freePerIpPerDay: 3,
      access: "anyone",
      rateLimit: {
        limit: 600,
        windowSeconds: 60,
      },
    },
    errorShape: "envelope",
    schemas: {
      query: memoryDeleteSchemas.query,
      headers: memoryDeleteSchemas.headers,
      responses: memoryDeleteSchemas.responses,
    },
  },
  {
    operationId: "memory_add",
    method: "post",
    path: "/v3/memories/add",
    expressPath: "/v3/memories/add",
    summary: "Add memories",
    description:
      "Stores the facts of a conversation under the caller's memory key and entity ids, and answers\nwhat happened to each (`ADD`, or `NONE` for a fact already stored). Synchronous.",
    parameters: [
      {
        name: "X-Memory-Key",
        in: "header",
        required: false,
      },
      {
        name: "PAYMENT-SIGNATURE",
        in: "header",
        required: false,
      },
      {
        name: "X-PAYMENT",
        in: "header",
        required: false,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [
          {
            name: "PAYMENT-RESPONSE",
            required: false,
          },
        ],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [
          {
            name: "PAYMENT-REQUIRED",
            required: true,
          },
        ],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "429": {
        mediaType: "application/json",
        headers: [
          {
            name: "Retry-After",
            required: true,
          },
        ],
      },
      "502": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
      "504": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyBearer"],
    },
    policy: {
      priceMicroUsd: 8000,
      freePerIpPerDay: 3,
      access: "anyone",
      rateLimit: {
        limit: 600,
        windowSeconds: 60,
      },
    },
    errorShape: "envelope",
    schemas: {
      headers: memoryAddSchemas.headers,
      body: memoryAddSchemas.body,
      responses: memoryAddSchemas.responses,
    },
  },
  {
    operationId: "memory_search",
    method: "post",
    path: "/v3/memories/search",
    expressPath: "/v3/memories/search",
    summary: "Search memories",
    description: "Finds the caller's memories matching `query` among those the filters name, best first.",
    parameters: [
      {
        name: "X-Memory-Key",
        in: "header",
        required: false,
      },
      {
        name: "PAYMENT-SIGNATURE",
        in: "header",
        required: false,
      },
      {
        name: "X-PAYMENT",
        in: "header",
        required: false,
      },
    ],
    requestBody: {
      required: true,
      mediaTypes: ["application/json"],
    },
    responses: {
      "200": {
        mediaType: "application/json",
        headers: [
          {
            name: "PAYMENT-RESPONSE",
            required: false,
          },
        ],
      },
      "400": {
        mediaType: "application/json",
        headers: [],
      },
      "401": {
        mediaType: "application/json",
        headers: [],
      },
      "402": {
        mediaType: "application/json",
        headers: [
          {
            name: "PAYMENT-REQUIRED",
            required: true,
          },
        ],
      },
      "408": {
        mediaType: "application/json",
        headers: [],
      },
      "413": {
        mediaType: "application/json",
        headers: [],
      },
      "415": {
        mediaType: "application/json",
        headers: [],
      },
      "429": {
        mediaType: "application/json",
        headers: [
          {
            name: "Retry-After",
            required: true,
          },
        ],
      },
      "502": {
        mediaType: "application/json",
        headers: [],
      },
      "503": {
        mediaType: "application/json",
        headers: [],
      },
      "504": {
        mediaType: "application/json",
        headers: [],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyBearer"],
    },
    policy: {
      priceMicroUsd: 4000,
      freePerIpPerDay: 3,
      access: "anyone",
      rateLimit: {
        limit: 600,
        windowSeconds: 60,
      },
    },
    errorShape: "envelope",
    schemas: {
      headers: memorySearchSchemas.headers,
      body: memorySearchSchemas.body,
      responses: memorySearchSchemas.responses,
    },
  },
];
