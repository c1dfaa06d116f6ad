/**
 * (a) The full stack: our app factory serving the UUID service alone, with the generated
 * validation and metering — every call authenticates the bearer key (from the process's key
 * cache) and pays from the process's credit lease, settled in batches. Started per scenario:
 * paid (a funded key), free (no key, `trust proxy` loopback — what `TRUST_PROXY=loopback` gives
 * `npm start`, which passes it to createApp — so each call's `X-Forwarded-For` is its client IP
 * for the free allowance), refused (a key holding nothing: 402).
 */

import { services } from "../../generated/services.js";
import { createApp } from "../../runtime/app.js";
import { createRuntimeDeps } from "../../runtime/bootstrap.js";
import { createLogger } from "../../runtime/logger.js";
import { openTestDatabase } from "../../storage/testing.js";
import { BENCH_PATH } from "../body.js";
import type { ScenarioName } from "../scenarios.js";
import { listen } from "./listen.js";
import { chargedToAnyKey, createBenchKey, freeCallsGranted } from "./metering.js";
import type { BenchServer } from "./types.js";

/** The UUID scenarios the full stack is started for here (kv: fullKv.ts). */
export type UuidScenario = Exclude<ScenarioName, "kv">;

/** Starts the full stack on a fresh test database for `scenario`. */
export async function startFull(scenario: UuidScenario = "paid"): Promise<BenchServer> {
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
    const app = createApp({
      deps,
      services,
      only: "uuid",
      httpLog: false,
      // runtime/cli/serve.ts hands createApp config.TRUST_PROXY; createRuntimeDeps does not read it.
      ...(scenario === "free" ? { trustProxy: "loopback" } : {}),
    });
    const server = await listen(app);
    const closeAll = async () => {
      await server.close();
      await deps.metering.close();
      await deps.payments.close();
      await db.close();
    };
    // Spend is settled in batches: settle what this process has spent before reading it.
    const settled = (read: () => Promise<bigint>) => async () => {
      await deps.metering.flush(false);
      return read();
    };
    const base = { name: "full" as const, scenario, url: server.origin + BENCH_PATH, close: closeAll };
    if (scenario === "free") {
      return {
        ...base,
        description: `createApp({ only: "uuid", trustProxy: "loopback" }): free allowance per client IP on ${db.kind}`,
        headers: {},
        charged: settled(() => chargedToAnyKey(db.knex)),
        freeCalls: () => freeCallsGranted(db.knex),
      };
    }
    const bench = await createBenchKey(db.knex, scenario === "refused" ? 0n : undefined);
    return {
      ...base,
      description:
        scenario === "refused"
          ? `createApp({ only: "uuid" }): bearer key with 0 credits refused with 402 on ${db.kind}`
          : `createApp({ only: "uuid" }): generated validation + bearer-key metering on ${db.kind}`,
      headers: { authorization: `Bearer ${bench.key}` },
      charged: settled(bench.charged),
    };
  } catch (err) {
    await db.close();
    throw err;
  }
}
