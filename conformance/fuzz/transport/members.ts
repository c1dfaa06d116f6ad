/**
 * The members of a request body the transport cases aim at, found by walking the body's schema
 * alongside a valid body: string members (for NUL and lone surrogates) and any-JSON members (for
 * deep and wide JSON). A schema is any-JSON exactly where the fuzzer's value generator
 * (`arbitraries.ts`) falls back to `fc.jsonValue`: `true`, or — after `allOf` is folded in — no
 * `type`, no keyword that implies one, and no `const`, `enum` or combinator. A free-form object
 * (`additionalProperties` or `unevaluatedProperties` any, TypeSpec's `Record<unknown>`) adds one
 * any-JSON slot under a new key.
 */
import type { OpenApiDocument } from "../openapi.js";
import {
  admitsNothing,
  flattenAllOf,
  impliedType,
  isBinarySchema,
  mergeSchemas,
  type Schema,
  type SchemaObject,
  typesOf,
} from "../schema.js";
import type { SchemaValidator } from "../validator.js";

/** A body member: where it is (path segments from the body's root) and what it holds. */
export interface Member {
  path: Array<string | number>;
  kind: "string" | "any";
}

/** The key a free-form object's slot is added under. */
export const SLOT_KEY = "transport_fuzz";

/** Whether `schema` admits any JSON value (see the module's comment). */
export function isAnyJson(doc: OpenApiDocument, schema: Schema | undefined): boolean {
  if (schema === undefined || schema === true) return true;
  if (schema === false) return false;
  const s = flattenAllOf(doc, schema);
  if (typeof s !== "object") return s;
  if (admitsNothing(s) || isBinarySchema(s)) return false;
  if ("const" in s || s.enum || s.oneOf || s.anyOf || s.not !== undefined) return false;
  return typesOf(s) === undefined && impliedType(s) === undefined;
}

/** The schema an object gives undeclared members, when it admits any JSON there. */
function freeForm(doc: OpenApiDocument, s: SchemaObject): boolean {
  for (const key of ["additionalProperties", "unevaluatedProperties"] as const) {
    const extra = s[key];
    if (extra === true || (typeof extra === "object" && isAnyJson(doc, extra))) return true;
  }
  return false;
}

/** JSON Pointer of a path (`/items/0/name`). */
export function pointerOf(path: ReadonlyArray<string | number>): string {
  return path.map((p) => `/${String(p).replaceAll("~", "~0").replaceAll("/", "~1")}`).join("");
}

/**
 * String and any-JSON members of `value`, a valid body for `schema`. Arrays are entered at their
 * first item; of an `anyOf`/`oneOf`, the first branch the value satisfies is followed.
 */
export function bodyMembers(
  doc: OpenApiDocument,
  validator: SchemaValidator,
  schema: Schema,
  value: unknown,
): Member[] {
  const out: Member[] = [];
  walk(doc, validator, schema, value, [], out, 0);
  return out;
}

function walk(
  doc: OpenApiDocument,
  validator: SchemaValidator,
  schema: Schema,
  value: unknown,
  path: Array<string | number>,
  out: Member[],
  depth: number,
): void {
  if (depth > 12) return;
  if (isAnyJson(doc, schema)) {
    if (path.length) out.push({ path, kind: "any" });
    return;
  }
  const s = flattenAllOf(doc, schema);
  if (typeof s !== "object") return;
  const branches = s.oneOf ?? s.anyOf;
  if (branches?.length) {
    const { oneOf: _o, anyOf: _a, ...parent } = s;
    for (const b of branches) {
      const branch = flattenAllOf(doc, b);
      const merged = typeof branch === "object" ? mergeSchemas(parent, branch) : branch;
      if (validator.isValid(b, value)) {
        walk(doc, validator, merged, value, path, out, depth + 1);
        return;
      }
    }
    return;
  }
  if (typeof value === "string" && (typesOf(s) ?? [impliedType(s)]).includes("string")) {
    // A string from a closed list is refused by that list alone: no text to carry the bytes.
    const free = !isBinarySchema(s) && !("const" in s) && !s.enum;
    if (free && path.length) out.push({ path, kind: "string" });
    return;
  }
  if (Array.isArray(value)) {
    const item = s.prefixItems?.[0] ?? s.items;
    if (value.length && item !== undefined && item !== false)
      walk(doc, validator, item, value[0], [...path, 0], out, depth + 1);
    return;
  }
  if (value === null || typeof value !== "object") return;
  const record = value as Record<string, unknown>;
  for (const [name, member] of Object.entries(record)) {
    // Undeclared members of a free-form object are covered by its slot.
    const sub = s.properties?.[name];
    if (sub !== undefined) walk(doc, validator, sub, member, [...path, name], out, depth + 1);
  }
  if (freeForm(doc, s) && !(SLOT_KEY in record)) out.push({ path: [...path, SLOT_KEY], kind: "any" });
}

/** A copy of `value` with the member at `path` set to `member` (parents must exist). */
export function withMember(value: unknown, path: ReadonlyArray<string | number>, member: unknown): unknown {
  if (!path.length) return member;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = withMember(copy[head as number], rest, member);
    return copy;
  }
  const record = { ...((value ?? {}) as Record<string, unknown>) };
  record[head as string] = withMember(record[head as string], rest, member);
  return record;
}
