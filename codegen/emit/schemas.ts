/**
 * Emits `generated/<service>/schemas.ts`: one zod schema per component schema, and per
 * operation the request schemas (path, query, headers, body) and one response schema per
 * declared status. Reads `components.schemas`, operation `parameters` (with `x-digit-range`),
 * `requestBody` and `responses`.
 */
import { camelCase, jsDoc, propertyKey } from "../names.js";
import { componentName, type JsonSchema, type Operation, type Parameter } from "../openapi.js";
import { banner } from "./banner.js";
import {
  bodyKind,
  isBinarySchema,
  primaryMediaType,
  type ServiceContext,
  secondaryFormMediaType,
} from "./context.js";
import { UPLOAD_SCHEMA, zodSchema } from "./zodSchema.js";

/** Export name of an operation's schema bundle. */
export function operationSchemasName(op: Operation): string {
  return `${camelCase(op.operationId)}Schemas`;
}

function paramSchema(param: Parameter, refSource: (c: string) => string, resolve: Resolver): string {
  // Every parameter arrives as text (or a list of texts), so scalars are coerced.
  const range = param.extensions["x-digit-range"] as { minimum: number; maximum: number } | undefined;
  // With a digit range the published pattern encodes the range; checking digits and range
  // separately gives the caller a message in words instead of a regular expression.
  const schema = range ? { ...param.schema, pattern: "^[0-9]+$" } : param.schema;
  let inner = zodSchema(schema, { refSource, origin: "string", resolve });
  const resolved = param.schema.$ref ? resolve(componentName(param.schema.$ref) ?? "") : param.schema;
  if (resolved?.type === "array" && !param.explode) inner = `z.preprocess(coerce.commaSeparated, ${inner})`;
  if (range) {
    inner += `.refine(coerce.digitRange(${range.minimum}, ${range.maximum}), { message: "must be a whole number from ${range.minimum} to ${range.maximum}" })`;
  }
  if (param.schema.default !== undefined) return `${inner}.default(${JSON.stringify(param.schema.default)})`;
  return param.required ? inner : `${inner}.optional()`;
}

type Resolver = (component: string) => JsonSchema | undefined;

function paramsObject(
  params: Parameter[],
  refSource: (c: string) => string,
  resolve: Resolver,
): string | undefined {
  if (!params.length) return undefined;
  const fields = params.map((p) => `${propertyKey(p.name)}: ${paramSchema(p, refSource, resolve)}`);
  return `z.object({ ${fields.join(", ")} })`;
}

function operationBundle(op: Operation, refSource: (c: string) => string, resolve: Resolver): string {
  const parts: string[] = [];
  for (const location of ["path", "query", "header", "cookie"] as const) {
    const source = paramsObject(
      op.parameters.filter((p) => p.in === location),
      refSource,
      resolve,
    );
    if (source)
      parts.push(
        `  ${location === "header" ? "headers" : location === "cookie" ? "cookies" : location}: ${source},`,
      );
  }
  if (op.requestBody) {
    const mediaType = primaryMediaType(op.requestBody.content);
    const schema = mediaType ? op.requestBody.content[mediaType] : undefined;
    if (schema) parts.push(`  body: ${requestBodySchema(mediaType!, schema, refSource, resolve)},`);
    const form = secondaryFormMediaType(op.requestBody.content);
    if (form)
      parts.push(`  form: ${requestBodySchema(form, op.requestBody.content[form]!, refSource, resolve)},`);
  }
  const responses = op.responses.map((r) => {
    const mediaType = primaryMediaType(r.content);
    const schema = mediaType ? r.content[mediaType] : undefined;
    return `    ${JSON.stringify(r.status)}: ${schema ? responseBodySchema(mediaType!, schema, refSource) : "z.undefined()"},`;
  });
  parts.push(`  responses: {\n${responses.join("\n")}\n  },`);
  return `${jsDoc(`Request and response schemas of \`${op.operationId}\` (${op.method.toUpperCase()} ${op.path}).`)}export const ${operationSchemasName(op)} = {\n${parts.join("\n")}\n};\n`;
}

/**
 * A request body by how it travels: JSON as parsed; text as a string; raw bytes as the runtime's
 * Upload; a form's parts arrive as text (numbers and booleans coerced, `$ref`s inlined so they
 * coerce too) with file parts as Uploads.
 */
function requestBodySchema(
  mediaType: string,
  schema: JsonSchema,
  refSource: (c: string) => string,
  resolve: Resolver,
): string {
  switch (bodyKind(mediaType)) {
    case "json":
      return zodSchema(schema, { refSource, origin: "json" });
    case "text":
      return schema.type === "string" ? "z.string()" : zodSchema(schema, { refSource, origin: "json" });
    case "binary":
      return UPLOAD_SCHEMA; // streamed to the handler whatever the schema says of its bytes
    default: {
      const inline = schema.$ref ? (resolve(componentName(schema.$ref) ?? "") ?? schema) : schema;
      return zodSchema(inline, { refSource, origin: "string", resolve });
    }
  }
}

/** A response body: binary content is a Buffer, string or Readable the runtime pipes out. */
function responseBodySchema(mediaType: string, schema: JsonSchema, refSource: (c: string) => string): string {
  const kind = bodyKind(mediaType);
  if (kind === "binary" && isBinarySchema(schema))
    return 'z.custom(isBinaryContent, { message: "must be a Buffer, string or Readable" })';
  if (kind === "text" && schema.type === "string") return "z.string()";
  return zodSchema(schema, { refSource, origin: "json" });
}

/** Renders the whole `schemas.ts` file. */
export function emitSchemas(ctx: ServiceContext): string {
  const emitted = new Set<string>();
  const refSource = (component: string) => {
    const id = ctx.ids.get(component);
    if (!id) throw new Error(`unknown component ${component}`);
    // A reference back into a cycle must be lazy: the const is not initialised yet.
    return emitted.has(component) ? id : `z.lazy((): z.ZodType => ${id})`;
  };
  const schemas = ctx.doc.components?.schemas ?? {};
  const components = ctx.componentOrder.map((name) => {
    const schema = schemas[name]!;
    const source = zodSchema(schema, { refSource, origin: "json" });
    emitted.add(name);
    return `${jsDoc(schema.description)}export const ${ctx.ids.get(name)} = ${source};\n`;
  });
  const resolve: Resolver = (component) => schemas[component];
  const operations = ctx.operations.map((op) => operationBundle(op, refSource, resolve));
  const usesCoerce = [...components, ...operations].some((s) => s.includes("coerce."));
  const binary = ["isBinaryContent", "isUpload"].filter((f) =>
    [...components, ...operations].some((s) => s.includes(`${f},`)),
  );
  return [
    banner(ctx.folder),
    'import { z } from "zod";',
    ...(binary.length ? [`import { ${binary.join(", ")} } from "../../runtime/binary.js";`] : []),
    usesCoerce ? 'import { coerce } from "../../runtime/validation/coerce.js";\n' : "",
    ...components,
    ...operations,
  ].join("\n");
}
