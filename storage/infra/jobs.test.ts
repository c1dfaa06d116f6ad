import type { Database } from "../db.js";
import { InvalidCursorError } from "../paging.js";
import { openTestDatabase } from "../testing.js";
import {
  claimJobs,
  completeTaskRuns,
  finishRun,
  getJob,
  getJobSecretSealed,
  insertJobs,
  listDueJobIds,
  listExpiredJobs,
  listJobs,
  listRuns,
  type NewJob,
  type SucceededRun,
  takePendingCallbacks,
  textParam,
  updateJob,
} from "./jobs.js";
import { insertTestProject } from "./testing.js";

let db: Database;
let projectA: string;
let projectB: string;

beforeAll(async () => {
  db = await openTestDatabase({ boss: false });
  projectA = await insertTestProject(db.knex, "joba");
  projectB = await insertTestProject(db.knex, "jobb");
});
afterAll(async () => {
  await db?.close();
});
// Runner claims take due work of every project: each test starts with no jobs.
beforeEach(async () => {
  await db.knex("infra_jobs").del();
});

const t0 = new Date("2026-03-01T12:00:00Z");
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

function task(extra: Partial<NewJob> = {}): NewJob {
  return {
    name: null,
    trigger: { type: "task", delay_seconds: 0 },
    handler: "https://example.com/job",
    payload: { n: 1 },
    status: "queued",
    enabled: true,
    priority: 0,
    maxAttempts: 3,
    timeoutSeconds: 30,
    backoff: { strategy: "exponential", delaySeconds: 10 },
    callbackUrl: null,
    idempotencyKey: null,
    secretSealed: "sealed:x",
    runAt: t0,
    nextRunAt: null,
    ...extra,
  };
}

function queued(queue: string, extra: Partial<NewJob> = {}): NewJob {
  return task({ trigger: { type: "queue", queue }, handler: null, ...extra });
}

describe("insertJobs", () => {
  it("creates jobs with their fields and keeps the secret out of the job", async () => {
    const [r] = await insertJobs(db.knex, projectA, [task({ name: "n", payload: "\u0000 odd \ud800" })], t0);
    expect(r).toMatchObject({
      created: true,
      job: { name: "n", status: "queued", attempt: 0, projectId: projectA },
    });
    expect(r!.job.payload).toBe("\u0000 odd \ud800");
    expect(r!.job).not.toHaveProperty("secretSealed");
    expect(await getJobSecretSealed(db.knex, r!.job.id)).toBe("sealed:x");
    expect(await getJob(db.knex, projectB, r!.job.id)).toBeNull();
    expect(await getJob(db.knex, projectA, "not-a-uuid")).toBeNull();
  });

  it("answers the first job for a key used before or earlier in the same call, per project", async () => {
    const [first] = await insertJobs(db.knex, projectA, [task({ idempotencyKey: "k" })], t0);
    const again = await insertJobs(
      db.knex,
      projectA,
      [task({ idempotencyKey: "k", payload: 2 }), task({ idempotencyKey: "k" })],
      t0,
    );
    expect(again.map((r) => [r.created, r.job.id])).toEqual([
      [false, first!.job.id],
      [false, first!.job.id],
    ]);
    const [other] = await insertJobs(db.knex, projectB, [task({ idempotencyKey: "k" })], t0);
    expect(other!.created).toBe(true);
  });
});

describe("claimJobs", () => {
  it("hands out a queue's due jobs by priority then age, once, with a run row each", async () => {
    const [low, high, later, elsewhere] = await insertJobs(
      db.knex,
      projectA,
      [
        queued("q", { priority: 1 }),
        queued("q", { priority: 5 }),
        queued("q", { runAt: at(60) }),
        queued("other"),
      ],
      t0,
    );
    const queue = { projectId: projectA, name: "q", claimedBy: "key-1", visibilitySeconds: 30 };
    const claimed = await claimJobs(db.knex, { now: at(1), limit: 10, queue });
    expect(claimed.map((c) => c.job.id)).toEqual([high!.job.id, low!.job.id]);
    expect(claimed[0]!.job).toMatchObject({
      status: "running",
      attempt: 1,
      claimedBy: "key-1",
      claimedUntil: at(31),
    });
    expect(await claimJobs(db.knex, { now: at(1), limit: 10, queue })).toEqual([]);
    expect(later && elsewhere).toBeTruthy();
    const [run] = (await listRuns(db.knex, projectA, high!.job.id, { limit: 10 })).items;
    expect(run).toMatchObject({
      id: claimed[0]!.runId,
      status: "running",
      attempt: 1,
      scheduledAt: t0,
      startedAt: at(1),
    });
    // Another project's consumer sees none of them.
    expect(
      await claimJobs(db.knex, { now: at(100), limit: 10, queue: { ...queue, projectId: projectB } }),
    ).toEqual([]);
  });

  it("never hands one job to two concurrent claimers", async () => {
    await insertJobs(
      db.knex,
      projectA,
      Array.from({ length: 30 }, () => queued("race")),
      t0,
    );
    const queue = { projectId: projectA, name: "race", claimedBy: "k", visibilitySeconds: 30 };
    const batches = await Promise.all(
      Array.from({ length: 6 }, () => claimJobs(db.knex, { now: at(1), limit: 10, queue })),
    );
    const ids = batches.flat().map((c) => c.job.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(30);
  });

  it("gives runners due, enabled HTTP jobs with a lease of timeout + 5 s, using a preset run id", async () => {
    const [due, , disabled, early] = await insertJobs(
      db.knex,
      projectA,
      [task({ timeoutSeconds: 10 }), queued("q"), task({ enabled: false }), task({ runAt: at(100) })],
      t0,
    );
    await updateJob(db.knex, due!.job.id, { nextRunId: "5d0c2b7e-1f4a-4c8e-9b3d-7a6e2f1c0d94" }, t0);
    expect(await listDueJobIds(db.knex, { dueBy: at(1), limit: 10 })).toEqual([due!.job.id]);
    const claimed = await claimJobs(db.knex, { now: at(1), limit: 10 });
    expect(claimed.map((c) => [c.job.id, c.runId, c.secretSealed])).toEqual([
      [due!.job.id, "5d0c2b7e-1f4a-4c8e-9b3d-7a6e2f1c0d94", "sealed:x"],
    ]);
    expect(claimed[0]!.job.claimedUntil).toEqual(at(16));
    expect(disabled && early).toBeTruthy();
    expect(
      (await claimJobs(db.knex, { now: at(1), limit: 10, dueBy: at(100) })).map((c) => c.job.id),
    ).toEqual([early!.job.id]);
    expect(await listExpiredJobs(db.knex, { now: at(15), limit: 10 })).toEqual([]);
    expect((await listExpiredJobs(db.knex, { now: at(16), limit: 10 })).map((j) => j.id)).toEqual([
      due!.job.id,
    ]);
  });
});

describe("runs", () => {
  it("closes a run once and pages runs newest first", async () => {
    const [j] = await insertJobs(db.knex, projectA, [task()], t0);
    const [c] = await claimJobs(db.knex, { now: at(1), limit: 1 });
    expect(
      await finishRun(db.knex, c!.runId, { status: "succeeded", handlerStatus: 200, now: at(2.5) }),
    ).toBe(true);
    expect(await finishRun(db.knex, c!.runId, { status: "failed", now: at(3) })).toBe(false);
    await updateJob(db.knex, j!.job.id, { status: "queued", runAt: at(3) }, at(3));
    const [c2] = await claimJobs(db.knex, { now: at(4), limit: 1 });
    await finishRun(db.knex, c2!.runId, { status: "timed_out", error: "x".repeat(5000), now: at(5) });
    const page1 = await listRuns(db.knex, projectA, j!.job.id, { limit: 1 });
    expect(page1.items[0]).toMatchObject({ id: c2!.runId, status: "timed_out", durationMs: 1000 });
    expect(page1.items[0]!.error).toHaveLength(2000);
    const page2 = await listRuns(db.knex, projectA, j!.job.id, { limit: 1, after: page1.nextAfter! });
    expect(page2).toMatchObject({
      items: [{ id: c!.runId, status: "succeeded", durationMs: 1500, handlerStatus: 200 }],
      nextAfter: null,
    });
    expect((await listRuns(db.knex, projectB, j!.job.id, { limit: 5 })).items).toEqual([]);
  });
});

describe("completeTaskRuns", () => {
  it("completes task jobs still on the attempt named and closes their runs, leaving the others", async () => {
    const [plain, callback, cron, step, cancelled, other] = await insertJobs(
      db.knex,
      projectA,
      [
        task(),
        task({ callbackUrl: "https://example.com/cb" }),
        task({ trigger: { type: "cron", schedule: "* * * * *", timezone: "UTC" } }),
        task({ workflowExecutionId: "5d0c2b7e-1f4a-4c8e-9b3d-7a6e2f1c0d94", workflowStepId: "s" }),
        task(),
        task(),
      ],
      t0,
    );
    const claimed = await claimJobs(db.knex, { now: at(1), limit: 10 });
    expect(claimed).toHaveLength(6);
    const runOf = (id: string) => claimed.find((c) => c.job.id === id)!.runId;
    await updateJob(db.knex, cancelled!.job.id, { status: "cancelled", currentRunId: null }, at(1.5));
    const succeeded: SucceededRun[] = [plain, callback, cron, step, cancelled].map((j, i) => ({
      jobId: j!.job.id,
      runId: runOf(j!.job.id),
      result: i === 0 ? { sent: 1 } : undefined,
      handlerStatus: 200 + i,
    }));
    // `other` is named with a run id that is not its attempt's.
    succeeded.push({ jobId: other!.job.id, runId: runOf(plain!.job.id), result: 1, handlerStatus: 200 });
    const done = await completeTaskRuns(db.knex, succeeded, at(3));
    expect(done.map((j) => j.id).sort()).toEqual([plain!.job.id, callback!.job.id].sort());
    expect(done.find((j) => j.id === plain!.job.id)).toMatchObject({
      status: "completed",
      result: { sent: 1 },
      error: null,
      completedAt: at(3),
      claimedUntil: null,
      currentRunId: null,
      attempt: 1,
    });
    const rows = (await db
      .knex("infra_jobs")
      .select("id", "status", "callback_pending", "result")
      .whereIn("id", [plain!.job.id, callback!.job.id])) as {
      id: string;
      status: string;
      callback_pending: boolean;
      result: unknown;
    }[];
    expect(Object.fromEntries(rows.map((r) => [r.id, [r.status, r.callback_pending, r.result]]))).toEqual({
      [plain!.job.id]: ["completed", false, { sent: 1 }],
      [callback!.job.id]: ["completed", true, null],
    });
    const [run] = (await listRuns(db.knex, projectA, plain!.job.id, { limit: 5 })).items;
    expect(run).toMatchObject({ status: "succeeded", handlerStatus: 200, durationMs: 2000, error: null });
    expect((await listRuns(db.knex, projectA, callback!.job.id, { limit: 5 })).items[0]).toMatchObject({
      status: "succeeded",
      handlerStatus: 201,
    });
    for (const j of [cron, step, other]) {
      expect(await getJob(db.knex, projectA, j!.job.id)).toMatchObject({ status: "running", attempt: 1 });
      expect((await listRuns(db.knex, projectA, j!.job.id, { limit: 5 })).items[0]).toMatchObject({
        status: "running",
      });
    }
    expect(await getJob(db.knex, projectA, cancelled!.job.id)).toMatchObject({ status: "cancelled" });
    // A second settle of the same attempts changes nothing.
    expect(await completeTaskRuns(db.knex, succeeded, at(4))).toEqual([]);
    expect(await completeTaskRuns(db.knex, [], at(4))).toEqual([]);
  });
});

describe("listJobs", () => {
  it("filters and pages newest first, refusing foreign cursors", async () => {
    await insertJobs(db.knex, projectA, [queued("a"), queued("b"), task()], t0);
    await insertJobs(db.knex, projectA, [queued("a")], at(1));
    const all = await listJobs(db.knex, projectA, { limit: 10 });
    expect(all.items).toHaveLength(4);
    expect(all.items[0]!.createdAt).toEqual(at(1));
    const a1 = await listJobs(db.knex, projectA, { limit: 1, queue: "a", triggerType: "queue" });
    const a2 = await listJobs(db.knex, projectA, {
      limit: 1,
      queue: "a",
      triggerType: "queue",
      after: a1.nextAfter!,
    });
    expect([...a1.items, ...a2.items].map((j) => j.trigger)).toEqual([
      { type: "queue", queue: "a" },
      { type: "queue", queue: "a" },
    ]);
    expect(a2.nextAfter).toBeNull();
    expect((await listJobs(db.knex, projectA, { limit: 10, triggerType: "task" })).items).toHaveLength(1);
    expect((await listJobs(db.knex, projectA, { limit: 10, status: "running" })).items).toHaveLength(0);
    expect((await listJobs(db.knex, projectB, { limit: 10 })).items).toHaveLength(0);
    await expect(listJobs(db.knex, projectA, { limit: 10, after: "garbage" })).rejects.toBeInstanceOf(
      InvalidCursorError,
    );
  });
});

describe("takePendingCallbacks", () => {
  it("hands each owed callback out once", async () => {
    const [j] = await insertJobs(db.knex, projectA, [task({ callbackUrl: "https://example.com/cb" })], t0);
    await updateJob(
      db.knex,
      j!.job.id,
      { status: "completed", result: { ok: 1 }, callbackPending: true },
      at(1),
    );
    const [first, second] = await Promise.all([
      takePendingCallbacks(db.knex, 10),
      takePendingCallbacks(db.knex, 10),
    ]);
    const taken = [...first, ...second];
    expect(taken).toHaveLength(1);
    expect(taken[0]).toMatchObject({
      job: { id: j!.job.id, status: "completed", result: { ok: 1 } },
      secretSealed: "sealed:x",
    });
  });
});

describe("textParam", () => {
  it("cuts to the limit without halving a surrogate pair and replaces NUL", () => {
    expect(textParam(`${"a".repeat(1999)}😀`)).toBe("a".repeat(1999));
    expect(textParam("a\u0000b")).toBe("a\uFFFDb");
    expect(textParam(null)).toBeNull();
  });
});
