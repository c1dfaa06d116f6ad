import type { JsonSchema, OpenApiDocument, Operation, ResponseSpec } from "../openapi.js";
import { inlineRefs } from "./mcp.js";
import { type ToolHints, toolHints, toolOutput } from "./mcpHints.js";

function operation(method: Operation["method"], extra: Partial<Operation> = {}): Operation {
  return {
    operationId: `${method}_thing`,
    method,
    path: "/things",
    tags: [],
    parameters: [],
    responses: [],
    security: [],
    extensions: {},
    ...extra,
  };
}

const hints = (readOnly: boolean, destructive: boolean, idempotent: boolean): ToolHints => ({
  readOnlyHint: readOnly,
  destructiveHint: destructive,
  idempotentHint: idempotent,
  openWorldHint: false,
});

describe("toolHints", () => {
  it.each<[string, { given: Operation; want: ToolHints }]>([
    ["GET as read-only", { given: operation("get"), want: hints(true, false, true) }],
    ["HEAD as read-only", { given: operation("head"), want: hints(true, false, true) }],
    ["DELETE as destructive and idempotent", { given: operation("delete"), want: hints(false, true, true) }],
    [
      "PUT as destructive (it overwrites) and idempotent",
      { given: operation("put"), want: hints(false, true, true) },
    ],
    ["PATCH as destructive, not idempotent", { given: operation("patch"), want: hints(false, true, false) }],
    ["POST as additive, not idempotent", { given: operation("post"), want: hints(false, false, false) }],
    [
      "a POST the contract marks destructive and open-world",
      {
        given: operation("post", {
          extensions: { "x-mcp-hints": { destructiveHint: true, openWorldHint: true } },
        }),
        want: { ...hints(false, true, false), openWorldHint: true },
      },
    ],
  ])("reads %s", (_name, { given, want }) => {
    expect(toolHints(given)).toEqual(want);
  });

  it.each([
    ["an unknown hint", { readOnly: true }],
    ["a hint that is not boolean", { readOnlyHint: "yes" }],
    ["a value that is not an object", ["readOnlyHint"]],
  ])("refuses %s in x-mcp-hints", (_name, declared) => {
    expect(() => toolHints(operation("post", { extensions: { "x-mcp-hints": declared } }))).toThrow(
      /x-mcp-hints/,
    );
  });
});

describe("toolOutput", () => {
  const doc: OpenApiDocument = {
    openapi: "3.1.0",
    info: { title: "T", version: "1" },
    components: { schemas: { Thing: { type: "object", properties: { id: { type: "string" } } } } },
  };
  const thing = { type: "object", properties: { id: { type: "string" } } };
  const json = (status: string, schema: JsonSchema): ResponseSpec => ({
    status,
    description: "",
    content: { "application/json": schema },
    headers: [],
  });
  const empty = (status: string): ResponseSpec => ({ status, description: "", content: {}, headers: [] });

  it.each<[string, { given: ResponseSpec[]; want: ReturnType<typeof toolOutput> }]>([
    [
      "an object body as it is, refs inlined",
      {
        given: [json("200", { $ref: "#/components/schemas/Thing" }), json("404", { type: "object" })],
        want: { schema: thing as never, wrapped: false },
      },
    ],
    [
      "an array body wrapped under result",
      {
        given: [json("200", { type: "array", items: { $ref: "#/components/schemas/Thing" } })],
        want: {
          schema: {
            type: "object",
            properties: { result: { type: "array", items: thing } },
            required: ["result"],
          },
          wrapped: true,
        },
      },
    ],
    [
      "two object bodies as anyOf",
      {
        given: [
          json("200", { $ref: "#/components/schemas/Thing" }),
          json("201", { type: "object", properties: {} }),
        ],
        want: {
          schema: { type: "object", anyOf: [thing, { type: "object", properties: {} }] },
          wrapped: false,
        },
      },
    ],
    [
      "nothing when a success has no body (204)",
      { given: [json("200", thing), empty("204")], want: undefined },
    ],
    [
      "nothing when a success is not JSON",
      {
        given: [
          { status: "200", description: "", content: { "text/plain": { type: "string" } }, headers: [] },
        ],
        want: undefined,
      },
    ],
    ["nothing without a success response", { given: [json("400", thing)], want: undefined }],
  ])("makes %s", (_name, { given, want }) => {
    expect(toolOutput(doc, operation("get", { responses: given }), inlineRefs)).toEqual(want);
  });
});
