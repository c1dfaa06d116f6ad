/**
 * The seam between workflows and jobs: each started workflow step is one job, created through
 * {@link StepJobs} in the transaction that starts the step; the jobs engine reports every job
 * that ends with `stepJobFinished` (./engine.ts, called from jobs/finished.ts), which advances
 * the DAG. In production the step jobs are real jobs (./jobBacked.ts); tests swap in a fake with
 * {@link setStepJobs} to finish jobs by hand.
 */
import type { Knex } from "knex";
import type { PgBoss } from "pg-boss";
import { jobBackedStepJobs } from "./jobBacked.js";

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

let override: StepJobs | null = null;

/**
 * Replaces the jobs engine with `impl` for every workflow route, sweep and `stepJobFinished`
 * (null: back to the jobs engine) and returns the one it replaces. For tests.
 */
export function setStepJobs(impl: StepJobs | null): StepJobs | null {
  const previous = override;
  override = impl;
  return previous;
}

/**
 * The step jobs to use: real jobs enqueued on `queue` (pg-boss; null leaves their first run to
 * the jobs sweep), unless a test installed its own with {@link setStepJobs}.
 */
export function stepJobsFor(queue: PgBoss | null): StepJobs {
  return override ?? jobBackedStepJobs(queue);
}
