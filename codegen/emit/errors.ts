/**
 * Emits `generated/<service>/errors.ts` for a service whose contract defines its own error codes
 * (`x-error-catalogue` at the root of the OpenAPI document, from `@errorCatalogue`): the codes
 * with their entries, the union of them and the kernel's, and the error class the service's
 * handlers and storage throw. The class takes only those codes, so throwing a code the
 * contract does not define is a type error.
 */
import type { OpenApiDocument } from "../openapi.js";
import { banner } from "./banner.js";

const pascal = (name: string) => name.replace(/(^|[-_])([a-z])/g, (_m, _s, c: string) => c.toUpperCase());

/** The identifiers errors.ts exports for `service` (`restaurant` → `RestaurantError`, …). */
export function errorNames(service: string): { entries: string; code: string; cls: string } {
  const p = pascal(service);
  return {
    entries: `${p.charAt(0).toLowerCase()}${p.slice(1)}Errors`,
    code: `${p}ErrorCode`,
    cls: `${p}Error`,
  };
}

/** The module's source, or undefined when the document defines no codes of its own. */
export function emitErrors(service: string, folder: string, doc: OpenApiDocument): string | undefined {
  const own = (doc as Record<string, unknown>)["x-error-catalogue"];
  if (own === undefined || own === null || typeof own !== "object") return undefined;
  const { entries, code, cls } = errorNames(service);
  return `${banner(folder)}
import { ApiError, type ApiErrorOptions, ERRORS, type ErrorCode, type ErrorEntry } from "../../runtime/errors.js";

/** The error codes spec/${folder} defines for ${service} (\`@errorCatalogue\`), beyond the kernel's. */
export const ${entries} = ${JSON.stringify(own)} as const satisfies Record<string, ErrorEntry>;

/** Every code a ${service} handler may throw: the kernel's generic codes and the contract's own. */
export type ${code} = ErrorCode | keyof typeof ${entries};

/**
 * The error ${service}'s handlers and storage throw: \`new ${cls}("${Object.keys(own)[0]}", message)\`.
 * It answers with the code's status and renders in the operation's error shape, like any ApiError.
 */
export class ${cls} extends ApiError {
  constructor(code: ${code}, message?: string, options: ApiErrorOptions = {}) {
    const entry: ErrorEntry = Object.hasOwn(${entries}, code)
      ? ${entries}[code as keyof typeof ${entries}]
      : ERRORS[code as ErrorCode];
    super(code, message, options, entry);
  }
}
`;
}
