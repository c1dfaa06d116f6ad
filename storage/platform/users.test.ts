import type { Database } from "../db.js";
import { openTestDatabase } from "../testing.js";
import { createSession, findSessionByToken, listSessions, revokeSession } from "./sessions.js";
import { authenticateUser, createUser, EmailTakenError } from "./users.js";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase({ boss: false });
});
afterAll(() => db.close());

describe("users", () => {
  it("stores a scrypt hash, never the password, and signs in case-insensitively", async () => {
    const user = await createUser(db.knex, { email: "Ada@Example.com", password: "correct horse" });
    const row = await db.knex("users").where({ id: user.id }).first();
    expect(row.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(row.password_hash).not.toContain("correct horse");
    expect((await authenticateUser(db.knex, "ada@example.com", "correct horse"))?.id).toBe(user.id);
    expect(await authenticateUser(db.knex, "ada@example.com", "wrong")).toBeUndefined();
    expect(await authenticateUser(db.knex, "nobody@example.com", "correct horse")).toBeUndefined();
  });

  it("refuses a second user with the same e-mail in any case", async () => {
    await createUser(db.knex, { email: "dup@example.com", password: "x" });
    await expect(createUser(db.knex, { email: "DUP@example.com", password: "y" })).rejects.toBeInstanceOf(
      EmailTakenError,
    );
  });
});

describe("sessions", () => {
  it("finds a live session by its token, stores only the hash, and stops at expiry or revocation", async () => {
    const user = await createUser(db.knex, { email: "s@example.com", password: "pw", role: "admin" });
    const now = new Date("2026-11-21T12:00:00Z");
    const { token, session } = await createSession(db.knex, { userId: user.id, now, ttlMs: 60_000 });
    expect(token).toMatch(/^ses_/);
    expect(await db.knex("sessions").where({ token_hash: token }).first()).toBeUndefined();
    expect((await findSessionByToken(db.knex, token, now))?.user).toMatchObject({
      id: user.id,
      role: "admin",
    });
    expect(await findSessionByToken(db.knex, token, new Date(now.getTime() + 60_001))).toBeUndefined();
    expect((await listSessions(db.knex, user.id, now)).map((s) => s.id)).toEqual([session.id]);
    expect(await revokeSession(db.knex, user.id, session.id)).toBe(true);
    expect(await findSessionByToken(db.knex, token, now)).toBeUndefined();
    expect(await revokeSession(db.knex, user.id, session.id)).toBe(false);
  });
});
