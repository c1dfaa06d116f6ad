import type { Database } from "../db.js";
import { openTestDatabase } from "../testing.js";
import { withTransaction } from "../transactions.js";
import { addWindowHits, hitWindows, peekWindows, pruneWindows } from "./rateWindows.js";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase({ boss: false });
});
afterAll(async () => {
  await db?.close();
});

const MINUTE = 60_000;
const t0 = new Date("2026-03-01T12:00:00Z"); // a whole minute: window start

describe("rate windows", () => {
  it("counts hits per bucket, several buckets in one call, in input order", async () => {
    expect(await hitWindows(db.knex, ["a", "b"], MINUTE, t0)).toEqual({
      counts: [1, 1],
      resetAt: new Date(t0.getTime() + MINUTE),
    });
    expect(
      (await hitWindows(db.knex, ["b", "a", "c"], MINUTE, new Date(t0.getTime() + 5_000))).counts,
    ).toEqual([2, 2, 1]);
    // a bucket listed twice is one hit, reported at both places
    expect((await hitWindows(db.knex, ["c", "c"], MINUTE, t0)).counts).toEqual([2, 2]);
    expect(await hitWindows(db.knex, [], MINUTE, t0)).toEqual({
      counts: [],
      resetAt: new Date(t0.getTime() + MINUTE),
    });
  });

  it("peeks without counting; unknown buckets are 0", async () => {
    const before = await peekWindows(db.knex, ["a", "never"], MINUTE, t0);
    expect(before.counts).toEqual([2, 0]);
    expect((await peekWindows(db.knex, ["a"], MINUTE, t0)).counts).toEqual([2]);
  });

  it("aligns windows to the epoch and rolls over", async () => {
    const w = 10_000;
    const late = new Date(t0.getTime() + 9_999);
    expect(await hitWindows(db.knex, ["roll"], w, late)).toEqual({
      counts: [1],
      resetAt: new Date(t0.getTime() + w),
    });
    expect((await hitWindows(db.knex, ["roll"], w, t0)).counts).toEqual([2]);
    const next = new Date(t0.getTime() + w);
    expect(await hitWindows(db.knex, ["roll"], w, next)).toEqual({
      counts: [1],
      resetAt: new Date(t0.getTime() + 2 * w),
    });
  });

  it("gives 100 concurrent hits on one bucket the counts 1..100", async () => {
    const results = await Promise.all(
      Array.from({ length: 100 }, () => hitWindows(db.knex, ["hot"], MINUTE, t0)),
    );
    expect(results.map((r) => r.counts[0]).sort((x, y) => (x ?? 0) - (y ?? 0))).toEqual(
      Array.from({ length: 100 }, (_, i) => i + 1),
    );
  });

  it("takes concurrent hits and give-backs on shared buckets in any order without deadlock", async () => {
    const pairs = Array.from({ length: 60 }, (_, i) => (i % 2 ? ["x", "y"] : ["y", "x"]));
    await Promise.all(
      pairs.map(async (pair, i) => {
        await hitWindows(db.knex, pair, MINUTE, t0);
        if (i % 3 === 0) await addWindowHits(db.knex, [...pair].reverse(), [-1, -1], MINUTE, t0);
      }),
    );
    expect((await peekWindows(db.knex, ["x", "y"], MINUTE, t0)).counts).toEqual([40, 40]);
  });

  it("adds signed batches of hits, never below zero, only in the current window", async () => {
    await hitWindows(db.knex, ["give", "give2"], MINUTE, t0);
    expect((await addWindowHits(db.knex, ["give", "give2", "none"], [4, -1, -1], MINUTE, t0)).counts).toEqual(
      [5, 0, 0],
    );
    expect((await addWindowHits(db.knex, ["give", "give2"], [-2, -1], MINUTE, t0)).counts).toEqual([3, 0]);
    expect((await addWindowHits(db.knex, ["give2"], [1], MINUTE, t0)).counts).toEqual([1]);
    await addWindowHits(db.knex, ["give"], [-1], MINUTE, new Date(t0.getTime() + MINUTE));
    expect((await peekWindows(db.knex, ["give"], MINUTE, t0)).counts).toEqual([3]);
  });

  it("joins an open transaction and rolls back with it", async () => {
    await expect(
      withTransaction(db, async () => {
        // root handle inside withTransaction: must join, not wait for the connection (PGlite)
        expect((await hitWindows(db.knex, ["trx"], MINUTE, t0)).counts).toEqual([1]);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect((await peekWindows(db.knex, ["trx"], MINUTE, t0)).counts).toEqual([0]);
  });

  it("rejects bad window lengths and prunes old windows", async () => {
    await expect(hitWindows(db.knex, ["x"], 0, t0)).rejects.toThrow(RangeError);
    await expect(peekWindows(db.knex, ["x"], 1.5, t0)).rejects.toThrow(RangeError);
    await hitWindows(db.knex, ["old"], MINUTE, new Date(t0.getTime() - 2 * 86_400_000));
    expect(await pruneWindows(db.knex, new Date(t0.getTime() - 86_400_000))).toBe(1);
    expect((await peekWindows(db.knex, ["a"], MINUTE, t0)).counts).toEqual([2]);
  });
});
