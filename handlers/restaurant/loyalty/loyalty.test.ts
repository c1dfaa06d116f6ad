/**
 * Loyalty over HTTP, every response judged against the published contract: the program and its
 * tiers, rewards of each kind, manual adjustments that never take a balance below zero, the
 * account (tier, next tier, ledger) after an order's accrual, roles, and another organization's
 * ids answering 404.
 */
import { randomUUID } from "node:crypto";
import request from "supertest";
import { startTestService, type TestService } from "../../../runtime/testing/harness.js";
import { accrueForOrder } from "../../../storage/restaurant/loyalty/orderHooks.js";
import { inTransaction } from "../../../storage/run.js";
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
const staff = () => ({ Authorization: `Bearer ${world.staffSessionToken}` });

const PROGRAM = {
  enabled: true,
  points_name: "stars",
  accrual_rules: [
    { type: "spend", points: 1, amount: 100 },
    { type: "visit", points: 10 },
  ],
  tiers: [
    { name: "Gold", min_points: 100 },
    { name: "Silver", min_points: 0 },
  ],
};

describe("loyalty program", () => {
  it("starts paused, is saved whole by a manager, and refuses ambiguous tiers and malformed rules", async () => {
    const fresh = await request(svc.app).get("/api/loyalty/program").set(staff());
    expect(fresh.body).toEqual({
      enabled: false,
      points_name: "points",
      accrual_rules: [],
      tiers: [],
      updated_at: null,
    });
    expect((await request(svc.app).put("/api/loyalty/program").set(staff()).send(PROGRAM)).status).toBe(403);

    const saved = await request(svc.app).put("/api/loyalty/program").set(key()).send(PROGRAM);
    expect(saved.status).toBe(200);
    expect(saved.body.tiers.map((t: { name: string }) => t.name)).toEqual(["Silver", "Gold"]);
    expect(saved.body.accrual_rules[1]).toEqual({ type: "visit", points: 10, min_total_amount: 0 });

    const twin = await request(svc.app)
      .put("/api/loyalty/program")
      .set(key())
      .send({ ...PROGRAM, tiers: [...PROGRAM.tiers, { name: "gold", min_points: 500 }] });
    expect(twin.status).toBe(400);
    expect(twin.body.issues[0].name).toBe("/tiers/2/name");
    const noAmount = await request(svc.app)
      .put("/api/loyalty/program")
      .set(key())
      .send({ enabled: true, accrual_rules: [{ type: "spend", points: 1 }] });
    expect(noAmount.status).toBe(400);
  });
});

describe("loyalty rewards", () => {
  it("creates rewards of each kind, changes and deletes them; others' answer 404", async () => {
    const definitions = [
      { kind: "fixed_discount", discount_amount: 500 },
      { kind: "percentage_discount", percentage: 10, max_amount: 1000 },
      { kind: "free_item", food_item_id: randomUUID() },
    ];
    const made = [];
    for (const [i, definition] of definitions.entries()) {
      const res = await request(svc.app)
        .post("/api/loyalty/rewards")
        .set(key())
        .send({ name: `Reward ${i}`, points_cost: 50 * (i + 1), definition });
      expect(res.status).toBe(201);
      expect(res.body.definition).toEqual(definition);
      made.push(res.body);
    }
    const listed = await request(svc.app).get("/api/loyalty/rewards").set(staff());
    expect(listed.body.rewards.map((r: { id: string }) => r.id)).toEqual(made.map((r) => r.id));
    expect(
      (
        await request(svc.app)
          .post("/api/loyalty/rewards")
          .set(staff())
          .send({ name: "x", points_cost: 1, definition: definitions[0] })
      ).status,
    ).toBe(403);
    const badKind = await request(svc.app)
      .post("/api/loyalty/rewards")
      .set(key())
      .send({ name: "x", points_cost: 1, definition: { kind: "percentage_discount", percentage: 150 } });
    expect(badKind.status).toBe(400);

    const path = `/api/loyalty/rewards/${made[0].id}`;
    const cheaper = await request(svc.app).patch(path).set(key()).send({ points_cost: 40 });
    expect(cheaper.body).toMatchObject({ points_cost: 40, name: "Reward 0", definition: definitions[0] });
    const theirs = { "x-api-key": other.apiKey };
    expect((await request(svc.app).get(path).set(theirs)).status).toBe(404);
    expect((await request(svc.app).delete(path).set(theirs)).status).toBe(404);
    expect((await request(svc.app).delete(path).set(key())).status).toBe(204);
    expect((await request(svc.app).get(path).set(key())).status).toBe(404);
  });
});

describe("customer loyalty", () => {
  it("accrues on an order, adjusts by hand, never goes below zero, and reaches tiers on lifetime points", async () => {
    await request(svc.app).put("/api/loyalty/program").set(key()).send(PROGRAM);
    const customer = (await request(svc.app).post("/api/customers").set(key()).send({ name: "Grace" })).body;
    const base = `/api/customers/${customer.id}/loyalty`;
    const orderId = randomUUID();
    const granted = await inTransaction(svc.db.knex, (trx) =>
      accrueForOrder(trx, {
        organizationId: world.organizationId,
        orderId,
        customerId: customer.id,
        branchId: world.restaurantId,
        totalAmount: 4250,
        lines: [],
      }),
    );
    expect(granted).toBe(52);

    const bonus = await request(svc.app)
      .post(`${base}/adjustments`)
      .set(key())
      .send({ points: 60, reason: "Birthday" });
    expect(bonus.status).toBe(201);
    expect(bonus.body).toMatchObject({
      kind: "adjustment",
      points: 60,
      balance_after: 112,
      created_by: world.ownerUserId,
    });
    const tooMuch = await request(svc.app)
      .post(`${base}/adjustments`)
      .set(key())
      .send({ points: -113, reason: "Oops" });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.code).toBe("insufficient_points");
    const zero = await request(svc.app)
      .post(`${base}/adjustments`)
      .set(key())
      .send({ points: 0, reason: "Nothing" });
    expect(zero.status).toBe(400);
    expect(
      (await request(svc.app).post(`${base}/adjustments`).set(staff()).send({ points: 5, reason: "Friend" }))
        .status,
    ).toBe(403);
    const spent = await request(svc.app)
      .post(`${base}/adjustments`)
      .set(key())
      .send({ points: -100, reason: "Redeemed at the till" });
    expect(spent.body.balance_after).toBe(12);

    const account = await request(svc.app).get(base).set(staff());
    expect(account.body).toMatchObject({
      points: 12,
      lifetime_points: 112,
      tier: { name: "Gold", min_points: 100 },
      next_tier: null,
    });
    expect(account.body.recent_entries).toHaveLength(3);
    const ledger = await request(svc.app).get(`${base}/ledger`).query({ limit: 2 }).set(staff());
    expect(ledger.body.entries).toHaveLength(2);
    const rest = await request(svc.app)
      .get(`${base}/ledger`)
      .query({ cursor: ledger.body.next_cursor })
      .set(staff());
    const all = [...ledger.body.entries, ...rest.body.entries];
    expect(all.find((e: { kind: string }) => e.kind === "accrual")).toMatchObject({
      points: 52,
      order_id: orderId,
    });
    expect(rest.body.next_cursor).toBeNull();

    const profile = await request(svc.app).get(`/api/customers/${customer.id}`).set(key());
    expect(profile.body.loyalty).toEqual({ points: 12, lifetime_points: 112, tier: "Gold" });

    const theirs = { "x-api-key": other.apiKey };
    expect((await request(svc.app).get(base).set(theirs)).status).toBe(404);
    expect((await request(svc.app).get(`${base}/ledger`).set(theirs)).status).toBe(404);
    expect(
      (await request(svc.app).post(`${base}/adjustments`).set(theirs).send({ points: 5, reason: "Mine" }))
        .status,
    ).toBe(404);
  });
});
