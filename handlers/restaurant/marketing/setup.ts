/**
 * The marketing part of the restaurant service's per-process set-up: the egress policy webhook
 * URLs are held to, the sealer of their signing secrets, the webhook delivery task on the kernel's
 * leased-work engine, and the engine events are put on (../events.ts).
 */
import type { RuntimeDeps } from "../../../runtime/deps.js";
import { type EgressPolicy, egressPolicyFromEnv } from "../../../runtime/outbound/policy.js";
import { createSealer, type Sealer, sealingKeyFromEnv } from "../../../runtime/secrets/sealed.js";
import { bindEventQueue } from "../events.js";
import { restaurantWebhookTask } from "./webhookDelivery.js";

/** What marketing handlers and tasks use from outside. */
export interface MarketingEnv {
  /** Where webhook deliveries may go (`OUTBOUND_NETWORK`). */
  egress: EgressPolicy;
  /** Seals webhook signing secrets (`SECRETS_KEY`). */
  sealer: Sealer;
}

/** Reads the settings, registers the delivery task and binds the event queue. */
export function setupMarketing(deps: RuntimeDeps): MarketingEnv {
  const env = deps.env as NodeJS.ProcessEnv;
  const marketing: MarketingEnv = {
    egress: egressPolicyFromEnv(env),
    sealer: createSealer(sealingKeyFromEnv(env, deps.log)),
  };
  // The task reads the policy and sealer at each attempt (a test may change them).
  deps.work.register(
    restaurantWebhookTask({
      now: deps.now,
      log: deps.log,
      egress: () => marketing.egress,
      sealer: () => marketing.sealer,
    }),
  );
  bindEventQueue(deps.db.knex, deps.work);
  return marketing;
}
