/**
 * Candidate invalid values for a schema, one broken constraint each: wrong type, outside
 * the enum or const, too short or long, breaking the pattern or format, out of range, not a
 * whole number, too many or too few items, a missing required member, an undeclared member
 * of a closed object, and the same recursively for members, items and combinator branches.
 * Each comes as an arbitrary plus a few canonical examples tried first (the exact boundary,
 * each wrong type). The operation level keeps only what Ajv confirms invalid.
 */
import fc from "fast-check";
import { codePoints, type GenContext, integerIn, valueArb } from "./arbitraries.js";
import { edgeValue } from "./edges.js";
import { invalidFormat } from "./formats.js";
import {
  admitsNothing,
  flattenAllOf,
  mergeSchemas,
  type Schema,
  type SchemaObject,
  typesOf,
} from "./schema.js";

/** One way to break a value, with a label for the report. */
export interface Mutation<T = unknown> {
  label: string;
  arb: fc.Arbitrary<T>;
  /** Canonical instances, tried before random ones. */
  examples: T[];
}

const MAX_DEPTH = 2;
const MAX_PROPS = 8;
const MAX_EXAMPLES = 8;
const headerChar = fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c));

function anyString(ctx: GenContext, minLength = 0, maxLength?: number): fc.Arbitrary<string> {
  const limits = { minLength, ...(maxLength !== undefined ? { maxLength } : {}) };
  return ctx.location === "header" ? fc.string({ ...limits, unit: headerChar }) : fc.string(limits);
}

/** JSON values of types the schema does not allow (body), or non-numeric text (parameters). */
function wrongType(types: string[], ctx: GenContext): Mutation | undefined {
  const label = `wrong type (expected ${types.join(" or ")})`;
  if (ctx.location !== "body") {
    if (types.includes("string") || types.length === 0) return undefined;
    const words = ["abc", "1.5", "true", "1e400", "0x10", "-"];
    return {
      label,
      arb: fc.oneof(fc.constantFrom(...words), anyString(ctx, 1, 8)),
      examples: words.slice(0, 3),
    };
  }
  const pool: Record<string, [fc.Arbitrary<unknown>, unknown]> = {
    string: [fc.string({ maxLength: 8 }), "fuzz"],
    number: [fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Number.isInteger(n)), 1.5],
    integer: [fc.integer(), 7],
    boolean: [fc.boolean(), true],
    null: [fc.constant(null), null],
    object: [fc.constant({}), {}],
    array: [fc.constant([]), []],
  };
  const wrong = Object.entries(pool).filter(
    ([t]) => !types.includes(t) && !(t === "integer" && types.includes("number")),
  );
  if (!wrong.length) return undefined;
  return { label, arb: fc.oneof(...wrong.map(([, [arb]]) => arb)), examples: wrong.map(([, [, e]]) => e) };
}

function stringMutations(s: SchemaObject, ctx: GenContext): Mutation[] {
  const out: Mutation[] = [];
  if (s.minLength !== undefined && s.minLength > 0)
    out.push({
      label: `shorter than minLength ${s.minLength}`,
      arb: anyString(ctx, 0, s.minLength - 1),
      examples: ["a".repeat(s.minLength - 1)],
    });
  if (s.maxLength !== undefined) {
    const max = s.maxLength;
    out.push({
      label: `longer than maxLength ${max}`,
      arb: anyString(ctx, max + 1, max + 8).filter((v) => codePoints(v) > max),
      examples: ["a".repeat(max + 1)],
    });
  }
  if (s.pattern) {
    const words = ["", "0", "-1", "abc", "A1", "1.5", "%"];
    out.push({
      label: `does not match pattern ${s.pattern}`,
      arb: fc.oneof(fc.constantFrom(...words), anyString(ctx, 0, 12)),
      examples: words,
    });
  }
  const format = s.format ? invalidFormat(s.format) : undefined;
  if (format) out.push({ label: `not a valid ${s.format}`, ...format });
  return out;
}

function numberMutations(s: SchemaObject, integer: boolean): Mutation[] {
  const out: Mutation[] = [];
  const lo = typeof s.exclusiveMinimum === "number" ? s.exclusiveMinimum : s.minimum;
  const hi = typeof s.exclusiveMaximum === "number" ? s.exclusiveMaximum : s.maximum;
  const LIMIT = 2 ** 52; // beyond it, JSON numbers stop being exact
  if (lo !== undefined && lo > -LIMIT) {
    const top = Math.ceil(lo) - (typeof s.exclusiveMinimum === "number" ? 0 : 1);
    out.push({
      label: `below minimum ${lo}`,
      arb: integerIn(Math.max(top - 1000, -LIMIT), top),
      examples: [top],
    });
  }
  if (hi !== undefined && hi < LIMIT) {
    const bottom = Math.floor(hi) + (typeof s.exclusiveMaximum === "number" ? 0 : 1);
    out.push({
      label: `above maximum ${hi}`,
      arb: integerIn(bottom, Math.min(bottom + 1000, LIMIT)),
      examples: [bottom],
    });
  }
  if (s.format === "int32" && hi === undefined)
    out.push({
      label: "outside int32",
      arb: fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 40),
      examples: [2 ** 31],
    });
  if (integer)
    out.push({
      label: "not a whole number",
      arb: fc.integer({ min: -1000, max: 1000 }).map((k) => k + 0.5),
      examples: [(lo ?? 0) + 0.5],
    });
  if (s.multipleOf) {
    const m = s.multipleOf;
    out.push({
      label: `not a multiple of ${m}`,
      arb: fc.integer({ min: -100, max: 100 }).map((k) => (k + 0.5) * m),
      examples: [m / 2],
    });
  }
  return out;
}

function arrayMutations(s: SchemaObject, ctx: GenContext, depth: number): Mutation[] {
  const out: Mutation[] = [];
  const itemSchema: Schema = s.items ?? true;
  const item = valueArb(itemSchema, ctx, depth + 1);
  const edge = edgeValue(itemSchema, "low", ctx);
  if (s.maxItems !== undefined)
    out.push({
      label: `more than maxItems ${s.maxItems}`,
      arb: fc.array(item, { minLength: s.maxItems + 1, maxLength: s.maxItems + 3 }),
      examples: [Array.from({ length: s.maxItems + 1 }, () => edge)],
    });
  if (s.minItems !== undefined && s.minItems > 0)
    out.push({
      label: `fewer than minItems ${s.minItems}`,
      arb: fc.array(item, { maxLength: s.minItems - 1 }),
      examples: [Array.from({ length: s.minItems - 1 }, () => edge)],
    });
  if (s.uniqueItems)
    out.push({
      label: "duplicate items",
      arb: fc.array(item, { minLength: 1, maxLength: 3 }).map((a) => [...a, a[0]]),
      examples: [[edge, edge]],
    });
  if (depth < MAX_DEPTH)
    for (const m of invalidValues(itemSchema, ctx, depth + 1).slice(0, 4))
      out.push({
        label: `item: ${m.label}`,
        arb: fc
          .tuple(fc.array(item, { maxLength: 2 }), m.arb, fc.array(item, { maxLength: 1 }))
          .map(([before, bad, after]) => [...before, bad, ...after]),
        examples: m.examples.map((bad) => [bad]),
      });
  return out;
}

function objectMutations(s: SchemaObject, ctx: GenContext, depth: number): Mutation[] {
  const out: Mutation[] = [];
  const base = valueArb(s, ctx, depth) as fc.Arbitrary<Record<string, unknown>>;
  const edge = edgeValue(s, "low", ctx) as Record<string, unknown>;
  const without = (o: Record<string, unknown>, name: string) => {
    const { [name]: _gone, ...rest } = o;
    return rest;
  };
  for (const name of s.required ?? [])
    out.push({
      label: `missing required property \`${name}\``,
      arb: base.map((o) => without(o, name)),
      examples: [without(edge, name)],
    });
  if (depth < MAX_DEPTH)
    for (const [name, prop] of Object.entries(s.properties ?? {}).slice(0, MAX_PROPS))
      for (const m of invalidValues(prop, ctx, depth + 1))
        out.push({
          label: `\`${name}\`: ${m.label}`,
          arb: fc.tuple(base, m.arb).map(([o, bad]) => ({ ...o, [name]: bad })),
          examples: m.examples.map((bad) => ({ ...edge, [name]: bad })),
        });
  if (admitsNothing(s.additionalProperties) || admitsNothing(s.unevaluatedProperties))
    out.push({
      label: "undeclared property",
      arb: fc.tuple(base, fc.jsonValue({ maxDepth: 1 })).map(([o, v]) => ({ ...o, fuzz_undeclared: v })),
      examples: [{ ...edge, fuzz_undeclared: 1 }],
    });
  return out;
}

/** The faults of each `anyOf`/`oneOf` branch (under the parent's keywords), one per label. */
function branchMutations(
  s: SchemaObject,
  branches: Schema[],
  ctx: GenContext,
  depth: number,
  seen: Set<string>,
): Mutation[] {
  const out: Mutation[] = [];
  const { oneOf: _o, anyOf: _a, ...parent } = s;
  for (const b of branches) {
    const flat = flattenAllOf(ctx.doc, b);
    if (typeof flat !== "object") continue;
    for (const m of invalidValues(mergeSchemas(parent, flat), ctx, depth))
      if (!seen.has(m.label)) {
        seen.add(m.label);
        out.push(m);
      }
  }
  return out;
}

/** Every mutation of `schema` this module knows, for values at `ctx.location`. */
export function invalidValues(schema: Schema, ctx: GenContext, depth = 0): Mutation[] {
  if (schema === true) return [];
  if (schema === false)
    return [{ label: "any value (schema is false)", arb: fc.jsonValue({ maxDepth: 1 }), examples: [1] }];
  const s = flattenAllOf(ctx.doc, schema);
  if (typeof s !== "object") return invalidValues(s, ctx, depth);
  // A member that must be left out (`@absent`): any value at all breaks it.
  if (admitsNothing(s))
    return [
      { label: "present, though it must be left out", arb: fc.jsonValue({ maxDepth: 1 }), examples: [1] },
    ];
  const out: Mutation[] = [];
  const branches = s.oneOf ?? s.anyOf;
  const branchTypes = branches?.flatMap((b) => {
    const flat = flattenAllOf(ctx.doc, b);
    return typeof flat === "object" ? (typesOf(flat) ?? ["any"]) : ["any"];
  });
  const types =
    typesOf(s) ?? (branchTypes && !branchTypes.includes("any") ? [...new Set(branchTypes)] : undefined);
  const typeMutation = types ? wrongType(types, ctx) : undefined;
  if (typeMutation) out.push(typeMutation);
  if (ctx.location === "body" && depth === 0 && types?.includes("object") && !types.includes("array"))
    out.push({
      label: "a valid value wrapped in an array",
      arb: valueArb(s, ctx).map((v) => [v]),
      examples: [[edgeValue(s, "low", ctx)]],
    });
  // Each branch's faults; the caller keeps those that break every branch (Ajv decides).
  if (branches)
    return [...out, ...branchMutations(s, branches, ctx, depth, new Set(out.map((m) => m.label)))];
  if ("const" in s) {
    const words = ["__fuzz__", 987654, false, null];
    out.push({ label: "not the const value", arb: fc.constantFrom(...words), examples: words });
  } else if (Array.isArray(s.enum) && s.enum.length) {
    const stringy = s.enum.filter((v): v is string => typeof v === "string");
    const words = ["__fuzz__", ...stringy.map((v) => v.toUpperCase()), ...stringy.map((v) => `${v}x`)];
    out.push({
      label: "not one of the enum values",
      arb: fc.oneof(fc.constantFrom(...words), anyString(ctx, 0, 8)),
      examples: words.slice(0, 3),
    });
  }
  const own = types ?? [];
  if (own.includes("string")) out.push(...stringMutations(s, ctx));
  if (own.includes("integer") || own.includes("number"))
    out.push(...numberMutations(s, own.includes("integer") && !own.includes("number")));
  if (ctx.location !== "body" && own.includes("boolean") && !own.includes("string")) {
    const words = ["maybe", "yes", "2"];
    out.push({ label: "not a boolean", arb: fc.constantFrom(...words), examples: words });
  }
  if (own.includes("array")) out.push(...arrayMutations(s, ctx, depth));
  if (own.includes("object") || (!types && s.properties)) out.push(...objectMutations(s, ctx, depth));
  return out.map((m) => ({ ...m, examples: m.examples.slice(0, MAX_EXAMPLES) }));
}
