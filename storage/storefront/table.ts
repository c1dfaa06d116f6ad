/**
 * How a storefront resource maps onto its table: API field names to columns, which text
 * fields `q` searches, which fields `sort` accepts, and which constraint guards which field.
 * The generic repository (crud.ts) reads these, so a resource is data, not code.
 */

/** How a column's values cross the API boundary. */
export type ColumnKind =
  /** text, uuid: strings both ways. */
  | "text"
  /** smallint, integer, bigint: numbers in the API (pg returns bigint as a string). */
  | "integer"
  | "boolean";

/** One API field and the column holding it. */
export interface FieldSpec {
  column: string;
  kind: ColumnKind;
}

/** A resource's table. Every table has a bigint identity `id`, exposed as `id`. */
export interface TableSpec {
  table: string;
  /** API field name → column, for every field but `id`. */
  fields: Readonly<Record<string, FieldSpec>>;
  /** API fields `q` matches (case-insensitive substring, any of them). */
  search: readonly string[];
  /** API fields `sort` accepts besides `id`. */
  sortable: readonly string[];
  /** Constraint (or unique index) name → the API field it guards, for 400s that name the field. */
  constraints: Readonly<Record<string, string>>;
}

/** Shorthand for a text field. */
export const text = (column: string): FieldSpec => ({ column, kind: "text" });
/** Shorthand for an integer field. */
export const integer = (column: string): FieldSpec => ({ column, kind: "integer" });
/** Shorthand for a boolean field. */
export const boolean = (column: string): FieldSpec => ({ column, kind: "boolean" });
