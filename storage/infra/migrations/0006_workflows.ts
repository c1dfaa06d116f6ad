/**
 * The infrastructure API, part 4: workflows. A project's blueprints (`infra_workflow_blueprints`:
 * the steps as the caller sent them), their executions (`infra_workflow_executions`) and one row
 * per (execution, step) (`infra_workflow_steps`) holding the step's state, its current job and its
 * output. Step jobs live in the jobs tables: `job_id` has no foreign key, so the two features land
 * (and are pruned) independently. JSON columns are `json`, not `jsonb`: jsonb refuses `\u0000`
 * and unpaired surrogates that a valid payload may hold (see 0011). Everything cascades from the
 * project. Never edit after it lands: add a new numbered migration instead.
 */
import type { Knex } from "knex";

/** Creates the workflow tables. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE infra_workflow_blueprints (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      project_id uuid NOT NULL REFERENCES infra_projects(id) ON DELETE CASCADE,
      name text NOT NULL,
      description text,
      -- the steps as sent (validated as a DAG before they are stored)
      steps json NOT NULL,
      max_duration_sec int NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX infra_workflow_blueprints_project_idx
      ON infra_workflow_blueprints (project_id, created_at DESC, id DESC);

    CREATE TABLE infra_workflow_executions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      project_id uuid NOT NULL REFERENCES infra_projects(id) ON DELETE CASCADE,
      blueprint_id uuid NOT NULL REFERENCES infra_workflow_blueprints(id) ON DELETE CASCADE,
      status text NOT NULL DEFAULT 'running'
        CHECK (status IN ('running', 'completed', 'failed', 'cancelled', 'timed_out')),
      input_data json NOT NULL,
      -- outputs of the sink steps, once completed
      result json,
      idempotency_key text,
      started_at timestamptz NOT NULL,
      -- started_at (or the latest resume) + max_duration_sec: running past it is timed_out
      deadline_at timestamptz NOT NULL,
      completed_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    -- a repeated trigger with the same key answers the first execution
    CREATE UNIQUE INDEX infra_workflow_executions_idempotency_idx
      ON infra_workflow_executions (blueprint_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
    CREATE INDEX infra_workflow_executions_blueprint_idx ON infra_workflow_executions (blueprint_id);
    -- the timeout sweep looks only at running executions
    CREATE INDEX infra_workflow_executions_deadline_idx
      ON infra_workflow_executions (deadline_at) WHERE status = 'running';

    CREATE TABLE infra_workflow_steps (
      execution_id uuid NOT NULL REFERENCES infra_workflow_executions(id) ON DELETE CASCADE,
      step_id text NOT NULL,
      -- the step's place in the blueprint, for a stable order
      position int NOT NULL,
      -- the current job (a re-run replaces it); no foreign key: jobs are another feature's rows
      job_id uuid,
      status text NOT NULL DEFAULT 'pending'
        CHECK (status IN ('pending', 'running', 'completed', 'failed', 'recovered', 'skipped', 'cancelled')),
      started_at timestamptz,
      completed_at timestamptz,
      error text,
      -- the job's result, or the catch step's output for a recovered step
      output json,
      PRIMARY KEY (execution_id, step_id)
    );
    -- a finished job finds its step
    CREATE INDEX infra_workflow_steps_job_idx ON infra_workflow_steps (job_id) WHERE job_id IS NOT NULL;
  `);
}

/** Drops the workflow tables. */
export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    DROP TABLE IF EXISTS infra_workflow_steps, infra_workflow_executions, infra_workflow_blueprints;
  `);
}
