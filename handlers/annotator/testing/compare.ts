/**
 * Golden images: an answer's pixels against a stored PNG, with room for OpenCV's small
 * differences between builds (mean |Δ| ≤ 1 over all channels, and at most 0.5 % of pixels with a
 * channel off by more than 8). `UPDATE_GOLDEN=1` rewrites the stored file instead.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { loadSharp } from "../../../runtime/imaging/sharp.js";

/** How far an image is from its golden one. */
export interface GoldenDiff {
  meanAbs: number;
  /** Fraction of pixels with a channel off by more than 8. */
  farFraction: number;
  sizeMatches: boolean;
}

async function rawRgb(png: Buffer) {
  const sharp = await loadSharp();
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The difference between two encoded images. */
export async function diffImages(actual: Buffer, expected: Buffer): Promise<GoldenDiff> {
  const a = await rawRgb(actual);
  const e = await rawRgb(expected);
  if (a.width !== e.width || a.height !== e.height)
    return { meanAbs: 255, farFraction: 1, sizeMatches: false };
  let total = 0;
  let far = 0;
  for (let p = 0; p < a.data.length; p += 3) {
    let pixelFar = false;
    for (let c = 0; c < 3; c++) {
      const d = Math.abs(a.data[p + c]! - e.data[p + c]!);
      total += d;
      if (d > 8) pixelFar = true;
    }
    if (pixelFar) far++;
  }
  return { meanAbs: total / a.data.length, farFraction: far / (a.width * a.height), sizeMatches: true };
}

/** Whether `diff` is within the golden tolerance. */
export function withinTolerance(diff: GoldenDiff): boolean {
  return diff.sizeMatches && diff.meanAbs <= 1 && diff.farFraction <= 0.005;
}

/**
 * `actual` compared with the golden PNG at `path`; with `UPDATE_GOLDEN=1` (or no file yet when
 * updating) the file is rewritten and the diff is zero.
 */
export async function compareGolden(actual: Buffer, path: string): Promise<GoldenDiff> {
  if (process.env.UPDATE_GOLDEN === "1") {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, actual);
    return { meanAbs: 0, farFraction: 0, sizeMatches: true };
  }
  if (!existsSync(path)) throw new Error(`no golden image at ${path}: run with UPDATE_GOLDEN=1 to write it`);
  return diffImages(actual, readFileSync(path));
}
