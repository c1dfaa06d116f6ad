/**
 * Deliveries of restaurant events (`restaurant_webhook_deliveries`): the items of the
 * `restaurant.webhooks.deliver` task on the kernel's leased-work engine (runtime/work/task.ts keeps
 * the rules each statement here follows). A claim takes due pending deliveries of enabled webhooks
 * with `FOR UPDATE SKIP LOCKED`, marks them `delivering` with the lease's end as `next_attempt_at`,
 * counts the attempt and commits before anything is sent; an ended lease is found by
 * {@link expiredDeliveries} and recorded as a failed attempt by the engine.
 */
import type { Knex } from "knex";
import type { ClaimOptions } from "../../../runtime/work/task.js";
import { type Page, type PageRequest, pageByTimeId } from "../../paging.js";
import { inTransaction, isUuid, runner } from "../../run.js";

/** A claimed delivery with everything the sender needs. */
export interface ClaimedDelivery {
  id: string;
  attempt: number;
  webhookId: string;
  organizationId: string;
  eventId: string;
  url: string;
  secretSealed: string;
  /** The body, as JSON text exactly as recorded. */
  payload: string;
}

const SELECT = `d.id, d.attempts, d.webhook_id, w.organization_id, d.event_id, w.url, w.secret_sealed,
  e.payload::text AS payload, d.created_at`;

interface Row {
  id: string;
  attempts: number;
  webhook_id: string;
  organization_id: string;
  event_id: string;
  url: string;
  secret_sealed: string;
  payload: string;
  created_at: Date;
}

function claimed(rows: readonly Row[]): ClaimedDelivery[] {
  return [...rows]
    .sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || (a.id < b.id ? -1 : 1))
    .map((r) => ({
      id: r.id,
      attempt: r.attempts,
      webhookId: r.webhook_id,
      organizationId: r.organization_id,
      eventId: r.event_id,
      url: r.url,
      secretSealed: r.secret_sealed,
      payload: r.payload,
    }));
}

/** Claims due deliveries (see the module comment). */
export async function claimDeliveries(db: Knex, o: ClaimOptions): Promise<ClaimedDelivery[]> {
  const ids = o.ids?.filter(isUuid);
  if (ids && ids.length === 0) return [];
  const { rows } = (await runner(db).raw(
    `WITH due AS (
       SELECT d.id FROM restaurant_webhook_deliveries d JOIN restaurant_webhooks w ON w.id = d.webhook_id
       WHERE d.status = 'pending' AND d.next_attempt_at <= ? AND w.enabled
         ${ids ? "AND d.id = ANY(?::uuid[])" : ""}
       ORDER BY d.next_attempt_at, d.created_at, d.id
       LIMIT ?
       FOR UPDATE OF d SKIP LOCKED)
     UPDATE restaurant_webhook_deliveries d
     SET status = 'delivering', attempts = d.attempts + 1, next_attempt_at = ?, updated_at = ?
     FROM due, restaurant_webhooks w, restaurant_webhook_events e
     WHERE d.id = due.id AND w.id = d.webhook_id AND e.id = d.event_id
     RETURNING ${SELECT}`,
    [o.dueBy, ...(ids ? [ids] : []), o.limit, o.leaseUntil, o.now],
  )) as { rows: Row[] };
  return claimed(rows);
}

/** Ids of due pending deliveries of enabled webhooks, oldest first. */
export async function dueDeliveryIds(db: Knex, o: { dueBy: Date; limit: number }): Promise<string[]> {
  const rows = (await runner(db)("restaurant_webhook_deliveries as d")
    .join("restaurant_webhooks as w", "w.id", "d.webhook_id")
    .where({ "d.status": "pending", "w.enabled": true })
    .where("d.next_attempt_at", "<=", o.dueBy)
    .orderBy(["d.next_attempt_at", "d.created_at", "d.id"])
    .limit(o.limit)
    .select("d.id")) as { id: string }[];
  return rows.map((r) => r.id);
}

/** Deliveries whose lease ended by `now`, unchanged. */
export async function expiredDeliveries(
  db: Knex,
  o: { now: Date; limit: number },
): Promise<ClaimedDelivery[]> {
  const { rows } = (await runner(db).raw(
    `SELECT ${SELECT} FROM restaurant_webhook_deliveries d
     JOIN restaurant_webhooks w ON w.id = d.webhook_id JOIN restaurant_webhook_events e ON e.id = d.event_id
     WHERE d.status = 'delivering' AND d.next_attempt_at <= ? ORDER BY d.next_attempt_at, d.id LIMIT ?`,
    [o.now, o.limit],
  )) as { rows: Row[] };
  return claimed(rows);
}

/**
 * Records one attempt of a delivery still leased on `attempt`, and the webhook's counters with it:
 * succeeded, pending again at `retryAt`, or failed. False when the lease was lost meanwhile.
 */
export async function recordAttempt(
  db: Knex,
  o: {
    id: string;
    attempt: number;
    ok: boolean;
    httpStatus: number;
    snippet: string | null;
    retryAt: Date | null;
    now: Date;
  },
): Promise<boolean> {
  const status = o.ok ? "succeeded" : o.retryAt ? "pending" : "failed";
  return inTransaction(db, async (trx) => {
    const [row] = (await trx("restaurant_webhook_deliveries")
      .where({ id: o.id, status: "delivering", attempts: o.attempt })
      .update({
        status,
        ...(status === "pending" ? { next_attempt_at: o.retryAt } : {}),
        http_status: o.httpStatus,
        // text refuses NUL; a snippet is for people, so it is cut and cleaned.
        response_snippet: o.snippet === null ? null : o.snippet.slice(0, 500).replaceAll("\u0000", "\uFFFD"),
        updated_at: o.now,
      })
      .returning("webhook_id")) as { webhook_id: string }[];
    if (!row) return false;
    await trx("restaurant_webhooks")
      .where({ id: row.webhook_id })
      .update({
        last_attempted_at: o.now,
        last_status: o.httpStatus,
        ...(status === "succeeded" ? { success_count: trx.raw("success_count + 1") } : {}),
        ...(status === "failed" ? { failure_count: trx.raw("failure_count + 1") } : {}),
      });
    return true;
  });
}

/** A delivery as the delivery log lists it. */
export interface DeliveryRow {
  id: string;
  event_id: string;
  type: string;
  status: "pending" | "delivering" | "succeeded" | "failed";
  attempts: number;
  http_status: number | null;
  created_at: Date;
}

/** A webhook's deliveries, newest first (the caller has checked the webhook is the organization's). */
export function listDeliveries(db: Knex, webhookId: string, page: PageRequest): Promise<Page<DeliveryRow>> {
  const q = runner(db)("restaurant_webhook_deliveries as d")
    .join("restaurant_webhook_events as e", "e.id", "d.event_id")
    .select("d.id", "d.event_id", "e.type", "d.status", "d.attempts", "d.http_status", "d.created_at")
    .where("d.webhook_id", webhookId);
  return pageByTimeId(
    db,
    q,
    { time: "d.created_at", id: "d.id", newestFirst: true },
    page,
    (r: DeliveryRow) => r,
  );
}
