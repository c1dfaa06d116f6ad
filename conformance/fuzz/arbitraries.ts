/**
 * JSON Schema → fast-check arbitrary of conforming values: formats, patterns
 * (`fc.stringMatching`), lengths, int32/int64 and exclusive bounds, enums, const, nullable
 * types, arrays, objects with required and optional members, `$ref`, allOf/anyOf/oneOf.
 * Values are what the schema describes (numbers are numbers); serialization is separate.
 */
import fc from "fast-check";
import { formatArb } from "./formats.js";
import type { OpenApiDocument, ParamLocation } from "./openapi.js";
import {
  admitsNothing,
  deref,
  flattenAllOf,
  impliedType,
  mergeSchemas,
  patternRegExp,
  type Schema,
  type SchemaObject,
  typesOf,
} from "./schema.js";

/** Where generated values go, which constrains their characters. */
export type Location = ParamLocation | "body";

/** What value generation needs. */
export interface GenContext {
  doc: OpenApiDocument;
  location: Location;
}

const MAX_DEPTH = 4;
const INT32 = { min: -(2 ** 31), max: 2 ** 31 - 1 };
const SAFE = { min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER };

/** Visible ASCII only: header values are trimmed and restricted on the wire. */
const headerChar = fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c));
const HEADER_SAFE = /^(?:[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?)?$/;

/** Code points, as JSON Schema counts string length. */
export function codePoints(s: string): number {
  return [...s].length;
}

/** `arb.filter(predicate)` when a sample shows the filter is cheap enough; undefined otherwise. */
export function probeFilter<T>(
  arb: fc.Arbitrary<T>,
  predicate: (v: T) => boolean,
): fc.Arbitrary<T> | undefined {
  const sample = fc.sample(arb, { numRuns: 40, seed: 42 });
  return sample.filter(predicate).length >= 2 ? arb.filter(predicate) : undefined;
}

function anyArb(ctx: GenContext): fc.Arbitrary<unknown> {
  return ctx.location === "body" ? fc.jsonValue({ maxDepth: 2 }) : plainString(ctx, 0, undefined);
}

function plainString(
  ctx: GenContext,
  minLength: number,
  maxLength: number | undefined,
): fc.Arbitrary<string> {
  const min = ctx.location === "path" ? Math.max(1, minLength) : minLength;
  const limits = { minLength: min, ...(maxLength !== undefined ? { maxLength } : {}) };
  if (ctx.location === "header") return fc.string({ ...limits, unit: headerChar });
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ ...limits, unit: "grapheme-ascii" }) },
    { weight: 1, arbitrary: fc.string({ ...limits, unit: "grapheme-composite" }) },
  );
}

function stringArb(s: SchemaObject, ctx: GenContext): fc.Arbitrary<unknown> {
  const min = s.minLength ?? 0;
  const max = s.maxLength;
  const fits = (v: string) => {
    const n = codePoints(v);
    return (
      n >= min &&
      (max === undefined || n <= max) &&
      (ctx.location !== "header" || HEADER_SAFE.test(v)) &&
      (ctx.location !== "path" || n > 0)
    );
  };
  const special = s.pattern
    ? fc.stringMatching(patternRegExp(s.pattern), max !== undefined ? { maxLength: max } : {})
    : s.format
      ? formatArb(s.format)
      : undefined;
  if (special) return probeFilter(special, fits) ?? special;
  return plainString(ctx, min, max);
}

function numericBounds(s: SchemaObject) {
  let min = s.minimum;
  let max = s.maximum;
  let minExcluded = false;
  let maxExcluded = false;
  if (typeof s.exclusiveMinimum === "number" && (min === undefined || s.exclusiveMinimum >= min)) {
    min = s.exclusiveMinimum;
    minExcluded = true;
  } else if (s.exclusiveMinimum === true) minExcluded = true;
  if (typeof s.exclusiveMaximum === "number" && (max === undefined || s.exclusiveMaximum <= max)) {
    max = s.exclusiveMaximum;
    maxExcluded = true;
  } else if (s.exclusiveMaximum === true) maxExcluded = true;
  return { min, max, minExcluded, maxExcluded };
}

function integerBounds(s: SchemaObject): { min: number; max: number } {
  const { min, max, minExcluded, maxExcluded } = numericBounds(s);
  const range = s.format === "int32" ? INT32 : SAFE;
  const lo = min === undefined ? range.min : minExcluded ? Math.floor(min) + 1 : Math.ceil(min);
  const hi = max === undefined ? range.max : maxExcluded ? Math.ceil(max) - 1 : Math.floor(max);
  return { min: Math.max(lo, range.min), max: Math.min(hi, range.max) };
}

/** Integers in [min, max] beyond fc.integer's 32-bit range too. */
export function integerIn(min: number, max: number): fc.Arbitrary<number> {
  if (min >= INT32.min && max <= INT32.max) return fc.integer({ min, max });
  return fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number);
}

function integerArb(s: SchemaObject): fc.Arbitrary<unknown> {
  const { min, max } = integerBounds(s);
  const step = s.multipleOf && Number.isInteger(s.multipleOf) ? s.multipleOf : 1;
  const lo = Math.ceil(min / step);
  const hi = Math.floor(max / step);
  if (lo > hi) return fc.constant(min);
  return withBoundaries(
    integerIn(lo, hi),
    [lo, hi, 0].filter((k) => k >= lo && k <= hi),
  ).map((k) => k * step);
}

/** Mixes the edges of a range (and zero) in more often than a plain arbitrary would. */
function withBoundaries(arb: fc.Arbitrary<number>, edges: number[]): fc.Arbitrary<number> {
  const unique = [...new Set(edges)];
  if (!unique.length) return arb;
  return fc.oneof({ weight: 4, arbitrary: arb }, { weight: 1, arbitrary: fc.constantFrom(...unique) });
}

function numberArb(s: SchemaObject): fc.Arbitrary<unknown> {
  const b = numericBounds(s);
  if (s.multipleOf) {
    const m = s.multipleOf;
    const lo = Math.ceil((b.min ?? -1e6) / m) + (b.minExcluded ? 1 : 0);
    const hi = Math.floor((b.max ?? 1e6) / m) - (b.maxExcluded ? 1 : 0);
    return integerIn(Math.max(lo, SAFE.min), Math.min(hi, SAFE.max)).map((k) => k * m);
  }
  const edges = [
    ...(b.min !== undefined && !b.minExcluded ? [b.min] : []),
    ...(b.max !== undefined && !b.maxExcluded ? [b.max] : []),
    ...((b.min === undefined || b.min < 0 || (b.min === 0 && !b.minExcluded)) &&
    (b.max === undefined || b.max > 0 || (b.max === 0 && !b.maxExcluded))
      ? [0]
      : []),
  ];
  const double = fc.double({
    noNaN: true,
    noDefaultInfinity: true,
    ...(b.min !== undefined ? { min: b.min, minExcluded: b.minExcluded } : {}),
    ...(b.max !== undefined ? { max: b.max, maxExcluded: b.maxExcluded } : {}),
  });
  return withBoundaries(double, edges);
}

function arrayArb(s: SchemaObject, ctx: GenContext, depth: number): fc.Arbitrary<unknown> {
  const item = s.items === undefined || s.items === true ? anyArb(ctx) : valueArb(s.items, ctx, depth + 1);
  const minLength = s.minItems ?? 0;
  const maxLength = Math.min(s.maxItems ?? minLength + 4, minLength + (depth >= MAX_DEPTH ? 0 : 4));
  const rest = s.uniqueItems
    ? fc.uniqueArray(item, { minLength, maxLength, selector: (v) => JSON.stringify(v) })
    : fc.array(item, { minLength, maxLength });
  if (!s.prefixItems?.length) return rest;
  const prefix = fc.tuple(...s.prefixItems.map((p) => valueArb(p, ctx, depth + 1)));
  return fc.tuple(prefix, s.items === false ? fc.constant([]) : rest).map(([p, r]) => [...p, ...r]);
}

function isReadOnly(ctx: GenContext, schema: Schema): boolean {
  return typeof schema === "object" && deref(ctx.doc, schema).readOnly === true;
}

function objectArb(s: SchemaObject, ctx: GenContext, depth: number): fc.Arbitrary<unknown> {
  const required = new Set(s.required ?? []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, prop] of Object.entries(s.properties ?? {})) {
    if (ctx.location === "body" && isReadOnly(ctx, prop) && !required.has(name)) continue;
    if (depth >= MAX_DEPTH && !required.has(name)) continue;
    // A member that must be left out (`@absent`) is never sent in a valid value.
    if (admitsNothing(deref(ctx.doc, prop)) && !required.has(name)) continue;
    model[name] = valueArb(prop, ctx, depth + 1);
  }
  const extra = typeof s.additionalProperties === "object" ? s.additionalProperties : undefined;
  for (const name of required)
    if (!(name in model)) model[name] = extra ? valueArb(extra, ctx, depth + 1) : anyArb(ctx);
  const record = fc.record(model, { requiredKeys: [...required].filter((k) => k in model) });
  if (!extra || Object.keys(model).length || depth >= MAX_DEPTH) return record;
  return fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), valueArb(extra, ctx, depth + 1), {
    maxKeys: 3,
    minKeys: s.minProperties ?? 0,
  });
}

function typeArb(type: string, s: SchemaObject, ctx: GenContext, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case "string":
      return stringArb(s, ctx);
    case "integer":
      return integerArb(s);
    case "number":
      return numberArb(s);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return arrayArb(s, ctx, depth);
    case "object":
      return objectArb(s, ctx, depth);
    default:
      return anyArb(ctx);
  }
}

/** An arbitrary of values that conform to `schema` (best effort; Ajv re-checks). */
export function valueArb(schema: Schema, ctx: GenContext, depth = 0): fc.Arbitrary<unknown> {
  if (schema === true || depth > MAX_DEPTH * 2) return anyArb(ctx);
  if (schema === false) return fc.constant(undefined);
  // Arbitraries are immutable: one per schema object, location and depth is enough.
  const key = `${ctx.location}|${depth}`;
  const byKey = cache.get(schema) ?? new Map<string, fc.Arbitrary<unknown>>();
  cache.set(schema, byKey);
  const cached = byKey.get(key);
  if (cached) return cached;
  const arb = build(schema, ctx, depth);
  byKey.set(key, arb);
  return arb;
}

const cache = new WeakMap<SchemaObject, Map<string, fc.Arbitrary<unknown>>>();

function build(schema: SchemaObject, ctx: GenContext, depth: number): fc.Arbitrary<unknown> {
  const s = flattenAllOf(ctx.doc, schema) as SchemaObject;
  if (typeof s !== "object") return valueArb(s, ctx, depth);
  if ("const" in s) return fc.constant(s.const);
  if (Array.isArray(s.enum) && s.enum.length) return fc.constantFrom(...s.enum);
  const branches = s.oneOf ?? s.anyOf;
  if (branches?.length) {
    const { oneOf: _o, anyOf: _a, ...parent } = s;
    return fc.oneof(
      ...branches.map((b) => {
        const branch = flattenAllOf(ctx.doc, b);
        return typeof branch === "object"
          ? valueArb(mergeSchemas(parent, branch), ctx, depth)
          : valueArb(branch, ctx, depth);
      }),
    );
  }
  let types = typesOf(s) ?? [impliedType(s) ?? "any"];
  if (ctx.location !== "body" && types.length > 1) types = types.filter((t) => t !== "null");
  const arbs = types.map((t) => typeArb(t, s, ctx, depth));
  return arbs.length === 1 ? arbs[0]! : fc.oneof(...arbs);
}
