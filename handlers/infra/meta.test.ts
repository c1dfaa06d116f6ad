import request from "supertest";
import { createLogger } from "../../runtime/logger.js";
import { closeServices, startServiceWorkers } from "../../runtime/prepare.js";
import { loadService } from "../../runtime/registry.js";
import { SWEEP_QUEUE } from "../../runtime/sweeps.js";
import { startTestService, type TestService } from "../../runtime/testing/harness.js";
import { WorkEngine } from "../../runtime/work/engine.js";
import { openTestDatabase } from "../../storage/testing.js";
import { setupInfra } from "./setup.js";
import { pruneExpired } from "./sweeps.js";
import { newTenant } from "./testing/tenants.js";
import { DELIVER_QUEUE } from "./webhookDelivery.js";

let svc: TestService;

beforeAll(async () => {
  svc = await startTestService("infra");
});

afterAll(async () => {
  expect(svc.violations()).toEqual([]);
  await svc.close();
});

describe("root", () => {
  it("answers the agent description as Markdown to Accept: text/markdown, else the landing page", async () => {
    const md = await request(svc.app).get("/").set("Accept", "text/markdown");
    expect(md.status).toBe(200);
    expect(md.headers["content-type"]).toMatch(/^text\/markdown/);
    expect(md.text).toMatch(/^# Infrastructure/);
    expect(md.text).toContain("### kv_put: PUT /infra/kv/{key}");
    const html = await request(svc.app).get("/").set("Accept", "text/html");
    expect(html.headers["content-type"]).toMatch(/^text\/html/);
    expect(html.text).toContain("<h1>Infrastructure");
  });
});

describe("routing", () => {
  it("matches a concrete path before a templated one: PATCH /infra/webhooks/publish is 405, not a webhook id", async () => {
    const t = await newTenant(svc);
    const res = await request(svc.app)
      .patch("/infra/webhooks/publish")
      .set(t.apiKey)
      .send({ enabled: false });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe("POST");
    const templated = await request(svc.app)
      .patch("/infra/webhooks/5d0c2b7e-1f4a-4c8e-9b3d-7a6e2f1c0d94")
      .set(t.apiKey)
      .send({ enabled: false });
    expect(templated.status).toBe(404);
  });
});

describe("mcp", () => {
  it("answers 405 to GET and DELETE", async () => {
    for (const method of ["get", "delete"] as const) {
      const res = await request(svc.app)[method]("/mcp");
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe("POST");
    }
  });

  it("lists every operation but the event stream as a tool, and runs them with the project key", async () => {
    const t = await newTenant(svc);
    const mcp = (body: object) =>
      request(svc.app)
        .post("/mcp")
        .set({ ...t.apiKey, Accept: "application/json, text/event-stream" })
        .send({ jsonrpc: "2.0", id: 1, ...body });
    // Every page of the list (runtime/mcp/pagination.ts).
    const names: string[] = [];
    let cursor: string | undefined;
    do {
      const list = await mcp({ method: "tools/list", ...(cursor ? { params: { cursor } } : {}) });
      names.push(...list.body.result.tools.map((tool: { name: string }) => tool.name));
      cursor = list.body.result.nextCursor;
    } while (cursor);
    expect(names).toEqual(expect.arrayContaining(["kv_put", "lock_acquire", "hll_add", "channel_publish"]));
    expect(names).not.toContain("channel_subscribe");
    const put = await mcp({
      method: "tools/call",
      params: { name: "kv_put", arguments: { key: "m", body: { value: 7 } } },
    });
    expect(put.body.result.isError).toBeFalsy();
    expect((await request(svc.app).get("/infra/kv/m").set(t.apiKey)).body.value).toBe(7);
  });
});

describe("infra set-up and workers", () => {
  it("refuses to set up in production without SECRETS_KEY", () => {
    const deps = { ...svc.deps, log: createLogger("silent"), env: { NODE_ENV: "production" } };
    expect(() => setupInfra(deps)).toThrow(/SECRETS_KEY/);
  });

  it("retires the minute-crons of earlier versions when its workers start, keeping their queues for a rolling deploy", async () => {
    const db = await openTestDatabase();
    const log = createLogger("silent");
    const deps = { ...svc.deps, db, log, work: new WorkEngine(db, { now: () => new Date(), log }) };
    const boss = db.boss!;
    const crons = ["infra.sweep", "infra.workflows.sweep", "infra.jobs.sweep", "infra.webhooks.sweep"];
    const queues = ["infra.jobs.run", "infra.jobs.callback", "infra.webhooks.deliver", "infra.media.video"];
    for (const name of [...crons, ...queues]) await boss.createQueue(name);
    for (const name of crons) await boss.schedule(name, "* * * * *", null, { tz: "UTC" });
    const stop = await startServiceWorkers([await loadService("infra")], deps);
    try {
      for (const name of crons) expect(await boss.getSchedules(name)).toEqual([]);
      // A process of the earlier version may still send to them while the deploy rolls.
      for (const name of [...crons.slice(2), ...queues]) expect(await boss.getQueue(name)).toBeTruthy();
      expect(await boss.getQueue(DELIVER_QUEUE)).toBeTruthy();
    } finally {
      await stop();
      await closeServices(deps);
      await db.close();
    }
  });

  it("runs its sweeps on the kernel's one minute-cron, and a sweep removes only what expired", async () => {
    const db = await openTestDatabase();
    const log = createLogger("silent");
    const deps = { ...svc.deps, db, log, work: new WorkEngine(db, { now: () => new Date(), log }) };
    const stop = await startServiceWorkers([await loadService("infra")], deps);
    try {
      const schedules = await db.boss!.getSchedules(SWEEP_QUEUE);
      expect(schedules.map((s) => [s.cron, s.timezone])).toEqual([["* * * * *", "UTC"]]);
      expect(await db.boss!.getQueue(DELIVER_QUEUE)).toBeTruthy();
      const t = await newTenant(svc);
      const now = new Date();
      await request(svc.app).put("/infra/kv/live").set(t.apiKey).send({ value: 1 });
      await request(svc.app).put("/infra/kv/brief").set(t.apiKey).send({ value: 1, ttl: 1 });
      const swept = await pruneExpired(svc.db.knex, new Date(now.getTime() + 5_000));
      expect(swept.kv).toBe(1);
      const keys = await svc.db.knex("infra_kv").where({ project_id: t.projectId }).pluck("key");
      expect(keys).toEqual(["live"]);
    } finally {
      await stop();
      await closeServices(deps);
      await db.close();
    }
  });
});
