/**
 * Webhook deliveries per second: `events` custom events, each to `subscribers` webhooks (one
 * local receiver each), delivered by the runtime's leased-work engine in background mode (pg-boss
 * timers written with the events, batches of 50, no flush). Timed from the first event's transaction
 * to the last distinct delivery a receiver keeps; a delivery lost or sent twice makes it invalid.
 */
import { performance } from "node:perf_hooks";
import { emitEvents } from "../../handlers/infra/events.js";
import { Receiver } from "../../handlers/infra/testing/receiver.js";
import { secretAad } from "../../handlers/infra/webhookDelivery.js";
import { newSigningSecret } from "../../runtime/outbound/signing.js";
import type { Database } from "../../storage/db.js";
import { insertTestProject } from "../../storage/infra/testing.js";
import { createWebhook } from "../../storage/infra/webhooks.js";
import { withTransaction } from "../../storage/transactions.js";
import type { Measured } from "./measure.js";
import { benchRuntime, closeBenchRuntime } from "./runtime.js";

/** Sizes of one webhook run. */
export interface WebhookBenchOptions {
  events: number;
  subscribers: number;
}

/** Delivers `events × subscribers` deliveries and reports the rate. */
export async function benchWebhookDeliveries(db: Database, o: WebhookBenchOptions): Promise<Measured> {
  const runtime = await benchRuntime(db);
  const { sealer } = runtime.infra;
  const work = runtime.deps.work;
  const projectId = await insertTestProject(db.knex, `bench${Date.now().toString(36)}`);
  const receivers = Array.from({ length: o.subscribers }, () => new Receiver());
  const problems: string[] = [];
  try {
    for (const r of receivers) {
      await r.start();
      const id = crypto.randomUUID();
      const secretSealed = sealer.seal(newSigningSecret(), secretAad(projectId, id));
      await createWebhook(
        db.knex,
        projectId,
        { id, name: "bench", url: r.url, topics: ["bench.*"], secretSealed },
        new Date(),
      );
    }
    await work.start();
    const started = performance.now();
    // 100 events per transaction, as a busy writer would emit them.
    for (let i = 0; i < o.events; i += 100) {
      const n = Math.min(100, o.events - i);
      await withTransaction(db, (trx) =>
        emitEvents(
          trx,
          work,
          projectId,
          Array.from({ length: n }, (_, j) => ({ topic: "bench.tick", data: { n: i + j } })),
          new Date(),
        ),
      );
    }
    const deadline = Date.now() + 300_000;
    while (receivers.some((r) => r.unique.size < o.events) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    const seconds = (performance.now() - started) / 1000;
    const delivered = receivers.reduce((sum, r) => sum + r.unique.size, 0);
    const sent = receivers.reduce((sum, r) => sum + r.received.length, 0);
    const total = o.events * o.subscribers;
    if (delivered < total) problems.push(`${total - delivered} of ${total} deliveries never arrived`);
    if (sent > delivered) problems.push(`${sent - delivered} deliveries arrived twice`);
    return {
      label: "webhook deliveries",
      count: delivered,
      seconds,
      perSecond: delivered / seconds,
      problems,
    };
  } finally {
    await closeBenchRuntime(runtime);
    for (const r of receivers) await r.stop();
  }
}
