import type { Job } from "pg-boss";
import { type Database, withTransaction } from "./db.js";
import { openTestDatabase } from "./testing.js";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase({ boss: true });
  await db.knex.raw("create table orders (id serial primary key, item text not null)");
});
afterAll(async () => {
  await db?.close();
});

function boss() {
  if (!db.boss) throw new Error("pg-boss not started");
  return db.boss;
}

describe("pg-boss on the same database", () => {
  it("drops a job sent in a transaction that rolls back, together with the write", async () => {
    await boss().createQueue("rollback-q");
    await expect(
      withTransaction(db, async (trx) => {
        await trx("orders").insert({ item: "lost" });
        expect(await boss().send("rollback-q", { item: "lost" })).toEqual(expect.any(String));
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    expect(await boss().findJobs("rollback-q")).toEqual([]);
    expect(await db.knex("orders").where({ item: "lost" })).toEqual([]);
  });

  it("commits a job with the write, and a worker receives it (as an array)", async () => {
    await boss().createQueue("commit-q");
    const id = await withTransaction(db, async (trx) => {
      await trx("orders").insert({ item: "kept" });
      return boss().send("commit-q", { item: "kept" });
    });
    expect(id).toEqual(expect.any(String));
    expect((await boss().findJobs("commit-q")).map((j) => j.id)).toEqual([id]);

    const received = new Promise<Job<{ item: string }>[]>((resolve) => {
      void boss().work<{ item: string }>(
        "commit-q",
        { pollingIntervalSeconds: 0.5, batchSize: 50 },
        async (jobs) => {
          resolve(jobs);
        },
      );
    });
    const jobs = await received;
    expect(Array.isArray(jobs)).toBe(true);
    expect(jobs.map((j) => [j.id, j.data.item])).toEqual([[id, "kept"]]);
    expect(await db.knex("orders").where({ item: "kept" }).count({ n: "*" })).toEqual([{ n: "1" }]);
  });

  it("enqueues from a nested withTransaction (savepoint) only when the outer one commits", async () => {
    await boss().createQueue("nested-q");
    await expect(
      withTransaction(db, async () => {
        await withTransaction(db, async () => {
          await boss().send("nested-q", { n: 1 });
        });
        throw new Error("outer abort");
      }),
    ).rejects.toThrow("outer abort");
    expect(await boss().findJobs("nested-q")).toEqual([]);
  });

  it("keeps working after a transaction: pg-boss statements go back to the root handle", async () => {
    await withTransaction(db, async () => {
      await boss().createQueue("made-in-trx");
    });
    expect(await boss().send("made-in-trx", { ok: true })).toEqual(expect.any(String));
    expect(await db.ping()).toBe(true);
  });
});
