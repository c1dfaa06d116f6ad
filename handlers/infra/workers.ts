/**
 * Background work of the infrastructure service, on pg-boss: a cron job every minute sweeps
 * expired key-value entries, old channel messages (kept {@link CHANNEL_RETENTION_MS}), lapsed
 * presence and settled webhook events (kept {@link WEBHOOK_LOG_RETENTION_MS}). Expired entries
 * are already invisible to every route; sweeping only reclaims their space. Webhook deliveries,
 * jobs, the workflow timeout sweep and video encoding have their own queues (webhookDelivery.ts,
 * jobs/runner.ts, workflows/sweep.ts, media/videoWorker.ts).
 */
import type { ServiceWorkers } from "../../runtime/contract.js";
import { sealerFromEnv } from "../../runtime/secrets/sealed.js";
import { pruneChannelMessages, prunePresence } from "../../storage/infra/channels.js";
import { sweepExpiredKv } from "../../storage/infra/kv.js";
import { pruneWebhookEvents } from "../../storage/infra/webhooks.js";
import { JobRunner } from "./jobs/runner.js";
import { VideoWorker } from "./media/videoWorker.js";
import { WebhookSender } from "./webhookDelivery.js";
import { startWorkflowSweep } from "./workflows/sweep.js";

/** The pg-boss queue (and schedule) of the sweeper. */
export const SWEEP_QUEUE = "infra.sweep";

/** How long channel messages stay available for history and resumption. */
export const CHANNEL_RETENTION_MS = 24 * 60 * 60 * 1000;

/** How long webhook events and their delivery log stay once every delivery has settled. */
export const WEBHOOK_LOG_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/** One sweep: what it removed. */
export async function sweepOnce(
  db: import("knex").Knex,
  now: Date,
): Promise<{ kv: number; messages: number; presence: number; webhookEvents: number }> {
  return {
    kv: await sweepExpiredKv(db, now),
    messages: await pruneChannelMessages(db, new Date(now.getTime() - CHANNEL_RETENTION_MS)),
    presence: await prunePresence(db, now),
    webhookEvents: await pruneWebhookEvents(db, new Date(now.getTime() - WEBHOOK_LOG_RETENTION_MS)),
  };
}

/** Schedules the sweeper (every minute, pg-boss cron's finest grain) and consumes it. */
export const infraWorkers: ServiceWorkers = async (deps) => {
  // Refuse to start without SECRETS_KEY in production (webhook secrets could not be sealed).
  sealerFromEnv(deps.log);
  const boss = deps.db.boss;
  if (!boss) {
    deps.log.warn(
      "infra: no pg-boss on this database; expired entries are hidden but not swept, webhooks are not delivered, jobs do not run",
    );
    return async () => {};
  }
  await boss.createQueue(SWEEP_QUEUE);
  // One schedule per queue name however many processes start: pg-boss upserts it.
  // (data is null, not absent: knex refuses undefined bindings.)
  await boss.schedule(SWEEP_QUEUE, "* * * * *", null, { tz: "UTC" });
  const workerId = await boss.work(SWEEP_QUEUE, async () => {
    const swept = await sweepOnce(deps.db.knex, deps.now());
    if (Object.values(swept).some((n) => n > 0)) deps.log.info({ swept }, "infra sweep");
  });
  const webhooks = new WebhookSender(deps.db, { now: deps.now, log: deps.log, mode: "background" });
  await webhooks.start();
  const jobs = new JobRunner(deps.db, { now: deps.now, log: deps.log, mode: "background" });
  await jobs.start();
  const stopWorkflows = await startWorkflowSweep(boss, { knex: deps.db.knex, now: deps.now, log: deps.log });
  const media = new VideoWorker(deps.db, { now: deps.now, log: deps.log });
  await media.start();
  return async () => {
    await media.stop();
    await stopWorkflows();
    await jobs.stop();
    await webhooks.stop();
    await boss.offWork(SWEEP_QUEUE, { id: workerId });
  };
};
