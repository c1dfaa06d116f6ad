/**
 * Video transform requests (`infra_media_jobs`, migration 0009): the items of the leased-work
 * engine's `infra.media.video` task (runtime/work/task.ts, handlers/infra/media/videoWorker.ts).
 * Claims lease a request for its `lease_seconds` with `FOR UPDATE SKIP LOCKED` and commit before
 * any encoding; an outcome is recorded only while the request is still leased on that attempt; an
 * ended lease is listed for the engine's sweep. The variants (media.ts) are what the contract shows.
 */
import type { Knex } from "knex";
import { isUuid, runner } from "../run.js";
import { MEDIA_ERROR_MAX } from "./media.js";

/** A request the engine holds. */
export interface ClaimedMediaJob {
  /** The request's id (its variants' `job_id`). */
  id: string;
  projectId: string;
  assetId: string;
  webhookTopic: string | null;
  /** This attempt's number, from 1. */
  attempt: number;
}

/** A new request (its variants are recorded by the caller in the same transaction). */
export interface NewMediaJob {
  id: string;
  projectId: string;
  assetId: string;
  webhookTopic: string | null;
  /** How long one attempt may take before its lease ends: every variant's limit plus slack. */
  leaseSeconds: number;
}

interface Row {
  id: string;
  project_id: string;
  asset_id: string;
  webhook_topic: string | null;
  attempts: number;
}

const toClaimed = (r: Row): ClaimedMediaJob => ({
  id: r.id,
  projectId: r.project_id,
  assetId: r.asset_id,
  webhookTopic: r.webhook_topic,
  attempt: r.attempts,
});

/** Records a request, due at `now`. */
export async function insertMediaJob(db: Knex, job: NewMediaJob, now: Date): Promise<void> {
  await runner(db)("infra_media_jobs").insert({
    id: job.id,
    project_id: job.projectId,
    asset_id: job.assetId,
    webhook_topic: job.webhookTopic,
    status: "queued",
    run_at: now,
    lease_seconds: Math.max(1, Math.ceil(job.leaseSeconds)),
    created_at: now,
    updated_at: now,
  });
}

/** Claims due queued requests (only `ids`, when given), leasing each for its `lease_seconds`. */
export async function claimMediaJobs(
  db: Knex,
  o: { now: Date; dueBy: Date; limit: number; ids?: readonly string[] | undefined },
): Promise<ClaimedMediaJob[]> {
  const ids = o.ids?.filter(isUuid);
  if (ids && ids.length === 0) return [];
  const { rows } = (await runner(db).raw(
    `WITH due AS (
       SELECT id FROM infra_media_jobs
       WHERE status = 'queued' AND run_at <= ?::timestamptz ${ids ? "AND id = ANY(?::uuid[])" : ""}
       ORDER BY run_at, id LIMIT ? FOR UPDATE SKIP LOCKED)
     UPDATE infra_media_jobs j
     SET status = 'processing', attempts = j.attempts + 1,
         lease_until = ?::timestamptz + make_interval(secs => j.lease_seconds), updated_at = ?::timestamptz
     FROM due WHERE j.id = due.id
     RETURNING j.id, j.project_id, j.asset_id, j.webhook_topic, j.attempts, j.run_at`,
    [o.dueBy, ...(ids ? [ids] : []), o.limit, o.now, o.now],
  )) as { rows: (Row & { run_at: Date })[] };
  return rows.sort((a, b) => a.run_at.getTime() - b.run_at.getTime()).map(toClaimed);
}

/** Ids of queued requests due by `dueBy`, oldest first. */
export async function listDueMediaJobIds(db: Knex, o: { dueBy: Date; limit: number }): Promise<string[]> {
  const rows = (await runner(db)("infra_media_jobs")
    .select("id")
    .where({ status: "queued" })
    .andWhere("run_at", "<=", o.dueBy)
    .orderBy([{ column: "run_at" }, { column: "id" }])
    .limit(o.limit)) as { id: string }[];
  return rows.map((r) => r.id);
}

/** Requests being encoded whose lease ended by `now` (their worker died), without changing them. */
export async function listExpiredMediaJobs(
  db: Knex,
  o: { now: Date; limit: number },
): Promise<ClaimedMediaJob[]> {
  const rows = (await runner(db)("infra_media_jobs")
    .select("id", "project_id", "asset_id", "webhook_topic", "attempts")
    .where({ status: "processing" })
    .andWhere("lease_until", "<=", o.now)
    .orderBy("lease_until")
    .limit(o.limit)) as Row[];
  return rows.map(toClaimed);
}

/** What follows an attempt, for {@link settleMediaJob}. */
export type MediaJobNext =
  | { status: "done" }
  | { status: "queued"; runAt: Date; error: string }
  | { status: "failed"; error: string };

/**
 * Records the end of attempt `attempt` of request `id`, only while it is still leased on that
 * attempt; returns whether it did.
 */
export async function settleMediaJob(
  db: Knex,
  id: string,
  attempt: number,
  next: MediaJobNext,
  now: Date,
): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = (await runner(db)("infra_media_jobs")
    .where({ id, status: "processing", attempts: attempt })
    .update({
      status: next.status,
      lease_until: null,
      error: next.status === "done" ? null : next.error.slice(0, MEDIA_ERROR_MAX),
      ...(next.status === "queued" ? { run_at: next.runAt } : {}),
      updated_at: now,
    })
    .returning("id")) as { id: string }[];
  return rows.length > 0;
}

/** Fails the request's variants that have not finished (its last attempt failed); returns how many. */
export async function failUnfinishedVariants(
  db: Knex,
  jobId: string,
  error: string,
  now: Date,
): Promise<number> {
  if (!isUuid(jobId)) return 0;
  const rows = (await runner(db)("infra_media_variants")
    .where({ job_id: jobId })
    .whereIn("status", ["queued", "processing"])
    .update({ status: "failed", error: error.slice(0, MEDIA_ERROR_MAX), updated_at: now })
    .returning("id")) as { id: string }[];
  return rows.length;
}
