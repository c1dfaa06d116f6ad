/**
 * What every emitter of one service receives: the document, its operations and naming
 * decisions made once (component identifiers), so all generated files agree.
 */
import { componentIdentifiers } from "../names.js";
import { type JsonSchema, listOperations, type OpenApiDocument, type Operation } from "../openapi.js";

/** The inputs shared by every per-service emitter. */
export interface ServiceContext {
  /** Service name: folder under generated/ and mount path `/<name>` (e.g. `storefront-ext`). */
  name: string;
  /** Folder under spec/ and handlers/ it comes from (e.g. `storefront`). */
  folder: string;
  doc: OpenApiDocument;
  operations: Operation[];
  /** Component schema name → TypeScript identifier. */
  ids: Map<string, string>;
  /** Component names in dependency order (a component comes after those it references). */
  componentOrder: string[];
  /**
   * `handlers/<folder>/context.ts` exists: its `Context` type (the kernel's context plus what the
   * service's set-up adds) is the `ctx` of every handler; else the kernel's `HandlerContext`.
   */
  customContext: boolean;
}

function refsOf(schema: unknown, into: Set<string>): void {
  if (Array.isArray(schema)) {
    for (const item of schema) refsOf(item, into);
  } else if (schema && typeof schema === "object") {
    for (const [key, value] of Object.entries(schema)) {
      if (key === "$ref" && typeof value === "string" && value.startsWith("#/components/schemas/")) {
        into.add(value.slice("#/components/schemas/".length));
      } else {
        refsOf(value, into);
      }
    }
  }
}

/** Depth-first topological order; a cycle is broken where it is found (emitters use z.lazy). */
function dependencyOrder(schemas: Record<string, JsonSchema>): string[] {
  const order: string[] = [];
  const state = new Map<string, "visiting" | "done">();
  const visit = (name: string) => {
    if (state.has(name) || !schemas[name]) return;
    state.set(name, "visiting");
    const deps = new Set<string>();
    refsOf(schemas[name], deps);
    for (const dep of [...deps].sort()) visit(dep);
    state.set(name, "done");
    order.push(name);
  };
  for (const name of Object.keys(schemas).sort()) visit(name);
  return order;
}

/** Builds the shared context for one service's document. */
export function serviceContext(
  name: string,
  doc: OpenApiDocument,
  folder = name,
  options: { customContext?: boolean } = {},
): ServiceContext {
  const schemas = doc.components?.schemas ?? {};
  return {
    name,
    folder,
    doc,
    operations: listOperations(doc),
    ids: componentIdentifiers(Object.keys(schemas).sort()),
    componentOrder: dependencyOrder(schemas),
    customContext: options.customContext === true,
  };
}

/** Operations a service author implements (those without `x-runtime`). */
export function handlerOperations(ctx: ServiceContext): Operation[] {
  return ctx.operations.filter((op) => op.extensions["x-runtime"] === undefined);
}

/** The first JSON-like media type of a content map, preferring application/json. */
export function primaryMediaType(content: Record<string, unknown>): string | undefined {
  const types = Object.keys(content);
  return types.find((t) => t === "application/json") ?? types.find((t) => t.endsWith("json")) ?? types[0];
}

/**
 * The form (`multipart/form-data`) an operation takes beside its primary JSON body, if any: one
 * operation may take an image as base64 in JSON or as a file part (TypeSpec `@sharedRoute`s that
 * differ only in content type are emitted as one operation with both).
 */
export function secondaryFormMediaType(content: Record<string, unknown>): string | undefined {
  const primary = primaryMediaType(content);
  return primary !== "multipart/form-data" && "multipart/form-data" in content
    ? "multipart/form-data"
    : undefined;
}

/** How a body of a media type travels: parsed JSON, text, a multipart form, or raw bytes. */
export type BodyKind = "json" | "text" | "multipart" | "form" | "binary";

/** The {@link BodyKind} of a media type (`*\/*`, `image/png`, `application/octet-stream` are binary). */
export function bodyKind(mediaType: string): BodyKind {
  if (mediaType.includes("json")) return "json";
  if (mediaType.startsWith("text/")) return "text";
  if (mediaType === "multipart/form-data") return "multipart";
  if (mediaType === "application/x-www-form-urlencoded") return "form";
  return "binary";
}

/** A schema for bytes rather than a JSON value: `contentMediaType` (3.1) or `format: binary`. */
export function isBinarySchema(schema: JsonSchema): boolean {
  return (
    (schema.contentMediaType !== undefined && schema.contentEncoding === undefined) ||
    schema.format === "binary"
  );
}
