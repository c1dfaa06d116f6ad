/**
 * Starts every service's background work (see {@link ServiceWorkers}) and stops it again, in
 * reverse order. A service that fails to start stops those already started and rethrows.
 */
import type { ServiceBinding } from "./contract.js";
import type { RuntimeDeps } from "./deps.js";

/** Starts the workers of `services`; resolves to a function that stops them all. */
export async function startServiceWorkers(
  services: readonly ServiceBinding[],
  deps: RuntimeDeps,
): Promise<() => Promise<void>> {
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) {
      await stop().catch((err: unknown) =>
        deps.log.error({ err }, "a service's workers did not stop cleanly"),
      );
    }
  };
  try {
    for (const service of services) if (service.workers) stops.push(await service.workers(deps));
  } catch (err) {
    await stopAll();
    throw err;
  }
  return stopAll;
}
