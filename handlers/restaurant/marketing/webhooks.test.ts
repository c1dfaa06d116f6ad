/**
 * Restaurant webhooks over HTTP, every response judged against the contract: subscriptions, the
 * egress policy on their URLs, and an event emitted through `emitEvent` inside a transaction
 * delivered by the leased-work engine (manual mode: a flush) to a receiver on 127.0.0.1, whose
 * Standard Webhooks signature verifies with the secret shown at creation.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import request from "supertest";
import { startTestService, type TestService } from "../../../runtime/testing/harness.js";
import { inTransaction } from "../../../storage/run.js";
import { emitEvent } from "../events.js";
import { createRestaurantWorld, type RestaurantWorld } from "../testing/world.js";
import { RESTAURANT_WEBHOOK_DELIVERIES } from "./webhookDelivery.js";

let svc: TestService;
let world: RestaurantWorld;
let other: RestaurantWorld;
let server: http.Server;
let url: string;
const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  svc = await startTestService("restaurant", { env: { ...process.env, OUTBOUND_NETWORK: "loopback" } });
  world = await createRestaurantWorld(svc.db.knex);
  other = await createRestaurantWorld(svc.db.knex);
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  expect(svc.violations()).toEqual([]);
  await svc.close();
});

const key = (w: RestaurantWorld) => ({ "x-api-key": w.apiKey });
const flush = () => svc.deps.work.flush({ tasks: [RESTAURANT_WEBHOOK_DELIVERIES] });

describe("create_restaurant_webhook", () => {
  it("refuses internal addresses the egress policy forbids, and staff", async () => {
    const meta = await request(svc.app)
      .post("/api/webhooks")
      .set(key(world))
      .send({ url: "http://169.254.169.254/latest", event_types: ["order.created"] });
    expect(meta.status).toBe(403);
    expect(meta.body).toMatchObject({ code: "url_refused", issues: [{ name: "/url" }] });
    const staff = await request(svc.app)
      .post("/api/webhooks")
      .set({ Authorization: `Bearer ${world.staffSessionToken}` })
      .send({ url, event_types: ["order.created"] });
    expect(staff.status).toBe(403);
    expect(staff.body.code).toBe("forbidden_role");
  });
});

describe("emitEvent", () => {
  it("delivers a subscribed event signed with the webhook's secret, once, to its organization only", async () => {
    const created = await request(svc.app)
      .post("/api/webhooks")
      .set(key(world))
      .send({ url, event_types: ["order.created", "order.status_changed"] });
    expect(created.status).toBe(201);
    expect(created.body.secret).toMatch(/^whsec_/);
    const hook = created.body as { id: string; secret: string };
    expect((await request(svc.app).get(`/api/webhooks/${hook.id}`).set(key(other))).status).toBe(404);
    const listed = await request(svc.app).get("/api/webhooks").set(key(world));
    expect(listed.body.webhooks.map((w: { id: string }) => w.id)).toEqual([hook.id]);
    expect(listed.body.webhooks[0].secret).toBeUndefined();

    const orderId = "5d0c2b7e-1f4a-4c8e-9b3d-7a6e2f1c0d94";
    await inTransaction(svc.db.knex, async (trx) => {
      await emitEvent(trx, {
        organizationId: world.organizationId,
        type: "order.created",
        data: { order_id: orderId },
      });
      // Not subscribed: nothing recorded for it.
      await emitEvent(trx, { organizationId: world.organizationId, type: "reservation.created", data: {} });
      // Another organization's event never reaches this webhook.
      await emitEvent(trx, { organizationId: other.organizationId, type: "order.created", data: {} });
    });
    const report = await flush();
    expect(report[RESTAURANT_WEBHOOK_DELIVERIES.name]).toMatchObject({ attempted: 1, succeeded: 1 });
    expect(received).toHaveLength(1);
    const got = received[0] as { headers: http.IncomingHttpHeaders; body: string };
    const event = new Webhook(hook.secret).verify(got.body, got.headers as Record<string, string>) as {
      id: string;
      type: string;
      data: unknown;
    };
    expect(event).toMatchObject({ type: "order.created", data: { order_id: orderId } });
    expect(got.headers["webhook-id"]).toBe(event.id);
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(24, 1).toString("base64")}`).verify(
        got.body,
        got.headers as Record<string, string>,
      ),
    ).toThrow();

    const log = await request(svc.app).get(`/api/webhooks/${hook.id}/deliveries`).set(key(world));
    expect(log.body.deliveries).toMatchObject([
      { event_id: event.id, event_type: "order.created", status: "succeeded", attempts: 1, http_status: 204 },
    ]);
    const after = await request(svc.app).get(`/api/webhooks/${hook.id}`).set(key(world));
    expect(after.body).toMatchObject({ success_count: 1, last_status: 204 });

    // A disabled webhook gets nothing; deleting it answers 204 then 404.
    const off = await request(svc.app)
      .patch(`/api/webhooks/${hook.id}`)
      .set(key(world))
      .send({ enabled: false });
    expect(off.body.enabled).toBe(false);
    await inTransaction(svc.db.knex, (trx) =>
      emitEvent(trx, { organizationId: world.organizationId, type: "order.created", data: {} }),
    );
    await flush();
    expect(received).toHaveLength(1);
    expect((await request(svc.app).delete(`/api/webhooks/${hook.id}`).set(key(world))).status).toBe(204);
    expect((await request(svc.app).delete(`/api/webhooks/${hook.id}`).set(key(world))).status).toBe(404);
  });
});
