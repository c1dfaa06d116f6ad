/** Jobs and runs in the contract's snake_case shape. */
import type { Job, JobRun } from "../../../storage/infra/jobs.js";
import { iso, isoOrNull } from "../format.js";

/** A job as the contract shows it (never its secret). */
export function jobBody(j: Job) {
  return {
    id: j.id,
    name: j.name,
    trigger: j.trigger,
    handler: j.handler,
    payload: j.payload,
    result: j.result ?? null,
    status: j.status,
    enabled: j.enabled,
    priority: j.priority,
    attempt: j.attempt,
    max_attempts: j.maxAttempts,
    timeout: j.timeoutSeconds,
    backoff: { strategy: j.backoff.strategy, delay_seconds: j.backoff.delaySeconds },
    callback_url: j.callbackUrl,
    idempotency_key: j.idempotencyKey,
    error: j.error,
    created_at: iso(j.createdAt),
    run_at: isoOrNull(j.runAt),
    next_run_at: isoOrNull(j.nextRunAt),
    last_run_at: isoOrNull(j.lastRunAt),
    claimed_until: isoOrNull(j.claimedUntil),
    completed_at: isoOrNull(j.completedAt),
  };
}

/** A run as the contract shows it. */
export function runBody(r: JobRun) {
  return {
    id: r.id,
    job_id: r.jobId,
    scheduled_at: iso(r.scheduledAt),
    started_at: iso(r.startedAt),
    completed_at: isoOrNull(r.completedAt),
    status: r.status,
    duration_ms: r.durationMs,
    handler_status: r.handlerStatus,
    error: r.error,
  };
}

/** The AAD a job's sealed secret is bound to: its project and its id. */
export function jobSecretAad(projectId: string, jobId: string): string {
  return `infra.job:${projectId}:${jobId}`;
}
