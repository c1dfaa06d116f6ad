/**
 * Emits `generated/<service>/mcp.ts`: one MCP tool per handler operation, named by its
 * operation id, titled by its summary and described by its `@doc`. The input and output schemas
 * are self-contained JSON Schema (component `$ref`s inlined, since MCP clients do not resolve
 * them): parameters by declared name, the body under `body`; the output is the success body's.
 * Behaviour hints come from the HTTP method (`mcpHints.ts`).
 */
import { camelCase } from "../names.js";
import { componentName, type JsonSchema, type OpenApiDocument, type Operation } from "../openapi.js";
import { banner } from "./banner.js";
import {
  bodyKind,
  handlerOperations,
  isBinarySchema,
  primaryMediaType,
  type ServiceContext,
} from "./context.js";
import { toolHints, toolOutput } from "./mcpHints.js";

/** An operation whose request or a response body is bytes (a raw or multipart upload, a download). */
function carriesBytes(op: Operation): boolean {
  const contents = [op.requestBody?.content ?? {}, ...op.responses.map((r) => r.content)];
  return contents.some((content) => {
    const mediaType = primaryMediaType(content);
    if (!mediaType) return false;
    const kind = bodyKind(mediaType);
    return kind === "multipart" || (kind === "binary" && isBinarySchema(content[mediaType]!));
  });
}

/** Keywords whose value maps names to schemas: their keys are names, never extensions. */
const NAME_MAPS = new Set(["properties", "patternProperties", "$defs", "dependentSchemas"]);
/** Keywords whose value is data, not schema: copied as they are. */
const DATA = new Set(["enum", "const", "default", "examples", "example"]);

/**
 * Replaces component `$ref`s with their schemas and drops `x-` extension keywords.
 * `seen` holds the components being inlined on the current path, to refuse recursion.
 */
export function inlineRefs(doc: OpenApiDocument, schema: unknown, seen: string[] = []): unknown {
  if (Array.isArray(schema)) return schema.map((s) => inlineRefs(doc, s, seen));
  if (!schema || typeof schema !== "object") return schema;
  const node = schema as JsonSchema & Record<string, unknown>;
  if (typeof node.$ref === "string") {
    const name = componentName(node.$ref);
    const target = name ? doc.components?.schemas?.[name] : undefined;
    if (!name || !target) throw new Error(`unresolved $ref ${node.$ref}`);
    if (seen.includes(name)) {
      throw new Error(`recursive $ref ${[...seen, name].join(" → ")} cannot be inlined for an MCP tool`);
    }
    const { $ref: _ref, ...siblings } = node;
    return {
      ...(inlineRefs(doc, target, [...seen, name]) as object),
      ...(inlineRefs(doc, siblings, seen) as object),
    };
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith("x-")) continue;
    if (DATA.has(key)) out[key] = value;
    else if (NAME_MAPS.has(key) && value && typeof value === "object") {
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inlineRefs(doc, v, seen)]));
    } else out[key] = inlineRefs(doc, value, seen);
  }
  return out;
}

/** `get_uuid` → `Get uuid`: a title for an operation the contract gave no summary. */
function humanName(operationId: string): string {
  const words = operationId.replace(/[_-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function toolFor(doc: OpenApiDocument, op: Operation) {
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  const argumentLocations: Record<string, string> = {};
  for (const p of op.parameters) {
    properties[p.name] = inlineRefs(doc, {
      ...p.schema,
      ...(p.description ? { description: p.description } : {}),
    });
    argumentLocations[p.name] = p.in;
    if (p.required) required.push(p.name);
  }
  const mediaType = op.requestBody ? primaryMediaType(op.requestBody.content) : undefined;
  const body = mediaType ? op.requestBody?.content[mediaType] : undefined;
  if (body) {
    properties.body = inlineRefs(doc, body);
    argumentLocations.body = "body";
    if (op.requestBody?.required) required.push("body");
  }
  const price = op.extensions["x-price-usd"];
  const title = op.summary ?? humanName(op.operationId);
  // The summary is the title; the `@doc` text says what the call does (it repeats the title
  // only when the contract wrote nothing more).
  const description = [
    op.description ?? op.summary ?? title,
    typeof price === "number" ? `Price: USD ${price} per call.` : "",
  ]
    .filter(Boolean)
    .join("\n\n");
  const output = toolOutput(doc, op, inlineRefs);
  return {
    name: op.operationId,
    title,
    description,
    inputSchema: { type: "object", properties, ...(required.length ? { required } : {}) },
    ...(output ? { outputSchema: output.schema, ...(output.wrapped ? { wrapsOutput: true } : {}) } : {}),
    // `title` again inside the annotations: clients of MCP 2025-03-26 read it only there.
    annotations: { title, ...toolHints(op) },
    argumentLocations,
  };
}

/** Renders the whole `mcp.ts` file. */
export function emitMcp(ctx: ServiceContext): string {
  // A tool call answers once with JSON: a live event stream never finishes, and bytes (uploads,
  // downloads) do not travel as tool arguments or results, so neither is a tool.
  const tools = handlerOperations(ctx)
    .filter((op) => !op.responses.some((r) => primaryMediaType(r.content) === "text/event-stream"))
    .filter((op) => !carriesBytes(op))
    .map((op) => toolFor(ctx.doc, op));
  return [
    banner(ctx.folder),
    'import type { ToolDefinition } from "../../runtime/contract.js";\n',
    `/** MCP tools of spec/${ctx.name}: one per operation, run through the same pipeline as REST calls. */`,
    `export const ${camelCase(ctx.name)}Tools: ToolDefinition[] = ${JSON.stringify(tools, null, 2)};\n`,
  ].join("\n");
}
