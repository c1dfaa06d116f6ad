/**
 * Who works in a restaurant. The owner gives and changes any role; a restaurant's manager adds and
 * removes its staff. Adding puts the person in the organization (a person works for one: 409
 * `already_member` when they are in another).
 */

import { RestaurantError } from "../../generated/restaurant/errors.js";
import type { RestaurantMembersHandlers } from "../../generated/restaurant/types.js";
import type { HandlerContext } from "../../runtime/context.js";
import { listPage } from "../../runtime/paging.js";
import {
  branchRole,
  deleteMember,
  findMember,
  insertMember,
  listMembers,
  type MemberRow,
  updateMemberRole,
} from "../../storage/restaurant/core/branches.js";
import {
  AlreadyMemberError,
  joinOrganization,
  ownsOrganization,
  userByEmail,
} from "../../storage/restaurant/core/organizations.js";
import { inTransaction } from "../../storage/run.js";
import { requireRestaurant } from "./access.js";

const memberBody = (m: MemberRow) => ({
  user: { id: m.user_id, email: m.email, name: m.name },
  role: m.role,
  added_at: m.added_at.toISOString(),
});

const noSuchMember = () => new RestaurantError("not_found", "No such member here");

/** Managers act on staff only; everything else is the owner's. */
async function mayChange(ctx: HandlerContext, restaurantId: string, targetRole: "manager" | "staff") {
  const access = await requireRestaurant(ctx, restaurantId, "manager");
  if (access.role !== "owner" && targetRole !== "staff")
    throw new RestaurantError("forbidden_role", "Only the owner gives, changes or removes a manager's role");
  return access;
}

/** The member operations. */
export const memberHandlers: RestaurantMembersHandlers = {
  async list_restaurant_members({ path, query }, ctx) {
    await requireRestaurant(ctx, path.restaurant_id, "staff");
    const page = await listPage(query, (p) => listMembers(ctx.db, path.restaurant_id, p));
    return { status: 200, body: { members: page.items.map(memberBody), next_cursor: page.nextAfter } };
  },

  async add_restaurant_member({ path, body }, ctx) {
    const { membership: m } = await mayChange(ctx, path.restaurant_id, body.role);
    const user = await userByEmail(ctx.db, body.email);
    if (!user)
      throw new RestaurantError("unknown_account", "No account has this e-mail address: they sign up first");
    if (await ownsOrganization(ctx.db, user.id))
      throw new RestaurantError(
        "already_member",
        "The person owns an organization (the owner holds every restaurant of it)",
      );
    try {
      const row = await inTransaction(ctx.db, async (trx) => {
        await joinOrganization(trx, m.organizationId, user.id);
        return insertMember(trx, path.restaurant_id, user.id, body.role);
      });
      if (!row) throw new RestaurantError("already_member", "The person already holds a role here");
      return { status: 201, body: memberBody({ ...row, email: user.email, name: user.name }) };
    } catch (err) {
      if (err instanceof AlreadyMemberError)
        throw new RestaurantError("already_member", "The person belongs to another organization");
      throw err;
    }
  },

  async update_restaurant_member({ path, body }, ctx) {
    await mayChange(ctx, path.restaurant_id, "manager");
    if (!(await updateMemberRole(ctx.db, path.restaurant_id, path.user_id, body.role))) throw noSuchMember();
    const row = await findMember(ctx.db, path.restaurant_id, path.user_id);
    if (!row) throw noSuchMember();
    return { status: 200, body: memberBody(row) };
  },

  async remove_restaurant_member({ path }, ctx) {
    const current = await branchRole(ctx.db, path.restaurant_id, path.user_id);
    await mayChange(ctx, path.restaurant_id, current ?? "staff");
    if (!(await deleteMember(ctx.db, path.restaurant_id, path.user_id))) throw noSuchMember();
    return { status: 204 };
  },
};
