/**
 * Food items and preset menus. Variants keep their ids across updates (matched by `id`; new ones
 * come without), since orders and branch overrides name them; a preset lists items by id with a
 * display position. Ids of another organization in a body answer 422, as unknown ids do.
 */
import type {
  FoodItem,
  FoodItemVariantInput,
  PresetMenu,
  PresetMenuEntryInput,
  RestaurantMenuHandlers,
} from "../../../generated/restaurant/types.js";
import { invalidMember } from "../../../runtime/invalidMember.js";
import { listPage } from "../../../runtime/paging.js";
import {
  deleteFoodItem,
  type FoodItemRow,
  findFoodItem,
  insertFoodItem,
  listFoodItems,
  updateFoodItem,
} from "../../../storage/restaurant/menu/foodItems.js";
import {
  deletePresetMenu,
  findPresetMenu,
  insertPresetMenu,
  listPresetMenus,
  type PresetMenuRow,
  updatePresetMenu,
} from "../../../storage/restaurant/menu/presetMenus.js";
import { requireOrgRole } from "../access.js";
import { deleting, notFound, referencing, requireDistinct } from "./errors.js";

const itemBody = (r: FoodItemRow): FoodItem => ({
  id: r.id,
  name: r.name,
  description: r.description,
  category_id: r.category_id,
  variants: r.variants,
  modifier_group_ids: r.modifier_group_ids,
  tags: r.tags,
  allergens: r.allergens,
  available: r.available,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

const presetBody = (r: PresetMenuRow): PresetMenu => ({
  id: r.id,
  name: r.name,
  description: r.description,
  entries: r.entries,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

/** Variants checked: distinct ids, and none on a new item. */
function variantFields(variants: FoodItemVariantInput[], isNew: boolean) {
  requireDistinct(
    variants.map((v) => v.id),
    (i) => `/variants/${i}/id`,
  );
  return variants.map((v, i) => {
    if (isNew && v.id)
      throw invalidMember(`/variants/${i}/id`, "a new item's variants get their ids from the server");
    return { id: v.id, name: v.name, price: v.price };
  });
}

function groupIds(ids: string[] | undefined): string[] | undefined {
  if (ids) requireDistinct(ids, (i) => `/modifier_group_ids/${i}`);
  return ids;
}

/** Entries checked (distinct items) with positions defaulting to their index. */
function entryFields(entries: PresetMenuEntryInput[] | undefined) {
  if (!entries) return undefined;
  requireDistinct(
    entries.map((e) => e.food_item_id),
    (i) => `/entries/${i}/food_item_id`,
  );
  return entries.map((e, i) => ({ food_item_id: e.food_item_id, position: e.position ?? i }));
}

/** The food item and preset menu operations. */
export const itemHandlers = {
  async list_food_items({ query }, ctx) {
    const m = await requireOrgRole(ctx, "staff");
    const page = await listPage(query, (p) => listFoodItems(ctx.db, m.organizationId, query.category_id, p));
    return { status: 200, body: { food_items: page.items.map(itemBody), next_cursor: page.nextAfter } };
  },

  async create_food_item({ body }, ctx) {
    const m = await requireOrgRole(ctx, "manager");
    const variants = variantFields(body.variants, true).map(({ id: _none, ...v }) => v);
    const row = await referencing(() =>
      insertFoodItem(ctx.db, m.organizationId, {
        name: body.name,
        description: body.description ?? null,
        category_id: body.category_id ?? null,
        variants,
        modifier_group_ids: groupIds(body.modifier_group_ids) ?? [],
        tags: body.tags ?? [],
        allergens: body.allergens ?? [],
        available: body.available ?? true,
      }),
    );
    return { status: 201, body: itemBody(row) };
  },

  async get_food_item({ path }, ctx) {
    const m = await requireOrgRole(ctx, "staff");
    const row = await findFoodItem(ctx.db, m.organizationId, path.food_item_id);
    if (!row) throw notFound("food item");
    return { status: 200, body: itemBody(row) };
  },

  async update_food_item({ path, body }, ctx) {
    const m = await requireOrgRole(ctx, "manager");
    const { variants, modifier_group_ids, ...fields } = body;
    const row = await referencing(() =>
      updateFoodItem(
        ctx.db,
        m.organizationId,
        path.food_item_id,
        {
          ...fields,
          ...(variants ? { variants: variantFields(variants, false) } : {}),
          ...(modifier_group_ids ? { modifier_group_ids: groupIds(modifier_group_ids) } : {}),
        },
        ctx.now(),
      ),
    );
    if (!row) throw notFound("food item");
    return { status: 200, body: itemBody(row) };
  },

  async delete_food_item({ path }, ctx) {
    const m = await requireOrgRole(ctx, "manager");
    await deleting(
      () => deleteFoodItem(ctx.db, m.organizationId, path.food_item_id),
      "food item",
      "a preset menu lists it or a restaurant overrides it; take it off those first, or set available to false",
    );
    return { status: 204 };
  },

  async list_preset_menus({ query }, ctx) {
    const m = await requireOrgRole(ctx, "staff");
    const page = await listPage(query, (p) => listPresetMenus(ctx.db, m.organizationId, p));
    return { status: 200, body: { preset_menus: page.items.map(presetBody), next_cursor: page.nextAfter } };
  },

  async create_preset_menu({ body }, ctx) {
    const m = await requireOrgRole(ctx, "manager");
    const row = await referencing(() =>
      insertPresetMenu(ctx.db, m.organizationId, {
        name: body.name,
        description: body.description ?? null,
        entries: entryFields(body.entries) ?? [],
      }),
    );
    return { status: 201, body: presetBody(row) };
  },

  async get_preset_menu({ path }, ctx) {
    const m = await requireOrgRole(ctx, "staff");
    const row = await findPresetMenu(ctx.db, m.organizationId, path.preset_menu_id);
    if (!row) throw notFound("preset menu");
    return { status: 200, body: presetBody(row) };
  },

  async update_preset_menu({ path, body }, ctx) {
    const m = await requireOrgRole(ctx, "manager");
    const { entries, ...fields } = body;
    const row = await referencing(() =>
      updatePresetMenu(
        ctx.db,
        m.organizationId,
        path.preset_menu_id,
        { ...fields, ...(entries ? { entries: entryFields(entries) } : {}) },
        ctx.now(),
      ),
    );
    if (!row) throw notFound("preset menu");
    return { status: 200, body: presetBody(row) };
  },

  async delete_preset_menu({ path }, ctx) {
    const m = await requireOrgRole(ctx, "manager");
    await deleting(
      () => deletePresetMenu(ctx.db, m.organizationId, path.preset_menu_id),
      "preset menu",
      "a restaurant serves it; set that restaurant's menu to another preset first",
    );
    return { status: 204 };
  },
} satisfies Partial<RestaurantMenuHandlers>;
