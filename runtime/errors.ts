/**
 * The one error catalogue: every error the runtime produces has a stable code here, is thrown
 * as an {@link ApiError}, and is rendered in the operation's own error shape (the
 * `{success:false, error}` envelope, RFC 9457 problem+json, or `{message}`).
 */
import type { ErrorShape, OperationDefinition } from "./contract.js";

/** A rejected input, named by where it was found. */
export interface Issue {
  location: "path" | "query" | "header" | "body";
  name: string;
  message: string;
}

/** Stable error codes, their HTTP status and a title. */
export const ERRORS = {
  invalid_request: { status: 400, title: "Invalid request" },
  malformed_payment: { status: 400, title: "Malformed payment header" },
  malformed_json: { status: 400, title: "Malformed JSON body" },
  unauthorized: { status: 401, title: "Unauthorized" },
  invalid_signature: { status: 401, title: "Invalid signature" },
  payment_required: { status: 402, title: "Payment required" },
  forbidden: { status: 403, title: "Forbidden" },
  not_found: { status: 404, title: "Not found" },
  method_not_allowed: { status: 405, title: "Method not allowed" },
  request_timeout: { status: 408, title: "Request timeout" },
  conflict: { status: 409, title: "Conflict" },
  payload_too_large: { status: 413, title: "Payload too large" },
  unsupported_media_type: { status: 415, title: "Unsupported media type" },
  unprocessable: { status: 422, title: "Unprocessable content" },
  rate_limited: { status: 429, title: "Too many requests" },
  headers_too_large: { status: 431, title: "Request header fields too large" },
  internal: { status: 500, title: "Internal error" },
  bad_gateway: { status: 502, title: "Bad gateway" },
  unavailable: { status: 503, title: "Service unavailable" },
} as const;

/** A code from {@link ERRORS}. */
export type ErrorCode = keyof typeof ERRORS;

/** An error a handler or the runtime throws to answer with a declared status. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly issues: Issue[];
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    message?: string,
    options: { issues?: Issue[]; headers?: Record<string, string> } = {},
  ) {
    super(message ?? ERRORS[code].title);
    this.name = "ApiError";
    this.code = code;
    this.status = ERRORS[code].status;
    this.issues = options.issues ?? [];
    this.headers = options.headers ?? {};
  }
}

/** A rendered error: status, media type, body and extra headers. */
export interface RenderedError {
  status: number;
  mediaType: string;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * The shape of a refusal the runtime makes before an operation runs (a request head too large,
 * a header that does not parse): the operation's own, but a JSON-RPC error on the MCP endpoint,
 * whose contract answers refusals that way.
 */
export function refusalShape(op: Pick<OperationDefinition, "errorShape" | "runtime">): ErrorShape {
  return op.runtime === "mcp" ? "jsonrpc" : op.errorShape;
}

/** Renders an error in the given shape. */
export function renderError(error: ApiError, shape: ErrorShape): RenderedError {
  const { status, headers } = error;
  switch (shape) {
    case "envelope":
      return {
        status,
        headers,
        mediaType: "application/json",
        body: {
          success: false,
          error: error.message,
          code: error.code,
          ...(error.issues.length ? { issues: error.issues } : {}),
        },
      };
    case "problem":
      return {
        status,
        headers,
        mediaType: "application/problem+json",
        body: {
          type: "about:blank",
          title: ERRORS[error.code].title,
          status,
          detail: error.message,
          ...(error.issues.length
            ? { errors: Object.fromEntries(error.issues.map((i) => [`${i.location}:${i.name}`, i.message])) }
            : {}),
        },
      };
    case "message":
      return { status, headers, mediaType: "application/json", body: { message: error.message } };
    case "jsonrpc":
      // The MCP endpoint's refusals before the protocol: a JSON-RPC "Invalid Request" with no id.
      return {
        status,
        headers,
        mediaType: "application/json",
        body: {
          jsonrpc: "2.0",
          id: null,
          error: {
            code: -32600,
            message: error.message,
            ...(error.issues.length ? { data: { issues: error.issues } } : {}),
          },
        },
      };
  }
}

/** One sentence naming every rejected input, for the human-readable part of a 400. */
export function summarizeIssues(issues: Issue[]): string {
  const parts = issues.map((i) => `${i.location} ${i.name}: ${i.message}`);
  return `Invalid request: ${parts.join("; ")}`;
}
