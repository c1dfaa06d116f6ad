/**
 * The generated registry (`generated/services.ts`: every service's contract paired with its
 * module), loaded by path at run time. The kernel never imports a service: the registry is the
 * one place that knows them all, and it is written by `npm run generate` from `spec/` and
 * `handlers/`. Works from the sources (tsx, jest) and from `dist/` alike.
 */
import type { ServiceBinding } from "./contract.js";

/** Where the registry module sits, relative to this file (a specifier resolved at run time). */
const REGISTRY = "../generated/services.js";

/** Every service the registry lists, in its order. */
export async function loadServices(): Promise<ServiceBinding[]> {
  const registry = (await import(REGISTRY)) as { services?: ServiceBinding[] };
  if (!Array.isArray(registry.services))
    throw new Error(`${REGISTRY} exports no services: run \`npm run generate\``);
  return registry.services;
}

/** One service by name, or an error listing the known ones. */
export async function loadService(name: string): Promise<ServiceBinding> {
  const services = await loadServices();
  const found = services.find((s) => s.definition.name === name);
  if (!found)
    throw new Error(`unknown service "${name}"; known: ${services.map((s) => s.definition.name).join(", ")}`);
  return found;
}
