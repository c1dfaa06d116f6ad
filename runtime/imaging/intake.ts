/**
 * Image intake, the same for every image tool: bytes from base64 (or a file part), the format from
 * its magic bytes (PNG, JPEG, WebP; anything else 415), the size from the header alone (over the
 * operation's pixel limit 413, before a single pixel is decoded: a decompression bomb costs
 * nothing), then a decode to raw pixels with the EXIF orientation applied (a corrupt or truncated
 * file 422). Every refusal names the body member the image came from.
 */

import { ApiError } from "../errors.js";
import type { RawImage } from "../imageworker/types.js";
import { invalidMember } from "../invalidMember.js";
import { loadSharp } from "./sharp.js";

/** The formats the image tools take. */
export type ImageFormat = "png" | "jpeg" | "webp";

/** An image's pixel caps. */
export interface ImageLimits {
  /** Largest width × height. */
  maxPixels: number;
  /** Largest width or height (default 16,384). */
  maxSide?: number;
}

/** Decoded pixels and the format they came in. */
export interface DecodedImage extends RawImage {
  format: ImageFormat;
}

const DEFAULT_MAX_SIDE = 16_384;

/** A `data:` URL prefix a client may leave on the base64 (`data:image/png;base64,`). */
const DATA_URL = /^data:[\w.+-]+\/[\w.+-]+;base64,/i;

/** Standard or URL-safe base64, padded or not, with line breaks allowed. */
const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

/** The bytes of a base64 image member; a 400 naming `pointer` when it is not base64 or is empty. */
export function base64Image(text: string, pointer: string): Buffer {
  const compact = text.replace(DATA_URL, "").replace(/\s+/g, "");
  if (!BASE64.test(compact) || compact.length % 4 === 1)
    throw invalidMember(pointer, "must be the base64 of a PNG, JPEG or WebP image");
  const bytes = Buffer.from(compact, compact.includes("-") || compact.includes("_") ? "base64url" : "base64");
  if (bytes.length === 0) throw invalidMember(pointer, "must not be empty");
  return bytes;
}

/** The format named by the first bytes, or undefined for anything else. */
export function sniffFormat(bytes: Buffer): ImageFormat | undefined {
  if (bytes.length >= 8 && bytes.readUInt32BE(0) === 0x89504e47 && bytes.readUInt32BE(4) === 0x0d0a1a0a)
    return "png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (
    bytes.length >= 12 &&
    bytes.toString("latin1", 0, 4) === "RIFF" &&
    bytes.toString("latin1", 8, 12) === "WEBP"
  )
    return "webp";
  return undefined;
}

function unsupported(pointer: string): ApiError {
  const message = "must be a PNG, JPEG or WebP image (its first bytes name no such format)";
  return new ApiError("unsupported_media_type", `Unsupported image: body ${pointer} ${message}`, {
    issues: [{ location: "body", name: pointer, message }],
  });
}

function corrupt(pointer: string, format: ImageFormat, reason: string): ApiError {
  const message = `is not a readable ${format.toUpperCase()} image (${reason})`;
  return new ApiError("unprocessable", `Unreadable image: body ${pointer} ${message}`, {
    issues: [{ location: "body", name: pointer, message }],
  });
}

function tooLarge(pointer: string, message: string): ApiError {
  return new ApiError("image_too_large", `Image too large: body ${pointer} ${message}`, {
    issues: [{ location: "body", name: pointer, message }],
  });
}

/** libvips' reason, without its internal prefixes. */
function reasonOf(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text
    .split("\n")[0]!
    .replace(/^(Input buffer |VipsJpeg: |pngload_buffer: |webpload_buffer: )/, "")
    .slice(0, 200);
}

/**
 * The format and size of the image in `bytes`, read from its header only; 415 for another format,
 * 413 over `limits`, 422 when the header does not parse. Width and height are as displayed (EXIF
 * orientation applied).
 */
export async function imageHeader(
  bytes: Buffer,
  pointer: string,
  limits: ImageLimits,
): Promise<{ format: ImageFormat; width: number; height: number }> {
  const format = sniffFormat(bytes);
  if (!format) throw unsupported(pointer);
  const sharp = await loadSharp();
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>["metadata"]>>;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (err) {
    throw corrupt(pointer, format, reasonOf(err));
  }
  if (!meta.width || !meta.height) throw corrupt(pointer, format, "no size in its header");
  if ((meta.pages ?? 1) > 1) throw corrupt(pointer, format, "an animated image has more than one frame");
  const rotated = (meta.orientation ?? 1) >= 5;
  const width = rotated ? meta.height : meta.width;
  const height = rotated ? meta.width : meta.height;
  const maxSide = limits.maxSide ?? DEFAULT_MAX_SIDE;
  if (width > maxSide || height > maxSide)
    throw tooLarge(pointer, `is ${width}x${height} pixels; each side may be at most ${maxSide}`);
  if (width * height > limits.maxPixels)
    throw tooLarge(
      pointer,
      `is ${width}x${height} = ${width * height} pixels; the limit is ${limits.maxPixels}`,
    );
  return { format, width, height };
}

/**
 * The image decoded to raw pixels (RGB by default, `channels: 1` grey), oriented as displayed
 * and flattened on white. The header is checked first ({@link imageHeader}); a decode that fails
 * (a truncated or corrupt file) answers 422 naming `pointer`.
 */
export async function decodeImage(
  bytes: Buffer,
  pointer: string,
  limits: ImageLimits,
  options: { channels?: 1 | 3 } = {},
): Promise<DecodedImage> {
  const { format } = await imageHeader(bytes, pointer, limits);
  const sharp = await loadSharp();
  try {
    let pipeline = sharp(bytes, { limitInputPixels: limits.maxPixels, failOn: "truncated" })
      .autoOrient()
      .flatten({ background: "#ffffff" });
    pipeline = options.channels === 1 ? pipeline.toColourspace("b-w") : pipeline.toColourspace("srgb");
    const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, channels: info.channels as 1 | 3, format };
  } catch (err) {
    throw corrupt(pointer, format, reasonOf(err));
  }
}

/** Raw pixels encoded as PNG or JPEG (`quality` 1–100, default 90). */
export async function encodeImage(image: RawImage, format: "png" | "jpeg", quality = 90): Promise<Buffer> {
  const sharp = await loadSharp();
  const raw = { width: image.width, height: image.height, channels: image.channels };
  const pipeline = sharp(image.data, { raw });
  return format === "png"
    ? pipeline.png({ compressionLevel: 6 }).toBuffer()
    : pipeline.jpeg({ quality, mozjpeg: true }).toBuffer();
}
