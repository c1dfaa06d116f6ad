// Generated from spec/ocr by codegen — run `npm run generate`. Do not edit.

import type { ServiceDefinition } from "../../runtime/contract.js";
import { ocrTools } from "./mcp.js";
import { ocrOperations } from "./operations.js";

/** ocr, from spec/ocr, as the runtime serves it. */
export const ocrService: ServiceDefinition = {
  name: "ocr",
  folder: "ocr",
  title: "OCR",
  version: "1.0.0",
  description:
    "Optical character recognition with Tesseract 5 (the LSTM engine, Debian's language packs): an\nimage in (PNG, JPEG or WebP), its text and word boxes out as plain text, Tesseract's TSV, hOCR\nand ALTO XML, with orientation detection and auto-rotation.\n\nEach call costs USD 0.005, paid by x402 (USDC) or by prepaid credits on a bearer API key; every\nclient IP gets 3 free calls per UTC day on the route.\n\n**What is charged.** Only a 200 is charged (or counted against the free allowance). Every refusal\n— an invalid body or base64 that does not decode (400), a body over its byte cap or an image over\nthe pixel limits (413, read from the image's header before any decoding), a format other than\nPNG, JPEG or WebP (415), a corrupt or truncated image (422), busy or crashed workers (503), a\ntimeout (504) — is free.\n\n**Order of checks.** The body is validated first (400, free, no allowance used), then the\ncredential, the free allowance and the payment (402 with x402 terms), then the image: its format\n(415), its size from the header (413), its pixels (422); then the recognition.",
  defaultErrorShape: "envelope",
  securitySchemes: {
    ApiKeyBearer: {
      type: "http",
      scheme: "bearer",
    },
  },
  hostedTool: {
    tags: ["ocr", "tesseract", "text", "image"],
  },
  documentUrl: new URL("./openapi.yaml", import.meta.url),
  llmsTxtUrl: new URL("./llms.txt", import.meta.url),
  operations: ocrOperations,
  tools: ocrTools,
};
