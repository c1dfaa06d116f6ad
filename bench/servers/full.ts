/**
 * (a) The full stack: our app factory serving the UUID service alone, with the generated
 * validation and metering — every call authenticates the bearer key (from the process's key
 * cache) and pays from the process's credit lease, settled in batches. Started per scenario:
 * paid (a funded key), free (no key, `trust proxy` loopback — what `TRUST_PROXY=loopback` gives
 * `npm start`, which passes it to createApp — so each call's `X-Forwarded-For` is its client IP
 * for the free allowance), refused (a key holding nothing: 402), x402 (no key, each call paying
 * with its own signed x402 payment, verified and settled by the offline facilitator).
 */
import { BENCH_PATH } from "../body.js";
import type { UuidScenario } from "../scenarios.js";
import { uuidCaller } from "./metering.js";
import { serveRuntime } from "./runtime.js";
import type { BenchServer } from "./types.js";

/** What the full build is in each UUID scenario (the database's kind follows). */
const DESCRIPTION: Record<UuidScenario, string> = {
  paid: 'createApp({ only: "uuid" }): generated validation + bearer-key metering',
  free: 'createApp({ only: "uuid", trustProxy: "loopback" }): free allowance per client IP',
  refused: 'createApp({ only: "uuid" }): bearer key with 0 credits refused with 402',
  x402: 'createApp({ only: "uuid" }): generated validation + x402 payment verified and settled (local facilitator)',
};

/** Starts the full stack on a fresh test database for `scenario`. */
export async function startFull(scenario: UuidScenario = "paid"): Promise<BenchServer> {
  const served = await serveRuntime(
    { only: "uuid", ...(scenario === "free" ? { trustProxy: "loopback" } : {}) },
    (db, settle) => uuidCaller(db, scenario, settle),
  );
  return {
    name: "full",
    scenario,
    description: `${DESCRIPTION[scenario]} on ${served.kind}`,
    url: served.origin + BENCH_PATH,
    ...served.caller,
    close: served.close,
  };
}
