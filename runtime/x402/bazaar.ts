/**
 * The x402 `bazaar` discovery extension of a paid operation's 402 (coinbase/x402
 * specs/extensions/bazaar.md): how to call the route — method, an example input — and a JSON
 * Schema (draft 2020-12) of that input, taken from the operation's MCP tool definition, which the
 * code generator wrote from the contract. Discovery services such as x402scan list a route only
 * when an unpaid probe gets a 402 that carries it.
 */
import { z } from "zod";
import type { OperationDefinition, ToolDefinition } from "../contract.js";

type Schema = Record<string, unknown>;

/** The methods whose input travels in the body, as the extension names them. */
const BODY_METHODS = new Set(["post", "put", "patch"]);

/**
 * A plausible value for `schema`: its default, first example or first enum member, else one built
 * from its type (required members only, minimal lengths met). The example is what a discovery UI
 * pre-fills; the schema beside it is the authority.
 */
export function exampleFor(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 8) return null;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
  for (const key of ["oneOf", "anyOf", "allOf"]) {
    const options = schema[key];
    if (Array.isArray(options) && options.length) return exampleFor(options[0] as Schema, depth + 1);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "object": {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = (schema.required ?? []) as string[];
      return Object.fromEntries(required.map((name) => [name, exampleFor(properties[name], depth + 1)]));
    }
    case "array": {
      const min = typeof schema.minItems === "number" ? schema.minItems : 0;
      return Array.from({ length: min }, () => exampleFor(schema.items as Schema, depth + 1));
    }
    case "integer":
    case "number":
      return typeof schema.minimum === "number" ? schema.minimum : 1;
    case "boolean":
      return false;
    case "string":
      if (schema.format === "uri" || schema.format === "url") return "https://example.com/";
      return "x".repeat(typeof schema.minLength === "number" ? Math.max(1, schema.minLength) : 1);
    default:
      return null;
  }
}

/** The media type a successful call answers (what a buyer pays for); JSON when none is declared. */
export function successMediaType(op: OperationDefinition): string {
  const ok = Object.entries(op.responses).find(([status]) => status.startsWith("2"))?.[1];
  return ok?.mediaType ?? "application/json";
}

/** The input of {@link inputFromValidators}, per operation: converted once, on the first 402. */
const converted = new WeakMap<
  OperationDefinition,
  Pick<ToolDefinition, "inputSchema" | "argumentLocations">
>();

/**
 * The input of an operation that is not an MCP tool (it answers bytes: a PDF, an image), in the
 * tool table's shape, from the generated validators of its body and query: the same rules, without
 * the contract's descriptions and examples (the MCP table's schemas carry those).
 */
export function inputFromValidators(
  op: OperationDefinition,
): Pick<ToolDefinition, "inputSchema" | "argumentLocations"> {
  const cached = converted.get(op);
  if (cached) return cached;
  const toJson = (schema: z.ZodType): Schema => {
    const { $schema: _, ...rest } = z.toJSONSchema(schema, { unrepresentable: "any", io: "input" }) as Schema;
    return rest;
  };
  const properties: Record<string, Schema> = {};
  const argumentLocations: ToolDefinition["argumentLocations"] = {};
  const required: string[] = [];
  if (op.schemas.query) {
    const query = toJson(op.schemas.query) as { properties?: Record<string, Schema>; required?: string[] };
    for (const [name, schema] of Object.entries(query.properties ?? {})) {
      properties[name] = schema;
      argumentLocations[name] = "query";
    }
    required.push(...(query.required ?? []));
  }
  if (op.schemas.body) {
    properties.body = toJson(op.schemas.body);
    argumentLocations.body = "body";
    if (op.requestBody?.required) required.push("body");
  }
  const input = { inputSchema: { type: "object" as const, properties, required }, argumentLocations };
  converted.set(op, input);
  return input;
}

/** The success answer's form, as the extension's `output.type` names it. */
function outputOf(op: OperationDefinition): { type: string; format?: string } {
  const mediaType = successMediaType(op);
  return /[/+]json$/.test(mediaType) ? { type: "json" } : { type: "binary", format: mediaType };
}

/**
 * `extensions.bazaar` for `op`, or undefined when its tool definition is unknown. Headers
 * (payment headers included) are left out of the input: they are how to pay, not what to send.
 */
export function bazaarExtension(
  op: OperationDefinition,
  tool: Pick<ToolDefinition, "inputSchema" | "argumentLocations"> | undefined,
): Schema | undefined {
  if (!tool) return undefined;
  const method = op.method.toUpperCase();
  const properties = tool.inputSchema.properties as Record<string, Schema>;
  const required = new Set(tool.inputSchema.required ?? []);
  const query = Object.keys(properties).filter((name) => tool.argumentLocations[name] === "query");
  const queryProperties = Object.fromEntries(query.map((name) => [name, properties[name]]));
  const queryRequired = query.filter((name) => required.has(name));
  const queryParams = Object.fromEntries(
    query.filter((name) => required.has(name)).map((name) => [name, exampleFor(properties[name])]),
  );
  const queryParamsSchema = {
    type: "object",
    properties: queryProperties,
    ...(queryRequired.length ? { required: queryRequired } : {}),
  };
  const inBody = BODY_METHODS.has(op.method);
  const bodySchema = properties.body;
  const input: Schema = inBody
    ? { type: "http", method, bodyType: "json", body: exampleFor(bodySchema) ?? {} }
    : { type: "http", method };
  if (Object.keys(queryParams).length) input.queryParams = queryParams;
  const inputSchema: Schema = inBody
    ? {
        type: "object",
        properties: {
          type: { type: "string", const: "http" },
          method: { type: "string", enum: [method] },
          bodyType: { type: "string", enum: ["json"] },
          body: bodySchema ?? { type: "object" },
          queryParams: queryParamsSchema,
          headers: { type: "object", additionalProperties: { type: "string" } },
        },
        required: ["type", "method", "bodyType", "body"],
        additionalProperties: false,
      }
    : {
        type: "object",
        properties: {
          type: { type: "string", const: "http" },
          method: { type: "string", enum: [method] },
          queryParams: queryParamsSchema,
          headers: { type: "object", additionalProperties: { type: "string" } },
        },
        required: ["type", "method"],
        additionalProperties: false,
      };
  return {
    info: { input, output: outputOf(op) },
    schema: {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      type: "object",
      properties: {
        input: inputSchema,
        output: {
          type: "object",
          properties: { type: { type: "string" }, format: { type: "string" } },
          required: ["type"],
        },
      },
      required: ["input"],
    },
  };
}
