import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Database, openDatabase } from "./db.js";
import { lockPathFor } from "./lock.js";
import { listMigrations } from "./migrate.js";
import { openTestDatabase } from "./testing.js";

const quiet = { warn() {}, error() {} };

describe("test database (PGlite or DATABASE_URL)", () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase({ boss: false });
  });
  afterAll(async () => {
    await db?.close();
  });

  it("has run the numbered migrations", async () => {
    const names = (await db.knex("knex_migrations").orderBy("id").pluck("name")) as string[];
    // Every numbered module (pinned by name in migrate.test.ts), in order.
    expect(names).toEqual(listMigrations().map((m) => m.name));
    const tables = (await db
      .knex("information_schema.tables")
      .where({ table_schema: "public" })
      .pluck("table_name")) as string[];
    expect(tables).toEqual(
      expect.arrayContaining(["api_keys", "credit_ledger", "free_allowance", "x402_payments"]),
    );
  });

  it("parses results like pg: int8/numeric as string, bytea as Buffer, timestamptz as Date", async () => {
    const { rows } = await db.knex.raw(
      "select 9007199254740993::int8 as big, 1.50::numeric as num, '\\x00ff'::bytea as bin, now() as ts, 7::int4 as small",
    );
    const row = rows[0];
    expect(row.big).toBe("9007199254740993");
    expect(row.num).toBe("1.50");
    expect(Buffer.isBuffer(row.bin)).toBe(true);
    expect([...row.bin]).toEqual([0, 255]);
    expect(row.ts).toBeInstanceOf(Date);
    expect(row.small).toBe(7);
  });

  it("returns row counts from del() and update(), and runs multi-statement raw SQL", async () => {
    await db.knex.raw("create table scratch (v int); insert into scratch values (1), (2), (3);");
    expect(await db.knex("scratch").where("v", ">", 1).update({ v: 0 })).toBe(2);
    expect(await db.knex("scratch").where({ v: 0 }).del()).toBe(2);
    expect(await db.knex("scratch").del()).toBe(1);
    await db.knex.raw("drop table scratch");
  });

  it("rolls a failed transaction back and keeps the session usable", async () => {
    await db.knex.raw("create table scratch2 (v int primary key)");
    await expect(
      db.knex.transaction(async (trx) => {
        await trx("scratch2").insert({ v: 1 });
        await trx("scratch2").insert({ v: 1 });
      }),
    ).rejects.toThrow(/duplicate key/);
    expect(await db.knex("scratch2").count({ n: "*" })).toEqual([{ n: "0" }]);
    await db.knex.raw("drop table scratch2");
  });

  it("pings", async () => {
    expect(await db.ping()).toBe(true);
  });
});

describe("Database.beforeClose", () => {
  it("runs its hooks on close, last registered first, while the database still answers", async () => {
    const db = await openTestDatabase({ boss: false, logger: quiet });
    const seen: string[] = [];
    db.beforeClose(async () => {
      seen.push(`first ${(await db.knex.raw("select 1 as one")).rows[0].one}`);
    });
    db.beforeClose(async () => {
      seen.push("second");
      throw new Error("a failing hook does not stop the close");
    });
    await db.close();
    await db.close();
    expect(seen).toEqual(["second", "first 1"]);
    await expect(db.knex.raw("select 1")).rejects.toThrow();
  });
});

describe("unreachable PostgreSQL", () => {
  it("rejects openDatabase with a clear error instead of crashing", async () => {
    await expect(
      openDatabase({ databaseUrl: "postgres://nobody:secret@127.0.0.1:1/none", boss: false, logger: quiet }),
    ).rejects.toThrow(/Cannot connect to PostgreSQL at postgres:\/\/nobody:\*\*\*@127\.0\.0\.1:1\/none/);
  });
});

describe("PGlite data folder", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "storage-db-test-"));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it("keeps data across reopen, refuses a second open while held, takes over a stale lock", async () => {
    const dataDir = join(dir, "pglite");
    const first = await openDatabase({ databaseUrl: "", dataDir, boss: false, logger: quiet });
    try {
      expect(first.kind).toBe("pglite");
      await expect(openDatabase({ databaseUrl: "", dataDir, boss: false, logger: quiet })).rejects.toThrow(
        /locked by this process/,
      );
      await first
        .knex("free_allowance")
        .insert({ client_ip: "1.2.3.4", route: "/r", day: "2026-01-01", calls: 2 });
    } finally {
      await first.close();
    }
    expect(await first.ping()).toBe(false);

    // A lock left by a process that has exited is stale and taken over.
    const dead = spawnSync(process.execPath, ["-e", ""]).pid;
    writeFileSync(lockPathFor(dataDir), `${dead}\nsomehost\n`);
    const second = await openDatabase({ databaseUrl: "", dataDir, boss: false, logger: quiet });
    try {
      expect(await second.knex("free_allowance").pluck("calls")).toEqual([2]);
    } finally {
      await second.close();
    }
  });
});
