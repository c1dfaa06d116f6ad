/**
 * JSON Schema (OpenAPI 3.1) → zod 4 source. Reads `type`, `enum`, `const`, `format`
 * (uuid, email, date-time, date, uri, int32, int64), `pattern`, length, range and item
 * constraints, `properties`/`required`/`default`, `additionalProperties`, `allOf`/`anyOf`/
 * `oneOf` and `$ref`. Values that arrive as strings (query, path, header) are coerced by the
 * runtime's `coerce` helpers before the typed schema sees them.
 */

import { propertyKey } from "../names.js";
import { componentName, type JsonSchema } from "../openapi.js";

/** Options for {@link zodSchema}. */
export interface ZodOptions {
  /** Source for a `$ref` to a component (handles forward references with `z.lazy`). */
  refSource: (component: string) => string;
  /** `string`: the value came from a URL or header, so numbers, booleans and arrays are coerced. */
  origin?: "json" | "string";
}

const INT32 = { min: -2147483648, max: 2147483647 };

function regexLiteral(pattern: string): string {
  return `new RegExp(${JSON.stringify(pattern)}, "u")`;
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

function objectSchema(schema: JsonSchema, opts: ZodOptions): string {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(([name, prop]) => {
    const inner = zodSchema(prop, opts);
    const wrapped =
      prop.default !== undefined
        ? `${inner}.default(${JSON.stringify(prop.default)})`
        : required.has(name)
          ? inner
          : `${inner}.optional()`;
    return `${propertyKey(name)}: ${wrapped}`;
  });
  const shape = `{ ${fields.join(", ")} }`;
  const extra = schema.additionalProperties ?? schema.unevaluatedProperties;
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

function literalUnion(values: unknown[]): string {
  if (values.length && values.every((v) => typeof v === "string")) {
    return `z.enum(${JSON.stringify(values)})`;
  }
  const literals = values.map((v) => (v === null ? "z.null()" : `z.literal(${JSON.stringify(v)})`));
  return literals.length === 1 ? literals[0]! : `z.union([${literals.join(", ")}])`;
}

/** The zod source for a schema. */
export function zodSchema(schema: JsonSchema, opts: ZodOptions): string {
  if (schema.$ref) {
    const name = componentName(schema.$ref);
    if (!name) throw new Error(`unsupported $ref ${schema.$ref}`);
    return opts.refSource(name);
  }
  if (schema.const !== undefined) return literalUnion([schema.const]);
  if (schema.enum) {
    const values = schema.enum;
    // A string that arrived in a URL may stand for a boolean or number enum member.
    const needsCoercion = opts.origin === "string" && values.some((v) => typeof v !== "string");
    return needsCoercion ? `z.preprocess(coerce.scalar, ${literalUnion(values)})` : literalUnion(values);
  }
  if (schema.allOf) {
    return schema.allOf.map((s) => zodSchema(s, opts)).reduce((a, b) => `z.intersection(${a}, ${b})`);
  }
  const union = schema.anyOf ?? schema.oneOf;
  if (union) {
    const members = union.map((s) => zodSchema(s, opts));
    return members.length === 1 ? members[0]! : `z.union([${members.join(", ")}])`;
  }
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (!types.length) return schema.properties ? objectSchema(schema, opts) : "z.unknown()";
  const nonNull = types.filter((t) => t !== "null");
  if (!nonNull.length) return "z.null()";
  const members = nonNull.map((t) => single(t, schema, opts));
  const base = members.length === 1 ? members[0]! : `z.union([${members.join(", ")}])`;
  return types.includes("null") ? `${base}.nullable()` : base;
}
