/**
 * Search latency at scale: inserts `rows` memories (default 100,000) under one memory key in bulk,
 * then times `searches` searches (default 200) through `searchMemories`, the statement the route
 * runs, and reports p50/p95/max per filter shape: every entity (`user_id: "*"`: all 100,000 rows
 * are the owner's candidates, the worst case) and one user (1 % of the rows).
 *
 *   export $(bash storage/scripts/start-postgres.sh | tail -n1)
 *   npm run bench -- memory [rows] [searches]
 *
 * Runs on a fresh `test_<random>` database of DATABASE_URL (dropped at the end); without it, on
 * PGlite (with pg_trgm, as storage/pglite.ts loads it). The text is synthetic: sentences of
 * pseudo-words drawn with a Zipf distribution (a few words are very common, most are rare), as in
 * natural language, from a seeded generator, so every run searches the same data.
 */
import { createHash } from "node:crypto";
import type { Knex } from "knex";
import { hasTrigram, searchMemories } from "../../../storage/memory/search.js";
import { openTestDatabase } from "../../../storage/testing.js";

/** A seeded generator (mulberry32). */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SYLLABLES = [
  "ka",
  "lo",
  "mi",
  "ren",
  "to",
  "sa",
  "vel",
  "du",
  "ni",
  "por",
  "ta",
  "gre",
  "sho",
  "bi",
  "an",
  "el",
];

/** `n` distinct pseudo-words. */
function vocabulary(rand: () => number, n: number): string[] {
  const words = new Set<string>();
  while (words.size < n) {
    const parts = 2 + Math.floor(rand() * 3);
    let w = "";
    for (let i = 0; i < parts; i++) w += SYLLABLES[Math.floor(rand() * SYLLABLES.length)];
    words.add(w);
  }
  return [...words];
}

/** A Zipf-distributed index into `n` items. */
function zipf(rand: () => number, n: number): number {
  return Math.min(n - 1, Math.floor(n ** rand()) - 1 + (rand() < 0.5 ? 0 : 0));
}

function percentile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/** What one filter shape measured (ms). */
export interface SearchFigures {
  filter: string;
  searches: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  meanHits: number;
}

/** Fills `knex` with `rows` memories of owner `bench` (100 users) and times `searches` searches per filter shape. */
export async function benchSearch(knex: Knex, rows = 100_000, searches = 200): Promise<SearchFigures[]> {
  const rand = seeded(21);
  const words = vocabulary(rand, 5000);
  const sentence = () =>
    ["I", ...Array.from({ length: 5 + Math.floor(rand() * 8) }, () => words[zipf(rand, words.length)])].join(
      " ",
    );
  const now = new Date();
  const expires = new Date(now.getTime() + 365 * 86_400_000);
  const started = Date.now();
  for (let i = 0; i < rows; i += 2000) {
    const batch = Array.from({ length: Math.min(2000, rows - i) }, (_, j) => {
      const memory = `${sentence()} ${i + j}`;
      return {
        owner: "bench",
        user_id: `user-${(i + j) % 100}`,
        memory,
        hash: createHash("sha256").update(memory).digest("hex"),
        role: "user",
        created_at: new Date(now.getTime() - (rows - i - j) * 1000),
        updated_at: now,
        expires_at: expires,
      };
    });
    await knex("memory_memories").insert(batch);
  }
  // What insertFacts does for each added fact, in one statement.
  await knex.raw(
    "INSERT INTO memory_words (owner, word) SELECT DISTINCT owner, unnest(tsvector_to_array(tsv)) FROM memory_memories ON CONFLICT DO NOTHING",
  );
  await knex.raw("ANALYZE memory_memories");
  await knex.raw("ANALYZE memory_words");
  console.log(
    `inserted ${rows} memories in ${((Date.now() - started) / 1000).toFixed(1)} s; pg_trgm ${(await hasTrigram(knex)) ? "on" : "off"}`,
  );
  // Queries: 2 to 4 words, one in five with a typo (a letter dropped).
  const queries = Array.from({ length: searches }, () => {
    const q = Array.from(
      { length: 2 + Math.floor(rand() * 3) },
      () => words[zipf(rand, words.length)] as string,
    );
    if (rand() < 0.2) q[0] = (q[0] as string).slice(0, -1);
    return q.join(" ");
  });
  const out: SearchFigures[] = [];
  for (const [label, filters] of [
    ["user_id: * (all 100 users)", { user_id: "*" }],
    ["user_id: user-7 (1 % of the rows)", { user_id: "user-7" }],
  ] as const) {
    // Warm-up, as a server that has been answering would be.
    for (const q of queries.slice(0, 20)) await searchMemories(knex, "bench", filters, q, 10, 0.1, now);
    const times: number[] = [];
    const slowest: Array<[number, string]> = [];
    let hits = 0;
    for (const q of queries) {
      const t = performance.now();
      hits += (await searchMemories(knex, "bench", filters, q, 10, 0.1, now)).length;
      times.push(performance.now() - t);
      slowest.push([performance.now() - t, q]);
    }
    if (process.env.MEMORY_BENCH_SLOWEST) console.log(label, slowest.sort((a, b) => b[0] - a[0]).slice(0, 8));
    times.sort((a, b) => a - b);
    out.push({
      filter: label,
      searches,
      p50Ms: +percentile(times, 0.5).toFixed(2),
      p95Ms: +percentile(times, 0.95).toFixed(2),
      maxMs: +(times.at(-1) ?? 0).toFixed(2),
      meanHits: +(hits / searches).toFixed(1),
    });
  }
  return out;
}

/** `npm run bench -- memory [rows] [searches]`: fills a fresh database and prints the table. */
export async function runSearchBench(args: readonly string[]): Promise<number> {
  const rows = Number(args[0] ?? 100_000);
  const searches = Number(args[1] ?? 200);
  const db = await openTestDatabase({ boss: false });
  try {
    console.table(await benchSearch(db.knex, rows, searches));
  } finally {
    // MEMORY_BENCH_KEEP=1 leaves the database for EXPLAIN (its name is in the log).
    if (process.env.MEMORY_BENCH_KEEP)
      console.log((await db.knex.raw("SELECT current_database() AS d")).rows[0]);
    else await db.close();
  }
  return 0;
}
