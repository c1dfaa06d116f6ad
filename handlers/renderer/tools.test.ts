import request from "supertest";
import { startTestService, type TestService } from "../../runtime/testing/harness.js";
import { createApiKey } from "../../storage/platform/apiKeys.js";

let svc: TestService;
let funded: Record<string, string>;

beforeAll(async () => {
  svc = await startTestService("renderer");
  const key = await createApiKey(svc.db.knex, { name: "renderer tests", creditsMicros: 1_000_000n });
  funded = { Authorization: `Bearer ${key.key}` };
});

afterAll(async () => {
  // Every answer was also judged against the published contract by an independent validator.
  expect(svc.violations()).toEqual([]);
  await svc.close();
});

describe("echo_text", () => {
  it("answers the text and its length in code points", async () => {
    const res = await request(svc.app).post("/v1/echo").set(funded).send({ text: "héllo 👋" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ text: "héllo 👋", length: 7 });
  });

  it("refuses an empty text, naming it, and charges nothing", async () => {
    const key = await createApiKey(svc.db.knex, { name: "renderer tests", creditsMicros: 1_000n });
    const res = await request(svc.app)
      .post("/v1/echo")
      .set({ Authorization: `Bearer ${key.key}` })
      .send({ text: "" });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, issues: [{ location: "body", name: "/text" }] });
    const paid = await request(svc.app)
      .post("/v1/echo")
      .set({ Authorization: `Bearer ${key.key}` })
      .send({ text: "a" });
    expect(paid.status).toBe(200);
  });

  // The only test that calls without a credential: it spends this client address's allowance.
  it("gives each client address 3 free calls a day, then asks for payment with x402 terms", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await request(svc.app).post("/v1/echo").send({ text: "again" })).status);
    expect(statuses).toEqual([200, 200, 200, 402]);
    const refused = await request(svc.app).post("/v1/echo").send({ text: "again" });
    expect(refused.headers["payment-required"]).toBeDefined();
  });

  it("debits an API key's credits for a call beyond the free allowance", async () => {
    const key = await createApiKey(svc.db.knex, { name: "renderer tests", creditsMicros: 1_000n });
    const auth = { Authorization: `Bearer ${key.key}` };
    expect((await request(svc.app).post("/v1/echo").set(auth).send({ text: "paid" })).status).toBe(200);
    // USD 0.001 is 1,000 micro-USD: the key is now empty.
    expect((await request(svc.app).post("/v1/echo").set(auth).send({ text: "paid" })).status).toBe(402);
  });
});
