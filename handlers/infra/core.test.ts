import request from "supertest";
import { startTestService, type TestService } from "../../runtime/testing/harness.js";
import { expectStatus, newPerson, newTenant } from "./testing/tenants.js";

let svc: TestService;

beforeAll(async () => {
  svc = await startTestService("infra");
});

afterAll(async () => {
  expect(svc.violations()).toEqual([]);
  await svc.close();
});

describe("organizations", () => {
  it("creates an organization owned by the caller, with the starting token pool", async () => {
    const ada = await newPerson(svc);
    const res = await request(svc.app).post("/organizations").set(ada.bearer).send({ name: "Acme" });
    expectStatus(res, 200);
    expect(res.body).toMatchObject({ name: "Acme", role: "owner", token_pool: 1_000_000 });
    const list = await request(svc.app).get("/organizations").set(ada.bearer);
    expect(list.body.organizations.map((o: { id: string }) => o.id)).toEqual([res.body.id]);
  });

  it("answers 404 to people outside the organization and 401 without a session", async () => {
    const owner = await newTenant(svc);
    const stranger = await newPerson(svc);
    expect((await request(svc.app).get(`/organizations/${owner.orgId}`).set(stranger.bearer)).status).toBe(
      404,
    );
    expect((await request(svc.app).get(`/projects/${owner.projectId}`).set(stranger.bearer)).status).toBe(
      404,
    );
    expect((await request(svc.app).get(`/organizations/${owner.orgId}`)).status).toBe(401);
    // A project key is no person.
    expect(
      (
        await request(svc.app)
          .get(`/organizations/${owner.orgId}`)
          .set({ Authorization: `Bearer ${owner.key}` })
      ).status,
    ).toBe(401);
  });

  it("lets admins add members, the owner change roles, and refuses to remove the owner", async () => {
    const owner = await newTenant(svc);
    const bob = await newPerson(svc);
    const carol = await newPerson(svc);
    const added = await request(svc.app)
      .post(`/organizations/${owner.orgId}/members`)
      .set(owner.bearer)
      .send({ email: bob.email, role: "admin" });
    expectStatus(added, 200);
    expect(
      (
        await request(svc.app)
          .post(`/organizations/${owner.orgId}/members`)
          .set(owner.bearer)
          .send({ email: bob.email })
      ).status,
    ).toBe(409);
    expect(
      (
        await request(svc.app)
          .post(`/organizations/${owner.orgId}/members`)
          .set(owner.bearer)
          .send({ email: "nobody@infra.example" })
      ).status,
    ).toBe(409);
    // Bob (admin) adds Carol as a member but may not make anyone an admin.
    expectStatus(
      await request(svc.app)
        .post(`/organizations/${owner.orgId}/members`)
        .set(bob.bearer)
        .send({ email: carol.email }),
      200,
    );
    expect(
      (
        await request(svc.app)
          .patch(`/organizations/${owner.orgId}/members/${carol.userId}`)
          .set(bob.bearer)
          .send({ role: "admin" })
      ).status,
    ).toBe(403);
    // Carol (member) reads but does not manage.
    expectStatus(await request(svc.app).get(`/organizations/${owner.orgId}/members`).set(carol.bearer), 200);
    expect(
      (
        await request(svc.app)
          .post(`/organizations/${owner.orgId}/projects`)
          .set(carol.bearer)
          .send({ name: "x" })
      ).status,
    ).toBe(403);
    expect(
      (
        await request(svc.app)
          .delete(`/organizations/${owner.orgId}/members/${owner.userId}`)
          .set(owner.bearer)
      ).status,
    ).toBe(409);
    // Ownership moves to Bob; the old owner becomes an admin.
    const moved = await request(svc.app)
      .post(`/organizations/${owner.orgId}/transfer`)
      .set(owner.bearer)
      .send({ user_id: bob.userId });
    expectStatus(moved, 200);
    expect(moved.body.role).toBe("admin");
    // Carol leaves by herself.
    expectStatus(
      await request(svc.app)
        .delete(`/organizations/${owner.orgId}/members/${carol.userId}`)
        .set(carol.bearer),
      200,
    );
    expect((await request(svc.app).get(`/organizations/${owner.orgId}`).set(carol.bearer)).status).toBe(404);
  });

  it("pages members with next_cursor and rejects a cursor it did not make", async () => {
    const owner = await newTenant(svc);
    for (let i = 0; i < 3; i++) {
      const p = await newPerson(svc);
      await request(svc.app)
        .post(`/organizations/${owner.orgId}/members`)
        .set(owner.bearer)
        .send({ email: p.email });
    }
    const first = await request(svc.app)
      .get(`/organizations/${owner.orgId}/members?limit=3`)
      .set(owner.bearer);
    expect(first.body.members).toHaveLength(3);
    const second = await request(svc.app)
      .get(`/organizations/${owner.orgId}/members?limit=3&cursor=${first.body.next_cursor}`)
      .set(owner.bearer);
    expect(second.body.members).toHaveLength(1);
    expect(second.body.next_cursor).toBeNull();
    expect(
      (await request(svc.app).get(`/organizations/${owner.orgId}/members?cursor=garbage`).set(owner.bearer))
        .status,
    ).toBe(400);
  });
});

describe("projects, keys and tokens", () => {
  it("shows a key's secret once, lists it by its start, and refuses it once revoked", async () => {
    const t = await newTenant(svc);
    expect(t.key).toMatch(/^sk_[a-z0-9]{12}_[0-9a-f]{48}$/);
    const list = await request(svc.app).get(`/projects/${t.projectId}/api-keys`).set(t.bearer);
    expect(list.body.api_keys).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain(t.key);
    expect(t.key.startsWith(list.body.api_keys[0].start)).toBe(true);
    expectStatus(await request(svc.app).get("/infra/kv/a").set(t.apiKey), 404);
    expectStatus(await request(svc.app).delete(`/api-keys/${list.body.api_keys[0].id}`).set(t.bearer), 200);
    expect((await request(svc.app).get("/infra/kv/a").set(t.apiKey)).status).toBe(401);
  });

  it("charges one token per data call and answers 402 when the balance is spent", async () => {
    const t = await newTenant(svc, 2);
    expectStatus(await request(svc.app).put("/infra/kv/a").set(t.apiKey).send({ value: 1 }), 200);
    expectStatus(await request(svc.app).get("/infra/kv/a").set(t.apiKey), 200);
    const spent = await request(svc.app).get("/infra/kv/a").set(t.apiKey);
    expect(spent.status).toBe(402);
    expect(spent.body).toMatchObject({ success: false, code: "tokens_exhausted" });
    const own = await request(svc.app).get("/tokens").set(t.apiKey);
    expect(own.body).toEqual({ project_id: t.projectId, balance: 0, used: 2 });
    // Allocate from the pool, and calls work again.
    expectStatus(
      await request(svc.app)
        .post(`/projects/${t.projectId}/tokens/allocate`)
        .set(t.bearer)
        .send({ amount: 5 }),
      200,
    );
    expectStatus(await request(svc.app).get("/infra/kv/a").set(t.apiKey), 200);
    expect(
      (
        await request(svc.app)
          .post(`/projects/${t.projectId}/tokens/release`)
          .set(t.bearer)
          .send({ amount: 50 })
      ).status,
    ).toBe(409);
    const org = await request(svc.app).get(`/organizations/${t.orgId}/tokens`).set(t.bearer);
    expect(org.body.pool).toBe(1_000_000 - 2 - 5);
    const ledger = await request(svc.app).get(`/organizations/${t.orgId}/tokens/ledger`).set(t.bearer);
    expect(ledger.body.entries.map((e: { kind: string }) => e.kind)).toEqual([
      "allocate",
      "allocate",
      "grant",
    ]);
  });

  it("lets only platform administrators grant tokens", async () => {
    const t = await newTenant(svc);
    expect(
      (
        await request(svc.app)
          .post(`/organizations/${t.orgId}/tokens/grant`)
          .set(t.bearer)
          .send({ amount: 10 })
      ).status,
    ).toBe(403);
    const admin = await newPerson(svc, "admin");
    await request(svc.app)
      .post(`/organizations/${t.orgId}/members`)
      .set(t.bearer)
      .send({ email: admin.email });
    const granted = await request(svc.app)
      .post(`/organizations/${t.orgId}/tokens/grant`)
      .set(admin.bearer)
      .send({ amount: 10 });
    expectStatus(granted, 200);
    expect(granted.body.pool).toBe(1_000_000 - 100_000 + 10);
  });

  it("deletes a project with its data and returns its tokens to the pool", async () => {
    const t = await newTenant(svc);
    await request(svc.app).put("/infra/kv/a").set(t.apiKey).send({ value: 1 });
    expectStatus(await request(svc.app).delete(`/projects/${t.projectId}`).set(t.bearer), 200);
    expect((await request(svc.app).get("/infra/kv/a").set(t.apiKey)).status).toBe(401);
    const org = await request(svc.app).get(`/organizations/${t.orgId}`).set(t.bearer);
    expect(org.body.token_pool).toBe(1_000_000 - 1);
    expect(await svc.db.knex("infra_kv").where({ project_id: t.projectId }).count()).toEqual([
      { count: "0" },
    ]);
  });
});

describe("credentials on data routes", () => {
  it("answers 401 for a missing, malformed or unknown key, in the envelope", async () => {
    for (const [headers, code] of [
      [{}, "credentials_required"],
      [{ "X-API-Key": "nope" }, "invalid_credentials"],
      [{ "X-API-Key": `sk_abcdefabcdef_${"0".repeat(48)}` }, "invalid_credentials"],
    ] as const) {
      const res = await request(svc.app).get("/infra/kv/a").set(headers);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, code });
    }
  });
});
