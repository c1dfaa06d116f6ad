/**
 * Requests the annotator's tests and the bench send: the golden scene (a 320×240 gradient with four
 * fixed detections, chosen to hit supervision's pitfalls) and the 500-detection 4-megapixel call.
 * Every image is made here by sharp, never downloaded.
 */
import { encodeImage } from "../../../runtime/imaging/intake.js";
import { samplePicture } from "../../../runtime/testing/images.js";

/**
 * A `width` × `height` RGB gradient (red across, green down) with a pattern of 16-pixel blocks in
 * the blue channel (so blur and pixelation show), as raw pixels.
 */
export function gradient(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      // Steps of 8 levels rather than a smooth ramp: the golden PNGs compress to a fraction.
      data[i] = Math.round((x * 31) / (width - 1)) * 8;
      data[i + 1] = Math.round((y * 31) / (height - 1)) * 8;
      data[i + 2] = ((x >> 4) + (y >> 4)) % 3 === 0 ? 220 : 120;
    }
  return data;
}

/** The golden scene: a 320×240 patterned gradient, as base64 PNG. */
export async function goldenScene(): Promise<string> {
  const png = await encodeImage({ data: gradient(320, 240), width: 320, height: 240, channels: 3 }, "png");
  return png.toString("base64");
}

/**
 * Four detections: one touching the left and top edges (its label must stay inside the frame),
 * one with a polygon, one with neither class nor polygon nor confidence (the fallbacks and their
 * warnings), one with fractional coordinates.
 */
export const GOLDEN_DETECTIONS = [
  { xyxy: [0, 0, 90, 70], class_id: 1, confidence: 0.85, label: "edge" },
  {
    xyxy: [110, 40, 210, 150],
    class_id: 2,
    confidence: 0.4,
    label: "shape",
    polygon: [
      [120, 50],
      [200, 60],
      [190, 140],
      [130, 120],
    ],
  },
  { xyxy: [230, 130, 318, 236] },
  { xyxy: [30.5, 150.25, 120.75, 235.5], class_id: 1, confidence: 1, label: "car" },
];

/** The 16 annotator types, in the order the contract lists them. */
export const ANNOTATOR_TYPES = [
  "box",
  "round_box",
  "box_corner",
  "circle",
  "dot",
  "ellipse",
  "triangle",
  "label",
  "color",
  "mask",
  "polygon",
  "halo",
  "background_overlay",
  "blur",
  "pixelate",
  "percentage_bar",
] as const;

/** `count` 100×70 boxes spread over a `size` × `size` image, each with a class, confidence and label. */
export function spreadDetections(size: number, count = 500) {
  return Array.from({ length: count }, (_, i) => {
    const x = (i * 97) % (size - 120);
    const y = (i * 61) % (size - 90);
    return { xyxy: [x, y, x + 100, y + 70], class_id: i % 10, confidence: 0.5, label: `object ${i}` };
  });
}

/**
 * The bench's heavy call: 500 detections on a 2,000 × 2,000 (4-megapixel) picture with the chain
 * box + label + blur. The body is about 1–2 MiB of JSON (over the default 1 MiB JSON cap; the
 * route's `@uploadLimit` of 16 MiB admits it).
 */
export async function benchAnnotateRequest(size = 2000) {
  const image = (await samplePicture(size, size)).toString("base64");
  return {
    image,
    detections: spreadDetections(size),
    annotators: [{ type: "box" }, { type: "label" }, { type: "blur" }],
  };
}
