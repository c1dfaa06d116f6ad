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
 * With an embeddings provider (`semantic` given): candidates are also the owner's (filtered) newest
 * {@link MAX_SEMANTIC_CANDIDATES} memories embedded by the configured model (a partial index), and
 * a memory with such an embedding scores {@link SEMANTIC_WEIGHT} × `semantic` + the rest × the
 * lexical score above, where `semantic` is cosine similarity clamped to [0, 1]; a memory without
 * one (stored before the provider, or by another model) keeps the lexical score. Cosine is
 * computed in TypeScript, as the dot product of unit vectors read as float32 bytes: at most
 * 500 + 2,000 rows are read, and the threshold, order and `top_k` are applied after the blend.
 *
 * Candidates: memories containing any of the query's *distinctive* lexemes, those that match
 * fewer than {@link COMMON_LEXEME_ROWS} of the owner's memories (a lexeme in more is a de-facto stop
 * word for this owner: it still counts in `fulltext`, but does not make candidates alone); when
 * every lexeme is common, memories containing all of them. A query word that no memory contains
 * (a misspelling) is replaced by the owner's most trigram-similar words (`memory_words`, pg_trgm's
 * `%`); a query with no word full text keeps (stop words only) takes the memories trigram-similar
 * to it (`<%`, word similarity at least {@link WORD_SIMILARITY_THRESHOLD}).
 */
import type { Knex } from "knex";
import { inTransaction, runner } from "../run.js";
import {
  bytesVector,
  COLUMNS,
  type Embedding,
  type EntityFilters,
  type MemoryRow,
  scoped,
} from "./memories.js";

/** A search hit: the row, its partial scores and the combined one. */
export interface ScoredRow extends MemoryRow {
  fulltext: number;
  trigram: number;
  /** Cosine similarity of the query's and the memory's embeddings, clamped to [0, 1]; only with embeddings. */
  semantic?: number;
  score: number;
}

/** Weight of cosine similarity in the score of a memory embedded by the configured model. */
export const SEMANTIC_WEIGHT = 0.5;

/**
 * Most embedded memories (the owner's newest, filtered, by the configured model) scored by cosine
 * similarity per search, besides the lexical candidates.
 */
export const MAX_SEMANTIC_CANDIDATES = 2000;

/** The least `word_similarity(query, memory)` that makes a memory a trigram candidate. */
export const WORD_SIMILARITY_THRESHOLD = 0.4;

/** Weight of the full-text part of the score when trigram similarity is available. */
export const FULLTEXT_WEIGHT = 0.7;

/** A lexeme found in at least this many of the owner's (filtered) memories makes no candidates alone. */
export const COMMON_LEXEME_ROWS = 500;

/** Most candidates scored per search (the newest are kept). */
export const MAX_CANDIDATES = 500;

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

/** Most stand-ins per misspelt word. */
export const CORRECTIONS_PER_WORD = 3;

/** The owner's words most trigram-similar to each of `words` (similarity at least 0.3, pg_trgm's `%`). */
async function closestWords(run: Knex, owner: string, words: readonly string[]): Promise<string[]> {
  const { rows } = (await run.raw(
    `SELECT c.word FROM unnest(?::text[]) AS u(w)
     CROSS JOIN LATERAL (
       SELECT word FROM memory_words WHERE owner = ? AND word % u.w
       ORDER BY similarity(word, u.w) DESC, word LIMIT ?
     ) c`,
    [textArray(words), owner, CORRECTIONS_PER_WORD],
  )) as { rows: Array<{ word: string }> };
  return rows.map((r) => r.word);
}

/** A PostgreSQL text[] literal of `items` (each quoted; `"` and `\` escaped). */
function textArray(items: readonly string[]): string {
  return `{${items.map((i) => `"${i.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`).join(",")}}`;
}

/** A lexeme as a tsquery operand (quoted; `'` doubled and `\` escaped, as tsquery input wants). */
function operand(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
}

/**
 * `owner`'s live memories the filters name that match `query`, best first (see the file's
 * comment); with `semantic` (the query's unit-length embedding and its model), blended with
 * cosine similarity over the lexical candidates and the newest embedded ones.
 */
export async function searchMemories(
  db: Knex,
  owner: string,
  filters: EntityFilters,
  query: string,
  topK: number,
  threshold: number,
  now: Date,
  semantic?: Embedding,
): Promise<ScoredRow[]> {
  const trigram = await hasTrigram(db);
  const run = runner(db);
  const { rows: lexRows } = (await run.raw(
    "SELECT tsvector_to_array(to_tsvector('english'::regconfig, ?::text)) AS lex",
    [query],
  )) as { rows: Array<{ lex: string[] }> };
  const lexemes = lexRows[0]?.lex ?? [];

  // How common each lexeme is among the owner's memories, counted up to the cap (bounded work).
  const countCapped = async (lexeme: string): Promise<number> => {
    const counted = scoped(run("memory_memories").select(run.raw("1")), owner, filters, now)
      .whereRaw("tsv @@ ?::tsquery", [operand(lexeme)])
      .limit(COMMON_LEXEME_ROWS);
    const [{ n }] = (await run.from(counted.as("c")).count({ n: "*" })) as [{ n: string }];
    return Number(n);
  };
  const common = new Set<string>();
  const distinctive: string[] = [];
  const unknown: string[] = [];
  for (const lexeme of lexemes) {
    const n = await countCapped(lexeme);
    if (n >= COMMON_LEXEME_ROWS) common.add(lexeme);
    else if (n === 0) unknown.push(lexeme);
    else distinctive.push(lexeme);
  }
  // A word no memory contains is likely misspelt: the owner's closest words stand in for it (when
  // they are distinctive themselves).
  if (trigram && unknown.length > 0)
    for (const word of await closestWords(run, owner, unknown)) {
      if (lexemes.includes(word)) continue;
      const n = await countCapped(word);
      if (n > 0 && n < COMMON_LEXEME_ROWS) distinctive.push(word);
    }
  const candidateQuery =
    distinctive.length > 0 ? distinctive.map(operand).join(" | ") : [...common].map(operand).join(" & ");

  const w = trigram ? FULLTEXT_WEIGHT : 1;
  const lexArray = textArray(lexemes);
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
  // With embeddings: every candidate's lexical parts, unfiltered; the blend and the cut are made below.
  const blend = async (
    trx: Knex,
    sources: Knex.QueryBuilder[],
    semantic: Embedding,
    threshold: number,
    topK: number,
  ): Promise<ScoredRow[]> => {
    const { rows } = (await trx.raw(
      `WITH c AS (${sources.map(() => "?").join(" UNION ")})
       SELECT ${COLUMNS.map((col) => `m.${col}`).join(", ")}, m.embedding, m.embedding_model,
              (SELECT count(*) FROM unnest(?::text[]) l WHERE l = ANY (tsvector_to_array(m.tsv)))::float8
                / greatest(?::int, 1) AS fulltext,
              ${trigram ? "word_similarity(?::text, m.memory)" : "0::float8 + 0 * length(?::text)"} AS trigram
       FROM memory_memories m JOIN c ON c.id = m.id`,
      [...sources, lexArray, lexemes.length, query],
    )) as { rows: Array<ScoredRow & { embedding: Uint8Array | null; embedding_model: string | null }> };
    const scored: ScoredRow[] = rows.map(({ embedding, embedding_model, ...row }) => {
      const lexical = Math.min(1, w * row.fulltext + (1 - w) * row.trigram);
      const vector =
        embedding && embedding_model === semantic.model && embedding.length === semantic.vector.length * 4
          ? bytesVector(embedding)
          : undefined;
      if (!vector) return { ...row, score: round4(lexical) };
      const cosine = Math.min(1, Math.max(0, dot(vector, semantic.vector)));
      return {
        ...row,
        semantic: cosine,
        score: round4(SEMANTIC_WEIGHT * cosine + (1 - SEMANTIC_WEIGHT) * lexical),
      };
    });
    return scored
      .filter((r) => r.score >= threshold)
      .sort(
        (a, b) =>
          b.score - a.score ||
          b.created_at.getTime() - a.created_at.getTime() ||
          (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
      )
      .slice(0, topK);
  };
  const newest = (q: Knex.QueryBuilder) =>
    q.orderBy([
      { column: "created_at", order: "desc" },
      { column: "id", order: "desc" },
    ]);

  const matching = scoped(run("memory_memories").select("id", "created_at"), owner, filters, now).whereRaw(
    "tsv @@ ?::tsquery",
    [candidateQuery],
  );
  // Distinctive lexemes match fewer than COMMON_LEXEME_ROWS each: take every match from the GIN
  // index, then the newest (ordering inside would invite a newest-first walk of every memory).
  // All-common lexemes match many: there the newest-first walk stops early, which is what we want.
  const candidates =
    distinctive.length > 0
      ? run
          .withMaterialized("d", matching)
          .from("d")
          .select("id")
          .orderBy([
            { column: "created_at", order: "desc" },
            { column: "id", order: "desc" },
          ])
          .limit(MAX_CANDIDATES)
      : newest(matching.clone().clearSelect().select("id")).limit(MAX_CANDIDATES);
  if (semantic) {
    const embedded = newest(
      scoped(run("memory_memories").select("id"), owner, filters, now).where(
        "embedding_model",
        semantic.model,
      ),
    ).limit(MAX_SEMANTIC_CANDIDATES);
    if (candidateQuery !== "") return blend(run, [candidates, embedded], semantic, threshold, topK);
    if (!trigram || lexemes.length > 0) return blend(run, [embedded], semantic, threshold, topK);
    return inTransaction(db, async (trx) => {
      await trx.raw("SELECT set_config('pg_trgm.word_similarity_threshold', ?, true)", [
        String(WORD_SIMILARITY_THRESHOLD),
      ]);
      const similar = scoped(trx("memory_memories").select("id"), owner, filters, now).whereRaw(
        "? <% memory",
        [query],
      );
      return blend(
        trx,
        [trx.withMaterialized("s", similar).from("s").select("id").limit(MAX_CANDIDATES), embedded],
        semantic,
        threshold,
        topK,
      );
    });
  }
  const byText = candidateQuery === "" ? [] : await score(run, candidates);
  if (!trigram || lexemes.length > 0) return byText;
  // A query with no word full text keeps (stop words only): memories trigram-similar to it.
  return inTransaction(db, async (trx) => {
    await trx.raw("SELECT set_config('pg_trgm.word_similarity_threshold', ?, true)", [
      String(WORD_SIMILARITY_THRESHOLD),
    ]);
    const similar = scoped(trx("memory_memories").select("id"), owner, filters, now).whereRaw("? <% memory", [
      query,
    ]);
    return score(trx, trx.withMaterialized("s", similar).from("s").select("id").limit(MAX_CANDIDATES));
  });
}

/** The dot product of two vectors of one length (their cosine similarity when both are unit length). */
function dot(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i] as number) * (b[i] as number);
  return sum;
}

function round4(n: number): number {
  return Math.round(n * 10_000) / 10_000;
}
