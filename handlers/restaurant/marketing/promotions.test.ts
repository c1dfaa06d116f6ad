/**
 * Promotions over HTTP, every response judged against the contract, and the pricing calls orders
 * make on the same database: a code applies case-insensitively, an unknown or inapplicable code is
 * 409 `promotion_unavailable`, and a usage limit holds when two orders race for the last use.
 */
import request from "supertest";
import { startTestService, type TestService } from "../../../runtime/testing/harness.js";
import {
  applyPromotions,
  loadApplicablePromotions,
  recordRedemptions,
  releaseRedemptions,
} from "../../../storage/restaurant/marketing/pricing.js";
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

const key = (w: RestaurantWorld) => ({ "x-api-key": w.apiKey });

async function order(): Promise<string> {
  const [row] = (await svc.db
    .knex("restaurant_orders")
    .insert({
      organization_id: world.organizationId,
      branch_id: world.restaurantId,
      channel: "web",
      currency: "USD",
      subtotal_amount: 2000,
      total_amount: 2000,
      placed_at: new Date(),
    })
    .returning("id")) as { id: string }[];
  return (row as { id: string }).id;
}

const scope = (codes: string[]) => ({
  organizationId: world.organizationId,
  branchId: world.restaurantId,
  channel: "web",
  customerId: null,
  at: new Date(),
  codes,
});

describe("create_promotion", () => {
  it("checks what each kind needs, keeps codes unique per organization, and hides others' promotions", async () => {
    const noPercent = await request(svc.app)
      .post("/api/promotions")
      .set(key(world))
      .send({ name: "Ten", kind: "percentage" });
    expect(noPercent.status).toBe(400);
    expect(noPercent.body.issues).toMatchObject([{ name: "/percent" }]);
    const staff = await request(svc.app)
      .post("/api/promotions")
      .set({ Authorization: `Bearer ${world.staffSessionToken}` })
      .send({ name: "Ten", kind: "fixed", amount: 100 });
    expect(staff.status).toBe(403);

    const made = await request(svc.app)
      .post("/api/promotions")
      .set(key(world))
      .send({ name: "Ten off", code: "TEN", kind: "fixed", amount: 1000, usage_limit: 1, channels: ["web"] });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ code: "TEN", used_count: 0, active: true, restaurant_ids: [] });
    const dup = await request(svc.app)
      .post("/api/promotions")
      .set(key(world))
      .send({ name: "Again", code: "ten", kind: "fixed", amount: 5 });
    expect(dup.status).toBe(409);
    const elsewhere = await request(svc.app)
      .post("/api/promotions")
      .set(key(other))
      .send({ name: "Theirs", code: "TEN", kind: "fixed", amount: 5 });
    expect(elsewhere.status).toBe(201);
    expect((await request(svc.app).get(`/api/promotions/${made.body.id}`).set(key(other))).status).toBe(404);

    const patched = await request(svc.app)
      .patch(`/api/promotions/${made.body.id}`)
      .set(key(world))
      .send({ kind: "buy_x_get_y" });
    expect(patched.status).toBe(400);
    const list = await request(svc.app).get("/api/promotions?active=true").set(key(world));
    expect(list.body.promotions.map((p: { id: string }) => p.id)).toEqual([made.body.id]);
  });
});

describe("pricing", () => {
  it("applies a code case-insensitively, refuses unknown codes, and holds the usage limit", async () => {
    await expect(loadApplicablePromotions(svc.db.knex, scope(["NOPE"]))).rejects.toMatchObject({
      code: "promotion_unavailable",
    });
    await expect(
      loadApplicablePromotions(svc.db.knex, { ...scope(["ten"]), channel: "pos" }),
    ).rejects.toMatchObject({ code: "promotion_unavailable", message: expect.stringMatching(/pos orders/) });

    const promotions = await loadApplicablePromotions(svc.db.knex, scope(["ten"]));
    const priced = applyPromotions(
      {
        lines: [{ foodItemId: "x", categoryId: null, quantity: 2, unitAmount: 1000, lineAmount: 2000 }],
        subtotalAmount: 2000,
      },
      promotions,
    );
    expect(priced).toMatchObject({ discountAmount: 1000, applied: [{ name: "Ten off", amount: 1000 }] });

    // Two orders race for the one use: one records it, the other is refused and rolls back.
    const [a, b] = [await order(), await order()];
    const results = await Promise.allSettled(
      [a, b].map((orderId) =>
        inTransaction(svc.db.knex, (trx) =>
          recordRedemptions(trx, {
            organizationId: world.organizationId,
            orderId,
            customerId: null,
            applied: priced.applied,
          }),
        ),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(results.find((r) => r.status === "rejected")).toMatchObject({
      reason: { code: "promotion_unavailable" },
    });
    await expect(loadApplicablePromotions(svc.db.knex, scope(["TEN"]))).rejects.toMatchObject({
      message: expect.stringMatching(/used up/),
    });

    // Cancelling the order that used it gives the use back; a used promotion cannot be deleted.
    const used = results[0]?.status === "fulfilled" ? a : b;
    await inTransaction(svc.db.knex, (trx) =>
      releaseRedemptions(trx, { organizationId: world.organizationId, orderId: used }),
    );
    expect(await loadApplicablePromotions(svc.db.knex, scope(["TEN"]))).toHaveLength(1);
    const id = promotions[0]?.promotionId;
    const del = await request(svc.app).delete(`/api/promotions/${id}`).set(key(world));
    expect(del.status).toBe(409);
    expect(del.body.code).toBe("in_use");
  });
});
