/**
 * The services whose contracts the third-party judges read: every `generated/<name>/` folder
 * that holds an `openapi.yaml`. Nothing here names a service, so new ones are picked up as
 * soon as `npm run generate` writes them.
 */
import { existsSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root (two levels above this file). */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** Which published document: OpenAPI 3.1 (`openapi.yaml`) or its 3.0 rendering. */
export type ContractVersion = "3.1" | "3.0";

/** Absolute path of a service's published contract. */
export function contractPath(service: string, version: ContractVersion = "3.1"): string {
  const file = version === "3.1" ? "openapi.yaml" : "openapi.3.0.yaml";
  return join(repoRoot, "generated", service, file);
}

/** Names of every service with a published contract, sorted. */
export function listServices(): string[] {
  const generated = join(repoRoot, "generated");
  return readdirSync(generated, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(contractPath(entry.name)))
    .map((entry) => entry.name)
    .sort();
}

/** Thrown for a service name that has no contract in `generated/`. */
export class UnknownServiceError extends Error {
  constructor(service: string) {
    const known = listServices();
    super(
      `unknown service "${service}": no generated/${service}/openapi.yaml ` +
        `(known: ${known.length > 0 ? known.join(", ") : "none — run npm run generate"})`,
    );
    this.name = "UnknownServiceError";
  }
}

/** Returns `service` if it has a contract, or throws {@link UnknownServiceError}. */
export function requireService(service: string): string {
  if (!/^[A-Za-z0-9_-]+$/.test(service) || !listServices().includes(service)) {
    throw new UnknownServiceError(service);
  }
  return service;
}
