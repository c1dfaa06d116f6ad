/**
 * Manual flushes of the infra service's engine tasks for tests, counted in each feature's words:
 * jobs (runs and their callbacks) and webhook deliveries. The engine itself is the runtime's
 * (`svc.deps.work`, manual in tests); these only pick the tasks and name the counts.
 */
import type { WorkEngine } from "../../../runtime/work/engine.js";
import { JOB_CALLBACKS, JOB_RUNS } from "../jobs/queues.js";
import { WEBHOOK_DELIVERIES } from "../webhookDelivery.js";

/** What one jobs flush did. */
export interface JobFlushResult {
  /** Handler calls made. */
  attempted: number;
  succeeded: number;
  /** Attempts that failed (retried later or finished as failed). */
  failed: number;
  /** Leases found ended and counted as timed-out attempts. */
  expired: number;
  /** Callbacks sent. */
  callbacks: number;
}

/** Runs every job due by `dueBy` (default now), then sends the callbacks owed. */
export async function flushJobs(work: WorkEngine, options: { dueBy?: Date } = {}): Promise<JobFlushResult> {
  const report = await work.flush({ tasks: [JOB_RUNS, JOB_CALLBACKS], ...options });
  const runs = report[JOB_RUNS.name];
  return {
    attempted: runs?.attempted ?? 0,
    succeeded: runs?.succeeded ?? 0,
    failed: (runs?.retrying ?? 0) + (runs?.failed ?? 0),
    expired: runs?.expired ?? 0,
    callbacks: report[JOB_CALLBACKS.name]?.attempted ?? 0,
  };
}

/** What one webhook flush did. */
export interface WebhookFlushResult {
  attempted: number;
  delivered: number;
  /** Failed this time, will be retried. */
  retrying: number;
  /** Failed for the last time. */
  failed: number;
}

const FAR_FUTURE = new Date("9999-12-31T00:00:00Z");

/**
 * Delivers everything owed; with `ignoreBackoff` (default) retries scheduled for later go now too —
 * what a test wants after bringing a receiver back up; pass false to see the schedule honoured.
 */
export async function flushWebhooks(
  work: WorkEngine,
  options: { ignoreBackoff?: boolean } = {},
): Promise<WebhookFlushResult> {
  const report = await work.flush({
    tasks: [WEBHOOK_DELIVERIES],
    ...(options.ignoreBackoff === false ? {} : { dueBy: FAR_FUTURE }),
  });
  const c = report[WEBHOOK_DELIVERIES.name];
  return {
    attempted: c?.attempted ?? 0,
    delivered: c?.succeeded ?? 0,
    retrying: c?.retrying ?? 0,
    failed: c?.failed ?? 0,
  };
}
