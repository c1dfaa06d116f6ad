/**
 * The rewrites between TypeSpec's output and the published documents:
 *
 * - TypeSpec writes a closed object (`...Record<never>`) as `additionalProperties` /
 *   `unevaluatedProperties` `{not: {}}`. Every JSON Schema validator reads that right, but
 *   client generators (openapi-generator) read it as an open map; `false` says the same thing
 *   to all of them.
 * - In OpenAPI 3.1 output TypeSpec writes a file part of a `multipart/form-data` body
 *   (`HttpPart<File>`, `HttpPart<bytes>`) as the empty schema `{}`, which fuzzers and client
 *   generators read as "any JSON value". It becomes `{type: string, format: binary,
 *   contentMediaType}`: the 3.1 way to say "bytes of this media type", with the 3.0 `format`
 *   that tools still look for.
 */
import { isMap, isScalar, parse, parseDocument, visit } from "yaml";

type Node = Record<string, unknown>;

const isObject = (v: unknown): v is Node => typeof v === "object" && v !== null && !Array.isArray(v);

/** Text or JSON parts are values, not files. */
function isValuePart(contentType: unknown): boolean {
  return typeof contentType === "string" && (contentType.startsWith("text/") || contentType.includes("json"));
}

/** Keywords that describe a schema without constraining it (and `x-` extensions): a part with only these is a file. */
const ANNOTATIONS = new Set(["description", "title", "examples", "deprecated"]);

type FilePart = { path: string[]; mediaType: string; annotations: Node };

/** Paths (in the document) of the unconstrained (file) parts of every multipart request body. */
function multipartFileParts(root: Node): FilePart[] {
  const found: FilePart[] = [];
  for (const [route, item] of Object.entries(isObject(root.paths) ? root.paths : {})) {
    for (const [method, op] of Object.entries(isObject(item) ? item : {})) {
      const content = isObject(op) && isObject(op.requestBody) ? op.requestBody.content : undefined;
      const form = isObject(content) ? content["multipart/form-data"] : undefined;
      if (!isObject(form) || !isObject(form.schema)) continue;
      const ref = form.schema.$ref;
      const schemaPath =
        typeof ref === "string" && ref.startsWith("#/components/schemas/")
          ? ["components", "schemas", ref.slice("#/components/schemas/".length)]
          : ["paths", route, method, "requestBody", "content", "multipart/form-data", "schema"];
      const schema = schemaPath.reduce<unknown>((n, k) => (isObject(n) ? n[k] : undefined), root);
      const encoding = isObject(form.encoding) ? form.encoding : {};
      for (const [name, part] of Object.entries(
        isObject(schema) && isObject(schema.properties) ? schema.properties : {},
      )) {
        const declared = isObject(encoding[name]) ? encoding[name].contentType : undefined;
        if (
          isObject(part) &&
          Object.keys(part).every((k) => ANNOTATIONS.has(k) || k.startsWith("x-")) &&
          !isValuePart(declared)
        )
          found.push({
            path: [...schemaPath, "properties", name],
            mediaType: typeof declared === "string" ? declared : "application/octet-stream",
            annotations: part,
          });
      }
    }
  }
  return found;
}

/** Applies both rewrites; everything else is kept as TypeSpec wrote it. */
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
  const root = parse(yamlText) as unknown;
  if (isObject(root)) {
    for (const { path, mediaType, annotations } of multipartFileParts(root)) {
      doc.setIn(
        path,
        doc.createNode({ type: "string", format: "binary", contentMediaType: mediaType, ...annotations }),
      );
    }
  }
  return doc.toString({ lineWidth: 0 });
}
