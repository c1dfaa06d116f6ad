/**
 * Emits `generated/<service>/mcp.ts`: one MCP tool per handler operation, named by its
 * operation id. The input schema is self-contained JSON Schema (component `$ref`s inlined,
 * since MCP clients do not resolve them): parameters by declared name, the body under `body`.
 */
import { camelCase } from "../names.js";
import { componentName, type JsonSchema, type OpenApiDocument, type Operation } from "../openapi.js";
import { banner } from "./banner.js";
import { handlerOperations, primaryMediaType, type ServiceContext } from "./context.js";

/** Replaces component `$ref`s with their schemas and drops `x-` keys. */
export function inlineRefs(doc: OpenApiDocument, schema: unknown, depth = 0): unknown {
  if (depth > 32) throw new Error("schema nests too deeply (recursive $ref?) for an MCP tool");
  if (Array.isArray(schema)) return schema.map((s) => inlineRefs(doc, s, depth + 1));
  if (!schema || typeof schema !== "object") return schema;
  const node = schema as JsonSchema & Record<string, unknown>;
  if (typeof node.$ref === "string") {
    const name = componentName(node.$ref);
    const target = name ? doc.components?.schemas?.[name] : undefined;
    if (!target) throw new Error(`unresolved $ref ${node.$ref}`);
    const { $ref: _ref, ...siblings } = node;
    return {
      ...(inlineRefs(doc, target, depth + 1) as object),
      ...(inlineRefs(doc, siblings, depth + 1) as object),
    };
  }
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => !key.startsWith("x-"))
      .map(([key, value]) => [key, inlineRefs(doc, value, depth + 1)]),
  );
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
  const description = [
    op.summary ?? op.description ?? op.operationId,
    typeof price === "number" ? `Price: USD ${price} per call.` : "",
  ]
    .filter(Boolean)
    .join(" ");
  return {
    name: op.operationId,
    description,
    inputSchema: { type: "object", properties, ...(required.length ? { required } : {}) },
    argumentLocations,
  };
}

/** Renders the whole `mcp.ts` file. */
export function emitMcp(ctx: ServiceContext): string {
  const tools = handlerOperations(ctx).map((op) => toolFor(ctx.doc, op));
  return [
    banner(ctx.name),
    'import type { ToolDefinition } from "../../runtime/contract.js";\n',
    `/** MCP tools of spec/${ctx.name}: one per operation, run through the same pipeline as REST calls. */`,
    `export const ${camelCase(ctx.name)}Tools: ToolDefinition[] = ${JSON.stringify(tools, null, 2)};\n`,
  ].join("\n");
}
