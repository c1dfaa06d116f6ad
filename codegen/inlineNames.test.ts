import { inlineModelNameClashes } from "./inlineNames.js";
import type { JsonSchema, OpenApiDocument } from "./openapi.js";

const backoff: JsonSchema = { type: "object", properties: { strategy: { type: "string" } } };

function documentOf(schemas: Record<string, JsonSchema>): OpenApiDocument {
  return { openapi: "3.1.0", info: { title: "t", version: "1.0.0" }, components: { schemas } };
}

describe("inlineModelNameClashes", () => {
  it.each<[string, { given: Record<string, JsonSchema>; want: string[] }]>([
    [
      "an inline property object named like a component (infra's Job.backoff before AppliedJobBackoff)",
      {
        given: { Job: { type: "object", properties: { backoff } }, JobBackoff: backoff },
        want: ["Job.backoff → JobBackoff (the component JobBackoff)"],
      },
    ],
    [
      "array items, named <Model><Property>Item",
      {
        given: {
          Cart: { type: "object", properties: { lines: { type: "array", items: backoff } } },
          CartLinesItem: backoff,
        },
        want: ["Cart.lines[] → CartLinesItem (the component CartLinesItem)"],
      },
    ],
    [
      "nested inline objects, and snake_case and dotted names",
      {
        given: {
          "Shop.Order": {
            type: "object",
            properties: { ship_to: { type: "object", properties: { geo: backoff } } },
          },
          ShopOrderShipToGeo: backoff,
        },
        want: ["Shop.Order.ship_to.geo → ShopOrderShipToGeo (the component ShopOrderShipToGeo)"],
      },
    ],
    [
      "nothing for a $ref to the component, or an inline object whose name is free",
      {
        given: {
          Job: {
            type: "object",
            properties: { backoff: { $ref: "#/components/schemas/JobBackoff" }, retry: backoff },
          },
          JobBackoff: backoff,
        },
        want: [],
      },
    ],
  ])("finds %s", (_, { given, want }) => {
    expect(inlineModelNameClashes(documentOf(given))).toEqual(want);
  });
});
