/**
 * Restaurant events: what happened to an order, a reservation or a loyalty balance, for the
 * organization's webhook subscribers and automation rules. Called inside the writing transaction,
 * so an event exists exactly when its change committed.
 *
 * Delivery: the event and one delivery per subscribed webhook are recorded in that transaction
 * (storage/restaurant/marketing/webhooks.ts), and the deliveries are put on the timer of the
 * kernel's leased-work engine in it too. The engine is the one the service's set-up bound to the
 * database ({@link bindEventQueue}): `emitEvent` keeps the signature every area calls, and the
 * handle it gets is a transaction of that database. Without a bound engine (a script, a storage
 * test) the deliveries still are rows, and the engine's minute sweep or a flush sends them.
 */
import type { Knex } from "knex";
import type { WorkQueue } from "../../runtime/work/engine.js";
import { recordEvent } from "../../storage/restaurant/marketing/webhooks.js";
import { RESTAURANT_WEBHOOK_DELIVERIES } from "./marketing/webhookDelivery.js";

/** The event types subscribers can choose. */
export type RestaurantEventType =
  | "order.created"
  | "order.status_changed"
  | "reservation.created"
  | "reservation.status_changed"
  | "loyalty.points_changed"
  | "campaign.sent";

/** One event. */
export interface RestaurantEvent {
  organizationId: string;
  type: RestaurantEventType;
  data: Record<string, unknown>;
}

/** Runs inside the emitting transaction after the event is recorded (the automation rules). */
export type EventListener = (trx: Knex, event: RestaurantEvent, now: Date) => Promise<void>;

// Keyed by the knex client's configuration object, which a transaction's client shares with the
// root handle it was opened on (knex's makeTxClient): one engine per database, found from any trx.
const queues = new WeakMap<object, WorkQueue>();
const listeners = new WeakMap<object, EventListener[]>();

function configOf(db: Knex): object {
  return (db as unknown as { client: { config: object } }).client.config;
}

/** Binds the engine events on `knex`'s database are put on (the service's set-up calls it). */
export function bindEventQueue(knex: Knex, work: WorkQueue): void {
  queues.set(configOf(knex), work);
}

/**
 * Binds a listener to events on `knex`'s database (the service's set-up binds the automation
 * rules, ./campaigns/automation.ts: bound, not imported, since what they do emits events too).
 */
export function bindEventListener(knex: Knex, listener: EventListener): void {
  const config = configOf(knex);
  listeners.set(config, [...(listeners.get(config) ?? []), listener]);
}

/**
 * Records the event for delivery to the organization's subscribed webhooks, then runs the bound
 * listeners in the same transaction (without a set-up — a script, a storage test — there are none).
 */
export async function emitEvent(trx: Knex, event: RestaurantEvent): Promise<void> {
  const now = new Date();
  const ids = await recordEvent(trx, {
    organizationId: event.organizationId,
    type: event.type,
    now,
    payload: (id) => ({ id, type: event.type, timestamp: now.toISOString(), data: event.data }),
  });
  const work = queues.get(configOf(trx));
  if (work && ids.length > 0)
    await work.enqueue(
      RESTAURANT_WEBHOOK_DELIVERIES,
      ids.map((id) => ({ id })),
    );
  for (const listener of listeners.get(configOf(trx)) ?? []) await listener(trx, event, now);
}
