import { pino } from "pino";
import type { Database } from "../../../storage/db.js";
import { openTestDatabase } from "../../../storage/testing.js";
import { ProcessorUnavailableError } from "../errors.js";
import { createLocalProcessor, LOCAL_PUBLISHABLE_KEY, type LocalProcessor } from "./processor.js";
import { TestWebhookReceiver } from "./testReceiver.js";

let db: Database;
let processor: LocalProcessor;
let receiver: TestWebhookReceiver;

beforeAll(async () => {
  db = await openTestDatabase();
  processor = await createLocalProcessor({
    db,
    log: pino({ level: "silent" }),
    delivery: { mode: "manual" },
  });
  receiver = new TestWebhookReceiver();
  await receiver.up();
  await processor.registerWebhookEndpoint(receiver.url);
});
afterAll(async () => {
  await processor?.close();
  await receiver?.down();
  await db?.close();
});
beforeEach(() => {
  receiver.received.length = 0;
});

let key = 0;
const topUp = (customerId: string, extra: object = {}) => ({
  amountCents: 2500,
  currency: "usd",
  customerId,
  metadata: { purpose: "top_up", userId: "u1" },
  idempotencyKey: `topup-${++key}`,
  ...extra,
});

describe("createPaymentIntent (top-ups)", () => {
  it("waits for the card form; confirmPaymentIntent succeeds it and sends payment_intent.succeeded", async () => {
    const { id: customerId } = await processor.createCustomer({ metadata: {} });
    const pi = await processor.createPaymentIntent(topUp(customerId));
    expect(pi).toEqual({
      id: expect.stringMatching(/^pi_local_/),
      clientSecret: expect.stringMatching(new RegExp(`^${pi.id}_secret_`)),
      status: "requires_payment_method",
      amountCents: 2500,
      currency: "usd",
      customerId,
      metadata: { purpose: "top_up", userId: "u1" },
      // Neither PUBLIC_URL nor a return URL: nowhere to serve a page from.
      nextActionUrl: null,
    });
    await processor.flushWebhooks();
    expect(receiver.received).toHaveLength(0);

    expect(await processor.confirmPaymentIntent(pi.id)).toMatchObject({ status: "succeeded" });
    expect(await processor.confirmPaymentIntent(pi.id)).toMatchObject({ status: "succeeded" });
    await processor.flushWebhooks();
    const events = receiver.received.map((r) => processor.constructEvent(r.body, r.signature));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: "payment_intent.succeeded",
      data: {
        object: { id: pi.id, status: "succeeded", amountCents: 2500, metadata: { purpose: "top_up" } },
      },
    });
    expect(await processor.retrievePaymentIntent(pi.id)).toMatchObject({ status: "succeeded" });
  });

  it("points at its hosted payment page, under the return URL's origin, until paid", async () => {
    const { id: customerId } = await processor.createCustomer({ metadata: {} });
    const returnUrl = "http://shop.example:8080/account/?tab=credits";
    const pi = await processor.createPaymentIntent(topUp(customerId, { returnUrl }));
    const page = `http://shop.example:8080/_processor/payment/${pi.id}`;
    expect(pi.nextActionUrl).toBe(page);
    expect((await processor.retrievePaymentIntent(pi.id))?.nextActionUrl).toBe(page);
    const paid = await processor.completePayment(pi.id);
    expect(paid).toMatchObject({ status: "succeeded", pageUrl: page, returnUrl });
    expect((await processor.retrievePaymentIntent(pi.id))?.nextActionUrl).toBeNull();
    const oneClick = await processor.createPaymentIntent(
      topUp(customerId, { returnUrl, useDefaultCard: true }),
    );
    expect(oneClick.nextActionUrl).toBeNull();
    await processor.flushWebhooks(); // so the next test sees only its own events
  });

  it("refuses a return URL that is not absolute http(s)", async () => {
    const { id: customerId } = await processor.createCustomer({ metadata: {} });
    await expect(
      processor.createPaymentIntent(topUp(customerId, { returnUrl: "javascript:alert(1)" })),
    ).rejects.toMatchObject({ processorCode: "url_invalid" });
  });

  it("succeeds at once with useDefaultCard", async () => {
    const { id: customerId } = await processor.createCustomer({ metadata: {} });
    const pi = await processor.createPaymentIntent(topUp(customerId, { useDefaultCard: true }));
    expect(pi.status).toBe("succeeded");
    await processor.flushWebhooks();
    expect(receiver.events().map((e) => [e.type, e.data.object.id])).toEqual([
      ["payment_intent.succeeded", pi.id],
    ]);
  });

  it("returns the same intent for a retried idempotency key (no second event)", async () => {
    const { id: customerId } = await processor.createCustomer({ metadata: {} });
    const input = topUp(customerId, { useDefaultCard: true });
    const first = await processor.createPaymentIntent(input);
    expect(await processor.createPaymentIntent(input)).toEqual(first);
    await expect(processor.createPaymentIntent({ ...input, amountCents: 9900 })).rejects.toMatchObject({
      processorCode: "idempotency_error",
    });
    await processor.flushWebhooks();
    expect(receiver.received).toHaveLength(1);
  });

  it.each([
    ["below Stripe's USD minimum", { amountCents: 49 }, "amount_too_small"],
    ["a fraction", { amountCents: 100.5 }, "parameter_invalid_integer"],
    ["an unknown customer", { customerId: "cus_local_nobody" }, "resource_missing"],
    [
      "useDefaultCard without a customer",
      { customerId: undefined, useDefaultCard: true },
      "parameter_missing",
    ],
  ])("refuses %s", async (_name, extra, code) => {
    const { id: customerId } = await processor.createCustomer({ metadata: {} });
    await expect(processor.createPaymentIntent(topUp(customerId, extra))).rejects.toMatchObject({
      processorCode: code,
      status: 502,
    });
  });

  it("answers null for an unknown intent", async () => {
    expect(await processor.retrievePaymentIntent("pi_local_nope")).toBeNull();
  });
});

describe("createSetupIntent (saving a card)", () => {
  it("confirmSetupIntent saves the card and sends setup_intent.succeeded", async () => {
    const { id: customerId } = await processor.createCustomer({ metadata: {} });
    const si = await processor.createSetupIntent({ customerId });
    expect(si).toMatchObject({ status: "requires_payment_method", customerId });
    expect(si.clientSecret).toMatch(/^seti_local_\w+_secret_/);
    await processor.confirmSetupIntent(si.id);
    await processor.flushWebhooks();
    expect(receiver.events().map((e) => e.type)).toEqual(["setup_intent.succeeded"]);
    const row = await db.knex("processor_customers").where({ id: customerId }).first();
    expect(row.default_payment_method).toMatch(/^pm_local_/);
  });
});

describe("outages", () => {
  it("fails every call with ProcessorUnavailableError (502) while unavailable", async () => {
    processor.setAvailable(false);
    try {
      const err = await processor.createCustomer({ metadata: {} }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ProcessorUnavailableError);
      expect(err).toMatchObject({ status: 502, code: "processor_unavailable" });
    } finally {
      processor.setAvailable(true);
    }
    expect(processor.publishableKey).toBe(LOCAL_PUBLISHABLE_KEY);
  });
});
