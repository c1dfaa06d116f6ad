import { Readable } from "node:stream";
import ts from "typescript";
import { z } from "zod";
import { isBinaryContent, isUpload, markUpload } from "../../runtime/binary.js";
import { coerce } from "../../runtime/validation/coerce.js";
import { type JsonSchema, listOperations, type OpenApiDocument } from "../openapi.js";
import { serviceContext } from "./context.js";
import { emitSchemas, operationSchemasName } from "./schemas.js";

/** Evaluates an emitted schemas.ts: types stripped, its imports bound to the real ones. */
function load(source: string): Record<string, unknown> {
  const js = ts.transpileModule(source, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
  }).outputText;
  const names = [...js.matchAll(/^export const (\w+)/gm)].map((m) => m[1]!);
  const body = js.replace(/^import\b[^;]*;/gm, "").replace(/^export /gm, "");
  return new Function(
    "z",
    "coerce",
    "isUpload",
    "isBinaryContent",
    `${body}\nreturn { ${names.join(", ")} };`,
  )(z, coerce, isUpload, isBinaryContent);
}

type Part = "path" | "query" | "headers" | "cookies" | "body";
type Bundle = {
  path?: z.ZodType;
  query?: z.ZodType;
  headers?: z.ZodType;
  cookies?: z.ZodType;
  body?: z.ZodType;
  responses: Record<string, z.ZodType>;
};

const ok = { "200": { description: "OK" } };
const componentSchemas: Record<string, JsonSchema> = {
  // Declared before what it references, to exercise the dependency order.
  Basket: {
    type: "object",
    required: ["fruit"],
    properties: { fruit: { type: "array", items: { $ref: "#/components/schemas/Lib.Fruit" } } },
    description: "A basket of fruit.",
  },
  "Lib.Fruit": { type: "string", enum: ["apple", "pear"] },
  Tree: {
    type: "object",
    properties: {
      value: { type: "integer" },
      children: { type: "array", items: { $ref: "#/components/schemas/Tree" } },
    },
  },
  Level: { type: "integer", enum: [1, 2, 3] },
};

function docWith(paths: OpenApiDocument["paths"]): OpenApiDocument {
  return {
    openapi: "3.1.0",
    info: { title: "T", version: "1" },
    paths,
    components: { schemas: componentSchemas },
  };
}

const doc = docWith({
  "/baskets/{basket-id}": {
    post: {
      operationId: "add_fruit",
      parameters: [
        { name: "basket-id", in: "path", schema: { type: "string", format: "uuid" } },
        {
          name: "count",
          in: "query",
          schema: { type: "string", pattern: "^[0-9]+$", default: "1" },
          "x-digit-range": { minimum: 1, maximum: 100 },
        },
        { name: "dry_run", in: "query", schema: { type: "boolean" } },
        { name: "tags", in: "query", required: true, schema: { type: "array", items: { type: "string" } } },
        { name: "X-Trace-Id", in: "header", required: true, schema: { type: "string", minLength: 4 } },
        { name: "session", in: "cookie", schema: { type: "string" } },
      ],
      requestBody: {
        required: true,
        content: { "application/json": { schema: { $ref: "#/components/schemas/Basket" } } },
      },
      responses: {
        "201": {
          description: "Added",
          content: { "application/json": { schema: { $ref: "#/components/schemas/Basket" } } },
        },
        "204": { description: "Nothing to add" },
        "4XX": {
          description: "Bad",
          content: {
            "application/json": { schema: { type: "object", properties: { message: { type: "string" } } } },
          },
        },
      },
    },
  },
  "/notes": {
    put: {
      operationId: "put-note",
      requestBody: { content: { "text/plain": { schema: { type: "string" } } } },
      responses: { "200": { description: "", content: { "text/markdown": { schema: { type: "string" } } } } },
    },
    post: {
      operationId: "upload",
      requestBody: {
        content: {
          "application/octet-stream": {
            schema: { type: "string", contentMediaType: "application/octet-stream" },
          },
        },
      },
      responses: {
        "200": {
          description: "",
          content: { "application/json": { schema: { $ref: "#/components/schemas/Tree" } } },
        },
      },
    },
  },
});

describe("operationSchemasName", () => {
  it.each([
    ["snake_case", { given: "add_fruit", want: "addFruitSchemas" }],
    ["kebab-case", { given: "put-note", want: "putNoteSchemas" }],
    ["camelCase", { given: "getUuid", want: "getUuidSchemas" }],
  ])("names a %s operation", (_name, { given, want }) => {
    const [op] = listOperations(docWith({ "/x": { get: { operationId: given, responses: ok } } }));
    expect(operationSchemasName(op!)).toBe(want);
  });
});

describe("emitSchemas", () => {
  const source = emitSchemas(serviceContext("fruit", doc));
  const module = load(source);
  const addFruit = module.addFruitSchemas as Bundle;
  const putNote = module.putNoteSchemas as Bundle;
  const upload = module.uploadSchemas as Bundle;

  it("exports each component under its identifier and each operation bundle", () => {
    expect(Object.keys(module).sort()).toEqual(
      ["Basket", "Fruit", "Level", "Tree", "addFruitSchemas", "putNoteSchemas", "uploadSchemas"].sort(),
    );
  });

  it("declares a component after those it references, so no forward reference is lazy", () => {
    expect(source.indexOf("export const Fruit")).toBeLessThan(source.indexOf("export const Basket"));
    expect(source).toContain("z.array(Fruit)");
  });

  it("writes component descriptions as JSDoc", () => {
    expect(source).toContain("/** A basket of fruit. */\nexport const Basket");
  });

  it("imports coerce only when a schema uses it", () => {
    expect(source).toContain('import { coerce } from "../../runtime/validation/coerce.js";');
    const plain = emitSchemas(
      serviceContext("p", docWith({ "/x": { get: { operationId: "x", responses: ok } } })),
    );
    expect(plain).not.toContain("coerce");
    expect(plain).toContain('import { z } from "zod";');
  });

  it("validates a recursive component through z.lazy", () => {
    const tree = module.Tree as z.ZodType;
    expect(source).toMatch(/z\.lazy\(\(\): z\.ZodType => Tree\)/);
    expect(tree.safeParse({ value: 1, children: [{ value: 2, children: [{ value: 3 }] }] }).success).toBe(
      true,
    );
    expect(tree.safeParse({ value: 1, children: [{ value: 2, children: [{ value: "3" }] }] }).success).toBe(
      false,
    );
  });

  it("builds only the request parts an operation has", () => {
    expect(Object.keys(addFruit).sort()).toEqual([
      "body",
      "cookies",
      "headers",
      "path",
      "query",
      "responses",
    ]);
    expect(Object.keys(putNote).sort()).toEqual(["body", "responses"]);
  });

  it.each<[string, { part: Part; input: unknown; want: unknown }]>([
    [
      "a path parameter with a dash in its name",
      {
        part: "path",
        input: { "basket-id": "123e4567-e89b-12d3-a456-426614174000" },
        want: { "basket-id": "123e4567-e89b-12d3-a456-426614174000" },
      },
    ],
    [
      "query defaults and coercions",
      {
        part: "query",
        input: { tags: "a", dry_run: "true" },
        want: { count: "1", dry_run: true, tags: ["a"] },
      },
    ],
    [
      "a digit-range count in range",
      {
        part: "query",
        input: { tags: ["a", "b"], count: "0100" },
        want: { count: "0100", tags: ["a", "b"] },
      },
    ],
    [
      "a header by declared name",
      { part: "headers", input: { "X-Trace-Id": "abcd" }, want: { "X-Trace-Id": "abcd" } },
    ],
    ["an optional cookie left out", { part: "cookies", input: {}, want: {} }],
    [
      "a JSON body through a component ref",
      { part: "body", input: { fruit: ["pear"] }, want: { fruit: ["pear"] } },
    ],
  ])("accepts %s", (_name, { part, input, want }) => {
    expect(addFruit[part]!.safeParse(input)).toEqual({ success: true, data: want });
  });

  it.each<[string, { part: Part; input: unknown; issue: string }]>([
    ["a malformed path uuid", { part: "path", input: { "basket-id": "nope" }, issue: "basket-id" }],
    ["a missing required query array", { part: "query", input: {}, issue: "tags" }],
    ["a non-boolean flag", { part: "query", input: { tags: "a", dry_run: "yes" }, issue: "dry_run" }],
    [
      "a digit-range count above the range",
      { part: "query", input: { tags: "a", count: "101" }, issue: "count" },
    ],
    ["a digit-range count of zero", { part: "query", input: { tags: "a", count: "0" }, issue: "count" }],
    ["a non-digit count", { part: "query", input: { tags: "a", count: "1e2" }, issue: "count" }],
    ["a missing required header", { part: "headers", input: {}, issue: "X-Trace-Id" }],
    ["a short header", { part: "headers", input: { "X-Trace-Id": "abc" }, issue: "X-Trace-Id" }],
    ["an unknown enum member in the body", { part: "body", input: { fruit: ["plum"] }, issue: "fruit" }],
  ])("rejects %s", (_name, { part, input, issue }) => {
    const result = addFruit[part]!.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path[0])).toContain(issue);
  });

  it("words the digit-range message with its bounds", () => {
    const result = addFruit.query!.safeParse({ tags: "a", count: "500" });
    expect(result.error!.issues[0]!.message).toBe("must be a whole number from 1 to 100");
  });

  it.each<[string, { bundle: () => Bundle; status: string; accepts: unknown[]; rejects: unknown[] }]>([
    [
      "a JSON response",
      {
        bundle: () => addFruit,
        status: "201",
        accepts: [{ fruit: [] }],
        rejects: [{ fruit: "apple" }, undefined],
      },
    ],
    [
      "a response without a body as undefined",
      { bundle: () => addFruit, status: "204", accepts: [undefined], rejects: [{}, ""] },
    ],
    [
      "a 4XX range response",
      { bundle: () => addFruit, status: "4XX", accepts: [{ message: "m" }, {}], rejects: [{ message: 1 }] },
    ],
    [
      "a text response as a string",
      { bundle: () => putNote, status: "200", accepts: ["# hi"], rejects: [Buffer.from("x"), 1] },
    ],
    [
      "a JSON response of a recursive component",
      { bundle: () => upload, status: "200", accepts: [{ children: [] }], rejects: [{ children: [1] }] },
    ],
  ])("checks %s", (_name, { bundle, status, accepts, rejects }) => {
    const schema = bundle().responses[status]!;
    for (const value of accepts) expect(schema.safeParse(value).success).toBe(true);
    for (const value of rejects) expect(schema.safeParse(value).success).toBe(false);
  });

  it.each<[string, { bundle: () => Bundle; accepts: unknown[]; rejects: unknown[] }]>([
    [
      "a text/plain body as a string",
      { bundle: () => putNote, accepts: ["note"], rejects: [Buffer.from("x"), { a: 1 }] },
    ],
    [
      "a binary body as the runtime's Upload (bytes themselves, or a JSON look-alike, are refused)",
      {
        bundle: () => upload,
        accepts: [markUpload({ mediaType: "application/octet-stream", stream: () => Readable.from([]) })],
        rejects: ["raw", Buffer.from([1, 2]), { mediaType: "x/y", stream: () => null }, 1],
      },
    ],
  ])("checks %s", (_name, { bundle, accepts, rejects }) => {
    const schema = bundle().body!;
    for (const value of accepts) expect(schema.safeParse(value).success).toBe(true);
    for (const value of rejects) expect(schema.safeParse(value).success).toBe(false);
  });

  it("throws on a ref to a component that does not exist", () => {
    const broken = docWith({
      "/x": {
        get: {
          operationId: "x",
          responses: {
            "200": {
              description: "",
              content: { "application/json": { schema: { $ref: "#/components/schemas/Nope" } } },
            },
          },
        },
      },
    });
    expect(() => emitSchemas(serviceContext("b", broken))).toThrow("unknown component Nope");
  });
});
