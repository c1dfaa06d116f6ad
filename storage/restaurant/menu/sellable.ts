/**
 * What a branch sells at a moment, computed from the menu tables on every call (never stored):
 * the branch's menu names a preset; the preset's items that are available organization-wide are
 * offered when the branch is open and inside one of its menu's windows, with the branch's
 * overrides applied — an override may take an item or a variant off, limit it to windows, or
 * change its price. Modifier groups carry their available options only; an item whose required
 * group has fewer available options than its minimum cannot be ordered and is left out.
 * Orders price and check their lines against {@link sellableItems}; the menu route shows
 * {@link sellableMenu}: the same computation.
 */
import type { Knex } from "knex";
import { isUuid, runner } from "../../run.js";
import { coveredByAny, type LocalMoment, localMoment, openingPeriods, windowPeriods } from "./schedule.js";

/** A food item as the branch sells it at the moment asked about. */
export interface SellableItem {
  foodItemId: string;
  name: string;
  categoryId: string | null;
  /** Variants still on sale, in the item's order, priced after the branch's overrides. */
  variants: { id: string; name: string; price: number }[];
  /** The item's groups in its order, each with its available options in the group's order. */
  modifierGroups: {
    id: string;
    name: string;
    min: number;
    max: number;
    options: { id: string; name: string; priceDelta: number }[];
  }[];
}

/** The whole answer: whether the branch is open and serving its menu then, and what it sells. */
export interface SellableMenu {
  /** The moment on the branch's clock. */
  local: LocalMoment;
  timeZone: string;
  /** Inside the branch's opening hours. */
  open: boolean;
  /** The branch's preset menu, or null when it has no menu set. */
  presetMenuId: string | null;
  /** Open, with a menu, inside one of the menu's windows (or the menu has none). */
  serving: boolean;
  /** Empty unless serving. */
  items: SellableItem[];
}

type Window = { day: string; from: string; to: string };

interface OverrideRow {
  food_item_id: string;
  variant_id: string | null;
  price: string | null;
  available: boolean | null;
  windows: Window[] | null;
}

/** Whether an override lets its item or variant be sold at the moment. */
function allows(o: OverrideRow | undefined, at: LocalMoment): boolean {
  if (!o) return true;
  if (o.available === false) return false;
  return !o.windows || o.windows.length === 0 || coveredByAny(windowPeriods(o.windows), at);
}

/**
 * The branch's menu at `at`; undefined when the branch is not the organization's. Reads run on
 * `knex` (or the transaction active on it), so an order sees the menu its own transaction sees.
 */
export async function sellableMenu(
  knex: Knex,
  args: { organizationId: string; branchId: string; at: Date },
): Promise<SellableMenu | undefined> {
  if (!isUuid(args.branchId)) return undefined;
  const db = runner(knex);
  const branch = (await db("restaurant_branches as b")
    .leftJoin("restaurant_branch_menus as m", "m.branch_id", "b.id")
    .select("b.time_zone", "b.opening_hours", "m.preset_menu_id", "m.windows")
    .where({ "b.id": args.branchId, "b.organization_id": args.organizationId })
    .first()) as
    | {
        time_zone: string;
        opening_hours: { day: string; opens: string; closes: string }[];
        preset_menu_id: string | null;
        windows: Window[] | null;
      }
    | undefined;
  if (!branch) return undefined;
  const local = localMoment(args.at, branch.time_zone);
  const open = coveredByAny(openingPeriods(branch.opening_hours), local);
  const windows = branch.windows ?? [];
  const serving =
    open &&
    branch.preset_menu_id !== null &&
    (windows.length === 0 || coveredByAny(windowPeriods(windows), local));
  const answer = { local, timeZone: branch.time_zone, open, presetMenuId: branch.preset_menu_id, serving };
  if (!serving || !branch.preset_menu_id) return { ...answer, items: [] };
  return { ...answer, items: await presetItems(db, args, branch.preset_menu_id, local) };
}

/** What the branch sells at `at` (see the module comment); empty when closed or not serving. */
export async function sellableItems(
  knex: Knex,
  args: { organizationId: string; branchId: string; at: Date },
): Promise<SellableItem[]> {
  return (await sellableMenu(knex, args))?.items ?? [];
}

async function presetItems(
  db: Knex,
  args: { organizationId: string; branchId: string },
  presetMenuId: string,
  at: LocalMoment,
): Promise<SellableItem[]> {
  const overrides = (await db("restaurant_branch_menu_overrides")
    .select("food_item_id", "variant_id", "price", "available", "windows")
    .where({ branch_id: args.branchId, organization_id: args.organizationId })) as OverrideRow[];
  const itemOverride = new Map<string, OverrideRow>();
  const variantOverride = new Map<string, OverrideRow>();
  for (const o of overrides)
    if (o.variant_id) variantOverride.set(o.variant_id, o);
    else itemOverride.set(o.food_item_id, o);

  const items = (
    (await db("restaurant_preset_menu_entries as e")
      .join("restaurant_food_items as f", "f.id", "e.food_item_id")
      .select("f.id", "f.name", "f.category_id")
      .where({
        "e.preset_menu_id": presetMenuId,
        "e.organization_id": args.organizationId,
        "f.available": true,
      })
      .orderBy([{ column: "e.position" }, { column: "f.name" }, { column: "f.id" }])) as {
      id: string;
      name: string;
      category_id: string | null;
    }[]
  ).filter((f) => allows(itemOverride.get(f.id), at));
  if (items.length === 0) return [];
  const ids = items.map((f) => f.id);

  const variants = (await db("restaurant_food_item_variants")
    .select("id", "food_item_id", "name", "price")
    .whereIn("food_item_id", ids)
    .orderBy([{ column: "food_item_id" }, { column: "position" }])) as {
    id: string;
    food_item_id: string;
    name: string;
    price: string;
  }[];
  const groups = (await db("restaurant_food_item_modifier_groups as l")
    .join("restaurant_modifier_groups as g", "g.id", "l.modifier_group_id")
    .select("l.food_item_id", "g.id", "g.name", "g.min_selections", "g.max_selections")
    .whereIn("l.food_item_id", ids)
    .orderBy([{ column: "l.food_item_id" }, { column: "l.position" }])) as {
    food_item_id: string;
    id: string;
    name: string;
    min_selections: number;
    max_selections: number;
  }[];
  const options = groups.length
    ? ((await db("restaurant_modifier_options")
        .select("id", "modifier_group_id", "name", "price_delta")
        .whereIn("modifier_group_id", [...new Set(groups.map((g) => g.id))])
        .where("available", true)
        .orderBy([{ column: "modifier_group_id" }, { column: "position" }])) as {
        id: string;
        modifier_group_id: string;
        name: string;
        price_delta: string;
      }[])
    : [];

  const out: SellableItem[] = [];
  for (const f of items) {
    const itemPrice = itemOverride.get(f.id)?.price ?? null;
    const onSale = variants
      .filter((v) => v.food_item_id === f.id && allows(variantOverride.get(v.id), at))
      .map((v) => ({
        id: v.id,
        name: v.name,
        price: Number(variantOverride.get(v.id)?.price ?? itemPrice ?? v.price),
      }));
    const modifierGroups = groups
      .filter((g) => g.food_item_id === f.id)
      .map((g) => ({
        id: g.id,
        name: g.name,
        min: g.min_selections,
        max: g.max_selections,
        options: options
          .filter((o) => o.modifier_group_id === g.id)
          .map((o) => ({ id: o.id, name: o.name, priceDelta: Number(o.price_delta) })),
      }));
    if (onSale.length === 0 || modifierGroups.some((g) => g.options.length < g.min)) continue;
    out.push({ foodItemId: f.id, name: f.name, categoryId: f.category_id, variants: onSale, modifierGroups });
  }
  return out;
}
