/**
 * The infrastructure API, part 2: webhooks. A project's webhooks (`infra_webhooks`: URL, topic
 * patterns, the signing secret as the caller sealed it, delivery counters), the events recorded
 * for them (`infra_webhook_events`: the `{type, timestamp, data}` body exactly as it is sent) and
 * one delivery per (event, webhook) (`infra_webhook_deliveries`), claimed by senders with a
 * lease as the payment processor's deliveries are (0005). Payloads are `json`, not `jsonb`:
 * jsonb refuses `\u0000` and unpaired surrogates that a valid event body may hold (see 0011).
 * Everything cascades from the project, and deliveries from their webhook and their event.
 * Never edit after it lands: add a new numbered migration instead.
 */
import type { Knex } from "knex";

/** Creates the webhook tables. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE infra_webhooks (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      project_id uuid NOT NULL REFERENCES infra_projects(id) ON DELETE CASCADE,
      name text NOT NULL,
      url text NOT NULL,
      -- patterns: '*', an exact topic, or 'prefix.*'
      topics text[] NOT NULL,
      -- the signing secret sealed by the caller; the repository never sees the plaintext
      secret_sealed text NOT NULL,
      enabled boolean NOT NULL DEFAULT true,
      -- deliveries answered with 2xx / failed for good (every retry spent)
      success_count bigint NOT NULL DEFAULT 0,
      failure_count bigint NOT NULL DEFAULT 0,
      last_attempted_at timestamptz,
      -- HTTP status of the latest attempt; 0 when no answer arrived
      last_status int,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX infra_webhooks_project_idx ON infra_webhooks (project_id, created_at DESC, id DESC);

    CREATE TABLE infra_webhook_events (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      project_id uuid NOT NULL REFERENCES infra_projects(id) ON DELETE CASCADE,
      topic text NOT NULL,
      -- the full body as sent: {type, timestamp, data}
      payload json NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX infra_webhook_events_project_idx ON infra_webhook_events (project_id, created_at);
    -- the retention sweep deletes by age across projects
    CREATE INDEX infra_webhook_events_created_idx ON infra_webhook_events (created_at);

    CREATE TABLE infra_webhook_deliveries (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      webhook_id uuid NOT NULL REFERENCES infra_webhooks(id) ON DELETE CASCADE,
      -- the webhook's project, copied for scoping (it goes with the webhook by cascade)
      project_id uuid NOT NULL,
      event_id uuid NOT NULL REFERENCES infra_webhook_events(id) ON DELETE CASCADE,
      -- pending: waiting (next_attempt_at); delivering: leased to a sender until lease_until
      -- (an expired lease is due again); succeeded; failed: retries spent
      status text NOT NULL DEFAULT 'pending'
        CHECK (status IN ('pending', 'delivering', 'succeeded', 'failed')),
      -- attempts made (retry_count = attempts - 1 when > 0)
      attempts int NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL,
      lease_until timestamptz,
      -- of the latest attempt: HTTP status (0 when no answer arrived), body snippet or error, time taken
      http_status int,
      response_snippet text,
      duration_ms int,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      -- event first: the index also serves the cascade from infra_webhook_events
      UNIQUE (event_id, webhook_id)
    );
    CREATE INDEX infra_webhook_deliveries_webhook_idx
      ON infra_webhook_deliveries (webhook_id, created_at DESC, id DESC);
    -- senders look for due work only among deliveries still owed
    CREATE INDEX infra_webhook_deliveries_due_idx
      ON infra_webhook_deliveries (next_attempt_at) WHERE status IN ('pending', 'delivering');
  `);
}

/** Drops the webhook tables. */
export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    DROP TABLE IF EXISTS infra_webhook_deliveries, infra_webhook_events, infra_webhooks;
  `);
}
