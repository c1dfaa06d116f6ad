/**
 * Emits `generated/services.ts`: every service's contract paired with its hand-written module
 * (`handlers/<folder>/index.ts` exporting `<service>Module`, a {@link ServiceModule}: handlers,
 * credential kinds, per-process set-up; a versioned spec's services share one handlers folder).
 * The registry is the one place that knows every service: the kernel loads it by path, so adding
 * a service is adding its folders, nothing else.
 *
 * Also emits `generated/loaders.ts`: the same pairs, each behind a function that imports only
 * that service's modules, so a server of one service (`npm start -- --service uuid`) does not load
 * — and keep resident — every other service's handlers.
 */
import { camelCase } from "../names.js";
import { banner } from "./banner.js";

/** A generated service and the spec/handlers folder it belongs to. */
export interface RegistryEntry {
  name: string;
  folder: string;
}

/** Renders `generated/services.ts` for the given services. */
export function emitRegistry(entries: RegistryEntry[]): string {
  const imports = entries.flatMap(({ name, folder }) => {
    const id = camelCase(name);
    return [
      `import { ${id}Module } from "../handlers/${folder}/index.js";`,
      `import { ${id}Service } from "./${name}/service.js";`,
    ];
  });
  const bindings = entries.map(({ name }) => {
    const id = camelCase(name);
    return `  { definition: ${id}Service, module: ${id}Module },`;
  });
  return [
    banner(""),
    'import type { ServiceBinding } from "../runtime/contract.js";',
    ...imports,
    "",
    "/** Every service in spec/, with its module. */",
    `export const services: ServiceBinding[] = [\n${bindings.join("\n")}\n];\n`,
  ].join("\n");
}

/** Renders `generated/loaders.ts`: one loader per service, importing only its own modules. */
export function emitLoaders(entries: RegistryEntry[]): string {
  const loaders = entries.map(({ name, folder }) => {
    const id = camelCase(name);
    return [
      `  ${JSON.stringify(name)}: async () => ({`,
      `    definition: (await import("./${name}/service.js")).${id}Service,`,
      `    module: (await import("../handlers/${folder}/index.js")).${id}Module,`,
      "  }),",
    ].join("\n");
  });
  return [
    banner(""),
    'import type { ServiceBinding } from "../runtime/contract.js";',
    "",
    "/** Each service in spec/ by name, loading only that service's contract and module. */",
    `export const serviceLoaders: Record<string, () => Promise<ServiceBinding>> = {\n${loaders.join("\n")}\n};\n`,
  ].join("\n");
}
