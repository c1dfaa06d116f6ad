/**
 * OCR accuracy and throughput, measured through {@link recognize} on the image worker pool: the
 * full grid of rendered text (fonts × sizes × rotations × noise, ./textImages.ts), and images per
 * second on a 1000 × 1000 page. Exported for the bench; `tsx handlers/ocr/testing/accuracy.ts`
 * runs both and prints the tables.
 */
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import type { ImageWorkers } from "../../../runtime/imageworker/index.js";
import { closeSharedImageWorkers, sharedImageWorkers } from "../../../runtime/imageworker/index.js";
import { type OcrOptions, recognize } from "../recognize.js";
import {
  conditionName,
  fullGrid,
  makePage,
  makeTextImage,
  type TextImageSpec,
  wordAccuracy,
  wordsOf,
} from "./textImages.js";

/** One image's outcome. */
export interface AccuracyRow {
  spec: TextImageSpec;
  name: string;
  accuracy: number;
  words: number;
  ms: number;
  /** OSD's answer: degrees, confidence, whether the image was turned. */
  orientation: string;
}

/** Recognises each spec's image and scores it against the text drawn. */
export async function measureAccuracy(
  specs: TextImageSpec[],
  images: ImageWorkers,
  options: OcrOptions = {},
  onRow?: (row: AccuracyRow) => void,
): Promise<AccuracyRow[]> {
  const rows: AccuracyRow[] = [];
  for (const spec of specs) {
    const image = await makeTextImage(spec);
    const started = performance.now();
    const result = await recognize(image.png, options, { images });
    const ms = performance.now() - started;
    const o = result.orientation;
    const row: AccuracyRow = {
      spec,
      name: conditionName(spec),
      accuracy: wordAccuracy(image.text, result.text ?? ""),
      words: wordsOf(image.text).length,
      ms,
      orientation: o ? `${o.degrees}° ${o.confidence.toFixed(1)}${o.applied ? " turned" : ""}` : "none",
    };
    rows.push(row);
    onRow?.(row);
  }
  return rows;
}

/** Images per second on a `width` × `height` page, `runs` calls one after another (after one warm-up). */
export async function measureThroughput(
  images: ImageWorkers,
  options: OcrOptions = {},
  { width = 1000, height = 1000, runs = 10 } = {},
): Promise<{ perSecond: number; meanMs: number; accuracy: number }> {
  const page = await makePage(width, height);
  const warm = await recognize(page.png, options, { images });
  const started = performance.now();
  for (let i = 0; i < runs; i++) await recognize(page.png, options, { images });
  const ms = (performance.now() - started) / runs;
  return { perSecond: 1000 / ms, meanMs: ms, accuracy: wordAccuracy(page.text, warm.text ?? "") };
}

/** Mean accuracy per value of one grid dimension. */
export function summarise(
  rows: AccuracyRow[],
  key: (spec: TextImageSpec) => string,
): [string, number, number][] {
  const groups = new Map<string, number[]>();
  for (const row of rows) {
    const k = key(row.spec);
    groups.set(k, [...(groups.get(k) ?? []), row.accuracy]);
  }
  return [...groups].map(([k, v]) => [k, v.reduce((a, b) => a + b, 0) / v.length, Math.min(...v)]);
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const noiseName = (s: TextImageSpec) =>
  s.noise.kind === "none" ? "clean" : s.noise.kind === "gauss" ? `gauss σ${s.noise.sigma}` : "salt&pepper 1%";

async function main(): Promise<void> {
  const images = sharedImageWorkers();
  try {
    const specs = fullGrid();
    const rows = await measureAccuracy(specs, images, {}, (r) =>
      process.stderr.write(
        `${r.name.padEnd(40)} ${pct(r.accuracy).padStart(6)} ${r.ms.toFixed(0).padStart(5)} ms  ${r.orientation}\n`,
      ),
    );
    const print = (title: string, key: (s: TextImageSpec) => string, filter = (_: AccuracyRow) => true) => {
      console.log(`\n${title}\n| condition | mean | min |\n|---|---|---|`);
      for (const [k, mean, min] of summarise(rows.filter(filter), key))
        console.log(`| ${k} | ${pct(mean)} | ${pct(min)} |`);
    };
    const clean = (r: AccuracyRow) => r.spec.noise.kind === "none";
    print("Clean text, by rotation", (s) => `rot ${s.rotation}`, clean);
    print("Clean text, by font", (s) => s.font, clean);
    print("Clean text, by size", (s) => `${s.sizePx}px`, clean);
    print("All, by noise", noiseName);
    print("All, by rotation", (s) => `rot ${s.rotation}`);
    print("All, by size", (s) => `${s.sizePx}px`);
    print("Rotation × noise", (s) => `rot ${s.rotation} ${noiseName(s)}`);
    const upright = rows.filter((r) => clean(r) && r.spec.rotation === 0);
    console.log(
      `\nClean upright: ${pct(upright.reduce((a, r) => a + r.accuracy, 0) / upright.length)} over ${upright.length} images`,
    );
    console.log(
      `Images: ${rows.length}; mean ${(rows.reduce((a, r) => a + r.ms, 0) / rows.length).toFixed(0)} ms each`,
    );
    for (const [label, options] of [
      ["defaults (OSD on)", {}],
      ["detectOrientation false", { detectOrientation: false }],
    ] as [string, OcrOptions][]) {
      const t = await measureThroughput(images, options);
      console.log(
        `1000×1000 page, ${label}: ${t.perSecond.toFixed(2)} images/s (${t.meanMs.toFixed(0)} ms each, one call at a time), accuracy ${pct(t.accuracy)}`,
      );
    }
  } finally {
    await closeSharedImageWorkers();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
