import { z } from "zod";
import { coerce } from "../../runtime/validation/coerce.js";
import type { JsonSchema } from "../openapi.js";
import { zodSchema } from "./zodSchema.js";

type Origin = "json" | "string";

/** Component schemas a `$ref` in the tables below may point at, already compiled. */
const components: Record<string, z.ZodType> = {
  Color: z.enum(["red", "green"]),
  Point: z.object({ x: z.number(), y: z.number() }),
  Cat: z.object({ kind: z.enum(["cat"]), lives: z.int() }),
  Dog: z.object({ kind: z.enum(["dog"]), name: z.string() }),
};

/** The emitted source, evaluated the way generated/<service>/schemas.ts evaluates it. */
function compile(schema: JsonSchema, origin: Origin = "json"): z.ZodType {
  const source = zodSchema(schema, { origin, refSource: (name) => `components[${JSON.stringify(name)}]` });
  return new Function("z", "coerce", "components", `return ${source};`)(z, coerce, components) as z.ZodType;
}

const uuid = "123e4567-e89b-12d3-a456-426614174000";

describe("zodSchema", () => {
  it("names an absent member with its x-absent reason", () => {
    const schema = compile({
      type: "object",
      properties: { handler: { not: {}, "x-absent": "is not taken" } },
    });
    const result = schema.safeParse({ handler: "x" });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["handler"], message: "is not taken" }),
    ]);
  });

  it.each<[string, { given: JsonSchema; origin?: Origin; accepts: unknown[]; rejects: unknown[] }]>([
    [
      "a plain string",
      { given: { type: "string" }, accepts: ["", "abc"], rejects: [1, null, undefined, true] },
    ],
    ["a schema no value meets", { given: { not: {} }, accepts: [], rejects: [null, 1, "", {}, undefined] }],
    [
      "an object whose absent member must be left out",
      {
        given: {
          type: "object",
          required: ["queue"],
          properties: { queue: { type: "string" }, handler: { not: {}, "x-absent": "is not taken" } },
        },
        accepts: [{ queue: "q" }],
        rejects: [
          { queue: "q", handler: "https://a.b" },
          { queue: "q", handler: null },
        ],
      },
    ],
    [
      "a uuid",
      {
        given: { type: "string", format: "uuid" },
        accepts: [uuid, uuid.toUpperCase(), "00000000-0000-0000-0000-000000000000"],
        rejects: ["not-a-uuid", uuid.slice(1), `${uuid}0`, 123],
      },
    ],
    [
      "an email",
      {
        given: { type: "string", format: "email" },
        accepts: ["a@example.com"],
        rejects: ["a@", "example.com", "a b@c.d"],
      },
    ],
    [
      "a date-time with offset",
      {
        given: { type: "string", format: "date-time" },
        accepts: ["2024-01-02T03:04:05Z", "2024-01-02T03:04:05.123+01:00", "2024-01-02T03:04:05-08:00"],
        rejects: ["2024-01-02", "03:04:05", "2024-13-02T03:04:05Z", "yesterday"],
      },
    ],
    [
      "a date",
      {
        given: { type: "string", format: "date" },
        accepts: ["2024-02-29"],
        rejects: ["2024-02-30", "2024-1-2", "x"],
      },
    ],
    [
      "a uri",
      {
        given: { type: "string", format: "uri" },
        accepts: ["https://example.com/a?b=c", "urn:isbn:0451450523"],
        rejects: ["example.com", "/relative/path", "http://"],
      },
    ],
    [
      "an unknown format as a plain string",
      { given: { type: "string", format: "byte" }, accepts: ["anything"], rejects: [1] },
    ],
    [
      "a pattern (unanchored, as in JSON Schema)",
      { given: { type: "string", pattern: "[0-9]{3}" }, accepts: ["123", "ab1234"], rejects: ["12", "abc"] },
    ],
    [
      "an anchored pattern",
      { given: { type: "string", pattern: "^[a-z]+$" }, accepts: ["abc"], rejects: ["abc1", "ABC", ""] },
    ],
    [
      "a pattern with non-BMP characters (unicode mode)",
      { given: { type: "string", pattern: "^.$" }, accepts: ["😀", "a"], rejects: ["ab"] },
    ],
    [
      "min and max length",
      {
        given: { type: "string", minLength: 2, maxLength: 4 },
        accepts: ["ab", "abcd"],
        rejects: ["a", "abcde"],
      },
    ],
    [
      "a format with length and pattern",
      {
        given: { type: "string", format: "email", maxLength: 13, pattern: "@example\\.com$" },
        accepts: ["a@example.com"],
        rejects: ["abc@example.com", "a@example.org"],
      },
    ],
    [
      "an integer",
      { given: { type: "integer" }, accepts: [0, -5, 42], rejects: [1.5, "42", Number.NaN, Infinity] },
    ],
    [
      "int32 bounds",
      {
        given: { type: "integer", format: "int32" },
        accepts: [-2147483648, 2147483647, 0],
        rejects: [-2147483649, 2147483648],
      },
    ],
    [
      "int32 with tighter declared bounds",
      {
        given: { type: "integer", format: "int32", minimum: 1, maximum: 10 },
        accepts: [1, 10],
        rejects: [0, 11],
      },
    ],
    [
      "int32 with looser declared bounds clamped to int32",
      {
        given: { type: "integer", format: "int32", minimum: -1e12, maximum: 1e12 },
        accepts: [2147483647],
        rejects: [2147483648, -2147483649],
      },
    ],
    [
      "int64 within safe integers",
      {
        given: { type: "integer", format: "int64" },
        accepts: [2 ** 53 - 1, -(2 ** 53 - 1), 2 ** 40],
        rejects: [2 ** 53, -(2 ** 53), 1.5],
      },
    ],
    [
      "inclusive number bounds",
      { given: { type: "number", minimum: 0, maximum: 1 }, accepts: [0, 0.5, 1], rejects: [-0.001, 1.001] },
    ],
    [
      "exclusive number bounds",
      {
        given: { type: "number", exclusiveMinimum: 0, exclusiveMaximum: 1 },
        accepts: [0.001, 0.999],
        rejects: [0, 1],
      },
    ],
    [
      "an integer multipleOf",
      { given: { type: "integer", multipleOf: 5 }, accepts: [0, 5, -10], rejects: [3, 7] },
    ],
    [
      "a decimal multipleOf",
      { given: { type: "number", multipleOf: 0.01 }, accepts: [0.07, 1.23, 10], rejects: [0.075, 1.001] },
    ],
    [
      "an enum of strings",
      { given: { type: "string", enum: ["uuid", "urn"] }, accepts: ["uuid", "urn"], rejects: ["hex", "", 0] },
    ],
    [
      "an enum of numbers from JSON (no coercion)",
      { given: { type: "integer", enum: [1, 2] }, accepts: [1, 2], rejects: ["1", 3] },
    ],
    [
      "a mixed enum from JSON (no coercion)",
      {
        given: { enum: ["a", 1, true, null] },
        accepts: ["a", 1, true, null],
        rejects: ["1", "true", false, "b"],
      },
    ],
    [
      "a mixed enum from a URL (coerces numbers and booleans)",
      {
        given: { enum: ["a", 1, true] },
        origin: "string",
        accepts: ["a", "1", 1, "true"],
        rejects: ["2", "false", "b"],
      },
    ],
    ["a string const", { given: { const: "2.0" }, accepts: ["2.0"], rejects: ["2", 2] }],
    ["a boolean const", { given: { const: false }, accepts: [false], rejects: [true, "false", 0] }],
    ["a null const", { given: { const: null }, accepts: [null], rejects: [undefined, "null", 0] }],
    [
      "a nullable type array",
      { given: { type: ["string", "null"] }, accepts: ["x", null], rejects: [undefined, 1] },
    ],
    [
      "a nullable constrained integer",
      { given: { type: ["integer", "null"], minimum: 1 }, accepts: [1, null], rejects: [0, "1"] },
    ],
    [
      "a type array union",
      { given: { type: ["string", "integer"] }, accepts: ["x", 3], rejects: [1.5, null, true] },
    ],
    ["a null type alone", { given: { type: "null" }, accepts: [null], rejects: [undefined, "null", 0, ""] }],
    ["a type array of only null", { given: { type: ["null"] }, accepts: [null], rejects: ["x"] }],
    ["a boolean", { given: { type: "boolean" }, accepts: [true, false], rejects: ["true", 1, null] }],
    ["an empty schema as anything", { given: {}, accepts: [1, "x", null, { a: 1 }, [1]], rejects: [] }],
    [
      "an array of items",
      {
        given: { type: "array", items: { type: "integer" } },
        accepts: [[], [1, 2]],
        rejects: [[1, "2"], "1", { 0: 1 }],
      },
    ],
    ["an array without items", { given: { type: "array" }, accepts: [[], [1, "a", null]], rejects: ["a"] }],
    [
      "min and max items",
      {
        given: { type: "array", items: { type: "string" }, minItems: 1, maxItems: 2 },
        accepts: [["a"], ["a", "b"]],
        rejects: [[], ["a", "b", "c"]],
      },
    ],
    [
      "unique items (by value, also for objects)",
      {
        given: { type: "array", uniqueItems: true },
        accepts: [
          [1, 2, "1"],
          [{ a: 1 }, { a: 2 }],
        ],
        rejects: [
          [1, 1],
          [{ a: 1 }, { a: 1 }],
        ],
      },
    ],
    [
      "required and optional properties",
      {
        given: {
          type: "object",
          required: ["id"],
          properties: { id: { type: "string" }, note: { type: "string" } },
        },
        accepts: [{ id: "a" }, { id: "a", note: "n" }],
        rejects: [{}, { note: "n" }, { id: 1 }, { id: "a", note: 2 }, null, []],
      },
    ],
    [
      "a property with a quoted name",
      {
        given: { type: "object", required: ["x-trace-id"], properties: { "x-trace-id": { type: "string" } } },
        accepts: [{ "x-trace-id": "t" }],
        rejects: [{ x_trace_id: "t" }, {}],
      },
    ],
    [
      "additionalProperties false",
      {
        given: { type: "object", properties: { a: { type: "string" } }, additionalProperties: false },
        accepts: [{ a: "x" }, {}],
        rejects: [{ a: "x", b: 1 }],
      },
    ],
    [
      "unevaluatedProperties false",
      {
        given: { type: "object", properties: { a: { type: "string" } }, unevaluatedProperties: false },
        accepts: [{ a: "x" }],
        rejects: [{ a: "x", b: 1 }],
      },
    ],
    [
      "additionalProperties as a schema",
      {
        given: {
          type: "object",
          properties: { a: { type: "string" } },
          additionalProperties: { type: "integer" },
        },
        accepts: [{ a: "x", b: 1, c: 2 }],
        rejects: [{ a: "x", b: "y" }, { a: 1 }],
      },
    ],
    [
      "properties without a type as an object",
      {
        given: { properties: { a: { type: "integer" } }, required: ["a"] },
        accepts: [{ a: 1 }],
        rejects: [{ a: "1" }, {}],
      },
    ],
    [
      "allOf as an intersection",
      {
        given: {
          allOf: [
            { type: "object", required: ["a"], properties: { a: { type: "string" } } },
            { type: "object", required: ["b"], properties: { b: { type: "integer" } } },
          ],
        },
        accepts: [{ a: "x", b: 1 }],
        rejects: [{ a: "x" }, { b: 1 }, { a: "x", b: "1" }],
      },
    ],
    [
      "allOf of constraints on one value",
      {
        given: {
          allOf: [
            { type: "string", minLength: 2 },
            { type: "string", maxLength: 3 },
          ],
        },
        accepts: ["ab"],
        rejects: ["a", "abcd"],
      },
    ],
    [
      "anyOf as a union",
      {
        given: { anyOf: [{ type: "string" }, { type: "integer" }] },
        accepts: ["a", 1],
        rejects: [1.5, null, true],
      },
    ],
    [
      "oneOf as a union",
      {
        given: { oneOf: [{ type: "boolean" }, { type: "null" }] },
        accepts: [true, null],
        rejects: ["true", 0],
      },
    ],
    [
      "a discriminated oneOf picks its branch by the named member",
      {
        given: {
          oneOf: [{ $ref: "#/components/schemas/Cat" }, { $ref: "#/components/schemas/Dog" }],
          discriminator: { propertyName: "kind" },
        },
        accepts: [
          { kind: "cat", lives: 9 },
          { kind: "dog", name: "Rex" },
        ],
        rejects: [{ kind: "cat", name: "Rex" }, { kind: "cow" }, { lives: 9 }],
      },
    ],
    [
      "a one-member anyOf as the member itself",
      { given: { anyOf: [{ type: "integer" }] }, accepts: [1], rejects: ["1"] },
    ],
    [
      "a component $ref",
      { given: { $ref: "#/components/schemas/Color" }, accepts: ["red", "green"], rejects: ["blue"] },
    ],
    [
      "a nullable component via anyOf",
      {
        given: { anyOf: [{ $ref: "#/components/schemas/Point" }, { type: "null" }] },
        accepts: [{ x: 1, y: 2 }, null],
        rejects: [{ x: 1 }, "p"],
      },
    ],
    [
      "an array of component refs",
      {
        given: { type: "array", items: { $ref: "#/components/schemas/Color" } },
        accepts: [["red", "green"]],
        rejects: [["red", "blue"]],
      },
    ],
    [
      "a query integer from text",
      {
        given: { type: "integer" },
        origin: "string",
        accepts: ["42", "-7", 42],
        rejects: ["4x2", "", " 1", "0x10", "1.5", "01"],
      },
    ],
    [
      "a query int32 from text, bounds still applied",
      {
        given: { type: "integer", format: "int32", minimum: 1 },
        origin: "string",
        accepts: ["1", "2147483647"],
        rejects: ["0", "2147483648"],
      },
    ],
    [
      "a query number from text",
      {
        given: { type: "number", exclusiveMaximum: 10 },
        origin: "string",
        accepts: ["1.5", "-2", "9.99e0"],
        rejects: ["10", "1e1", "NaN", "abc"],
      },
    ],
    [
      "a query boolean from text",
      {
        given: { type: "boolean" },
        origin: "string",
        accepts: ["true", "false", true],
        rejects: ["yes", "1", "TRUE", ""],
      },
    ],
    [
      "a query string stays text (no numeric coercion)",
      {
        given: { type: "string", pattern: "^[0-9]+$" },
        origin: "string",
        accepts: ["007", "42"],
        rejects: [42],
      },
    ],
    [
      "a query array of integers",
      {
        given: { type: "array", items: { type: "integer" }, maxItems: 2 },
        origin: "string",
        accepts: ["1", ["1", "2"]],
        rejects: [
          ["1", "x"],
          ["1", "2", "3"],
        ],
      },
    ],
    [
      "a nullable query integer",
      { given: { type: ["integer", "null"] }, origin: "string", accepts: ["3", null], rejects: ["x"] },
    ],
  ])("validates %s", (_name, { given, origin, accepts, rejects }) => {
    const schema = compile(given, origin);
    for (const value of accepts) {
      expect({ value, success: schema.safeParse(value).success }).toEqual({ value, success: true });
    }
    for (const value of rejects) {
      expect({ value, success: schema.safeParse(value).success }).toEqual({ value, success: false });
    }
  });

  it.each<[string, { given: JsonSchema; origin?: Origin; input: unknown; want: unknown }]>([
    ["an integer from query text", { given: { type: "integer" }, origin: "string", input: "42", want: 42 }],
    [
      "a number from query text",
      { given: { type: "number" }, origin: "string", input: "-1.25", want: -1.25 },
    ],
    ["true from query text", { given: { type: "boolean" }, origin: "string", input: "true", want: true }],
    ["false from query text", { given: { type: "boolean" }, origin: "string", input: "false", want: false }],
    [
      "a single query value into an array",
      { given: { type: "array", items: { type: "string" } }, origin: "string", input: "a", want: ["a"] },
    ],
    [
      "repeated query values into typed items",
      {
        given: { type: "array", items: { type: "integer" } },
        origin: "string",
        input: ["1", "2"],
        want: [1, 2],
      },
    ],
    [
      "a numeric enum member from query text",
      { given: { enum: ["one", 1] }, origin: "string", input: "1", want: 1 },
    ],
    [
      "a boolean enum member from query text",
      { given: { type: "boolean", enum: [true] }, origin: "string", input: "true", want: true },
    ],
    [
      "a missing property with its default",
      {
        given: {
          type: "object",
          required: ["name"],
          properties: {
            name: { type: "string" },
            size: { type: "integer", default: 3 },
            tags: { type: "array", default: ["a"] },
          },
        },
        input: { name: "w" },
        want: { name: "w", size: 3, tags: ["a"] },
      },
    ],
    [
      "a present property over its default",
      {
        given: { type: "object", properties: { size: { type: "integer", default: 3 } } },
        input: { size: 9 },
        want: { size: 9 },
      },
    ],
    [
      "an object without unknown keys (stripped by default)",
      {
        given: { type: "object", properties: { a: { type: "string" } } },
        input: { a: "x", extra: 1 },
        want: { a: "x" },
      },
    ],
    [
      "unknown keys when additionalProperties is true",
      {
        given: { type: "object", properties: { a: { type: "string" } }, additionalProperties: true },
        input: { a: "x", extra: { deep: [1] } },
        want: { a: "x", extra: { deep: [1] } },
      },
    ],
    [
      "unknown keys when additionalProperties is an empty schema",
      {
        given: { type: "object", additionalProperties: {} },
        input: { any: "thing" },
        want: { any: "thing" },
      },
    ],
    [
      "both halves of an allOf",
      {
        given: {
          allOf: [
            { type: "object", properties: { a: { type: "string" } } },
            { type: "object", properties: { b: { type: "integer", default: 0 } } },
          ],
        },
        input: { a: "x" },
        want: { a: "x", b: 0 },
      },
    ],
  ])("yields %s", (_name, { given, origin, input, want }) => {
    const result = compile(given, origin).safeParse(input);
    expect(result).toEqual({ success: true, data: want });
  });

  it.each<[string, { given: JsonSchema; origin?: Origin; want: string }]>([
    ["a plain string", { given: { type: "string" }, want: "z.string()" }],
    ["a uuid as z.guid", { given: { type: "string", format: "uuid" }, want: "z.guid()" }],
    [
      "a pattern in unicode mode",
      { given: { type: "string", pattern: '^a"b$' }, want: 'z.string().regex(new RegExp("^a\\"b$", "u"))' },
    ],
    [
      "int32 bounds",
      { given: { type: "integer", format: "int32" }, want: "z.int().gte(-2147483648).lte(2147483647)" },
    ],
    ["a string enum", { given: { enum: ["a", "b"] }, want: 'z.enum(["a","b"])' }],
    ["a nullable string", { given: { type: ["string", "null"] }, want: "z.string().nullable()" }],
    [
      "a query integer",
      { given: { type: "integer" }, origin: "string", want: "z.preprocess(coerce.number, z.int())" },
    ],
    ["a JSON integer without coercion", { given: { type: "integer" }, origin: "json", want: "z.int()" }],
    [
      "a ref through refSource",
      { given: { $ref: "#/components/schemas/Color" }, want: 'components["Color"]' },
    ],
  ])("emits %s", (_name, { given, origin, want }) => {
    expect(zodSchema(given, { origin, refSource: (name) => `components[${JSON.stringify(name)}]` })).toBe(
      want,
    );
  });

  it.each([
    ["a parameter ref", { given: { $ref: "#/components/parameters/Limit" } }],
    ["a remote ref", { given: { $ref: "https://example.com/s.json" } }],
  ])("rejects %s", (_name, { given }) => {
    expect(() => zodSchema(given, { refSource: () => "x" })).toThrow(`unsupported $ref ${given.$ref}`);
  });

  it("passes each component name to refSource", () => {
    const seen: string[] = [];
    zodSchema(
      {
        type: "object",
        properties: {
          a: { $ref: "#/components/schemas/Contract.A" },
          b: { items: { $ref: "#/components/schemas/B" }, type: "array" },
        },
      },
      {
        refSource: (name) => {
          seen.push(name);
          return "z.unknown()";
        },
      },
    );
    expect(seen).toEqual(["Contract.A", "B"]);
  });
});
