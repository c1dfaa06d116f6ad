import type { JsonSchema, OpenApiDocument } from "../openapi.js";
import { handlerOperations, primaryMediaType, serviceContext } from "./context.js";

const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

function docWith(schemas: Record<string, JsonSchema>, paths: OpenApiDocument["paths"] = {}): OpenApiDocument {
  return { openapi: "3.1.0", info: { title: "T", version: "1" }, paths, components: { schemas } };
}

describe("primaryMediaType", () => {
  it.each<[string, { given: Record<string, unknown>; want: string | undefined }]>([
    [
      "prefers application/json",
      {
        given: { "text/plain": {}, "application/problem+json": {}, "application/json": {} },
        want: "application/json",
      },
    ],
    [
      "falls back to another JSON type",
      {
        given: { "text/plain": {}, "application/merge-patch+json": {} },
        want: "application/merge-patch+json",
      },
    ],
    [
      "falls back to the first type",
      { given: { "text/plain": {}, "application/octet-stream": {} }, want: "text/plain" },
    ],
    ["finds nothing in an empty map", { given: {}, want: undefined }],
  ])("%s", (_name, { given, want }) => {
    expect(primaryMediaType(given)).toBe(want);
  });
});

describe("serviceContext", () => {
  it.each<[string, { given: Record<string, JsonSchema>; want: string[] }]>([
    ["orders independent components by name", { given: { B: {}, A: {}, C: {} }, want: ["A", "B", "C"] }],
    [
      "puts a dependency first",
      { given: { A: { items: ref("Z"), type: "array" }, Z: {} }, want: ["Z", "A"] },
    ],
    [
      "follows refs deep inside properties, allOf and additionalProperties",
      {
        given: {
          A: { properties: { p: { allOf: [ref("C")] } } },
          B: { additionalProperties: ref("A") },
          C: { anyOf: [{ type: "null" }, ref("D")] },
          D: {},
        },
        want: ["D", "C", "A", "B"],
      },
    ],
    ["breaks a self-cycle", { given: { Node: { properties: { next: ref("Node") } } }, want: ["Node"] }],
    [
      "breaks a two-component cycle",
      { given: { A: { properties: { b: ref("B") } }, B: { properties: { a: ref("A") } } }, want: ["B", "A"] },
    ],
    [
      "ignores refs to missing components",
      { given: { A: { properties: { x: ref("Missing") } } }, want: ["A"] },
    ],
    ["lists nothing without components", { given: {}, want: [] }],
  ])("componentOrder %s", (_name, { given, want }) => {
    expect(serviceContext("svc", docWith(given)).componentOrder).toEqual(want);
  });

  it("names components once for every emitter", () => {
    const ctx = serviceContext("svc", docWith({ "Contract.ErrorEnvelope": {}, "X.Item": {}, "Y.Item": {} }));
    expect(Object.fromEntries(ctx.ids)).toEqual({
      "Contract.ErrorEnvelope": "ErrorEnvelope",
      "X.Item": "XItem",
      "Y.Item": "YItem",
    });
  });

  it("keeps the name and document and lists the operations", () => {
    const doc = docWith({}, { "/x": { get: { operationId: "x", responses: {} } } });
    const ctx = serviceContext("my-svc", doc);
    expect(ctx.name).toBe("my-svc");
    expect(ctx.doc).toBe(doc);
    expect(ctx.operations.map((op) => op.operationId)).toEqual(["x"]);
  });
});

describe("handlerOperations", () => {
  it.each<[string, { given: Record<string, unknown>; want: boolean }]>([
    ["keeps an operation without x-runtime", { given: {}, want: true }],
    ["drops a runtime-served operation", { given: { "x-runtime": "health" }, want: false }],
  ])("%s", (_name, { given, want }) => {
    const ctx = serviceContext(
      "svc",
      docWith({}, { "/x": { get: { operationId: "x", responses: {}, ...given } } }),
    );
    expect(handlerOperations(ctx).length === 1).toBe(want);
  });
});
