/**
 * The CRUD operations of one storefront resource, from its {@link Resource} description and the
 * record schema of the contract they answer for: `list` (the base variant: every record the
 * caller may see), `page` (the extended variant's list: paged, sorted, filtered, with
 * `X-Total-Count`), `create` (201), `get`, `update` (PATCH: absent fields are left as they are)
 * and `delete` (204). Path ids that can name no record answer 404 like missing ones; broken unique
 * or reference constraints answer 409 or 400 naming the field.
 *
 * Every record leaves as the contract's type, parsed by its generated zod schema: a variant's
 * records carry exactly the fields its contract declares (the base variant's leave out the
 * extended-only ones), and a stored record the contract cannot describe is a server error, never
 * a malformed answer. A group file wires these to its operations (`product_get: product.get`),
 * where the compiler checks each status, body and input against the generated interface.
 */
import { z } from "zod";
import {
  type ApiRecord,
  deleteRecord,
  findRecord,
  insertRecord,
  listRecords,
  updateRecord,
} from "../../../storage/storefront/crud.js";
import type { TableSpec } from "../../../storage/storefront/table.js";
import type { Context } from "../context.js";
import { notFound, recordId, writing } from "../problems.js";

/** A request body as validated by the generated router. */
export type Body = Record<string, unknown>;

/**
 * How one resource behaves beyond plain storage; `In` is the body its create takes, `Up` the body
 * its update takes.
 */
export interface Resource<In extends Body = Body, Up extends Body = In> {
  /** The record's name in messages, e.g. "newsletter subscriber". */
  label: string;
  spec: TableSpec;
  /** Creates the record from the checked body (default: insert the body as it is). */
  create?(body: In, ctx: Context): Promise<ApiRecord>;
  /** The values an update writes (default: the body as it is). */
  updateValues?(body: Up, ctx: Context): Promise<Body>;
  /** Equality filter on what the caller may list; null when they may list nothing. */
  listScope?(ctx: Context): Body | null | undefined;
}

/** The extended variant's list query (the contract defaults `page`, `perPage` and `order`). */
export interface ListQuery {
  page: number;
  perPage: number;
  sort?: string;
  order: "asc" | "desc";
  q?: string;
}

/** A path naming one record. */
interface ById {
  path: { id: string };
}

/**
 * The CRUD handlers of one resource, answering with `Rec`s. `list` takes no query and `page` needs
 * one, so wiring either to the other variant's list operation is a compile error.
 */
export interface Crud<Rec, In, Up> {
  list(input: { query?: never }, ctx: Context): Promise<{ status: 200; body: Rec[] }>;
  page(
    input: { query: ListQuery },
    ctx: Context,
  ): Promise<{ status: 200; body: Rec[]; headers: { "X-Total-Count": number } }>;
  create(input: { body: In }, ctx: Context): Promise<{ status: 201; body: Rec }>;
  get(input: ById, ctx: Context): Promise<{ status: 200; body: Rec }>;
  update(input: ById & { body: Up }, ctx: Context): Promise<{ status: 200; body: Rec }>;
  delete(input: ById, ctx: Context): Promise<{ status: 204 }>;
}

/**
 * The stored record as the contract shows it: its declared fields only, a NULL column left out
 * where the contract's field is optional but not nullable (unset), then parsed by `schema`.
 */
function presenter<S extends z.ZodObject>(label: string, schema: S): (record: ApiRecord) => z.output<S> {
  const fields = Object.entries(schema.shape).map(([name, field]) => ({
    name,
    nullable: z.safeParse(field, null).success,
  }));
  return (record) => {
    const shown: Body = {};
    for (const { name, nullable } of fields) {
      const value = record[name];
      if (value === undefined || (value === null && !nullable)) continue;
      shown[name] = value;
    }
    const parsed = schema.safeParse(shown);
    if (!parsed.success)
      throw new Error(`stored ${label} ${record.id} breaks the contract: ${z.prettifyError(parsed.error)}`);
    return parsed.data;
  };
}

/** The CRUD handlers of `resource`, answering with records of `schema` (a generated record schema). */
export function crud<S extends z.ZodObject, In extends Body, Up extends Body>(
  resource: Resource<In, Up>,
  schema: S,
): Crud<z.output<S>, In, Up> {
  const { label, spec } = resource;
  const present = presenter(label, schema);
  const id = (input: ById) => recordId(input.path.id, label);
  return {
    async list(_input, ctx) {
      const scope = resource.listScope?.(ctx);
      if (scope === null) return { status: 200, body: [] };
      const { records } = await listRecords(ctx.db, spec, scope ? { where: scope } : {});
      return { status: 200, body: records.map(present) };
    },
    async page({ query }, ctx) {
      const scope = resource.listScope?.(ctx);
      if (scope === null) return { status: 200, body: [], headers: { "X-Total-Count": 0 } };
      const { records, total } = await listRecords(ctx.db, spec, {
        page: query.page,
        perPage: query.perPage,
        order: query.order,
        ...(query.sort ? { sort: query.sort } : {}),
        ...(query.q ? { q: query.q } : {}),
        ...(scope ? { where: scope } : {}),
      });
      return {
        status: 200,
        body: records.map(present),
        headers: { "X-Total-Count": total ?? records.length },
      };
    },
    async create({ body }, ctx) {
      const record = await writing(label, () =>
        resource.create ? resource.create(body, ctx) : insertRecord(ctx.db, spec, body),
      );
      return { status: 201, body: present(record) };
    },
    async get(input, ctx) {
      const record = await findRecord(ctx.db, spec, id(input));
      if (!record) throw notFound(label);
      return { status: 200, body: present(record) };
    },
    async update(input, ctx) {
      const recordIdValue = id(input);
      const values = resource.updateValues ? await resource.updateValues(input.body, ctx) : input.body;
      const record = await writing(label, () => updateRecord(ctx.db, spec, recordIdValue, values));
      if (!record) throw notFound(label);
      return { status: 200, body: present(record) };
    },
    async delete(input, ctx) {
      if (!(await deleteRecord(ctx.db, spec, id(input)))) throw notFound(label);
      return { status: 204 };
    },
  };
}
