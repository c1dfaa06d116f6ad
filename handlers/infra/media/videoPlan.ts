/**
 * A video transform request turned into variants (one `video` per resolution, and a `thumbnail`
 * per resolution when asked) and the ffmpeg arguments that make each one.
 */
import { randomUUID } from "node:crypto";
import type { VideoTransformInput } from "../../../generated/infra/types.js";
import type { MediaAsset, NewMediaVariant } from "../../../storage/infra/media.js";
import { badField } from "./format.js";

/** An output container and its media type. */
export const VIDEO_FORMATS = { mp4: "video/mp4", webm: "video/webm" } as const;

/** A video variant's `params`. */
export interface VideoParams {
  resolution: string;
  width: number;
  height: number;
  /** `pad`: scaled to fit and padded to exactly width×height; `scale`: the source's aspect ratio. */
  mode: "pad" | "scale";
  format: keyof typeof VIDEO_FORMATS;
  framerate: number | null;
}

/** A thumbnail variant's `params`. */
export interface ThumbnailParams {
  resolution: string;
  width: number;
  height: number;
  mode: "pad" | "scale";
  /** Where the frame is taken, in seconds. */
  at_sec: number;
}

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/** `resolution` as pixels for a source of `width`×`height`; 400 naming `pointer` when out of range. */
export function resolve(
  resolution: string,
  source: { width: number | null; height: number | null },
  pointer: string,
): { width: number; height: number; mode: "pad" | "scale" } {
  const named = /^(\d+)p$/.exec(resolution);
  if (named) {
    const height = Number(named[1]);
    const ratio = source.width && source.height ? source.width / source.height : 16 / 9;
    return { width: even(height * ratio), height, mode: "scale" };
  }
  const [w, h] = resolution.split("x").map(Number);
  const ok = (n: number | undefined) => n !== undefined && n >= 16 && n <= 4096 && n % 2 === 0;
  if (!ok(w) || !ok(h)) throw badField(pointer, "must be WIDTHxHEIGHT with even numbers from 16 to 4096");
  return { width: w as number, height: h as number, mode: "pad" };
}

/** The variants a request makes, all `queued` under one new job id. */
export function planVideo(
  asset: MediaAsset,
  input: VideoTransformInput,
): { jobId: string; variants: NewMediaVariant[] } {
  const jobId = randomUUID();
  const format = input.format ?? "mp4";
  const seen = new Set<string>();
  const videos: NewMediaVariant[] = [];
  const thumbs: NewMediaVariant[] = [];
  input.resolutions.forEach((resolution, i) => {
    const size = resolve(resolution, asset, `/resolutions/${i}`);
    const key = `${size.width}x${size.height}:${size.mode}`;
    if (seen.has(key)) throw badField(`/resolutions/${i}`, "repeats an earlier resolution");
    seen.add(key);
    const params: VideoParams = { resolution, ...size, format, framerate: input.framerate ?? null };
    videos.push({
      id: randomUUID(),
      type: "video",
      params: { ...params },
      status: "queued",
      contentType: VIDEO_FORMATS[format],
      width: size.width,
      height: size.height,
      jobId,
    });
    if (input.generate_thumbnails) {
      const at = Math.round((asset.durationSec ?? 0) * 0.1 * 1000) / 1000;
      const thumb: ThumbnailParams = { resolution, ...size, at_sec: at };
      thumbs.push({
        id: randomUUID(),
        type: "thumbnail",
        params: { ...thumb },
        status: "queued",
        contentType: "image/jpeg",
        width: size.width,
        height: size.height,
        jobId,
      });
    }
  });
  return { jobId, variants: [...videos, ...thumbs] };
}

/** The scale (and pad) filter for a size. */
function sizeFilter(p: { width: number; height: number; mode: "pad" | "scale" }): string {
  return p.mode === "pad"
    ? `scale=${p.width}:${p.height}:force_original_aspect_ratio=decrease:force_divisible_by=2,` +
        `pad=${p.width}:${p.height}:(ow-iw)/2:(oh-ih)/2,setsar=1`
    : `scale=${p.width}:${p.height},setsar=1`;
}

/** ffmpeg arguments encoding `input` into `output` as `p` says. */
export function videoArgs(input: string, output: string, p: VideoParams): string[] {
  const codecs =
    p.format === "mp4"
      ? ["-c:v", "libx264", "-preset", "veryfast", "-crf", "23", "-pix_fmt", "yuv420p"].concat([
          "-c:a",
          "aac",
          "-b:a",
          "128k",
          "-movflags",
          "+faststart",
        ])
      : ["-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "33", "-deadline", "good", "-cpu-used", "5"].concat([
          "-row-mt",
          "1",
          "-pix_fmt",
          "yuv420p",
          "-c:a",
          "libopus",
          "-b:a",
          "96k",
        ]);
  // The source's rate, capped at 60, unless one was asked for.
  const rate = p.framerate === null ? ["-fpsmax", "60"] : ["-r", String(p.framerate)];
  return ["-nostdin", "-hide_banner", "-loglevel", "error", "-y", "-i", input]
    .concat(["-map", "0:v:0", "-map", "0:a:0?", "-vf", sizeFilter(p)], rate, codecs)
    .concat(["-f", p.format, output]);
}

/** ffmpeg arguments taking one JPEG frame of `input` into `output`. */
export function thumbnailArgs(input: string, output: string, p: ThumbnailParams): string[] {
  return [
    "-nostdin",
    "-hide_banner",
    "-loglevel",
    "error",
    "-y",
    "-ss",
    String(p.at_sec),
    "-i",
    input,
  ].concat(["-frames:v", "1", "-vf", sizeFilter(p), "-q:v", "3", "-f", "image2", "-c:v", "mjpeg", output]);
}
