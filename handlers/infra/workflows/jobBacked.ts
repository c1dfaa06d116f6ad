/**
 * Workflow steps as real jobs: a step's job is created with the jobs feature's own
 * {@link createJobs} (same checks, same runner, a signing secret like any job) carrying the
 * workflow link, and cancelled through {@link cancelJobs} without reporting back — the workflow
 * that cancels them already knows.
 */
import type { PgBoss } from "pg-boss";
import type { JobInput } from "../../../generated/infra/types.js";
import { createJobs } from "../jobs/create.js";
import { cancelJobs } from "../jobs/finished.js";
import type { StepJobs } from "./stepJobs.js";

/** Step jobs on the jobs engine; new runs are enqueued on `queue` (pg-boss) when given. */
export function jobBackedStepJobs(queue: PgBoss | null): StepJobs {
  return {
    async create(trx, projectId, step, link, now) {
      const input = { ...step.jobTrigger, name: step.name, payload: step.payload } as unknown as JobInput;
      const [made] = await createJobs(trx, projectId, [input], now, link, { queue });
      if (!made) throw new Error("createJobs returned no job for a workflow step");
      return made.job.id;
    },
    async cancel(trx, projectId, jobIds, now) {
      await cancelJobs(trx, queue, projectId, jobIds, now, "the workflow ended", { notifyWorkflow: false });
    },
  };
}
