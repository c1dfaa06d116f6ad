/**
 * Jobs end to end: the routes, signed handler calls to a real handler on 127.0.0.1, retries with
 * backoff, cron ticks, queue claims and acks, callbacks and `jobs.*` events, idempotency under
 * concurrency, and the bad inputs the issue lists. The runtime's leased-work engine works in manual
 * mode (`flush`) on an injected clock, so nothing here waits for pg-boss timers or real backoff.
 */
import { Webhook } from "standardwebhooks";
import request from "supertest";
import { startTestService, type TestService } from "../../../runtime/testing/harness.js";
import type { InfraExtras } from "../context.js";
import { JobReceiver } from "../testing/jobReceiver.js";
import { expectStatus, LOOPBACK_ENV, newTenant, type Tenant } from "../testing/tenants.js";
import { flushJobs, type JobFlushResult } from "../testing/work.js";
import { cancelJobs } from "./finished.js";

let svc: TestService;
let a: Tenant;
let b: Tenant;
let runner: { flush(): Promise<JobFlushResult> };
let handler: JobReceiver;
let clock = Date.now();
const now = () => new Date(clock);
const advance = (seconds: number) => {
  clock += seconds * 1000;
};
/**
 * A daily cron hour twelve hours from the test clock: the file advances the clock by minutes, so a
 * fixed hour fired mid-file whenever CI happened to start just before it (03:00 UTC did).
 */
const farDailySchedule = () => `0 ${(new Date(clock).getUTCHours() + 12) % 24} * * *`;
const savedPolicy = process.env.OUTBOUND_NETWORK;

beforeAll(async () => {
  process.env.OUTBOUND_NETWORK = "loopback";
  svc = await startTestService("infra", { now, env: LOOPBACK_ENV });
  a = await newTenant(svc);
  b = await newTenant(svc);
  runner = { flush: () => flushJobs(svc.deps.work) };
  handler = new JobReceiver();
  await handler.start();
});

beforeEach(() => {
  process.env.OUTBOUND_NETWORK = "loopback";
  handler.received = [];
  handler.script = [];
  handler.fallback = { status: 200, body: { ok: true } };
});

afterAll(async () => {
  if (savedPolicy === undefined) delete process.env.OUTBOUND_NETWORK;
  else process.env.OUTBOUND_NETWORK = savedPolicy;
  await handler.stop();
  expect(svc.violations()).toEqual([]);
  await svc.close();
});

async function createJob(t: Tenant, body: Record<string, unknown>) {
  const res = await request(svc.app)
    .post("/infra/jobs")
    .set(t.apiKey)
    .send({ trigger: { type: "task" }, handler: handler.url(), payload: { n: 1 }, ...body });
  expectStatus(res, 200);
  return res.body as Record<string, unknown> & { id: string; signing_secret?: string };
}

/** A created job as later reads show it: without the secret shown once. */
function omitSecret(job: Record<string, unknown>) {
  const { signing_secret: _secret, ...rest } = job;
  return rest;
}

async function getJob(t: Tenant, id: string) {
  const res = await request(svc.app).get(`/infra/jobs/${id}`).set(t.apiKey);
  expectStatus(res, 200);
  return res.body as Record<string, unknown>;
}

async function runs(t: Tenant, id: string) {
  const res = await request(svc.app).get(`/infra/jobs/${id}/runs`).set(t.apiKey);
  expectStatus(res, 200);
  return res.body.runs as Record<string, unknown>[];
}

async function events(projectId: string, topic: string): Promise<unknown[]> {
  const rows = await svc.db
    .knex("infra_webhook_events")
    .where({ project_id: projectId, topic })
    .select("payload");
  return rows.map((r: { payload: { data: unknown } }) => r.payload.data);
}

describe("task jobs", () => {
  it("POSTs the signed payload to the handler and completes with its JSON answer", async () => {
    // A webhook on jobs.* makes the service record jobs events for this project.
    const hook = await request(svc.app)
      .post("/infra/webhooks")
      .set(a.apiKey)
      .send({ name: "jobs", url: handler.url("/events"), topics: ["jobs.*"] });
    expectStatus(hook, 200);
    handler.fallback = { status: 200, body: { sent: 3 } };
    const job = await createJob(a, { name: "send", callback_url: handler.url("/callback") });
    expect(job).toMatchObject({ status: "queued", attempt: 0, max_attempts: 3, timeout: 30, priority: 0 });
    expect(job.backoff).toEqual({ strategy: "exponential", delay_seconds: 10 });
    expect(job.signing_secret).toMatch(/^whsec_/);

    const flushed = await runner.flush();
    expect(flushed).toMatchObject({ attempted: 1, succeeded: 1, callbacks: 1 });
    const [call] = handler.received.filter((r) => r.path === "/job");
    const verified = new Webhook(job.signing_secret as string).verify(
      call!.body,
      call!.headers as Record<string, string>,
    );
    expect(verified).toMatchObject({ job_id: job.id, attempt: 1, payload: { n: 1 } });

    const done = await getJob(a, job.id);
    expect(done).toMatchObject({ status: "completed", result: { sent: 3 }, attempt: 1, claimed_until: null });
    expect(done.completed_at).toEqual(expect.any(String));
    expect(done.signing_secret).toBeUndefined();
    const [run] = await runs(a, job.id);
    expect(run).toMatchObject({ status: "succeeded", handler_status: 200, job_id: job.id });
    expect(run!.id).toBe((verified as { run_id: string }).run_id);

    const [callback] = handler.received.filter((r) => r.path === "/callback");
    expect(
      new Webhook(job.signing_secret as string).verify(
        callback!.body,
        callback!.headers as Record<string, string>,
      ),
    ).toEqual({ job_id: job.id, status: "completed", result: { sent: 3 }, error: null, attempt: 1 });
    expect(await events(a.projectId, "jobs.completed")).toEqual([expect.objectContaining({ id: job.id })]);
  });

  it("settles one flush's mixed outcomes together, each job once, with its events", async () => {
    const ok = await Promise.all([1, 2, 3].map((n) => createJob(a, { payload: { n } })));
    const withCallback = await createJob(a, { callback_url: handler.url("/callback") });
    const refused = await createJob(a, { handler: "http://127.0.0.1:1/job", max_attempts: 1 });
    const cron = await createJob(a, {
      trigger: { type: "cron", schedule: farDailySchedule(), timezone: "UTC" },
    });
    expectStatus(await request(svc.app).post(`/infra/jobs/${cron.id}/trigger`).set(a.apiKey), 200);
    handler.received = [];

    expect(await runner.flush()).toMatchObject({ attempted: 6, succeeded: 5, failed: 1, callbacks: 1 });
    for (const job of [...ok, withCallback]) {
      expect(await getJob(a, job.id)).toMatchObject({
        status: "completed",
        result: { ok: true },
        attempt: 1,
      });
      expect(await runs(a, job.id)).toEqual([
        expect.objectContaining({ status: "succeeded", handler_status: 200 }),
      ]);
    }
    expect(await getJob(a, refused.id)).toMatchObject({ status: "failed", attempt: 1 });
    expect(await getJob(a, cron.id)).toMatchObject({ status: "scheduled", attempt: 0 });
    expect((await runs(a, cron.id))[0]).toMatchObject({ status: "succeeded" });
    const completed = (await events(a.projectId, "jobs.completed")) as { id: string }[];
    for (const job of [...ok, withCallback])
      expect(completed.filter((e) => e.id === job.id)).toEqual([
        expect.objectContaining({ status: "completed" }),
      ]);
    expect(handler.bodies("/callback")).toEqual([expect.objectContaining({ job_id: withCallback.id })]);
    expect(await runner.flush()).toMatchObject({ attempted: 0, callbacks: 0 });
  });

  it("retries failed attempts after the backoff, then fails for good and can be retried", async () => {
    handler.script = [{ status: 500, body: { boom: 1 } }, { status: 503 }];
    const job = await createJob(a, { max_attempts: 3, backoff: { strategy: "fixed", delay_seconds: 5 } });
    expect((await runner.flush()).failed).toBe(1);
    let state = await getJob(a, job.id);
    expect(state).toMatchObject({ status: "scheduled", attempt: 1 });
    expect(state.error).toMatch(/500/);
    expect(Date.parse(state.run_at as string) - clock).toBe(5000);
    expect((await runner.flush()).attempted).toBe(0); // not due yet
    advance(5);
    await runner.flush();
    advance(5);
    await runner.flush();
    state = await getJob(a, job.id);
    expect(state).toMatchObject({ status: "completed", attempt: 3 });
    expect((await runs(a, job.id)).map((r) => r.status)).toEqual(["succeeded", "failed", "failed"]);

    handler.fallback = { status: 500 };
    const doomed = await createJob(a, { max_attempts: 1 });
    await runner.flush();
    expect(await getJob(a, doomed.id)).toMatchObject({ status: "failed", attempt: 1 });
    expect(await events(a.projectId, "jobs.failed")).toContainEqual(
      expect.objectContaining({ id: doomed.id }),
    );
    expectStatus(await request(svc.app).post(`/infra/jobs/${job.id}/retry`).set(a.apiKey), 409);
    handler.fallback = { status: 204 };
    const retried = await request(svc.app).post(`/infra/jobs/${doomed.id}/retry`).set(a.apiKey);
    expectStatus(retried, 200);
    expect(retried.body).toMatchObject({ status: "queued", attempt: 0, error: null });
    await runner.flush();
    expect(await getJob(a, doomed.id)).toMatchObject({ status: "completed", result: null });
  });

  it.each([
    ["U+0000", { note: "a\u0000b" }, "/note holds U+0000"],
    ["a lone surrogate", ["\ud800"], "/0 holds a lone surrogate"],
  ])(
    "fails an attempt whose answer holds %s, naming where (nothing stored changes it)",
    async (_what, answer, error) => {
      handler.fallback = { status: 200, body: answer };
      const job = await createJob(a, { max_attempts: 1 });
      expect(await runner.flush()).toMatchObject({ attempted: 1, failed: 1 });
      const state = await getJob(a, job.id);
      expect(state).toMatchObject({ status: "failed", result: null });
      expect(state.error).toContain(error);
      expect(await runs(a, job.id)).toEqual([
        expect.objectContaining({ status: "failed", handler_status: 200 }),
      ]);
    },
  );

  it("waits for delay_seconds, and a timeout counts as a timed-out attempt", async () => {
    const job = await createJob(a, { trigger: { type: "task", delay_seconds: 60 } });
    expect(job.status).toBe("scheduled");
    expect((await runner.flush()).attempted).toBe(0);
    advance(60);
    expect((await runner.flush()).succeeded).toBe(1);

    handler.script = ["hang"];
    const slow = await createJob(a, {
      timeout: 1,
      max_attempts: 2,
      backoff: { strategy: "fixed", delay_seconds: 1 },
    });
    await runner.flush();
    expect((await runs(a, slow.id))[0]).toMatchObject({ status: "timed_out", handler_status: null });
    advance(1);
    await runner.flush();
    expect(await getJob(a, slow.id)).toMatchObject({ status: "completed", attempt: 2 });
  });

  it("cancels a waiting job once (409 after), and emits jobs.cancelled", async () => {
    const job = await createJob(a, { trigger: { type: "task", delay_seconds: 3600 } });
    const cancelled = await request(svc.app).delete(`/infra/jobs/${job.id}`).set(a.apiKey);
    expectStatus(cancelled, 200);
    expect(cancelled.body).toMatchObject({ status: "cancelled" });
    expectStatus(await request(svc.app).delete(`/infra/jobs/${job.id}`).set(a.apiKey), 409);
    expectStatus(
      await request(svc.app).patch(`/infra/jobs/${job.id}`).set(a.apiKey).send({ enabled: false }),
      409,
    );
    expect(await events(a.projectId, "jobs.cancelled")).toContainEqual(
      expect.objectContaining({ id: job.id }),
    );
  });

  it("cancels a workflow's jobs through cancelJobs, leaving finished and foreign ones alone", async () => {
    const waiting = await createJob(a, { trigger: { type: "task", delay_seconds: 3600 } });
    const done = await createJob(a, {});
    await runner.flush();
    const foreign = await createJob(b, { trigger: { type: "task", delay_seconds: 3600 } });
    const cancelled = await svc.db.knex.transaction((trx) =>
      cancelJobs(
        trx,
        (svc.context as InfraExtras).jobs,
        a.projectId,
        [waiting.id, done.id, foreign.id],
        now(),
        "workflow failed",
      ),
    );
    expect(cancelled.map((j) => j.id)).toEqual([waiting.id]);
    expect(await getJob(a, waiting.id)).toMatchObject({ status: "cancelled", error: "workflow failed" });
    expect(await getJob(a, done.id)).toMatchObject({ status: "completed" });
    expect(await getJob(b, foreign.id)).toMatchObject({ status: "scheduled" });
  });

  it("keeps jobs to their project", async () => {
    const job = await createJob(a, { trigger: { type: "task", delay_seconds: 3600 } });
    for (const [method, path] of [
      ["get", `/infra/jobs/${job.id}`],
      ["delete", `/infra/jobs/${job.id}`],
      ["post", `/infra/jobs/${job.id}/trigger`],
      ["post", `/infra/jobs/${job.id}/retry`],
      ["get", `/infra/jobs/${job.id}/runs`],
    ] as const)
      expect((await request(svc.app)[method](path).set(b.apiKey)).status).toBe(404);
    const listed = await request(svc.app).get("/infra/jobs").set(b.apiKey);
    expect(listed.body.jobs.map((j: { id: string }) => j.id)).not.toContain(job.id);
  });
});

describe("cron jobs", () => {
  it("waits for the next tick, runs on trigger with the run id it answered, and reschedules", async () => {
    const job = await createJob(a, {
      trigger: { type: "cron", schedule: "0 3 * * *", timezone: "Europe/Paris" },
    });
    expect(job).toMatchObject({ status: "scheduled", trigger: { type: "cron", timezone: "Europe/Paris" } });
    const tick = new Date(job.next_run_at as string);
    expect(tick.getTime()).toBeGreaterThan(clock);
    expect(new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Paris", hour: "2-digit" }).format(tick)).toBe(
      "03",
    );

    const triggered = await request(svc.app).post(`/infra/jobs/${job.id}/trigger`).set(a.apiKey);
    expectStatus(triggered, 200);
    expect(triggered.body).toMatchObject({ job_id: job.id, status: "queued" });
    await runner.flush();
    const [run] = await runs(a, job.id);
    expect(run).toMatchObject({ id: triggered.body.run_id, status: "succeeded" });
    const after = await getJob(a, job.id);
    expect(after).toMatchObject({ status: "scheduled", attempt: 0, next_run_at: job.next_run_at });

    const moved = await request(svc.app)
      .patch(`/infra/jobs/${job.id}`)
      .set(a.apiKey)
      .send({ trigger: { schedule: "*/5 * * * *" } });
    expectStatus(moved, 200);
    expect(Date.parse(moved.body.next_run_at) - clock).toBeLessThanOrEqual(5 * 60_000);
    advance(5 * 60);
    expect((await runner.flush()).succeeded).toBe(1);
    expect((await runs(a, job.id)).length).toBe(2);
    // A change that does not fit the job's trigger: the job's state refuses it.
    const bad = await request(svc.app)
      .patch(`/infra/jobs/${job.id}`)
      .set(a.apiKey)
      .send({ trigger: { delay_seconds: 5 } });
    expect(bad.status).toBe(409);
    expect(bad.body).toMatchObject({
      code: "conflict",
      error: "This is a cron job: trigger.delay_seconds applies to task jobs only",
    });
  });
});

describe("queue jobs", () => {
  async function secondKey(t: Tenant): Promise<Record<string, string>> {
    const res = await request(svc.app)
      .post("/api-keys")
      .set(t.bearer)
      .send({ project_id: t.projectId, name: "consumer 2" });
    expectStatus(res, 200);
    return { "X-API-Key": res.body.key };
  }

  it("hands out jobs by priority, takes acks from the claimer only, once", async () => {
    const low = await createJob(a, {
      trigger: { type: "queue", queue: "mail" },
      handler: undefined,
      priority: -5,
    });
    const high = await createJob(a, {
      trigger: { type: "queue", queue: "mail" },
      handler: undefined,
      priority: 9,
    });
    expect(low.status).toBe("queued");
    const claimed = await request(svc.app)
      .post("/infra/jobs/claim")
      .set(a.apiKey)
      .send({ queue: "mail", count: 1 });
    expectStatus(claimed, 200);
    expect(claimed.body).toEqual([expect.objectContaining({ id: high.id, status: "running", attempt: 1 })]);
    expect(Date.parse(claimed.body[0].claimed_until) - clock).toBe(30_000);

    const other = await secondKey(a);
    const foreign = await request(svc.app)
      .post(`/infra/jobs/${high.id}/ack`)
      .set(other)
      .send({ status: "completed" });
    expect(foreign.status).toBe(409);
    const unclaimed = await request(svc.app)
      .post(`/infra/jobs/${low.id}/ack`)
      .set(a.apiKey)
      .send({ status: "completed" });
    expect(unclaimed.status).toBe(409);
    const acked = await request(svc.app)
      .post(`/infra/jobs/${high.id}/ack`)
      .set(a.apiKey)
      .send({ status: "completed", result: { id: 7 } });
    expectStatus(acked, 200);
    expect(acked.body).toMatchObject({ status: "completed", result: { id: 7 } });
    const twice = await request(svc.app)
      .post(`/infra/jobs/${high.id}/ack`)
      .set(a.apiKey)
      .send({ status: "completed" });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toMatch(/completed/);
    expect((await request(svc.app).post(`/infra/jobs/${high.id}/trigger`).set(a.apiKey)).status).toBe(409);
  });

  it("re-queues a failed ack after the backoff and an expired claim as a timed-out attempt", async () => {
    const job = await createJob(a, {
      trigger: { type: "queue", queue: "q2" },
      handler: undefined,
      max_attempts: 3,
      backoff: { strategy: "fixed", delay_seconds: 2 },
    });
    const claim = () =>
      request(svc.app).post("/infra/jobs/claim").set(a.apiKey).send({ queue: "q2", visibility_timeout: 10 });
    expect((await claim()).body).toHaveLength(1);
    const failed = await request(svc.app)
      .post(`/infra/jobs/${job.id}/ack`)
      .set(a.apiKey)
      .send({ status: "failed", error: "smtp down" });
    expect(failed.body).toMatchObject({ status: "scheduled", attempt: 1, error: "smtp down" });
    expect((await claim()).body).toHaveLength(0);
    advance(2);
    expect((await claim()).body).toEqual([expect.objectContaining({ id: job.id, attempt: 2 })]);
    // The claim's lease ends: a timed-out attempt, then the backoff.
    advance(10);
    expect((await claim()).body).toHaveLength(0);
    advance(2);
    expect((await claim()).body).toEqual([expect.objectContaining({ id: job.id, attempt: 3 })]);
    advance(10);
    expect((await claim()).body).toHaveLength(0);
    expect(await getJob(a, job.id)).toMatchObject({ status: "failed", attempt: 3 });
    expect((await runs(a, job.id)).map((r) => r.status)).toEqual(["timed_out", "timed_out", "failed"]);
  });
});

describe("bad input", () => {
  const cases: [string, Record<string, unknown>, number, string][] = [
    [
      "a cron that does not parse",
      { trigger: { type: "cron", schedule: "61 * * * *" } },
      400,
      "/trigger/schedule",
    ],
    [
      "a cron with six fields",
      { trigger: { type: "cron", schedule: "0 0 * * * *" } },
      400,
      "/trigger/schedule",
    ],
    [
      "an unknown timezone",
      { trigger: { type: "cron", schedule: "* * * * *", timezone: "Mars/Olympus" } },
      400,
      "/trigger/timezone",
    ],
    ["a negative timeout", { timeout: -1 }, 400, "timeout"],
    ["a timeout over an hour", { timeout: 3601 }, 400, "timeout"],
    ["an ftp:// handler", { handler: "ftp://example.com/job" }, 400, "handler"],
    // PostgreSQL text holds no NUL: the contract refuses control characters before a 500 could.
    ["a handler holding a NUL", { handler: "https://example.com/a\u0000b" }, 400, '"/handler"'],
    ["a callback_url holding a NUL", { callback_url: "https://example.com/\u0000" }, 400, '"/callback_url"'],
    ["a name holding a NUL", { name: "a\u0000b" }, 400, '"/name"'],
    ["an idempotency key holding a NUL", { idempotency_key: "k\u0000" }, 400, '"/idempotency_key"'],
    [
      "a task without a handler",
      { handler: undefined },
      400,
      '"/handler","message":"Invalid input: expected string',
    ],
    [
      "a queue job with a handler",
      { trigger: { type: "queue", queue: "x" } },
      400,
      '"/handler","message":"is not taken by queue jobs (consumers claim them)"',
    ],
    ["a cron job without a schedule", { trigger: { type: "cron" } }, 400, '"/trigger/schedule"'],
    ["a bad queue name", { trigger: { type: "queue", queue: "a b" }, handler: undefined }, 400, "queue"],
    [
      "an unknown trigger type",
      { trigger: { type: "hourly" } },
      400,
      `"/trigger/type","message":"Invalid discriminator value. Expected 'task' | 'cron' | 'queue'"`,
    ],
    // Well formed, but an internal address: refused by the egress policy.
    ["a metadata-address handler", { handler: "http://169.254.169.254/x" }, 403, "/handler"],
  ];
  it.each(cases)("refuses %s", async (_name, body, status, member) => {
    const res = await request(svc.app)
      .post("/infra/jobs")
      .set(a.apiKey)
      .send({ trigger: { type: "task" }, handler: handler.url(), payload: 1, ...body });
    expect(res.status).toBe(status);
    expect(JSON.stringify(res.body.issues)).toContain(member);
  });

  it("refuses a queue job with a handler inside a batch, naming it", async () => {
    const res = await request(svc.app)
      .post("/infra/jobs/batch")
      .set(a.apiKey)
      .send({ jobs: [{ trigger: { type: "queue", queue: "q" }, handler: handler.url(), payload: 1 }] });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([
      {
        location: "body",
        name: "/jobs/0/handler",
        message: "is not taken by queue jobs (consumers claim them)",
      },
    ]);
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>, string]>([
    [
      "a handler for a queue job",
      { trigger: { type: "queue", queue: "patch" }, handler: undefined },
      { handler: "https://example.com/h" },
      "This is a queue job: it takes no handler (consumers claim it)",
    ],
    [
      "a schedule for a task job",
      { trigger: { type: "task", delay_seconds: 600 } },
      { trigger: { schedule: "* * * * *" } },
      "This is a task job: trigger.schedule applies to cron jobs only",
    ],
    [
      "a timezone for a queue job",
      { trigger: { type: "queue", queue: "patch" }, handler: undefined },
      { trigger: { timezone: "Europe/Paris" } },
      "This is a queue job: trigger.timezone applies to cron jobs only",
    ],
  ])("answers 409 to an update with %s, changing nothing", async (_what, created, patch, error) => {
    const job = await createJob(a, created);
    const res = await request(svc.app).patch(`/infra/jobs/${job.id}`).set(a.apiKey).send(patch);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, code: "conflict", error });
    expect(await getJob(a, job.id)).toEqual(job.signing_secret ? omitSecret(job) : job);
  });

  it("refuses a whole batch for one bad job, naming it", async () => {
    const before = await svc.db.knex("infra_jobs").count<{ count: string }[]>("* as count");
    const res = await request(svc.app)
      .post("/infra/jobs/batch")
      .set(a.apiKey)
      .send({
        jobs: [
          { trigger: { type: "task" }, handler: handler.url(), payload: 1 },
          { trigger: { type: "cron", schedule: "nope" }, handler: handler.url(), payload: 2 },
        ],
      });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([expect.objectContaining({ name: "/jobs/1/trigger/schedule" })]);
    const after = await svc.db.knex("infra_jobs").count<{ count: string }[]>("* as count");
    expect(after).toEqual(before);
  });

  it("answers 404 for unknown jobs and 400 for ids that are not uuids", async () => {
    expect(
      (await request(svc.app).get("/infra/jobs/5d0c2b7e-1f4a-4c8e-9b3d-7a6e2f1c0d94").set(a.apiKey)).status,
    ).toBe(404);
    expect((await request(svc.app).get("/infra/jobs/nope").set(a.apiKey)).status).toBe(400);
  });
});

describe("idempotency", () => {
  it("answers the first job for a repeated key (200 both, Idempotent-Replayed: true on the repeat), also under 20 concurrent creates", async () => {
    const post = (body: Record<string, unknown>) =>
      request(svc.app)
        .post("/infra/jobs")
        .set(a.apiKey)
        .send({
          trigger: { type: "task", delay_seconds: 600 },
          handler: handler.url(),
          payload: { n: 1 },
          ...body,
        });
    const made = await post({ idempotency_key: "once" });
    expectStatus(made, 200);
    expect(made.headers["idempotent-replayed"]).toBeUndefined();
    const first = made.body as { id: string; signing_secret?: string };
    expect(first.signing_secret).toBeDefined();
    const repeat = await post({ idempotency_key: "once", payload: { other: true } });
    expectStatus(repeat, 200);
    expect(repeat.headers["idempotent-replayed"]).toBe("true");
    const again = repeat.body as { id: string; signing_secret?: string };
    expect(again).toMatchObject({ id: first.id, payload: { n: 1 } });
    expect(again.signing_secret).toBeUndefined();
    // Another project may use the same key.
    expect((await createJob(b, { idempotency_key: "once" })).id).not.toBe(first.id);

    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        request(svc.app)
          .post("/infra/jobs")
          .set(a.apiKey)
          .send({
            trigger: { type: "task", delay_seconds: 600 },
            handler: handler.url(),
            payload: 1,
            idempotency_key: "race",
          }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    // Exactly one made the job (with its secret); the other 19 say they replayed it.
    expect(answers.map((r) => r.headers["idempotent-replayed"] ?? "made").sort()).toEqual([
      "made",
      ...Array(19).fill("true"),
    ]);
    expect(answers.filter((r) => r.body.signing_secret !== undefined)).toHaveLength(1);
    expect(new Set(answers.map((r) => r.body.id)).size).toBe(1);
    const rows = await svc.db.knex("infra_jobs").where({ project_id: a.projectId, idempotency_key: "race" });
    expect(rows).toHaveLength(1);
  });

  it("resolves duplicates inside one batch to one job", async () => {
    const job = {
      trigger: { type: "task", delay_seconds: 600 },
      handler: handler.url(),
      payload: 1,
      idempotency_key: "batch-dup",
    };
    const res = await request(svc.app)
      .post("/infra/jobs/batch")
      .set(a.apiKey)
      .send({ jobs: [job, job, { ...job, idempotency_key: "batch-2" }] });
    expectStatus(res, 200);
    const [one, two, three] = res.body.jobs;
    expect(one).toMatchObject({ created: true, signing_secret: expect.any(String) });
    expect(two).toMatchObject({ created: false, job: { id: one.job.id } });
    expect(two.signing_secret).toBeUndefined();
    expect(three.created).toBe(true);
  });
});

describe("list_jobs", () => {
  it("filters by status, trigger type and queue, a page at a time", async () => {
    const t = await newTenant(svc);
    for (let i = 0; i < 3; i++)
      await createJob(t, { trigger: { type: "queue", queue: "pages" }, handler: undefined, payload: i });
    await createJob(t, { trigger: { type: "task", delay_seconds: 600 } });
    const page1 = await request(svc.app)
      .get("/infra/jobs?trigger_type=queue&queue=pages&limit=2")
      .set(t.apiKey);
    expectStatus(page1, 200);
    expect(page1.body.jobs).toHaveLength(2);
    const page2 = await request(svc.app)
      .get(`/infra/jobs?trigger_type=queue&limit=2&cursor=${page1.body.next_cursor}`)
      .set(t.apiKey);
    expect(page2.body.jobs).toHaveLength(1);
    expect(page2.body.next_cursor).toBeNull();
    const scheduled = await request(svc.app).get("/infra/jobs?status=scheduled").set(t.apiKey);
    expect(scheduled.body.jobs).toEqual([
      expect.objectContaining({ trigger: { type: "task", delay_seconds: 600 } }),
    ]);
    expect((await request(svc.app).get("/infra/jobs?cursor=garbage").set(t.apiKey)).status).toBe(400);
  });
});
