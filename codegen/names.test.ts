import {
  camelCase,
  componentIdentifiers,
  expressPath,
  jsDoc,
  pascalCase,
  propertyKey,
  titleCase,
} from "./names.js";

describe("pascalCase", () => {
  it.each([
    ["snake_case", { given: "get_uuid", want: "GetUuid" }],
    ["kebab-case", { given: "get-uuid", want: "GetUuid" }],
    ["camelCase", { given: "getUuid", want: "GetUuid" }],
    ["PascalCase stays", { given: "GetUuid", want: "GetUuid" }],
    ["dotted namespace", { given: "Contract.ErrorEnvelope", want: "ContractErrorEnvelope" }],
    ["runs of separators", { given: "__get--uuid__", want: "GetUuid" }],
    ["digits before a capital", { given: "v2Items", want: "V2Items" }],
    ["spaces", { given: "list all items", want: "ListAllItems" }],
    ["single word", { given: "health", want: "Health" }],
    ["nothing but separators", { given: "-_.", want: "" }],
  ])("converts %s", (_name, { given, want }) => {
    expect(pascalCase(given)).toBe(want);
  });
});

describe("titleCase", () => {
  it.each([
    ["words of a tag", { given: "Key-value", want: "KeyValue" }],
    ["an acronym as a word", { given: "AI", want: "Ai" }],
    ["an acronym before a word", { given: "API keys", want: "ApiKeys" }],
    ["an acronym run into a word", { given: "HTTPServer", want: "HttpServer" }],
    ["inner capitals of a mixed-case word", { given: "OAuth clients", want: "OAuthClients" }],
    ["camelCase", { given: "mediaAssets", want: "MediaAssets" }],
    ["digits", { given: "x402 payments", want: "X402Payments" }],
    ["one word", { given: "Storage", want: "Storage" }],
    ["nothing but separators", { given: "—", want: "" }],
  ])("converts %s", (_name, { given, want }) => {
    expect(titleCase(given)).toBe(want);
  });
});

describe("camelCase", () => {
  it.each([
    ["snake_case", { given: "get_uuid", want: "getUuid" }],
    ["kebab-case", { given: "x402-discovery", want: "x402Discovery" }],
    ["camelCase stays", { given: "getUuid", want: "getUuid" }],
    ["PascalCase", { given: "GetUuid", want: "getUuid" }],
    ["single word", { given: "uuid", want: "uuid" }],
    ["empty", { given: "", want: "" }],
  ])("converts %s", (_name, { given, want }) => {
    expect(camelCase(given)).toBe(want);
  });
});

describe("propertyKey", () => {
  it.each([
    ["an identifier stays bare", { given: "name", want: "name" }],
    ["a `$` / `_` identifier stays bare", { given: "$_id9", want: "$_id9" }],
    ["a kebab-case name is quoted", { given: "x-request-id", want: '"x-request-id"' }],
    ["a dotted name is quoted", { given: "key.path", want: '"key.path"' }],
    ["a leading digit is quoted", { given: "2fa", want: '"2fa"' }],
    ["a space is quoted", { given: "first name", want: '"first name"' }],
    ["an empty name is quoted", { given: "", want: '""' }],
    ["a quote inside is escaped", { given: 'say"hi', want: '"say\\"hi"' }],
    ["a non-ASCII letter is quoted", { given: "café", want: '"café"' }],
  ])("%s", (_name, { given, want }) => {
    expect(propertyKey(given)).toBe(want);
  });

  it("produces keys that evaluate back to the original name", () => {
    for (const name of ["x-request-id", "key.path", "2fa", 'say"hi', "café", "plain"]) {
      const object = new Function(`return { ${propertyKey(name)}: 1 };`)() as Record<string, number>;
      expect(Object.keys(object)).toEqual([name]);
    }
  });
});

describe("componentIdentifiers", () => {
  it.each([
    [
      "uses the last segment of a namespaced name",
      { given: ["Contract.ErrorEnvelope"], want: { "Contract.ErrorEnvelope": "ErrorEnvelope" } },
    ],
    ["keeps a plain name", { given: ["Widget"], want: { Widget: "Widget" } }],
    [
      "pascal-cases the last segment",
      { given: ["Lib.paging_cursor"], want: { "Lib.paging_cursor": "PagingCursor" } },
    ],
    [
      "joins the whole name when two last segments collide",
      { given: ["X.Item", "Y.Item"], want: { "X.Item": "XItem", "Y.Item": "YItem" } },
    ],
    [
      "joins both a bare and a namespaced name that collide",
      { given: ["Item", "Shop.Item"], want: { Item: "Item", "Shop.Item": "ShopItem" } },
    ],
    [
      "leaves non-colliding neighbours short",
      {
        given: ["X.Item", "Y.Item", "Contract.ErrorEnvelope"],
        want: { "X.Item": "XItem", "Y.Item": "YItem", "Contract.ErrorEnvelope": "ErrorEnvelope" },
      },
    ],
    ["maps nothing to nothing", { given: [], want: {} }],
  ])("%s", (_name, { given, want }) => {
    expect(Object.fromEntries(componentIdentifiers(given))).toEqual(want);
  });

  it("gives every component a distinct identifier", () => {
    const names = ["A.Item", "B.Item", "C.Item", "Contract.ErrorEnvelope", "Other.ErrorEnvelope", "Widget"];
    const ids = [...componentIdentifiers(names).values()];
    expect(new Set(ids).size).toBe(names.length);
  });
});

describe("expressPath", () => {
  it.each([
    ["a static path stays", { given: "/health", want: "/health" }],
    ["one parameter", { given: "/items/{id}", want: "/items/:id" }],
    ["several parameters", { given: "/a/{id}/b/{key.path}", want: "/a/:id/b/:key_path" }],
    ["a kebab-case parameter", { given: "/users/{user-id}", want: "/users/:user_id" }],
    ["the root", { given: "/", want: "/" }],
    ["dots in static segments stay", { given: "/.well-known/x402", want: "/.well-known/x402" }],
  ])("rewrites %s", (_name, { given, want }) => {
    expect(expressPath(given)).toBe(want);
  });

  it("gives a slash-taking parameter every remaining segment", () => {
    expect(expressPath("/b/{bucket}/objects/{object_key_path}", new Set(["object_key_path"]))).toBe(
      "/b/:bucket/objects/*object_key_path",
    );
  });
});

describe("jsDoc", () => {
  it.each([
    ["renders nothing for undefined", { given: undefined, indent: "", want: "" }],
    ["renders nothing for an empty string", { given: "", indent: "", want: "" }],
    ["renders one line inline", { given: "Fetch a widget.", indent: "", want: "/** Fetch a widget. */\n" }],
    ["indents one line", { given: "Fetch.", indent: "  ", want: "  /** Fetch. */\n" }],
    [
      "renders several lines as a block",
      { given: "First.\nSecond.", indent: "", want: "/**\n * First.\n * Second.\n */\n" },
    ],
    [
      "keeps blank lines without trailing spaces",
      { given: "First.\n\nThird.", indent: "  ", want: "  /**\n   * First.\n   *\n   * Third.\n   */\n" },
    ],
    ["escapes a comment terminator", { given: "a */ b", indent: "", want: "/** a *\\/ b */\n" }],
    [
      "escapes every comment terminator across lines",
      { given: "*/\nx */", indent: "", want: "/**\n * *\\/\n * x *\\/\n */\n" },
    ],
  ])("%s", (_name, { given, indent, want }) => {
    expect(jsDoc(given, indent)).toBe(want);
  });

  it("never lets the text close the comment early", () => {
    const rendered = jsDoc("ends */ here\nand */ again");
    const source = `${rendered}const value = 1; value;`;
    expect(new Function(source)).not.toThrow();
    expect(rendered.match(/\*\//g)).toHaveLength(1);
  });
});
