/**
 * Delivery of project webhooks (spec/infra/webhooks.tsp) as a task of the kernel's leased-work
 * engine (runtime/work/): POSTs each event's recorded body, signed per Standard Webhooks with the
 * webhook's secret, to every subscribed webhook, through runtime/outbound under the egress policy
 * (the URLs are the users'), retrying with exponential backoff.
 *
 * The deliveries table is the source of truth (storage/infra/webhooks.ts): its status, attempts
 * and last answer are the delivery log the contract shows. Each new delivery is put on the
 * engine's timer in the transaction that recorded its event (events.ts); the engine claims,
 * retries and sweeps.
 */
import type { Logger } from "pino";
import type { EgressPolicy } from "../../runtime/outbound/policy.js";
import { postSigned } from "../../runtime/outbound/post.js";
import type { Sealer } from "../../runtime/secrets/sealed.js";
import type { WorkQueue } from "../../runtime/work/engine.js";
import { exponential } from "../../runtime/work/retry.js";
import { type Attempt, isEngineFailure, queueName, type Task, taskRef } from "../../runtime/work/task.js";
import {
  type ClaimedWebhookDelivery,
  claimDeliveries,
  listDueDeliveryIds,
  listExpiredDeliveries,
  recordDeliveryAttempt,
} from "../../storage/infra/webhooks.js";

/** One delivery attempt, as the delivery log keeps it. */
export interface WebhookAttempt extends Attempt {
  /** The HTTP status; 0 when no answer arrived. */
  status: number;
  durationMs: number;
  /** The start of the answer's body, or why no answer arrived. */
  snippet: string | null;
}

/** The engine task of webhook deliveries (`{ id }` of `infra_webhook_deliveries`). */
export const WEBHOOK_DELIVERIES = taskRef<ClaimedWebhookDelivery, WebhookAttempt>("infra.webhooks.deliver");

/** Its pg-boss queue. */
export const DELIVER_QUEUE = queueName(WEBHOOK_DELIVERIES);

/** Attempts per delivery before it is marked failed. */
export const MAX_ATTEMPTS = 10;
/** The longest wait between two attempts. */
export const MAX_RETRY_DELAY_MS = 5 * 60 * 1000;
/** Per-request deadline (connect, answer, body). */
export const DELIVERY_TIMEOUT_MS = 10_000;

/** 1 s, doubling to at most 5 minutes, {@link MAX_ATTEMPTS} attempts in all. */
const RETRY = exponential(MAX_ATTEMPTS, 1000, MAX_RETRY_DELAY_MS);

/** The wait after failed attempt `attempt` (from 1): 1 s, 2 s, 4 s … capped at 5 minutes. */
export function retryDelayMs(attempt: number): number {
  return RETRY.delayMs(attempt);
}

/** The AAD a webhook's sealed secret is bound to: its project and its id. */
export function secretAad(projectId: string, webhookId: string): string {
  return `infra.webhook:${projectId}:${webhookId}`;
}

/**
 * Puts new deliveries on the engine's timer; call it inside the transaction that created them, so
 * the timer exists exactly when they do.
 */
export async function enqueueDeliveries(work: WorkQueue, deliveryIds: readonly string[]): Promise<void> {
  if (deliveryIds.length > 0)
    await work.enqueue(
      WEBHOOK_DELIVERIES,
      deliveryIds.map((id) => ({ id })),
    );
}

/** What the task reads at each attempt (from the service's set-up, so a test can change it). */
export interface WebhookDeliveryDeps {
  now: () => Date;
  log: Logger;
  egress(): EgressPolicy;
  sealer(): Sealer;
  timeoutMs?: number;
}

/** The task. */
export function webhookDeliveryTask(deps: WebhookDeliveryDeps): Task<ClaimedWebhookDelivery, WebhookAttempt> {
  const timeoutMs = deps.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  return {
    ref: WEBHOOK_DELIVERIES,
    // Long enough for the request deadline with room to record the outcome.
    leaseMs: timeoutMs * 3,
    retires: ["infra.webhooks.deliver", "infra.webhooks.sweep"],
    // Webhooks in parallel; each webhook's deliveries one after another, oldest first.
    serialKey: (d) => d.webhookId,
    retry: () => RETRY,
    store: {
      claim: (db, c) => claimDeliveries(db, c),
      due: (db, c) => listDueDeliveryIds(db, c),
      expired: (db, c) => listExpiredDeliveries(db, c),
      async settle(trx, batch, now) {
        const kept = new Set<string>();
        // In webhook order: concurrent settling transactions then take the webhooks' counter rows
        // in the same order, and cannot deadlock on them.
        const ordered = [...batch].sort((x, y) => compare(x.item.webhookId, y.item.webhookId));
        for (const { item, outcome, next } of ordered) {
          const attempt = isEngineFailure(outcome)
            ? { status: 0, durationMs: 0, snippet: outcome.error }
            : outcome;
          const status = await recordDeliveryAttempt(trx, item.id, {
            ok: outcome.ok,
            status: attempt.status,
            durationMs: attempt.durationMs,
            snippet: attempt.snippet,
            now,
            retryAt: next.state === "retry" ? next.at : null,
            attempt: item.attempt,
          });
          // null: the lease ended and the attempt was recorded meanwhile; nothing changed.
          if (status === null) continue;
          kept.add(item.id);
          if (status === "failed")
            deps.log.warn(
              {
                deliveryId: item.id,
                webhookId: item.webhookId,
                attempts: item.attempt,
                status: attempt.status,
              },
              "webhook delivery failed for good",
            );
        }
        return { kept };
      },
    },
    async perform(d) {
      let secret: string;
      try {
        secret = deps.sealer().open(d.secretSealed, secretAad(d.projectId, d.webhookId));
      } catch (err) {
        // A key change (SECRETS_KEY) without re-sealing: retrying will not help, say so loudly.
        deps.log.error({ err, webhookId: d.webhookId }, "webhook secret does not open; delivery failed");
        return {
          ok: false,
          final: true,
          status: 0,
          durationMs: 0,
          snippet: "the webhook's signing secret could not be opened (SECRETS_KEY changed?)",
        };
      }
      const attempt = await postSigned({
        url: d.url,
        body: d.payload,
        secret,
        msgId: d.eventId,
        // The attempt's time, not the event's: Standard Webhooks verifiers refuse a timestamp more
        // than 5 minutes off, and retries run for about 8.5 minutes. The event's time stays in the
        // body's `timestamp`; the id (the event's) is what receivers deduplicate by.
        timestamp: deps.now(),
        timeoutMs,
        policy: deps.egress(),
      });
      return {
        ok: attempt.ok,
        status: attempt.status,
        durationMs: attempt.durationMs,
        snippet: attempt.error && !attempt.snippet ? attempt.error : attempt.snippet,
        ...(attempt.ok ? {} : { error: attempt.error ?? `HTTP ${attempt.status}` }),
      };
    },
  };
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
