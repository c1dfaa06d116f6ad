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
          "  /**\n   * Make.\n   *\n   * Makes a thing.\n   *\n   * POST /things/{id}\n   */\n  make_thing: (input: MakeThingInput, ctx: Context) => Promise<MakeThingResponse>;",
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
    expect(source).toContain("order_get: (input: OrderGetInput, ctx: Context) => Promise<string | null>;");
    expect(source).not.toMatch(/owners: \{[^}]*order_create/);
  });
});

/** A shop whose operations carry the given tags (first tag decides), in this order. */
function shopWith(
  ops: { id: string; tags?: string[]; owned?: boolean; runtime?: boolean }[],
  extra: Partial<OpenApiDocument> = {},
): OpenApiDocument {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { id, tags, owned, runtime } of ops)
    paths[`/${id}/{id}`] = {
      post: {
        operationId: id,
        ...(tags ? { tags } : {}),
        ...(owned ? { "x-owner-scoped": true } : {}),
        ...(runtime ? { "x-runtime": "health" } : {}),
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        responses: ok,
      },
    };
  return { openapi: "3.1.0", info: { title: "Shop", version: "1" }, paths, ...extra };
}

/** One handler method as emitted, with its route as JSDoc. */
const method = (id: string, type: string) =>
  `  /** POST /${id}/{id} */\n  ${id}: (input: ${type}Input, ctx: Context) => Promise<${type}Response>;`;

describe("handler groups", () => {
  it.each<[string, { given: Parameters<typeof shopWith>; want: string[]; absent?: RegExp[] }]>([
    [
      "gathers one tag's operations into its group, which the service's interface extends",
      {
        given: [
          [
            { id: "order_get", tags: ["Orders"] },
            { id: "order_cancel", tags: ["Orders"] },
          ],
        ],
        want: [
          `export interface ShopOrdersHandlers {\n${method("order_cancel", "OrderCancel")}\n${method("order_get", "OrderGet")}\n}`,
          "export interface ShopHandlers extends ShopOrdersHandlers {}",
        ],
      },
    ],
    [
      "makes one group per first tag, in the order the contract (by path) first uses each",
      {
        given: [
          [
            { id: "cart_add", tags: ["Cart", "Orders"] },
            { id: "order_get", tags: ["Orders"] },
            { id: "cart_clear", tags: ["Cart"] },
          ],
        ],
        want: [
          `export interface ShopCartHandlers {\n${method("cart_add", "CartAdd")}\n${method("cart_clear", "CartClear")}\n}`,
          `export interface ShopOrdersHandlers {\n${method("order_get", "OrderGet")}\n}`,
          "export interface ShopHandlers extends ShopCartHandlers, ShopOrdersHandlers {}",
        ],
      },
    ],
    [
      "names a group by its tag's words, acronyms as words",
      {
        given: [
          [
            { id: "key_create", tags: ["API keys"] },
            { id: "model_list", tags: ["AI"] },
            { id: "kv_get", tags: ["Key-value"] },
          ],
        ],
        want: [
          "export interface ShopApiKeysHandlers {",
          "export interface ShopAiHandlers {",
          "export interface ShopKeyValueHandlers {",
          "export interface ShopHandlers extends ShopApiKeysHandlers, ShopKeyValueHandlers, ShopAiHandlers {}",
        ],
      },
    ],
    [
      "puts untagged operations on the service's interface itself",
      {
        given: [[{ id: "ping", tags: [] }, { id: "order_get", tags: ["Orders"] }, { id: "pong" }]],
        want: [
          `export interface ShopOrdersHandlers {\n${method("order_get", "OrderGet")}\n}`,
          `export interface ShopHandlers extends ShopOrdersHandlers {\n${method("ping", "Ping")}\n${method("pong", "Pong")}\n}`,
        ],
      },
    ],
    [
      "makes no group when nothing is tagged",
      {
        given: [[{ id: "ping" }]],
        want: [`export interface ShopHandlers {\n${method("ping", "Ping")}\n}`],
        absent: [/extends/],
      },
    ],
    [
      "documents a group with its tag's description",
      {
        given: [
          [{ id: "order_get", tags: ["Orders"] }],
          { tags: [{ name: "Orders", description: "Placing and tracking orders." }] },
        ],
        want: [
          '/**\n * The operations tagged "Orders": what one handler file implements.\n *\n * Placing and tracking orders.\n */\nexport interface ShopOrdersHandlers {',
        ],
      },
    ],
    [
      "keeps owner resolvers on the service's interface, not in a group",
      {
        given: [[{ id: "order_get", tags: ["Orders"], owned: true }]],
        want: [
          "export interface ShopHandlers extends ShopOrdersHandlers {\n",
          "  owners: {\n    order_get: (input: OrderGetInput, ctx: Context) => Promise<string | null>;\n  };\n}",
        ],
        absent: [/interface ShopOrdersHandlers \{[^}]*owners/],
      },
    ],
    [
      "leaves runtime routes out of every group",
      {
        given: [
          [
            { id: "order_get", tags: ["Orders"] },
            { id: "health", tags: ["Orders"], runtime: true },
            { id: "meta", tags: ["Meta"], runtime: true },
          ],
        ],
        want: ["export interface ShopHandlers extends ShopOrdersHandlers {}"],
        absent: [/\bhealth:/, /ShopMetaHandlers/],
      },
    ],
  ])("%s", (_name, { given, want, absent = [] }) => {
    const source = emitTypes(serviceContext("shop", shopWith(...given)));
    for (const fragment of want) expect(source).toContain(fragment);
    for (const pattern of absent) expect(source).not.toMatch(pattern);
  });

  it.each<[string, { given: Parameters<typeof shopWith>; want: string }]>([
    [
      "two tags that make one name",
      {
        given: [
          [
            { id: "a", tags: ["API keys"] },
            { id: "b", tags: ["Api-keys"] },
          ],
        ],
        want: 'tags "API keys" and "Api-keys" both make ShopApiKeysHandlers',
      },
    ],
    [
      "a tag that makes a schema's name",
      {
        given: [
          [{ id: "a", tags: ["Orders"] }],
          { components: { schemas: { ShopOrdersHandlers: { type: "object" } } } },
        ],
        want: 'tag "Orders" makes ShopOrdersHandlers, which is also a schema\'s name',
      },
    ],
    [
      "a tag with nothing to name a group by",
      {
        given: [[{ id: "a", tags: ["—"] }]],
        want: 'tag "—" has no letters or digits to name its handlers interface',
      },
    ],
  ])("refuses %s", (_name, { given, want }) => {
    expect(() => emitTypes(serviceContext("shop", shopWith(...given)))).toThrow(want);
  });
});
