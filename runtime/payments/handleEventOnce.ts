/**
 * Exactly-once effects from at-least-once webhooks. Processors retry until they get a 2xx and
 * resend on request, so the same event id can arrive many times; the effect (credits granted,
 * order marked paid) must happen once.
 */
import type { Knex } from "knex";
import { withTransaction } from "../../storage/db.js";
import { claimHandledEvent } from "../../storage/platform/payments/handledEvents.js";
import type { ProcessorEvent } from "./events.js";

/** What {@link handleEventOnce} did. */
export type HandledOutcome<T> = { duplicate: false; result: T } | { duplicate: true };

/**
 * Runs `effect` for `event` unless an event with this id was handled before, in one
 * transaction with the record of having handled it: if `effect` throws, nothing is recorded
 * and the processor's retry runs it again. Answer the webhook 2xx for a duplicate too.
 * Inside `effect`, use `trx` (or repositories, which join it) for every write.
 */
export async function handleEventOnce<T>(
  db: { knex: Knex },
  event: ProcessorEvent,
  effect: (trx: Knex.Transaction) => Promise<T>,
): Promise<HandledOutcome<T>> {
  const type = event.type === "unrecognized" ? event.processorType : event.type;
  return withTransaction(db, async (trx) => {
    if (!(await claimHandledEvent(trx, event.id, type))) return { duplicate: true };
    return { duplicate: false, result: await effect(trx) };
  });
}
