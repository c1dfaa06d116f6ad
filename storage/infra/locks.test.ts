import type { Database } from "../db.js";
import { openTestDatabase } from "../testing.js";
import { withTransaction } from "../transactions.js";
import { acquireLock, lockStatus, releaseLock, renewLock } from "./locks.js";
import { insertTestProject } from "./testing.js";

let db: Database;
let projectA: string;
let projectB: string;

beforeAll(async () => {
  db = await openTestDatabase({ boss: false });
  projectA = await insertTestProject(db.knex, "locka");
  projectB = await insertTestProject(db.knex, "lockb");
});
afterAll(async () => {
  await db?.close();
});

const t0 = new Date("2026-03-01T12:00:00Z");
const at = (ms: number) => new Date(t0.getTime() + ms);

/** The token of an acquisition that must have succeeded. */
function tokenOf(result: Awaited<ReturnType<typeof acquireLock>>): string {
  if (!result.acquired) throw new Error("expected the lock to be acquired");
  return result.token;
}

describe("acquireLock", () => {
  it("takes a free lock and reports the holder to others until it expires", async () => {
    expect(await acquireLock(db.knex, projectA, "job", 1000, "worker-1", t0)).toEqual({
      acquired: true,
      token: "1",
      expiresAt: at(1000),
    });
    expect(await acquireLock(db.knex, projectA, "job", 5000, "worker-2", at(999))).toEqual({
      acquired: false,
      expiresAt: at(1000),
      holderId: "worker-1",
    });
    expect(await acquireLock(db.knex, projectA, "job", 5000, null, at(1000))).toEqual({
      acquired: true,
      token: "2",
      expiresAt: at(6000),
    });
    expect(await lockStatus(db.knex, projectA, "job", at(1000))).toEqual({
      key: "job",
      locked: true,
      token: "2",
      expiresAt: at(6000),
      holderId: null,
    });
  });

  it("hands out strictly rising tokens across release and expiry", async () => {
    const first = tokenOf(await acquireLock(db.knex, projectA, "fence", 1000, "a", t0));
    expect(await releaseLock(db.knex, projectA, "fence", first, at(10))).toBe(true);
    const second = tokenOf(await acquireLock(db.knex, projectA, "fence", 1000, "b", at(20)));
    // not released: expires at at(1020)
    const third = tokenOf(await acquireLock(db.knex, projectA, "fence", 1000, "c", at(1020)));
    expect(BigInt(second)).toBeGreaterThan(BigInt(first));
    expect(BigInt(third)).toBeGreaterThan(BigInt(second));
  });

  it("lets exactly one of 50 concurrent acquirers win", async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => acquireLock(db.knex, projectA, "race", 30_000, `w${i}`, t0)),
    );
    const winners = results.filter((r) => r.acquired);
    expect(winners).toHaveLength(1);
    const status = await lockStatus(db.knex, projectA, "race", t0);
    for (const r of results)
      if (!r.acquired)
        expect(r).toEqual({ acquired: false, expiresAt: at(30_000), holderId: status.holderId });
    expect(status.token).toBe(tokenOf(winners[0]!));
  });

  it("reports the holder when refused inside a caller's transaction", async () => {
    await acquireLock(db.knex, projectA, "in-trx", 1000, "outer", t0);
    const refused = await withTransaction(db, (trx) =>
      acquireLock(trx, projectA, "in-trx", 1000, "inner", t0),
    );
    expect(refused).toEqual({ acquired: false, expiresAt: at(1000), holderId: "outer" });
  });

  it("rejects a ttl that is not a positive integer", async () => {
    await expect(acquireLock(db.knex, projectA, "bad-ttl", 0, null, t0)).rejects.toThrow(RangeError);
    await expect(acquireLock(db.knex, projectA, "bad-ttl", 1.5, null, t0)).rejects.toThrow(RangeError);
  });
});

describe("releaseLock", () => {
  it("releases with the current token only, once", async () => {
    const token = tokenOf(await acquireLock(db.knex, projectA, "rel", 1000, "me", t0));
    expect(await releaseLock(db.knex, projectA, "rel", String(BigInt(token) + 1n), t0)).toBe(false);
    expect((await lockStatus(db.knex, projectA, "rel", t0)).locked).toBe(true);
    expect(await releaseLock(db.knex, projectA, "rel", token, t0)).toBe(true);
    expect(await releaseLock(db.knex, projectA, "rel", token, t0)).toBe(false);
    expect(await lockStatus(db.knex, projectA, "rel", t0)).toEqual({
      key: "rel",
      locked: false,
      token: null,
      expiresAt: null,
      holderId: null,
    });
  });

  it("refuses an old holder's token after someone else took the lock", async () => {
    const old = tokenOf(await acquireLock(db.knex, projectA, "stale", 1000, "old", t0));
    const current = tokenOf(await acquireLock(db.knex, projectA, "stale", 1000, "new", at(1000)));
    expect(await releaseLock(db.knex, projectA, "stale", old, at(1001))).toBe(false);
    expect(await lockStatus(db.knex, projectA, "stale", at(1001))).toMatchObject({
      locked: true,
      token: current,
    });
  });

  it("refuses once the hold has expired", async () => {
    const token = tokenOf(await acquireLock(db.knex, projectA, "lapsed", 1000, null, t0));
    expect(await releaseLock(db.knex, projectA, "lapsed", token, at(1000))).toBe(false);
  });

  it("treats malformed tokens as not matching", async () => {
    await acquireLock(db.knex, projectA, "malformed", 1000, null, t0);
    for (const token of [
      "",
      "abc",
      "-1",
      "0",
      "01",
      "1.0",
      " 1",
      "1e3",
      "99999999999999999999",
      "9223372036854775808",
    ]) {
      expect(await releaseLock(db.knex, projectA, "malformed", token, t0)).toBe(false);
      expect(await renewLock(db.knex, projectA, "malformed", token, 1000, t0)).toEqual({ ok: false });
    }
    expect((await lockStatus(db.knex, projectA, "malformed", t0)).locked).toBe(true);
  });
});

describe("renewLock", () => {
  it("moves the expiry to now + ttl for the current holder", async () => {
    const token = tokenOf(await acquireLock(db.knex, projectA, "renew", 1000, "me", t0));
    expect(await renewLock(db.knex, projectA, "renew", token, 5000, at(900))).toEqual({
      ok: true,
      expiresAt: at(5900),
    });
    expect(await lockStatus(db.knex, projectA, "renew", at(5000))).toEqual({
      key: "renew",
      locked: true,
      token,
      expiresAt: at(5900),
      holderId: "me",
    });
  });

  it("refuses a wrong token or an expired hold", async () => {
    const token = tokenOf(await acquireLock(db.knex, projectA, "renew2", 1000, null, t0));
    expect(await renewLock(db.knex, projectA, "renew2", String(BigInt(token) + 1n), 1000, t0)).toEqual({
      ok: false,
    });
    expect(await renewLock(db.knex, projectA, "renew2", token, 1000, at(1000))).toEqual({ ok: false });
    expect((await lockStatus(db.knex, projectA, "renew2", at(1000))).locked).toBe(false);
  });
});

describe("lockStatus", () => {
  it("reports a never-taken or expired lock as free", async () => {
    expect(await lockStatus(db.knex, projectA, "never", t0)).toEqual({
      key: "never",
      locked: false,
      token: null,
      expiresAt: null,
      holderId: null,
    });
    await acquireLock(db.knex, projectA, "brief", 10, "x", t0);
    expect((await lockStatus(db.knex, projectA, "brief", at(9))).locked).toBe(true);
    expect((await lockStatus(db.knex, projectA, "brief", at(10))).locked).toBe(false);
  });
});

describe("project isolation", () => {
  it("keeps the same key apart in two projects", async () => {
    // raise project A's fence so the two projects' tokens differ
    for (let i = 0; i < 2; i++) {
      const token = tokenOf(await acquireLock(db.knex, projectA, "shared", 1000, "a", t0));
      await releaseLock(db.knex, projectA, "shared", token, t0);
    }
    const a = tokenOf(await acquireLock(db.knex, projectA, "shared", 1000, "a", t0));
    expect(a).toBe("3");
    expect(await acquireLock(db.knex, projectB, "shared", 1000, "b", t0)).toEqual({
      acquired: true,
      token: "1",
      expiresAt: at(1000),
    });
    // a token is only good in its own project
    expect(await releaseLock(db.knex, projectB, "shared", a, t0)).toBe(false);
    expect(await renewLock(db.knex, projectB, "shared", a, 1000, t0)).toEqual({ ok: false });
    expect(await releaseLock(db.knex, projectB, "shared", "1", t0)).toBe(true);
    expect(await lockStatus(db.knex, projectA, "shared", t0)).toMatchObject({
      locked: true,
      holderId: "a",
      token: a,
    });
    expect((await lockStatus(db.knex, projectB, "shared", t0)).locked).toBe(false);
  });
});
