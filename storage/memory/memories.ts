/**
 * Agent memory store: the memories, one statement family. Every function takes the knex handle (or
 * a transaction) first and acts on one owner's memories only (`owner` is the hash of the caller's
 * memory key); expired rows are invisible to every read.
 */
import type { Knex } from "knex";
import { inTransaction, isUuid, runner } from "../run.js";

/** The entity ids a memory is stored under (absent ones are omitted). */
export interface Entities {
  user_id?: string;
  agent_id?: string;
  app_id?: string;
  run_id?: string;
}

/** Entity filters: an id matches that value, `*` any value (and none); absent ones do not filter. */
export type EntityFilters = Entities;

/** The entity id columns, in index order. */
export const ENTITY_COLUMNS = ["user_id", "agent_id", "app_id", "run_id"] as const;

/** The wildcard of the entity filters. */
export const ANY = "*";

/** A memory as stored (entity ids '' when absent). */
export interface MemoryRow {
  id: string;
  memory: string;
  user_id: string;
  agent_id: string;
  app_id: string;
  run_id: string;
  role: "user" | "assistant";
  metadata: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  expires_at: Date;
}

/** One fact to store. */
export interface NewFact {
  memory: string;
  /** The hash of the normalised text: facts with equal hashes are the same fact. */
  hash: string;
  role: "user" | "assistant";
  /** Its embedding (unit length) and the model that made it, when a provider is configured. */
  embedding?: Embedding;
}

/** A unit-length vector and the model that made it. */
export interface Embedding {
  model: string;
  vector: Float32Array;
}

/** A vector as stored in `embedding`: float32, little-endian. */
export function vectorBytes(vector: Float32Array): Buffer {
  const out = Buffer.alloc(vector.length * 4);
  for (let i = 0; i < vector.length; i++) out.writeFloatLE(vector[i] as number, i * 4);
  return out;
}

/** A stored `embedding` (bytea: a Buffer from pg, a Uint8Array from PGlite) as a vector. */
export function bytesVector(bytes: Uint8Array): Float32Array {
  const copy = new Uint8Array(bytes); // aligned, and ours
  if (LITTLE_ENDIAN) return new Float32Array(copy.buffer, 0, copy.length >> 2);
  const view = new DataView(copy.buffer);
  return Float32Array.from({ length: copy.length >> 2 }, (_, i) => view.getFloat32(i * 4, true));
}

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** What storing one fact did. */
export interface FactOutcome {
  id: string;
  memory: string;
  event: "ADD" | "NONE";
}

export const COLUMNS = [
  "id",
  "memory",
  "user_id",
  "agent_id",
  "app_id",
  "run_id",
  "role",
  "metadata",
  "created_at",
  "updated_at",
  "expires_at",
] as const;

/** Narrows `query` to `owner`'s live memories the filters name. */
export function scoped<Q extends Knex.QueryBuilder>(
  query: Q,
  owner: string,
  filters: EntityFilters,
  now: Date,
): Q {
  query.where("owner", owner).where("expires_at", ">", now);
  for (const column of ENTITY_COLUMNS) {
    const value = filters[column];
    if (value !== undefined && value !== ANY) query.where(column, value);
  }
  return query;
}

/**
 * Stores `facts` under `owner` and `entities`, in one transaction, in order. A fact whose hash is
 * already stored (live) under the same owner and entity ids answers `NONE` with that memory; an
 * expired one not yet swept is revived (`ADD`, same id, new retention). A fact's embedding, when
 * given, is stored with it, and also on an already stored memory (`NONE`) that has none by that
 * model. The words of added facts join the owner's vocabulary (`memory_words`, for correcting
 * misspelt query words).
 */
export function insertFacts(
  db: Knex,
  owner: string,
  entities: Entities,
  facts: readonly NewFact[],
  metadata: Record<string, unknown> | undefined,
  now: Date,
  expiresAt: Date,
): Promise<FactOutcome[]> {
  const ids = {
    user_id: entities.user_id ?? "",
    agent_id: entities.agent_id ?? "",
    app_id: entities.app_id ?? "",
    run_id: entities.run_id ?? "",
  };
  return inTransaction(db, async (trx) => {
    const out: FactOutcome[] = [];
    for (const fact of facts) {
      const { rows } = (await trx.raw(
        `INSERT INTO memory_memories
           (owner, user_id, agent_id, app_id, run_id, memory, hash, role, metadata, created_at, updated_at, expires_at,
            embedding, embedding_model)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?::bytea, ?)
         ON CONFLICT (owner, user_id, agent_id, app_id, run_id, hash) DO UPDATE
           SET memory = EXCLUDED.memory, role = EXCLUDED.role, metadata = EXCLUDED.metadata,
               created_at = EXCLUDED.created_at, updated_at = EXCLUDED.updated_at, expires_at = EXCLUDED.expires_at,
               embedding = coalesce(EXCLUDED.embedding, memory_memories.embedding),
               embedding_model = coalesce(EXCLUDED.embedding_model, memory_memories.embedding_model)
           WHERE memory_memories.expires_at <= EXCLUDED.created_at
         RETURNING id, memory`,
        [
          owner,
          ids.user_id,
          ids.agent_id,
          ids.app_id,
          ids.run_id,
          fact.memory,
          fact.hash,
          fact.role,
          metadata === undefined ? null : JSON.stringify(metadata),
          now,
          now,
          expiresAt,
          fact.embedding ? vectorBytes(fact.embedding.vector) : null,
          fact.embedding?.model ?? null,
        ],
      )) as { rows: Array<{ id: string; memory: string }> };
      const added = rows[0];
      if (added) {
        out.push({ id: added.id, memory: added.memory, event: "ADD" });
        continue;
      }
      const existing = (await trx("memory_memories")
        .select("id", "memory")
        .where({ owner, ...ids, hash: fact.hash })
        .first()) as { id: string; memory: string };
      if (fact.embedding)
        await trx("memory_memories")
          .where("id", existing.id)
          .whereRaw("embedding_model IS DISTINCT FROM ?", [fact.embedding.model])
          .update({ embedding: vectorBytes(fact.embedding.vector), embedding_model: fact.embedding.model });
      out.push({ id: existing.id, memory: existing.memory, event: "NONE" });
    }
    const added = out.filter((o) => o.event === "ADD").map((o) => o.memory);
    if (added.length > 0)
      await trx.raw(
        `INSERT INTO memory_words (owner, word)
         SELECT DISTINCT ?::text, w FROM unnest(tsvector_to_array(to_tsvector('english'::regconfig, ?::text))) w
         ON CONFLICT DO NOTHING`,
        [owner, added.join("\n")],
      );
    return out;
  });
}

/** One of `owner`'s live memories that the filters also match; undefined otherwise. */
export async function findMemory(
  db: Knex,
  owner: string,
  id: string,
  filters: EntityFilters,
  now: Date,
): Promise<MemoryRow | undefined> {
  if (!isUuid(id)) return undefined;
  const query = runner(db)("memory_memories").select(COLUMNS).where("id", id);
  return (await scoped(query, owner, filters, now).first()) as MemoryRow | undefined;
}

/** A page of `owner`'s memories the filters name, newest first, with how many match in all. */
export async function listMemories(
  db: Knex,
  owner: string,
  filters: EntityFilters,
  page: number,
  pageSize: number,
  now: Date,
): Promise<{ count: number; rows: MemoryRow[] }> {
  const run = runner(db);
  const counted = (await scoped(
    run("memory_memories").count<{ n: string }[]>({ n: "*" }),
    owner,
    filters,
    now,
  )) as {
    n: string;
  }[];
  const rows = (await scoped(run("memory_memories").select(COLUMNS), owner, filters, now)
    .orderBy([
      { column: "created_at", order: "desc" },
      { column: "id", order: "desc" },
    ])
    .offset((page - 1) * pageSize)
    .limit(pageSize)) as MemoryRow[];
  return { count: Number(counted[0]?.n ?? 0), rows };
}

/** Deletes one of `owner`'s memories (the filters must match it too); false when there was none. */
export async function deleteMemory(
  db: Knex,
  owner: string,
  id: string,
  filters: EntityFilters,
  now: Date,
): Promise<boolean> {
  if (!isUuid(id)) return false;
  // `returning` rather than the count: PGlite's driver answers a delete's count as an object.
  const rows = await scoped(runner(db)("memory_memories").where("id", id), owner, filters, now)
    .del()
    .returning("id");
  return rows.length > 0;
}

/**
 * Deletes up to `limit` of `owner`'s memories the filters name, oldest first, and says whether any
 * still match afterwards, in one transaction: the answer never claims more than was done.
 */
export function deleteMemories(
  db: Knex,
  owner: string,
  filters: EntityFilters,
  limit: number,
  now: Date,
): Promise<{ deleted: number; more: boolean }> {
  return inTransaction(db, async (trx) => {
    const victims = scoped(trx("memory_memories").select("id"), owner, filters, now)
      .orderBy([
        { column: "created_at", order: "asc" },
        { column: "id", order: "asc" },
      ])
      .limit(limit);
    const deleted = await trx("memory_memories").whereIn("id", victims).del().returning("id");
    const left = await scoped(trx("memory_memories").select("id"), owner, filters, now).first();
    return { deleted: deleted.length, more: left !== undefined };
  });
}

/** Deletes memories whose retention ended, `batch` at a time; answers how many. */
export async function sweepExpired(db: Knex, now: Date, batch = 5000): Promise<number> {
  let total = 0;
  for (;;) {
    const rows = await runner(db)("memory_memories")
      .whereIn("id", runner(db)("memory_memories").select("id").where("expires_at", "<=", now).limit(batch))
      .del()
      .returning("id");
    total += rows.length;
    if (rows.length < batch) return total;
  }
}
