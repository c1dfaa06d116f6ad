/**
 * (c) The tsoa build: the same contract as a tsoa user would build it (bench/tsoa/) — routes
 * generated from a decorated controller, express-openapi-validator checking requests against
 * the published contract, metering by hand with the same repository functions.
 */
import { fileURLToPath } from "node:url";
import type { Express } from "express";
import type { Knex } from "knex";
import { tsImport } from "tsx/esm/api";
import { openTestDatabase } from "../../storage/testing.js";
import { BENCH_PATH } from "../body.js";
import { generateTsoaRoutes } from "../tsoa/generate.js";
import { listen } from "./listen.js";
import { createBenchKey } from "./metering.js";
import type { BenchServer } from "./types.js";

/** The part of bench/tsoa/app.ts used here. */
interface TsoaAppModule {
  createTsoaApp(db: Knex): Express;
}

/**
 * Regenerates the tsoa routes, then starts the tsoa build on a fresh test database. The app is
 * loaded with tsx's `tsImport` and bench/tsoa/tsconfig.json: the controller's parameter
 * decorators need `experimentalDecorators`, and tsx otherwise applies only the root tsconfig
 * (standard decorators, where they are a syntax error). Not importing it statically also keeps
 * the decorated controller out of the root typecheck.
 */
export async function startTsoa(): Promise<BenchServer> {
  const generationMs = await generateTsoaRoutes();
  const { createTsoaApp } = (await tsImport("../tsoa/app.ts", {
    parentURL: import.meta.url,
    tsconfig: fileURLToPath(new URL("../tsoa/tsconfig.json", import.meta.url)),
  })) as TsoaAppModule;
  const db = await openTestDatabase({ boss: false });
  try {
    const app = createTsoaApp(db.knex);
    const bench = await createBenchKey(db.knex);
    const server = await listen(app);
    return {
      name: "tsoa",
      description: `tsoa 6 routes (generated in ${(generationMs / 1000).toFixed(1)} s) + express-openapi-validator + hand metering on ${db.kind}`,
      url: server.origin + BENCH_PATH,
      headers: { authorization: `Bearer ${bench.key}` },
      charged: bench.charged,
      async close() {
        await server.close();
        await db.close();
      },
    };
  } catch (err) {
    await db.close();
    throw err;
  }
}
