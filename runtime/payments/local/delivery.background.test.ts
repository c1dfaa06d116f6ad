import { pino } from "pino";
import type { Database } from "../../../storage/db.js";
import { openTestDatabase } from "../../../storage/testing.js";
import { DELIVERY_QUEUE } from "./delivery.js";
import { createLocalProcessor, type LocalProcessor } from "./processor.js";
import { TestWebhookReceiver } from "./testReceiver.js";

let db: Database;
let processor: LocalProcessor;
let receiver: TestWebhookReceiver;

beforeAll(async () => {
  db = await openTestDatabase();
  receiver = new TestWebhookReceiver();
  await receiver.up();
  processor = await createLocalProcessor({
    db,
    log: pino({ level: "silent" }),
    webhookUrls: [receiver.url],
    delivery: { mode: "background", retryDelaysMs: [200] },
  });
});
afterAll(async () => {
  await processor?.close();
  await receiver?.down();
  await db?.close();
});

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("background delivery (pg-boss)", () => {
  it("delivers on its own, enqueued with the event, and retries a failing receiver", async () => {
    expect(processor.deliveryMode).toBe("background");
    receiver.statuses = [500];
    const { id: customerId } = await processor.createCustomer({ metadata: {} });
    const pi = await processor.createPaymentIntent({
      amountCents: 5000,
      currency: "usd",
      customerId,
      metadata: { purpose: "top_up" },
      idempotencyKey: "bg-1",
      useDefaultCard: true,
    });
    // The job was written with the event, before anything was sent.
    expect((await db.boss?.findJobs(DELIVERY_QUEUE))?.length).toBeGreaterThanOrEqual(1);

    await receiver.waitFor(2, 20_000);
    const [failed, ok] = receiver.received.map((r) => processor.constructEvent(r.body, r.signature));
    expect(failed?.id).toBe(ok?.id);
    expect(ok).toMatchObject({ type: "payment_intent.succeeded", data: { object: { id: pi.id } } });
    const delivery = await until(async () => {
      const [d] = await processor.webhookDeliveries({ eventId: ok?.id ?? "" });
      return d?.status === "delivered" ? d : undefined;
    });
    expect(delivery.attempts).toBe(2);
  });
});
