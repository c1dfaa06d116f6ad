import { type OpenApiDocument, type Param, readContract } from "./openapi.js";
import { asServerSees, serializeParam, toCurl, toWire } from "./wire.js";

const param = (over: Partial<Param>): Param => ({
  name: "p",
  in: "query",
  required: false,
  schema: {},
  style: "form",
  explode: true,
  ...over,
});

describe("serializeParam", () => {
  it("follows style and explode", () => {
    expect(serializeParam(param({ explode: false }), ["a", "b"])).toEqual([["p", "a,b"]]);
    expect(serializeParam(param({}), ["a", "b"])).toEqual([
      ["p", "a"],
      ["p", "b"],
    ]);
    expect(serializeParam(param({ style: "pipeDelimited", explode: false }), [1, 2])).toEqual([["p", "1|2"]]);
    expect(serializeParam(param({ style: "deepObject" }), { x: 1 })).toEqual([["p[x]", "1"]]);
    expect(serializeParam(param({ in: "header", style: "simple", explode: false }), { a: 1, b: 2 })).toEqual([
      ["p", "a,1,b,2"],
    ]);
  });

  it("reads values back as the server will", () => {
    const doc = {};
    expect(asServerSees(param({ schema: { type: "integer" } }), 5, doc)).toBe(5);
    expect(asServerSees(param({ schema: { type: "integer" } }), "abc", doc)).toBe("abc");
    expect(asServerSees(param({ schema: { type: "string" } }), 150, doc)).toBe("150");
    expect(
      asServerSees(
        param({ explode: false, schema: { type: "array", items: { type: "integer" } } }),
        [1, 2],
        doc,
      ),
    ).toEqual([1, 2]);
    expect(
      asServerSees(
        param({ explode: false, schema: { type: "array", items: { type: "string" } } }),
        ["a,b"],
        doc,
      ),
    ).toEqual(["a", "b"]);
  });
});

describe("toWire and toCurl", () => {
  const doc: OpenApiDocument = {
    paths: {
      "/items/{id}": {
        post: {
          operationId: "post",
          parameters: [
            { name: "id", in: "path", required: true, schema: { type: "string" } },
            {
              name: "tags",
              in: "query",
              explode: false,
              schema: { type: "array", items: { type: "string" } },
            },
            { name: "s", in: "cookie", schema: { type: "string" } },
          ],
          requestBody: { content: { "application/json": { schema: {} } } },
          responses: {},
        },
      },
    },
  };
  const op = readContract(doc).operations[0]!;

  it("encodes path, query, cookies and body", () => {
    const wire = toWire(
      op,
      {
        path: { id: ".." },
        query: { tags: ["a b", "c&d"] },
        header: {},
        cookie: { s: "x y" },
        body: { mediaType: "application/json", value: { q: "it's" } },
      },
      "http://h/svc",
      { Authorization: "Bearer k" },
    );
    expect(wire.url).toBe("http://h/svc/items/%2E%2E?tags=a%20b,c%26d");
    expect(wire.headers).toEqual({
      Cookie: "s=x%20y",
      Authorization: "Bearer k",
      "Content-Type": "application/json",
    });
    expect(wire.body).toBe(`{"q":"it's"}`);
  });

  it("writes a curl line that sends exactly the request", () => {
    const curl = toCurl({
      method: "POST",
      url: "http://h/x?a=1",
      headers: { "X-Empty": "", "Content-Type": "application/json" },
      body: `{"q":"it's"}`,
    });
    expect(curl).toBe(
      `curl -sS -i -g -X POST 'http://h/x?a=1' -H 'X-Empty;' -H 'Content-Type: application/json' -H 'Accept:' --data-binary '{"q":"it'\\''s"}'`,
    );
  });
});
