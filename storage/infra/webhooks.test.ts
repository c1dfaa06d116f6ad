import type { Database } from "../db.js";
import { InvalidCursorError } from "../paging.js";
import { openTestDatabase } from "../testing.js";
import { insertTestProject } from "./testing.js";
import {
  claimDeliveries,
  createWebhook,
  deleteWebhook,
  getDelivery,
  getWebhook,
  getWebhookSecretSealed,
  listDeliveries,
  listDueDeliveryIds,
  listExpiredDeliveries,
  listWebhooks,
  type NewWebhook,
  pruneWebhookEvents,
  recordDeliveryAttempt,
  recordEvent,
  retryDelivery,
  SNIPPET_MAX,
  subscribedTopics,
  topicMatches,
  updateWebhook,
} from "./webhooks.js";

let db: Database;
let projectA: string;
let projectB: string;

beforeAll(async () => {
  db = await openTestDatabase({ boss: false });
  projectA = await insertTestProject(db.knex, "wha");
  projectB = await insertTestProject(db.knex, "whb");
});
afterAll(async () => {
  await db?.close();
});
// Claims take due work of every project: each test starts with no webhooks, events or deliveries.
beforeEach(async () => {
  await db.knex("infra_webhook_events").del();
  await db.knex("infra_webhooks").del();
});

const t0 = new Date("2026-03-01T12:00:00Z");
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

function hook(topics: string[], extra: Partial<NewWebhook> = {}): NewWebhook {
  return { name: "hook", url: "https://example.com/h", topics, secretSealed: "sealed:abc", ...extra };
}

const body = (type: string, data: unknown = {}) => ({ type, timestamp: t0.toISOString(), data });

async function count(table: string, where: Record<string, string> = {}): Promise<number> {
  const row = (await db.knex(table).where(where).count({ n: "*" }).first()) as { n: string | number };
  return Number(row.n);
}

async function webhookCounters(projectId: string, id: string) {
  const w = await getWebhook(db.knex, projectId, id);
  return w && { success: w.successCount, failure: w.failureCount, lastStatus: w.lastStatus };
}

describe("topicMatches", () => {
  const table: [string, string, boolean][] = [
    ["*", "kv.put", true],
    ["*", "orders.shipped.late", true],
    ["kv.put", "kv.put", true],
    ["kv.put", "kv.delete", false],
    ["kv.put", "kv.put.x", false],
    ["kv.*", "kv.put", true],
    ["kv.*", "kv.put.deep", true],
    ["kv.*", "kv", false],
    ["kv.*", "kvx.put", false],
    ["kv.*", "channels.message", false],
    ["orders.us.*", "orders.us.shipped", true],
    ["orders.us.*", "orders.eu.shipped", false],
    ["orders.us.*", "orders.us", false],
    ["a_b.*", "axb.c", false],
    ["a_b.*", "a_b.c", true],
  ];

  it.each(table)("%s vs %s → %s", (pattern, topic, expected) => {
    expect(topicMatches(pattern, topic)).toBe(expected);
  });

  it("is the rule recordEvent applies in SQL", async () => {
    const patterns = [...new Set(table.map(([p]) => p))];
    const hooks = new Map<string, string>();
    for (const p of patterns) hooks.set((await createWebhook(db.knex, projectA, hook([p]), t0)).id, p);
    for (const topic of [...new Set(table.map(([, t]) => t))]) {
      const { deliveryIds } = await recordEvent(db.knex, projectA, topic, body(topic), t0);
      const got = (
        await db.knex("infra_webhook_deliveries").whereIn("id", deliveryIds).select("webhook_id")
      ).map((r: { webhook_id: string }) => hooks.get(r.webhook_id));
      expect(got.sort()).toEqual(patterns.filter((p) => topicMatches(p, topic)).sort());
    }
  });
});

describe("webhook CRUD", () => {
  it("creates, reads, updates and deletes within its project only", async () => {
    const created = await createWebhook(db.knex, projectA, hook(["kv.*"], { name: "mine" }), t0);
    expect(created).toEqual({
      id: expect.any(String),
      projectId: projectA,
      name: "mine",
      url: "https://example.com/h",
      topics: ["kv.*"],
      enabled: true,
      successCount: 0,
      failureCount: 0,
      lastAttemptedAt: null,
      lastStatus: null,
      createdAt: t0,
      updatedAt: t0,
    });
    expect(created).not.toHaveProperty("secretSealed");
    expect(await getWebhook(db.knex, projectA, created.id)).toEqual(created);
    expect(await getWebhookSecretSealed(db.knex, projectA, created.id)).toBe("sealed:abc");

    // project B sees nothing of A's
    expect(await getWebhook(db.knex, projectB, created.id)).toBeNull();
    expect(await getWebhookSecretSealed(db.knex, projectB, created.id)).toBeNull();
    expect((await listWebhooks(db.knex, projectB, { limit: 10 })).items).toEqual([]);
    expect(await updateWebhook(db.knex, projectB, created.id, { name: "stolen" }, at(1))).toBeNull();
    expect(await deleteWebhook(db.knex, projectB, created.id)).toBe(false);
    expect(await getWebhook(db.knex, projectA, created.id)).toEqual(created);

    const updated = await updateWebhook(
      db.knex,
      projectA,
      created.id,
      { topics: ["orders.*", "kv.put"], enabled: false, secretSealed: "sealed:new" },
      at(5),
    );
    expect(updated).toEqual({ ...created, topics: ["orders.*", "kv.put"], enabled: false, updatedAt: at(5) });
    expect(await getWebhookSecretSealed(db.knex, projectA, created.id)).toBe("sealed:new");
    expect(await updateWebhook(db.knex, projectA, created.id, {}, at(9))).toEqual(updated);

    expect(await deleteWebhook(db.knex, projectA, created.id)).toBe(true);
    expect(await deleteWebhook(db.knex, projectA, created.id)).toBe(false);
    expect(await getWebhook(db.knex, projectA, created.id)).toBeNull();
    expect(await getWebhook(db.knex, projectA, "not-a-uuid")).toBeNull();
  });

  it("lists newest first, pages without repeats, filters on enabled", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push((await createWebhook(db.knex, projectA, hook(["*"], { enabled: i % 2 === 0 }), at(i))).id);
    // two created in the same instant still page apart (by id)
    ids.push((await createWebhook(db.knex, projectA, hook(["*"]), at(4))).id);
    await createWebhook(db.knex, projectB, hook(["*"]), at(10));

    const seen: string[] = [];
    let after: string | undefined;
    do {
      const page = await listWebhooks(db.knex, projectA, { limit: 2, after });
      seen.push(...page.items.map((w) => w.id));
      after = page.nextAfter ?? undefined;
    } while (after);
    expect(seen).toHaveLength(6);
    expect(new Set(seen).size).toBe(6);
    const sameInstant = [ids[4], ids[5]].sort().reverse();
    expect(seen).toEqual([...sameInstant, ids[3], ids[2], ids[1], ids[0]]);

    const enabled = await listWebhooks(db.knex, projectA, { limit: 10, enabled: true });
    expect(enabled.items.map((w) => w.id).sort()).toEqual([ids[0], ids[2], ids[4], ids[5]].sort());
    expect(enabled.nextAfter).toBeNull();
    const disabled = await listWebhooks(db.knex, projectA, { limit: 10, enabled: false });
    expect(disabled.items.map((w) => w.id)).toEqual([ids[3], ids[1]]);

    await expect(listWebhooks(db.knex, projectA, { limit: 10, after: "garbage!" })).rejects.toThrow(
      InvalidCursorError,
    );
    await expect(listWebhooks(db.knex, projectA, { limit: 0 })).rejects.toThrow(RangeError);
  });
});

describe("recordEvent", () => {
  it("queues one pending delivery per enabled matching webhook of the project, due now", async () => {
    const match = await createWebhook(db.knex, projectA, hook(["orders.*"]), t0);
    const exact = await createWebhook(db.knex, projectA, hook(["kv.put", "orders.shipped"]), at(1));
    await createWebhook(db.knex, projectA, hook(["orders.*"], { enabled: false }), at(2));
    await createWebhook(db.knex, projectA, hook(["kv.*"]), at(3));
    const other = await createWebhook(db.knex, projectB, hook(["*"]), t0);

    const { eventId, deliveryIds } = await recordEvent(
      db.knex,
      projectA,
      "orders.shipped",
      body("orders.shipped"),
      at(10),
    );
    expect(deliveryIds).toHaveLength(2);
    const rows = (await db.knex("infra_webhook_deliveries").whereIn("id", deliveryIds)) as {
      webhook_id: string;
      project_id: string;
      event_id: string;
      status: string;
      attempts: number;
      next_attempt_at: Date;
    }[];
    expect(rows.map((r) => r.webhook_id).sort()).toEqual([match.id, exact.id].sort());
    for (const r of rows)
      expect(r).toMatchObject({
        project_id: projectA,
        event_id: eventId,
        status: "pending",
        attempts: 0,
        next_attempt_at: at(10),
      });
    // B's catch-all webhook got nothing from A's event
    expect(await count("infra_webhook_deliveries", { webhook_id: other.id })).toBe(0);

    // no subscriber: the event is recorded all the same
    const none = await recordEvent(db.knex, projectA, "jobs.done", body("jobs.done"), at(11));
    expect(none.deliveryIds).toEqual([]);
    expect(await count("infra_webhook_events", { id: none.eventId })).toBe(1);
  });

  it("is atomic: a failing delivery insert leaves no event behind", async () => {
    const good = await createWebhook(db.knex, projectA, hook(["*"]), t0);
    const bad = await createWebhook(db.knex, projectA, hook(["*"]), at(1));
    await db.knex.raw(
      `CREATE FUNCTION test_refuse_delivery() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         IF NEW.webhook_id = '${bad.id}'::uuid THEN RAISE EXCEPTION 'refused'; END IF;
         RETURN NEW;
       END $$`,
    );
    await db.knex.raw(
      `CREATE TRIGGER test_refuse_delivery BEFORE INSERT ON infra_webhook_deliveries
       FOR EACH ROW EXECUTE FUNCTION test_refuse_delivery()`,
    );
    try {
      await expect(recordEvent(db.knex, projectA, "kv.put", body("kv.put"), t0)).rejects.toThrow(/refused/);
    } finally {
      await db.knex.raw("DROP TRIGGER test_refuse_delivery ON infra_webhook_deliveries");
      await db.knex.raw("DROP FUNCTION test_refuse_delivery()");
    }
    expect(await count("infra_webhook_events", { project_id: projectA })).toBe(0);
    expect(await count("infra_webhook_deliveries", { webhook_id: good.id })).toBe(0);
  });

  it("round-trips a payload holding \\u0000 and an unpaired surrogate exactly", async () => {
    const w = await createWebhook(db.knex, projectA, hook(["*"]), t0);
    const payload = body("kv.put", {
      nul: "a\u0000b",
      lone: "x\ud800y",
      trail: "\udfff",
      emoji: "😀",
      n: 1.5,
    });
    const { eventId, deliveryIds } = await recordEvent(db.knex, projectA, "kv.put", payload, t0);
    const [claimed] = await claimDeliveries(db.knex, { now: t0, leaseUntil: at(30), limit: 10 });
    expect(claimed?.eventId).toBe(eventId);
    expect(claimed?.payload).toBe(JSON.stringify(payload));
    expect(JSON.parse(claimed?.payload ?? "")).toEqual(payload);
    const listed = await listDeliveries(db.knex, projectA, w.id, { limit: 10 });
    expect(listed.items[0]?.payload).toEqual(payload);
    expect((await getDelivery(db.knex, projectA, w.id, deliveryIds[0] ?? ""))?.payload).toEqual(payload);
  });

  it("refuses a payload that is not JSON", async () => {
    await expect(recordEvent(db.knex, projectA, "kv.put", undefined, t0)).rejects.toThrow(TypeError);
  });
});

describe("claimDeliveries", () => {
  it("claims due deliveries with a lease, counts attempts, and lists an ended lease without taking it", async () => {
    const w = await createWebhook(db.knex, projectA, hook(["*"], { url: "https://example.com/x" }), t0);
    const { eventId, deliveryIds } = await recordEvent(db.knex, projectA, "kv.put", body("kv.put"), t0);
    const [id] = deliveryIds;
    const claim = (now: Date, ids?: string[]) =>
      claimDeliveries(db.knex, { now, leaseUntil: new Date(now.getTime() + 30_000), limit: 10, ids });

    // not due before its time
    expect(await claim(at(-1))).toEqual([]);
    expect(await claim(t0)).toEqual([
      {
        id,
        webhookId: w.id,
        projectId: projectA,
        eventId,
        topic: "kv.put",
        attempt: 1,
        url: "https://example.com/x",
        secretSealed: "sealed:abc",
        payload: JSON.stringify(body("kv.put")),
      },
    ]);
    // leased: nobody else takes it, even asking by id
    expect(await claim(at(29))).toEqual([]);
    expect(await claim(at(29), [id ?? ""])).toEqual([]);
    // the sender died: once the lease ends the claim still never takes it; the expired list names it
    expect(await listExpiredDeliveries(db.knex, { now: at(29), limit: 10 })).toEqual([]);
    expect(await claim(at(30))).toEqual([]);
    expect(
      (await listExpiredDeliveries(db.knex, { now: at(30), limit: 10 })).map((d) => [d.id, d.attempt]),
    ).toEqual([[id, 1]]);
    // recorded as a failed attempt (the engine's sweep), it is pending again, then claimed as attempt 2
    expect(
      await recordDeliveryAttempt(db.knex, id ?? "", {
        ok: false,
        status: 0,
        durationMs: 0,
        snippet: "the lease ended without an outcome",
        now: at(30),
        retryAt: at(31),
        attempt: 1,
      }),
    ).toBe("pending");
    expect((await claim(at(31))).map((d) => [d.id, d.attempt])).toEqual([[id, 2]]);
    expect(await getDelivery(db.knex, projectA, w.id, id ?? "")).toMatchObject({
      status: "delivering",
      retryCount: 1,
    });
  });

  it("respects limit and ids, and skips deliveries of a disabled webhook until it is enabled again", async () => {
    const w = await createWebhook(db.knex, projectA, hook(["*"]), t0);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push(...(await recordEvent(db.knex, projectA, "kv.put", body("kv.put", i), at(i))).deliveryIds);
    const opts = { now: at(10), leaseUntil: at(40) };
    expect(
      (await claimDeliveries(db.knex, { ...opts, limit: 10, ids: [ids[2] ?? "", "junk"] })).map((d) => d.id),
    ).toEqual([ids[2]]);
    await updateWebhook(db.knex, projectA, w.id, { enabled: false }, at(10));
    expect(await claimDeliveries(db.knex, { ...opts, limit: 10 })).toEqual([]);
    await updateWebhook(db.knex, projectA, w.id, { enabled: true }, at(10));
    // oldest first
    expect((await claimDeliveries(db.knex, { ...opts, limit: 1 })).map((d) => d.id)).toEqual([ids[0]]);
    expect((await claimDeliveries(db.knex, { ...opts, limit: 10 })).map((d) => d.id)).toEqual([ids[1]]);
    await expect(claimDeliveries(db.knex, { ...opts, limit: 0 })).rejects.toThrow(RangeError);
  });

  it("never hands one delivery to two concurrent claimers", async () => {
    const hooks = await Promise.all(
      [0, 1, 2, 3].map((i) => createWebhook(db.knex, projectA, hook(["*"]), at(i))),
    );
    const all: string[] = [];
    for (let i = 0; i < 5; i++)
      all.push(...(await recordEvent(db.knex, projectA, "kv.put", body("kv.put"), t0)).deliveryIds);
    expect(all).toHaveLength(20);
    expect(hooks).toHaveLength(4);
    const opts = { now: t0, leaseUntil: at(30) };
    // On PostgreSQL these run on separate connections at once; on PGlite (one session) in turn.
    const results = await Promise.all(
      Array.from({ length: 8 }, () => claimDeliveries(db.knex, { ...opts, limit: 3 })),
    );
    const claimed = results.flat().map((d) => d.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed.sort()).toEqual([...all].sort());
    expect(results.flat().every((d) => d.attempt === 1)).toBe(true);
  });

  it("skips rows another sender holds locked instead of waiting (PostgreSQL only)", async () => {
    if (db.kind !== "postgres") return; // PGlite is one session: a second claimer would queue behind the first
    await createWebhook(db.knex, projectA, hook(["*"]), t0);
    const all: string[] = [];
    for (let i = 0; i < 5; i++)
      all.push(...(await recordEvent(db.knex, projectA, "kv.put", body("kv.put"), t0)).deliveryIds);
    const opts = { now: t0, leaseUntil: at(30) };
    const trx = await db.knex.transaction();
    try {
      const first = await claimDeliveries(trx, { ...opts, limit: 2 });
      expect(first).toHaveLength(2);
      // the first claim is not committed: its rows are locked, the rest are free
      const second = await claimDeliveries(db.knex, { ...opts, limit: 10 });
      expect(second).toHaveLength(3);
      expect([...first, ...second].map((d) => d.id).sort()).toEqual([...all].sort());
    } finally {
      await trx.commit();
    }
    expect(await claimDeliveries(db.knex, { ...opts, limit: 10 })).toEqual([]);
  });
});

describe("recordDeliveryAttempt", () => {
  it("moves the delivery and exactly one webhook counter per outcome", async () => {
    const w = await createWebhook(db.knex, projectA, hook(["*"]), t0);
    const [d1] = (await recordEvent(db.knex, projectA, "kv.put", body("kv.put"), t0)).deliveryIds;
    const [d2] = (await recordEvent(db.knex, projectA, "kv.put", body("kv.put"), t0)).deliveryIds;
    const claim = (now: Date) =>
      claimDeliveries(db.knex, { now, leaseUntil: new Date(now.getTime() + 30_000), limit: 10 });
    expect(await claim(t0)).toHaveLength(2);

    // d1: fails, retried later (no counter moves)
    expect(
      await recordDeliveryAttempt(db.knex, d1 ?? "", {
        ok: false,
        status: 503,
        durationMs: 12.6,
        snippet: "busy",
        now: at(1),
        retryAt: at(60),
      }),
    ).toBe("pending");
    expect(await webhookCounters(projectA, w.id)).toEqual({ success: 0, failure: 0, lastStatus: 503 });
    expect(await getDelivery(db.knex, projectA, w.id, d1 ?? "")).toMatchObject({
      status: "pending",
      httpStatus: 503,
      responseSnippet: "busy",
      durationMs: 13,
      retryCount: 0,
    });
    // d2: succeeds
    expect(
      await recordDeliveryAttempt(db.knex, d2 ?? "", {
        ok: true,
        status: 204,
        durationMs: 5,
        snippet: "",
        now: at(2),
        retryAt: null,
        attempt: 1,
      }),
    ).toBe("succeeded");
    expect(await webhookCounters(projectA, w.id)).toEqual({ success: 1, failure: 0, lastStatus: 204 });
    // a late report for a delivery no longer being delivered changes nothing
    expect(
      await recordDeliveryAttempt(db.knex, d2 ?? "", {
        ok: false,
        status: 0,
        durationMs: 1,
        snippet: "x",
        now: at(3),
        retryAt: null,
      }),
    ).toBeNull();
    expect(await webhookCounters(projectA, w.id)).toEqual({ success: 1, failure: 0, lastStatus: 204 });

    // d1 again, not due before 60 s; then its retries are spent: failed, failure_count + 1
    expect(await claim(at(59))).toEqual([]);
    const [again] = await claim(at(60));
    expect(again).toMatchObject({ id: d1, attempt: 2 });
    // a stale attempt number is refused
    expect(
      await recordDeliveryAttempt(db.knex, d1 ?? "", {
        ok: true,
        status: 200,
        durationMs: 1,
        snippet: null,
        now: at(61),
        retryAt: null,
        attempt: 1,
      }),
    ).toBeNull();
    const long = `${"y".repeat(SNIPPET_MAX - 1)}😀tail\u0000`;
    expect(
      await recordDeliveryAttempt(db.knex, d1 ?? "", {
        ok: false,
        status: 0,
        durationMs: 10_000,
        snippet: long,
        now: at(70),
        retryAt: null,
        attempt: 2,
      }),
    ).toBe("failed");
    expect(await webhookCounters(projectA, w.id)).toEqual({ success: 1, failure: 1, lastStatus: 0 });
    expect((await getWebhook(db.knex, projectA, w.id))?.lastAttemptedAt).toEqual(at(70));
    const failed = await getDelivery(db.knex, projectA, w.id, d1 ?? "");
    expect(failed).toMatchObject({ status: "failed", httpStatus: 0, durationMs: 10_000, retryCount: 1 });
    // cut to SNIPPET_MAX characters without splitting the emoji's surrogate pair
    expect(failed?.responseSnippet).toBe("y".repeat(SNIPPET_MAX - 1));
    expect(await claim(at(1000))).toEqual([]);
  });

  it("replaces NUL characters in a snippet instead of failing", async () => {
    const w = await createWebhook(db.knex, projectA, hook(["*"]), t0);
    const [d] = (await recordEvent(db.knex, projectA, "kv.put", body("kv.put"), t0)).deliveryIds;
    await claimDeliveries(db.knex, { now: t0, leaseUntil: at(30), limit: 10 });
    await recordDeliveryAttempt(db.knex, d ?? "", {
      ok: true,
      status: 200,
      durationMs: 1,
      snippet: "a\u0000b",
      now: t0,
      retryAt: null,
    });
    expect((await getDelivery(db.knex, projectA, w.id, d ?? ""))?.responseSnippet).toBe("a\uFFFDb");
  });
});

describe("listDeliveries / retryDelivery", () => {
  it("lists a webhook's deliveries newest first, in its project only", async () => {
    const w = await createWebhook(db.knex, projectA, hook(["*"]), t0);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(...(await recordEvent(db.knex, projectA, `t.e${i}`, body(`t.e${i}`), at(i))).deliveryIds);
    const seen: string[] = [];
    let after: string | undefined;
    do {
      const page = await listDeliveries(db.knex, projectA, w.id, { limit: 2, after });
      seen.push(...page.items.map((d) => d.id));
      after = page.nextAfter ?? undefined;
    } while (after);
    expect(seen).toEqual([...ids].reverse());
    const [first] = (await listDeliveries(db.knex, projectA, w.id, { limit: 1 })).items;
    expect(first).toEqual({
      id: ids[4],
      callbackId: w.id,
      projectId: projectA,
      eventId: expect.any(String),
      topic: "t.e4",
      payload: body("t.e4"),
      status: "pending",
      httpStatus: null,
      responseSnippet: null,
      durationMs: null,
      retryCount: 0,
      createdAt: at(4),
    });
    expect((await listDeliveries(db.knex, projectB, w.id, { limit: 10 })).items).toEqual([]);
    expect(await getDelivery(db.knex, projectB, w.id, ids[0] ?? "")).toBeNull();
  });

  it("queues only a failed delivery again, with a fresh retry budget", async () => {
    const w = await createWebhook(db.knex, projectA, hook(["*"]), t0);
    const other = await createWebhook(db.knex, projectA, hook(["nothing.*"]), t0);
    const [d] = (await recordEvent(db.knex, projectA, "kv.put", body("kv.put"), t0)).deliveryIds;
    const id = d ?? "";
    expect(await retryDelivery(db.knex, projectA, w.id, id, t0)).toEqual({
      ok: false,
      reason: "not_failed",
      status: "pending",
    });
    await claimDeliveries(db.knex, { now: t0, leaseUntil: at(30), limit: 10 });
    expect(await retryDelivery(db.knex, projectA, w.id, id, t0)).toMatchObject({
      reason: "not_failed",
      status: "delivering",
    });
    await recordDeliveryAttempt(db.knex, id, {
      ok: false,
      status: 500,
      durationMs: 1,
      snippet: "no",
      now: at(1),
      retryAt: null,
    });

    // wrong project, wrong webhook, unknown id: not found, and nothing changes
    expect(await retryDelivery(db.knex, projectB, w.id, id, at(5))).toEqual({
      ok: false,
      reason: "not_found",
    });
    expect(await retryDelivery(db.knex, projectA, other.id, id, at(5))).toEqual({
      ok: false,
      reason: "not_found",
    });
    expect(await retryDelivery(db.knex, projectA, w.id, "nope", at(5))).toEqual({
      ok: false,
      reason: "not_found",
    });
    expect((await getDelivery(db.knex, projectA, w.id, id))?.status).toBe("failed");

    const retried = await retryDelivery(db.knex, projectA, w.id, id, at(5));
    expect(retried).toMatchObject({
      ok: true,
      delivery: { id, status: "pending", retryCount: 0, httpStatus: 500 },
    });
    const [claimed] = await claimDeliveries(db.knex, { now: at(5), leaseUntil: at(35), limit: 10 });
    expect(claimed).toMatchObject({ id, attempt: 1 });
    // the failure already counted stays counted
    expect(await webhookCounters(projectA, w.id)).toEqual({ success: 0, failure: 1, lastStatus: 500 });
  });
});

describe("cascades", () => {
  it("drops a webhook's deliveries with it, and everything with the project", async () => {
    const gone = await insertTestProject(db.knex, "whgone");
    const w1 = await createWebhook(db.knex, gone, hook(["*"]), t0);
    const w2 = await createWebhook(db.knex, gone, hook(["*"]), t0);
    const keep = await createWebhook(db.knex, projectA, hook(["*"]), t0);
    await recordEvent(db.knex, gone, "kv.put", body("kv.put"), t0);
    await recordEvent(db.knex, projectA, "kv.put", body("kv.put"), t0);
    expect(await count("infra_webhook_deliveries", { project_id: gone })).toBe(2);

    expect(await deleteWebhook(db.knex, gone, w1.id)).toBe(true);
    expect(await count("infra_webhook_deliveries", { webhook_id: w1.id })).toBe(0);
    expect(await count("infra_webhook_deliveries", { webhook_id: w2.id })).toBe(1);

    await db.knex("infra_projects").where({ id: gone }).del();
    expect(await count("infra_webhooks", { project_id: gone })).toBe(0);
    expect(await count("infra_webhook_events", { project_id: gone })).toBe(0);
    expect(await count("infra_webhook_deliveries", { project_id: gone })).toBe(0);
    // the other project's are untouched
    expect(await count("infra_webhook_deliveries", { webhook_id: keep.id })).toBe(1);
  });
});

describe("pruneWebhookEvents", () => {
  it("deletes old settled events with their deliveries and keeps anything still owed", async () => {
    const p = await insertTestProject(db.knex, "whprune");
    const w = await createWebhook(db.knex, p, hook(["*"]), t0);
    const settled = await recordEvent(db.knex, p, "a.b", body("a.b"), at(0));
    const owed = await recordEvent(db.knex, p, "a.b", body("a.b"), at(0));
    const recent = await recordEvent(db.knex, p, "a.b", body("a.b"), at(100));
    for (const { deliveryIds } of [settled, recent])
      await db.knex("infra_webhook_deliveries").whereIn("id", deliveryIds).update({ status: "succeeded" });
    await db
      .knex("infra_webhook_deliveries")
      .whereIn("id", owed.deliveryIds)
      .update({ status: "delivering" });
    // an event whose webhook is gone has no deliveries at all: settled
    const orphan = await recordEvent(db.knex, p, "a.b", body("a.b"), at(1));
    await db.knex("infra_webhook_deliveries").whereIn("id", orphan.deliveryIds).del();

    expect(await pruneWebhookEvents(db.knex, at(50))).toBe(2);
    const left = await db.knex("infra_webhook_events").where({ project_id: p }).pluck("id");
    expect(left.sort()).toEqual([owed.eventId, recent.eventId].sort());
    expect(await count("infra_webhook_deliveries", { event_id: settled.eventId })).toBe(0);
    expect(await count("infra_webhook_deliveries", { webhook_id: w.id })).toBe(2);
    expect(await pruneWebhookEvents(db.knex, at(50))).toBe(0);
  });
});

describe("issue 7 handler support", () => {
  it("creates a webhook with an id the caller chose", async () => {
    const id = "0b5f6d2e-8c1a-4e3b-9f7d-2a4c6e8b0d13";
    const w = await createWebhook(db.knex, projectA, hook(["kv.*"], { id }), t0);
    expect(w.id).toBe(id);
    expect(await getWebhookSecretSealed(db.knex, projectA, id)).toBe("sealed:abc");
  });

  it("tells which topics an enabled webhook of the project listens to", async () => {
    await createWebhook(db.knex, projectA, hook(["kv.put"]), t0);
    await createWebhook(db.knex, projectA, hook(["channels.*"], { enabled: false }), t0);
    await createWebhook(db.knex, projectB, hook(["*"]), t0);
    const topics = ["kv.put", "kv.delete", "channels.message"];
    expect(await subscribedTopics(db.knex, projectA, topics)).toEqual(new Set(["kv.put"]));
    expect(await subscribedTopics(db.knex, projectB, topics)).toEqual(new Set(topics));
    expect(await subscribedTopics(db.knex, projectA, [])).toEqual(new Set());
    expect(await subscribedTopics(db.knex, "not-a-uuid", topics)).toEqual(new Set());
  });

  it("lists and claims deliveries scheduled later with dueBy, but never a live lease", async () => {
    await createWebhook(db.knex, projectA, hook(["*"]), t0);
    const { deliveryIds } = await recordEvent(db.knex, projectA, "a.b", body("a.b"), t0);
    const { deliveryIds: leased } = await recordEvent(db.knex, projectA, "a.c", body("a.c"), t0);
    // One delivery failed and waits an hour; another is leased for an hour.
    await claimDeliveries(db.knex, { now: t0, leaseUntil: at(60), limit: 1, ids: deliveryIds });
    await recordDeliveryAttempt(db.knex, deliveryIds[0]!, {
      ok: false,
      status: 500,
      durationMs: 1,
      snippet: null,
      now: at(1),
      retryAt: at(3600),
    });
    await claimDeliveries(db.knex, { now: at(1), leaseUntil: at(3600), limit: 1, ids: leased });
    expect(await listDueDeliveryIds(db.knex, { dueBy: at(2), limit: 10 })).toEqual([]);
    const far = new Date("9999-01-01T00:00:00Z");
    expect(await listDueDeliveryIds(db.knex, { dueBy: far, limit: 10 })).toEqual(deliveryIds);
    expect(await claimDeliveries(db.knex, { now: at(2), leaseUntil: at(60), limit: 10 })).toEqual([]);
    const claimed = await claimDeliveries(db.knex, { now: at(2), dueBy: far, leaseUntil: at(60), limit: 10 });
    expect(claimed.map((c) => [c.id, c.attempt])).toEqual([[deliveryIds[0], 2]]);
  });
});
