/**
 * Webhook delivery in background mode, on pg-boss (PGlite): jobs are written with the event, in
 * its transaction, and worked without any flush; a failing receiver is retried after its backoff.
 */
import { Webhook } from "standardwebhooks";
import request from "supertest";
import { startTestService, type TestService } from "../../runtime/testing/harness.js";
import type { Database } from "../../storage/db.js";
import { openTestDatabase } from "../../storage/testing.js";
import { withTransaction } from "../../storage/transactions.js";
import { Receiver, waitForUnique } from "./testing/receiver.js";
import { expectStatus, LOOPBACK_ENV, newTenant, type Tenant } from "./testing/tenants.js";
import { DELIVER_QUEUE, enqueueDeliveries } from "./webhookDelivery.js";

let db: Database;
let svc: TestService;
let t: Tenant;
let sender: { mode: string };
const receiver = new Receiver();
const savedPolicy = process.env.OUTBOUND_NETWORK;

beforeAll(async () => {
  process.env.OUTBOUND_NETWORK = "loopback";
  db = await openTestDatabase();
  svc = await startTestService("infra", { db, env: LOOPBACK_ENV, work: "background" });
  t = await newTenant(svc);
  await receiver.start();
  // The runtime's engine, started as `npm start` starts it.
  sender = svc.deps.work;
  await svc.startWorkers();
});

afterAll(async () => {
  await receiver.stop();
  await svc?.close();
  await db?.close();
  if (savedPolicy === undefined) delete process.env.OUTBOUND_NETWORK;
  else process.env.OUTBOUND_NETWORK = savedPolicy;
});

describe("background webhook delivery (pg-boss)", () => {
  it("delivers kv events on its own and retries a failing receiver", async () => {
    expect(sender.mode).toBe("background");
    const created = await request(svc.app)
      .post("/infra/webhooks")
      .set(t.apiKey)
      .send({ name: "bg", url: receiver.url, topics: ["kv.*"] });
    expectStatus(created, 200);
    receiver.script = [500];
    expectStatus(await request(svc.app).put("/infra/kv/a").set(t.apiKey).send({ value: 1 }), 200);
    expectStatus(await request(svc.app).put("/infra/kv/b").set(t.apiKey).send({ value: 2 }), 200);
    await waitForUnique(receiver, 2);
    // One 500, then both delivered: three requests, two distinct events.
    expect(receiver.received).toHaveLength(3);
    const wh = new Webhook(created.body.secret);
    for (const r of receiver.received) wh.verify(r.body, r.headers as Record<string, string>);
    const hook = await request(svc.app).get(`/infra/webhooks/${created.body.id}`).set(t.apiKey);
    expect(hook.body).toMatchObject({ success_count: 2, failure_count: 0 });
  });

  it("enqueues nothing when the writing transaction rolls back", async () => {
    const before = (await db.boss!.findJobs(DELIVER_QUEUE)).length;
    await expect(
      withTransaction(db, async () => {
        await enqueueDeliveries(svc.deps.work, ["0b5f6d2e-8c1a-4e3b-9f7d-2a4c6e8b0d13"]);
        expect((await db.boss!.findJobs(DELIVER_QUEUE)).length).toBe(before + 1);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect((await db.boss!.findJobs(DELIVER_QUEUE)).length).toBe(before);
  });
});
