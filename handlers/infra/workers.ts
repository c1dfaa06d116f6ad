/**
 * The infrastructure service's background work on pg-boss: webhook deliveries, jobs and video
 * encoding, each with what the set-up made (egress policy, sealer, media tools). Started once per
 * process by the kernel (./setup.ts); the periodic upkeep is in ./sweeps.ts.
 */
import type { RuntimeDeps } from "../../runtime/deps.js";
import type { InfraExtras } from "./context.js";
import { JobRunner } from "./jobs/runner.js";
import { VideoWorker } from "./media/videoWorker.js";
import { WebhookSender } from "./webhookDelivery.js";

/** Minute-crons of earlier versions, now served by the kernel's one sweep: removed at start. */
const RETIRED_SCHEDULES = ["infra.sweep", "infra.workflows.sweep"];

/** Starts the consumers; resolves to the function that stops them. */
export async function startInfraWorkers(
  deps: RuntimeDeps,
  extras: InfraExtras,
): Promise<() => Promise<void>> {
  const boss = deps.db.boss;
  if (!boss) {
    deps.log.warn("infra: no pg-boss on this database; webhooks are not delivered, jobs do not run");
    return async () => {};
  }
  for (const name of RETIRED_SCHEDULES) await boss.unschedule(name).catch(() => {});
  const common = { now: deps.now, log: deps.log, policy: extras.egress, sealer: extras.sealer };
  const webhooks = new WebhookSender(deps.db, { ...common, mode: "background" });
  await webhooks.start();
  const jobs = new JobRunner(deps.db, { ...common, mode: "background" });
  await jobs.start();
  const media = new VideoWorker(deps.db, {
    now: deps.now,
    log: deps.log,
    tools: extras.config.media,
    store: extras.blobs,
  });
  await media.start();
  return async () => {
    await media.stop();
    await jobs.stop();
    await webhooks.stop();
  };
}
