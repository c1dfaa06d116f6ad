/**
 * The workflow timeout sweep on pg-boss (PGlite), as the kernel runs it: the sweep cron's job runs
 * the service's sweeps, which time out a running execution past its deadline without any call
 * from the test but the queue's job.
 */
import { createLogger } from "../../../runtime/logger.js";
import { SWEEP_QUEUE, startSweeps } from "../../../runtime/sweeps.js";
import type { Database } from "../../../storage/db.js";
import { insertTestProject } from "../../../storage/infra/testing.js";
import { createBlueprint, getExecution, insertExecution } from "../../../storage/infra/workflows.js";
import { openTestDatabase } from "../../../storage/testing.js";
import { withTransaction } from "../../../storage/transactions.js";
import { infraSweeps } from "../sweeps.js";
import { FakeStepJobs } from "./testing.js";

let db: Database;
let stop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  db = await openTestDatabase();
});

afterAll(async () => {
  await stop?.();
  await db?.close();
});

describe("workflow timeout sweep (pg-boss)", () => {
  it("times out an overdue execution when the sweep's queue job runs", async () => {
    const boss = db.boss;
    if (!boss) throw new Error("the test database has no pg-boss");
    const jobs = new FakeStepJobs(db.knex, () => new Date());
    const projectId = await insertTestProject(db.knex, "wfsweep");
    const past = new Date(Date.now() - 120_000);
    const bp = await createBlueprint(
      db.knex,
      projectId,
      { name: "slow", steps: [{ id: "a", job_trigger: { trigger: { type: "task" } } }], maxDurationSec: 60 },
      past,
    );
    const { execution } = await withTransaction(db, (trx) =>
      insertExecution(trx, bp, { inputData: {} }, past),
    );
    stop = await startSweeps(
      { db, log: createLogger("silent"), now: () => new Date() } as Parameters<typeof startSweeps>[0],
      infraSweeps(db.knex, () => jobs),
    );
    await boss.send(SWEEP_QUEUE, null);
    const deadline = Date.now() + 20_000;
    let status = execution.status as string;
    while (status === "running" && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      status = (await getExecution(db.knex, projectId, execution.id))?.status ?? "gone";
    }
    expect(status).toBe("timed_out");
  }, 30_000);
});
