/**
 * Image variants, made with sharp while the caller waits: the asset's blob is streamed through
 * sharp into a temporary file (never whole in memory), then into the blob store.
 */
import { createReadStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { OutputInfo, Sharp } from "sharp";
import type { ImageTransformInput } from "../../../generated/infra/types.js";
import { ApiError } from "../../../runtime/errors.js";
import { loadSharp } from "../../../runtime/imaging/sharp.js";
import type { BlobStore, BlobWritten } from "../../../storage/blobs/index.js";
import type { MediaAsset } from "../../../storage/infra/media.js";

/** The output formats and their media types. */
export const IMAGE_FORMATS = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
} as const;

/** An output format. */
export type ImageFormat = keyof typeof IMAGE_FORMATS;

/** The transform with its defaults filled in (a variant's `params`). */
export interface ImageParams {
  width: number | null;
  height: number | null;
  fit: "cover" | "contain" | "fill" | "inside" | "outside";
  format: ImageFormat;
  quality: number;
  blur: number;
  background: string | null;
}

/** The largest variant kept, in bytes (an 8192×8192 PNG stays well under it). */
export const IMAGE_VARIANT_MAX_BYTES = 512 * 1024 * 1024;

/** `input` with defaults: the source's format when it is an output format, else png. */
export function imageParams(input: ImageTransformInput, sourceType: string): ImageParams {
  const sourceFormat = (Object.keys(IMAGE_FORMATS) as ImageFormat[]).find(
    (f) => IMAGE_FORMATS[f] === sourceType,
  );
  return {
    width: input.width ?? null,
    height: input.height ?? null,
    fit: input.fit ?? "cover",
    format: input.format ?? sourceFormat ?? "png",
    quality: input.quality ?? 80,
    blur: input.blur ?? 0,
    background: input.background ?? null,
  };
}

/** `#rrggbb` / `#rrggbbaa` as sharp's colour object. */
export function colour(hex: string): { r: number; g: number; b: number; alpha: number } {
  const n = (i: number) => Number.parseInt(hex.slice(i, i + 2), 16);
  return { r: n(1), g: n(3), b: n(5), alpha: hex.length === 9 ? n(7) / 255 : 1 };
}

/** The sharp pipeline for `p`. */
function transformer(sharp: Awaited<ReturnType<typeof loadSharp>>, p: ImageParams): Sharp {
  let s = sharp({ failOn: "error" }).autoOrient();
  if (p.width !== null || p.height !== null)
    s = s.resize(p.width, p.height, {
      fit: p.fit,
      background: p.background ? colour(p.background) : { r: 0, g: 0, b: 0, alpha: 0 },
    });
  if (p.blur > 0) s = s.blur(p.blur);
  switch (p.format) {
    case "jpeg":
      return s.flatten({ background: p.background ? colour(p.background) : "#ffffff" }).jpeg({
        quality: p.quality,
        mozjpeg: true,
      });
    case "png":
      return s.png();
    case "webp":
      return s.webp({ quality: p.quality });
    case "avif":
      return s.avif({ quality: p.quality, effort: 2 });
  }
}

/** What {@link renderImageVariant} stored. */
export interface RenderedImage extends BlobWritten {
  width: number;
  height: number;
  contentType: string;
}

/**
 * Renders `p` from the asset's blob into blob `blobId`. A source sharp cannot decode is a 422; the
 * caller has checked the asset is an image.
 */
export async function renderImageVariant(
  store: BlobStore,
  asset: MediaAsset,
  p: ImageParams,
  blobId: string,
): Promise<RenderedImage> {
  const dir = await mkdtemp(join(tmpdir(), "media-img-"));
  try {
    const out = join(dir, `out.${p.format}`);
    const s = transformer(await loadSharp(), p);
    const source = await store.get(asset.blobId);
    source.on("error", (err) => s.destroy(err));
    source.pipe(s);
    let info: OutputInfo;
    try {
      info = await s.toFile(out);
    } catch (err) {
      throw new ApiError("unprocessable", `the asset could not be transformed: ${(err as Error).message}`);
    } finally {
      source.destroy();
    }
    const stored = await store.put(blobId, createReadStream(out), {
      maxBytes: IMAGE_VARIANT_MAX_BYTES,
      mediaType: IMAGE_FORMATS[p.format],
    });
    return { ...stored, width: info.width, height: info.height, contentType: IMAGE_FORMATS[p.format] };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
