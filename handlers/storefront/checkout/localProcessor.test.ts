/**
 * Checkout and usage billing against the real local payment processor (runtime/payments/local):
 * the hosted session it creates, its signed webhook delivered over HTTP to
 * `/checkout/webhook`, and its metered usage.
 */
import request from "supertest";
import { createLogger } from "../../../runtime/logger.js";
import { createLocalProcessor, type LocalProcessor } from "../../../runtime/payments/local/index.js";
import { startTestService, type TestService } from "../../../runtime/testing/harness.js";
import { findRecord, insertRecord } from "../../../storage/storefront/crud.js";
import { TABLES } from "../../../storage/storefront/resources.js";
import { USAGE_METER } from "../billing/person.js";
import { createPeople, type People } from "../testing/people.js";

let svc: TestService;
let processor: LocalProcessor;
let people: People;
let productId: number;

beforeAll(async () => {
  svc = await startTestService("storefront-ext", {
    payments: async (db) => {
      processor = await createLocalProcessor({
        db,
        log: createLogger("silent"),
        delivery: { mode: "manual" },
      });
      return processor;
    },
  });
  const base = await svc.listen();
  await processor.registerWebhookEndpoint(`${base}/checkout/webhook`);
  people = await createPeople(svc.db.knex);
  productId = (
    await insertRecord(svc.db.knex, TABLES.product, {
      name: "Teapot",
      slug: "teapot",
      priceCents: 3900,
      inventory: 5,
      status: "published",
    })
  ).id;
});
afterAll(async () => {
  expect(svc.violations()).toEqual([]);
  await svc.close();
});

it("pays an order through the hosted page and the signed webhook, once", async () => {
  const paid = await request(svc.app)
    .post("/checkout/pay")
    .send({ items: [{ productId, qty: 2 }] });
  expect(paid.status).toBe(200);
  const { orderId, sessionId, url } = paid.body;
  expect(url).toContain(sessionId);
  const confirmed = () => request(svc.app).post("/checkout/confirm").send({ orderId, sessionId });
  expect((await confirmed()).body.status).toBe("pending");

  await processor.completeCheckout(sessionId);
  const flushed = await processor.flushWebhooks();
  expect(flushed).toBeDefined();
  expect((await findRecord(svc.db.knex, TABLES.order, orderId))?.status).toBe("paid");
  expect((await confirmed()).body.status).toBe("paid");
  expect((await findRecord(svc.db.knex, TABLES.product, productId))?.inventory).toBe(3);
});

it("reports usage to the processor's meter once per day", async () => {
  const connected = await request(svc.app).post("/billing/connect").set(people.owner.headers).send({});
  expect(connected.status).toBe(200);
  await request(svc.app).get("/product").set(people.owner.headers).expect(200);
  const first = await request(svc.app).post("/billing/report").set(people.owner.headers).send({});
  expect(first.status).toBe(200);
  const again = await request(svc.app).post("/billing/report").set(people.owner.headers).send({});
  expect(again.body.alreadyReported).toBe(true);
  const metered = await processor.usageTotal(connected.body.customerId, USAGE_METER);
  expect(metered).toBe(BigInt(first.body.reportedMicros));
  expect(first.body.reportedMicros).toBe(160);
});
