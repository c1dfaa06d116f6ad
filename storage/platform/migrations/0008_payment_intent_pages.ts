/**
 * The local processor's hosted payment page for payment intents (an account top-up paid in the
 * browser in development): the page's URL, shown to the client as the intent's next action, and
 * where the page sends the buyer once paid (Stripe's `return_url`). Both null for intents that
 * have no page (charged on a saved card, or made by a paid checkout).
 * Never edit after it lands: add a new numbered migration instead.
 */
import type { Knex } from "knex";

/** Adds `page_url` and `return_url` to `processor_payment_intents`. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE processor_payment_intents ADD COLUMN page_url text;
    ALTER TABLE processor_payment_intents ADD COLUMN return_url text;
  `);
}

/** Drops them. */
export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE processor_payment_intents DROP COLUMN IF EXISTS return_url;
    ALTER TABLE processor_payment_intents DROP COLUMN IF EXISTS page_url;
  `);
}
