/**
 * The tsoa build's Express app, assembled as a production tsoa user would: requests validated
 * by express-openapi-validator against the published contract (responses not validated), then
 * tsoa's generated routes (which validate the controller arguments again), then one error
 * handler rendering the contract's error envelope.
 *
 * Imported only after bench/tsoa/generate.ts has (re)written ./generated/routes.ts.
 */
import { fileURLToPath } from "node:url";
import express, { type Express } from "express";
import * as OpenApiValidator from "express-openapi-validator";
import type { Knex } from "knex";
import { errorEnvelope } from "./errors.js";
import { RegisterRoutes } from "./generated/routes.js";
import { DB_LOCAL } from "./locals.js";

/**
 * The published OpenAPI 3.1 document. The 3.0 rendition (openapi.3.0.yaml) cannot be used:
 * its JSON-RPC `id` schemas put `nullable: true` beside `anyOf` with no `type`, which Ajv in
 * express-openapi-validator 5.6.2 rejects ("nullable" cannot be used without "type") on the
 * first request, so every request answers 500.
 */
export const CONTRACT_FILE = fileURLToPath(new URL("../../generated/uuid/openapi.yaml", import.meta.url));

/**
 * Builds the tsoa app over `db` (the knex the controller debits credits on). `trustProxy` is
 * Express's `trust proxy` (the free scenario: `loopback`, so `X-Forwarded-For` is the client IP).
 */
export function createTsoaApp(db: Knex, trustProxy: string | false = false): Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", trustProxy);
  app.locals[DB_LOCAL] = db;
  app.use(
    OpenApiValidator.middleware({
      apiSpec: CONTRACT_FILE,
      validateRequests: true,
      validateResponses: false,
      // Only /v1/uuid is implemented here; the contract's other paths are the runtime's built-ins.
      ignoreUndocumented: true,
    }),
  );
  const router = express.Router();
  RegisterRoutes(router);
  app.use(router);
  app.use(errorEnvelope);
  return app;
}
