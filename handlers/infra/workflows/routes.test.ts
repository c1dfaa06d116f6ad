/**
 * Workflows end to end over the routes, with a fake StepJobs standing in for the jobs engine:
 * the test creates blueprints, triggers them, and ends step jobs by hand.
 */
import request from "supertest";
import { startTestService, type TestService } from "../../../runtime/testing/harness.js";
import type { InfraExtras } from "../context.js";
import { expectStatus, LOOPBACK_ENV, newTenant, type Tenant } from "../testing/tenants.js";
import { stepJobFinished } from "./engine.js";
import { sweepTimedOut } from "./sweep.js";
import { FakeStepJobs } from "./testing.js";

let svc: TestService;
let a: Tenant;
let b: Tenant;
let jobs: FakeStepJobs;
let clock = new Date("2026-03-01T12:00:00Z");
const savedPolicy = process.env.OUTBOUND_NETWORK;

beforeAll(async () => {
  process.env.OUTBOUND_NETWORK = "loopback";
  svc = await startTestService("infra", { now: () => clock, env: LOOPBACK_ENV });
  a = await newTenant(svc);
  b = await newTenant(svc);
  jobs = new FakeStepJobs(svc.db.knex, () => clock);
  // The service's step jobs are the fake (the context is what every handler call gets).
  (svc.context as InfraExtras).stepJobs = jobs;
});

afterAll(async () => {
  if (savedPolicy === undefined) delete process.env.OUTBOUND_NETWORK;
  else process.env.OUTBOUND_NETWORK = savedPolicy;
  expect(svc.violations()).toEqual([]);
  await svc.close();
});

const task = (extra: Record<string, unknown> = {}) => ({
  trigger: { type: "task" },
  handler: "https://example.com/jobs",
  ...extra,
});

function step(id: string, depends_on: string[] = [], extra: Record<string, unknown> = {}) {
  return { id, job_trigger: task(), depends_on, ...extra };
}

async function blueprint(
  steps: unknown[],
  extra: Record<string, unknown> = {},
  t: Tenant = a,
): Promise<string> {
  const res = await request(svc.app)
    .post("/infra/workflows/blueprints")
    .set(t.apiKey)
    .send({ name: "flow", steps, ...extra });
  expectStatus(res, 200);
  return res.body.id as string;
}

async function trigger(
  blueprintId: string,
  body: Record<string, unknown> = {},
  status = 200,
): Promise<string> {
  const res = await request(svc.app)
    .post(`/infra/workflows/blueprints/${blueprintId}/trigger`)
    .set(a.apiKey)
    .send(body);
  expectStatus(res, status);
  return res.body.execution_id as string;
}

async function execution(id: string, t: Tenant = a) {
  const res = await request(svc.app).get(`/infra/workflows/executions/${id}`).set(t.apiKey);
  expectStatus(res, 200);
  return res.body as {
    status: string;
    result: Record<string, unknown> | null;
    steps: {
      step_id: string;
      status: string;
      job_id: string | null;
      error: string | null;
      output: unknown;
    }[];
  };
}

async function statuses(id: string): Promise<Record<string, string>> {
  const e = await execution(id);
  return { _: e.status, ...Object.fromEntries(e.steps.map((s) => [s.step_id, s.status])) };
}

describe("create_workflow_blueprint", () => {
  it("stores a blueprint with the job defaults and lists it", async () => {
    const res = await request(svc.app)
      .post("/infra/workflows/blueprints")
      .set(a.apiKey)
      .send({ name: "Listed", description: "d", steps: [step("only")] });
    expectStatus(res, 200);
    expect(res.body).toMatchObject({
      name: "Listed",
      description: "d",
      max_duration_sec: 86400,
      project_id: a.projectId,
      steps: [{ id: "only", job_trigger: { trigger: { type: "task" }, timeout: 30, max_attempts: 3 } }],
    });
    const list = await request(svc.app).get("/infra/workflows/blueprints?limit=100").set(a.apiKey);
    expectStatus(list, 200);
    expect(list.body.blueprints[0]).toEqual({
      id: res.body.id,
      name: "Listed",
      created_at: res.body.created_at,
    });
    const other = await request(svc.app).get("/infra/workflows/blueprints").set(b.apiKey);
    expect(other.body.blueprints.map((x: { id: string }) => x.id)).not.toContain(res.body.id);
  });

  const bad: [string, unknown[], string, RegExp][] = [
    ["an unknown dependency", [step("a"), step("b", ["a", "nope"])], "/steps/1/depends_on/1", /no step/],
    ["a cycle", [step("a", ["b"]), step("b", ["a"])], "/steps/1/depends_on/0", /cycle: a → b → a/],
    ["a self reference", [step("a", ["a"])], "/steps/0/depends_on/0", /itself/],
    ["a duplicate id", [step("a"), step("a")], "/steps/1/id", /repeats/],
    [
      "a catch step also depended on",
      [step("a", [], { catch: "c" }), step("c"), step("d", ["c"])],
      "/steps/0/catch",
      /normal dependency/,
    ],
    [
      "a template reading a non-dependency",
      [step("a"), step("b", [], { payload_template: { x: "{{steps.a.output.y}}" } })],
      "/steps/1/payload_template/x",
      /not a dependency/,
    ],
    // The contract's StepJobTrigger variants: the generated validator names the member.
    [
      "a task step without handler",
      [{ id: "a", job_trigger: { trigger: { type: "task" } } }],
      "/steps/0/job_trigger/handler",
      /expected string, received undefined/,
    ],
    [
      "a queue step with a handler",
      [
        {
          id: "a",
          job_trigger: { trigger: { type: "queue", queue: "q" }, handler: "https://example.com/h" },
        },
      ],
      "/steps/0/job_trigger/handler",
      /^is not taken by queue jobs/,
    ],
  ];
  it.each(bad)("refuses %s with a 400 naming the member", async (_name, steps, pointer, message) => {
    const res = await request(svc.app)
      .post("/infra/workflows/blueprints")
      .set(a.apiKey)
      .send({ name: "bad", steps });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    const issue = res.body.issues.find((i: { name: string }) => i.name === pointer);
    expect(issue).toBeDefined();
    expect(issue.message).toMatch(message);
  });

  it("refuses an internal callback URL with 403 naming the member, as for jobs", async () => {
    const res = await request(svc.app)
      .post("/infra/workflows/blueprints")
      .set(a.apiKey)
      .send({
        name: "internal",
        steps: [step("a", [], { job_trigger: task({ callback_url: "http://169.254.169.254/x" }) })],
      });
    expect(res.status).toBe(403);
    expect(res.body.issues).toEqual([expect.objectContaining({ name: "/steps/0/job_trigger/callback_url" })]);
  });

  it("refuses a cron step and bad numbers by the contract", async () => {
    const cron = await request(svc.app)
      .post("/infra/workflows/blueprints")
      .set(a.apiKey)
      .send({
        name: "c",
        steps: [{ id: "a", job_trigger: { trigger: { type: "cron", schedule: "* * * * *" } } }],
      });
    expect(cron.status).toBe(400);
    const timeout = await request(svc.app)
      .post("/infra/workflows/blueprints")
      .set(a.apiKey)
      .send({ name: "c", steps: [step("a", [], { job_trigger: task({ timeout: -1 }) })] });
    expect(timeout.status).toBe(400);
    const empty = await request(svc.app)
      .post("/infra/workflows/blueprints")
      .set(a.apiKey)
      .send({ name: "c", steps: [] });
    expect(empty.status).toBe(400);
  });
});

describe("trigger_workflow and the DAG", () => {
  it("runs a diamond A → B, C → D, passing outputs through templates", async () => {
    const id = await blueprint([
      step("a", [], { payload_template: { order: "{{input.order}}" } }),
      step("b", ["a"], { payload_template: "{{steps.a.output.n}}" }),
      step("c", ["a"], { payload_template: { label: "n={{steps.a.output.n}}" } }),
      step("d", ["b", "c"], {
        payload_template: ["{{steps.b.output}}", "{{steps.c.output.x}}", "{{steps.a.output}}"],
      }),
    ]);
    const res = await request(svc.app)
      .post(`/infra/workflows/blueprints/${id}/trigger`)
      .set(a.apiKey)
      .send({ input_data: { order: { id: "A-1" } } });
    expectStatus(res, 200);
    expect(res.body).toMatchObject({ blueprint_id: id, status: "running", started_at: clock.toISOString() });
    const ex = res.body.execution_id as string;
    expect(jobs.steps(ex)).toEqual(["a"]);
    expect(jobs.job(ex, "a").step).toMatchObject({ payload: { order: { id: "A-1" } }, name: "a" });

    await jobs.finish(jobs.job(ex, "a"), "completed", { result: { n: 7 } });
    expect(jobs.steps(ex)).toEqual(["a", "b", "c"]);
    expect(jobs.job(ex, "b").step.payload).toBe(7);
    expect(jobs.job(ex, "c").step.payload).toEqual({ label: "n=7" });

    await jobs.finish(jobs.job(ex, "b"), "completed", { result: "B" });
    expect(jobs.steps(ex)).toEqual(["a", "b", "c"]);
    // A repeated report changes nothing.
    await jobs.finish(jobs.job(ex, "b"), "completed", { result: "again" });
    await jobs.finish(jobs.job(ex, "c"), "completed", { result: { x: [1] } });
    expect(jobs.steps(ex)).toEqual(["a", "b", "c", "d"]);
    expect(jobs.job(ex, "d").step.payload).toEqual(["B", [1], { n: 7 }]);
    expect(await statuses(ex)).toEqual({
      _: "running",
      a: "completed",
      b: "completed",
      c: "completed",
      d: "running",
    });

    await jobs.finish(jobs.job(ex, "d"), "completed", { result: { done: true } });
    const done = await execution(ex);
    expect(done).toMatchObject({ status: "completed", result: { d: { done: true } } });
    expect(done.steps.find((s) => s.step_id === "b")).toMatchObject({
      output: "B",
      job_id: jobs.job(ex, "b").jobId,
    });
  });

  it("starts a step waiting for two others once when both finish at the same time", async () => {
    const id = await blueprint([step("a"), step("b"), step("c"), step("d", ["a", "b", "c"])]);
    for (let round = 0; round < 3; round++) {
      const ex = await trigger(id);
      await Promise.all(["a", "b", "c"].map((s) => jobs.finish(jobs.job(ex, s), "completed", { result: s })));
      expect(jobs.steps(ex).filter((s) => s === "d")).toHaveLength(1);
      expect(await statuses(ex)).toMatchObject({ _: "running", d: "running" });
    }
  });

  it("recovers a failed step through its catch step", async () => {
    const id = await blueprint([
      step("charge", [], { catch: "refund" }),
      step("refund", [], { payload_template: { why: "{{steps.charge.error}}" } }),
      step("ship", ["charge"], { payload_template: "{{steps.charge.output}}" }),
    ]);
    const ex = await trigger(id);
    expect(jobs.steps(ex)).toEqual(["charge"]);
    await jobs.finish(jobs.job(ex, "charge"), "failed", { error: "card declined" });
    expect(jobs.steps(ex)).toEqual(["charge", "refund"]);
    expect(jobs.job(ex, "refund").step.payload).toEqual({ why: "card declined" });
    expect(await statuses(ex)).toEqual({
      _: "running",
      charge: "failed",
      refund: "running",
      ship: "pending",
    });

    await jobs.finish(jobs.job(ex, "refund"), "completed", { result: { refunded: true } });
    expect(jobs.job(ex, "ship").step.payload).toEqual({ refunded: true });
    await jobs.finish(jobs.job(ex, "ship"), "completed", { result: 1 });
    const done = await execution(ex);
    expect(done.status).toBe("completed");
    expect(done.result).toEqual({ ship: 1 });
    expect(done.steps.map((s) => [s.step_id, s.status])).toEqual([
      ["charge", "recovered"],
      ["refund", "completed"],
      ["ship", "completed"],
    ]);
  });

  it("takes a report made with the root handle, opening its own transaction", async () => {
    const id = await blueprint([step("a"), step("b", ["a"])]);
    const ex = await trigger(id);
    const job = jobs.job(ex, "a");
    await stepJobFinished(
      svc.db.knex,
      {
        projectId: a.projectId,
        executionId: ex,
        stepId: "a",
        jobId: job.jobId,
        status: "completed",
        result: 1,
      },
      clock,
      jobs,
    );
    expect(await statuses(ex)).toEqual({ _: "running", a: "completed", b: "running" });
  });

  it("skips a catch step whose step completes", async () => {
    const id = await blueprint([step("a", [], { catch: "fix" }), step("fix")]);
    const ex = await trigger(id);
    await jobs.finish(jobs.job(ex, "a"), "completed", { result: 2 });
    expect(await statuses(ex)).toEqual({ _: "completed", a: "completed", fix: "skipped" });
    expect((await execution(ex)).result).toEqual({ a: 2 });
  });

  it("fails the execution on a failure without catch, cancelling running jobs and skipping the rest", async () => {
    const id = await blueprint([step("a"), step("x"), step("b", ["a"])]);
    const ex = await trigger(id);
    expect(jobs.steps(ex)).toEqual(["a", "x"]);
    await jobs.finish(jobs.job(ex, "a"), "failed", { error: "boom" });
    expect(await statuses(ex)).toEqual({ _: "failed", a: "failed", x: "cancelled", b: "skipped" });
    expect(jobs.cancelled).toContain(jobs.job(ex, "x").jobId);
    expect((await execution(ex)).steps[0]).toMatchObject({ error: "boom" });
    // The cancelled job's late report changes nothing.
    await jobs.finish(jobs.job(ex, "x"), "completed", { result: 1 });
    expect((await statuses(ex))._).toBe("failed");
  });

  it("fails a step whose template has no value at run time", async () => {
    const id = await blueprint([step("a", [], { payload_template: { x: "{{input.missing.deep}}" } })]);
    const ex = await trigger(id);
    const e = await execution(ex);
    expect(e.status).toBe("failed");
    expect(e.steps[0]).toMatchObject({ status: "failed", job_id: null });
    expect(e.steps[0]?.error).toMatch(
      /payload_template\/x \{\{input\.missing\.deep\}\}: input has no value at input\.missing/,
    );
  });

  it("answers the first execution for a repeated idempotency key, with Idempotent-Replayed: true", async () => {
    const id = await blueprint([step("a")]);
    const made = await request(svc.app)
      .post(`/infra/workflows/blueprints/${id}/trigger`)
      .set(a.apiKey)
      .send({ idempotency_key: "once" });
    expectStatus(made, 200);
    expect(made.headers["idempotent-replayed"]).toBeUndefined();
    const first = made.body.execution_id as string;
    const before = jobs.created.length;
    const again = await request(svc.app)
      .post(`/infra/workflows/blueprints/${id}/trigger`)
      .set(a.apiKey)
      .send({ idempotency_key: "once" });
    expectStatus(again, 200);
    expect(again.headers["idempotent-replayed"]).toBe("true");
    expect(again.body.execution_id).toBe(first);
    expect(jobs.created.length).toBe(before);
  });

  it("refuses an idempotency key holding a control character with 400 (PostgreSQL text holds no NUL)", async () => {
    const id = await blueprint([step("a")]);
    const res = await request(svc.app)
      .post(`/infra/workflows/blueprints/${id}/trigger`)
      .set(a.apiKey)
      .send({ idempotency_key: "k\u0000" });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([
      expect.objectContaining({ location: "body", name: "/idempotency_key" }),
    ]);
  });

  it("refuses input_data over 256 KiB with a 413 naming it", async () => {
    const id = await blueprint([step("a")]);
    const res = await request(svc.app)
      .post(`/infra/workflows/blueprints/${id}/trigger`)
      .set(a.apiKey)
      .send({ input_data: { big: "x".repeat(256 * 1024) } });
    expect(res.status).toBe(413);
    expect(res.body.issues[0].name).toBe("/input_data");
  });

  it("answers 404 for another project's blueprint or execution", async () => {
    const id = await blueprint([step("a")]);
    const ex = await trigger(id);
    const other = await request(svc.app)
      .post(`/infra/workflows/blueprints/${id}/trigger`)
      .set(b.apiKey)
      .send({});
    expect(other.status).toBe(404);
    for (const res of [
      await request(svc.app).get(`/infra/workflows/executions/${ex}`).set(b.apiKey),
      await request(svc.app).post(`/infra/workflows/executions/${ex}/cancel`).set(b.apiKey),
      await request(svc.app).post(`/infra/workflows/executions/${ex}/resume`).set(b.apiKey).send({}),
      await request(svc.app)
        .get("/infra/workflows/executions/3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97")
        .set(a.apiKey),
    ])
      expect(res.status).toBe(404);
  });
});

describe("cancel_workflow_execution", () => {
  it("cancels a running execution once", async () => {
    const id = await blueprint([step("a"), step("b", ["a"])]);
    const ex = await trigger(id);
    const res = await request(svc.app).post(`/infra/workflows/executions/${ex}/cancel`).set(a.apiKey);
    expectStatus(res, 200);
    expect(res.body).toEqual({ id: ex, status: "cancelled", cancelled_at: clock.toISOString() });
    expect(jobs.cancelled).toContain(jobs.job(ex, "a").jobId);
    expect(await statuses(ex)).toEqual({ _: "cancelled", a: "cancelled", b: "skipped" });
    const again = await request(svc.app).post(`/infra/workflows/executions/${ex}/cancel`).set(a.apiKey);
    expect(again.status).toBe(409);
    const resume = await request(svc.app)
      .post(`/infra/workflows/executions/${ex}/resume`)
      .set(a.apiKey)
      .send({});
    expect(resume.status).toBe(409);
  });
});

describe("resume_workflow_execution", () => {
  async function failedRun() {
    const id = await blueprint([
      step("a"),
      step("x"),
      step("b", ["a"], { payload_template: "{{steps.a.output.v}}" }),
    ]);
    const ex = await trigger(id);
    await jobs.finish(jobs.job(ex, "a"), "failed", { error: "boom" });
    return ex;
  }

  it("continues with override_output as the failed step's output", async () => {
    const ex = await failedRun();
    const running = await request(svc.app)
      .post(`/infra/workflows/executions/${ex}/resume`)
      .set(a.apiKey)
      .send({});
    expect(running.status).toBe(200);
    // The re-run fails again: a second failure resumes as well as the first.
    await jobs.finish(jobs.job(ex, "a"), "failed", { error: "boom again" });
    expect((await statuses(ex))._).toBe("failed");

    const res = await request(svc.app)
      .post(`/infra/workflows/executions/${ex}/resume`)
      .set(a.apiKey)
      .send({ step_id: "a", override_output: { v: "manual" } });
    expectStatus(res, 200);
    expect(res.body).toEqual({ id: ex, status: "running", resumed_at: clock.toISOString() });
    expect(await statuses(ex)).toEqual({ _: "running", a: "completed", x: "running", b: "running" });
    expect(jobs.job(ex, "b").step.payload).toBe("manual");
    await jobs.finish(jobs.job(ex, "x"), "completed", { result: "X" });
    await jobs.finish(jobs.job(ex, "b"), "completed", { result: "B" });
    const done = await execution(ex);
    expect(done).toMatchObject({ status: "completed", result: { x: "X", b: "B" } });
    expect(done.steps[0]).toMatchObject({ output: { v: "manual" }, job_id: null });
  });

  it("re-runs the failed step's job without override_output", async () => {
    const ex = await failedRun();
    const oldJob = jobs.job(ex, "a");
    const res = await request(svc.app)
      .post(`/infra/workflows/executions/${ex}/resume`)
      .set(a.apiKey)
      .send({ step_id: "a" });
    expectStatus(res, 200);
    const newJob = jobs.job(ex, "a");
    expect(newJob.jobId).not.toBe(oldJob.jobId);
    // The old job's late report is ignored.
    await jobs.finish(oldJob, "completed", { result: { v: "stale" } });
    expect((await statuses(ex)).a).toBe("running");
    await jobs.finish(newJob, "completed", { result: { v: "fresh" } });
    expect(jobs.job(ex, "b").step.payload).toBe("fresh");
  });

  it("refuses, as its state does (409), a running execution, an unknown step and a step that did not fail", async () => {
    const ex = await failedRun();
    const unknown = await request(svc.app)
      .post(`/infra/workflows/executions/${ex}/resume`)
      .set(a.apiKey)
      .send({ step_id: "nope" });
    expect(unknown.status).toBe(409);
    expect(unknown.body).toMatchObject({
      code: "conflict",
      error: "This execution's workflow has no step nope",
    });
    const notFailed = await request(svc.app)
      .post(`/infra/workflows/executions/${ex}/resume`)
      .set(a.apiKey)
      .send({ step_id: "b" });
    expect(notFailed.status).toBe(409);
    await request(svc.app).post(`/infra/workflows/executions/${ex}/resume`).set(a.apiKey).send({});
    const running = await request(svc.app)
      .post(`/infra/workflows/executions/${ex}/resume`)
      .set(a.apiKey)
      .send({});
    expect(running.status).toBe(409);
  });
});

describe("timeouts", () => {
  it("times out an execution past max_duration_sec, then resumes it", async () => {
    const id = await blueprint([step("a"), step("b", ["a"])], { max_duration_sec: 60 });
    const ex = await trigger(id);
    const started = clock;
    clock = new Date(started.getTime() + 59_000);
    await sweepTimedOut(svc.db.knex, clock, jobs);
    expect((await statuses(ex))._).toBe("running");
    clock = new Date(started.getTime() + 61_000);
    expect(await sweepTimedOut(svc.db.knex, clock, jobs)).toBeGreaterThanOrEqual(1);
    expect(await statuses(ex)).toEqual({ _: "timed_out", a: "cancelled", b: "skipped" });
    expect(jobs.cancelled).toContain(jobs.job(ex, "a").jobId);

    const res = await request(svc.app)
      .post(`/infra/workflows/executions/${ex}/resume`)
      .set(a.apiKey)
      .send({});
    expectStatus(res, 200);
    expect(await statuses(ex)).toEqual({ _: "running", a: "running", b: "pending" });
    await jobs.finish(jobs.job(ex, "a"), "completed", { result: 1 });
    await jobs.finish(jobs.job(ex, "b"), "completed", { result: 2 });
    expect((await statuses(ex))._).toBe("completed");
  });

  it("times out on the advance that comes after the deadline", async () => {
    const id = await blueprint([step("a"), step("b", ["a"])], { max_duration_sec: 1 });
    const ex = await trigger(id);
    clock = new Date(clock.getTime() + 5_000);
    await jobs.finish(jobs.job(ex, "a"), "completed", { result: 1 });
    expect(await statuses(ex)).toEqual({ _: "timed_out", a: "completed", b: "skipped" });
  });
});
