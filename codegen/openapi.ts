/**
 * A small reader over an OpenAPI 3.1 document: resolves local `$ref`s and lists operations
 * in a stable order. Every emitter reads the document through this module, so the code
 * generator works for any OpenAPI 3.1 document, not only ones TypeSpec emitted.
 */

/** A JSON Schema (OpenAPI 3.1 dialect), kept loose: emitters check the keywords they use. */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  unevaluatedProperties?: boolean | JsonSchema;
  allOf?: JsonSchema[];
  not?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  /** Names the member that tells `oneOf` branches apart (OpenAPI's discriminator object). */
  discriminator?: { propertyName: string; mapping?: Record<string, string> };
  default?: unknown;
  description?: string;
  deprecated?: boolean;
  contentEncoding?: string;
  contentMediaType?: string;
  [extension: `x-${string}`]: unknown;
};

/** A parameter object with its schema resolved. */
export interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required: boolean;
  description?: string;
  schema: JsonSchema;
  /** Extensions on the parameter object itself (for example `x-digit-range`). */
  extensions: Record<string, unknown>;
  /** `false` for a query array sent comma-separated (`ids=1,2,3`), as TypeSpec declares by default. */
  explode: boolean;
}

/** One declared response of an operation. */
export interface ResponseSpec {
  /** `"200"`, `"4XX"` or `"default"`. */
  status: string;
  description: string;
  /** Media type → schema (may be a `$ref`). Empty when the response has no body. */
  content: Record<string, JsonSchema | undefined>;
  headers: { name: string; required: boolean; schema: JsonSchema; description?: string }[];
}

/** One operation, flattened out of `paths`. */
export interface Operation {
  operationId: string;
  method: "get" | "put" | "post" | "delete" | "patch" | "head" | "options";
  path: string;
  summary?: string;
  description?: string;
  tags: string[];
  parameters: Parameter[];
  requestBody?: { required: boolean; content: Record<string, JsonSchema | undefined> };
  responses: ResponseSpec[];
  /** Security requirement objects; `{}` means "no credential" is one option. */
  security: Record<string, string[]>[];
  /** Every `x-` extension on the operation object. */
  extensions: Record<string, unknown>;
}

/** The parts of an OpenAPI document the generator reads. */
export interface OpenApiDocument {
  openapi: string;
  info: {
    title: string;
    version: string;
    description?: string;
    license?: { name: string; identifier?: string; url?: string };
  };
  paths?: Record<string, Record<string, unknown>>;
  components?: {
    schemas?: Record<string, JsonSchema>;
    parameters?: Record<string, unknown>;
    responses?: Record<string, unknown>;
    requestBodies?: Record<string, unknown>;
    headers?: Record<string, unknown>;
    securitySchemes?: Record<string, SecurityScheme>;
  };
  security?: Record<string, string[]>[];
  tags?: { name: string; description?: string }[];
  [key: string]: unknown;
}

/** An OpenAPI security scheme. */
export interface SecurityScheme {
  type: "http" | "apiKey" | "oauth2" | "openIdConnect" | "mutualTLS";
  scheme?: string;
  in?: "header" | "query" | "cookie";
  name?: string;
  description?: string;
}

/**
 * Whether a schema admits no value at all: `{not: {}}` (our `@absent` members, how TypeSpec
 * writes "closed"), possibly with annotations beside it. A property with such a schema must be
 * left out.
 */
export function admitsNothing(schema: JsonSchema): boolean {
  return typeof schema.not === "object" && schema.not !== null && !Object.keys(schema.not).length;
}

/**
 * The schema for members beyond `properties`: `false` when none are allowed (including
 * `{not: {}}`, which is how TypeSpec writes "closed"), else the schema, else undefined.
 */
export function extraProperties(schema: JsonSchema): boolean | JsonSchema | undefined {
  const extra = schema.additionalProperties ?? schema.unevaluatedProperties;
  if (extra && typeof extra === "object" && admitsNothing(extra)) return false;
  return extra;
}

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options"] as const;

/** Follows a local `#/...` JSON pointer. Throws on anything else: we never fetch remote refs. */
export function resolvePointer(doc: OpenApiDocument, ref: string): unknown {
  if (!ref.startsWith("#/")) throw new Error(`only local $refs are supported, got ${ref}`);
  let node: unknown = doc;
  for (const raw of ref.slice(2).split("/")) {
    const key = raw.replaceAll("~1", "/").replaceAll("~0", "~");
    if (node === null || typeof node !== "object" || !Object.hasOwn(node, key)) {
      throw new Error(`unresolved $ref ${ref}`);
    }
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** Resolves a value that may be a `$ref` object (parameters, responses, headers, bodies). */
export function deref<T>(doc: OpenApiDocument, value: unknown): T {
  let current = value;
  for (let hops = 0; hops < 32; hops++) {
    if (current && typeof current === "object" && "$ref" in current) {
      current = resolvePointer(doc, String((current as { $ref: string }).$ref));
    } else {
      return current as T;
    }
  }
  throw new Error("$ref chain too long");
}

/** The component name a schema `$ref` points at, or undefined for other refs. */
export function componentName(ref: string): string | undefined {
  const prefix = "#/components/schemas/";
  return ref.startsWith(prefix) ? ref.slice(prefix.length) : undefined;
}

function extensionsOf(node: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) if (key.startsWith("x-")) out[key] = value;
  return out;
}

function readParameter(doc: OpenApiDocument, raw: unknown): Parameter {
  const p = deref<Record<string, unknown>>(doc, raw);
  return {
    name: String(p.name),
    in: p.in as Parameter["in"],
    required: p.in === "path" ? true : Boolean(p.required),
    ...(typeof p.description === "string" ? { description: p.description } : {}),
    schema: (p.schema as JsonSchema | undefined) ?? {},
    extensions: extensionsOf(p),
    // OpenAPI: form style (the query default) explodes unless told otherwise.
    explode: typeof p.explode === "boolean" ? p.explode : (p.style ?? "form") === "form",
  };
}

function readResponse(doc: OpenApiDocument, status: string, raw: unknown): ResponseSpec {
  const r = deref<Record<string, unknown>>(doc, raw);
  const content: Record<string, JsonSchema | undefined> = {};
  for (const [mediaType, media] of Object.entries((r.content ?? {}) as Record<string, unknown>)) {
    content[mediaType] = (media as { schema?: JsonSchema }).schema;
  }
  const headers = Object.entries((r.headers ?? {}) as Record<string, unknown>).map(([name, h]) => {
    const header = deref<Record<string, unknown>>(doc, h);
    return {
      name,
      required: Boolean(header.required),
      schema: (header.schema as JsonSchema | undefined) ?? { type: "string" },
      ...(typeof header.description === "string" ? { description: header.description } : {}),
    };
  });
  return { status, description: String(r.description ?? ""), content, headers };
}

/**
 * Lists every operation, sorted by path then method so emitted files are deterministic.
 * Path-level parameters are merged into each operation (operation-level wins).
 */
export function listOperations(doc: OpenApiDocument): Operation[] {
  const out: Operation[] = [];
  for (const path of Object.keys(doc.paths ?? {}).sort()) {
    const item = doc.paths?.[path] ?? {};
    const shared = ((item.parameters ?? []) as unknown[]).map((p) => readParameter(doc, p));
    for (const method of METHODS) {
      const op = item[method] as Record<string, unknown> | undefined;
      if (!op) continue;
      if (typeof op.operationId !== "string") {
        throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      }
      const own = ((op.parameters ?? []) as unknown[]).map((p) => readParameter(doc, p));
      const merged = [...shared.filter((s) => !own.some((o) => o.name === s.name && o.in === s.in)), ...own];
      const body = op.requestBody
        ? deref<{ required?: boolean; content?: Record<string, { schema?: JsonSchema }> }>(
            doc,
            op.requestBody,
          )
        : undefined;
      out.push({
        operationId: op.operationId,
        method,
        path,
        ...(typeof op.summary === "string" ? { summary: op.summary } : {}),
        ...(typeof op.description === "string" ? { description: op.description } : {}),
        tags: (op.tags as string[] | undefined) ?? [],
        parameters: merged,
        ...(body
          ? {
              requestBody: {
                required: Boolean(body.required),
                content: Object.fromEntries(
                  Object.entries(body.content ?? {}).map(([k, v]) => [k, v.schema]),
                ),
              },
            }
          : {}),
        responses: Object.entries((op.responses ?? {}) as Record<string, unknown>)
          .map(([status, r]) => readResponse(doc, status, r))
          .sort((a, b) => a.status.localeCompare(b.status)),
        security: (op.security as Record<string, string[]>[] | undefined) ?? doc.security ?? [],
        extensions: extensionsOf(op),
      });
    }
  }
  const seen = new Map<string, string>();
  for (const op of out) {
    const where = `${op.method.toUpperCase()} ${op.path}`;
    const clash = seen.get(op.operationId);
    if (clash) throw new Error(`operationId ${op.operationId} is used by ${clash} and ${where}`);
    seen.set(op.operationId, where);
  }
  return out;
}
