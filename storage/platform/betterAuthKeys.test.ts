import type { Database } from "../db.js";
import { openTestDatabase } from "../testing.js";
import { hashApiKey } from "./apiKeys.js";
import { createBetterAuthKey, permissionsToScopes } from "./betterAuthKeys.js";
import { ensureUserAccount } from "./credits.js";
import { insertTestUser } from "./keyTreeFixtures.js";

let db: Database;
const now = new Date("2026-11-21T12:00:00Z");
beforeAll(async () => {
  db = await openTestDatabase({ boss: false });
});
afterAll(async () => {
  await db?.close();
});

describe("createBetterAuthKey", () => {
  it("answers better-auth's record, with the plaintext once and only its hash stored", async () => {
    const userId = await insertTestUser(db.knex);
    const made = await createBetterAuthKey(db.knex, {
      userId,
      name: "ci",
      prefix: "ci_",
      expiresInSeconds: 3600,
      remaining: 100,
      refillAmount: 100,
      refillIntervalMs: 86_400_000,
      rateLimitTimeWindowMs: 60_000,
      rateLimitMax: 30,
      permissions: { files: ["read", "write"], uuid: ["read"] },
      metadata: { team: "x" },
      configId: "default",
      now,
    });
    if (!made.ok) throw new Error(made.message);
    const { record } = made;
    expect(record.key).toMatch(/^sk_ci_[A-Za-z0-9_-]{43}$/);
    expect(record).toEqual({
      id: expect.any(String),
      key: record.key,
      createdAt: now,
      updatedAt: now,
      name: "ci",
      prefix: "ci_",
      start: record.key.slice(0, 8),
      enabled: true,
      expiresAt: new Date(now.getTime() + 3_600_000),
      referenceId: userId,
      lastRefillAt: null,
      lastRequest: null,
      metadata: { team: "x" },
      rateLimitMax: 30,
      rateLimitTimeWindow: 60_000,
      rateLimitEnabled: true,
      remaining: 100,
      refillAmount: 100,
      refillInterval: 86_400_000,
      requestCount: 0,
      permissions: { files: ["read", "write"], uuid: ["read"] },
    });
    const row = await db.knex("api_keys").where({ id: record.id }).first();
    expect(row).toMatchObject({
      hashed_key: hashApiKey(record.key),
      scopes: ["files:read", "files:write", "uuid:read"],
      account_id: await ensureUserAccount(db.knex, userId),
      depth: 0,
      config_id: "default",
    });
    expect(JSON.stringify(row)).not.toContain(record.key);
  });

  it("defaults to no prefix, no limits, no permissions and no scopes", async () => {
    const userId = await insertTestUser(db.knex);
    const made = await createBetterAuthKey(db.knex, { userId, now });
    if (!made.ok) throw new Error(made.message);
    expect(made.record).toMatchObject({
      prefix: null,
      name: null,
      expiresAt: null,
      remaining: null,
      rateLimitEnabled: false,
      permissions: null,
      metadata: null,
    });
    expect(made.record.key).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
    expect(permissionsToScopes(null)).toEqual([]);
  });

  it("refuses inconsistent usage settings", async () => {
    const userId = await insertTestUser(db.knex);
    for (const bad of [
      { refillAmount: 5 },
      { refillIntervalMs: 5 },
      { remaining: -1 },
      { expiresInSeconds: 0 },
    ]) {
      expect(await createBetterAuthKey(db.knex, { userId, now, ...bad })).toMatchObject({
        ok: false,
        error: "invalid",
      });
    }
  });
});
