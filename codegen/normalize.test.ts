import { parse } from "yaml";
import { normalizeDocument } from "./normalize.js";

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
});
