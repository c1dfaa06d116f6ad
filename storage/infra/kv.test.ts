import type { Database } from "../db.js";
import { openTestDatabase } from "../testing.js";
import { withTransaction } from "../transactions.js";
import {
  applyKvBatch,
  deleteKv,
  getKv,
  incrementKv,
  KV_BATCH_MAX_OPS,
  listKvKeys,
  putKv,
  sweepExpiredKv,
} from "./kv.js";
import { insertTestProject } from "./testing.js";

let db: Database;
let projectA: string;
let projectB: string;

beforeAll(async () => {
  db = await openTestDatabase({ boss: false });
  projectA = await insertTestProject(db.knex, "kva");
  projectB = await insertTestProject(db.knex, "kvb");
});
afterAll(async () => {
  await db?.close();
});

const t0 = new Date("2026-03-01T12:00:00Z");
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

describe("getKv / putKv", () => {
  it("round-trips any JSON value, null included, distinct from an absent key", async () => {
    for (const [key, value] of [
      ["obj", { a: [1, "two", { three: true }] }],
      ["str", "hello"],
      ["num", 1.5],
      ["nul", null],
    ] as const) {
      const put = await putKv(db.knex, projectA, key, value, {}, t0);
      expect(put).toEqual({ ok: true, created: true, entry: { key, value, expiresAt: null } });
      expect(await getKv(db.knex, projectA, key, t0)).toEqual({ key, value, expiresAt: null });
    }
    expect(await getKv(db.knex, projectA, "never-set", t0)).toBeNull();
  });

  it("reports updated when overwriting a live entry", async () => {
    await putKv(db.knex, projectA, "over", 1, {}, t0);
    expect(await putKv(db.knex, projectA, "over", 2, {}, t0)).toMatchObject({ ok: true, created: false });
    expect((await getKv(db.knex, projectA, "over", t0))?.value).toBe(2);
  });

  it("hides an entry from the instant it expires", async () => {
    const put = await putKv(db.knex, projectA, "ttl", "v", { ttlSeconds: 10 }, t0);
    expect(put).toMatchObject({ ok: true, entry: { expiresAt: at(10) } });
    expect(await getKv(db.knex, projectA, "ttl", at(9.999))).toMatchObject({ value: "v" });
    expect(await getKv(db.knex, projectA, "ttl", at(10))).toBeNull();
    // overwriting an expired entry creates one
    expect(await putKv(db.knex, projectA, "ttl", "w", {}, at(10))).toMatchObject({ ok: true, created: true });
  });

  it("replaces the expiry on every put; a put without ttl clears it", async () => {
    await putKv(db.knex, projectA, "ttl2", 1, { ttlSeconds: 10 }, t0);
    await putKv(db.knex, projectA, "ttl2", 2, { ttlSeconds: 100 }, at(5));
    expect(await getKv(db.knex, projectA, "ttl2", at(50))).toEqual({
      key: "ttl2",
      value: 2,
      expiresAt: at(105),
    });
    await putKv(db.knex, projectA, "ttl2", 3, {}, at(50));
    expect(await getKv(db.knex, projectA, "ttl2", at(1e6))).toEqual({
      key: "ttl2",
      value: 3,
      expiresAt: null,
    });
  });

  it("refuses an if-not-exists put over a live entry and overwrites an expired one", async () => {
    expect(await putKv(db.knex, projectA, "once", "first", { ifNotExists: true }, t0)).toMatchObject({
      ok: true,
      created: true,
    });
    expect(await putKv(db.knex, projectA, "once", "second", { ifNotExists: true }, t0)).toEqual({
      ok: false,
      reason: "exists",
    });
    expect((await getKv(db.knex, projectA, "once", t0))?.value).toBe("first");

    await putKv(db.knex, projectA, "lease", "old", { ttlSeconds: 10 }, t0);
    expect(await putKv(db.knex, projectA, "lease", "x", { ifNotExists: true }, at(9))).toEqual({
      ok: false,
      reason: "exists",
    });
    // expired counts as absent: the put succeeds and says created
    expect(
      await putKv(db.knex, projectA, "lease", "new", { ifNotExists: true, ttlSeconds: 5 }, at(10)),
    ).toEqual({
      ok: true,
      created: true,
      entry: { key: "lease", value: "new", expiresAt: at(15) },
    });
  });

  it("rejects values that are not JSON and ttls that are not positive", async () => {
    await expect(putKv(db.knex, projectA, "bad", undefined, {}, t0)).rejects.toThrow(TypeError);
    await expect(putKv(db.knex, projectA, "bad", 1, { ttlSeconds: 0 }, t0)).rejects.toThrow(RangeError);
  });
});

describe("deleteKv", () => {
  it("deletes a live entry once", async () => {
    await putKv(db.knex, projectA, "del", 1, {}, t0);
    expect(await deleteKv(db.knex, projectA, "del", t0)).toBe(true);
    expect(await deleteKv(db.knex, projectA, "del", t0)).toBe(false);
    expect(await getKv(db.knex, projectA, "del", t0)).toBeNull();
  });

  it("reports an expired entry as absent but removes its row", async () => {
    await putKv(db.knex, projectA, "del-exp", 1, { ttlSeconds: 1 }, t0);
    expect(await deleteKv(db.knex, projectA, "del-exp", at(1))).toBe(false);
    expect(await db.knex("infra_kv").where({ project_id: projectA, key: "del-exp" }).first()).toBeUndefined();
  });
});

describe("incrementKv", () => {
  it("starts a missing key at 0 and adds fractional and negative deltas", async () => {
    expect(await incrementKv(db.knex, projectA, "n", 1, undefined, t0)).toEqual({ ok: true, value: 1 });
    expect(await incrementKv(db.knex, projectA, "n", 0.1, undefined, t0)).toEqual({ ok: true, value: 1.1 });
    expect(await incrementKv(db.knex, projectA, "n", 0.2, undefined, t0)).toEqual({ ok: true, value: 1.3 });
    expect(await incrementKv(db.knex, projectA, "n", -3.3, undefined, t0)).toEqual({ ok: true, value: -2 });
    expect(await getKv(db.knex, projectA, "n", t0)).toEqual({ key: "n", value: -2, expiresAt: null });
  });

  it("refuses a non-numeric value and changes nothing", async () => {
    await putKv(db.knex, projectA, "s", "12", { ttlSeconds: 60 }, t0);
    expect(await incrementKv(db.knex, projectA, "s", 1, 5, t0)).toEqual({ ok: false, reason: "not_numeric" });
    expect(await getKv(db.knex, projectA, "s", t0)).toEqual({ key: "s", value: "12", expiresAt: at(60) });
    await putKv(db.knex, projectA, "nul-n", null, {}, t0);
    expect(await incrementKv(db.knex, projectA, "nul-n", 1, undefined, t0)).toEqual({
      ok: false,
      reason: "not_numeric",
    });
  });

  it("keeps the expiry without a ttl and restarts it with one", async () => {
    expect(await incrementKv(db.knex, projectA, "c", 2, 10, t0)).toEqual({ ok: true, value: 2 });
    expect((await getKv(db.knex, projectA, "c", t0))?.expiresAt).toEqual(at(10));
    await incrementKv(db.knex, projectA, "c", 2, undefined, at(5));
    expect(await getKv(db.knex, projectA, "c", at(5))).toEqual({ key: "c", value: 4, expiresAt: at(10) });
    await incrementKv(db.knex, projectA, "c", 2, 10, at(5));
    expect(await getKv(db.knex, projectA, "c", at(5))).toEqual({ key: "c", value: 6, expiresAt: at(15) });
  });

  it("restarts an expired key from 0, even one that held a non-number", async () => {
    await putKv(db.knex, projectA, "e", 100, { ttlSeconds: 10 }, t0);
    expect(await incrementKv(db.knex, projectA, "e", 1, undefined, at(10))).toEqual({ ok: true, value: 1 });
    // the expired entry's expiry goes with it: no ttl now means no expiry
    expect(await getKv(db.knex, projectA, "e", at(1e6))).toEqual({ key: "e", value: 1, expiresAt: null });

    await putKv(db.knex, projectA, "e2", "text", { ttlSeconds: 10 }, t0);
    expect(await incrementKv(db.knex, projectA, "e2", 5, 30, at(20))).toEqual({ ok: true, value: 5 });
    expect((await getKv(db.knex, projectA, "e2", at(20)))?.expiresAt).toEqual(at(50));
  });

  it("counts 50 concurrent increments exactly", async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, () => incrementKv(db.knex, projectA, "hot", 1, undefined, t0)),
    );
    expect(results.map((r) => (r.ok ? r.value : 0)).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    expect((await getKv(db.knex, projectA, "hot", t0))?.value).toBe(50);
  });
});

describe("listKvKeys", () => {
  const keys = Array.from({ length: 250 }, (_, i) => `page/${String(i).padStart(3, "0")}`);
  beforeAll(async () => {
    for (const key of keys) await putKv(db.knex, projectA, key, 0, {}, t0);
  });

  it("pages through every key once, in order", async () => {
    const seen: string[] = [];
    let after: string | undefined;
    let pages = 0;
    for (;;) {
      const page = await listKvKeys(db.knex, projectA, { prefix: "page/", after, limit: 100 }, t0);
      seen.push(...page.keys);
      pages++;
      if (page.nextAfter === null) break;
      expect(page.keys).toHaveLength(100);
      expect(page.nextAfter).toBe(page.keys.at(-1));
      after = page.nextAfter;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(keys);
  });

  it("says no more pages when the last page is exactly full", async () => {
    expect(
      await listKvKeys(db.knex, projectA, { prefix: "page/", after: "page/149", limit: 100 }, t0),
    ).toEqual({
      keys: keys.slice(150),
      nextAfter: null,
    });
  });

  it("orders by bytes, not by locale", async () => {
    for (const key of ["ord/b", "ord/B", "ord/a", "ord/A", "ord/_"])
      await putKv(db.knex, projectA, key, 0, {}, t0);
    expect((await listKvKeys(db.knex, projectA, { prefix: "ord/", limit: 10 }, t0)).keys).toEqual([
      "ord/A",
      "ord/B",
      "ord/_",
      "ord/a",
      "ord/b",
    ]);
  });

  it("takes %, _ and backslash in a prefix literally", async () => {
    for (const key of ["lit%x", "litAx", "lit_y", "litBy", "lit\\z", "lit\\\\z"])
      await putKv(db.knex, projectA, key, 0, {}, t0);
    const list = async (prefix: string) =>
      (await listKvKeys(db.knex, projectA, { prefix, limit: 10 }, t0)).keys;
    expect(await list("lit%")).toEqual(["lit%x"]);
    expect(await list("lit_")).toEqual(["lit_y"]);
    expect(await list("lit\\")).toEqual(["lit\\\\z", "lit\\z"]);
  });

  it("leaves out expired keys", async () => {
    await putKv(db.knex, projectA, "exp/live", 0, {}, t0);
    await putKv(db.knex, projectA, "exp/dead", 0, { ttlSeconds: 1 }, t0);
    expect((await listKvKeys(db.knex, projectA, { prefix: "exp/", limit: 10 }, t0)).keys).toEqual([
      "exp/dead",
      "exp/live",
    ]);
    expect((await listKvKeys(db.knex, projectA, { prefix: "exp/", limit: 10 }, at(1))).keys).toEqual([
      "exp/live",
    ]);
  });
});

describe("project isolation", () => {
  it("keeps the same key apart in two projects", async () => {
    await putKv(db.knex, projectA, "shared", "a", {}, t0);
    expect(await getKv(db.knex, projectB, "shared", t0)).toBeNull();
    expect(await putKv(db.knex, projectB, "shared", "b", { ifNotExists: true }, t0)).toMatchObject({
      ok: true,
    });
    expect((await getKv(db.knex, projectA, "shared", t0))?.value).toBe("a");
    expect((await getKv(db.knex, projectB, "shared", t0))?.value).toBe("b");
    expect(await incrementKv(db.knex, projectB, "hot", 1, undefined, t0)).toEqual({ ok: true, value: 1 });

    expect(await listKvKeys(db.knex, projectB, { limit: 100 }, t0)).toEqual({
      keys: ["hot", "shared"],
      nextAfter: null,
    });

    expect(await deleteKv(db.knex, projectB, "shared", t0)).toBe(true);
    expect((await getKv(db.knex, projectA, "shared", t0))?.value).toBe("a");
  });
});

describe("applyKvBatch", () => {
  it("applies ops in order, each seeing the ones before", async () => {
    expect(
      await applyKvBatch(
        db.knex,
        projectB,
        [
          { op: "get", key: "b1" },
          { op: "set", key: "b1", value: { v: 1 } },
          { op: "set", key: "b1", value: { v: 2 }, ttlSeconds: 60 },
          { op: "get", key: "b1" },
          { op: "increment", key: "b2", delta: 5 },
          { op: "increment", key: "b2", delta: -2, ttlSeconds: 10 },
          { op: "delete", key: "b1" },
          { op: "delete", key: "b1" },
        ],
        t0,
      ),
    ).toEqual({
      ok: true,
      results: [
        { key: "b1", value: null, status: "not_found" },
        { key: "b1", value: { v: 1 }, status: "created" },
        { key: "b1", value: { v: 2 }, status: "updated" },
        { key: "b1", value: { v: 2 }, status: "ok" },
        { key: "b2", value: 5, status: "ok" },
        { key: "b2", value: 3, status: "ok" },
        { key: "b1", value: null, status: "deleted" },
        { key: "b1", value: null, status: "not_found" },
      ],
    });
    expect(await getKv(db.knex, projectB, "b2", t0)).toEqual({ key: "b2", value: 3, expiresAt: at(10) });
  });

  it("rolls the whole batch back at the first failing op", async () => {
    await putKv(db.knex, projectB, "text", "not a number", {}, t0);
    expect(
      await applyKvBatch(
        db.knex,
        projectB,
        [
          { op: "set", key: "rb1", value: 1 },
          { op: "increment", key: "rb2", delta: 1 },
          { op: "increment", key: "text", delta: 1 },
          { op: "set", key: "rb3", value: 3 },
        ],
        t0,
      ),
    ).toEqual({ ok: false, index: 2, reason: "not_numeric" });
    expect(await getKv(db.knex, projectB, "rb1", t0)).toBeNull();
    expect(await getKv(db.knex, projectB, "rb2", t0)).toBeNull();

    expect(
      await applyKvBatch(
        db.knex,
        projectB,
        [
          { op: "delete", key: "text" },
          { op: "set", key: "once", value: 1, ifNotExists: true },
          { op: "set", key: "once", value: 2, ifNotExists: true },
        ],
        t0,
      ),
    ).toEqual({ ok: false, index: 2, reason: "exists" });
    expect((await getKv(db.knex, projectB, "text", t0))?.value).toBe("not a number");
    expect(await getKv(db.knex, projectB, "once", t0)).toBeNull();
  });

  it("rolls back only itself inside a caller's transaction", async () => {
    await withTransaction(db, async (trx) => {
      await putKv(trx, projectB, "outer", 1, {}, t0);
      expect(
        await applyKvBatch(
          trx,
          projectB,
          [
            { op: "set", key: "inner", value: 1 },
            { op: "set", key: "outer", value: 2, ifNotExists: true },
          ],
          t0,
        ),
      ).toEqual({ ok: false, index: 1, reason: "exists" });
    });
    expect((await getKv(db.knex, projectB, "outer", t0))?.value).toBe(1);
    expect(await getKv(db.knex, projectB, "inner", t0)).toBeNull();
  });

  it("refuses more than KV_BATCH_MAX_OPS ops", async () => {
    const ops = Array.from({ length: KV_BATCH_MAX_OPS + 1 }, () => ({ op: "get" as const, key: "k" }));
    await expect(applyKvBatch(db.knex, projectB, ops, t0)).rejects.toThrow(RangeError);
    expect(await applyKvBatch(db.knex, projectB, [], t0)).toEqual({ ok: true, results: [] });
  });
});

describe("sweepExpiredKv", () => {
  it("deletes expired rows of every project and nothing else, up to the limit", async () => {
    const sweepAt = at(1e7); // after every ttl used above
    await db.knex("infra_kv").del();
    for (const project of [projectA, projectB]) {
      await putKv(db.knex, project, "forever", 1, {}, t0);
      await putKv(db.knex, project, "later", 1, { ttlSeconds: 2e7 }, t0);
      for (const key of ["gone1", "gone2"]) await putKv(db.knex, project, key, 1, { ttlSeconds: 10 }, t0);
    }
    await putKv(db.knex, projectA, "edge", 1, { ttlSeconds: 1e7 }, t0); // expires exactly at sweepAt

    expect(await sweepExpiredKv(db.knex, sweepAt, 3)).toBe(3);
    expect(await sweepExpiredKv(db.knex, sweepAt)).toBe(2);
    expect(await sweepExpiredKv(db.knex, sweepAt)).toBe(0);
    const left = await db.knex("infra_kv").select("project_id", "key").orderBy(["project_id", "key"]);
    expect(left.map((r: { key: string }) => r.key).sort()).toEqual(["forever", "forever", "later", "later"]);
  });
});
