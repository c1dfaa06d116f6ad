/**
 * The leased-work engine on a real database, with the smallest task there is (./testing.ts):
 * claims and leases, retries after the backoff, failing for good, the sweep recording ended leases,
 * outcomes that arrive after their lease was recovered, concurrent claimers, serial lanes, manual
 * flushes, and — on pg-boss — enqueueing in the writing transaction, background workers, graceful
 * stop and retiring the queues of earlier versions.
 */
import { createLogger } from "../../runtime/logger.js";
import type { Database } from "../../storage/db.js";
import { openTestDatabase } from "../../storage/testing.js";
import { withTransaction } from "../../storage/transactions.js";
import { WorkEngine } from "./engine.js";
import { queueName } from "./task.js";
import { createTestTable, insertItems, readItem, TEST_TABLE, TEST_TASK, testTask } from "./testing.js";

let db: Database;
let clock = new Date("2026-04-01T12:00:00Z").getTime();
const now = () => new Date(clock);
const at = (seconds: number) => new Date(clock + seconds * 1000);
const log = createLogger("silent");
const engines: WorkEngine[] = [];

/** A manual engine with a fresh test task (and table). */
async function manual(options: Parameters<typeof testTask>[0] = {}) {
  await createTestTable(db.knex);
  const t = testTask(options);
  const work = new WorkEngine(db, { now, log, mode: "manual" });
  work.register(t.task);
  engines.push(work);
  return { work, ...t };
}

beforeAll(async () => {
  db = await openTestDatabase();
});

afterEach(async () => {
  for (const e of engines.splice(0)) await e.stop();
});

afterAll(async () => {
  await db?.close();
});

describe("WorkEngine (manual)", () => {
  it("claims due items once, performs them and records their end", async () => {
    const { work, performed } = await manual();
    await insertItems(db.knex, [
      { id: "a", runAt: at(0) },
      { id: "b", runAt: at(-5) },
      { id: "later", runAt: at(60) },
    ]);
    expect(await work.flush()).toEqual({
      [TEST_TASK.name]: { attempted: 2, succeeded: 2, retrying: 0, failed: 0, expired: 0 },
    });
    expect(performed.sort()).toEqual(["a#1", "b#1"]);
    expect(await readItem(db.knex, "a")).toMatchObject({ status: "done", attempts: 1, log: ["1:ok"] });
    expect(await readItem(db.knex, "later")).toMatchObject({ status: "waiting", attempts: 0 });
    expect((await work.flush())[TEST_TASK.name]?.attempted).toBe(0);
    // A flush may look ahead, as a test skipping backoff does.
    expect((await work.flush({ dueBy: at(60) }))[TEST_TASK.name]?.succeeded).toBe(1);
  });

  it("retries a failure after the policy's wait, then fails for good", async () => {
    const { work, script } = await manual();
    await insertItems(db.knex, [{ id: "x", runAt: at(0) }]);
    script.set("x", ["fail", "throw", "fail"]);
    expect((await work.flush())[TEST_TASK.name]).toMatchObject({ attempted: 1, retrying: 1 });
    const row = await readItem(db.knex, "x");
    expect(row).toMatchObject({ status: "waiting", attempts: 1, lease_until: null });
    expect(row?.run_at.getTime()).toBe(at(10).getTime());
    // Not due before the backoff has passed.
    expect((await work.flush())[TEST_TASK.name]?.attempted).toBe(0);
    clock += 10_000;
    // A throw is a failed attempt like any other.
    expect((await work.flush())[TEST_TASK.name]).toMatchObject({ attempted: 1, retrying: 1 });
    clock += 10_000;
    expect((await work.flush())[TEST_TASK.name]).toMatchObject({ attempted: 1, failed: 1 });
    expect(await readItem(db.knex, "x")).toMatchObject({
      status: "failed",
      attempts: 3,
      log: ["1:fail", "2:threw", "3:fail"],
    });
    clock += 60_000;
    expect((await work.flush())[TEST_TASK.name]?.attempted).toBe(0);
  });

  it("does not retry a failure the task calls final", async () => {
    const { work, script } = await manual();
    await insertItems(db.knex, [{ id: "f", runAt: at(0) }]);
    script.set("f", ["final"]);
    expect((await work.flush())[TEST_TASK.name]).toMatchObject({ attempted: 1, failed: 1 });
    expect(await readItem(db.knex, "f")).toMatchObject({ status: "failed", attempts: 1 });
  });

  it("records an ended lease as a failed attempt in the sweep, and the item runs again", async () => {
    const { work, task, performed } = await manual({ leaseMs: 5_000 });
    await insertItems(db.knex, [{ id: "lost", runAt: at(0) }]);
    // A worker claims it and dies before it reports anything.
    const [claimed] = await task.store.claim(db.knex, {
      now: now(),
      dueBy: now(),
      leaseUntil: at(5),
      limit: 10,
    });
    expect(claimed).toMatchObject({ id: "lost", attempt: 1 });
    // Leased: no flush or sweep takes it before the lease ends.
    expect(await work.sweep()).toEqual({});
    expect((await work.flush())[TEST_TASK.name]).toMatchObject({ attempted: 0, expired: 0 });
    clock += 5_000;
    expect(await work.sweep()).toEqual({ [`${TEST_TASK.name}.expired`]: 1 });
    expect(await readItem(db.knex, "lost")).toMatchObject({
      status: "waiting",
      attempts: 1,
      log: ["1:lease_ended"],
    });
    clock += 10_000;
    expect(await work.sweep()).toEqual({ [`${TEST_TASK.name}.attempted`]: 1 });
    expect(performed).toEqual(["lost#2"]);
    expect(await readItem(db.knex, "lost")).toMatchObject({
      status: "done",
      attempts: 2,
      log: ["1:lease_ended", "2:ok"],
    });
  });

  it("ignores an outcome that arrives after its lease was recovered", async () => {
    const { work, script } = await manual({ leaseMs: 1_000 });
    await insertItems(db.knex, [{ id: "slow", runAt: at(0) }]);
    let release: (v: "ok") => void = () => {};
    script.set("slow", [new Promise<"ok" | "fail">((r) => (release = r))]);
    const flushing = work.flush();
    // The attempt is in flight; its lease ends and another node's sweep records it.
    while ((await readItem(db.knex, "slow"))?.status !== "leased")
      await new Promise((r) => setTimeout(r, 10));
    clock += 1_000;
    const other = new WorkEngine(db, { now, log, mode: "manual" });
    other.register(testTask().task);
    expect(await other.sweep()).toEqual({ [`${TEST_TASK.name}.expired`]: 1 });
    release("ok");
    expect((await flushing)[TEST_TASK.name]).toMatchObject({ attempted: 1, succeeded: 0, retrying: 0 });
    expect(await readItem(db.knex, "slow")).toMatchObject({
      status: "waiting",
      attempts: 1,
      log: ["1:lease_ended"],
    });
  });

  it("never hands one item to two concurrent claimers", async () => {
    const { work, performed } = await manual({ batchSize: 7 });
    const other = new WorkEngine(db, { now, log, mode: "manual" });
    const second = testTask({ batchSize: 7 });
    other.register(second.task);
    await insertItems(
      db.knex,
      Array.from({ length: 120 }, (_, i) => ({ id: `c${String(i).padStart(3, "0")}`, runAt: at(0) })),
    );
    const [one, two] = await Promise.all([work.flush(), other.flush()]);
    const attempted = (one[TEST_TASK.name]?.attempted ?? 0) + (two[TEST_TASK.name]?.attempted ?? 0);
    expect(attempted).toBe(120);
    const all = [...performed, ...second.performed];
    expect(new Set(all).size).toBe(120);
    expect(all.every((p) => p.endsWith("#1"))).toBe(true);
    const { rows } = (await db.knex.raw(
      `SELECT count(*)::int AS n FROM ${TEST_TABLE} WHERE status = 'done'`,
    )) as {
      rows: { n: number }[];
    };
    expect(rows[0]?.n).toBe(120);
  });

  it("performs one lane's items one after another, in claim order, lanes in parallel", async () => {
    const { work, script, performed } = await manual({ serial: true });
    await insertItems(db.knex, [
      { id: "a1", runAt: at(0), lane: "a" },
      { id: "a2", runAt: at(0), lane: "a" },
      { id: "b1", runAt: at(0), lane: "b" },
    ]);
    let releaseA1: (v: "ok") => void = () => {};
    script.set("a1", [new Promise<"ok" | "fail">((r) => (releaseA1 = r))]);
    const flushing = work.flush();
    while (!performed.includes("b1#1")) await new Promise((r) => setTimeout(r, 10));
    expect(performed).toEqual(["a1#1", "b1#1"]); // a2 waits for a1
    releaseA1("ok");
    await flushing;
    expect(performed).toEqual(["a1#1", "b1#1", "a2#1"]);
  });

  it("completes attempts worked elsewhere through the same path", async () => {
    const { work, task } = await manual();
    await insertItems(db.knex, [{ id: "acked", runAt: at(0) }]);
    const [item] = await task.store.claim(db.knex, {
      now: now(),
      dueBy: now(),
      leaseUntil: at(30),
      limit: 1,
    });
    if (!item) throw new Error("nothing claimed");
    expect(await work.complete(TEST_TASK, [{ item, outcome: { ok: false, error: "nack" } }])).toEqual([
      { state: "retry", at: at(10) },
    ]);
    // A second report of the same attempt finds it no longer leased.
    expect(await work.complete(TEST_TASK, [{ item, outcome: { ok: true } }])).toEqual([null]);
  });

  it("refuses unknown tasks and late registrations", async () => {
    const work = new WorkEngine(db, { now, log, mode: "manual" });
    await expect(work.enqueue(TEST_TASK, [{ id: "x" }])).rejects.toThrow(/no task test.items/);
    work.register(testTask().task);
    expect(() => work.register(testTask().task)).toThrow(/already registered/);
  });
});

describe("WorkEngine (background, pg-boss)", () => {
  async function background(options: Parameters<typeof testTask>[0] = {}) {
    await createTestTable(db.knex);
    const t = testTask(options);
    const work = new WorkEngine(db, { now: () => new Date(), log, mode: "background" });
    work.register({ ...t.task, retires: ["test.items.old", "test.items.old-sweep"] });
    engines.push(work);
    return { work, ...t };
  }

  it("enqueues in the writing transaction, runs on the timer, and stops gracefully", async () => {
    const boss = db.boss;
    if (!boss) throw new Error("the test database has no pg-boss");
    // Queues of an earlier version, one with a minute schedule: its schedule goes at start, the
    // queues stay so a process of that version can still send to them mid-deploy.
    await boss.createQueue("test.items.old");
    await boss.createQueue("test.items.old-sweep");
    await boss.schedule("test.items.old-sweep", "* * * * *", null, { tz: "UTC" });
    const { work, script, performed } = await background();
    await work.start();
    expect(await boss.getSchedules("test.items.old-sweep")).toEqual([]);
    expect(await boss.getQueue("test.items.old")).not.toBeNull();
    await expect(boss.send("test.items.old", { id: "from-an-old-process" })).resolves.toEqual(
      expect.any(String),
    );

    const queue = queueName(TEST_TASK);
    const jobs = async () => (await boss.findJobs(queue)).length;
    // A write that rolls back leaves no timer behind.
    await expect(
      withTransaction(db, async (trx) => {
        await insertItems(trx, [{ id: "gone", runAt: new Date() }]);
        await work.enqueue(TEST_TASK, [{ id: "gone" }]);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await jobs()).toBe(0);

    let release: (v: "ok") => void = () => {};
    script.set("slow", [new Promise<"ok" | "fail">((r) => (release = r))]);
    await withTransaction(db, async (trx) => {
      await insertItems(trx, [
        { id: "quick", runAt: new Date() },
        { id: "slow", runAt: new Date() },
      ]);
      await work.enqueue(TEST_TASK, [{ id: "quick" }, { id: "slow" }]);
    });
    expect(await jobs()).toBe(2);
    const deadline = Date.now() + 20_000;
    while ((await readItem(db.knex, "quick"))?.status !== "done" || !performed.includes("slow#1")) {
      if (Date.now() > deadline) throw new Error(`not performed: ${performed.join(", ")}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    // Stopping waits for the attempt in flight, and records it.
    const stopped = work.stop();
    await new Promise((r) => setTimeout(r, 100));
    expect((await readItem(db.knex, "slow"))?.status).toBe("leased");
    release("ok");
    await stopped;
    expect(await readItem(db.knex, "slow")).toMatchObject({ status: "done", attempts: 1 });
  }, 40_000);

  it("puts a retry on the timer in the transaction that records the failure", async () => {
    const { work, script, performed } = await background();
    await work.prepare();
    script.set("r", ["fail"]);
    await insertItems(db.knex, [{ id: "r", runAt: new Date() }]);
    await work.flush();
    const boss = db.boss!;
    const [retry] = (await boss.findJobs(queueName(TEST_TASK))).filter(
      (j) => (j.data as { id: string }).id === "r",
    );
    const row = await readItem(db.knex, "r");
    expect(row).toMatchObject({ status: "waiting", attempts: 1 });
    expect(new Date(retry?.startAfter as Date).getTime()).toBe(row?.run_at.getTime());
    expect(performed).toEqual(["r#1"]);
  });
});
