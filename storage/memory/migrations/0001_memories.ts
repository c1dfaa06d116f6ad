/**
 * Agent memory store, first migration: the memories. Each row belongs to an owner, the SHA-256 of
 * the caller's memory key (never the key), and to entity ids stored as '' when absent, so that one
 * unique index over (owner, entity ids, hash of the normalised text) makes "stored once" a
 * constraint. `tsv` (English full-text) is generated; with pg_trgm (always on PostgreSQL; on PGlite
 * only when the instance loaded the contrib extension) a trigram GIN index backs similarity search.
 * Rows live until `expires_at`; the service's sweep deletes expired ones. `memory_words` is each
 * owner's vocabulary (the lexemes of its memories): misspelt query words are matched against it by
 * trigrams, a table of thousands of words rather than every memory.
 * Never edit after it lands: add the next numbered migration instead.
 */
import type { Knex } from "knex";

/** Whether pg_trgm can be (or is) installed in this database. */
async function trigramAvailable(knex: Knex): Promise<boolean> {
  const { rows } = (await knex.raw("SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm'")) as {
    rows: unknown[];
  };
  return rows.length > 0;
}

/** Creates `memory_memories`, `memory_words` (and pg_trgm with its index, where available). */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE memory_memories (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      owner text NOT NULL,
      user_id text NOT NULL DEFAULT '',
      agent_id text NOT NULL DEFAULT '',
      app_id text NOT NULL DEFAULT '',
      run_id text NOT NULL DEFAULT '',
      memory text NOT NULL,
      hash text NOT NULL,
      role text NOT NULL CHECK (role IN ('user', 'assistant')),
      metadata jsonb,
      tsv tsvector GENERATED ALWAYS AS (to_tsvector('english'::regconfig, memory)) STORED,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    )
  `);
  await knex.raw(
    "CREATE UNIQUE INDEX memory_memories_fact_idx ON memory_memories (owner, user_id, agent_id, app_id, run_id, hash)",
  );
  await knex.raw(
    "CREATE INDEX memory_memories_owner_idx ON memory_memories (owner, created_at DESC, id DESC)",
  );
  await knex.raw("CREATE INDEX memory_memories_tsv_idx ON memory_memories USING gin (tsv)");
  await knex.raw("CREATE INDEX memory_memories_expires_idx ON memory_memories (expires_at)");
  await knex.raw(`
    CREATE TABLE memory_words (
      owner text NOT NULL,
      word text NOT NULL,
      PRIMARY KEY (owner, word)
    )
  `);
  if (await trigramAvailable(knex)) {
    await knex.raw("CREATE EXTENSION IF NOT EXISTS pg_trgm");
    await knex.raw(
      "CREATE INDEX memory_memories_trgm_idx ON memory_memories USING gin (memory gin_trgm_ops)",
    );
    await knex.raw("CREATE INDEX memory_words_trgm_idx ON memory_words USING gin (word gin_trgm_ops)");
  }
}

/** Drops the tables (pg_trgm stays: other tables may use it). */
export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP TABLE memory_words");
  await knex.raw("DROP TABLE memory_memories");
}
