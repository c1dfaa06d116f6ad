/**
 * The memory routes: add, search, list (or get one) and delete (one, or up to 200). Every call
 * acts on the memories of the caller's memory key only; another key's memory answers 404, as a
 * missing one does. Refusals are thrown before any write, so a refused call stores nothing (and
 * the runtime charges only a 200). With an embeddings provider configured, add embeds the facts
 * and search the query (embeddings.ts); a provider failure answers 502/504 like the extraction
 * model's, before anything is stored.
 */
import { randomUUID } from "node:crypto";
import type { MemoryItem, MemoryMemoriesHandlers } from "../../generated/memory/types.js";
import { ApiError } from "../../runtime/errors.js";
import { invalidMember } from "../../runtime/invalidMember.js";
import {
  ANY,
  deleteMemories,
  deleteMemory,
  ENTITY_COLUMNS,
  type Entities,
  findMemory,
  insertFacts,
  listMemories,
  type MemoryRow,
  type NewFact,
} from "../../storage/memory/memories.js";
import { searchMemories } from "../../storage/memory/search.js";
import type { EmbeddingsConfig } from "./config.js";
import { embed, type FailureLog } from "./embeddings.js";
import { extractFacts, type Fact, verbatimFacts } from "./extract.js";
import { invalidInput, resolveOwner } from "./key.js";
import { extractWithModel } from "./llm.js";

/** Most memories one bulk delete removes (the seed's limit). */
export const BULK_DELETE_LIMIT = 200;

/** Largest `metadata`, as JSON text. */
export const MAX_METADATA_CHARS = 16 * 1024;

const ENTITY_REQUIRED = "at least one of user_id, agent_id, app_id, run_id is required";

/** The entity ids given (absent ones left out). */
function entitiesOf(source: Partial<Record<(typeof ENTITY_COLUMNS)[number], string>>): Entities {
  const out: Entities = {};
  for (const c of ENTITY_COLUMNS) if (source[c] !== undefined) out[c] = source[c];
  return out;
}

/** A stored memory as the contract sends it ('' entity ids become null). */
export function memoryBody(row: MemoryRow): MemoryItem {
  return {
    id: row.id,
    memory: row.memory,
    user_id: row.user_id || null,
    agent_id: row.agent_id || null,
    app_id: row.app_id || null,
    run_id: row.run_id || null,
    role: row.role,
    metadata: row.metadata,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
  };
}

/** The list route's path and query for another page; `memory_key` is never put in a link. */
function pageLink(filters: Entities, page: number, pageSize: number): string {
  const params = new URLSearchParams();
  for (const c of ENTITY_COLUMNS) if (filters[c] !== undefined) params.set(c, filters[c] as string);
  params.set("page", String(page));
  params.set("page_size", String(pageSize));
  return `/v1/memories?${params}`;
}

/** The memory operations. */
export const memoryRoutes: MemoryMemoriesHandlers = {
  async memory_add({ body, headers }, ctx) {
    const owner = resolveOwner(body.memory_key, headers["X-Memory-Key"], "body");
    const entities = entitiesOf(body);
    if (Object.keys(entities).length === 0) throw invalidMember("/user_id", ENTITY_REQUIRED);
    for (const c of ENTITY_COLUMNS)
      if (entities[c] === ANY) throw invalidMember(`/${c}`, "`*` is the filters' wildcard, not an id");
    if (body.metadata !== undefined && JSON.stringify(body.metadata).length > MAX_METADATA_CHARS)
      throw invalidMember("/metadata", `at most ${MAX_METADATA_CHARS} characters as JSON`);
    const { config } = ctx.memory;
    const facts =
      body.infer === false
        ? verbatimFacts(body.messages)
        : config.llm
          ? await extractWithModel(config.llm, body.messages)
          : extractFacts(body.messages);
    // Embedded before anything is written: a provider failure stores nothing (and charges nothing).
    const embedded = config.embeddings ? await withEmbeddings(config.embeddings, facts, ctx.log) : facts;
    const now = ctx.now();
    const results = await insertFacts(
      ctx.db,
      owner,
      entities,
      embedded,
      body.metadata,
      now,
      new Date(now.getTime() + config.retentionMs),
    );
    const added = results.filter((r) => r.event === "ADD").length;
    return {
      status: 200,
      body: {
        event_id: randomUUID(),
        status: "SUCCEEDED",
        results,
        message:
          results.length === 0
            ? "No facts to remember were found"
            : `${added} ${added === 1 ? "memory" : "memories"} added, ${results.length - added} already stored`,
      },
    };
  },

  async memory_search({ body, headers }, ctx) {
    const owner = resolveOwner(body.memory_key, headers["X-Memory-Key"], "body");
    const filters = entitiesOf(body.filters);
    if (Object.keys(filters).length === 0) throw invalidMember("/filters/user_id", ENTITY_REQUIRED);
    const { embeddings } = ctx.memory.config;
    const semantic = embeddings
      ? {
          model: embeddings.model,
          vector: (await embed(embeddings, [body.query], ctx.log))[0] as Float32Array,
        }
      : undefined;
    const rows = await searchMemories(
      ctx.db,
      owner,
      filters,
      body.query,
      body.top_k ?? 10,
      body.threshold ?? 0.1,
      ctx.now(),
      semantic,
    );
    return {
      status: 200,
      body: {
        results: rows.map((r) => ({
          ...memoryBody(r),
          score: r.score,
          score_breakdown: {
            fulltext: round4(r.fulltext),
            trigram: round4(r.trigram),
            ...(r.semantic === undefined ? {} : { semantic: round4(r.semantic) }),
          },
        })),
      },
    };
  },

  async memory_list({ query, headers }, ctx) {
    const owner = resolveOwner(query.memory_key, headers["X-Memory-Key"], "query");
    const filters = entitiesOf(query);
    const now = ctx.now();
    if (query.memory_id !== undefined) {
      const row = await findMemory(ctx.db, owner, query.memory_id, filters, now);
      if (!row) throw new ApiError("not_found", "Memory not found");
      return { status: 200, body: memoryBody(row) };
    }
    if (Object.keys(filters).length === 0) throw invalidInput("query", "user_id", ENTITY_REQUIRED);
    const { page, page_size: pageSize } = query;
    const { count, rows } = await listMemories(ctx.db, owner, filters, page, pageSize, now);
    return {
      status: 200,
      body: {
        count,
        next: page * pageSize < count ? pageLink(filters, page + 1, pageSize) : null,
        previous: page > 1 ? pageLink(filters, page - 1, pageSize) : null,
        results: rows.map(memoryBody),
      },
    };
  },

  async memory_delete({ query, headers }, ctx) {
    const owner = resolveOwner(query.memory_key, headers["X-Memory-Key"], "query");
    const filters = entitiesOf(query);
    const now = ctx.now();
    if (query.memory_id !== undefined) {
      if (!(await deleteMemory(ctx.db, owner, query.memory_id, filters, now)))
        throw new ApiError("not_found", "Memory not found");
      return { status: 200, body: { message: "Memory deleted", deleted: 1, more: false } };
    }
    // Never "delete everything" by omission (mem0 once did): an entity filter is required.
    if (Object.keys(filters).length === 0) throw invalidInput("query", "user_id", ENTITY_REQUIRED);
    const { deleted, more } = await deleteMemories(ctx.db, owner, filters, BULK_DELETE_LIMIT, now);
    return {
      status: 200,
      body: {
        message: more
          ? `${deleted} memories deleted; more match: call again to delete the rest`
          : `${deleted} ${deleted === 1 ? "memory" : "memories"} deleted; none left`,
        deleted,
        more,
      },
    };
  },
};

/** `facts` with their embeddings, every distinct text embedded in one call. */
async function withEmbeddings(
  config: EmbeddingsConfig,
  facts: readonly Fact[],
  log: FailureLog,
): Promise<NewFact[]> {
  const texts = [...new Set(facts.map((f) => f.memory))];
  const vectors = await embed(config, texts, log);
  const byText = new Map(texts.map((t, i) => [t, vectors[i] as Float32Array]));
  return facts.map((f) => ({
    ...f,
    embedding: { model: config.model, vector: byText.get(f.memory) as Float32Array },
  }));
}

function round4(n: number): number {
  return Math.round(n * 10_000) / 10_000;
}
