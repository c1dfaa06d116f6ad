import { parse } from "yaml";
import { normalizeDocument, PART_NAME_PATTERN } from "./normalize.js";

describe("normalizeDocument", () => {
  it.each([
    [
      "closes additionalProperties {not: {}}",
      "a:\n  additionalProperties:\n    not: {}\n",
      { a: { additionalProperties: false } },
    ],
    [
      "closes unevaluatedProperties {not: {}}",
      "a:\n  unevaluatedProperties:\n    not: {}\n",
      { a: { unevaluatedProperties: false } },
    ],
    ["leaves an open map alone", "a:\n  additionalProperties: {}\n", { a: { additionalProperties: {} } }],
    [
      "leaves a typed map alone",
      "a:\n  additionalProperties:\n    type: string\n",
      { a: { additionalProperties: { type: "string" } } },
    ],
    [
      "leaves a property named not alone",
      "properties:\n  not:\n    type: string\n",
      { properties: { not: { type: "string" } } },
    ],
  ])("%s", (_name, given, want) => {
    expect(parse(normalizeDocument(given))).toEqual(want);
  });

  it("gives a multipart file part a binary schema, leaving value parts alone", () => {
    const given = [
      "paths:",
      "  /assets:",
      "    post:",
      "      requestBody:",
      "        content:",
      "          multipart/form-data:",
      "            schema:",
      "              $ref: '#/components/schemas/Form'",
      "            encoding:",
      "              thumb:",
      "                contentType: image/png",
      "              meta:",
      "                contentType: application/json",
      "components:",
      "  schemas:",
      "    Form:",
      "      type: object",
      "      properties:",
      "        file:",
      "          description: The bytes.",
      "        thumb: {}",
      "        meta: {}",
      "        name:",
      "          type: string",
      "",
    ].join("\n");
    expect(parse(normalizeDocument(given)).components.schemas.Form.properties).toEqual({
      file: {
        type: "string",
        format: "binary",
        contentMediaType: "application/octet-stream",
        description: "The bytes.",
      },
      thumb: { type: "string", format: "binary", contentMediaType: "image/png" },
      meta: {},
      name: { type: "string" },
    });
  });

  const form = (openapi: string, extra: string[] = []) =>
    [
      `openapi: ${openapi}`,
      "paths:",
      "  /assets:",
      "    post:",
      "      requestBody:",
      "        content:",
      "          multipart/form-data:",
      "            schema:",
      "              type: object",
      "              properties:",
      "                name:",
      "                  type: string",
      ...extra.map((line) => `              ${line}`),
      "",
    ].join("\n");
  const schemaOf = (text: string) =>
    parse(normalizeDocument(text)).paths["/assets"].post.requestBody.content["multipart/form-data"].schema;

  it.each([
    ["an open 3.1 form", form("3.1.0"), { pattern: PART_NAME_PATTERN }],
    ["a closed 3.1 form", form("3.1.0", ["additionalProperties:", "  not: {}"]), undefined],
    ["a 3.0 form (no such keyword)", form("3.0.0"), undefined],
  ])("limits the part names of %s to what a header can carry", (_name, given, want) => {
    expect(schemaOf(given).propertyNames).toEqual(want);
  });

  it("admits every part name but those with a control character other than HTAB", () => {
    const names = new RegExp(PART_NAME_PATTERN, "u");
    for (const ok of ["file", "é", "名前", "a\tb", 'a"b', ""])
      expect([ok, names.test(ok)]).toEqual([ok, true]);
    for (const bad of ["a\u0000", "a\rb", "a\nb", "\u001f", "\u007f"])
      expect([bad, names.test(bad)]).toEqual([bad, false]);
  });
});
