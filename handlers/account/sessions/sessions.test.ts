/**
 * Sign-up, sign-in (with its brute-force gate) and the session routes, through the HTTP
 * pipeline with response validation and the independent OpenAPI judge on.
 */
import request from "supertest";
import { startTestService, type TestService } from "../../../runtime/testing/harness.js";
import { type Person, signUp } from "../testing/people.js";

let clock = new Date("2026-11-22T10:00:00Z");
let svc: TestService;
let ada: Person;

beforeAll(async () => {
  svc = await startTestService("account", { now: () => clock });
  ada = await signUp(svc);
});
afterAll(async () => {
  expect(svc.violations()).toEqual([]);
  await svc.close();
});

const signIn = (email: string, password: string, ip = "198.51.100.1") =>
  request(svc.app).post("/api/auth/sign-in/email").set("X-Forwarded-For", ip).send({ email, password });

describe("sign-up", () => {
  it("creates the account, answers the token once and sets an HttpOnly cookie", async () => {
    const res = await request(svc.app)
      .post("/api/auth/sign-up/email")
      .send({ email: "grace@account.example", password: "a long passphrase", name: "Grace" });
    expect(res.status).toBe(200);
    expect(res.body.token).toMatch(/^ses_/);
    expect(res.body.user).toEqual({ id: expect.any(String), email: "grace@account.example", name: "Grace" });
    expect(res.headers["set-cookie"]?.[0]).toMatch(
      /^auth\.session_token=ses_[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=604800$/,
    );
    const stored = await svc.db.knex("sessions").where({ user_id: res.body.user.id }).first();
    expect(stored.token_hash).not.toContain(res.body.token);
    const user = await svc.db.knex("users").where({ id: res.body.user.id }).first();
    expect(user.password_hash).toMatch(/^scrypt\$/);
  });

  it("answers 409 {message} for an address already taken, in any case", async () => {
    const res = await request(svc.app)
      .post("/api/auth/sign-up/email")
      .send({ email: ada.email.toUpperCase(), password: "another passphrase" });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      message: expect.stringContaining("already has an account"),
      code: "email_taken",
    });
  });

  it("answers 400 {message} for a short password", async () => {
    const res = await request(svc.app)
      .post("/api/auth/sign-up/email")
      .send({ email: "x@account.example", password: "short" });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/password/);
  });
});

describe("sign-in", () => {
  it("opens a session usable as bearer and cookie", async () => {
    const res = await signIn(ada.email, ada.password);
    expect(res.status).toBe(200);
    const lookup = await request(svc.app)
      .get("/api/auth/get-session")
      .set("Cookie", `auth.session_token=${res.body.token}`);
    expect(lookup.body.user.id).toBe(ada.id);
    expect(lookup.body.session.token).toBe(`sid_${lookup.body.session.id}`);
  });

  it("answers 401 without saying whether the address or the password was wrong", async () => {
    const wrongPassword = await signIn(ada.email, "not it", "198.51.100.2");
    const noSuchUser = await signIn("nobody@account.example", "not it", "198.51.100.2");
    expect(wrongPassword.status).toBe(401);
    expect(noSuchUser.status).toBe(401);
    // The same body but for the id of the request it answers.
    const { requestId: _a, ...wrong } = wrongPassword.body;
    const { requestId: _b, ...unknown } = noSuchUser.body;
    expect(wrong).toEqual(unknown);
  });

  it("answers 429 with Retry-After after 5 failures for one address, even with the right password", async () => {
    const victim = await signUp(svc, "Victim");
    for (let i = 0; i < 5; i++)
      expect((await signIn(victim.email, `guess-${i}`, `203.0.113.${i}`)).status).toBe(401);
    const blocked = await signIn(victim.email, victim.password, "203.0.113.99");
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    expect(blocked.body).toMatchObject({ message: expect.any(String), code: "rate_limited" });
    // Other addresses are unaffected; the window ends and the right password works again.
    expect((await signIn(ada.email, ada.password, "203.0.113.99")).status).toBe(200);
    clock = new Date(clock.getTime() + 16 * 60 * 1000);
    expect((await signIn(victim.email, victim.password)).status).toBe(200);
  });
});

describe("session routes", () => {
  it("get-session answers null without a credential and 401 for a revoked one", async () => {
    expect((await request(svc.app).get("/api/auth/get-session")).body).toBeNull();
    const other = await signUp(svc, "Brief");
    await request(svc.app).post("/api/auth/sign-out").set(other.bearer).send({}).expect(200);
    const after = await request(svc.app).get("/api/auth/get-session").set(other.bearer);
    expect(after.status).toBe(401);
  });

  it("lists sessions by handle and revokes one by handle or by token", async () => {
    const p = await signUp(svc, "Lister");
    const second = (await signIn(p.email, p.password)).body.token as string;
    const third = (await signIn(p.email, p.password)).body.token as string;
    const listed = await request(svc.app).get("/api/auth/list-sessions").set(p.bearer);
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(3);
    expect(JSON.stringify(listed.body)).not.toContain(second);
    const secondId = (
      await request(svc.app)
        .get("/api/auth/get-session")
        .set({ Authorization: `Bearer ${second}` })
    ).body.session.id;
    const handle = listed.body.find((s: { id: string }) => s.id === secondId).token;
    expect(
      (await request(svc.app).post("/api/auth/revoke-session").set(p.bearer).send({ token: handle })).status,
    ).toBe(200);
    expect(
      (await request(svc.app).post("/api/auth/revoke-session").set(p.bearer).send({ token: third })).status,
    ).toBe(200);
    const missing = await request(svc.app)
      .post("/api/auth/revoke-session")
      .set(p.bearer)
      .send({ token: "sid_nope" });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ message: expect.any(String), code: "not_found" });
  });

  it("does not let one user revoke another's session", async () => {
    const a = await signUp(svc, "Owner");
    const b = await signUp(svc, "Intruder");
    const res = await request(svc.app)
      .post("/api/auth/revoke-session")
      .set(b.bearer)
      .send({ token: a.token });
    expect(res.status).toBe(404);
    expect((await request(svc.app).get("/api/auth/ok").set(a.bearer)).status).toBe(200);
  });

  it("revoke-sessions ends every session, sign-out clears the cookie", async () => {
    const p = await signUp(svc, "Leaver");
    const other = (await signIn(p.email, p.password)).body.token as string;
    const out = await request(svc.app)
      .post("/api/auth/sign-out")
      .set({ Authorization: `Bearer ${other}` })
      .send({});
    expect(out.headers["set-cookie"]?.[0]).toMatch(/Max-Age=0/);
    expect((await request(svc.app).post("/api/auth/revoke-sessions").set(p.bearer).send({})).body).toEqual({
      status: true,
    });
    expect((await request(svc.app).get("/api/auth/list-sessions").set(p.bearer)).status).toBe(401);
  });

  it("update-session slides the expiry", async () => {
    const p = await signUp(svc, "Slider");
    clock = new Date(clock.getTime() + 24 * 60 * 60 * 1000);
    const res = await request(svc.app).post("/api/auth/update-session").set(p.bearer).send({ extend: true });
    expect(res.status).toBe(200);
    expect(new Date(res.body.session.expiresAt).getTime()).toBe(clock.getTime() + 7 * 24 * 60 * 60 * 1000);
  });

  it("auth/ok needs a credential", async () => {
    expect((await request(svc.app).get("/api/auth/ok")).status).toBe(401);
    expect((await request(svc.app).get("/api/auth/error").set(ada.bearer)).text).toContain(
      "<h1>Sign-in failed</h1>",
    );
  });
});
