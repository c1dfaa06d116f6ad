/**
 * Categories and modifier groups of the organization's catalog. Reads need any role, changes a
 * manager (of some restaurant) or the owner. A group's limits are checked against the group as it
 * will be: `min_selections` ≤ `max_selections` ≤ number of options (400 otherwise).
 */
import type {
  MenuCategory,
  ModifierGroup,
  ModifierOptionInput,
  RestaurantMenuHandlers,
} from "../../../generated/restaurant/types.js";
import { invalidMember } from "../../../runtime/invalidMember.js";
import { listPage } from "../../../runtime/paging.js";
import {
  type CategoryRow,
  deleteCategory,
  findCategory,
  insertCategory,
  listCategories,
  updateCategory,
} from "../../../storage/restaurant/menu/categories.js";
import {
  deleteModifierGroup,
  findModifierGroup,
  insertModifierGroup,
  listModifierGroups,
  type ModifierGroupRow,
  updateModifierGroup,
} from "../../../storage/restaurant/menu/modifierGroups.js";
import { requireOrgRole } from "../access.js";
import { deleting, notFound, referencing, requireDistinct } from "./errors.js";

const categoryBody = (r: CategoryRow): MenuCategory => ({
  id: r.id,
  name: r.name,
  description: r.description,
  position: r.position,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

const groupBody = (r: ModifierGroupRow): ModifierGroup => ({
  id: r.id,
  name: r.name,
  min_selections: r.min_selections,
  max_selections: r.max_selections,
  options: r.options,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

/** The limits a group will have, checked against its options (400 naming the member). */
function checkLimits(min: number, max: number, options: number): void {
  if (min > max) throw invalidMember("/min_selections", "exceeds max_selections");
  if (max > options) throw invalidMember("/max_selections", `exceeds the number of options (${options})`);
}

/** Options as stored: defaults filled in, ids distinct. */
function optionFields(options: ModifierOptionInput[], isNew: boolean) {
  requireDistinct(
    options.map((o) => o.id),
    (i) => `/options/${i}/id`,
  );
  return options.map((o, i) => {
    if (isNew && o.id)
      throw invalidMember(`/options/${i}/id`, "a new group's options get their ids from the server");
    return { id: o.id, name: o.name, price_delta: o.price_delta ?? 0, available: o.available ?? true };
  });
}

/** The category and modifier-group operations. */
export const catalogHandlers = {
  async list_menu_categories({ query }, ctx) {
    const m = await requireOrgRole(ctx, "staff");
    const page = await listPage(query, (p) => listCategories(ctx.db, m.organizationId, p));
    return { status: 200, body: { categories: page.items.map(categoryBody), next_cursor: page.nextAfter } };
  },

  async create_menu_category({ body }, ctx) {
    const m = await requireOrgRole(ctx, "manager");
    const row = await insertCategory(ctx.db, m.organizationId, { ...body, position: body.position ?? 0 });
    return { status: 201, body: categoryBody(row) };
  },

  async get_menu_category({ path }, ctx) {
    const m = await requireOrgRole(ctx, "staff");
    const row = await findCategory(ctx.db, m.organizationId, path.category_id);
    if (!row) throw notFound("category");
    return { status: 200, body: categoryBody(row) };
  },

  async update_menu_category({ path, body }, ctx) {
    const m = await requireOrgRole(ctx, "manager");
    const row = await updateCategory(ctx.db, m.organizationId, path.category_id, body, ctx.now());
    if (!row) throw notFound("category");
    return { status: 200, body: categoryBody(row) };
  },

  async delete_menu_category({ path }, ctx) {
    const m = await requireOrgRole(ctx, "manager");
    // Its items are detached by the foreign key, never refused.
    if (!(await deleteCategory(ctx.db, m.organizationId, path.category_id))) throw notFound("category");
    return { status: 204 };
  },

  async list_modifier_groups({ query }, ctx) {
    const m = await requireOrgRole(ctx, "staff");
    const page = await listPage(query, (p) => listModifierGroups(ctx.db, m.organizationId, p));
    return { status: 200, body: { modifier_groups: page.items.map(groupBody), next_cursor: page.nextAfter } };
  },

  async create_modifier_group({ body }, ctx) {
    const m = await requireOrgRole(ctx, "manager");
    const min = body.min_selections ?? 0;
    checkLimits(min, body.max_selections, body.options.length);
    const row = await insertModifierGroup(ctx.db, m.organizationId, {
      name: body.name,
      min_selections: min,
      max_selections: body.max_selections,
      options: optionFields(body.options, true),
    });
    return { status: 201, body: groupBody(row) };
  },

  async get_modifier_group({ path }, ctx) {
    const m = await requireOrgRole(ctx, "staff");
    const row = await findModifierGroup(ctx.db, m.organizationId, path.modifier_group_id);
    if (!row) throw notFound("modifier group");
    return { status: 200, body: groupBody(row) };
  },

  async update_modifier_group({ path, body }, ctx) {
    const m = await requireOrgRole(ctx, "manager");
    const current = await findModifierGroup(ctx.db, m.organizationId, path.modifier_group_id);
    if (!current) throw notFound("modifier group");
    checkLimits(
      body.min_selections ?? current.min_selections,
      body.max_selections ?? current.max_selections,
      body.options?.length ?? current.options.length,
    );
    const { options, ...fields } = body;
    const row = await referencing(() =>
      updateModifierGroup(
        ctx.db,
        m.organizationId,
        path.modifier_group_id,
        { ...fields, ...(options ? { options: optionFields(options, false) } : {}) },
        ctx.now(),
      ),
    );
    if (!row) throw notFound("modifier group");
    return { status: 200, body: groupBody(row) };
  },

  async delete_modifier_group({ path }, ctx) {
    const m = await requireOrgRole(ctx, "manager");
    await deleting(
      () => deleteModifierGroup(ctx.db, m.organizationId, path.modifier_group_id),
      "modifier group",
      "food items offer it; take it off them first",
    );
    return { status: 204 };
  },
} satisfies Partial<RestaurantMenuHandlers>;
