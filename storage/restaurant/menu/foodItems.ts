/**
 * Food items with their variants and modifier-group links: one statement family, every query
 * filtered by organization. Writes run in one transaction, so an item never shows half its
 * variants; variants keep their ids across updates (see {@link replaceChildren}).
 */
import type { Knex } from "knex";
import { type Page, type PageRequest, pageByTimeId } from "../../paging.js";
import { inTransaction, isUuid, runner } from "../../run.js";
import { json, replaceChildren, requireOwned } from "./references.js";

/** A food item as stored, with its variants and group links in order. */
export interface FoodItemRow {
  id: string;
  organization_id: string;
  category_id: string | null;
  name: string;
  description: string | null;
  tags: string[];
  allergens: string[];
  available: boolean;
  created_at: Date;
  updated_at: Date;
  variants: { id: string; name: string; price: number }[];
  modifier_group_ids: string[];
}

/** The fields an item is created or updated with; a variant with `id` keeps that variant. */
export interface FoodItemFields {
  name?: string;
  description?: string | null;
  category_id?: string | null;
  tags?: string[];
  allergens?: string[];
  available?: boolean;
  variants?: { id?: string | undefined; name: string; price: number }[];
  modifier_group_ids?: string[];
}

/** Attaches variants and group links to bare item rows (two statements for any number). */
async function withChildren(
  db: Knex,
  rows: Omit<FoodItemRow, "variants" | "modifier_group_ids">[],
): Promise<FoodItemRow[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const variants = (await runner(db)("restaurant_food_item_variants")
    .select("id", "food_item_id", "name", "price")
    .whereIn("food_item_id", ids)
    .orderBy("position")) as { id: string; food_item_id: string; name: string; price: string }[];
  const links = (await runner(db)("restaurant_food_item_modifier_groups")
    .select("food_item_id", "modifier_group_id")
    .whereIn("food_item_id", ids)
    .orderBy("position")) as { food_item_id: string; modifier_group_id: string }[];
  return rows.map((r) => ({
    ...r,
    variants: variants
      .filter((v) => v.food_item_id === r.id)
      .map((v) => ({ id: v.id, name: v.name, price: Number(v.price) })),
    modifier_group_ids: links.filter((l) => l.food_item_id === r.id).map((l) => l.modifier_group_id),
  }));
}

/** One item of the organization with its children, or undefined. */
export async function findFoodItem(
  db: Knex,
  organizationId: string,
  id: string,
): Promise<FoodItemRow | undefined> {
  if (!isUuid(id)) return undefined;
  const row = (await runner(db)("restaurant_food_items")
    .where({ organization_id: organizationId, id })
    .first()) as Omit<FoodItemRow, "variants" | "modifier_group_ids"> | undefined;
  return row ? (await withChildren(db, [row]))[0] : undefined;
}

/**
 * Writes the item's own columns and, when given, its variants and links, checking that the
 * category and groups are the organization's (UnknownReferenceError naming the member).
 */
async function writeChildren(trx: Knex, organizationId: string, itemId: string, fields: FoodItemFields) {
  if (fields.variants)
    await replaceChildren(
      trx,
      "restaurant_food_item_variants",
      { column: "food_item_id", id: itemId },
      fields.variants,
      "variants",
    );
  if (fields.modifier_group_ids) {
    const groups = fields.modifier_group_ids;
    await requireOwned(
      trx,
      "restaurant_modifier_groups",
      organizationId,
      groups,
      (i) => `/modifier_group_ids/${i}`,
    );
    await trx("restaurant_food_item_modifier_groups").where({ food_item_id: itemId }).del();
    if (groups.length)
      await trx("restaurant_food_item_modifier_groups").insert(
        groups.map((modifier_group_id, position) => ({
          organization_id: organizationId,
          food_item_id: itemId,
          modifier_group_id,
          position,
        })),
      );
  }
}

function columns(db: Knex, fields: FoodItemFields): Record<string, unknown> {
  const { variants: _v, modifier_group_ids: _m, tags, allergens, ...plain } = fields;
  return {
    ...plain,
    ...(tags !== undefined ? { tags: json(db, tags) } : {}),
    ...(allergens !== undefined ? { allergens: json(db, allergens) } : {}),
  };
}

async function checkCategory(trx: Knex, organizationId: string, fields: FoodItemFields) {
  if (fields.category_id)
    await requireOwned(
      trx,
      "restaurant_menu_categories",
      organizationId,
      [fields.category_id],
      () => "/category_id",
    );
}

/** Creates an item with its variants and links. */
export function insertFoodItem(
  db: Knex,
  organizationId: string,
  fields: FoodItemFields,
): Promise<FoodItemRow> {
  return inTransaction(db, async (trx) => {
    await checkCategory(trx, organizationId, fields);
    const [row] = (await trx("restaurant_food_items")
      .insert({ organization_id: organizationId, ...columns(trx, fields) })
      .returning("id")) as { id: string }[];
    if (!row) throw new Error("insert returned no row");
    await writeChildren(trx, organizationId, row.id, fields);
    const item = await findFoodItem(trx, organizationId, row.id);
    if (!item) throw new Error("inserted item vanished");
    return item;
  });
}

/** Changes the fields given; undefined when the item is not the organization's. */
export function updateFoodItem(
  db: Knex,
  organizationId: string,
  id: string,
  fields: FoodItemFields,
  now: Date,
): Promise<FoodItemRow | undefined> {
  if (!isUuid(id)) return Promise.resolve(undefined);
  return inTransaction(db, async (trx) => {
    // Before the UPDATE: its composite foreign key would refuse a foreign category as an error.
    await checkCategory(trx, organizationId, fields);
    const updated = await trx("restaurant_food_items")
      .where({ organization_id: organizationId, id })
      .update({ ...columns(trx, fields), updated_at: now })
      .returning("id");
    if (updated.length === 0) return undefined;
    await writeChildren(trx, organizationId, id, fields);
    return findFoodItem(trx, organizationId, id);
  });
}

/** Deletes an item; false when there was none. A preset entry or override raises 23001 (restrict). */
export async function deleteFoodItem(db: Knex, organizationId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await runner(db)("restaurant_food_items")
    .where({ organization_id: organizationId, id })
    .del()
    .returning("id");
  return rows.length > 0;
}

/** The organization's items newest first, optionally of one category. */
export async function listFoodItems(
  db: Knex,
  organizationId: string,
  categoryId: string | undefined,
  page: PageRequest,
): Promise<Page<FoodItemRow>> {
  const q = runner(db)("restaurant_food_items").select("*").where("organization_id", organizationId);
  if (categoryId !== undefined) q.where("category_id", categoryId);
  const bare = await pageByTimeId(
    db,
    categoryId !== undefined && !isUuid(categoryId) ? null : q,
    { time: "created_at", id: "id", newestFirst: true },
    page,
    ({
      position: _cursor,
      ...r
    }: Omit<FoodItemRow, "variants" | "modifier_group_ids"> & { position: string }) => r,
  );
  return { items: await withChildren(db, bare.items), nextAfter: bare.nextAfter };
}
