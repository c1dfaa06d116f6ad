/**
 * Ajv (JSON Schema 2020-12, formats on) over a published OpenAPI 3.1 document: the
 * document's components are registered once, so any schema taken from it — with its
 * `#/components/...` references — validates as written. In strict mode every object schema
 * that does not say otherwise is closed (`unevaluatedProperties: false`), so undeclared
 * response properties are reported; normal runs honour the contract's open objects.
 */
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import type { OpenApiDocument } from "./openapi.js";
import { type Schema, type SchemaObject, typesOf } from "./schema.js";

const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

/** Validates values against schemas of one document. */
export interface SchemaValidator {
  /** A short description of why `value` breaks `schema`, or undefined when it conforms. */
  check(schema: Schema, value: unknown): string | undefined;
  isValid(schema: Schema, value: unknown): boolean;
}

const DOCUMENT_ID = "urn:fuzz:document";
const SCHEMA_LISTS = ["allOf", "anyOf", "oneOf", "prefixItems"];
const SCHEMA_MAPS = ["properties", "patternProperties", "$defs", "dependentSchemas"];
const SCHEMA_SINGLES = [
  "items",
  "additionalProperties",
  "unevaluatedProperties",
  "unevaluatedItems",
  "not",
  "if",
  "then",
  "else",
  "contains",
  "propertyNames",
];

/** `$ref`s that are direct branches of a combinator: their targets must stay open in strict mode. */
function branchRefs(node: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const item of node) branchRefs(item, out);
  else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      if (["allOf", "anyOf", "oneOf"].includes(key) && Array.isArray(value))
        for (const branch of value)
          if (branch && typeof branch === "object" && typeof branch.$ref === "string") out.add(branch.$ref);
      branchRefs(value, out);
    }
  }
  return out;
}

/** Copies a schema: local `$ref`s point into the registered document; strict mode closes objects. */
function prepare(schema: Schema, strict: boolean, isBranch = false): Schema {
  if (typeof schema !== "object" || schema === null) return schema;
  const out: SchemaObject = { ...schema };
  if (typeof out.$ref === "string" && out.$ref.startsWith("#")) out.$ref = DOCUMENT_ID + out.$ref;
  for (const key of SCHEMA_LISTS) {
    const list = out[key];
    if (Array.isArray(list)) out[key] = list.map((s: Schema) => prepare(s, strict, key !== "prefixItems"));
  }
  for (const key of SCHEMA_MAPS) {
    const map = out[key];
    if (map && typeof map === "object")
      out[key] = Object.fromEntries(Object.entries(map).map(([k, s]) => [k, prepare(s as Schema, strict)]));
  }
  for (const key of SCHEMA_SINGLES) {
    const sub = out[key];
    if (sub !== undefined && typeof sub === "object") out[key] = prepare(sub as Schema, strict);
  }
  const objectLike = typesOf(out)?.includes("object") ?? out.properties !== undefined;
  if (
    strict &&
    !isBranch &&
    objectLike &&
    out.additionalProperties === undefined &&
    out.unevaluatedProperties === undefined &&
    out.patternProperties === undefined
  )
    out.unevaluatedProperties = false;
  return out;
}

/** Ajv error list → one line. */
function describe(validate: ValidateFunction): string {
  return (validate.errors ?? [])
    .slice(0, 3)
    .map((e) => {
      const extra =
        e.keyword === "unevaluatedProperties" || e.keyword === "additionalProperties"
          ? ` (${String((e.params as Record<string, unknown>).unevaluatedProperty ?? (e.params as Record<string, unknown>).additionalProperty)})`
          : "";
      return `${e.instancePath || "/"} ${e.message ?? e.keyword}${extra}`;
    })
    .join("; ");
}

/** A validator for schemas of `doc`. */
export function createValidator(doc: OpenApiDocument, options: { strict?: boolean } = {}): SchemaValidator {
  const strict = options.strict === true;
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false, logger: false });
  addFormats(ajv);
  const open = branchRefs(doc);
  const components: Record<string, unknown> = {};
  for (const [kind, entries] of Object.entries(doc.components ?? {})) {
    if (kind !== "schemas" || !entries) {
      components[kind] = entries;
      continue;
    }
    components.schemas = Object.fromEntries(
      Object.entries(entries).map(([name, s]) => [
        name,
        prepare(s as Schema, strict, open.has(`#/components/schemas/${name}`)),
      ]),
    );
  }
  ajv.addSchema({ $id: DOCUMENT_ID, components } as object);

  const cache = new WeakMap<object, ValidateFunction | null>();
  const compiled = (schema: SchemaObject): ValidateFunction | null => {
    if (!cache.has(schema)) {
      try {
        cache.set(schema, ajv.compile(prepare(schema, strict) as object));
      } catch {
        cache.set(schema, null); // a schema Ajv cannot compile is not checked
      }
    }
    return cache.get(schema) ?? null;
  };

  const check = (schema: Schema, value: unknown): string | undefined => {
    if (schema === true) return undefined;
    if (schema === false) return "/ no value is allowed";
    const validate = compiled(schema);
    if (!validate || validate(value)) return undefined;
    return describe(validate) || "/ does not match the schema";
  };
  return { check, isValid: (schema, value) => check(schema, value) === undefined };
}
