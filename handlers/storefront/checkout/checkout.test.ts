/**
 * The checkout state machine over HTTP with an in-memory processor: pay (pending order +
 * hosted session) → confirm or webhook (paid, stock taken exactly once — concurrently too)
 * or expiry (cancelled).
 */
import request from "supertest";
import { startTestService, type TestService } from "../../../runtime/testing/harness.js";
import { findRecord, insertRecord } from "../../../storage/storefront/crud.js";
import { TABLES } from "../../../storage/storefront/resources.js";
import { FakeProcessor } from "../testing/fakeProcessor.js";
import { createPeople, type People } from "../testing/people.js";

const now = new Date("2026-11-21T12:00:00Z");
const processor = new FakeProcessor(() => now);
let svc: TestService;
let people: People;

beforeAll(async () => {
  svc = await startTestService("storefront-ext", { payments: processor, now: () => now });
  people = await createPeople(svc.db.knex, now);
});
afterAll(async () => {
  expect(svc.violations()).toEqual([]);
  await svc.close();
});

let seq = 0;
async function product(values: Record<string, unknown> = {}): Promise<number> {
  seq += 1;
  const record = await insertRecord(svc.db.knex, TABLES.product, {
    name: `Mug ${seq}`,
    slug: `mug-${seq}`,
    priceCents: 2400,
    inventory: 10,
    status: "published",
    ...values,
  });
  return record.id;
}
const stock = async (id: number) => (await findRecord(svc.db.knex, TABLES.product, id))?.inventory;
const order = (id: number) => findRecord(svc.db.knex, TABLES.order, id);

async function pay(items: { productId: number; qty: number }[], extra: object = {}, headers = {}) {
  const res = await request(svc.app)
    .post("/checkout/pay")
    .set(headers)
    .send({ items, ...extra });
  expect(res.status).toBe(200);
  return res.body as { orderId: number; sessionId: string; url: string; totalCents: number };
}
const confirm = (orderId: number, sessionId: string) =>
  request(svc.app).post("/checkout/confirm").send({ orderId, sessionId });
const webhook = (body: string, signature: string) =>
  request(svc.app)
    .post("/checkout/webhook")
    .set({ "Content-Type": "application/json", "Stripe-Signature": signature })
    .send(body);

describe("checkout_pay", () => {
  it("creates a pending order and a hosted session for its total", async () => {
    const a = await product({ priceCents: 2400 });
    const b = await product({ priceCents: 1000, requiresShipping: false });
    const res = await request(svc.app)
      .post("/checkout/pay")
      .send({
        items: [
          { productId: a, qty: 2 },
          { productId: b, qty: 1 },
        ],
      });
    expect(res.status).toBe(200);
    // 5800 subtotal; shipping 495 (under USD 100); tax 8% of 5800 = 464.
    expect(res.body).toMatchObject({
      status: "pending",
      currency: "usd",
      subtotalCents: 5800,
      discountCents: 0,
      shippingCents: 495,
      taxCents: 464,
      totalCents: 6759,
      expiresAt: now.getTime() + 24 * 60 * 60 * 1000,
    });
    const session = processor.sessions.get(res.body.sessionId)!;
    expect(res.body.url).toBe(session.url);
    expect(session.amountTotalCents).toBe(6759);
    expect(session.input.lineItems.map((l) => l.name)).toEqual([
      `Mug ${seq - 1}`,
      `Mug ${seq}`,
      "Shipping",
      "Tax",
    ]);
    expect(await order(res.body.orderId)).toMatchObject({
      status: "pending",
      totalCents: 6759,
      customerId: null,
    });
    expect(await stock(a)).toBe(10);
  });

  it("applies a discount code and shows the order as one line", async () => {
    const a = await product({ priceCents: 20000 });
    const body = await pay([{ productId: a, qty: 1 }], { discountCode: "SPRING-10" });
    // 20000 - 2000 = 18000: free shipping, tax 1440.
    expect(body).toMatchObject({ discountCents: 2000, shippingCents: 0, taxCents: 1440, totalCents: 19440 });
    expect(processor.sessions.get(body.sessionId)!.input.lineItems).toEqual([
      { name: `Order ${body.orderId}`, unitAmountCents: 19440, quantity: 1 },
    ]);
  });

  it("makes a signed-in shopper the order's owner", async () => {
    const body = await pay([{ productId: await product(), qty: 1 }], {}, people.owner.headers);
    expect((await order(body.orderId))?.customerId).toBe(people.owner.id);
    const res = await request(svc.app).get(`/order/${body.orderId}`).set(people.owner.headers);
    expect(res.status).toBe(200);
    expect((await request(svc.app).get(`/order/${body.orderId}`).set(people.other.headers)).status).toBe(404);
  });

  it("refuses a draft product (409) and stock summed over lines (409), naming the line", async () => {
    const draft = await product({ status: "draft" });
    const few = await product({ inventory: 3 });
    const refused = await request(svc.app)
      .post("/checkout/pay")
      .send({
        items: [
          { productId: few, qty: 1 },
          { productId: draft, qty: 1 },
        ],
      });
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual({
      "body:/items/1/productId": expect.stringContaining("not for sale"),
    });
    const short = await request(svc.app)
      .post("/checkout/pay")
      .send({
        items: [
          { productId: few, qty: 2 },
          { productId: few, qty: 2 },
        ],
      });
    expect(short.status).toBe(409);
    expect(short.body.errors).toEqual({
      "body:/items/0/productId": expect.stringContaining("4 wanted, 3 in stock"),
    });
  });

  it("refuses a total above what one checkout can take", async () => {
    const dear = await product({ priceCents: 1000000000, inventory: 1000 });
    const res = await request(svc.app)
      .post("/checkout/pay")
      .send({ items: [{ productId: dear, qty: 1 }] });
    expect(res.status).toBe(409);
    expect(Object.keys(res.body.errors)).toEqual(["body:/items"]);
  });
});

describe("checkout_confirm", () => {
  it("leaves an unpaid order pending, then marks it paid and takes the stock once", async () => {
    const id = await product({ inventory: 10 });
    const { orderId, sessionId } = await pay([{ productId: id, qty: 3 }]);
    expect((await confirm(orderId, sessionId)).body).toEqual({ orderId, status: "pending" });
    processor.pay(sessionId);
    expect((await confirm(orderId, sessionId)).body).toEqual({ orderId, status: "paid" });
    expect(await stock(id)).toBe(7);
    const calls = processor.calls.length;
    expect((await confirm(orderId, sessionId)).body).toEqual({ orderId, status: "paid" });
    expect(processor.calls.length).toBe(calls); // a settled order is answered without asking
    expect(await stock(id)).toBe(7);
    expect(await order(orderId)).toMatchObject({
      status: "paid",
      processorPaymentIntentId: processor.sessions.get(sessionId)!.paymentIntentId,
    });
  });

  it("takes the stock exactly once under concurrent confirmations", async () => {
    const id = await product({ inventory: 50 });
    const { orderId, sessionId } = await pay([{ productId: id, qty: 4 }]);
    processor.pay(sessionId);
    const answers = await Promise.all(Array.from({ length: 8 }, () => confirm(orderId, sessionId)));
    expect(answers.map((a) => a.body.status)).toEqual(Array(8).fill("paid"));
    expect(await stock(id)).toBe(46);
  });

  it("cancels the order when its session expired", async () => {
    const { orderId, sessionId } = await pay([{ productId: await product(), qty: 1 }]);
    processor.expire(sessionId);
    expect((await confirm(orderId, sessionId)).body).toEqual({ orderId, status: "cancelled" });
  });

  it.each([
    ["another order's session", (o: number, s: string, other: string) => [o, other, s]],
    ["an order that does not exist", (o: number, s: string) => [o + 10000, s]],
  ])("answers 404 for %s", async (_what, pick) => {
    const first = await pay([{ productId: await product(), qty: 1 }]);
    const second = await pay([{ productId: await product(), qty: 1 }]);
    const [orderId, sessionId] = pick(first.orderId, first.sessionId, second.sessionId) as [number, string];
    expect((await confirm(orderId, sessionId)).status).toBe(404);
  });

  it("answers 502 and changes nothing when the processor is down", async () => {
    const { orderId, sessionId } = await pay([{ productId: await product(), qty: 1 }]);
    processor.pay(sessionId);
    processor.available = false;
    try {
      expect((await confirm(orderId, sessionId)).status).toBe(502);
    } finally {
      processor.available = true;
    }
    expect((await order(orderId))?.status).toBe("pending");
  });
});

describe("checkout_webhook", () => {
  it("marks the order paid once, however often the event (or another) arrives", async () => {
    const id = await product({ inventory: 10 });
    const { orderId, sessionId } = await pay([{ productId: id, qty: 2 }]);
    processor.pay(sessionId);
    const event = processor.webhook("checkout.session.completed", sessionId);
    expect((await webhook(event.body, event.signature)).body).toEqual({ received: true });
    expect((await webhook(event.body, event.signature)).status).toBe(200);
    const other = processor.webhook("checkout.session.completed", sessionId);
    expect((await webhook(other.body, other.signature)).status).toBe(200);
    expect((await confirm(orderId, sessionId)).body.status).toBe("paid");
    expect(await stock(id)).toBe(8);
    const handled = await svc.db
      .knex("payment_events_handled")
      .where({ event_id: `storefront:${event.eventId}` });
    expect(handled).toHaveLength(1);
  });

  it("cancels a pending order when its session expires", async () => {
    const { orderId, sessionId } = await pay([{ productId: await product(), qty: 1 }]);
    processor.expire(sessionId);
    const event = processor.webhook("checkout.session.expired", sessionId);
    expect((await webhook(event.body, event.signature)).status).toBe(200);
    expect((await order(orderId))?.status).toBe("cancelled");
  });

  it("acknowledges other kinds and sessions it does not know, changing nothing", async () => {
    const unrelated = processor.webhook("invoice.paid", "cs_unknown");
    expect((await webhook(unrelated.body, unrelated.signature)).status).toBe(200);
    const unknown = processor.webhook("checkout.session.completed", "cs_unknown");
    expect((await webhook(unknown.body, unknown.signature)).status).toBe(200);
  });

  it.each([
    ["a wrong secret", { secret: "whsec_wrong" }],
    ["a stale timestamp", { at: new Date(now.getTime() - 10 * 60 * 1000) }],
  ])("refuses %s with 401 and changes nothing", async (_what, options) => {
    const { orderId, sessionId } = await pay([{ productId: await product(), qty: 1 }]);
    processor.pay(sessionId);
    const event = processor.webhook("checkout.session.completed", sessionId, options);
    const res = await webhook(event.body, event.signature);
    // The signature is the webhook's credential: one that does not verify is a 401.
    expect(res.status).toBe(401);
    expect(res.headers["content-type"]).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ status: 401, title: "Invalid signature" });
    expect((await order(orderId))?.status).toBe("pending");
  });

  it("refuses a body altered after signing with 401", async () => {
    const { sessionId } = await pay([{ productId: await product(), qty: 1 }]);
    const event = processor.webhook("checkout.session.completed", sessionId);
    const res = await webhook(event.body.replace('"livemode":false', '"livemode":true'), event.signature);
    expect(res.status).toBe(401);
  });

  it("refuses a request without a signature with 400 naming the header", async () => {
    const { sessionId } = await pay([{ productId: await product(), qty: 1 }]);
    const event = processor.webhook("checkout.session.completed", sessionId);
    const res = await request(svc.app)
      .post("/checkout/webhook")
      .set("Content-Type", "application/json")
      .send(event.body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty(["header:Stripe-Signature"]);
  });
});

describe("reviews after a purchase", () => {
  it("marks a review by a paying customer as a verified purchase", async () => {
    const id = await product();
    const before = await request(svc.app)
      .post("/review")
      .set(people.owner.headers)
      .send({ productId: id, title: "Looks nice", rating: 4 });
    expect(before.body).toMatchObject({
      verifiedPurchase: false,
      status: "pending",
      customerId: people.owner.id,
    });
    const { orderId, sessionId } = await pay([{ productId: id, qty: 1 }], {}, people.owner.headers);
    processor.pay(sessionId);
    await confirm(orderId, sessionId);
    const after = await request(svc.app)
      .post("/review")
      .set(people.owner.headers)
      .send({ productId: id, title: "Lovely" });
    expect(after.body).toMatchObject({ verifiedPurchase: true, helpfulCount: 0 });
    expect("rating" in after.body).toBe(false);
  });
});
