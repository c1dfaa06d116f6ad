/**
 * A service's life in one runtime: prepared once (its set-up run, its context and authenticator
 * built), served by the app, its background work started and stopped, then closed. Preparation
 * is remembered per runtime, so the app and the workers of one process share one set-up.
 */
import type { ServiceBinding, ServiceDefinition } from "./contract.js";
import type { Authenticator, RuntimeDeps } from "./deps.js";
import type { CredentialKind, ServiceSetup, Sweep } from "./service.js";
import { startSweeps } from "./sweeps.js";
import type { WorkEngine } from "./work/engine.js";

/** The engine's sweep as one of the kernel's: lost leases and lost timers of every task. */
export function workSweep(work: WorkEngine): Sweep {
  return { name: "work", run: (now) => work.sweep(now) };
}

/** A service ready to serve in one runtime. */
export interface PreparedService {
  definition: ServiceDefinition;
  handlers: object;
  /** Spread into every handler call's context. */
  context: object;
  /** The service's own kinds of secret first, then the platform's. */
  authenticate: Authenticator;
  setup: ServiceSetup;
}

const prepared = new WeakMap<RuntimeDeps, Map<ServiceBinding, PreparedService>>();

/** An authenticator that tries `kinds` (first match answers) before `fallback`. */
export function withCredentialKinds(
  deps: RuntimeDeps,
  kinds: readonly CredentialKind[],
  fallback: Authenticator,
): Authenticator {
  if (kinds.length === 0) return fallback;
  return async (credential) => {
    const kind = kinds.find((k) => k.matches(credential.value));
    return kind ? kind.resolve(deps.db.knex, credential.value, deps.now()) : fallback(credential);
  };
}

/** Prepares `binding` for `deps` (once; later calls answer the same preparation). */
export function prepareService(binding: ServiceBinding, deps: RuntimeDeps): PreparedService {
  let byBinding = prepared.get(deps);
  if (!byBinding) {
    byBinding = new Map();
    prepared.set(deps, byBinding);
  }
  let service = byBinding.get(binding);
  if (!service) {
    const setup = binding.module.setup?.(deps) ?? {};
    service = {
      definition: binding.definition,
      handlers: binding.module.handlers,
      context: setup.context ?? {},
      authenticate: withCredentialKinds(deps, binding.module.credentials ?? [], deps.authenticate),
      setup,
    };
    byBinding.set(binding, service);
  }
  return service;
}

/**
 * Starts the background work of `services` — the leased-work engine with every task registered
 * on it (the services' set-ups register theirs), each service's `start`, and the kernel's one
 * sweep cron over the engine's sweep and every service's sweeps — and resolves to a function that
 * stops it all, in reverse order. A service that fails to start stops those already started and
 * rethrows.
 */
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
    const setups = services.map((s) => prepareService(s, deps).setup);
    await deps.work.start();
    stops.push(() => deps.work.stop());
    for (const setup of setups) if (setup.start) stops.push(await setup.start());
    stops.push(await startSweeps(deps, [workSweep(deps.work), ...setups.flatMap((s) => s.sweeps ?? [])]));
  } catch (err) {
    await stopAll();
    throw err;
  }
  return stopAll;
}

/** Closes what the services' set-ups opened for `deps` (after their workers stopped). */
export async function closeServices(deps: RuntimeDeps): Promise<void> {
  const byBinding = prepared.get(deps);
  prepared.delete(deps);
  for (const service of byBinding?.values() ?? [])
    await service.setup.close?.().catch((err: unknown) => deps.log.error({ err }, "closing a service"));
}
