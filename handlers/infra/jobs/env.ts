/**
 * What the jobs feature reaches beyond the transaction it is handed: the leased-work engine (runs,
 * callbacks and webhook deliveries go on its timer in the writing transaction) and whoever wants to
 * know when a workflow step's job ends (the workflow engine). Built once by the service's set-up
 * (../setup.ts) and passed in — never imported — so jobs and workflows do not import each other in
 * a circle, and a test passes its own.
 */
import type { Knex } from "knex";
import type { WorkQueue } from "../../../runtime/work/engine.js";

/** How a workflow step's job ended, as the jobs feature reports it. */
export interface StepJobEnding {
  projectId: string;
  executionId: string;
  stepId: string;
  jobId: string;
  status: "completed" | "failed" | "cancelled";
  /** The job's result (completed). */
  result?: unknown;
  /** Why it failed. */
  error?: string | null | undefined;
}

/** The jobs feature's dependencies. */
export interface JobsEnv {
  work: WorkQueue;
  /** Told, inside the transaction that ended it, when a workflow step's job ends. */
  stepEnded(trx: Knex, ending: StepJobEnding, now: Date): Promise<void>;
}
