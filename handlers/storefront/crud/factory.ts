/**
 * The five CRUD operations of one storefront resource, from its {@link Resource} description:
 * list (the extended variant pages, sorts and filters, and says `X-Total-Count`), create (201),
 * get, update (PATCH: absent fields are left as they are) and delete (204). Path ids that can
 * name no record answer 404 like missing ones; broken unique or reference constraints answer
 * 400 naming the field. Both variants run this code; the base variant's records leave out the
 * extended-only fields.
 */
import type { HandlerContext } from "../../../runtime/context.js";
import {
  type ApiRecord,
  deleteRecord,
  findRecord,
  insertRecord,
  listRecords,
  updateRecord,
} from "../../../storage/storefront/crud.js";
import type { ResourceName } from "../../../storage/storefront/resources.js";
import type { TableSpec } from "../../../storage/storefront/table.js";
import { notFound, recordId, writing } from "../problems.js";

/** Which published contract a handler answers for. */
export type Variant = "base" | "ext";

/** A request body as validated by the generated router. */
export type Body = Record<string, unknown>;

/** How one resource behaves beyond plain storage. */
export interface Resource {
  name: ResourceName;
  /** The record's name in messages, e.g. "newsletter subscriber". */
  label: string;
  spec: TableSpec;
  /** Fields only the extended variant has: left out of the base variant's records. */
  extOnly?: readonly string[];
  /** Optional fields the contract does not allow to be null: left out while unset. */
  omitNull?: readonly string[];
  /** Creates the record from the checked body (default: insert the body as it is). */
  create?(body: Body, ctx: HandlerContext): Promise<ApiRecord>;
  /** The values an update writes (default: the body as it is). */
  updateValues?(body: Body, ctx: HandlerContext): Promise<Body>;
  /** Equality filter on what the caller may list; null when they may list nothing. */
  listScope?(ctx: HandlerContext): Body | null | undefined;
}

/** What a CRUD handler receives. */
interface CrudInput {
  path?: { id: string };
  query?: { page?: number; perPage?: number; sort?: string; order?: "asc" | "desc"; q?: string };
  body?: Body;
}

/** What a CRUD handler answers. */
interface CrudAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, number>;
}

/** One operation handler, as the runtime calls it. */
export type CrudHandler = (input: CrudInput, ctx: HandlerContext) => Promise<CrudAnswer>;

/** The record as the variant shows it. */
function presenter(resource: Resource, variant: Variant): (record: ApiRecord) => ApiRecord {
  const drop = new Set(variant === "base" ? (resource.extOnly ?? []) : []);
  const omitNull = new Set(resource.omitNull ?? []);
  return (record) => {
    const shown: ApiRecord = { id: record.id };
    for (const [name, value] of Object.entries(record)) {
      if (drop.has(name) || (value === null && omitNull.has(name))) continue;
      shown[name] = value;
    }
    return shown;
  };
}

/** `<name>_list`, `_create`, `_get`, `_update` and `_delete` for one resource and variant. */
export function crudOperations(resource: Resource, variant: Variant): Record<string, CrudHandler> {
  const { name, label, spec } = resource;
  const present = presenter(resource, variant);
  const id = (input: CrudInput) => recordId(input.path!.id, label);
  return {
    async [`${name}_list`](input, ctx) {
      const scope = resource.listScope?.(ctx);
      if (scope === null)
        return { status: 200, body: [], ...(variant === "ext" ? { headers: { "X-Total-Count": 0 } } : {}) };
      const query = variant === "ext" ? (input.query ?? {}) : {};
      const { records, total } = await listRecords(ctx.db, spec, {
        ...(variant === "ext" ? { page: query.page ?? 1, perPage: query.perPage ?? 20 } : {}),
        ...(query.sort ? { sort: query.sort } : {}),
        ...(query.order ? { order: query.order } : {}),
        ...(query.q ? { q: query.q } : {}),
        ...(scope ? { where: scope } : {}),
      });
      return {
        status: 200,
        body: records.map(present),
        ...(total !== undefined ? { headers: { "X-Total-Count": total } } : {}),
      };
    },
    async [`${name}_create`](input, ctx) {
      const body = input.body ?? {};
      const record = await writing(label, () =>
        resource.create ? resource.create(body, ctx) : insertRecord(ctx.db, spec, body),
      );
      return { status: 201, body: present(record) };
    },
    async [`${name}_get`](input, ctx) {
      const record = await findRecord(ctx.db, spec, id(input));
      if (!record) throw notFound(label);
      return { status: 200, body: present(record) };
    },
    async [`${name}_update`](input, ctx) {
      const recordIdValue = id(input);
      const body = input.body ?? {};
      const values = resource.updateValues ? await resource.updateValues(body, ctx) : body;
      const record = await writing(label, () => updateRecord(ctx.db, spec, recordIdValue, values));
      if (!record) throw notFound(label);
      return { status: 200, body: present(record) };
    },
    async [`${name}_delete`](input, ctx) {
      if (!(await deleteRecord(ctx.db, spec, id(input)))) throw notFound(label);
      return { status: 204 };
    },
  };
}
