/**
 * A fake {@link StepJobs} for tests: it records the jobs workflows create and cancel, and lets a
 * test end a step's job as the jobs engine would (through `stepJobFinished`). It runs nothing.
 */
import { randomUUID } from "node:crypto";
import type { Knex } from "knex";
import { withTransaction } from "../../../storage/transactions.js";
import { stepJobFinished } from "./engine.js";
import type { StepJobLink, StepJobSpec, StepJobs } from "./stepJobs.js";

/** A job the fake created. */
export interface FakeJob {
  jobId: string;
  projectId: string;
  step: StepJobSpec;
  link: StepJobLink;
}

/** Records step jobs; {@link finish} ends one. */
export class FakeStepJobs implements StepJobs {
  created: FakeJob[] = [];
  cancelled: string[] = [];

  constructor(
    private readonly knex: Knex,
    private readonly now: () => Date,
  ) {}

  async create(_trx: Knex, projectId: string, step: StepJobSpec, link: StepJobLink): Promise<string> {
    const jobId = randomUUID();
    this.created.push({ jobId, projectId, step, link });
    return jobId;
  }

  async cancel(_trx: Knex, _projectId: string, jobIds: readonly string[]): Promise<void> {
    this.cancelled.push(...jobIds);
  }

  /** The latest job of the step in the execution (throws when there is none). */
  job(executionId: string, stepId: string): FakeJob {
    const found = this.created
      .filter((j) => j.link.executionId === executionId && j.link.stepId === stepId)
      .at(-1);
    if (!found) throw new Error(`no job for step ${stepId} of ${executionId}`);
    return found;
  }

  /** The ids of the steps of `executionId` that got jobs, in order. */
  steps(executionId: string): string[] {
    return this.created.filter((j) => j.link.executionId === executionId).map((j) => j.link.stepId);
  }

  /** Ends `job` as the jobs engine would, in a transaction of its own. */
  async finish(
    job: FakeJob,
    status: "completed" | "failed" | "cancelled",
    value: { result?: unknown; error?: string } = {},
  ): Promise<void> {
    await withTransaction({ knex: this.knex }, (trx) =>
      stepJobFinished(
        trx,
        { projectId: job.projectId, ...job.link, jobId: job.jobId, status, ...value },
        this.now(),
        this,
      ),
    );
  }
}
