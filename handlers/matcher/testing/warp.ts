/**
 * Synthetic warps for the matcher's accuracy tests and bench, deliberately independent of OpenCV:
 * a homography H from four corner correspondences (an 8×8 linear solve), and an inverse mapping
 * that fills each image pixel inside the projected pattern with the pattern sampled bilinearly at
 * H⁻¹(pixel), supersampled where the pattern shrinks. Pixel centres sit on integer coordinates,
 * as in OpenCV, so the pattern's corners (0,0), (w,0), (w,h), (0,h) project to the truth.
 */
import type { RawImage } from "../../../runtime/imageworker/index.js";
import { png, prng, texturedBackground, texturedPattern } from "./textures.js";

/** A point in pixels. */
export interface Pt {
  x: number;
  y: number;
}

/** A 3×3 matrix, row-major. */
export type Mat3 = number[];

/** The homography mapping `from[i]` to `to[i]` (four points each, no three collinear). */
export function homographyFrom(from: Pt[], to: Pt[]): Mat3 {
  const rows: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const { x, y } = from[i]!;
    const { x: u, y: v } = to[i]!;
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  // Gaussian elimination with partial pivoting on the augmented 8×9 system.
  for (let c = 0; c < 8; c++) {
    let pivot = c;
    for (let r = c + 1; r < 8; r++) if (Math.abs(rows[r]![c]!) > Math.abs(rows[pivot]![c]!)) pivot = r;
    [rows[c], rows[pivot]] = [rows[pivot]!, rows[c]!];
    for (let r = 0; r < 8; r++) {
      if (r === c) continue;
      const f = rows[r]![c]! / rows[c]![c]!;
      for (let k = c; k < 9; k++) rows[r]![k]! -= f * rows[c]![k]!;
    }
  }
  return [...rows.map((row, i) => row[8]! / row[i]!), 1];
}

/** `h` applied to `p`. */
export function project(h: Mat3, p: Pt): Pt {
  const w = h[6]! * p.x + h[7]! * p.y + h[8]!;
  return { x: (h[0]! * p.x + h[1]! * p.y + h[2]!) / w, y: (h[3]! * p.x + h[4]! * p.y + h[5]!) / w };
}

/** The inverse of `h` (its adjugate: the scale does not matter for a homography). */
export function invert(h: Mat3): Mat3 {
  const [a, b, c, d, e, f, g, i, j] = h as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return [
    e * j - f * i,
    c * i - b * j,
    b * f - c * e,
    f * g - d * j,
    a * j - c * g,
    c * d - a * f,
    d * i - e * g,
    b * g - a * i,
    a * e - b * d,
  ];
}

/** `pattern` pasted into a copy of `background` under `h` (pattern → background pixels). */
export function warpInto(background: RawImage, pattern: RawImage, h: Mat3, samples: number): RawImage {
  const out = Buffer.from(background.data);
  const { width: W, height: H } = background;
  const { width: pw, height: ph, data: src } = pattern;
  const inv = invert(h);
  const quad = [
    { x: 0, y: 0 },
    { x: pw, y: 0 },
    { x: pw, y: ph },
    { x: 0, y: ph },
  ].map((p) => project(h, p));
  const x0 = Math.max(0, Math.floor(Math.min(...quad.map((p) => p.x))) - 1);
  const x1 = Math.min(W - 1, Math.ceil(Math.max(...quad.map((p) => p.x))) + 1);
  const y0 = Math.max(0, Math.floor(Math.min(...quad.map((p) => p.y))) - 1);
  const y1 = Math.min(H - 1, Math.ceil(Math.max(...quad.map((p) => p.y))) + 1);
  const acc = [0, 0, 0];
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++) {
      acc[0] = acc[1] = acc[2] = 0;
      let inside = 0;
      for (let sy = 0; sy < samples; sy++)
        for (let sx = 0; sx < samples; sx++) {
          const p = project(inv, { x: x + (sx + 0.5) / samples - 0.5, y: y + (sy + 0.5) / samples - 0.5 });
          // The pattern covers [-0.5, w - 0.5] × [-0.5, h - 0.5]; its border pixels extend to the edge.
          if (p.x < -0.5 || p.y < -0.5 || p.x > pw - 0.5 || p.y > ph - 0.5) continue;
          const qx = Math.min(pw - 1, Math.max(0, p.x));
          const qy = Math.min(ph - 1, Math.max(0, p.y));
          const ix = Math.min(pw - 2, Math.floor(qx));
          const iy = Math.min(ph - 2, Math.floor(qy));
          const fx = qx - ix;
          const fy = qy - iy;
          for (let ch = 0; ch < 3; ch++) {
            const at = (xx: number, yy: number) => src[(yy * pw + xx) * 3 + ch]!;
            const top = at(ix, iy) * (1 - fx) + at(ix + 1, iy) * fx;
            const bottom = at(ix, iy + 1) * (1 - fx) + at(ix + 1, iy + 1) * fx;
            acc[ch]! += top * (1 - fy) + bottom * fy;
          }
          inside++;
        }
      if (inside === 0) continue;
      const n = samples * samples;
      const i = (y * W + x) * 3;
      for (let ch = 0; ch < 3; ch++)
        out[i + ch] = Math.round(acc[ch]! / n + (background.data[i + ch]! * (n - inside)) / n);
    }
  return { data: out, width: W, height: H, channels: 3 };
}

/** One synthetic warp: scale, rotation in degrees, and whether the corners are jittered. */
export interface WarpCase {
  scale: number;
  rotation: number;
  perspective: "none" | "mild";
  detector: "orb" | "sift";
}

/** The bench's grid: 5 scales × 5 rotations × 2 perspectives × 2 detectors = 100 cases. */
export function warpGrid(): WarpCase[] {
  const cases: WarpCase[] = [];
  for (const detector of ["orb", "sift"] as const)
    for (const scale of [0.5, 0.75, 1, 1.5, 2])
      for (const rotation of [-45, -20, 0, 20, 45])
        for (const perspective of ["none", "mild"] as const)
          cases.push({ scale, rotation, perspective, detector });
  return cases;
}

const made = new Map<number, Promise<[RawImage, RawImage]>>();

/** The pattern and background of `seed`, made once per process (the warp copies the background). */
function textures(seed: number): Promise<[RawImage, RawImage]> {
  let pair = made.get(seed);
  if (!pair) {
    pair = Promise.all([texturedPattern(seed), texturedBackground(seed + 1)]);
    made.set(seed, pair);
  }
  return pair;
}

/** A scene: the image and pattern as PNG, the true homography and the true projected corners. */
export interface Scene {
  image: Buffer;
  pattern: Buffer;
  homography: Mat3;
  corners: Pt[];
}

/**
 * The textured pattern (300×220) pasted into the 1024×768 background, centred near the middle,
 * scaled and rotated about its centre; `mild` perspective moves each corner by up to 4 % of the
 * scaled side in a seeded direction.
 */
export async function makeScene(c: Omit<WarpCase, "detector">, seed = 7): Promise<Scene> {
  const [pattern, background] = await textures(seed);
  const random = prng(seed * 1000 + Math.round(c.scale * 100) + c.rotation);
  const { width: pw, height: ph } = pattern;
  const cx = background.width / 2 + (random() - 0.5) * 40;
  const cy = background.height / 2 + (random() - 0.5) * 40;
  const t = (c.rotation * Math.PI) / 180;
  const src = [
    { x: 0, y: 0 },
    { x: pw, y: 0 },
    { x: pw, y: ph },
    { x: 0, y: ph },
  ];
  const corners = src.map(({ x, y }) => {
    const dx = (x - pw / 2) * c.scale;
    const dy = (y - ph / 2) * c.scale;
    const jitter = c.perspective === "mild" ? 0.04 * c.scale * Math.min(pw, ph) : 0;
    const angle = random() * 2 * Math.PI;
    return {
      x: cx + dx * Math.cos(t) - dy * Math.sin(t) + jitter * Math.cos(angle),
      y: cy + dx * Math.sin(t) + dy * Math.cos(t) + jitter * Math.sin(angle),
    };
  });
  const h = homographyFrom(src, corners);
  const samples = Math.min(4, Math.max(1, Math.ceil(2 / c.scale)));
  const image = warpInto(background, pattern, h, samples);
  return { image: await png(image), pattern: await png(pattern), homography: h, corners };
}

/** The largest distance between corresponding corners. */
export function cornerError(found: Pt[], truth: Pt[]): number {
  return Math.max(...truth.map((p, i) => Math.hypot(p.x - found[i]!.x, p.y - found[i]!.y)));
}
