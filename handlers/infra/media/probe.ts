/**
 * What an upload is, decided from its bytes: an image sharp decodes (JPEG, PNG, WebP, GIF, AVIF,
 * HEIF, TIFF), else a video ffprobe reads (a known container with a video stream that is not just
 * cover art). Bytes declared as an image or video that are neither answer 422 naming the part;
 * anything else answers 415. SVG is refused: served back as content it could carry scripts.
 */
import type { Metadata } from "sharp";
import { ApiError } from "../../../runtime/errors.js";
import { loadSharp } from "../../../runtime/imaging/sharp.js";
import { ffprobe, type ProbeResult, ToolFailed } from "./ffmpeg.js";

/** What the probe found. */
export interface Probed {
  mediaType: "image" | "video";
  /** The detected media type. */
  contentType: string;
  width: number | null;
  height: number | null;
  durationSec: number | null;
}

const IMAGE_TYPES: Record<string, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  tiff: "image/tiff",
};

/** The image media type of a sharp format, or undefined for formats not taken. */
function imageType(meta: Metadata): string | undefined {
  if (meta.format === "heif") return meta.compression === "av1" ? "image/avif" : "image/heif";
  return IMAGE_TYPES[meta.format ?? ""];
}

/** The video media type of ffprobe's container, or undefined for containers not taken. */
function videoType(probe: ProbeResult): string | undefined {
  const name = probe.format?.format_name ?? "";
  const codecs = (probe.streams ?? []).map((s) => s.codec_name ?? "");
  if (name.startsWith("mov,mp4"))
    return probe.format?.tags?.major_brand?.trim() === "qt" ? "video/quicktime" : "video/mp4";
  if (name === "matroska,webm")
    return codecs.every((c) => ["vp8", "vp9", "av1", "opus", "vorbis"].includes(c))
      ? "video/webm"
      : "video/x-matroska";
  const others: Record<string, string> = {
    avi: "video/x-msvideo",
    mpegts: "video/mp2t",
    mpeg: "video/mpeg",
    flv: "video/x-flv",
    ogg: "video/ogg",
  };
  return others[name];
}

function positive(n: number | undefined): number | null {
  return typeof n === "number" && Number.isFinite(n) && n > 0 ? n : null;
}

/** The image at `path`, decoded far enough to prove its pixels are there, or null. */
async function probeImage(path: string): Promise<{ probed: Probed | null; error: string }> {
  const sharp = await loadSharp();
  try {
    const meta = await sharp(path).metadata();
    const contentType = imageType(meta);
    if (!contentType) return { probed: null, error: `${meta.format} images are not taken` };
    // Headers can be intact over garbage: decode a small rendition to be sure.
    await sharp(path).resize(32, 32, { fit: "inside" }).raw().toBuffer();
    return {
      probed: {
        mediaType: "image",
        contentType,
        width: positive(meta.autoOrient?.width ?? meta.width),
        height: positive(meta.autoOrient?.height ?? meta.height),
        durationSec: null,
      },
      error: "",
    };
  } catch (err) {
    return { probed: null, error: (err as Error).message };
  }
}

/** The video at `path`, or null. */
async function probeVideo(
  path: string,
  ffprobeBinary: string,
): Promise<{ probed: Probed | null; error: string }> {
  let probe: ProbeResult;
  try {
    probe = await ffprobe(path, ffprobeBinary);
  } catch (err) {
    return { probed: null, error: err instanceof ToolFailed ? err.message : (err as Error).message };
  }
  const stream = (probe.streams ?? []).find((s) => s.codec_type === "video" && !s.disposition?.attached_pic);
  const contentType = videoType(probe);
  if (!stream || !contentType) return { probed: null, error: "no video stream in a known container" };
  const duration = Number(probe.format?.duration);
  return {
    probed: {
      mediaType: "video",
      contentType,
      width: positive(stream.width),
      height: positive(stream.height),
      durationSec: Number.isFinite(duration) && duration >= 0 ? duration : null,
    },
    error: "",
  };
}

function partError(code: "unprocessable" | "unsupported_media_type", message: string): ApiError {
  return new ApiError(code, `file ${message}`, { issues: [{ location: "body", name: "/file", message }] });
}

/**
 * Probes the file at `path`, declared as `declared`: what it is, or 422 (declared an image or
 * video, unreadable as one) or 415 (neither). Videos are read with the `ffprobe` binary given.
 */
export async function probeMedia(path: string, declared: string, ffprobeBinary: string): Promise<Probed> {
  const kind = declared.split("/")[0]?.toLowerCase();
  const image = await probeImage(path);
  if (image.probed) return image.probed;
  const video = await probeVideo(path, ffprobeBinary);
  if (video.probed) return video.probed;
  if (kind === "image")
    throw partError("unprocessable", `is declared ${declared} but is not a readable image: ${image.error}`);
  if (kind === "video")
    throw partError("unprocessable", `is declared ${declared} but is not a readable video: ${video.error}`);
  throw partError(
    "unsupported_media_type",
    "is neither an image (JPEG, PNG, WebP, GIF, AVIF, HEIF, TIFF) nor a video this server reads",
  );
}
