/**
 * Web crawler's items: one statement family, rows returned close to their columns. Every function
 * takes the knex handle (or a transaction) first and acts on one owner's items only.
 */
import type { Knex } from "knex";
import { type Page, type PageRequest, pageByTimeId } from "../paging.js";
import { isUuid, runner } from "../run.js";

/** An item as stored. */
export interface ItemRow {
  id: string;
  name: string;
  created_at: Date;
}

const COLUMNS = ["id", "name", "created_at"] as const;

/** Stores a new item of `ownerId`. */
export async function insertItem(db: Knex, ownerId: string, name: string): Promise<ItemRow> {
  const [row] = (await runner(db)("crawler_items")
    .insert({ owner_id: ownerId, name })
    .returning(COLUMNS)) as ItemRow[];
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** `ownerId`'s items, newest first, a page at a time. */
export function listItems(db: Knex, ownerId: string, page: PageRequest): Promise<Page<ItemRow>> {
  const query = runner(db)("crawler_items").select(COLUMNS).where({ owner_id: ownerId });
  return pageByTimeId(
    db,
    query,
    { time: "created_at", id: "id", newestFirst: true },
    page,
    (row: ItemRow) => ({
      id: row.id,
      name: row.name,
      created_at: row.created_at,
    }),
  );
}

/** One of `ownerId`'s items; undefined when it is not theirs or does not exist. */
export async function findItem(db: Knex, ownerId: string, id: string): Promise<ItemRow | undefined> {
  if (!isUuid(id)) return undefined;
  return (await runner(db)("crawler_items").select(COLUMNS).where({ owner_id: ownerId, id }).first()) as
    | ItemRow
    | undefined;
}

/** Deletes one of `ownerId`'s items; false when there was none. */
export async function deleteItem(db: Knex, ownerId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  // `returning` rather than the count: PGlite's driver answers a delete's count as an object.
  const rows = await runner(db)("crawler_items").where({ owner_id: ownerId, id }).del().returning("id");
  return rows.length > 0;
}
