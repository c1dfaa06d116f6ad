/**
 * What a caller meets around a run: the free allowance then a 402 with x402 terms, and a full
 * pool answered 503 `worker_busy` with `Retry-After`, charging nothing.
 */
import request from "supertest";
import { startTestService, type TestService } from "../../runtime/testing/harness.js";
import { createApiKey } from "../../storage/platform/apiKeys.js";

let svc: TestService;

beforeAll(async () => {
  svc = await startTestService("sandbox", {
    env: { ...process.env, SANDBOX_CONCURRENCY: "1", SANDBOX_QUEUE_LIMIT: "0", SANDBOX_UID_BASE: "62100" },
  });
});

afterAll(async () => {
  expect(svc.violations()).toEqual([]);
  await svc.close();
});

describe("execute_code", () => {
  // The only test that calls without a credential: it spends this client address's allowance.
  it("gives each client address 3 free runs a day, then asks for payment with x402 terms", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await request(svc.app).post("/v1/execute-code").send({ language: "python", code: "print(1)" }))
          .status,
      );
    expect(statuses).toEqual([200, 200, 200, 402]);
    const probe = await request(svc.app).post("/v1/execute-command").send({});
    expect(probe.status).toBe(402);
    expect(probe.headers["payment-required"]).toBeDefined();
  });

  it("answers 503 worker_busy with Retry-After when every slot runs and the queue is full, charging nothing", async () => {
    const { key } = await createApiKey(svc.db.knex, { name: "busy", creditsMicros: 1_000_000n });
    const auth = { Authorization: `Bearer ${key}` };
    const long = request(svc.app)
      .post("/v1/execute-command")
      .set(auth)
      .send({ command: "sleep 1; echo done" })
      .then((res) => res);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const busy = await request(svc.app).post("/v1/execute-command").set(auth).send({ command: "echo hi" });
    expect(busy.status).toBe(503);
    expect(busy.body).toMatchObject({ success: false, code: "worker_busy" });
    expect(Number(busy.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect((await long).body).toMatchObject({ status: "ok", stdout: "done\n" });
    // One run was charged (USD 0.002); the refused one was not.
    expect((await svc.settledKey(key))?.creditsMicros).toBe(1_000_000n - 2000n);
  });
});
