/**
 * The one rewrite between TypeSpec's output and the published documents: TypeSpec writes a
 * closed object (`...Record<never>`) as `additionalProperties` / `unevaluatedProperties`
 * `{not: {}}`. Every JSON Schema validator reads that right, but client generators
 * (openapi-generator) read it as an open map; `false` says the same thing to all of them.
 */
import { isMap, isScalar, parseDocument, visit } from "yaml";

/** Replaces `{not: {}}` under `additionalProperties`/`unevaluatedProperties` with `false`. */
export function normalizeDocument(yamlText: string): string {
  const doc = parseDocument(yamlText);
  visit(doc, {
    Pair(_key, pair) {
      const key = isScalar(pair.key) ? pair.key.value : undefined;
      if (key !== "additionalProperties" && key !== "unevaluatedProperties") return;
      const value = pair.value;
      if (!isMap(value) || value.items.length !== 1) return;
      const only = value.items[0]!;
      const inner = only.value;
      if (isScalar(only.key) && only.key.value === "not" && isMap(inner) && inner.items.length === 0) {
        pair.value = doc.createNode(false);
      }
    },
  });
  return doc.toString({ lineWidth: 0 });
}
