/**
 * The generated registry (`generated/services.ts`: every service's contract paired with its
 * module), loaded by path at run time. The kernel never imports a service: the registry is the
 * one place that knows them all, and it is written by `npm run generate` from `spec/` and
 * `handlers/`. Works from the sources (tsx, jest) and from `dist/` alike.
 */
import type { ServiceBinding } from "./contract.js";

/** Where the registry module sits, relative to this file (a specifier resolved at run time). */
const REGISTRY = "../generated/services.js";

/** Its per-service loaders (`generated/loaders.ts`): one service without importing the others. */
const LOADERS = "../generated/loaders.js";

/** Every service the registry lists, in its order. */
export async function loadServices(): Promise<ServiceBinding[]> {
  const registry = (await import(REGISTRY)) as { services?: ServiceBinding[] };
  if (!Array.isArray(registry.services))
    throw new Error(`${REGISTRY} exports no services: run \`npm run generate\``);
  return registry.services;
}

/**
 * One service by name, or an error listing the known ones. Imports only that service's modules,
 * so a process serving one service keeps only its handlers resident.
 */
export async function loadService(name: string): Promise<ServiceBinding> {
  const { serviceLoaders } = (await import(LOADERS)) as {
    serviceLoaders?: Record<string, () => Promise<ServiceBinding>>;
  };
  if (!serviceLoaders) throw new Error(`${LOADERS} exports no serviceLoaders: run \`npm run generate\``);
  const load = Object.hasOwn(serviceLoaders, name) ? serviceLoaders[name] : undefined;
  if (!load) throw new Error(`unknown service "${name}"; known: ${Object.keys(serviceLoaders).join(", ")}`);
  return load();
}
