/**
 * The infrastructure API, part 1: organizations and their members, projects (the unit every
 * data route is scoped to), project API keys, token balances, and the primitives — key-value
 * entries, locks with fencing tokens, sketches (HyperLogLog and count-min, as bytea) and channel
 * messages with presence. Every data table is keyed by `project_id` first and cascades when
 * the project goes, so one project can never read another's rows and deleting one leaves none.
 * Never edit after it lands: add a new numbered migration instead.
 */
import type { Knex } from "knex";

/** Creates the infra core tables. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE infra_organizations (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL,
      -- tokens not yet allocated to a project
      token_pool bigint NOT NULL DEFAULT 0 CHECK (token_pool >= 0),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE infra_org_members (
      org_id uuid NOT NULL REFERENCES infra_organizations(id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      role text NOT NULL CHECK (role IN ('owner', 'admin', 'member')),
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (org_id, user_id)
    );
    CREATE INDEX infra_org_members_user_idx ON infra_org_members (user_id);
    CREATE TABLE infra_projects (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      org_id uuid NOT NULL REFERENCES infra_organizations(id) ON DELETE CASCADE,
      -- the <appId> inside this project's keys (sk_<appId>_<hex>): lowercase letters and digits
      app_id text NOT NULL UNIQUE,
      name text NOT NULL,
      description text,
      token_balance bigint NOT NULL DEFAULT 0 CHECK (token_balance >= 0),
      tokens_used bigint NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX infra_projects_org_idx ON infra_projects (org_id, created_at, id);
    CREATE TABLE infra_project_keys (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      project_id uuid NOT NULL REFERENCES infra_projects(id) ON DELETE CASCADE,
      name text NOT NULL,
      -- the first characters, to tell keys apart; the secret itself is stored only as SHA-256
      start text NOT NULL,
      secret_hash text NOT NULL UNIQUE,
      created_by uuid REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_used_at timestamptz,
      revoked_at timestamptz
    );
    CREATE INDEX infra_project_keys_project_idx ON infra_project_keys (project_id, created_at, id);
    -- every token movement: grants to an organization, allocations to and from projects
    CREATE TABLE infra_token_ledger (
      id bigserial PRIMARY KEY,
      org_id uuid NOT NULL REFERENCES infra_organizations(id) ON DELETE CASCADE,
      project_id uuid REFERENCES infra_projects(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('grant', 'allocate', 'release')),
      amount bigint NOT NULL CHECK (amount > 0),
      actor_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
      note text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX infra_token_ledger_org_idx ON infra_token_ledger (org_id, id);
    CREATE INDEX infra_token_ledger_project_idx ON infra_token_ledger (project_id, id);

    CREATE TABLE infra_kv (
      project_id uuid NOT NULL REFERENCES infra_projects(id) ON DELETE CASCADE,
      key text NOT NULL,
      value jsonb NOT NULL,
      expires_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (project_id, key)
    );
    -- the sweeper deletes by expiry
    CREATE INDEX infra_kv_expires_idx ON infra_kv (expires_at) WHERE expires_at IS NOT NULL;

    CREATE TABLE infra_locks (
      project_id uuid NOT NULL REFERENCES infra_projects(id) ON DELETE CASCADE,
      key text NOT NULL,
      -- fencing token: rises by one on every acquisition and is never reused for the key
      fence bigint NOT NULL,
      holder_id text,
      -- null or past: the lock is free (the row stays, so the fence keeps rising)
      expires_at timestamptz,
      PRIMARY KEY (project_id, key)
    );

    CREATE TABLE infra_sketches (
      project_id uuid NOT NULL REFERENCES infra_projects(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('hll', 'cms')),
      key text NOT NULL,
      data bytea NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (project_id, kind, key)
    );

    CREATE TABLE infra_channel_messages (
      -- global order; event ids handed to subscribers are derived from it
      seq bigserial PRIMARY KEY,
      project_id uuid NOT NULL REFERENCES infra_projects(id) ON DELETE CASCADE,
      channel text NOT NULL,
      -- the publisher's own id, when it gave one
      message_id text,
      event text NOT NULL,
      data jsonb NOT NULL,
      user_id text,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX infra_channel_messages_channel_idx ON infra_channel_messages (project_id, channel, seq);
    CREATE INDEX infra_channel_messages_created_idx ON infra_channel_messages (created_at);
    -- a publisher's own id makes a publish idempotent on its channel
    CREATE UNIQUE INDEX infra_channel_messages_message_id_idx
      ON infra_channel_messages (project_id, channel, message_id) WHERE message_id IS NOT NULL;
    -- one row per live subscription that named a user; a process refreshes its rows while the
    -- stream is open, so rows of a crashed process expire instead of lingering
    CREATE TABLE infra_channel_presence (
      project_id uuid NOT NULL REFERENCES infra_projects(id) ON DELETE CASCADE,
      channel text NOT NULL,
      connection_id text NOT NULL,
      user_id text NOT NULL,
      joined_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      PRIMARY KEY (project_id, channel, connection_id)
    );
  `);
}

/** Drops the infra core tables. */
export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    DROP TABLE IF EXISTS infra_channel_presence, infra_channel_messages, infra_sketches,
      infra_locks, infra_kv, infra_token_ledger, infra_project_keys, infra_projects,
      infra_org_members, infra_organizations;
  `);
}
