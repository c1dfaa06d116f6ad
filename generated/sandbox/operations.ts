// Generated from spec/sandbox by codegen — run `npm run generate`. Do not edit.

import type { OperationDefinition } from "../../runtime/contract.js";
import {
  docsSchemas,
  docsScriptSchemas,
  executeCodeSchemas,
  executeCommandSchemas,
  healthSchemas,
  llmsTxtSchemas,
  mcpSchemas,
  oauthProtectedResourceSchemas,
  openapiJsonSchemas,
  x402DiscoverySchemas,
} from "./schemas.js";

/** Every operation of spec/sandbox, as the runtime enforces it. */
export const sandboxOperations: OperationDefinition[] = [
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
    operationId: "execute_code",
    method: "post",
    path: "/v1/execute-code",
    expressPath: "/v1/execute-code",
    summary: "Run a Python, JavaScript or TypeScript program",
    description:
      "Runs `code` as `/work/main.py` (Python 3.11), `/work/main.js` (Node.js 24; ES module syntax\nis detected) or `/work/main.ts` (Node.js 24, types stripped) in a fresh sandbox, with `files`\nwritten beside it, `stdin` on its standard input and `args` after the file name.",
    parameters: [
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
      "503": {
        mediaType: "application/json",
        headers: [
          {
            name: "Retry-After",
            required: false,
          },
        ],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyBearer"],
    },
    policy: {
      priceMicroUsd: 2000,
      freePerIpPerDay: 3,
      rateLimit: {
        limit: 120,
        windowSeconds: 60,
      },
      uploadLimitBytes: 8388608,
    },
    errorShape: "envelope",
    schemas: {
      headers: executeCodeSchemas.headers,
      body: executeCodeSchemas.body,
      responses: executeCodeSchemas.responses,
    },
  },
  {
    operationId: "execute_command",
    method: "post",
    path: "/v1/execute-command",
    expressPath: "/v1/execute-command",
    summary: "Run a shell command",
    description:
      "Runs `command` with `bash -c` in a fresh sandbox, in the work folder `/work` holding `files`.\nThe system's programs are there (`python3`, `sh`, coreutils…); there is no network.",
    parameters: [
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
      "503": {
        mediaType: "application/json",
        headers: [
          {
            name: "Retry-After",
            required: false,
          },
        ],
      },
    },
    security: {
      anonymous: true,
      schemes: ["ApiKeyBearer"],
    },
    policy: {
      priceMicroUsd: 2000,
      freePerIpPerDay: 3,
      rateLimit: {
        limit: 120,
        windowSeconds: 60,
      },
      uploadLimitBytes: 8388608,
    },
    errorShape: "envelope",
    schemas: {
      headers: executeCommandSchemas.headers,
      body: executeCommandSchemas.body,
      responses: executeCommandSchemas.responses,
    },
  },
];
