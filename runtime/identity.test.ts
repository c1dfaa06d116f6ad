import type { Database } from "../storage/db.js";
import { createApiKey, revokeApiKey } from "../storage/repositories/apiKeys.js";
import { createSession } from "../storage/repositories/sessions.js";
import { createUser } from "../storage/repositories/users.js";
import { openTestDatabase } from "../storage/testing.js";
import { credentialAuthenticator } from "./identity.js";

let db: Database;
const now = new Date("2026-11-21T12:00:00Z");
beforeAll(async () => {
  db = await openTestDatabase({ boss: false });
});
afterAll(() => db.close());

describe("credentialAuthenticator", () => {
  it("resolves API keys, sessions with their user's role, and nothing else", async () => {
    const authenticate = credentialAuthenticator(db.knex, () => now);
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
    expect(await authenticate({ scheme: "b", value: key.key })).toBeNull();
  });

  it("takes extra kinds of secret by prefix", async () => {
    const authenticate = credentialAuthenticator(db.knex, () => now, {
      tok_: async (_knex, secret) =>
        secret === "tok_good"
          ? { kind: "api-token", id: "1", userId: "u", role: "user", prefix: "tok_", scopes: [] }
          : null,
    });
    expect(await authenticate({ scheme: "b", value: "tok_good" })).toMatchObject({ kind: "api-token" });
    expect(await authenticate({ scheme: "b", value: "tok_bad" })).toBeNull();
  });
});
