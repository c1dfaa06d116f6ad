/**
 * Reads an OpenAPI 3.1 document into the operation model the fuzzer works from: parameters
 * (path-level and operation-level, `$ref`s resolved), request body media types, responses
 * with their headers and media types, and the effective security requirements.
 */
import { readFile } from "node:fs/promises";
import { parse } from "yaml";
import { deref, type Schema } from "./schema.js";

/** The parts of an OpenAPI document the fuzzer reads. */
export interface OpenApiDocument {
  openapi?: string;
  paths?: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown> | undefined>;
  security?: SecurityRequirement[];
  [key: string]: unknown;
}

/** One alternative of a `security` list: scheme name → scopes. `{}` means anonymous. */
export type SecurityRequirement = Record<string, string[]>;

/** Where a parameter goes. */
export type ParamLocation = "path" | "query" | "header" | "cookie";

/** A parameter with its serialization settled. */
export interface Param {
  name: string;
  in: ParamLocation;
  required: boolean;
  schema: Schema;
  style: string;
  explode: boolean;
  /** The parameter's own example (`example`, first of `examples`), when it gives one. */
  example?: unknown;
  /** `x-server-issued: true`: only a value the server handed out (a cursor) is meaningful. */
  serverIssued?: true;
  /**
   * `x-server-checked` on the parameter or its schema: checked against other inputs (a key sent
   * in the query or a header, both equal), so a schema-valid value may fairly get 400.
   */
  serverChecked?: true;
}

/** One media type of a request or response body. */
export interface MediaSpec {
  mediaType: string;
  schema?: Schema;
}

/** A declared response. */
export interface ResponseSpec {
  headers: Array<{ name: string; required: boolean; schema?: Schema }>;
  content: MediaSpec[];
}

/** One operation of the document. */
export interface Operation {
  /** operationId, or `METHOD path` when it has none. */
  id: string;
  method: string;
  path: string;
  params: Param[];
  body?: { required: boolean; content: MediaSpec[] };
  /** By status key as written: `200`, `4XX`, `default`. */
  responses: Record<string, ResponseSpec>;
  /** Effective security (operation's, else the document's); empty means none. */
  security: SecurityRequirement[];
  /** `x-runtime`, for discovery routes. */
  runtime?: string;
  /**
   * `x-payments-webhook: true`: the request is authenticated by a signature over the raw body
   * made with a secret the contract cannot give, so a generated request is answered with the
   * 401 the contract documents for a signature that does not verify.
   */
  signedBody?: boolean;
  /**
   * JSON pointers (`*` for any array index) of request body members marked `x-server-checked`:
   * checked against other members or records, so a schema-valid value may fairly get 400.
   */
  serverChecked?: string[];
}

/** A security scheme as declared. */
export interface SecurityScheme {
  type: string;
  scheme?: string;
  name?: string;
  in?: string;
}

/** A loaded contract. */
export interface Contract {
  doc: OpenApiDocument;
  operations: Operation[];
  securitySchemes: Record<string, SecurityScheme>;
}

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/** Reads a YAML or JSON document from disk. */
export async function loadDocument(file: string): Promise<OpenApiDocument> {
  return parse(await readFile(file, "utf8")) as OpenApiDocument;
}

interface RawParam {
  name: string;
  in: ParamLocation;
  required?: boolean;
  schema?: Schema;
  style?: string;
  explode?: boolean;
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
  "x-server-issued"?: boolean;
  "x-server-checked"?: string;
}

function toParam(doc: OpenApiDocument, raw: RawParam): Param {
  const style = raw.style ?? (raw.in === "query" || raw.in === "cookie" ? "form" : "simple");
  const exampleEntry = raw.examples ? Object.values(raw.examples)[0] : undefined;
  const example = raw.example ?? deref(doc, exampleEntry)?.value;
  return {
    name: raw.name,
    in: raw.in,
    required: raw.in === "path" ? true : raw.required === true,
    schema: raw.schema ?? {},
    style,
    explode: raw.explode ?? style === "form",
    ...(raw["x-server-issued"] === true ? { serverIssued: true as const } : {}),
    ...(typeof raw["x-server-checked"] === "string" ||
    typeof (deref(doc, raw.schema) as Record<string, unknown> | undefined)?.["x-server-checked"] === "string"
      ? { serverChecked: true as const }
      : {}),
    ...(example !== undefined ? { example } : {}),
  };
}

function toResponse(doc: OpenApiDocument, raw: unknown): ResponseSpec {
  const response = deref(doc, raw) as {
    headers?: Record<string, unknown>;
    content?: Record<string, { schema?: Schema }>;
  };
  const headers = Object.entries(response.headers ?? {})
    .map(([name, h]) => ({ name, h: deref(doc, h) as { required?: boolean; schema?: Schema } }))
    .filter(({ name }) => name.toLowerCase() !== "content-type")
    .map(({ name, h }) => ({
      name,
      required: h.required === true,
      ...(h.schema ? { schema: h.schema } : {}),
    }));
  const content = Object.entries(response.content ?? {}).map(([mediaType, m]) => ({
    mediaType,
    ...(m.schema !== undefined ? { schema: m.schema } : {}),
  }));
  return { headers, content };
}

/** Builds the operation model of a document. */
export function readContract(doc: OpenApiDocument): Contract {
  const operations: Operation[] = [];
  for (const [path, rawItem] of Object.entries(doc.paths ?? {})) {
    const item = deref(doc, rawItem) as Record<string, unknown>;
    const shared = ((item.parameters as unknown[]) ?? []).map((p) => deref(doc, p) as RawParam);
    for (const method of METHODS) {
      const raw = item[method] as Record<string, unknown> | undefined;
      if (!raw) continue;
      const own = ((raw.parameters as unknown[]) ?? []).map((p) => deref(doc, p) as RawParam);
      const merged = [...shared.filter((s) => !own.some((o) => o.name === s.name && o.in === s.in)), ...own];
      const body = raw.requestBody
        ? (deref(doc, raw.requestBody) as {
            required?: boolean;
            content?: Record<string, { schema?: Schema }>;
          })
        : undefined;
      const responses: Record<string, ResponseSpec> = {};
      for (const [status, r] of Object.entries((raw.responses as Record<string, unknown>) ?? {}))
        responses[status] = toResponse(doc, r);
      operations.push({
        id: (raw.operationId as string | undefined) ?? `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        params: merged.map((p) => toParam(doc, p)),
        ...(body
          ? {
              body: {
                required: body.required === true,
                content: Object.entries(body.content ?? {}).map(([mediaType, m]) => ({
                  mediaType,
                  ...(m.schema !== undefined ? { schema: m.schema } : {}),
                })),
              },
            }
          : {}),
        responses,
        security: (raw.security as SecurityRequirement[] | undefined) ?? doc.security ?? [],
        ...(typeof raw["x-runtime"] === "string" ? { runtime: raw["x-runtime"] } : {}),
        ...(raw["x-payments-webhook"] === true ? { signedBody: true } : {}),
        ...serverCheckedOf(doc, body?.content),
      });
    }
  }
  const schemes: Record<string, SecurityScheme> = {};
  for (const [name, s] of Object.entries(doc.components?.securitySchemes ?? {}))
    schemes[name] = deref(doc, s) as SecurityScheme;
  return { doc, operations, securitySchemes: schemes };
}

/** The `serverChecked` of a request body's JSON media types, when it has any. */
function serverCheckedOf(
  doc: OpenApiDocument,
  content: Record<string, { schema?: Schema }> | undefined,
): { serverChecked?: string[] } {
  const found = new Set<string>();
  for (const [mediaType, media] of Object.entries(content ?? {}))
    if (/json/i.test(mediaType)) collectServerChecked(doc, media.schema, "", found, new Set());
  return found.size ? { serverChecked: [...found].sort() } : {};
}

/** Walks a schema (through $ref, properties, items and the combinators) collecting pointers. */
function collectServerChecked(
  doc: OpenApiDocument,
  schema: Schema | undefined,
  at: string,
  found: Set<string>,
  visiting: Set<unknown>,
): void {
  if (!schema || typeof schema !== "object" || visiting.has(schema)) return;
  visiting.add(schema);
  const s = deref(doc, schema) as Exclude<Schema, boolean> & Record<string, unknown>;
  if (typeof s["x-server-checked"] === "string") found.add(at);
  for (const [name, sub] of Object.entries((s.properties as Record<string, Schema>) ?? {}))
    collectServerChecked(doc, sub, `${at}/${name}`, found, visiting);
  if (s.items && typeof s.items === "object")
    collectServerChecked(doc, s.items as Schema, `${at}/*`, found, visiting);
  for (const key of ["allOf", "anyOf", "oneOf"])
    for (const sub of (s[key] as Schema[] | undefined) ?? [])
      collectServerChecked(doc, sub, at, found, visiting);
  visiting.delete(schema);
}

/** Whether `pointer` (e.g. `/steps/2/depends_on/0`) is at or inside one of `templates`. */
export function underServerChecked(templates: readonly string[], pointer: string): boolean {
  const parts = pointer.split("/");
  return templates.some((t) => {
    const tp = t.split("/");
    return (
      tp.length <= parts.length &&
      tp.every((seg, i) => seg === parts[i] || (seg === "*" && /^\d+$/.test(parts[i] ?? "")))
    );
  });
}

/** Whether the operation can be called without any credential. */
export function allowsAnonymous(op: Operation): boolean {
  return op.security.length === 0 || op.security.some((r) => Object.keys(r).length === 0);
}

/** true when every security requirement of the operation is empty: it takes no credential. */
export function takesNoCredential(op: Operation): boolean {
  return op.security.length > 0 && op.security.every((r) => Object.keys(r).length === 0);
}

/** Scheme names the operation accepts, in the order the document lists them. */
export function schemeNames(op: Operation): string[] {
  return [...new Set(op.security.flatMap((r) => Object.keys(r)))];
}

/** The declared response for a status: exact code, then `4XX`-style range, then `default`. */
export function responseFor(op: Operation, status: number): { key: string; spec: ResponseSpec } | undefined {
  const exact = String(status);
  const range = `${String(status)[0]}XX`;
  for (const key of [exact, range, "default"]) {
    const found = Object.entries(op.responses).find(([k]) => k.toUpperCase() === key.toUpperCase());
    if (found) return { key: found[0], spec: found[1] };
  }
  return undefined;
}
