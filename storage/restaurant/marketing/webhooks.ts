/**
 * Restaurant webhook subscriptions (`restaurant_webhooks`) and the events recorded for them: one
 * statement family. Every statement filters by organization. The signing secret is stored as the
 * handler sealed it and never handed out here except to the delivery task (./webhookDeliveries.ts).
 */
import { randomUUID } from "node:crypto";
import type { Knex } from "knex";
import { type Page, type PageRequest, pageByTimeId } from "../../paging.js";
import { isUuid, runner } from "../../run.js";

/** A webhook as stored, without its secret (counters as the driver gives bigint: strings). */
export interface WebhookRow {
  id: string;
  organization_id: string;
  url: string;
  event_types: string[];
  enabled: boolean;
  success_count: string;
  failure_count: string;
  last_attempted_at: Date | null;
  last_status: number | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = [
  "id",
  "organization_id",
  "url",
  "event_types",
  "enabled",
  "success_count",
  "failure_count",
  "last_attempted_at",
  "last_status",
  "created_at",
  "updated_at",
] as const;

/** Fields of a webhook; `secret_sealed` already sealed by the caller. */
export interface WebhookFields {
  url?: string;
  event_types?: string[];
  enabled?: boolean;
  secret_sealed?: string;
}

/** Creates a webhook with the id the caller chose (its sealed secret is bound to it). */
export async function insertWebhook(
  db: Knex,
  organizationId: string,
  id: string,
  fields: Required<WebhookFields>,
): Promise<WebhookRow> {
  const [row] = (await runner(db)("restaurant_webhooks")
    .insert({ id, organization_id: organizationId, ...fields })
    .returning([...COLUMNS])) as WebhookRow[];
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** One webhook of the organization, or undefined. */
export async function findWebhook(
  db: Knex,
  organizationId: string,
  id: string,
): Promise<WebhookRow | undefined> {
  if (!isUuid(id)) return undefined;
  return (await runner(db)("restaurant_webhooks")
    .select(...COLUMNS)
    .where({ organization_id: organizationId, id })
    .first()) as WebhookRow | undefined;
}

/** Changes the fields given; undefined when the webhook is not the organization's. */
export async function updateWebhook(
  db: Knex,
  organizationId: string,
  id: string,
  fields: WebhookFields,
  now: Date,
): Promise<WebhookRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = (await runner(db)("restaurant_webhooks")
    .where({ organization_id: organizationId, id })
    .update({ ...fields, updated_at: now })
    .returning([...COLUMNS])) as WebhookRow[];
  return row;
}

/** Deletes a webhook with its deliveries (cascade); false when there was none. */
export async function deleteWebhook(db: Knex, organizationId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await runner(db)("restaurant_webhooks")
    .where({ organization_id: organizationId, id })
    .del()
    .returning("id");
  return rows.length > 0;
}

/** The organization's webhooks, newest first. */
export function listWebhooks(db: Knex, organizationId: string, page: PageRequest): Promise<Page<WebhookRow>> {
  const q = runner(db)("restaurant_webhooks")
    .select(...COLUMNS)
    .where({ organization_id: organizationId });
  return pageByTimeId(db, q, { time: "created_at", id: "id", newestFirst: true }, page, (r: WebhookRow) => r);
}

/**
 * Records an event and one pending delivery, due at `now`, per enabled webhook of the organization
 * subscribed to its type — in one round trip each, in the caller's transaction. Nothing is
 * recorded when no webhook listens. Returns the deliveries' ids.
 */
export async function recordEvent(
  trx: Knex,
  o: { organizationId: string; type: string; payload: (eventId: string) => unknown; now: Date },
): Promise<string[]> {
  const listening = await runner(trx)("restaurant_webhooks")
    .where({ organization_id: o.organizationId, enabled: true })
    .whereRaw("? = ANY(event_types)", [o.type])
    .first("id");
  if (!listening) return [];
  // The id is chosen first: the body carries it (receivers deduplicate by it).
  const eventId = randomUUID();
  await runner(trx).raw(
    "INSERT INTO restaurant_webhook_events (id, organization_id, type, payload, created_at) VALUES (?, ?, ?, ?::json, ?)",
    [eventId, o.organizationId, o.type, JSON.stringify(o.payload(eventId)), o.now],
  );
  const { rows } = (await runner(trx).raw(
    `INSERT INTO restaurant_webhook_deliveries (webhook_id, event_id, next_attempt_at, created_at, updated_at)
     SELECT w.id, ?, ?, ?, ? FROM restaurant_webhooks w
     WHERE w.organization_id = ? AND w.enabled AND ? = ANY(w.event_types)
     ORDER BY w.created_at, w.id
     RETURNING id`,
    [eventId, o.now, o.now, o.now, o.organizationId, o.type],
  )) as { rows: { id: string }[] };
  return rows.map((r) => r.id);
}
