/**
 * Project buckets (`infra_storage_buckets`) and the objects in them (`infra_storage_objects`).
 * Every function names the project, and every statement filters on it, so one project never sees
 * another's buckets or objects. An object row holds what is known about the object and the id of
 * the blob with its bytes; the blob store (storage/blobs) holds the bytes. Replacing or deleting
 * a row hands back the blob it pointed at, for the caller to delete once the change committed.
 */
import type { Knex } from "knex";
import {
  decodeCursor,
  encodeCursor,
  InvalidCursorError,
  type Page,
  type PageRequest,
  pageLimit,
} from "../paging.js";
import { inTransaction, isUuid, runner } from "../run.js";

/** A bucket. */
export interface Bucket {
  id: string;
  projectId: string;
  name: string;
  visibility: "private" | "public";
  description: string | null;
  createdAt: Date;
}

/** Fields of a new bucket. */
export interface NewBucket {
  name: string;
  visibility?: "private" | "public" | undefined;
  description?: string | null | undefined;
}

/** What is known about a stored object. */
export interface StoredObject {
  bucketId: string;
  projectId: string;
  key: string;
  /** Where the bytes are in the blob store. */
  blobId: string;
  size: number;
  /** Lower-case hex MD5 of the bytes (unquoted). */
  md5: string;
  contentType: string;
  createdAt: Date;
}

/** A new version of an object, already written to the blob store. */
export type NewObject = Omit<StoredObject, "projectId" | "createdAt">;

interface BucketRow {
  id: string;
  project_id: string;
  name: string;
  visibility: "private" | "public";
  description: string | null;
  created_at: Date;
}

interface ObjectRow {
  bucket_id: string;
  project_id: string;
  key: string;
  blob_id: string;
  size: string | number;
  md5: string;
  content_type: string;
  created_at: Date;
}

const BUCKETS = "infra_storage_buckets";
const OBJECTS = "infra_storage_objects";

function toBucket(r: BucketRow): Bucket {
  return {
    id: r.id,
    projectId: r.project_id,
    name: r.name,
    visibility: r.visibility,
    description: r.description,
    createdAt: new Date(r.created_at),
  };
}

function toObject(r: ObjectRow): StoredObject {
  return {
    bucketId: r.bucket_id,
    projectId: r.project_id,
    key: r.key,
    blobId: r.blob_id,
    size: Number(r.size),
    md5: r.md5,
    contentType: r.content_type,
    createdAt: new Date(r.created_at),
  };
}

/** Creates a bucket; null when the project already has one of that name. */
export async function createBucket(db: Knex, projectId: string, bucket: NewBucket): Promise<Bucket | null> {
  const rows = (await runner(db)(BUCKETS)
    .insert({
      project_id: projectId,
      name: bucket.name,
      visibility: bucket.visibility ?? "private",
      description: bucket.description ?? null,
    })
    .onConflict(["project_id", "name"])
    .ignore()
    .returning("*")) as BucketRow[];
  return rows[0] ? toBucket(rows[0]) : null;
}

/** The project's bucket named by `ref`: its id (a UUID) or its name; null when there is none. */
export async function findBucket(db: Knex, projectId: string, ref: string): Promise<Bucket | null> {
  const row = (await runner(db)(BUCKETS)
    .where({ project_id: projectId })
    .andWhere(isUuid(ref) ? { id: ref.toLowerCase() } : { name: ref })
    .first()) as BucketRow | undefined;
  return row ? toBucket(row) : null;
}

/** The project's buckets by name, `limit` from the cursor on. */
export async function listBuckets(db: Knex, projectId: string, page: PageRequest): Promise<Page<Bucket>> {
  const limit = pageLimit(page.limit);
  let after: string | undefined;
  if (page.after !== undefined) {
    const name = decodeCursor(page.after)?.n;
    if (typeof name !== "string") throw new InvalidCursorError();
    after = name;
  }
  const q = runner(db)(BUCKETS).where({ project_id: projectId });
  if (after !== undefined) q.andWhere("name", ">", after);
  const rows = (await q.orderBy("name").limit(limit + 1)) as BucketRow[];
  const more = rows.length > limit;
  const kept = (more ? rows.slice(0, limit) : rows).map(toBucket);
  const last = kept[kept.length - 1];
  return { items: kept, nextAfter: more && last ? encodeCursor({ n: last.name }) : null };
}

/**
 * Deletes the project's bucket if it holds no object: `deleted`, `not_empty`, or `missing` (no
 * such bucket in the project).
 */
export async function deleteEmptyBucket(
  db: Knex,
  projectId: string,
  bucketId: string,
): Promise<"deleted" | "not_empty" | "missing"> {
  return inTransaction(db, async (trx) => {
    const bucket = await trx(BUCKETS).where({ project_id: projectId, id: bucketId }).forUpdate().first();
    if (!bucket) return "missing";
    const any = await trx(OBJECTS).where({ bucket_id: bucketId }).first("key");
    if (any) return "not_empty";
    await trx(BUCKETS).where({ project_id: projectId, id: bucketId }).del();
    return "deleted";
  });
}

/** The object at `key` in the project's bucket; null when there is none. */
export async function getObject(
  db: Knex,
  projectId: string,
  bucketId: string,
  key: string,
): Promise<StoredObject | null> {
  const row = (await runner(db)(OBJECTS)
    .where({ project_id: projectId, bucket_id: bucketId, key })
    .first()) as ObjectRow | undefined;
  return row ? toObject(row) : null;
}

/**
 * Points the object at `key` at a new blob (creating the row or replacing it), in one
 * transaction. Answers the stored object and the blob the row pointed at before (null when it is
 * new): the caller deletes that blob after the commit.
 */
export async function putObject(
  db: Knex,
  projectId: string,
  object: NewObject,
  now: Date,
): Promise<{ object: StoredObject; previousBlobId: string | null }> {
  return inTransaction(db, async (trx) => {
    const previous = (await trx(OBJECTS)
      .where({ bucket_id: object.bucketId, key: object.key })
      .forUpdate()
      .first("blob_id")) as { blob_id: string } | undefined;
    const values = {
      bucket_id: object.bucketId,
      project_id: projectId,
      key: object.key,
      blob_id: object.blobId,
      size: object.size,
      md5: object.md5,
      content_type: object.contentType,
      created_at: now,
    };
    const [row] = (await trx(OBJECTS)
      .insert(values)
      .onConflict(["bucket_id", "key"])
      .merge(["blob_id", "size", "md5", "content_type", "created_at"])
      .returning("*")) as ObjectRow[];
    if (!row) throw new Error("no object row");
    return { object: toObject(row), previousBlobId: previous?.blob_id ?? null };
  });
}

/** Deletes the object row; answers its blob id (to delete after the commit), or null when there was none. */
export async function deleteObject(
  db: Knex,
  projectId: string,
  bucketId: string,
  key: string,
): Promise<string | null> {
  const rows = (await runner(db)(OBJECTS)
    .where({ project_id: projectId, bucket_id: bucketId, key })
    .del()
    .returning("blob_id")) as { blob_id: string }[];
  return rows[0]?.blob_id ?? null;
}

/** What {@link listObjects} is asked for. */
export interface ListObjectsRequest extends PageRequest {
  /** Only keys starting with this. */
  prefix?: string | undefined;
  /** Roll keys up at the first occurrence of this after the prefix. */
  delimiter?: string | undefined;
}

/** One page of a listing: objects and rolled-up prefixes, each in key order. */
export interface ObjectPage {
  objects: StoredObject[];
  commonPrefixes: string[];
  nextAfter: string | null;
}

/**
 * The smallest string greater than every string that starts with `s`, in byte order of UTF-8
 * (which is code point order): `s` with its last code point incremented. Undefined when the last
 * code point is U+10FFFF (nothing follows it).
 */
export function prefixSuccessor(s: string): string | undefined {
  const chars = Array.from(s);
  const last = chars.pop();
  if (last === undefined) return undefined;
  let cp = (last.codePointAt(0) ?? 0) + 1;
  if (cp === 0xd800) cp = 0xe000; // surrogates are not characters
  if (cp > 0x10ffff) return undefined;
  return chars.join("") + String.fromCodePoint(cp);
}

/** Where a listing resumes: after a key, or after every key under a rolled-up prefix. */
type Position = { key: string; rolled: boolean } | undefined;

function decodeObjectCursor(after: string | undefined): Position {
  if (after === undefined) return undefined;
  const obj = decodeCursor(after);
  if (typeof obj?.k !== "string" || (obj.r !== undefined && obj.r !== 1)) throw new InvalidCursorError();
  return { key: obj.k, rolled: obj.r === 1 };
}

/**
 * The bucket's objects in key order (byte order), from the cursor on: keys under `prefix`, and with
 * a `delimiter`, every key holding it after the prefix rolled up into one common prefix (listed
 * once, in order among the keys). At most `limit` entries of both kinds together. Each rolled-up
 * prefix costs one more query (the scan jumps past its keys with an index range), so a page costs
 * at most `limit` + 1 queries whatever the bucket holds.
 */
export async function listObjects(
  db: Knex,
  projectId: string,
  bucketId: string,
  req: ListObjectsRequest,
): Promise<ObjectPage> {
  const limit = pageLimit(req.limit);
  const prefix = req.prefix ?? "";
  const delimiter = req.delimiter || undefined;
  const position = decodeObjectCursor(req.after);
  // The scan's lower bound: { key, inclusive }.
  let lower: { key: string; inclusive: boolean; notUnder?: string } | undefined;
  if (position) {
    if (position.rolled) {
      const next = prefixSuccessor(position.key);
      lower =
        next === undefined
          ? { key: position.key, inclusive: false, notUnder: position.key }
          : { key: next, inclusive: true };
    } else lower = { key: position.key, inclusive: false };
  }
  type Entry = { object: StoredObject } | { prefix: string };
  const entries: Entry[] = [];
  const k = runner(db);
  while (entries.length <= limit) {
    const q = k(OBJECTS).where({ project_id: projectId, bucket_id: bucketId });
    if (prefix) q.andWhere("key", ">=", prefix).andWhereRaw("starts_with(key, ?)", [prefix]);
    if (lower) {
      q.andWhere("key", lower.inclusive ? ">=" : ">", lower.key);
      if (lower.notUnder !== undefined) q.andWhereRaw("NOT starts_with(key, ?)", [lower.notUnder]);
    }
    const want = limit + 1 - entries.length;
    const rows = (await q.orderBy("key").limit(want)) as ObjectRow[];
    if (rows.length === 0) break;
    let jumped = false;
    for (const row of rows) {
      const at = delimiter ? row.key.indexOf(delimiter, prefix.length) : -1;
      if (delimiter && at >= 0) {
        const common = row.key.slice(0, at + delimiter.length);
        entries.push({ prefix: common });
        const next = prefixSuccessor(common);
        lower =
          next === undefined
            ? { key: common, inclusive: false, notUnder: common }
            : { key: next, inclusive: true };
        jumped = true;
        break;
      }
      entries.push({ object: toObject(row) });
      lower = { key: row.key, inclusive: false };
    }
    if (!jumped && rows.length < want) break;
  }
  const more = entries.length > limit;
  const kept = more ? entries.slice(0, limit) : entries;
  const last = kept[kept.length - 1];
  let nextAfter: string | null = null;
  if (more && last)
    nextAfter =
      "prefix" in last ? encodeCursor({ k: last.prefix, r: 1 }) : encodeCursor({ k: last.object.key });
  return {
    objects: kept.flatMap((e) => ("object" in e ? [e.object] : [])),
    commonPrefixes: kept.flatMap((e) => ("prefix" in e ? [e.prefix] : [])),
    nextAfter,
  };
}
