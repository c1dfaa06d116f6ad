/**
 * Images of known text for the OCR tests and bench, made here rather than downloaded: lines of
 * words from a fixed list, rendered by sharp's `text` input (Pango in the bundled libvips, with a
 * font file from the machine), black on white, then rotated and given noise from a seeded
 * generator, so every run and every machine makes the same set.
 */
import { loadSharp } from "../../../runtime/imaging/sharp.js";

/** Fonts the accuracy set uses (Debian's fonts-dejavu-core and fonts-liberation). */
export const FONTS = {
  "DejaVu Sans": "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
  "DejaVu Serif": "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf",
  "DejaVu Sans Mono": "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf",
  "Liberation Serif": "/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf",
} as const;

export type FontName = keyof typeof FONTS;

/** Noise laid on an image: none, Gaussian with σ in grey levels, or salt and pepper on a share of pixels. */
export type Noise =
  | { kind: "none" }
  | { kind: "gauss"; sigma: number }
  | { kind: "saltPepper"; share: number };

/** One image of the set. */
export interface TextImageSpec {
  font: FontName;
  /** Font size in pixels (the text is rendered at 72 dpi, so points are pixels). */
  sizePx: number;
  /** Clockwise degrees; 90, 180 and 270 are exact, others are skew (the corners filled white). */
  rotation: number;
  noise: Noise;
  /** Picks the words and the noise. */
  seed: number;
  /** Lines of text (default 12). */
  lines?: number;
  /** Words per line (default 7). */
  wordsPerLine?: number;
}

/** A rendered image and the text it shows. */
export interface TextImage {
  /** PNG, 8-bit grey. */
  png: Buffer;
  width: number;
  height: number;
  /** The words drawn, line by line, separated by spaces and line feeds. */
  text: string;
}

/**
 * Common English words with a few capitalised ones, numbers and punctuation: the kind of running
 * text OCR meets, without ligature-prone rarities that would measure the font instead.
 */
const WORDS = (
  "the of and to in is was for that with as on by at from his her they this which are were be " +
  "have had not but one all their there been has more when who will would can said each about " +
  "many then them these some time could other into water first after people over number long " +
  "little very through where much before right great old same between small house world still " +
  "river market garden winter morning letter window mountain station yellow orange purple silver " +
  "London Paris Monday October Seven Harbour Northern Railway Company Street Museum Library " +
  "2024 1987 42 315 7.5 12:30 (see) page, report. price: question? answer! north-east 100% " +
  "engine paper table light system public school family history member should because problem " +
  "against during without however program national include service account develop position"
).split(" ");

/** mulberry32: a small seeded generator (the same numbers for a seed on every machine). */
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

/** `lines` lines of `perLine` words drawn from the list by `seed`. */
export function sampleText(seed: number, lines = 12, perLine = 7): string {
  const rand = prng(seed ^ 0x9e3779b9);
  const out: string[] = [];
  for (let l = 0; l < lines; l++) {
    const words: string[] = [];
    for (let w = 0; w < perLine; w++) words.push(WORDS[Math.floor(rand() * WORDS.length)]!);
    out.push(words.join(" "));
  }
  return out.join("\n");
}

function escapeMarkup(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** Black `text` on white in `font` at `sizePx`, with a margin of one line height, as grey pixels. */
export async function renderText(
  text: string,
  font: FontName,
  sizePx: number,
): Promise<{ data: Buffer; width: number; height: number }> {
  const sharp = await loadSharp();
  // The text input is an alpha mask of the glyphs (ink = 255); greyscale keeps one channel of it.
  const { data: mask, info } = await sharp({
    text: { text: escapeMarkup(text), font: `${font} ${sizePx}`, fontfile: FONTS[font], dpi: 72 },
  })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const margin = Math.round(sizePx * 1.5);
  const width = info.width + 2 * margin;
  const height = info.height + 2 * margin;
  const data = Buffer.alloc(width * height, 255);
  const channels = info.channels;
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++)
      data[(y + margin) * width + x + margin] = 255 - mask[(y * info.width + x) * channels]!;
  return { data, width, height };
}

/** Gaussian noise (Box-Muller) or salt and pepper on grey pixels, in place. */
export function addNoise(data: Buffer, noise: Noise, seed: number): void {
  if (noise.kind === "none") return;
  const rand = prng(seed);
  if (noise.kind === "saltPepper") {
    for (let i = 0; i < data.length; i++) {
      if (rand() < noise.share) data[i] = rand() < 0.5 ? 0 : 255;
    }
    return;
  }
  for (let i = 0; i < data.length; i++) {
    const u = 1 - rand();
    const v = rand();
    const g = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    data[i] = Math.max(0, Math.min(255, Math.round(data[i]! + g * noise.sigma)));
  }
}

/** The image a spec describes (rendered, rotated, noised) and its text. */
export async function makeTextImage(spec: TextImageSpec): Promise<TextImage> {
  const sharp = await loadSharp();
  const text = sampleText(spec.seed, spec.lines ?? 12, spec.wordsPerLine ?? 7);
  const page = await renderText(text, spec.font, spec.sizePx);
  let pipeline = sharp(page.data, { raw: { width: page.width, height: page.height, channels: 1 } });
  if (spec.rotation % 360 !== 0) pipeline = pipeline.rotate(spec.rotation, { background: "#ffffff" });
  const { data, info } = await pipeline.greyscale().raw().toBuffer({ resolveWithObject: true });
  const grey = info.channels === 1 ? data : toGrey(data, info.channels);
  addNoise(grey, spec.noise, spec.seed + 1);
  const png = await sharp(grey, { raw: { width: info.width, height: info.height, channels: 1 } })
    .png()
    .toBuffer();
  return { png, width: info.width, height: info.height, text };
}

function toGrey(data: Buffer, channels: number): Buffer {
  const out = Buffer.alloc(data.length / channels);
  for (let i = 0; i < out.length; i++) out[i] = data[i * channels]!;
  return out;
}

/**
 * A page of `width` × `height` pixels filled with lines of text (DejaVu Serif, 20 px): the
 * throughput measure's 1-megapixel page at 1000 × 1000.
 */
export async function makePage(width: number, height: number, seed = 7): Promise<TextImage> {
  const sharp = await loadSharp();
  const sizePx = 20;
  const lines = Math.floor((height - 80) / (sizePx * 1.6));
  const wordsPerLine = Math.max(1, Math.floor((width - 80) / (sizePx * 5.2)));
  const text = sampleText(seed, lines, wordsPerLine);
  const rendered = await renderText(text, "DejaVu Serif", sizePx);
  const data = Buffer.alloc(width * height, 255);
  for (let y = 0; y < Math.min(height, rendered.height); y++)
    for (let x = 0; x < Math.min(width, rendered.width); x++)
      data[y * width + x] = rendered.data[y * rendered.width + x]!;
  const png = await sharp(data, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
  return { png, width, height, text };
}

/** The words of a text, split on whitespace. */
export function wordsOf(text: string): string[] {
  return text.split(/\s+/).filter((w) => w.length > 0);
}

/** Levenshtein distance between two word sequences (substitutions, insertions, deletions). */
export function wordEditDistance(reference: string[], hypothesis: string[]): number {
  let previous = Array.from({ length: hypothesis.length + 1 }, (_, j) => j);
  for (let i = 1; i <= reference.length; i++) {
    const current = [i];
    for (let j = 1; j <= hypothesis.length; j++) {
      const cost = reference[i - 1] === hypothesis[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    previous = current;
  }
  return previous[hypothesis.length]!;
}

/** Word accuracy: 1 − word edit distance / reference words, at least 0. */
export function wordAccuracy(reference: string, recognised: string): number {
  const ref = wordsOf(reference);
  const hyp = wordsOf(recognised);
  if (ref.length === 0) return hyp.length === 0 ? 1 : 0;
  return Math.max(0, 1 - wordEditDistance(ref, hyp) / ref.length);
}

/** A grid condition's name, such as `DejaVu Serif 20px rot 90 gauss15`. */
export function conditionName(spec: TextImageSpec): string {
  const noise =
    spec.noise.kind === "none"
      ? "clean"
      : spec.noise.kind === "gauss"
        ? `gauss${spec.noise.sigma}`
        : `sp${Math.round(spec.noise.share * 100)}%`;
  return `${spec.font} ${spec.sizePx}px rot ${spec.rotation} ${noise}`;
}

/** Sizes, rotations and noises of the full grid. */
export const GRID = {
  fonts: Object.keys(FONTS) as FontName[],
  sizes: [14, 20, 32],
  rotations: [0, 90, 180, 270, 2, -2],
  noises: [
    { kind: "none" },
    { kind: "gauss", sigma: 15 },
    { kind: "gauss", sigma: 30 },
    { kind: "saltPepper", share: 0.01 },
  ] as Noise[],
};

/** Every condition of the grid (fonts × sizes × rotations × noises), one image each. */
export function fullGrid(): TextImageSpec[] {
  const specs: TextImageSpec[] = [];
  let seed = 1;
  for (const font of GRID.fonts)
    for (const sizePx of GRID.sizes)
      for (const rotation of GRID.rotations)
        for (const noise of GRID.noises) specs.push({ font, sizePx, rotation, noise, seed: seed++ });
  return specs;
}
