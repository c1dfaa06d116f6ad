/**
 * The key tree over HTTP, and the one ledger: keys minted by the account service pay for UUID
 * calls, their spend pools up the chain, caps and rate shares are enforced there, and revoking
 * a key disables its subtree everywhere.
 */
import request from "supertest";
import { eventually } from "../../../runtime/testing/eventually.js";
import { startTestService, type TestService } from "../../../runtime/testing/harness.js";
import type { Database } from "../../../storage/db.js";
import { ensureUserAccount, grantCredits } from "../../../storage/platform/credits.js";
import { openTestDatabase } from "../../../storage/testing.js";
import { type Person, signUp } from "../testing/people.js";

let db: Database;
let account: TestService;
let uuid: TestService;
let ada: Person;

beforeAll(async () => {
  db = await openTestDatabase({ boss: false });
  account = await startTestService("account", { db });
  uuid = await startTestService("uuid", { db });
  ada = await signUp(account);
  const accountId = await ensureUserAccount(db.knex, ada.id);
  await grantCredits(db.knex, { accountId, micros: 1_000_000, reason: "test top-up" });
});
afterAll(async () => {
  expect(account.violations()).toEqual([]);
  expect(uuid.violations()).toEqual([]);
  await account.close();
  await uuid.close();
  await db.close();
});

const provision = (headers: Record<string, string>, body: object) =>
  request(account.app).post("/api/keys/provision").set(headers).send(body);
const asKey = (key: string) => ({ "x-api-key": key });
const callUuid = (key: string) => request(uuid.app).get("/v1/uuid").set("Authorization", `Bearer ${key}`);

describe("provision", () => {
  it("returns the key once, stores only its hash, and clamps a child to its parent", async () => {
    const root = await provision(ada.cookie, {
      name: "root",
      scopes: ["keys:provision", "uuid"],
      creditLimit: 10_000,
      rateLimitSharePct: 50,
    });
    expect(root.status).toBe(200);
    expect(root.body).toMatchObject({
      key: expect.stringMatching(/^sk_/),
      scopes: ["keys:provision", "uuid"],
      creditLimit: 10_000,
      rateLimitSharePct: 50,
    });
    const stored = await db.knex("api_keys").where({ id: root.body.keyId }).first();
    expect(JSON.stringify(stored)).not.toContain(root.body.key);

    const child = await provision(asKey(root.body.key), {
      name: "child",
      scopes: ["uuid", "billing"],
      creditLimit: 50_000,
      rateLimitSharePct: 80,
    });
    expect(child.status).toBe(200);
    expect(child.body).toMatchObject({ scopes: ["uuid"], creditLimit: 10_000, rateLimitSharePct: 50 });

    const listed = await request(account.app).get("/api/keys").set(ada.cookie);
    expect(listed.body.keys.map((k: { id: string }) => k.id)).toEqual(
      expect.arrayContaining([root.body.keyId, child.body.keyId]),
    );
    const fromRoot = await request(account.app).get("/api/keys").set(asKey(root.body.key));
    expect(fromRoot.body.keys.map((k: { id: string }) => k.id)).toEqual([child.body.keyId]);
    expect(fromRoot.body.keys[0]).toMatchObject({
      parentKeyId: root.body.keyId,
      depth: 1,
      start: expect.stringMatching(/^sk_/),
    });
  });

  it("answers 403 to a key without keys:provision, 404 for a parent outside the caller's tree", async () => {
    const plain = await provision(ada.cookie, { name: "plain", scopes: ["uuid"] });
    expect((await provision(asKey(plain.body.key), { name: "x" })).status).toBe(403);
    const bob = await signUp(account, "Bob");
    const res = await provision(bob.cookie, { name: "x", parentKeyId: plain.body.keyId });
    expect(res.status).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^application\/problem\+json/);
  });

  it.each([
    ["a 21st scope", { name: "x", scopes: Array.from({ length: 21 }, (_, i) => `s${i}`) }],
    ["a 65-character scope", { name: "x", scopes: ["s".repeat(65)] }],
    ["an empty name", { name: "" }],
    ["a 121-character name", { name: "n".repeat(121) }],
    ["a share over 100", { name: "x", rateLimitSharePct: 101 }],
    ["a negative cap", { name: "x", creditLimit: -1 }],
  ])("refuses %s with 400 and mints nothing", async (_what, body) => {
    const before = await db.knex("api_keys").count<{ count: string }[]>("* as count");
    const res = await provision(ada.cookie, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 400, errors: expect.any(Object) });
    expect(await db.knex("api_keys").count<{ count: string }[]>("* as count")).toEqual(before);
  });
});

describe("one ledger", () => {
  it("debits the owner's balance, pools spend up the chain and refuses past an ancestor's cap", async () => {
    // A UUID call costs 1700 micro-USD; the root's cap of 4000 admits two calls from the whole subtree.
    const root = await provision(ada.cookie, {
      name: "capped",
      scopes: ["keys:provision"],
      creditLimit: 4000,
    });
    const a = await provision(asKey(root.body.key), { name: "a" });
    const b = await provision(asKey(root.body.key), { name: "b" });
    expect((await callUuid(a.body.key)).status).toBe(200);
    expect((await callUuid(b.body.key)).status).toBe(200);
    const refused = await callUuid(a.body.key);
    expect(refused.status).toBe(402);
    expect(refused.body.error).toMatch(/limit/i);
    // Spend is settled in batches: settle (returning the leases' rest) before reading it.
    await uuid.deps.metering.flush();
    const keys = (await request(account.app).get("/api/keys").set(ada.cookie)).body.keys as {
      id: string;
      creditsUsed: number;
      subtreeCreditsUsed: number;
    }[];
    const byId = new Map(keys.map((k) => [k.id, k]));
    expect(byId.get(a.body.keyId)).toMatchObject({ creditsUsed: 1700, subtreeCreditsUsed: 1700 });
    expect(byId.get(root.body.keyId)).toMatchObject({ creditsUsed: 0, subtreeCreditsUsed: 3400 });
  });

  it("enforces rateLimitSharePct on rate-limited operations (600 a minute → 1% is 6)", async () => {
    const key = (await provision(ada.cookie, { name: "thin", rateLimitSharePct: 1 })).body.key;
    for (let i = 0; i < 6; i++) expect((await callUuid(key)).status).toBe(200);
    const limited = await callUuid(key);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("revoking a key disables its subtree and counts it; the keys stop paying", async () => {
    const root = await provision(ada.cookie, { name: "doomed", scopes: ["keys:provision"] });
    const child = await provision(asKey(root.body.key), { name: "c", scopes: ["keys:provision"] });
    const grandchild = await provision(asKey(child.body.key), { name: "g" });
    expect((await callUuid(grandchild.body.key)).status).toBe(200);
    const revoked = await request(account.app)
      .post("/api/keys/revoke")
      .set(ada.cookie)
      .send({ keyId: child.body.keyId });
    expect(revoked.body).toEqual({ ok: true, revoked: 2 });
    // Every process drops the key within a second (see runtime/testing/eventually.ts).
    expect(
      (
        await eventually(
          () => callUuid(grandchild.body.key),
          (r) => r.status === 401,
        )
      ).status,
    ).toBe(401);
    expect((await callUuid(root.body.key)).status).toBe(200);
    const again = await request(account.app)
      .post("/api/keys/revoke")
      .set(ada.cookie)
      .send({ keyId: child.body.keyId });
    expect(again.body).toEqual({ ok: true, revoked: 0 });
  });

  it("refuses a keyId of 256 characters with 400, and an unknown one with 404", async () => {
    const long = await request(account.app)
      .post("/api/keys/revoke")
      .set(ada.cookie)
      .send({ keyId: "k".repeat(256) });
    expect(long.status).toBe(400);
    const unknown = await request(account.app).post("/api/keys/revoke").set(ada.cookie).send({ keyId: "k" });
    expect(unknown.status).toBe(404);
  });
});

describe("api-key/create (better-auth fields)", () => {
  it("creates a root key for the caller and refuses server-only fields to non-administrators", async () => {
    const made = await request(account.app)
      .post("/api/auth/api-key/create")
      .set(ada.bearer)
      .send({ name: "bot", prefix: "bot", expiresIn: 3600 });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({
      key: expect.stringMatching(/^sk_bot/),
      userId: ada.id,
      referenceId: ada.id,
      enabled: true,
      remaining: null,
    });
    expect((await callUuid(made.body.key)).status).toBe(200);
    const refused = await request(account.app)
      .post("/api/auth/api-key/create")
      .set(ada.bearer)
      .send({ remaining: 5 });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: expect.stringContaining("remaining"), code: "forbidden" });
  });
});
