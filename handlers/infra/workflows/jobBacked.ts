/**
 * Workflow steps as real jobs: a step's job is created with the jobs feature's own
 * {@link createJobs} (same checks, same engine task, a signing secret like any job) carrying the
 * workflow link, and cancelled through {@link cancelJobs} without reporting back — the workflow
 * that cancels them already knows.
 */
import type { JobInput } from "../../../generated/infra/types.js";
import type { EgressPolicy } from "../../../runtime/outbound/policy.js";
import type { Sealer } from "../../../runtime/secrets/sealed.js";
import { createJobs } from "../jobs/create.js";
import type { JobsEnv } from "../jobs/env.js";
import { cancelJobs } from "../jobs/finished.js";
import type { StepJobs } from "./stepJobs.js";

/** What step jobs are made with: the service's context, read at each call. */
export interface JobBackedDeps {
  jobs: JobsEnv;
  sealer: Sealer;
  egress: EgressPolicy;
}

/** Step jobs on the jobs feature, with the engine, sealer and egress policy `deps()` holds. */
export function jobBackedStepJobs(current: () => JobBackedDeps): StepJobs {
  return {
    async create(trx, projectId, step, link, now) {
      const deps = current();
      const input = { ...step.jobTrigger, name: step.name, payload: step.payload } as unknown as JobInput;
      const [made] = await createJobs(trx, projectId, [input], now, link, {
        work: deps.jobs.work,
        sealer: deps.sealer,
        policy: deps.egress,
      });
      if (!made) throw new Error("createJobs returned no job for a workflow step");
      return made.job.id;
    },
    async cancel(trx, projectId, jobIds, now) {
      await cancelJobs(trx, current().jobs, projectId, jobIds, now, "the workflow ended", {
        notifyWorkflow: false,
      });
    },
  };
}
