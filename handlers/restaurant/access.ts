/**
 * Who the caller is in the restaurant business, and what they may touch. Every handler starts
 * here: {@link membership} for the organization, {@link requireOrgRole} for organization-wide
 * records (menu, customers, marketing), {@link requireRestaurant} for one branch's records
 * (orders, tables, bookings). A branch the caller may not see is 404 — exactly what a missing one
 * answers — so ids of another organization reveal nothing; a branch they see but may not change
 * is 403 `forbidden_role`.
 */

import { RestaurantError } from "../../generated/restaurant/errors.js";
import type { HandlerContext } from "../../runtime/context.js";
import type { ApiError } from "../../runtime/errors.js";
import {
  type BranchRow,
  branchRole,
  findBranch,
  managesAnyBranch,
} from "../../storage/restaurant/core/branches.js";
import { organizationOf } from "../../storage/restaurant/core/organizations.js";

/** The caller's place in their organization. */
export interface Membership {
  organizationId: string;
  userId: string;
  /** The organization's owner: every right on every branch. */
  owner: boolean;
  /** ISO 4217 code of every amount in the organization. */
  currency: string;
}

/** A role, lowest first: each includes the rights of those before it. */
export type Role = "staff" | "manager" | "owner";
const RANK: Record<Role, number> = { staff: 0, manager: 1, owner: 2 };

/** The signed-in person (session) or the member who minted the key; 401 for a key of nobody. */
export function callerUserId(ctx: HandlerContext): string {
  const userId = ctx.caller?.userId;
  if (!userId)
    throw new RestaurantError(
      ctx.caller ? "wrong_credential_kind" : "credentials_required",
      "This operation acts for a member: send a session token or an API key minted with POST /api/api-keys",
    );
  return userId;
}

/** The caller's organization; 403 `no_organization` when they belong to none. */
export async function membership(ctx: HandlerContext): Promise<Membership> {
  const userId = callerUserId(ctx);
  const org = await organizationOf(ctx.db, userId);
  if (!org)
    throw new RestaurantError(
      "no_organization",
      "You belong to no organization: create one with POST /api/organizations, or ask a manager to add you",
    );
  return { organizationId: org.id, userId, owner: org.owner_user_id === userId, currency: org.currency };
}

function tooLow(needed: Role): ApiError {
  return new RestaurantError("forbidden_role", `This operation needs the ${needed} role`);
}

/**
 * The caller's membership when their organization-wide role reaches `needed`: every member is
 * `staff`; `manager` is the owner or someone managing at least one branch; `owner` the owner.
 */
export async function requireOrgRole(ctx: HandlerContext, needed: Role): Promise<Membership> {
  const m = await membership(ctx);
  if (needed === "staff" || m.owner) return m;
  if (needed === "manager" && (await managesAnyBranch(ctx.db, m.userId))) return m;
  throw tooLow(needed);
}

/** One branch as handlers use it. */
export interface Branch {
  id: string;
  organizationId: string;
  name: string;
  timeZone: string;
  openingHours: BranchRow["opening_hours"];
}

/**
 * The branch and the caller's role on it, when the role reaches `needed`. 404 when the branch is
 * not their organization's or they hold no role on it; 403 when the role is too low.
 */
export async function requireRestaurant(
  ctx: HandlerContext,
  restaurantId: string,
  needed: Role,
): Promise<{ membership: Membership; restaurant: Branch; role: Role; row: BranchRow }> {
  const m = await membership(ctx);
  const row = await findBranch(ctx.db, m.organizationId, restaurantId);
  const role: Role | undefined = !row
    ? undefined
    : m.owner
      ? "owner"
      : await branchRole(ctx.db, row.id, m.userId);
  if (!row || !role) throw new RestaurantError("not_found", "No such restaurant");
  if (RANK[role] < RANK[needed]) throw tooLow(needed);
  const restaurant = {
    id: row.id,
    organizationId: row.organization_id,
    name: row.name,
    timeZone: row.time_zone,
    openingHours: row.opening_hours,
  };
  return { membership: m, restaurant, role, row };
}
