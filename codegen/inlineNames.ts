/**
 * Client generators give an inline object schema a made-up name from where it sits: a property
 * `backoff` of the component `Job` becomes the class `JobBackoff` (openapi-python-client; its
 * arrays' items `<Name>Item`). When that name is also a component's, the generator meets two
 * models of one name and drops one, with everything that uses it (openapi-python-client dropped
 * `Job` and 9 operations' responses over `Job.backoff` and the `JobBackoff` component).
 * `npm run generate` refuses such a document: name the inline object in the spec.
 */
import type { JsonSchema, OpenApiDocument } from "./openapi.js";

/** openapi-python-client's class name of a schema path: words capitalised, joined. */
function className(parts: string[]): string {
  return parts
    .flatMap((part) => part.replace(/([a-z0-9])([A-Z])/g, "$1 $2").split(/[^A-Za-z0-9]+/))
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1).toLowerCase())
    .join("");
}

function isInlineObject(schema: JsonSchema | undefined): schema is JsonSchema {
  return !!schema && typeof schema === "object" && !("$ref" in schema) && !!schema.properties;
}

/**
 * Every inline object of the document's component schemas whose generated class name equals a
 * component's, as `Job.backoff → JobBackoff (the component JobBackoff)`.
 */
export function inlineModelNameClashes(doc: OpenApiDocument): string[] {
  const schemas = doc.components?.schemas ?? {};
  const components = new Map(Object.keys(schemas).map((name) => [className([name]), name]));
  const clashes: string[] = [];
  const visit = (schema: JsonSchema, where: string, parts: string[]) => {
    for (const [prop, child] of Object.entries(schema.properties ?? {})) {
      const candidates: [JsonSchema | undefined, string, string[]][] = [
        [child, `${where}.${prop}`, [...parts, prop]],
        [child?.items as JsonSchema | undefined, `${where}.${prop}[]`, [...parts, prop, "Item"]],
      ];
      for (const [inline, path, name] of candidates) {
        if (!isInlineObject(inline)) continue;
        const taken = components.get(className(name));
        if (taken) clashes.push(`${path} → ${className(name)} (the component ${taken})`);
        visit(inline, path, name);
      }
    }
  };
  for (const [name, schema] of Object.entries(schemas)) visit(schema, name, [name]);
  return clashes;
}
