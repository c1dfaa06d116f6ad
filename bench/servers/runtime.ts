/**
 * Our runtime as the full builds serve it: `createApp` for one service over the runtime's own
 * dependencies, on a fresh test database. Shared by the UUID scenarios (full.ts) and the infra
 * one (fullKv.ts) so both measure the same stack, set up the same way.
 */
import type { Knex } from "knex";
import { services } from "../../generated/services.js";
import { createApp } from "../../runtime/app.js";
import { createRuntimeDeps } from "../../runtime/bootstrap.js";
import { createLogger } from "../../runtime/logger.js";
import { type Served, serveOnTestDatabase } from "./serve.js";

/** Which service is served, and Express's `trust proxy` (what `TRUST_PROXY` gives `npm start`). */
export interface RuntimeOptions {
  only: "uuid" | "infra";
  trustProxy?: string;
}

/**
 * Starts the runtime serving `options.only`; `setup` makes the build's callers on its database
 * and gets `settle`, which writes what the process has spent so far to the database (spend is
 * settled in batches from the metering engine's leases, so read it only after settling).
 */
export async function serveRuntime<C>(
  options: RuntimeOptions,
  setup: (db: Knex, settle: () => Promise<void>) => Promise<C>,
): Promise<Served<C>> {
  // One key sends every request: scale the routes' per-minute limits out of reach. The limiter
  // still counts each call (in memory, reconciled with the database), so its cost is measured.
  process.env.RATE_LIMIT_FACTOR ??= "1000000";
  return serveOnTestDatabase(async (db) => {
    // env {} so local X402_* or VALIDATE_RESPONSES settings cannot change what is measured;
    // response validation off, as in production (the tsoa build has it off too).
    const deps = await createRuntimeDeps({
      db,
      log: createLogger("silent"),
      env: {},
      validateResponses: false,
    });
    const app = createApp({
      deps,
      services,
      only: options.only,
      httpLog: false,
      // runtime/cli/serve.ts hands createApp config.TRUST_PROXY; createRuntimeDeps does not read it.
      ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
    });
    return {
      app,
      caller: await setup(db.knex, () => deps.metering.flush(false)),
      async release() {
        await deps.metering.close();
        await deps.payments.close();
      },
    };
  });
}
