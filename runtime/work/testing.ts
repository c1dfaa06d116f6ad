/**
 * A minimal task for the engine's own tests: items in a table of their own (`work_test_items`)
 * with the four columns every store keeps — status, due time, lease end, attempts — and a perform
 * that answers from a script. It is what a new task's store looks like at its smallest.
 */
import type { Knex } from "knex";
import { runner } from "../../storage/run.js";
import { fixed } from "./retry.js";
import { type Attempt, type Claimed, isEngineFailure, type Task, type TaskRef, taskRef } from "./task.js";

/** The test items' table. */
export const TEST_TABLE = "work_test_items";

/** Creates the table (empty). */
export async function createTestTable(knex: Knex): Promise<void> {
  // One statement per call: PGlite refuses several in one.
  await knex.raw(`DROP TABLE IF EXISTS ${TEST_TABLE}`);
  await knex.raw(`
    CREATE TABLE ${TEST_TABLE} (
      id text PRIMARY KEY,
      lane text NOT NULL DEFAULT '',
      status text NOT NULL CHECK (status IN ('waiting', 'leased', 'done', 'failed')),
      run_at timestamptz NOT NULL,
      lease_until timestamptz,
      attempts int NOT NULL DEFAULT 0,
      log text[] NOT NULL DEFAULT '{}'
    )`);
}

/** Inserts waiting items due at `runAt`. */
export async function insertItems(
  db: Knex,
  items: readonly { id: string; runAt: Date; lane?: string }[],
): Promise<void> {
  await runner(db)(TEST_TABLE).insert(
    items.map((i) => ({ id: i.id, lane: i.lane ?? "", status: "waiting", run_at: i.runAt })),
  );
}

/** One item as stored. */
export interface TestRow {
  id: string;
  status: string;
  run_at: Date;
  lease_until: Date | null;
  attempts: number;
  log: string[];
}

/** An item as stored. */
export async function readItem(db: Knex, id: string): Promise<TestRow | undefined> {
  return (await runner(db)(TEST_TABLE).where({ id }).first()) as TestRow | undefined;
}

/** A claimed test item. */
export interface TestItem extends Claimed {
  lane: string;
}

/** What the scripted perform answers per id: ok, a failure, a final failure, a throw, or a wait. */
export type TestAnswer = "ok" | "fail" | "final" | "throw" | Promise<"ok" | "fail">;

/** A test task and the handles to script and watch it. */
export interface TestTask {
  task: Task<TestItem, Attempt>;
  /** Answers for the next attempts of an id, in order (then "ok"). */
  script: Map<string, TestAnswer[]>;
  /** Every attempt performed, as `id#attempt`, in the order they started. */
  performed: string[];
}

/** The test task's ref. */
export const TEST_TASK: TaskRef<TestItem, Attempt> = taskRef("test.items");

/** A task over {@link TEST_TABLE}: 3 attempts, 10 s apart, leases of `leaseMs`. */
export function testTask(options: { leaseMs?: number; batchSize?: number; serial?: boolean } = {}): TestTask {
  const script = new Map<string, TestAnswer[]>();
  const performed: string[] = [];
  const claimed = (rows: { id: string; attempts: number; lane: string }[]) =>
    rows.map((r) => ({ id: r.id, attempt: r.attempts, lane: r.lane }));
  const task: Task<TestItem, Attempt> = {
    ref: TEST_TASK,
    leaseMs: options.leaseMs ?? 30_000,
    ...(options.batchSize ? { batchSize: options.batchSize } : {}),
    ...(options.serial ? { serialKey: (i: TestItem) => i.lane } : {}),
    retry: () => fixed(3, 10_000),
    store: {
      async claim(db, o) {
        const byId = o.ids ? "AND id = ANY(?::text[])" : "";
        const { rows } = (await runner(db).raw(
          `WITH due AS (
             SELECT id FROM ${TEST_TABLE}
             WHERE status = 'waiting' AND run_at <= ?::timestamptz ${byId}
             ORDER BY run_at, id LIMIT ? FOR UPDATE SKIP LOCKED)
           UPDATE ${TEST_TABLE} t SET status = 'leased', attempts = t.attempts + 1, lease_until = ?::timestamptz
           FROM due WHERE t.id = due.id
           RETURNING t.id, t.attempts, t.lane`,
          [o.dueBy, ...(o.ids ? [[...o.ids]] : []), o.limit, o.leaseUntil],
        )) as { rows: { id: string; attempts: number; lane: string }[] };
        return claimed(rows).sort((a, b) => (a.id < b.id ? -1 : 1));
      },
      async due(db, o) {
        const rows = (await runner(db)(TEST_TABLE)
          .select("id")
          .where({ status: "waiting" })
          .andWhere("run_at", "<=", o.dueBy)
          .orderBy(["run_at", "id"])
          .limit(o.limit)) as { id: string }[];
        return rows.map((r) => r.id);
      },
      async expired(db, o) {
        const rows = (await runner(db)(TEST_TABLE)
          .select("id", "attempts", "lane")
          .where({ status: "leased" })
          .andWhere("lease_until", "<=", o.now)
          .orderBy("lease_until")
          .limit(o.limit)) as { id: string; attempts: number; lane: string }[];
        return claimed(rows);
      },
      async settle(trx, batch) {
        const kept = new Set<string>();
        for (const { item, outcome, next } of batch) {
          const note = isEngineFailure(outcome) ? outcome.reason : outcome.ok ? "ok" : "fail";
          const rows = (await trx(TEST_TABLE)
            .where({ id: item.id, status: "leased", attempts: item.attempt })
            .update({
              status: next.state === "retry" ? "waiting" : next.state,
              lease_until: null,
              ...(next.state === "retry" ? { run_at: next.at } : {}),
              log: trx.raw("array_append(log, ?)", [`${item.attempt}:${note}`]),
            })
            .returning("id")) as { id: string }[];
          if (rows.length > 0) kept.add(item.id);
        }
        return { kept };
      },
    },
    async perform(item) {
      performed.push(`${item.id}#${item.attempt}`);
      const answers = script.get(item.id);
      const answer = answers?.shift() ?? "ok";
      if (answer === "throw") throw new Error(`scripted throw for ${item.id}`);
      if (answer === "final") return { ok: false, final: true, error: "no use" };
      const settled = await answer;
      return settled === "ok" ? { ok: true } : { ok: false, error: "scripted failure" };
    },
  };
  return { task, script, performed };
}
