/**
 * API tokens end to end: minted for the caller with the secret shown once (only its SHA-256
 * stored), used as `Authorization: Bearer sft_…` with the owner's rights, revoked by the owner
 * (idempotently) and refused from that moment.
 */
import { createHash } from "node:crypto";
import request from "supertest";
import { startTestService, type TestService } from "../../../runtime/testing/harness.js";
import { createApiKey } from "../../../storage/platform/apiKeys.js";
import { findRecord } from "../../../storage/storefront/crud.js";
import { TABLES } from "../../../storage/storefront/resources.js";
import { createPeople, type People } from "../testing/people.js";

let svc: TestService;
let people: People;
let now = new Date("2026-11-21T12:00:00Z");

beforeAll(async () => {
  svc = await startTestService("storefront-ext", { now: () => now });
  people = await createPeople(svc.db.knex, now);
});
afterAll(async () => {
  expect(svc.violations()).toEqual([]);
  await svc.close();
});

async function mint(headers: Record<string, string>, name = "laptop") {
  const res = await request(svc.app).post("/tokens/create").set(headers).send({ name });
  expect(res.status).toBe(201);
  return res.body as { id: number; name: string; prefix: string; token: string; createdAt: number };
}

describe("tokens_create", () => {
  it("returns a sft_ secret once and stores only its SHA-256", async () => {
    const created = await mint(people.owner.headers);
    expect(created.token).toMatch(/^sft_[A-Za-z0-9_-]{43}$/);
    expect(created.token.startsWith(created.prefix)).toBe(true);
    expect(created.createdAt).toBe(now.getTime());
    const stored = await findRecord(svc.db.knex, TABLES.apiToken, created.id);
    expect(stored).toMatchObject({
      userId: people.owner.id,
      name: "laptop",
      hashedKey: createHash("sha256").update(created.token).digest("hex"),
      revokedAt: null,
    });
    expect(JSON.stringify(stored)).not.toContain(created.token);
  });

  it("refuses an API key with no person behind it (401)", async () => {
    const { key } = await createApiKey(svc.db.knex, { name: "k", creditsMicros: 0 });
    const res = await request(svc.app)
      .post("/tokens/create")
      .set({ Authorization: `Bearer ${key}` })
      .send({ name: "x" });
    expect(res.status).toBe(401);
  });

  it("also works with the session cookie", async () => {
    await mint(people.owner.cookie);
  });
});

describe("a token in use", () => {
  it("authenticates as its owner and records when it was last used", async () => {
    const { token, id } = await mint(people.owner.headers);
    now = new Date(now.getTime() + 60_000);
    const orders = await request(svc.app)
      .get("/order")
      .set({ Authorization: `Bearer ${token}` });
    expect(orders.status).toBe(200);
    expect((await findRecord(svc.db.knex, TABLES.apiToken, id))?.lastUsedAt).toBe(now.getTime());
    // It can mint another token, for the same person.
    const child = await mint({ Authorization: `Bearer ${token}` }, "child");
    expect((await findRecord(svc.db.knex, TABLES.apiToken, child.id))?.userId).toBe(people.owner.id);
  });

  it("carries its owner's role", async () => {
    const admin = await mint(people.admin.headers);
    const customer = await mint(people.owner.headers);
    expect(
      (
        await request(svc.app)
          .get("/apiToken")
          .set({ Authorization: `Bearer ${admin.token}` })
      ).status,
    ).toBe(200);
    expect(
      (
        await request(svc.app)
          .get("/apiToken")
          .set({ Authorization: `Bearer ${customer.token}` })
      ).status,
    ).toBe(403);
  });

  it("is refused when unknown (401, even where anyone may call)", async () => {
    const res = await request(svc.app).get("/product").set({ Authorization: "Bearer sft_not-a-real-token" });
    expect(res.status).toBe(401);
  });
});

describe("tokens_revoke", () => {
  it("revokes at once, idempotently, keeping the first revokedAt", async () => {
    const { id, token } = await mint(people.owner.headers);
    const auth = { Authorization: `Bearer ${token}` };
    expect((await request(svc.app).get("/order").set(auth)).status).toBe(200);
    const revokedAt = now.getTime();
    const first = await request(svc.app).post(`/tokens/${id}/revoke`).set(people.owner.headers);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ id, name: "laptop", prefix: expect.any(String), revokedAt });
    expect((await request(svc.app).get("/order").set(auth)).status).toBe(401);
    now = new Date(now.getTime() + 5_000);
    const again = await request(svc.app).post(`/tokens/${id}/revoke`).set(people.owner.headers);
    expect(again.body.revokedAt).toBe(revokedAt);
  });

  it("lets a token revoke itself", async () => {
    const { id, token } = await mint(people.owner.headers);
    const auth = { Authorization: `Bearer ${token}` };
    expect((await request(svc.app).post(`/tokens/${id}/revoke`).set(auth)).status).toBe(200);
    expect((await request(svc.app).post(`/tokens/${id}/revoke`).set(auth)).status).toBe(401);
  });

  it.each([
    ["another customer's token", "other", 404],
    ["a token that does not exist", "owner", 404],
    ["anyone's token, for an administrator", "admin", 200],
  ] as const)("answers %s with %i", async (_what, who, want) => {
    const { id } = await mint(people.owner.headers);
    const target = _what.includes("does not exist") ? id + 1000 : id;
    const res = await request(svc.app).post(`/tokens/${target}/revoke`).set(people[who].headers);
    expect(res.status).toBe(want);
  });
});
