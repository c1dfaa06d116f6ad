/**
 * Boundary cases, tried before the random ones: every input at the low end of what its
 * schema allows (minimum, minLength, minItems, first enum value, required members only) and
 * at the high end (maximum, maxLength, maxItems, last enum value, every member), plus the
 * documented examples. Where no edge is obvious (patterns, formats) a seeded sample stands in.
 */
import fc from "fast-check";
import { type GenContext, valueArb } from "./arbitraries.js";
import {
  type CaseContext,
  credentialHeaders,
  type FuzzCase,
  fuzzableParams,
  isOpaque,
  paramArb,
} from "./cases.js";
import type { Operation } from "./openapi.js";
import {
  admitsNothing,
  flattenAllOf,
  impliedType,
  mergeSchemas,
  type Schema,
  type SchemaObject,
  typesOf,
} from "./schema.js";
import type { CaseInputs } from "./wire.js";

type End = "low" | "high";

const sample = (schema: Schema, ctx: GenContext) =>
  fc.sample(valueArb(schema, ctx), { numRuns: 1, seed: 7 })[0];

function bound(s: SchemaObject, end: End): number | undefined {
  const integer = typesOf(s)?.includes("integer") ?? false;
  const exclusive = end === "low" ? s.exclusiveMinimum : s.exclusiveMaximum;
  if (typeof exclusive === "number")
    return integer ? (end === "low" ? Math.floor(exclusive) + 1 : Math.ceil(exclusive) - 1) : undefined;
  const inclusive = end === "low" ? s.minimum : s.maximum;
  if (inclusive === undefined || !integer) return inclusive;
  return end === "low" ? Math.ceil(inclusive) : Math.floor(inclusive);
}

/** A value at one end of what `schema` allows (Ajv re-checks it like any other). */
export function edgeValue(schema: Schema, end: End, ctx: GenContext, depth = 0): unknown {
  if (typeof schema !== "object" || depth > 4) return sample(schema, ctx);
  const s = flattenAllOf(ctx.doc, schema);
  if (typeof s !== "object") return sample(s, ctx);
  if ("const" in s) return s.const;
  if (Array.isArray(s.enum) && s.enum.length) return end === "low" ? s.enum[0] : s.enum[s.enum.length - 1];
  const branches = s.oneOf ?? s.anyOf;
  if (branches?.[0] !== undefined) {
    const { oneOf: _o, anyOf: _a, ...parent } = s;
    const first = flattenAllOf(ctx.doc, branches[0]);
    return typeof first === "object"
      ? edgeValue(mergeSchemas(parent, first), end, ctx, depth)
      : sample(first, ctx);
  }
  const type = (typesOf(s) ?? [impliedType(s)]).find((t) => t !== "null" || ctx.location === "body");
  switch (type) {
    case "integer":
    case "number": {
      const b = bound(s, end);
      return b !== undefined && (!s.multipleOf || b % s.multipleOf === 0) ? b : sample(s, ctx);
    }
    case "string": {
      if (s.pattern || s.format) {
        // The shortest (low) or longest (high) of a few samples.
        const values = fc.sample(valueArb(s, ctx), { numRuns: 20, seed: 7 }).map(String);
        values.sort((a, b) => a.length - b.length);
        return end === "low" ? values[0] : values[values.length - 1];
      }
      const min = Math.max(s.minLength ?? 0, ctx.location === "path" ? 1 : 0);
      const length = end === "low" ? min : Math.min(s.maxLength ?? min + 16, Math.max(min, 256));
      return "a".repeat(length);
    }
    case "boolean":
      return end === "high";
    case "null":
      return null;
    case "array": {
      const count =
        end === "low"
          ? (s.minItems ?? 0)
          : Math.min(s.maxItems ?? (s.minItems ?? 0) + 2, (s.minItems ?? 0) + 3);
      if (s.uniqueItems && count > 1) return sample(s, ctx);
      return Array.from({ length: count }, () => edgeValue(s.items ?? true, end, ctx, depth + 1));
    }
    case "object": {
      const required = new Set(s.required ?? []);
      const out: Record<string, unknown> = {};
      for (const [name, prop] of Object.entries(s.properties ?? {}))
        if ((end === "high" && !admitsNothing(flattenAllOf(ctx.doc, prop))) || required.has(name))
          out[name] = edgeValue(prop, end, ctx, depth + 1);
      return out;
    }
    default:
      return sample(s, ctx);
  }
}

/** The edge cases of an operation: low, high, and documented examples when there are any. */
export function edgeCases(op: Operation, ctx: CaseContext): FuzzCase[] {
  const auth = credentialHeaders(op, ctx);
  const params = fuzzableParams(op);
  const build = (pick: (p: (typeof params)[number]) => unknown, withBody: End): FuzzCase => {
    const inputs: CaseInputs = { path: {}, query: {}, header: {}, cookie: {} };
    for (const p of params) {
      const value = pick(p);
      if (value !== undefined) inputs[p.in][p.name] = value;
    }
    const media = op.body?.content.find((c) => c.schema !== undefined);
    if (media?.schema !== undefined && !media.mediaType.startsWith("multipart/"))
      inputs.body = {
        mediaType: media.mediaType,
        value: edgeValue(media.schema, withBody, { doc: ctx.contract.doc, location: "body" }),
      };
    return {
      kind: "positive",
      label: "edge",
      inputs,
      authHeaders: auth ?? {},
      credentialsSent: auth !== undefined,
      // A required server-issued value (a signed URL's parts) sent as made up: no acceptance owed.
      opaque: params.some((p) => isOpaque(ctx, p) && inputs[p.in][p.name] !== undefined),
    };
  };
  const fixed = (p: (typeof params)[number]) => {
    // Fixture values, and the Accept value, are not the fuzzer's to vary.
    const arb = paramArb(op, ctx, p);
    const values = fc.sample(arb, { numRuns: 3, seed: 1 });
    return values.every((v) => v === values[0]) ? values[0] : undefined;
  };
  const at = (end: End) => (p: (typeof params)[number]) => {
    const given = fixed(p);
    if (given !== undefined) return p.required || end === "high" ? given : undefined;
    if (!p.required && end === "low") return undefined;
    // Optional opaque tokens stay out; a required one is sent (the request is invalid without it).
    if (isOpaque(ctx, p) && !p.required) return undefined;
    return edgeValue(p.schema, end, { doc: ctx.contract.doc, location: p.in });
  };
  const cases = [build(at("low"), "low"), build(at("high"), "high")];
  if (params.some((p) => p.example !== undefined)) cases.push(build((p) => p.example ?? at("low")(p), "low"));
  return cases;
}
