/**
 * The restaurant foundation over HTTP, every response judged against the published contract:
 * sign-up and sign-in, the organization (one per person), API keys as `x-api-key`, restaurants
 * and members with roles, and isolation between organizations (their ids answer 404).
 */
import request from "supertest";
import { eventually } from "../../runtime/testing/eventually.js";
import { startTestService, type TestService } from "../../runtime/testing/harness.js";
import { createRestaurantWorld, type RestaurantWorld } from "./testing/world.js";

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

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe("sign_up_email / sign_in_email", () => {
  it("signs up, signs in and answers a session token that lists restaurants", async () => {
    const email = "newcomer@bistro.example";
    const up = await request(svc.app)
      .post("/api/auth/sign-up/email")
      .send({ email, password: "long enough pw" });
    expect(up.status).toBe(200);
    const dup = await request(svc.app)
      .post("/api/auth/sign-up/email")
      .send({ email, password: "long enough pw" });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe("email_taken");

    const wrong = await request(svc.app).post("/api/auth/sign-in/email").send({ email, password: "not it" });
    expect(wrong.status).toBe(401);
    const ok = await request(svc.app)
      .post("/api/auth/sign-in/email")
      .send({ email, password: "long enough pw" });
    expect(ok.status).toBe(200);
    expect(ok.body.token).toMatch(/^ses_/);

    const noOrg = await request(svc.app).get("/api/restaurants").set(bearer(ok.body.token));
    expect(noOrg.status).toBe(403);
    expect(noOrg.body.code).toBe("no_organization");

    const created = await request(svc.app)
      .post("/api/organizations")
      .set(bearer(ok.body.token))
      .send({ name: "Newcomer Foods", currency: "EUR" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ currency: "EUR", owner: true });
    const second = await request(svc.app)
      .post("/api/organizations")
      .set(bearer(ok.body.token))
      .send({ name: "Again" });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe("already_member");

    const out = await request(svc.app).post("/api/auth/sign-out").set(bearer(ok.body.token));
    expect(out.status).toBe(200);
    expect((await request(svc.app).get("/api/organization").set(bearer(ok.body.token))).status).toBe(401);
  });
});

describe("list_restaurants", () => {
  it("answers the seed's two credentials: a session bearer and an x-api-key", async () => {
    const bySession = await request(svc.app).get("/api/restaurants").set(bearer(world.sessionToken));
    const byKey = await request(svc.app).get("/api/restaurants").set("x-api-key", world.apiKey);
    expect(bySession.status).toBe(200);
    expect(byKey.body).toEqual(bySession.body);
    expect(bySession.body.restaurants.map((r: { id: string }) => r.id)).toEqual([world.restaurantId]);
    expect((await request(svc.app).get("/api/restaurants")).status).toBe(401);
    expect((await request(svc.app).get("/api/restaurants").set("x-api-key", "sk_nope")).status).toBe(401);
  });
});

describe("restaurants", () => {
  it("creates, updates and reads a branch; refuses an unknown time zone and a zero-length period", async () => {
    const key = { "x-api-key": world.apiKey };
    const created = await request(svc.app)
      .post("/api/restaurants")
      .set(key)
      .send({
        name: "Bistro Porto",
        time_zone: "Europe/Lisbon",
        opening_hours: [{ day: "fri", opens: "18:00", closes: "02:00" }],
      });
    expect(created.status).toBe(201);
    expect(created.body.role).toBe("owner");
    const badZone = await request(svc.app)
      .post("/api/restaurants")
      .set(key)
      .send({ name: "X", time_zone: "Mars/Olympus" });
    expect(badZone.status).toBe(400);
    expect(badZone.body.issues[0].name).toBe("/time_zone");
    const zero = await request(svc.app)
      .patch(`/api/restaurants/${created.body.id}`)
      .set(key)
      .send({ opening_hours: [{ day: "mon", opens: "10:00", closes: "10:00" }] });
    expect(zero.status).toBe(400);
    const renamed = await request(svc.app)
      .patch(`/api/restaurants/${created.body.id}`)
      .set(key)
      .send({ name: "Bistro Ribeira" });
    expect(renamed.body).toMatchObject({ name: "Bistro Ribeira", time_zone: "Europe/Lisbon" });
    expect((await request(svc.app).delete(`/api/restaurants/${created.body.id}`).set(key)).status).toBe(204);
  });

  it("answers 404 for another organization's restaurant, on every verb", async () => {
    const key = { "x-api-key": world.apiKey };
    const path = `/api/restaurants/${other.restaurantId}`;
    expect((await request(svc.app).get(path).set(key)).status).toBe(404);
    expect((await request(svc.app).patch(path).set(key).send({ name: "Mine now" })).status).toBe(404);
    expect((await request(svc.app).delete(path).set(key)).status).toBe(404);
    expect((await request(svc.app).get(`${path}/members`).set(key)).status).toBe(404);
  });
});

describe("members", () => {
  it("lets staff read but not change, and only the owner give a manager's role", async () => {
    const staff = bearer(world.staffSessionToken);
    expect((await request(svc.app).get(`/api/restaurants/${world.restaurantId}`).set(staff)).body.role).toBe(
      "staff",
    );
    const rename = await request(svc.app)
      .patch(`/api/restaurants/${world.restaurantId}`)
      .set(staff)
      .send({ name: "Staff room" });
    expect(rename.status).toBe(403);
    expect(rename.body.code).toBe("forbidden_role");
    expect(
      (await request(svc.app).post("/api/restaurants").set(staff).send({ name: "Mine", time_zone: "UTC" }))
        .status,
    ).toBe(403);

    const email = "cook@bistro.example";
    await request(svc.app).post("/api/auth/sign-up/email").send({ email, password: "long enough pw" });
    const add = await request(svc.app)
      .post(`/api/restaurants/${world.restaurantId}/members`)
      .set("x-api-key", world.apiKey)
      .send({ email, role: "manager" });
    expect(add.status).toBe(201);
    expect(add.body.role).toBe("manager");
    const elsewhere = await request(svc.app)
      .post(`/api/restaurants/${other.restaurantId}/members`)
      .set("x-api-key", other.apiKey)
      .send({ email, role: "staff" });
    expect(elsewhere.status).toBe(409);
    const unknown = await request(svc.app)
      .post(`/api/restaurants/${world.restaurantId}/members`)
      .set("x-api-key", world.apiKey)
      .send({ email: "nobody@bistro.example", role: "staff" });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe("unknown_account");
    const list = await request(svc.app).get(`/api/restaurants/${world.restaurantId}/members`).set(staff);
    expect(list.body.members.map((m: { role: string }) => m.role)).toEqual(["staff", "manager"]);
  });
});

describe("api keys", () => {
  it("shows a key once, lists it without its secret, and stops it within a second when revoked", async () => {
    const auth = bearer(world.sessionToken);
    const made = await request(svc.app).post("/api/api-keys").set(auth).send({ name: "POS" });
    expect(made.status).toBe(201);
    expect(made.body.key).toMatch(/^sk_/);
    const listed = await request(svc.app).get("/api/api-keys").set(auth);
    expect(JSON.stringify(listed.body)).not.toContain(made.body.key);
    expect((await request(svc.app).get("/api/organization").set("x-api-key", made.body.key)).status).toBe(
      200,
    );
    expect((await request(svc.app).delete(`/api/api-keys/${made.body.id}`).set(auth)).status).toBe(204);
    // Every process drops the key within a second (see runtime/testing/eventually.ts).
    const refused = await eventually(
      () => request(svc.app).get("/api/organization").set("x-api-key", made.body.key),
      (r) => r.status === 401,
    );
    expect(refused.status).toBe(401);
    expect((await request(svc.app).delete(`/api/api-keys/${other.apiKeyId}`).set(auth)).status).toBe(404);
    const staffTry = await request(svc.app)
      .post("/api/api-keys")
      .set(bearer(world.staffSessionToken))
      .send({ name: "x" });
    expect(staffTry.status).toBe(403);
  });
});
