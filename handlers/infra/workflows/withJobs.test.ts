/**
 * Workflows on the real jobs feature (no fake): a task step's job is called at its handler by the
 * runtime's leased-work engine, a queue step's job is claimed and acked by a consumer, outputs flow through templates,
 * a failure is caught, and cancelling an execution cancels its running step jobs.
 */
import request from "supertest";
import { startTestService, type TestService } from "../../../runtime/testing/harness.js";
import { JobReceiver } from "../testing/jobReceiver.js";
import { expectStatus, LOOPBACK_ENV, newTenant, type Tenant } from "../testing/tenants.js";
import { flushJobs, type JobFlushResult } from "../testing/work.js";

let svc: TestService;
let t: Tenant;
let runner: { flush(): Promise<JobFlushResult> };
let handler: JobReceiver;
const savedPolicy = process.env.OUTBOUND_NETWORK;

beforeAll(async () => {
  process.env.OUTBOUND_NETWORK = "loopback";
  svc = await startTestService("infra", { env: LOOPBACK_ENV });
  t = await newTenant(svc);
  runner = { flush: () => flushJobs(svc.deps.work) };
  handler = new JobReceiver();
  await handler.start();
});

afterAll(async () => {
  if (savedPolicy === undefined) delete process.env.OUTBOUND_NETWORK;
  else process.env.OUTBOUND_NETWORK = savedPolicy;
  await handler.stop();
  expect(svc.violations()).toEqual([]);
  await svc.close();
});

async function blueprint(steps: unknown[]): Promise<string> {
  const res = await request(svc.app)
    .post("/infra/workflows/blueprints")
    .set(t.apiKey)
    .send({ name: "with jobs", steps });
  expectStatus(res, 200);
  return res.body.id;
}

async function trigger(id: string, input: object): Promise<string> {
  const res = await request(svc.app)
    .post(`/infra/workflows/blueprints/${id}/trigger`)
    .set(t.apiKey)
    .send({ input_data: input });
  expectStatus(res, 200);
  return res.body.execution_id;
}

const execution = async (id: string) =>
  (await request(svc.app).get(`/infra/workflows/executions/${id}`).set(t.apiKey)).body;

async function claimOne(queue: string) {
  const res = await request(svc.app).post("/infra/jobs/claim").set(t.apiKey).send({ queue, count: 1 });
  expectStatus(res, 200);
  return res.body[0] as { id: string; payload: unknown } | undefined;
}

describe("workflows on the jobs engine", () => {
  it("runs a task step at its handler, then a queue step with its output, to completion", async () => {
    handler.fallback = { status: 200, body: { receipt: "R-9" } };
    const id = await blueprint([
      {
        id: "charge",
        job_trigger: { trigger: { type: "task" }, handler: handler.url() },
        payload_template: { order: "{{input.order_id}}" },
      },
      {
        id: "ship",
        job_trigger: { trigger: { type: "queue", queue: "wf-shipping" } },
        payload_template: { receipt: "{{steps.charge.output.receipt}}" },
        depends_on: ["charge"],
      },
    ]);
    const exec = await trigger(id, { order_id: "A-1" });
    expect(await claimOne("wf-shipping")).toBeUndefined(); // not before its dependency
    await runner.flush();
    expect(handler.bodies().at(-1)).toMatchObject({ payload: { order: "A-1" } });
    const job = await claimOne("wf-shipping");
    expect(job?.payload).toEqual({ receipt: "R-9" });
    const ack = await request(svc.app)
      .post(`/infra/jobs/${job?.id}/ack`)
      .set(t.apiKey)
      .send({ status: "completed", result: { tracking: "T-1" } });
    expectStatus(ack, 200);
    const done = await execution(exec);
    expect(done.status).toBe("completed");
    expect(done.result).toEqual({ ship: { tracking: "T-1" } });
    expect(done.steps.map((s: { status: string }) => s.status)).toEqual(["completed", "completed"]);
  });

  it("runs the catch step when a step's job fails, and the execution completes", async () => {
    const id = await blueprint([
      {
        id: "risky",
        job_trigger: { trigger: { type: "queue", queue: "wf-risky" }, max_attempts: 1 },
        catch: "fallback",
      },
      {
        id: "fallback",
        job_trigger: { trigger: { type: "queue", queue: "wf-fallback" } },
        payload_template: { why: "{{steps.risky.error}}" },
      },
    ]);
    const exec = await trigger(id, {});
    const risky = await claimOne("wf-risky");
    expectStatus(
      await request(svc.app)
        .post(`/infra/jobs/${risky?.id}/ack`)
        .set(t.apiKey)
        .send({ status: "failed", error: "boom" }),
      200,
    );
    const fallback = await claimOne("wf-fallback");
    expect(fallback?.payload).toEqual({ why: "boom" });
    await request(svc.app)
      .post(`/infra/jobs/${fallback?.id}/ack`)
      .set(t.apiKey)
      .send({ status: "completed", result: 7 });
    const done = await execution(exec);
    expect(done.status).toBe("completed");
    expect(done.steps.find((s: { step_id: string }) => s.step_id === "risky").status).toBe("recovered");
  });

  it("cancels the running step jobs when the execution is cancelled", async () => {
    const id = await blueprint([
      { id: "wait", job_trigger: { trigger: { type: "queue", queue: "wf-wait" } } },
    ]);
    const exec = await trigger(id, {});
    const jobId = (await execution(exec)).steps[0].job_id;
    expectStatus(
      await request(svc.app).post(`/infra/workflows/executions/${exec}/cancel`).set(t.apiKey),
      200,
    );
    const job = await request(svc.app).get(`/infra/jobs/${jobId}`).set(t.apiKey);
    expect(job.body.status).toBe("cancelled");
    expect(await claimOne("wf-wait")).toBeUndefined();
    expect((await execution(exec)).status).toBe("cancelled");
  });

  it("fails a step whose rendered payload the jobs feature refuses, without undoing the step before it", async () => {
    const id = await blueprint([
      { id: "first", job_trigger: { trigger: { type: "queue", queue: "wf-first" } } },
      {
        id: "huge",
        job_trigger: { trigger: { type: "queue", queue: "wf-huge" } },
        // Two copies of a 150 KiB input: 300 KiB, over a job payload's 256 KiB.
        payload_template: { text: "{{input.big}}{{input.big}}" },
        depends_on: ["first"],
      },
    ]);
    const exec = await trigger(id, { big: "x".repeat(150 * 1024) });
    const first = await claimOne("wf-first");
    const ack = await request(svc.app)
      .post(`/infra/jobs/${first?.id}/ack`)
      .set(t.apiKey)
      .send({ status: "completed" });
    expectStatus(ack, 200);
    const done = await execution(exec);
    expect(done.status).toBe("failed");
    expect(done.steps.map((s: { status: string }) => s.status)).toEqual(["completed", "failed"]);
    expect(done.steps[1].error).toMatch(/its job was refused: .*payload/);
    expect(await claimOne("wf-huge")).toBeUndefined();
  });
});
