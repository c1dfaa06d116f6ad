import type { Database } from "../../../storage/db.js";
import { messagesAfter, publishMessages } from "../../../storage/infra/channels.js";
import { openTestDatabase } from "../../../storage/testing.js";
import { withTransaction } from "../../../storage/transactions.js";
import {
  type ChannelBus,
  type ChannelBusLogger,
  type ChannelNotice,
  createChannelBus,
  lazyChannelBus,
} from "./bus.js";
import { LISTENER_APPLICATION_NAME } from "./listener.js";

/** Records what the bus logs, so tests can assert on it. */
function recordingLogger(): ChannelBusLogger & { lines: string[] } {
  const lines: string[] = [];
  const record = (_obj: unknown, msg?: string) => {
    lines.push(msg ?? "");
  };
  return { lines, info: record, warn: record } as unknown as ChannelBusLogger & { lines: string[] };
}

/** Subscribes and collects notices; `next()` waits for the next unseen one. */
function collect(bus: ChannelBus, projectId: string, channel: string) {
  const seen: ChannelNotice[] = [];
  let waiter: (() => void) | undefined;
  const unsubscribe = bus.subscribe(projectId, channel, (n) => {
    seen.push(n);
    waiter?.();
  });
  let taken = 0;
  const next = async (timeoutMs = 5_000): Promise<ChannelNotice> => {
    const deadline = Date.now() + timeoutMs;
    while (seen.length <= taken) {
      if (Date.now() > deadline) throw new Error(`no notice on ${channel} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        waiter = resolve;
        setTimeout(resolve, 50);
      });
    }
    return seen[taken++] as ChannelNotice;
  };
  return { seen, next, unsubscribe };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const P1 = "00000000-0000-4000-8000-000000000001";
const P2 = "00000000-0000-4000-8000-000000000002";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase({ boss: false });
});
afterAll(async () => {
  await db?.close();
});

describe("channel bus (this process, either database)", () => {
  let bus: ChannelBus;
  const log = recordingLogger();
  beforeAll(async () => {
    bus = createChannelBus(db, log);
    await bus.ready();
  });
  afterAll(async () => {
    await bus.close();
  });

  it("delivers a notice to the channel's subscribers only", async () => {
    const a = collect(bus, P1, "room");
    const a2 = collect(bus, P1, "room");
    const other = collect(bus, P1, "elsewhere");
    const otherProject = collect(bus, P2, "room");
    await bus.publish([{ projectId: P1, channel: "room", id: "7" }]);
    expect(await a.next()).toEqual({ projectId: P1, channel: "room", id: "7" });
    expect(await a2.next()).toEqual({ projectId: P1, channel: "room", id: "7" });
    // a later notice elsewhere proves the first one was not sent there
    await bus.publish([{ projectId: P1, channel: "elsewhere", id: "8" }]);
    expect((await other.next()).id).toBe("8");
    expect(otherProject.seen).toEqual([]);
    for (const s of [a, a2, other, otherProject]) s.unsubscribe();
  });

  it("stops delivering after unsubscribe", async () => {
    const gone = collect(bus, P1, "leave");
    const stays = collect(bus, P1, "leave");
    gone.unsubscribe();
    gone.unsubscribe(); // idempotent, and leaves the other subscription alone
    await bus.publish([{ projectId: P1, channel: "leave", id: "1" }]);
    expect((await stays.next()).id).toBe("1");
    expect(gone.seen).toEqual([]);
    stays.unsubscribe();
  });

  it("coalesces one publish's notices per channel to the newest id", async () => {
    const s = collect(bus, P1, "burst");
    await bus.publish([
      { projectId: P1, channel: "burst", id: "9" },
      { projectId: P1, channel: "burst", id: "11" },
      { projectId: P1, channel: "burst", id: "10" },
    ]);
    expect((await s.next()).id).toBe("11");
    await sleep(100);
    expect(s.seen).toHaveLength(1);
    s.unsubscribe();
  });

  it("keeps delivering when a subscriber throws or rejects, and logs it", async () => {
    const throwing = bus.subscribe(P1, "faulty", () => {
      throw new Error("boom");
    });
    const rejecting = bus.subscribe(P1, "faulty", async () => {
      throw new Error("async boom");
    });
    const fine = collect(bus, P1, "faulty");
    await bus.publish([{ projectId: P1, channel: "faulty", id: "1" }]);
    expect((await fine.next()).id).toBe("1");
    await sleep(20);
    expect(log.lines.filter((l) => l === "channel subscriber failed")).toHaveLength(2);
    throwing();
    rejecting();
    fine.unsubscribe();
  });

  it("announces a publish made in a transaction on commit, and not on rollback", async () => {
    const s = collect(bus, P1, "trx");
    await expect(
      withTransaction(db, async () => {
        await bus.publish([{ projectId: P1, channel: "trx", id: "1" }]);
        throw new Error("rollback");
      }),
    ).rejects.toThrow("rollback");
    let publishedInside = false;
    const committed = withTransaction(db, async (trx) => {
      // nested: still announced only when the outermost transaction commits
      await withTransaction(db, () => bus.publish([{ projectId: P1, channel: "trx", id: "2" }], trx));
      publishedInside = true;
      await sleep(150);
      expect(s.seen).toEqual([]);
    });
    await committed;
    expect(publishedInside).toBe(true);
    expect((await s.next()).id).toBe("2");
    await sleep(100);
    expect(s.seen.map((n) => n.id)).toEqual(["2"]);
    s.unsubscribe();
  });

  it("drops subscriptions on close", async () => {
    const own = createChannelBus(db, log);
    await own.ready();
    const s = collect(own, P1, "closing");
    await own.close();
    await own.close();
    await own.publish([{ projectId: P1, channel: "closing", id: "1" }]);
    await sleep(100);
    expect(s.seen).toEqual([]);
  });
});

describe("lazyChannelBus", () => {
  /** Waits for the notice `id`, passing over resync notices (a fresh listener sends them). */
  async function until(s: ReturnType<typeof collect>, id: string): Promise<void> {
    while ((await s.next()).id !== id) {}
  }
  const published = (s: ReturnType<typeof collect>) => s.seen.map((n) => n.id).filter((id) => id !== "0");

  it("opens one bus on first use, delivers through it, and closes it (again after reuse)", async () => {
    const bus = lazyChannelBus(db, recordingLogger());
    try {
      await bus.close(); // never opened: nothing to close
      const s = collect(bus, P1, "lazy");
      // On PostgreSQL a NOTIFY sent before the listener's LISTEN is not heard: wait for it.
      await bus.ready();
      await bus.publish([{ projectId: P1, channel: "lazy", id: "1" }]);
      await until(s, "1");
      await bus.close();
      await bus.publish([{ projectId: P1, channel: "lazy", id: "2" }]);
      await sleep(100);
      // The old subscription went with the closed bus; a new one listens on the reopened bus.
      expect(published(s)).toEqual(["1"]);
      const again = collect(bus, P1, "lazy");
      await bus.ready();
      await bus.publish([{ projectId: P1, channel: "lazy", id: "3" }]);
      await until(again, "3");
      expect(published(again)).toEqual(["3"]);
    } finally {
      await bus.close();
    }
  });
});

// PGlite has no second process to fan out to: these need DATABASE_URL, and reading it puts this
// file on `npm test`'s PostgreSQL leg (scripts/test/legs.ts).
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres("channel bus across processes (PostgreSQL LISTEN/NOTIFY)", () => {
  // Two buses with their own listener connections stand for two server processes.
  let busA: ChannelBus;
  let busB: ChannelBus;
  const logB = recordingLogger();
  let projectId: string;

  beforeAll(async () => {
    busA = createChannelBus(db, recordingLogger());
    // A slow first retry leaves a gap to publish into while B's listener is down.
    busB = createChannelBus(db, logB, { minReconnectMs: 600 });
    await Promise.all([busA.ready(), busB.ready()]);
    const [org] = (await db.knex("infra_organizations").insert({ name: "bus" }).returning("id")) as {
      id: string;
    }[];
    const [project] = (await db
      .knex("infra_projects")
      .insert({ org_id: org?.id, app_id: "channelsbus", name: "bus" })
      .returning("id")) as { id: string }[];
    projectId = project?.id ?? "";
  });
  afterAll(async () => {
    await Promise.all([busA?.close(), busB?.close()]);
  });

  it("delivers a notice published on one bus to a subscriber of another", async () => {
    const onB = collect(busB, P1, "cross");
    const onA = collect(busA, P1, "cross");
    await busA.publish([{ projectId: P1, channel: "cross", id: "42" }]);
    expect(await onB.next()).toEqual({ projectId: P1, channel: "cross", id: "42" });
    // the publisher's own subscribers hear it through the database too
    expect((await onA.next()).id).toBe("42");
    onB.unsubscribe();
    onA.unsubscribe();
  });

  it("stops delivering to a subscriber of another bus after unsubscribe", async () => {
    const gone = collect(busB, P1, "cross-leave");
    const witness = collect(busB, P1, "cross-witness");
    gone.unsubscribe();
    await busA.publish([{ projectId: P1, channel: "cross-leave", id: "1" }]);
    await busA.publish([{ projectId: P1, channel: "cross-witness", id: "2" }]);
    expect((await witness.next()).id).toBe("2");
    expect(gone.seen).toEqual([]);
    witness.unsubscribe();
  });

  it("announces only after the publishing transaction commits", async () => {
    const s = collect(busB, P1, "cross-trx");
    const trx = await db.knex.transaction();
    await busA.publish([{ projectId: P1, channel: "cross-trx", id: "5" }], trx);
    await sleep(200);
    expect(s.seen).toEqual([]);
    await trx.commit();
    expect((await s.next()).id).toBe("5");
    s.unsubscribe();
  });

  it("splits notices too large for one NOTIFY payload and still delivers them", async () => {
    const channels = Array.from({ length: 40 }, (_, i) => `${"c".repeat(400)}-${i}`);
    const subs = channels.map((c) => collect(busB, P1, c));
    const huge = collect(busB, P2, "h".repeat(9_000));
    const neighbour = collect(busB, P2, "small");
    await busA.publish([
      ...channels.map((channel, i) => ({ projectId: P1, channel, id: String(i + 1) })),
      { projectId: P2, channel: "h".repeat(9_000), id: "99" },
    ]);
    for (const [i, s] of subs.entries()) expect((await s.next()).id).toBe(String(i + 1));
    // too large even alone: sent as "every channel of the project", so it still arrives (and
    // makes the project's other subscribers re-read, which costs a query and loses nothing)
    expect((await huge.next()).id).toBe("99");
    expect((await neighbour.next()).id).toBe("99");
    for (const s of [...subs, huge, neighbour]) s.unsubscribe();
  });

  it("re-announces every subscribed channel after the listener reconnects, losing nothing", async () => {
    // A subscriber as a stream handler runs it: on every notice, read after the last id sent.
    const received: string[] = [];
    let lastId: string | null = null;
    let reading = Promise.resolve();
    const readMore = () => {
      reading = reading.then(async () => {
        for (const m of await messagesAfter(db.knex, projectId, "feed", lastId, 100)) {
          received.push(m.event);
          lastId = m.id;
        }
      });
    };
    const notices = collect(busB, projectId, "feed");
    const unsubscribe = busB.subscribe(projectId, "feed", readMore);
    const publish = async (event: string) => {
      const [m] = await publishMessages(
        db.knex,
        projectId,
        [{ channel: "feed", event, data: {} }],
        new Date(),
      );
      await busA.publish([{ projectId, channel: "feed", id: m?.id ?? "" }]);
    };

    await publish("before");
    await notices.next();
    const { rows } = (await db.knex.raw(
      `SELECT pg_terminate_backend(pid, 5000) AS gone FROM pg_stat_activity
       WHERE datname = current_database() AND application_name = ? AND pid <> pg_backend_pid()`,
      [LISTENER_APPLICATION_NAME],
    )) as { rows: { gone: boolean }[] };
    // A's and B's listeners (a closed bus's backend may still be on its way out)
    expect(rows.filter((r) => r.gone).length).toBeGreaterThanOrEqual(2);
    // B is not listening now: only the catch-up notice after reconnecting announces this one
    await publish("during the gap");
    const catchUp = await notices.next(10_000);
    expect(catchUp.projectId).toBe(projectId);
    expect(catchUp.channel).toBe("feed");
    expect(logB.lines).toContain("channel listener connection lost; reconnecting");
    expect(logB.lines).toContain("channel listener reconnected");

    await publish("after");
    await notices.next();
    await sleep(50);
    await reading;
    expect(received).toEqual(["before", "during the gap", "after"]);
    unsubscribe();
    notices.unsubscribe();
  });
});
