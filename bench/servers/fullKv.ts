/**
 * (a) The full stack for the `kv` scenario: our app factory serving the infra service alone
 * (`only: "infra"`), called with a project key — the key resolved from the process's cache, one
 * token paid from the process's lease of the project's balance, the entry read from the database.
 */
import { services } from "../../generated/services.js";
import { createApp } from "../../runtime/app.js";
import { createRuntimeDeps } from "../../runtime/bootstrap.js";
import { createLogger } from "../../runtime/logger.js";
import { openTestDatabase } from "../../storage/testing.js";
import { KV_BENCH_KEY } from "../body.js";
import { createKvTenant } from "./kvTenant.js";
import { listen } from "./listen.js";
import type { BenchServer } from "./types.js";

/** Starts the infra service on a fresh test database with the bench tenant. */
export async function startFullKv(): Promise<BenchServer> {
  process.env.RATE_LIMIT_FACTOR ??= "1000000";
  const db = await openTestDatabase({ boss: false });
  try {
    const deps = await createRuntimeDeps({
      db,
      log: createLogger("silent"),
      env: {},
      validateResponses: false,
    });
    const app = createApp({ deps, services, only: "infra", httpLog: false });
    const tenant = await createKvTenant(db.knex);
    const server = await listen(app);
    return {
      name: "full",
      scenario: "kv",
      description: `createApp({ only: "infra" }): project key + token lease, entry read per call on ${db.kind}`,
      url: `${server.origin}/infra/kv/${KV_BENCH_KEY}`,
      headers: { "x-api-key": tenant.projectKey },
      // Tokens are settled in batches with the metering engine's leases.
      charged: async () => {
        await deps.metering.flush(false);
        return tenant.tokensUsed();
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
