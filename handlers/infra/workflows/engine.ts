/**
 * Advancing workflow executions. The step rows are the truth; every change happens in a
 * transaction holding the execution's row lock (storage/infra/workflows.ts
 * `lockExecution`), so two step jobs finishing at once never start a dependent twice.
 *
 * One pass ({@link advance}) repeats until nothing changes: a running execution past its deadline
 * is `timed_out`; a failed step without a catch step that can still save it fails the execution;
 * pending catch steps whose step did not fail are `skipped`; pending steps whose dependencies all
 * completed (or recovered) start — their payload rendered from the templates, their job created
 * through {@link StepJobs} in the same transaction (a template without a value, or a job the jobs
 * feature refuses, fails the step with no job); when no step is pending or running the execution is `completed` with the sink steps'
 * outputs as its result. Ending an execution any other way cancels its running step jobs and
 * marks its pending steps `skipped`.
 */
import type { Knex } from "knex";
import { ApiError } from "../../../runtime/errors.js";
import {
  type Blueprint,
  type Execution,
  type ExecutionStatus,
  getBlueprint,
  lockExecution,
  type StepPatch,
  type StepState,
  updateExecution,
  updateSteps,
  type WorkflowStepDef,
} from "../../../storage/infra/workflows.js";
import { inTransaction } from "../../../storage/run.js";
import type { StepJobEnding } from "../jobs/env.js";
import { dagShape } from "./dag.js";
import type { StepJobs } from "./stepJobs.js";
import { renderTemplate, type TemplateContext } from "./template.js";

/** How a step's job ended, as the jobs feature reports it. */
export type StepJobOutcome = StepJobEnding;

const DONE: ReadonlySet<string> = new Set(["completed", "recovered"]);

/** An execution being advanced: its rows in memory, written through as they change. */
export class ExecutionRun {
  private readonly byId: Map<string, StepState>;
  private readonly defs: Map<string, WorkflowStepDef>;
  private readonly catchOf: Map<string, string>;
  private readonly sinks: string[];

  constructor(
    private readonly trx: Knex.Transaction,
    readonly execution: Execution,
    readonly blueprint: Blueprint,
    private readonly jobs: StepJobs,
  ) {
    this.byId = new Map(execution.steps.map((s) => [s.stepId, s]));
    this.defs = new Map(blueprint.steps.map((s) => [s.id, s]));
    const shape = dagShape(blueprint.steps);
    this.catchOf = shape.catchOf;
    this.sinks = shape.sinks;
  }

  /** The step's state (every step of the blueprint has one). */
  step(stepId: string): StepState | undefined {
    return this.byId.get(stepId);
  }

  /** The step this catch step handles, if it is one. */
  caughtBy(stepId: string): string | undefined {
    return this.catchOf.get(stepId);
  }

  /** Writes `patch` to the steps, in the table and in memory. */
  async patch(stepIds: readonly string[], patch: StepPatch): Promise<void> {
    await updateSteps(this.trx, this.execution.id, stepIds, patch);
    for (const id of stepIds) {
      const s = this.byId.get(id);
      if (!s) continue;
      if (patch.jobId !== undefined) s.jobId = patch.jobId;
      if (patch.status !== undefined) s.status = patch.status;
      if (patch.startedAt !== undefined) s.startedAt = patch.startedAt;
      if (patch.completedAt !== undefined) s.completedAt = patch.completedAt;
      if (patch.error !== undefined) s.error = patch.error;
      if ("output" in patch) s.output = patch.output ?? null;
    }
  }

  /** Writes the execution's fields. */
  async patchExecution(
    patch: {
      status?: ExecutionStatus;
      result?: Record<string, unknown> | null;
      deadlineAt?: Date;
      completedAt?: Date | null;
    },
    now: Date,
  ): Promise<void> {
    await updateExecution(this.trx, this.execution.id, patch, now);
    Object.assign(this.execution, patch);
  }

  /** Ends the execution as `status`: running step jobs cancelled, pending steps skipped. */
  async end(status: "failed" | "cancelled" | "timed_out", now: Date): Promise<void> {
    const steps = this.execution.steps;
    const running = steps.filter((s) => s.status === "running");
    const jobIds = running.flatMap((s) => (s.jobId ? [s.jobId] : []));
    if (jobIds.length > 0) await this.jobs.cancel(this.trx, this.execution.projectId, jobIds, now);
    await this.patch(
      running.map((s) => s.stepId),
      { status: "cancelled", completedAt: now },
    );
    await this.patch(
      steps.filter((s) => s.status === "pending").map((s) => s.stepId),
      { status: "skipped" },
    );
    await this.patchExecution({ status, completedAt: now }, now);
  }

  /** A failed step nothing can save any more (no catch step, or one that did not complete). */
  private deadStep(): StepState | undefined {
    return this.execution.steps.find((s) => {
      if (s.status === "cancelled") return true;
      if (s.status !== "failed") return false;
      const def = this.defs.get(s.stepId);
      const handler = def?.catch === undefined ? undefined : this.byId.get(def.catch);
      return !handler || ["failed", "cancelled", "skipped"].includes(handler.status);
    });
  }

  private ready(s: StepState): boolean {
    if (s.status !== "pending") return false;
    const def = this.defs.get(s.stepId);
    const depsDone = (def?.depends_on ?? []).every((d) => DONE.has(this.byId.get(d)?.status ?? ""));
    const caught = this.catchOf.get(s.stepId);
    if (caught === undefined) return depsDone;
    return depsDone && this.byId.get(caught)?.status === "failed";
  }

  private context(): TemplateContext {
    const steps: Record<string, { output?: unknown; error?: string | null }> = {};
    for (const s of this.execution.steps) {
      if (DONE.has(s.status)) steps[s.stepId] = { output: s.output };
      else if (s.status === "failed") steps[s.stepId] = { error: s.error };
    }
    return { input: this.execution.inputData, steps };
  }

  private async start(s: StepState, now: Date): Promise<void> {
    const def = this.defs.get(s.stepId) as WorkflowStepDef;
    const rendered = renderTemplate(def.payload_template ?? {}, this.context());
    if (!rendered.ok) {
      await this.patch([s.stepId], {
        status: "failed",
        jobId: null,
        startedAt: now,
        completedAt: now,
        error: rendered.error,
        output: null,
      });
      return;
    }
    const name = typeof def.job_trigger.name === "string" ? def.job_trigger.name : def.id;
    let jobId: string;
    try {
      jobId = await this.jobs.create(
        this.trx,
        this.execution.projectId,
        { jobTrigger: def.job_trigger, payload: rendered.value, name },
        { executionId: this.execution.id, stepId: s.stepId },
        now,
      );
    } catch (err) {
      // The jobs feature refused the job (a rendered payload over its size limit, a URL the
      // egress policy now refuses): the step fails, as for a template without a value. Thrown on
      // instead, it would undo the transaction of whatever moved the execution on.
      if (!(err instanceof ApiError)) throw err;
      await this.patch([s.stepId], {
        status: "failed",
        jobId: null,
        startedAt: now,
        completedAt: now,
        error: `its job was refused: ${err.message}`,
        output: null,
      });
      return;
    }
    await this.patch([s.stepId], {
      status: "running",
      jobId,
      startedAt: now,
      completedAt: null,
      error: null,
      output: null,
    });
  }

  /** Moves the execution as far as it goes now (see the module's description). */
  async advance(now: Date): Promise<void> {
    for (;;) {
      if (this.execution.status !== "running") return;
      if (now.getTime() >= this.execution.deadlineAt.getTime()) return this.end("timed_out", now);
      if (this.deadStep()) return this.end("failed", now);
      const steps = this.execution.steps;
      const unneeded = steps.filter((s) => {
        const caught = this.catchOf.get(s.stepId);
        return (
          s.status === "pending" && caught !== undefined && DONE.has(this.byId.get(caught)?.status ?? "")
        );
      });
      const ready = steps.filter((s) => this.ready(s));
      if (unneeded.length === 0 && ready.length === 0) {
        if (steps.some((s) => s.status === "pending" || s.status === "running")) return;
        const result: Record<string, unknown> = {};
        for (const id of this.sinks) result[id] = this.byId.get(id)?.output ?? null;
        return this.patchExecution({ status: "completed", result, completedAt: now }, now);
      }
      await this.patch(
        unneeded.map((s) => s.stepId),
        { status: "skipped" },
      );
      for (const s of ready) await this.start(s, now);
    }
  }
}

/** The execution locked in `trx` with its blueprint, ready to change; null when either is gone. */
export async function openRun(
  trx: Knex.Transaction,
  projectId: string,
  executionId: string,
  jobs: StepJobs,
): Promise<ExecutionRun | null> {
  const execution = await lockExecution(trx, projectId, executionId);
  if (!execution) return null;
  const blueprint = await getBlueprint(trx, projectId, execution.blueprintId);
  return blueprint ? new ExecutionRun(trx, execution, blueprint, jobs) : null;
}

/**
 * Applies the end of a step's job and advances the execution, in the transaction of the job's own
 * terminal transition: `trx` itself when it is one, else the `withTransaction` open on it, else a
 * new one (the execution's row lock needs a transaction). Outcomes of jobs the step no longer
 * waits for (an execution that ended, a job a re-run replaced, a repeated report) change nothing.
 * A completed catch step recovers the step it handles with its output; a cancelled job fails its
 * step. New step jobs are created through `jobs`.
 */
export async function stepJobFinished(
  trx: Knex,
  outcome: StepJobOutcome,
  now: Date,
  jobs: StepJobs,
): Promise<void> {
  await inTransaction(trx, async (tx) => {
    const run = await openRun(tx, outcome.projectId, outcome.executionId, jobs);
    if (run?.execution.status !== "running") return;
    const step = run.step(outcome.stepId);
    if (step?.status !== "running" || step.jobId !== outcome.jobId) return;
    if (outcome.status === "completed") {
      const output = outcome.result === undefined ? null : outcome.result;
      await run.patch([step.stepId], { status: "completed", completedAt: now, error: null, output });
      const caught = run.caughtBy(step.stepId);
      if (caught !== undefined && run.step(caught)?.status === "failed")
        await run.patch([caught], { status: "recovered", output });
    } else {
      const error =
        outcome.error ??
        (outcome.status === "cancelled" ? "the step's job was cancelled" : "the step's job failed");
      await run.patch([step.stepId], { status: "failed", completedAt: now, error });
    }
    await run.advance(now);
  });
}
