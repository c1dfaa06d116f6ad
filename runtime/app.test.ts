/**
 * The app factory: every service mounted under `/<service>`, discovery routes generated from
 * the contract, and a lost database answered with 503 while the process keeps serving.
 */
import { readFileSync } from "node:fs";
import knex from "knex";
import request from "supertest";
import { parse } from "yaml";
import type { Database } from "../storage/db.js";
import { openTestDatabase } from "../storage/testing.js";
import { createApp } from "./app.js";
import { createRuntimeDeps } from "./bootstrap.js";
import type { ServiceBinding } from "./contract.js";
import type { RuntimeDeps } from "./deps.js";
import { createLogger } from "./logger.js";
import { loadServices } from "./registry.js";

let db: Database;
let deps: RuntimeDeps;
let app: ReturnType<typeof createApp>;
let services: ServiceBinding[];

beforeAll(async () => {
  services = await loadServices();
  db = await openTestDatabase({ boss: false });
  deps = await createRuntimeDeps({
    db,
    log: createLogger("silent"),
    validateResponses: true,
    manualWork: true,
  });
  app = createApp({ deps, services, httpLog: false });
});
afterAll(async () => {
  await deps.payments.close();
  await db.close();
});

describe("createApp", () => {
  it("lists every service at / with its discovery addresses", async () => {
    const res = await request(app).get("/");
    expect(res.status).toBe(200);
    expect(res.body.services).toContainEqual(
      expect.objectContaining({ name: "uuid", openapi: expect.stringMatching(/\/uuid\/openapi\.json$/) }),
    );
  });

  it("mounts each service under /<service>", async () => {
    const res = await request(app).get("/uuid/v1/uuid?count=3&format=urn");
    expect(res.status).toBe(200);
    expect(res.body.uuids).toHaveLength(3);
  });

  it("serves the published document at /<service>/openapi.json, its server being where it was served", async () => {
    const res = await request(app).get("/uuid/openapi.json");
    expect(res.status).toBe(200);
    const uuid = services.find((s) => s.definition.name === "uuid")!.definition;
    const published = parse(readFileSync(uuid.documentUrl, "utf8"));
    expect(published.servers).toEqual([expect.objectContaining({ url: "{base_url}" })]);
    expect({ ...res.body, servers: published.servers }).toEqual(published);
    expect(res.body.servers).toEqual([
      { url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/uuid$/), description: expect.any(String) },
    ]);
  });

  it("serves llms.txt as text naming every operation, relative to its base URL", async () => {
    const res = await request(app).get("/uuid/llms.txt");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    expect(
      readFileSync(services.find((s) => s.definition.name === "uuid")!.definition.llmsTxtUrl, "utf8"),
    ).toContain("Base URL: {base_url} ");
    expect(res.text).toMatch(/Base URL: http:\/\/127\.0\.0\.1:\d+\/uuid /);
    expect(res.text).toContain("generate_uuid: GET /v1/uuid");
    expect(res.text).toContain("get_uuid: GET /x402/uuid");
  });

  it("lists the paid routes with absolute URLs at /.well-known/x402", async () => {
    const res = await request(app).get("/uuid/.well-known/x402");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ version: 1, x402Version: 2 });
    expect(res.body.resources).toEqual([
      expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/uuid\/v1\/uuid$/),
      expect.stringMatching(/\/uuid\/x402\/uuid$/),
    ]);
    expect(res.body.routes[0]).toMatchObject({ route: "GET /v1/uuid", priceUsd: 0.0017, freePerIpPerDay: 3 });
  });

  it("reports health per service and for the whole app", async () => {
    expect((await request(app).get("/uuid/health")).body).toEqual({
      status: "ok",
      service: "uuid",
      version: "1.0.0",
    });
    expect((await request(app).get("/health")).body).toMatchObject({ status: "ok" });
  });

  it("refuses a discovery call carrying an invalid key with 401, as declared", async () => {
    const res = await request(app).get("/uuid/openapi.json").set("Authorization", "Bearer sk_nope");
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, code: "invalid_credentials" });
  });

  it("answers unknown top-level routes with a 404 problem", async () => {
    const res = await request(app).get("/nope");
    expect(res.status).toBe(404);
    expect(res.headers["content-type"]).toMatch(/application\/problem\+json/);
  });
});

const noop = () => {};
const quiet = { warn: noop, error: noop, debug: noop, deprecate: noop };

describe("database unreachable", () => {
  it("answers paid calls with 503 in the contract's shape and keeps serving", async () => {
    // A PostgreSQL handle to a port where nothing listens: every query fails to connect.
    const dead = knex({
      client: "pg",
      connection: "postgres://x:y@127.0.0.1:1/none",
      pool: { min: 0, max: 1 },
      acquireConnectionTimeout: 2000,
      log: quiet,
    });
    const lost: Database = {
      kind: "postgres",
      knex: dead,
      boss: null,
      ping: async () => false,
      beforeClose: () => {},
      close: () => dead.destroy(),
    };
    // The processor is not under test here; reuse the working one rather than start one on a dead database.
    const lostDeps = await createRuntimeDeps({
      db: lost,
      log: createLogger("silent"),
      validateResponses: true,
      payments: deps.payments,
    });
    const lostApp = createApp({ deps: lostDeps, services, httpLog: false });
    try {
      const res = await request(lostApp).get("/uuid/v1/uuid");
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ success: false, code: "unavailable" });
      expect((await request(lostApp).get("/uuid/v1/uuid?count=0")).status).toBe(400);
      expect((await request(lostApp).get("/health")).status).toBe(503);
      expect((await request(lostApp).get("/uuid/health")).body.status).toBe("degraded");
    } finally {
      await dead.destroy();
    }
  });
});
