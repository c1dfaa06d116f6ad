/**
 * Project jobs (`infra_jobs`) and their runs, one row per attempt (`infra_job_runs`). Every call a
 * tenant's route makes names its project, and every statement filters on it.
 *
 * The table is the source of truth; jobs are the items of the leased-work engine's
 * `infra.jobs.run` task (runtime/work/task.ts, handlers/infra/jobs/task.ts). Work is taken with
 * leases: runners claim due HTTP jobs and consumers claim queue jobs with `FOR UPDATE SKIP LOCKED`,
 * the job becomes `running` until `claimed_until`, and the claim commits before any HTTP call. An
 * attempt's outcome is recorded only while the job is still on that attempt (`current_run_id`),
 * so a runner whose lease ran out changes nothing; ended leases are listed by
 * {@link listExpiredJobs} for the engine to record as timed-out attempts.
 *
 * This module moves rows; the decisions (next cron tick, backoff, which transition is terminal)
 * are made by handlers/infra/jobs/, and every terminal transition goes through its finished.ts.
 */
import type { Knex } from "knex";
import { type Page, type PageRequest, pageByTimeId } from "../paging.js";
import { isUuid, runner } from "../run.js";

/** Job states. */
export type JobStatus = "scheduled" | "queued" | "running" | "completed" | "failed" | "cancelled";
/** The finished states. */
export const TERMINAL_JOB_STATUSES: readonly JobStatus[] = ["completed", "failed", "cancelled"];
/** Run (attempt) states. */
export type JobRunStatus = "running" | "succeeded" | "failed" | "timed_out" | "cancelled";

/** When a job runs, as the contract shows it. */
export type JobTrigger =
  | { type: "task"; delay_seconds: number }
  | { type: "cron"; schedule: string; timezone: string }
  | { type: "queue"; queue: string };

/** Waits between failed attempts. */
export interface JobBackoff {
  strategy: "fixed" | "exponential";
  delaySeconds: number;
}

/** A job as stored, without its secret. */
export interface Job {
  id: string;
  projectId: string;
  name: string | null;
  trigger: JobTrigger;
  handler: string | null;
  payload: unknown;
  result: unknown;
  status: JobStatus;
  enabled: boolean;
  priority: number;
  /** Attempts made of the current run. */
  attempt: number;
  maxAttempts: number;
  timeoutSeconds: number;
  backoff: JobBackoff;
  callbackUrl: string | null;
  idempotencyKey: string | null;
  error: string | null;
  runAt: Date | null;
  nextRunAt: Date | null;
  lastRunAt: Date | null;
  claimedUntil: Date | null;
  /** Queue jobs: the API key id holding the claim. */
  claimedBy: string | null;
  /** The run row of the attempt in flight. */
  currentRunId: string | null;
  completedAt: Date | null;
  workflowExecutionId: string | null;
  workflowStepId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A new job, validated and scheduled by the caller. */
export interface NewJob {
  /** Default: generated (the caller may need it first, e.g. as the sealed secret's AAD). */
  id?: string | undefined;
  name: string | null;
  trigger: JobTrigger;
  handler: string | null;
  payload: unknown;
  status: "scheduled" | "queued";
  enabled: boolean;
  priority: number;
  maxAttempts: number;
  timeoutSeconds: number;
  backoff: JobBackoff;
  callbackUrl: string | null;
  idempotencyKey: string | null;
  secretSealed: string;
  runAt: Date | null;
  nextRunAt: Date | null;
  workflowExecutionId?: string | null | undefined;
  workflowStepId?: string | null | undefined;
}

/** One attempt of a job. */
export interface JobRun {
  id: string;
  jobId: string;
  attempt: number;
  scheduledAt: Date;
  startedAt: Date;
  completedAt: Date | null;
  status: JobRunStatus;
  durationMs: number | null;
  handlerStatus: number | null;
  error: string | null;
}

/** A job a runner or consumer has just claimed: the job (now `running`) and its new run's id. */
export interface ClaimedJob {
  job: Job;
  runId: string;
  secretSealed: string;
}

interface JobRow {
  id: string;
  project_id: string;
  name: string | null;
  trigger: JobTrigger;
  handler: string | null;
  payload: unknown;
  result: unknown;
  status: JobStatus;
  enabled: boolean;
  priority: number;
  attempt: number;
  max_attempts: number;
  timeout_seconds: number;
  backoff_strategy: "fixed" | "exponential";
  backoff_delay_seconds: number;
  callback_url: string | null;
  idempotency_key: string | null;
  error: string | null;
  run_at: Date | null;
  next_run_at: Date | null;
  last_run_at: Date | null;
  claimed_until: Date | null;
  claimed_by: string | null;
  current_run_id: string | null;
  completed_at: Date | null;
  workflow_execution_id: string | null;
  workflow_step_id: string | null;
  created_at: Date;
  updated_at: Date;
}

interface RunRow {
  id: string;
  job_id: string;
  attempt: number;
  scheduled_at: Date;
  started_at: Date;
  completed_at: Date | null;
  status: JobRunStatus;
  duration_ms: number | null;
  handler_status: number | null;
  error: string | null;
}

/** Columns of a job handed out (never secret_sealed). */
const JOB_COLUMNS = [
  "id",
  "project_id",
  "name",
  "trigger",
  "handler",
  "payload",
  "result",
  "status",
  "enabled",
  "priority",
  "attempt",
  "max_attempts",
  "timeout_seconds",
  "backoff_strategy",
  "backoff_delay_seconds",
  "callback_url",
  "idempotency_key",
  "error",
  "run_at",
  "next_run_at",
  "last_run_at",
  "claimed_until",
  "claimed_by",
  "current_run_id",
  "completed_at",
  "workflow_execution_id",
  "workflow_step_id",
  "created_at",
  "updated_at",
] as const;

const J = (alias: string) => JOB_COLUMNS.map((c) => `${alias}.${c}`).join(", ");

function toJob(row: JobRow): Job {
  return {
    id: row.id,
    projectId: row.project_id,
    name: row.name,
    trigger: row.trigger,
    handler: row.handler,
    payload: row.payload,
    result: row.result,
    status: row.status,
    enabled: row.enabled,
    priority: row.priority,
    attempt: row.attempt,
    maxAttempts: row.max_attempts,
    timeoutSeconds: row.timeout_seconds,
    backoff: { strategy: row.backoff_strategy, delaySeconds: row.backoff_delay_seconds },
    callbackUrl: row.callback_url,
    idempotencyKey: row.idempotency_key,
    error: row.error,
    runAt: row.run_at,
    nextRunAt: row.next_run_at,
    lastRunAt: row.last_run_at,
    claimedUntil: row.claimed_until,
    claimedBy: row.claimed_by,
    currentRunId: row.current_run_id,
    completedAt: row.completed_at,
    workflowExecutionId: row.workflow_execution_id,
    workflowStepId: row.workflow_step_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toRun(row: RunRow): JobRun {
  return {
    id: row.id,
    jobId: row.job_id,
    attempt: row.attempt,
    scheduledAt: row.scheduled_at,
    startedAt: row.started_at,
    completedAt: row.completed_at,
    status: row.status,
    durationMs: row.duration_ms,
    handlerStatus: row.handler_status,
    error: row.error,
  };
}

/** A JSON value as json text: JSON.stringify turns `undefined` into nothing at all. */
function jsonParam(value: unknown): string {
  return JSON.stringify(value) ?? "null";
}

/** Text a `text` column can hold: at most `max` characters, no NUL (PostgreSQL refuses it). */
export function textParam(text: string | null | undefined, max = 2000): string | null {
  if (text === null || text === undefined) return null;
  let cut = text.length > max ? text.slice(0, max) : text;
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return cut.replaceAll("\u0000", "\uFFFD");
}

/**
 * Inserts jobs of the project, in order. A job whose idempotency key the project already used (in
 * an earlier call, a concurrent one, or earlier in `jobs`) is not inserted: its entry is that
 * first job, with `created: false`. Race-safe: the unique index decides (ON CONFLICT DO NOTHING),
 * and the loser reads the winner's row once its transaction has committed.
 */
export async function insertJobs(
  db: Knex,
  projectId: string,
  jobs: readonly NewJob[],
  now: Date,
): Promise<{ job: Job; created: boolean }[]> {
  const out: { job: Job; created: boolean }[] = [];
  const knex = runner(db);
  for (const j of jobs) {
    const { rows } = (await knex.raw(
      `INSERT INTO infra_jobs (id, project_id, name, trigger_type, trigger, queue, handler, payload, status,
         enabled, priority, max_attempts, timeout_seconds, backoff_strategy, backoff_delay_seconds,
         callback_url, idempotency_key, secret_sealed, run_at, next_run_at, workflow_execution_id,
         workflow_step_id, created_at, updated_at)
       VALUES (coalesce(?::uuid, gen_random_uuid()), ?::uuid, ?, ?, ?::jsonb, ?, ?, ?::json, ?, ?, ?, ?, ?, ?, ?,
         ?, ?, ?, ?::timestamptz, ?::timestamptz, ?::uuid, ?, ?::timestamptz, ?::timestamptz)
       ON CONFLICT (project_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
       RETURNING ${JOB_COLUMNS.join(", ")}`,
      [
        j.id ?? null,
        projectId,
        j.name,
        j.trigger.type,
        JSON.stringify(j.trigger),
        j.trigger.type === "queue" ? j.trigger.queue : null,
        j.handler,
        jsonParam(j.payload),
        j.status,
        j.enabled,
        j.priority,
        j.maxAttempts,
        j.timeoutSeconds,
        j.backoff.strategy,
        j.backoff.delaySeconds,
        j.callbackUrl,
        j.idempotencyKey,
        j.secretSealed,
        j.runAt,
        j.nextRunAt,
        j.workflowExecutionId ?? null,
        j.workflowStepId ?? null,
        now,
        now,
      ],
    )) as { rows: JobRow[] };
    const row = rows[0];
    if (row) {
      out.push({ job: toJob(row), created: true });
      continue;
    }
    const first = (await knex("infra_jobs")
      .select(...JOB_COLUMNS)
      .where({ project_id: projectId, idempotency_key: j.idempotencyKey })
      .first()) as JobRow | undefined;
    if (!first) throw new Error("idempotency conflict without a visible first job");
    out.push({ job: toJob(first), created: false });
  }
  return out;
}

/** The project's job `jobId`, or null. With `forUpdate`, the row is locked (call inside a transaction). */
export async function getJob(
  db: Knex,
  projectId: string,
  jobId: string,
  options: { forUpdate?: boolean } = {},
): Promise<Job | null> {
  if (!isUuid(projectId) || !isUuid(jobId)) return null;
  const query = runner(db)("infra_jobs")
    .select(...JOB_COLUMNS)
    .where({ project_id: projectId, id: jobId });
  if (options.forUpdate) query.forUpdate();
  const row = (await query.first()) as JobRow | undefined;
  return row ? toJob(row) : null;
}

/** A job by id whatever its project (engine use), optionally locked. */
export async function getJobById(
  db: Knex,
  jobId: string,
  options: { forUpdate?: boolean } = {},
): Promise<Job | null> {
  if (!isUuid(jobId)) return null;
  const query = runner(db)("infra_jobs")
    .select(...JOB_COLUMNS)
    .where({ id: jobId });
  if (options.forUpdate) query.forUpdate();
  const row = (await query.first()) as JobRow | undefined;
  return row ? toJob(row) : null;
}

/** The sealed signing secret of a job, or null. */
export async function getJobSecretSealed(db: Knex, jobId: string): Promise<string | null> {
  if (!isUuid(jobId)) return null;
  const row = (await runner(db)("infra_jobs").select("secret_sealed").where({ id: jobId }).first()) as
    | { secret_sealed: string }
    | undefined;
  return row?.secret_sealed ?? null;
}

/** Filters of {@link listJobs}. */
export interface JobFilter {
  status?: JobStatus | undefined;
  triggerType?: JobTrigger["type"] | undefined;
  queue?: string | undefined;
}

/** The project's jobs, newest first, a page at a time. A foreign cursor throws InvalidCursorError. */
export async function listJobs(
  db: Knex,
  projectId: string,
  page: PageRequest & JobFilter,
): Promise<Page<Job>> {
  const knex = runner(db);
  const query = isUuid(projectId)
    ? knex("infra_jobs")
        .select(...JOB_COLUMNS)
        .where({ project_id: projectId })
    : null;
  if (page.status) query?.where({ status: page.status });
  if (page.triggerType) query?.where({ trigger_type: page.triggerType });
  if (page.queue) query?.where({ queue: page.queue });
  return pageByTimeId(knex, query, { time: "created_at", id: "id", newestFirst: true }, page, toJob);
}

/** Column changes {@link updateJob} may make (already computed by the caller). */
export interface JobChanges {
  trigger?: JobTrigger;
  handler?: string | null;
  payload?: unknown;
  result?: unknown;
  status?: JobStatus;
  enabled?: boolean;
  attempt?: number;
  error?: string | null;
  runAt?: Date | null;
  nextRunAt?: Date | null;
  lastRunAt?: Date | null;
  claimedUntil?: Date | null;
  claimedBy?: string | null;
  currentRunId?: string | null;
  nextRunId?: string | null;
  completedAt?: Date | null;
  callbackPending?: boolean;
}

/** Sets `changes` on job `jobId` and returns it (null when there is none). No state checks: lock first. */
export async function updateJob(
  db: Knex,
  jobId: string,
  changes: JobChanges,
  now: Date,
): Promise<Job | null> {
  if (!isUuid(jobId)) return null;
  const knex = runner(db);
  const set: Record<string, unknown> = { updated_at: now };
  const map: [keyof JobChanges, string][] = [
    ["handler", "handler"],
    ["status", "status"],
    ["enabled", "enabled"],
    ["attempt", "attempt"],
    ["runAt", "run_at"],
    ["nextRunAt", "next_run_at"],
    ["lastRunAt", "last_run_at"],
    ["claimedUntil", "claimed_until"],
    ["claimedBy", "claimed_by"],
    ["currentRunId", "current_run_id"],
    ["nextRunId", "next_run_id"],
    ["completedAt", "completed_at"],
    ["callbackPending", "callback_pending"],
  ];
  for (const [key, column] of map) if (key in changes) set[column] = changes[key] ?? null;
  if ("error" in changes) set.error = textParam(changes.error);
  if (changes.trigger) set.trigger = knex.raw("?::jsonb", [JSON.stringify(changes.trigger)]);
  if ("payload" in changes) set.payload = knex.raw("?::json", [jsonParam(changes.payload)]);
  if ("result" in changes) set.result = knex.raw("?::json", [jsonParam(changes.result)]);
  const rows = (await knex("infra_jobs")
    .where({ id: jobId })
    .update(set)
    .returning([...JOB_COLUMNS])) as JobRow[];
  return rows[0] ? toJob(rows[0]) : null;
}

/** What {@link claimJobs} takes. */
export interface ClaimJobsOptions {
  now: Date;
  /** At most this many. */
  limit: number;
  /** Queue jobs of this project and queue (consumers), or HTTP jobs due by `dueBy` (runners). */
  queue?: { projectId: string; name: string; claimedBy: string; visibilitySeconds: number } | undefined;
  /** Runners: only these jobs (still only when due). */
  ids?: readonly string[] | undefined;
  /** Runners: jobs due up to this time (later than `now` in a manual flush). Default `now`. */
  dueBy?: Date | undefined;
}

/**
 * Claims up to `limit` due, enabled, waiting (`scheduled`/`queued`) jobs, highest priority then
 * oldest first, skipping rows another claimer holds: each becomes `running` with `attempt + 1`, a
 * lease (`claimed_until`: the visibility timeout for queue jobs, the job's timeout + 5 s for HTTP
 * jobs) and a new `running` run row. Expired leases are not taken here: the engine's sweep turns
 * them into timed-out runs first (so they count as attempts).
 */
export async function claimJobs(db: Knex, o: ClaimJobsOptions): Promise<ClaimedJob[]> {
  if (!(Number.isSafeInteger(o.limit) && o.limit > 0))
    throw new RangeError(`limit must be a positive integer`);
  const ids = o.ids?.filter(isUuid);
  if (ids && ids.length === 0) return [];
  const where: string[] = ["j.status IN ('scheduled', 'queued')", "j.enabled", "j.run_at <= ?::timestamptz"];
  const params: Knex.Value[] = [o.queue ? o.now : (o.dueBy ?? o.now)];
  if (o.queue) {
    if (!isUuid(o.queue.projectId)) return [];
    where.push("j.trigger_type = 'queue'", "j.project_id = ?::uuid", "j.queue = ?");
    params.push(o.queue.projectId, o.queue.name);
  } else {
    where.push("j.trigger_type <> 'queue'");
  }
  if (ids) {
    where.push("j.id = ANY(?::uuid[])");
    params.push([...ids]);
  }
  const lease = o.queue
    ? `?::timestamptz + make_interval(secs => ${Number(o.queue.visibilitySeconds)})`
    : "?::timestamptz + make_interval(secs => j.timeout_seconds + 5)";
  // One statement (atomic on its own, or part of the caller's transaction): the jobs and their runs.
  const { rows } = (await runner(db).raw(
    `WITH due AS (
       SELECT j.id, j.run_at, coalesce(j.next_run_id, gen_random_uuid()) AS run_id FROM infra_jobs j
       WHERE ${where.join(" AND ")}
       ORDER BY j.priority DESC, j.run_at, j.created_at, j.id
       LIMIT ?
       FOR UPDATE OF j SKIP LOCKED
     ),
     claimed AS (
       UPDATE infra_jobs j
       SET status = 'running', attempt = j.attempt + 1, claimed_until = ${lease}, claimed_by = ?,
           current_run_id = due.run_id, next_run_id = NULL, last_run_at = ?::timestamptz,
           updated_at = ?::timestamptz
       FROM due WHERE j.id = due.id
       RETURNING ${J("j")}, due.run_at AS scheduled_at, j.secret_sealed
     ),
     runs AS (
       INSERT INTO infra_job_runs (id, job_id, project_id, attempt, scheduled_at, started_at, status)
       SELECT current_run_id, id, project_id, attempt, coalesce(scheduled_at, ?::timestamptz),
              ?::timestamptz, 'running'
       FROM claimed
     )
     SELECT * FROM claimed`,
    [...params, o.limit, o.now, o.queue?.claimedBy ?? null, o.now, o.now, o.now, o.now],
  )) as { rows: (JobRow & { scheduled_at: Date | null; secret_sealed: string })[] };
  const sorted = [...rows].sort(
    (a, b) =>
      b.priority - a.priority ||
      (a.scheduled_at?.getTime() ?? 0) - (b.scheduled_at?.getTime() ?? 0) ||
      a.created_at.getTime() - b.created_at.getTime(),
  );
  return sorted.map((r) => ({
    job: toJob(r),
    runId: r.current_run_id as string,
    secretSealed: r.secret_sealed,
  }));
}

/** Ids of HTTP jobs due by `dueBy` (what a manual flush works through), oldest first. */
export async function listDueJobIds(db: Knex, o: { dueBy: Date; limit: number }): Promise<string[]> {
  const rows = (await runner(db)("infra_jobs")
    .select("id")
    .whereIn("status", ["scheduled", "queued"])
    .andWhere("enabled", true)
    .andWhereNot("trigger_type", "queue")
    .andWhere("run_at", "<=", o.dueBy)
    .orderBy([{ column: "run_at" }, { column: "id" }])
    .limit(o.limit)) as { id: string }[];
  return rows.map((r) => r.id);
}

/**
 * Running jobs whose lease ended by `now` (of one project's queue, when given), oldest lease first,
 * without changing them: the engine records each as a timed-out attempt.
 */
export async function listExpiredJobs(
  db: Knex,
  o: { now: Date; limit: number; projectId?: string; queue?: string },
): Promise<Job[]> {
  if (o.projectId !== undefined && !isUuid(o.projectId)) return [];
  const query = runner(db)("infra_jobs")
    .select(...JOB_COLUMNS)
    .where({ status: "running" })
    .andWhere("claimed_until", "<=", o.now);
  if (o.projectId) query.andWhere({ project_id: o.projectId });
  if (o.queue) query.andWhere({ queue: o.queue });
  const rows = (await query.orderBy("claimed_until").limit(o.limit)) as JobRow[];
  return rows.map(toJob);
}

/** The outcome of one attempt, for {@link finishRun}. */
export interface RunOutcome {
  status: Exclude<JobRunStatus, "running">;
  handlerStatus?: number | null | undefined;
  error?: string | null | undefined;
  now: Date;
}

/** Closes run `runId` (only while it is `running`); false when it was already closed. */
export async function finishRun(db: Knex, runId: string, o: RunOutcome): Promise<boolean> {
  if (!isUuid(runId)) return false;
  const rows = (await runner(db)("infra_job_runs")
    .where({ id: runId, status: "running" })
    .update({
      status: o.status,
      completed_at: o.now,
      duration_ms: runner(db).raw(
        "greatest(0, round(extract(epoch FROM (?::timestamptz - started_at)) * 1000))::int",
        [o.now],
      ),
      handler_status: o.handlerStatus ?? null,
      error: textParam(o.error),
    })
    .returning("id")) as { id: string }[];
  return rows.length > 0;
}

/** An attempt whose handler answered 2xx, for {@link completeTaskRuns}. */
export interface SucceededRun {
  jobId: string;
  runId: string;
  /** The handler's result (JSON; undefined is stored as null). */
  result: unknown;
  handlerStatus: number | null;
}

/**
 * Completes, in one statement, the task jobs among `runs` that are still `running` the attempt
 * named (the row lock and the re-check are the UPDATE's own: a cancel or an expired lease that
 * committed first leaves the job out), and closes those attempts' runs as `succeeded`: what
 * settling a successful attempt and finishing the job do to these two tables, for a whole batch.
 * Jobs of a workflow step and cron jobs are never taken (their ends do more). Returns the jobs
 * completed, as they now are; the caller records their events and callbacks in the same transaction.
 */
export async function completeTaskRuns(db: Knex, runs: readonly SucceededRun[], now: Date): Promise<Job[]> {
  const valid = runs.filter((r) => isUuid(r.jobId) && isUuid(r.runId));
  if (valid.length === 0) return [];
  const values = valid.map(() => "(?::uuid, ?::uuid, ?::json, ?::int)").join(", ");
  const params: Knex.Value[] = valid.flatMap((r) => [
    r.jobId,
    r.runId,
    jsonParam(r.result ?? null),
    r.handlerStatus,
  ]);
  const { rows } = (await runner(db).raw(
    `WITH v (job_id, run_id, result, handler_status) AS (VALUES ${values}),
     done AS (
       UPDATE infra_jobs j
       SET status = 'completed', result = v.result, error = NULL, completed_at = ?::timestamptz,
           claimed_until = NULL, claimed_by = NULL, current_run_id = NULL, next_run_id = NULL,
           next_run_at = NULL, callback_pending = j.callback_url IS NOT NULL, updated_at = ?::timestamptz
       FROM v
       WHERE j.id = v.job_id AND j.status = 'running' AND j.current_run_id = v.run_id
         AND j.trigger_type = 'task' AND j.workflow_execution_id IS NULL
       RETURNING ${J("j")}, v.run_id AS settled_run_id, v.handler_status AS settled_handler_status
     ),
     closed AS (
       UPDATE infra_job_runs r
       SET status = 'succeeded', completed_at = ?::timestamptz,
           duration_ms = greatest(0, round(extract(epoch FROM (?::timestamptz - r.started_at)) * 1000))::int,
           handler_status = done.settled_handler_status, error = NULL
       FROM done WHERE r.id = done.settled_run_id AND r.status = 'running'
       RETURNING r.id
     )
     SELECT ${JOB_COLUMNS.map((c) => `done.${c}`).join(", ")} FROM done`,
    [...params, now, now, now, now],
  )) as { rows: JobRow[] };
  return rows.map(toJob);
}

/** Runs of the project's job, newest first, a page at a time. */
export async function listRuns(
  db: Knex,
  projectId: string,
  jobId: string,
  page: PageRequest,
): Promise<Page<JobRun>> {
  const knex = runner(db);
  const query =
    isUuid(projectId) && isUuid(jobId)
      ? knex("infra_job_runs").select("*").where({ project_id: projectId, job_id: jobId })
      : null;
  return pageByTimeId(knex, query, { time: "started_at", id: "id", newestFirst: true }, page, toRun);
}

/**
 * Takes up to `limit` finished jobs whose callback is owed (only `ids`, when given) and marks them
 * sent (at most once: a sender that dies before posting loses that callback). Returns them with
 * their sealed secrets.
 */
export async function takePendingCallbacks(
  db: Knex,
  limit: number,
  ids?: readonly string[],
): Promise<{ job: Job; secretSealed: string }[]> {
  const only = ids?.filter(isUuid);
  if (only && only.length === 0) return [];
  const { rows } = (await runner(db).raw(
    `WITH due AS (
       SELECT id FROM infra_jobs WHERE callback_pending ${only ? "AND id = ANY(?::uuid[])" : ""}
       ORDER BY updated_at LIMIT ? FOR UPDATE SKIP LOCKED
     )
     UPDATE infra_jobs j SET callback_pending = false FROM due WHERE j.id = due.id
     RETURNING ${J("j")}, j.secret_sealed`,
    [...(only ? [only] : []), limit],
  )) as { rows: (JobRow & { secret_sealed: string })[] };
  return rows.map((r) => ({ job: toJob(r), secretSealed: r.secret_sealed }));
}

/** Ids of finished jobs whose callback is owed, oldest first (what a manual flush works through). */
export async function listPendingCallbackIds(db: Knex, limit: number): Promise<string[]> {
  const rows = (await runner(db)("infra_jobs")
    .select("id")
    .where({ callback_pending: true })
    .orderBy([{ column: "updated_at" }, { column: "id" }])
    .limit(limit)) as { id: string }[];
  return rows.map((r) => r.id);
}
