/**
 * From generated inputs to bytes on the wire and back: parameter serialization as the
 * document says (style, explode), what the server will see after parsing (for Ajv to judge
 * validity), request bodies per media type, and a ready-to-paste `curl` line.
 */
import type { Operation, Param } from "./openapi.js";
import { deref, isJsonMediaType, type Schema, type SchemaObject, typesOf } from "./schema.js";

/** A request body: a value to serialize for a media type, or raw text sent as is. */
export type BodyInput = { mediaType: string; value: unknown } | { mediaType?: string; raw: string };

/** Generated inputs of one request, by location and parameter name. */
export interface CaseInputs {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  header: Record<string, unknown>;
  cookie: Record<string, unknown>;
  body?: BodyInput;
}

/** A request ready to send. */
export interface WireRequest {
  method: string;
  url: string;
  /** Exactly the headers to send (no defaults are added). */
  headers: Record<string, string>;
  body?: string;
}

/** One primitive as text (objects nested in arrays go as JSON). */
function text(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** Serializes a parameter value: a list of `[name, value]` pairs (query, cookie) or one string. */
export function serializeParam(p: Param, value: unknown): Array<[string, string]> {
  const delimiter = p.style === "spaceDelimited" ? " " : p.style === "pipeDelimited" ? "|" : ",";
  if (Array.isArray(value)) {
    if (p.explode && (p.in === "query" || p.in === "cookie")) return value.map((v) => [p.name, text(v)]);
    return [[p.name, value.map(text).join(delimiter)]];
  }
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>);
    if (p.style === "deepObject") return entries.map(([k, v]) => [`${p.name}[${k}]`, text(v)]);
    if (p.explode && (p.in === "query" || p.in === "cookie")) return entries.map(([k, v]) => [k, text(v)]);
    if (p.explode) return [[p.name, entries.map(([k, v]) => `${k}=${text(v)}`).join(",")]];
    return [[p.name, entries.flatMap(([k, v]) => [k, text(v)]).join(",")]];
  }
  return [[p.name, text(value)]];
}

/** A wire string as the server reads it for a schema: numbers, booleans and null coerced. */
function coerce(schema: Schema, raw: string, doc: unknown): unknown {
  const s = typeof schema === "object" ? deref(doc, schema) : {};
  const types = typesOf(s as SchemaObject) ?? [];
  if ((types.includes("integer") || types.includes("number")) && /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(raw))
    return Number(raw);
  if (types.includes("boolean") && (raw === "true" || raw === "false")) return raw === "true";
  if (types.includes("null") && raw === "" && !types.includes("string")) return null;
  return raw;
}

/** The value the server will validate for a parameter sent with `value`. */
export function asServerSees(p: Param, value: unknown, doc: unknown): unknown {
  const s = typeof p.schema === "object" ? deref(doc, p.schema) : {};
  const types = typesOf(s as SchemaObject) ?? [];
  const pairs = serializeParam(p, value);
  if (types.includes("array")) {
    const items = (s as SchemaObject).items ?? true;
    const parts =
      p.explode && (p.in === "query" || p.in === "cookie")
        ? pairs.map(([, v]) => v)
        : (pairs[0]?.[1] ?? "").split(
            p.style === "spaceDelimited" ? " " : p.style === "pipeDelimited" ? "|" : ",",
          );
    return parts.map((part) => coerce(items, part, doc));
  }
  if (types.includes("object") || (value !== null && typeof value === "object")) return value;
  return coerce(p.schema, pairs[0]?.[1] ?? "", doc);
}

/** Percent-encodes a path segment; a segment of dots is encoded too so URLs are not normalised. */
function encodeSegment(value: string): string {
  return encodeURIComponent(value).replaceAll(".", "%2E");
}

/** The body's text and content type. */
function bodyText(body: BodyInput): { text: string; mediaType?: string } {
  if ("raw" in body) return { text: body.raw, ...(body.mediaType ? { mediaType: body.mediaType } : {}) };
  const { mediaType, value } = body;
  if (isJsonMediaType(mediaType)) return { text: JSON.stringify(value) ?? "null", mediaType };
  if (mediaType.startsWith("application/x-www-form-urlencoded")) {
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries((value ?? {}) as Record<string, unknown>))
      for (const item of Array.isArray(v) ? v : [v]) form.append(k, text(item));
    return { text: form.toString(), mediaType };
  }
  return { text: typeof value === "string" ? value : JSON.stringify(value), mediaType };
}

/** Builds the request for an operation at `baseUrl` (no trailing slash). */
export function toWire(
  op: Operation,
  inputs: CaseInputs,
  baseUrl: string,
  extraHeaders: Record<string, string> = {},
): WireRequest {
  const byName = (where: Param["in"], name: string) =>
    op.params.find((p) => p.in === where && p.name === name);
  let path = op.path;
  for (const [name, value] of Object.entries(inputs.path)) {
    const p = byName("path", name);
    const serialized = p ? (serializeParam(p, value)[0]?.[1] ?? "") : text(value);
    path = path.replaceAll(`{${name}}`, encodeSegment(serialized));
  }
  const query: string[] = [];
  for (const [name, value] of Object.entries(inputs.query)) {
    if (value === undefined) continue;
    const p = byName("query", name) ?? {
      name,
      in: "query",
      required: false,
      schema: {},
      style: "form",
      explode: true,
    };
    for (const [k, v] of serializeParam(p, value))
      query.push(
        `${encodeURIComponent(k)}=${p.explode ? encodeURIComponent(v) : v.split(",").map(encodeURIComponent).join(",")}`,
      );
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(inputs.header)) {
    if (value === undefined) continue;
    const p = byName("header", name);
    headers[name] = p ? (serializeParam(p, value)[0]?.[1] ?? "") : text(value);
  }
  const cookies = Object.entries(inputs.cookie)
    .filter(([, v]) => v !== undefined)
    .flatMap(([name, value]) => {
      const p = byName("cookie", name);
      return p ? serializeParam(p, value) : [[name, text(value)] as [string, string]];
    })
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`);
  if (cookies.length) headers.Cookie = cookies.join("; ");
  for (const [k, v] of Object.entries(extraHeaders)) headers[k] = v;
  const request: WireRequest = {
    method: op.method,
    url: `${baseUrl}${path}${query.length ? `?${query.join("&")}` : ""}`,
    headers,
  };
  if (inputs.body) {
    const { text: body, mediaType } = bodyText(inputs.body);
    request.body = body;
    if (mediaType) headers["Content-Type"] = mediaType;
  }
  return request;
}

function shellQuote(s: string): string {
  return `'${s.replaceAll("'", `'\\''`)}'`;
}

/** A `curl` command that sends exactly this request (curl's own Accept and Content-Type removed). */
export function toCurl(request: WireRequest): string {
  const parts = ["curl", "-sS", "-i", "-g", "-X", request.method, shellQuote(request.url)];
  const names = Object.keys(request.headers).map((n) => n.toLowerCase());
  for (const [name, value] of Object.entries(request.headers))
    parts.push("-H", shellQuote(value === "" ? `${name};` : `${name}: ${value}`));
  if (!names.includes("accept")) parts.push("-H", shellQuote("Accept:"));
  if (request.body !== undefined) {
    if (!names.includes("content-type")) parts.push("-H", shellQuote("Content-Type:"));
    parts.push("--data-binary", shellQuote(request.body));
  }
  return parts.join(" ");
}
