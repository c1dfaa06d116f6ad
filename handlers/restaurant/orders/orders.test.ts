/**
 * Orders over HTTP, every response judged against the published contract: the server prices from
 * the branch's menu (overrides, modifiers) and never takes a client price, promotions and rewards
 * come off, the kitchen's verbs follow the state table (409 otherwise), idempotent creation, and
 * loyalty points granted on completion and given back on cancel.
 */
import request from "supertest";
import { startTestService, type TestService } from "../../../runtime/testing/harness.js";
import { createRestaurantWorld, type RestaurantWorld } from "../testing/world.js";

let svc: TestService;
let world: RestaurantWorld;
let other: RestaurantWorld;
const menu = { burger: "", large: "", regular: "", fries: "", ketchup: "", aioli: "", mayo: "" };
let customerId = "";

const api = () => ({
  post: (path: string, body: object, key = world.apiKey) =>
    request(svc.app).post(path).set("x-api-key", key).send(body),
  put: (path: string, body: object) => request(svc.app).put(path).set("x-api-key", world.apiKey).send(body),
  get: (path: string, key = world.apiKey) => request(svc.app).get(path).set("x-api-key", key),
});

async function created(res: request.Response): Promise<Record<string, unknown>> {
  if (res.status !== 201 && res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return res.body as Record<string, unknown>;
}

beforeAll(async () => {
  svc = await startTestService("restaurant");
  world = await createRestaurantWorld(svc.db.knex);
  other = await createRestaurantWorld(svc.db.knex);
  const { post, put } = api();
  const sauce = await created(
    await post("/api/menu/modifier-groups", {
      name: "Sauce",
      min_selections: 1,
      max_selections: 2,
      options: [{ name: "Ketchup" }, { name: "Aioli", price_delta: 50 }],
    }),
  );
  const [ketchup, aioli] = sauce.options as { id: string }[];
  const extra = await created(
    await post("/api/menu/modifier-groups", {
      name: "Extra",
      max_selections: 1,
      options: [{ name: "Mayo", price_delta: 30 }],
    }),
  );
  const burger = await created(
    await post("/api/menu/food-items", {
      name: "Burger",
      variants: [
        { name: "Regular", price: 900 },
        { name: "Large", price: 1300 },
      ],
      modifier_group_ids: [sauce.id],
    }),
  );
  const fries = await created(
    await post("/api/menu/food-items", { name: "Fries", variants: [{ name: "Portion", price: 300 }] }),
  );
  const preset = await created(
    await post("/api/menu/preset-menus", {
      name: "All day",
      entries: [{ food_item_id: burger.id }, { food_item_id: fries.id }],
    }),
  );
  await created(
    await put(`/api/restaurants/${world.restaurantId}/menu`, {
      preset_menu_id: preset.id,
      overrides: [{ food_item_id: fries.id, price: 350 }],
    }),
  );
  const [regular, large] = burger.variants as { id: string }[];
  Object.assign(menu, {
    burger: burger.id,
    regular: regular?.id,
    large: large?.id,
    fries: fries.id,
    ketchup: ketchup?.id,
    aioli: aioli?.id,
    mayo: (extra.options as { id: string }[])[0]?.id,
  });
  await created(
    await post("/api/promotions", { name: "Ten off", kind: "percentage", code: "TENOFF", percent: 10 }),
  );
  customerId = (await created(await post("/api/customers", { name: "Ada", email: "ada@guest.example" })))
    .id as string;
  await created(
    await put("/api/loyalty/program", {
      enabled: true,
      accrual_rules: [{ type: "spend", points: 1, amount: 100 }],
      tiers: [],
    }),
  );
});
afterAll(async () => {
  expect(svc.violations()).toEqual([]);
  await svc.close();
});

const cart = (extra: object = {}) => ({
  restaurant_id: world.restaurantId,
  channel: "takeaway",
  lines: [
    { food_item_id: menu.burger, variant_id: menu.large, quantity: 2, modifier_option_ids: [menu.aioli] },
    { food_item_id: menu.fries, quantity: 1 },
  ],
  ...extra,
});

describe("create_order", () => {
  it("prices from the branch's menu (variant, modifiers, override) and applies a code; the quote agrees", async () => {
    const quote = await api().post("/api/restaurant-orders/quote", cart({ promotion_codes: ["tenoff"] }));
    expect(quote.status).toBe(200);
    const res = await api().post("/api/restaurant-orders", cart({ promotion_codes: ["tenoff"] }));
    expect(res.status).toBe(201);
    expect(
      res.body.lines.map((l: { unit_amount: number; line_amount: number }) => [l.unit_amount, l.line_amount]),
    ).toEqual([
      [1350, 2700],
      [350, 350],
    ]);
    expect(res.body).toMatchObject({
      subtotal_amount: 3050,
      discount_amount: 305,
      total_amount: 2745,
      status: "placed",
    });
    expect(quote.body).toMatchObject({ subtotal_amount: 3050, discount_amount: 305, total_amount: 2745 });
    expect(res.body.allowed_verbs).toEqual(["accept", "cancel", "fail"]);
  });

  it("refuses what it cannot sell or price, with the line named, and writes nothing", async () => {
    const { post, get } = api();
    const before = (await get("/api/restaurant-orders?limit=100")).body.orders.length;
    const cases: [object, number, string][] = [
      [{ lines: [{ food_item_id: menu.mayo, quantity: 1 }] }, 422, "item_unavailable"],
      [
        { lines: [{ food_item_id: menu.burger, quantity: 1, modifier_option_ids: [menu.ketchup] }] },
        422,
        "item_unavailable",
      ],
      [
        { lines: [{ food_item_id: menu.burger, variant_id: menu.regular, quantity: 1 }] },
        422,
        "invalid_modifiers",
      ],
      [
        {
          lines: [
            {
              food_item_id: menu.burger,
              variant_id: menu.regular,
              quantity: 1,
              modifier_option_ids: [menu.mayo],
            },
          ],
        },
        422,
        "invalid_modifiers",
      ],
      [{ lines: [{ food_item_id: menu.fries, quantity: 1, unit_price: 1 }] }, 400, "validation_failed"],
      [{ total_amount: 1 }, 400, "validation_failed"],
      [{ channel: "delivery" }, 400, "validation_failed"],
      [{ promotion_codes: ["NOSUCH"] }, 409, "promotion_unavailable"],
      [{ restaurant_id: other.restaurantId }, 404, "not_found"],
    ];
    for (const [change, status, code] of cases) {
      const res = await post("/api/restaurant-orders", cart(change));
      expect([res.status, res.body.code]).toEqual([status, code]);
    }
    expect((await get("/api/restaurant-orders?limit=100")).body.orders.length).toBe(before);
  });

  it("answers a repeated Idempotency-Key with the first order, and a different body with 409", async () => {
    const send = (body: object) =>
      request(svc.app)
        .post("/api/restaurant-orders")
        .set("x-api-key", world.apiKey)
        .set("Idempotency-Key", "till-7-0042")
        .send(body);
    const results = await Promise.all(Array.from({ length: 5 }, () => send(cart())));
    const ids = new Set(results.map((r) => r.body.id));
    expect(ids.size).toBe(1);
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(results.find((r) => r.status === 200)?.headers["idempotent-replayed"]).toBe("true");
    const changed = await send(cart({ note: "no onions" }));
    expect([changed.status, changed.body.code]).toEqual([409, "idempotency_key_reused"]);
  });
});

describe("order verbs", () => {
  it("moves a takeaway order through the kitchen, stamping each state, and refuses illegal moves with 409", async () => {
    const { post } = api();
    const order = (await post("/api/restaurant-orders", cart())).body;
    const verb = (v: string) => post(`/api/restaurant-orders/${order.id}/${v}`, {});
    expect((await verb("complete")).status).toBe(409);
    for (const v of ["accept", "start", "ready"]) expect((await verb(v)).status).toBe(200);
    const dispatch = await verb("dispatch");
    expect([dispatch.status, dispatch.body.code]).toEqual([409, "invalid_transition"]);
    expect((await verb("pick-up")).body.status).toBe("picked_up");
    const done = await verb("complete");
    expect(done.body.status).toBe("completed");
    for (const stamp of ["accepted_at", "preparing_at", "ready_at", "picked_up_at", "completed_at"])
      expect(done.body[stamp]).toEqual(expect.any(String));
    expect(done.body.allowed_verbs).toEqual(["cancel"]);
    const staffVoid = await request(svc.app)
      .post(`/api/restaurant-orders/${order.id}/cancel`)
      .set("Authorization", `Bearer ${world.staffSessionToken}`)
      .send({ reason: "refund" });
    expect([staffVoid.status, staffVoid.body.code]).toEqual([403, "forbidden_role"]);
  });

  it("hides another organization's orders (404) and lists by the seed's route with either credential", async () => {
    const order = (await api().post("/api/restaurant-orders", cart())).body;
    expect((await api().get(`/api/restaurant-orders/${order.id}`, other.apiKey)).status).toBe(404);
    expect((await api().post(`/api/restaurant-orders/${order.id}/accept`, {}, other.apiKey)).status).toBe(
      404,
    );
    const mine = await api().get("/api/restaurant-orders?status=placed");
    expect(mine.body.orders.map((o: { id: string }) => o.id)).toContain(order.id);
    expect(mine.body.orders.every((o: { status: string }) => o.status === "placed")).toBe(true);
    const bySession = await request(svc.app)
      .get("/api/restaurant-orders?status=placed")
      .set("Authorization", `Bearer ${world.sessionToken}`);
    expect(bySession.body).toEqual(mine.body);
    expect((await api().get("/api/restaurant-orders", other.apiKey)).body.orders).toEqual([]);
  });
});

describe("loyalty through orders", () => {
  it("grants points on completion, holds a reward's points, and gives them back on cancel and void", async () => {
    const { post, get } = api();
    const points = async () => (await get(`/api/customers/${customerId}/loyalty`)).body.points as number;
    const order = (await post("/api/restaurant-orders", cart({ customer_id: customerId }))).body;
    for (const v of ["accept", "start", "ready", "pick-up", "complete"])
      await post(`/api/restaurant-orders/${order.id}/${v}`, {});
    expect(await points()).toBe(30); // 3050 cents spent: 1 point per 100
    const reward = (
      await post("/api/loyalty/rewards", {
        name: "Two off",
        points_cost: 20,
        definition: { kind: "fixed_discount", discount_amount: 200 },
      })
    ).body;
    const redeemed = await post(
      "/api/restaurant-orders",
      cart({ customer_id: customerId, reward_id: reward.id }),
    );
    expect(redeemed.body).toMatchObject({
      discount_amount: 200,
      total_amount: 2850,
      reward: { points_cost: 20, amount: 200 },
    });
    expect(await points()).toBe(10);
    const short = await post(
      "/api/restaurant-orders",
      cart({ customer_id: customerId, reward_id: reward.id }),
    );
    expect([short.status, short.body.code]).toEqual([409, "insufficient_points"]);
    await post(`/api/restaurant-orders/${redeemed.body.id}/cancel`, { reason: "guest left" });
    expect(await points()).toBe(30);
    await post(`/api/restaurant-orders/${order.id}/cancel`, { reason: "refund" });
    expect(await points()).toBe(0);
  });
});
