/**
 * The service's step jobs (`ctx.stepJobs`, made by the set-up): real jobs of the jobs feature,
 * linked to their workflow step, cancelled without reporting back to the workflow — wired through
 * the context, with no module-level override.
 */
import { startTestService, type TestService } from "../../../runtime/testing/harness.js";
import { getJob } from "../../../storage/infra/jobs.js";
import { insertTestProject } from "../../../storage/infra/testing.js";
import { withTransaction } from "../../../storage/transactions.js";
import type { InfraExtras } from "../context.js";
import { LOOPBACK_ENV } from "../testing/tenants.js";

let svc: TestService;

beforeAll(async () => {
  svc = await startTestService("infra", { env: LOOPBACK_ENV });
});

afterAll(async () => {
  await svc?.close();
});

describe("the service's step jobs", () => {
  it("create real jobs linked to their step, and cancel them without reporting back", async () => {
    const ctx = svc.context as InfraExtras;
    const projectId = await insertTestProject(svc.db.knex, "stepjobs");
    const reported: unknown[] = [];
    const stepEnded = ctx.jobs.stepEnded;
    ctx.jobs.stepEnded = async (_trx, ending) => {
      reported.push(ending);
    };
    try {
      const link = { executionId: "5b0c6a3e-2f1d-4c8b-9e7a-1d2c3b4a5f60", stepId: "ship" };
      const now = new Date();
      const jobId = await withTransaction(svc.db, (trx) =>
        ctx.stepJobs.create(
          trx,
          projectId,
          { jobTrigger: { trigger: { type: "queue", queue: "shipping" } }, payload: { n: 1 }, name: "ship" },
          link,
          now,
        ),
      );
      expect(await getJob(svc.db.knex, projectId, jobId)).toMatchObject({
        name: "ship",
        status: "queued",
        payload: { n: 1 },
        workflowExecutionId: link.executionId,
        workflowStepId: "ship",
      });
      await withTransaction(svc.db, (trx) => ctx.stepJobs.cancel(trx, projectId, [jobId], now));
      expect(await getJob(svc.db.knex, projectId, jobId)).toMatchObject({
        status: "cancelled",
        error: "the workflow ended",
      });
      expect(reported).toEqual([]);
    } finally {
      ctx.jobs.stepEnded = stepEnded;
    }
  });
});
