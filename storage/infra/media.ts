/**
 * A project's media (`infra_media_assets`) and what was made from them (`infra_media_variants`).
 * Every call a tenant's route makes names its project and every statement filters on it, so one
 * project never sees another's assets or variants (a foreign id reads as absent). The bytes live
 * in the blob store under `blobId`; rows only name them, and removing a row hands its blob ids
 * back for the caller to delete after the commit.
 */
import type { Knex } from "knex";
import { type Page, type PageRequest, pageByTimeId } from "../paging.js";
import { inTransaction, isUuid, runner } from "../run.js";

/** What an asset holds. */
export type MediaType = "image" | "video";
/** What a variant is. */
export type VariantType = "image" | "video" | "thumbnail";
/** A variant's progress: image variants are born `ready`; video ones go queued → processing → ready | failed. */
export type VariantStatus = "queued" | "processing" | "ready" | "failed";

/** An uploaded image or video. */
export interface MediaAsset {
  id: string;
  projectId: string;
  filename: string;
  /** The detected media type of the bytes. */
  contentType: string;
  size: number;
  mediaType: MediaType;
  width: number | null;
  height: number | null;
  durationSec: number | null;
  status: "processing" | "ready" | "failed";
  error: string | null;
  visibility: "private" | "public";
  metadata: Record<string, unknown>;
  blobId: string;
  createdAt: Date;
}

/** Fields of a new asset (probed and stored by the caller). */
export type NewMediaAsset = Omit<MediaAsset, "projectId" | "createdAt" | "status" | "error">;

/** Something made from an asset. */
export interface MediaVariant {
  id: string;
  assetId: string;
  projectId: string;
  type: VariantType;
  params: Record<string, unknown>;
  status: VariantStatus;
  contentType: string;
  size: number | null;
  width: number | null;
  height: number | null;
  error: string | null;
  jobId: string | null;
  blobId: string | null;
  createdAt: Date;
}

/** Fields of a new variant. */
export interface NewMediaVariant {
  id: string;
  type: VariantType;
  params: Record<string, unknown>;
  status: VariantStatus;
  contentType: string;
  size?: number | null;
  width?: number | null;
  height?: number | null;
  jobId?: string | null;
  blobId?: string | null;
}

/** How a variant ended, for {@link finishVariant}. */
export type VariantOutcome =
  | { status: "ready"; blobId: string; size: number; width: number | null; height: number | null }
  | { status: "failed"; error: string };

/** The most characters of an error message kept. */
export const MEDIA_ERROR_MAX = 1000;

interface AssetRow {
  id: string;
  project_id: string;
  filename: string;
  content_type: string;
  size: string | number;
  media_type: MediaType;
  width: number | null;
  height: number | null;
  duration_sec: number | null;
  status: MediaAsset["status"];
  error: string | null;
  visibility: MediaAsset["visibility"];
  metadata: unknown;
  blob_id: string;
  created_at: Date;
}

interface VariantRow {
  id: string;
  asset_id: string;
  project_id: string;
  type: VariantType;
  params: Record<string, unknown>;
  status: VariantStatus;
  content_type: string;
  size: string | number | null;
  width: number | null;
  height: number | null;
  error: string | null;
  job_id: string | null;
  blob_id: string | null;
  created_at: Date;
}

const ASSET_COLUMNS = [
  "id",
  "project_id",
  "filename",
  "content_type",
  "size",
  "media_type",
  "width",
  "height",
  "duration_sec",
  "status",
  "error",
  "visibility",
  "metadata",
  "blob_id",
  "created_at",
] as const;

const VARIANT_COLUMNS = [
  "id",
  "asset_id",
  "project_id",
  "type",
  "params",
  "status",
  "content_type",
  "size",
  "width",
  "height",
  "error",
  "job_id",
  "blob_id",
  "created_at",
] as const;

function toAsset(r: AssetRow): MediaAsset {
  const metadata = typeof r.metadata === "string" ? JSON.parse(r.metadata) : r.metadata;
  return {
    id: r.id,
    projectId: r.project_id,
    filename: r.filename,
    contentType: r.content_type,
    size: Number(r.size),
    mediaType: r.media_type,
    width: r.width,
    height: r.height,
    durationSec: r.duration_sec === null ? null : Number(r.duration_sec),
    status: r.status,
    error: r.error,
    visibility: r.visibility,
    metadata: (metadata ?? {}) as Record<string, unknown>,
    blobId: r.blob_id,
    createdAt: r.created_at,
  };
}

function toVariant(r: VariantRow): MediaVariant {
  return {
    id: r.id,
    assetId: r.asset_id,
    projectId: r.project_id,
    type: r.type,
    params: typeof r.params === "string" ? JSON.parse(r.params) : r.params,
    status: r.status,
    contentType: r.content_type,
    size: r.size === null ? null : Number(r.size),
    width: r.width,
    height: r.height,
    error: r.error,
    jobId: r.job_id,
    blobId: r.blob_id,
    createdAt: r.created_at,
  };
}

/** Records an asset of the project. */
export async function createAsset(
  db: Knex,
  projectId: string,
  asset: NewMediaAsset,
  now: Date,
): Promise<MediaAsset> {
  const rows = (await runner(db)("infra_media_assets")
    .insert({
      id: asset.id,
      project_id: projectId,
      filename: asset.filename,
      content_type: asset.contentType,
      size: asset.size,
      media_type: asset.mediaType,
      width: asset.width,
      height: asset.height,
      duration_sec: asset.durationSec,
      visibility: asset.visibility,
      metadata: JSON.stringify(asset.metadata),
      blob_id: asset.blobId,
      created_at: now,
      updated_at: now,
    })
    .returning([...ASSET_COLUMNS])) as AssetRow[];
  const row = rows[0];
  if (!row) throw new Error("no asset row");
  return toAsset(row);
}

/** The project's asset, or null (another project's asset is absent too). */
export async function getAsset(db: Knex, projectId: string, assetId: string): Promise<MediaAsset | null> {
  if (!isUuid(projectId) || !isUuid(assetId)) return null;
  const row = (await runner(db)("infra_media_assets")
    .select(...ASSET_COLUMNS)
    .where({ project_id: projectId, id: assetId })
    .first()) as AssetRow | undefined;
  return row ? toAsset(row) : null;
}

/** The project's assets, newest first, optionally of one media type. */
export async function listAssets(
  db: Knex,
  projectId: string,
  page: PageRequest & { mediaType?: MediaType | undefined },
): Promise<Page<MediaAsset>> {
  const knex = runner(db);
  const query = isUuid(projectId)
    ? knex("infra_media_assets")
        .select(...ASSET_COLUMNS)
        .where({ project_id: projectId })
    : null;
  if (page.mediaType !== undefined) query?.where({ media_type: page.mediaType });
  return pageByTimeId(knex, query, { time: "created_at", id: "id", newestFirst: true }, page, toAsset);
}

/**
 * Deletes the project's asset and its variants; returns the blob ids they held (the asset's
 * first) for the caller to delete after the commit, or null when the project has no such asset.
 */
export async function deleteAsset(db: Knex, projectId: string, assetId: string): Promise<string[] | null> {
  if (!isUuid(projectId) || !isUuid(assetId)) return null;
  return inTransaction(db, async (trx) => {
    const variants = (await trx("infra_media_variants")
      .where({ project_id: projectId, asset_id: assetId })
      .whereNotNull("blob_id")
      .select("blob_id")) as { blob_id: string }[];
    const rows = (await trx("infra_media_assets")
      .where({ project_id: projectId, id: assetId })
      .del()
      .returning("blob_id")) as { blob_id: string }[];
    const asset = rows[0];
    if (!asset) return null;
    return [asset.blob_id, ...variants.map((v) => v.blob_id)];
  });
}

/** Records variants of the project's asset (the caller has checked the asset is the project's). */
export async function createVariants(
  db: Knex,
  projectId: string,
  assetId: string,
  variants: readonly NewMediaVariant[],
  now: Date,
): Promise<MediaVariant[]> {
  if (variants.length === 0) return [];
  const rows = (await runner(db)("infra_media_variants")
    .insert(
      variants.map((v, i) => ({
        id: v.id,
        position: i,
        asset_id: assetId,
        project_id: projectId,
        type: v.type,
        params: JSON.stringify(v.params),
        status: v.status,
        content_type: v.contentType,
        size: v.size ?? null,
        width: v.width ?? null,
        height: v.height ?? null,
        job_id: v.jobId ?? null,
        blob_id: v.blobId ?? null,
        created_at: now,
        updated_at: now,
      })),
    )
    .returning([...VARIANT_COLUMNS])) as VariantRow[];
  // One statement stamps them all with `now`: keep the order they were given in.
  const order = new Map(variants.map((v, i) => [v.id, i]));
  return rows.map(toVariant).sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}

/** The variants of the project's asset, oldest first (at most 1,000). */
export async function listVariants(db: Knex, projectId: string, assetId: string): Promise<MediaVariant[]> {
  if (!isUuid(projectId) || !isUuid(assetId)) return [];
  const rows = (await runner(db)("infra_media_variants")
    .select(...VARIANT_COLUMNS)
    .where({ project_id: projectId, asset_id: assetId })
    .orderBy([
      { column: "created_at", order: "asc" },
      { column: "position", order: "asc" },
      { column: "id", order: "asc" },
    ])
    .limit(1000)) as VariantRow[];
  return rows.map(toVariant);
}

/** The project's variant of the asset, or null. */
export async function getVariant(
  db: Knex,
  projectId: string,
  assetId: string,
  variantId: string,
): Promise<MediaVariant | null> {
  if (!isUuid(projectId) || !isUuid(assetId) || !isUuid(variantId)) return null;
  const row = (await runner(db)("infra_media_variants")
    .select(...VARIANT_COLUMNS)
    .where({ project_id: projectId, asset_id: assetId, id: variantId })
    .first()) as VariantRow | undefined;
  return row ? toVariant(row) : null;
}

/** Every variant of a video transform request (any project: the worker's view), oldest first. */
export async function listJobVariants(db: Knex, jobId: string): Promise<MediaVariant[]> {
  if (!isUuid(jobId)) return [];
  const rows = (await runner(db)("infra_media_variants")
    .select(...VARIANT_COLUMNS)
    .where({ job_id: jobId })
    .orderBy([
      { column: "created_at", order: "asc" },
      { column: "position", order: "asc" },
      { column: "id", order: "asc" },
    ])) as VariantRow[];
  return rows.map(toVariant);
}

/**
 * Moves the request's unfinished variants (`queued`, or `processing` left by a worker that died)
 * to `processing` and returns them: the worker's claim.
 */
export async function startJobVariants(db: Knex, jobId: string, now: Date): Promise<MediaVariant[]> {
  if (!isUuid(jobId)) return [];
  const rows = (await runner(db)("infra_media_variants")
    .where({ job_id: jobId })
    .whereIn("status", ["queued", "processing"])
    .update({ status: "processing", updated_at: now })
    .returning([...VARIANT_COLUMNS])) as VariantRow[];
  return rows.map(toVariant);
}

/**
 * Records how a `processing` variant ended. Returns false when it is gone (its asset was deleted
 * meanwhile) or already finished: the caller then deletes the blob it stored, if any.
 */
export async function finishVariant(
  db: Knex,
  variantId: string,
  outcome: VariantOutcome,
  now: Date,
): Promise<boolean> {
  if (!isUuid(variantId)) return false;
  const set =
    outcome.status === "ready"
      ? {
          status: "ready",
          blob_id: outcome.blobId,
          size: outcome.size,
          width: outcome.width,
          height: outcome.height,
          error: null,
        }
      : { status: "failed", error: outcome.error.slice(0, MEDIA_ERROR_MAX) };
  const rows = (await runner(db)("infra_media_variants")
    .where({ id: variantId, status: "processing" })
    .update({ ...set, updated_at: now })
    .returning("id")) as { id: string }[];
  return rows.length > 0;
}
