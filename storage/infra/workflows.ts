/**
 * Workflow blueprints (`infra_workflow_blueprints`), their executions
 * (`infra_workflow_executions`) and the state of each step of each execution
 * (`infra_workflow_steps`). Every call a tenant's route makes names its project, and every
 * statement filters on it, so one project never sees another's workflows.
 *
 * Advancing an execution reads and writes its step rows under {@link lockExecution} (`SELECT …
 * FOR UPDATE` on the execution's row): two step jobs finishing at once are applied one after the
 * other, so a step that waits for both is started exactly once. Nothing here knows the DAG rules
 * or jobs: handlers/infra/workflows/ does.
 */
import type { Knex } from "knex";
import { type Page, type PageRequest, pageByTimeId } from "../paging.js";
import { isUuid, runner } from "../run.js";

/** A step of a blueprint as the caller sent it (the contract's WorkflowStep). */
export interface WorkflowStepDef {
  id: string;
  job_trigger: Record<string, unknown>;
  payload_template?: unknown;
  depends_on?: string[];
  catch?: string;
}

/** A blueprint as stored. */
export interface Blueprint {
  id: string;
  projectId: string;
  name: string;
  description: string | null;
  steps: WorkflowStepDef[];
  maxDurationSec: number;
  createdAt: Date;
}

/** Fields of a new blueprint. */
export interface NewBlueprint {
  name: string;
  description?: string | undefined;
  steps: readonly WorkflowStepDef[];
  maxDurationSec: number;
}

/** Execution states: `running` until it ends one of the four other ways. */
export type ExecutionStatus = "running" | "completed" | "failed" | "cancelled" | "timed_out";

/** Step states inside an execution. */
export type StepStatus =
  | "pending"
  | "running"
  | "completed"
  | "failed"
  | "recovered"
  | "skipped"
  | "cancelled";

/** One step's state inside one execution. */
export interface StepState {
  stepId: string;
  /** The step's index in its blueprint. */
  position: number;
  /** The current job; null before the step starts (or when resume gave its output). */
  jobId: string | null;
  status: StepStatus;
  startedAt: Date | null;
  completedAt: Date | null;
  error: string | null;
  /** The job's result (or the catch step's output); null when there is none. */
  output: unknown;
}

/** An execution with its steps in blueprint order. */
export interface Execution {
  id: string;
  projectId: string;
  blueprintId: string;
  status: ExecutionStatus;
  inputData: Record<string, unknown>;
  result: Record<string, unknown> | null;
  idempotencyKey: string | null;
  startedAt: Date;
  /** When a still running execution times out. */
  deadlineAt: Date;
  completedAt: Date | null;
  steps: StepState[];
}

/** Fields {@link updateExecution} changes; absent ones stay. */
export interface ExecutionPatch {
  status?: ExecutionStatus | undefined;
  result?: Record<string, unknown> | null | undefined;
  deadlineAt?: Date | undefined;
  completedAt?: Date | null | undefined;
}

/** Fields {@link updateSteps} changes; absent ones stay (null clears). */
export interface StepPatch {
  jobId?: string | null | undefined;
  status?: StepStatus | undefined;
  startedAt?: Date | null | undefined;
  completedAt?: Date | null | undefined;
  error?: string | null | undefined;
  output?: unknown;
}

interface BlueprintRow {
  id: string;
  project_id: string;
  name: string;
  description: string | null;
  steps: WorkflowStepDef[];
  max_duration_sec: number;
  created_at: Date;
}

interface ExecutionRow {
  id: string;
  project_id: string;
  blueprint_id: string;
  status: ExecutionStatus;
  input_data: Record<string, unknown>;
  result: Record<string, unknown> | null;
  idempotency_key: string | null;
  started_at: Date;
  deadline_at: Date;
  completed_at: Date | null;
}

interface StepRow {
  step_id: string;
  position: number;
  job_id: string | null;
  status: StepStatus;
  started_at: Date | null;
  completed_at: Date | null;
  error: string | null;
  output: unknown;
}

const BLUEPRINT_COLUMNS = [
  "id",
  "project_id",
  "name",
  "description",
  "steps",
  "max_duration_sec",
  "created_at",
];
const EXECUTION_COLUMNS = [
  "id",
  "project_id",
  "blueprint_id",
  "status",
  "input_data",
  "result",
  "idempotency_key",
  "started_at",
  "deadline_at",
  "completed_at",
];
const STEP_COLUMNS = [
  "step_id",
  "position",
  "job_id",
  "status",
  "started_at",
  "completed_at",
  "error",
  "output",
];

function toBlueprint(row: BlueprintRow): Blueprint {
  return {
    id: row.id,
    projectId: row.project_id,
    name: row.name,
    description: row.description,
    steps: row.steps,
    maxDurationSec: row.max_duration_sec,
    createdAt: row.created_at,
  };
}

function toStep(row: StepRow): StepState {
  return {
    stepId: row.step_id,
    position: row.position,
    jobId: row.job_id,
    status: row.status,
    startedAt: row.started_at,
    completedAt: row.completed_at,
    error: row.error,
    output: row.output ?? null,
  };
}

function toExecution(row: ExecutionRow, steps: StepRow[]): Execution {
  return {
    id: row.id,
    projectId: row.project_id,
    blueprintId: row.blueprint_id,
    status: row.status,
    inputData: row.input_data,
    result: row.result,
    idempotencyKey: row.idempotency_key,
    startedAt: row.started_at,
    deadlineAt: row.deadline_at,
    completedAt: row.completed_at,
    steps: steps.map(toStep),
  };
}

/** A value as json text for a `?::json` binding (undefined is refused: it has no JSON form). */
function json(value: unknown): string {
  const text = JSON.stringify(value);
  if (text === undefined) throw new TypeError("a workflow value must be representable as JSON");
  return text;
}

/** Stores a blueprint of the project (its steps already validated). */
export async function createBlueprint(
  db: Knex,
  projectId: string,
  input: NewBlueprint,
  now: Date,
): Promise<Blueprint> {
  const knex = runner(db);
  const rows = (await knex("infra_workflow_blueprints")
    .insert({
      project_id: projectId,
      name: input.name,
      description: input.description ?? null,
      steps: knex.raw("?::json", [json(input.steps)]),
      max_duration_sec: input.maxDurationSec,
      created_at: now,
    })
    .returning(BLUEPRINT_COLUMNS)) as BlueprintRow[];
  return toBlueprint(rows[0] as BlueprintRow);
}

/** The project's blueprint `blueprintId`, or null. */
export async function getBlueprint(
  db: Knex,
  projectId: string,
  blueprintId: string,
): Promise<Blueprint | null> {
  if (!isUuid(projectId) || !isUuid(blueprintId)) return null;
  const row = (await runner(db)("infra_workflow_blueprints")
    .select(BLUEPRINT_COLUMNS)
    .where({ project_id: projectId, id: blueprintId })
    .first()) as BlueprintRow | undefined;
  return row ? toBlueprint(row) : null;
}

/** The project's blueprints, newest first, a page at a time (InvalidCursorError for a foreign cursor). */
export async function listBlueprints(
  db: Knex,
  projectId: string,
  page: PageRequest,
): Promise<Page<Blueprint>> {
  const knex = runner(db);
  const query = isUuid(projectId)
    ? knex("infra_workflow_blueprints")
        .select(...BLUEPRINT_COLUMNS)
        .where({ project_id: projectId })
    : null;
  return pageByTimeId(knex, query, { time: "created_at", id: "id", newestFirst: true }, page, toBlueprint);
}

async function stepsOf(db: Knex, executionId: string): Promise<StepRow[]> {
  return (await runner(db)("infra_workflow_steps")
    .select(STEP_COLUMNS)
    .where({ execution_id: executionId })
    .orderBy("position")) as StepRow[];
}

/**
 * Starts an execution of `blueprint`: the execution (`running`, due to time out after the
 * blueprint's max duration) and one `pending` row per step. With an idempotency key already used
 * on this blueprint, nothing is written and the first execution comes back (`created: false`),
 * also under a race (unique index + ON CONFLICT DO NOTHING). Call it inside a transaction.
 */
export async function insertExecution(
  trx: Knex,
  blueprint: Blueprint,
  input: { inputData: Record<string, unknown>; idempotencyKey?: string | undefined },
  now: Date,
): Promise<{ execution: Execution; created: boolean }> {
  const knex = runner(trx);
  const { rows } = (await knex.raw(
    `INSERT INTO infra_workflow_executions
       (project_id, blueprint_id, input_data, idempotency_key, started_at, deadline_at, updated_at)
     VALUES (?::uuid, ?::uuid, ?::json, ?, ?::timestamptz, ?::timestamptz, ?::timestamptz)
     ON CONFLICT (blueprint_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
     RETURNING ${EXECUTION_COLUMNS.join(", ")}`,
    [
      blueprint.projectId,
      blueprint.id,
      json(input.inputData),
      input.idempotencyKey ?? null,
      now,
      new Date(now.getTime() + blueprint.maxDurationSec * 1000),
      now,
    ],
  )) as { rows: ExecutionRow[] };
  const row = rows[0];
  if (!row) {
    const first = (await knex("infra_workflow_executions")
      .select(EXECUTION_COLUMNS)
      .where({ blueprint_id: blueprint.id, idempotency_key: input.idempotencyKey ?? null })
      .first()) as ExecutionRow | undefined;
    if (!first) throw new Error("idempotency conflict without a first execution");
    return { execution: toExecution(first, await stepsOf(knex, first.id)), created: false };
  }
  await knex("infra_workflow_steps").insert(
    blueprint.steps.map((s, position) => ({ execution_id: row.id, step_id: s.id, position })),
  );
  return { execution: toExecution(row, await stepsOf(knex, row.id)), created: true };
}

/** The project's execution `executionId` with its steps, or null. */
export async function getExecution(
  db: Knex,
  projectId: string,
  executionId: string,
): Promise<Execution | null> {
  if (!isUuid(projectId) || !isUuid(executionId)) return null;
  const row = (await runner(db)("infra_workflow_executions")
    .select(EXECUTION_COLUMNS)
    .where({ project_id: projectId, id: executionId })
    .first()) as ExecutionRow | undefined;
  return row ? toExecution(row, await stepsOf(db, row.id)) : null;
}

/**
 * The project's execution `executionId`, its row locked until `trx` ends (`FOR UPDATE`): every
 * change to an execution or its steps MUST happen under this lock. Null when there is none.
 */
export async function lockExecution(
  trx: Knex.Transaction,
  projectId: string,
  executionId: string,
): Promise<Execution | null> {
  if (!isUuid(projectId) || !isUuid(executionId)) return null;
  const row = (await trx("infra_workflow_executions")
    .select(EXECUTION_COLUMNS)
    .where({ project_id: projectId, id: executionId })
    .forUpdate()
    .first()) as ExecutionRow | undefined;
  return row ? toExecution(row, await stepsOf(trx, row.id)) : null;
}

/** Changes the fields given of an execution (held with {@link lockExecution}). */
export async function updateExecution(
  trx: Knex,
  executionId: string,
  patch: ExecutionPatch,
  now: Date,
): Promise<void> {
  const knex = runner(trx);
  const set: Record<string, unknown> = { updated_at: now };
  if (patch.status !== undefined) set.status = patch.status;
  if (patch.result !== undefined)
    set.result = patch.result === null ? null : knex.raw("?::json", [json(patch.result)]);
  if (patch.deadlineAt !== undefined) set.deadline_at = patch.deadlineAt;
  if (patch.completedAt !== undefined) set.completed_at = patch.completedAt;
  await knex("infra_workflow_executions").where({ id: executionId }).update(set);
}

/** Changes the fields given of the named steps of an execution (held with {@link lockExecution}). */
export async function updateSteps(
  trx: Knex,
  executionId: string,
  stepIds: readonly string[],
  patch: StepPatch,
): Promise<void> {
  if (stepIds.length === 0) return;
  const knex = runner(trx);
  const set: Record<string, unknown> = {};
  if (patch.jobId !== undefined) set.job_id = patch.jobId;
  if (patch.status !== undefined) set.status = patch.status;
  if (patch.startedAt !== undefined) set.started_at = patch.startedAt;
  if (patch.completedAt !== undefined) set.completed_at = patch.completedAt;
  if (patch.error !== undefined) set.error = patch.error;
  if ("output" in patch)
    set.output = patch.output === undefined ? null : knex.raw("?::json", [json(patch.output)]);
  if (Object.keys(set).length === 0) return;
  await knex("infra_workflow_steps")
    .where({ execution_id: executionId })
    .whereIn("step_id", [...stepIds])
    .update(set);
}

/** Running executions past their deadline (any project), oldest deadline first. */
export async function overdueExecutions(
  db: Knex,
  now: Date,
  limit: number,
): Promise<{ id: string; projectId: string }[]> {
  const rows = (await runner(db)("infra_workflow_executions")
    .select("id", "project_id")
    .where({ status: "running" })
    .where("deadline_at", "<=", now)
    .orderBy("deadline_at")
    .limit(limit)) as { id: string; project_id: string }[];
  return rows.map((r) => ({ id: r.id, projectId: r.project_id }));
}
