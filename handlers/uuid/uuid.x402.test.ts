/**
 * x402 v2 end to end: a payment signed by a test wallet pays for exactly one call; its replay,
 * a tampered payment, a header that is not base64 (400) or holds no payment (402), and a v1
 * `X-PAYMENT` payment each get their due answer.
 */
import { readFileSync } from "node:fs";
import request from "supertest";
import { parse } from "yaml";
import { startTestService, type TestService } from "../../runtime/testing/harness.js";
import {
  createTestPayer,
  MAX_PAYMENT_HEADER_CHARS,
  PAYMENT_HEADER_PATTERN,
  type PaymentRequired,
} from "../../runtime/x402/index.js";

let svc: TestService;
let judged = 0;
const payer = createTestPayer();

// One service and database for the file (starting them is most of a test's time). Every test
// starts with a full free allowance: the allowance and rate-limit rows are the only state one
// test leaves that another reads (each signed payment carries its own nonce).
beforeAll(async () => {
  svc = await startTestService("uuid");
});
beforeEach(async () => {
  await svc.db.knex("free_allowance").del();
  await svc.db.knex("rate_windows").del();
  svc.deps.metering.forgetCounts();
});
afterEach(() => {
  // This test's answers only: an earlier test's violation failed that test already.
  expect(svc.violations().slice(judged)).toEqual([]);
  judged = svc.violations().length;
});
afterAll(async () => {
  await svc?.close();
});

/** Uses up the free calls and returns the terms of the next 402. */
async function termsFor(path: string): Promise<PaymentRequired> {
  let res = await request(svc.app).get(path);
  while (res.status === 200) res = await request(svc.app).get(path);
  expect(res.status).toBe(402);
  return JSON.parse(Buffer.from(res.headers["payment-required"] as string, "base64").toString("utf8"));
}

describe("x402 payments", () => {
  it("accepts a signed payment once, returns PAYMENT-RESPONSE, and refuses its replay", async () => {
    const terms = await termsFor("/x402/uuid");
    const header = await payer.signPayment(terms.accepts[0]!);
    const paid = await request(svc.app).get("/x402/uuid?count=2").set("PAYMENT-SIGNATURE", header);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ count: 2, network: "base", asset: "USDC" });
    const receipt = JSON.parse(
      Buffer.from(paid.headers["payment-response"] as string, "base64").toString("utf8"),
    );
    expect(receipt).toMatchObject({ success: true, network: "eip155:8453", payer: payer.address });
    expect(receipt.transaction).toMatch(/^local:/);

    const replay = await request(svc.app).get("/x402/uuid?count=2").set("PAYMENT-SIGNATURE", header);
    expect(replay.status).toBe(402);
    expect(replay.body.error).toMatch(/nonce/);
    expect(replay.headers["payment-required"]).toBeDefined();
  });

  it("refuses a payment below the price with 402", async () => {
    const terms = await termsFor("/x402/uuid");
    const header = await payer.signPayment(terms.accepts[0]!, { value: "1699" });
    const res = await request(svc.app).get("/x402/uuid").set("PAYMENT-SIGNATURE", header);
    expect(res.status).toBe(402);
    expect(res.body.error).toMatch(/Payment refused/);
  });

  it("accepts a v1 X-PAYMENT header and answers X-PAYMENT-RESPONSE", async () => {
    const terms = await termsFor("/v1/uuid");
    const header = await payer.signPaymentV1(terms.accepts[0]!);
    const res = await request(svc.app).get("/v1/uuid").set("X-PAYMENT", header);
    expect(res.status).toBe(200);
    expect(res.headers["x-payment-response"]).toBeDefined();
  });

  it.each([
    ["PAYMENT-SIGNATURE", "empty", ""],
    ["PAYMENT-SIGNATURE", "not base64", "%%%"],
    ["X-PAYMENT", "empty", ""],
    ["X-PAYMENT", "an impossible base64 length", "abcde"],
  ])("answers 400 naming %s when it is not base64 (%s) and charges nothing", async (name, _what, value) => {
    const res = await request(svc.app).get("/x402/uuid").set(name, value);
    expect(res.status).toBe(400);
    // The contract states the header's syntax (Contract.X402Payment): the generated validator refuses it.
    expect(res.body).toMatchObject({ success: false, code: "validation_failed" });
    expect(res.body.issues).toEqual([expect.objectContaining({ location: "header", name })]);
    // The free allowance is untouched by the rejected call.
    for (let i = 0; i < 3; i++) expect((await request(svc.app).get("/x402/uuid")).status).toBe(200);
  });

  it.each([
    ["PAYMENT-SIGNATURE", "base64 of text", Buffer.from("hello").toString("base64"), /not JSON/],
    [
      "PAYMENT-SIGNATURE",
      "another version",
      Buffer.from('{"x402Version":3}').toString("base64"),
      /x402Version 3/,
    ],
    ["X-PAYMENT", "a JSON array", Buffer.from("[1,2]").toString("base64"), /not a JSON object/],
  ])(
    "refuses %s holding no payment (%s) with 402 and the terms, charging nothing",
    async (name, _what, value, why) => {
      const res = await request(svc.app).get("/x402/uuid").set(name, value);
      expect(res.status).toBe(402);
      expect(res.body).toMatchObject({ success: false, code: "payment_invalid" });
      expect(res.body.error).toMatch(/^Payment refused: /);
      expect(res.body.error).toMatch(why);
      expect(res.headers["payment-required"]).toBeDefined();
      for (let i = 0; i < 3; i++) expect((await request(svc.app).get("/x402/uuid")).status).toBe(200);
    },
  );

  it("publishes the payment header's syntax exactly as the server checks it", () => {
    const doc = parse(readFileSync("generated/uuid/openapi.yaml", "utf8"));
    expect(doc.components.schemas["Contract.X402Payment"]).toMatchObject({
      pattern: PAYMENT_HEADER_PATTERN,
      maxLength: MAX_PAYMENT_HEADER_CHARS,
    });
  });

  it("does not settle when the request itself is invalid", async () => {
    const terms = await termsFor("/x402/uuid");
    const header = await payer.signPayment(terms.accepts[0]!);
    expect((await request(svc.app).get("/x402/uuid?count=0").set("PAYMENT-SIGNATURE", header)).status).toBe(
      400,
    );
    // The same signed payment is still good: nothing was settled for the 400.
    expect((await request(svc.app).get("/x402/uuid").set("PAYMENT-SIGNATURE", header)).status).toBe(200);
  });
});
