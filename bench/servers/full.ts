/**
 * (a) The full stack: our app factory serving the UUID service alone, with the generated
 * validation and metering — every call authenticates the bearer key (from the process's key
 * cache) and pays from the process's credit lease, settled in batches.
 */

import { services } from "../../generated/services.js";
import { createApp } from "../../runtime/app.js";
import { createRuntimeDeps } from "../../runtime/bootstrap.js";
import { createLogger } from "../../runtime/logger.js";
import { openTestDatabase } from "../../storage/testing.js";
import { BENCH_PATH } from "../body.js";
import { listen } from "./listen.js";
import { createBenchKey } from "./metering.js";
import type { BenchServer } from "./types.js";

/** Starts the full stack on a fresh test database. */
export async function startFull(): Promise<BenchServer> {
  // One key sends every request: scale the uuid routes' 600-a-minute limit out of reach. The
  // limiter still counts each call (in memory, reconciled with the database), so its cost is measured.
  process.env.RATE_LIMIT_FACTOR ??= "1000000";
  const db = await openTestDatabase({ boss: false });
  try {
    // env {} so local X402_* or VALIDATE_RESPONSES settings cannot change what is measured;
    // response validation off, as in production (the tsoa build has it off too).
    const deps = await createRuntimeDeps({
      db,
      log: createLogger("silent"),
      env: {},
      validateResponses: false,
    });
    const app = createApp({ deps, services, only: "uuid", httpLog: false });
    const bench = await createBenchKey(db.knex);
    const server = await listen(app);
    return {
      name: "full",
      description: `createApp({ only: "uuid" }): generated validation + bearer-key metering on ${db.kind}`,
      url: server.origin + BENCH_PATH,
      headers: { authorization: `Bearer ${bench.key}` },
      // Spend is settled in batches: settle what this process has spent before reading it.
      charged: async () => {
        await deps.metering.flush(false);
        return bench.charged();
      },
      async close() {
        await server.close();
        await deps.metering.close();
        await deps.payments.close();
        await db.close();
      },
    };
  } catch (err) {
    await db.close();
    throw err;
  }
}
