/**
 * The infrastructure service's per-process set-up: its configuration and clients (the handlers'
 * extra context, ./context.ts), its sweeps, and its background work. Everything a handler or a
 * worker needs from outside comes from here, read once from the runtime's configuration.
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
import { urlSigningKey } from "./storage/signing.js";
import { infraSweeps } from "./sweeps.js";
import { startInfraWorkers } from "./workers.js";
import { stepJobsFor } from "./workflows/stepJobs.js";

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
  };
  return {
    context,
    sweeps: infraSweeps(deps.db.knex, () => stepJobsFor(deps.db.boss)),
    start: () => startInfraWorkers(deps, context),
    close: () => context.channels.close(),
  };
}
