/**
 * Project-scoped probabilistic sketches (`infra_sketches`): HyperLogLog distinct counts (hll.ts)
 * and count-min item counts (cms.ts), one fixed-size bytea per (project, kind, key). Every
 * statement filters on the project, so one project never reads or changes another's sketches.
 *
 * Writes are read-modify-write on the row, locked with SELECT … FOR UPDATE inside a transaction,
 * so concurrent calls from any process serialize and none of their elements is lost. A missing
 * row is first inserted empty with ON CONFLICT DO NOTHING: two first writers then both lock the
 * one row instead of the second failing on the primary key. Each call locks exactly one sketch
 * row, so calls cannot deadlock one another.
 */
import type { Knex } from "knex";
import { inTransaction, runner } from "../run.js";
import { cmsEstimate, cmsIncrement, emptyCms, isCms } from "./cms.js";
import { emptyHll, hllAdd, hllCount, hllMerge, isHll } from "./hll.js";

/** Most elements (HLL) or items (CMS) one call may add; more is a RangeError. */
export const SKETCH_MAX_ELEMENTS_PER_CALL = 10_000;
/** Most source keys one {@link hllMergeKeys} call may name; more is a RangeError. */
export const HLL_MAX_MERGE_SOURCES = 100;

type Kind = "hll" | "cms";

const shapes: Record<Kind, { empty: () => Buffer; valid: (buf: unknown) => buf is Buffer }> = {
  hll: { empty: emptyHll, valid: isHll },
  cms: { empty: emptyCms, valid: isCms },
};

/** A stored sketch as a Buffer, checked: a wrong-sized one would be misread silently. */
function decode(kind: Kind, key: string, data: Uint8Array): Buffer {
  const buf = Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (!shapes[kind].valid(buf)) throw new Error(`stored ${kind} sketch ${JSON.stringify(key)} is corrupt`);
  return buf;
}

function checkBatchSize(n: number, what: string): void {
  if (n > SKETCH_MAX_ELEMENTS_PER_CALL)
    throw new RangeError(`at most ${SKETCH_MAX_ELEMENTS_PER_CALL} ${what} per call, got ${n}`);
}

async function selectForUpdate(
  trx: Knex.Transaction,
  projectId: string,
  kind: Kind,
  key: string,
): Promise<Buffer | undefined> {
  const { rows } = (await trx.raw(
    "SELECT data FROM infra_sketches WHERE project_id = ? AND kind = ? AND key = ? FOR UPDATE",
    [projectId, kind, key],
  )) as { rows: { data: Uint8Array }[] };
  return rows[0] && decode(kind, key, rows[0].data);
}

/** Locks the sketch's row, creating it empty when missing, and returns its data. */
async function lockSketch(
  trx: Knex.Transaction,
  projectId: string,
  kind: Kind,
  key: string,
  now: Date,
): Promise<Buffer> {
  // The common case, an existing row, takes one statement and never ships an empty sketch.
  const existing = await selectForUpdate(trx, projectId, kind, key);
  if (existing) return existing;
  await trx.raw(
    `INSERT INTO infra_sketches (project_id, kind, key, data, updated_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (project_id, kind, key) DO NOTHING`,
    [projectId, kind, key, shapes[kind].empty(), now],
  );
  // READ COMMITTED: this statement sees the row whichever writer inserted it.
  const created = await selectForUpdate(trx, projectId, kind, key);
  if (!created) throw new Error(`${kind} sketch ${JSON.stringify(key)} vanished while being created`);
  return created;
}

async function store(
  trx: Knex.Transaction,
  projectId: string,
  kind: Kind,
  key: string,
  data: Buffer,
  now: Date,
): Promise<void> {
  await trx.raw(
    "UPDATE infra_sketches SET data = ?, updated_at = ? WHERE project_id = ? AND kind = ? AND key = ?",
    [data, now, projectId, kind, key],
  );
}

/** The stored sketch, unlocked, or undefined when the key has none of this kind. */
async function load(db: Knex, projectId: string, kind: Kind, key: string): Promise<Buffer | undefined> {
  const row = (await runner(db)("infra_sketches")
    .select("data")
    .where({ project_id: projectId, kind, key })
    .first()) as { data: Uint8Array } | undefined;
  return row && decode(kind, key, row.data);
}

/**
 * Adds elements to the HLL under `key`, creating it when missing. `updated` is whether the
 * estimate may have changed (some register rose); nothing is written when it is false. An empty
 * list is a no-op that creates nothing. More than SKETCH_MAX_ELEMENTS_PER_CALL is a RangeError.
 */
export async function hllAddElements(
  db: Knex,
  projectId: string,
  key: string,
  elements: readonly string[],
  now: Date,
): Promise<{ updated: boolean }> {
  checkBatchSize(elements.length, "elements");
  if (elements.length === 0) return { updated: false };
  return inTransaction(db, async (trx) => {
    const registers = await lockSketch(trx, projectId, "hll", key, now);
    if (!hllAdd(registers, elements)) return { updated: false };
    await store(trx, projectId, "hll", key, registers, now);
    return { updated: true };
  });
}

/** The estimated number of distinct elements added under `key`; 0 when it has no HLL. */
export async function hllCountKey(db: Knex, projectId: string, key: string): Promise<number> {
  const registers = await load(db, projectId, "hll", key);
  return registers ? hllCount(registers) : 0;
}

/**
 * Makes the HLL under `destKey` the union of itself (empty when missing, and then created) and
 * every source key's HLL; a missing source counts as empty. Returns the merged estimate. The
 * destination is locked for the whole read-modify-write; the sources are read in one statement,
 * so the union is of their state at one instant, and are not locked (a concurrent add to a
 * source lands after the merge, as if it came later). A destination listed among the sources
 * is harmless. More than HLL_MAX_MERGE_SOURCES sources is a RangeError.
 */
export async function hllMergeKeys(
  db: Knex,
  projectId: string,
  destKey: string,
  sourceKeys: readonly string[],
  now: Date,
): Promise<{ count: number }> {
  if (sourceKeys.length > HLL_MAX_MERGE_SOURCES)
    throw new RangeError(`at most ${HLL_MAX_MERGE_SOURCES} source keys per merge, got ${sourceKeys.length}`);
  const sources = [...new Set(sourceKeys)].filter((k) => k !== destKey);
  return inTransaction(db, async (trx) => {
    const registers = await lockSketch(trx, projectId, "hll", destKey, now);
    let changed = false;
    if (sources.length > 0) {
      const { rows } = (await trx.raw(
        "SELECT key, data FROM infra_sketches WHERE project_id = ? AND kind = 'hll' AND key = ANY(?::text[])",
        [projectId, sources],
      )) as { rows: { key: string; data: Uint8Array }[] };
      for (const row of rows) changed = hllMerge(registers, decode("hll", row.key, row.data)) || changed;
    }
    if (changed) await store(trx, projectId, "hll", destKey, registers, now);
    return { count: hllCount(registers) };
  });
}

/**
 * Counts each item `count` more times in the count-min sketch under `key`, creating it when
 * missing; an item listed twice is counted twice. Every count MUST be a positive safe integer
 * and there may be at most SKETCH_MAX_ELEMENTS_PER_CALL items, else a RangeError before anything
 * is written. `updated` is false only for an empty list (a no-op) or all-saturated counters.
 */
export async function cmsIncrementItems(
  db: Knex,
  projectId: string,
  key: string,
  items: readonly { item: string; count: number }[],
  now: Date,
): Promise<{ updated: boolean }> {
  checkBatchSize(items.length, "items");
  for (const { count } of items)
    if (!(Number.isSafeInteger(count) && count > 0))
      throw new RangeError(`count must be a positive integer, got ${count}`);
  if (items.length === 0) return { updated: false };
  return inTransaction(db, async (trx) => {
    const counters = await lockSketch(trx, projectId, "cms", key, now);
    let changed = false;
    for (const { item, count } of items) changed = cmsIncrement(counters, item, count) || changed;
    if (changed) await store(trx, projectId, "cms", key, counters, now);
    return { updated: changed };
  });
}

/** The estimated count of `item` in the count-min sketch under `key` (never below the true count); 0 when the key has none. */
export async function cmsEstimateItem(
  db: Knex,
  projectId: string,
  key: string,
  item: string,
): Promise<number> {
  const counters = await load(db, projectId, "cms", key);
  return counters ? cmsEstimate(counters, item) : 0;
}
