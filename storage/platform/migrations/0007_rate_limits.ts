/**
 * Rate limiting: hit counters per bucket (an operation and caller, a sign-in e-mail or IP, …)
 * and fixed time window. They live in the database, not in process memory, so every server
 * process sharing one PostgreSQL counts against the same limits.
 * Never edit after it lands: add a new numbered migration instead.
 */
import type { Knex } from "knex";

/** Creates `rate_windows`. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE rate_windows (
      bucket text NOT NULL,
      window_start timestamptz NOT NULL,
      hits integer NOT NULL,
      PRIMARY KEY (bucket, window_start)
    );
    -- pruning expired windows scans by window_start
    CREATE INDEX rate_windows_window_start_idx ON rate_windows (window_start);
  `);
}

/** Drops `rate_windows`. */
export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP TABLE IF EXISTS rate_windows;");
}
