import type { Database } from "../storage/db.js";
import { createApiKey, revokeApiKey } from "../storage/platform/apiKeys.js";
import { createBetterAuthKey } from "../storage/platform/betterAuthKeys.js";
import { provisionKey } from "../storage/platform/keyTree.js";
import { createSession } from "../storage/platform/sessions.js";
import { createUser } from "../storage/platform/users.js";
import { openTestDatabase } from "../storage/testing.js";
import type { Caller } from "./context.js";
import { ApiError } from "./errors.js";
import { apiKeyCaller, credentialAuthenticator } from "./identity.js";
import { createLogger } from "./logger.js";
import { MeteringEngine } from "./metering/engine/meteringEngine.js";
import { eventually } from "./testing/eventually.js";

let db: Database;
let engine: MeteringEngine<Caller>;
const now = new Date("2026-11-21T12:00:00Z");
beforeAll(async () => {
  db = await openTestDatabase({ boss: false });
  engine = new MeteringEngine<Caller>(db, {
    build: (lookup) => apiKeyCaller(db.knex, lookup.key),
    log: createLogger("silent"),
    // Counters are written by the test's own flush, never by the timer in between.
    timings: { flushMs: 3_600_000 },
  });
  await engine.start();
});
afterAll(async () => {
  await engine.close();
  await db.close();
});

describe("credentialAuthenticator", () => {
  it("resolves API keys, sessions with their user's role, and nothing else", async () => {
    const authenticate = credentialAuthenticator(db.knex, () => now, engine.keys);
    const key = await createApiKey(db.knex, { name: "k", creditsMicros: 0 });
    const admin = await createUser(db.knex, { email: "root@example.com", password: "pw", role: "admin" });
    const { token } = await createSession(db.knex, { userId: admin.id, now });

    expect(await authenticate({ scheme: "b", value: key.key })).toMatchObject({
      kind: "api-key",
      id: key.id,
      userId: null,
    });
    expect(await authenticate({ scheme: "b", value: token })).toMatchObject({
      kind: "session",
      userId: admin.id,
      role: "admin",
    });
    expect(await authenticate({ scheme: "b", value: "ses_forged" })).toBeNull();
    expect(await authenticate({ scheme: "b", value: "no-prefix" })).toBeNull();
    await revokeApiKey(db.knex, key.id);
    expect(
      await eventually(
        () => authenticate({ scheme: "b", value: key.key }),
        (c) => c === null,
      ),
    ).toBeNull();
  });

  it("gives an API-key caller its scopes, account, chain and own rate limit", async () => {
    const authenticate = credentialAuthenticator(db.knex, () => now, engine.keys);
    const user = await createUser(db.knex, { email: "keys@example.com", password: "pw" });
    const root = await createBetterAuthKey(db.knex, {
      userId: user.id,
      permissions: { uuid: ["read", "write"] },
      rateLimitMax: 10,
      rateLimitTimeWindowMs: 60_000,
      now,
    });
    if (!root.ok) throw new Error(root.message);
    const child = await provisionKey(db.knex, {
      by: { kind: "key", keyId: root.record.id },
      name: "child",
      scopes: ["uuid:read", "admin"],
      rateLimitSharePct: 25,
      now,
    });
    if (!child.ok) throw new Error(child.message);
    expect(await authenticate({ scheme: "b", value: root.record.key })).toMatchObject({
      kind: "api-key",
      userId: user.id,
      scopes: ["uuid:read", "uuid:write"],
      keyChain: [{ id: root.record.id, rateLimitSharePct: null }],
      keyRateLimit: { max: 10, windowMs: 60_000 },
    });
    const caller = await authenticate({ scheme: "b", value: child.key });
    expect(caller).toMatchObject({
      id: child.keyId,
      scopes: ["uuid:read"],
      accountId: expect.any(String),
      keyChain: [
        { id: root.record.id, rateLimitSharePct: null },
        { id: child.keyId, rateLimitSharePct: 25 },
      ],
      keyRateLimit: null,
    });
  });

  it("answers a key from memory, counts its requests in a batch, and forgets it when it is revoked", async () => {
    const authenticate = credentialAuthenticator(db.knex, () => now, engine.keys);
    const key = await createApiKey(db.knex, { name: "cached", creditsMicros: 0 });
    for (let i = 0; i < 3; i++) expect(await authenticate({ scheme: "b", value: key.key })).not.toBeNull();
    const counted = () => db.knex("api_keys").where({ id: key.id }).first("request_count", "last_used_at");
    expect(await counted()).toEqual({ request_count: "0", last_used_at: null });
    await engine.flush();
    expect(await counted()).toEqual({ request_count: "3", last_used_at: now });
    // The trigger's notification reaches the cache (on PGlite before the next statement).
    await revokeApiKey(db.knex, key.id);
    expect(
      await eventually(
        () => authenticate({ scheme: "b", value: key.key }),
        (c) => c === null,
      ),
    ).toBeNull();
  });

  it("answers 429 with Retry-After for a key with no uses left", async () => {
    const authenticate = credentialAuthenticator(db.knex, () => now, engine.keys);
    const user = await createUser(db.knex, { email: "uses@example.com", password: "pw" });
    const made = await createBetterAuthKey(db.knex, {
      userId: user.id,
      remaining: 1,
      refillAmount: 1,
      refillIntervalMs: 90_000,
      now: new Date(now.getTime() - 30_000),
    });
    if (!made.ok) throw new Error(made.message);
    expect(await authenticate({ scheme: "b", value: made.record.key })).toMatchObject({ kind: "api-key" });
    const refused = await authenticate({ scheme: "b", value: made.record.key }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      status: 429,
      code: "key_requests_exhausted",
      headers: { "Retry-After": "60" },
    });
  });
});
