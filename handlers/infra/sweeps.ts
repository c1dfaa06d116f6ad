/**
 * The infrastructure service's upkeep, run by the kernel's one minute-cron: expired key-value
 * entries, channel messages older than {@link CHANNEL_RETENTION_MS}, lapsed presence and settled
 * webhook events older than {@link WEBHOOK_LOG_RETENTION_MS} are deleted (expired entries are
 * already invisible to every route; sweeping only reclaims their space), and running workflow
 * executions past their deadline are timed out.
 */
import type { Knex } from "knex";
import type { Sweep } from "../../runtime/service.js";
import { pruneChannelMessages, prunePresence } from "../../storage/infra/channels.js";
import { sweepExpiredKv } from "../../storage/infra/kv.js";
import { pruneWebhookEvents } from "../../storage/infra/webhooks.js";
import type { StepJobs } from "./workflows/stepJobs.js";
import { sweepTimedOut } from "./workflows/sweep.js";

/** How long channel messages stay available for history and resumption. */
export const CHANNEL_RETENTION_MS = 24 * 60 * 60 * 1000;

/** How long webhook events and their delivery log stay once every delivery has settled. */
export const WEBHOOK_LOG_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/** One retention pass: what it removed. */
export async function pruneExpired(
  db: Knex,
  now: Date,
): Promise<{ kv: number; messages: number; presence: number; webhookEvents: number }> {
  return {
    kv: await sweepExpiredKv(db, now),
    messages: await pruneChannelMessages(db, new Date(now.getTime() - CHANNEL_RETENTION_MS)),
    presence: await prunePresence(db, now),
    webhookEvents: await pruneWebhookEvents(db, new Date(now.getTime() - WEBHOOK_LOG_RETENTION_MS)),
  };
}

/** The service's sweeps on `db`; workflow step jobs are made with `stepJobs`. */
export function infraSweeps(db: Knex, stepJobs: () => StepJobs): Sweep[] {
  return [
    { name: "infra.retention", run: (now) => pruneExpired(db, now) },
    {
      name: "infra.workflows.timeouts",
      run: async (now) => ({ timedOut: await sweepTimedOut(db, now, stepJobs()) }),
    },
  ];
}
