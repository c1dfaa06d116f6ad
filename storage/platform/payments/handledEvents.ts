/**
 * Webhook events we have acted on (`payment_events_handled`), whichever processor sent them.
 * Processors deliver at least once — retries, replays, two endpoints — so a receiver records
 * the event id in the same transaction as its effect (granting credits, marking an order paid)
 * and skips an id it already holds.
 */
import type { Knex } from "knex";
import { runner } from "../../run.js";

/**
 * Claims an event id: true the first time, false when it was already handled. Call it inside
 * the transaction that applies the event's effect, so a failed effect releases the claim.
 */
export async function claimHandledEvent(
  db: Knex,
  eventId: string,
  type: string,
  at?: Date,
): Promise<boolean> {
  const inserted = await runner(db)("payment_events_handled")
    .insert({ event_id: eventId, type, ...(at ? { handled_at: at } : {}) })
    .onConflict("event_id")
    .ignore()
    .returning("event_id");
  return inserted.length === 1;
}

/** true when the event id has been handled. */
export async function isEventHandled(db: Knex, eventId: string): Promise<boolean> {
  const row = await runner(db)("payment_events_handled")
    .select("event_id")
    .where({ event_id: eventId })
    .first();
  return row !== undefined;
}
