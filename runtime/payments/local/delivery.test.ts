import { pino } from "pino";
import type { Database } from "../../../storage/db.js";
import { openTestDatabase } from "../../../storage/testing.js";
import { WebhookSignatureError } from "../errors.js";
import { signatureHeader } from "../signature.js";
import { createLocalProcessor, type LocalProcessor } from "./processor.js";
import { TestWebhookReceiver } from "./testReceiver.js";

let db: Database;
let clock = Date.now();
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  db = await openTestDatabase();
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});
afterAll(async () => {
  await db?.close();
});

/** A processor with its own receiver (endpoints registered so far get this test's events too). */
async function setup(maxAttempts = 4): Promise<{ processor: LocalProcessor; receiver: TestWebhookReceiver }> {
  // Each test starts with no endpoint and nothing owed from earlier tests.
  await db.knex("processor_webhook_deliveries").del();
  await db.knex("processor_webhook_endpoints").del();
  const processor = await createLocalProcessor({
    db,
    log: pino({ level: "silent" }),
    delivery: { mode: "manual", maxAttempts, retryDelaysMs: [10_000, 60_000] },
    now: () => new Date(clock),
  });
  const receiver = new TestWebhookReceiver();
  await receiver.up();
  cleanups.push(
    () => receiver.down(),
    () => processor.close(),
  );
  await processor.registerWebhookEndpoint(receiver.url);
  return { processor, receiver };
}

/** One event (a top-up paid at once) and its id. */
async function oneEvent(processor: LocalProcessor): Promise<string> {
  const { id: customerId } = await processor.createCustomer({ metadata: {} });
  await processor.createPaymentIntent({
    amountCents: 1000,
    currency: "usd",
    customerId,
    metadata: {},
    idempotencyKey: `k-${Math.random()}`,
    useDefaultCard: true,
  });
  const [delivery] = await processor
    .webhookDeliveries()
    .then((all) => all.filter((d) => d.status === "pending"));
  if (!delivery) throw new Error("no pending delivery");
  return delivery.eventId;
}

beforeEach(() => {
  clock = Date.now();
});

describe("webhook delivery", () => {
  it("retries a receiver that is down, and the event arrives with its id when it is back", async () => {
    const { processor, receiver } = await setup();
    await receiver.down();
    const eventId = await oneEvent(processor);

    expect(await processor.flushWebhooks()).toEqual({ attempted: 1, delivered: 0, retrying: 1, failed: 0 });
    const [pending] = await processor.webhookDeliveries({ eventId });
    expect(pending).toMatchObject({
      status: "pending",
      attempts: 1,
      lastStatusCode: null,
      lastError: "ECONNREFUSED",
    });

    await receiver.up();
    expect(await processor.flushWebhooks()).toEqual({ attempted: 1, delivered: 1, retrying: 0, failed: 0 });
    expect(receiver.received).toHaveLength(1);
    const event = processor.constructEvent(receiver.received[0]?.body ?? "", receiver.received[0]?.signature);
    expect(event).toMatchObject({ id: eventId, type: "payment_intent.succeeded" });

    const [done] = await processor.webhookDeliveries({ eventId });
    expect(done).toMatchObject({ status: "delivered", attempts: 2, lastStatusCode: 200, lastError: null });
    const log = await processor.webhookAttempts(done?.id ?? "");
    expect(log.map((a) => [a.attempt, a.succeeded, a.statusCode, a.error])).toEqual([
      [1, false, null, "ECONNREFUSED"],
      [2, true, 200, null],
    ]);
    await processor.flushWebhooks();
    expect(receiver.received).toHaveLength(1);
  });

  it("retries non-2xx answers and honours the backoff unless told to ignore it", async () => {
    const { processor, receiver } = await setup();
    receiver.status = 500;
    const eventId = await oneEvent(processor);
    expect(await processor.flushWebhooks({ ignoreBackoff: false })).toMatchObject({
      attempted: 1,
      retrying: 1,
    });
    receiver.status = 204;
    // Next attempt is 10 s away.
    expect(await processor.flushWebhooks({ ignoreBackoff: false })).toMatchObject({ attempted: 0 });
    clock += 10_000;
    expect(await processor.flushWebhooks({ ignoreBackoff: false })).toMatchObject({
      attempted: 1,
      delivered: 1,
    });
    expect(receiver.received.map((r) => JSON.parse(r.body).id)).toEqual([eventId, eventId]);
    const [delivery] = await processor.webhookDeliveries({ eventId });
    expect(delivery).toMatchObject({ status: "delivered", attempts: 2, lastStatusCode: 204 });
  });

  it("gives up after maxAttempts and marks the delivery failed", async () => {
    const { processor, receiver } = await setup(3);
    receiver.status = 503;
    const eventId = await oneEvent(processor);
    expect(await processor.flushWebhooks()).toMatchObject({ retrying: 1 });
    expect(await processor.flushWebhooks()).toMatchObject({ retrying: 1 });
    expect(await processor.flushWebhooks()).toMatchObject({ failed: 1 });
    expect(await processor.flushWebhooks()).toMatchObject({ attempted: 0 });
    const [delivery] = await processor.webhookDeliveries({ eventId });
    expect(delivery).toMatchObject({
      status: "failed",
      attempts: 3,
      lastStatusCode: 503,
      lastError: "HTTP 503",
    });
  });

  it("signs each attempt afresh, so a retry hours later still verifies", async () => {
    const { processor, receiver } = await setup();
    await receiver.down();
    await oneEvent(processor);
    await processor.flushWebhooks();
    clock += 2 * 60 * 60 * 1000;
    await receiver.up();
    await processor.flushWebhooks();
    const [got] = receiver.received;
    expect(() => processor.constructEvent(got?.body ?? "", got?.signature)).not.toThrow();
  });
});

describe("constructEvent", () => {
  it("rejects bad, missing and stale signatures", async () => {
    const { processor, receiver } = await setup();
    await oneEvent(processor);
    await processor.flushWebhooks();
    const [got] = receiver.received;
    const body = got?.body ?? "";
    const reasons = [
      () => processor.constructEvent(body, undefined),
      () => processor.constructEvent(`${body} `, got?.signature),
      () => processor.constructEvent(body, signatureHeader(body, "whsec_wrong")),
      () =>
        processor.constructEvent(
          body,
          signatureHeader(body, "whsec_local_development_secret_not_for_production", {
            timestamp: Math.floor(clock / 1000) - 301,
          }),
        ),
    ].map((f) => {
      try {
        f();
        return "accepted";
      } catch (err) {
        return err instanceof WebhookSignatureError ? err.reason : String(err);
      }
    });
    expect(reasons).toEqual([
      "missing_header",
      "signature_mismatch",
      "signature_mismatch",
      "timestamp_outside_tolerance",
    ]);
  });
});
