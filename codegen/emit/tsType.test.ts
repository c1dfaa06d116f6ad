import type { JsonSchema } from "../openapi.js";
import { type TsTypeOptions, tsType } from "./tsType.js";

const refName = (component: string) => `Types.${component.split(".").pop()}`;

describe("tsType", () => {
  it.each<[string, { given: JsonSchema; want: string }]>([
    ["a string", { given: { type: "string" }, want: "string" }],
    [
      "a formatted, constrained string as string",
      { given: { type: "string", format: "uuid", pattern: "^x", maxLength: 3 }, want: "string" },
    ],
    ["an integer as number", { given: { type: "integer", format: "int64" }, want: "number" }],
    ["a number", { given: { type: "number", minimum: 0 }, want: "number" }],
    ["a boolean", { given: { type: "boolean" }, want: "boolean" }],
    ["null", { given: { type: "null" }, want: "null" }],
    ["a nullable type array", { given: { type: ["string", "null"] }, want: "string | null" }],
    ["a type array union", { given: { type: ["integer", "boolean"] }, want: "number | boolean" }],
    ["an unknown type name", { given: { type: "file" }, want: "unknown" }],
    ["an empty schema", { given: {}, want: "unknown" }],
    ["a schema no value meets (an absent member)", { given: { not: {}, description: "x" }, want: "never" }],
    [
      "an object with an absent member",
      {
        given: { type: "object", properties: { handler: { not: {}, "x-absent": "not here" } } },
        want: "{\n  handler?: never;\n}",
      },
    ],
    ["a string enum", { given: { type: "string", enum: ["uuid", "urn"] }, want: '"uuid" | "urn"' }],
    ["a mixed enum", { given: { enum: ["a", 1, true, null] }, want: '"a" | 1 | true | null' }],
    ["an enum member needing escapes", { given: { enum: ['say "hi"'] }, want: '"say \\"hi\\""' }],
    ["a string const", { given: { const: "2.0" }, want: '"2.0"' }],
    ["a false const", { given: { const: false }, want: "false" }],
    ["a null const", { given: { const: null }, want: "null" }],
    [
      "a $ref through refName",
      { given: { $ref: "#/components/schemas/Contract.ErrorEnvelope" }, want: "Types.ErrorEnvelope" },
    ],
    ["an array of items", { given: { type: "array", items: { type: "string" } }, want: "Array<string>" }],
    [
      "an array of a union",
      { given: { type: "array", items: { type: ["integer", "null"] } }, want: "Array<number | null>" },
    ],
    ["an array without items", { given: { type: "array" }, want: "unknown[]" }],
    [
      "a nested array of refs",
      {
        given: { type: "array", items: { type: "array", items: { $ref: "#/components/schemas/A" } } },
        want: "Array<Array<Types.A>>",
      },
    ],
    [
      "allOf as a parenthesised intersection",
      {
        given: { allOf: [{ $ref: "#/components/schemas/A" }, { type: ["string", "null"] }] },
        want: "(Types.A) & (string | null)",
      },
    ],
    [
      "anyOf as a union",
      { given: { anyOf: [{ $ref: "#/components/schemas/A" }, { type: "null" }] }, want: "Types.A | null" },
    ],
    [
      "oneOf as a union",
      { given: { oneOf: [{ type: "string" }, { type: "integer" }] }, want: "string | number" },
    ],
    ["an object without properties", { given: { type: "object" }, want: "Record<string, never>" }],
    [
      "a strict object without properties",
      { given: { type: "object", additionalProperties: false }, want: "Record<string, never>" },
    ],
    [
      "required and optional properties",
      {
        given: {
          type: "object",
          required: ["id"],
          properties: { id: { type: "string" }, note: { type: ["string", "null"] } },
        },
        want: "{\n  id: string;\n  note?: string | null;\n}",
      },
    ],
    [
      "properties without a type as an object",
      { given: { properties: { a: { type: "integer" } } }, want: "{\n  a?: number;\n}" },
    ],
    [
      "quoted property names",
      {
        given: {
          type: "object",
          required: ["x-trace-id"],
          properties: { "x-trace-id": { type: "string" }, "2fa": { type: "boolean" } },
        },
        want: '{\n  "x-trace-id": string;\n  "2fa"?: boolean;\n}',
      },
    ],
    [
      "property descriptions as JSDoc",
      {
        given: { type: "object", properties: { a: { type: "string", description: "The a." } } },
        want: "{\n  /** The a. */\n  a?: string;\n}",
      },
    ],
    [
      "a nested object, indented",
      {
        given: {
          type: "object",
          required: ["inner"],
          properties: { inner: { type: "object", required: ["x"], properties: { x: { type: "number" } } } },
        },
        want: "{\n  inner: {\n    x: number;\n  };\n}",
      },
    ],
    [
      "additionalProperties true as an unknown index",
      { given: { type: "object", additionalProperties: true }, want: "{\n  [key: string]: unknown;\n}" },
    ],
    [
      "additionalProperties as a typed index",
      {
        given: { type: "object", additionalProperties: { type: "integer" } },
        want: "{\n  [key: string]: number;\n}",
      },
    ],
    [
      "unevaluatedProperties as a typed index",
      {
        given: { type: "object", unevaluatedProperties: { $ref: "#/components/schemas/A" } },
        want: "{\n  [key: string]: Types.A;\n}",
      },
    ],
    [
      "an unknown index beside declared properties",
      {
        given: {
          type: "object",
          required: ["a"],
          properties: { a: { type: "string" } },
          additionalProperties: { type: "integer" },
        },
        want: "{\n  a: string;\n  [key: string]: unknown;\n}",
      },
    ],
    [
      "a nullable object",
      {
        given: { type: ["object", "null"], required: ["a"], properties: { a: { type: "string" } } },
        want: "{\n  a: string;\n} | null",
      },
    ],
  ])("writes %s", (_name, { given, want }) => {
    expect(tsType(given, { refName })).toBe(want);
  });

  it.each<[string, { given: Omit<TsTypeOptions, "refName">; want: string }]>([
    [
      "leaves defaulted properties optional by default",
      { given: {}, want: "{\n  name: string;\n  size?: number;\n  note?: string;\n}" },
    ],
    [
      "treats defaulted properties as present with defaultsArePresent",
      {
        given: { defaultsArePresent: true },
        want: "{\n  name: string;\n  size: number;\n  note?: string;\n}",
      },
    ],
    [
      "indents the closing brace with indent",
      { given: { indent: "  " }, want: "{\n    name: string;\n    size?: number;\n    note?: string;\n  }" },
    ],
  ])("%s", (_name, { given, want }) => {
    const schema: JsonSchema = {
      type: "object",
      required: ["name"],
      properties: {
        name: { type: "string" },
        size: { type: "integer", default: 1 },
        note: { type: "string" },
      },
    };
    expect(tsType(schema, { refName, ...given })).toBe(want);
  });

  it("applies defaultsArePresent to nested objects too", () => {
    const schema: JsonSchema = {
      type: "object",
      properties: { inner: { type: "object", properties: { flag: { type: "boolean", default: false } } } },
    };
    expect(tsType(schema, { refName, defaultsArePresent: true })).toBe(
      "{\n  inner?: {\n    flag: boolean;\n  };\n}",
    );
  });

  it.each([
    ["a parameter ref", { given: { $ref: "#/components/parameters/Limit" } }],
    ["a remote ref", { given: { $ref: "other.yaml#/components/schemas/A" } }],
  ])("rejects %s", (_name, { given }) => {
    expect(() => tsType(given, { refName })).toThrow(`unsupported $ref ${given.$ref}`);
  });
});
