import type { Database } from "../db.js";
import { openTestDatabase } from "../testing.js";
import {
  consumeFreeCall,
  pruneFreeAllowance,
  releaseFreeCall,
  remainingFreeCalls,
  utcDay,
} from "./allowance.js";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase({ boss: false });
});
afterAll(async () => {
  await db?.close();
});

const base = { clientIp: "203.0.113.7", route: "GET /uuid", day: "2026-03-01", limit: 3 };

describe("free allowance", () => {
  it("grants 3 calls then refuses; routes and days are separate buckets", async () => {
    const granted = [];
    for (let i = 0; i < 4; i++) granted.push(await consumeFreeCall(db.knex, base));
    expect(granted).toEqual([true, true, true, false]);
    expect(await remainingFreeCalls(db.knex, base)).toBe(0);

    const otherRoute = { ...base, route: "GET /tools" };
    expect(await remainingFreeCalls(db.knex, otherRoute)).toBe(3);
    const other = [];
    for (let i = 0; i < 4; i++) other.push(await consumeFreeCall(db.knex, otherRoute));
    expect(other).toEqual([true, true, true, false]);

    const nextDay = { ...base, day: "2026-03-02" };
    expect(await consumeFreeCall(db.knex, nextDay)).toBe(true);
    expect(await remainingFreeCalls(db.knex, nextDay)).toBe(2);
  });

  it("never grants more than the limit to concurrent callers", async () => {
    const q = { ...base, clientIp: "198.51.100.1" };
    const results = await Promise.all(Array.from({ length: 50 }, () => consumeFreeCall(db.knex, q)));
    expect(results.filter(Boolean)).toHaveLength(3);
  });

  it("gives a call back on release, never below zero", async () => {
    const q = { ...base, clientIp: "192.0.2.9" };
    await releaseFreeCall(db.knex, q);
    expect(await remainingFreeCalls(db.knex, q)).toBe(3);
    for (let i = 0; i < 3; i++) await consumeFreeCall(db.knex, q);
    expect(await consumeFreeCall(db.knex, q)).toBe(false);
    await releaseFreeCall(db.knex, q);
    expect(await remainingFreeCalls(db.knex, q)).toBe(1);
    expect(await consumeFreeCall(db.knex, q)).toBe(true);
  });

  it("refuses with limit 0, validates the day, prunes old days", async () => {
    expect(await consumeFreeCall(db.knex, { ...base, clientIp: "x", limit: 0 })).toBe(false);
    await expect(consumeFreeCall(db.knex, { ...base, day: "2026-3-1" })).rejects.toThrow(RangeError);
    expect(utcDay(new Date("2026-03-01T23:59:59Z"))).toBe("2026-03-01");
    expect(await pruneFreeAllowance(db.knex, "2026-03-02")).toBeGreaterThan(0);
    expect(await remainingFreeCalls(db.knex, base)).toBe(3);
  });
});
