/**
 * Analytics over HTTP, every response judged against the published contract. The orders of
 * ./testing/orders.ts are written straight into the tables, and another organization's on the
 * same days; every report is checked against sums taken over the orders it covers.
 */
import { randomUUID } from "node:crypto";
import request from "supertest";
import { startTestService, type TestService } from "../../../runtime/testing/harness.js";
import { insertBranch } from "../../../storage/restaurant/core/branches.js";
import { createRestaurantWorld, type RestaurantWorld } from "../testing/world.js";
import {
  BURGER,
  FROM,
  inRange,
  insertOrder,
  net,
  ORDERS,
  SODA,
  subtotal,
  sum,
  TO,
} from "./testing/orders.js";

let svc: TestService;
let world: RestaurantWorld;
let other: RestaurantWorld;
let la: string;
let tokyo: string;

beforeAll(async () => {
  svc = await startTestService("restaurant");
  world = await createRestaurantWorld(svc.db.knex, { currency: "EUR" });
  other = await createRestaurantWorld(svc.db.knex);
  la = (
    await insertBranch(svc.db.knex, world.organizationId, {
      name: "Bistro LA",
      time_zone: "America/Los_Angeles",
    })
  ).id;
  tokyo = (
    await insertBranch(svc.db.knex, world.organizationId, { name: "Bistro Tokyo", time_zone: "Asia/Tokyo" })
  ).id;
  const branches = { lisbon: world.restaurantId, la, tokyo };
  for (const o of ORDERS) await insertOrder(svc.db.knex, world.organizationId, branches[o.branch], o);
  // Another business's orders on the same days: never counted for this one.
  for (const o of ORDERS)
    await insertOrder(svc.db.knex, other.organizationId, other.restaurantId, {
      ...o,
      discount: 0,
      lines: [{ item: BURGER, quantity: 9, unit: 9999 }],
    });
});
afterAll(async () => {
  expect(svc.violations()).toEqual([]);
  await svc.close();
});

const owner = () => ({ "x-api-key": world.apiKey });
const staff = () => ({ Authorization: `Bearer ${world.staffSessionToken}` });
const get = (path: string, query: Record<string, string | number>, auth: Record<string, string> = owner()) =>
  request(svc.app)
    .get(`/api/analytics/${path}`)
    .query({ from: FROM, to: TO, ...query })
    .set(auth);

describe("get_revenue_report", () => {
  it("totals exactly the completed orders of the range, by each restaurant's local day", async () => {
    const covered = ORDERS.filter((o) => o.status === "completed" && inRange(o));
    const res = await get("revenue", {});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      from: FROM,
      to: TO,
      restaurant_id: null,
      currency: "EUR",
    });
    expect(res.body).not.toHaveProperty("channel");
    expect(res.body.totals).toEqual({
      orders: covered.length,
      gross_amount: sum(covered.map(subtotal)),
      discount_amount: sum(covered.map((o) => o.discount ?? 0)),
      net_amount: sum(covered.map(net)),
      average_order_amount: Math.round(sum(covered.map(net)) / covered.length),
    });
    expect(res.body.totals).toMatchObject({ orders: 5, net_amount: 6500, average_order_amount: 1300 });

    const days = res.body.by_day as { date: string; orders: number; net_amount: number }[];
    expect(days.map((d) => d.date)).toEqual(
      ["10", "11", "12", "13", "14", "15", "16"].map((d) => `2025-01-${d}`),
    );
    for (const d of days) {
      const that = covered.filter((o) => o.localDate === d.date);
      expect(d).toEqual({ date: d.date, orders: that.length, net_amount: sum(that.map(net)) });
    }
    expect(sum(days.map((d) => d.net_amount))).toBe(res.body.totals.net_amount);
    expect(
      res.body.by_channel.map((c: { channel: string; net_amount: number }) => [c.channel, c.net_amount]),
    ).toEqual([
      ["delivery", 2500],
      ["dine_in", 2000],
      ["app", 1200],
      ["pos", 800],
    ]);
  });

  it("filters by restaurant and channel, and answers 404 for a restaurant the caller holds no role on", async () => {
    const inLa = await get("revenue", { restaurant_id: la });
    expect(inLa.body.totals).toMatchObject({ orders: 2, net_amount: 2700 });
    const delivery = await get("revenue", { channel: "delivery" });
    expect(delivery.body.totals).toMatchObject({ orders: 2, net_amount: 2500 });
    expect(delivery.body.by_channel.map((c: { channel: string }) => c.channel)).toEqual(["delivery"]);

    const foreign = await get("revenue", { restaurant_id: other.restaurantId });
    expect(foreign.status).toBe(404);
    expect((await get("revenue", { restaurant_id: randomUUID() })).status).toBe(404);
    // The other business sees only its own orders, on the same days.
    const theirs = await get("revenue", {}, { "x-api-key": other.apiKey });
    expect(theirs.body.totals.orders).toBe(5);
    expect(theirs.body.totals.net_amount).toBe(5 * 9 * 9999);
  });

  it("limits staff to the restaurants they hold a role on", async () => {
    const mine = await get("revenue", {}, staff());
    expect(mine.status).toBe(200);
    expect(mine.body.totals).toMatchObject({ orders: 2, net_amount: 3000 });
    expect((await get("revenue", { restaurant_id: la }, staff())).status).toBe(404);
  });

  it("refuses a range out of order, longer than 366 days or outside the years 1000 to 2999", async () => {
    const backwards = await get("revenue", { from: "2025-01-10", to: "2025-01-09" });
    expect(backwards.status).toBe(400);
    expect(backwards.body.issues).toEqual([expect.objectContaining({ location: "query", name: "to" })]);
    expect((await get("revenue", { from: "2024-01-01", to: "2025-01-01" })).status).toBe(400);
    const leapYear = await get("revenue", { from: "2024-01-01", to: "2024-12-31" });
    expect(leapYear.status).toBe(200);
    expect(leapYear.body.by_day).toHaveLength(366);
    expect((await get("revenue", { from: "2025-02-30" })).status).toBe(400);
    expect((await get("revenue", { from: "0000-12-31", to: "0001-01-01" })).status).toBe(400);
    const early = await get("revenue", { from: "0999-12-31", to: "1000-01-01" });
    expect([early.status, early.body.issues?.[0]?.name]).toEqual([400, "from"]);
    const late = await get("revenue", { from: "2999-12-31", to: "3000-01-01" });
    expect([late.status, late.body.issues?.[0]?.name]).toEqual([400, "to"]);
  });
});

describe("get_order_trends_report", () => {
  it("counts every order of the range by local day, state, local hour and channel", async () => {
    const covered = ORDERS.filter(inRange);
    const res = await get("order-trends", {});
    expect(res.status).toBe(200);
    expect(res.body.orders).toBe(covered.length);
    const status = Object.fromEntries(
      res.body.by_status.map((s: { status: string; orders: number }) => [s.status, s.orders]),
    );
    expect(res.body.by_status).toHaveLength(9);
    expect(status).toMatchObject({ completed: 5, cancelled: 1, failed: 1, preparing: 1, placed: 0 });
    const hours = res.body.by_hour as { hour: number; orders: number }[];
    expect(hours.map((h) => h.hour)).toEqual([...Array(24).keys()]);
    for (const h of hours) expect(h.orders).toBe(covered.filter((o) => o.localHour === h.hour).length);
    const tenth = res.body.by_day.find((d: { date: string }) => d.date === "2025-01-10");
    expect(tenth).toEqual({
      date: "2025-01-10",
      orders: 4,
      completed: 4,
      cancelled: 0,
      failed: 0,
      in_progress: 0,
    });
    const last = res.body.by_day.find((d: { date: string }) => d.date === TO);
    expect(last).toMatchObject({ orders: 2, completed: 1, in_progress: 1 });
    expect(sum(res.body.by_day.map((d: { orders: number }) => d.orders))).toBe(covered.length);
    expect(sum(res.body.by_channel.map((c: { orders: number }) => c.orders))).toBe(covered.length);
  });
});

describe("get_top_items_report", () => {
  it("ranks items by units and by net revenue; their gross adds up to the revenue report's", async () => {
    const res = await get("top-items", {});
    expect(res.status).toBe(200);
    const names = (items: { name: string }[]) => items.map((i) => i.name);
    expect(names(res.body.by_quantity)).toEqual(["Fries", "Burger", "Soda"]);
    expect(names(res.body.by_revenue)).toEqual(["Burger", "Fries", "Soda"]);
    expect(res.body.by_revenue[2]).toEqual({
      food_item_id: SODA,
      name: "Soda",
      quantity: 2,
      orders: 1,
      gross_amount: 600,
      net_amount: 500,
    });
    const revenue = await get("revenue", {});
    expect(sum(res.body.by_quantity.map((i: { gross_amount: number }) => i.gross_amount))).toBe(
      revenue.body.totals.gross_amount,
    );
    const one = await get("top-items", { limit: 1 });
    expect(names(one.body.by_quantity)).toEqual(["Fries"]);
    expect(names(one.body.by_revenue)).toEqual(["Burger"]);
  });
});

describe("get_customer_insights_report", () => {
  it("tells new from returning customers and counts anonymous orders", async () => {
    const res = await get("customer-insights", {});
    expect(res.status).toBe(200);
    // A returns (completed before the range), B and D are new, C only cancelled: not served.
    expect(res.body).toMatchObject({
      orders: 5,
      anonymous_orders: 1,
      customers: 3,
      new_customers: 2,
      returning_customers: 1,
      customer_net_amount: 5500,
      average_spend_amount: 1833,
      orders_per_customer: 1.33,
    });
    // In Los Angeles alone B is new: B's earlier orders elsewhere are outside the scope.
    const inLa = await get("customer-insights", { restaurant_id: la });
    expect(inLa.body).toMatchObject({
      customers: 1,
      new_customers: 1,
      returning_customers: 0,
      orders_per_customer: 2,
    });
  });
});
