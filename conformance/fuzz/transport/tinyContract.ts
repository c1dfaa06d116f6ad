/**
 * A small contract for the transport layer's tests: a JSON body with free strings, a closed list,
 * a free-form object and an any-JSON member; a path and query parameters; a raw upload with a
 * declared limit; a health route. Errors are problem+json.
 */
import type { OpenApiDocument } from "../openapi.js";

const problem = {
  description: "refused",
  content: { "application/problem+json": { schema: { $ref: "#/components/schemas/Problem" } } },
};

/** The document. */
export const tinyContract: OpenApiDocument = {
  openapi: "3.1.0",
  paths: {
    "/things": {
      post: {
        operationId: "create_thing",
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["name"],
                properties: {
                  name: { type: "string", minLength: 1 },
                  kind: { type: "string", enum: ["a", "b"] },
                  tags: { type: "array", items: { type: "string" } },
                  meta: { type: "object", unevaluatedProperties: {} },
                  payload: {},
                },
              },
            },
          },
        },
        responses: { "201": { description: "created" }, "400": problem, "409": problem },
      },
    },
    "/things/{id}": {
      get: {
        operationId: "get_thing",
        parameters: [
          { name: "id", in: "path", required: true, schema: { type: "string" } },
          { name: "q", in: "query", schema: { type: "string" } },
          { name: "limit", in: "query", schema: { type: "integer" } },
        ],
        responses: { "200": { description: "ok" }, "404": problem },
      },
    },
    "/blobs/{key}": {
      put: {
        operationId: "put_blob",
        parameters: [{ name: "key", in: "path", required: true, schema: { type: "string" } }],
        requestBody: { content: { "*/*": { schema: { contentMediaType: "*/*" } } } },
        responses: { "200": { description: "stored" }, "413": problem },
        "x-upload-limit-bytes": 1000,
      },
    },
    "/health": {
      get: {
        operationId: "health",
        "x-runtime": "health",
        responses: { "200": { description: "ok" } },
      },
    },
  },
  components: {
    schemas: {
      Problem: {
        type: "object",
        required: ["title", "status"],
        properties: { title: { type: "string" }, status: { type: "integer" } },
      },
    },
  },
};
