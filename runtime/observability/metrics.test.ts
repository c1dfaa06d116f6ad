/**
 * `GET /metrics`: after a request, the scrape shows it counted and timed under its service,
 * operation, method and status; a free call on a priced operation counted as a charge; the work
 * queues' depth and the pool's use read at scrape time; `METRICS_TOKEN` guarding it.
 */
import type { Express } from "express";
import request from "supertest";
import type { Database } from "../../storage/db.js";
import { openTestDatabase } from "../../storage/testing.js";
import { createApp } from "../app.js";
import { createRuntimeDeps } from "../bootstrap.js";
import type { ServiceBinding } from "../contract.js";
import type { RuntimeDeps } from "../deps.js";
import { createLogger } from "../logger.js";
import { loadServices } from "../registry.js";

let db: Database;
let deps: RuntimeDeps;
let services: ServiceBinding[];
let app: Express;

/** The value of the sample `name{labels…}` in a scrape (labels in any order), or undefined. */
function sample(scrape: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of scrape.split("\n")) {
    const match = /^([a-z_]+)\{(.*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = Object.fromEntries([...match[2]!.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(match[3]);
  }
  return undefined;
}

async function scrape(target: Express = app): Promise<string> {
  const res = await request(target).get("/metrics");
  expect(res.status).toBe(200);
  expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text;
}

beforeAll(async () => {
  db = await openTestDatabase();
  deps = await createRuntimeDeps({ db, log: createLogger("silent"), manualWork: true });
  services = (await loadServices()).filter((s) => s.definition.name === "uuid");
  app = createApp({ deps, services, httpLog: false });
});

afterAll(async () => {
  await deps.payments.close();
  await db.close();
});

describe("GET /metrics", () => {
  it("counts and times a request under its service, operation, method and status", async () => {
    const labels = { service: "uuid", operation: "generate_uuid", method: "GET", status: "200" };
    const before = sample(await scrape(), "http_server_requests_total", labels) ?? 0;
    await request(app).get("/uuid/v1/uuid?count=2").expect(200);
    const after = await scrape();
    expect(sample(after, "http_server_requests_total", labels)).toBe(before + 1);
    expect(sample(after, "http_server_request_duration_seconds_count", labels)).toBe(before + 1);
    expect(sample(after, "http_server_request_duration_seconds_bucket", { ...labels, le: "+Inf" })).toBe(
      before + 1,
    );
  });

  it("labels a refusal with its status and an unknown path with operation none", async () => {
    await request(app).get("/uuid/v1/uuid?count=nope").expect(400);
    await request(app).get("/uuid/no/such/path").expect(404);
    const text = await scrape();
    expect(
      sample(text, "http_server_requests_total", {
        service: "uuid",
        operation: "generate_uuid",
        status: "400",
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, "http_server_requests_total", { service: "uuid", operation: "none", status: "404" }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain("/uuid/no/such/path");
  });

  it("counts a call paid from the free allowance as a charge of 0 micro-USD", async () => {
    const labels = { service: "uuid", operation: "generate_uuid", payment: "free" };
    const before = sample(await scrape(), "api_charges_total", labels) ?? 0;
    await request(app).get("/uuid/v1/uuid?count=1").expect(200);
    const after = await scrape();
    expect(sample(after, "api_charges_total", labels)).toBe(before + 1);
    expect(sample(after, "api_charged_micro_usd_total", labels)).toBe(0);
  });

  it("reads the work queues' depth and the pool's use when scraped", async () => {
    await db.boss!.createQueue("metrics-test");
    await db.boss!.send("metrics-test", { n: 1 });
    await db.boss!.send("metrics-test", { n: 2 }, { startAfter: 3600 });
    const text = await scrape();
    expect(sample(text, "work_queue_jobs", { queue: "metrics-test", state: "queued" })).toBe(2);
    expect(sample(text, "work_queue_jobs", { queue: "metrics-test", state: "deferred" })).toBe(1);
    // PGlite is one session: a pool of exactly one connection, which the scrape's own queue read
    // has just given back.
    expect(sample(text, "db_pool_max_connections", { database: db.kind })).toBe(
      db.kind === "pglite" ? 1 : 10,
    );
    expect(sample(text, "db_pool_connections", { database: db.kind, state: "used" })).toBe(0);
  });

  it("includes the process's own metrics", async () => {
    expect(await scrape()).toMatch(/^process_resident_memory_bytes \d+/m);
  });

  it("answers only the bearer of METRICS_TOKEN when it is set", async () => {
    const guarded = createApp({
      deps: { ...deps, env: { ...deps.env, METRICS_TOKEN: "s3cret" } },
      services,
      httpLog: false,
    });
    const refused = await request(guarded).get("/metrics");
    expect(refused.status).toBe(401);
    expect(refused.headers["www-authenticate"]).toMatch(/^Bearer/);
    expect(refused.headers["content-type"]).toMatch(/^application\/problem\+json/);
    await request(guarded).get("/metrics").set("Authorization", "Bearer wrong").expect(401);
    const ok = await request(guarded).get("/metrics").set("Authorization", "Bearer s3cret");
    expect(ok.status).toBe(200);
    expect(ok.text).toContain("http_server_requests_total");
  });

  it("is served at the root when one service is mounted at /", async () => {
    const single = createApp({ deps, services, only: "uuid", httpLog: false });
    await request(single).get("/v1/uuid?count=1").expect(200);
    const text = await scrape(single);
    expect(
      sample(text, "http_server_requests_total", {
        service: "uuid",
        operation: "generate_uuid",
        status: "200",
      }),
    ).toBeGreaterThanOrEqual(1);
  });
});
