import fc from "fast-check";
import { type CaseContext, inputsValid } from "./cases.js";
import { negativePlans } from "./negative.js";
import { type OpenApiDocument, readContract } from "./openapi.js";
import { createValidator } from "./validator.js";

const doc: OpenApiDocument = {
  openapi: "3.1.0",
  paths: {
    "/orders/{id}": {
      post: {
        operationId: "order",
        parameters: [
          { name: "id", in: "path", required: true, schema: { type: "string", format: "uuid" } },
          {
            name: "count",
            in: "query",
            required: true,
            schema: { type: "integer", minimum: 1, maximum: 100 },
          },
          { name: "sort", in: "query", schema: { type: "string", enum: ["asc", "desc"] } },
          {
            name: "ids",
            in: "query",
            explode: false,
            schema: { type: "array", maxItems: 2, items: { type: "string", pattern: "^[a-z]+$" } },
          },
          {
            name: "X-Code",
            in: "header",
            required: true,
            schema: { type: "string", minLength: 2, maxLength: 4 },
          },
          { name: "X-Token", in: "header", schema: { type: "string" } },
        ],
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["qty", "email"],
                additionalProperties: false,
                properties: {
                  qty: { type: "integer", format: "int32", minimum: 1 },
                  email: { type: "string", format: "email" },
                  when: { type: ["string", "null"], format: "date-time" },
                  handler: { not: {}, "x-absent": "is not taken here" },
                },
              },
            },
          },
        },
        responses: { "200": { description: "ok" } },
      },
    },
  },
};
const contract = readContract(doc);
const op = contract.operations[0]!;
const ctx: CaseContext = { contract, validator: createValidator(doc), credentials: {}, pathParams: {} };
const plans = negativePlans(op, ctx);

describe("negative cases", () => {
  it("cover every kind of fault the operation admits", () => {
    const labels = plans.map((p) => p.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        "missing required query parameter `count`",
        "missing required header parameter `X-Code`",
        "path `id`: not a valid uuid",
        "query `count`: wrong type (expected integer)",
        "query `count`: below minimum 1",
        "query `count`: above maximum 100",
        "query `count`: not a whole number",
        "query `sort`: not one of the enum values",
        "query `ids`: more than maxItems 2",
        "query `ids`: item: does not match pattern ^[a-z]+$",
        "header `X-Code`: shorter than minLength 2",
        "header `X-Code`: longer than maxLength 4",
        "missing required body",
        "malformed JSON body",
        "body sent as text/plain",
        "body: wrong type (expected object)",
        "body: a valid value wrapped in an array",
        "body: missing required property `qty`",
        "body: `qty`: outside int32",
        "body: `email`: not a valid email",
        "body: `when`: not a valid date-time",
        "body: undeclared property",
        "body: `handler`: present, though it must be left out",
      ]),
    );
    expect(labels.some((l) => l.includes("X-Token"))).toBe(false); // unconstrained: nothing to break
  });

  it.each(plans.map((p) => [p.label, p] as const))("%s: every case is invalid", (_label, plan) => {
    for (const c of fc.sample(plan.arb, { numRuns: 30, seed: 5 })) {
      expect(c.kind).toBe("negative");
      expect(inputsValid(op, ctx, c.inputs)).toBe(false);
    }
  });
});
