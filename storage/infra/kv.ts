/**
 * The project-scoped key-value store (`infra_kv`). Every call names its project, and every
 * statement filters on it, so one project never sees or touches another's keys.
 *
 * Expiry is decided by the caller's clock (`now`), never the database's: an entry whose
 * `expires_at <= now` is absent to every function here — not returned, not counted as a
 * conflict, restarted by increment — even before {@link sweepExpiredKv} deletes the row.
 */
import type { Knex } from "knex";
import { inTransaction, runner } from "../run.js";
import { currentTransaction } from "../transactions.js";

/** A live entry. `value` is any JSON value, `null` included (distinct from an absent key). */
export interface KvEntry {
  key: string;
  value: unknown;
  /** When the entry stops existing; null: never. */
  expiresAt: Date | null;
}

/** Options of {@link putKv}. */
export interface PutKvOptions {
  /** Seconds until the entry expires (> 0). Absent: it never expires, clearing an earlier expiry. */
  ttlSeconds?: number;
  /** Write only when the key is absent (or expired); else `{ ok: false, reason: "exists" }`. */
  ifNotExists?: boolean;
}

interface KvRow {
  key: string;
  value: unknown;
  expires_at: Date | null;
}

function toEntry(row: KvRow): KvEntry {
  return { key: row.key, value: row.value, expiresAt: row.expires_at };
}

/** `now + ttlSeconds`, or null for no ttl; a ttl that is not a positive finite number is a bug upstream. */
function expiryFor(ttlSeconds: number | undefined, now: Date): Date | null {
  if (ttlSeconds === undefined) return null;
  if (!(Number.isFinite(ttlSeconds) && ttlSeconds > 0))
    throw new RangeError(`ttlSeconds must be a positive number, got ${ttlSeconds}`);
  return new Date(now.getTime() + ttlSeconds * 1000);
}

/** The value as json text: JSON.stringify turns `undefined` and functions into nothing at all. */
function jsonParam(value: unknown): string {
  const json = JSON.stringify(value);
  if (json === undefined) throw new TypeError("a KV value must be representable as JSON");
  return json;
}

/** The entry under `key`, or null when there is none or it has expired. */
export async function getKv(db: Knex, projectId: string, key: string, now: Date): Promise<KvEntry | null> {
  const row = (await runner(db)("infra_kv")
    .select("key", "value", "expires_at")
    .where({ project_id: projectId, key })
    .andWhere((q) => q.whereNull("expires_at").orWhere("expires_at", ">", now))
    .first()) as KvRow | undefined;
  return row ? toEntry(row) : null;
}

/**
 * Stores `value` under `key`. With `ifNotExists`, a live entry is left alone and the result is
 * `{ ok: false, reason: "exists" }`; an expired one is overwritten as if absent. `created` is
 * true when no live entry was there before (it may misreport "created" when a concurrent writer
 * revived the key an instant earlier; what is stored is always exact).
 */
export async function putKv(
  db: Knex,
  projectId: string,
  key: string,
  value: unknown,
  options: PutKvOptions,
  now: Date,
): Promise<{ ok: true; entry: KvEntry; created: boolean } | { ok: false; reason: "exists" }> {
  const expiresAt = expiryFor(options.ttlSeconds, now);
  // One upsert, so an if-not-exists put cannot race another writer between a read and a write.
  // The RETURNING subquery reads the statement's snapshot, which does not include this
  // statement's own write: it shows the entry as it was before, to tell created from updated.
  const { rows } = (await runner(db).raw(
    `INSERT INTO infra_kv AS kv (project_id, key, value, expires_at, updated_at)
     VALUES (?, ?, ?::json, ?::timestamptz, ?::timestamptz)
     ON CONFLICT (project_id, key) DO UPDATE
       SET value = EXCLUDED.value, expires_at = EXCLUDED.expires_at, updated_at = EXCLUDED.updated_at
       ${options.ifNotExists ? "WHERE kv.expires_at <= ?::timestamptz" : ""}
     RETURNING kv.key, kv.value, kv.expires_at,
       kv.xmax = 0 OR COALESCE((SELECT o.expires_at <= ?::timestamptz FROM infra_kv o
                                WHERE o.project_id = kv.project_id AND o.key = kv.key), false) AS created`,
    [projectId, key, jsonParam(value), expiresAt, now, ...(options.ifNotExists ? [now] : []), now],
  )) as { rows: (KvRow & { created: boolean })[] };
  const row = rows[0];
  if (!row) return { ok: false, reason: "exists" };
  return { ok: true, entry: toEntry(row), created: row.created };
}

/** Deletes `key`; true when a live entry was deleted (an expired row goes too, but counts as absent). */
export async function deleteKv(db: Knex, projectId: string, key: string, now: Date): Promise<boolean> {
  const rows = (await runner(db)("infra_kv")
    .where({ project_id: projectId, key })
    .del()
    .returning("expires_at")) as { expires_at: Date | null }[];
  const row = rows[0];
  return row !== undefined && (row.expires_at === null || row.expires_at > now);
}

/**
 * Adds `delta` (any finite number, fractional or negative) to the number under `key` and returns
 * the sum. An absent or expired key starts from 0 and gets the ttl, if any (no ttl: no expiry). A
 * live key keeps its expiry unless a ttl is given, which restarts it from `now`; its value must
 * be a JSON number, else `{ ok: false, reason: "not_numeric" }` and nothing changes. One
 * statement, so concurrent increments never lose an update; arithmetic is in `numeric`, so
 * 0.1 + 0.2 is 0.3.
 */
export async function incrementKv(
  db: Knex,
  projectId: string,
  key: string,
  delta: number,
  ttlSeconds: number | undefined,
  now: Date,
): Promise<{ ok: true; value: number } | { ok: false; reason: "not_numeric" }> {
  if (!Number.isFinite(delta)) throw new RangeError(`delta must be a finite number, got ${delta}`);
  const expiresAt = expiryFor(ttlSeconds, now);
  // EXCLUDED carries the fresh entry (value delta, the new expiry): an expired row is replaced
  // by it whole. A row that fails the WHERE is live and not a number: no row comes back.
  const { rows } = (await runner(db).raw(
    `INSERT INTO infra_kv AS kv (project_id, key, value, expires_at, updated_at)
     VALUES (?, ?, to_json(?::numeric), ?::timestamptz, ?::timestamptz)
     ON CONFLICT (project_id, key) DO UPDATE SET
       value = CASE WHEN kv.expires_at <= ?::timestamptz THEN EXCLUDED.value
                    ELSE to_json((kv.value #>> '{}')::numeric + ?::numeric) END,
       expires_at = CASE WHEN kv.expires_at <= ?::timestamptz THEN EXCLUDED.expires_at
                         ELSE ${ttlSeconds === undefined ? "kv.expires_at" : "EXCLUDED.expires_at"} END,
       updated_at = EXCLUDED.updated_at
     WHERE kv.expires_at <= ?::timestamptz OR json_typeof(kv.value) = 'number'
     RETURNING kv.value`,
    [projectId, key, String(delta), expiresAt, now, now, String(delta), now, now],
  )) as { rows: { value: number }[] };
  const row = rows[0];
  return row ? { ok: true, value: Number(row.value) } : { ok: false, reason: "not_numeric" };
}

/** Options of {@link listKvKeys}. */
export interface ListKvKeysOptions {
  /** Only keys starting with these characters, taken literally (`%`, `_` and `\` included). */
  prefix?: string;
  /** Only keys after this one in byte order: the previous page's `nextAfter`. */
  after?: string;
  /** Most keys to return (a positive integer). */
  limit: number;
}

/**
 * Live keys in byte order (COLLATE "C", so the order — and so paging — does not depend on the
 * database's locale). `nextAfter` is the last key returned when more remain, else null.
 */
export async function listKvKeys(
  db: Knex,
  projectId: string,
  options: ListKvKeysOptions,
  now: Date,
): Promise<{ keys: string[]; nextAfter: string | null }> {
  const { prefix, after, limit } = options;
  if (!(Number.isSafeInteger(limit) && limit > 0))
    throw new RangeError(`limit must be a positive integer, got ${limit}`);
  const query = runner(db)("infra_kv")
    .select("key")
    .where("project_id", projectId)
    .andWhere((q) => q.whereNull("expires_at").orWhere("expires_at", ">", now))
    .orderByRaw('key COLLATE "C"')
    // One more than asked: whether it comes back says whether another page exists.
    .limit(limit + 1);
  // starts_with, not LIKE: no wildcard characters to escape.
  if (prefix) query.whereRaw("starts_with(key, ?)", [prefix]);
  if (after !== undefined) query.whereRaw('key COLLATE "C" > ?', [after]);
  const rows = (await query) as { key: string }[];
  const keys = rows.slice(0, limit).map((r) => r.key);
  return { keys, nextAfter: rows.length > limit ? (keys.at(-1) ?? null) : null };
}

/** One operation of a batch; each behaves as its single-key function does. */
export type KvOp =
  | { op: "get"; key: string }
  | { op: "set"; key: string; value: unknown; ttlSeconds?: number; ifNotExists?: boolean }
  | { op: "delete"; key: string }
  | { op: "increment"; key: string; delta: number; ttlSeconds?: number };

/**
 * What one batch operation did. get: `ok` (value) or `not_found` (value null); set: `created`
 * or `updated` (value stored); delete: `deleted` or `not_found` (value null); increment: `ok`
 * (the new number).
 */
export interface KvOpResult {
  key: string;
  value: unknown;
  status: "ok" | "not_found" | "deleted" | "created" | "updated";
}

/**
 * Most operations in one {@link applyKvBatch} call. The HTTP layer MUST reject bigger batches
 * before calling it: every operation is a statement inside one transaction that holds its rows'
 * locks until the end, so the bound caps both the round trips and how long keys stay locked.
 */
export const KV_BATCH_MAX_OPS = 1000;

/** Thrown inside the batch transaction to roll it back; never leaves applyKvBatch. */
class BatchAborted extends Error {
  constructor(
    readonly index: number,
    readonly reason: "not_numeric" | "exists",
  ) {
    super(`KV batch operation ${index} failed: ${reason}`);
  }
}

async function applyOp(
  trx: Knex,
  projectId: string,
  op: KvOp,
  index: number,
  now: Date,
): Promise<KvOpResult> {
  const { key } = op;
  switch (op.op) {
    case "get": {
      const entry = await getKv(trx, projectId, key, now);
      return entry ? { key, value: entry.value, status: "ok" } : { key, value: null, status: "not_found" };
    }
    case "set": {
      const put = await putKv(trx, projectId, key, op.value, op, now);
      if (!put.ok) throw new BatchAborted(index, put.reason);
      return { key, value: put.entry.value, status: put.created ? "created" : "updated" };
    }
    case "delete":
      return {
        key,
        value: null,
        status: (await deleteKv(trx, projectId, key, now)) ? "deleted" : "not_found",
      };
    case "increment": {
      const inc = await incrementKv(trx, projectId, key, op.delta, op.ttlSeconds, now);
      if (!inc.ok) throw new BatchAborted(index, inc.reason);
      return { key, value: inc.value, status: "ok" };
    }
  }
}

/**
 * Applies `ops` in order, all or nothing: each operation sees the effects of those before it,
 * and the first set-if-not-exists conflict or non-numeric increment rolls the whole batch back
 * and is reported by its index. Inside a caller's transaction the batch runs in a savepoint, so
 * its rollback leaves the caller's earlier writes alone. At most {@link KV_BATCH_MAX_OPS} ops.
 */
export async function applyKvBatch(
  db: Knex,
  projectId: string,
  ops: readonly KvOp[],
  now: Date,
): Promise<
  { ok: true; results: KvOpResult[] } | { ok: false; index: number; reason: "not_numeric" | "exists" }
> {
  if (ops.length > KV_BATCH_MAX_OPS)
    throw new RangeError(`a KV batch holds at most ${KV_BATCH_MAX_OPS} operations, got ${ops.length}`);
  if (ops.length === 0) return { ok: true, results: [] };
  const run = async (trx: Knex) => {
    const results: KvOpResult[] = [];
    for (const [index, op] of ops.entries()) results.push(await applyOp(trx, projectId, op, index, now));
    return results;
  };
  // inTransaction joins an open transaction as it is; rolling back only the batch needs a savepoint.
  const joining = db.isTransaction || currentTransaction(db) !== undefined;
  try {
    const results = await inTransaction(db, (trx) => (joining ? trx.transaction(run) : run(trx)));
    return { ok: true, results };
  } catch (err) {
    if (err instanceof BatchAborted) return { ok: false, index: err.index, reason: err.reason };
    throw err;
  }
}

/**
 * Deletes up to `limit` expired entries of any project and returns how many; for the periodic
 * sweep job. Rows another transaction holds are skipped (SKIP LOCKED): a writer may be reviving
 * them, and the next sweep gets them otherwise.
 */
export async function sweepExpiredKv(db: Knex, now: Date, limit = 10_000): Promise<number> {
  if (!(Number.isSafeInteger(limit) && limit > 0))
    throw new RangeError(`limit must be a positive integer, got ${limit}`);
  const knex = runner(db);
  const expired = knex("infra_kv")
    .select("project_id", "key")
    .where("expires_at", "<=", now)
    .limit(limit)
    .forUpdate()
    .skipLocked();
  return knex("infra_kv").whereIn(["project_id", "key"], expired).andWhere("expires_at", "<=", now).del();
}
