/**
 * The infrastructure service's per-process set-up: its configuration and clients (the handlers'
 * extra context, ./context.ts), its tasks on the kernel's leased-work engine (webhook deliveries,
 * job runs and callbacks, video encoding), its sweeps, and its background work. Everything a
 * handler or a task needs from outside comes from here, read once from the runtime's
 * configuration; jobs and workflow steps reach each other through the context (`ctx.jobs`,
 * `ctx.stepJobs`), never through imports.
 */
import type { RuntimeDeps } from "../../runtime/deps.js";
import { egressPolicyFromEnv } from "../../runtime/outbound/policy.js";
import { createSealer, sealingKeyFromEnv } from "../../runtime/secrets/sealed.js";
import type { ServiceSetup } from "../../runtime/service.js";
import { blobStoreFromEnv } from "../../storage/blobs/index.js";
import { loadModelRegistry } from "./ai/registry.js";
import { lazyChannelBus } from "./channels/bus.js";
import { infraConfig } from "./config.js";
import type { InfraExtras } from "./context.js";
import { jobCallbackTask, jobRunTask } from "./jobs/task.js";
import { videoEncodeTask } from "./media/videoWorker.js";
import { urlSigningKey } from "./storage/signing.js";
import { infraSweeps } from "./sweeps.js";
import { projectTokenWallet } from "./tokenWallet.js";
import { webhookDeliveryTask } from "./webhookDelivery.js";
import { stepJobFinished } from "./workflows/engine.js";
import { jobBackedStepJobs } from "./workflows/jobBacked.js";

/** Minute-crons of earlier versions, now served by the kernel's one sweep: removed at start. */
const RETIRED_SCHEDULES = ["infra.sweep", "infra.workflows.sweep"];

/** Sets the service up for `deps`; throws naming every setting that does not parse. */
export function setupInfra(deps: RuntimeDeps): ServiceSetup<InfraExtras> {
  const env = deps.env as NodeJS.ProcessEnv;
  const config = infraConfig(env);
  // Refuses to start without SECRETS_KEY in production (secrets could not be sealed safely).
  const sealingKey = sealingKeyFromEnv(env, deps.log);
  const context: InfraExtras = {
    config,
    egress: egressPolicyFromEnv(env),
    sealer: createSealer(sealingKey),
    urlSigningKey: urlSigningKey(sealingKey),
    models: loadModelRegistry(config.aiModelsFile),
    blobs: blobStoreFromEnv(env),
    channels: lazyChannelBus(deps.db, deps.log),
    // A step job's end advances its workflow with the step jobs the context holds at that time.
    jobs: {
      work: deps.work,
      stepEnded: (trx, ending, now) => stepJobFinished(trx, ending, now, context.stepJobs),
    },
    stepJobs: jobBackedStepJobs(() => context),
    tokens: projectTokenWallet(deps.metering, deps.db.knex),
  };
  // The tasks read the egress policy and sealer from the context at each attempt.
  const common = {
    now: deps.now,
    log: deps.log,
    egress: () => context.egress,
    sealer: () => context.sealer,
  };
  deps.work.register(webhookDeliveryTask(common));
  deps.work.register(jobRunTask({ ...common, env: context.jobs }));
  deps.work.register(jobCallbackTask({ ...common, env: context.jobs }));
  deps.work.register(
    videoEncodeTask({
      knex: deps.db.knex,
      work: deps.work,
      now: deps.now,
      log: deps.log,
      tools: config.media,
      store: () => context.blobs,
    }),
  );
  return {
    context,
    sweeps: infraSweeps(deps.db.knex, () => context.stepJobs),
    start: async () => {
      for (const name of RETIRED_SCHEDULES) await deps.db.boss?.unschedule(name).catch(() => {});
      return async () => {};
    },
    close: () => context.channels.close(),
  };
}
