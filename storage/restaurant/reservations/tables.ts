/**
 * Tables of a branch: one statement family, scoped by organization and branch like areas.
 * Labels are unique per branch (23505); a table that bookings refer to cannot be deleted (23503):
 * it is deactivated instead, which keeps its history.
 */
import type { Knex } from "knex";
import { type Page, type PageRequest, pageByTimeId } from "../../paging.js";
import { isUuid, runner } from "../../run.js";
import type { BranchScope } from "./areas.js";

/** A table as stored. */
export interface TableRow {
  id: string;
  organization_id: string;
  branch_id: string;
  area_id: string | null;
  label: string;
  min_capacity: number;
  max_capacity: number;
  joinable: boolean;
  join_group: string | null;
  active: boolean;
  created_at: Date;
  updated_at: Date;
}

/** The fields a table is created or updated with. */
export interface TableFields {
  label?: string | undefined;
  area_id?: string | null | undefined;
  min_capacity?: number | undefined;
  max_capacity?: number | undefined;
  joinable?: boolean | undefined;
  join_group?: string | null | undefined;
  active?: boolean | undefined;
}

const scoped = (scope: BranchScope) => ({
  organization_id: scope.organizationId,
  branch_id: scope.branchId,
});

/** The columns of `fields` that were given. */
function columns(fields: TableFields): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
}

/** Creates a table; a label taken in the branch raises 23505. */
export async function insertTable(db: Knex, scope: BranchScope, fields: TableFields): Promise<TableRow> {
  const [row] = (await runner(db)("restaurant_tables")
    .insert({ ...scoped(scope), ...columns(fields) })
    .returning("*")) as TableRow[];
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** One table of the branch, or undefined. */
export async function findTable(db: Knex, scope: BranchScope, id: string): Promise<TableRow | undefined> {
  if (!isUuid(id)) return undefined;
  return (await runner(db)("restaurant_tables")
    .where({ ...scoped(scope), id })
    .first()) as TableRow | undefined;
}

/** Changes the fields given; undefined when the branch has no such table. */
export async function updateTable(
  db: Knex,
  scope: BranchScope,
  id: string,
  fields: TableFields,
  now: Date,
): Promise<TableRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = (await runner(db)("restaurant_tables")
    .where({ ...scoped(scope), id })
    .update({ ...columns(fields), updated_at: now })
    .returning("*")) as TableRow[];
  return row;
}

/** Deletes a table; false when there was none. A table with bookings raises 23503. */
export async function deleteTable(db: Knex, scope: BranchScope, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await runner(db)("restaurant_tables")
    .where({ ...scoped(scope), id })
    .del()
    .returning("id");
  return rows.length > 0;
}

/** The branch's tables (of one area when given) in the order they were added. */
export function listTables(
  db: Knex,
  scope: BranchScope,
  areaId: string | undefined,
  page: PageRequest,
): Promise<Page<TableRow>> {
  const q = runner(db)("restaurant_tables").select("*").where(scoped(scope));
  if (areaId !== undefined) q.where({ area_id: areaId });
  return pageByTimeId(db, q, { time: "created_at", id: "id" }, page, (r: TableRow) => r);
}

/** Every active table of the branch, by label: what availability and bookings choose from. */
export async function activeTables(db: Knex, scope: BranchScope): Promise<TableRow[]> {
  return (await runner(db)("restaurant_tables")
    .where({ ...scoped(scope), active: true })
    .orderBy("label")) as TableRow[];
}
