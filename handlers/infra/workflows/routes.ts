/**
 * Workflow routes (spec/infra/workflows.tsp): blueprints (a DAG of job steps, checked by ./dag.ts),
 * their executions, cancel and resume. Each call costs one token, charged after the input checks.
 * Executions change only under their row lock, through ./engine.ts; step jobs are created and
 * cancelled through the service's {@link StepJobs} (`ctx.stepJobs`, ./stepJobs.ts) in the same transaction.
 */
import type { InfraWorkflowsHandlers, WorkflowStep } from "../../../generated/infra/types.js";
import { ApiError, type Issue } from "../../../runtime/errors.js";
import type { EgressPolicy } from "../../../runtime/outbound/policy.js";
import {
  createBlueprint,
  type Execution,
  getBlueprint,
  getExecution,
  insertExecution,
  listBlueprints,
  type WorkflowStepDef,
} from "../../../storage/infra/workflows.js";
import { withTransaction } from "../../../storage/transactions.js";
import { chargedProject } from "../caller.js";
import type { Context } from "../context.js";
import { listPage } from "../core/access.js";
import { checkJsonSize, iso, isoOrNull } from "../format.js";
import { planJob } from "../jobs/create.js";
import { validateDag } from "./dag.js";
import { ExecutionRun, openRun } from "./engine.js";

/** The largest `steps`, `input_data` or `override_output`, as JSON in UTF-8 (the contract says 256 KiB). */
export const WORKFLOW_JSON_MAX_BYTES = 256 * 1024;

function executionBody(e: Execution) {
  return {
    id: e.id,
    blueprint_id: e.blueprintId,
    status: e.status,
    input_data: e.inputData,
    result: e.result,
    started_at: iso(e.startedAt),
    completed_at: isoOrNull(e.completedAt),
    steps: e.steps.map((s) => ({
      step_id: s.stepId,
      job_id: s.jobId,
      status: s.status,
      started_at: isoOrNull(s.startedAt),
      completed_at: isoOrNull(s.completedAt),
      error: s.error,
      output: s.output,
    })),
  };
}

function startedBody(e: Execution) {
  return { execution_id: e.id, blueprint_id: e.blueprintId, status: e.status, started_at: iso(e.startedAt) };
}

function badRequest(issues: Issue[]): ApiError {
  const first = issues[0] as Issue;
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : "";
  return new ApiError("validation_failed", `${first.name} ${first.message}${more}`, { issues });
}

function executionNotFound(): ApiError {
  return new ApiError("not_found", "This project has no workflow execution with that id");
}

/**
 * The job rules of each step the contract and the DAG rules do not cover (URLs the egress policy
 * allows), checked by the jobs feature's own planJob, as the step's job will be. A malformed
 * member adds its issue; a refused URL (403) or anything else is thrown as it is.
 */
function jobIssues(steps: readonly WorkflowStep[], now: Date, policy: EgressPolicy): Issue[] {
  const issues: Issue[] = [];
  steps.forEach((s, i) => {
    try {
      planJob({ ...s.job_trigger, payload: null }, `/steps/${i}/job_trigger`, now, policy);
    } catch (err) {
      if (!(err instanceof ApiError) || err.code !== "validation_failed") throw err;
      issues.push(...err.issues);
    }
  });
  return issues;
}

/** Runs `fn` on the project's execution, locked; 404 when there is none. */
async function withRun<T>(
  ctx: Context,
  projectId: string,
  executionId: string,
  fn: (run: ExecutionRun) => Promise<T>,
): Promise<T> {
  const jobs = ctx.stepJobs;
  return withTransaction({ knex: ctx.db }, async (trx) => {
    const run = await openRun(trx, projectId, executionId, jobs);
    if (!run) throw executionNotFound();
    return fn(run);
  });
}

/** The workflow handlers. */
export const workflowHandlers: InfraWorkflowsHandlers = {
  async create_workflow_blueprint({ body }, ctx) {
    checkJsonSize(body.steps, WORKFLOW_JSON_MAX_BYTES, "/steps");
    const issues: Issue[] = [
      ...validateDag(body.steps).map((i) => ({
        location: "body" as const,
        name: i.pointer,
        message: i.message,
      })),
      ...jobIssues(body.steps, ctx.now(), ctx.egress),
    ];
    if (issues.length > 0) throw badRequest(issues);
    const projectId = await chargedProject(ctx);
    const blueprint = await createBlueprint(
      ctx.db,
      projectId,
      {
        name: body.name,
        description: body.description,
        steps: body.steps as unknown as WorkflowStepDef[],
        maxDurationSec: body.max_duration_sec,
      },
      ctx.now(),
    );
    return {
      status: 200,
      body: {
        id: blueprint.id,
        project_id: blueprint.projectId,
        name: blueprint.name,
        description: blueprint.description,
        steps: blueprint.steps as unknown as WorkflowStep[],
        max_duration_sec: blueprint.maxDurationSec,
        created_at: iso(blueprint.createdAt),
      },
    };
  },

  async list_workflow_blueprints({ query }, ctx) {
    const projectId = await chargedProject(ctx);
    const page = await listPage(query, (p) => listBlueprints(ctx.db, projectId, p));
    return {
      status: 200,
      body: {
        blueprints: page.items.map((b) => ({ id: b.id, name: b.name, created_at: iso(b.createdAt) })),
        next_cursor: page.nextAfter,
      },
    };
  },

  async trigger_workflow({ path, body }, ctx) {
    checkJsonSize(body.input_data ?? {}, WORKFLOW_JSON_MAX_BYTES, "/input_data");
    const projectId = await chargedProject(ctx);
    const blueprint = await getBlueprint(ctx.db, projectId, path.blueprint_id);
    if (!blueprint) throw new ApiError("not_found", "This project has no workflow blueprint with that id");
    const jobs = ctx.stepJobs;
    const now = ctx.now();
    const { execution, created } = await withTransaction({ knex: ctx.db }, async (trx) => {
      const inserted = await insertExecution(
        trx,
        blueprint,
        { inputData: body.input_data ?? {}, idempotencyKey: body.idempotency_key },
        now,
      );
      if (!inserted.created) return inserted;
      // The root steps start in the transaction that creates the execution.
      const run = new ExecutionRun(trx, inserted.execution, blueprint, jobs);
      await run.advance(now);
      return { execution: run.execution, created: true };
    });
    return created
      ? { status: 200, body: startedBody(execution) }
      : { status: 200, body: startedBody(execution), headers: { "Idempotent-Replayed": "true" } };
  },

  async get_workflow_execution({ path }, ctx) {
    const projectId = await chargedProject(ctx);
    const execution = await getExecution(ctx.db, projectId, path.execution_id);
    if (!execution) throw executionNotFound();
    return { status: 200, body: executionBody(execution) };
  },

  async cancel_workflow_execution({ path }, ctx) {
    const projectId = await chargedProject(ctx);
    const now = ctx.now();
    await withRun(ctx, projectId, path.execution_id, async (run) => {
      if (run.execution.status !== "running")
        throw new ApiError(
          "conflict",
          `Only a running execution can be cancelled; this one is ${run.execution.status}`,
        );
      await run.end("cancelled", now);
    });
    return { status: 200, body: { id: path.execution_id, status: "cancelled", cancelled_at: iso(now) } };
  },

  async resume_workflow_execution({ path, body }, ctx) {
    if (body.override_output !== undefined)
      checkJsonSize(body.override_output, WORKFLOW_JSON_MAX_BYTES, "/override_output");
    const projectId = await chargedProject(ctx);
    const now = ctx.now();
    const status = await withRun(ctx, projectId, path.execution_id, async (run) => {
      const ex = run.execution;
      if (ex.status !== "failed" && ex.status !== "timed_out")
        throw new ApiError(
          "conflict",
          `Only a failed or timed out execution can be resumed; this one is ${ex.status}`,
        );
      const failed = ex.steps.filter((s) => s.status === "failed");
      let target: string | undefined = body.step_id;
      // What the execution's state refuses is a 409: the body itself is well formed.
      if (target !== undefined) {
        const step = run.step(target);
        if (!step) throw new ApiError("conflict", `This execution's workflow has no step ${target}`);
        if (step.status !== "failed")
          throw new ApiError(
            "conflict",
            `Only a failed step can be resumed; step ${target} is ${step.status}`,
          );
      } else if (body.override_output !== undefined) {
        if (failed.length !== 1)
          throw new ApiError(
            "conflict",
            `override_output needs a step_id: the execution has ${failed.length} failed steps, not one`,
          );
        target = failed[0]?.stepId;
      }
      // Every step that did not complete runs again, except the one given its output.
      const again = ex.steps
        .filter((s) => ["failed", "cancelled", "skipped"].includes(s.status))
        .filter((s) => !(body.override_output !== undefined && s.stepId === target))
        .map((s) => s.stepId);
      await run.patch(again, {
        status: "pending",
        jobId: null,
        startedAt: null,
        completedAt: null,
        error: null,
        output: null,
      });
      if (body.override_output !== undefined && target !== undefined)
        await run.patch([target], {
          status: "completed",
          jobId: null,
          completedAt: now,
          error: null,
          output: body.override_output,
        });
      await run.patchExecution(
        {
          status: "running",
          result: null,
          completedAt: null,
          deadlineAt: new Date(now.getTime() + run.blueprint.maxDurationSec * 1000),
        },
        now,
      );
      await run.advance(now);
      return run.execution.status;
    });
    return { status: 200, body: { id: path.execution_id, status, resumed_at: iso(now) } };
  },
};
