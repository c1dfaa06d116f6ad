import { parse } from "yaml";
import { InfraError } from "../generated/infra/errors.js";
import { RestaurantError } from "../generated/restaurant/errors.js";
import { ApiError } from "../runtime/errors.js";
import { catalogueOf, ERROR_CODE_SCHEMA, errorCodeRewrites, KERNEL_CATALOGUE } from "./errorCodes.js";
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

/** A service's own code, as `@errorCatalogue` emits it. */
const own = (status: number, scope = "declared") => ({
  status,
  title: "Own",
  description: `A code of this service answering ${status}.`,
  scope,
});

/** The infra-like `x-error-catalogue` the table below declares codes from. */
const infraCodes = { "x-error-catalogue": { tokens_exhausted: own(402), lock_not_held: own(409) } };

/** The document after the rewrites, as the published YAML says it. */
function rewritten(input: object) {
  return parse(normalizeDocument(JSON.stringify(input)));
}

describe("errorCodeRewrites", () => {
  it.each([
    [
      "a free operation's 402 lists no payment code, only declared ones",
      {
        given: doc(["402"], { "x-error-codes": ["tokens_exhausted"] }, infraCodes),
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
        given: doc(["409"], {}, { ...infraCodes, "x-error-codes": ["lock_not_held"] }),
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
      "another service's code (the kernel no longer holds it)",
      doc(["409"], { "x-error-codes": ["lock_not_held"] }),
      /neither runtime\/errorCatalogue.ts nor the service's @errorCatalogue defines/,
    ],
    [
      "a code whose status the operation does not declare",
      doc(["400"], { "x-error-codes": ["lock_not_held"] }, infraCodes),
      /declares no 409/,
    ],
    [
      "a service code no operation can answer",
      doc(["400"], {}, { ...infraCodes, "x-error-codes": ["lock_not_held"] }),
      /no operation can answer/,
    ],
    [
      "a service redefining a kernel code with a different status",
      doc(["409"], {}, { "x-error-catalogue": { not_found: own(409) } }),
      /defines not_found \(409\), which runtime\/errorCatalogue.ts already defines \(404\)/,
    ],
    [
      "a service redefining a kernel code even with its own status",
      doc(["404"], {}, { "x-error-catalogue": { not_found: own(404) } }),
      /already defines \(404\)/,
    ],
    [
      "a service code without a known scope",
      doc(["409"], {}, { "x-error-catalogue": { mine: own(409, "sometimes") } }),
      /needs a 4xx\/5xx status, a title, a description and a scope/,
    ],
    [
      "a service code with a status that is no error",
      doc(["409"], {}, { "x-error-catalogue": { mine: own(200) } }),
      /needs a 4xx\/5xx status/,
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

describe("catalogueOf", () => {
  it.each([
    [
      "a document without its own codes answers from the kernel",
      { given: {}, want: [...KERNEL_CATALOGUE.keys()] },
    ],
    [
      "a service's codes join their status, after the kernel's and in declaration order",
      {
        given: { "x-error-catalogue": { b_second: own(409), a_first_402: own(402), c_third: own(409) } },
        want: (() => {
          const kernel = [...KERNEL_CATALOGUE];
          const before = (s: number) => kernel.filter(([, e]) => e.status <= s).map(([c]) => c);
          const after = kernel.filter(([, e]) => e.status > 409).map(([c]) => c);
          const mid = kernel.filter(([, e]) => e.status > 402 && e.status <= 409).map(([c]) => c);
          return [...before(402), "a_first_402", ...mid, "b_second", "c_third", ...after];
        })(),
      },
    ],
  ])("%s", (_name, { given, want }) => {
    expect([...catalogueOf(given).keys()]).toEqual(want);
  });

  it("merges a service's declared code into the operation's enum, the ErrorCode schema and its table", () => {
    const given = doc(["409"], { "x-error-codes": ["mine"] }, { "x-error-catalogue": { mine: own(409) } });
    const out = rewritten(given);
    expect(out.components.schemas.ErrorEnvelope409Mine.allOf[1].properties.code.enum).toEqual([
      "conflict",
      "mine",
    ]);
    const codes = out.components.schemas[ERROR_CODE_SCHEMA];
    expect(codes.enum).toContain("mine");
    expect(codes["x-enum-descriptions"][codes.enum.indexOf("mine")]).toBe(
      "A code of this service answering 409.",
    );
    expect(codes.description).toContain("| 409 | `mine` | A code of this service answering 409. |");
  });
});

describe("generated/<svc>/errors.ts", () => {
  it.each([
    [
      "a restaurant code",
      () => new RestaurantError("slot_taken", "taken"),
      { code: "slot_taken", status: 409 },
    ],
    [
      "a kernel code through a service's class",
      () => new RestaurantError("not_found"),
      { code: "not_found", status: 404 },
    ],
    ["an infra code", () => new InfraError("tokens_exhausted"), { code: "tokens_exhausted", status: 402 }],
  ])("throws %s with its contract's status", (_name, make, want) => {
    const error = make();
    expect(error).toBeInstanceOf(ApiError);
    expect({ code: error.code, status: error.status }).toEqual(want);
  });

  it("refuses a code the service's contract does not define, at compile time and at run time", () => {
    // @ts-expect-error lock_not_held is infra's: restaurant's contract does not define it
    expect(() => new RestaurantError("lock_not_held")).toThrow(/not a code of this catalogue/);
    // @ts-expect-error a service's code is not the kernel's: the plain ApiError refuses it
    expect(() => new ApiError("slot_taken")).toThrow(/not a code of this catalogue/);
  });
});
