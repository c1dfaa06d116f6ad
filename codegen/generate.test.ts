/**
 * End to end: a small hand-written OpenAPI 3.1 document through `serviceContext` and every
 * emitter (the client package has its own, emit/client.test.ts), checking the key facts of each output and that the
 * emitted TypeScript evaluates and type-checks against the real runtime contract.
 */
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { z } from "zod";
import type { OperationDefinition, ToolDefinition } from "../runtime/contract.js";
import { coerce } from "../runtime/validation/coerce.js";
import { serviceContext } from "./emit/context.js";
import { emitLlmsTxt } from "./emit/llms.js";
import { emitMcp } from "./emit/mcp.js";
import { emitOperations } from "./emit/operations.js";
import { emitLoaders, emitRegistry } from "./emit/registry.js";
import { emitSchemas } from "./emit/schemas.js";
import { emitRouter, emitService } from "./emit/service.js";
import { emitTypes } from "./emit/types.js";
import type { OpenApiDocument } from "./openapi.js";

const widgetRef = { $ref: "#/components/schemas/Shop.Widget" };
const envelopeRef = { $ref: "#/components/schemas/Contract.ErrorEnvelope" };

const doc: OpenApiDocument = {
  openapi: "3.1.0",
  info: { title: "Widget Shop", version: "1.2.3", description: "Sells widgets." },
  security: [{ BearerAuth: [] }],
  paths: {
    "/widgets/{widgetId}": {
      parameters: [
        {
          name: "widgetId",
          in: "path",
          required: true,
          description: "Which widget.",
          schema: { type: "string", format: "uuid" },
        },
      ],
      get: {
        operationId: "get_widget",
        tags: ["Widgets"],
        summary: "Fetch one widget",
        "x-price-micro-usd": 2500,
        "x-free-per-ip-per-day": 3,
        security: [{}, { BearerAuth: [] }],
        parameters: [
          { name: "verbose", in: "query", schema: { type: "boolean", default: false } },
          {
            name: "limit",
            in: "query",
            schema: { type: "integer", format: "int32", minimum: 1, maximum: 50 },
          },
          { name: "X-Trace-Id", in: "header", required: true, schema: { type: "string", minLength: 4 } },
        ],
        responses: {
          "200": {
            description: "The widget",
            content: { "application/json": { schema: widgetRef } },
            headers: { "X-Remaining": { required: true, schema: { type: "integer" } } },
          },
          "404": { $ref: "#/components/responses/NotFound" },
        },
      },
      put: {
        operationId: "put_widget",
        tags: ["Widget admin"],
        description: "Replaces a widget.",
        "x-access": "authenticated",
        "x-owner-scoped": true,
        requestBody: { required: true, content: { "application/json": { schema: widgetRef } } },
        responses: {
          "200": { description: "Replaced", content: { "application/json": { schema: widgetRef } } },
          "400": { description: "Invalid", content: { "application/json": { schema: envelopeRef } } },
        },
      },
    },
    "/health": {
      get: {
        operationId: "health",
        "x-runtime": "health",
        security: [{}],
        responses: {
          "200": {
            description: "Up",
            content: {
              "application/json": { schema: { type: "object", properties: { status: { type: "string" } } } },
            },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      "Contract.ErrorEnvelope": {
        type: "object",
        required: ["success", "error"],
        properties: { success: { const: false }, error: { type: "string" } },
        description: "The error body.",
      },
      "Shop.Widget": {
        type: "object",
        required: ["id", "name"],
        properties: {
          id: { type: "string", format: "uuid" },
          name: { type: "string", maxLength: 20 },
          color: { $ref: "#/components/schemas/Shop.Color" },
          size: { type: "integer", default: 1 },
        },
        additionalProperties: false,
      },
      "Shop.Color": { type: "string", enum: ["red", "green"] },
    },
    responses: {
      NotFound: { description: "No such widget", content: { "application/json": { schema: envelopeRef } } },
    },
    securitySchemes: { BearerAuth: { type: "http", scheme: "Bearer" } },
  },
};

const ctx = serviceContext("widget-shop", doc);
const emitted = {
  "schemas.ts": emitSchemas(ctx),
  "types.ts": emitTypes(ctx),
  "operations.ts": emitOperations(ctx),
  "mcp.ts": emitMcp(ctx),
  "service.ts": emitService(ctx),
  "router.ts": emitRouter(ctx),
};
const widgetId = "123e4567-e89b-12d3-a456-426614174000";

/** Evaluates emitted TypeScript with its imports replaced by `scope`; returns every export. */
function load(source: string, scope: Record<string, unknown>): Record<string, unknown> {
  const js = ts.transpileModule(source, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
  }).outputText;
  const names = [...js.matchAll(/^export const (\w+)/gm)].map((m) => m[1]!);
  const body = js.replace(/^import\b[^;]*;/gm, "").replace(/^export /gm, "");
  return new Function(...Object.keys(scope), `${body}\nreturn { ${names.join(", ")} };`)(
    ...Object.values(scope),
  );
}

const schemas = load(emitted["schemas.ts"], { z, coerce });
const operations = load(emitted["operations.ts"], schemas).widgetShopOperations as OperationDefinition[];
const tools = load(emitted["mcp.ts"], {}).widgetShopTools as ToolDefinition[];
const operation = (id: string) => operations.find((op) => op.operationId === id)!;

describe("serviceContext", () => {
  it("lists the three operations in path order and names components by their last segment", () => {
    expect(ctx.operations.map((op) => op.operationId)).toEqual(["health", "get_widget", "put_widget"]);
    expect(Object.fromEntries(ctx.ids)).toEqual({
      "Contract.ErrorEnvelope": "ErrorEnvelope",
      "Shop.Color": "Color",
      "Shop.Widget": "Widget",
    });
    expect(ctx.componentOrder.indexOf("Shop.Color")).toBeLessThan(ctx.componentOrder.indexOf("Shop.Widget"));
  });
});

describe("emitSchemas (end to end)", () => {
  it("exports every component and both operation bundles (and the runtime route's)", () => {
    expect(Object.keys(schemas).sort()).toEqual(
      ["Color", "ErrorEnvelope", "Widget", "getWidgetSchemas", "healthSchemas", "putWidgetSchemas"].sort(),
    );
  });

  it.each<[string, { bundle: string; part: string; input: unknown; want: unknown }]>([
    [
      "the merged path parameter",
      { bundle: "getWidgetSchemas", part: "path", input: { widgetId }, want: { widgetId } },
    ],
    [
      "query coercion and defaults",
      {
        bundle: "getWidgetSchemas",
        part: "query",
        input: { limit: "7" },
        want: { verbose: false, limit: 7 },
      },
    ],
    [
      "a query boolean",
      { bundle: "getWidgetSchemas", part: "query", input: { verbose: "true" }, want: { verbose: true } },
    ],
    [
      "a header",
      {
        bundle: "getWidgetSchemas",
        part: "headers",
        input: { "X-Trace-Id": "t-123" },
        want: { "X-Trace-Id": "t-123" },
      },
    ],
    [
      "a JSON body with its default filled in",
      {
        bundle: "putWidgetSchemas",
        part: "body",
        input: { id: widgetId, name: "W", color: "red" },
        want: { id: widgetId, name: "W", color: "red", size: 1 },
      },
    ],
  ])("accepts %s", (_name, { bundle, part, input, want }) => {
    const schema = (schemas[bundle] as Record<string, z.ZodType>)[part]!;
    expect(schema.safeParse(input)).toEqual({ success: true, data: want });
  });

  it.each<[string, { bundle: string; part: string; input: unknown }]>([
    ["a malformed path uuid", { bundle: "getWidgetSchemas", part: "path", input: { widgetId: "w1" } }],
    [
      "a query limit above its maximum",
      { bundle: "getWidgetSchemas", part: "query", input: { limit: "51" } },
    ],
    ["a non-numeric query limit", { bundle: "getWidgetSchemas", part: "query", input: { limit: "5x" } }],
    ["a missing required header", { bundle: "getWidgetSchemas", part: "headers", input: {} }],
    [
      "a body with an extra key",
      { bundle: "putWidgetSchemas", part: "body", input: { id: widgetId, name: "W", extra: 1 } },
    ],
    [
      "a body with an unknown color",
      { bundle: "putWidgetSchemas", part: "body", input: { id: widgetId, name: "W", color: "blue" } },
    ],
  ])("rejects %s", (_name, { bundle, part, input }) => {
    const schema = (schemas[bundle] as Record<string, z.ZodType>)[part]!;
    expect(schema.safeParse(input).success).toBe(false);
  });
});

describe("emitOperations (end to end)", () => {
  it.each<[string, { given: string; want: Partial<OperationDefinition> }]>([
    [
      "a paid route open to anonymous callers",
      {
        given: "get_widget",
        want: {
          method: "get",
          path: "/widgets/{widgetId}",
          expressPath: "/widgets/:widgetId",
          summary: "Fetch one widget",
          parameters: [
            { name: "widgetId", in: "path", required: true },
            { name: "verbose", in: "query", required: false },
            { name: "limit", in: "query", required: false },
            { name: "X-Trace-Id", in: "header", required: true },
          ],
          responses: {
            "200": { mediaType: "application/json", headers: [{ name: "X-Remaining", required: true }] },
            "404": { mediaType: "application/json", headers: [] },
          },
          security: { anonymous: true, schemes: ["BearerAuth"] },
          policy: { priceMicroUsd: 2500, freePerIpPerDay: 3 },
          errorShape: "envelope",
        },
      },
    ],
    [
      "an authenticated, owner-scoped route under the document's security",
      {
        given: "put_widget",
        want: {
          method: "put",
          expressPath: "/widgets/:widgetId",
          description: "Replaces a widget.",
          requestBody: { required: true, mediaTypes: ["application/json"] },
          security: { anonymous: false, schemes: ["BearerAuth"] },
          policy: { access: "authenticated", ownerScoped: true },
          errorShape: "envelope",
        },
      },
    ],
    [
      "a runtime route, falling back to the service's error shape",
      {
        given: "health",
        want: {
          runtime: "health",
          security: { anonymous: true, schemes: [] },
          policy: {},
          errorShape: "envelope",
        },
      },
    ],
  ])("describes %s", (_name, { given, want }) => {
    expect(operation(given)).toMatchObject(want);
  });

  it("points each entry at the bundle's schemas, request parts included only when present", () => {
    const get = schemas.getWidgetSchemas as Record<string, unknown>;
    const put = schemas.putWidgetSchemas as Record<string, unknown>;
    expect(operation("get_widget").schemas).toEqual({
      path: get.path,
      query: get.query,
      headers: get.headers,
      responses: get.responses,
    });
    expect(operation("get_widget").schemas.query).toBe(get.query);
    expect(operation("put_widget").schemas).toEqual({
      path: put.path,
      body: put.body,
      responses: put.responses,
    });
  });
});

describe("emitMcp (end to end)", () => {
  it("describes both handler operations as tools, inlining the component body", () => {
    expect(tools.map((t) => t.name)).toEqual(["get_widget", "put_widget"]);
    expect(tools[0]!.inputSchema.required).toEqual(["widgetId", "X-Trace-Id"]);
    expect(tools[0]!.argumentLocations).toEqual({
      widgetId: "path",
      verbose: "query",
      limit: "query",
      "X-Trace-Id": "header",
    });
    expect(tools[1]!.inputSchema.properties.body).toEqual({
      type: "object",
      required: ["id", "name"],
      properties: {
        id: { type: "string", format: "uuid" },
        name: { type: "string", maxLength: 20 },
        color: { type: "string", enum: ["red", "green"] },
        size: { type: "integer", default: 1 },
      },
      additionalProperties: false,
    });
  });
});

describe("emitTypes (end to end)", () => {
  const types = emitted["types.ts"];

  it.each([
    [
      "the component types",
      [
        "export type Widget = {",
        'export type Color = "red" | "green";',
        "/** The error body. */\nexport type ErrorEnvelope",
      ],
    ],
    [
      "an input per handler operation",
      ["export interface GetWidgetInput {", "export interface PutWidgetInput {"],
    ],
    [
      "a defaulted query parameter as present",
      ["    verbose: boolean;", "    limit?: number;", '    "X-Trace-Id": string;'],
    ],
    [
      "the body by its component type",
      [
        "  body: Widget;\n}",
        "export type Widget = {\n  id: string;\n  name: string;\n  color?: Color;\n  size?: number;\n};",
      ],
    ],
    [
      "the response unions",
      [
        '  | { status: 200; body: Widget; headers: { "X-Remaining": number } }',
        "  | { status: 404; body: ErrorEnvelope }",
      ],
    ],
    [
      "a group per tag and the handlers interface extending them",
      [
        "export interface WidgetShopWidgetsHandlers {",
        "get_widget: (input: GetWidgetInput, ctx: Context) => Promise<GetWidgetResponse>;",
        "export interface WidgetShopWidgetAdminHandlers {",
        "export interface WidgetShopHandlers extends WidgetShopWidgetsHandlers, WidgetShopWidgetAdminHandlers {",
        'import type { HandlerContext as Context } from "../../runtime/context.js";',
      ],
    ],
  ])("writes %s", (_name, fragments) => {
    for (const fragment of fragments) expect(types).toContain(fragment);
  });

  it("leaves runtime routes out of the handlers", () => {
    expect(types).not.toMatch(/HealthInput|\bhealth:/);
  });
});

describe("emitService and emitRouter (end to end)", () => {
  it.each([
    [
      "service.ts",
      [
        '"name": "widget-shop"',
        '"title": "Widget Shop"',
        '"version": "1.2.3"',
        '"defaultErrorShape": "envelope"',
        '"BearerAuth": {\n      "type": "http",\n      "scheme": "bearer"\n    }',
        "operations: widgetShopOperations,",
        "tools: widgetShopTools,",
      ],
    ],
    [
      "router.ts",
      [
        "export function createWidgetShopRouter(handlers: WidgetShopHandlers, options: ServiceRouterOptions): Router {",
      ],
    ],
  ] as const)("writes %s", (file, fragments) => {
    for (const fragment of fragments) expect(emitted[file]).toContain(fragment);
  });
});

describe("emitLlmsTxt (end to end)", () => {
  const text = emitLlmsTxt(ctx);

  it.each([
    ["the title and version", "# Widget Shop (version 1.2.3)"],
    ["the description", "Sells widgets."],
    ["an operation heading", "### get_widget: GET /widgets/{widgetId}"],
    ["a parameter with its facts", "- `verbose` (query; optional; boolean; default false)"],
    ["a path parameter's description", "- `widgetId` (path; required; string): Which widget."],
    ["the responses", "Responses: 200 The widget | 404 No such widget"],
  ])("mentions %s", (_name, fragment) => {
    expect(text).toContain(fragment);
  });

  it("leaves runtime routes out", () => {
    expect(text).not.toContain("### health");
  });
});

describe("emitRegistry", () => {
  it("binds every version of a versioned spec to the one handlers folder", () => {
    const source = emitRegistry([
      { name: "shop", folder: "shop" },
      { name: "shop-ext", folder: "shop" },
    ]);
    expect(source).toContain('import { shopExtModule } from "../handlers/shop/index.js";');
    expect(source).toContain('import { shopExtService } from "./shop-ext/service.js";');
  });

  it("binds every service to its module", () => {
    const source = emitRegistry([
      { name: "uuid", folder: "uuid" },
      { name: "widget-shop", folder: "widget-shop" },
    ]);
    expect(source).toContain('import { widgetShopModule } from "../handlers/widget-shop/index.js";');
    expect(source).toContain('import { widgetShopService } from "./widget-shop/service.js";');
    expect(source).toContain(
      "  { definition: uuidService, module: uuidModule },\n  { definition: widgetShopService, module: widgetShopModule },",
    );
  });
});

describe("emitLoaders", () => {
  it("gives each service a loader importing only its own contract and module", () => {
    const source = emitLoaders([
      { name: "shop", folder: "shop" },
      { name: "shop-ext", folder: "shop" },
    ]);
    expect(source).toContain(
      [
        '  "shop-ext": async () => ({',
        '    definition: (await import("./shop-ext/service.js")).shopExtService,',
        '    module: (await import("../handlers/shop/index.js")).shopExtModule,',
        "  }),",
      ].join("\n"),
    );
    // Nothing is imported at the top: loading the file loads no service.
    expect(source).not.toMatch(/^import \{/m);
  });
});

/** Type-checks `files` (name → source, in generated/__codegen_e2e__/) with the project's tsconfig. */
function typeCheck(sources: Record<string, string>): string[] {
  const root = fileURLToPath(new URL("..", import.meta.url));
  const dir = `${root}generated/__codegen_e2e__/`;
  const files = new Map(Object.entries(sources).map(([name, text]) => [dir + name, text]));
  const config = ts.readConfigFile(`${root}tsconfig.json`, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const host = ts.createCompilerHost({ ...options, noEmit: true });
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, language, ...rest) =>
    files.has(name)
      ? ts.createSourceFile(name, files.get(name)!, language)
      : getSourceFile.call(host, name, language, ...rest);
  host.fileExists = (name) => files.has(name) || fileExists.call(host, name);
  host.readFile = (name) => files.get(name) ?? readFile.call(host, name);
  host.directoryExists = (name) => `${name}/` === dir || ts.sys.directoryExists(name);
  const program = ts.createProgram([...files.keys()], { ...options, noEmit: true }, host);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file && files.has(d.file.fileName))
    .map((d) => {
      const { line } = d.file!.getLineAndCharacterOfPosition(d.start ?? 0);
      const text = ts.flattenDiagnosticMessageText(d.messageText, "\n");
      return `${d.file!.fileName.slice(dir.length)}:${line + 1}: ${text}`;
    });
}

/**
 * A handler file as users write one: a group per tag (`WidgetShopWidgetsHandlers`), a group split
 * over parts checked with `satisfies Partial<…>`, the service's object composing them. Each
 * `@ts-expect-error` marks what the contract forbids; the test also proves each marks its error.
 * (A field a body schema does not declare, added to a well-formed body, passes TypeScript: it checks
 * no excess properties on an inferred return. The harness's response validation refuses it.)
 */
const handlerFile = `
import type {
  GetWidgetInput,
  WidgetShopHandlers,
  WidgetShopWidgetAdminHandlers,
  WidgetShopWidgetsHandlers,
} from "./types.js";

export const widgetHandlers: WidgetShopWidgetsHandlers = {
  async get_widget(input, ctx) {
    const id: string = input.path.widgetId;
    const verbose: boolean = input.query.verbose;
    const trace: string = input.headers["X-Trace-Id"];
    const at: Date = ctx.now();
    return { status: 200, body: { id, name: String(verbose) + trace + at.getDay() }, headers: { "X-Remaining": 1 } };
  },
};

const replacing = {
  async put_widget(input) {
    const size: number = input.body.size ?? 1;
    if (size > 1) return { status: 400, body: { success: false, error: "too big" } };
    return { status: 200, body: input.body };
  },
} satisfies Partial<WidgetShopWidgetAdminHandlers>;

export const adminHandlers: WidgetShopWidgetAdminHandlers = { ...replacing };

export const handlers: WidgetShopHandlers = {
  ...widgetHandlers,
  ...adminHandlers,
  owners: {
    async put_widget(input) {
      return input.path.widgetId === "mine" ? "user-1" : null;
    },
  },
};

export const undeclaredStatus: WidgetShopWidgetAdminHandlers = {
  // @ts-expect-error put_widget answers 418, a status it does not declare
  async put_widget(input) {
    return { status: 418, body: input.body };
  },
};

export const undeclaredBody: WidgetShopWidgetsHandlers = {
  // @ts-expect-error get_widget answers a Widget without its name
  async get_widget(input) {
    return { status: 200, body: { id: input.path.widgetId }, headers: { "X-Remaining": 1 } };
  },
};

export const mistypedField: WidgetShopWidgetAdminHandlers = {
  // @ts-expect-error put_widget answers a Widget whose name is a number
  async put_widget(input) {
    return { status: 200, body: { id: input.body.id, name: input.body.name.length } };
  },
};

export const missingHeader: WidgetShopWidgetsHandlers = {
  // @ts-expect-error get_widget leaves out the X-Remaining header its 200 requires
  async get_widget(input) {
    return { status: 200, body: { id: input.path.widgetId, name: "W" } };
  },
};

export const expectsMore: WidgetShopWidgetsHandlers = {
  // @ts-expect-error get_widget expects a limit the contract leaves optional
  get_widget: async (input: GetWidgetInput & { query: { limit: number } }) => ({
    status: 200 as const,
    body: { id: input.path.widgetId, name: String(input.query.limit) },
    headers: { "X-Remaining": 1 },
  }),
};

export const undeclaredInPart = {
  // @ts-expect-error a part of a group answers 418
  async put_widget() {
    return { status: 418 };
  },
} satisfies Partial<WidgetShopWidgetAdminHandlers>;

export const strayPart = {
  // @ts-expect-error a part of a group has an operation the group does not
  async get_widget() {
    return { status: 200 };
  },
} satisfies Partial<WidgetShopWidgetAdminHandlers>;

// @ts-expect-error the service's handlers leave out put_widget
export const missing: WidgetShopHandlers = { ...widgetHandlers, owners: handlers.owners };
`;

/** Each `@ts-expect-error` of {@link handlerFile}: its reason, and a fragment of the error it stands for. */
const MARKED_ERRORS: [string, string][] = [
  ["put_widget answers 418, a status it does not declare", "Type '418' is not assignable"],
  [
    "get_widget answers a Widget without its name",
    "Property 'name' is missing in type '{ id: string; }' but required in type 'Widget'",
  ],
  ["put_widget answers a Widget whose name is a number", "Type 'number' is not assignable to type 'string'"],
  ["get_widget leaves out the X-Remaining header its 200 requires", "Property 'headers' is missing"],
  [
    "get_widget expects a limit the contract leaves optional",
    "Type 'number | undefined' is not assignable to type 'number'",
  ],
  ["a part of a group answers 418", "Type '{ status: 418; }' is not assignable to type 'PutWidgetResponse'"],
  [
    "a part of a group has an operation the group does not",
    "'get_widget' does not exist in type 'Partial<WidgetShopWidgetAdminHandlers>'",
  ],
  ["the service's handlers leave out put_widget", "Property 'put_widget' is missing"],
];

describe("emitted TypeScript", () => {
  // One compile of the handler file without its `@ts-expect-error` lines (blanked, so lines keep
  // their numbers): the file as written compiles exactly when every error falls on a marked line.
  const lines = handlerFile.split("\n");
  const marked = lines.flatMap((line, i) => (line.includes("@ts-expect-error") ? [i + 2] : []));
  const unmarked = lines.map((line) => (line.includes("@ts-expect-error") ? "" : line)).join("\n");
  const lineOf = (problem: string) => Number(/^handlers\.ts:(\d+):/.exec(problem)?.[1]);
  let problems: string[];

  beforeAll(() => {
    problems = typeCheck({ ...emitted, "handlers.ts": unmarked });
  });

  it("type-checks against the runtime contract, with handler files typed by group", () => {
    expect(marked).toHaveLength(MARKED_ERRORS.length);
    expect(problems.filter((p) => !marked.includes(lineOf(p)))).toEqual([]);
  });

  it.each(MARKED_ERRORS)("refuses a handler file where %s", (reason, want) => {
    const directive = lines.findIndex((line) => line.endsWith(`// @ts-expect-error ${reason}`));
    expect(directive).toBeGreaterThanOrEqual(0);
    expect(problems.filter((p) => lineOf(p) === directive + 2).join("\n")).toContain(want);
  });
});
