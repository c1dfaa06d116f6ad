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
});
