/**
 * Video encoding in the background. A video transform request records its variants `queued` and,
 * in the same transaction, one job of {@link VIDEO_QUEUE} naming the request (`job_id`). A worker
 * claims the request's variants (`processing`), copies the source blob to a temporary folder, runs
 * ffmpeg once per variant (with a wall-clock limit), stores each output in the blob store and marks
 * the variant `ready` — or `failed` with ffmpeg's last line of error output. When every variant of
 * the request has finished, the request's `webhook_topic` (if any) is recorded as a project event
 * for the webhooks (../events.ts).
 *
 * A worker that dies mid-encoding leaves its pg-boss job active until it expires; pg-boss then
 * retries it (at most {@link VIDEO_RETRY_LIMIT} times) and the next claim takes the variants still
 * `queued` or `processing`. ffmpeg failures are final (the same input fails the same way); other
 * errors (the blob store, the database) throw so pg-boss retries, and on the last attempt mark the
 * variants failed instead.
 */
import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import type { Knex } from "knex";
import type { PgBoss } from "pg-boss";
import type { Logger } from "pino";
import { type BlobStore, blobStore } from "../../../storage/blobs/index.js";
import {
  finishVariant,
  getAsset,
  listJobVariants,
  type MediaVariant,
  startJobVariants,
} from "../../../storage/infra/media.js";
import { withTransaction } from "../../../storage/transactions.js";
import { emitEvents } from "../events.js";
import { DEFAULT_MEDIA_TOOLS, type MediaTools, runTool, ToolFailed } from "./ffmpeg.js";
import { variantBody } from "./format.js";
import { type ThumbnailParams, thumbnailArgs, type VideoParams, videoArgs } from "./videoPlan.js";

/** The queue of video transform requests (`{ jobId, webhookTopic }`). */
export const VIDEO_QUEUE = "infra.media.video";

/** Retries after a failed or expired attempt. */
export const VIDEO_RETRY_LIMIT = 2;

/** The largest encoded output kept, in bytes. */
export const VIDEO_VARIANT_MAX_BYTES = 4 * 1024 * 1024 * 1024;

/** A job of {@link VIDEO_QUEUE}. */
export interface VideoJobData {
  jobId: string;
  webhookTopic: string | null;
}

const queues = new WeakMap<PgBoss, Promise<void>>();

/** Creates {@link VIDEO_QUEUE} once per pg-boss instance (call it outside transactions). */
export function ensureVideoQueue(boss: PgBoss): Promise<void> {
  let ready = queues.get(boss);
  if (!ready) {
    ready = boss
      .createQueue(VIDEO_QUEUE, {
        retryLimit: VIDEO_RETRY_LIMIT,
        retryDelay: 30,
        // An attempt may run one ffmpeg per variant (at most eight) back to back.
        expireInSeconds: Math.ceil((DEFAULT_MEDIA_TOOLS.timeoutMs * 8) / 1000) + 60,
      })
      .catch((err: unknown) => {
        queues.delete(boss);
        throw err;
      });
    queues.set(boss, ready);
  }
  return ready;
}

/** Enqueues a request's encoding; call inside the transaction that recorded its variants. */
export async function enqueueVideoJob(boss: PgBoss | null, data: VideoJobData): Promise<void> {
  if (!boss) return;
  await boss.send(VIDEO_QUEUE, data);
}

/** What an encoding pass needs. */
export interface VideoEncodeDeps {
  knex: Knex;
  boss: PgBoss | null;
  store: BlobStore;
  now: () => Date;
  log: Logger;
  /** The binaries and one encoding's limit (default: on PATH, ten minutes). */
  tools?: MediaTools;
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
  const tools = deps.tools ?? DEFAULT_MEDIA_TOOLS;
  await runTool(tools.ffmpeg, args, { timeoutMs: tools.timeoutMs });
  const blobId = randomUUID();
  const written = await deps.store.put(blobId, createReadStream(output), {
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
  if (!kept) await deps.store.delete(blobId);
}

/**
 * Runs one request's encoding: claims its unfinished variants, encodes them, then emits the
 * completion event. `final`: this is pg-boss's last attempt, so unexpected errors fail the
 * variants instead of throwing for a retry.
 */
export async function encodeVideoJob(
  deps: VideoEncodeDeps,
  data: VideoJobData,
  options: { final: boolean } = { final: true },
): Promise<void> {
  const claimed = await startJobVariants(deps.knex, data.jobId, deps.now());
  const first = claimed[0];
  if (!first) return;
  const asset = await getAsset(deps.knex, first.projectId, first.assetId);
  if (!asset) return;
  const dir = await mkdtemp(join(tmpdir(), "media-video-"));
  try {
    const input = join(dir, "source");
    await pipeline(await deps.store.get(asset.blobId), createWriteStream(input));
    for (const v of claimed) {
      try {
        await encodeOne(deps, dir, input, v);
      } catch (err) {
        if (!(err instanceof ToolFailed) && !options.final) throw err;
        deps.log.warn({ err, variantId: v.id, jobId: data.jobId }, "media: encoding failed");
        await finishVariant(deps.knex, v.id, { status: "failed", error: (err as Error).message }, deps.now());
      }
    }
  } catch (err) {
    if (!options.final) throw err;
    for (const v of claimed)
      await finishVariant(deps.knex, v.id, { status: "failed", error: (err as Error).message }, deps.now());
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  await emitCompletion(deps, asset.projectId, asset.id, data);
}

/** Records `webhookTopic` once every variant of the request has finished. */
async function emitCompletion(deps: VideoEncodeDeps, projectId: string, assetId: string, data: VideoJobData) {
  if (!data.webhookTopic) return;
  const topic = data.webhookTopic;
  const variants = await listJobVariants(deps.knex, data.jobId);
  if (variants.length === 0 || variants.some((v) => v.status === "queued" || v.status === "processing"))
    return;
  const status = variants.every((v) => v.status === "ready") ? "ready" : "failed";
  const now = deps.now();
  await withTransaction({ knex: deps.knex }, (trx) =>
    emitEvents(
      trx,
      deps.boss,
      projectId,
      [
        {
          topic,
          data: {
            asset_id: assetId,
            job_id: data.jobId,
            status,
            variants: variants.map((v) => variantBody(v, "")),
          },
        },
      ],
      now,
    ),
  );
}

/** Settings of a {@link VideoWorker}. */
export interface VideoWorkerOptions {
  now: () => Date;
  log: Logger;
  /** Default: the app's blob store. */
  store?: BlobStore;
  /** The binaries and one encoding's limit (default: on PATH, ten minutes). */
  tools?: MediaTools;
}

/** Consumes {@link VIDEO_QUEUE}: one request at a time per process (ffmpeg uses every core). */
export class VideoWorker {
  private workerId: string | undefined;
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly db: { knex: Knex; boss: PgBoss | null },
    private readonly o: VideoWorkerOptions,
  ) {}

  /** Creates the queue and starts consuming it (nothing without pg-boss). Idempotent. */
  async start(): Promise<void> {
    const boss = this.db.boss;
    if (!boss || this.workerId) return;
    await ensureVideoQueue(boss);
    const deps: VideoEncodeDeps = {
      knex: this.db.knex,
      boss,
      store: this.o.store ?? blobStore(),
      now: this.o.now,
      log: this.o.log,
      ...(this.o.tools ? { tools: this.o.tools } : {}),
    };
    this.workerId = await boss.work<VideoJobData>(
      VIDEO_QUEUE,
      { batchSize: 1, pollingIntervalSeconds: 1 },
      async (jobs) => {
        for (const job of jobs) {
          const run = encodeVideoJob(deps, job.data, { final: job.retryCount >= VIDEO_RETRY_LIMIT });
          this.inFlight.add(run);
          try {
            await run;
          } finally {
            this.inFlight.delete(run);
          }
        }
      },
    );
  }

  /** Stops consuming; an encoding in flight finishes first. Idempotent. */
  async stop(): Promise<void> {
    const boss = this.db.boss;
    const id = this.workerId;
    if (!boss || !id) return;
    this.workerId = undefined;
    await boss
      .offWork(VIDEO_QUEUE, { id })
      .catch((err: unknown) => this.o.log.warn({ err }, "stopping media worker"));
    await Promise.allSettled([...this.inFlight]);
  }
}
