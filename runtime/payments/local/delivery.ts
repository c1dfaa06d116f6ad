/**
 * Webhook delivery for the local processor, as a task of the kernel's leased-work engine
 * (runtime/work/): POSTs each event's exact body, signed like Stripe (`Stripe-Signature`), to
 * every registered endpoint, retrying with backoff and logging every attempt.
 *
 * The deliveries table is the source of truth (storage/platform/payments/webhookDeliveries.ts);
 * the engine claims, leases, retries and sweeps. The endpoints are operator configuration
 * (`PAYMENTS_WEBHOOK_URLS`, the server's own webhook routes on 127.0.0.1), never a request's, so
 * the calls go through runtime/outbound as `configured` destinations.
 */
import type { Knex } from "knex";
import type { Logger } from "pino";
import {
  type ClaimedDelivery,
  claimDeliveries,
  listDueDeliveryIds,
  listExpiredDeliveries,
  recordAttempt,
} from "../../../storage/platform/payments/webhookDeliveries.js";
import { post } from "../../outbound/post.js";
import { stepped } from "../../work/retry.js";
import { type Attempt, isEngineFailure, queueName, type Task, taskRef } from "../../work/task.js";
import { SIGNATURE_HEADER, signatureHeader } from "../signature.js";

/** A claimed delivery, as the engine hands it to {@link paymentDeliveryTask}'s `perform`. */
export type PaymentDelivery = ClaimedDelivery;

/** One delivery attempt: what the attempt log keeps. */
export interface PaymentAttempt extends Attempt {
  startedAt: Date;
  durationMs: number;
  statusCode: number | null;
  /** `HTTP <status>`, or the socket error code (`ECONNREFUSED`, `timeout`); null when delivered. */
  error: string | null;
}

/** The engine task of the processor's deliveries. */
export const PAYMENT_DELIVERIES = taskRef<PaymentDelivery, PaymentAttempt>("payments.webhooks.deliver");

/** Its pg-boss queue. */
export const DELIVERY_QUEUE = queueName(PAYMENT_DELIVERIES);

/** Queues of the processor's own engine before the kernel's: retired at start. */
const RETIRED_QUEUES = ["processor-webhooks", "processor-webhooks-sweep"];

/** Delivery settings. */
export interface DeliveryOptions {
  /**
   * A processor without the runtime's engine runs its own in this mode: `background` (default
   * when pg-boss runs) or `manual` (only `flushWebhooks`).
   */
  mode?: "background" | "manual";
  /** Attempts per delivery before it is marked failed. Default 6. */
  maxAttempts?: number;
  /**
   * Wait after attempt n failed, index n-1 (the last value repeats). Default 10 s, 1 min,
   * 5 min, 30 min, 2 h — about 2.6 h in all; Stripe retries for 3 days, but a dev box should
   * give up sooner.
   */
  retryDelaysMs?: readonly number[];
  /** Per-request timeout. Default 10 s. */
  timeoutMs?: number;
}

const DEFAULT_DELAYS_MS = [10_000, 60_000, 300_000, 1_800_000, 7_200_000] as const;
const USER_AGENT = "LocalProcessor/1.0 (Stripe-compatible webhooks)";

/** The task, signing with `secret()` (read per attempt). */
export function paymentDeliveryTask(o: {
  secret: () => string;
  now: () => Date;
  log: Logger;
  options?: DeliveryOptions;
}): Task<PaymentDelivery, PaymentAttempt> {
  const timeoutMs = o.options?.timeoutMs ?? 10_000;
  const policy = stepped(o.options?.maxAttempts ?? 6, o.options?.retryDelaysMs ?? DEFAULT_DELAYS_MS);
  return {
    ref: PAYMENT_DELIVERIES,
    // Long enough for the request timeout with room to record the outcome.
    leaseMs: timeoutMs * 3,
    retires: RETIRED_QUEUES,
    // Endpoints in parallel, each endpoint's deliveries one after another in event order. Stripe
    // promises no order, but in-order arrival makes tests deterministic and keeps one slow
    // receiver from being hit by a burst of parallel requests.
    serialKey: (d) => d.url,
    retry: () => policy,
    store: {
      claim: (db, c) => claimDeliveries(db, c),
      due: (db, c) => listDueDeliveryIds(db, c),
      expired: (db, c) => listExpiredDeliveries(db, c),
      async settle(trx: Knex.Transaction, batch, now) {
        const kept = new Set<string>();
        for (const { item, outcome, next } of batch) {
          const attempt = isEngineFailure(outcome)
            ? { startedAt: now, durationMs: 0, statusCode: null, error: outcome.error }
            : outcome;
          const moved = await recordAttempt(
            trx,
            {
              deliveryId: item.id,
              attempt: item.attempt,
              startedAt: attempt.startedAt,
              durationMs: attempt.durationMs,
              statusCode: attempt.statusCode,
              error: attempt.error,
              succeeded: outcome.ok,
            },
            next.state === "done"
              ? { status: "delivered", at: now }
              : next.state === "retry"
                ? { status: "pending", nextAttemptAt: next.at }
                : { status: "failed" },
          );
          if (!moved) continue;
          kept.add(item.id);
          if (next.state === "failed")
            o.log.warn(
              { eventId: item.eventId, url: item.url, attempts: item.attempt, error: outcome.error },
              "webhook delivery gave up",
            );
        }
        return { kept };
      },
    },
    async perform(d) {
      const startedAt = o.now();
      const attempt = await post({
        url: d.url,
        body: d.payload,
        headers: {
          "content-type": "application/json; charset=utf-8",
          [SIGNATURE_HEADER]: signatureHeader(d.payload, o.secret(), {
            timestamp: Math.floor(startedAt.getTime() / 1000),
          }),
        },
        policy: "configured",
        timeoutMs,
        userAgent: USER_AGENT,
      });
      const statusCode = attempt.status === 0 ? null : attempt.status;
      return {
        ok: attempt.ok,
        startedAt,
        durationMs: attempt.durationMs,
        statusCode,
        error: attempt.ok ? null : describeFailure(statusCode, attempt.code, attempt.error),
      };
    },
  };
}

/** What one flush delivered. */
export interface FlushResult {
  attempted: number;
  delivered: number;
  /** Failed this time, will be retried. */
  retrying: number;
  /** Failed for the last time. */
  failed: number;
}

/** A short reason for the log: `HTTP <status>`, or the socket error code (ECONNREFUSED, …). */
function describeFailure(
  statusCode: number | null,
  code: string | undefined,
  error: string | undefined,
): string {
  if (statusCode !== null) return `HTTP ${statusCode}`;
  if (code === "TIMEOUT") return "timeout";
  return code && code !== "ERROR" ? code : (error ?? "failed");
}
