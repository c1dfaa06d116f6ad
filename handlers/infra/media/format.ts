/** The media records as the contract shows them (spec/infra/media.tsp). */
import type { AssetVariant, MediaAsset as MediaAssetBody } from "../../../generated/infra/types.js";
import { ApiError } from "../../../runtime/errors.js";
import type { MediaAsset, MediaVariant } from "../../../storage/infra/media.js";
import { iso } from "../format.js";

/** The content route of a variant, relative to where the service is mounted. */
export function variantContentPath(v: { assetId: string; id: string }): string {
  return `/infra/media/assets/${v.assetId}/variants/${v.id}/content`;
}

/** An asset's body. */
export function assetBody(a: MediaAsset): MediaAssetBody {
  return {
    id: a.id,
    project_id: a.projectId,
    filename: a.filename,
    content_type: a.contentType,
    size: a.size,
    media_type: a.mediaType,
    width: a.width,
    height: a.height,
    duration_sec: a.durationSec,
    status: a.status,
    error: a.error,
    visibility: a.visibility,
    metadata: a.metadata,
    created_at: iso(a.createdAt),
  };
}

/** A variant's body; `url` is `base` + its content route once ready (base "" gives the path). */
export function variantBody(v: MediaVariant, base: string): AssetVariant {
  return {
    id: v.id,
    asset_id: v.assetId,
    type: v.type,
    params: v.params,
    status: v.status,
    url: v.status === "ready" ? `${base}${variantContentPath(v)}` : null,
    content_type: v.contentType,
    size: v.size,
    width: v.width,
    height: v.height,
    error: v.error,
    job_id: v.jobId,
    created_at: iso(v.createdAt),
  };
}

/** The 404 for an asset this project does not have. */
export function assetNotFound(): ApiError {
  return new ApiError("not_found", "This project has no media asset with that id");
}

/** A 400 naming a body member by its JSON pointer. */
export function badField(pointer: string, message: string): ApiError {
  return new ApiError("validation_failed", `${pointer} ${message}`, {
    issues: [{ location: "body", name: pointer, message }],
  });
}
