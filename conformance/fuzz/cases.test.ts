import fc from "fast-check";
import { type CaseContext, isOpaque, positiveCases } from "./cases.js";
import { type OpenApiDocument, readContract } from "./openapi.js";
import { createValidator } from "./validator.js";

const doc: OpenApiDocument = {
  openapi: "3.1.0",
  paths: {
    "/items": {
      get: {
        operationId: "list_items",
        parameters: [
          {
            name: "cursor",
            in: "query",
            schema: { type: "string", pattern: "^[A-Za-z0-9_-]*$", maxLength: 64 },
            "x-server-issued": true,
          },
          { name: "sort", in: "query", schema: { type: "string", enum: ["asc", "desc"] } },
          { name: "X-Token", in: "header", schema: { type: "string" } },
          { name: "X-Code", in: "header", schema: { type: "string", minLength: 2 } },
        ],
        responses: { "200": { description: "ok" } },
      },
    },
  },
};
const contract = readContract(doc);
const op = contract.operations[0]!;
const ctx: CaseContext = { contract, validator: createValidator(doc), credentials: {}, pathParams: {} };
const param = (name: string) => op.params.find((p) => p.name === name)!;

describe("opaque values", () => {
  it("are server-issued parameters and unconstrained string headers", () => {
    expect(isOpaque(ctx, param("cursor"))).toBe(true);
    expect(isOpaque(ctx, param("X-Token"))).toBe(true);
    expect(isOpaque(ctx, param("X-Code"))).toBe(false);
    expect(isOpaque(ctx, param("sort"))).toBe(false);
  });

  it("mark a positive case that carries one, so it is not held to acceptance", () => {
    const cases = fc.sample(positiveCases(op, ctx), { numRuns: 200, seed: 3 });
    for (const c of cases) {
      const carries = c.inputs.query.cursor !== undefined || c.inputs.header["X-Token"] !== undefined;
      expect(c.opaque).toBe(carries);
    }
    expect(cases.some((c) => c.opaque)).toBe(true);
    expect(cases.some((c) => !c.opaque)).toBe(true);
  });
});
