/**
 * Menu categories: one statement family, every query filtered by organization. Deleting one
 * detaches its food items (the foreign key sets their `category_id` to null).
 */
import type { Knex } from "knex";
import { type Page, type PageRequest, pageByTimeId } from "../../paging.js";
import { isUuid, runner } from "../../run.js";

/** A category as stored. */
export interface CategoryRow {
  id: string;
  organization_id: string;
  name: string;
  description: string | null;
  position: number;
  created_at: Date;
  updated_at: Date;
}

/** The fields a category is created or updated with. */
export interface CategoryFields {
  name?: string;
  description?: string | null;
  position?: number;
}

/** Creates a category. */
export async function insertCategory(
  db: Knex,
  organizationId: string,
  fields: CategoryFields,
): Promise<CategoryRow> {
  const [row] = (await runner(db)("restaurant_menu_categories")
    .insert({ organization_id: organizationId, ...fields })
    .returning("*")) as CategoryRow[];
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** One category of the organization, or undefined. */
export async function findCategory(
  db: Knex,
  organizationId: string,
  id: string,
): Promise<CategoryRow | undefined> {
  if (!isUuid(id)) return undefined;
  return (await runner(db)("restaurant_menu_categories")
    .where({ organization_id: organizationId, id })
    .first()) as CategoryRow | undefined;
}

/** Changes the fields given; undefined when the category is not the organization's. */
export async function updateCategory(
  db: Knex,
  organizationId: string,
  id: string,
  fields: CategoryFields,
  now: Date,
): Promise<CategoryRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = (await runner(db)("restaurant_menu_categories")
    .where({ organization_id: organizationId, id })
    .update({ ...fields, updated_at: now })
    .returning("*")) as CategoryRow[];
  return row;
}

/** Deletes a category; false when there was none. */
export async function deleteCategory(db: Knex, organizationId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await runner(db)("restaurant_menu_categories")
    .where({ organization_id: organizationId, id })
    .del()
    .returning("id");
  return rows.length > 0;
}

/** The organization's categories, newest first. */
export function listCategories(
  db: Knex,
  organizationId: string,
  page: PageRequest,
): Promise<Page<CategoryRow>> {
  // The page's own `position` (the cursor's) would shadow the column: read it under another name.
  const q = runner(db)("restaurant_menu_categories")
    .select("*", "position as display_position")
    .where("organization_id", organizationId);
  return pageByTimeId(
    db,
    q,
    { time: "created_at", id: "id", newestFirst: true },
    page,
    ({ display_position, ...r }: CategoryRow & { display_position: number }) => ({
      ...r,
      position: display_position,
    }),
  );
}
