/**
 * The local payment processor's outgoing webhooks, part one: where they go
 * (`processor_webhook_endpoints`) and what was sent (`processor_events`, the exact bodies).
 */
import type { Knex } from "knex";
import { runner } from "../../run.js";

/** A registered receiver. */
export interface WebhookEndpointRow {
  id: string;
  url: string;
  enabled: boolean;
  createdAt: Date;
}

interface RawEndpoint {
  id: string;
  url: string;
  enabled: boolean;
  created_at: Date;
}

function endpointFromRaw(r: RawEndpoint): WebhookEndpointRow {
  return { id: r.id, url: r.url, enabled: r.enabled, createdAt: r.created_at };
}

/** Registers `url` (or re-enables it when already known, keeping its id). */
export async function upsertWebhookEndpoint(db: Knex, id: string, url: string): Promise<WebhookEndpointRow> {
  const [raw] = (await runner(db)("processor_webhook_endpoints")
    .insert({ id, url, enabled: true })
    .onConflict("url")
    .merge({ enabled: true })
    .returning("*")) as RawEndpoint[];
  return endpointFromRaw(raw!);
}

/** Stops sending to `url`; false when it was not registered. Pending deliveries to it still run. */
export async function disableWebhookEndpoint(db: Knex, url: string): Promise<boolean> {
  const n = await runner(db)("processor_webhook_endpoints").where({ url }).update({ enabled: false });
  return n > 0;
}

/** Every endpoint that receives new events. */
export async function listEnabledWebhookEndpoints(db: Knex): Promise<WebhookEndpointRow[]> {
  const rows = (await runner(db)("processor_webhook_endpoints")
    .where({ enabled: true })
    .orderBy("created_at")) as RawEndpoint[];
  return rows.map(endpointFromRaw);
}

/** A stored event: its id, type and the exact JSON body sent. */
export interface ProcessorEventRow {
  id: string;
  type: string;
  payload: string;
  createdAt: Date;
}

/** Stores an event. */
export async function insertProcessorEvent(db: Knex, event: ProcessorEventRow): Promise<void> {
  await runner(db)("processor_events").insert({
    id: event.id,
    type: event.type,
    payload: event.payload,
    created_at: event.createdAt,
  });
}

/** The event, or undefined. */
export async function findProcessorEvent(db: Knex, id: string): Promise<ProcessorEventRow | undefined> {
  const raw = (await runner(db)("processor_events").where({ id }).first()) as
    | { id: string; type: string; payload: string; created_at: Date }
    | undefined;
  return raw && { id: raw.id, type: raw.type, payload: raw.payload, createdAt: raw.created_at };
}

/** Events, oldest first; optionally only one type. */
export async function listProcessorEvents(
  db: Knex,
  filter: { type?: string } = {},
): Promise<ProcessorEventRow[]> {
  let query = runner(db)("processor_events").orderBy([{ column: "created_at" }, { column: "id" }]);
  if (filter.type) query = query.where({ type: filter.type });
  const rows = (await query) as { id: string; type: string; payload: string; created_at: Date }[];
  return rows.map((r) => ({ id: r.id, type: r.type, payload: r.payload, createdAt: r.created_at }));
}
