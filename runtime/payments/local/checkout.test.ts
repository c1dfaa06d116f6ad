import express from "express";
import { pino } from "pino";
import Stripe from "stripe";
import request from "supertest";
import type { Database } from "../../../storage/db.js";
import { openTestDatabase } from "../../../storage/testing.js";
import { ProcessorRejectedError } from "../errors.js";
import type { CreateCheckoutSessionInput } from "../types.js";
import { createLocalProcessor, DEV_WEBHOOK_SECRET, type LocalProcessor } from "./processor.js";
import { createLocalProcessorRouter } from "./router.js";
import { TestWebhookReceiver } from "./testReceiver.js";

let db: Database;
let processor: LocalProcessor;
let receiver: TestWebhookReceiver;
let app: express.Express;
let clock = Date.now();

beforeAll(async () => {
  db = await openTestDatabase();
  processor = await createLocalProcessor({
    db,
    log: pino({ level: "silent" }),
    delivery: { mode: "manual" },
    now: () => new Date(clock),
  });
  receiver = new TestWebhookReceiver();
  await receiver.up();
  await processor.registerWebhookEndpoint(receiver.url);
  app = express().use("/_processor", createLocalProcessorRouter(processor));
});
afterAll(async () => {
  await processor?.close();
  await receiver?.down();
  await db?.close();
});
beforeEach(() => {
  receiver.received.length = 0;
  clock = Date.now();
});

let n = 0;
function basket(overrides: Partial<CreateCheckoutSessionInput> = {}): CreateCheckoutSessionInput {
  n += 1;
  return {
    lineItems: [
      { name: "Mug <Deluxe>", unitAmountCents: 1250, quantity: 2 },
      { name: "Sticker", unitAmountCents: 199, quantity: 1 },
    ],
    currency: "USD",
    successUrl: "http://shop.test/storefront/checkout/done?session={CHECKOUT_SESSION_ID}",
    cancelUrl: "http://shop.test/storefront/cart",
    metadata: { orderId: String(n) },
    idempotencyKey: `order-${n}-${clock}`,
    ...overrides,
  };
}

describe("createCheckoutSession", () => {
  it("creates an open, unpaid session whose URL is the hosted page on the success URL's origin", async () => {
    const session = await processor.createCheckoutSession(basket());
    expect(session).toEqual({
      id: expect.stringMatching(/^cs_local_[A-Za-z0-9]{24}$/),
      url: `http://shop.test/_processor/checkout/${session.id}`,
      status: "open",
      paymentStatus: "unpaid",
      amountTotalCents: 2699,
      currency: "usd",
      metadata: { orderId: String(n) },
      paymentIntentId: null,
    });
  });

  it("returns the same session for a repeated idempotency key, and refuses the key for another basket", async () => {
    const input = basket();
    const first = await processor.createCheckoutSession(input);
    expect(await processor.createCheckoutSession({ ...input, metadata: { ...input.metadata } })).toEqual(
      first,
    );
    await expect(
      processor.createCheckoutSession({
        ...input,
        lineItems: [{ name: "Other", unitAmountCents: 1, quantity: 1 }],
      }),
    ).rejects.toMatchObject({ processorCode: "idempotency_error", status: 502 });
  });

  it.each([
    ["no lines", { lineItems: [] }, "parameter_missing"],
    [
      "101 lines",
      { lineItems: Array(101).fill({ name: "x", unitAmountCents: 1, quantity: 1 }) },
      "parameter_invalid_array",
    ],
    [
      "a zero quantity",
      { lineItems: [{ name: "x", unitAmountCents: 1, quantity: 0 }] },
      "parameter_invalid_integer",
    ],
    ["a relative success URL", { successUrl: "/done" }, "url_invalid"],
    ["a bad currency", { currency: "dollars" }, "parameter_invalid_string"],
  ])("refuses %s", async (_name, overrides, code) => {
    const err = await processor.createCheckoutSession(basket(overrides)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProcessorRejectedError);
    expect((err as ProcessorRejectedError).processorCode).toBe(code);
  });
});

describe("hosted checkout", () => {
  it("renders, pays, redirects, completes, and sends a signed checkout.session.completed", async () => {
    const session = await processor.createCheckoutSession(basket());

    const page = await request(app).get(`/_processor/checkout/${session.id}`).expect(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(page.text).toContain("Mug &lt;Deluxe&gt;");
    expect(page.text).toContain("26.99 USD");
    expect(page.text).toContain(`action="/_processor/checkout/${session.id}/pay"`);
    expect(page.text).not.toMatch(/<script|https?:\/\/(?!shop)/);

    const paid = await request(app).post(`/_processor/checkout/${session.id}/pay`).expect(303);
    expect(paid.headers.location).toBe(`http://shop.test/storefront/checkout/done?session=${session.id}`);

    const retrieved = await processor.retrieveCheckoutSession(session.id);
    expect(retrieved).toMatchObject({ status: "complete", paymentStatus: "paid", url: null });
    expect(retrieved?.paymentIntentId).toMatch(/^pi_local_/);

    expect(await processor.flushWebhooks()).toEqual({ attempted: 2, delivered: 2, retrying: 0, failed: 0 });
    const received = receiver.received.map((r) => processor.constructEvent(r.body, r.signature));
    expect(received.map((e) => e.type)).toEqual(["payment_intent.succeeded", "checkout.session.completed"]);
    const completed = received[1];
    if (completed?.type !== "checkout.session.completed") throw new Error("unexpected event");
    expect(completed.id).toMatch(/^evt_local_/);
    expect(completed.data.object).toMatchObject({
      id: session.id,
      status: "complete",
      paymentStatus: "paid",
      amountTotalCents: 2699,
      metadata: session.metadata,
      paymentIntentId: retrieved?.paymentIntentId,
    });
    // The body is Stripe's own event format: Stripe's library verifies and reads it as is.
    const first = receiver.received[1];
    const raw = Stripe.webhooks.constructEvent(first?.body ?? "", first?.signature ?? "", DEV_WEBHOOK_SECRET);
    expect(raw).toMatchObject({ id: completed.id, object: "event", type: "checkout.session.completed" });
  });

  it("keeps the event id when an event is resent (a replay)", async () => {
    const session = await processor.createCheckoutSession(basket());
    await processor.completeCheckout(session.id);
    await processor.flushWebhooks();
    const original = receiver.events().find((e) => e.type === "checkout.session.completed");
    if (!original) throw new Error("no checkout.session.completed");
    await processor.resendEvent(original.id);
    await processor.flushWebhooks();
    const all = receiver.received.map((r) => processor.constructEvent(r.body, r.signature));
    const copies = all.filter((e) => e.id === original.id);
    expect(copies).toHaveLength(2);
    expect(receiver.received.at(-1)?.body).toBe(
      receiver.received.find((r) => r.body.includes(original.id))?.body,
    );
  });

  it("pays once: a second Pay redirects to success without new events", async () => {
    const session = await processor.createCheckoutSession(basket());
    await request(app).post(`/_processor/checkout/${session.id}/pay`).expect(303);
    await request(app).post(`/_processor/checkout/${session.id}/pay`).expect(303);
    await processor.flushWebhooks();
    expect(receiver.events().filter((e) => e.type === "checkout.session.completed")).toHaveLength(1);
    const page = await request(app).get(`/_processor/checkout/${session.id}`).expect(200);
    expect(page.text).toContain("This checkout is paid");
  });

  it("completes once when two payments race (one payment intent, one event)", async () => {
    const session = await processor.createCheckoutSession(basket());
    const [a, b] = await Promise.all([
      processor.completeCheckout(session.id),
      processor.completeCheckout(session.id),
    ]);
    expect(a.paymentIntentId).toBe(b.paymentIntentId);
    await processor.flushWebhooks();
    expect(receiver.events().map((e) => e.type)).toEqual([
      "payment_intent.succeeded",
      "checkout.session.completed",
    ]);
  });

  it("cancels: the session expires, the buyer goes to the cancel URL, checkout.session.expired is sent", async () => {
    const session = await processor.createCheckoutSession(basket());
    const res = await request(app).post(`/_processor/checkout/${session.id}/cancel`).expect(303);
    expect(res.headers.location).toBe("http://shop.test/storefront/cart");
    expect(await processor.retrieveCheckoutSession(session.id)).toMatchObject({
      status: "expired",
      paymentStatus: "unpaid",
    });
    await request(app).post(`/_processor/checkout/${session.id}/pay`).expect(409);
    await processor.flushWebhooks();
    expect(receiver.events().map((e) => e.type)).toEqual(["checkout.session.expired"]);
  });

  it("expires a session after 24 hours", async () => {
    const session = await processor.createCheckoutSession(basket());
    clock += 24 * 60 * 60 * 1000;
    expect(await processor.retrieveCheckoutSession(session.id)).toMatchObject({ status: "expired" });
    await processor.flushWebhooks();
    expect(receiver.events().map((e) => e.type)).toEqual(["checkout.session.expired"]);
  });

  it("answers 404 for an unknown or malformed session id", async () => {
    await request(app).get("/_processor/checkout/cs_local_doesnotexist").expect(404);
    await request(app).get("/_processor/checkout/..%2Fetc").expect(404);
    await request(app).post("/_processor/checkout/cs_local_doesnotexist/pay").expect(404);
    expect(await processor.retrieveCheckoutSession("cs_local_doesnotexist")).toBeNull();
  });

  it("answers 503 while the processor is down, and the API error is a 502", async () => {
    const session = await processor.createCheckoutSession(basket());
    processor.setAvailable(false);
    try {
      await request(app).get(`/_processor/checkout/${session.id}`).expect(503);
      await expect(processor.retrieveCheckoutSession(session.id)).rejects.toMatchObject({
        name: "ProcessorUnavailableError",
        status: 502,
      });
    } finally {
      processor.setAvailable(true);
    }
  });
});

describe("session URL", () => {
  it("uses PUBLIC_URL when configured", async () => {
    const other = await createLocalProcessor({
      db,
      log: pino({ level: "silent" }),
      delivery: { mode: "manual" },
      publicUrl: "https://api.example.com",
    });
    const session = await other.createCheckoutSession(basket());
    expect(session.url).toBe(`https://api.example.com/_processor/checkout/${session.id}`);
    await other.close();
  });
});
