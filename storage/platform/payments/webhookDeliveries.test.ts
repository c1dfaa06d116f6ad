import type { Database } from "../../db.js";
import { openTestDatabase } from "../../testing.js";
import {
  claimDeliveries,
  countUndelivered,
  insertDeliveries,
  listAttempts,
  listDeliveries,
  listDueDeliveryIds,
  listExpiredDeliveries,
  recordAttempt,
} from "./webhookDeliveries.js";
import { insertProcessorEvent, upsertWebhookEndpoint } from "./webhookEvents.js";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase({ boss: false });
});
afterAll(async () => {
  await db?.close();
});

const t0 = new Date("2026-03-01T12:00:00Z");
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

describe("webhook deliveries", () => {
  it("claims due deliveries once, leases them, and lists ended leases without claiming them", async () => {
    const endpoint = await upsertWebhookEndpoint(db.knex, "we_1", "http://127.0.0.1:1/a");
    expect((await upsertWebhookEndpoint(db.knex, "we_2", "http://127.0.0.1:1/a")).id).toBe("we_1");
    await insertProcessorEvent(db.knex, {
      id: "evt_1",
      type: "invoice.paid",
      payload: '{"id":"evt_1"}',
      createdAt: t0,
    });
    await insertProcessorEvent(db.knex, {
      id: "evt_2",
      type: "invoice.paid",
      payload: '{"id":"evt_2"}',
      createdAt: t0,
    });
    const [d1] = await insertDeliveries(db.knex, "evt_1", [endpoint.id], t0);
    const [d2] = await insertDeliveries(db.knex, "evt_2", [endpoint.id], at(60));

    const claim = (now: Date, dueBy = now) =>
      claimDeliveries(db.knex, { now, dueBy, leaseUntil: new Date(now.getTime() + 30_000), limit: 10 });
    expect(await claim(t0)).toEqual([
      { id: d1, eventId: "evt_1", attempt: 1, url: "http://127.0.0.1:1/a", payload: '{"id":"evt_1"}' },
    ]);
    // Leased: nobody else takes it; evt_2 is not due yet.
    expect(await claim(at(1))).toEqual([]);
    expect(await listDueDeliveryIds(db.knex, { dueBy: at(1), limit: 10 })).toEqual([]);
    // The sender died: the lease ends; the claim never takes it, the expired list names it.
    expect(await claim(at(31))).toEqual([]);
    expect(await listExpiredDeliveries(db.knex, { now: at(29), limit: 10 })).toEqual([]);
    expect(
      (await listExpiredDeliveries(db.knex, { now: at(31), limit: 10 })).map((d) => [d.id, d.attempt]),
    ).toEqual([[d1, 1]]);
    // Recorded as a failed attempt (what the engine's sweep does), it is pending again.
    expect(
      await recordAttempt(
        db.knex,
        {
          deliveryId: d1 ?? "",
          attempt: 1,
          startedAt: at(31),
          durationMs: 0,
          statusCode: null,
          error: "the lease ended without an outcome",
          succeeded: false,
        },
        { status: "pending", nextAttemptAt: at(31) },
      ),
    ).toBe(true);
    expect((await claim(at(31))).map((d) => [d.id, d.attempt])).toEqual([[d1, 2]]);
    // Ignoring the schedule takes evt_2 early.
    expect((await claim(at(32), at(3600))).map((d) => d.eventId)).toEqual(["evt_2"]);
    // An outcome for an attempt that is no longer current changes nothing.
    expect(
      await recordAttempt(
        db.knex,
        {
          deliveryId: d1 ?? "",
          attempt: 1,
          startedAt: at(32),
          durationMs: 1,
          statusCode: 200,
          error: null,
          succeeded: true,
        },
        { status: "delivered", at: at(32) },
      ),
    ).toBe(false);

    await recordAttempt(
      db.knex,
      {
        deliveryId: d1 ?? "",
        attempt: 2,
        startedAt: at(31),
        durationMs: 12.4,
        statusCode: 200,
        error: null,
        succeeded: true,
      },
      { status: "delivered", at: at(31) },
    );
    await recordAttempt(
      db.knex,
      {
        deliveryId: d2 ?? "",
        attempt: 1,
        startedAt: at(32),
        durationMs: 3,
        statusCode: 500,
        error: "HTTP 500",
        succeeded: false,
      },
      { status: "pending", nextAttemptAt: at(42) },
    );
    expect(
      (await listDeliveries(db.knex)).map((d) => [d.eventId, d.status, d.attempts, d.lastStatusCode]),
    ).toEqual([
      ["evt_1", "delivered", 2, 200],
      ["evt_2", "pending", 1, 500],
    ]);
    expect(await listAttempts(db.knex, d1 ?? "")).toEqual([
      expect.objectContaining({ attempt: 1, statusCode: null, succeeded: false }),
      {
        deliveryId: d1,
        attempt: 2,
        startedAt: at(31),
        durationMs: 12,
        statusCode: 200,
        error: null,
        succeeded: true,
      },
    ]);
    expect(await countUndelivered(db.knex)).toBe(1);
    expect(await listDueDeliveryIds(db.knex, { dueBy: at(42), limit: 10 })).toEqual([d2]);
  });
});
