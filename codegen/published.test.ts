/**
 * The published documents of every generated service load in a third-party validator
 * (express-openapi-validator, Ajv underneath), in both OpenAPI versions we publish.
 */
import { readFileSync } from "node:fs";
import express from "express";
import * as OpenApiValidator from "express-openapi-validator";
import request from "supertest";
import { parse } from "yaml";
import { services } from "../generated/services.js";

const cases = services.flatMap(({ definition }) =>
  ["openapi.yaml", "openapi.3.0.yaml"].map(
    (file) => [`${definition.name}/${file}`, definition, file] as const,
  ),
);

describe("published documents", () => {
  it.each(cases)("%s validates a request for every operation", async (_name, definition, file) => {
    const apiSpec = parse(readFileSync(new URL(file, definition.documentUrl), "utf8"));
    const app = express();
    // Security is the runtime's to enforce (and credentials are not the point here).
    app.use(
      OpenApiValidator.middleware({
        apiSpec,
        validateRequests: true,
        validateApiSpec: true,
        validateSecurity: false,
      }),
    );
    app.use((_req, res) => {
      res.status(204).end();
    });
    app.use(
      (
        err: { status?: number; message: string },
        _req: express.Request,
        res: express.Response,
        _next: express.NextFunction,
      ) => {
        res.status(err.status ?? 500).json({ message: err.message });
      },
    );
    const bare = definition.operations.filter(
      (o) => o.method === "get" && !o.path.includes("{") && !o.parameters.some((p) => p.required),
    );
    for (const op of bare) {
      const res = await request(app).get(op.path);
      // A spec the validator cannot compile answers 500; a conforming request passes through.
      expect([res.status, op.path]).toEqual([204, op.path]);
    }
  });
});
