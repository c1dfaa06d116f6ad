/**
 * Keyset paging for every service's lists. A page is asked for with `{ after, limit }` and comes
 * back with `nextAfter`: an opaque cursor (base64url of a small JSON object) naming the last
 * row handed out, or null on the last page. Positions are keys, never offsets, so rows added or
 * removed between two calls neither repeat nor skip the rows around them.
 */
import type { Knex } from "knex";

/** What a caller asks a list for. */
export interface PageRequest {
  /** A `nextAfter` from the previous page; absent for the first page. */
  after?: string | undefined;
  /** Most rows to return: an integer from 1 to {@link MAX_PAGE_LIMIT}. */
  limit: number;
}

/** One page of a list. */
export interface Page<T> {
  items: T[];
  /** Pass as `after` for the next page; null when this page is the last. */
  nextAfter: string | null;
}

/** The largest `limit` a list accepts. */
export const MAX_PAGE_LIMIT = 1000;

/**
 * Thrown by a list given an `after` it did not make (garbage, or a cursor of another shape).
 * Callers MUST map it to a 400, not a 500.
 */
export class InvalidCursorError extends Error {
  override readonly name = "InvalidCursorError";
  constructor() {
    super("invalid paging cursor");
  }
}

/** An opaque cursor for `obj`: base64url of its JSON. */
export function encodeCursor(obj: unknown): string {
  return Buffer.from(JSON.stringify(obj), "utf8").toString("base64url");
}

/** The object inside a cursor made by {@link encodeCursor}; null for anything else. */
export function decodeCursor(str: string): Record<string, unknown> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(str)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(str, "base64url").toString("utf8"));
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** `limit` checked: a RangeError unless it is an integer in 1..MAX_PAGE_LIMIT. */
export function pageLimit(limit: number): number {
  if (!(Number.isInteger(limit) && limit >= 1 && limit <= MAX_PAGE_LIMIT))
    throw new RangeError(`limit must be an integer from 1 to ${MAX_PAGE_LIMIT}, got ${limit}`);
  return limit;
}

/**
 * SQL for a timestamptz column as UTC ISO-8601 text with microseconds. Cursors carry this,
 * not a JS Date: a Date keeps milliseconds only, and rows stamped by the database's `now()`
 * differ in the microseconds, which would make a keyset comparison skip or repeat rows.
 */
export function positionSql(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

const POSITION = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A position in a list ordered by (a timestamp, a uuid). */
export interface TimeIdPosition {
  /** The timestamp as {@link positionSql} renders it. */
  at: string;
  id: string;
}

/** The (time, id) position inside `after`; undefined without one; InvalidCursorError for garbage. */
export function decodeTimeIdCursor(after: string | undefined): TimeIdPosition | undefined {
  if (after === undefined) return undefined;
  const obj = decodeCursor(after);
  const at = obj?.at;
  const id = obj?.id;
  if (typeof at !== "string" || !POSITION.test(at) || typeof id !== "string" || !UUID.test(id))
    throw new InvalidCursorError();
  return { at, id };
}

/** The bigint id inside `after` (decimal text); undefined without one; InvalidCursorError for garbage. */
export function decodeSerialCursor(after: string | undefined): string | undefined {
  if (after === undefined) return undefined;
  const id = decodeCursor(after)?.id;
  if (typeof id !== "string" || !/^[1-9]\d{0,18}$/.test(id)) throw new InvalidCursorError();
  return id;
}

/**
 * Restricts `query` to rows after `position` in (timeColumn, idColumn) order — ascending, or
 * descending with `newestFirst` — and orders it so, fetching one row more than `limit` to learn
 * whether another page follows.
 */
export function afterTimeId(
  query: Knex.QueryBuilder,
  timeColumn: string,
  idColumn: string,
  position: TimeIdPosition | undefined,
  limit: number,
  newestFirst = false,
): Knex.QueryBuilder {
  const [cmp, order] = newestFirst ? (["<", "desc"] as const) : ([">", "asc"] as const);
  if (position) {
    query.whereRaw(`(${timeColumn}, ${idColumn}) ${cmp} (?::timestamptz, ?::uuid)`, [
      position.at,
      position.id,
    ]);
  }
  return query
    .orderBy([
      { column: timeColumn, order },
      { column: idColumn, order },
    ])
    .limit(limit + 1);
}

/**
 * The page made of `rows` (fetched with `limit + 1`): at most `limit` items, and a cursor at the
 * last one when a further row proves another page exists.
 */
export function finishPage<R, T>(
  rows: R[],
  limit: number,
  toItem: (row: R) => T,
  cursorOf: (row: R) => unknown,
): Page<T> {
  const more = rows.length > limit;
  const kept = more ? rows.slice(0, limit) : rows;
  const last = kept[kept.length - 1];
  return {
    items: kept.map(toItem),
    nextAfter: more && last !== undefined ? encodeCursor(cursorOf(last)) : null,
  };
}

/** The column alias {@link pageByTimeId} selects a row's cursor position under. */
const PAGE_POSITION = "page_position__";

/**
 * One page of `query` in (time, id) order: the whole keyset recipe the core lists share — the
 * request checked, the row's position selected beside it, the cursor applied, the page built
 * with a cursor at its last row, oldest first or (`newestFirst`) newest first. `order` names the
 * columns as the query knows them (`m.user_id`);
 * the row carries the id under the last part of that name. `query` is null when its scope can
 * match nothing (an id that is not a uuid): an empty page, the request checked all the same.
 */
export async function pageByTimeId<R extends object, T>(
  db: Knex,
  query: Knex.QueryBuilder | null,
  order: { time: string; id: string; newestFirst?: boolean },
  page: PageRequest,
  toItem: (row: R) => T,
): Promise<Page<T>> {
  const limit = pageLimit(page.limit);
  const after = decodeTimeIdCursor(page.after);
  if (!query) return { items: [], nextAfter: null };
  // An alias no table uses: a `position` column of the listed rows (a dining area's, a menu
  // category's) would otherwise be replaced by the cursor's text.
  query.select(db.raw(`${positionSql(order.time)} AS ${PAGE_POSITION}`));
  const rows = (await afterTimeId(query, order.time, order.id, after, limit, order.newestFirst)) as (R & {
    [PAGE_POSITION]: string;
  })[];
  const idKey = order.id.slice(order.id.lastIndexOf(".") + 1);
  return finishPage(rows, limit, toItem, (r) => ({
    at: r[PAGE_POSITION],
    id: (r as unknown as Record<string, unknown>)[idKey],
  }));
}
