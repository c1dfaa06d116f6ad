/**
 * Database constraint failures of storefront writes, translated to the API field they concern,
 * so a handler can answer 400 naming the field instead of a 500.
 */
import type { TableSpec } from "./table.js";

/** What kind of rule a write broke. */
export type ConstraintKind = "unique" | "reference" | "check";

const KINDS: Record<string, ConstraintKind> = { "23505": "unique", "23503": "reference", "23514": "check" };

/** A write broke a constraint; `field` is the API field it guards (undefined when unknown). */
export class ConstraintError extends Error {
  constructor(
    readonly kind: ConstraintKind,
    readonly field: string | undefined,
    readonly constraint: string | undefined,
    options: { cause?: unknown } = {},
  ) {
    super(
      `${kind === "unique" ? "duplicate value" : kind === "reference" ? "unknown reference" : "invalid value"}` +
        `${field ? ` for ${field}` : ""}${constraint ? ` (${constraint})` : ""}`,
      options,
    );
    this.name = "ConstraintError";
  }
}

/**
 * Rethrows a PostgreSQL unique/foreign-key/check violation as a {@link ConstraintError};
 * anything else unchanged.
 */
export function translateConstraintError(error: unknown, spec: TableSpec): never {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  const kind = code ? KINDS[code] : undefined;
  if (!kind) throw error;
  throw new ConstraintError(kind, constraint ? spec.constraints[constraint] : undefined, constraint, {
    cause: error,
  });
}
