/**
 * The bench's runtime: the infra service set up on a database as `npm start` sets it up (the
 * runtime's leased-work engine with the service's tasks registered), with outbound calls confined
 * to 127.0.0.1. The caller starts and stops the engine; {@link closeBenchRuntime} releases the rest.
 */
import type { InfraExtras } from "../../handlers/infra/context.js";
import { createRuntimeDeps } from "../../runtime/bootstrap.js";
import type { RuntimeDeps } from "../../runtime/deps.js";
import { createLogger } from "../../runtime/logger.js";
import { closeServices, prepareService } from "../../runtime/prepare.js";
import { loadService } from "../../runtime/registry.js";
import type { Database } from "../../storage/db.js";

/** The runtime and the infra service's context. */
export interface BenchRuntime {
  deps: RuntimeDeps;
  infra: InfraExtras;
}

/** Sets the infra service up on `db`, background work on pg-boss (not started). */
export async function benchRuntime(db: Database): Promise<BenchRuntime> {
  const deps = await createRuntimeDeps({
    db,
    log: createLogger("silent"),
    env: { ...process.env, OUTBOUND_NETWORK: "loopback" },
  });
  const infra = prepareService(await loadService("infra"), deps).context as InfraExtras;
  return { deps, infra };
}

/** Stops the engine and releases what the set-up opened (not the database). */
export async function closeBenchRuntime({ deps }: BenchRuntime): Promise<void> {
  await deps.work.stop();
  await closeServices(deps);
  await deps.payments.close();
}
