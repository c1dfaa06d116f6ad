/**
 * Video encoding as a task of the kernel's leased-work engine (runtime/work/). A video transform
 * request records its variants `queued` and, in the same transaction, a request row
 * (storage/infra/mediaJobs.ts) put on the engine's timer ({@link enqueueVideoJob}). An attempt
 * claims the request with a lease long enough for every variant's encoding, moves its unfinished
 * variants to `processing`, copies the source blob to a temporary folder, runs ffmpeg once per
 * variant (with a wall-clock limit), stores each output in the blob store and marks the variant
 * `ready` — or `failed` with ffmpeg's last line of error output (final: the same input fails the
 * same way). When every variant has finished, the request's `webhook_topic` (if any) is recorded as
 * a project event for the webhooks (../events.ts), in the transaction that records the outcome.
 *
 * Other errors (the blob store, the database) fail the attempt: the engine retries it after
 * {@link VIDEO_RETRY_DELAY_MS}, and after {@link VIDEO_MAX_ATTEMPTS} attempts fails the variants
 * still unfinished. A worker that dies mid-encoding leaves a lease that ends; the engine's sweep
 * records that as a failed attempt, and the request runs again.
 */
import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import type { Knex } from "knex";
import type { Logger } from "pino";
import type { WorkQueue } from "../../../runtime/work/engine.js";
import { fixed } from "../../../runtime/work/retry.js";
import { type Attempt, queueName, type Task, taskRef } from "../../../runtime/work/task.js";
import type { BlobStore } from "../../../storage/blobs/index.js";
import {
  finishVariant,
  getAsset,
  listJobVariants,
  type MediaVariant,
  startJobVariants,
} from "../../../storage/infra/media.js";
import {
  type ClaimedMediaJob,
  claimMediaJobs,
  failUnfinishedVariants,
  insertMediaJob,
  listDueMediaJobIds,
  listExpiredMediaJobs,
  settleMediaJob,
} from "../../../storage/infra/mediaJobs.js";
import { emitEvents } from "../events.js";
import { type MediaTools, runTool, ToolFailed } from "./ffmpeg.js";
import { variantBody } from "./format.js";
import { type ThumbnailParams, thumbnailArgs, type VideoParams, videoArgs } from "./videoPlan.js";

/** The engine task of video transform requests (`{ id }` of `infra_media_jobs`). */
export const VIDEO_ENCODES = taskRef<ClaimedMediaJob, Attempt>("infra.media.video");

/** Its pg-boss queue. */
export const VIDEO_QUEUE = queueName(VIDEO_ENCODES);

/** Attempts per request (a failed or ended one is retried). */
export const VIDEO_MAX_ATTEMPTS = 3;

/** The wait before a failed attempt is retried. */
export const VIDEO_RETRY_DELAY_MS = 30_000;

/** The largest encoded output kept, in bytes. */
export const VIDEO_VARIANT_MAX_BYTES = 4 * 1024 * 1024 * 1024;

/** Slack beyond the variants' encoding limits, for the copies and recording. */
const LEASE_SLACK_SECONDS = 60;

/**
 * Records a request of `variants` variants (already recorded in `trx`) and puts it on the engine's
 * timer; call inside the transaction that recorded the variants.
 */
export async function enqueueVideoJob(
  trx: Knex,
  work: WorkQueue,
  request: {
    jobId: string;
    projectId: string;
    assetId: string;
    webhookTopic: string | null;
    variants: number;
  },
  tools: MediaTools,
  now: Date,
): Promise<void> {
  await insertMediaJob(
    trx,
    {
      id: request.jobId,
      projectId: request.projectId,
      assetId: request.assetId,
      webhookTopic: request.webhookTopic,
      leaseSeconds: (tools.timeoutMs * Math.max(1, request.variants)) / 1000 + LEASE_SLACK_SECONDS,
    },
    now,
  );
  await work.enqueue(VIDEO_ENCODES, [{ id: request.jobId }]);
}

/** What an encoding needs. */
export interface VideoEncodeDeps {
  knex: Knex;
  work: WorkQueue;
  now: () => Date;
  log: Logger;
  /** The binaries and one encoding's limit (the service's `config.media`). */
  tools: MediaTools;
  /** The blob store (read at each attempt). */
  store(): BlobStore;
}

/** Encodes one variant from `input` into the blob store; returns how it ended. */
async function encodeOne(deps: VideoEncodeDeps, dir: string, input: string, v: MediaVariant) {
  const output = join(
    dir,
    `${v.id}.${v.type === "thumbnail" ? "jpg" : (v.params as unknown as VideoParams).format}`,
  );
  const args =
    v.type === "thumbnail"
      ? thumbnailArgs(input, output, v.params as unknown as ThumbnailParams)
      : videoArgs(input, output, v.params as unknown as VideoParams);
  await runTool(deps.tools.ffmpeg, args, { timeoutMs: deps.tools.timeoutMs });
  const store = deps.store();
  const blobId = randomUUID();
  const written = await store.put(blobId, createReadStream(output), {
    maxBytes: VIDEO_VARIANT_MAX_BYTES,
    mediaType: v.contentType,
  });
  await rm(output, { force: true });
  const kept = await finishVariant(
    deps.knex,
    v.id,
    { status: "ready", blobId, size: written.size, width: v.width, height: v.height },
    deps.now(),
  );
  // The asset was deleted meanwhile: nothing points at the blob.
  if (!kept) await store.delete(blobId);
}

/**
 * One attempt at a request: claims its unfinished variants and encodes them. An ffmpeg failure
 * fails its variant for good; any other error fails the attempt (the engine retries it).
 */
export async function encodeVideoJob(deps: VideoEncodeDeps, job: ClaimedMediaJob): Promise<Attempt> {
  const claimed = await startJobVariants(deps.knex, job.id, deps.now());
  const first = claimed[0];
  if (!first) return { ok: true };
  const asset = await getAsset(deps.knex, first.projectId, first.assetId);
  if (!asset) return { ok: true }; // deleted meanwhile: nothing to make
  const dir = await mkdtemp(join(tmpdir(), "media-video-"));
  try {
    const input = join(dir, "source");
    await pipeline(await deps.store().get(asset.blobId), createWriteStream(input));
    for (const v of claimed) {
      try {
        await encodeOne(deps, dir, input, v);
      } catch (err) {
        if (!(err instanceof ToolFailed)) throw err;
        deps.log.warn({ err, variantId: v.id, jobId: job.id }, "media: encoding failed");
        await finishVariant(deps.knex, v.id, { status: "failed", error: err.message }, deps.now());
      }
    }
    return { ok: true };
  } catch (err) {
    deps.log.warn({ err, jobId: job.id, attempt: job.attempt }, "media: a video attempt failed");
    return { ok: false, error: err instanceof Error ? err.message : String(err) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Records `job`'s webhook topic once every variant of the request has finished, in `trx`. */
async function emitCompletion(trx: Knex, work: WorkQueue, job: ClaimedMediaJob, now: Date): Promise<void> {
  if (!job.webhookTopic) return;
  const variants = await listJobVariants(trx, job.id);
  if (variants.length === 0 || variants.some((v) => v.status === "queued" || v.status === "processing"))
    return;
  const status = variants.every((v) => v.status === "ready") ? "ready" : "failed";
  await emitEvents(
    trx,
    work,
    job.projectId,
    [
      {
        topic: job.webhookTopic,
        data: {
          asset_id: job.assetId,
          job_id: job.id,
          status,
          variants: variants.map((v) => variantBody(v, "")),
        },
      },
    ],
    now,
  );
}

/** The task: one request at a time per process (ffmpeg uses every core). */
export function videoEncodeTask(deps: VideoEncodeDeps): Task<ClaimedMediaJob, Attempt> {
  return {
    ref: VIDEO_ENCODES,
    // The claim leases each request for its own lease_seconds; this is the floor.
    leaseMs: LEASE_SLACK_SECONDS * 1000,
    batchSize: 1,
    retires: ["infra.media.video"],
    retry: () => fixed(VIDEO_MAX_ATTEMPTS, VIDEO_RETRY_DELAY_MS),
    store: {
      claim: (db, o) => claimMediaJobs(db, o),
      due: (db, o) => listDueMediaJobIds(db, o),
      expired: (db, o) => listExpiredMediaJobs(db, o),
      async settle(trx, batch, now) {
        const kept = new Set<string>();
        for (const { item, outcome, next } of batch) {
          const error = outcome.error ?? "the encoding failed";
          const recorded = await settleMediaJob(
            trx,
            item.id,
            item.attempt,
            next.state === "done"
              ? { status: "done" }
              : next.state === "retry"
                ? { status: "queued", runAt: next.at, error }
                : { status: "failed", error },
            now,
          );
          if (!recorded) continue;
          kept.add(item.id);
          if (next.state === "retry") continue;
          if (next.state === "failed") await failUnfinishedVariants(trx, item.id, error, now);
          await emitCompletion(trx, deps.work, item, now);
        }
        return { kept };
      },
    },
    perform: (job) => encodeVideoJob(deps, job),
  };
}
