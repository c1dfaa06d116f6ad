/**
 * JSON Schema (2020-12, as OpenAPI 3.1 uses it) types and the helpers every part of the
 * fuzzer shares: `$ref` resolution inside the document, type lists, and media-type tests.
 */

/** A schema object; only the keywords the fuzzer reads are typed. */
export interface SchemaObject {
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
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  multipleOf?: number;
  items?: Schema;
  prefixItems?: Schema[];
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema;
  unevaluatedProperties?: Schema;
  minProperties?: number;
  maxProperties?: number;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  nullable?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  default?: unknown;
  examples?: unknown[];
  example?: unknown;
  [keyword: string]: unknown;
}

/** A JSON Schema: an object, or `true`/`false`. */
export type Schema = boolean | SchemaObject;

/** Resolves a local JSON pointer (`#/components/schemas/X`) inside `root`. */
export function resolvePointer(root: unknown, ref: string): unknown {
  if (!ref.startsWith("#")) throw new Error(`only local $refs are supported, got ${ref}`);
  const parts = ref
    .slice(1)
    .split("/")
    .filter((p, i) => i > 0 || p !== "")
    .map((p) => decodeURIComponent(p).replaceAll("~1", "/").replaceAll("~0", "~"));
  let node: unknown = root;
  for (const part of parts) {
    if (node === null || typeof node !== "object" || !(part in node))
      throw new Error(`unresolvable $ref ${ref}`);
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** Follows `$ref`s until an object without one; siblings of a `$ref` are merged over the target. */
export function deref<T>(root: unknown, value: T): T {
  let node: unknown = value;
  const seen = new Set<string>();
  while (node && typeof node === "object" && typeof (node as { $ref?: unknown }).$ref === "string") {
    const { $ref, ...siblings } = node as { $ref: string } & Record<string, unknown>;
    if (seen.has($ref)) throw new Error(`circular $ref ${$ref}`);
    seen.add($ref);
    const target = resolvePointer(root, $ref);
    const annotationsOnly = Object.keys(siblings).every((k) => ANNOTATIONS.has(k));
    node =
      annotationsOnly && target && typeof target === "object"
        ? { ...(target as object), ...siblings }
        : Object.keys(siblings).length
          ? { allOf: [target], ...siblings }
          : target;
  }
  return node as T;
}

/** Keywords that never change what a schema accepts. */
export const ANNOTATIONS = new Set([
  "description",
  "title",
  "summary",
  "example",
  "examples",
  "default",
  "deprecated",
  "readOnly",
  "writeOnly",
  "$comment",
  "externalDocs",
  "xml",
]);

/**
 * `false`, or a schema no value satisfies: `{not: {}}` beside annotations and extensions (our
 * `@absent` members, `x-absent` saying why). A member with such a schema must be left out.
 */
export function admitsNothing(schema: Schema | undefined): boolean {
  if (schema === false) return true;
  if (typeof schema !== "object" || schema === null) return false;
  const keys = Object.keys(schema).filter((k) => !ANNOTATIONS.has(k) && !k.startsWith("x-"));
  const not = schema.not;
  return (
    keys.length === 1 &&
    (not === true || (typeof not === "object" && Object.keys(not as object).length === 0))
  );
}

/** The schema's declared types (`type` as a list; `nullable: true` adds `null`). */
export function typesOf(schema: SchemaObject): string[] | undefined {
  const types =
    schema.type === undefined ? undefined : Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types && schema.nullable === true && !types.includes("null")) return [...types, "null"];
  return types;
}

/** The type a schema without `type` implies from its keywords, if any. */
export function impliedType(schema: SchemaObject): string | undefined {
  if (schema.properties || schema.required || schema.additionalProperties !== undefined) return "object";
  if (schema.items !== undefined || schema.prefixItems || schema.minItems !== undefined) return "array";
  if (schema.pattern || schema.format || schema.minLength !== undefined || schema.maxLength !== undefined)
    return "string";
  if (schema.minimum !== undefined || schema.maximum !== undefined || schema.multipleOf !== undefined)
    return "number";
  return undefined;
}

/** `application/json`, `application/problem+json`, … */
export function isJsonMediaType(mediaType: string): boolean {
  const base = mediaType.split(";")[0]!.trim().toLowerCase();
  return base === "application/json" || base.endsWith("+json") || base === "*/*";
}

/** A schema for bytes, not a JSON value: `contentMediaType` (OpenAPI 3.1) or `format: binary`. */
export function isBinarySchema(schema: unknown): boolean {
  if (typeof schema !== "object" || schema === null) return false;
  const s = schema as { contentMediaType?: unknown; contentEncoding?: unknown; format?: unknown };
  return (s.contentMediaType !== undefined && s.contentEncoding === undefined) || s.format === "binary";
}

/** Whether a declared media type (possibly a wildcard range) covers an actual one. */
export function mediaTypeCovers(declared: string, actual: string): boolean {
  const d = declared.split(";")[0]!.trim().toLowerCase();
  const a = actual.split(";")[0]!.trim().toLowerCase();
  if (d === a || d === "*/*") return true;
  const [dType, dSub] = d.split("/");
  const [aType] = a.split("/");
  return dSub === "*" && dType === aType;
}

/** Compiles a schema `pattern` the way Ajv does (unicode flag), falling back without it. */
export function patternRegExp(pattern: string): RegExp {
  try {
    return new RegExp(pattern, "u");
  } catch {
    return new RegExp(pattern);
  }
}

const LOWER_BOUNDS = ["minimum", "minLength", "minItems", "minProperties"];
const UPPER_BOUNDS = ["maximum", "maxLength", "maxItems", "maxProperties"];

/**
 * The conjunction of two schemas as one schema, close enough to generate from (`allOf`,
 * a combinator branch under its parent's keywords). Generated values are re-checked by Ajv.
 */
export function mergeSchemas(a: SchemaObject, b: SchemaObject): SchemaObject {
  const out: SchemaObject = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const mine = out[key];
    if (mine === undefined) out[key] = value;
    else if (key === "properties") {
      const merged: Record<string, Schema> = { ...(mine as Record<string, Schema>) };
      for (const [name, s] of Object.entries(value as Record<string, Schema>))
        merged[name] = merged[name] === undefined ? (s as Schema) : { allOf: [merged[name]!, s as Schema] };
      out.properties = merged;
    } else if (key === "required")
      out.required = [...new Set([...(mine as string[]), ...(value as string[])])];
    else if (key === "type") {
      const left = typesOf(a) ?? [];
      const right = typesOf(b) ?? [];
      const both = left.filter((t) => right.includes(t) || (t === "integer" && right.includes("number")));
      if (right.includes("integer") && left.includes("number") && !both.includes("integer"))
        both.push("integer");
      out.type = both;
    } else if (LOWER_BOUNDS.includes(key)) out[key] = Math.max(mine as number, value as number);
    else if (UPPER_BOUNDS.includes(key)) out[key] = Math.min(mine as number, value as number);
    else if (key === "enum")
      out.enum = (mine as unknown[]).filter((v) =>
        (value as unknown[]).some((w) => JSON.stringify(v) === JSON.stringify(w)),
      );
    else if (key === "additionalProperties" || key === "unevaluatedProperties")
      out[key] = mine === false || value === false ? false : (value as Schema);
  }
  return out;
}

/** A schema with every `allOf` (and `$ref`) folded in; other combinators stay. */
export function flattenAllOf(root: unknown, schema: Schema): Schema {
  if (typeof schema !== "object") return schema;
  const s = deref(root, schema);
  if (!s.allOf) return s;
  const { allOf, ...rest } = s;
  let merged: SchemaObject = rest;
  for (const part of allOf) {
    const flat = flattenAllOf(root, part);
    if (flat === false) merged.not = {};
    else if (flat !== true) merged = mergeSchemas(merged, flat);
  }
  return merged;
}
