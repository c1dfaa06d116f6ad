/**
 * Restaurants (branches): the owner creates and deletes them, their managers update them, and
 * every member lists and reads the ones they hold a role on. Time zones are checked against the
 * runtime's IANA database; an opening period must not open and close at the same minute.
 */

import { RestaurantError } from "../../generated/restaurant/errors.js";
import type {
  Address,
  OpeningPeriod,
  RestaurantBranch,
  RestaurantRestaurantsHandlers,
} from "../../generated/restaurant/types.js";
import { invalidMember } from "../../runtime/invalidMember.js";
import { listPage } from "../../runtime/paging.js";
import {
  type BranchFields,
  type BranchRow,
  deleteBranch,
  insertBranch,
  listBranches,
  updateBranch,
} from "../../storage/restaurant/core/branches.js";
import { membership, type Role, requireOrgRole, requireRestaurant } from "./access.js";

/** A branch as the contract sends it, with the caller's role on it. */
export function restaurantBody(row: BranchRow, role: Role): RestaurantBranch {
  return {
    id: row.id,
    name: row.name,
    time_zone: row.time_zone,
    // Stored from validated bodies only: the contract's types hold.
    opening_hours: row.opening_hours as OpeningPeriod[],
    address: row.address as Address | null,
    phone: row.phone,
    role,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** Whether the runtime's time-zone database knows `zone`. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The fields checked beyond their schema: a known zone, periods of non-zero length. */
function checked<T extends BranchFields>(fields: T): T {
  if (fields.time_zone !== undefined && !isTimeZone(fields.time_zone))
    throw invalidMember("/time_zone", "is not an IANA time zone this server knows");
  fields.opening_hours?.forEach((p, i) => {
    if (p.opens === p.closes) throw invalidMember(`/opening_hours/${i}`, "opens and closes at the same time");
  });
  return fields;
}

const isForeignKeyViolation = (err: unknown) => (err as { code?: string }).code === "23503";

/** The restaurant operations. */
export const branchHandlers: RestaurantRestaurantsHandlers = {
  async list_restaurants({ query }, ctx) {
    const m = await membership(ctx);
    const page = await listPage(query, (p) =>
      listBranches(ctx.db, m.organizationId, m.owner ? null : m.userId, p),
    );
    return {
      status: 200,
      body: {
        restaurants: page.items.map((r) => restaurantBody(r, (r.role as Role | null) ?? "owner")),
        next_cursor: page.nextAfter,
      },
    };
  },

  async create_restaurant({ body }, ctx) {
    const m = await requireOrgRole(ctx, "owner");
    const row = await insertBranch(ctx.db, m.organizationId, checked({ ...body }));
    return { status: 201, body: restaurantBody(row, "owner") };
  },

  async get_restaurant({ path }, ctx) {
    const { row, role } = await requireRestaurant(ctx, path.restaurant_id, "staff");
    return { status: 200, body: restaurantBody(row, role) };
  },

  async update_restaurant({ path, body }, ctx) {
    const { membership: m, role } = await requireRestaurant(ctx, path.restaurant_id, "manager");
    const row = await updateBranch(
      ctx.db,
      m.organizationId,
      path.restaurant_id,
      checked({ ...body }),
      ctx.now(),
    );
    if (!row) throw new RestaurantError("not_found", "No such restaurant");
    return { status: 200, body: restaurantBody(row, role) };
  },

  async delete_restaurant({ path }, ctx) {
    const { membership: m } = await requireRestaurant(ctx, path.restaurant_id, "owner");
    try {
      if (!(await deleteBranch(ctx.db, m.organizationId, path.restaurant_id)))
        throw new RestaurantError("not_found", "No such restaurant");
    } catch (err) {
      if (isForeignKeyViolation(err))
        throw new RestaurantError("in_use", "The restaurant has orders or bookings; its history is kept");
      throw err;
    }
    return { status: 204 };
  },
};
