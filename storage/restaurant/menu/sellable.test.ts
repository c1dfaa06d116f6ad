/**
 * sellableItems on a real database: the branch's preset menu at a moment of its own clock — the
 * org-wide 86 flag, overrides of price, availability and windows per item and per variant, the
 * opening hours, and modifier groups with their available options only.
 */
import type { Knex } from "knex";
import type { Database } from "../../db.js";
import { createUser } from "../../platform/users.js";
import { openTestDatabase } from "../../testing.js";
import { insertBranch } from "../core/branches.js";
import { createOrganization } from "../core/organizations.js";
import { sellableItems, sellableMenu } from "./sellable.js";

let db: Database;
let k: Knex;
let orgId: string;
let branchId: string;
const ids: Record<string, string> = {};

async function insert(table: string, row: Record<string, unknown>): Promise<string> {
  const [r] = (await k(table).insert(row).returning("id")) as { id: string }[];
  if (!r) throw new Error("no row");
  return r.id;
}

beforeAll(async () => {
  db = await openTestDatabase({ boss: false });
  k = db.knex;
  const user = await createUser(k, {
    email: "menu-owner@bistro.example",
    password: "long enough pw",
    name: null,
  });
  orgId = (await createOrganization(k, { userId: user.id, name: "Menu Co", currency: "USD" })).id;
  // Mondays 11:00–15:00 and 18:00–01:00 in New York (UTC−5 in January).
  branchId = (
    await insertBranch(k, orgId, {
      name: "Midtown",
      time_zone: "America/New_York",
      opening_hours: [
        { day: "mon", opens: "11:00", closes: "15:00" },
        { day: "mon", opens: "18:00", closes: "01:00" },
      ],
    })
  ).id;
  const org = { organization_id: orgId };
  const item = async (name: string, available = true) =>
    insert("restaurant_food_items", { ...org, name, available });
  const variant = (food_item_id: string, name: string, price: number, position: number) =>
    insert("restaurant_food_item_variants", { food_item_id, name, price, position });
  ids.burger = await item("Burger");
  ids.burgerRegular = await variant(ids.burger, "Regular", 1000, 0);
  ids.burgerLarge = await variant(ids.burger, "Large", 1300, 1);
  ids.special = await item("Lunch special");
  await variant(ids.special, "Plate", 900, 0);
  ids.soup = await item("Soup", false);
  await variant(ids.soup, "Bowl", 500, 0);
  ids.pie = await item("Pie");
  await variant(ids.pie, "Slice", 400, 0);
  ids.sauce = await insert("restaurant_modifier_groups", {
    ...org,
    name: "Sauce",
    min_selections: 1,
    max_selections: 2,
  });
  ids.ketchup = await insert("restaurant_modifier_options", {
    modifier_group_id: ids.sauce,
    name: "Ketchup",
    price_delta: 0,
    position: 0,
  });
  await insert("restaurant_modifier_options", {
    modifier_group_id: ids.sauce,
    name: "Mayo",
    price_delta: 50,
    position: 1,
    available: false,
  });
  ids.topping = await insert("restaurant_modifier_groups", {
    ...org,
    name: "Topping",
    min_selections: 1,
    max_selections: 1,
  });
  await insert("restaurant_modifier_options", {
    modifier_group_id: ids.topping,
    name: "Cream",
    price_delta: 100,
    position: 0,
    available: false,
  });
  await k("restaurant_food_item_modifier_groups").insert([
    { ...org, food_item_id: ids.burger, modifier_group_id: ids.sauce, position: 0 },
    { ...org, food_item_id: ids.pie, modifier_group_id: ids.topping, position: 0 },
  ]);
  ids.preset = await insert("restaurant_preset_menus", { ...org, name: "All day" });
  await k("restaurant_preset_menu_entries").insert(
    [ids.burger, ids.special, ids.soup, ids.pie].map((food_item_id, position) => ({
      ...org,
      preset_menu_id: ids.preset,
      food_item_id,
      position,
    })),
  );
  await k("restaurant_branch_menus").insert({ ...org, branch_id: branchId, preset_menu_id: ids.preset });
  await k("restaurant_branch_menu_overrides").insert([
    {
      ...org,
      branch_id: branchId,
      food_item_id: ids.burger,
      variant_id: ids.burgerLarge,
      price: 1250,
      position: 0,
    },
    {
      ...org,
      branch_id: branchId,
      food_item_id: ids.special,
      windows: JSON.stringify([{ day: "mon", from: "12:00", to: "15:00" }]),
      position: 1,
    },
  ]);
});
afterAll(() => db.close());

const at = (iso: string) => ({ organizationId: orgId, branchId, at: new Date(iso) });

describe("sellableItems", () => {
  it("sells the preset's available items with overridden prices and available options only", async () => {
    const items = await sellableItems(k, at("2025-01-06T17:00:00Z")); // Monday 12:00 local
    expect(items.map((i) => i.name)).toEqual(["Burger", "Lunch special"]);
    expect(items[0]).toEqual({
      foodItemId: ids.burger,
      name: "Burger",
      categoryId: null,
      variants: [
        { id: ids.burgerRegular, name: "Regular", price: 1000 },
        { id: ids.burgerLarge, name: "Large", price: 1250 },
      ],
      modifierGroups: [
        {
          id: ids.sauce,
          name: "Sauce",
          min: 1,
          max: 2,
          options: [{ id: ids.ketchup, name: "Ketchup", priceDelta: 0 }],
        },
      ],
    });
  });

  it("evaluates windows on the branch's clock: the lunch special starts at 12:00 local, not 11:59", async () => {
    const before = await sellableItems(k, at("2025-01-06T16:59:00Z"));
    expect(before.map((i) => i.name)).toEqual(["Burger"]);
  });

  it("sells nothing while the branch is closed, and follows a period past midnight", async () => {
    const closed = await sellableMenu(k, at("2025-01-06T15:00:00Z")); // 10:00 local
    expect(closed).toMatchObject({ open: false, serving: false, items: [] });
    const lateNight = await sellableMenu(k, at("2025-01-07T05:30:00Z")); // Tuesday 00:30 local
    expect(lateNight).toMatchObject({ open: true, serving: true, local: { day: "tue", time: "00:30" } });
    expect(
      await sellableMenu(k, { ...at("2025-01-06T17:00:00Z"), organizationId: branchId }),
    ).toBeUndefined();
  });
});
