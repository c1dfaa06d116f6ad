/**
 * Delivery of project webhooks (spec/infra/webhooks.tsp): POSTs each event's recorded body,
 * signed per Standard Webhooks, to every subscribed webhook, retrying with exponential backoff.
 *
 * Same shape as the local payment processor's engine (runtime/payments/local/delivery.ts): the
 * deliveries table is the source of truth, pg-boss is the timer and spreads the work (DESIGN §6):
 * - `background` mode: each new delivery is a job of {@link DELIVER_QUEUE}, enqueued in the
 *   transaction that recorded the event ({@link enqueueDeliveries}); each retry is a job with
 *   `startAfter`; a once-a-minute sweep ({@link SWEEP_QUEUE}) takes whatever is due whose job
 *   was lost or whose sender died mid-send (an expired lease).
 * - `manual` mode (tests, no pg-boss): nothing runs by itself; {@link WebhookSender.flush} delivers.
 * Both share one claim → send → record path; claims are leases (storage/infra/
 * webhooks.ts), so any number of senders on any number of nodes never send one attempt twice.
 */
import type { Knex } from "knex";
import type { PgBoss } from "pg-boss";
import type { Logger } from "pino";
import { type EgressPolicy, egressPolicyFromEnv } from "../../runtime/outbound/policy.js";
import { postSigned } from "../../runtime/outbound/post.js";
import { type Sealer, sealerFromEnv } from "../../runtime/secrets/sealed.js";
import {
  type ClaimedWebhookDelivery,
  claimDeliveries,
  listDueDeliveryIds,
  recordDeliveryAttempt,
} from "../../storage/infra/webhooks.js";

/** pg-boss queue of single deliveries (`{ deliveryId }`). */
export const DELIVER_QUEUE = "infra.webhooks.deliver";
/** pg-boss queue (and schedule) of the once-a-minute sweep. */
export const SWEEP_QUEUE = "infra.webhooks.sweep";

/** Attempts per delivery before it is marked failed. */
export const MAX_ATTEMPTS = 10;
/** The longest wait between two attempts. */
export const MAX_RETRY_DELAY_MS = 5 * 60 * 1000;
/** Per-request deadline (connect, answer, body). */
export const DELIVERY_TIMEOUT_MS = 10_000;

const BATCH = 50;
const FAR_FUTURE = new Date("9999-12-31T00:00:00Z");

/** The wait after failed attempt `attempt` (from 1): 1 s, 2 s, 4 s … capped at 5 minutes. */
export function retryDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** Math.max(0, attempt - 1), MAX_RETRY_DELAY_MS);
}

/** The AAD a webhook's sealed secret is bound to: its project and its id. */
export function secretAad(projectId: string, webhookId: string): string {
  return `infra.webhook:${projectId}:${webhookId}`;
}

/** pg-boss instances whose delivery queue exists (created by a started sender). */
const readyQueues = new WeakSet<PgBoss>();

/**
 * Enqueues one job per delivery, for a caller inside the transaction that created them (pg-boss
 * joins it, see storage/transactions.ts). Without pg-boss, or before this process's sender has
 * created the queue, it does nothing: the sweep (or a manual flush) finds them in the table.
 */
export async function enqueueDeliveries(boss: PgBoss | null, deliveryIds: readonly string[]): Promise<void> {
  if (!boss || !readyQueues.has(boss) || deliveryIds.length === 0) return;
  // One INSERT for all of them.
  await boss.insert(
    DELIVER_QUEUE,
    deliveryIds.map((deliveryId) => ({ data: { deliveryId } })),
  );
}

/** What one pass did. */
export interface FlushResult {
  attempted: number;
  delivered: number;
  /** Failed this time, will be retried. */
  retrying: number;
  /** Failed for the last time. */
  failed: number;
}

/** Settings of a {@link WebhookSender}. */
export interface WebhookSenderOptions {
  now: () => Date;
  log: Logger;
  /** `background` (default when pg-boss runs) or `manual`. */
  mode?: "background" | "manual";
  /** Default: `OUTBOUND_NETWORK`. */
  policy?: EgressPolicy;
  /** Default: `SECRETS_KEY`. */
  sealer?: Sealer;
  timeoutMs?: number;
}

/** Sends the infra service's webhook deliveries. */
export class WebhookSender {
  readonly mode: "background" | "manual";
  private readonly policy: EgressPolicy;
  private readonly sealer: Sealer;
  private readonly timeoutMs: number;
  private readonly inFlight = new Set<Promise<unknown>>();
  private started = false;

  constructor(
    private readonly db: { knex: Knex; boss: PgBoss | null },
    private readonly o: WebhookSenderOptions,
  ) {
    this.mode = o.mode ?? (db.boss ? "background" : "manual");
    if (this.mode === "background" && !db.boss) throw new Error("background webhook delivery needs pg-boss");
    this.policy = o.policy ?? egressPolicyFromEnv();
    this.sealer = o.sealer ?? sealerFromEnv(o.log);
    this.timeoutMs = o.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  }

  /** Creates the queues, the schedule and the workers (background mode). Idempotent. */
  async start(): Promise<void> {
    const boss = this.db.boss;
    if (this.mode !== "background" || !boss || this.started) return;
    this.started = true;
    await boss.createQueue(DELIVER_QUEUE);
    await boss.createQueue(SWEEP_QUEUE);
    readyQueues.add(boss);
    await boss.work<{ deliveryId: string }>(
      DELIVER_QUEUE,
      { batchSize: BATCH, burstWhenBatchFull: true, pollingIntervalSeconds: 1 },
      async (jobs) => {
        await this.track(this.deliverIds(jobs.map((j) => j.data.deliveryId)));
      },
    );
    await boss.work(SWEEP_QUEUE, async () => {
      await this.track(this.deliverDue());
    });
    // data is null, not absent: knex refuses the undefined binding pg-boss would pass.
    await boss.schedule(SWEEP_QUEUE, "* * * * *", null, { tz: "UTC" });
  }

  /** Stops this process's workers; sends in flight finish. Idempotent. */
  async stop(): Promise<void> {
    const boss = this.db.boss;
    if (!this.started || !boss) return;
    this.started = false;
    for (const queue of [DELIVER_QUEUE, SWEEP_QUEUE])
      await boss
        .offWork(queue)
        .catch((err: unknown) => this.o.log.warn({ err, queue }, "stopping webhook worker"));
    await Promise.allSettled([...this.inFlight]);
  }

  /**
   * Delivers everything owed now, each delivery at most once per call, after waiting for sends
   * already in flight. With `ignoreBackoff` (default) retries scheduled for later go now too — what
   * a test wants after bringing a receiver back up; pass false to see the schedule honoured.
   */
  async flush(options: { ignoreBackoff?: boolean } = {}): Promise<FlushResult> {
    const total: FlushResult = { attempted: 0, delivered: 0, retrying: 0, failed: 0 };
    await Promise.allSettled([...this.inFlight]);
    const seen = new Set<string>();
    for (;;) {
      const now = this.o.now();
      const dueBy = options.ignoreBackoff === false ? now : FAR_FUTURE;
      const ids = (await listDueDeliveryIds(this.db.knex, { now, dueBy, limit: 10_000 })).filter(
        (id) => !seen.has(id),
      );
      if (ids.length === 0) break;
      for (let i = 0; i < ids.length; i += BATCH) {
        const chunk = ids.slice(i, i + BATCH);
        for (const id of chunk) seen.add(id);
        add(total, await this.track(this.deliverIds(chunk, dueBy)));
      }
    }
    await Promise.allSettled([...this.inFlight]);
    return total;
  }

  /** Whatever is due now, batch by batch (the sweep). */
  private async deliverDue(): Promise<FlushResult> {
    const total: FlushResult = { attempted: 0, delivered: 0, retrying: 0, failed: 0 };
    for (;;) {
      const claimed = await this.claim();
      if (claimed.length === 0) return total;
      add(total, await this.sendAll(claimed));
    }
  }

  /** The given deliveries, when due (a job may fire a little early: 1 s slack). */
  private async deliverIds(ids: readonly string[], dueBy?: Date): Promise<FlushResult> {
    const claimed = await this.claim(ids, dueBy ?? new Date(this.o.now().getTime() + 1_000));
    return this.sendAll(claimed);
  }

  private claim(ids?: readonly string[], dueBy?: Date): Promise<ClaimedWebhookDelivery[]> {
    const now = this.o.now();
    return claimDeliveries(this.db.knex, {
      now,
      // Long enough for the request deadline with room to record the outcome.
      leaseUntil: new Date(now.getTime() + this.timeoutMs * 3),
      limit: ids ? Math.max(1, ids.length) : BATCH,
      ...(ids ? { ids } : {}),
      ...(dueBy ? { dueBy } : {}),
    });
  }

  /** Webhooks in parallel; each webhook's deliveries one after another, oldest first. */
  private async sendAll(claimed: readonly ClaimedWebhookDelivery[]): Promise<FlushResult> {
    const result: FlushResult = { attempted: claimed.length, delivered: 0, retrying: 0, failed: 0 };
    const byWebhook = new Map<string, ClaimedWebhookDelivery[]>();
    for (const d of claimed) byWebhook.set(d.webhookId, [...(byWebhook.get(d.webhookId) ?? []), d]);
    await Promise.all(
      [...byWebhook.values()].map(async (queue) => {
        for (const d of queue) {
          const outcome = await this.sendOne(d);
          if (outcome) result[outcome] += 1;
        }
      }),
    );
    return result;
  }

  private async sendOne(d: ClaimedWebhookDelivery): Promise<"delivered" | "retrying" | "failed" | null> {
    let secret: string;
    try {
      secret = this.sealer.open(d.secretSealed, secretAad(d.projectId, d.webhookId));
    } catch (err) {
      // A key change (SECRETS_KEY) without re-sealing: retrying will not help, say so loudly.
      this.o.log.error({ err, webhookId: d.webhookId }, "webhook secret does not open; delivery failed");
      await recordDeliveryAttempt(this.db.knex, d.id, {
        ok: false,
        status: 0,
        durationMs: 0,
        snippet: "the webhook's signing secret could not be opened (SECRETS_KEY changed?)",
        now: this.o.now(),
        retryAt: null,
        attempt: d.attempt,
      });
      return "failed";
    }
    const attempt = await postSigned({
      url: d.url,
      body: d.payload,
      secret,
      msgId: d.eventId,
      // The attempt's time, not the event's: Standard Webhooks verifiers refuse a timestamp more
      // than 5 minutes off, and retries run for about 8.5 minutes. The event's time stays in the
      // body's `timestamp`; the id (the event's) is what receivers deduplicate by.
      timestamp: this.o.now(),
      timeoutMs: this.timeoutMs,
      policy: this.policy,
    });
    const now = this.o.now();
    const retryAt =
      attempt.ok || d.attempt >= MAX_ATTEMPTS ? null : new Date(now.getTime() + retryDelayMs(d.attempt));
    const status = await recordDeliveryAttempt(this.db.knex, d.id, {
      ok: attempt.ok,
      status: attempt.status,
      durationMs: attempt.durationMs,
      snippet: attempt.error && !attempt.snippet ? attempt.error : attempt.snippet,
      now,
      retryAt,
      attempt: d.attempt,
    });
    // null: our lease ran out and another sender took the delivery over; it records the outcome.
    if (status === null) return null;
    if (status === "succeeded") return "delivered";
    if (status === "failed") {
      this.o.log.warn(
        { deliveryId: d.id, webhookId: d.webhookId, attempts: d.attempt, status: attempt.status },
        "webhook delivery failed for good",
      );
      return "failed";
    }
    if (retryAt) await this.scheduleRetry(d.id, retryAt);
    return "retrying";
  }

  private async scheduleRetry(deliveryId: string, at: Date): Promise<void> {
    const boss = this.db.boss;
    if (this.mode !== "background" || !boss || !this.started) return;
    // Outside any transaction: the attempt is recorded, and a lost job is what the sweep is for.
    await boss
      .send(DELIVER_QUEUE, { deliveryId }, { startAfter: at })
      .catch((err: unknown) => this.o.log.warn({ err, deliveryId }, "scheduling a webhook retry"));
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.inFlight.add(work);
    const done = () => this.inFlight.delete(work);
    work.then(done, done);
    return work;
  }
}

function add(total: FlushResult, part: FlushResult): void {
  total.attempted += part.attempted;
  total.delivered += part.delivered;
  total.retrying += part.retrying;
  total.failed += part.failed;
}
