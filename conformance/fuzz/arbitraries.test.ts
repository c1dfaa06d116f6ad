import fc from "fast-check";
import { valueArb } from "./arbitraries.js";
import { edgeValue } from "./edges.js";
import type { OpenApiDocument, Param } from "./openapi.js";
import type { Schema } from "./schema.js";
import { createValidator } from "./validator.js";
import { asServerSees } from "./wire.js";

const doc: OpenApiDocument = {
  openapi: "3.1.0",
  components: {
    schemas: {
      Money: {
        type: "object",
        required: ["amount", "currency"],
        properties: { amount: { type: "integer", minimum: 0 }, currency: { enum: ["EUR", "USD"] } },
      },
      Tagged: { type: "object", properties: { tag: { type: "string", pattern: "^[a-z]{2,4}$" } } },
    },
  },
};
const validator = createValidator(doc);

/** Schemas every generator must satisfy, by what they exercise. */
const catalogue: Record<string, Schema> = {
  uuid: { type: "string", format: "uuid" },
  email: { type: "string", format: "email" },
  "date-time": { type: "string", format: "date-time" },
  date: { type: "string", format: "date" },
  uri: { type: "string", format: "uri" },
  pattern: { type: "string", pattern: "^[A-Z]{3}-\\d{3}$" },
  "digit range pattern": { type: "string", pattern: "^0*(?:[1-9]|[1-9][0-9]|100)$" },
  lengths: { type: "string", minLength: 3, maxLength: 5 },
  int32: { type: "integer", format: "int32" },
  int64: { type: "integer", format: "int64" },
  "exclusive bounds": { type: "number", exclusiveMinimum: 0, exclusiveMaximum: 1 },
  "integer bounds": { type: "integer", minimum: -5, maximum: 5 },
  multipleOf: { type: "integer", multipleOf: 5, minimum: 0, maximum: 100 },
  enum: { type: "string", enum: ["a", "b", "c"] },
  const: { const: 42 },
  nullable: { type: ["string", "null"], maxLength: 2 },
  array: { type: "array", items: { type: "boolean" }, minItems: 1, maxItems: 3 },
  "unique array": {
    type: "array",
    items: { type: "integer", minimum: 0, maximum: 3 },
    uniqueItems: true,
    maxItems: 3,
  },
  object: { type: "object", required: ["a"], properties: { a: { type: "string" }, b: { type: "number" } } },
  $ref: { $ref: "#/components/schemas/Money" },
  allOf: {
    allOf: [
      { $ref: "#/components/schemas/Money" },
      { type: "object", required: ["note"], properties: { note: { type: "string", maxLength: 10 } } },
    ],
  },
  anyOf: {
    anyOf: [
      { type: "string", format: "uuid" },
      { type: "integer", minimum: 1 },
    ],
  },
  oneOf: {
    oneOf: [
      { type: "string", const: "none" },
      { type: "integer", minimum: 0, maximum: 9 },
    ],
  },
  "closed object": {
    type: "object",
    additionalProperties: false,
    properties: { x: { $ref: "#/components/schemas/Tagged" } },
  },
  map: { type: "object", additionalProperties: { type: "integer" } },
  "absent member": {
    type: "object",
    required: ["queue"],
    properties: {
      queue: { type: "string" },
      handler: { not: {}, description: "not taken", "x-absent": "no" },
    },
  },
  "union told apart by a nested tag (a job body)": {
    anyOf: [
      {
        type: "object",
        required: ["trigger", "handler"],
        properties: {
          trigger: { type: "object", required: ["type"], properties: { type: { enum: ["task"] } } },
          handler: { type: "string", pattern: "^https://" },
        },
      },
      {
        type: "object",
        required: ["trigger"],
        properties: {
          trigger: { type: "object", required: ["type"], properties: { type: { enum: ["queue"] } } },
          handler: { not: {}, "x-absent": "is not taken by queue jobs" },
        },
      },
    ],
  },
  "base64 (a payment header)": {
    type: "string",
    maxLength: 64,
    pattern: "^(?:[A-Za-z0-9+/_-]{4})*(?:[A-Za-z0-9+/_-]{4}|[A-Za-z0-9+/_-]{2}(?:==)?|[A-Za-z0-9+/_-]{3}=?)$",
  },
};

describe("valueArb generates only values Ajv accepts", () => {
  it.each(Object.entries(catalogue))("%s (body)", (_name, schema) => {
    fc.assert(
      fc.property(
        valueArb(schema, { doc, location: "body" }),
        (v) => validator.check(schema, v) === undefined,
      ),
      { numRuns: 200, seed: 1 },
    );
  });

  const scalar = Object.entries(catalogue).filter(([name]) =>
    [
      "uuid",
      "email",
      "date",
      "pattern",
      "digit range pattern",
      "lengths",
      "int32",
      "integer bounds",
      "enum",
      "exclusive bounds",
      "base64 (a payment header)",
    ].includes(name),
  );
  it.each(scalar)("%s (query and header, as the server reads them)", (_name, schema) => {
    for (const location of ["query", "header"] as const) {
      const param: Param = {
        name: "p",
        in: location,
        required: true,
        schema,
        style: location === "query" ? "form" : "simple",
        explode: false,
      };
      fc.assert(
        fc.property(
          valueArb(schema, { doc, location }),
          (v) =>
            validator.isValid(schema, asServerSees(param, v, doc)) &&
            (location !== "header" || /^(?:[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?)?$/.test(String(v))),
        ),
        { numRuns: 100, seed: 2 },
      );
    }
  });

  it("arrays in a query parameter with explode: false survive the comma join", () => {
    const schema: Schema = { type: "array", items: { type: "integer", minimum: 1, maximum: 9 }, maxItems: 4 };
    const param: Param = { name: "ids", in: "query", required: true, schema, style: "form", explode: false };
    fc.assert(
      fc.property(valueArb(schema, { doc, location: "query" }), (v) => {
        const seen = asServerSees(param, v, doc);
        return (v as number[]).length === 0 || JSON.stringify(seen) === JSON.stringify(v);
      }),
      { numRuns: 100, seed: 3 },
    );
  });
});

describe("edgeValue", () => {
  it("takes the bounds, the enum ends and the required members", () => {
    const ctx = { doc, location: "body" as const };
    expect(edgeValue({ type: "integer", minimum: 0, maximum: 1000 }, "low", ctx)).toBe(0);
    expect(edgeValue({ type: "integer", exclusiveMaximum: 10 }, "high", ctx)).toBe(9);
    expect(edgeValue({ type: "string", minLength: 2, maxLength: 4 }, "high", ctx)).toBe("aaaa");
    expect(edgeValue({ enum: ["x", "y", "z"] }, "high", ctx)).toBe("z");
    expect(edgeValue({ $ref: "#/components/schemas/Money" }, "low", ctx)).toEqual({
      amount: 0,
      currency: "EUR",
    });
  });

  it("produces valid values for the whole catalogue", () => {
    for (const schema of Object.values(catalogue))
      for (const end of ["low", "high"] as const)
        expect(validator.check(schema, edgeValue(schema, end, { doc, location: "body" }))).toBeUndefined();
  });
});
