/** The result's `counts`: detections per class, by `class_id` ascending, null last. */
import type { ClassCount, Detection } from "../../generated/annotator/types.js";

/** How many detections each class has, with the label when the class's detections share one. */
export function countClasses(detections: Detection[]): ClassCount[] {
  const groups = new Map<number | null, { count: number; labels: Set<string | undefined> }>();
  for (const d of detections) {
    const key = d.class_id ?? null;
    const group = groups.get(key) ?? { count: 0, labels: new Set() };
    group.count++;
    group.labels.add(d.label);
    groups.set(key, group);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a - b))
    .map(([class_id, { count, labels }]) => {
      const [only] = labels;
      return labels.size === 1 && only !== undefined ? { class_id, label: only, count } : { class_id, count };
    });
}
