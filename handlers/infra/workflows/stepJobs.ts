/**
 * The seam between workflows and jobs: each started workflow step is one job, created through
 * {@link StepJobs} in the transaction that starts the step; the jobs feature reports every step
 * job that ends through its `stepEnded` hook, which the set-up points at `stepJobFinished`
 * (./engine.ts), and that advances the DAG. In production the step jobs are real jobs
 * (./jobBacked.ts), put in the service's context (`ctx.stepJobs`) by the set-up; tests pass a fake
 * there to finish jobs by hand.
 */
import type { Knex } from "knex";

/** What a step's job is made of: the step's `job_trigger`, its rendered payload, a name. */
export interface StepJobSpec {
  /** The step's `job_trigger` as the blueprint holds it (trigger task or queue, handler, …). */
  jobTrigger: Record<string, unknown>;
  /** The step's `payload_template` rendered for this execution. */
  payload: unknown;
  /** `job_trigger.name`, else the step's id. */
  name: string;
}

/** Which execution and step a job belongs to (stored on the job, handed back when it ends). */
export interface StepJobLink {
  executionId: string;
  stepId: string;
}

/** Creates and cancels the jobs of workflow steps, inside the caller's transaction. */
export interface StepJobs {
  /** Creates the step's job (ready to run now) in `trx`; resolves to the job's id. */
  create(trx: Knex, projectId: string, step: StepJobSpec, link: StepJobLink, now: Date): Promise<string>;
  /**
   * Cancels the jobs (those already ended are left as they are) in `trx`. Cancelling MUST NOT
   * report back through `stepJobFinished`: the workflow cancelled them and already knows.
   */
  cancel(trx: Knex, projectId: string, jobIds: readonly string[], now: Date): Promise<void>;
}
