/**
 * Delivery of restaurant events to webhook subscribers, as a task of the kernel's one leased-work
 * engine (runtime/work/): the engine claims, leases, retries and sweeps; this task only names its
 * table's statements (storage/restaurant/marketing/webhookDeliveries.ts) and what one attempt
 * does — POST the recorded body signed per Standard Webhooks with the webhook's secret through
 * runtime/outbound under the egress policy, exactly as infra's webhooks are sent.
 */
import type { Logger } from "pino";
import type { EgressPolicy } from "../../../runtime/outbound/policy.js";
import { postSigned } from "../../../runtime/outbound/post.js";
import type { Sealer } from "../../../runtime/secrets/sealed.js";
import { exponential } from "../../../runtime/work/retry.js";
import { type Attempt, isEngineFailure, type Task, taskRef } from "../../../runtime/work/task.js";
import {
  type ClaimedDelivery,
  claimDeliveries,
  dueDeliveryIds,
  expiredDeliveries,
  recordAttempt,
} from "../../../storage/restaurant/marketing/webhookDeliveries.js";

/** One attempt: the receiver's HTTP status (0: no answer) and the start of its answer. */
export interface DeliveryAttempt extends Attempt {
  status: number;
  snippet: string | null;
}

/** The engine task of restaurant webhook deliveries. */
export const RESTAURANT_WEBHOOK_DELIVERIES = taskRef<ClaimedDelivery, DeliveryAttempt>(
  "restaurant.webhooks.deliver",
);

/** 1 s doubling to 5 minutes, 10 attempts (about 8.5 minutes), as infra's webhooks. */
const RETRY = exponential(10, 1000, 5 * 60 * 1000);
const TIMEOUT_MS = 10_000;

/** The AAD a restaurant webhook's sealed secret is bound to: its organization and its id. */
export function webhookSecretAad(organizationId: string, webhookId: string): string {
  return `restaurant.webhook:${organizationId}:${webhookId}`;
}

/** What the task reads at each attempt. */
export interface DeliveryDeps {
  now: () => Date;
  log: Logger;
  egress(): EgressPolicy;
  sealer(): Sealer;
}

/** The task. */
export function restaurantWebhookTask(deps: DeliveryDeps): Task<ClaimedDelivery, DeliveryAttempt> {
  return {
    ref: RESTAURANT_WEBHOOK_DELIVERIES,
    leaseMs: TIMEOUT_MS * 3,
    // Each webhook gets its deliveries in order, one at a time; webhooks in parallel.
    serialKey: (d) => d.webhookId,
    retry: () => RETRY,
    store: {
      claim: claimDeliveries,
      due: dueDeliveryIds,
      expired: expiredDeliveries,
      async settle(trx, batch, now) {
        const kept = new Set<string>();
        for (const { item, outcome, next } of batch) {
          const engine = isEngineFailure(outcome);
          const recorded = await recordAttempt(trx, {
            id: item.id,
            attempt: item.attempt,
            ok: outcome.ok,
            httpStatus: engine ? 0 : outcome.status,
            snippet: engine ? outcome.error : outcome.snippet,
            retryAt: next.state === "retry" ? next.at : null,
            now,
          });
          if (recorded) kept.add(item.id);
        }
        return { kept };
      },
    },
    async perform(d) {
      let secret: string;
      try {
        secret = deps.sealer().open(d.secretSealed, webhookSecretAad(d.organizationId, d.webhookId));
      } catch (err) {
        deps.log.error({ err, webhookId: d.webhookId }, "restaurant webhook secret does not open");
        return { ok: false, final: true, status: 0, snippet: "the signing secret could not be opened" };
      }
      const attempt = await postSigned({
        url: d.url,
        body: d.payload,
        secret,
        msgId: d.eventId,
        // The attempt's time: verifiers refuse a timestamp more than 5 minutes off.
        timestamp: deps.now(),
        timeoutMs: TIMEOUT_MS,
        policy: deps.egress(),
      });
      return {
        ok: attempt.ok,
        status: attempt.status,
        snippet: attempt.error && !attempt.snippet ? attempt.error : attempt.snippet,
        ...(attempt.ok ? {} : { error: attempt.error ?? `HTTP ${attempt.status}` }),
      };
    },
  };
}
