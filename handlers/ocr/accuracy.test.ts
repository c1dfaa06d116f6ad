/**
 * Word accuracy on representative images of the grid (./testing/accuracy.ts runs the whole grid
 * for the bench): every font, clean, upright, turned and skewed, must reach 95 %; noisy images are
 * measured and printed, with a floor well below that only to catch a collapse.
 */
import { closeSharedImageWorkers, sharedImageWorkers } from "../../runtime/imageworker/index.js";
import { measureAccuracy } from "./testing/accuracy.js";
import type { TextImageSpec } from "./testing/textImages.js";

const clean = { kind: "none" } as const;

const CLEAN: TextImageSpec[] = [
  { font: "DejaVu Serif", sizePx: 20, rotation: 0, noise: clean, seed: 101 },
  { font: "DejaVu Sans", sizePx: 14, rotation: 0, noise: clean, seed: 102 },
  { font: "DejaVu Sans Mono", sizePx: 32, rotation: -2, noise: clean, seed: 103 },
  { font: "Liberation Serif", sizePx: 20, rotation: 180, noise: clean, seed: 104 },
  { font: "DejaVu Serif", sizePx: 20, rotation: 270, noise: clean, seed: 105 },
];

const NOISY: TextImageSpec[] = [
  { font: "DejaVu Sans", sizePx: 20, rotation: 0, noise: { kind: "gauss", sigma: 30 }, seed: 106 },
  {
    font: "Liberation Serif",
    sizePx: 20,
    rotation: 2,
    noise: { kind: "saltPepper", share: 0.01 },
    seed: 107,
  },
];

afterAll(closeSharedImageWorkers);

it("reads clean text at 95 % word accuracy or better, upright, turned and skewed", async () => {
  const rows = await measureAccuracy(CLEAN, sharedImageWorkers());
  console.log(rows.map((r) => `${r.name}: ${(r.accuracy * 100).toFixed(1)}% (${r.orientation})`).join("\n"));
  for (const row of rows)
    expect({ name: row.name, ok: row.accuracy >= 0.95 }).toEqual({ name: row.name, ok: true });
}, 120_000);

it("reports noisy text (Gaussian σ 30, 1 % salt and pepper)", async () => {
  const rows = await measureAccuracy(NOISY, sharedImageWorkers());
  console.log(rows.map((r) => `${r.name}: ${(r.accuracy * 100).toFixed(1)}%`).join("\n"));
  for (const row of rows) expect(row.accuracy).toBeGreaterThan(0.5);
}, 120_000);
