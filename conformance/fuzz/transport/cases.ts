/**
 * The transport cases of one operation, read off the contract alone: content codings on every
 * body (valid, corrupt, unknown), malformed percent-escapes in every path and query parameter,
 * deep and wide JSON in every any-JSON member and as the whole body, NUL and lone surrogates in
 * every string member (and NUL in string query parameters), oversized targets and headers,
 * control bytes in a header, a body shorter than its `Content-Length`, and a `Content-Length`
 * beyond the operation's limit. Each case says what answer it expects (see `judge.ts`).
 * Pure: no server. `budget.ts` picks which are sent.
 */
import { type CaseContext, fuzzableParams } from "../cases.js";
import type { Operation } from "../openapi.js";
import { flattenAllOf, isBinarySchema, type Schema, typesOf } from "../schema.js";
import { type Blob, blobOf, bytesOf, literal, repeat } from "./blob.js";
import { BOUNDARY, CODINGS, encoded, multipartBody } from "./bodies.js";
import { jsonBodyCases } from "./jsonCases.js";
import type { Expectation, OperationCases, TransportCase, TransportKind } from "./model.js";
import {
  basesOf,
  inTarget,
  MARKER,
  mediaTypeOf,
  type RawRequest,
  rawRequest,
  withBody,
  withHeader,
} from "./request.js";

/** Invalid percent-escapes: not hex, a UTF-16 surrogate in UTF-8, an overlong `/`, a lone `%`. */
export const BAD_ESCAPES = ["%ZZ", "%ED%A0%80", "%C0%AF", "%"];
/** Size of the oversized path, query and header value. */
export const OVERSIZE = 100 * 1024;
/** The header the header cases use (any server must read or refuse an unknown header). */
export const FUZZ_HEADER = "X-Transport-Fuzz";
/** `Content-Length` declared for an operation that declares no limit: beyond any body limit. */
export const NO_LIMIT_LENGTH = 2 ** 40;

/** What a form may carry beside its file parts, as the contract vocabulary states (`@uploadLimit`). */
export const FORM_ALLOWANCE_BYTES = 1024 * 1024;

/**
 * The operation's declared body limit: `x-upload-limit-bytes` — for a raw body the body's, for a
 * `multipart/form-data` one each file part's, so the whole form may be that much per file part
 * plus {@link FORM_ALLOWANCE_BYTES} — else `maxLength` of a binary body.
 */
export function declaredLimit(ctx: CaseContext, op: Operation): number | undefined {
  const raw = ctx.contract.doc.paths?.[op.path]?.[op.method.toLowerCase()] as
    | Record<string, unknown>
    | undefined;
  const limit = raw?.["x-upload-limit-bytes"];
  if (typeof limit === "number") {
    const form = op.body?.content.find((m) => m.mediaType.startsWith("multipart/"));
    if (!form) return limit;
    const flat = (schema: unknown) => flattenAllOf(ctx.contract.doc, schema as Schema);
    const s = form.schema === undefined ? undefined : flat(form.schema);
    const props = typeof s === "object" ? Object.values(s.properties ?? {}) : [];
    // A file part, or an array of them (a part name repeated).
    const isFile = (p: unknown) => {
      const f = flat(p);
      return (
        isBinarySchema(f) || (typeof f === "object" && f.type === "array" && isBinarySchema(flat(f.items)))
      );
    };
    return limit * Math.max(1, props.filter(isFile).length) + FORM_ALLOWANCE_BYTES;
  }
  for (const media of op.body?.content ?? []) {
    const s = media.schema === undefined ? undefined : flattenAllOf(ctx.contract.doc, media.schema);
    if (typeof s === "object" && isBinarySchema(s) && typeof s.maxLength === "number") return s.maxLength;
  }
  return undefined;
}

/** Every transport case of `op` (before the budget), against `baseUrl`. */
export function operationCases(op: Operation, ctx: CaseContext, baseUrl: string): OperationCases {
  const doc = ctx.contract.doc;
  const bases = basesOf(op, ctx);
  // A wildcard media type (`*/*`) is what the operation accepts, not something to send.
  const concrete = (r: RawRequest) =>
    mediaTypeOf(r)?.includes("*") ? withHeader(r, "Content-Type", blobOf("application/octet-stream")) : r;
  const build = (inputs = bases.low.inputs) => concrete(rawRequest(op, ctx, inputs, baseUrl));
  let low = build();
  const high = build(bases.high.inputs);
  const cases: TransportCase[] = [];
  const add = (kind: TransportKind, label: string, request: RawRequest, expect: Expectation, body = false) =>
    cases.push({ kind, label, request, expect, bound: body ? "body" : "default" });
  const refuse: Expectation = { type: "refusal" };

  // Bodies: every operation that takes one gets one (a form-only operation, a minimal form).
  const media = op.body?.content[0];
  if (op.body && media && low.body === undefined) {
    const form = media.mediaType.startsWith("multipart/");
    low = form
      ? withBody(low, blobOf(multipartBody(doc, media.schema)), `multipart/form-data; boundary=${BOUNDARY}`)
      : withBody(low, blobOf("{}"), media.mediaType.includes("*") ? "application/json" : media.mediaType);
  }
  if (low.body) {
    const plain = bytesOf(low.body);
    for (const coding of CODINGS) {
      const withCoding = (body: Blob) => withHeader(withBody(low, body), "Content-Encoding", blobOf(coding));
      add("encoding", `${coding} body`, withCoding([encoded(coding, plain)]), {
        type: "like-plain",
        plain: "low",
      });
      add("bad-encoding", `${coding} claimed, plain bytes sent`, withCoding(low.body), refuse);
    }
    add(
      "unknown-encoding",
      "Content-Encoding: zstd-nope",
      withHeader(low, "Content-Encoding", blobOf("zstd-nope")),
      refuse,
    );
    // 408 or 400 once the server stops waiting — or a declared refusal that needs no body (a
    // signature checked from the head alone): anything but waiting forever.
    const half = Math.floor(plain.length / 2);
    add(
      "short-body",
      `Content-Length ${plain.length || 16}, ${half} bytes sent`,
      { ...low, contentLength: plain.length || 16, sendBytes: half },
      refuse,
      true,
    );
    const limit = declaredLimit(ctx, op);
    add(
      "over-limit",
      limit === undefined
        ? `Content-Length ${NO_LIMIT_LENGTH} (no limit declared), no body sent`
        : `Content-Length ${limit + 1} (limit ${limit}), no body sent`,
      { ...low, contentLength: limit === undefined ? NO_LIMIT_LENGTH : limit + 1, sendBytes: 0 },
      limit === undefined ? refuse : { type: "refusal", only: [413] },
    );
  }

  // Parameters: malformed escapes in each, NUL in string query parameters, oversized values.
  const params = fuzzableParams(op).filter((p) => p.in === "path" || p.in === "query");
  for (const p of params) {
    const valid = bases.low.inputs[p.in][p.name] ?? bases.high.inputs[p.in][p.name];
    const prefix = valid === undefined || typeof valid === "object" ? "" : String(valid);
    const marked = build({
      ...bases.low.inputs,
      [p.in]: { ...bases.low.inputs[p.in], [p.name]: `${prefix}${MARKER}` },
    });
    for (const bad of BAD_ESCAPES)
      add(
        `percent-${p.in}` as TransportKind,
        `${p.in} \`${p.name}\`: ${bad}`,
        inTarget(marked, [literal(bad)]),
        refuse,
      );
    if (p.in === "query" && admitsString(ctx, p.schema))
      add("nul", `query \`${p.name}\`: %00`, inTarget(marked, [literal("%00")]), refuse);
  }
  const pathParam = params.find((p) => p.in === "path");
  if (pathParam) {
    const marked = build({
      ...bases.low.inputs,
      path: { ...bases.low.inputs.path, [pathParam.name]: MARKER },
    });
    add(
      "long-path",
      `path \`${pathParam.name}\`: ${OVERSIZE} bytes`,
      inTarget(marked, [repeat("a", OVERSIZE)]),
      refuse,
    );
  }
  const queryParam = params.find((p) => p.in === "query" && admitsString(ctx, p.schema));
  const longQuery = queryParam
    ? build({ ...bases.low.inputs, query: { ...bases.low.inputs.query, [queryParam.name]: MARKER } })
    : build({ ...bases.low.inputs, query: { ...bases.low.inputs.query, transport_fuzz: MARKER } });
  add(
    "long-query",
    `query \`${queryParam?.name ?? "transport_fuzz"}\`: ${OVERSIZE} bytes`,
    inTarget(longQuery, [repeat("a", OVERSIZE)]),
    refuse,
  );
  add(
    "long-header",
    `${FUZZ_HEADER}: ${OVERSIZE} bytes`,
    withHeader(low, FUZZ_HEADER, [repeat("a", OVERSIZE)]),
    refuse,
  );
  for (const [name, byte] of [
    ["NUL", "\u0000"],
    ["DEL", "\u007f"],
  ] as const)
    add(
      "header-ctl",
      `${FUZZ_HEADER}: ${name} byte in the value`,
      withHeader(low, FUZZ_HEADER, blobOf(`a${byte}b`)),
      refuse,
    );

  cases.push(...jsonBodyCases(op, ctx, bases, low, high));
  return { plain: { low, high }, cases };
}

/** Whether a parameter's schema admits a string (what NUL can go into). */
function admitsString(ctx: CaseContext, schema: unknown): boolean {
  const s = flattenAllOf(ctx.contract.doc, schema as never);
  if (typeof s !== "object") return s === true;
  if (s.enum) return false;
  const types = typesOf(s);
  return types === undefined || types.includes("string");
}
