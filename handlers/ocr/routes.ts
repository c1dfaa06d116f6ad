/**
 * OCR's paid route. Pricing, the free allowance, credits and x402 are enforced from the contract
 * by the runtime before a handler runs, and only a 200 is charged; the handler takes the image's
 * bytes from the base64 member (JSON) or the file part (a form) and hands them to {@link recognize}.
 */
import { readFile } from "node:fs/promises";
import type { OcrOcrHandlers } from "../../generated/ocr/types.js";
import type { Upload } from "../../runtime/binary.js";
import { base64Image } from "../../runtime/imaging/intake.js";
import { invalidMember } from "../../runtime/invalidMember.js";
import { recognize } from "./recognize.js";

/** Most languages one call reads together (the JSON schema's `maxItems`; a form checks it here). */
const MAX_LANGUAGES = 3;

/** A spooled file part's bytes (the runtime capped them at the operation's upload limit). */
async function fileBytes(upload: Upload): Promise<Buffer> {
  if (upload.path) return readFile(upload.path);
  const chunks: Buffer[] = [];
  for await (const chunk of upload.stream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Every operation tagged "OCR". */
export const ocrRouteHandlers: OcrOcrHandlers = {
  async ocr_image({ body, form }, ctx) {
    if (form) {
      const { image, ...options } = form;
      if (new Set(options.languages ?? []).size > MAX_LANGUAGES)
        throw invalidMember("/languages", `at most ${MAX_LANGUAGES} different languages`);
      return { status: 200, body: await recognize(await fileBytes(image), options, ctx) };
    }
    const { image, ...options } = body!;
    return { status: 200, body: await recognize(base64Image(image, "/image"), options, ctx) };
  },
};
