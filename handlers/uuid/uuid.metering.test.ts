/**
 * Metering from the contract: 3 free calls per IP per route per UTC day, API-key credits
 * debited atomically at 1700 micro-USD per call, 402 with x402 terms otherwise.
 */
import request from "supertest";
import { startTestService, type TestService } from "../../runtime/testing/harness.js";
import { createApiKey } from "../../storage/platform/apiKeys.js";

const PRICE = 1700n;
let svc: TestService;
let judged = 0;

// One service and database for the file (starting them is most of a test's time). Every test
// starts with a full free allowance: the allowance and rate-limit rows are the only state one
// test leaves that another reads (each test makes its own API keys).
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

/** The key's balance once the service's metering has settled. */
async function balance(key: string): Promise<bigint> {
  const row = await svc.settledKey(key);
  if (!row) throw new Error("key vanished");
  return row.creditsMicros;
}

function decodeTerms(header: string | undefined) {
  expect(header).toBeDefined();
  return JSON.parse(Buffer.from(header!, "base64").toString("utf8"));
}

describe("free allowance", () => {
  it("gives each route its own 3 free calls per IP, then answers 402", async () => {
    const plain = [];
    for (let i = 0; i < 4; i++) plain.push((await request(svc.app).get("/v1/uuid")).status);
    expect(plain).toEqual([200, 200, 200, 402]);
    const other = [];
    for (let i = 0; i < 4; i++) other.push((await request(svc.app).get("/x402/uuid")).status);
    expect(other).toEqual([200, 200, 200, 402]);
  });

  it("answers a spent allowance's 402 from memory, without asking the database again", async () => {
    for (let i = 0; i < 4; i++) await request(svc.app).get("/v1/uuid");
    const asked: string[] = [];
    const listen = (query: { sql: string }) => asked.push(query.sql);
    svc.db.knex.on("query", listen);
    try {
      const again = await request(svc.app).get("/v1/uuid");
      expect(again.status).toBe(402);
      expect(again.headers["payment-required"]).toEqual(expect.any(String));
    } finally {
      svc.db.knex.removeListener("query", listen);
    }
    expect(asked.filter((sql) => sql.includes("free_allowance"))).toEqual([]);
  });

  it("charges nothing and uses no allowance for a 400", async () => {
    for (let i = 0; i < 5; i++) expect((await request(svc.app).get("/v1/uuid?count=0")).status).toBe(400);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await request(svc.app).get("/v1/uuid")).status);
    expect(statuses).toEqual([200, 200, 200, 402]);
  });

  it("puts x402 v2 terms in PAYMENT-REQUIRED on the 402", async () => {
    for (let i = 0; i < 3; i++) await request(svc.app).get("/x402/uuid");
    const res = await request(svc.app).get("/x402/uuid?count=5");
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ success: false, code: "free_allowance_spent" });
    const terms = decodeTerms(res.headers["payment-required"]);
    expect(terms).toMatchObject({
      x402Version: 2,
      resource: { url: expect.stringMatching(/\/x402\/uuid$/) },
      accepts: [
        {
          scheme: "exact",
          network: "eip155:8453",
          amount: "1700",
          asset: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
          payTo: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
          maxTimeoutSeconds: expect.any(Number),
        },
      ],
    });
  });

  it("starts a new allowance on the next UTC day", async () => {
    let now = new Date("2026-11-21T23:59:00Z");
    const clocked = await startTestService("uuid", { db: svc.db, now: () => now });
    try {
      for (let i = 0; i < 3; i++) expect((await request(clocked.app).get("/v1/uuid")).status).toBe(200);
      expect((await request(clocked.app).get("/v1/uuid")).status).toBe(402);
      now = new Date("2026-11-22T00:00:01Z");
      expect((await request(clocked.app).get("/v1/uuid")).status).toBe(200);
      expect(clocked.violations()).toEqual([]);
    } finally {
      await clocked.close();
    }
  });
});

describe("API-key credits", () => {
  it("debits exactly 1700 micro-USD per call and none for a 400", async () => {
    const { key } = await createApiKey(svc.db.knex, { name: "t", creditsMicros: 10_000 });
    const auth = { Authorization: `Bearer ${key}` };
    expect((await request(svc.app).get("/v1/uuid?count=100").set(auth)).status).toBe(200);
    expect(await balance(key)).toBe(10_000n - PRICE);
    expect((await request(svc.app).get("/x402/uuid").set(auth)).status).toBe(200);
    expect(await balance(key)).toBe(10_000n - 2n * PRICE);
    expect((await request(svc.app).get("/v1/uuid?count=101").set(auth)).status).toBe(400);
    expect(await balance(key)).toBe(10_000n - 2n * PRICE);
  });

  it("answers 402 with terms when the key lacks credits, and debits nothing", async () => {
    const { key } = await createApiKey(svc.db.knex, { name: "poor", creditsMicros: 1699 });
    const res = await request(svc.app).get("/v1/uuid").set("Authorization", `Bearer ${key}`);
    expect(res.status).toBe(402);
    expect(res.body.error).toMatch(/credits/i);
    expect(decodeTerms(res.headers["payment-required"]).accepts[0].amount).toBe("1700");
    expect(await balance(key)).toBe(1699n);
  });

  it("answers 401 for an unknown key and for a malformed Authorization header", async () => {
    const unknown = await request(svc.app).get("/v1/uuid").set("Authorization", "Bearer sk_not_a_key");
    expect(unknown.status).toBe(401);
    expect(unknown.body).toMatchObject({ success: false, code: "invalid_credentials" });
    const basic = await request(svc.app).get("/v1/uuid").set("Authorization", "Basic Zm9vOmJhcg==");
    expect(basic.status).toBe(401);
  });

  it("never overdraws under 200 concurrent paid calls", async () => {
    const { key } = await createApiKey(svc.db.knex, { name: "race", creditsMicros: Number(PRICE) * 50 });
    const calls = Array.from({ length: 200 }, () =>
      request(svc.app)
        .get("/v1/uuid")
        .set("Authorization", `Bearer ${key}`)
        .then((r) => r.status),
    );
    const statuses = await Promise.all(calls);
    expect(statuses.filter((s) => s === 200)).toHaveLength(50);
    expect(statuses.filter((s) => s === 402)).toHaveLength(150);
    expect(await balance(key)).toBe(0n);
  });
});
