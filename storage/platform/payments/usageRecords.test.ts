import type { Database } from "../../db.js";
import { openTestDatabase } from "../../testing.js";
import { insertCustomer } from "./customers.js";
import { claimHandledEvent, isEventHandled } from "./handledEvents.js";
import { insertUsageRecord, usageTotal } from "./usageRecords.js";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase({ boss: false });
  await insertCustomer(db.knex, { id: "cus_local_u", email: null, metadata: {}, createdAt: new Date() });
});
afterAll(async () => {
  await db?.close();
});

describe("usage records", () => {
  it("records an identifier once; totals by usage time", async () => {
    const jan = new Date("2026-01-10T00:00:00Z");
    const feb = new Date("2026-02-10T00:00:00Z");
    const rec = {
      identifier: "u-1",
      customerId: "cus_local_u",
      meter: "api_usage",
      quantity: 40,
      occurredAt: jan,
    };
    expect(await insertUsageRecord(db.knex, rec)).toBe(true);
    expect(await insertUsageRecord(db.knex, { ...rec, quantity: 999 })).toBe(false);
    expect(await insertUsageRecord(db.knex, { ...rec, identifier: "u-2", occurredAt: feb })).toBe(true);
    expect(await usageTotal(db.knex, "cus_local_u", "api_usage")).toBe(80n);
    expect(await usageTotal(db.knex, "cus_local_u", "api_usage", { from: feb })).toBe(40n);
    expect(await usageTotal(db.knex, "cus_local_u", "other")).toBe(0n);
    await expect(insertUsageRecord(db.knex, { ...rec, identifier: "u-3", quantity: 1.5 })).rejects.toThrow(
      RangeError,
    );
  });
});

describe("handled events", () => {
  it("claims an event id once", async () => {
    expect(await isEventHandled(db.knex, "evt_x")).toBe(false);
    expect(await claimHandledEvent(db.knex, "evt_x", "invoice.paid")).toBe(true);
    expect(await claimHandledEvent(db.knex, "evt_x", "invoice.paid")).toBe(false);
    expect(await isEventHandled(db.knex, "evt_x")).toBe(true);
  });
});
