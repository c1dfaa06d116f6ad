/**
 * Validates a transport-neutral request against an operation's generated schemas and
 * returns the typed input, or every problem found, each named by location and parameter.
 * REST (Express) and MCP (`tools/call`) both come through here.
 */
import type { ZodError, ZodType } from "zod";
import type { OperationDefinition } from "../contract.js";
import type { Issue } from "../errors.js";
import { bodyIssue, parameterIssues } from "./wellFormed.js";

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
  /** The form, for an operation that takes JSON or a form and was sent the form. */
  form?: unknown;
}

/** A zod issue with what this module reads of it (`errors`: one list per variant of a union). */
type ZodIssueLike = {
  code: string;
  path: PropertyKey[];
  message: string;
  values?: unknown[];
  errors?: ZodIssueLike[][];
};

/** A variant's tag (a member with one allowed value, such as `trigger.type`) does not match. */
const tagMismatch = (i: ZodIssueLike) => i.code === "invalid_value" && i.values?.length === 1;

/**
 * Zod reports a value that fits no variant of a union as one "Invalid input" for the whole
 * value. When the value's tags pick exactly one variant (a queue job: `trigger.type` is "queue"),
 * that variant's own issues say what is wrong (`/handler: is not taken by queue jobs`); when
 * they pick none, the tag is wrong, and every tag value the union takes is named.
 */
function unionIssues(issue: ZodIssueLike, at: PropertyKey[]): ZodIssueLike[] | undefined {
  const variants = issue.errors;
  if (!variants?.length) return undefined;
  const fitting = variants.filter((v) => !v.some(tagMismatch));
  if (fitting.length === 1) return flattenIssues(fitting[0] ?? [], at);
  if (fitting.length > 0) return undefined;
  const tags = variants.map((v) => v.find(tagMismatch));
  const path = tags[0]?.path ?? [];
  if (!tags.every((t) => t && t.path.join("/") === path.join("/"))) return undefined;
  // Worded as zod words a discriminated union's (whose tag is a top-level member).
  const values = tags
    .flatMap((t) => t?.values ?? [])
    .map((v) => (typeof v === "string" ? `'${v}'` : String(v)));
  return [
    {
      code: "invalid_value",
      path: [...at, ...path],
      message: `Invalid discriminator value. Expected ${values.join(" | ")}`,
    },
  ];
}

/** Zod's issues with their full path, each union failure replaced by what {@link unionIssues} finds. */
function flattenIssues(issues: readonly ZodIssueLike[], base: PropertyKey[] = []): ZodIssueLike[] {
  return issues.flatMap((issue) => {
    const path = [...base, ...issue.path];
    const inner = issue.code === "invalid_union" ? unionIssues(issue, path) : undefined;
    return inner ?? [{ ...issue, path }];
  });
}

/** Turns zod issues into contract issues: parameters by name, body members by JSON pointer. */
function toIssues(error: ZodError, location: Issue["location"]): Issue[] {
  return flattenIssues(error.issues as unknown as ZodIssueLike[]).map((issue) => {
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

/** Names of the operation's parameters in `location`. */
function declaredNames(op: OperationDefinition, location: "path" | "query"): Set<string> {
  return new Set(op.parameters.filter((p) => p.in === location).map((p) => p.name));
}

/**
 * Checks path, query, headers, cookies and body; collects every issue rather than the first.
 * Before any schema: text holding U+0000 or a lone surrogate in a path or query parameter or
 * anywhere in the body, and a body nested deeper than the limit, are refused naming the member
 * (`wellFormed.ts`); such a part is not handed to its schema (a recursive schema could overflow
 * the stack on deep nesting, and the one issue says what is wrong).
 */
export function validateRequest(op: OperationDefinition, raw: RawRequest): ValidationResult {
  const issues: Issue[] = [];
  const { schemas } = op;
  const input: ValidatedInput = {};
  const pathText = parameterIssues("path", raw.path, declaredNames(op, "path"));
  const queryText = parameterIssues("query", raw.query, declaredNames(op, "query"));
  issues.push(...pathText, ...queryText);
  if (schemas.path && !pathText.length) input.path = parsePart(schemas.path, raw.path, "path", issues);
  if (schemas.query && !queryText.length) input.query = parsePart(schemas.query, raw.query, "query", issues);
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
      const refused = bodyIssue(raw.body);
      if (refused) issues.push(refused);
      else if (schemas.form && raw.bodyMediaType === "multipart/form-data")
        input.form = parsePart(schemas.form, raw.body, "body", issues);
      else input.body = parsePart(schemas.body, raw.body, "body", issues);
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
