/**
 * Search over one owner's memories: PostgreSQL full text (English stemming, stop words out) and
 * pg_trgm word similarity, combined into a score from 0 to 1. Cost is bounded whatever the
 * owner holds: candidates come from the GIN indexes and at most {@link MAX_CANDIDATES} of them
 * (the newest) are scored.
 *
 * - `fulltext`: the share of the query's distinct lexemes that the memory contains.
 * - `trigram`: `word_similarity(query, memory)` (pg_trgm), 0 when pg_trgm is absent.
 * - `score`: 0.7 × fulltext + 0.3 × trigram (fulltext alone without pg_trgm).
 *
 * Candidates: memories containing any of the query's *distinctive* lexemes, those that match
 * fewer than {@link COMMON_LEXEME_ROWS} of the owner's memories (a lexeme in more is a de-facto stop
 * word for this owner: it still counts in `fulltext`, but does not make candidates alone); when
 * every lexeme is common, memories containing all of them. Fewer than `top_k` candidates: memories
 * trigram-similar to the query are added (`<%`, word similarity at least
 * {@link WORD_SIMILARITY_THRESHOLD}), which finds misspelt words.
 */
import type { Knex } from "knex";
import { inTransaction, runner } from "../run.js";
import { COLUMNS, type EntityFilters, type MemoryRow, scoped } from "./memories.js";

/** A search hit: the row, its two partial scores and the combined one. */
export interface ScoredRow extends MemoryRow {
  fulltext: number;
  trigram: number;
  score: number;
}

/** The least `word_similarity(query, memory)` that makes a memory a trigram candidate. */
export const WORD_SIMILARITY_THRESHOLD = 0.4;

/** Weight of the full-text part of the score when trigram similarity is available. */
export const FULLTEXT_WEIGHT = 0.7;

/** A lexeme found in at least this many of the owner's (filtered) memories makes no candidates alone. */
export const COMMON_LEXEME_ROWS = 1000;

/** Most candidates scored per search (the newest are kept). */
export const MAX_CANDIDATES = 1000;

const trigramCache = new WeakMap<Knex, Promise<boolean>>();

/** Whether pg_trgm is installed in `db`'s database (asked once per handle). */
export function hasTrigram(db: Knex): Promise<boolean> {
  let known = trigramCache.get(db);
  if (!known) {
    known = runner(db)
      .raw("SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'")
      .then((r: { rows: unknown[] }) => r.rows.length > 0);
    trigramCache.set(db, known);
    known.catch(() => trigramCache.delete(db));
  }
  return known;
}

/** A lexeme as a tsquery operand (quoted; `'` doubled and `\` escaped, as tsquery input wants). */
function operand(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
}

/** `owner`'s live memories the filters name that match `query`, best first (see the file's comment). */
export async function searchMemories(
  db: Knex,
  owner: string,
  filters: EntityFilters,
  query: string,
  topK: number,
  threshold: number,
  now: Date,
): Promise<ScoredRow[]> {
  const trigram = await hasTrigram(db);
  const run = runner(db);
  const { rows: lexRows } = (await run.raw(
    "SELECT tsvector_to_array(to_tsvector('english'::regconfig, ?::text)) AS lex",
    [query],
  )) as { rows: Array<{ lex: string[] }> };
  const lexemes = lexRows[0]?.lex ?? [];

  // How common each lexeme is among the owner's memories, counted up to the cap (bounded work).
  const common = new Set<string>();
  for (const lexeme of lexemes) {
    const counted = scoped(run("memory_memories").select(run.raw("1")), owner, filters, now)
      .whereRaw("tsv @@ ?::tsquery", [operand(lexeme)])
      .limit(COMMON_LEXEME_ROWS);
    const [{ n }] = (await run.from(counted.as("c")).count({ n: "*" })) as [{ n: string }];
    if (Number(n) >= COMMON_LEXEME_ROWS) common.add(lexeme);
  }
  const distinctive = lexemes.filter((l) => !common.has(l));
  const candidateQuery =
    distinctive.length > 0 ? distinctive.map(operand).join(" | ") : lexemes.map(operand).join(" & ");

  const w = trigram ? FULLTEXT_WEIGHT : 1;
  const lexArray = `{${lexemes.map((l) => `"${l.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`).join(",")}}`;
  const score = async (trx: Knex, candidates: Knex.QueryBuilder): Promise<ScoredRow[]> => {
    const { rows } = (await trx.raw(
      `WITH c AS (?),
       hits AS (
         SELECT ${COLUMNS.map((col) => `m.${col}`).join(", ")},
                (SELECT count(*) FROM unnest(?::text[]) l WHERE l = ANY (tsvector_to_array(m.tsv)))::float8
                  / greatest(?::int, 1) AS fulltext,
                ${trigram ? "word_similarity(?::text, m.memory)" : "0::float8 + 0 * length(?::text)"} AS trigram
         FROM memory_memories m JOIN c ON c.id = m.id
       )
       SELECT *, least(1, greatest(0, round((? * fulltext + ? * trigram)::numeric, 4)))::float8 AS score
       FROM hits
       WHERE least(1, ? * fulltext + ? * trigram) >= ?
       ORDER BY score DESC, created_at DESC, id DESC
       LIMIT ?`,
      [candidates, lexArray, lexemes.length, query, w, 1 - w, w, 1 - w, threshold, topK],
    )) as { rows: ScoredRow[] };
    return rows;
  };
  const newest = (q: Knex.QueryBuilder) =>
    q.orderBy([
      { column: "created_at", order: "desc" },
      { column: "id", order: "desc" },
    ]);

  const byText =
    lexemes.length === 0
      ? []
      : await score(
          run,
          newest(
            scoped(run("memory_memories").select("id"), owner, filters, now).whereRaw("tsv @@ ?::tsquery", [
              candidateQuery,
            ]),
          ).limit(MAX_CANDIDATES),
        );
  if (!trigram || byText.length >= topK) return byText;
  // Too few by words: add trigram-similar memories (misspellings), in a transaction for the threshold.
  return inTransaction(db, async (trx) => {
    await trx.raw("SELECT set_config('pg_trgm.word_similarity_threshold', ?, true)", [
      String(WORD_SIMILARITY_THRESHOLD),
    ]);
    const bySimilarity = newest(
      scoped(trx("memory_memories").select("id"), owner, filters, now).whereRaw("? <% memory", [query]),
    ).limit(MAX_CANDIDATES);
    const more = await score(trx, bySimilarity);
    const seen = new Set(byText.map((r) => r.id));
    return [...byText, ...more.filter((r) => !seen.has(r.id))]
      .sort((a, b) => b.score - a.score || b.created_at.getTime() - a.created_at.getTime())
      .slice(0, topK);
  });
}
