/**
 * Small pictures for the matcher's route tests: a textured background with a pattern pasted at
 * known places, a flat pattern, and helpers to send raw pixels as base64 PNG.
 */
import type { RawImage } from "../../../runtime/imageworker/index.js";
import { png, texturedBackground, texturedPattern } from "./textures.js";

/** A copy of `base` with `patch` pasted at (`x`, `y`) (both RGB). */
export function paste(base: RawImage, patch: RawImage, x: number, y: number): RawImage {
  const data = Buffer.from(base.data);
  for (let row = 0; row < patch.height; row++) {
    const from = row * patch.width * 3;
    patch.data.copy(data, ((y + row) * base.width + x) * 3, from, from + patch.width * 3);
  }
  return { ...base, data };
}

/** Raw pixels as the base64 of a PNG. */
export async function b64(raw: RawImage): Promise<string> {
  return (await png(raw)).toString("base64");
}

/** A one-colour RGB picture. */
export function flat(width: number, height: number, value = 128): RawImage {
  return { data: Buffer.alloc(width * height * 3, value), width, height, channels: 3 };
}

/** A 320×240 background and a 48×40 pattern, with the pattern pasted at each of `places`. */
export async function sceneWith(places: { x: number; y: number }[]) {
  const background = await texturedBackground(11, 320, 240);
  const pattern = await texturedPattern(12, 48, 40);
  const image = places.reduce((img, p) => paste(img, pattern, p.x, p.y), background);
  return { image: await b64(image), pattern: await b64(pattern), raw: { image, pattern } };
}
