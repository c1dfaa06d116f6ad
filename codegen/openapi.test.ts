import { componentName, deref, listOperations, type OpenApiDocument, resolvePointer } from "./openapi.js";

/** A minimal valid document with the given paths and components. */
function docWith(paths: OpenApiDocument["paths"], extra: Partial<OpenApiDocument> = {}): OpenApiDocument {
  return { openapi: "3.1.0", info: { title: "T", version: "1" }, paths, ...extra };
}

const ok = { "200": { description: "OK" } };

describe("resolvePointer", () => {
  const doc = docWith(
    {
      "/items/{id}": { get: { operationId: "getItem", responses: ok } },
    },
    {
      components: {
        schemas: {
          Widget: { type: "object" },
          "a~b": { type: "string" },
          "a/b": { type: "integer" },
          "~1": { type: "boolean" },
        },
      },
      tags: [{ name: "first" }, { name: "second" }],
    },
  );

  it.each([
    ["a component schema", { given: "#/components/schemas/Widget", want: { type: "object" } }],
    ["`~1` as a slash", { given: "#/paths/~1items~1{id}/get/operationId", want: "getItem" }],
    ["`~0` as a tilde", { given: "#/components/schemas/a~0b", want: { type: "string" } }],
    ["`~1` inside a key", { given: "#/components/schemas/a~1b", want: { type: "integer" } }],
    ["`~01` as a literal `~1` (not `/`)", { given: "#/components/schemas/~01", want: { type: "boolean" } }],
    ["an array index", { given: "#/tags/1/name", want: "second" }],
    ["a nested scalar", { given: "#/info/title", want: "T" }],
  ])("resolves %s", (_name, { given, want }) => {
    expect(resolvePointer(doc, given)).toEqual(want);
  });

  it.each([
    ["a remote document", { given: "https://example.com/schemas.json#/Widget", error: /only local \$refs/ }],
    ["a relative file", { given: "common.yaml#/components/schemas/Widget", error: /only local \$refs/ }],
    ["the bare fragment", { given: "#", error: /only local \$refs/ }],
    [
      "a missing component",
      { given: "#/components/schemas/Nope", error: /unresolved \$ref #\/components\/schemas\/Nope/ },
    ],
    ["a path through a scalar", { given: "#/info/title/length", error: /unresolved \$ref/ }],
    ["an out-of-range index", { given: "#/tags/5", error: /unresolved \$ref/ }],
  ])("rejects %s", (_name, { given, error }) => {
    expect(() => resolvePointer(doc, given)).toThrow(error);
  });
});

describe("deref", () => {
  const doc = docWith(
    {},
    {
      components: {
        parameters: {
          Limit: { name: "limit", in: "query", schema: { type: "integer" } },
          Alias: { $ref: "#/components/parameters/Limit" },
          AliasOfAlias: { $ref: "#/components/parameters/Alias" },
          LoopA: { $ref: "#/components/parameters/LoopB" },
          LoopB: { $ref: "#/components/parameters/LoopA" },
        },
      },
    },
  );
  const limit = { name: "limit", in: "query", schema: { type: "integer" } };

  it.each([
    ["a value without $ref as it is", { given: { name: "x" } as unknown, want: { name: "x" } as unknown }],
    ["a scalar as it is", { given: 42, want: 42 }],
    ["undefined as it is", { given: undefined, want: undefined }],
    ["one hop", { given: { $ref: "#/components/parameters/Limit" }, want: limit }],
    ["a two-hop chain", { given: { $ref: "#/components/parameters/Alias" }, want: limit }],
    ["a three-hop chain", { given: { $ref: "#/components/parameters/AliasOfAlias" }, want: limit }],
  ])("resolves %s", (_name, { given, want }) => {
    expect(deref(doc, given)).toEqual(want);
  });

  it.each([
    ["a $ref cycle", { given: { $ref: "#/components/parameters/LoopA" }, error: /\$ref chain too long/ }],
    ["a remote $ref", { given: { $ref: "other.yaml#/x" }, error: /only local \$refs/ }],
  ])("rejects %s", (_name, { given, error }) => {
    expect(() => deref(doc, given)).toThrow(error);
  });
});

describe("componentName", () => {
  it.each([
    [
      "a component schema",
      { given: "#/components/schemas/Contract.ErrorEnvelope", want: "Contract.ErrorEnvelope" },
    ],
    ["a parameter ref", { given: "#/components/parameters/Limit", want: undefined }],
    ["a remote ref", { given: "x.yaml#/components/schemas/A", want: undefined }],
  ])("reads %s", (_name, { given, want }) => {
    expect(componentName(given)).toBe(want);
  });
});

describe("listOperations", () => {
  it.each([
    [
      "sorts by path, then by method in get/put/post/delete/patch/head/options order",
      {
        given: {
          "/b": {
            post: { operationId: "bPost", responses: ok },
            get: { operationId: "bGet", responses: ok },
            delete: { operationId: "bDelete", responses: ok },
          },
          "/a/{id}": {
            options: { operationId: "aOptions", responses: ok },
            patch: { operationId: "aPatch", responses: ok },
            put: { operationId: "aPut", responses: ok },
            head: { operationId: "aHead", responses: ok },
          },
          "/a": { get: { operationId: "aGet", responses: ok } },
        },
        want: ["aGet", "aPut", "aPatch", "aHead", "aOptions", "bGet", "bPost", "bDelete"],
      },
    ],
    [
      "ignores path-item keys that are not methods",
      {
        given: {
          "/x": {
            summary: "not an operation",
            description: "neither",
            parameters: [],
            "x-extension": { operationId: "nope" },
            get: { operationId: "xGet", responses: ok },
          },
        },
        want: ["xGet"],
      },
    ],
    ["lists nothing for a document without paths", { given: undefined, want: [] }],
  ])("%s", (_name, { given, want }) => {
    expect(listOperations(docWith(given)).map((op) => op.operationId)).toEqual(want);
  });

  it.each([
    [
      "keeps a path-level parameter the operation does not redeclare",
      {
        shared: [{ name: "id", in: "path", schema: { type: "string" } }],
        own: [{ name: "verbose", in: "query", schema: { type: "boolean" } }],
        want: [
          { name: "id", in: "path", required: true, schema: { type: "string" } },
          { name: "verbose", in: "query", required: false, schema: { type: "boolean" } },
        ],
      },
    ],
    [
      "lets the operation-level parameter win on the same name and location",
      {
        shared: [{ name: "limit", in: "query", required: false, schema: { type: "integer" } }],
        own: [{ name: "limit", in: "query", required: true, schema: { type: "integer", maximum: 10 } }],
        want: [{ name: "limit", in: "query", required: true, schema: { type: "integer", maximum: 10 } }],
      },
    ],
    [
      "keeps both when the name matches but the location differs",
      {
        shared: [{ name: "token", in: "header", schema: { type: "string" } }],
        own: [{ name: "token", in: "query", schema: { type: "string" } }],
        want: [
          { name: "token", in: "header", required: false, schema: { type: "string" } },
          { name: "token", in: "query", required: false, schema: { type: "string" } },
        ],
      },
    ],
    [
      "resolves $ref parameters at both levels",
      {
        shared: [{ $ref: "#/components/parameters/Id" }],
        own: [{ $ref: "#/components/parameters/Limit" }],
        want: [
          { name: "id", in: "path", required: true, schema: { type: "string" } },
          { name: "limit", in: "query", required: false, schema: { type: "integer" } },
        ],
      },
    ],
  ])("%s", (_name, { shared, own, want }) => {
    const doc = docWith(
      {
        "/items/{id}": {
          parameters: shared,
          get: { operationId: "getItem", parameters: own, responses: ok },
        },
      },
      {
        components: {
          parameters: {
            Id: { name: "id", in: "path", schema: { type: "string" } },
            Limit: { name: "limit", in: "query", schema: { type: "integer" } },
          },
        },
      },
    );
    const [op] = listOperations(doc);
    expect(
      op!.parameters.map(({ name, in: location, required, schema }) => ({
        name,
        in: location,
        required,
        schema,
      })),
    ).toEqual(want);
  });

  it.each([
    ["a path parameter is always required", { given: { name: "id", in: "path", schema: {} }, want: true }],
    [
      "a query parameter is optional by default",
      { given: { name: "q", in: "query", schema: {} }, want: false },
    ],
    [
      "a required query parameter",
      { given: { name: "q", in: "query", required: true, schema: {} }, want: true },
    ],
  ])("reads required: %s", (_name, { given, want }) => {
    const [op] = listOperations(
      docWith({ "/{id}": { get: { operationId: "op", parameters: [given], responses: ok } } }),
    );
    expect(op!.parameters[0]!.required).toBe(want);
  });

  it("reads parameter descriptions, extensions and a missing schema", () => {
    const [op] = listOperations(
      docWith({
        "/x": {
          get: {
            operationId: "op",
            parameters: [
              {
                name: "count",
                in: "query",
                description: "How many.",
                "x-digit-range": { minimum: 1, maximum: 9 },
              },
            ],
            responses: ok,
          },
        },
      }),
    );
    expect(op!.parameters[0]).toEqual({
      name: "count",
      in: "query",
      required: false,
      description: "How many.",
      explode: true,
      schema: {},
      extensions: { "x-digit-range": { minimum: 1, maximum: 9 } },
    });
  });

  it.each([
    [
      "names both routes when an operationId is used twice",
      {
        given: {
          "/a": { get: { operationId: "dup", responses: ok } },
          "/b": { post: { operationId: "dup", responses: ok } },
        },
        error: "operationId dup is used by GET /a and POST /b",
      },
    ],
    [
      "names both methods when the clash is on one path",
      {
        given: {
          "/a": { get: { operationId: "dup", responses: ok }, delete: { operationId: "dup", responses: ok } },
        },
        error: "operationId dup is used by GET /a and DELETE /a",
      },
    ],
    [
      "names the route of an operation without operationId",
      {
        given: { "/things/{id}": { patch: { responses: ok } } },
        error: "PATCH /things/{id} has no operationId",
      },
    ],
    [
      "rejects a non-string operationId",
      { given: { "/n": { get: { operationId: 7, responses: ok } } }, error: "GET /n has no operationId" },
    ],
  ])("%s", (_name, { given, error }) => {
    expect(() => listOperations(docWith(given))).toThrow(error);
  });

  it.each([
    ["the operation's own security", { op: [{ key: [] }], global: [{ bearer: [] }], want: [{ key: [] }] }],
    ["an explicit empty list over the global one", { op: [], global: [{ bearer: [] }], want: [] }],
    [
      "the document's security when the operation has none",
      { op: undefined, global: [{ bearer: [] }], want: [{ bearer: [] }] },
    ],
    ["an anonymous option", { op: [{}, { bearer: [] }], global: undefined, want: [{}, { bearer: [] }] }],
    ["no security at all", { op: undefined, global: undefined, want: [] }],
  ])("reads security: %s", (_name, { op, global, want }) => {
    const operation = { operationId: "op", responses: ok, ...(op ? { security: op } : {}) };
    const doc = docWith({ "/x": { get: operation } }, global ? { security: global } : {});
    expect(listOperations(doc)[0]!.security).toEqual(want);
  });

  it("flattens summary, description, tags, extensions, body and responses", () => {
    const doc = docWith(
      {
        "/widgets": {
          post: {
            operationId: "createWidget",
            summary: "Create",
            description: "Creates a widget.",
            tags: ["widgets"],
            "x-price-micro-usd": 1000,
            "x-access": "admin",
            requestBody: { $ref: "#/components/requestBodies/NewWidget" },
            responses: {
              default: { description: "Error" },
              "4XX": { $ref: "#/components/responses/Bad" },
              "201": {
                description: "Created",
                content: { "application/json": { schema: { $ref: "#/components/schemas/Widget" } } },
                headers: {
                  Location: {
                    required: true,
                    schema: { type: "string", format: "uri" },
                    description: "Where.",
                  },
                  "X-Rate": { $ref: "#/components/headers/Rate" },
                },
              },
            },
          },
        },
      },
      {
        components: {
          schemas: { Widget: { type: "object" } },
          requestBodies: {
            NewWidget: {
              required: true,
              content: { "application/json": { schema: { type: "object" } }, "text/plain": {} },
            },
          },
          responses: {
            Bad: {
              description: "Bad",
              content: { "application/problem+json": { schema: { type: "object" } } },
            },
          },
          headers: { Rate: {} },
        },
      },
    );
    expect(listOperations(doc)).toEqual([
      {
        operationId: "createWidget",
        method: "post",
        path: "/widgets",
        summary: "Create",
        description: "Creates a widget.",
        tags: ["widgets"],
        parameters: [],
        requestBody: {
          required: true,
          content: { "application/json": { type: "object" }, "text/plain": undefined },
        },
        responses: [
          {
            status: "201",
            description: "Created",
            content: { "application/json": { $ref: "#/components/schemas/Widget" } },
            headers: [
              {
                name: "Location",
                required: true,
                schema: { type: "string", format: "uri" },
                description: "Where.",
              },
              { name: "X-Rate", required: false, schema: { type: "string" } },
            ],
          },
          {
            status: "4XX",
            description: "Bad",
            content: { "application/problem+json": { type: "object" } },
            headers: [],
          },
          { status: "default", description: "Error", content: {}, headers: [] },
        ],
        security: [],
        extensions: { "x-price-micro-usd": 1000, "x-access": "admin" },
      },
    ]);
  });
});
