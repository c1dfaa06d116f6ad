import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { z } from "zod";
import type { OperationDefinition, ToolDefinition } from "../contract.js";
import { bazaarExtension, exampleFor, inputFromValidators } from "./bazaar.js";

// ajv-formats is CommonJS: its default export arrives wrapped under ESM.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;
const ajv = new Ajv2020({ strict: false });
addFormats(ajv);

/** Facilitators MUST validate `info` against `schema` before cataloguing (bazaar.md). */
function expectValid(extension: Record<string, unknown>): void {
  const validate = ajv.compile(extension.schema as object);
  expect(validate(extension.info) ? [] : validate.errors).toEqual([]);
}

const postOp = {
  operationId: "crawl",
  method: "post",
  responses: { "200": { mediaType: "application/json", headers: [] } },
} as unknown as OperationDefinition;

const postTool: ToolDefinition = {
  name: "crawl",
  title: "Crawl",
  description: "",
  inputSchema: {
    type: "object",
    properties: {
      body: {
        type: "object",
        properties: {
          url: { type: "string", format: "uri", maxLength: 2048 },
          f: { type: "string", enum: ["raw", "fit"], default: "fit" },
          tags: { type: "array", items: { type: "string", minLength: 3 }, minItems: 1 },
          depth: { type: "integer", minimum: 2 },
        },
        required: ["url", "tags", "depth"],
      },
      "PAYMENT-SIGNATURE": { type: "string" },
    },
    required: ["body"],
  },
  annotations: {
    title: "",
    readOnlyHint: false,
    destructiveHint: false,
    idempotentHint: false,
    openWorldHint: true,
  },
  argumentLocations: { body: "body", "PAYMENT-SIGNATURE": "header" },
};

describe("the bazaar extension", () => {
  it("describes a body route with an example body that its own schema accepts", () => {
    const extension = bazaarExtension(postOp, postTool)!;
    expect(extension.info).toEqual({
      input: {
        type: "http",
        method: "POST",
        bodyType: "json",
        body: { url: "https://example.com/", tags: ["xxx"], depth: 2 },
      },
      output: { type: "json" },
    });
    expectValid(extension);
    // The body's schema is the contract's: an input breaking it does not validate.
    const validate = ajv.compile(extension.schema as object);
    expect(validate({ input: { type: "http", method: "POST", bodyType: "json", body: { url: 5 } } })).toBe(
      false,
    );
  });

  it("describes a query route from the contract's parameters, leaving the payment headers out", () => {
    const op = { ...postOp, method: "get" } as OperationDefinition;
    const tool: ToolDefinition = {
      ...postTool,
      inputSchema: {
        type: "object",
        properties: {
          count: { type: "string", pattern: "^[0-9]+$", default: "1" },
          format: { type: "string", enum: ["uuid", "urn"] },
          "PAYMENT-SIGNATURE": { type: "string" },
        },
        required: ["format"],
      },
      argumentLocations: { count: "query", format: "query", "PAYMENT-SIGNATURE": "header" },
    };
    const extension = bazaarExtension(op, tool)!;
    expect(extension.info).toEqual({
      input: { type: "http", method: "GET", queryParams: { format: "uuid" } },
      output: { type: "json" },
    });
    const input = (extension.schema as { properties: { input: { properties: Record<string, unknown> } } })
      .properties.input.properties;
    expect(Object.keys((input.queryParams as { properties: object }).properties)).toEqual([
      "count",
      "format",
    ]);
    expectValid(extension);
  });

  it("names a binary answer's media type", () => {
    const pdf = { ...postOp, responses: { "200": { mediaType: "application/pdf", headers: [] } } };
    expect(bazaarExtension(pdf as OperationDefinition, postTool)!.info).toMatchObject({
      output: { type: "binary", format: "application/pdf" },
    });
  });

  it("takes an operation's input from its validators when it is no MCP tool (it answers bytes)", () => {
    const op = {
      ...postOp,
      requestBody: { required: true, mediaTypes: ["application/json"] },
      schemas: {
        body: z.object({ html: z.string().min(1), scale: z.number().min(0.1).default(1) }),
        query: z.object({ lang: z.enum(["en", "fr"]) }),
        responses: {},
      },
      responses: { "200": { mediaType: "application/pdf", headers: [] } },
    } as unknown as OperationDefinition;
    const input = inputFromValidators(op);
    expect(input.argumentLocations).toEqual({ lang: "query", body: "body" });
    expect(input.inputSchema.required).toEqual(["lang", "body"]);
    expect(inputFromValidators(op)).toBe(input); // converted once
    const extension = bazaarExtension(op, input)!;
    expect(extension.info).toEqual({
      input: {
        type: "http",
        method: "POST",
        bodyType: "json",
        body: { html: "x" },
        queryParams: { lang: "en" },
      },
      output: { type: "binary", format: "application/pdf" },
    });
    expectValid(extension);
  });

  it("builds examples from defaults, examples, enums and types", () => {
    expect(exampleFor({ type: "string", default: "d" })).toBe("d");
    expect(exampleFor({ type: "string", examples: ["e"] })).toBe("e");
    expect(exampleFor({ enum: ["a", "b"] })).toBe("a");
    expect(exampleFor({ anyOf: [{ type: "boolean" }, { type: "string" }] })).toBe(false);
    expect(exampleFor({ type: ["null", "number"], minimum: 0.5 })).toBe(0.5);
    expect(exampleFor(undefined)).toBeNull();
  });
});
