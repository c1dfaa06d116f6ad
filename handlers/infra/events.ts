/**
 * Events the service emits itself (`kv.put`, `kv.delete`, `channels.message`) for the project's
 * webhooks, recorded in the transaction of the write that caused them, with their delivery jobs.
 * When no enabled webhook of the project subscribes to a topic, the cost is one indexed query
 * and nothing is recorded.
 */
import type { Knex } from "knex";
import type { WorkQueue } from "../../runtime/work/engine.js";
import { recordEvent, subscribedTopics } from "../../storage/infra/webhooks.js";
import { iso } from "./format.js";
import { enqueueDeliveries } from "./webhookDelivery.js";

/** One event: its topic and the `data` of its `{type, timestamp, data}` body. */
export interface InternalEvent {
  topic: string;
  data: unknown;
}

/**
 * Records `events` (in order) for the webhooks subscribed to them and puts their deliveries on the
 * leased-work engine's timer. Call it inside the writing transaction (`trx`), so events exist
 * exactly when the write does.
 */
export async function emitEvents(
  trx: Knex,
  work: WorkQueue,
  projectId: string,
  events: readonly InternalEvent[],
  now: Date,
): Promise<void> {
  if (events.length === 0) return;
  const listened = await subscribedTopics(trx, projectId, [...new Set(events.map((e) => e.topic))]);
  if (listened.size === 0) return;
  const timestamp = iso(now);
  for (const e of events) {
    if (!listened.has(e.topic)) continue;
    const { deliveryIds } = await recordEvent(
      trx,
      projectId,
      e.topic,
      { type: e.topic, timestamp, data: e.data },
      now,
    );
    await enqueueDeliveries(work, deliveryIds);
  }
}
