/**
 * Webhook delivery for the local processor: POSTs each event's exact body, signed like Stripe,
 * to every registered endpoint, retrying with backoff and logging every attempt.
 *
 * The deliveries table is the source of truth (see storage/platform/payments/
 * webhookDeliveries.ts); pg-boss is the timer and spreads work over nodes (DESIGN §6):
 * - `background` mode: each new delivery and each retry is a pg-boss job (enqueued in the
 *   transaction that wrote the event), worked in batches; a once-a-minute sweep picks up
 *   anything whose job was lost or whose sender died mid-send.
 * - `manual` mode (tests): nothing runs by itself; {@link WebhookDelivery.flush} delivers.
 * Both modes share one claim-send-record path, so flush also works beside a running worker.
 */
import type { Logger } from "pino";
import type { Database } from "../../../storage/db.js";
import {
  type ClaimedDelivery,
  claimDeliveries,
  listDueDeliveryIds,
  recordAttempt,
} from "../../../storage/platform/payments/webhookDeliveries.js";
import { SIGNATURE_HEADER, signatureHeader } from "../signature.js";

/** pg-boss queue of single deliveries (`{ deliveryId }`). */
export const DELIVERY_QUEUE = "processor-webhooks";
/** pg-boss queue of the once-a-minute sweep. */
export const SWEEP_QUEUE = "processor-webhooks-sweep";

/** Delivery settings. */
export interface DeliveryOptions {
  /** `background` (default when pg-boss runs) or `manual` (only {@link WebhookDelivery.flush}). */
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

/** What one pass delivered. */
export interface FlushResult {
  attempted: number;
  delivered: number;
  /** Failed this time, will be retried. */
  retrying: number;
  /** Failed for the last time. */
  failed: number;
}

const DEFAULT_DELAYS_MS = [10_000, 60_000, 300_000, 1_800_000, 7_200_000] as const;
const BATCH = 50;
const FAR_FUTURE = new Date("9999-12-31T00:00:00Z");

/** Sends the local processor's webhooks. */
export class WebhookDelivery {
  readonly mode: "background" | "manual";
  private readonly maxAttempts: number;
  private readonly delays: readonly number[];
  private readonly timeoutMs: number;
  private readonly inFlight = new Set<Promise<unknown>>();
  private started = false;

  constructor(
    private readonly db: Database,
    private readonly secret: () => string,
    private readonly now: () => Date,
    private readonly log: Logger,
    options: DeliveryOptions = {},
  ) {
    this.mode = options.mode ?? (db.boss ? "background" : "manual");
    if (this.mode === "background" && !db.boss)
      throw new Error("background webhook delivery needs pg-boss (open the database with boss enabled)");
    this.maxAttempts = options.maxAttempts ?? 6;
    this.delays = options.retryDelaysMs ?? DEFAULT_DELAYS_MS;
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  /** Starts the pg-boss workers (background mode); a no-op in manual mode. Idempotent. */
  async start(): Promise<void> {
    const boss = this.db.boss;
    if (this.mode !== "background" || !boss || this.started) return;
    this.started = true;
    await boss.createQueue(DELIVERY_QUEUE);
    await boss.createQueue(SWEEP_QUEUE);
    await boss.work<{ deliveryId: string }>(
      DELIVERY_QUEUE,
      { batchSize: BATCH, burstWhenBatchFull: true, pollingIntervalSeconds: 1 },
      async (jobs) => {
        await this.track(this.deliverIds(jobs.map((j) => j.data.deliveryId)));
      },
    );
    await boss.work(SWEEP_QUEUE, { batchSize: 1 }, async () => {
      await this.track(this.deliverDue(this.now()));
    });
    // data must be given: knex refuses the undefined binding pg-boss would pass for it.
    await boss.schedule(SWEEP_QUEUE, "* * * * *", {});
  }

  /** Stops this process's workers; deliveries in flight finish. Idempotent. */
  async stop(): Promise<void> {
    const boss = this.db.boss;
    if (!this.started || !boss) return;
    this.started = false;
    await boss
      .offWork(DELIVERY_QUEUE)
      .catch((err: unknown) => this.log.warn({ err }, "stopping webhook worker"));
    await boss.offWork(SWEEP_QUEUE).catch((err: unknown) => this.log.warn({ err }, "stopping webhook sweep"));
    await Promise.allSettled([...this.inFlight]);
  }

  /**
   * Called inside the transaction that created deliveries: in background mode enqueues one job
   * each, so the jobs exist exactly when the event does.
   */
  async enqueue(deliveryIds: readonly string[]): Promise<void> {
    const boss = this.db.boss;
    if (this.mode !== "background" || !boss) return;
    for (const deliveryId of deliveryIds) await boss.send(DELIVERY_QUEUE, { deliveryId });
  }

  /**
   * Delivers everything owed now, each delivery at most once per call, and waits for
   * deliveries this process already has in flight. With `ignoreBackoff` (the default) retries
   * that are scheduled for later are attempted too — what a test wants after bringing a
   * receiver back up; pass false to see the schedule honoured.
   */
  async flush(options: { ignoreBackoff?: boolean } = {}): Promise<FlushResult> {
    const total: FlushResult = { attempted: 0, delivered: 0, retrying: 0, failed: 0 };
    await Promise.allSettled([...this.inFlight]);
    const seen = new Set<string>();
    for (;;) {
      const now = this.now();
      const dueBy = options.ignoreBackoff === false ? now : FAR_FUTURE;
      // Generous: a flush is for tests and development, where thousands owed means a bug.
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

  /** Delivers whatever is due at `dueBy`, batch by batch (the sweep). */
  private async deliverDue(dueBy: Date): Promise<FlushResult> {
    const total: FlushResult = { attempted: 0, delivered: 0, retrying: 0, failed: 0 };
    for (;;) {
      const claimed = await this.claim({ dueBy });
      if (claimed.length === 0) return total;
      add(total, await this.sendAll(claimed));
    }
  }

  /** Delivers the given deliveries if they are due (a job may fire a little early: 1 s slack). */
  private async deliverIds(ids: readonly string[], dueBy?: Date): Promise<FlushResult> {
    const claimed = await this.claim({ ids, dueBy: dueBy ?? new Date(this.now().getTime() + 1_000) });
    return this.sendAll(claimed);
  }

  private claim(o: { ids?: readonly string[]; dueBy: Date }): Promise<ClaimedDelivery[]> {
    const now = this.now();
    return claimDeliveries(this.db.knex, {
      now,
      dueBy: o.dueBy,
      // Long enough for the request timeout with room to record the outcome.
      leaseUntil: new Date(now.getTime() + this.timeoutMs * 3),
      limit: o.ids ? o.ids.length : BATCH,
      ...(o.ids ? { ids: o.ids } : {}),
    });
  }

  /**
   * Sends a batch: endpoints in parallel, each endpoint's deliveries one after another in
   * event order. Stripe promises no order, but in-order arrival makes tests deterministic and
   * keeps one slow receiver from being hit by a burst of parallel requests.
   */
  private async sendAll(claimed: readonly ClaimedDelivery[]): Promise<FlushResult> {
    const result: FlushResult = { attempted: claimed.length, delivered: 0, retrying: 0, failed: 0 };
    const byUrl = new Map<string, ClaimedDelivery[]>();
    for (const d of claimed) byUrl.set(d.url, [...(byUrl.get(d.url) ?? []), d]);
    await Promise.all(
      [...byUrl.values()].map(async (queue) => {
        for (const d of queue) result[await this.sendOne(d)] += 1;
      }),
    );
    return result;
  }

  private async sendOne(d: ClaimedDelivery): Promise<"delivered" | "retrying" | "failed"> {
    const startedAt = this.now();
    const started = performance.now();
    let statusCode: number | null = null;
    let error: string | null = null;
    try {
      const res = await fetch(d.url, {
        method: "POST",
        headers: {
          "content-type": "application/json; charset=utf-8",
          [SIGNATURE_HEADER]: signatureHeader(d.payload, this.secret(), {
            timestamp: Math.floor(startedAt.getTime() / 1000),
          }),
          "user-agent": "LocalProcessor/1.0 (Stripe-compatible webhooks)",
        },
        body: d.payload,
        // Stripe treats a redirect as a failure rather than following it; so do we.
        redirect: "manual",
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      statusCode = res.status;
      await res.arrayBuffer().catch(() => undefined);
      if (res.status < 200 || res.status > 299) error = `HTTP ${res.status}`;
    } catch (err) {
      error = describeFetchError(err);
    }
    const durationMs = performance.now() - started;
    const succeeded = error === null;
    const outcome = {
      deliveryId: d.id,
      attempt: d.attempt,
      startedAt,
      durationMs,
      statusCode,
      error,
      succeeded,
    };
    if (succeeded) {
      await recordAttempt(this.db.knex, outcome, { status: "delivered", at: this.now() });
      return "delivered";
    }
    if (d.attempt >= this.maxAttempts) {
      await recordAttempt(this.db.knex, outcome, { status: "failed" });
      this.log.warn(
        { eventId: d.eventId, url: d.url, attempts: d.attempt, error },
        "webhook delivery gave up",
      );
      return "failed";
    }
    const delay = this.delays[Math.min(d.attempt - 1, this.delays.length - 1)] ?? 60_000;
    const nextAttemptAt = new Date(this.now().getTime() + delay);
    await recordAttempt(this.db.knex, outcome, { status: "pending", nextAttemptAt });
    await this.scheduleRetry(d.id, nextAttemptAt);
    return "retrying";
  }

  private async scheduleRetry(deliveryId: string, at: Date): Promise<void> {
    const boss = this.db.boss;
    if (this.mode !== "background" || !boss || !this.started) return;
    // Outside any transaction on purpose: the attempt is already recorded, and a lost job is
    // what the sweep is for.
    await boss
      .send(DELIVERY_QUEUE, { deliveryId }, { startAfter: at })
      .catch((err: unknown) => this.log.warn({ err, deliveryId }, "scheduling a webhook retry"));
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

/** A short reason for the log: the socket error code when there is one (ECONNREFUSED, …). */
function describeFetchError(err: unknown): string {
  if (err instanceof Error && err.name === "TimeoutError") return "timeout";
  // fetch wraps the socket error: TypeError("fetch failed") → cause (→ AggregateError.errors).
  const seen = new Set<unknown>();
  const queue: unknown[] = [err];
  while (queue.length > 0) {
    const e = queue.shift();
    if (!e || typeof e !== "object" || seen.has(e)) continue;
    seen.add(e);
    const { code, cause, errors } = e as { code?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === "string") return code;
    queue.push(cause, ...(Array.isArray(errors) ? errors : []));
  }
  const cause = err instanceof Error ? err.cause : undefined;
  return cause instanceof Error ? cause.message : err instanceof Error ? err.message : String(err);
}
