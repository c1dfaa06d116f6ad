/**
 * Test pictures for the matcher, made here with sharp (never downloaded): a textured pattern
 * (shapes, rendered text and seeded noise: corners and blobs for ORB and SIFT at every scale) and a
 * busier background of other shapes and text to paste it into. Deterministic for a given seed.
 */
import type { RawImage } from "../../../runtime/imageworker/index.js";
import { loadSharp } from "../../../runtime/imaging/sharp.js";

/** A small deterministic PRNG (mulberry32): floats in [0, 1). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PALETTE = ["#d62728", "#1f77b4", "#2ca02c", "#ff7f0e", "#9467bd", "#17becf", "#222222", "#e377c2"];

/** An SVG of `count` random rectangles, circles, triangles and strokes. */
function shapesSvg(
  width: number,
  height: number,
  count: number,
  scale: number,
  random: () => number,
): string {
  const pick = () => PALETTE[Math.floor(random() * PALETTE.length)]!;
  const shapes: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = random() * width;
    const y = random() * height;
    const size = 6 + random() * Math.min(width, height) * scale;
    const kind = i % 4;
    if (kind === 0)
      shapes.push(
        `<rect x="${x}" y="${y}" width="${size}" height="${size * (0.4 + random())}" fill="${pick()}" transform="rotate(${random() * 90} ${x} ${y})"/>`,
      );
    else if (kind === 1) shapes.push(`<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${pick()}"/>`);
    else if (kind === 2)
      shapes.push(
        `<polygon points="${x},${y} ${x + size},${y + size * random()} ${x + size * random()},${y + size}" fill="${pick()}"/>`,
      );
    else
      shapes.push(
        `<line x1="${x}" y1="${y}" x2="${x + size * 2 * (random() - 0.5)}" y2="${y + size * 2 * (random() - 0.5)}" stroke="${pick()}" stroke-width="${2 + random() * 4}"/>`,
      );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shapes.join("")}</svg>`;
}

/** Adds seeded uniform noise of ±`amplitude` to every byte. */
function addNoise(data: Buffer, amplitude: number, random: () => number): void {
  for (let i = 0; i < data.length; i++) {
    const v = data[i]! + Math.round((random() * 2 - 1) * amplitude);
    data[i] = Math.max(0, Math.min(255, v));
  }
}

async function picture(
  width: number,
  height: number,
  background: string,
  shapes: number,
  shapeScale: number,
  text: string,
  seed: number,
  noise: number,
): Promise<RawImage> {
  const sharp = await loadSharp();
  const random = prng(seed);
  const rendered = await sharp({
    text: {
      text: `<span foreground="#1d1d1d">${text}</span>`,
      font: "DejaVu Sans Bold",
      fontfile: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
      dpi: 110,
      rgba: true,
    },
  })
    .png()
    .toBuffer();
  // A label wider or taller than the picture is shrunk to fit it.
  const label = await sharp(rendered)
    .resize({ width, height, fit: "inside", withoutEnlargement: true })
    .png()
    .toBuffer();
  const meta = await sharp(label).metadata();
  const { data, info } = await sharp({ create: { width, height, channels: 3, background } })
    .composite([
      { input: Buffer.from(shapesSvg(width, height, shapes, shapeScale, random)), left: 0, top: 0 },
      {
        input: label,
        left: Math.max(0, Math.floor((width - (meta.width ?? 0)) * random())),
        top: Math.max(0, Math.floor((height - (meta.height ?? 0)) * random())),
      },
    ])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  addNoise(data, noise, random);
  return { data, width: info.width, height: info.height, channels: 3 };
}

/** The pattern: 300×220 (by default) of shapes, the text "Matcher 42" and light noise. */
export function texturedPattern(seed = 1, width = 300, height = 220): Promise<RawImage> {
  return picture(width, height, "#f4f1e8", 70, 0.12, "Matcher 42\nQx7 &amp; Zb", seed, 12);
}

/** A background of other shapes and text, `width` × `height` (1024×768 by default). */
export function texturedBackground(seed = 2, width = 1024, height = 768): Promise<RawImage> {
  return picture(width, height, "#c8d0d8", 90, 0.18, "background 1024 × 768", seed, 8);
}

/** A raw image as PNG bytes. */
export async function png(raw: RawImage): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } })
    .png({ compressionLevel: 3 })
    .toBuffer();
}
