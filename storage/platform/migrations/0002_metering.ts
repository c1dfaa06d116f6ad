/**
 * Metering: the free allowance (calls per client IP, route and UTC day) and settled x402
 * payments, whose primary key makes a payment nonce single-use.
 * Never edit after it lands: add a new numbered migration instead.
 */
import type { Knex } from "knex";

/** Creates `free_allowance` and `x402_payments`. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE free_allowance (
      client_ip text NOT NULL,
      route text NOT NULL,
      day date NOT NULL,
      calls int NOT NULL,
      PRIMARY KEY (client_ip, route, day)
    );
    -- pruning old days scans by day
    CREATE INDEX free_allowance_day_idx ON free_allowance (day);
    CREATE TABLE x402_payments (
      nonce text PRIMARY KEY,
      payer text NOT NULL,
      pay_to text NOT NULL,
      amount text NOT NULL,
      network text NOT NULL,
      asset text NOT NULL,
      route text,
      settled_at timestamptz NOT NULL DEFAULT now(),
      transaction text
    );
  `);
}

/** Drops both tables. */
export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP TABLE IF EXISTS x402_payments; DROP TABLE IF EXISTS free_allowance;");
}
