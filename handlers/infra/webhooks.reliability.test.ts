/**
 * Webhook delivery at the sizes issue 7 names, in background mode (pg-boss timers, no flush):
 * 1,000 events to 3 subscribers arrive exactly once each, and a receiver that is down for 20 s
 * gets every delivery once it is back. Each receiver keeps every request and dedupes by
 * `webhook-id` (the event id), so "none lost" is its distinct count and "none duplicated" is
 * every successful request being distinct. The outage and the retry backoff run on a test clock
 * (real time plus an offset the test advances, flushing what falls due), so no test sleeps 20 s.
 */
import { Webhook } from "standardwebhooks";
import request from "supertest";
import { startTestService, type TestService } from "../../runtime/testing/harness.js";
import type { Database } from "../../storage/db.js";
import { openTestDatabase } from "../../storage/testing.js";
import { Receiver, waitForUnique } from "./testing/receiver.js";
import { expectStatus, LOOPBACK_ENV, newTenant, type Tenant } from "./testing/tenants.js";

let db: Database;
let svc: TestService;
/** How far the test clock runs ahead of real time, in ms. */
let aheadMs = 0;
const now = () => new Date(Date.now() + aheadMs);
const savedPolicy = process.env.OUTBOUND_NETWORK;

beforeAll(async () => {
  process.env.OUTBOUND_NETWORK = "loopback";
  db = await openTestDatabase();
  svc = await startTestService("infra", { db, env: LOOPBACK_ENV, work: "background", now });
  // The runtime's engine, started as `npm start` starts it: deliveries run on pg-boss timers.
  await svc.startWorkers();
});

afterAll(async () => {
  await svc?.close();
  await db?.close();
  if (savedPolicy === undefined) delete process.env.OUTBOUND_NETWORK;
  else process.env.OUTBOUND_NETWORK = savedPolicy;
});

async function subscribe(t: Tenant, receiver: Receiver, topics: string[]): Promise<string> {
  const res = await request(svc.app)
    .post("/infra/webhooks")
    .set(t.apiKey)
    .send({ name: "reliability", url: receiver.url, topics });
  expectStatus(res, 200);
  return res.body.secret;
}

/** Publishes `count` custom events, a few at a time, and returns their ids in order. */
async function publish(t: Tenant, topic: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, count - i) }, (_, j) =>
        request(svc.app)
          .post("/infra/webhooks/publish")
          .set(t.apiKey)
          .send({ topic, data: { n: i + j } }),
      ),
    );
    for (const res of batch) {
      expectStatus(res, 200);
      ids.push(res.body.event_id);
    }
  }
  return ids;
}

/** Every successful request was a distinct event, each of `eventIds`, correctly signed. */
function expectExactlyOnce(receiver: Receiver, secret: string, eventIds: readonly string[]): void {
  const ok = receiver.received.filter((r) => r.status < 300);
  expect(ok).toHaveLength(eventIds.length);
  expect(new Set(receiver.unique.keys())).toEqual(new Set(eventIds));
  const wh = new Webhook(secret);
  for (const r of ok) wh.verify(r.body, r.headers as Record<string, string>);
}

describe("webhook delivery reliability (pg-boss, background)", () => {
  it("delivers 1,000 events to each of 3 subscribers: 3,000 deliveries, none lost, none twice", async () => {
    const t = await newTenant(svc, 1_000_000);
    const receivers = [new Receiver(), new Receiver(), new Receiver()];
    for (const r of receivers) await r.start();
    try {
      const secrets = [
        await subscribe(t, receivers[0]!, ["load.*"]),
        await subscribe(t, receivers[1]!, ["*"]),
        await subscribe(t, receivers[2]!, ["load.tick"]),
      ];
      const ids = await publish(t, "load.tick", 1_000);
      expect(new Set(ids).size).toBe(1_000);
      for (const r of receivers) await waitForUnique(r, 1_000, 90_000);
      for (const [i, r] of receivers.entries()) expectExactlyOnce(r, secrets[i]!, ids);
      const hooks = await request(svc.app).get("/infra/webhooks").set(t.apiKey);
      for (const hook of hooks.body.webhooks)
        expect(hook).toMatchObject({ success_count: 1_000, failure_count: 0 });
    } finally {
      for (const r of receivers) await r.stop();
    }
  }, 120_000);

  it("delivers everything to a receiver that was down for 20 s, once it is back", async () => {
    const t = await newTenant(svc);
    const receiver = new Receiver();
    await receiver.start();
    try {
      const secret = await subscribe(t, receiver, ["outage.*"]);
      await receiver.stop(); // down: connections to its port are refused
      const downAt = now().getTime();
      const ids = await publish(t, "outage.event", 50);
      // 20 s of outage on the test clock: each step runs the retries its backoff made due.
      for (const stepMs of [1_000, 2_000, 4_000, 8_000, 5_000]) {
        aheadMs += stepMs;
        await svc.deps.work.flush();
      }
      expect(now().getTime() - downAt).toBeGreaterThanOrEqual(20_000);
      expect(receiver.received).toHaveLength(0);
      await receiver.start(); // same port
      aheadMs += 16_000; // the longest backoff a delivery can be waiting on after 20 s
      await svc.deps.work.flush();
      // A few seconds of real time at most: the clock, not pg-boss timers, must have made them due.
      await waitForUnique(receiver, 50, 5_000);
      expectExactlyOnce(receiver, secret, ids);
      const hook = (await request(svc.app).get("/infra/webhooks").set(t.apiKey)).body.webhooks[0];
      expect(hook).toMatchObject({ success_count: 50, failure_count: 0 });
      // Every delivery was refused while the receiver was down, retried, then succeeded.
      const log = await request(svc.app).get(`/infra/webhooks/${hook.id}/deliveries?limit=100`).set(t.apiKey);
      expect(log.body.deliveries).toHaveLength(50);
      for (const d of log.body.deliveries) {
        expect(d).toMatchObject({ status: "succeeded", httpStatus: 200 });
        expect(d.retryCount).toBeGreaterThanOrEqual(1);
      }
    } finally {
      await receiver.stop();
    }
  }, 120_000);
});
