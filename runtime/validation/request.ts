/**
 * Validates a transport-neutral request against an operation's generated schemas and
 * returns the typed input, or every problem found, each named by location and parameter.
 * REST (Express) and MCP (`tools/call`) both come through here.
 */
import type { ZodError, ZodType } from "zod";
import type { OperationDefinition } from "../contract.js";
import type { Issue } from "../errors.js";

/** A request before validation, independent of the transport it came from. */
export interface RawRequest {
  /** Path parameters by declared (contract) name. */
  path: Record<string, string | undefined>;
  query: Record<string, unknown>;
  /** Header values by lower-case name. */
  headers: Record<string, string | string[] | undefined>;
  cookies: Record<string, string | undefined>;
  /** Parsed body (JSON value, string or Buffer); undefined when none was sent. */
  body: unknown;
  /** Media type of the body without parameters, when one was sent. */
  bodyMediaType?: string;
  /** The body's bytes exactly as received (for signature checks), when it was parsed from JSON. */
  rawBody?: Buffer;
}

/** The validated input handed to a handler. */
export interface ValidatedInput {
  path?: unknown;
  query?: unknown;
  headers?: unknown;
  cookies?: unknown;
  body?: unknown;
}

/** Turns zod issues into contract issues: parameters by name, body members by JSON pointer. */
function toIssues(error: ZodError, location: Issue["location"]): Issue[] {
  return error.issues.map((issue) => {
    const name =
      location === "body"
        ? `/${issue.path.map((p) => String(p).replaceAll("~", "~0").replaceAll("/", "~1")).join("/")}`
        : String(issue.path[0] ?? "");
    return { location, name, message: issue.message };
  });
}

function parsePart(
  schema: ZodType | undefined,
  value: unknown,
  location: Issue["location"],
  issues: Issue[],
) {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  issues.push(...toIssues(result.error, location));
  return undefined;
}

function pickDeclared(
  op: OperationDefinition,
  location: "header" | "cookie",
  source: Record<string, unknown>,
) {
  const out: Record<string, unknown> = {};
  for (const p of op.parameters) {
    if (p.in !== location) continue;
    const value = source[location === "header" ? p.name.toLowerCase() : p.name];
    if (value !== undefined) out[p.name] = value;
  }
  return out;
}

/** The outcome of {@link validateRequest}. */
export type ValidationResult =
  | { ok: true; input: ValidatedInput }
  | { ok: false; issues: Issue[]; unsupportedMediaType?: boolean };

/** Checks path, query, headers, cookies and body; collects every issue rather than the first. */
export function validateRequest(op: OperationDefinition, raw: RawRequest): ValidationResult {
  const issues: Issue[] = [];
  const { schemas } = op;
  const input: ValidatedInput = {};
  if (schemas.path) input.path = parsePart(schemas.path, raw.path, "path", issues);
  if (schemas.query) input.query = parsePart(schemas.query, raw.query, "query", issues);
  if (schemas.headers)
    input.headers = parsePart(schemas.headers, pickDeclared(op, "header", raw.headers), "header", issues);
  if (schemas.cookies)
    input.cookies = parsePart(schemas.cookies, pickDeclared(op, "cookie", raw.cookies), "header", issues);
  if (op.requestBody) {
    const sent = raw.body !== undefined;
    if (
      sent &&
      raw.bodyMediaType &&
      !op.requestBody.mediaTypes.some((t) => mediaTypeMatches(t, raw.bodyMediaType!))
    ) {
      return {
        ok: false,
        unsupportedMediaType: true,
        issues: [
          {
            location: "header",
            name: "content-type",
            message: `must be one of ${op.requestBody.mediaTypes.join(", ")}`,
          },
        ],
      };
    }
    if (!sent && op.requestBody.required) {
      issues.push({ location: "body", name: "/", message: "a request body is required" });
    } else if (sent) {
      input.body = parsePart(schemas.body, raw.body, "body", issues);
    }
  }
  return issues.length ? { ok: false, issues } : { ok: true, input };
}

/** `application/*` matches `application/json`; parameters are ignored by the caller. */
function mediaTypeMatches(declared: string, sent: string): boolean {
  if (declared === sent || declared === "*/*") return true;
  const [type, subtype] = declared.split("/");
  return subtype === "*" && sent.startsWith(`${type}/`);
}
