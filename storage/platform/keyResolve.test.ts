import type { Database } from "../db.js";
import { openTestDatabase } from "../testing.js";
import { createBetterAuthKey } from "./betterAuthKeys.js";
import { resolveApiKey } from "./keyResolve.js";
import { revokeKeySubtree } from "./keyTree.js";
import { buildTree, insertTestUser } from "./keyTreeFixtures.js";

let db: Database;
const t0 = new Date("2026-11-21T12:00:00Z");
const at = (ms: number) => new Date(t0.getTime() + ms);
beforeAll(async () => {
  db = await openTestDatabase({ boss: false });
});
afterAll(async () => {
  await db?.close();
});

async function betterAuthKey(fields: Omit<Parameters<typeof createBetterAuthKey>[1], "userId" | "now">) {
  const userId = await insertTestUser(db.knex);
  const made = await createBetterAuthKey(db.knex, { userId, now: t0, ...fields });
  if (!made.ok) throw new Error(made.message);
  return made.record;
}

async function row(id: string) {
  return db.knex("api_keys").where({ id }).first();
}

describe("resolveApiKey", () => {
  it("returns what the runtime needs and counts the use", async () => {
    const userId = await insertTestUser(db.knex);
    const { ids, keys } = await buildTree(
      db.knex,
      userId,
      [
        { parent: null, scopes: ["a", "b"], creditLimitMicros: null, rateLimitSharePct: 60, actor: "user" },
        { parent: 0, scopes: ["b"], creditLimitMicros: null, rateLimitSharePct: null, actor: "parent" },
      ],
      t0,
    );
    const resolved = await resolveApiKey(db.knex, keys[1]!, at(1000));
    expect(resolved).toEqual({
      ok: true,
      key: {
        id: ids[1],
        userId,
        accountId: (await row(ids[0]!)).account_id,
        prefix: keys[1]!.slice(0, 12),
        scopes: ["b"],
        path: ids,
        chain: [
          { id: ids[0], rateLimitSharePct: 60 },
          { id: ids[1], rateLimitSharePct: 60 },
        ],
        rateLimit: { enabled: false, max: null, windowMs: null },
      },
    });
    expect(await row(ids[1]!)).toMatchObject({
      request_count: "1",
      last_request: at(1000),
      last_used_at: at(1000),
      remaining: null,
    });
    expect(await resolveApiKey(db.knex, `${keys[1]}x`, t0)).toEqual({ ok: false, reason: "invalid" });
  });

  it("refuses a key when it or any ancestor is disabled or expired", async () => {
    const userId = await insertTestUser(db.knex);
    const spec = [
      { parent: null, scopes: [], creditLimitMicros: null, rateLimitSharePct: null, actor: "user" as const },
      { parent: 0, scopes: [], creditLimitMicros: null, rateLimitSharePct: null, actor: "parent" as const },
      { parent: 1, scopes: [], creditLimitMicros: null, rateLimitSharePct: null, actor: "parent" as const },
    ];
    const { ids, keys } = await buildTree(db.knex, userId, spec, t0);
    await db
      .knex("api_keys")
      .where({ id: ids[0] })
      .update({ expires_at: at(10_000) });
    expect((await resolveApiKey(db.knex, keys[2]!, at(9_999))).ok).toBe(true);
    expect(await resolveApiKey(db.knex, keys[2]!, at(10_000))).toEqual({ ok: false, reason: "invalid" });
    await db.knex("api_keys").where({ id: ids[0] }).update({ expires_at: null });
    await revokeKeySubtree(db.knex, { kind: "key", keyId: ids[0]! }, ids[1]!, t0);
    expect((await resolveApiKey(db.knex, keys[0]!, t0)).ok).toBe(true);
    expect(await resolveApiKey(db.knex, keys[1]!, t0)).toEqual({ ok: false, reason: "invalid" });
    expect(await resolveApiKey(db.knex, keys[2]!, t0)).toEqual({ ok: false, reason: "invalid" });
    // Re-enabling a middle key does not revive its disabled child, nor does a disabled root.
    await db.knex("api_keys").where({ id: ids[1] }).update({ enabled: true });
    expect((await resolveApiKey(db.knex, keys[1]!, t0)).ok).toBe(true);
    expect(await resolveApiKey(db.knex, keys[2]!, t0)).toEqual({ ok: false, reason: "invalid" });
  });

  it("takes one use per request and answers usage_exceeded at 0 with no refill", async () => {
    const key = await betterAuthKey({ remaining: 2 });
    expect((await resolveApiKey(db.knex, key.key, t0)).ok).toBe(true);
    expect((await resolveApiKey(db.knex, key.key, t0)).ok).toBe(true);
    expect(await resolveApiKey(db.knex, key.key, t0)).toEqual({
      ok: false,
      reason: "usage_exceeded",
      refillAt: null,
    });
    expect(await row(key.id)).toMatchObject({ remaining: 0, request_count: "2" });
  });

  it("refills to refillAmount once more than refillInterval has passed since the last refill or creation", async () => {
    const key = await betterAuthKey({ remaining: 1, refillAmount: 3, refillIntervalMs: 60_000 });
    expect((await resolveApiKey(db.knex, key.key, at(1))).ok).toBe(true);
    expect(await resolveApiKey(db.knex, key.key, at(60_000))).toEqual({
      ok: false,
      reason: "usage_exceeded",
      refillAt: at(60_000),
    });
    // Refilled to 3, one taken.
    expect((await resolveApiKey(db.knex, key.key, at(60_001))).ok).toBe(true);
    expect(await row(key.id)).toMatchObject({ remaining: 2, last_refill_at: at(60_001) });
    expect((await resolveApiKey(db.knex, key.key, at(60_002))).ok).toBe(true);
    expect((await resolveApiKey(db.knex, key.key, at(60_003))).ok).toBe(true);
    expect(await resolveApiKey(db.knex, key.key, at(60_004))).toMatchObject({
      reason: "usage_exceeded",
      refillAt: at(120_001),
    });
    // A refill resets to refillAmount even when uses were left.
    expect((await resolveApiKey(db.knex, key.key, at(120_002))).ok).toBe(true);
    expect(await row(key.id)).toMatchObject({ remaining: 2, request_count: "5" });
  });

  it("never grants more uses than remaining under concurrent requests", async () => {
    const key = await betterAuthKey({ remaining: 7 });
    const results = await Promise.all(Array.from({ length: 40 }, () => resolveApiKey(db.knex, key.key, t0)));
    expect(results.filter((r) => r.ok)).toHaveLength(7);
    expect(results.filter((r) => !r.ok && r.reason === "usage_exceeded")).toHaveLength(33);
    expect(await row(key.id)).toMatchObject({ remaining: 0, request_count: "7" });
  });

  it("returns the per-key rate limit", async () => {
    const key = await betterAuthKey({ rateLimitMax: 5, rateLimitTimeWindowMs: 1000 });
    const resolved = await resolveApiKey(db.knex, key.key, t0);
    expect(resolved.ok && resolved.key.rateLimit).toEqual({ enabled: true, max: 5, windowMs: 1000 });
  });
});
