import type { Database } from "../../storage/db.js";
import { hitWindows, peekWindows } from "../../storage/platform/rateWindows.js";
import { openTestDatabase } from "../../storage/testing.js";
import { PRUNE_AFTER_MS, PRUNE_EVERY_MS, pruneWhenDue } from "./pruning.js";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase({ boss: false });
});
afterAll(async () => {
  await db?.close();
});

const HOUR = 3_600_000;
const t0 = new Date("2026-07-01T00:00:00Z");
const at = (ms: number) => new Date(t0.getTime() + ms);

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 100 && !(await check()); i++) await new Promise((r) => setTimeout(r, 10));
}

describe("pruneWhenDue", () => {
  it("prunes at most once a minute, windows older than a day or than the longest window", async () => {
    const DAY = PRUNE_AFTER_MS;
    const count = async (bucket: string, windowMs: number, when: Date) =>
      (await peekWindows(db.knex, [bucket], windowMs, when)).counts[0];
    await hitWindows(db.knex, ["stale"], HOUR, at(-3 * DAY));
    await hitWindows(db.knex, ["recent"], HOUR, at(-DAY - HOUR)); // older than a day
    await hitWindows(db.knex, ["long"], 2 * DAY, at(0)); // a two-day window, still running

    pruneWhenDue(db.knex, at(0), HOUR); // the first call only starts the clock
    pruneWhenDue(db.knex, at(PRUNE_EVERY_MS - 1), 2 * DAY); // not due yet
    await new Promise((r) => setTimeout(r, 50));
    expect(await count("stale", HOUR, at(-3 * DAY))).toBe(1);

    pruneWhenDue(db.knex, at(PRUNE_EVERY_MS), HOUR);
    await until(async () => (await count("stale", HOUR, at(-3 * DAY))) === 0);
    expect(await count("stale", HOUR, at(-3 * DAY))).toBe(0);
    // the horizon is the two-day window seen, not a day
    expect(await count("recent", HOUR, at(-DAY - HOUR))).toBe(1);
    expect(await count("long", 2 * DAY, at(0))).toBe(1);
  });
});
