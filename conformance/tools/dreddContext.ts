/**
 * What `dredd-hooks.cjs` needs to know about a contract that Dredd's OpenAPI 3.0 parser drops:
 * each response's JSON schema (Dredd otherwise checks bodies against an example generated
 * from it, in which every optional property looks required), which response headers are
 * optional (the parser ignores `required` on headers), each operation's `x-runtime`, and a
 * request URI the contract forbids (for 400 transactions). Keys are "<METHOD> <path>".
 */
import { invalidRequests, loadContract } from "./sampleRequests.js";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** One documented response. */
export interface ResponseContext {
  /** The dereferenced JSON schema of an `application/json` (or `+json`) body. */
  schema?: Json;
  /** Response headers the contract declares but does not require. */
  optionalHeaders: string[];
  /** The media types the response declares, in the contract's order. */
  mediaTypes: string[];
}

/** The file handed to the hooks. */
export interface DreddContext {
  /** Credential headers sent on every request that should authenticate. */
  headers: Record<string, string>;
  /** The fixture's values for path parameters (records that exist). */
  pathParams: Record<string, string>;
  /** Per "<METHOD> <path>": path parameter values over `pathParams` (a verb's own record). */
  operationPathParams: Record<string, Record<string, string>>;
  invalidUris: Record<string, string>;
  runtime: Record<string, string>;
  /** By "<METHOD> <path> <status>". */
  responses: Record<string, ResponseContext>;
  /** "<METHOD> <path>" of payment webhook receivers (x-payments-webhook): signed, so unsendable. */
  webhooks: string[];
  /**
   * The fixture's body (FixtureSetup.requestBodies), else the contract's example, of each JSON
   * request body, by "<METHOD> <path>": a body the server accepts, where Dredd's own sample
   * (empty strings, empty arrays) may break a minimum length.
   */
  requestExamples: Record<string, Json>;
  /**
   * "<METHOD> <path>" whose example is the fixture's own body: sent as it is, since it already
   * names records and unique values that work on this server (the contract's are fitted).
   */
  fixtureBodies: string[];
  /** "<METHOD> <path>" of operations that take no credential at all (their 401 is about the body). */
  noCredential: string[];
}

const METHODS = new Set(["get", "put", "post", "delete", "patch", "head", "options"]);

function resolvePointer(doc: Json, ref: string): Json {
  let node: Json = doc;
  for (const raw of ref.replace(/^#\//, "").split("/")) {
    const part = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    if (node === null || typeof node !== "object" || Array.isArray(node) || !(part in node)) {
      throw new Error(`unresolved $ref ${ref}`);
    }
    node = node[part] as Json;
  }
  return node;
}

/** Inlines every local `$ref`; a reference back into itself becomes `{}` (anything). */
function dereference(doc: Json, node: Json, seen: string[] = []): Json {
  if (Array.isArray(node)) return node.map((item) => dereference(doc, item, seen));
  if (node === null || typeof node !== "object") return node;
  const ref = node.$ref;
  if (typeof ref === "string") {
    if (seen.includes(ref)) return {};
    return dereference(doc, resolvePointer(doc, ref), [...seen, ref]);
  }
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(node)) out[key] = dereference(doc, value, seen);
  return out;
}

/** Formats Dredd's validator (ajv, draft 4 to 7) knows; OpenAPI's own ones are translated. */
const JSON_SCHEMA_FORMATS = new Set([
  "date",
  "time",
  "date-time",
  "uri",
  "uri-reference",
  "uri-template",
  "url",
  "email",
  "hostname",
  "ipv4",
  "ipv6",
  "regex",
  "uuid",
  "json-pointer",
  "relative-json-pointer",
]);
const INT_RANGES: Record<string, [number, number]> = {
  int32: [-(2 ** 31), 2 ** 31 - 1],
  int64: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
};

/** Keywords whose values are data, not schemas. */
const DATA_KEYWORDS = new Set(["enum", "const", "default", "example", "examples"]);

function isObject(value: Json): value is { [key: string]: Json } {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/**
 * OpenAPI 3.0 schema to JSON Schema: `int32`/`int64` become bounds, other OpenAPI-only
 * formats (`double`, `byte`, …) are dropped (ajv rejects unknown formats), `nullable` becomes
 * `anyOf: [{type: "null"}, <the rest>]`.
 */
function toJsonSchema(node: Json): Json {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (node === null || typeof node !== "object") return node;
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(node)) {
    if (DATA_KEYWORDS.has(key)) out[key] = value;
    else if (key === "properties" && isObject(value)) {
      // Property names, not keywords: a property may well be called `format`.
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, schema]) => [name, toJsonSchema(schema)]),
      );
    } else out[key] = toJsonSchema(value);
  }
  const format = out.format;
  if (typeof format === "string" && !JSON_SCHEMA_FORMATS.has(format)) {
    delete out.format;
    const range = INT_RANGES[format];
    if (range) {
      out.minimum = typeof out.minimum === "number" ? Math.max(out.minimum, range[0]) : range[0];
      out.maximum = typeof out.maximum === "number" ? Math.min(out.maximum, range[1]) : range[1];
    }
  }
  if (out.nullable === true) {
    delete out.nullable;
    // null, or whatever the rest admits: also right when the rest is `allOf: [$ref]`, which
    // adding "null" to `type` would leave rejecting null.
    return { anyOf: [{ type: "null" }, out] };
  }
  return out;
}

function responseContext(doc: Json, response: Json): ResponseContext {
  const r = dereference(doc, response) as {
    content?: Record<string, { schema?: Json }>;
    headers?: Record<string, { required?: boolean }>;
  };
  const json = Object.entries(r.content ?? {}).find(([type]) => /^application\/([\w.-]+\+)?json$/.test(type));
  const optionalHeaders = Object.entries(r.headers ?? {})
    .filter(([, header]) => header.required !== true)
    .map(([name]) => name);
  const schema = json?.[1].schema;
  const mediaTypes = Object.keys(r.content ?? {});
  return schema !== undefined
    ? { schema: toJsonSchema(schema), optionalHeaders, mediaTypes }
    : { optionalHeaders, mediaTypes };
}

/** The example of a request body's JSON schema (on the schema or the component it references). */
function requestExample(doc: Json, requestBody: Json | undefined): Json | undefined {
  if (requestBody === undefined) return undefined;
  const body = dereference(doc, requestBody) as {
    content?: Record<string, { schema?: Json; example?: Json }>;
  };
  const media = body.content?.["application/json"];
  // The operation's own example (TypeSpec's @opExample) first, then its body schema's (@example).
  if (media?.example !== undefined) return media.example;
  const schema = media?.schema;
  return isObject(schema ?? null) ? (schema as { example?: Json }).example : undefined;
}

/** What the fixture gives the hooks (see FixtureSetup in conformance/fixtures.ts). */
export interface DreddFixture {
  headers: Record<string, string>;
  pathParams?: Record<string, string>;
  operationPathParams?: Record<string, Record<string, string>>;
  requestBodies?: Record<string, unknown>;
}

/** Builds the hooks' context for a service from its OpenAPI 3.0 document. */
export function dreddContext(service: string, fixture: DreddFixture): DreddContext {
  const doc = loadContract(service, "3.0");
  const json = doc as unknown as Json;
  const requestBodies = fixture.requestBodies ?? {};
  const context: DreddContext = {
    headers: fixture.headers,
    pathParams: fixture.pathParams ?? {},
    operationPathParams: fixture.operationPathParams ?? {},
    invalidUris: {},
    runtime: {},
    responses: {},
    webhooks: [],
    requestExamples: {},
    fixtureBodies: Object.keys(requestBodies),
    noCredential: [],
  };
  for (const request of invalidRequests(doc).filter((r) => r.body === undefined)) {
    context.invalidUris[`${request.method} ${request.path.split("?")[0]}`] ??= request.path;
  }
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, raw] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const op = raw as {
        "x-runtime"?: string;
        "x-payments-webhook"?: boolean;
        security?: Record<string, string[]>[];
        requestBody?: Json;
        responses?: Record<string, Json>;
      };
      const key = `${method.toUpperCase()} ${path}`;
      if (op["x-runtime"]) context.runtime[key] = op["x-runtime"];
      if (op["x-payments-webhook"]) context.webhooks.push(key);
      if (op.security?.length && op.security.every((r) => Object.keys(r).length === 0))
        context.noCredential.push(key);
      // The fixture's body that succeeds on this server first, else the contract's example.
      const example = (requestBodies[key] as Json | undefined) ?? requestExample(json, op.requestBody);
      if (example !== undefined) context.requestExamples[key] = example;
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        context.responses[`${key} ${status}`] = responseContext(json, response);
      }
    }
  }
  return context;
}
