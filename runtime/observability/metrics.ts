/**
 * The Prometheus metrics (prom-client), one registry per process: requests and their latency by
 * service, operation and status (`httpObservation.ts`), charges (`runtime/metering/meter.ts`),
 * and, read on each scrape, the work queues' depth (pg-boss) and the database pool's use. The
 * Node process's own metrics (CPU, memory, event-loop lag, GC) come with prom-client's defaults.
 */
import type { Knex } from "knex";
import type { PgBoss } from "pg-boss";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

/** Every metric of this process. */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

const requestLabels = ["service", "operation", "method", "status"] as const;

/** Requests answered, by service, operation id (`none` when no operation matched), method and status. */
export const httpRequests = new Counter({
  name: "http_server_requests_total",
  help: "HTTP requests answered, by service, operation, method and status",
  labelNames: requestLabels,
  registers: [metricsRegistry],
});

/** Time from the request's arrival to its answer's last byte, in seconds. */
export const httpDuration = new Histogram({
  name: "http_server_request_duration_seconds",
  help: "Time to answer an HTTP request, by service, operation, method and status",
  labelNames: requestLabels,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/** How a call was paid: prepaid credits, an x402 payment, or the free daily allowance. */
export type ChargeKind = "credits" | "x402" | "free";

const charges = new Counter({
  name: "api_charges_total",
  help: "Priced calls that completed paid, by service, operation and how they were paid (credits, x402, free)",
  labelNames: ["service", "operation", "payment"] as const,
  registers: [metricsRegistry],
});

const chargedMicroUsd = new Counter({
  name: "api_charged_micro_usd_total",
  help: "Micro-USD taken for completed calls, by service, operation and how they were paid",
  labelNames: ["service", "operation", "payment"] as const,
  registers: [metricsRegistry],
});

/** Counts one completed paid call (the charge stands: the handler succeeded and payment settled). */
export function countCharge(service: string, operation: string, payment: ChargeKind, microUsd: number): void {
  const labels = { service, operation, payment };
  charges.inc(labels);
  chargedMicroUsd.inc(labels, payment === "free" ? 0 : microUsd);
}

const queueJobs = new Gauge({
  name: "work_queue_jobs",
  help: "pg-boss jobs per queue and state (queued includes deferred; counted at most once a minute)",
  labelNames: ["queue", "state"] as const,
  registers: [metricsRegistry],
});

const poolConnections = new Gauge({
  name: "db_pool_connections",
  help: "Database pool connections by state (used, free), and requests waiting for one (pending)",
  labelNames: ["database", "state"] as const,
  registers: [metricsRegistry],
});

const poolMax = new Gauge({
  name: "db_pool_max_connections",
  help: "The database pool's size limit (1 on PGlite: one embedded session)",
  labelNames: ["database"] as const,
  registers: [metricsRegistry],
});

/** The database a scrape reads its gauges from. */
export interface ScrapedDatabase {
  kind: string;
  knex: Knex;
  boss: PgBoss | null;
}

/** tarn's pool, as knex keeps it (absent before the first connection or after destroy). */
interface TarnPool {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
  max: number;
}

/** Sets the pool and queue gauges from `db`. A queue read that fails leaves the queue gauges as they were. */
export async function readDatabaseGauges(db: ScrapedDatabase): Promise<void> {
  const pool = (db.knex.client as { pool?: TarnPool | null }).pool;
  if (pool) {
    poolConnections.set({ database: db.kind, state: "used" }, pool.numUsed());
    poolConnections.set({ database: db.kind, state: "free" }, pool.numFree());
    poolConnections.set({ database: db.kind, state: "pending" }, pool.numPendingAcquires());
    poolMax.set({ database: db.kind }, pool.max);
  }
  if (!db.boss) return;
  const stats = [];
  // Forced: pg-boss's own cache may be an hour old; a forced read counts the job table, and
  // pg-boss reuses a count made in the last minute, so frequent scrapes cost no more.
  for (const { name } of await db.boss.getQueues()) {
    const [latest] = await db.boss.getQueueStats(name, { force: true });
    if (latest) stats.push(latest);
  }
  queueJobs.reset();
  for (const q of stats) {
    queueJobs.set({ queue: q.name, state: "queued" }, q.queuedCount);
    queueJobs.set({ queue: q.name, state: "deferred" }, q.deferredCount);
    queueJobs.set({ queue: q.name, state: "active" }, q.activeCount);
    queueJobs.set({ queue: q.name, state: "failed" }, q.failedCount);
  }
}
