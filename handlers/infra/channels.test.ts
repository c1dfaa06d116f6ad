import request from "supertest";
import { startTestService, type TestService } from "../../runtime/testing/harness.js";
import { openSse } from "./testing/sse.js";
import { expectStatus, newTenant, type Tenant } from "./testing/tenants.js";

let svc: TestService;
let base: string;
let a: Tenant;
let b: Tenant;

beforeAll(async () => {
  svc = await startTestService("infra");
  base = await svc.listen();
  a = await newTenant(svc);
  b = await newTenant(svc);
});

afterAll(async () => {
  expect(svc.violations()).toEqual([]);
  await svc.close();
});

describe("channel_subscribe", () => {
  it("streams published messages with ids, and only the key's project's", async () => {
    const sub = await openSse(`${base}/infra/channels/room/subscribe`, a.apiKey);
    try {
      await request(svc.app)
        .post("/infra/channels/room/publish")
        .set(b.apiKey)
        .send({ event: "x", data: "other project" });
      const one = await request(svc.app)
        .post("/infra/channels/room/publish")
        .set(a.apiKey)
        .send({ event: "chat", data: { text: "hi" } });
      expectStatus(one, 200);
      await request(svc.app)
        .post("/infra/channels/publish")
        .set(a.apiKey)
        .send({
          messages: [
            { channel: "room", event: "chat", data: 2 },
            { channel: "elsewhere", event: "chat", data: 3 },
          ],
        });
      const events = await sub.waitFor(2);
      expect(events).toEqual([
        { id: one.body.id, event: "chat", data: '{"text":"hi"}' },
        { id: expect.any(String), event: "chat", data: "2" },
      ]);
      await new Promise((r) => setTimeout(r, 200));
      expect(sub.events).toHaveLength(2);
    } finally {
      sub.close();
    }
  });

  it("replays everything after last_event_id or the Last-Event-ID header", async () => {
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      const res = await request(svc.app)
        .post("/infra/channels/replay/publish")
        .set(a.apiKey)
        .send({ event: "n", data: n });
      ids.push(res.body.id);
    }
    const byQuery = await openSse(
      `${base}/infra/channels/replay/subscribe?last_event_id=${ids[0]}`,
      a.apiKey,
    );
    const byHeader = await openSse(`${base}/infra/channels/replay/subscribe`, {
      ...a.apiKey,
      "Last-Event-ID": ids[1]!,
    });
    try {
      expect((await byQuery.waitFor(2)).map((e) => e.data)).toEqual(["2", "3"]);
      expect((await byHeader.waitFor(1)).map((e) => e.data)).toEqual(["3"]);
    } finally {
      byQuery.close();
      byHeader.close();
    }
  });

  it("answers a client that is no EventSource with the replay and ends the stream", async () => {
    const first = await request(svc.app)
      .post("/infra/channels/poll/publish")
      .set(a.apiKey)
      .send({ event: "n", data: 1 });
    await request(svc.app).post("/infra/channels/poll/publish").set(a.apiKey).send({ event: "n", data: 2 });
    const res = await request(svc.app)
      .get(`/infra/channels/poll/subscribe?last_event_id=${first.body.id}`)
      .set({ ...a.apiKey, Accept: "application/json" });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/event-stream/);
    expect(res.text).toContain("event: n\ndata: 2\n");
    expect(res.text).not.toContain("data: 1\n");
  });

  it("shows subscribers with a user_id in presence while connected", async () => {
    const alice = await openSse(`${base}/infra/channels/lobby/subscribe?user_id=alice`, a.apiKey);
    const again = await openSse(`${base}/infra/channels/lobby/subscribe?user_id=alice`, a.apiKey);
    const bob = await openSse(`${base}/infra/channels/lobby/subscribe?user_id=bob`, a.apiKey);
    try {
      await waitUntil(
        async () =>
          (await request(svc.app).get("/infra/channels/lobby/presence").set(a.apiKey)).body.count === 2,
      );
      const presence = await request(svc.app).get("/infra/channels/lobby/presence").set(a.apiKey);
      expect(presence.body.users.map((u: { user_id: string }) => u.user_id).sort()).toEqual(["alice", "bob"]);
      expect((await request(svc.app).get("/infra/channels/lobby/presence").set(b.apiKey)).body.count).toBe(0);
    } finally {
      alice.close();
      again.close();
    }
    await waitUntil(
      async () =>
        (await request(svc.app).get("/infra/channels/lobby/presence").set(a.apiKey)).body.count === 1,
    );
    bob.close();
  });
});

describe("channel_publish", () => {
  it("is idempotent per publisher id, and keeps history newest-last", async () => {
    const first = await request(svc.app)
      .post("/infra/channels/h/publish")
      .set(a.apiKey)
      .send({ event: "e", data: 1, id: "m-1" });
    const again = await request(svc.app)
      .post("/infra/channels/h/publish")
      .set(a.apiKey)
      .send({ event: "e", data: 1, id: "m-1" });
    expect(again.body.id).toBe(first.body.id);
    await request(svc.app)
      .post("/infra/channels/h/publish")
      .set(a.apiKey)
      .send({ event: "e", data: 2, user_id: "u1" });
    const history = await request(svc.app).get("/infra/channels/h/history?limit=10").set(a.apiKey);
    expect(history.body.messages.map((m: { data: number }) => m.data)).toEqual([1, 2]);
    expect(history.body.messages[1].user_id).toBe("u1");
    const before = await request(svc.app)
      .get(`/infra/channels/h/history?before=${history.body.messages[1].id}`)
      .set(a.apiKey);
    expect(before.body.messages.map((m: { data: number }) => m.data)).toEqual([1]);
    expect((await request(svc.app).get("/infra/channels/h/history").set(b.apiKey)).body.messages).toEqual([]);
  });

  it("rejects a batch beyond 100 messages or a bad channel name", async () => {
    const messages = Array.from({ length: 101 }, () => ({ channel: "c", event: "e", data: 1 }));
    expect(
      (await request(svc.app).post("/infra/channels/publish").set(a.apiKey).send({ messages })).status,
    ).toBe(400);
    expect(
      (
        await request(svc.app)
          .post("/infra/channels/bad%20name/publish")
          .set(a.apiKey)
          .send({ event: "e", data: 1 })
      ).status,
    ).toBe(400);
  });
});

describe("message data", () => {
  it("keeps any JSON as sent, refuses U+0000 and lone surrogates, and data over 64 KiB", async () => {
    for (const text of ["a\u0000b", "x\ud800y"]) {
      const refused = await request(svc.app)
        .post("/infra/channels/odd/publish")
        .set(a.apiKey)
        .send({ event: "e", data: { text } });
      expectStatus(refused, 400);
      expect(refused.body.issues).toEqual([
        expect.objectContaining({ location: "body", name: "/data/text" }),
      ]);
    }
    const odd = { text: "a\u0001b", pair: "x\ud83d\ude00y", nested: [{ "": null }] };
    expectStatus(
      await request(svc.app)
        .post("/infra/channels/odd/publish")
        .set(a.apiKey)
        .send({ event: "e", data: odd }),
      200,
    );
    const history = await request(svc.app)
      .get("/infra/channels/odd/history?before=00000000000000000000")
      .set(a.apiKey);
    expectStatus(history, 200);
    expect(history.body.messages).toEqual([]);
    const all = await request(svc.app).get("/infra/channels/odd/history").set(a.apiKey);
    expect(all.body.messages.map((m: { data: unknown }) => m.data)).toEqual([odd]);

    const big = await request(svc.app)
      .post("/infra/channels/publish")
      .set(a.apiKey)
      .send({
        messages: [
          { channel: "odd", event: "e", data: 1 },
          { channel: "odd", event: "e", data: "x".repeat(64 * 1024) },
        ],
      });
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ code: "payload_too_large", issues: [{ name: "/messages/1/data" }] });
    expect(
      (await request(svc.app).get("/infra/channels/odd/history").set(a.apiKey)).body.messages,
    ).toHaveLength(1);
  });

  it("refuses the dot segments `.` and `..` as channel names", async () => {
    for (const name of ["%2E", "%2E%2E"])
      expect((await request(svc.app).get(`/infra/channels/${name}/history`).set(a.apiKey)).status).toBe(400);
    expectStatus(await request(svc.app).get("/infra/channels/.../history").set(a.apiKey), 200);
  });
});

/** Polls `check` until it holds (5 s at most). */
async function waitUntil(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not reached within 5 s");
    await new Promise((r) => setTimeout(r, 50));
  }
}
