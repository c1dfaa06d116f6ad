/**
 * (c) The tsoa build: the same contract as a tsoa user would build it (bench/tsoa/) — routes
 * generated from a decorated controller, express-openapi-validator checking requests against
 * the published contract, metering by hand with the same repository functions. Started per UUID
 * scenario: paid (a funded key), free (no key, `trust proxy` loopback, the free allowance
 * counted per client IP in the database), refused (a key holding nothing: 402).
 */
import { fileURLToPath } from "node:url";
import type { Express } from "express";
import type { Knex } from "knex";
import { tsImport } from "tsx/esm/api";
import { openTestDatabase } from "../../storage/testing.js";
import { BENCH_PATH } from "../body.js";
import { generateTsoaRoutes } from "../tsoa/generate.js";
import type { UuidScenario } from "./full.js";
import { listen } from "./listen.js";
import { chargedToAnyKey, createBenchKey, freeCallsGranted } from "./metering.js";
import type { BenchServer } from "./types.js";

/** The part of bench/tsoa/app.ts used here. */
interface TsoaAppModule {
  createTsoaApp(db: Knex, trustProxy?: string | false): Express;
}

let loaded: Promise<{ module: TsoaAppModule; generationMs: number }> | undefined;

/**
 * Regenerates the tsoa routes (once per process), then loads the app with tsx's `tsImport` and
 * bench/tsoa/tsconfig.json: the controller's parameter decorators need
 * `experimentalDecorators`, and tsx otherwise applies only the root tsconfig (standard
 * decorators, where they are a syntax error). Not importing it statically also keeps the
 * decorated controller out of the root typecheck.
 */
function loadTsoaApp(): Promise<{ module: TsoaAppModule; generationMs: number }> {
  loaded ??= (async () => {
    const generationMs = await generateTsoaRoutes();
    const module = (await tsImport("../tsoa/app.ts", {
      parentURL: import.meta.url,
      tsconfig: fileURLToPath(new URL("../tsoa/tsconfig.json", import.meta.url)),
    })) as TsoaAppModule;
    return { module, generationMs };
  })();
  return loaded;
}

/** Starts the tsoa build on a fresh test database for `scenario`. */
export async function startTsoa(scenario: UuidScenario = "paid"): Promise<BenchServer> {
  const { module, generationMs } = await loadTsoaApp();
  const db = await openTestDatabase({ boss: false });
  try {
    const app = module.createTsoaApp(db.knex, scenario === "free" ? "loopback" : false);
    const server = await listen(app);
    const built = `tsoa 6 routes (generated in ${(generationMs / 1000).toFixed(1)} s) + express-openapi-validator`;
    const base = {
      name: "tsoa" as const,
      scenario,
      url: server.origin + BENCH_PATH,
      async close() {
        await server.close();
        await db.close();
      },
    };
    if (scenario === "free") {
      return {
        ...base,
        description: `${built} + free allowance counted per client IP by hand on ${db.kind}`,
        headers: {},
        charged: () => chargedToAnyKey(db.knex),
        freeCalls: () => freeCallsGranted(db.knex),
      };
    }
    const bench = await createBenchKey(db.knex, scenario === "refused" ? 0n : undefined);
    return {
      ...base,
      description:
        scenario === "refused"
          ? `${built} + key and balance looked up by hand, 402 on ${db.kind}`
          : `${built} + hand metering on ${db.kind}`,
      headers: { authorization: `Bearer ${bench.key}` },
      charged: bench.charged,
    };
  } catch (err) {
    await db.close();
    throw err;
  }
}
