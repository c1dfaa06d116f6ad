/**
 * Media routes (spec/infra/media.tsp): uploads probed for what they are, image variants made
 * while the caller waits, video variants queued for the background worker (videoWorker.ts),
 * downloads of the bytes. Each call costs one token, charged after the input checks. Bytes live
 * in the blob store under random ids; the rows name them.
 */
import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import type { InfraMediaHandlers } from "../../../generated/infra/types.js";
import type { HandlerContext } from "../../../runtime/context.js";
import { ApiError } from "../../../runtime/errors.js";
import { bodyIssue } from "../../../runtime/validation/wellFormed.js";
import {
  createAsset,
  createVariants,
  deleteAsset,
  getAsset,
  getVariant,
  listAssets,
  listVariants,
  type MediaAsset,
} from "../../../storage/infra/media.js";
import { withTransaction } from "../../../storage/transactions.js";
import { chargedProject } from "../caller.js";
import type { Context } from "../context.js";
import { listPage } from "../core/access.js";
import { assetBody, assetNotFound, variantBody } from "./format.js";
import { imageParams, renderImageVariant } from "./imageTransform.js";
import { probeMedia } from "./probe.js";
import { planVideo } from "./videoPlan.js";
import { enqueueVideoJob } from "./videoWorker.js";

/** The largest upload (the contract says 100 MiB; the runtime refuses larger parts first). */
export const MEDIA_MAX_UPLOAD_BYTES = 100 * 1024 * 1024;

/** The largest `metadata` part, as text in UTF-8. */
export const MEDIA_METADATA_MAX_BYTES = 16 * 1024;

function partError(name: string, message: string): ApiError {
  return new ApiError("validation_failed", `${name} ${message}`, {
    issues: [{ location: "body", name: `/${name}`, message }],
  });
}

/** The `metadata` part as an object; 400 naming the part unless it is a JSON object of at most 16 KiB. */
export function parseMetadata(text: string | undefined): Record<string, unknown> {
  if (text === undefined || text === "") return {};
  if (Buffer.byteLength(text, "utf8") > MEDIA_METADATA_MAX_BYTES)
    throw partError("metadata", `is longer than ${MEDIA_METADATA_MAX_BYTES} bytes`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw partError("metadata", "is not valid JSON");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw partError("metadata", "is not a JSON object");
  // JSON inside a form part: the runtime's checks of JSON bodies (U+0000, lone surrogates, depth)
  // apply to it here, where it is parsed.
  const refused = bodyIssue(value);
  if (refused) {
    const issue = { ...refused, name: `/metadata${refused.name === "/" ? "" : refused.name}` };
    throw new ApiError("validation_failed", `metadata ${issue.name}: ${issue.message}`, { issues: [issue] });
  }
  return value as Record<string, unknown>;
}

/** The project's asset, or 404. */
async function ownAsset(ctx: HandlerContext, projectId: string, assetId: string): Promise<MediaAsset> {
  const asset = await getAsset(ctx.db, projectId, assetId);
  if (!asset) throw assetNotFound();
  return asset;
}

/** A 200 with the bytes of a blob, in their own media type. */
async function content(ctx: Context, blobId: string, mediaType: string, size: number | null) {
  const body: Readable = await ctx.blobs.get(blobId);
  const answer = {
    status: 200 as const,
    body,
    mediaType,
    // Served with the type the server detected; the runtime adds `nosniff` to every answer.
    headers: {
      ...(size === null ? {} : { "content-length": size }),
      "cache-control": "private, no-cache" as const,
    },
  };
  return answer;
}

/** The media handlers. */
export const mediaHandlers: InfraMediaHandlers = {
  async upload_media_asset({ body }, ctx) {
    // The runtime has checked the part (an Upload, spooled to `path`, within @uploadLimit: 413).
    const file = body.file;
    if (!file.path) throw new Error("multipart file parts arrive spooled to a file");
    const metadata = parseMetadata(body.metadata);
    const projectId = await chargedProject(ctx);
    const probed = await probeMedia(file.path, file.mediaType, ctx.config.media.ffprobe);
    const store = ctx.blobs;
    const blobId = randomUUID();
    const { size } = await store.put(blobId, file.stream(), {
      maxBytes: MEDIA_MAX_UPLOAD_BYTES,
      mediaType: probed.contentType,
    });
    try {
      const asset = await createAsset(
        ctx.db,
        projectId,
        {
          id: randomUUID(),
          filename: (file.filename || "upload").slice(0, 255),
          contentType: probed.contentType,
          size,
          mediaType: probed.mediaType,
          width: probed.width,
          height: probed.height,
          durationSec: probed.durationSec,
          visibility: body.visibility ?? "private",
          metadata,
          blobId,
        },
        ctx.now(),
      );
      return { status: 200, body: assetBody(asset) };
    } catch (err) {
      await store.delete(blobId);
      throw err;
    }
  },

  async list_media_assets({ query }, ctx) {
    const projectId = await chargedProject(ctx);
    const page = await listPage(query, (p) =>
      listAssets(ctx.db, projectId, { ...p, ...(query.media_type ? { mediaType: query.media_type } : {}) }),
    );
    return { status: 200, body: { assets: page.items.map(assetBody), next_cursor: page.nextAfter } };
  },

  async get_media_asset({ path }, ctx) {
    const projectId = await chargedProject(ctx);
    return { status: 200, body: assetBody(await ownAsset(ctx, projectId, path.assetId)) };
  },

  async delete_media_asset({ path }, ctx) {
    const projectId = await chargedProject(ctx);
    const blobs = await deleteAsset(ctx.db, projectId, path.assetId);
    if (!blobs) throw assetNotFound();
    const store = ctx.blobs;
    for (const id of blobs)
      await store
        .delete(id)
        .catch((err: unknown) => ctx.log.warn({ err, blobId: id }, "media: blob not deleted"));
    return { status: 200, body: { id: path.assetId, deleted: true } };
  },

  async get_media_asset_content({ path }, ctx) {
    const projectId = await chargedProject(ctx);
    const asset = await ownAsset(ctx, projectId, path.assetId);
    return content(ctx, asset.blobId, asset.contentType, asset.size);
  },

  async transform_media_image({ path, body }, ctx) {
    const projectId = await chargedProject(ctx);
    const asset = await ownAsset(ctx, projectId, path.assetId);
    if (asset.mediaType !== "image")
      throw new ApiError(
        "conflict",
        "This asset is a video: use POST /infra/media/assets/{assetId}/transform/video",
      );
    const params = imageParams(body, asset.contentType);
    const store = ctx.blobs;
    const id = randomUUID();
    const blobId = randomUUID();
    const rendered = await renderImageVariant(store, asset, params, blobId);
    try {
      const [variant] = await createVariants(
        ctx.db,
        projectId,
        asset.id,
        [
          {
            id,
            type: "image",
            params: { ...params },
            status: "ready",
            contentType: rendered.contentType,
            size: rendered.size,
            width: rendered.width,
            height: rendered.height,
            blobId,
          },
        ],
        ctx.now(),
      );
      if (!variant) throw new Error("no variant row");
      return { status: 200, body: variantBody(variant, ctx.baseUrl) };
    } catch (err) {
      // The asset may have been deleted meanwhile (the insert's foreign key fails).
      await store.delete(blobId);
      if ((err as { code?: string }).code === "23503") throw assetNotFound();
      throw err;
    }
  },

  async transform_media_video({ path, body }, ctx) {
    const projectId = await chargedProject(ctx);
    const asset = await ownAsset(ctx, projectId, path.assetId);
    if (asset.mediaType !== "video")
      throw new ApiError(
        "conflict",
        "This asset is an image: use POST /infra/media/assets/{assetId}/transform/image",
      );
    const plan = planVideo(asset, body);
    const variants = await withTransaction({ knex: ctx.db }, async (trx) => {
      const now = ctx.now();
      const created = await createVariants(trx, projectId, asset.id, plan.variants, now);
      const request = {
        jobId: plan.jobId,
        projectId,
        assetId: asset.id,
        webhookTopic: body.webhook_topic ?? null,
        variants: created.length,
      };
      await enqueueVideoJob(trx, ctx.work, request, ctx.config.media, now);
      return created;
    });
    return {
      status: 200,
      body: { job_id: plan.jobId, variants: variants.map((v) => variantBody(v, ctx.baseUrl)) },
    };
  },

  async list_media_variants({ path }, ctx) {
    const projectId = await chargedProject(ctx);
    const asset = await ownAsset(ctx, projectId, path.assetId);
    const variants = await listVariants(ctx.db, projectId, asset.id);
    return { status: 200, body: { variants: variants.map((v) => variantBody(v, ctx.baseUrl)) } };
  },

  async get_media_variant_content({ path }, ctx) {
    const projectId = await chargedProject(ctx);
    const variant = await getVariant(ctx.db, projectId, path.assetId, path.variantId);
    if (!variant) throw new ApiError("not_found", "This project's asset has no variant with that id");
    if (variant.status !== "ready" || !variant.blobId)
      throw new ApiError("conflict", `This variant is ${variant.status}, not ready`);
    return content(ctx, variant.blobId, variant.contentType, variant.size);
  },
};
