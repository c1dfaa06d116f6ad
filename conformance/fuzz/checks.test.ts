import { type CaseFacts, runChecks } from "./checks.js";
import type { WireResponse } from "./http.js";
import { type OpenApiDocument, readContract } from "./openapi.js";
import { createValidator } from "./validator.js";

const doc: OpenApiDocument = {
  openapi: "3.1.0",
  security: [{}, { Key: [] }],
  paths: {
    "/x": {
      get: {
        operationId: "x",
        responses: {
          "200": {
            description: "ok",
            headers: { "X-Rate": { required: true, schema: { type: "integer" } } },
            content: {
              "application/json": {
                schema: { type: "object", required: ["n"], properties: { n: { type: "integer" } } },
              },
            },
          },
          "402": { description: "pay", content: { "application/json": { schema: {} } } },
          "4XX": {
            description: "client error",
            content: { "application/problem+json": { schema: { type: "object" } } },
          },
        },
      },
    },
  },
  components: { securitySchemes: { Key: { type: "http", scheme: "bearer" } } },
};
const op = readContract(doc).operations[0]!;
const validator = createValidator(doc);
const facts = (over: Partial<CaseFacts> = {}): CaseFacts => ({
  kind: "positive",
  credentialsSent: true,
  fullyValid: true,
  hasPathParams: false,
  ...over,
});
const response = (status: number, body: string, headers: Record<string, string> = {}): WireResponse => ({
  status,
  body,
  headers: { "content-type": "application/json; charset=utf-8", ...headers },
  elapsedMs: 1,
});
const checks = (f: CaseFacts, r: WireResponse) => runChecks(op, f, r, validator).map((x) => x.check);

describe("runChecks", () => {
  it("passes a conforming answer", () => {
    expect(checks(facts(), response(200, `{"n":1}`, { "x-rate": "5" }))).toEqual([]);
  });

  it("names each way an answer breaks the contract", () => {
    expect(checks(facts(), response(200, `{"n":"1"}`, { "x-rate": "5" }))).toEqual([
      "response_schema_conformance",
    ]);
    expect(checks(facts(), response(200, `{"n":1}`))).toEqual(["response_headers_conformance"]);
    expect(checks(facts(), response(200, `{"n":1}`, { "x-rate": "many" }))).toEqual([
      "response_headers_conformance",
    ]);
    expect(checks(facts(), response(200, "<p>", { "x-rate": "5", "content-type": "text/html" }))).toEqual([
      "content_type_conformance",
    ]);
    expect(checks(facts({ kind: "negative" }), response(302, ""))).toEqual([
      "status_code_conformance",
      "negative_data_rejection",
    ]);
    expect(checks(facts(), response(503, "{}"))).toEqual([
      "not_a_server_error",
      "status_code_conformance",
      "positive_data_acceptance",
    ]);
  });

  it("covers statuses by range", () => {
    expect(
      checks(
        facts({ kind: "negative" }),
        response(404, "{}", { "content-type": "application/problem+json" }),
      ),
    ).toEqual([]);
  });

  it("tolerates 402 only when no credential was sent", () => {
    expect(checks(facts({ credentialsSent: false }), response(402, "{}"))).toEqual([]);
    expect(checks(facts({ credentialsSent: true }), response(402, "{}"))).toEqual([
      "positive_data_acceptance",
    ]);
    expect(checks(facts({ fullyValid: false }), response(402, "{}"))).toEqual([]);
  });

  it("tolerates 403 with a credential only where the operation documents 403", () => {
    expect(checks(facts(), response(403, "{}", { "content-type": "application/problem+json" }))).toEqual([
      "positive_data_acceptance",
    ]);
    const get = doc.paths?.["/x"]?.get as { responses: Record<string, unknown> };
    const forbidden = { description: "forbidden", content: { "application/json": { schema: {} } } };
    const withForbidden: OpenApiDocument = {
      ...doc,
      paths: { "/x": { get: { ...get, responses: { ...get.responses, "403": forbidden } } } },
    };
    const guarded = readContract(withForbidden).operations[0]!;
    const verdict = (f: CaseFacts) =>
      runChecks(guarded, f, response(403, "{}"), createValidator(withForbidden)).map((x) => x.check);
    expect(verdict(facts())).toEqual([]);
    expect(verdict(facts({ kind: "bad-auth", credentialsSent: false }))).toEqual([]);
  });

  it("holds a signed webhook to acceptance, its documented 401 (a signature that does not verify) aside", () => {
    const get = doc.paths?.["/x"]?.get as { responses: Record<string, unknown> };
    const refused = { description: "signature", content: { "application/json": { schema: {} } } };
    const webhook = (responses: Record<string, unknown>): OpenApiDocument => ({
      ...doc,
      paths: { "/x": { get: { ...get, "x-payments-webhook": true, responses } } },
    });
    const verdict = (d: OpenApiDocument, status: number) =>
      runChecks(readContract(d).operations[0]!, facts(), response(status, "{}"), createValidator(d)).map(
        (x) => x.check,
      );
    const documented = webhook({ ...get.responses, "401": refused });
    expect(verdict(documented, 401)).toEqual([]);
    expect(verdict(documented, 400)).toContain("positive_data_acceptance");
    // An undocumented 401 is no answer the contract gives.
    expect(verdict(webhook(get.responses), 401)).toContain("positive_data_acceptance");
  });

  it("flags a bad credential that is let in", () => {
    expect(
      checks(
        facts({ kind: "bad-auth", credentialsSent: false }),
        response(200, `{"n":1}`, { "x-rate": "1" }),
      ),
    ).toEqual(["ignored_auth"]);
    expect(
      checks(facts({ kind: "no-auth", credentialsSent: false }), response(200, `{"n":1}`, { "x-rate": "1" })),
    ).toEqual([]);
  });
});

describe("x-server-checked", () => {
  const crossDoc: OpenApiDocument = {
    openapi: "3.1.0",
    paths: {
      "/bp": {
        post: {
          operationId: "bp",
          requestBody: {
            required: true,
            content: { "application/json": { schema: { $ref: "#/components/schemas/Blueprint" } } },
          },
          responses: {
            "201": { description: "ok", content: { "application/json": { schema: {} } } },
            "400": { description: "bad", content: { "application/json": { schema: {} } } },
          },
        },
      },
    },
    components: {
      schemas: {
        Blueprint: {
          type: "object",
          properties: {
            name: { type: "string" },
            steps: { type: "array", items: { $ref: "#/components/schemas/Step" } },
          },
        },
        Step: {
          type: "object",
          properties: {
            id: { type: "string" },
            depends_on: { type: "array", items: { type: "string" }, "x-server-checked": "names other steps" },
          },
        },
      },
    },
  };
  const bp = readContract(crossDoc).operations[0]!;
  const verdict = (body: unknown) =>
    runChecks(bp, facts(), response(400, JSON.stringify(body)), createValidator(crossDoc)).map(
      (x) => x.check,
    );

  it("finds the marked members through $ref and array items", () => {
    expect(bp.serverChecked).toEqual(["/steps/*/depends_on"]);
  });

  it("accepts a 400 for a valid request only when every issue names a marked member", () => {
    const issue = (name: string) => ({ location: "body", name, message: "no such step" });
    expect(verdict({ issues: [issue("/steps/2/depends_on/0")] })).toEqual([]);
    expect(verdict({ issues: [issue("/steps/2/depends_on")] })).toEqual([]);
    expect(verdict({ issues: [issue("/steps/2/depends_on/0"), issue("/name")] })).toEqual([
      "positive_data_acceptance",
    ]);
    expect(verdict({ issues: [issue("/steps/x/depends_on")] })).toEqual(["positive_data_acceptance"]);
    expect(verdict({ issues: [] })).toEqual(["positive_data_acceptance"]);
    expect(verdict({ error: "no issues" })).toEqual(["positive_data_acceptance"]);
  });

  it("accepts a 400 naming a parameter marked on itself or its schema, and no other parameter", () => {
    const keyed: OpenApiDocument = {
      openapi: "3.1.0",
      paths: {
        "/list": {
          get: {
            operationId: "list",
            parameters: [
              { name: "key", in: "query", schema: { type: "string" }, "x-server-checked": "or in X-Key" },
              { name: "X-Key", in: "header", schema: { type: "string", "x-server-checked": "or in key" } },
              { name: "user", in: "query", schema: { type: "string" } },
            ],
            responses: { "400": { description: "bad", content: { "application/json": { schema: {} } } } },
          },
        },
      },
    };
    const list = readContract(keyed).operations[0]!;
    const judged = (issues: unknown[]) =>
      runChecks(list, facts(), response(400, JSON.stringify({ issues })), createValidator(keyed)).map(
        (x) => x.check,
      );
    expect(
      judged([
        { location: "query", name: "key" },
        { location: "header", name: "x-key" },
      ]),
    ).toEqual([]);
    expect(judged([{ location: "query", name: "user" }])).toEqual(["positive_data_acceptance"]);
    expect(judged([{ location: "body", name: "/key" }])).toEqual(["positive_data_acceptance"]);
    expect(judged([{ location: "header", name: "key" }])).toEqual(["positive_data_acceptance"]);
  });
});
