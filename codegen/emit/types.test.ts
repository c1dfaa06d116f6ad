import { listOperations, type OpenApiDocument } from "../openapi.js";
import { serviceContext } from "./context.js";
import { emitTypes, handlersInterfaceName, operationTypeNames } from "./types.js";

function docWith(operation: Record<string, unknown>): OpenApiDocument {
  return {
    openapi: "3.1.0",
    info: { title: "T", version: "1" },
    paths: { "/things/{id}": { post: { operationId: "make_thing", ...operation } } },
    components: {
      schemas: { "Lib.Thing": { type: "object", properties: { n: { type: "integer", default: 0 } } } },
    },
  };
}

const ok = { "200": { description: "OK" } };

describe("operationTypeNames", () => {
  it.each([
    ["snake_case", { given: "make_thing", want: { input: "MakeThingInput", response: "MakeThingResponse" } }],
    ["kebab-case", { given: "get-uuid", want: { input: "GetUuidInput", response: "GetUuidResponse" } }],
    ["camelCase", { given: "listAll", want: { input: "ListAllInput", response: "ListAllResponse" } }],
  ])("names a %s operation", (_name, { given, want }) => {
    const [op] = listOperations(docWith({ operationId: given, responses: ok }));
    expect(operationTypeNames(op!)).toEqual(want);
  });
});

describe("handlersInterfaceName", () => {
  it.each([
    ["a one-word service", { given: "uuid", want: "UuidHandlers" }],
    ["a kebab-case service", { given: "widget-shop", want: "WidgetShopHandlers" }],
  ])("names %s", (_name, { given, want }) => {
    expect(handlersInterfaceName(given)).toBe(want);
  });
});

describe("emitTypes", () => {
  it.each<[string, { given: Record<string, unknown>; want: string[] }]>([
    [
      "groups parameters by location, optional unless required or defaulted",
      {
        given: {
          parameters: [
            { name: "id", in: "path", description: "Thing id.", schema: { type: "string" } },
            { name: "page", in: "query", schema: { type: "integer", default: 1 } },
            { name: "q", in: "query", schema: { type: "string" } },
            { name: "X-Key", in: "header", required: true, schema: { type: "string" } },
            { name: "sid", in: "cookie", schema: { type: "string" } },
          ],
          responses: ok,
        },
        want: [
          "  path: {\n    /** Thing id. */\n    id: string;\n  };",
          "  query: {\n    page: number;\n    q?: string;\n  };",
          '  headers: {\n    "X-Key": string;\n  };',
          "  cookies: {\n    sid?: string;\n  };",
        ],
      },
    ],
    [
      "makes an inline JSON body's defaulted properties present",
      {
        given: {
          requestBody: {
            required: true,
            content: {
              "application/json": {
                schema: { type: "object", properties: { n: { type: "integer", default: 0 } } },
              },
            },
          },
          responses: ok,
        },
        want: ["  body: {\n    n: number;\n  };"],
      },
    ],
    [
      "types an optional text body as a string",
      {
        given: { requestBody: { content: { "text/plain": { schema: { type: "string" } } } }, responses: ok },
        want: ["  body?: string;"],
      },
    ],
    [
      "types a binary body as the runtime's Upload (streamed, never parsed)",
      {
        given: {
          requestBody: {
            required: true,
            content: { "application/octet-stream": { schema: { type: "string" } } },
          },
          responses: ok,
        },
        want: ["  body: Upload;", 'import type { Upload } from "../../runtime/binary.js";'],
      },
    ],
    [
      "types a body without a schema as unknown",
      {
        given: { requestBody: { required: true, content: { "application/json": {} } }, responses: ok },
        want: ["  body: unknown;"],
      },
    ],
    [
      "writes one response member per status, ranges as number",
      {
        given: {
          responses: {
            "201": {
              description: "",
              content: { "application/json": { schema: { $ref: "#/components/schemas/Lib.Thing" } } },
            },
            "204": { description: "" },
            "4XX": { description: "", content: { "text/plain": { schema: { type: "string" } } } },
            default: {
              description: "",
              content: {
                "application/json": {
                  schema: { type: "object", properties: { message: { type: "string" } } },
                },
              },
            },
          },
        },
        want: [
          "export type MakeThingResponse =\n  | { status: 201; body: Thing }\n  | { status: 204 }\n  | { status: number; body: string }\n",
          "  | { status: number; body: {\n    message?: string;\n  } };",
        ],
      },
    ],
    [
      "types response headers, required when any is required",
      {
        given: {
          responses: {
            "200": {
              description: "",
              headers: {
                "X-Left": { required: true, schema: { type: "integer" } },
                ETag: { schema: { type: "string" } },
              },
            },
            "202": { description: "", headers: { "Retry-After": { schema: { type: "integer" } } } },
          },
        },
        want: [
          '| { status: 200; headers: { "X-Left": number; ETag?: string } }',
          '| { status: 202; headers?: { "Retry-After"?: number } }',
        ],
      },
    ],
    [
      "documents the handler with summary, description and route",
      {
        given: { summary: "Make.", description: "Makes a thing.", responses: ok },
        want: [
          "  /**\n   * Make.\n   *\n   * Makes a thing.\n   *\n   * POST /things/{id}\n   */\n  make_thing(input: MakeThingInput, ctx: HandlerContext): Promise<MakeThingResponse>;",
        ],
      },
    ],
    [
      "writes an empty input for an operation without parameters or body",
      {
        given: { responses: ok },
        want: ["export interface MakeThingInput {\n  path: {\n    id: string;\n  };\n}"],
      },
    ],
  ])("%s", (_name, { given, want }) => {
    const doc = docWith({ parameters: [{ name: "id", in: "path", schema: { type: "string" } }], ...given });
    const source = emitTypes(serviceContext("things", doc));
    for (const fragment of want) expect(source).toContain(fragment);
  });

  it("writes component types with defaults optional (the validator may see them missing)", () => {
    const source = emitTypes(serviceContext("things", docWith({ responses: ok })));
    expect(source).toContain("export type Thing = {\n  n?: number;\n};");
  });
});

describe("emitTypes owners", () => {
  it("asks for an owner resolver for each owner-scoped operation that names a record", async () => {
    const { serviceContext } = await import("./context.js");
    const { emitTypes } = await import("./types.js");
    const doc = {
      openapi: "3.1.0",
      info: { title: "Shop", version: "1" },
      paths: {
        "/order/{id}": {
          get: {
            operationId: "order_get",
            "x-owner-scoped": true,
            parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
            responses: { "200": { description: "ok" } },
          },
        },
        "/order": {
          post: {
            operationId: "order_create",
            "x-owner-scoped": true,
            responses: { "201": { description: "ok" } },
          },
        },
      },
    };
    const source = emitTypes(serviceContext("shop", doc));
    expect(source).toContain("owners: {");
    expect(source).toContain("order_get(input: OrderGetInput, ctx: HandlerContext): Promise<string | null>;");
    expect(source).not.toMatch(/owners: \{[^}]*order_create/);
  });
});
