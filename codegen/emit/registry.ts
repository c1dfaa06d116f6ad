/**
 * Emits `generated/services.ts`: every service paired with its hand-written handlers
 * (`handlers/<folder>/index.ts` exporting `<service>Handlers`; a versioned spec's services
 * share one handlers folder), so adding a service is adding `spec/<name>` and
 * `handlers/<name>`, nothing else.
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
  const services = entries.map((e) => e.name);
  const folderOf = new Map(entries.map((e) => [e.name, e.folder]));
  const imports = services.flatMap((name) => {
    const id = camelCase(name);
    return [
      `import { ${id}Handlers } from "../handlers/${folderOf.get(name)}/index.js";`,
      `import { ${id}Service } from "./${name}/service.js";`,
    ];
  });
  const bindings = services.map(
    (name) => `  { definition: ${camelCase(name)}Service, handlers: ${camelCase(name)}Handlers },`,
  );
  return [
    banner(""),
    'import type { ServiceBinding } from "../runtime/contract.js";',
    ...imports,
    "",
    "/** Every service in spec/, with its handlers. */",
    `export const services: ServiceBinding[] = [\n${bindings.join("\n")}\n];\n`,
  ].join("\n");
}
