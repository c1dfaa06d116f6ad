/**
 * OCR's paid route. Pricing, the free allowance, credits and x402 are enforced from the contract
 * by the runtime before a handler runs, and only a 200 is charged; the handler turns the base64
 * member into bytes and hands them to {@link recognize}.
 */
import type { OcrOcrHandlers } from "../../generated/ocr/types.js";
import { base64Image } from "../../runtime/imaging/intake.js";
import { recognize } from "./recognize.js";

/** Every operation tagged "OCR". */
export const ocrRouteHandlers: OcrOcrHandlers = {
  async ocr_image({ body }, ctx) {
    const { image, ...options } = body;
    const bytes = base64Image(image, "/image");
    return { status: 200, body: await recognize(bytes, options, ctx) };
  },
};
