/**
 * (a) The full stack for the `kv` scenario: our app factory serving the infra service alone
 * (`only: "infra"`), called with a project key — the key resolved from the process's cache, one
 * token paid from the process's lease of the project's balance, the entry read from the database.
 */
import { KV_BENCH_KEY } from "../body.js";
import { createKvTenant } from "./kvTenant.js";
import { serveRuntime } from "./runtime.js";
import type { BenchServer } from "./types.js";

/** Starts the infra service on a fresh test database with the bench tenant. */
export async function startFullKv(): Promise<BenchServer> {
  const served = await serveRuntime({ only: "infra" }, async (db, settle) => ({
    tenant: await createKvTenant(db),
    settle,
  }));
  const { tenant, settle } = served.caller;
  return {
    name: "full",
    scenario: "kv",
    description: `createApp({ only: "infra" }): project key + token lease, entry read per call on ${served.kind}`,
    url: `${served.origin}/infra/kv/${KV_BENCH_KEY}`,
    headers: { "x-api-key": tenant.projectKey },
    // Tokens are settled in batches with the metering engine's leases.
    charged: async () => {
      await settle();
      return tenant.tokensUsed();
    },
    close: served.close,
  };
}
