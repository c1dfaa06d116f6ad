/**
 * One restaurant's menu: its configuration (read by its staff, set by its manager or the owner)
 * and what it sells at a moment — computed by the same function orders price with
 * (storage/restaurant/menu/sellable.ts), on every call.
 */
import type {
  BranchMenu,
  MenuOverride,
  MenuWindow,
  RestaurantMenuHandlers,
  SellableMenu,
} from "../../../generated/restaurant/types.js";
import {
  type BranchMenuRow,
  findBranchMenu,
  setBranchMenu,
} from "../../../storage/restaurant/menu/branchMenus.js";
import { sellableMenu } from "../../../storage/restaurant/menu/sellable.js";
import { requireRestaurant } from "../access.js";
import { notFound, referencing, requireDistinct, requireWindows } from "./errors.js";

// Stored from validated bodies only: the contract's types hold.
const menuBody = (r: BranchMenuRow): BranchMenu => ({
  restaurant_id: r.branch_id,
  preset_menu_id: r.preset_menu_id,
  windows: r.windows as MenuWindow[],
  overrides: r.overrides.map((o) => ({ ...o, windows: o.windows as MenuWindow[] | null })),
  updated_at: r.updated_at.toISOString(),
});

/** Overrides as stored: members left out are null; one override per item and per variant. */
function overrideRows(overrides: MenuOverride[]) {
  requireDistinct(
    overrides.map((o) => `${o.food_item_id}/${o.variant_id ?? ""}`),
    (i) => `/overrides/${i}`,
  );
  return overrides.map((o, i) => {
    requireWindows(o.windows, `/overrides/${i}/windows`);
    return {
      food_item_id: o.food_item_id,
      variant_id: o.variant_id ?? null,
      price: o.price ?? null,
      available: o.available ?? null,
      windows: o.windows ?? null,
    };
  });
}

/** The branch menu operations. */
export const branchMenuHandlers = {
  async get_restaurant_menu({ path }, ctx) {
    const { membership: m } = await requireRestaurant(ctx, path.restaurant_id, "staff");
    const row = await findBranchMenu(ctx.db, m.organizationId, path.restaurant_id);
    if (!row) throw notFound("menu: none is set for this restaurant (PUT it)");
    return { status: 200, body: menuBody(row) };
  },

  async set_restaurant_menu({ path, body }, ctx) {
    const { membership: m } = await requireRestaurant(ctx, path.restaurant_id, "manager");
    const windows = body.windows ?? [];
    requireWindows(windows, "/windows");
    const row = await referencing(() =>
      setBranchMenu(
        ctx.db,
        m.organizationId,
        path.restaurant_id,
        { preset_menu_id: body.preset_menu_id, windows, overrides: overrideRows(body.overrides ?? []) },
        ctx.now(),
      ),
    );
    return { status: 200, body: menuBody(row) };
  },

  async get_restaurant_sellable_menu({ path, query }, ctx) {
    const { membership: m } = await requireRestaurant(ctx, path.restaurant_id, "staff");
    const at = query.at === undefined ? ctx.now() : new Date(query.at);
    const menu = await sellableMenu(ctx.db, {
      organizationId: m.organizationId,
      branchId: path.restaurant_id,
      at,
    });
    if (!menu) throw notFound("restaurant");
    const body: SellableMenu = {
      restaurant_id: path.restaurant_id,
      at: at.toISOString(),
      local_time: menu.local.local,
      open: menu.open,
      serving: menu.serving,
      items: menu.items.map((item) => ({
        food_item_id: item.foodItemId,
        name: item.name,
        category_id: item.categoryId,
        variants: item.variants,
        modifier_groups: item.modifierGroups.map((g) => ({
          id: g.id,
          name: g.name,
          min_selections: g.min,
          max_selections: g.max,
          options: g.options.map((o) => ({ id: o.id, name: o.name, price_delta: o.priceDelta })),
        })),
      })),
    };
    return { status: 200, body };
  },
} satisfies Partial<RestaurantMenuHandlers>;
