import ts from "typescript";
import type { OperationDefinition } from "../../runtime/contract.js";
import { type JsonSchema, listOperations, type OpenApiDocument } from "../openapi.js";
import { serviceContext } from "./context.js";
import { defaultErrorShape, emitOperations, errorShapeOf } from "./operations.js";

const envelope: JsonSchema = {
  type: "object",
  required: ["success", "error"],
  properties: { success: { const: false }, error: { type: "string" } },
};
const problem: JsonSchema = {
  type: "object",
  properties: { type: { type: "string" }, title: { type: "string" }, status: { type: "integer" } },
};
const message: JsonSchema = { type: "object", properties: { message: { type: "string" } } };

const components: Record<string, JsonSchema> = {
  Envelope: envelope,
  Problem: problem,
  Message: message,
  /** An envelope split over allOf, one half behind a $ref. */
  SplitEnvelope: {
    allOf: [{ $ref: "#/components/schemas/SuccessFlag" }, { properties: { error: { type: "string" } } }],
  },
  SuccessFlag: { type: "object", properties: { success: { type: "boolean" } } },
};

const json = (schema: JsonSchema) => ({ "application/json": { schema } });

/** A document with one GET per entry of `responses` (path `/<operationId>`). */
function docWith(operations: Record<string, Record<string, unknown>>): OpenApiDocument {
  return {
    openapi: "3.1.0",
    info: { title: "T", version: "1" },
    paths: Object.fromEntries(
      Object.entries(operations).map(([id, responses]) => [
        `/${id}`,
        { get: { operationId: id, responses } },
      ]),
    ),
    components: {
      schemas: components,
      responses: {
        NotFound: { description: "Not found", content: json({ $ref: "#/components/schemas/Envelope" }) },
      },
    },
  };
}

const ok = { description: "OK", content: json({ type: "string" }) };

describe("errorShapeOf", () => {
  it.each<[string, { given: Record<string, unknown>; want: string | undefined }]>([
    [
      "detects an envelope by success and error",
      { given: { "400": { description: "", content: json(envelope) } }, want: "envelope" },
    ],
    [
      "detects an envelope behind a $ref",
      {
        given: { "400": { description: "", content: json({ $ref: "#/components/schemas/Envelope" }) } },
        want: "envelope",
      },
    ],
    [
      "detects an envelope behind a response $ref",
      { given: { "404": { $ref: "#/components/responses/NotFound" } }, want: "envelope" },
    ],
    [
      "detects an envelope assembled from allOf",
      {
        given: { "400": { description: "", content: json({ $ref: "#/components/schemas/SplitEnvelope" }) } },
        want: "envelope",
      },
    ],
    [
      "detects a problem by its media type",
      {
        given: { "400": { description: "", content: { "application/problem+json": { schema: message } } } },
        want: "problem",
      },
    ],
    [
      "detects a problem by its media type even without a schema",
      { given: { "403": { description: "", content: { "application/problem+json": {} } } }, want: "problem" },
    ],
    [
      "detects a problem by title and status",
      { given: { "422": { description: "", content: json(problem) } }, want: "problem" },
    ],
    [
      "detects a problem behind a $ref",
      {
        given: { "400": { description: "", content: json({ $ref: "#/components/schemas/Problem" }) } },
        want: "problem",
      },
    ],
    [
      "detects a message body",
      { given: { "400": { description: "", content: json(message) } }, want: "message" },
    ],
    ["reads a 4XX range", { given: { "4XX": { description: "", content: json(message) } }, want: "message" }],
    [
      "prefers application/json when a response has several media types",
      {
        given: {
          "400": {
            description: "",
            content: { "application/problem+json": { schema: problem }, ...json(envelope) },
          },
        },
        want: "envelope",
      },
    ],
    [
      "skips a 4xx without a body and reads the next",
      {
        given: { "401": { description: "" }, "404": { description: "", content: json(envelope) } },
        want: "envelope",
      },
    ],
    [
      "skips an unrecognised 4xx body and reads the next",
      {
        given: {
          "400": {
            description: "",
            content: json({ type: "object", properties: { reason: { type: "string" } } }),
          },
          "409": { description: "", content: json(message) },
        },
        want: "message",
      },
    ],
    [
      "uses the first 4xx in status order",
      {
        given: {
          "429": { description: "", content: json(message) },
          "400": { description: "", content: json(problem) },
        },
        want: "problem",
      },
    ],
    [
      "needs both success and error for an envelope",
      {
        given: { "400": { description: "", content: json({ properties: { success: {} } }) } },
        want: undefined,
      },
    ],
    [
      "needs both title and status for a problem",
      {
        given: { "400": { description: "", content: json({ properties: { title: {} } }) } },
        want: undefined,
      },
    ],
    [
      "ignores 5xx and default responses",
      {
        given: {
          "500": { description: "", content: json(envelope) },
          default: { description: "", content: json(problem) },
        },
        want: undefined,
      },
    ],
    ["finds nothing without error responses", { given: { "200": ok }, want: undefined }],
    ["finds nothing in a 4xx without a body", { given: { "404": { description: "" } }, want: undefined }],
  ])("%s", (_name, { given, want }) => {
    const doc = docWith({ op: { "200": ok, ...given } });
    const [op] = listOperations(doc);
    expect(errorShapeOf(doc, op!)).toBe(want);
  });
});

describe("defaultErrorShape", () => {
  const withShape = (schema: JsonSchema | undefined) =>
    schema ? { "200": ok, "400": { description: "", content: json(schema) } } : { "200": ok };

  it.each<[string, { given: (JsonSchema | undefined)[]; want: string }]>([
    ["picks the only shape", { given: [message], want: "message" }],
    ["picks the majority", { given: [problem, envelope, envelope, message], want: "envelope" }],
    [
      "ignores operations without a detectable shape",
      { given: [undefined, undefined, message], want: "message" },
    ],
    ["breaks a tie by the first operation (in path order)", { given: [message, envelope], want: "message" }],
    [
      "falls back to problem when no operation declares an error",
      { given: [undefined, undefined], want: "problem" },
    ],
    ["falls back to problem for a service without operations", { given: [], want: "problem" }],
  ])("%s", (_name, { given, want }) => {
    const doc = docWith(Object.fromEntries(given.map((schema, i) => [`op${i}`, withShape(schema)])));
    expect(defaultErrorShape(serviceContext("svc", doc))).toBe(want);
  });
});

/**
 * Evaluates emitted TypeScript: types are stripped, imports are replaced by the given scope,
 * and the named exports are returned.
 */
function evaluate(
  source: string,
  scope: Record<string, unknown>,
  exports: string[],
): Record<string, unknown> {
  const js = ts.transpileModule(source, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
  }).outputText;
  const body = js.replace(/^import\b[^;]*;/gm, "").replace(/^export /gm, "");
  return new Function(...Object.keys(scope), `${body}\nreturn { ${exports.join(", ")} };`)(
    ...Object.values(scope),
  );
}

describe("emitOperations", () => {
  const route = (operationId: string, extra: Record<string, unknown> = {}) => ({
    operationId,
    responses: { "200": ok, "400": { description: "", content: json(envelope) } },
    ...extra,
  });

  /** The evaluated table entry of the one operation in `/x`. */
  function entryFor(
    operation: Record<string, unknown>,
    docExtra: Partial<OpenApiDocument> = {},
  ): OperationDefinition {
    const doc: OpenApiDocument = {
      openapi: "3.1.0",
      info: { title: "T", version: "1" },
      paths: {
        "/x/{id}": { parameters: [{ name: "id", in: "path", schema: { type: "string" } }], get: operation },
      },
      ...docExtra,
    };
    const source = emitOperations(serviceContext("my-svc", doc));
    const bundle = { path: "PATH", responses: "RESPONSES" };
    const { mySvcOperations } = evaluate(source, { opSchemas: bundle }, ["mySvcOperations"]);
    return (mySvcOperations as OperationDefinition[])[0]!;
  }

  it.each<[string, { given: Record<string, unknown>; want: Record<string, unknown> }]>([
    ["no policy without extensions", { given: {}, want: {} }],
    [
      "x-price-micro-usd as the price",
      { given: { "x-price-micro-usd": 2500 }, want: { priceMicroUsd: 2500 } },
    ],
    [
      "x-price-usd converted to micro-USD",
      { given: { "x-price-usd": 0.0025 }, want: { priceMicroUsd: 2500 } },
    ],
    [
      "x-price-usd rounded to a whole micro-USD",
      { given: { "x-price-usd": 0.1 + 0.2 }, want: { priceMicroUsd: 300000 } },
    ],
    [
      "x-price-micro-usd over x-price-usd",
      { given: { "x-price-micro-usd": 7, "x-price-usd": 1 }, want: { priceMicroUsd: 7 } },
    ],
    ["x-free-per-ip-per-day", { given: { "x-free-per-ip-per-day": 3 }, want: { freePerIpPerDay: 3 } }],
    ["x-access", { given: { "x-access": "admin" }, want: { access: "admin" } }],
    ["x-owner-scoped when true", { given: { "x-owner-scoped": true }, want: { ownerScoped: true } }],
    ["nothing for x-owner-scoped false", { given: { "x-owner-scoped": false }, want: {} }],
    ["x-cost-micro-usd", { given: { "x-cost-micro-usd": 40 }, want: { costMicroUsd: 40 } }],
    [
      "x-rate-limit as given",
      {
        given: { "x-rate-limit": { limit: 5, windowSeconds: 60 } },
        want: { rateLimit: { limit: 5, windowSeconds: 60 } },
      },
    ],
    ["nothing for a price that is not a number", { given: { "x-price-micro-usd": "2500" }, want: {} }],
  ])("reads the policy: %s", (_name, { given, want }) => {
    expect(entryFor(route("op", given)).policy).toEqual(want);
  });

  it.each<
    [
      string,
      {
        given: unknown[] | undefined;
        global?: Record<string, string[]>[];
        want: OperationDefinition["security"];
      },
    ]
  >([
    ["anonymous without security", { given: undefined, want: { anonymous: true, schemes: [] } }],
    [
      "anonymous with an empty security list",
      { given: [], global: [{ bearer: [] }], want: { anonymous: true, schemes: [] } },
    ],
    [
      "anonymous with an `{}` option",
      { given: [{}, { bearer: [] }], want: { anonymous: true, schemes: ["bearer"] } },
    ],
    [
      "not anonymous with only schemes",
      { given: [{ bearer: [] }, { apiKey: [] }], want: { anonymous: false, schemes: ["bearer", "apiKey"] } },
    ],
    [
      "schemes once each",
      {
        given: [{ bearer: [], apiKey: [] }, { bearer: [] }],
        want: { anonymous: false, schemes: ["bearer", "apiKey"] },
      },
    ],
    [
      "the document's security by default",
      { given: undefined, global: [{ bearer: [] }], want: { anonymous: false, schemes: ["bearer"] } },
    ],
  ])("reads security: %s", (_name, { given, global, want }) => {
    const entry = entryFor(route("op", given ? { security: given } : {}), global ? { security: global } : {});
    expect(entry.security).toEqual(want);
  });

  it("writes the route, parameters, responses, error shape and schema references", () => {
    const entry = entryFor(
      route("op", {
        summary: "Sum",
        "x-runtime": "health",
        responses: {
          "200": {
            description: "",
            content: json({ type: "string" }),
            headers: { "X-Left": { required: true, schema: {} } },
          },
          "204": { description: "" },
        },
      }),
    );
    expect(entry).toEqual({
      operationId: "op",
      method: "get",
      path: "/x/{id}",
      expressPath: "/x/:id",
      summary: "Sum",
      runtime: "health",
      parameters: [{ name: "id", in: "path", required: true }],
      responses: {
        "200": { mediaType: "application/json", headers: [{ name: "X-Left", required: true }] },
        "204": { headers: [] },
      },
      security: { anonymous: true, schemes: [] },
      policy: {},
      errorShape: "problem",
      schemas: { path: "PATH", responses: "RESPONSES" },
    });
  });
});
