/**
 * The matcher's accuracy grid for the bench: every case of {@link warpGrid} sent to
 * `POST /v1/homography` through `locate`, and per detector the largest and median projected-corner
 * error and the cases not found or off by more than `bound` pixels.
 */
import { cornerError, makeScene, type Pt, type WarpCase, warpGrid } from "./warp.js";

/** What the grid needs of a homography answer. */
export interface Located {
  found: boolean;
  corners: Pt[] | null;
}

/** One detector's figures. */
export interface GridRow {
  detector: WarpCase["detector"];
  cases: number;
  found: number;
  maxErrorPx: number;
  medianErrorPx: number;
  /** `0.5x -45° mild (2.31 px)`, or `… not found`. */
  misses: string[];
}

/** Runs the grid; `locate` posts one body (image, pattern, detector) and answers the result. */
export async function runWarpGrid(
  locate: (body: { image: string; pattern: string; detector: WarpCase["detector"] }) => Promise<Located>,
  bound = 2,
): Promise<GridRow[]> {
  const rows = new Map<WarpCase["detector"], { errors: number[]; misses: string[]; cases: number }>();
  for (const c of warpGrid()) {
    const scene = await makeScene(c);
    const row = rows.get(c.detector) ?? { errors: [], misses: [], cases: 0 };
    rows.set(c.detector, row);
    row.cases++;
    const name = `${c.scale}x ${c.rotation}° ${c.perspective}`;
    const found = await locate({
      image: scene.image.toString("base64"),
      pattern: scene.pattern.toString("base64"),
      detector: c.detector,
    });
    if (!found.found || !found.corners) {
      row.misses.push(`${name} not found`);
      continue;
    }
    const error = cornerError(found.corners, scene.corners);
    row.errors.push(error);
    if (error > bound) row.misses.push(`${name} (${error.toFixed(2)} px)`);
  }
  return [...rows].map(([detector, { errors, misses, cases }]) => {
    const sorted = [...errors].sort((a, b) => a - b);
    return {
      detector,
      cases,
      found: errors.length,
      maxErrorPx: sorted.at(-1) ?? Number.NaN,
      medianErrorPx: sorted[Math.floor(sorted.length / 2)] ?? Number.NaN,
      misses,
    };
  });
}
