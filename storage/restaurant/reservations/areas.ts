/**
 * Dining areas of a branch: one statement family. Every statement is scoped by organization and
 * branch, so an id of another organization or branch is simply "not found". Names are unique per
 * branch (a unique violation, 23505); an area with tables cannot be deleted (23503).
 */
import type { Knex } from "knex";
import { type Page, type PageRequest, pageByTimeId } from "../../paging.js";
import { isUuid, runner } from "../../run.js";

/** An area as stored. */
export interface AreaRow {
  id: string;
  organization_id: string;
  branch_id: string;
  name: string;
  position: number;
  created_at: Date;
  updated_at: Date;
}

/** Which branch the statements act on. */
export interface BranchScope {
  organizationId: string;
  branchId: string;
}

const scoped = (scope: BranchScope) => ({
  organization_id: scope.organizationId,
  branch_id: scope.branchId,
});

/** Creates an area; a name taken in the branch raises 23505. */
export async function insertArea(
  db: Knex,
  scope: BranchScope,
  fields: { name: string; position: number },
): Promise<AreaRow> {
  const [row] = (await runner(db)("restaurant_areas")
    .insert({ ...scoped(scope), ...fields })
    .returning("*")) as AreaRow[];
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** One area of the branch, or undefined. */
export async function findArea(db: Knex, scope: BranchScope, id: string): Promise<AreaRow | undefined> {
  if (!isUuid(id)) return undefined;
  return (await runner(db)("restaurant_areas")
    .where({ ...scoped(scope), id })
    .first()) as AreaRow | undefined;
}

/** Changes the fields given; undefined when the branch has no such area. */
export async function updateArea(
  db: Knex,
  scope: BranchScope,
  id: string,
  fields: { name?: string | undefined; position?: number | undefined },
  now: Date,
): Promise<AreaRow | undefined> {
  if (!isUuid(id)) return undefined;
  const changes: Record<string, unknown> = { updated_at: now };
  if (fields.name !== undefined) changes.name = fields.name;
  if (fields.position !== undefined) changes.position = fields.position;
  const [row] = (await runner(db)("restaurant_areas")
    .where({ ...scoped(scope), id })
    .update(changes)
    .returning("*")) as AreaRow[];
  return row;
}

/** Deletes an area; false when there was none. Tables standing in it raise 23503. */
export async function deleteArea(db: Knex, scope: BranchScope, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await runner(db)("restaurant_areas")
    .where({ ...scoped(scope), id })
    .del()
    .returning("id");
  return rows.length > 0;
}

/** The branch's areas in the order they were added. */
export function listAreas(db: Knex, scope: BranchScope, page: PageRequest): Promise<Page<AreaRow>> {
  const q = runner(db)("restaurant_areas").select("*").where(scoped(scope));
  return pageByTimeId(db, q, { time: "created_at", id: "id" }, page, (r: AreaRow) => r);
}
