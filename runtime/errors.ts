/**
 * Errors as the runtime answers them: every error carries a stable code from the catalogue
 * (`errorCatalogue.ts`), is thrown as an {@link ApiError}, and is rendered in the operation's
 * own error shape (the `{success:false, error}` envelope, RFC 9457 problem+json, or
 * `{message}`), each with `code` and, when the request has one, `requestId`.
 */
import type { ErrorShape, OperationDefinition } from "./contract.js";
import { ERRORS, type ErrorCode, type ErrorEntry } from "./errorCatalogue.js";

export { ERRORS, type ErrorCode, type ErrorEntry, type ErrorScope, isErrorCode } from "./errorCatalogue.js";

/** A rejected input, named by where it was found. */
export interface Issue {
  location: "path" | "query" | "header" | "body";
  name: string;
  message: string;
}

/** What an {@link ApiError} carries beyond its code and message. */
export interface ApiErrorOptions {
  issues?: Issue[];
  headers?: Record<string, string>;
}

/**
 * An error a handler or the runtime throws to answer with a declared status. Built with a kernel
 * code (runtime/errorCatalogue.ts); a code a service's contract defines is thrown through that
 * service's generated class (`generated/<svc>/errors.ts`), which passes the code's entry.
 */
export class ApiError extends Error {
  /** A kernel code, or one the throwing service's contract defines. */
  readonly code: string;
  readonly status: number;
  /** The code's title: the problem+json `title`. */
  readonly title: string;
  readonly issues: Issue[];
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message?: string, options?: ApiErrorOptions);
  /** For a generated service class: a code of that service's contract and its catalogue entry. */
  constructor(code: string, message: string | undefined, options: ApiErrorOptions, entry: ErrorEntry);
  constructor(code: string, message?: string, options: ApiErrorOptions = {}, entry?: ErrorEntry) {
    // The overloads let only a generated class name a code outside the kernel, with its entry.
    const known = entry ?? (Object.hasOwn(ERRORS, code) ? ERRORS[code as ErrorCode] : undefined);
    // Reachable only past the types (a cast, or JavaScript): refuse loudly rather than answer 500 later.
    if (!known) throw new TypeError(`ApiError: ${JSON.stringify(code)} is not a code of this catalogue`);
    super(message ?? known.title);
    this.name = "ApiError";
    this.code = code;
    this.status = known.status;
    this.title = known.title;
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

/**
 * Renders an error in the given shape. `requestId` (the request's `res.locals.requestId`, set by
 * the request-id middleware) goes into the body when given, so a report can be matched to logs.
 */
export function renderError(error: ApiError, shape: ErrorShape, requestId?: string): RenderedError {
  const { status, headers } = error;
  const id = typeof requestId === "string" && requestId ? { requestId } : {};
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
          ...id,
        },
      };
    case "problem":
      return {
        status,
        headers,
        mediaType: "application/problem+json",
        body: {
          type: "about:blank",
          title: error.title,
          status,
          detail: error.message,
          code: error.code,
          ...id,
          ...(error.issues.length
            ? { errors: Object.fromEntries(error.issues.map((i) => [`${i.location}:${i.name}`, i.message])) }
            : {}),
        },
      };
    case "message":
      return {
        status,
        headers,
        mediaType: "application/json",
        body: { message: error.message, code: error.code, ...id },
      };
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
            data: { code: error.code, ...id, ...(error.issues.length ? { issues: error.issues } : {}) },
          },
        },
      };
  }
}

/**
 * The request's id as the request-id middleware left it in `res.locals.requestId`, for error
 * bodies; undefined when no middleware set one (the body then carries none).
 */
export function requestIdIn(locals: Record<string, unknown> | undefined): string | undefined {
  const id = locals?.requestId;
  return typeof id === "string" && id ? id : undefined;
}

/** One sentence naming every rejected input, for the human-readable part of a 400. */
export function summarizeIssues(issues: Issue[]): string {
  const parts = issues.map((i) => `${i.location} ${i.name}: ${i.message}`);
  return `Invalid request: ${parts.join("; ")}`;
}
