/**
 * The seam between workflows and jobs: each started workflow step is one job, created through
 * {@link StepJobs} in the transaction that starts the step, and the jobs engine reports every
 * job that ends with `stepJobFinished` (./engine.ts), which advances the DAG.
 *
 * Wiring: nothing is wired by default. Until {@link setStepJobs} installs an implementation,
 * every operation that must create or cancel a step job answers 503 (`unavailable`) and the
 * timeout sweep logs instead of cancelling — this module never pretends to run a job. The Jobs
 * feature MUST install its implementation once at start-up, e.g. in handlers/infra/index.ts:
 *
 * ```ts
 * setStepJobs({
 *   create: (trx, projectId, step, link, now) => …createJobs(trx, projectId, [job], now, link)… → id,
 *   cancel: (trx, projectId, jobIds, now) => …cancel each job in trx…,
 * });
 * ```
 *
 * and call `stepJobFinished` from its one terminal-transition function (jobs/finished.ts) for
 * every job that carries a workflow link. Tests install a fake and finish jobs by hand.
 */
import type { Knex } from "knex";
import { ApiError } from "../../../runtime/errors.js";

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

let installed: StepJobs | null = null;

/**
 * Installs the implementation every workflow route and `stepJobFinished` use (null: none) and
 * returns the one it replaces, so a test can put it back.
 */
export function setStepJobs(impl: StepJobs | null): StepJobs | null {
  const previous = installed;
  installed = impl;
  return previous;
}

/** The installed implementation; 503 (`unavailable`) when none is. */
export function stepJobs(): StepJobs {
  if (!installed)
    throw new ApiError(
      "unavailable",
      "Workflow steps need the jobs engine, which this server does not run yet",
    );
  return installed;
}

/**
 * The installed implementation, looked up at each call: a workflow operation answers 503 only
 * when it actually has a job to create or cancel (a trigger of an unknown blueprint is still a 404).
 */
export const installedStepJobs: StepJobs = {
  create: async (trx, projectId, step, link, now) => stepJobs().create(trx, projectId, step, link, now),
  cancel: async (trx, projectId, jobIds, now) => stepJobs().cancel(trx, projectId, jobIds, now),
};

/** Whether an implementation is installed. */
export function stepJobsInstalled(): boolean {
  return installed !== null;
}
