/**
 * The members the schema admits but the server refuses: a box or polygon point outside the image
 * (the schema cannot know its size), `quality` with PNG. Each answers 400 naming the member.
 */
import type { AnnotateRequest } from "../../generated/annotator/types.js";
import { invalidMember } from "../../runtime/invalidMember.js";

/** Refuses `output.quality` without `output.format: jpeg`; needs no image. */
export function checkOutput(body: AnnotateRequest): void {
  const output = body.output;
  if (output?.quality !== undefined && (output.format ?? "png") !== "jpeg")
    throw invalidMember("/output/quality", "quality applies to jpeg only, not png");
}

/**
 * Refuses the first detection whose box is not 0 ≤ x1 < x2 ≤ width and 0 ≤ y1 < y2 ≤ height, or
 * whose polygon has a point outside the image.
 */
export function checkDetections(body: AnnotateRequest, width: number, height: number): void {
  body.detections.forEach((d, i) => {
    const [x1, y1, x2, y2] = d.xyxy as [number, number, number, number];
    const pointer = `/detections/${i}/xyxy`;
    if (![x1, y1, x2, y2].every(Number.isFinite)) throw invalidMember(pointer, "must be finite numbers");
    if (!(x1 < x2 && y1 < y2))
      throw invalidMember(pointer, `must have x1 < x2 and y1 < y2 (got [${x1}, ${y1}, ${x2}, ${y2}])`);
    if (x2 > width || y2 > height)
      throw invalidMember(
        pointer,
        `lies outside the ${width}x${height} image (0 ≤ x1 < x2 ≤ ${width}, 0 ≤ y1 < y2 ≤ ${height})`,
      );
    d.polygon?.forEach((point, k) => {
      const [x, y] = point as [number, number];
      if (!(x <= width && y <= height))
        throw invalidMember(
          `/detections/${i}/polygon/${k}`,
          `point [${x}, ${y}] lies outside the ${width}x${height} image`,
        );
    });
  });
}
