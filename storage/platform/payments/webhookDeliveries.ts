/**
 * The local payment processor's outgoing webhooks, part two: one delivery per (event,
 * endpoint) and a log of every attempt (`processor_webhook_deliveries`,
 * `processor_webhook_attempts`).
 *
 * The statements of the leased-work engine's `payments.webhooks.deliver` task
 * (runtime/payments/local/delivery.ts, runtime/work/task.ts): senders claim due deliveries with a
 * lease (`FOR UPDATE SKIP LOCKED`, then status `delivering` until `lease_until`) and commit before
 * sending: no transaction is held open across an HTTP call — on PGlite that would block the
 * receiver, often this very app, from the only connection. A sender that dies mid-send leaves an
 * expired lease, which the engine's sweep records as a failed attempt ({@link listExpiredDeliveries}).
 */
import type { Knex } from "knex";
import { inTransaction, runner } from "../../run.js";

/** Delivery states. */
export type DeliveryStatus = "pending" | "delivering" | "delivered" | "failed";

/** A claimed delivery, with what to send and where. */
export interface ClaimedDelivery {
  id: string;
  eventId: string;
  /** This attempt's number, from 1. */
  attempt: number;
  url: string;
  payload: string;
}

/** Queues `eventId` for each endpoint; returns the delivery ids. */
export async function insertDeliveries(
  db: Knex,
  eventId: string,
  endpointIds: readonly string[],
  nextAttemptAt: Date,
): Promise<string[]> {
  if (endpointIds.length === 0) return [];
  const rows = (await runner(db)("processor_webhook_deliveries")
    .insert(
      endpointIds.map((endpointId) => ({
        event_id: eventId,
        endpoint_id: endpointId,
        status: "pending",
        next_attempt_at: nextAttemptAt,
      })),
    )
    .returning("id")) as { id: string }[];
  return rows.map((r) => String(r.id));
}

/** Which deliveries {@link claimDeliveries} may take. */
export interface ClaimOptions {
  now: Date;
  /** Pending deliveries scheduled up to this time are due (`now` honours backoff; later ignores it). */
  dueBy: Date;
  /** Lease end: until then no other sender takes the claimed rows. */
  leaseUntil: Date;
  limit: number;
  /** Only these deliveries. */
  ids?: readonly string[];
}

/** Claims due pending deliveries, leases them and counts the attempt (never an expired lease). */
export async function claimDeliveries(db: Knex, o: ClaimOptions): Promise<ClaimedDelivery[]> {
  const ids = o.ids?.filter((id) => /^\d{1,18}$/.test(id));
  if (ids && ids.length === 0) return [];
  const byId = ids ? "AND id = ANY(?::bigint[])" : "";
  const bindings: Knex.RawBinding[] = [o.dueBy, ...(ids ? [ids] : []), o.limit, o.leaseUntil];
  const result = (await runner(db).raw(
    `WITH due AS (
       SELECT id FROM processor_webhook_deliveries
       WHERE status = 'pending' AND next_attempt_at <= ? ${byId}
       ORDER BY next_attempt_at, id
       LIMIT ?
       FOR UPDATE SKIP LOCKED
     )
     UPDATE processor_webhook_deliveries d
     SET status = 'delivering', attempts = d.attempts + 1, lease_until = ?
     FROM due, processor_events e, processor_webhook_endpoints w
     WHERE d.id = due.id AND e.id = d.event_id AND w.id = d.endpoint_id
     RETURNING d.id, d.event_id, d.attempts, w.url, e.payload`,
    bindings,
  )) as { rows: { id: string; event_id: string; attempts: number; url: string; payload: string }[] };
  // RETURNING has no order of its own; senders send in delivery (= event) order.
  const rows = [...result.rows].sort((a, b) => Number(a.id) - Number(b.id));
  return rows.map((r) => ({
    id: String(r.id),
    eventId: r.event_id,
    attempt: r.attempts,
    url: r.url,
    payload: r.payload,
  }));
}

/** Deliveries being sent whose lease ended by `now` (their sender died), oldest lease first. */
export async function listExpiredDeliveries(
  db: Knex,
  o: { now: Date; limit: number },
): Promise<ClaimedDelivery[]> {
  const rows = (await runner(db)("processor_webhook_deliveries as d")
    .join("processor_events as e", "e.id", "d.event_id")
    .join("processor_webhook_endpoints as w", "w.id", "d.endpoint_id")
    .select("d.id", "d.event_id", "d.attempts", "w.url", "e.payload")
    .where("d.status", "delivering")
    .andWhere("d.lease_until", "<=", o.now)
    .orderBy([{ column: "d.lease_until" }, { column: "d.id" }])
    .limit(o.limit)) as { id: string; event_id: string; attempts: number; url: string; payload: string }[];
  return rows.map((r) => ({
    id: String(r.id),
    eventId: r.event_id,
    attempt: r.attempts,
    url: r.url,
    payload: r.payload,
  }));
}

/** One attempt's outcome, for the log. */
export interface AttemptOutcome {
  deliveryId: string;
  attempt: number;
  startedAt: Date;
  durationMs: number;
  statusCode: number | null;
  error: string | null;
  succeeded: boolean;
}

/** What becomes of the delivery after an attempt. */
export type DeliveryNext =
  | { status: "delivered"; at: Date }
  | { status: "pending"; nextAttemptAt: Date }
  | { status: "failed" };

/**
 * Logs an attempt and moves the delivery on, atomically — only while the delivery is still being
 * sent on that attempt (a sender whose lease ended and was recorded changes nothing). Returns
 * whether it did.
 */
export async function recordAttempt(db: Knex, outcome: AttemptOutcome, next: DeliveryNext): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const moved = (await trx("processor_webhook_deliveries")
      .where({ id: outcome.deliveryId, status: "delivering", attempts: outcome.attempt })
      .update({
        status: next.status,
        lease_until: null,
        last_status_code: outcome.statusCode,
        last_error: outcome.error,
        ...(next.status === "delivered" ? { delivered_at: next.at } : {}),
        ...(next.status === "pending" ? { next_attempt_at: next.nextAttemptAt } : {}),
      })
      .returning("id")) as { id: string }[];
    if (moved.length === 0) return false;
    await trx("processor_webhook_attempts").insert({
      delivery_id: outcome.deliveryId,
      attempt: outcome.attempt,
      started_at: outcome.startedAt,
      duration_ms: Math.max(0, Math.round(outcome.durationMs)),
      status_code: outcome.statusCode,
      error: outcome.error,
      succeeded: outcome.succeeded,
    });
    return true;
  });
}

/** A delivery as the log shows it. */
export interface DeliveryRow {
  id: string;
  eventId: string;
  eventType: string;
  url: string;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: Date;
  lastStatusCode: number | null;
  lastError: string | null;
  deliveredAt: Date | null;
}

/** Deliveries, oldest first; optionally of one event. */
export async function listDeliveries(db: Knex, filter: { eventId?: string } = {}): Promise<DeliveryRow[]> {
  let query = runner(db)("processor_webhook_deliveries as d")
    .join("processor_events as e", "e.id", "d.event_id")
    .join("processor_webhook_endpoints as w", "w.id", "d.endpoint_id")
    .select("d.*", "e.type as event_type", "w.url")
    .orderBy("d.id");
  if (filter.eventId) query = query.where("d.event_id", filter.eventId);
  const rows = (await query) as {
    id: string;
    event_id: string;
    event_type: string;
    url: string;
    status: DeliveryStatus;
    attempts: number;
    next_attempt_at: Date;
    last_status_code: number | null;
    last_error: string | null;
    delivered_at: Date | null;
  }[];
  return rows.map((r) => ({
    id: String(r.id),
    eventId: r.event_id,
    eventType: r.event_type,
    url: r.url,
    status: r.status,
    attempts: r.attempts,
    nextAttemptAt: r.next_attempt_at,
    lastStatusCode: r.last_status_code,
    lastError: r.last_error,
    deliveredAt: r.delivered_at,
  }));
}

/** Every attempt of a delivery, in order. */
export async function listAttempts(db: Knex, deliveryId: string): Promise<AttemptOutcome[]> {
  const rows = (await runner(db)("processor_webhook_attempts")
    .where({ delivery_id: deliveryId })
    .orderBy("attempt")) as {
    delivery_id: string;
    attempt: number;
    started_at: Date;
    duration_ms: number;
    status_code: number | null;
    error: string | null;
    succeeded: boolean;
  }[];
  return rows.map((r) => ({
    deliveryId: String(r.delivery_id),
    attempt: r.attempt,
    startedAt: r.started_at,
    durationMs: r.duration_ms,
    statusCode: r.status_code,
    error: r.error,
    succeeded: r.succeeded,
  }));
}

/** Counts of deliveries still owed (pending or being sent). */
export async function countUndelivered(db: Knex): Promise<number> {
  const row = (await runner(db)("processor_webhook_deliveries")
    .whereIn("status", ["pending", "delivering"])
    .count({ n: "*" })
    .first()) as { n: string | number } | undefined;
  return Number(row?.n ?? 0);
}

/** Ids of pending deliveries due by `dueBy`, oldest first, without claiming them. */
export async function listDueDeliveryIds(db: Knex, o: { dueBy: Date; limit: number }): Promise<string[]> {
  const rows = (await runner(db)("processor_webhook_deliveries")
    .select("id")
    .where({ status: "pending" })
    .andWhere("next_attempt_at", "<=", o.dueBy)
    .orderBy([{ column: "next_attempt_at" }, { column: "id" }])
    .limit(o.limit)) as { id: string }[];
  return rows.map((r) => String(r.id));
}
