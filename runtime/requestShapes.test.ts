/**
 * The runtime's refusals before any handler — a body that does not decode, text that is not
 * Unicode, percent-escapes that do not decode — come out in each service's own error shape:
 * problem+json (storefront), `{message}` (account sessions), the envelope (uuid).
 */
import request from "supertest";
import type { Database } from "../storage/db.js";
import { openTestDatabase } from "../storage/testing.js";
import { createApp } from "./app.js";
import { createRuntimeDeps } from "./bootstrap.js";
import type { RuntimeDeps } from "./deps.js";
import { createLogger } from "./logger.js";
import { loadServices } from "./registry.js";

let db: Database;
let deps: RuntimeDeps;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  db = await openTestDatabase({ boss: false });
  deps = await createRuntimeDeps({
    db,
    log: createLogger("silent"),
    validateResponses: true,
    manualWork: true,
  });
  app = createApp({ deps, services: await loadServices(), httpLog: false });
});

afterAll(async () => {
  await deps.payments.close();
  await db.close();
});

const problem = (errors: Record<string, unknown>, code = "validation_failed") =>
  expect.objectContaining({
    type: "about:blank",
    title: expect.any(String),
    status: 400,
    detail: expect.any(String),
    code,
    errors,
  });

describe("storefront-ext (problem+json)", () => {
  it.each([["%ED%A0%80"], ["%FF"], ["%C0%80"]])(
    "answers a path parameter that does not decode (%s) with 400, without a credential",
    async (sent) => {
      const res = await request(app).get(`/storefront-ext/product/${sent}`);
      expect(res.status).toBe(400);
      expect(res.type).toBe("application/problem+json");
      expect(res.body).toEqual(problem({ "path:id": expect.stringContaining("UTF-8") }));
    },
  );

  it("answers a body that is not the gzip it claims with 400", async () => {
    const res = await request(app)
      .post("/storefront-ext/product")
      .set({ "Content-Type": "application/json", "Content-Encoding": "gzip" })
      .send('{"name":"Mug"}');
    expect(res.status).toBe(400);
    expect(res.type).toBe("application/problem+json");
    expect(res.body).toEqual(
      problem({ "header:content-encoding": expect.stringContaining("not valid gzip") }, "body_not_decodable"),
    );
  });

  it("answers an unknown coding with 415", async () => {
    const res = await request(app)
      .post("/storefront-ext/product")
      .set({ "Content-Type": "application/json", "Content-Encoding": "compress" })
      .send('{"name":"Mug"}');
    expect(res.status).toBe(415);
    expect(res.type).toBe("application/problem+json");
  });

  it("answers U+0000 in a body member with 400 naming it", async () => {
    const res = await request(app)
      .post("/storefront-ext/product")
      .set("Content-Type", "application/json")
      .send('{"name":"Mug\\u0000"}');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(problem({ "body:/name": expect.stringContaining("U+0000") }));
  });
});

describe("account sessions ({message})", () => {
  it("answers a corrupt gzip sign-in body with 400 in the session routes' shape", async () => {
    const res = await request(app)
      .post("/account/api/auth/sign-in/email")
      .set({ "Content-Type": "application/json", "Content-Encoding": "gzip" })
      .send('{"email":"a@example.com","password":"x"}');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: expect.stringContaining("does not decode"),
      code: "body_not_decodable",
    });
  });

  it("answers a lone surrogate in the e-mail address with 400", async () => {
    const res = await request(app)
      .post("/account/api/auth/sign-in/email")
      .set("Content-Type", "application/json")
      .send('{"email":"a\\ud800@example.com","password":"x"}');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: expect.stringContaining("body /email: holds a lone surrogate"),
      code: "validation_failed",
    });
  });
});

describe("uuid (envelope)", () => {
  it.each([
    ["%ZZ", '"%ZZ" is not a percent-escape'],
    ["%ED%A0%80", "do not decode to UTF-8"],
  ])("answers a query parameter that does not decode (%s) with 400 saying so", async (sent, message) => {
    // Not "does not match the pattern": the value is refused as sent, not as a lenient parser reads it.
    const res = await request(app).get(`/uuid/v1/uuid?count=${sent}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      code: "validation_failed",
      error: expect.any(String),
      issues: [{ location: "query", name: "count", message: expect.stringContaining(message) }],
    });
  });
});
