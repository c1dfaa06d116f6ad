/**
 * The pg-boss queues of jobs and the enqueue helpers that the routes and finished.ts call inside
 * their transactions (pg-boss joins them, see storage/transactions.ts). Without pg-boss, or before
 * this process's runner has created the queues, they do nothing: the sweep (or a manual flush)
 * finds the work in the table, which is the source of truth.
 */
import type { PgBoss } from "pg-boss";

/** Single job runs (`{ jobId }`, `startAfter` = the run's time). */
export const RUN_QUEUE = "infra.jobs.run";
/** The once-a-minute sweep: due work whose pg-boss job was lost, expired leases, owed callbacks. */
export const SWEEP_QUEUE = "infra.jobs.sweep";
/** Callbacks owed (`{ jobId }`). */
export const CALLBACK_QUEUE = "infra.jobs.callback";

/** pg-boss instances whose job queues exist (created by a started runner). */
export const readyBosses = new WeakSet<PgBoss>();

/** Enqueues a run of each job at its time (now when in the past). */
export async function enqueueRuns(
  boss: PgBoss | null,
  runs: readonly { id: string; runAt: Date | null }[],
): Promise<void> {
  if (!boss || !readyBosses.has(boss)) return;
  const due = runs.filter((r) => r.runAt !== null);
  // One INSERT for all of them (a batch of 100 creates costs one statement, not 100).
  if (due.length > 0)
    await boss.insert(
      RUN_QUEUE,
      due.map((r) => ({ data: { jobId: r.id }, startAfter: r.runAt as Date })),
    );
}

/** Enqueues the callbacks of finished jobs. */
export async function enqueueCallbacks(boss: PgBoss | null, jobIds: readonly string[]): Promise<void> {
  if (!boss || !readyBosses.has(boss) || jobIds.length === 0) return;
  await boss.insert(
    CALLBACK_QUEUE,
    jobIds.map((jobId) => ({ data: { jobId } })),
  );
}
