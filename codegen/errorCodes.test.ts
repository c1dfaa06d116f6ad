import { parse } from "yaml";
import { ERROR_CODE_SCHEMA, errorCodeRewrites } from "./errorCodes.js";
import { normalizeDocument } from "./normalize.js";

const envelope = {
  type: "object",
  required: ["success", "error", "code"],
  properties: { success: { const: false }, error: { type: "string" }, code: { type: "string" } },
};

/** A document with one operation answering `statuses` in the envelope, plus its `x-` members. */
function doc(statuses: string[], op: Record<string, unknown> = {}, top: Record<string, unknown> = {}) {
  const responses = Object.fromEntries(
    statuses.map((s) => [
      s,
      {
        description: `Answer ${s}.`,
        content: { "application/json": { schema: { $ref: "#/components/schemas/Contract.ErrorEnvelope" } } },
      },
    ]),
  );
  return {
    openapi: "3.1.0",
    ...top,
    paths: {
      "/x": { get: { operationId: "x", responses: { "200": { description: "ok" }, ...responses }, ...op } },
    },
    components: { schemas: { "Contract.ErrorEnvelope": envelope } },
  };
}

/** The document after the rewrites, as the published YAML says it. */
function rewritten(input: object) {
  return parse(normalizeDocument(JSON.stringify(input)));
}

describe("errorCodeRewrites", () => {
  it.each([
    [
      "a free operation's 402 lists no payment code, only declared ones",
      {
        given: doc(["402"], { "x-error-codes": ["tokens_exhausted"] }),
        status: "402",
        name: "ErrorEnvelope402TokensExhausted",
        want: ["tokens_exhausted"],
      },
    ],
    [
      "a priced operation's 402 lists every way a payment fails",
      {
        given: doc(["402"], { "x-price-usd": 0.01 }),
        status: "402",
        name: "ErrorEnvelope402Priced",
        want: [
          "payment_required",
          "free_allowance_spent",
          "insufficient_credits",
          "credit_limit_reached",
          "key_disabled",
          "payment_invalid",
          "payment_expired",
          "payment_nonce_reused",
          "payment_not_settled",
          "facilitator_unavailable",
        ],
      },
    ],
    [
      "a service-wide @errorCodes reaches every operation with the status",
      {
        given: doc(["409"], {}, { "x-error-codes": ["lock_not_held"] }),
        status: "409",
        name: "ErrorEnvelope409LockNotHeld",
        want: ["conflict", "lock_not_held"],
      },
    ],
    [
      "a 404 lists not_found (route_not_found is the router's, outside any operation)",
      { given: doc(["404"]), status: "404", name: "ErrorEnvelope404", want: ["not_found"] },
    ],
  ])("%s", (_name, { given, status, name, want }) => {
    const out = rewritten(given);
    const response = out.paths["/x"].get.responses[status];
    expect(response.content["application/json"].schema).toEqual({ $ref: `#/components/schemas/${name}` });
    expect(out.components.schemas[name].allOf).toEqual([
      { $ref: "#/components/schemas/Contract.ErrorEnvelope" },
      { type: "object", properties: { code: { type: "string", enum: want } } },
    ]);
    expect(response.description).toBe(
      `Answer ${status}. Error codes: ${want.map((c) => `\`${c}\``).join(", ")}.`,
    );
    expect(out.components.schemas["Contract.ErrorEnvelope"].properties.code).toEqual({
      $ref: `#/components/schemas/${ERROR_CODE_SCHEMA}`,
    });
    const codes = out.components.schemas[ERROR_CODE_SCHEMA];
    expect(codes.enum).toEqual(expect.arrayContaining([...want, "route_not_found", "method_not_allowed"]));
    expect(codes["x-enum-descriptions"]).toHaveLength(codes.enum.length);
    expect(codes.description).toContain(`| \`${want[0]}\` |`);
  });

  it.each([
    ["a code the catalogue lacks", doc(["409"], { "x-error-codes": ["no_such_code"] }), /does not define/],
    [
      "a code whose status the operation does not declare",
      doc(["400"], { "x-error-codes": ["lock_not_held"] }),
      /declares no 409/,
    ],
    [
      "a service code no operation can answer",
      doc(["400"], {}, { "x-error-codes": ["lock_not_held"] }),
      /no operation can answer/,
    ],
    ["an error status no code has", doc(["418"]), /no error code .* has status 418/],
  ])("refuses %s", (_name, given, message) => {
    expect(() => errorCodeRewrites(given)).toThrow(message);
  });

  it("leaves a document without error models as it is", () => {
    const given = doc([]);
    expect(errorCodeRewrites(given)).toEqual([]);
  });
});
