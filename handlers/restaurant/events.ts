/**
 * Restaurant events: what happened to an order, a reservation or a loyalty balance, for the
 * organization's webhook subscribers and automation rules. Called inside the writing transaction,
 * so an event exists exactly when its change committed.
 */
import type { Knex } from "knex";

/** The event types subscribers can choose. */
export type RestaurantEventType =
  | "order.created"
  | "order.status_changed"
  | "reservation.created"
  | "reservation.status_changed"
  | "loyalty.points_changed";

/** One event. */
export interface RestaurantEvent {
  organizationId: string;
  type: RestaurantEventType;
  data: Record<string, unknown>;
}

/** Records the event for delivery (webhooks) and automation. Until marketing lands: nothing. */
export async function emitEvent(_trx: Knex, _event: RestaurantEvent): Promise<void> {}
