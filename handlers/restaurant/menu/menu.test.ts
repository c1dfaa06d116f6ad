/**
 * The menu over HTTP, every response judged against the published contract: catalog CRUD with
 * variant ids kept across updates, modifier-group limits, a restaurant's menu computed on its own
 * clock (a lunch-only item at 11:59 and 12:00 in Lisbon's summer time), and isolation between
 * organizations (their ids answer 404 in a path, 422 in a body).
 */
import request from "supertest";
import { startTestService, type TestService } from "../../../runtime/testing/harness.js";
import { createRestaurantWorld, type RestaurantWorld } from "../testing/world.js";

let svc: TestService;
let world: RestaurantWorld;
let other: RestaurantWorld;

beforeAll(async () => {
  svc = await startTestService("restaurant");
  world = await createRestaurantWorld(svc.db.knex);
  other = await createRestaurantWorld(svc.db.knex);
});
afterAll(async () => {
  expect(svc.violations()).toEqual([]);
  await svc.close();
});

const key = () => ({ "x-api-key": world.apiKey });
const post = (path: string, body: object, auth: Record<string, string> = key()) =>
  request(svc.app).post(path).set(auth).send(body);
const patch = (path: string, body: object) => request(svc.app).patch(path).set(key()).send(body);
const get = (path: string, auth: Record<string, string> = key()) => request(svc.app).get(path).set(auth);

describe("food items and categories", () => {
  it("keeps variant ids across an update, detaches items of a deleted category, and lets staff only read", async () => {
    const mains = await post("/api/menu/categories", { name: "Mains", position: 20 });
    expect(mains.status).toBe(201);
    const pizza = await post("/api/menu/food-items", {
      name: "Margherita",
      category_id: mains.body.id,
      variants: [
        { name: "Regular", price: 900 },
        { name: "Large", price: 1300 },
      ],
      allergens: ["gluten"],
    });
    expect(pizza.status).toBe(201);
    const [regular, large] = pizza.body.variants;
    const changed = await patch(`/api/menu/food-items/${pizza.body.id}`, {
      variants: [
        { id: large.id, name: "Large", price: 1400 },
        { name: "Family", price: 2200 },
      ],
    });
    expect(changed.status).toBe(200);
    expect(changed.body.variants).toEqual([
      { id: large.id, name: "Large", price: 1400 },
      { id: expect.any(String), name: "Family", price: 2200 },
    ]);
    expect(changed.body.variants[1].id).not.toBe(regular.id);
    const foreignVariant = await patch(`/api/menu/food-items/${pizza.body.id}`, {
      variants: [{ id: regular.id, name: "Gone", price: 1 }],
    });
    expect(foreignVariant.status).toBe(422);
    expect(foreignVariant.body.issues[0].name).toBe("/variants/0/id");

    const staff = { Authorization: `Bearer ${world.staffSessionToken}` };
    expect(
      (await get(`/api/menu/food-items?category_id=${mains.body.id}`, staff)).body.food_items,
    ).toHaveLength(1);
    const staffWrite = await post("/api/menu/categories", { name: "Mine" }, staff);
    expect(staffWrite.status).toBe(403);
    expect(staffWrite.body.code).toBe("forbidden_role");

    expect((await request(svc.app).delete(`/api/menu/categories/${mains.body.id}`).set(key())).status).toBe(
      204,
    );
    expect((await get(`/api/menu/food-items/${pizza.body.id}`)).body.category_id).toBeNull();
  });
});

describe("modifier groups", () => {
  it("holds 0 ≤ min ≤ max ≤ number of options, on create and on update", async () => {
    const options = [{ name: "Ketchup" }, { name: "Aioli", price_delta: 50 }];
    const minOverMax = await post("/api/menu/modifier-groups", {
      name: "Sauce",
      min_selections: 2,
      max_selections: 1,
      options,
    });
    expect(minOverMax.status).toBe(400);
    expect(minOverMax.body.issues[0].name).toBe("/min_selections");
    const tooMany = await post("/api/menu/modifier-groups", { name: "Sauce", max_selections: 3, options });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.issues[0].name).toBe("/max_selections");
    const sauce = await post("/api/menu/modifier-groups", {
      name: "Sauce",
      min_selections: 1,
      max_selections: 2,
      options,
    });
    expect(sauce.status).toBe(201);
    expect(sauce.body.options[1]).toMatchObject({ name: "Aioli", price_delta: 50, available: true });
    const shrink = await patch(`/api/menu/modifier-groups/${sauce.body.id}`, {
      options: [{ id: sauce.body.options[0].id, name: "Ketchup" }],
    });
    expect(shrink.status).toBe(400);
    const both = await patch(`/api/menu/modifier-groups/${sauce.body.id}`, {
      max_selections: 1,
      options: [{ id: sauce.body.options[0].id, name: "Ketchup" }],
    });
    expect(both.status).toBe(200);
    expect(both.body.options).toEqual([
      { id: sauce.body.options[0].id, name: "Ketchup", price_delta: 0, available: true },
    ]);
  });
});

describe("restaurant menus", () => {
  it("sells a lunch-only item from 12:00 Lisbon time, at the restaurant's prices, and nothing when closed", async () => {
    const burger = await post("/api/menu/food-items", {
      name: "Burger",
      variants: [
        { name: "Single", price: 1000 },
        { name: "Double", price: 1400 },
      ],
    });
    const lunch = await post("/api/menu/food-items", {
      name: "Prato do dia",
      variants: [{ name: "Plate", price: 950 }],
    });
    const soup = await post("/api/menu/food-items", {
      name: "Soup",
      variants: [{ name: "Bowl", price: 500 }],
      available: false,
    });
    const preset = await post("/api/menu/preset-menus", {
      name: "All day",
      entries: [burger.body, lunch.body, soup.body].map((i) => ({ food_item_id: i.id })),
    });
    expect(preset.status).toBe(201);
    const [single, double] = burger.body.variants;
    const menu = {
      preset_menu_id: preset.body.id,
      overrides: [
        { food_item_id: burger.body.id, price: 1100 },
        { food_item_id: burger.body.id, variant_id: double.id, available: false },
        { food_item_id: lunch.body.id, windows: [{ day: "mon", from: "12:00", to: "15:00" }] },
      ],
    };
    const staffSet = await request(svc.app)
      .put(`/api/restaurants/${world.restaurantId}/menu`)
      .set({ Authorization: `Bearer ${world.staffSessionToken}` })
      .send(menu);
    expect(staffSet.status).toBe(403);
    const set = await request(svc.app)
      .put(`/api/restaurants/${world.restaurantId}/menu`)
      .set(key())
      .send(menu);
    expect(set.status).toBe(200);
    expect((await get(`/api/restaurants/${world.restaurantId}/menu`)).body.overrides).toHaveLength(3);

    // Monday 7 July 2025: Lisbon is on UTC+1, so 12:00 local is 11:00Z.
    const sellable = (at: string, id = world.restaurantId) =>
      get(`/api/restaurants/${id}/menu/sellable?at=${at}`);
    const before = await sellable("2025-07-07T10:59:00Z");
    expect(before.body).toMatchObject({ local_time: "2025-07-07T11:59", open: true, serving: true });
    expect(before.body.items).toEqual([
      {
        food_item_id: burger.body.id,
        name: "Burger",
        category_id: null,
        variants: [{ id: single.id, name: "Single", price: 1100 }],
        modifier_groups: [],
      },
    ]);
    const noon = await sellable("2025-07-07T11:00:00Z");
    expect(noon.body.items.map((i: { name: string }) => i.name)).toEqual(["Burger", "Prato do dia"]);

    const evenings = await post("/api/restaurants", {
      name: "Bistro Porto",
      time_zone: "Europe/Lisbon",
      opening_hours: [{ day: "mon", opens: "18:00", closes: "23:00" }],
    });
    await request(svc.app).put(`/api/restaurants/${evenings.body.id}/menu`).set(key()).send(menu);
    expect((await sellable("2025-07-07T11:00:00Z", evenings.body.id)).body).toMatchObject({
      open: false,
      serving: false,
      items: [],
    });

    const inUse = await request(svc.app).delete(`/api/menu/food-items/${burger.body.id}`).set(key());
    expect(inUse.status).toBe(409);
    expect(inUse.body.code).toBe("in_use");
    expect(
      (await request(svc.app).delete(`/api/menu/preset-menus/${preset.body.id}`).set(key())).status,
    ).toBe(409);
  });
});

describe("isolation", () => {
  it("answers 404 for another organization's records and 422 naming the member that refers to them", async () => {
    const theirs = await post(
      "/api/menu/food-items",
      { name: "Secret", variants: [{ name: "One", price: 100 }] },
      { "x-api-key": other.apiKey },
    );
    expect((await get(`/api/menu/food-items/${theirs.body.id}`)).status).toBe(404);
    expect((await patch(`/api/menu/food-items/${theirs.body.id}`, { name: "Mine" })).status).toBe(404);
    const preset = await post("/api/menu/preset-menus", {
      name: "Borrowed",
      entries: [{ food_item_id: theirs.body.id }],
    });
    expect(preset.status).toBe(422);
    expect(preset.body).toMatchObject({
      code: "unprocessable",
      issues: [{ name: "/entries/0/food_item_id" }],
    });
    // An update naming a category that is not the organization's (once a 500: the foreign key).
    const mine = await post("/api/menu/food-items", {
      name: "Soup",
      variants: [{ name: "Bowl", price: 500 }],
    });
    const moved = await patch(`/api/menu/food-items/${mine.body.id}`, {
      category_id: "00000000-0000-1000-8000-000000000000",
    });
    expect(moved.status).toBe(422);
    expect(moved.body.issues[0].name).toBe("/category_id");
    expect((await get(`/api/restaurants/${other.restaurantId}/menu/sellable`)).status).toBe(404);
    expect(
      (await get(`/api/menu/food-items`)).body.food_items.map((i: { id: string }) => i.id),
    ).not.toContain(theirs.body.id);
  });
});
