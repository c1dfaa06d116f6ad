/**
 * Agent memory store, second migration: a memory's embedding, when an embeddings provider is
 * configured (`MEMORY_EMBEDDINGS_BASE_URL`). `embedding` is the unit-length vector as float32
 * little-endian bytes (4 × dimensions; compact, and read without parsing), `embedding_model` the
 * model that made it: a row whose model is not the configured one counts as unembedded, so a
 * model change is noticed rather than compared across vector spaces. Both are null on rows stored
 * without a provider. The partial index serves search's "the owner's newest memories embedded by
 * this model" without walking unembedded rows.
 * Never edit after it lands: add the next numbered migration instead.
 */
import type { Knex } from "knex";

/** Adds `embedding` and `embedding_model` to `memory_memories`, and their index. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE memory_memories
      ADD COLUMN embedding bytea,
      ADD COLUMN embedding_model text,
      ADD CONSTRAINT memory_memories_embedding_check
        CHECK ((embedding IS NULL) = (embedding_model IS NULL))
  `);
  await knex.raw(
    `CREATE INDEX memory_memories_embedded_idx ON memory_memories (owner, embedding_model, created_at DESC, id DESC)
     WHERE embedding_model IS NOT NULL`,
  );
}

/** Drops the index and the columns. */
export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX memory_memories_embedded_idx");
  await knex.raw(`
    ALTER TABLE memory_memories
      DROP CONSTRAINT memory_memories_embedding_check,
      DROP COLUMN embedding_model,
      DROP COLUMN embedding
  `);
}
