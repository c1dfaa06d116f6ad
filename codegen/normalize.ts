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
 * - A multipart form that admits parts it does not declare gets `propertyNames` (3.1 only; 3.0
 *   has no such keyword): a part's name travels in its `Content-Disposition` header, which may
 *   hold no control character but HTAB (RFC 7578 §4.2 defers to MIME header syntax; RFC 9110
 *   §5.5 field values), and the server's multipart parser refuses one that does with 400. Any
 *   other character is fine, non-ASCII included (sent as UTF-8, RFC 7578 §5.1).
 * - Every error response gets its `code` enum from the error catalogue (./errorCodes.ts).
 */
import { isMap, isScalar, parse, parseDocument, visit } from "yaml";
import { errorCodeRewrites } from "./errorCodes.js";

type Node = Record<string, unknown>;

const isObject = (v: unknown): v is Node => typeof v === "object" && v !== null && !Array.isArray(v);

/** Text or JSON parts are values, not files. */
function isValuePart(contentType: unknown): boolean {
  return typeof contentType === "string" && (contentType.startsWith("text/") || contentType.includes("json"));
}

/** Keywords that describe a schema without constraining it (and `x-` extensions): a part with only these is a file. */
const ANNOTATIONS = new Set(["description", "title", "examples", "deprecated"]);

/**
 * What a multipart part's name may hold: anything but a control character other than HTAB
 * (U+0000–U+0008, U+000A–U+001F, U+007F), the characters a header field value cannot carry.
 */
export const PART_NAME_PATTERN = "^[^\\u0000-\\u0008\\u000A-\\u001F\\u007F]*$";

type FilePart = { path: string[]; mediaType: string; annotations: Node };

/** A multipart request body's schema: where it sits in the document, and its `encoding`. */
type Form = { schemaPath: string[]; schema: Node; encoding: Node };

/** The schema of every `multipart/form-data` request body (a component's once, however often used). */
function multipartForms(root: Node): Form[] {
  const found = new Map<string, Form>();
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
      if (isObject(schema)) found.set(schemaPath.join("\0"), { schemaPath, schema, encoding });
    }
  }
  return [...found.values()];
}

/** Paths (in the document) of the unconstrained (file) parts of every multipart request body. */
function multipartFileParts(forms: Form[]): FilePart[] {
  const found: FilePart[] = [];
  for (const { schemaPath, schema, encoding } of forms) {
    for (const [name, part] of Object.entries(isObject(schema.properties) ? schema.properties : {})) {
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
  return found;
}

/** Whether a form admits parts it does not declare (TypeSpec closes one with `{not: {}}`). */
function admitsOtherParts(schema: Node): boolean {
  const closed = (v: unknown) =>
    v === false || (isObject(v) && isObject(v.not) && !Object.keys(v.not).length);
  return !closed(schema.additionalProperties) && !closed(schema.unevaluatedProperties);
}

/** Applies the rewrites; everything else is kept as TypeSpec wrote it. */
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
    const forms = multipartForms(root);
    for (const { path, mediaType, annotations } of multipartFileParts(forms)) {
      doc.setIn(
        path,
        doc.createNode({ type: "string", format: "binary", contentMediaType: mediaType, ...annotations }),
      );
    }
    const is31 = typeof root.openapi === "string" && root.openapi.startsWith("3.1");
    for (const { schemaPath, schema } of forms) {
      if (is31 && admitsOtherParts(schema) && schema.propertyNames === undefined)
        doc.setIn([...schemaPath, "propertyNames"], doc.createNode({ pattern: PART_NAME_PATTERN }));
    }
    for (const { path, value } of errorCodeRewrites(root)) doc.setIn(path, doc.createNode(value));
  }
  return doc.toString({ lineWidth: 0 });
}
