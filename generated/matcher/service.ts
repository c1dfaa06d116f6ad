// Generated from spec/matcher by codegen — run `npm run generate`. Do not edit.

import type { ServiceDefinition } from "../../runtime/contract.js";
import { matcherTools } from "./mcp.js";
import { matcherOperations } from "./operations.js";

/** matcher, from spec/matcher, as the runtime serves it. */
export const matcherService: ServiceDefinition = {
  name: "matcher",
  folder: "matcher",
  title: "Image pattern matcher",
  version: "1.0.0",
  description:
    "Finds a pattern image inside a larger image with OpenCV: by template matching (every position\nwhere the pattern appears as it is, scored), by keypoint matching (ORB or SIFT descriptors,\nbrute-force matched with Lowe's ratio test), or by a homography estimated from those matches\nwith RANSAC (where the pattern lies in the image under scale, rotation and perspective: its four\nprojected corners and bounding box).\n\nBoth images are sent as base64 of a PNG, JPEG or WebP file in a JSON body of at most 16 MiB:\n`image` up to 4,000,000 pixels, `pattern` up to 1,000,000, each side at most 16,384. Coordinates\nare pixels of the images as displayed (EXIF orientation applied), origin at the top-left corner,\nx to the right and y down; transparent pixels are flattened on white.\n\nTemplate matching costs USD 0.003 a call, feature matching and homographies USD 0.004, paid by\nx402 (USDC) or by prepaid credits on a bearer API key; every client IP gets 3 free calls per UTC\nday on each route.\n\n**What is charged.** Only a 200 is charged (or counted against the free allowance). Every refusal\nis free: an invalid body (400), an image that is not PNG, JPEG or WebP (415), one over its pixel\nlimit (413 `image_too_large`, read from the file's header before anything is decoded), a corrupt\nor truncated file (422), a pattern larger than the image or of one flat colour (422 naming\n`/pattern`), busy or crashed workers (503) and a timeout (504). Finding nothing is a 200 with\n`found: false`.\n\n**Order of checks on a paid route.** The body is validated first (400, free, no allowance used),\nthen the credential, the free allowance and the payment (402 with x402 terms), then the images\n(`image` first, then `pattern`), then the matching, which runs in long-lived OpenCV worker\nprocesses shared by the server's image tools.",
  defaultErrorShape: "envelope",
  securitySchemes: {
    ApiKeyBearer: {
      type: "http",
      scheme: "bearer",
    },
  },
  hostedTool: {
    tags: ["vision", "opencv", "matching", "image"],
  },
  documentUrl: new URL("./openapi.yaml", import.meta.url),
  llmsTxtUrl: new URL("./llms.txt", import.meta.url),
  operations: matcherOperations,
  tools: matcherTools,
};
