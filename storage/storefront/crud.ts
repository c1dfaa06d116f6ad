/**
 * The generic storefront repository: list (paged, sorted, filtered), get, insert, update and
 * delete over any {@link TableSpec}, in API field names. Every write is one statement, so it
 * lands whole or not at all; constraint failures come out as {@link ConstraintError}s naming
 * the API field.
 */
import type { Knex } from "knex";
import { runner } from "../run.js";
import { translateConstraintError } from "./errors.js";
import type { FieldSpec, TableSpec } from "./table.js";

/** A stored record in API field names; `id` is always present. */
export type ApiRecord = { id: number } & Record<string, unknown>;

/** What a list call asks for. Without `page`, every matching record is returned. */
export interface ListOptions {
  /** 1-based page; with `perPage`. */
  page?: number;
  perPage?: number;
  /** An API field of `spec.sortable`, or `id` (the default and the tie-breaker). */
  sort?: string;
  order?: "asc" | "desc";
  /** Case-insensitive substring over `spec.search`. */
  q?: string;
  /** Equality filters by API field (for example the owner). */
  where?: Record<string, unknown>;
}

/** A page of records and, when paging, how many match in all. */
export interface ListResult {
  records: ApiRecord[];
  total?: number;
}

function fieldOf(spec: TableSpec, name: string): FieldSpec {
  const field = spec.fields[name];
  if (!field) throw new Error(`${spec.table} has no field ${name}`);
  return field;
}

function fromColumn(field: FieldSpec, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  // pg hands bigint back as a string; the CHECKs keep every value within 2^53, so Number is exact.
  if (field.kind === "integer") return typeof value === "number" ? value : Number(value);
  return value;
}

/** A row as an API record. */
export function toRecord(spec: TableSpec, row: Record<string, unknown>): ApiRecord {
  const record: ApiRecord = { id: Number(row.id) };
  for (const [name, field] of Object.entries(spec.fields))
    record[name] = fromColumn(field, row[field.column]);
  return record;
}

/** API values as a row to write; throws on a field the table does not have. */
export function toColumns(spec: TableSpec, values: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    row[fieldOf(spec, name).column] = value;
  }
  return row;
}

/** `%`, `_` and `\` match themselves in the q filter. */
function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filtered(db: Knex, spec: TableSpec, options: ListOptions): Knex.QueryBuilder {
  let query = runner(db)(spec.table);
  for (const [name, value] of Object.entries(options.where ?? {}))
    query = query.where(fieldOf(spec, name).column, value as Knex.Value);
  if (options.q !== undefined && options.q !== "" && spec.search.length > 0) {
    // Postgres text cannot hold U+0000 (a parameter with one is an error), so no record matches.
    if (options.q.includes("\u0000")) return query.whereRaw("false");
    const pattern = likePattern(options.q);
    query = query.where((inner) => {
      for (const name of spec.search)
        inner.orWhereRaw("?? ILIKE ? ESCAPE '\\'", [fieldOf(spec, name).column, pattern]);
    });
  }
  return query;
}

/** Lists records: filtered by `where` and `q`, sorted by `sort` then id, paged when `page` is set. */
export async function listRecords(db: Knex, spec: TableSpec, options: ListOptions = {}): Promise<ListResult> {
  const direction = options.order ?? "asc";
  let query = filtered(db, spec, options).select("*");
  if (options.sort && options.sort !== "id") {
    if (!spec.sortable.includes(options.sort))
      throw new Error(`${spec.table} cannot sort by ${options.sort}`);
    query = query.orderBy(fieldOf(spec, options.sort).column, direction);
  }
  query = query.orderBy("id", direction);
  if (options.page === undefined) {
    const rows = (await query) as Record<string, unknown>[];
    return { records: rows.map((r) => toRecord(spec, r)) };
  }
  const perPage = options.perPage ?? 20;
  const rows = (await query.limit(perPage).offset((options.page - 1) * perPage)) as Record<string, unknown>[];
  const counted = (await filtered(db, spec, options).count({ n: "*" }).first()) as { n: string | number };
  return { records: rows.map((r) => toRecord(spec, r)), total: Number(counted.n) };
}

/** One record by id (and `where`), or undefined. */
export async function findRecord(
  db: Knex,
  spec: TableSpec,
  id: number,
  where: Record<string, unknown> = {},
): Promise<ApiRecord | undefined> {
  const row = (await runner(db)(spec.table)
    .where({ id, ...toColumns(spec, where) })
    .first()) as Record<string, unknown> | undefined;
  return row ? toRecord(spec, row) : undefined;
}

/** Inserts one record and returns it as stored. */
export async function insertRecord(
  db: Knex,
  spec: TableSpec,
  values: Record<string, unknown>,
): Promise<ApiRecord> {
  try {
    const [row] = (await runner(db)(spec.table).insert(toColumns(spec, values)).returning("*")) as Record<
      string,
      unknown
    >[];
    return toRecord(spec, row!);
  } catch (error) {
    return translateConstraintError(error, spec);
  }
}

/** Updates the given fields of one record; the stored record, or undefined when there is none. */
export async function updateRecord(
  db: Knex,
  spec: TableSpec,
  id: number,
  values: Record<string, unknown>,
): Promise<ApiRecord | undefined> {
  const columns = toColumns(spec, values);
  if (Object.keys(columns).length === 0) return findRecord(db, spec, id);
  try {
    const [row] = (await runner(db)(spec.table).where({ id }).update(columns).returning("*")) as Record<
      string,
      unknown
    >[];
    return row ? toRecord(spec, row) : undefined;
  } catch (error) {
    return translateConstraintError(error, spec);
  }
}

/** Deletes one record; false when there was none. */
export async function deleteRecord(db: Knex, spec: TableSpec, id: number): Promise<boolean> {
  try {
    return (await runner(db)(spec.table).where({ id }).del()) > 0;
  } catch (error) {
    return translateConstraintError(error, spec);
  }
}
