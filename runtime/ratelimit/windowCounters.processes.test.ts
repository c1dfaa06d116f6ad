/**
 * Rate-limit windows counted in memory by two processes (two pools on one PostgreSQL via
 * DATABASE_URL; one process on PGlite) and the free allowance they share.
 */
import type { Database } from "../../storage/db.js";
import { consumeFreeCall } from "../../storage/platform/allowance.js";
import { peekWindows } from "../../storage/platform/rateWindows.js";
import { openPeerDatabase, openTestDatabase } from "../../storage/testing.js";
import { WindowCounters } from "./windowCounters.js";

const MINUTE = 60_000;
const now = new Date("2026-11-21T12:00:30Z");
let db: Database;
let peer: Database | undefined;

beforeAll(async () => {
  db = await openTestDatabase({ boss: false });
  if (db.kind === "postgres") peer = await openPeerDatabase(db);
});
afterAll(async () => {
  await peer?.close();
  await db.close();
});

/** Hits `bucket` until its count passes `limit`, giving the refused hit back; returns how many were admitted. */
async function admitUpTo(counters: WindowCounters, bucket: string, limit: number): Promise<number> {
  let admitted = 0;
  for (;;) {
    const { counts } = await counters.hit([bucket], MINUTE, now);
    if ((counts[0] ?? 0) > limit) {
      counters.release([bucket], MINUTE, now);
      return admitted;
    }
    admitted++;
  }
}

describe("WindowCounters", () => {
  it("counts exactly in one process and learns the other processes' hits at each sync", async () => {
    const [a, b] = [new WindowCounters(db.knex), new WindowCounters((peer ?? db).knex)];
    expect(await admitUpTo(a, "rl:shared", 6)).toBe(6);
    await a.sync(now);
    // b reads the shared count at its first hit of the window: 6 of 10 are gone.
    expect(await admitUpTo(b, "rl:shared", 10)).toBe(4);
    await b.sync(now);
    await a.sync(now);
    expect((await peekWindows(db.knex, ["rl:shared"], MINUTE, now)).counts).toEqual([10]);
    // a has pushed nothing since, so it has not relearnt the count: a hit does (at the next sync).
    const { counts } = await a.hit(["rl:shared"], MINUTE, now);
    await a.sync(now);
    expect(counts).toEqual([7]);
    expect((await peekWindows(db.knex, ["rl:shared"], MINUTE, now)).counts).toEqual([11]);
    expect((await a.hit(["rl:shared"], MINUTE, now)).counts).toEqual([12]);
  });

  it("reads the shared counts of many new buckets in one statement, each count its own", async () => {
    const other = new WindowCounters((peer ?? db).knex);
    await other.hit(["rl:burst:3"], MINUTE, now);
    await other.sync(now);
    const counters = new WindowCounters(db.knex);
    const statements: string[] = [];
    const count = (q: { sql: string }) => statements.push(q.sql);
    db.knex.on("query", count);
    try {
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => counters.hit([`rl:burst:${i}`], MINUTE, now)),
      );
      // Each bucket's count after its hit; the one another process hit once is at 2.
      expect(results.map((r) => r.counts[0])).toEqual(
        Array.from({ length: 20 }, (_, i) => (i === 3 ? 2 : 1)),
      );
    } finally {
      db.knex.off("query", count);
    }
    expect(statements.filter((sql) => sql.includes("rate_windows"))).toHaveLength(1);
  });

  it("keeps the free allowance exact under concurrent calls from every process", async () => {
    const pools = [db, ...(peer ? [peer] : [])];
    const q = { clientIp: "198.51.100.7", route: "uuid:generate_uuid", day: "2026-11-21", limit: 3 };
    const granted = await Promise.all(
      Array.from({ length: 40 }, (_, i) => consumeFreeCall(pools[i % pools.length]!.knex, q)),
    );
    expect(granted.filter(Boolean)).toHaveLength(3);
  });
});
