/**
 * What an MCP client learns about a tool beyond its input: the behaviour hints
 * (`ToolAnnotations`, MCP 2025-06-18 and later) derived from the operation's HTTP method, and the
 * `outputSchema` derived from its success responses. Reads the OpenAPI Operation object
 * (`responses`, `x-mcp-hints`) and components (through {@link inlineRefs}).
 */
import type { JsonSchema, OpenApiDocument, Operation } from "../openapi.js";
import { bodyKind, primaryMediaType } from "./context.js";

/** The four MCP behaviour hints. */
export interface ToolHints {
  readOnlyHint: boolean;
  destructiveHint: boolean;
  idempotentHint: boolean;
  openWorldHint: boolean;
}

/**
 * Hints by HTTP method (RFC 9110 §9.2): GET and HEAD are safe, so read-only; PUT and DELETE are
 * idempotent; DELETE removes, and PUT and PATCH overwrite what is stored (MCP calls any update that
 * is not purely additive destructive); POST creates or acts, so additive unless the operation says
 * otherwise. Every tool acts on this service's own records unless the operation says it reaches
 * other systems, so `openWorldHint` is false by default (MCP's own default is true, hence explicit).
 */
const BY_METHOD: Record<Operation["method"], ToolHints> = {
  get: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  head: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  options: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  put: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
  delete: { readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
  patch: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: false },
  post: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
};

const HINT_NAMES = Object.keys(BY_METHOD.get) as (keyof ToolHints)[];

/**
 * The operation's hints: its method's, overridden by the `x-mcp-hints` extension — an object of
 * boolean hints the contract writes where the method says too little (a POST that deletes, an
 * operation that calls out to the web: `@extension("x-mcp-hints", #{ openWorldHint: true })`).
 * Throws on an unknown or non-boolean member, so a typo cannot silently fall back to a default.
 */
export function toolHints(op: Operation): ToolHints {
  const hints = { ...BY_METHOD[op.method] };
  const declared = op.extensions["x-mcp-hints"];
  if (declared === undefined) return hints;
  if (!declared || typeof declared !== "object" || Array.isArray(declared)) {
    throw new Error(`${op.operationId}: x-mcp-hints must be an object of boolean hints`);
  }
  for (const [name, value] of Object.entries(declared)) {
    if (!HINT_NAMES.includes(name as keyof ToolHints) || typeof value !== "boolean") {
      throw new Error(
        `${op.operationId}: x-mcp-hints.${name} is not a boolean MCP hint (${HINT_NAMES.join(", ")})`,
      );
    }
    hints[name as keyof ToolHints] = value;
  }
  return hints;
}

/** A tool's structured result: its JSON Schema, and whether the body sits under `result`. */
export interface ToolOutput {
  /** An object schema, as MCP requires of `outputSchema`. */
  schema: { type: "object"; [keyword: string]: unknown };
  /** The success body is not an object: `structuredContent` is `{ result: body }`. */
  wrapped: boolean;
}

/** A schema that can only accept JSON objects (after inlining). */
function isObjectSchema(schema: JsonSchema): boolean {
  return schema.type === "object";
}

/**
 * The output of an operation whose every success (2xx) response has a JSON body; undefined when
 * one has none or another kind (a 204, text), since a tool with an `outputSchema` MUST return
 * `structuredContent` on every success. Several success schemas become an `anyOf`. A body that is
 * not always an object (an array, a string, a union with null) is wrapped under `result`: MCP's
 * `outputSchema` and `structuredContent` are objects.
 */
export function toolOutput(
  doc: OpenApiDocument,
  op: Operation,
  inline: (doc: OpenApiDocument, schema: unknown) => unknown,
): ToolOutput | undefined {
  const successes = op.responses.filter((r) => /^2/.test(r.status));
  if (successes.length === 0) return undefined;
  const schemas: JsonSchema[] = [];
  for (const response of successes) {
    const mediaType = primaryMediaType(response.content);
    const schema = mediaType ? response.content[mediaType] : undefined;
    if (!mediaType || !schema || bodyKind(mediaType) !== "json") return undefined;
    const inlined = inline(doc, schema) as JsonSchema;
    if (!schemas.some((s) => JSON.stringify(s) === JSON.stringify(inlined))) schemas.push(inlined);
  }
  if (schemas.every(isObjectSchema)) {
    return {
      schema: (schemas.length === 1
        ? schemas[0]
        : { type: "object", anyOf: schemas }) as ToolOutput["schema"],
      wrapped: false,
    };
  }
  const result = schemas.length === 1 ? schemas[0] : { anyOf: schemas };
  return { schema: { type: "object", properties: { result }, required: ["result"] }, wrapped: true };
}
