/**
 * Restaurant platform's conformance fixture: an owner (a session as the bearer, an API key as
 * `x-api-key`) of an organization with a restaurant and a staff member, and — made through the
 * live server's own API — one record of every kind the `{…_id}` routes name: a menu that sells a
 * burger with a modifier group, a customer with points, a reward, a promotion, an order, a dining
 * area with a table and a booking, a webhook. Bodies that succeed here (Dredd sends one per
 * operation) name those records, and every order or booking verb gets its own record in the
 * state that verb moves from (Dredd sends the verbs in document order, one request each).
 */
import { createRestaurantWorld } from "../../handlers/restaurant/testing/world.js";
import { createUser } from "../../storage/platform/users.js";
import type { ServiceFixture } from "../fixtures.js";

/** `{verb: params}` as operation keys: `"<route>/<verb>"` → that verb's own record. */
function perVerb(route: string, verbs: Record<string, Record<string, string>>) {
  return Object.fromEntries(Object.entries(verbs).map(([verb, params]) => [`${route}/${verb}`, params]));
}

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
    /** An order of its own, moved by `verbs` into the state the next verb needs. */
    const orderAfter = async (verbs: string[], extra: Record<string, unknown> = {}) => {
      const placed = await call("POST", "/api/restaurant-orders", { ...orderBody, ...extra });
      for (const verb of verbs) await call("POST", `/api/restaurant-orders/${id(placed)}/${verb}`);
      return { order_id: id(placed) };
    };
    const toReady = ["accept", "start", "ready"];
    const delivery = {
      channel: "delivery",
      delivery_address: { line1: "Rua Augusta 1", city: "Lisboa", country: "PT" },
    };
    const orderVerbs = {
      accept: await orderAfter([]),
      start: await orderAfter(["accept"]),
      ready: await orderAfter(["accept", "start"]),
      "pick-up": await orderAfter(toReady),
      dispatch: await orderAfter(toReady, delivery),
      complete: await orderAfter([...toReady, "pick-up"]),
      cancel: await orderAfter([]),
      fail: await orderAfter([]),
    };
    const area = await call("POST", `${r}/areas`, { name: "Terrace" });
    const table = await call("POST", `${r}/tables`, {
      label: "T1",
      area_id: id(area),
      min_capacity: 1,
      max_capacity: 4,
    });
    // Days ahead at an hour UTC: inside the fixture restaurant's hours (always open), past its
    // lead time, and far enough apart that no two bookings want the one table at once.
    const at = (days: number, hour: number) => {
      const now = new Date();
      return new Date(
        Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, hour),
      ).toISOString();
    };
    const booking = await call("POST", `${r}/bookings`, {
      party_size: 2,
      starts_at: at(1, 12),
      guest_name: "Fixture Guest",
    });
    /** A booking of its own (a later hour each), moved by `verbs` into the state the next verb needs. */
    let hour = 6;
    const bookingAfter = async (verbs: string[]) => {
      hour += 3;
      const made = await call("POST", `${r}/bookings`, {
        party_size: 2,
        starts_at: at(2, hour),
        guest_name: "Verb Guest",
      });
      for (const verb of verbs) await call("POST", `${r}/bookings/${id(made)}/${verb}`);
      return { booking_id: id(made) };
    };
    const bookingVerbs = {
      confirm: await bookingAfter([]),
      seat: await bookingAfter([]),
      complete: await bookingAfter(["seat"]),
      cancel: await bookingAfter([]),
      "no-show": await bookingAfter([]),
    };
    // Campaigns are drafts until a verb moves them: one for the shared routes, one per verb.
    const draft = () =>
      call("POST", "/api/campaigns", {
        name: "Fixture night",
        channel: "email",
        audience: { tags: ["regular"] },
        message: { subject: "Tonight", body: "A table is waiting." },
        scheduled_at: at(5, 18),
      });
    const campaign = await draft();
    const campaignVerbs = {
      schedule: { campaign_id: id(await draft()) },
      cancel: { campaign_id: id(await draft()) },
    };
    const rule = await call("POST", "/api/automation-rules", {
      name: "Big spender",
      trigger: { type: "order.completed" },
      conditions: [{ type: "order_total_at_least", amount: 1500 }],
      actions: [{ type: "grant_points", points: 50 }],
    });
    // An account that belongs to no organization yet, for adding a member by e-mail.
    const recruit = await createUser(db.knex, {
      email: `recruit-${world.restaurantId.slice(0, 8)}@bistro.example`,
      password: world.ownerPassword,
      name: "Recruit",
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
        campaign_id: id(campaign),
        rule_id: id(rule),
      },
      operationPathParams: {
        ...perVerb("POST /api/restaurant-orders/{order_id}", orderVerbs),
        ...perVerb("POST /api/restaurants/{restaurant_id}/bookings/{booking_id}", bookingVerbs),
        ...perVerb("POST /api/campaigns/{campaign_id}", campaignVerbs),
      },
      queryParams: { date: at(1, 0).slice(0, 10), party_size: "2" },
      requestBodies: {
        "POST /api/restaurant-orders": orderBody,
        "POST /api/restaurant-orders/{order_id}/cancel": { reason: "The guest changed their mind" },
        "POST /api/restaurant-orders/{order_id}/fail": { reason: "The courier never came" },
        // Menu edits that keep the burger on sale: later transactions order it.
        "PATCH /api/menu/categories/{category_id}": { name: "Mains and sides" },
        "PATCH /api/menu/food-items/{food_item_id}": { name: "House burger", description: "Beef, aioli" },
        "PATCH /api/menu/preset-menus/{preset_menu_id}": { name: "All day, every day" },
        "PATCH /api/menu/modifier-groups/{modifier_group_id}": { max_selections: 1 },
        "POST /api/restaurants/{restaurant_id}/areas": { name: "Patio", position: 2 },
        "POST /api/restaurants/{restaurant_id}/bookings": {
          party_size: 2,
          starts_at: at(3, 12),
          guest_name: "Conformance Guest",
        },
        "PATCH /api/restaurants/{restaurant_id}/bookings/{booking_id}": { notes: "Window seat, please" },
        "POST /api/restaurants/{restaurant_id}/members": { email: recruit.email, role: "staff" },
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
