/**
 * JSON Schema (OpenAPI 3.1) → zod 4 source. Reads `type`, `enum`, `const`, `format`
 * (uuid, email, date-time, date, uri, int32, int64), `pattern`, length, range and item
 * constraints, `properties`/`required`/`default`, `additionalProperties`, `allOf`/`anyOf`/
 * `oneOf`, `not: {}` (no value: the member must be left out; `x-absent` is the message) and `$ref`.
 * Values that arrive as strings (query, path, header) are coerced by the
 * runtime's `coerce` helpers before the typed schema sees them.
 */

import { propertyKey } from "../names.js";
import { admitsNothing, componentName, extraProperties, type JsonSchema } from "../openapi.js";
import { isBinarySchema } from "./context.js";

/** A file part or raw body: the runtime's Upload (a JSON value cannot pose as one). */
export const UPLOAD_SCHEMA = 'z.custom(isUpload, { message: "must be a file" })';

/** Options for {@link zodSchema}. */
export interface ZodOptions {
  /** Source for a `$ref` to a component (handles forward references with `z.lazy`). */
  refSource: (component: string) => string;
  /** `string`: the value came from a URL or header, so numbers, booleans and arrays are coerced. */
  origin?: "json" | "string";
  /**
   * Looks up a component schema. With `origin: "string"` a `$ref` is inlined through this,
   * because the component's own (JSON) schema would not coerce text.
   */
  resolve?: (component: string) => JsonSchema | undefined;
}

const INT32 = { min: -2147483648, max: 2147483647 };

/**
 * A RegExp literal for a JSON Schema pattern. The `u` flag gives code-point semantics, but it
 * rejects escapes that ECMA-262 otherwise allows (`\-`, `[\w-.]`), which valid patterns use;
 * those compile without it. A pattern that compiles neither way fails generation, not start-up.
 */
export function regexLiteral(pattern: string): string {
  for (const flags of ["u", ""]) {
    try {
      new RegExp(pattern, flags);
      return `new RegExp(${JSON.stringify(pattern)}${flags ? `, "${flags}"` : ""})`;
    } catch {
      // try the next flag set
    }
  }
  throw new Error(`pattern ${JSON.stringify(pattern)} is not a valid ECMA-262 regular expression`);
}

function stringSchema(schema: JsonSchema): string {
  const base: Record<string, string> = {
    uuid: "z.guid()",
    email: "z.email()",
    "date-time": "z.iso.datetime({ offset: true })",
    date: "z.iso.date()",
    uri: "z.url()",
  };
  let out = (schema.format && base[schema.format]) || "z.string()";
  if (schema.minLength !== undefined) out += `.min(${schema.minLength})`;
  if (schema.maxLength !== undefined) out += `.max(${schema.maxLength})`;
  if (schema.pattern !== undefined) out += `.regex(${regexLiteral(schema.pattern)})`;
  return out;
}

function numberSchema(schema: JsonSchema, integer: boolean): string {
  let out = integer ? "z.int()" : "z.number()";
  let { minimum, maximum } = schema;
  if (integer && schema.format === "int32") {
    minimum = Math.max(minimum ?? INT32.min, INT32.min);
    maximum = Math.min(maximum ?? INT32.max, INT32.max);
  }
  if (minimum !== undefined) out += `.gte(${minimum})`;
  if (maximum !== undefined) out += `.lte(${maximum})`;
  if (schema.exclusiveMinimum !== undefined) out += `.gt(${schema.exclusiveMinimum})`;
  if (schema.exclusiveMaximum !== undefined) out += `.lt(${schema.exclusiveMaximum})`;
  if (schema.multipleOf !== undefined) out += `.multipleOf(${schema.multipleOf})`;
  return out;
}

/**
 * A required property: `z.unknown()` admits `undefined`, so a required property with no schema
 * of its own (any JSON value, null included) must be checked for presence explicitly.
 */
function requiredSchema(inner: string): string {
  return inner === "z.unknown()" ? `z.unknown().refine((v) => v !== undefined, "Required")` : inner;
}

function objectSchema(schema: JsonSchema, opts: ZodOptions): string {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(([name, prop]) => {
    const inner = zodSchema(prop, opts);
    const wrapped =
      prop.default !== undefined
        ? `${inner}.default(${JSON.stringify(prop.default)})`
        : required.has(name)
          ? requiredSchema(inner)
          : `${inner}.optional()`;
    return `${propertyKey(name)}: ${wrapped}`;
  });
  const shape = `{ ${fields.join(", ")} }`;
  const declared = extraProperties(schema);
  // `{type: object}` with no properties admits any object; z.object({}) would strip every key.
  const extra = declared ?? (fields.length ? undefined : true);
  if (extra === false) return `z.strictObject(${shape})`;
  if (extra === true || (extra && !Object.keys(extra).length)) return `z.looseObject(${shape})`;
  if (extra) return `z.object(${shape}).catchall(${zodSchema(extra, opts)})`;
  return `z.object(${shape})`;
}

function single(type: string, schema: JsonSchema, opts: ZodOptions): string {
  const fromString = opts.origin === "string";
  switch (type) {
    case "string":
      return stringSchema(schema);
    case "integer":
    case "number": {
      const inner = numberSchema(schema, type === "integer");
      return fromString ? `z.preprocess(coerce.number, ${inner})` : inner;
    }
    case "boolean":
      return fromString ? "z.preprocess(coerce.boolean, z.boolean())" : "z.boolean()";
    case "null":
      return "z.null()";
    case "array": {
      let inner = `z.array(${schema.items ? zodSchema(schema.items, opts) : "z.unknown()"})`;
      if (schema.minItems !== undefined) inner += `.min(${schema.minItems})`;
      if (schema.maxItems !== undefined) inner += `.max(${schema.maxItems})`;
      if (schema.uniqueItems) inner += '.refine(coerce.uniqueItems, { message: "items must be unique" })';
      return fromString ? `z.preprocess(coerce.array, ${inner})` : inner;
    }
    case "object":
      return objectSchema(schema, opts);
    default:
      return "z.unknown()";
  }
}

function literal(value: unknown): string {
  if (value === null) return "z.null()";
  // Objects and arrays compare by value, as JSON Schema's enum and const do.
  if (typeof value === "object")
    return `z.custom((v) => JSON.stringify(v) === ${JSON.stringify(JSON.stringify(value))})`;
  return `z.literal(${JSON.stringify(value)})`;
}

function literalUnion(values: unknown[]): string {
  if (values.length && values.every((v) => typeof v === "string")) {
    return `z.enum(${JSON.stringify(values)})`;
  }
  const literals = values.map(literal);
  return literals.length === 1 ? literals[0]! : `z.union([${literals.join(", ")}])`;
}

/**
 * An enum whose value arrived as text: string members match as sent (so "10" stays "10");
 * the other members match after coercion ("1" → 1, "true" → true).
 */
function textEnum(values: unknown[]): string {
  const strings = values.filter((v) => typeof v === "string");
  const others = values.filter((v) => typeof v !== "string");
  const coerced = `z.preprocess(coerce.scalar, ${literalUnion(others)})`;
  return strings.length ? `z.union([${literalUnion(strings)}, ${coerced}])` : coerced;
}

/** Validation keywords that constrain a value (as opposed to annotations like `description`). */
const CONSTRAINTS = [
  "pattern",
  "minLength",
  "maxLength",
  "format",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "minItems",
  "maxItems",
  "uniqueItems",
] as const;

/** The constraint keywords a schema carries beside `$ref` or `anyOf` (TypeSpec puts them there). */
function siblingConstraints(schema: JsonSchema): JsonSchema | undefined {
  const picked = Object.fromEntries(
    CONSTRAINTS.filter((k) => schema[k] !== undefined).map((k) => [k, schema[k]]),
  );
  return Object.keys(picked).length ? (picked as JsonSchema) : undefined;
}

/** The zod source for a schema. */
export function zodSchema(schema: JsonSchema, opts: ZodOptions): string {
  if (isBinarySchema(schema)) return UPLOAD_SCHEMA;
  if (admitsNothing(schema)) {
    const why = schema["x-absent"];
    return typeof why === "string" ? `z.never({ error: ${JSON.stringify(why)} })` : "z.never()";
  }
  const siblings = (schema.$ref || schema.anyOf || schema.oneOf) && siblingConstraints(schema);
  if (siblings) {
    // `T | null` with limits emits `anyOf` + sibling limits; a `$ref` with limits means both hold.
    // Push the limits into each branch (they only bite on values of their own type).
    const { $ref, anyOf, oneOf, ...rest } = schema;
    const bare = Object.fromEntries(
      Object.entries(rest).filter(([k]) => !(CONSTRAINTS as readonly string[]).includes(k)),
    );
    if ($ref) return zodSchema({ ...bare, allOf: [{ $ref }, siblings] }, opts);
    const branches = (anyOf ?? oneOf ?? []).map((b) =>
      b.$ref ? { allOf: [b, siblings] } : { ...siblings, ...b },
    );
    return zodSchema({ ...bare, [anyOf ? "anyOf" : "oneOf"]: branches }, opts);
  }
  if (schema.$ref) {
    const name = componentName(schema.$ref);
    if (!name) throw new Error(`unsupported $ref ${schema.$ref}`);
    const target = opts.origin === "string" ? opts.resolve?.(name) : undefined;
    return target ? zodSchema(target, opts) : opts.refSource(name);
  }
  const members = schema.const !== undefined ? [schema.const] : schema.enum;
  if (members) {
    const needsCoercion = opts.origin === "string" && members.some((v) => typeof v !== "string");
    return needsCoercion ? textEnum(members) : literalUnion(members);
  }
  if (schema.allOf) {
    return schema.allOf.map((s) => zodSchema(s, opts)).reduce((a, b) => `z.intersection(${a}, ${b})`);
  }
  const union = schema.anyOf ?? schema.oneOf;
  if (union) {
    const members = union.map((s) => zodSchema(s, opts));
    // A discriminated oneOf picks its branch by one member, so an error names that branch's
    // fault ("ops.0.value: expected number") instead of every branch's.
    const tag = schema.oneOf && schema.discriminator?.propertyName;
    if (tag && members.length > 1)
      return `z.discriminatedUnion(${JSON.stringify(tag)}, [${members.join(", ")}])`;
    return members.length === 1 ? members[0]! : `z.union([${members.join(", ")}])`;
  }
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (!types.length) return schema.properties ? objectSchema(schema, opts) : "z.unknown()";
  const nonNull = types.filter((t) => t !== "null");
  if (!nonNull.length) return "z.null()";
  const variants = nonNull.map((t) => single(t, schema, opts));
  const base = variants.length === 1 ? variants[0]! : `z.union([${variants.join(", ")}])`;
  return types.includes("null") ? `${base}.nullable()` : base;
}
