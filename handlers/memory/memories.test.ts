/**
 * The memory routes over HTTP, every response judged against the published contract: privacy by
 * memory key, the key in a header or a member, add (verbatim, extracted, stored once), search,
 * paging, deletes (one, bulk with `more`), retention, and refusals that charge nothing.
 */
import request from "supertest";
import { startTestService, type TestService } from "../../runtime/testing/harness.js";
import { sweepExpired } from "../../storage/memory/memories.js";
import { createApiKey } from "../../storage/platform/apiKeys.js";

const KEY_A = "alice-memory-key-0123456789";
const KEY_B = "bob-memory-key-9876543210ab";

let svc: TestService;
let auth: string;
let apiKey: string;
let clock = new Date("2026-11-26T12:00:00.000Z");

beforeAll(async () => {
  svc = await startTestService("memory", {
    env: { ...process.env, MEMORY_LLM_BASE_URL: "" },
    now: () => clock,
  });
  apiKey = (await createApiKey(svc.db.knex, { name: "memory", creditsMicros: 1_000_000_000 })).key;
  auth = `Bearer ${apiKey}`;
});
afterAll(async () => {
  expect(svc.violations()).toEqual([]);
  await svc.close();
});

async function balance(): Promise<bigint> {
  return (await svc.settledKey(apiKey))?.creditsMicros ?? 0n;
}

function add(body: object, key = KEY_A) {
  return request(svc.app)
    .post("/v3/memories/add")
    .set("Authorization", auth)
    .set("X-Memory-Key", key)
    .send(body);
}
function search(body: object, key = KEY_A) {
  return request(svc.app)
    .post("/v3/memories/search")
    .set("Authorization", auth)
    .set("X-Memory-Key", key)
    .send(body);
}
function list(query: Record<string, string>, key = KEY_A) {
  return request(svc.app)
    .get("/v1/memories")
    .set("Authorization", auth)
    .set("X-Memory-Key", key)
    .query(query);
}
function remove(query: Record<string, string>, key = KEY_A) {
  return request(svc.app)
    .delete("/v1/memories")
    .set("Authorization", auth)
    .set("X-Memory-Key", key)
    .query(query);
}

describe("memory_add", () => {
  it("stores messages as they are with infer false, each once", async () => {
    const messages = [
      { role: "system", content: "You are helpful." },
      { role: "user", content: "Remember:   my locker code is 4411." },
      { role: "assistant", content: "Got it." },
    ];
    const res = await add({ messages, user_id: "u-verbatim", infer: false });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "SUCCEEDED", event_id: expect.any(String) });
    expect(res.body.results).toEqual([
      { id: expect.any(String), memory: "Remember: my locker code is 4411.", event: "ADD" },
      { id: expect.any(String), memory: "Got it.", event: "ADD" },
    ]);
    const again = await add({ messages, user_id: "u-verbatim", infer: false });
    expect(again.body.results.map((r: { event: string }) => r.event)).toEqual(["NONE", "NONE"]);
    expect(again.body.results[0].id).toBe(res.body.results[0].id);
  });

  it("extracts first-person statements by default and stores an identical fact once", async () => {
    const res = await add({
      messages: [
        {
          role: "user",
          content:
            "Hi there! I'm vegetarian. Also I love spicy Thai food. What should I cook tonight? i love spicy thai food!",
        },
        { role: "assistant", content: "I recommend a green curry." },
      ],
      user_id: "u-extract",
      metadata: { source: "chat" },
    });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      { id: expect.any(String), memory: "I'm vegetarian", event: "ADD" },
      { id: expect.any(String), memory: "I love spicy Thai food", event: "ADD" },
      { id: res.body.results[1].id, memory: "I love spicy Thai food", event: "NONE" },
    ]);
    expect(res.body.message).toBe("2 memories added, 1 already stored");
  });

  it("keeps facts per entity: the same fact for another user is another memory", async () => {
    const a = await add({ messages: [{ role: "user", content: "I live in Lisbon." }], user_id: "u1" });
    const b = await add({ messages: [{ role: "user", content: "I live in Lisbon." }], user_id: "u2" });
    expect(a.body.results[0].event).toBe("ADD");
    expect(b.body.results[0].event).toBe("ADD");
    expect(b.body.results[0].id).not.toBe(a.body.results[0].id);
  });

  it.each([
    ["no entity id", { messages: [{ role: "user", content: "I like tea" }] }, "/user_id"],
    ["an empty message list", { messages: [], user_id: "u" }, "/messages"],
    [
      "an oversized message list",
      {
        messages: Array.from({ length: 101 }, () => ({ role: "user", content: "I like tea" })),
        user_id: "u",
      },
      "/messages",
    ],
    ["a wildcard id", { messages: [{ role: "user", content: "I like tea" }], user_id: "*" }, "/user_id"],
    [
      "oversized metadata",
      {
        messages: [{ role: "user", content: "I like tea" }],
        user_id: "u",
        metadata: { x: "y".repeat(17_000) },
      },
      "/metadata",
    ],
  ])("refuses %s with a 400 naming the member and charges nothing", async (_name, body, member) => {
    const before = await balance();
    const res = await add(body);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.issues.map((i: { name: string }) => i.name)).toContain(member);
    expect(await balance()).toBe(before);
  });

  it("refuses a call without a memory key, and two different keys", async () => {
    const body = { messages: [{ role: "user", content: "I like tea" }], user_id: "u" };
    const none = await request(svc.app).post("/v3/memories/add").set("Authorization", auth).send(body);
    expect(none.status).toBe(400);
    expect(none.body.issues[0]).toMatchObject({ location: "body", name: "/memory_key" });
    const two = await add({ ...body, memory_key: KEY_B });
    expect(two.status).toBe(400);
    expect(two.body.issues[0].name).toBe("/memory_key");
    const same = await add({ ...body, memory_key: KEY_A });
    expect(same.status).toBe(200);
  });

  it("charges a 200", async () => {
    const before = await balance();
    const res = await add({ messages: [{ role: "user", content: "I own a bicycle." }], user_id: "u-charge" });
    expect(res.status).toBe(200);
    expect(before - (await balance())).toBe(8000n);
  });
});

describe("memory_search", () => {
  beforeAll(async () => {
    await add({
      messages: [
        { role: "user", content: "I am allergic to peanuts." },
        { role: "user", content: "My daughter plays the violin." },
        { role: "user", content: "I work as a nurse in Porto." },
      ],
      user_id: "searcher",
    });
  });

  it("finds the matching memory first, scored from 0 to 1", async () => {
    const res = await search({ query: "peanut allergy", filters: { user_id: "searcher" } });
    expect(res.status).toBe(200);
    expect(res.body.results[0]).toMatchObject({ memory: "I am allergic to peanuts", user_id: "searcher" });
    for (const r of res.body.results) {
      expect(r.score).toBeGreaterThanOrEqual(0);
      expect(r.score).toBeLessThanOrEqual(1);
    }
  });

  it("sees nothing of another key's memories", async () => {
    const res = await search({ query: "peanut allergy", filters: { user_id: "searcher" } }, KEY_B);
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([]);
  });

  it("needs an entity filter", async () => {
    const res = await search({ query: "peanut", filters: {} });
    expect(res.status).toBe(400);
    expect(res.body.issues[0].name).toBe("/filters/user_id");
  });

  it("matches any value with *", async () => {
    const res = await search({ query: "violin", filters: { user_id: "*" } });
    expect(res.body.results[0].memory).toBe("My daughter plays the violin");
  });
});

describe("memory_list", () => {
  it("pages newest first with count, next and previous (never carrying the key)", async () => {
    for (let i = 0; i < 5; i++) {
      clock = new Date(clock.getTime() + 1000);
      await add({ messages: [{ role: "user", content: `Note ${i}` }], user_id: "pager", infer: false });
    }
    const first = await list({ user_id: "pager", page_size: "2", memory_key: KEY_A });
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(5);
    expect(first.body.results.map((r: { memory: string }) => r.memory)).toEqual(["Note 4", "Note 3"]);
    expect(first.body.previous).toBeNull();
    expect(first.body.next).toBe("/v1/memories?user_id=pager&page=2&page_size=2");
    const last = await list({ user_id: "pager", page_size: "2", page: "3" });
    expect(last.body.results.map((r: { memory: string }) => r.memory)).toEqual(["Note 0"]);
    expect(last.body.next).toBeNull();
  });

  it("answers one memory by id, and 404 for another key's", async () => {
    const page = await list({ user_id: "pager" });
    const id = page.body.results[0].id;
    const mine = await list({ memory_id: id });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ id, memory: "Note 4", user_id: "pager", agent_id: null, role: "user" });
    const theirs = await list({ memory_id: id }, KEY_B);
    expect(theirs.status).toBe(404);
    const others = await list({ user_id: "*" }, KEY_B);
    expect(others.body.count).toBe(0);
  });

  it("needs an entity filter without memory_id", async () => {
    const res = await list({});
    expect(res.status).toBe(400);
    expect(res.body.issues[0]).toMatchObject({ location: "query", name: "user_id" });
  });
});

describe("memory_delete", () => {
  it("deletes one memory; another key's answers 404 and stays", async () => {
    const added = await add({
      messages: [{ role: "user", content: "Delete me" }],
      user_id: "del",
      infer: false,
    });
    const id = added.body.results[0].id;
    expect((await remove({ memory_id: id }, KEY_B)).status).toBe(404);
    const res = await remove({ memory_id: id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Memory deleted", deleted: 1, more: false });
    expect((await list({ memory_id: id })).status).toBe(404);
  });

  it("deletes at most 200 at a time and says whether more remain", async () => {
    const messages = Array.from({ length: 100 }, (_, i) => ({ role: "user", content: `Bulk fact ${i}` }));
    for (const run of ["r1", "r2", "r3"]) await add({ messages, user_id: "bulk", run_id: run, infer: false });
    const first = await remove({ user_id: "bulk" });
    expect(first.body).toMatchObject({ deleted: 200, more: true });
    const second = await remove({ user_id: "bulk", run_id: "*" });
    expect(second.body).toMatchObject({ deleted: 100, more: false });
    expect((await list({ user_id: "bulk" })).body.count).toBe(0);
  });

  it("refuses a bulk delete without an entity filter", async () => {
    const res = await remove({});
    expect(res.status).toBe(400);
  });
});

describe("retention", () => {
  it("hides memories past 365 days and the sweep deletes them", async () => {
    const added = await add({
      messages: [{ role: "user", content: "Old news" }],
      user_id: "old",
      infer: false,
    });
    const id = added.body.results[0].id;
    expect(
      new Date(added.body.results.length && (await list({ memory_id: id })).body.expires_at).getTime(),
    ).toBe(clock.getTime() + 365 * 86_400_000);
    clock = new Date(clock.getTime() + 366 * 86_400_000);
    expect((await list({ memory_id: id })).status).toBe(404);
    expect(await sweepExpired(svc.db.knex, clock)).toBeGreaterThan(0);
    const left = await svc.db.knex("memory_memories").where({ id }).first();
    expect(left).toBeUndefined();
  });
});
