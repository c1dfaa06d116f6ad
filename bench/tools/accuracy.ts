/**
 * `npm run bench -- tools --part accuracy`: the image tools' accuracy on sets the tests build
 * (nothing downloaded). OCR: word accuracy over the full grid of rendered text (4 fonts × 3 sizes ×
 * rotations 0/90/180/270/±2° × clean, Gaussian σ15/σ30 and 1 % salt-and-pepper noise), by
 * condition, and images/s on a 1-megapixel page. Matcher: every case of the warp grid (5 scales ×
 * 5 rotations × 2 perspectives × ORB and SIFT) through `POST /v1/homography`, the projected-corner
 * error per detector.
 */

import { type GridRow, type Located, runWarpGrid } from "../../handlers/matcher/testing/grid.js";
import {
  type AccuracyRow,
  measureAccuracy,
  measureThroughput,
  summarise,
} from "../../handlers/ocr/testing/accuracy.js";
import { fullGrid, type TextImageSpec } from "../../handlers/ocr/testing/textImages.js";
import { sharedImageWorkers } from "../../runtime/imageworker/index.js";
import { post, serve } from "./images.js";

/** The accuracy figures. */
export interface AccuracyReport {
  ocr: { condition: string; images: number; mean: number; min: number }[];
  ocrPerSecondAt1Mp: number;
  matcher: GridRow[];
}

const noiseName = (s: TextImageSpec) =>
  s.noise.kind === "none"
    ? "clean"
    : s.noise.kind === "gauss"
      ? `gauss σ${s.noise.sigma}`
      : "salt-and-pepper 1 %";

/** Runs both grids. */
export async function runAccuracyBench(): Promise<AccuracyReport> {
  const images = sharedImageWorkers();
  process.stderr.write("OCR grid… ");
  const rows: AccuracyRow[] = await measureAccuracy(fullGrid(), images);
  const clean = rows.filter((r) => r.spec.noise.kind === "none");
  const ocr = [
    ...summarise(rows, noiseName),
    ...summarise(clean, (s) => `clean, rotation ${s.rotation}°`),
    ...summarise(clean, (s) => `clean, ${s.font}`),
    ...summarise(clean, (s) => `clean, ${s.sizePx} px`),
  ].map(([condition, mean, min]) => ({
    condition,
    mean,
    min,
    images: (condition.startsWith("clean,") ? clean : rows).length,
  }));
  const { perSecond } = await measureThroughput(images);
  process.stderr.write(`${rows.length} images\nmatcher grid… `);
  const matcher = await serve("matcher");
  try {
    const grid = await runWarpGrid((body) => post(matcher, "/v1/homography", body) as Promise<Located>);
    process.stderr.write("done\n");
    return { ocr, ocrPerSecondAt1Mp: perSecond, matcher: grid };
  } finally {
    await matcher.svc.close();
  }
}

/** The report as tables. */
export function formatAccuracy(report: AccuracyReport): string {
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  return [
    "OCR word accuracy | condition | mean | min |",
    ...report.ocr.map((r) => `| ${r.condition} | ${pct(r.mean)} | ${pct(r.min)} |`),
    `OCR on a 1000×1000 page: ${report.ocrPerSecondAt1Mp.toFixed(2)} images/s (one worker)`,
    "Matcher homography | detector | found | max corner error | median |",
    ...report.matcher.map(
      (r) =>
        `| ${r.detector} | ${r.found}/${r.cases} | ${r.maxErrorPx.toFixed(2)} px | ${r.medianErrorPx.toFixed(2)} px |` +
        (r.misses.length ? ` misses: ${r.misses.join(", ")}` : ""),
    ),
  ].join("\n");
}
