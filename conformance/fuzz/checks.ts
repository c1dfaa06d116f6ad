/**
 * The checks, named as Schemathesis names them, applied to one request and its response.
 * Every case gets the five response checks; positive cases add `positive_data_acceptance`,
 * negative cases `negative_data_rejection`, credential cases `ignored_auth`.
 */

import type { WireResponse } from "./http.js";
import {
  allowsAnonymous,
  type Operation,
  type Param,
  responseFor,
  takesNoCredential,
  underServerChecked,
} from "./openapi.js";
import { isJsonMediaType, mediaTypeCovers, type Schema } from "./schema.js";
import { streamEvents } from "./sse.js";
import type { SchemaValidator } from "./validator.js";

/** Every check, in report order. */
export const CHECKS = [
  "not_a_server_error",
  "status_code_conformance",
  "content_type_conformance",
  "response_headers_conformance",
  "response_schema_conformance",
  "negative_data_rejection",
  "positive_data_acceptance",
  "ignored_auth",
] as const;

/** A check's name. */
export type CheckName = (typeof CHECKS)[number];

/** The checks about the response alone; the rest judge the request's fate (was a 4xx fair?). */
export const RESPONSE_CHECKS: ReadonlySet<CheckName> = new Set<CheckName>([
  "not_a_server_error",
  "status_code_conformance",
  "content_type_conformance",
  "response_headers_conformance",
  "response_schema_conformance",
]);

/** A failed check and why. */
export interface CheckFailure {
  check: CheckName;
  reason: string;
}

/** What kind of request a case is, which decides the extra check. */
export type CaseKind = "positive" | "negative" | "no-auth" | "bad-auth";

/** What the checks need to know about the request that was sent. */
export interface CaseFacts {
  kind: CaseKind;
  /** Working credentials from the fixture were sent. */
  credentialsSent: boolean;
  /** Positive case that Ajv confirms valid in every part, with no opaque extras. */
  fullyValid: boolean;
  /**
   * The operation has path parameters: a 404 is fair, whether the value was generated or taken
   * from the fixture (an earlier DELETE may have removed that record), as in Schemathesis.
   */
  hasPathParams: boolean;
}

/** The start of a body, on one line. */
function excerpt(body: string): string {
  const line = body.replace(/\s+/g, " ").trim();
  return line.length > 160 ? `${line.slice(0, 160)}…` : line;
}

/** A header value as its schema's type (headers are text on the wire). */
function headerValue(schema: Schema | undefined, raw: string): unknown {
  const type = typeof schema === "object" ? schema.type : undefined;
  if ((type === "integer" || type === "number") && raw.trim() !== "" && !Number.isNaN(Number(raw)))
    return Number(raw);
  if (type === "boolean" && (raw === "true" || raw === "false")) return raw === "true";
  return raw;
}

function responseChecks(op: Operation, res: WireResponse, validator: SchemaValidator): CheckFailure[] {
  const out: CheckFailure[] = [];
  if (res.status >= 500)
    out.push({ check: "not_a_server_error", reason: `${res.status}: ${excerpt(res.body)}` });
  const declared = responseFor(op, res.status);
  if (!declared) {
    const known = Object.keys(op.responses).join(", ");
    out.push({
      check: "status_code_conformance",
      reason: `${res.status} is not declared (declared: ${known})`,
    });
    return out;
  }
  const { spec, key } = declared;
  for (const h of spec.headers) {
    const value = res.headers[h.name.toLowerCase()];
    if (value === undefined) {
      if (h.required)
        out.push({
          check: "response_headers_conformance",
          reason: `${res.status}: required header ${h.name} is missing`,
        });
      continue;
    }
    const problem =
      h.schema === undefined ? undefined : validator.check(h.schema, headerValue(h.schema, value));
    if (problem)
      out.push({
        check: "response_headers_conformance",
        reason: `${res.status}: header ${h.name}: ${problem}`,
      });
  }
  if (!spec.content.length) return out;
  const contentType = res.headers["content-type"];
  if (!contentType) {
    out.push({
      check: "content_type_conformance",
      reason: `${res.status}: no Content-Type; declared ${spec.content.map((c) => c.mediaType).join(", ")}`,
    });
    return out;
  }
  const media =
    spec.content.find((c) => mediaTypeCovers(c.mediaType, contentType) && !c.mediaType.includes("*")) ??
    spec.content.find((c) => mediaTypeCovers(c.mediaType, contentType));
  if (!media) {
    out.push({
      check: "content_type_conformance",
      reason: `${res.status}: Content-Type ${contentType} is not declared for ${key} (declared: ${spec.content.map((c) => c.mediaType).join(", ")})`,
    });
    return out;
  }
  if (media.schema === undefined) return out;
  let body: unknown = res.body;
  if (isJsonMediaType(contentType)) {
    try {
      body = JSON.parse(res.body);
    } catch {
      out.push({
        check: "response_schema_conformance",
        reason: `${res.status}: body is not valid JSON: ${excerpt(res.body)}`,
      });
      return out;
    }
  } else if (contentType.toLowerCase().startsWith("text/event-stream")) {
    // The schema describes each event (OpenAPI 3.2's itemSchema), not the stream's text.
    const events = streamEvents(res.body);
    for (const [i, event] of events.entries()) {
      const problem = validator.check(media.schema, event);
      if (!problem) continue;
      out.push({ check: "response_schema_conformance", reason: `${res.status} event #${i}: ${problem}` });
      break;
    }
    return out;
  } else if (!contentType.toLowerCase().startsWith("text/")) return out;
  const problem = validator.check(media.schema, body);
  if (problem)
    out.push({
      check: "response_schema_conformance",
      reason: `${res.status} ${media.mediaType}: ${problem}`,
    });
  return out;
}

/**
 * A 400 that names only `x-server-checked` inputs (body members, or parameters marked so): the
 * request was valid by schema, and the server checked what the contract says it checks beyond it.
 */
function serverCheckedRefusal(op: Operation, body: string): boolean {
  const params = op.params.filter((p) => p.serverChecked);
  if (!op.serverChecked?.length && params.length === 0) return false;
  let issues: unknown;
  try {
    issues = (JSON.parse(body) as { issues?: unknown }).issues;
  } catch {
    return false;
  }
  if (!Array.isArray(issues) || issues.length === 0) return false;
  return issues.every((i: { location?: unknown; name?: unknown }) => {
    const name = typeof i?.name === "string" ? i.name : "";
    if (i?.location === "body") return underServerChecked(op.serverChecked ?? [], name);
    // Header names are case-insensitive; the others are compared as written.
    const same = (p: Param) =>
      p.in === "header" ? p.name.toLowerCase() === name.toLowerCase() : p.name === name;
    return params.some((p) => p.in === i?.location && same(p));
  });
}

function acceptance(op: Operation, facts: CaseFacts, res: WireResponse): CheckFailure | undefined {
  const status = res.status;
  if (!facts.fullyValid || (status >= 200 && status < 300)) return undefined;
  const anonymousOnly = !facts.credentialsSent;
  if (anonymousOnly && status === 402) return undefined;
  if (anonymousOnly && !allowsAnonymous(op) && (status === 401 || status === 403)) return undefined;
  // An operation that takes no credential scheme at all can only answer 401 about credentials
  // inside its input (a sign-in's e-mail and password): fair where it documents 401.
  if (status === 401 && takesNoCredential(op) && op.responses["401"] !== undefined) return undefined;
  // A signed webhook's credential is its signature over the body, made with a secret the
  // contract cannot carry: a generated one never verifies, and the contract documents that 401.
  if (status === 401 && op.signedBody && op.responses["401"] !== undefined) return undefined;
  if (status === 404 && (facts.hasPathParams || op.responses["404"] !== undefined)) return undefined;
  // A well-formed request the current state refuses (a taken slug, a reference to no record):
  // fair where the operation documents 409, as Schemathesis counts 409 as acceptance.
  if (status === 409 && op.responses["409"] !== undefined) return undefined;
  // A valid credential whose holder lacks the role (a member calling an owner's operation):
  // the fixture's one credential per scheme cannot hold every role without being able to
  // destroy the fixture. Fair where the operation documents 403, as Schemathesis counts it.
  if (status === 403 && facts.credentialsSent && op.responses["403"] !== undefined) return undefined;
  // A refusal naming a member the server checks beyond its schema: 400 for a rule JSON Schema
  // cannot state, and, where the operation declares them, 413/415/422 for what an image member's
  // bytes turn out to be (a random base64 string is no PNG, a header may claim too many pixels).
  if (
    (status === 400 || ([413, 415, 422].includes(status) && op.responses[String(status)] !== undefined)) &&
    serverCheckedRefusal(op, res.body)
  )
    return undefined;
  const how = facts.credentialsSent ? "a valid, authenticated request" : "a valid request";
  return { check: "positive_data_acceptance", reason: `${how} got ${status}` };
}

/** Runs every check that applies to this case. */
export function runChecks(
  op: Operation,
  facts: CaseFacts,
  res: WireResponse,
  validator: SchemaValidator,
): CheckFailure[] {
  const out = responseChecks(op, res, validator);
  const success = res.status >= 200 && res.status < 300;
  if (facts.kind === "positive") {
    const failure = acceptance(op, facts, res);
    if (failure) out.push(failure);
  }
  if (facts.kind === "negative" && res.status < 400)
    out.push({
      check: "negative_data_rejection",
      reason: `an invalid request got ${res.status}, expected 4xx`,
    });
  if (facts.kind === "bad-auth" && success)
    out.push({ check: "ignored_auth", reason: `an invalid credential got ${res.status}` });
  if (facts.kind === "no-auth" && success && !allowsAnonymous(op))
    out.push({ check: "ignored_auth", reason: `a request without credentials got ${res.status}` });
  return out;
}
