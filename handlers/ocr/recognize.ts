/**
 * The core of `POST /v1/ocr`, whatever carried the image (base64 in JSON today; a multipart file
 * part calls the same function with the part's bytes): the intake checks the bytes (415 format,
 * 413 pixel limits from the header before decoding, 422 corrupt), a worker runs Tesseract, and the
 * answer's words, TSV and ALTO are built here from Tesseract's TSV rows.
 */
import { fileURLToPath } from "node:url";
import type { OcrRequest, OcrResult } from "../../generated/ocr/types.js";
import { decodeImage, type ImageLimits } from "../../runtime/imaging/intake.js";
import { loadSharp } from "../../runtime/imaging/sharp.js";
import { altoFromTsv } from "./alto.js";
import type { OcrExtras } from "./context.js";
import { hocrDocument } from "./hocr.js";
import { parseTsv, tsvDocument, wordsOf } from "./tsv.js";

/** The worker module run by the shared image worker pool. */
const WORKER_MODULE = fileURLToPath(new URL("./worker_ocr.py", import.meta.url));

/** The contract's pixel limits: 25 megapixels, each side at most 16,384. */
export const OCR_LIMITS: ImageLimits = { maxPixels: 25_000_000, maxSide: 16_384 };

/** Everything a request says besides the image, defaults applied by {@link recognize}. */
export type OcrOptions = Omit<OcrRequest, "image">;

/** What the worker answers. */
interface WorkerResult {
  width: number;
  height: number;
  orientation: OcrResult["orientation"];
  meanConfidence: number;
  tsv: string;
  /** Tesseract's version, such as `5.3.0`. */
  tesseract: string;
  text?: string;
  hocr?: string;
}

/** The image's own resolution (DPI) from its header when it is one Tesseract can use (70–1200). */
async function ownDpi(bytes: Buffer): Promise<number | undefined> {
  const sharp = await loadSharp();
  const { density } = await sharp(bytes, { limitInputPixels: false }).metadata();
  return density && density >= 70 && density <= 1200 ? Math.round(density) : undefined;
}

/** Repeats removed, order kept. */
function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

/**
 * Recognises the text in `imageBytes` (the file's bytes: PNG, JPEG or WebP) with `options`;
 * refusals name `pointer` (`/image`). Throws the contract's ApiErrors: 413 `image_too_large`,
 * 415 `unsupported_media_type`, 422 `unprocessable`, and the pool's 503/504.
 */
export async function recognize(
  imageBytes: Buffer,
  options: OcrOptions,
  ctx: OcrExtras,
  pointer = "/image",
): Promise<OcrResult> {
  const image = await decodeImage(imageBytes, pointer, OCR_LIMITS, { channels: 1 });
  const languages = unique<OcrResult["languages"][number]>(options.languages ?? ["eng"]);
  const formats = unique<"txt" | "tsv" | "hocr" | "alto">(options.formats ?? ["txt"]);
  const psm = options.psm ?? 3;
  const dpi = options.dpi ?? (await ownDpi(imageBytes));
  const { result } = await ctx.images.call<WorkerResult>({
    module: WORKER_MODULE,
    op: "recognize",
    params: {
      languages,
      psm,
      dpi: dpi ?? null,
      formats,
      detectOrientation: options.detectOrientation ?? true,
      autoRotate: options.autoRotate ?? true,
      rotateMinConfidence: options.rotateMinConfidence ?? 15,
    },
    images: [{ data: image.data, width: image.width, height: image.height, channels: image.channels }],
  });
  const rows = parseTsv(result.tsv);
  const answer: OcrResult = {
    success: true,
    width: result.width,
    height: result.height,
    languages,
    psm,
    orientation: result.orientation,
    meanConfidence: Math.min(100, Math.max(0, Math.round(result.meanConfidence))),
    words: wordsOf(rows),
  };
  if (formats.includes("txt")) answer.text = result.text ?? "";
  if (formats.includes("tsv")) answer.tsv = tsvDocument(result.tsv);
  if (formats.includes("hocr")) answer.hocr = hocrDocument(result.hocr ?? "", result.tesseract);
  if (formats.includes("alto"))
    answer.alto = altoFromTsv(rows, {
      width: result.width,
      height: result.height,
      tesseractVersion: result.tesseract,
    });
  return answer;
}
