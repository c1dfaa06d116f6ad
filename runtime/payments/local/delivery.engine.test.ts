/**
 * The processor's deliveries as a task of the runtime's leased-work engine: they go out through
 * runtime/outbound to the configured endpoint (127.0.0.1, which the `public` egress policy would
 * refuse), Stripe's own library verifies what arrives, and a delivery whose sender died mid-send is
 * recorded by the engine's sweep as a failed attempt and delivered again.
 */
import { pino } from "pino";
import Stripe from "stripe";
import type { Database } from "../../../storage/db.js";
import { claimDeliveries, listAttempts } from "../../../storage/platform/payments/webhookDeliveries.js";
import { openTestDatabase } from "../../../storage/testing.js";
import { WorkEngine } from "../../work/engine.js";
import { createLocalProcessor, type LocalProcessor } from "./processor.js";
import { TestWebhookReceiver } from "./testReceiver.js";

let db: Database;
let work: WorkEngine;
let processor: LocalProcessor;
let receiver: TestWebhookReceiver;
let clock = Date.now();
const secret = "whsec_engine_test_secret";

beforeAll(async () => {
  db = await openTestDatabase({ boss: false });
  receiver = new TestWebhookReceiver();
  await receiver.up();
  work = new WorkEngine(db, { now: () => new Date(clock), log: pino({ level: "silent" }) });
  processor = await createLocalProcessor({
    db,
    work,
    webhookSecret: secret,
    webhookUrls: [receiver.url],
    log: pino({ level: "silent" }),
    now: () => new Date(clock),
  });
});

afterAll(async () => {
  await processor?.close();
  await receiver?.down();
  await db?.close();
});

async function paidTopUp(key: string): Promise<string> {
  const { id: customerId } = await processor.createCustomer({ metadata: {} });
  await processor.createPaymentIntent({
    amountCents: 700,
    currency: "usd",
    customerId,
    metadata: {},
    idempotencyKey: key,
    useDefaultCard: true,
  });
  const pending = (await processor.webhookDeliveries()).filter((d) => d.status === "pending");
  const [delivery] = pending;
  if (!delivery) throw new Error("no pending delivery");
  return delivery.eventId;
}

describe("processor deliveries on the runtime's engine", () => {
  it("are flushed by the runtime's engine, and Stripe's verifier accepts them", async () => {
    expect(processor.deliveryMode).toBe("manual");
    const eventId = await paidTopUp("engine-1");
    const report = await work.flush();
    expect(report["payments.webhooks.deliver"]).toMatchObject({ attempted: 1, succeeded: 1 });
    const [got] = receiver.received;
    const event = Stripe.webhooks.constructEvent(got?.body ?? "", got?.signature ?? "", secret);
    expect(event).toMatchObject({ id: eventId, type: "payment_intent.succeeded" });
    expect(got?.headers["user-agent"]).toBe("LocalProcessor/1.0 (Stripe-compatible webhooks)");
  });

  it("records a sender that died mid-send as a failed attempt and delivers again", async () => {
    receiver.received.length = 0;
    const eventId = await paidTopUp("engine-2");
    // A sender claims the delivery and dies before sending.
    const [claimed] = await claimDeliveries(db.knex, {
      now: new Date(clock),
      dueBy: new Date(clock),
      leaseUntil: new Date(clock + 30_000),
      limit: 10,
    });
    expect(claimed?.eventId).toBe(eventId);
    expect(await work.sweep(new Date(clock))).toEqual({});
    clock += 30_000;
    expect(await work.sweep(new Date(clock))).toEqual({ "payments.webhooks.deliver.expired": 1 });
    clock += 10_000; // the first retry's wait
    expect(await processor.flushWebhooks({ ignoreBackoff: false })).toEqual({
      attempted: 1,
      delivered: 1,
      retrying: 0,
      failed: 0,
    });
    expect(receiver.events().map((e) => e.id)).toEqual([eventId]);
    const [delivery] = await processor.webhookDeliveries({ eventId });
    expect(delivery).toMatchObject({ status: "delivered", attempts: 2 });
    const attempts = await listAttempts(db.knex, delivery?.id ?? "");
    expect(attempts.map((a) => [a.attempt, a.succeeded, a.error])).toEqual([
      [1, false, "the lease ended without an outcome"],
      [2, true, null],
    ]);
  });
});
