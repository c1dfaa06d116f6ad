/**
 * Presence rows by connection: each server process refreshes its open subscriptions' rows by
 * connection id every few seconds (refreshPresence), which without this index scans the whole
 * presence table — every live subscriber of every project — once per process per refresh.
 * Never edit after it lands: add a new numbered migration instead.
 */
import type { Knex } from "knex";

/** Indexes presence by connection id. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    "CREATE INDEX infra_channel_presence_connection_idx ON infra_channel_presence (connection_id)",
  );
}

/** Drops the index. */
export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX IF EXISTS infra_channel_presence_connection_idx");
}
