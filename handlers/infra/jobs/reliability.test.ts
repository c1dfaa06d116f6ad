/**
 * A worker killed mid-call: a child process runs the jobs engine (pg-boss, background mode) and is
 * SIGKILLed while the job's handler call hangs. A fresh worker finds the expired lease, counts it
 * as a timed-out attempt, retries, and the job completes exactly once. Two processes on one
 * database need PostgreSQL (a PGlite folder is one process), so this suite needs DATABASE_URL.
 */
import { type ChildProcess, spawn } from "node:child_process";
import request from "supertest";
import { startTestService, type TestService } from "../../../runtime/testing/harness.js";
import { JobReceiver } from "../testing/jobReceiver.js";
import { expectStatus, newTenant } from "../testing/tenants.js";

const onPostgres = Boolean(process.env.DATABASE_URL);

/** Starts a worker process and resolves once it prints `ready`. */
async function startWorker(databaseUrl: string): Promise<ChildProcess> {
  // node itself with tsx's loader, not the tsx wrapper: SIGKILL must hit the worker, and the
  // wrapper cannot pass SIGKILL on to the process it starts.
  const child = spawn(process.execPath, ["--import", "tsx", "handlers/infra/testing/jobWorker.ts"], {
    env: { ...process.env, DATABASE_URL: databaseUrl, OUTBOUND_NETWORK: "loopback", LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the worker did not start within 60 s")), 60_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("ready")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on("exit", (code) => reject(new Error(`the worker exited with ${code}`)));
  });
  return child;
}

/** Stops a worker: SIGTERM, then SIGKILL when it has not exited within 10 s. */
async function stopWorker(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

async function waitUntil<T>(
  what: string,
  read: () => Promise<T>,
  done: (v: T) => boolean,
  timeoutMs = 45_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

(onPostgres ? describe : describe.skip)("a job worker killed mid-call", () => {
  let svc: TestService;
  let handler: JobReceiver;
  let databaseUrl: string;
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    process.env.OUTBOUND_NETWORK = "loopback";
    svc = await startTestService("infra");
    databaseUrl = (svc.db.knex.client as { config: { connection: { connectionString: string } } }).config
      .connection.connectionString;
    handler = new JobReceiver();
    await handler.start();
  }, 90_000);

  afterAll(async () => {
    await Promise.all(workers.map(stopWorker));
    await handler?.stop();
    await svc?.close();
  });

  it("is retried by a fresh worker and completes exactly once", async () => {
    const t = await newTenant(svc);
    handler.script = ["hang"];
    handler.fallback = { status: 200, body: { done: true } };
    const created = await request(svc.app)
      .post("/infra/jobs")
      .set(t.apiKey)
      .send({
        trigger: { type: "task" },
        handler: handler.url(),
        payload: { work: 1 },
        timeout: 2,
        max_attempts: 3,
        backoff: { strategy: "fixed", delay_seconds: 1 },
      });
    expectStatus(created, 200);
    const id = created.body.id as string;
    const job = () => request(svc.app).get(`/infra/jobs/${id}`).set(t.apiKey);

    const first = await startWorker(databaseUrl);
    workers.push(first);
    await handler.waitFor(1, 30_000);
    expect((await job()).body).toMatchObject({ status: "running", attempt: 1 });
    first.kill("SIGKILL");
    await new Promise((r) => first.once("exit", r));

    workers.push(await startWorker(databaseUrl));
    const done = await waitUntil(
      "the job to complete",
      async () => (await job()).body as { status: string },
      (b) => b.status === "completed" || b.status === "failed",
    );
    expect(done).toMatchObject({ status: "completed", attempt: 2, result: { done: true } });

    const runs = await request(svc.app).get(`/infra/jobs/${id}/runs`).set(t.apiKey);
    expect(runs.body.runs.map((r: { status: string }) => r.status)).toEqual(["succeeded", "timed_out"]);
    expect(handler.received).toHaveLength(2);
    const runIds = handler.bodies().map((b) => b.run_id);
    expect(new Set(runIds).size).toBe(2);
    // Nothing more happens afterwards: no third call, still one succeeded run.
    await new Promise((r) => setTimeout(r, 1500));
    expect(handler.received).toHaveLength(2);
    const after = await request(svc.app).get(`/infra/jobs/${id}/runs`).set(t.apiKey);
    expect(after.body.runs.filter((r: { status: string }) => r.status === "succeeded")).toHaveLength(1);
  }, 120_000);
});
