/**
 * The infrastructure API, media part 2: video transform requests as leased work
 * (`infra_media_jobs`). A request used to be only a pg-boss job; a worker that died mid-encoding
 * left its variants `processing` with nothing to take them up again once pg-boss gave the job up.
 * Now each request is a row the kernel's leased-work engine claims, leases (`lease_until`, for
 * `lease_seconds`: every variant's encoding limit plus a minute) and retries (`attempts`,
 * `run_at`); the engine's sweep records an ended lease as a failed attempt and the request runs
 * again. The variants (0008) stay the public record of each output; `id` is the `job_id` they share
 * (handlers/infra/media/videoWorker.ts). Requests whose variants were still queued or processing
 * when this migration runs become queued rows, with the webhook topic their old pg-boss job
 * (queue `infra.media.video`, data `{jobId, webhookTopic}`) carried.
 * Never edit after it lands: add a new numbered migration instead.
 */
import type { Knex } from "knex";

/** Creates the table and takes over unfinished requests. */
export async function up(knex: Knex): Promise<void> {
  // One statement per call: PGlite refuses several in one.
  await knex.raw(`
    CREATE TABLE infra_media_jobs (
      -- the request's id: the job_id its variants share
      id uuid PRIMARY KEY,
      project_id uuid NOT NULL REFERENCES infra_projects(id) ON DELETE CASCADE,
      asset_id uuid NOT NULL REFERENCES infra_media_assets(id) ON DELETE CASCADE,
      -- recorded as a project event once every variant has finished
      webhook_topic text,
      -- queued: waits for run_at; processing: leased until lease_until; done, failed: finished
      status text NOT NULL CHECK (status IN ('queued', 'processing', 'done', 'failed')),
      attempts int NOT NULL DEFAULT 0,
      run_at timestamptz NOT NULL,
      lease_until timestamptz,
      lease_seconds int NOT NULL CHECK (lease_seconds > 0),
      error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
  await knex.raw(
    `CREATE INDEX infra_media_jobs_due_idx ON infra_media_jobs (run_at) WHERE status = 'queued'`,
  );
  await knex.raw(
    `CREATE INDEX infra_media_jobs_lease_idx ON infra_media_jobs (lease_until) WHERE status = 'processing'`,
  );
  // 8 variants × the default 10-minute encoding limit, plus a minute.
  await knex.raw(`
    INSERT INTO infra_media_jobs (id, project_id, asset_id, status, run_at, lease_seconds)
    SELECT v.job_id, (array_agg(v.project_id))[1], (array_agg(v.asset_id))[1], 'queued', now(), 4860
    FROM infra_media_variants v
    WHERE v.job_id IS NOT NULL AND v.status IN ('queued', 'processing')
    GROUP BY v.job_id`);
  // The topic lived only in the old job's data. A database pg-boss never started in has no
  // pgboss.job table (and then no old jobs).
  const { rows } = await knex.raw(`SELECT to_regclass('pgboss.job') IS NOT NULL AS present`);
  if (rows[0]?.present) {
    await knex.raw(`
      UPDATE infra_media_jobs m SET webhook_topic = j.data->>'webhookTopic'
      FROM pgboss.job j
      WHERE j.name = 'infra.media.video' AND j.data->>'jobId' = m.id::text
        AND j.data->>'webhookTopic' IS NOT NULL`);
  }
}

/** Drops the table. */
export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP TABLE IF EXISTS infra_media_jobs");
}
