/**
 * The memory statements on a real database: search scoring with and without pg_trgm, recall@5 on
 * the labelled set (handlers/memory/testing/labelled.ts), privacy by owner, bulk delete and the
 * sweep. The kernel's test database has pg_trgm (PostgreSQL's contrib; storage/pglite.ts loads
 * PGlite's); the full-text-only path, for a PostgreSQL without contrib, runs on a PGlite opened here
 * without the extension.
 */
import { PGlite } from "@electric-sql/pglite";
import type { Knex } from "knex";
import { fact } from "../../handlers/memory/extract.js";
import { DISTRACTORS, PAIRS, recallAtK } from "../../handlers/memory/testing/labelled.js";
import type { Database } from "../db.js";
import { PackageMigrationSource } from "../migrate.js";
import { PGLITE_EXTENSIONS, PGLITE_START_PARAMS, pgliteKnex } from "../pglite.js";
import { openTestDatabase } from "../testing.js";
import { deleteMemories, insertFacts, sweepExpired } from "./memories.js";
import { hasTrigram, searchMemories } from "./search.js";

const NOW = new Date("2026-11-26T12:00:00.000Z");
const LATER = new Date(NOW.getTime() + 365 * 86_400_000);

/**
 * A migrated PGlite that cannot load pg_trgm, as a PostgreSQL without that contrib extension (it
 * keeps btree_gist, which another service's migration needs).
 */
async function withoutTrigram(): Promise<{ knex: Knex; close(): Promise<void> }> {
  const { pg_trgm: _left, ...others } = PGLITE_EXTENSIONS;
  const pglite = await PGlite.create({ startParams: [...PGLITE_START_PARAMS], extensions: others });
  const knex = pgliteKnex(pglite);
  await knex.migrate.latest({ migrationSource: new PackageMigrationSource() });
  return {
    knex,
    async close() {
      await knex.destroy();
      await pglite.close();
    },
  };
}

/** Stores the labelled set under `owner` and answers recall@5 over its 50 queries. */
async function labelledRecall(knex: Knex, owner: string): Promise<number> {
  const targets = await insertFacts(
    knex,
    owner,
    { user_id: "me" },
    PAIRS.map((p) => fact(p.fact, "user")),
    undefined,
    NOW,
    LATER,
  );
  // The distractors are a second newer: a tie in score goes to them (newest first), so the figure
  // is the pessimistic one and the same on every run (ties among rows stored in one millisecond
  // would otherwise be broken by their random ids).
  await insertFacts(
    knex,
    owner,
    { user_id: "me" },
    DISTRACTORS.map((d) => fact(d, "user")),
    undefined,
    new Date(NOW.getTime() + 1000),
    LATER,
  );
  const found: string[][] = [];
  for (const pair of PAIRS) {
    const rows = await searchMemories(knex, owner, { user_id: "me" }, pair.query, 5, 0, NOW);
    found.push(rows.map((r) => r.id));
  }
  return recallAtK(
    found,
    targets.map((t) => t.id),
    5,
  );
}

describe("searchMemories with pg_trgm", () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase({ boss: false });
  });
  afterAll(() => db.close());

  it("has pg_trgm installed by the migration", async () => {
    expect(await hasTrigram(db.knex)).toBe(true);
  });

  it("finds the labelled facts: recall@5 at least 0.8", async () => {
    const recall = await labelledRecall(db.knex, "owner-recall");
    console.log(
      `memory search recall@5 with pg_trgm (${PAIRS.length} queries, ${PAIRS.length + DISTRACTORS.length} facts): ${recall}`,
    );
    expect(recall).toBeGreaterThanOrEqual(0.8);
  });

  it("scores from 0 to 1 and finds a misspelt word by trigrams", async () => {
    await insertFacts(
      db.knex,
      "owner-typo",
      { user_id: "u" },
      [fact("I collect vintage typewriters", "user")],
      undefined,
      NOW,
      LATER,
    );
    const [hit] = await searchMemories(
      db.knex,
      "owner-typo",
      { user_id: "u" },
      "vintage typewritters",
      5,
      0,
      NOW,
    );
    expect(hit?.memory).toBe("I collect vintage typewriters");
    expect(hit?.score).toBeGreaterThan(0);
    expect(hit?.score).toBeLessThanOrEqual(1);
    expect(
      await searchMemories(db.knex, "someone-else", { user_id: "*" }, "vintage typewriters", 5, 0, NOW),
    ).toEqual([]);
  });
});

describe("searchMemories without pg_trgm (full text alone)", () => {
  let db: { knex: Knex; close(): Promise<void> };
  beforeAll(async () => {
    db = await withoutTrigram();
  });
  afterAll(() => db.close());

  it("searches by full text alone and reports recall@5", async () => {
    expect(await hasTrigram(db.knex)).toBe(false);
    const recall = await labelledRecall(db.knex, "owner-fulltext");
    console.log(`memory search recall@5 by full text alone: ${recall}`);
    expect(recall).toBeGreaterThanOrEqual(0.6);
  });
});

describe("bulk delete and the sweep on the kernel's test database", () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase({ boss: false });
  });
  afterAll(() => db.close());

  it("bulk-deletes at most the limit and says whether more remain", async () => {
    const facts = Array.from({ length: 5 }, (_, i) => fact(`Fact number ${i}`, "user"));
    await insertFacts(db.knex, "owner-del", { agent_id: "a" }, facts, undefined, NOW, LATER);
    expect(await deleteMemories(db.knex, "owner-del", { agent_id: "a" }, 3, NOW)).toEqual({
      deleted: 3,
      more: true,
    });
    expect(await deleteMemories(db.knex, "owner-del", { agent_id: "*" }, 3, NOW)).toEqual({
      deleted: 2,
      more: false,
    });
  });

  it("sweeps expired memories and revives an expired fact re-added before the sweep", async () => {
    const soon = new Date(NOW.getTime() + 1000);
    const [first] = await insertFacts(
      db.knex,
      "owner-ttl",
      { run_id: "r" },
      [fact("I like tea", "user")],
      undefined,
      NOW,
      soon,
    );
    const after = new Date(NOW.getTime() + 2000);
    const [again] = await insertFacts(
      db.knex,
      "owner-ttl",
      { run_id: "r" },
      [fact("I like tea", "user")],
      undefined,
      after,
      LATER,
    );
    expect(again).toEqual({ id: first?.id, memory: "I like tea", event: "ADD" });
    await insertFacts(
      db.knex,
      "owner-ttl",
      { run_id: "r" },
      [fact("I like coffee", "user")],
      undefined,
      NOW,
      soon,
    );
    expect(await sweepExpired(db.knex, after)).toBe(1);
  });
});
