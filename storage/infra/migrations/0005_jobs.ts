/**
 * The infrastructure API, part 3: jobs. A project's jobs (`infra_jobs`: trigger, HTTP handler or
 * pull queue, payload, retry policy, the signing secret sealed at rest, the current run's state and
 * lease) and one row per attempt (`infra_job_runs`). The table is the source of truth; pg-boss is
 * only the timer (handlers/infra/jobs/runner.ts). Payloads and results are `json`, not `jsonb`
 * (see 0011). `workflow_execution_id`/`workflow_step_id` link a job to the workflow step that
 * created it. Everything cascades from the project, and runs from their job.
 * Never edit after it lands: add a new numbered migration instead.
 */
import type { Knex } from "knex";

/** Creates the job tables. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE infra_jobs (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      project_id uuid NOT NULL REFERENCES infra_projects(id) ON DELETE CASCADE,
      name text,
      trigger_type text NOT NULL CHECK (trigger_type IN ('task', 'cron', 'queue')),
      -- the trigger as the contract shows it: {type, delay_seconds} | {type, schedule, timezone} | {type, queue}
      trigger jsonb NOT NULL,
      -- queue jobs: the queue they wait in (copied out of trigger for the claim index)
      queue text,
      -- task and cron jobs: the URL POSTed each attempt
      handler text,
      payload json NOT NULL,
      result json,
      -- scheduled: waits for run_at; queued: ready (run_at <= now); running: leased until
      -- claimed_until; completed, failed, cancelled: finished
      status text NOT NULL
        CHECK (status IN ('scheduled', 'queued', 'running', 'completed', 'failed', 'cancelled')),
      enabled boolean NOT NULL DEFAULT true,
      priority int NOT NULL DEFAULT 0,
      -- attempts made of the current run
      attempt int NOT NULL DEFAULT 0,
      max_attempts int NOT NULL,
      timeout_seconds int NOT NULL,
      backoff_strategy text NOT NULL CHECK (backoff_strategy IN ('fixed', 'exponential')),
      backoff_delay_seconds int NOT NULL,
      callback_url text,
      -- a finished job whose callback_url has not been called yet
      callback_pending boolean NOT NULL DEFAULT false,
      idempotency_key text,
      error text,
      -- the signing secret, sealed (AAD infra.job:<project>:<job>)
      secret_sealed text NOT NULL,
      run_at timestamptz,
      next_run_at timestamptz,
      last_run_at timestamptz,
      claimed_until timestamptz,
      -- queue jobs: the project API key holding the claim
      claimed_by text,
      -- the run row of the attempt in flight, and the id the next attempt's row takes (manual trigger)
      current_run_id uuid,
      next_run_id uuid,
      completed_at timestamptz,
      workflow_execution_id uuid,
      workflow_step_id text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX infra_jobs_project_idx ON infra_jobs (project_id, created_at DESC, id DESC);
    CREATE UNIQUE INDEX infra_jobs_idempotency_idx ON infra_jobs (project_id, idempotency_key)
      WHERE idempotency_key IS NOT NULL;
    -- consumers claim the ready jobs of one queue, highest priority then oldest first
    CREATE INDEX infra_jobs_claim_idx ON infra_jobs (project_id, queue, status, priority DESC, run_at)
      WHERE trigger_type = 'queue';
    -- runners and the sweep look for due work among unfinished jobs only
    CREATE INDEX infra_jobs_due_idx ON infra_jobs (status, run_at)
      WHERE status IN ('scheduled', 'queued', 'running');
    CREATE INDEX infra_jobs_lease_idx ON infra_jobs (claimed_until) WHERE status = 'running';
    CREATE INDEX infra_jobs_callback_idx ON infra_jobs (updated_at) WHERE callback_pending;

    CREATE TABLE infra_job_runs (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      job_id uuid NOT NULL REFERENCES infra_jobs(id) ON DELETE CASCADE,
      project_id uuid NOT NULL,
      attempt int NOT NULL,
      scheduled_at timestamptz NOT NULL,
      started_at timestamptz NOT NULL,
      completed_at timestamptz,
      status text NOT NULL DEFAULT 'running'
        CHECK (status IN ('running', 'succeeded', 'failed', 'timed_out', 'cancelled')),
      duration_ms int,
      handler_status int,
      error text
    );
    CREATE INDEX infra_job_runs_job_idx ON infra_job_runs (job_id, started_at DESC, id DESC);
  `);
}

/** Drops the job tables. */
export async function down(knex: Knex): Promise<void> {
  await knex.raw(`DROP TABLE IF EXISTS infra_job_runs, infra_jobs;`);
}
