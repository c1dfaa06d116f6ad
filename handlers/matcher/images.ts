/**
 * The matcher's image intake: `image` and `pattern` from base64 to raw pixels through the kernel's
 * intake (415 for another format, 413 over the pixel caps before decoding, 422 for a corrupt file),
 * then the pattern's own rules, both answered 422 naming `/pattern`: it must fit inside the image
 * (checked on the headers, before decoding) and must not be one flat colour (zero variance: under
 * `TM_CCOEFF_NORMED` it scores the same everywhere, opencv #5688, and it has no keypoints).
 */
import { ApiError } from "../../runtime/errors.js";
import type { RawImage } from "../../runtime/imageworker/index.js";
import { base64Image, decodeImage, type ImageLimits, imageHeader } from "../../runtime/imaging/intake.js";

/** `image`'s caps: 4,000,000 pixels (2,000 × 2,000), each side at most 16,384. */
export const IMAGE_LIMITS: ImageLimits = { maxPixels: 4_000_000 };

/** `pattern`'s caps: 1,000,000 pixels (1,000 × 1,000). */
export const PATTERN_LIMITS: ImageLimits = { maxPixels: 1_000_000 };

/** The largest image file either member may carry, in bytes (the body's cap is 16 MiB). */
export const MAX_FILE_BYTES = 8 * 1024 * 1024;

/** The two images, decoded. */
export interface ImagePair {
  image: RawImage;
  pattern: RawImage;
}

function unmatchable(message: string): ApiError {
  return new ApiError("unprocessable", `Unmatchable pattern: body /pattern ${message}`, {
    issues: [{ location: "body", name: "/pattern", message }],
  });
}

function fileBytes(text: string, pointer: string): Buffer {
  const bytes = base64Image(text, pointer);
  if (bytes.length > MAX_FILE_BYTES) {
    const message = `is a ${bytes.length}-byte file; the limit is ${MAX_FILE_BYTES} bytes`;
    throw new ApiError("payload_too_large", `Image too large: body ${pointer} ${message}`, {
      issues: [{ location: "body", name: pointer, message }],
    });
  }
  return bytes;
}

/** Whether every pixel of `raw` equals its first. */
export function isFlat(raw: RawImage): boolean {
  const { data, channels } = raw;
  for (let i = channels; i < data.length; i++) if (data[i] !== data[i % channels]) return false;
  return true;
}

/**
 * Both images as raw pixels, grey (`channels: 1`) or RGB, with every refusal naming its member:
 * `image`'s checks come first, then `pattern`'s.
 */
export async function readPair(
  body: { image: string; pattern: string },
  channels: 1 | 3,
): Promise<ImagePair> {
  const imageBytes = fileBytes(body.image, "/image");
  const patternBytes = fileBytes(body.pattern, "/pattern");
  const imageSize = await imageHeader(imageBytes, "/image", IMAGE_LIMITS);
  const patternSize = await imageHeader(patternBytes, "/pattern", PATTERN_LIMITS);
  if (patternSize.width > imageSize.width || patternSize.height > imageSize.height)
    throw unmatchable(
      `is ${patternSize.width}x${patternSize.height} pixels, larger than the ${imageSize.width}x${imageSize.height} image on a side`,
    );
  const image = await decodeImage(imageBytes, "/image", IMAGE_LIMITS, { channels });
  const pattern = await decodeImage(patternBytes, "/pattern", PATTERN_LIMITS, { channels });
  if (isFlat(pattern))
    throw unmatchable(
      "is one flat colour (zero variance): it matches everywhere equally and has no features",
    );
  return { image, pattern };
}
