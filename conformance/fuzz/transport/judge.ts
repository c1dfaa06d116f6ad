/**
 * Verdicts on one transport case's answer. A refusal must be a 4xx the operation declares, or a
 * transport status (400, 408, 413, 414, 415, 431) in the operation's error shape — the schema of
 * its declared 400 (the shape the router builds validation errors in), else of its first declared
 * 4xx, else the one most of the service's 4xx answers use. Declared statuses are judged by the
 * fuzzer's own response checks (media type, headers, schema).
 */
import { type CaseFacts, runChecks } from "../checks.js";
import { type Contract, type MediaSpec, type Operation, responseFor } from "../openapi.js";
import { isJsonMediaType, mediaTypeCovers } from "../schema.js";
import type { SchemaValidator } from "../validator.js";
import type { TransportCase } from "./model.js";
import type { Exchange, RawResponse } from "./raw.js";

/** Every transport check, in report order. */
export const TRANSPORT_CHECKS = [
  "not_a_server_error",
  "answered_in_time",
  "refusal_status",
  "error_shape",
  "same_as_plain",
  "server_alive",
] as const;

/** A transport check's name. */
export type TransportCheck = (typeof TRANSPORT_CHECKS)[number];

/** A failed check and why. */
export interface TransportFailure {
  check: TransportCheck;
  reason: string;
}

/** Statuses any operation may answer about the request's transport, in its error shape. */
export const TRANSPORT_STATUSES = [400, 408, 413, 414, 415, 431];

/**
 * The error model itself where a response narrows it to its status's codes
 * (`allOf: [{$ref: <model>}, {properties: {code: {enum}}}]`): a transport refusal comes with a
 * status of its own, so its body is held to the model (any of the service's codes), not to the
 * codes of the status the shape was read from.
 */
function unnarrowed(contract: Contract, media: MediaSpec): MediaSpec {
  const ref = typeof media.schema === "object" ? media.schema.$ref : undefined;
  const name =
    typeof ref === "string" && ref.startsWith("#/components/schemas/") ? ref.split("/").pop() : undefined;
  const components = (contract.doc.components?.schemas ?? {}) as Record<
    string,
    { allOf?: { $ref?: string }[] }
  >;
  const base = name ? components[name]?.allOf?.[0]?.$ref : undefined;
  return base ? { ...media, schema: { $ref: base } } : media;
}

/** The media types and schemas of an operation's error answers (see the module comment). */
export function errorShape(contract: Contract, op: Operation): MediaSpec[] {
  return declaredErrorShape(contract, op).map((m) => unnarrowed(contract, m));
}

function declaredErrorShape(contract: Contract, op: Operation): MediaSpec[] {
  const withSchema = (content: MediaSpec[] = []) => content.filter((m) => m.schema !== undefined);
  const own = withSchema(op.responses["400"]?.content);
  if (own.length) return own;
  const firstClient = Object.keys(op.responses)
    .filter((k) => /^4/.test(k))
    .sort()
    .map((k) => withSchema(op.responses[k]?.content))
    .find((c) => c.length);
  if (firstClient) return firstClient;
  const counts = new Map<string, { media: MediaSpec; n: number }>();
  for (const other of contract.operations)
    for (const [k, r] of Object.entries(other.responses))
      if (/^4/.test(k))
        for (const m of withSchema(r.content)) {
          const key = `${m.mediaType} ${JSON.stringify(m.schema)}`;
          counts.set(key, { media: m, n: (counts.get(key)?.n ?? 0) + 1 });
        }
  const best = [...counts.values()].sort((a, b) => b.n - a.n)[0];
  return best ? [best.media] : [];
}

function excerpt(body: string): string {
  const line = body.replace(/\s+/g, " ").trim();
  return line.length > 120 ? `${line.slice(0, 120)}…` : line || "(empty body)";
}

function shapeName(shape: MediaSpec[]): string {
  return shape
    .map((m) => {
      const ref = typeof m.schema === "object" ? m.schema.$ref : undefined;
      return `${m.mediaType}${ref ? ` ${ref.split("/").pop()}` : ""}`;
    })
    .join(" or ");
}

/** Whether a refused request's answer is in the error shape (declared answers: the full response checks). */
function shapeFailures(
  op: Operation,
  res: RawResponse,
  validator: SchemaValidator,
  shape: MediaSpec[],
): TransportFailure[] {
  if (responseFor(op, res.status)) {
    const facts: CaseFacts = {
      kind: "negative",
      credentialsSent: true,
      fullyValid: false,
      hasPathParams: false,
    };
    return runChecks(op, facts, { ...res, elapsedMs: 0 }, validator)
      .filter((f) => f.check !== "negative_data_rejection" && f.check !== "not_a_server_error")
      .map((f) => ({ check: "error_shape" as const, reason: f.reason }));
  }
  const contentType = res.headers["content-type"] ?? "";
  const media = shape.find((m) => contentType && mediaTypeCovers(m.mediaType, contentType));
  const wanted = `not the error shape (${shapeName(shape)})`;
  if (!media)
    return [
      {
        check: "error_shape",
        reason: `${res.status} ${contentType ? `as ${contentType}` : "without Content-Type"}: ${wanted}: ${excerpt(res.body)}`,
      },
    ];
  let body: unknown = res.body;
  if (isJsonMediaType(contentType))
    try {
      body = JSON.parse(res.body);
    } catch {
      return [
        { check: "error_shape", reason: `${res.status}: body is not JSON, ${wanted}: ${excerpt(res.body)}` },
      ];
    }
  const problem = media.schema === undefined ? undefined : validator.check(media.schema, body);
  return problem ? [{ check: "error_shape", reason: `${res.status}: ${wanted}: ${problem}` }] : [];
}

/** What judging needs besides the case and its exchange. */
export interface JudgeContext {
  op: Operation;
  validator: SchemaValidator;
  shape: MediaSpec[];
  boundMs: number;
  /** The plain request's exchange, for `like-plain` expectations. */
  plain?: Exchange;
}

const classOf = (status: number) => Math.floor(status / 100);

/** The checks `c` failed with `exchange`. */
export function judge(c: TransportCase, exchange: Exchange, j: JudgeContext): TransportFailure[] {
  const res = exchange.response;
  if (!res || exchange.error) {
    const why = exchange.error ?? "no answer";
    return [
      {
        check: "answered_in_time",
        reason: why.startsWith("no answer") ? `${why} (bound ${j.boundMs} ms)` : why,
      },
    ];
  }
  const out: TransportFailure[] = [];
  if (exchange.elapsedMs > j.boundMs)
    out.push({
      check: "answered_in_time",
      reason: `${res.status} after ${exchange.elapsedMs} ms (bound ${j.boundMs} ms)`,
    });
  if (res.status >= 500)
    return [...out, { check: "not_a_server_error", reason: `${res.status}: ${excerpt(res.body)}` }];
  const refusal = res.status >= 400 && res.status < 500;
  const expect = c.expect;
  if (expect.type === "refusal" || (expect.type === "refusal-or-like-plain" && refusal)) {
    const only = expect.type === "refusal" ? expect.only : undefined;
    const declared = responseFor(j.op, res.status) !== undefined;
    if (!refusal)
      out.push({ check: "refusal_status", reason: `got ${res.status}, expected a refusal (4xx)` });
    else if (only && !only.includes(res.status))
      out.push({ check: "refusal_status", reason: `got ${res.status}, expected ${only.join(" or ")}` });
    else if (!only && !declared && !TRANSPORT_STATUSES.includes(res.status))
      out.push({
        check: "refusal_status",
        reason: `${res.status} is neither declared (${Object.keys(j.op.responses).join(", ")}) nor a transport status`,
      });
    if (refusal) out.push(...shapeFailures(j.op, res, j.validator, j.shape));
    return out;
  }
  const plain = j.plain?.response?.status;
  if (plain === undefined) {
    out.push({ check: "same_as_plain", reason: `got ${res.status}; the plain request got no answer` });
    return out;
  }
  // The plain request may have just taken a unique value: a declared 409 shows the body was read.
  const conflictAfterCreate =
    classOf(plain) === 2 && res.status === 409 && j.op.responses["409"] !== undefined;
  const same = classOf(plain) === classOf(res.status) && (classOf(plain) !== 4 || plain === res.status);
  if (!same && !conflictAfterCreate)
    out.push({
      check: "same_as_plain",
      reason: `got ${res.status}; the same request without it got ${plain}`,
    });
  if (refusal) out.push(...shapeFailures(j.op, res, j.validator, j.shape));
  return out;
}
