/**
 * A restaurant's floor: its dining areas and tables. Every member reads them; managers change
 * them. Names and labels are unique per restaurant (409 `conflict`); an area with tables and a
 * table with bookings are kept (409 `in_use`): a table is deactivated instead, which keeps its
 * bookings' history and stops new ones.
 */

import { RestaurantError } from "../../../generated/restaurant/errors.js";
import type {
  DiningArea,
  DiningTable,
  RestaurantReservationsHandlers,
} from "../../../generated/restaurant/types.js";
import type { HandlerContext } from "../../../runtime/context.js";
import { invalidMember } from "../../../runtime/invalidMember.js";
import { listPage } from "../../../runtime/paging.js";
import {
  type AreaRow,
  type BranchScope,
  deleteArea,
  findArea,
  insertArea,
  listAreas,
  updateArea,
} from "../../../storage/restaurant/reservations/areas.js";
import {
  deleteTable,
  findTable,
  insertTable,
  listTables,
  type TableFields,
  type TableRow,
  updateTable,
} from "../../../storage/restaurant/reservations/tables.js";
import { type Role, requireRestaurant } from "../access.js";

const areaBody = (r: AreaRow): DiningArea => ({
  id: r.id,
  name: r.name,
  position: r.position,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

const tableBody = (r: TableRow): DiningTable => ({
  id: r.id,
  label: r.label,
  area_id: r.area_id,
  min_capacity: r.min_capacity,
  max_capacity: r.max_capacity,
  joinable: r.joinable,
  join_group: r.join_group,
  active: r.active,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

const code = (err: unknown) => (err as { code?: string }).code;
const noArea = () => new RestaurantError("not_found", "No such area in this restaurant");
const noTable = () => new RestaurantError("not_found", "No such table in this restaurant");

/** The branch scope of a restaurant the caller holds `needed` on. */
export async function branchScope(
  ctx: HandlerContext,
  restaurantId: string,
  needed: Role,
): Promise<BranchScope> {
  const { membership } = await requireRestaurant(ctx, restaurantId, needed);
  return { organizationId: membership.organizationId, branchId: restaurantId };
}

const AREA_TAKEN = "This restaurant already has an area of that name";
const LABEL_TAKEN = "This restaurant already has a table with that label";
const AREA_IN_USE = "Tables stand in this area: move or delete them first";
const TABLE_IN_USE = "The table has bookings: deactivate it (active: false) instead; its history is kept";

/** Runs a write, answering a taken name as 409 `conflict` and a referenced record as 409 `in_use`. */
async function guarded<T>(messages: { taken: string; inUse: string }, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (code(err) === "23505") throw new RestaurantError("conflict", messages.taken);
    if (code(err) === "23503") throw new RestaurantError("in_use", messages.inUse);
    throw err;
  }
}

const onArea = { taken: AREA_TAKEN, inUse: AREA_IN_USE };
const onTable = { taken: LABEL_TAKEN, inUse: TABLE_IN_USE };

/** Capacities and the area checked beyond their schema (against each other and stored records). */
async function checkedTable(
  ctx: HandlerContext,
  scope: BranchScope,
  fields: TableFields,
  stored?: TableRow,
): Promise<TableFields> {
  const min = fields.min_capacity ?? stored?.min_capacity ?? 1;
  const max = fields.max_capacity ?? stored?.max_capacity ?? min;
  if (max < min) throw invalidMember("/max_capacity", "is below min_capacity");
  if (fields.area_id && !(await findArea(ctx.db, scope, fields.area_id)))
    throw new RestaurantError("unprocessable", "area_id is not an area of this restaurant", {
      issues: [{ location: "body", name: "/area_id", message: "is not an area of this restaurant" }],
    });
  return fields;
}

/** The area and table operations. */
export const floorHandlers = {
  async list_dining_areas({ path, query }, ctx) {
    const scope = await branchScope(ctx, path.restaurant_id, "staff");
    const page = await listPage(query, (p) => listAreas(ctx.db, scope, p));
    return { status: 200, body: { areas: page.items.map(areaBody), next_cursor: page.nextAfter } };
  },

  async create_dining_area({ path, body }, ctx) {
    const scope = await branchScope(ctx, path.restaurant_id, "manager");
    const row = await guarded(onArea, () =>
      insertArea(ctx.db, scope, { name: body.name, position: body.position ?? 0 }),
    );
    return { status: 201, body: areaBody(row) };
  },

  async get_dining_area({ path }, ctx) {
    const scope = await branchScope(ctx, path.restaurant_id, "staff");
    const row = await findArea(ctx.db, scope, path.area_id);
    if (!row) throw noArea();
    return { status: 200, body: areaBody(row) };
  },

  async update_dining_area({ path, body }, ctx) {
    const scope = await branchScope(ctx, path.restaurant_id, "manager");
    const row = await guarded(onArea, () => updateArea(ctx.db, scope, path.area_id, body, ctx.now()));
    if (!row) throw noArea();
    return { status: 200, body: areaBody(row) };
  },

  async delete_dining_area({ path }, ctx) {
    const scope = await branchScope(ctx, path.restaurant_id, "manager");
    if (!(await guarded(onArea, () => deleteArea(ctx.db, scope, path.area_id)))) throw noArea();
    return { status: 204 };
  },

  async list_dining_tables({ path, query }, ctx) {
    const scope = await branchScope(ctx, path.restaurant_id, "staff");
    const page = await listPage(query, (p) => listTables(ctx.db, scope, query.area_id, p));
    return { status: 200, body: { tables: page.items.map(tableBody), next_cursor: page.nextAfter } };
  },

  async create_dining_table({ path, body }, ctx) {
    const scope = await branchScope(ctx, path.restaurant_id, "manager");
    const fields = await checkedTable(ctx, scope, { ...body });
    const row = await guarded(onTable, () => insertTable(ctx.db, scope, fields));
    return { status: 201, body: tableBody(row) };
  },

  async get_dining_table({ path }, ctx) {
    const scope = await branchScope(ctx, path.restaurant_id, "staff");
    const row = await findTable(ctx.db, scope, path.table_id);
    if (!row) throw noTable();
    return { status: 200, body: tableBody(row) };
  },

  async update_dining_table({ path, body }, ctx) {
    const scope = await branchScope(ctx, path.restaurant_id, "manager");
    const stored = await findTable(ctx.db, scope, path.table_id);
    if (!stored) throw noTable();
    const fields = await checkedTable(ctx, scope, { ...body }, stored);
    const row = await guarded(onTable, () => updateTable(ctx.db, scope, path.table_id, fields, ctx.now()));
    if (!row) throw noTable();
    return { status: 200, body: tableBody(row) };
  },

  async delete_dining_table({ path }, ctx) {
    const scope = await branchScope(ctx, path.restaurant_id, "manager");
    if (!(await guarded(onTable, () => deleteTable(ctx.db, scope, path.table_id)))) throw noTable();
    return { status: 204 };
  },
} satisfies Partial<RestaurantReservationsHandlers>;
