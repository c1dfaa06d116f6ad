/**
 * Refusals answered from memory: a server process that refused a key for want of credits
 * remembers it (runtime/metering/engine/leaseWallet.ts) instead of asking the database on every
 * call. So that money coming back is seen at once, a trigger NOTIFYs on the metering engine's
 * channel (`api_key_changed`, payload `funded:<account id>`) whenever an account's spendable
 * credits (`balance_micros - reserved_micros`) grow: a top-up or grant, a refund, a lease closed
 * or reclaimed. Settling spend leaves them unchanged, so the hot path sends nothing.
 * Never edit after it lands: add a new numbered migration instead.
 */
import type { Knex } from "knex";

/** Adds the `credits_freed` trigger on `credit_accounts`. */
export async function up(knex: Knex): Promise<void> {
  const steps = [
    `CREATE FUNCTION credits_freed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       PERFORM pg_notify('api_key_changed', 'funded:' || NEW.id::text);
       RETURN NULL;
     END $$`,
    `CREATE TRIGGER credits_freed AFTER UPDATE ON credit_accounts FOR EACH ROW
       WHEN (NEW.balance_micros - NEW.reserved_micros > OLD.balance_micros - OLD.reserved_micros)
       EXECUTE FUNCTION credits_freed_notify()`,
  ];
  // One statement per call: PGlite runs no multi-statement raw SQL with a function body.
  for (const step of steps) await knex.raw(step);
}

/** Drops what {@link up} added. */
export async function down(knex: Knex): Promise<void> {
  for (const step of [
    "DROP TRIGGER IF EXISTS credits_freed ON credit_accounts",
    "DROP FUNCTION IF EXISTS credits_freed_notify()",
  ])
    await knex.raw(step);
}
