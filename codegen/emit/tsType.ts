/**
 * JSON Schema (OpenAPI 3.1) → TypeScript type expressions. Reads `type`, `enum`, `const`,
 * `properties`/`required`, `additionalProperties`/`unevaluatedProperties`, `items`,
 * `allOf`/`anyOf`/`oneOf`, `not: {}` (`never`: the member must be left out) and `$ref` to
 * `#/components/schemas`. Constraints that TypeScript
 * cannot express (patterns, ranges, formats) are left to the zod emitter.
 */

import { jsDoc, propertyKey } from "../names.js";
import { admitsNothing, componentName, extraProperties, type JsonSchema } from "../openapi.js";
import { isBinarySchema } from "./context.js";

/** How a `$ref` to a component is written (for example `Types.ErrorEnvelope` or `ErrorEnvelope`). */
export type RefNamer = (component: string) => string;

/** Options for {@link tsType}. */
export interface TsTypeOptions {
  refName: RefNamer;
  /** Treat properties that have a `default` as present (the validator fills them in). */
  defaultsArePresent?: boolean;
  indent?: string;
}

function literal(value: unknown): string {
  return JSON.stringify(value);
}

function typeNames(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

function objectType(schema: JsonSchema, opts: TsTypeOptions): string {
  const indent = opts.indent ?? "";
  const inner = `${indent}  `;
  const required = new Set(schema.required ?? []);
  const lines: string[] = [];
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    const present = required.has(name) || (opts.defaultsArePresent && prop.default !== undefined);
    lines.push(
      `${jsDoc(prop.description, inner)}${inner}${propertyKey(name)}${present ? "" : "?"}: ${tsType(prop, { ...opts, indent: inner })};`,
    );
  }
  const extra = extraProperties(schema);
  if (extra !== undefined && extra !== false) {
    const value = extra === true ? "unknown" : tsType(extra, { ...opts, indent: inner });
    // An index signature must admit every declared property's type, hence `unknown` when both exist.
    lines.push(`${inner}[key: string]: ${lines.length ? "unknown" : value};`);
  }
  if (!lines.length) return "Record<string, never>";
  return `{\n${lines.join("\n")}\n${indent}}`;
}

/** The TypeScript type expression for a schema. */
export function tsType(schema: JsonSchema, opts: TsTypeOptions): string {
  // A file part of a multipart body: the runtime hands it over spooled, as an Upload.
  if (isBinarySchema(schema)) return "Upload";
  if (admitsNothing(schema)) return "never";
  if (schema.$ref) {
    const name = componentName(schema.$ref);
    if (!name) throw new Error(`unsupported $ref ${schema.$ref}`);
    return opts.refName(name);
  }
  if (schema.const !== undefined) return literal(schema.const);
  if (schema.enum) return schema.enum.map(literal).join(" | ");
  if (schema.allOf) return schema.allOf.map((s) => `(${tsType(s, opts)})`).join(" & ");
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map((s) => tsType(s, opts)).join(" | ");
  const types = typeNames(schema);
  if (!types.length) {
    if (schema.properties) return objectType(schema, opts);
    return "unknown";
  }
  return types
    .map((type) => {
      switch (type) {
        case "string":
          return "string";
        case "integer":
        case "number":
          return "number";
        case "boolean":
          return "boolean";
        case "null":
          return "null";
        case "array":
          return schema.items ? `Array<${tsType(schema.items, opts)}>` : "unknown[]";
        case "object":
          return objectType(schema, opts);
        default:
          return "unknown";
      }
    })
    .join(" | ");
}
