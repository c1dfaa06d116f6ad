/**
 * The runtime's view of a contract: what `generated/<service>/operations.ts` exports. The
 * code generator writes these tables from the published OpenAPI; the runtime enforces them.
 */
import type { ZodType } from "zod";

/** HTTP methods an operation can use (lower case, as in OpenAPI). */
export type HttpMethod = "get" | "put" | "post" | "delete" | "patch" | "head" | "options";

/** The error body family an operation declares (detected from its 4xx schemas). */
/**
 * An error body family. `jsonrpc` is never a contract's default: it is how the MCP endpoint's
 * refusals before the protocol (a head too large, a header that does not parse) are written.
 */
export type ErrorShape = "envelope" | "problem" | "message" | "jsonrpc";

/** Routes the runtime serves itself from the contract (`x-runtime`). */
export type RuntimeRoute =
  | "health"
  | "mcp"
  | "llms"
  | "openapi"
  | "x402-discovery"
  | "root"
  | "docs"
  | "docs-script"
  | "protected-resource";

/** Who may call an operation (`x-access`). */
export type AccessLevel = "anyone" | "authenticated" | "admin";

/** Policy read from the operation's `x-` extensions. */
export interface OperationPolicy {
  /** `x-price-micro-usd`: price per call; absent means the route is free. */
  priceMicroUsd?: number;
  /** `x-free-per-ip-per-day`. */
  freePerIpPerDay?: number;
  access?: AccessLevel;
  ownerScoped?: boolean;
  costMicroUsd?: number;
  rateLimit?: { limit: number; windowSeconds: number };
  /** `x-payments-webhook`: receives the payment processor's webhooks. */
  paymentsWebhook?: boolean;
  /** `x-upload-limit-bytes`: the largest raw body or multipart file part accepted (else 413). */
  uploadLimitBytes?: number;
  /** `x-user-content`: answers bytes a client stored; types that are not passive go out sandboxed. */
  userContent?: boolean;
}

/** One declared response. */
export interface ResponseDefinition {
  /** The primary media type, or undefined when the response has no body. */
  mediaType?: string;
  headers: { name: string; required: boolean }[];
}

/** One parameter, by location and declared name. */
export interface ParameterDefinition {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required: boolean;
  /** `x-allow-slashes`: a path parameter that takes the rest of the path, `/` included. */
  allowSlashes?: boolean;
}

/** Everything the runtime needs to serve and enforce one operation. */
export interface OperationDefinition {
  operationId: string;
  method: HttpMethod;
  /** OpenAPI path template, e.g. `/items/{id}`. */
  path: string;
  /** Express path, e.g. `/items/:id`. */
  expressPath: string;
  summary?: string;
  description?: string;
  runtime?: RuntimeRoute;
  parameters: ParameterDefinition[];
  /**
   * Request body media types accepted, and whether a body is required. `binary`: the body is
   * bytes handed over as an {@link import("./binary.js").Upload} stream (a media type other than
   * JSON, text and forms); `fileParts`: the multipart parts that carry files (spooled to disk).
   */
  requestBody?: { required: boolean; mediaTypes: string[]; binary?: boolean; fileParts?: string[] };
  responses: Record<string, ResponseDefinition>;
  /** `anonymous`: a request without credentials is allowed; `schemes`: accepted credential schemes. */
  security: { anonymous: boolean; schemes: string[] };
  policy: OperationPolicy;
  errorShape: ErrorShape;
  /** zod schemas for each request part and for each declared response status. */
  schemas: {
    path?: ZodType;
    query?: ZodType;
    headers?: ZodType;
    cookies?: ZodType;
    body?: ZodType;
    /** The `multipart/form-data` body of an operation that also takes JSON (`body`). */
    form?: ZodType;
    responses: Record<string, ZodType>;
  };
}

/** One MCP tool: an operation exposed to agents, with a self-contained JSON Schema input. */
export interface ToolDefinition {
  /** The operation id. */
  name: string;
  /** The operation's summary (or its id in words). */
  title: string;
  /** The operation's `@doc` text, and its price when it has one. */
  description: string;
  /** JSON Schema of the arguments: parameters by declared name, the request body under `body`. */
  inputSchema: { type: "object"; properties: Record<string, unknown>; required?: string[] };
  /**
   * JSON Schema of `structuredContent` on success: the success body's, when every success answers
   * JSON. Always an object schema (MCP requires it): see {@link ToolDefinition.wrapsOutput}.
   */
  outputSchema?: { type: "object"; [keyword: string]: unknown };
  /** The success body is not an object: `structuredContent` carries it as `{ result: body }`. */
  wrapsOutput?: boolean;
  /** MCP behaviour hints, from the HTTP method and the operation's `x-mcp-hints`. */
  annotations: {
    title: string;
    readOnlyHint: boolean;
    destructiveHint: boolean;
    idempotentHint: boolean;
    openWorldHint: boolean;
  };
  /** Where each argument goes in the HTTP request. */
  argumentLocations: Record<string, "path" | "query" | "header" | "cookie" | "body">;
}

/** A credential scheme declared by the contract. */
export interface SecuritySchemeDefinition {
  type: "http" | "apiKey" | "oauth2" | "openIdConnect" | "mutualTLS";
  scheme?: string;
  in?: "header" | "query" | "cookie";
  name?: string;
}

/** One service as generated from `spec/<name>`. */
export interface ServiceDefinition {
  /** The published service's name: its folder under generated/ and its mount path segment. */
  name: string;
  /**
   * The folder of its hand-written code under spec/, handlers/, storage/ and conformance/ (a
   * versioned spec's services share one: `storefront` and `storefront-ext` are `storefront`).
   */
  folder: string;
  title: string;
  version: string;
  description?: string;
  /** Absolute file URL of the published OpenAPI 3.1 YAML. */
  documentUrl: URL;
  /** Absolute file URL of the generated llms.txt. */
  llmsTxtUrl: URL;
  /** Error shape for responses not tied to an operation (unknown route, 405). */
  defaultErrorShape: ErrorShape;
  securitySchemes: Record<string, SecuritySchemeDefinition>;
  operations: OperationDefinition[];
  tools: ToolDefinition[];
  /** `@hostedTool`: listed in the hosted tool catalog, with these tags (also shown in x402 terms). */
  hostedTool?: { tags: string[] };
}

/**
 * A handler method as the runtime calls it. The generated `<Service>Handlers` interfaces are
 * the typed face of this; the runtime only needs the loose shape.
 */
export type AnyHandler = (
  input: never,
  ctx: import("./context.js").HandlerContext,
) => Promise<{
  status: number;
  body?: unknown;
  headers?: Record<string, unknown>;
  /** One of the media types the contract declares for the status (default: the first). */
  mediaType?: string;
}>;

/** A service definition paired with its registration (handlers, credentials, set-up). */
export interface ServiceBinding {
  definition: ServiceDefinition;
  module: import("./service.js").ServiceModule;
}
