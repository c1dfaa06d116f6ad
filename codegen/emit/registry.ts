/**
 * Emits `generated/services.ts`: every service paired with its hand-written handlers
 * (`handlers/<service>/index.ts` exporting `<service>Handlers`), so adding a service is
 * adding `spec/<name>` and `handlers/<name>`, nothing else.
 */
import { camelCase } from "../names.js";
import { banner } from "./banner.js";

/** Renders `generated/services.ts` for the given service names. */
export function emitRegistry(services: string[]): string {
  const imports = services.flatMap((name) => {
    const id = camelCase(name);
    return [
      `import { ${id}Handlers } from "../handlers/${name}/index.js";`,
      `import { ${id}Service } from "./${name}/service.js";`,
    ];
  });
  const entries = services.map(
    (name) => `  { definition: ${camelCase(name)}Service, handlers: ${camelCase(name)}Handlers },`,
  );
  return [
    banner(""),
    'import type { ServiceBinding } from "../runtime/contract.js";',
    ...imports,
    "",
    "/** Every service in spec/, with its handlers. */",
    `export const services: ServiceBinding[] = [\n${entries.join("\n")}\n];\n`,
  ].join("\n");
}
