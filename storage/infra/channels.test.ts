import type { Database } from "../db.js";
import { openTestDatabase } from "../testing.js";
import { withTransaction } from "../transactions.js";
import {
  CHANNEL_BATCH_MAX,
  CHANNEL_HISTORY_MAX,
  channelHistory,
  channelPresence,
  compareIds,
  joinPresence,
  latestMessageId,
  leavePresence,
  messagesAfter,
  pruneChannelMessages,
  prunePresence,
  publishMessages,
  refreshPresence,
} from "./channels.js";
import { insertTestProject } from "./testing.js";

let db: Database;
let projectA: string;
let projectB: string;

beforeAll(async () => {
  db = await openTestDatabase({ boss: false });
  projectA = await insertTestProject(db.knex, "channelsa");
  projectB = await insertTestProject(db.knex, "channelsb");
});
afterAll(async () => {
  await db?.close();
});

const t0 = new Date("2026-03-01T12:00:00Z");
const at = (ms: number) => new Date(t0.getTime() + ms);
const events = (messages: { event: string }[]) => messages.map((m) => m.event);
const countRows = async (channel: string) =>
  Number(
    ((await db.knex("infra_channel_messages").where({ channel }).count({ n: "*" }).first()) as { n: string })
      .n,
  );

describe("publishMessages", () => {
  it("stores a batch in input order with increasing ids and returns every field", async () => {
    const published = await publishMessages(
      db.knex,
      projectA,
      [
        { channel: "order", event: "a", data: { n: 1 }, userId: "u1" },
        { channel: "order", event: "b", data: [1, "two"], messageId: "m-b" },
        { channel: "order", event: "c", data: null },
        { channel: "order-other", event: "d", data: "text" },
      ],
      t0,
    );
    expect(events(published)).toEqual(["a", "b", "c", "d"]);
    const ids = published.map((m) => m.id);
    expect([...ids].sort(compareIds)).toEqual(ids);
    expect(new Set(ids).size).toBe(4);
    expect(published[0]).toEqual({
      id: ids[0],
      channel: "order",
      event: "a",
      data: { n: 1 },
      userId: "u1",
      messageId: null,
      timestamp: t0,
    });
    expect(published[1]).toMatchObject({ data: [1, "two"], messageId: "m-b", userId: null });
    expect(published[2]?.data).toBeNull();
    expect(ids.every((id) => /^\d+$/.test(id))).toBe(true);
  });

  it("returns the stored message instead of storing a repeated messageId again", async () => {
    const [first] = await publishMessages(
      db.knex,
      projectA,
      [{ channel: "idem", event: "created", data: { v: 1 }, messageId: "m1" }],
      t0,
    );
    const [again] = await publishMessages(
      db.knex,
      projectA,
      [{ channel: "idem", event: "changed", data: { v: 2 }, messageId: "m1" }],
      at(1_000),
    );
    expect(again).toEqual(first);
    expect(await countRows("idem")).toBe(1);
  });

  it("stores a messageId repeated within one batch once, returning it at both places", async () => {
    const published = await publishMessages(
      db.knex,
      projectA,
      [
        { channel: "dup", event: "one", data: 1, messageId: "x" },
        { channel: "dup", event: "plain", data: 2 },
        { channel: "dup", event: "two", data: 3, messageId: "x" },
        { channel: "dup-elsewhere", event: "three", data: 4, messageId: "x" },
        { channel: "idem", event: "old", data: 5, messageId: "m1" },
      ],
      t0,
    );
    expect(events(published)).toEqual(["one", "plain", "one", "three", "created"]);
    expect(published[2]).toEqual(published[0]);
    expect(compareIds(published[0]?.id ?? "", published[1]?.id ?? "")).toBeLessThan(0);
    expect(await countRows("dup")).toBe(2);
    expect(await countRows("dup-elsewhere")).toBe(1);
  });

  it("stores nothing of a batch when one message fails", async () => {
    await expect(
      publishMessages(
        db.knex,
        projectA,
        [
          { channel: "atomic", event: "ok", data: 1 },
          { channel: "atomic", event: null as unknown as string, data: 2 },
          { channel: "atomic", event: "ok too", data: 3 },
        ],
        t0,
      ),
    ).rejects.toThrow(/null value/);
    await expect(
      publishMessages(db.knex, projectA, [{ channel: "atomic", event: "no data", data: undefined }], t0),
    ).rejects.toThrow(/null value/);
    expect(await countRows("atomic")).toBe(0);
  });

  it("rolls back with the caller's transaction", async () => {
    await expect(
      withTransaction(db, async (trx) => {
        await publishMessages(trx, projectA, [{ channel: "outer", event: "e", data: 1 }], t0);
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    expect(await countRows("outer")).toBe(0);
  });

  it("accepts an empty batch and refuses one over CHANNEL_BATCH_MAX", async () => {
    expect(await publishMessages(db.knex, projectA, [], t0)).toEqual([]);
    const tooMany = Array.from({ length: CHANNEL_BATCH_MAX + 1 }, (_, i) => ({
      channel: "big",
      event: `e${i}`,
      data: i,
    }));
    await expect(publishMessages(db.knex, projectA, tooMany, t0)).rejects.toThrow(RangeError);
    const full = await publishMessages(db.knex, projectA, tooMany.slice(1), t0);
    expect(events(full)).toEqual(events(tooMany.slice(1)));
  });

  it("makes a publish to a channel wait for an earlier one's commit, so ids appear in order", async () => {
    const trx = await db.knex.transaction();
    const [first] = await publishMessages(trx, projectA, [{ channel: "race", event: "first", data: 1 }], t0);
    let settled = false;
    const second = publishMessages(
      db.knex,
      projectA,
      [{ channel: "race", event: "second", data: 2 }],
      t0,
    ).then((m) => {
      settled = true;
      return m;
    });
    if (db.kind === "postgres") {
      // another channel is not held up (on PGlite everything waits for the one session)
      const [elsewhere] = await publishMessages(
        db.knex,
        projectA,
        [{ channel: "race-2", event: "x", data: 0 }],
        t0,
      );
      expect(compareIds(elsewhere?.id ?? "", first?.id ?? "")).toBeGreaterThan(0);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(settled).toBe(false);
    await trx.commit();
    const [later] = await second;
    expect(compareIds(later?.id ?? "", first?.id ?? "")).toBeGreaterThan(0);
    expect(events(await messagesAfter(db.knex, projectA, "race", null, 10))).toEqual(["first", "second"]);
  });
});

describe("messagesAfter", () => {
  it("returns the channel's messages after an id, oldest first, up to limit", async () => {
    const published = await publishMessages(
      db.knex,
      projectA,
      ["r1", "r2", "r3", "r4"].map((event) => ({ channel: "resume", event, data: {} })),
      t0,
    );
    expect(events(await messagesAfter(db.knex, projectA, "resume", null, 10))).toEqual([
      "r1",
      "r2",
      "r3",
      "r4",
    ]);
    expect(events(await messagesAfter(db.knex, projectA, "resume", published[1]?.id ?? "", 10))).toEqual([
      "r3",
      "r4",
    ]);
    expect(events(await messagesAfter(db.knex, projectA, "resume", "0", 2))).toEqual(["r1", "r2"]);
    expect(await messagesAfter(db.knex, projectA, "resume", published[3]?.id ?? "", 10)).toEqual([]);
  });

  it("refuses an id that is not a message id", async () => {
    for (const bad of ["", "abc", "-1", "1.5", " 1", "99999999999999999999"])
      await expect(messagesAfter(db.knex, projectA, "resume", bad, 10)).rejects.toThrow(RangeError);
    await expect(messagesAfter(db.knex, projectA, "resume", null, 0)).rejects.toThrow(RangeError);
  });
});

describe("channelHistory", () => {
  it("returns the newest messages before an id, in chronological order", async () => {
    const published = await publishMessages(
      db.knex,
      projectA,
      ["h1", "h2", "h3", "h4", "h5"].map((event) => ({ channel: "history", event, data: {} })),
      t0,
    );
    expect(events(await channelHistory(db.knex, projectA, "history", { limit: 2 }))).toEqual(["h4", "h5"]);
    const page = await channelHistory(db.knex, projectA, "history", { limit: 2, before: published[3]?.id });
    expect(events(page)).toEqual(["h2", "h3"]);
    expect(
      events(await channelHistory(db.knex, projectA, "history", { limit: 2, before: page[0]?.id })),
    ).toEqual(["h1"]);
    expect(await channelHistory(db.knex, projectA, "empty", { limit: 2 })).toEqual([]);
    await expect(
      channelHistory(db.knex, projectA, "history", { limit: CHANNEL_HISTORY_MAX + 1 }),
    ).rejects.toThrow(RangeError);
    await expect(channelHistory(db.knex, projectA, "history", { limit: 1, before: "x" })).rejects.toThrow(
      RangeError,
    );
  });
});

describe("latestMessageId", () => {
  it("returns the newest id, or null for an empty channel", async () => {
    expect(await latestMessageId(db.knex, projectA, "latest")).toBeNull();
    const published = await publishMessages(
      db.knex,
      projectA,
      [
        { channel: "latest", event: "a", data: 1 },
        { channel: "latest", event: "b", data: 2 },
      ],
      t0,
    );
    expect(await latestMessageId(db.knex, projectA, "latest")).toBe(published[1]?.id);
  });
});

describe("project isolation", () => {
  it("never mixes two projects' channels of the same name", async () => {
    await publishMessages(
      db.knex,
      projectA,
      [{ channel: "shared", event: "from-a", data: 1, messageId: "k" }],
      t0,
    );
    const [fromB] = await publishMessages(
      db.knex,
      projectB,
      [{ channel: "shared", event: "from-b", data: 2, messageId: "k" }],
      t0,
    );
    // the same messageId in another project is a different message
    expect(fromB?.event).toBe("from-b");
    expect(events(await messagesAfter(db.knex, projectA, "shared", null, 10))).toEqual(["from-a"]);
    expect(events(await channelHistory(db.knex, projectB, "shared", { limit: 10 }))).toEqual(["from-b"]);
    expect(await latestMessageId(db.knex, projectB, "shared")).toBe(fromB?.id);

    await joinPresence(db.knex, projectA, "shared", "conn-a", "alice", 60_000, t0);
    await joinPresence(db.knex, projectB, "shared", "conn-b", "bob", 60_000, t0);
    expect((await channelPresence(db.knex, projectA, "shared", t0)).users.map((u) => u.userId)).toEqual([
      "alice",
    ]);
    expect((await channelPresence(db.knex, projectB, "shared", t0)).users.map((u) => u.userId)).toEqual([
      "bob",
    ]);
  });
});

describe("presence", () => {
  it("lists each user once at its earliest join and counts distinct users", async () => {
    await joinPresence(db.knex, projectA, "room", "c1", "alice", 60_000, at(1_000));
    await joinPresence(db.knex, projectA, "room", "c2", "bob", 60_000, at(2_000));
    await joinPresence(db.knex, projectA, "room", "c3", "alice", 60_000, at(3_000));
    await joinPresence(db.knex, projectA, "other-room", "c4", "carol", 60_000, at(3_000));
    expect(await channelPresence(db.knex, projectA, "room", at(4_000))).toEqual({
      count: 2,
      users: [
        { userId: "alice", joinedAt: at(1_000) },
        { userId: "bob", joinedAt: at(2_000) },
      ],
    });
    const limited = await channelPresence(db.knex, projectA, "room", at(4_000), 1);
    expect(limited).toEqual({ count: 2, users: [{ userId: "alice", joinedAt: at(1_000) }] });
  });

  it("drops expired rows, extends refreshed ones and removes left ones", async () => {
    // alice's first connection expires at 61 s; her second (c3) at 63 s; bob's at 62 s
    expect((await channelPresence(db.knex, projectA, "room", at(61_500))).users).toEqual([
      { userId: "bob", joinedAt: at(2_000) },
      { userId: "alice", joinedAt: at(3_000) },
    ]);
    expect(await refreshPresence(db.knex, ["c2", "c2", "unknown"], 60_000, at(61_000))).toBe(1);
    expect(await channelPresence(db.knex, projectA, "room", at(100_000))).toEqual({
      count: 1,
      users: [{ userId: "bob", joinedAt: at(2_000) }],
    });
    // re-joining a live connection keeps its join time; re-joining an expired one starts anew
    await joinPresence(db.knex, projectA, "room", "c2", "bob", 60_000, at(110_000));
    await joinPresence(db.knex, projectA, "room", "c1", "alice", 60_000, at(110_000));
    expect((await channelPresence(db.knex, projectA, "room", at(110_000))).users).toEqual([
      { userId: "bob", joinedAt: at(2_000) },
      { userId: "alice", joinedAt: at(110_000) },
    ]);
    await leavePresence(db.knex, projectA, "room", "c2");
    await leavePresence(db.knex, projectA, "room", "never-joined");
    expect(
      (await channelPresence(db.knex, projectA, "room", at(110_000))).users.map((u) => u.userId),
    ).toEqual(["alice"]);
    expect(await refreshPresence(db.knex, [], 60_000, t0)).toBe(0);
  });

  it("prunes expired presence rows", async () => {
    await joinPresence(db.knex, projectA, "prune-room", "p1", "dave", 1_000, t0);
    await joinPresence(db.knex, projectA, "prune-room", "p2", "erin", 60_000, t0);
    expect(await prunePresence(db.knex, at(1_000))).toBe(1);
    const rows = await db
      .knex("infra_channel_presence")
      .where({ channel: "prune-room" })
      .pluck("connection_id");
    expect(rows).toEqual(["p2"]);
  });
});

describe("pruneChannelMessages", () => {
  it("deletes messages older than the cut-off, oldest first, at most limit per call", async () => {
    const old = new Date("2020-01-01T00:00:00Z");
    await publishMessages(
      db.knex,
      projectB,
      ["o1", "o2", "o3"].map((event, i) => ({ channel: "old", event, data: i })),
      old,
    );
    await publishMessages(db.knex, projectB, [{ channel: "old", event: "new", data: 0 }], t0);
    const cutoff = new Date("2021-01-01T00:00:00Z");
    expect(await pruneChannelMessages(db.knex, cutoff, 2)).toBe(2);
    expect(await pruneChannelMessages(db.knex, cutoff)).toBe(1);
    expect(await pruneChannelMessages(db.knex, cutoff)).toBe(0);
    expect(events(await messagesAfter(db.knex, projectB, "old", null, 10))).toEqual(["new"]);
  });
});
