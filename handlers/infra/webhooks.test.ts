/**
 * Webhooks end to end: the routes, internal events from kv and channels, signed delivery to a
 * real receiver on 127.0.0.1, retries with backoff, a receiver that goes down and comes back.
 * Delivery runs on the runtime's engine in manual mode (`flush`), so nothing here waits for pg-boss
 * timers.
 */
import { Webhook } from "standardwebhooks";
import request from "supertest";
import { startTestService, type TestService } from "../../runtime/testing/harness.js";
import { type Received, Receiver } from "./testing/receiver.js";
import { expectStatus, LOOPBACK_ENV, newTenant, type Tenant, withEgress } from "./testing/tenants.js";
import { flushWebhooks, type WebhookFlushResult } from "./testing/work.js";
import { MAX_ATTEMPTS, retryDelayMs } from "./webhookDelivery.js";

let svc: TestService;
let a: Tenant;
let b: Tenant;
let sender: { flush(options?: { ignoreBackoff?: boolean }): Promise<WebhookFlushResult> };
let receiver: Receiver;
const savedPolicy = process.env.OUTBOUND_NETWORK;

beforeAll(async () => {
  svc = await startTestService("infra", { env: LOOPBACK_ENV });
  a = await newTenant(svc);
  b = await newTenant(svc);
  sender = { flush: (options) => flushWebhooks(svc.deps.work, options) };
  receiver = new Receiver();
  await receiver.start();
});

beforeEach(() => {
  process.env.OUTBOUND_NETWORK = "loopback";
  receiver.received = [];
  receiver.unique.clear();
  receiver.script = [];
});

afterAll(async () => {
  if (savedPolicy === undefined) delete process.env.OUTBOUND_NETWORK;
  else process.env.OUTBOUND_NETWORK = savedPolicy;
  await receiver.stop();
  expect(svc.violations()).toEqual([]);
  await svc.close();
});

async function createHook(t: Tenant, body: Record<string, unknown>) {
  const res = await request(svc.app)
    .post("/infra/webhooks")
    .set(t.apiKey)
    .send({ name: "hook", url: receiver.url, ...body });
  expectStatus(res, 200);
  return res.body as { id: string; secret: string };
}

function verified(r: Received, secret: string): { type: string; timestamp: string; data: unknown } {
  return new Webhook(secret).verify(r.body, r.headers as Record<string, string>) as {
    type: string;
    timestamp: string;
    data: unknown;
  };
}

describe("webhook routes", () => {
  it("refuses internal URLs under the default public egress policy", async () => {
    const res = await withEgress(svc, "public", () =>
      request(svc.app)
        .post("/infra/webhooks")
        .set(a.apiKey)
        .send({ name: "local", url: receiver.url, topics: ["kv.*"] }),
    );
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, issues: [{ name: "/url" }] });
    expect(res.body.error).toMatch(/loopback/);
    const meta = await request(svc.app)
      .post("/infra/webhooks")
      .set(a.apiKey)
      .send({ name: "meta", url: "http://169.254.169.254/latest", topics: ["kv.*"] });
    expect(meta.status).toBe(403);
    const notUrl = await request(svc.app)
      .post("/infra/webhooks")
      .set(a.apiKey)
      .send({ name: "ftp", url: "ftp://example.com/hook", topics: ["kv.*"] });
    expect(notUrl.status).toBe(400);
    expect(notUrl.body.issues).toEqual([expect.objectContaining({ name: "/url" })]);
  });

  it("creates, reads, lists, updates and deletes within the project only", async () => {
    const created = await request(svc.app)
      .post("/infra/webhooks")
      .set(a.apiKey)
      .send({ name: "Sync", url: receiver.url, topics: ["orders.*"] });
    expectStatus(created, 200);
    expect(created.body).toMatchObject({
      name: "Sync",
      url: receiver.url,
      topics: ["orders.*"],
      enabled: true,
      success_count: 0,
      failure_count: 0,
      last_status: null,
      last_attempted_at: null,
    });
    expect(created.body.secret).toMatch(/^whsec_/);
    const id = created.body.id as string;

    // The secret is sealed at rest and never shown again.
    const row = await svc.db.knex("infra_webhooks").where({ id }).first("secret_sealed");
    expect(row.secret_sealed).toMatch(/^v1\./);
    expect(row.secret_sealed).not.toContain(created.body.secret.slice(6));
    const got = await request(svc.app).get(`/infra/webhooks/${id}`).set(a.apiKey);
    expectStatus(got, 200);
    expect(got.body.secret).toBeUndefined();

    const patched = await request(svc.app)
      .patch(`/infra/webhooks/${id}`)
      .set(a.apiKey)
      .send({ name: "Renamed", enabled: false });
    expect(patched.body).toMatchObject({ name: "Renamed", enabled: false, topics: ["orders.*"] });
    const disabled = await request(svc.app).get("/infra/webhooks?enabled=false").set(a.apiKey);
    expect(disabled.body.webhooks.map((w: { id: string }) => w.id)).toContain(id);
    const enabled = await request(svc.app).get("/infra/webhooks?enabled=true").set(a.apiKey);
    expect(enabled.body.webhooks.map((w: { id: string }) => w.id)).not.toContain(id);

    // Project B sees none of it.
    expect((await request(svc.app).get(`/infra/webhooks/${id}`).set(b.apiKey)).status).toBe(404);
    expect(
      (await request(svc.app).patch(`/infra/webhooks/${id}`).set(b.apiKey).send({ name: "x" })).status,
    ).toBe(404);
    expect((await request(svc.app).post(`/infra/webhooks/${id}/test`).set(b.apiKey)).status).toBe(404);
    expect((await request(svc.app).get(`/infra/webhooks/${id}/deliveries`).set(b.apiKey)).status).toBe(404);
    expect((await request(svc.app).delete(`/infra/webhooks/${id}`).set(b.apiKey)).status).toBe(404);
    expect((await request(svc.app).get("/infra/webhooks").set(b.apiKey)).body.webhooks).toEqual([]);

    expectStatus(await request(svc.app).delete(`/infra/webhooks/${id}`).set(a.apiKey), 200);
    expect((await request(svc.app).get(`/infra/webhooks/${id}`).set(a.apiKey)).status).toBe(404);
  });

  it("checks secrets, topics and event sizes", async () => {
    const given = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;
    const hook = await createHook(a, { topics: ["audit.*"], secret: given });
    expect(hook.secret).toBe(given);
    const badSecret = await request(svc.app)
      .post("/infra/webhooks")
      .set(a.apiKey)
      .send({ name: "x", url: receiver.url, topics: ["kv.*"], secret: `whsec_${"A".repeat(33)}=` });
    expect(badSecret.status).toBe(400);
    expect(badSecret.body.issues).toEqual([expect.objectContaining({ name: "/secret" })]);
    for (const topic of ["kv.put", "channels.message", "jobs.done", "webhook.test"]) {
      const res = await request(svc.app)
        .post("/infra/webhooks/publish")
        .set(a.apiKey)
        .send({ topic, data: 1 });
      expect([topic, res.status]).toEqual([topic, 400]);
      expect(res.body.issues).toEqual([expect.objectContaining({ name: "/topic" })]);
    }
    // Only those exact first words are reserved: longer words that start alike are custom topics.
    for (const topic of ["kvstore.put", "channel.message", "jobsite.done", "webhooks.test", "k.v"]) {
      const res = await request(svc.app)
        .post("/infra/webhooks/publish")
        .set(a.apiKey)
        .send({ topic, data: 1 });
      expect([topic, res.status]).toEqual([topic, 200]);
    }
    const big = await request(svc.app)
      .post("/infra/webhooks/publish")
      .set(a.apiKey)
      .send({ topic: "audit.big", data: "x".repeat(64 * 1024) });
    expect(big.status).toBe(413);
    expect(big.body.issues).toEqual([expect.objectContaining({ name: "/data" })]);
    await request(svc.app).delete(`/infra/webhooks/${hook.id}`).set(a.apiKey);
  });
});

describe("delivery", () => {
  it("delivers kv and channel events, signed, to matching enabled webhooks only", async () => {
    const t = await newTenant(svc);
    const kvHook = await createHook(t, { topics: ["kv.*"] });
    const chHook = await createHook(t, { topics: ["channels.message"] });
    const off = await createHook(t, { topics: ["*"], enabled: false });
    const other = await createHook(t, { topics: ["orders.*"] });
    await createHook(b, { topics: ["*"] }); // another project's: must get nothing of t's

    expectStatus(
      await request(svc.app)
        .put("/infra/kv/user%2F1")
        .set(t.apiKey)
        .send({ value: { n: "Ada" } }),
      200,
    );
    expectStatus(await request(svc.app).delete("/infra/kv/user%2F1").set(t.apiKey), 200);
    expectStatus(
      await request(svc.app)
        .post("/infra/kv")
        .set(t.apiKey)
        .send({
          ops: [
            { op: "set", key: "b", value: 2 },
            { op: "delete", key: "missing" },
            { op: "increment", key: "n" },
          ],
        }),
      200,
    );
    expectStatus(
      await request(svc.app)
        .post("/infra/channels/room/publish")
        .set(t.apiKey)
        .send({ event: "chat", data: { text: "hi" }, user_id: "u1" }),
      200,
    );

    const result = await sender.flush();
    expect(result).toEqual({ attempted: 4, delivered: 4, retrying: 0, failed: 0 });
    expect(receiver.received).toHaveLength(4);

    const byType = (type: string) =>
      receiver.received.filter((r) => (JSON.parse(r.body) as { type: string }).type === type);
    const [put] = byType("kv.put").filter((r) => JSON.parse(r.body).data.key === "user/1");
    const putEvent = verified(put!, kvHook.secret);
    expect(putEvent).toEqual({
      type: "kv.put",
      timestamp: expect.any(String),
      data: { key: "user/1", value: { n: "Ada" } },
    });
    expect(verified(byType("kv.delete")[0]!, kvHook.secret).data).toEqual({ key: "user/1" });
    expect(byType("kv.put").map((r) => JSON.parse(r.body).data)).toEqual([
      { key: "user/1", value: { n: "Ada" } },
      { key: "b", value: 2 },
    ]);
    // The kv secret does not verify the channel webhook's deliveries: each has its own.
    const [message] = byType("channels.message");
    expect(() => verified(message!, kvHook.secret)).toThrow();
    expect(verified(message!, chHook.secret).data).toEqual({
      channel: "room",
      id: expect.any(String),
      event: "chat",
      data: { text: "hi" },
      user_id: "u1",
    });

    const deliveries = await request(svc.app).get(`/infra/webhooks/${kvHook.id}/deliveries`).set(t.apiKey);
    expect(deliveries.body.deliveries).toHaveLength(3);
    const first = deliveries.body.deliveries.at(-1);
    expect(first).toMatchObject({
      callbackId: kvHook.id,
      projectId: t.projectId,
      topic: "kv.put",
      status: "succeeded",
      httpStatus: 200,
      retryCount: 0,
      payload: putEvent,
    });
    expect(put!.headers["webhook-id"]).toBe(first.eventId);
    for (const hook of [off, other]) {
      const none = await request(svc.app).get(`/infra/webhooks/${hook.id}/deliveries`).set(t.apiKey);
      expect(none.body.deliveries).toEqual([]);
    }
    expect((await request(svc.app).get(`/infra/webhooks/${kvHook.id}`).set(t.apiKey)).body).toMatchObject({
      success_count: 3,
      failure_count: 0,
      last_status: 200,
    });
  });

  it("records no event when nothing listens", async () => {
    const t = await newTenant(svc);
    await createHook(t, { topics: ["orders.*"] });
    const before = await svc.db.knex("infra_webhook_events").where({ project_id: t.projectId }).count();
    await request(svc.app).put("/infra/kv/quiet").set(t.apiKey).send({ value: 1 });
    await request(svc.app).post("/infra/channels/c/publish").set(t.apiKey).send({ event: "e", data: 1 });
    const after = await svc.db.knex("infra_webhook_events").where({ project_id: t.projectId }).count();
    expect(after).toEqual(before);
    const published = await request(svc.app)
      .post("/infra/webhooks/publish")
      .set(t.apiKey)
      .send({ topic: "users.created", data: {} });
    expect(published.status).toBe(200);
    expect(published.body.deliveries).toBe(0);
  });

  it("records no event for a write that did not happen", async () => {
    const t = await newTenant(svc);
    await createHook(t, { topics: ["*"] });
    await request(svc.app).put("/infra/kv/word").set(t.apiKey).send({ value: "text" });
    const events = () =>
      svc.db.knex("infra_webhook_events").where({ project_id: t.projectId }).pluck("topic");
    expect(await events()).toEqual(["kv.put"]);
    const failed = await request(svc.app)
      .post("/infra/kv")
      .set(t.apiKey)
      .send({
        ops: [
          { op: "set", key: "new", value: 1 },
          { op: "increment", key: "word" },
        ],
      });
    expect(failed.status).toBe(409);
    expect(
      (await request(svc.app).put("/infra/kv/word").set(t.apiKey).send({ value: 2, if_not_exists: true }))
        .status,
    ).toBe(409);
    expect((await request(svc.app).delete("/infra/kv/nothing").set(t.apiKey)).status).toBe(404);
    expect(await events()).toEqual(["kv.put"]);
    expect(await sender.flush()).toMatchObject({ attempted: 1, delivered: 1 });
  });

  it("retries a 500 after its backoff, then counts one success", async () => {
    const t = await newTenant(svc);
    const hook = await createHook(t, { topics: ["orders.*"] });
    receiver.script = [500];
    const published = await request(svc.app)
      .post("/infra/webhooks/publish")
      .set(t.apiKey)
      .send({ topic: "orders.shipped", data: { order_id: "A-1" } });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ topic: "orders.shipped", deliveries: 1 });

    expect(await sender.flush({ ignoreBackoff: false })).toMatchObject({ attempted: 1, retrying: 1 });
    const waiting = (await request(svc.app).get(`/infra/webhooks/${hook.id}/deliveries`).set(t.apiKey)).body
      .deliveries[0];
    expect(waiting).toMatchObject({
      status: "pending",
      httpStatus: 500,
      responseSnippet: "boom",
      retryCount: 0,
    });
    // The backoff holds: nothing is due for a second.
    expect(await sender.flush({ ignoreBackoff: false })).toMatchObject({ attempted: 0 });
    await new Promise((r) => setTimeout(r, retryDelayMs(1) + 100));
    expect(await sender.flush({ ignoreBackoff: false })).toMatchObject({ attempted: 1, delivered: 1 });

    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[0]!.headers["webhook-id"]).toBe(published.body.event_id);
    expect(receiver.received[1]!.headers["webhook-id"]).toBe(published.body.event_id);
    expect(receiver.unique.size).toBe(1);
    expect(verified(receiver.received[1]!, hook.secret)).toMatchObject({
      type: "orders.shipped",
      data: { order_id: "A-1" },
    });
    const done = (await request(svc.app).get(`/infra/webhooks/${hook.id}/deliveries`).set(t.apiKey)).body
      .deliveries[0];
    expect(done).toMatchObject({ status: "succeeded", httpStatus: 200, retryCount: 1 });
    expect((await request(svc.app).get(`/infra/webhooks/${hook.id}`).set(t.apiKey)).body).toMatchObject({
      success_count: 1,
      failure_count: 0,
      last_status: 200,
    });
    // Only a failed delivery can be retried.
    const retry = await request(svc.app)
      .post(`/infra/webhooks/${hook.id}/deliveries/${done.id}/retry`)
      .set(t.apiKey);
    expect(retry.status).toBe(409);
  });

  it("delivers everything once a receiver that was down comes back", async () => {
    const t = await newTenant(svc);
    const hook = await createHook(t, { topics: ["*"] });
    await receiver.stop();
    try {
      for (let i = 0; i < 5; i++) {
        const res = await request(svc.app)
          .post("/infra/webhooks/publish")
          .set(t.apiKey)
          .send({ topic: "orders.placed", data: { i } });
        expect(res.body.deliveries).toBe(1);
      }
      expect(await sender.flush()).toMatchObject({ attempted: 5, retrying: 5, delivered: 0 });
      const down = (await request(svc.app).get(`/infra/webhooks/${hook.id}/deliveries`).set(t.apiKey)).body
        .deliveries;
      for (const d of down) {
        expect(d).toMatchObject({ status: "pending", httpStatus: 0 });
        expect(d.responseSnippet).toMatch(/\S/);
      }
      expect((await request(svc.app).get(`/infra/webhooks/${hook.id}`).set(t.apiKey)).body.last_status).toBe(
        0,
      );
    } finally {
      await receiver.start();
    }
    expect(await sender.flush()).toMatchObject({ attempted: 5, delivered: 5 });
    expect(receiver.unique.size).toBe(5);
    expect([...receiver.unique.values()].map((body) => JSON.parse(body).data.i).sort()).toEqual([
      0, 1, 2, 3, 4,
    ]);
    expect((await request(svc.app).get(`/infra/webhooks/${hook.id}`).set(t.apiKey)).body).toMatchObject({
      success_count: 5,
      failure_count: 0,
    });
  });

  it("fails a delivery after every retry, and retries it on request", async () => {
    const t = await newTenant(svc);
    const hook = await createHook(t, { topics: ["orders.*"] });
    receiver.script = Array(MAX_ATTEMPTS).fill(503);
    await request(svc.app)
      .post("/infra/webhooks/publish")
      .set(t.apiKey)
      .send({ topic: "orders.lost", data: null });
    let last = await sender.flush();
    for (let i = 1; i < MAX_ATTEMPTS; i++) last = await sender.flush();
    expect(last).toMatchObject({ attempted: 1, failed: 1 });
    const failed = (await request(svc.app).get(`/infra/webhooks/${hook.id}/deliveries`).set(t.apiKey)).body
      .deliveries[0];
    expect(failed).toMatchObject({ status: "failed", httpStatus: 503, retryCount: MAX_ATTEMPTS - 1 });
    expect((await request(svc.app).get(`/infra/webhooks/${hook.id}`).set(t.apiKey)).body).toMatchObject({
      success_count: 0,
      failure_count: 1,
    });
    expect(await sender.flush()).toMatchObject({ attempted: 0 });

    const retried = await request(svc.app)
      .post(`/infra/webhooks/${hook.id}/deliveries/${failed.id}/retry`)
      .set(t.apiKey);
    expectStatus(retried, 200);
    expect(retried.body).toEqual({ id: failed.id, status: "pending", http_status: 503, retry_count: 0 });
    expect(
      (await request(svc.app).post(`/infra/webhooks/${hook.id}/deliveries/${failed.id}/retry`).set(b.apiKey))
        .status,
    ).toBe(404);
    expect(await sender.flush()).toMatchObject({ attempted: 1, delivered: 1 });
    expect(receiver.unique.size).toBe(1);
  });

  it("sends a signed test event now, unrecorded and uncounted", async () => {
    const t = await newTenant(svc);
    const hook = await createHook(t, { topics: ["orders.*"] });
    const res = await request(svc.app).post(`/infra/webhooks/${hook.id}/test`).set(t.apiKey);
    expectStatus(res, 200);
    expect(res.body).toMatchObject({ status: 200, response_snippet: "ok" });
    expect(receiver.received).toHaveLength(1);
    expect(verified(receiver.received[0]!, hook.secret)).toMatchObject({ type: "webhook.test" });
    expect(
      (await request(svc.app).get(`/infra/webhooks/${hook.id}/deliveries`).set(t.apiKey)).body.deliveries,
    ).toEqual([]);
    expect((await request(svc.app).get(`/infra/webhooks/${hook.id}`).set(t.apiKey)).body).toMatchObject({
      success_count: 0,
      last_status: null,
    });
    await receiver.stop();
    try {
      const down = await request(svc.app).post(`/infra/webhooks/${hook.id}/test`).set(t.apiKey);
      expectStatus(down, 200);
      expect(down.body.status).toBe(0);
      expect(down.body.response_snippet).toMatch(/\S/);
    } finally {
      await receiver.start();
    }
  });

  it("signs later deliveries with a secret set by update", async () => {
    const t = await newTenant(svc);
    const hook = await createHook(t, { topics: ["orders.*"] });
    const fresh = `whsec_${Buffer.alloc(24, 9).toString("base64")}`;
    expectStatus(
      await request(svc.app).patch(`/infra/webhooks/${hook.id}`).set(t.apiKey).send({ secret: fresh }),
      200,
    );
    await request(svc.app).post("/infra/webhooks/publish").set(t.apiKey).send({ topic: "orders.x", data: 1 });
    await sender.flush();
    expect(receiver.received).toHaveLength(1);
    expect(() => verified(receiver.received[0]!, hook.secret)).toThrow();
    expect(verified(receiver.received[0]!, fresh)).toMatchObject({ type: "orders.x" });
  });
});
