/**
 * A branch's menu configuration: the preset it serves, its windows and its overrides, written
 * whole (PUT) in one transaction. The caller has already checked that the branch is the
 * organization's; the preset, items and variants named are checked here
 * (UnknownReferenceError naming the member).
 */
import type { Knex } from "knex";
import { inTransaction, runner } from "../../run.js";
import { json, requireOwned, UnknownReferenceError } from "./references.js";

/** A menu window in local time. */
export interface WindowRow {
  day: string;
  from: string;
  to: string;
}

/** One override; null members change nothing. */
export interface OverrideRow {
  food_item_id: string;
  variant_id: string | null;
  price: number | null;
  available: boolean | null;
  windows: WindowRow[] | null;
}

/** A branch's menu as stored. */
export interface BranchMenuRow {
  branch_id: string;
  preset_menu_id: string;
  windows: WindowRow[];
  updated_at: Date;
  overrides: OverrideRow[];
}

/** The branch's menu, or undefined while none is set. */
export async function findBranchMenu(
  db: Knex,
  organizationId: string,
  branchId: string,
): Promise<BranchMenuRow | undefined> {
  const menu = (await runner(db)("restaurant_branch_menus")
    .select("branch_id", "preset_menu_id", "windows", "updated_at")
    .where({ organization_id: organizationId, branch_id: branchId })
    .first()) as Omit<BranchMenuRow, "overrides"> | undefined;
  if (!menu) return undefined;
  const overrides = (await runner(db)("restaurant_branch_menu_overrides")
    .select("food_item_id", "variant_id", "price", "available", "windows")
    .where({ branch_id: branchId })
    .orderBy("position")) as (Omit<OverrideRow, "price"> & { price: string | null })[];
  return {
    ...menu,
    overrides: overrides.map((o) => ({ ...o, price: o.price === null ? null : Number(o.price) })),
  };
}

/** Replaces the branch's menu (creating it the first time). */
export function setBranchMenu(
  db: Knex,
  organizationId: string,
  branchId: string,
  menu: { preset_menu_id: string; windows: WindowRow[]; overrides: OverrideRow[] },
  now: Date,
): Promise<BranchMenuRow> {
  return inTransaction(db, async (trx) => {
    await requireOwned(
      trx,
      "restaurant_preset_menus",
      organizationId,
      [menu.preset_menu_id],
      () => "/preset_menu_id",
    );
    const items = menu.overrides.map((o) => o.food_item_id);
    await requireOwned(
      trx,
      "restaurant_food_items",
      organizationId,
      items,
      (i) => `/overrides/${i}/food_item_id`,
    );
    const variants = menu.overrides.flatMap((o) => (o.variant_id ? [o.variant_id] : []));
    if (variants.length) {
      const known = new Set(
        (
          (await trx("restaurant_food_item_variants")
            .select("id", "food_item_id")
            .whereIn("id", variants)) as { id: string; food_item_id: string }[]
        ).map((v) => `${v.food_item_id}/${v.id}`),
      );
      const bad = menu.overrides.findIndex(
        (o) => o.variant_id && !known.has(`${o.food_item_id}/${o.variant_id}`),
      );
      if (bad >= 0) throw new UnknownReferenceError(`/overrides/${bad}/variant_id`);
    }
    await trx("restaurant_branch_menus")
      .insert({
        branch_id: branchId,
        organization_id: organizationId,
        preset_menu_id: menu.preset_menu_id,
        windows: json(trx, menu.windows),
        updated_at: now,
      })
      .onConflict("branch_id")
      .merge(["preset_menu_id", "windows", "updated_at"]);
    await trx("restaurant_branch_menu_overrides").where({ branch_id: branchId }).del();
    if (menu.overrides.length)
      await trx("restaurant_branch_menu_overrides").insert(
        menu.overrides.map((o, position) => ({
          ...o,
          windows: o.windows === null ? null : json(trx, o.windows),
          branch_id: branchId,
          organization_id: organizationId,
          position,
        })),
      );
    const row = await findBranchMenu(trx, organizationId, branchId);
    if (!row) throw new Error("branch menu vanished");
    return row;
  });
}
