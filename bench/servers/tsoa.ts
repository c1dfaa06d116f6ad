/**
 * (c) The tsoa build: the same contract as a tsoa user would build it (bench/tsoa/) — routes
 * generated from a decorated controller, express-openapi-validator checking requests against
 * the published contract, metering by hand with the same repository functions. Started per UUID
 * scenario: paid (a funded key), free (no key, `trust proxy` loopback, the free allowance
 * counted per client IP in the database), refused (a key holding nothing: 402), x402 (no key,
 * each call's x402 payment verified and its nonce recorded by hand, bench/tsoa/x402.ts).
 */
import { fileURLToPath } from "node:url";
import type { Express } from "express";
import type { Knex } from "knex";
import { tsImport } from "tsx/esm/api";
import { BENCH_PATH } from "../body.js";
import type { UuidScenario } from "../scenarios.js";
import { generateTsoaRoutes } from "../tsoa/generate.js";
import { uuidCaller } from "./metering.js";
import { serveOnTestDatabase } from "./serve.js";
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

/** What the tsoa build is in each UUID scenario, after what it is built from. */
const DESCRIPTION: Record<UuidScenario, string> = {
  paid: "hand metering",
  free: "free allowance counted per client IP by hand",
  refused: "key and balance looked up by hand, 402",
  x402: "x402 payment decoded, verified and settled by hand (same local facilitator, nonce row per call)",
};

/** Starts the tsoa build on a fresh test database for `scenario`. */
export async function startTsoa(scenario: UuidScenario = "paid"): Promise<BenchServer> {
  const { module, generationMs } = await loadTsoaApp();
  const served = await serveOnTestDatabase(async (db) => ({
    app: module.createTsoaApp(db.knex, scenario === "free" ? "loopback" : false),
    caller: await uuidCaller(db.knex, scenario),
  }));
  const built = `tsoa 6 routes (generated in ${(generationMs / 1000).toFixed(1)} s) + express-openapi-validator`;
  return {
    name: "tsoa",
    scenario,
    description: `${built} + ${DESCRIPTION[scenario]} on ${served.kind}`,
    url: served.origin + BENCH_PATH,
    ...served.caller,
    close: served.close,
  };
}
