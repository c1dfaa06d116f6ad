/**
 * `POST /v1/annotate`: the image in (base64 → format → size from the header → pixels), every box
 * and polygon checked against its size, the chain of annotators drawn by the shared image workers
 * (./worker_annotator.py), and the result encoded as PNG or JPEG.
 */
import { fileURLToPath } from "node:url";
import type { AnnotateWarning, AnnotatorAnnotateHandlers } from "../../generated/annotator/types.js";
import { base64Image, decodeImage, encodeImage } from "../../runtime/imaging/intake.js";
import { checkDetections, checkOutput } from "./checks.js";
import { countClasses } from "./counts.js";

/** The Python module that draws (an absolute path, as the worker pool takes it). */
export const WORKER_MODULE = fileURLToPath(new URL("./worker_annotator.py", import.meta.url));

/** The image's cap: 4 megapixels (2,000 × 2,000), checked from its header before decoding. */
export const MAX_PIXELS = 4_000_000;

/** JPEG quality when none is asked for. */
const DEFAULT_QUALITY = 90;

export const annotateHandlers: AnnotatorAnnotateHandlers = {
  async annotate_image({ body }, ctx) {
    checkOutput(body);
    const bytes = base64Image(body.image, "/image");
    const image = await decodeImage(bytes, "/image", { maxPixels: MAX_PIXELS }, { channels: 3 });
    checkDetections(body, image.width, image.height);
    const { result, images } = await ctx.images.call<{ warnings: AnnotateWarning[] }>({
      module: WORKER_MODULE,
      op: "annotate",
      params: { detections: body.detections, annotators: body.annotators, palette: body.palette },
      images: [{ data: image.data, width: image.width, height: image.height, channels: image.channels }],
    });
    const drawn = images[0]!;
    const format = body.output?.format ?? "png";
    const encoded = await encodeImage(drawn, format, body.output?.quality ?? DEFAULT_QUALITY);
    return {
      status: 200,
      body: {
        success: true,
        image: encoded.toString("base64"),
        format,
        width: drawn.width,
        height: drawn.height,
        bytes: encoded.length,
        counts: countClasses(body.detections),
        warnings: result.warnings,
      },
    };
  },
};
