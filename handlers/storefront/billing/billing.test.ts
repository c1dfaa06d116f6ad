/**
 * Usage billing: connect (a customer and a metered subscription, once) and report (the
 * caller's accrued per-call costs since the previous report, once per UTC day, under an
 * identifier the processor deduplicates).
 */
import request from "supertest";
import { startTestService, type TestService } from "../../../runtime/testing/harness.js";
import { FakeProcessor } from "../testing/fakeProcessor.js";
import { createPeople, type People, signUp } from "../testing/people.js";
import { USAGE_METER } from "./person.js";

let clock = new Date("2026-11-21T10:00:00Z");
const tick = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const processor = new FakeProcessor(() => clock);
let svc: TestService;
let people: People;

beforeAll(async () => {
  svc = await startTestService("storefront", { payments: processor, now: () => clock });
  people = await createPeople(svc.db.knex, clock);
});
afterAll(async () => {
  expect(svc.violations()).toEqual([]);
  await svc.close();
});

const connect = (headers: Record<string, string>, body: object = {}) =>
  request(svc.app).post("/billing/connect").set(headers).send(body);
const report = (headers: Record<string, string>) =>
  request(svc.app).post("/billing/report").set(headers).send({});

describe("billing_connect", () => {
  it("creates a customer and a metered subscription once, with the account's e-mail", async () => {
    const first = await connect(people.owner.headers);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      customerId: expect.stringMatching(/^cus_/),
      subscriptionId: expect.stringMatching(/^sub_/),
      email: people.owner.email,
      connectedAt: clock.getTime(),
    });
    const customers = processor.customers.length;
    const again = await connect(people.owner.headers, { email: "other@example.com" });
    expect(again.body).toEqual(first.body);
    expect(processor.customers.length).toBe(customers);
    expect(processor.subscriptions.at(-1)).toMatchObject({
      customerId: first.body.customerId,
      meter: USAGE_METER,
    });
  });

  it("sends invoices where the body says", async () => {
    const person = await signUp(svc.db.knex, "user", clock);
    expect((await connect(person.headers, { email: "billing@example.com" })).body.email).toBe(
      "billing@example.com",
    );
  });

  it("answers 502 and stores nothing when the processor is down", async () => {
    const person = await signUp(svc.db.knex, "user", clock);
    processor.available = false;
    try {
      expect((await connect(person.headers)).status).toBe(502);
    } finally {
      processor.available = true;
    }
    expect(await svc.db.knex("storefront_billing_connections").where({ user_id: person.id })).toEqual([]);
  });
});

describe("billing_report", () => {
  it("answers 409 until billing is connected", async () => {
    const res = await report(people.other.headers);
    expect(res.status).toBe(409);
    expect(res.headers["content-type"]).toMatch(/^application\/problem\+json/);
  });

  it("reports the usage accrued since connecting, once per day", async () => {
    const person = await signUp(svc.db.knex, "user", clock);
    const { customerId } = (await connect(person.headers)).body; // 150 micro-USD
    tick(1000);
    for (let i = 0; i < 3; i++) await request(svc.app).get("/product").set(person.headers).expect(200); // 3 × 10
    tick(1000);
    const first = await report(person.headers);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      period: "2026-11-21",
      reportedMicros: 180,
      alreadyReported: false,
      reportedAt: clock.getTime(),
    });
    expect(processor.usage.get(`${customerId}:2026-11-21`)).toMatchObject({
      quantity: 180,
      meter: USAGE_METER,
    });

    tick(1000);
    const reports = processor.calls.filter((c) => c === "reportUsage").length;
    const again = await report(person.headers);
    expect(again.body).toEqual({ ...first.body, alreadyReported: true });
    expect(processor.calls.filter((c) => c === "reportUsage").length).toBe(reports);

    tick(24 * 60 * 60 * 1000);
    const nextDay = await report(person.headers);
    // The two report calls of the day before (130 each), accrued after the first report.
    expect(nextDay.body).toMatchObject({ period: "2026-11-22", reportedMicros: 260, alreadyReported: false });
  });

  it("records nothing when the processor is down, so a retry reports again under the same identifier", async () => {
    const person = await signUp(svc.db.knex, "user", clock);
    await connect(person.headers);
    tick(1000);
    processor.available = false;
    try {
      expect((await report(person.headers)).status).toBe(502);
    } finally {
      processor.available = true;
    }
    expect(await svc.db.knex("storefront_usage_reports").where({ user_id: person.id })).toEqual([]);
    tick(1000);
    const retry = await report(person.headers);
    expect(retry.body).toMatchObject({ alreadyReported: false, reportedMicros: 150 });
  });
});
