/**
 * Regression tests for bugs found in review of the code generator, each fixed; numbers
 * refer to the review list in the commit that fixed them.
 */
import ts from "typescript";
import { z } from "zod";
import { coerce } from "../runtime/validation/coerce.js";
import { serviceContext } from "./emit/context.js";
import { inlineRefs } from "./emit/mcp.js";
import { emitSchemas } from "./emit/schemas.js";
import { zodSchema } from "./emit/zodSchema.js";
import { componentIdentifiers } from "./names.js";
import { type JsonSchema, type OpenApiDocument, resolvePointer } from "./openapi.js";

function compile(schema: JsonSchema, origin: "json" | "string" = "json"): z.ZodType {
  const source = zodSchema(schema, { origin, refSource: (name) => name });
  return new Function("z", "coerce", `return ${source};`)(z, coerce) as z.ZodType;
}

function load(source: string): Record<string, unknown> {
  const js = ts.transpileModule(source, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
  }).outputText;
  const names = [...js.matchAll(/^export const (\w+)/gm)].map((m) => m[1]!);
  const body = js.replace(/^import\b[^;]*;/gm, "").replace(/^export /gm, "");
  return new Function("z", "coerce", `${body}\nreturn { ${names.join(", ")} };`)(z, coerce);
}

const docWith = (
  paths: OpenApiDocument["paths"],
  schemas: Record<string, JsonSchema> = {},
): OpenApiDocument => ({
  openapi: "3.1.0",
  info: { title: "T", version: "1" },
  paths,
  components: { schemas },
});

describe("zodSchema", () => {
  it.each<[string, { given: JsonSchema; origin: "json" | "string"; input: unknown; want: unknown }]>([
    [
      "1: a numeric const from a query string is coerced like an enum",
      { given: { const: 1 }, origin: "string", input: "1", want: 1 },
    ],
    [
      "1: a boolean const from a query string is coerced",
      { given: { type: "boolean", const: true }, origin: "string", input: "true", want: true },
    ],
    [
      "2: a numeric-looking string enum member survives coercion",
      { given: { enum: ["10", 20] }, origin: "string", input: "10", want: "10" },
    ],
    [
      "3: an object const matches by value",
      { given: { const: { a: 1 } }, origin: "json", input: { a: 1 }, want: { a: 1 } },
    ],
    [
      "3: an array enum member matches by value",
      { given: { enum: [[1, 2], "x"] }, origin: "json", input: [1, 2], want: [1, 2] },
    ],
  ])("%s", (_name, { given, origin, input, want }) => {
    expect(compile(given, origin).safeParse(input)).toEqual({ success: true, data: want });
  });

  it.each([
    ["4: an escaped hyphen outside a class", "^\\d{3}\\-\\d{4}$", "555-1234"],
    ["4: a hyphen after a class escape inside a class", "^[\\w-.]+$", "a.b-c"],
  ])(
    "%s: emits a pattern that compiles (ECMA-262 without the u flag allows it)",
    (_name, pattern, sample) => {
      expect(new RegExp(pattern).test(sample)).toBe(true); // valid JSON Schema pattern
      expect(() => compile({ type: "string", pattern })).not.toThrow();
    },
  );
});

describe("emitSchemas", () => {
  it.each<[string, { component: JsonSchema; input: string; want: unknown }]>([
    [
      "5: coerces a query parameter whose $ref is an integer scalar",
      { component: { type: "integer", format: "int32" }, input: "5", want: 5 },
    ],
    [
      "5: coerces a query parameter whose $ref is a numeric enum",
      { component: { type: "integer", enum: [1, 2, 3] }, input: "2", want: 2 },
    ],
    [
      "5: coerces a query parameter whose $ref is a boolean",
      { component: { type: "boolean" }, input: "true", want: true },
    ],
  ])("%s", (_name, { component, input, want }) => {
    const doc = docWith(
      {
        "/x": {
          get: {
            operationId: "x",
            parameters: [
              { name: "v", in: "query", required: true, schema: { $ref: "#/components/schemas/V" } },
            ],
            responses: {},
          },
        },
      },
      { V: component },
    );
    const bundle = load(emitSchemas(serviceContext("s", doc))).xSchemas as { query: z.ZodType };
    expect(bundle.query.safeParse({ v: input })).toEqual({ success: true, data: { v: want } });
  });

  it("6: splits a comma-separated query array declared explode: false (TypeSpec's default)", () => {
    const doc = docWith({
      "/x": {
        get: {
          operationId: "x",
          parameters: [
            {
              name: "ids",
              in: "query",
              style: "form",
              explode: false,
              schema: { type: "array", items: { type: "integer" } },
            },
          ],
          responses: {},
        },
      },
    });
    const bundle = load(emitSchemas(serviceContext("s", doc))).xSchemas as { query: z.ZodType };
    expect(bundle.query.safeParse({ ids: "1,2,3" })).toEqual({ success: true, data: { ids: [1, 2, 3] } });
  });
});

describe("inlineRefs", () => {
  it("7: keeps a property whose name starts with x- (only x- keywords are extensions)", () => {
    const schema = { type: "object", required: ["x-trace"], properties: { "x-trace": { type: "string" } } };
    expect(inlineRefs(docWith({}), schema)).toEqual(schema);
  });
});

describe("resolvePointer", () => {
  it.each(["constructor", "toString", "__proto__"])(
    "8: does not resolve %s through the prototype",
    (name) => {
      expect(() => resolvePointer(docWith({}), `#/components/schemas/${name}`)).toThrow(/unresolved \$ref/);
    },
  );
});

describe("componentIdentifiers", () => {
  it.each([
    ["9: a joined name colliding with a plain one", ["X.Item", "Y.Item", "XItem"]],
    ["9: two joined names colliding", ["A.B.Item", "AB.Item"]],
  ])("%s stays distinct", (_name, names) => {
    expect(new Set(componentIdentifiers(names).values()).size).toBe(names.length);
  });
});

describe("constraints beside anyOf and $ref", () => {
  it.each<[string, { given: JsonSchema; ok: unknown[]; bad: unknown[] }]>([
    [
      "a nullable string keeps its length limit",
      {
        given: { anyOf: [{ type: "string" }, { type: "null" }], maxLength: 3 },
        ok: ["abc", null],
        bad: ["abcd", 1],
      },
    ],
    [
      "a nullable integer keeps its range",
      {
        given: { anyOf: [{ type: "integer" }, { type: "null" }], minimum: 0, maximum: 9 },
        ok: [0, 9, null],
        bad: [-1, 10],
      },
    ],
  ])("%s", (_name, { given, ok, bad }) => {
    const schema = compile(given);
    for (const v of ok) expect([v, schema.safeParse(v).success]).toEqual([v, true]);
    for (const v of bad) expect([v, schema.safeParse(v).success]).toEqual([v, false]);
  });
});

describe("closed objects", () => {
  it("treats unevaluatedProperties {not: {}} (TypeSpec's ...Record<never>) as no extra members", () => {
    const schema = compile({
      type: "object",
      required: ["a"],
      properties: { a: { type: "string" } },
      unevaluatedProperties: { not: {} },
    });
    expect(schema.safeParse({ a: "x" }).success).toBe(true);
    expect(schema.safeParse({ a: "x", b: 1 }).success).toBe(false);
  });
});
