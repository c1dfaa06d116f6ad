/**
 * Emits `generated/services.ts`: every service paired with its hand-written handlers
 * (`handlers/<folder>/index.ts` exporting `<service>Handlers`; a versioned spec's services
 * share one handlers folder), so adding a service is adding `spec/<name>` and
 * `handlers/<name>`, nothing else. A service with background work adds
 * `handlers/<folder>/workers.ts` exporting `<service>Workers` (a {@link ServiceWorkers}).
 */
import { camelCase } from "../names.js";
import { banner } from "./banner.js";

/** A generated service and the spec/handlers folder it belongs to. */
export interface RegistryEntry {
  name: string;
  folder: string;
  /** `handlers/<folder>/workers.ts` exists. */
  workers?: boolean;
}

/** Renders `generated/services.ts` for the given services. */
export function emitRegistry(entries: RegistryEntry[]): string {
  const services = entries.map((e) => e.name);
  const folderOf = new Map(entries.map((e) => [e.name, e.folder]));
  const workersOf = new Map(entries.map((e) => [e.name, e.workers === true]));
  const imports = services.flatMap((name) => {
    const id = camelCase(name);
    return [
      `import { ${id}Handlers } from "../handlers/${folderOf.get(name)}/index.js";`,
      ...(workersOf.get(name)
        ? [`import { ${id}Workers } from "../handlers/${folderOf.get(name)}/workers.js";`]
        : []),
      `import { ${id}Service } from "./${name}/service.js";`,
    ];
  });
  const bindings = services.map((name) => {
    const id = camelCase(name);
    const workers = workersOf.get(name) ? `, workers: ${id}Workers` : "";
    return `  { definition: ${id}Service, handlers: ${id}Handlers${workers} },`;
  });
  return [
    banner(""),
    'import type { ServiceBinding } from "../runtime/contract.js";',
    ...imports,
    "",
    "/** Every service in spec/, with its handlers. */",
    `export const services: ServiceBinding[] = [\n${bindings.join("\n")}\n];\n`,
  ].join("\n");
}
