import type { ToolDefinition } from "../../runtime/contract.js";
import type { JsonSchema, OpenApiDocument } from "../openapi.js";
import { serviceContext } from "./context.js";
import { emitMcp, inlineRefs } from "./mcp.js";

function docWith(schemas: Record<string, JsonSchema>, paths: OpenApiDocument["paths"] = {}): OpenApiDocument {
  return { openapi: "3.1.0", info: { title: "T", version: "1" }, paths, components: { schemas } };
}

const schemas: Record<string, JsonSchema> = {
  Color: { type: "string", enum: ["red", "green"], "x-enum-names": ["Red", "Green"] },
  Point: {
    type: "object",
    required: ["x"],
    properties: { x: { type: "number" }, color: { $ref: "#/components/schemas/Color" } },
  },
  Shape: {
    type: "object",
    properties: { points: { type: "array", items: { $ref: "#/components/schemas/Point" } } },
    "x-typespec-name": "Shape",
  },
  Alias: { $ref: "#/components/schemas/Color" },
  Node: { type: "object", properties: { next: { $ref: "#/components/schemas/Node" } } },
  Ping: { anyOf: [{ $ref: "#/components/schemas/Pong" }, { type: "null" }] },
  Pong: { type: "object", properties: { ping: { $ref: "#/components/schemas/Ping" } } },
};
const color = { type: "string", enum: ["red", "green"] };
const point = { type: "object", required: ["x"], properties: { x: { type: "number" }, color } };

describe("inlineRefs", () => {
  const doc = docWith(schemas);

  it.each<[string, { given: unknown; want: unknown }]>([
    [
      "a schema without refs as it is",
      { given: { type: "integer", minimum: 1 }, want: { type: "integer", minimum: 1 } },
    ],
    ["a scalar as it is", { given: "text", want: "text" }],
    ["null as it is", { given: null, want: null }],
    ["a ref to a scalar component", { given: { $ref: "#/components/schemas/Color" }, want: color }],
    ["a ref nested in a component", { given: { $ref: "#/components/schemas/Point" }, want: point }],
    [
      "refs nested two components deep, inside array items",
      {
        given: { $ref: "#/components/schemas/Shape" },
        want: { type: "object", properties: { points: { type: "array", items: point } } },
      },
    ],
    ["a ref to a ref", { given: { $ref: "#/components/schemas/Alias" }, want: color }],
    [
      "refs inside allOf/anyOf arrays",
      {
        given: { anyOf: [{ $ref: "#/components/schemas/Color" }, { type: "null" }] },
        want: { anyOf: [color, { type: "null" }] },
      },
    ],
    [
      "a ref with siblings, the siblings winning",
      {
        given: { $ref: "#/components/schemas/Color", description: "Paint." },
        want: { ...color, description: "Paint." },
      },
    ],
    [
      "x- keys at every level dropped",
      {
        given: { type: "object", "x-a": 1, properties: { p: { type: "string", "x-b": true } }, "x-c": {} },
        want: { type: "object", properties: { p: { type: "string" } } },
      },
    ],
    [
      "x- keys of inlined components dropped",
      {
        given: { items: { $ref: "#/components/schemas/Shape" }, type: "array" },
        want: {
          items: { type: "object", properties: { points: { type: "array", items: point } } },
          type: "array",
        },
      },
    ],
  ])("returns %s", (_name, { given, want }) => {
    expect(inlineRefs(doc, given)).toEqual(want);
  });

  it("does not change its input", () => {
    const given = { type: "object", properties: { c: { $ref: "#/components/schemas/Color" } }, "x-a": 1 };
    const copy = structuredClone(given);
    inlineRefs(doc, given);
    expect(given).toEqual(copy);
  });

  it.each([
    ["a directly recursive ref", { given: { $ref: "#/components/schemas/Node" }, error: /recursive \$ref/ }],
    ["a mutually recursive ref", { given: { $ref: "#/components/schemas/Ping" }, error: /recursive \$ref/ }],
    [
      "a missing component",
      { given: { $ref: "#/components/schemas/Nope" }, error: "unresolved $ref #/components/schemas/Nope" },
    ],
    [
      "a ref outside components.schemas",
      {
        given: { $ref: "#/components/parameters/Limit" },
        error: "unresolved $ref #/components/parameters/Limit",
      },
    ],
  ])("throws on %s", (_name, { given, error }) => {
    expect(() => inlineRefs(doc, given)).toThrow(error);
  });
});

describe("emitMcp", () => {
  const ok = { "200": { description: "OK" } };
  const doc = docWith(schemas, {
    "/points/{id}": {
      parameters: [
        { name: "id", in: "path", description: "The point.", schema: { type: "string", "x-format": "id" } },
      ],
      get: {
        operationId: "get_point",
        summary: "Fetch a point",
        "x-price-usd": 0.01,
        parameters: [
          { name: "color", in: "query", schema: { $ref: "#/components/schemas/Color" } },
          { name: "X-Trace", in: "header", required: true, schema: { type: "string" } },
        ],
        responses: ok,
      },
      put: {
        operationId: "put_point",
        description: "Replaces a point.",
        responses: {
          "200": {
            description: "OK",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Point" } } },
          },
        },
        requestBody: {
          required: true,
          content: {
            "text/plain": { schema: { type: "string" } },
            "application/json": { schema: { $ref: "#/components/schemas/Point" } },
          },
        },
      },
      patch: {
        operationId: "patch_point",
        "x-mcp-hints": { openWorldHint: true },
        requestBody: { content: { "application/merge-patch+json": { schema: { type: "object" } } } },
        responses: {
          "200": {
            description: "OK",
            content: {
              "application/json": {
                schema: { type: "array", items: { $ref: "#/components/schemas/Point" } },
              },
            },
          },
        },
      },
    },
    "/health": { get: { operationId: "health", "x-runtime": "health", responses: ok } },
  });

  /** The tools array, parsed back out of the emitted source. */
  function tools(): ToolDefinition[] {
    const source = emitMcp(serviceContext("my-points", doc));
    const match = source.match(/export const myPointsTools: ToolDefinition\[\] = ([\s\S]*);\n$/);
    expect(match).not.toBeNull();
    return JSON.parse(match![1]!) as ToolDefinition[];
  }

  it("emits one tool per handler operation, skipping x-runtime routes", () => {
    expect(tools().map((t) => t.name)).toEqual(["get_point", "put_point", "patch_point"]);
  });

  it.each<[string, { given: string; want: Partial<ToolDefinition> }]>([
    [
      "parameters by declared name, refs inlined, descriptions kept, x- keys dropped",
      {
        given: "get_point",
        want: {
          title: "Fetch a point",
          description: "Fetch a point\n\nPrice: USD 0.01 per call.",
          annotations: {
            title: "Fetch a point",
            readOnlyHint: true,
            destructiveHint: false,
            idempotentHint: true,
            openWorldHint: false,
          },
          inputSchema: {
            type: "object",
            properties: {
              id: { type: "string", description: "The point." },
              color,
              "X-Trace": { type: "string" },
            },
            required: ["id", "X-Trace"],
          },
          argumentLocations: { id: "path", color: "query", "X-Trace": "header" },
        },
      },
    ],
    [
      "a required JSON body under `body`, preferring application/json",
      {
        given: "put_point",
        want: {
          title: "Put point",
          description: "Replaces a point.",
          outputSchema: { ...point, type: "object" },
          annotations: {
            title: "Put point",
            readOnlyHint: false,
            destructiveHint: true,
            idempotentHint: true,
            openWorldHint: false,
          },
          inputSchema: {
            type: "object",
            properties: { id: { type: "string", description: "The point." }, body: point },
            required: ["id", "body"],
          },
          argumentLocations: { id: "path", body: "body" },
        },
      },
    ],
    [
      "an optional body under another JSON media type, named by operationId",
      {
        given: "patch_point",
        want: {
          title: "Patch point",
          description: "Patch point",
          outputSchema: {
            type: "object",
            properties: { result: { type: "array", items: point } },
            required: ["result"],
          },
          wrapsOutput: true,
          annotations: {
            title: "Patch point",
            readOnlyHint: false,
            destructiveHint: true,
            idempotentHint: false,
            openWorldHint: true,
          },
          inputSchema: {
            type: "object",
            properties: { id: { type: "string", description: "The point." }, body: { type: "object" } },
            required: ["id"],
          },
          argumentLocations: { id: "path", body: "body" },
        },
      },
    ],
  ])("writes %s", (_name, { given, want }) => {
    expect(tools().find((t) => t.name === given)).toEqual({ name: given, ...want });
  });
});
