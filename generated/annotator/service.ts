// Generated from spec/annotator by codegen — run `npm run generate`. Do not edit.

import type { ServiceDefinition } from "../../runtime/contract.js";
import { annotatorTools } from "./mcp.js";
import { annotatorOperations } from "./operations.js";

/** annotator, from spec/annotator, as the runtime serves it. */
export const annotatorService: ServiceDefinition = {
  name: "annotator",
  folder: "annotator",
  title: "Detection annotator",
  version: "1.0.0",
  description:
    "Draws object detections on an image: boxes, rounded boxes, corners, circles, dots, ellipses,\ntriangles, labels, colour fills, masks, polygons, halos, a background overlay, blur, pixelation\nand confidence bars, chained in the order asked for. The annotators, their parameter names and\ntheir defaults are those of Roboflow's `supervision` (snake_case, as in Python), drawn here with\nOpenCV; the image comes back as PNG or JPEG with a count of detections per class.\n\nWhere supervision's users trip, this service does what they meant: a label is always moved to\nstay inside the frame, and a mask, halo or polygon asked of a detection that has no `polygon`\ndraws its box instead and says so in `warnings` (supervision silently returns the image\nunchanged).\n\nEach call costs USD 0.003, paid by x402 (USDC) or by prepaid credits on a bearer API key; every\nclient IP gets 3 free calls per UTC day.\n\n**What is charged.** Only a 200 is charged (or counted against the free allowance). Every\nrefusal — an invalid body or a box outside the image (400), a body over 16 MiB or an image over\n4 megapixels (413), an image that is not PNG, JPEG or WebP (415), a corrupt or truncated image\n(422), busy or crashed workers (503), a timeout (504) — is free.\n\n**Order of checks.** The body is validated against this contract first (400, free, no allowance\nused), then the credential, the free allowance and the payment (402 with x402 terms); then the\nimage: its format from its first bytes (415), its size from its header before a single pixel is\ndecoded (413 `image_too_large`: a decompression bomb costs nothing), its decoding (422); then\neach detection against the image's size (400 naming e.g. `/detections/3/xyxy`); then the drawing.",
  defaultErrorShape: "envelope",
  securitySchemes: {
    ApiKeyBearer: {
      type: "http",
      scheme: "bearer",
    },
  },
  hostedTool: {
    tags: ["annotation", "vision", "supervision", "image"],
  },
  documentUrl: new URL("./openapi.yaml", import.meta.url),
  llmsTxtUrl: new URL("./llms.txt", import.meta.url),
  operations: annotatorOperations,
  tools: annotatorTools,
};
