/**
 * Restaurant platform's conformance fixture: an owner (a session as the bearer, an API key as
 * `x-api-key`) of an organization with a restaurant and a staff member, and — made through the
 * live server's own API — one record of every kind the `{…_id}` routes name: a menu that sells a
 * burger with a modifier group, a customer with points, a reward, a promotion, an order, a dining
 * area with a table and a booking, a webhook. Bodies that succeed here (Dredd sends one per
 * operation) name those records.
 */
import { createRestaurantWorld } from "../../handlers/restaurant/testing/world.js";
import type { ServiceFixture } from "../fixtures.js";

export const fixture: ServiceFixture = {
  async setup({ db, baseUrl }) {
    const world = await createRestaurantWorld(db.knex);
    const headers = { "x-api-key": world.apiKey, "content-type": "application/json" };
    const call = async (method: string, path: string, body?: unknown): Promise<Record<string, unknown>> => {
      const res = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const json = (await res.json()) as Record<string, unknown>;
      if (!res.ok)
        throw new Error(`fixture: ${method} ${path} answered ${res.status} ${JSON.stringify(json)}`);
      return json;
    };
    const r = `/api/restaurants/${world.restaurantId}`;
    const id = (o: Record<string, unknown>) => o.id as string;

    const category = await call("POST", "/api/menu/categories", { name: "Mains" });
    const sauce = await call("POST", "/api/menu/modifier-groups", {
      name: "Sauce",
      min_selections: 0,
      max_selections: 1,
      options: [{ name: "Aioli", price_delta: 50 }],
    });
    const burger = await call("POST", "/api/menu/food-items", {
      name: "Burger",
      category_id: id(category),
      variants: [{ name: "Regular", price: 900 }],
      modifier_group_ids: [id(sauce)],
    });
    const preset = await call("POST", "/api/menu/preset-menus", {
      name: "All day",
      entries: [{ food_item_id: id(burger) }],
    });
    await call("PUT", `${r}/menu`, { preset_menu_id: id(preset) });
    const customer = await call("POST", "/api/customers", { name: "Fixture Guest", tags: ["regular"] });
    await call("PUT", "/api/loyalty/program", {
      enabled: true,
      accrual_rules: [{ type: "spend", points: 1, amount: 100 }],
      tiers: [],
    });
    await call("POST", `/api/customers/${id(customer)}/loyalty/adjustments`, {
      points: 100000,
      reason: "fixture",
    });
    const reward = await call("POST", "/api/loyalty/rewards", {
      name: "One off",
      points_cost: 1,
      definition: { kind: "fixed_discount", discount_amount: 100 },
    });
    const promotion = await call("POST", "/api/promotions", {
      name: "Fixture",
      kind: "fixed",
      code: "FIXTURE1",
      amount: 10,
    });
    const orderBody = {
      restaurant_id: world.restaurantId,
      channel: "takeaway",
      customer_id: id(customer),
      lines: [{ food_item_id: id(burger), quantity: 1 }],
    };
    const order = await call("POST", "/api/restaurant-orders", orderBody);
    const area = await call("POST", `${r}/areas`, { name: "Terrace" });
    const table = await call("POST", `${r}/tables`, {
      label: "T1",
      area_id: id(area),
      min_capacity: 1,
      max_capacity: 4,
    });
    // Tomorrow at noon UTC: inside the fixture restaurant's hours (always open), past its lead time.
    const startsAt = new Date(
      Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 1, 12),
    );
    const booking = await call("POST", `${r}/bookings`, {
      party_size: 2,
      starts_at: startsAt.toISOString(),
      guest_name: "Fixture Guest",
    });
    const webhook = await call("POST", "/api/webhooks", {
      url: "http://127.0.0.1:9/restaurant-events",
      event_types: ["order.created"],
    });

    return {
      credentials: {
        ApiKeyHeader: { "x-api-key": world.apiKey },
        BearerToken: { Authorization: `Bearer ${world.sessionToken}` },
      },
      pathParams: {
        restaurant_id: world.restaurantId,
        user_id: world.staffUserId,
        key_id: world.spareKeyId,
        category_id: id(category),
        food_item_id: id(burger),
        modifier_group_id: id(sauce),
        preset_menu_id: id(preset),
        customer_id: id(customer),
        reward_id: id(reward),
        promotion_id: id(promotion),
        order_id: id(order),
        area_id: id(area),
        table_id: id(table),
        booking_id: id(booking),
        webhook_id: id(webhook),
      },
      requestBodies: {
        "POST /api/restaurant-orders": orderBody,
        "POST /api/restaurant-orders/quote": orderBody,
        "PUT /api/restaurants/{restaurant_id}/menu": { preset_menu_id: id(preset) },
        "POST /api/menu/preset-menus": { name: "Dinner", entries: [{ food_item_id: id(burger) }] },
        "POST /api/menu/food-items": { name: "Fries", variants: [{ name: "Portion", price: 300 }] },
        "POST /api/restaurants/{restaurant_id}/tables": {
          label: "T2",
          area_id: id(area),
          min_capacity: 1,
          max_capacity: 2,
        },
        "POST /api/customers/{customer_id}/loyalty/adjustments": { points: 5, reason: "conformance" },
      },
    };
  },
};
