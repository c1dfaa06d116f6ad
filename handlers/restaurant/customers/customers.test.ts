/**
 * Customers over HTTP, every response judged against the published contract: profiles with
 * addresses whose ids survive updates, unique e-mail and phone per organization, search, visit
 * statistics from completed orders, who may delete, and another organization's ids answering 404.
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
const staff = () => ({ Authorization: `Bearer ${world.staffSessionToken}` });

describe("customers", () => {
  it("creates a customer, refuses a taken e-mail or phone, finds and updates it keeping address ids", async () => {
    const created = await request(svc.app)
      .post("/api/customers")
      .set(staff())
      .send({
        name: "Ada Lovelace",
        email: "Ada@Example.com",
        phone: "+351 912 345 678",
        tags: ["vip"],
        addresses: [{ label: "home", line1: "Rua Garrett 120", city: "Lisboa", country: "PT" }],
      });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      marketing_opt_in: false,
      loyalty: { points: 0, lifetime_points: 0, tier: null },
      visits: 0,
      total_spent_amount: 0,
      last_visit_at: null,
    });
    const home = created.body.addresses[0];

    const sameEmail = await request(svc.app)
      .post("/api/customers")
      .set(key())
      .send({ name: "Impostor", email: "ada@example.COM" });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.issues[0].name).toBe("/email");
    const samePhone = await request(svc.app)
      .post("/api/customers")
      .set(key())
      .send({ name: "Impostor", phone: "+351 912 345 678" });
    expect(samePhone.body.issues[0].name).toBe("/phone");
    // Another organization's customers are its own business.
    const elsewhere = await request(svc.app)
      .post("/api/customers")
      .set("x-api-key", other.apiKey)
      .send({ name: "Ada L.", email: "ada@example.com" });
    expect(elsewhere.status).toBe(201);

    await request(svc.app).post("/api/customers").set(key()).send({ name: "Charles Babbage" });
    const byPhone = await request(svc.app).get("/api/customers").query({ q: "912 345" }).set(key());
    expect(byPhone.body.customers.map((c: { id: string }) => c.id)).toEqual([created.body.id]);
    const byTag = await request(svc.app).get("/api/customers").query({ tag: "vip" }).set(key());
    expect(byTag.body.customers).toHaveLength(1);
    const literal = await request(svc.app).get("/api/customers").query({ q: "%" }).set(key());
    expect(literal.body.customers).toEqual([]);

    const moved = await request(svc.app)
      .patch(`/api/customers/${created.body.id}`)
      .set(staff())
      .send({
        marketing_opt_in: true,
        addresses: [
          { label: "office", line1: "Av. da Liberdade 1", city: "Lisboa", country: "PT" },
          { ...home, instructions: "Ring twice" },
        ],
      });
    expect(moved.status).toBe(200);
    expect(moved.body.name).toBe("Ada Lovelace");
    expect(moved.body.marketing_opt_in).toBe(true);
    expect(moved.body.addresses[1]).toEqual({ ...home, instructions: "Ring twice" });
    expect(moved.body.addresses[0].id).not.toBe(home.id);

    const foreign = await request(svc.app)
      .patch(`/api/customers/${created.body.id}`)
      .set(key())
      .send({ addresses: [{ id: elsewhere.body.id, line1: "x", city: "y", country: "PT" }] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.issues[0].name).toBe("/addresses/0/id");
    expect(
      (await request(svc.app).get(`/api/customers/${created.body.id}`).set(key())).body.addresses,
    ).toHaveLength(2);
  });

  it("counts visits and spend from completed orders only", async () => {
    const made = await request(svc.app).post("/api/customers").set(key()).send({ name: "Regular" });
    const row = (status: string, total: number, completedAt: string | null) => ({
      organization_id: world.organizationId,
      branch_id: world.restaurantId,
      customer_id: made.body.id,
      channel: "dine_in",
      status,
      currency: "USD",
      subtotal_amount: total,
      total_amount: total,
      placed_at: "2026-03-01T12:00:00Z",
      completed_at: completedAt,
    });
    await svc.db
      .knex("restaurant_orders")
      .insert([
        row("completed", 2500, "2026-03-01T13:00:00Z"),
        row("completed", 1200, "2026-03-08T13:00:00Z"),
        row("cancelled", 9900, null),
      ]);
    const read = await request(svc.app).get(`/api/customers/${made.body.id}`).set(key());
    expect(read.body).toMatchObject({
      visits: 2,
      total_spent_amount: 3700,
      last_visit_at: "2026-03-08T13:00:00.000Z",
    });
  });

  it("lets only managers delete, and answers 404 for another organization's customer", async () => {
    const made = await request(svc.app).post("/api/customers").set(key()).send({ name: "Leaving" });
    const path = `/api/customers/${made.body.id}`;
    const theirs = { "x-api-key": other.apiKey };
    expect((await request(svc.app).get(path).set(theirs)).status).toBe(404);
    expect((await request(svc.app).patch(path).set(theirs).send({ name: "Mine" })).status).toBe(404);
    expect((await request(svc.app).delete(path).set(theirs)).status).toBe(404);
    expect((await request(svc.app).get("/api/customers/not-a-uuid").set(key())).status).toBe(400);

    const byStaff = await request(svc.app).delete(path).set(staff());
    expect(byStaff.status).toBe(403);
    expect(byStaff.body.code).toBe("forbidden_role");
    expect((await request(svc.app).delete(path).set(key())).status).toBe(204);
    expect((await request(svc.app).get(path).set(key())).status).toBe(404);
  });
});
