/**
 * Campaigns and automation rules over HTTP, every response judged against the contract, with the
 * minute sweeps called directly on a clock: a campaign goes to its audience once, only drafts
 * change, and rules grant once per order or per absence, only when their conditions hold.
 */
import request from "supertest";
import { startTestService, type TestService } from "../../../runtime/testing/harness.js";
import { createRestaurantWorld, type RestaurantWorld } from "../testing/world.js";
import { sweepAbsences } from "./automation.js";
import { sendDueCampaigns } from "./sending.js";

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

const key = (w: RestaurantWorld = world) => ({ "x-api-key": w.apiKey });
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const later = (ms: number) => new Date(Date.now() + ms);

async function customer(body: Record<string, unknown>): Promise<string> {
  const res = await request(svc.app).post("/api/customers").set(key()).send(body);
  expect(res.status).toBe(201);
  return res.body.id as string;
}

async function points(customerId: string): Promise<{ points: number; tags: string[] }> {
  const res = await request(svc.app).get(`/api/customers/${customerId}`).set(key());
  return { points: res.body.loyalty.points, tags: res.body.tags };
}

/** A dine-in order of the customer, ready, then completed through the order route. */
async function completeOrder(customerId: string, total: number): Promise<void> {
  const [row] = (await svc.db
    .knex("restaurant_orders")
    .insert({
      organization_id: world.organizationId,
      branch_id: world.restaurantId,
      customer_id: customerId,
      channel: "dine_in",
      status: "ready",
      currency: "USD",
      subtotal_amount: total,
      total_amount: total,
      placed_at: new Date(),
    })
    .returning("id")) as { id: string }[];
  const res = await request(svc.app).post(`/api/restaurant-orders/${row?.id}/complete`).set(key());
  expect(res.status).toBe(200);
}

describe("campaigns", () => {
  it("sends a scheduled campaign once, at its time, to its audience only", async () => {
    // A subscriber, so the event is recorded (delivery itself is the webhooks area's).
    await svc.db.knex("restaurant_webhooks").insert({
      organization_id: world.organizationId,
      url: "https://hooks.example.com/campaigns",
      event_types: ["campaign.sent"],
      secret_sealed: "not-used-here",
    });
    const vip = await customer({
      name: "Ada",
      email: "ada@example.com",
      marketing_opt_in: true,
      tags: ["vip"],
    });
    await customer({ name: "Bob", marketing_opt_in: false, tags: ["vip"] });
    await customer({ name: "Cy", marketing_opt_in: true });
    const made = await request(svc.app)
      .post("/api/campaigns")
      .set(key())
      .send({
        name: "VIP night",
        channel: "email",
        audience: { tags: ["vip"] },
        message: { subject: "Tonight", body: "A table is waiting." },
        scheduled_at: later(HOUR).toISOString(),
      });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      status: "draft",
      audience: { opted_in_only: true },
      audience_size: null,
    });
    const id = made.body.id as string;

    const renamed = await request(svc.app)
      .patch(`/api/campaigns/${id}`)
      .set(key())
      .send({ name: "VIP evening" });
    expect(renamed.body.name).toBe("VIP evening");
    const scheduled = await request(svc.app).post(`/api/campaigns/${id}/schedule`).set(key());
    expect(scheduled.body.status).toBe("scheduled");

    expect(await sendDueCampaigns(svc.db.knex, new Date())).toEqual({ sent: 0 });
    expect(await sendDueCampaigns(svc.db.knex, later(2 * HOUR))).toEqual({ sent: 1 });
    expect(await sendDueCampaigns(svc.db.knex, later(3 * HOUR))).toEqual({ sent: 0 });

    const sent = await request(svc.app).get(`/api/campaigns/${id}`).set(key());
    expect(sent.body).toMatchObject({ status: "sent", audience_size: 1 });
    const sends = await request(svc.app).get(`/api/campaigns/${id}/sends`).set(key());
    expect(sends.body.sends.map((s: { customer_id: string }) => s.customer_id)).toEqual([vip]);
    const event = (await svc.db
      .knex("restaurant_webhook_events")
      .where({ organization_id: world.organizationId, type: "campaign.sent" })
      .first("payload")) as { payload: { data: { customer_ids: string[] } } };
    expect(event.payload.data.customer_ids).toEqual([vip]);

    // A sent campaign is final.
    for (const [verb, call] of [
      ["cancel", request(svc.app).post(`/api/campaigns/${id}/cancel`).set(key())],
      ["schedule", request(svc.app).post(`/api/campaigns/${id}/schedule`).set(key())],
      ["edit", request(svc.app).patch(`/api/campaigns/${id}`).set(key()).send({ name: "x" })],
      ["delete", request(svc.app).delete(`/api/campaigns/${id}`).set(key())],
    ] as const) {
      const res = await call;
      expect([verb, res.status, res.body.code]).toEqual([verb, 409, "invalid_transition"]);
      expect(res.body.error).toContain("sent");
    }
    // Another organization sees nothing.
    expect((await request(svc.app).get(`/api/campaigns/${id}`).set(key(other))).status).toBe(404);
    expect((await request(svc.app).get(`/api/campaigns/${id}/sends`).set(key(other))).status).toBe(404);
  });

  it("refuses a past schedule, cancels drafts and deletes cancelled ones", async () => {
    const past = await request(svc.app)
      .post("/api/campaigns")
      .set(key())
      .send({
        name: "Late",
        channel: "sms",
        message: { body: "Hi" },
        scheduled_at: later(-HOUR).toISOString(),
      });
    const late = await request(svc.app).post(`/api/campaigns/${past.body.id}/schedule`).set(key());
    expect([late.status, late.body.code]).toEqual([422, "unprocessable"]);
    const unknownPromotion = await request(svc.app)
      .patch(`/api/campaigns/${past.body.id}`)
      .set(key())
      .send({ promotion_id: "3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97" });
    expect(unknownPromotion.status).toBe(422);
    const cancelled = await request(svc.app).post(`/api/campaigns/${past.body.id}/cancel`).set(key());
    expect(cancelled.body).toMatchObject({ status: "cancelled" });
    expect((await request(svc.app).post(`/api/campaigns/${past.body.id}/cancel`).set(key())).status).toBe(
      409,
    );
    expect((await request(svc.app).delete(`/api/campaigns/${past.body.id}`).set(key())).status).toBe(204);
    const staff = await request(svc.app)
      .post("/api/campaigns")
      .set({ Authorization: `Bearer ${world.staffSessionToken}` })
      .send({ name: "No", channel: "push", message: { body: "Hi" } });
    expect(staff.status).toBe(403);
  });
});

describe("automation rules", () => {
  it("grants points for a completed order once, when the order's total meets the condition", async () => {
    const bad = await request(svc.app)
      .post("/api/automation-rules")
      .set(key())
      .send({
        name: "Bad",
        trigger: { type: "no_visit_for_days", days: 30 },
        conditions: [{ type: "order_total_at_least", amount: 100 }],
        actions: [{ type: "grant_points", points: 10 }],
      });
    expect([bad.status, bad.body.issues?.[0]?.name]).toEqual([400, "/conditions/0"]);
    const rule = await request(svc.app)
      .post("/api/automation-rules")
      .set(key())
      .send({
        name: "Big spender",
        trigger: { type: "order.completed" },
        conditions: [{ type: "order_total_at_least", amount: 1500 }],
        actions: [{ type: "grant_points", points: 50 }],
      });
    expect(rule.status).toBe(201);
    const tagged = await request(svc.app)
      .post("/api/automation-rules")
      .set(key())
      .send({
        name: "VIP regulars",
        trigger: { type: "order.completed" },
        conditions: [{ type: "customer_has_tag", tag: "vip" }],
        actions: [{ type: "tag_customer", tag: "regular" }],
      });
    const guest = await customer({ name: "Dee" });
    await completeOrder(guest, 1000);
    expect(await points(guest)).toEqual({ points: 0, tags: [] });
    await completeOrder(guest, 2000);
    expect(await points(guest)).toEqual({ points: 50, tags: [] });

    const runs = await request(svc.app).get(`/api/automation-rules/${rule.body.id}/runs`).set(key());
    expect(runs.body.runs).toMatchObject([
      {
        customer_id: guest,
        trigger: "order.completed",
        status: "succeeded",
        actions: [{ type: "grant_points", points: 50 }],
      },
    ]);
    expect(
      (await request(svc.app).get(`/api/automation-rules/${tagged.body.id}/runs`).set(key())).body.runs,
    ).toEqual([]);
    expect((await request(svc.app).get(`/api/automation-rules/${rule.body.id}`).set(key(other))).status).toBe(
      404,
    );
    expect(
      (await request(svc.app).get(`/api/automation-rules/${rule.body.id}/runs`).set(key(other))).status,
    ).toBe(404);
    await request(svc.app).patch(`/api/automation-rules/${rule.body.id}`).set(key()).send({ enabled: false });
    await request(svc.app)
      .patch(`/api/automation-rules/${tagged.body.id}`)
      .set(key())
      .send({ enabled: false });
  });

  it("grants a reward once per absence, and again only after a visit", async () => {
    const reward = await request(svc.app)
      .post("/api/loyalty/rewards")
      .set(key())
      .send({
        name: "Free dessert",
        points_cost: 60,
        definition: { kind: "fixed_discount", discount_amount: 500 },
      });
    const missing = await request(svc.app)
      .post("/api/automation-rules")
      .set(key())
      .send({
        name: "Win back",
        trigger: { type: "no_visit_for_days", days: 30 },
        actions: [{ type: "grant_reward", reward_id: "3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97" }],
      });
    expect(missing.status).toBe(422);
    const rule = await request(svc.app)
      .post("/api/automation-rules")
      .set(key())
      .send({
        name: "Win back",
        trigger: { type: "no_visit_for_days", days: 30 },
        conditions: [{ type: "customer_has_tag", tag: "lapsed" }],
        actions: [{ type: "grant_reward", reward_id: reward.body.id }],
      });
    await request(svc.app)
      .post("/api/automation-rules")
      .set(key())
      .send({
        name: "Gold",
        trigger: { type: "points_reached", points: 100 },
        actions: [{ type: "tag_customer", tag: "gold" }],
      });
    const away = await customer({ name: "Eve", tags: ["lapsed"] });
    const untagged = await customer({ name: "Fay" });

    await sweepAbsences(svc.db.knex, later(29 * DAY));
    expect((await points(away)).points).toBe(0);
    await sweepAbsences(svc.db.knex, later(31 * DAY));
    await sweepAbsences(svc.db.knex, later(32 * DAY));
    expect(await points(away)).toEqual({ points: 60, tags: ["lapsed"] });
    expect((await points(untagged)).points).toBe(0);

    // A visit at day 40 starts a new absence: day 71 grants again (and the balance reaches 100).
    await svc.db.knex("restaurant_orders").insert({
      organization_id: world.organizationId,
      branch_id: world.restaurantId,
      customer_id: away,
      channel: "dine_in",
      status: "completed",
      currency: "USD",
      subtotal_amount: 100,
      total_amount: 100,
      placed_at: later(40 * DAY),
      completed_at: later(40 * DAY),
    });
    await sweepAbsences(svc.db.knex, later(60 * DAY));
    expect((await points(away)).points).toBe(60);
    await sweepAbsences(svc.db.knex, later(71 * DAY));
    expect(await points(away)).toEqual({ points: 120, tags: ["lapsed", "gold"] });

    const runs = await request(svc.app).get(`/api/automation-rules/${rule.body.id}/runs`).set(key());
    expect(runs.body.runs).toHaveLength(2);
    expect(runs.body.runs[0]).toMatchObject({
      trigger: "no_visit_for_days",
      actions: [{ type: "grant_reward", points: 60 }],
    });
  });
});
