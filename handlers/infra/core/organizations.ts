/** Organization and membership routes (bearer). */
import type { InfraOrganizationsHandlers } from "../../../generated/infra/types.js";
import type { HandlerContext } from "../../../runtime/context.js";
import { ApiError } from "../../../runtime/errors.js";
import {
  addMember,
  createOrganization,
  deleteOrganization,
  getMember,
  getOrganizationForUser,
  listMembers,
  listOrganizationsForUser,
  type Member,
  type Organization,
  removeMember,
  renameOrganization,
  setMemberRole,
  transferOwnership,
} from "../../../storage/infra/core/organizations.js";
import { callerUser } from "../caller.js";
import { iso } from "../format.js";
import { forgetProjectKeys } from "../projectKeyCache.js";
import { listPage, orgAccess, orgNotFound } from "./access.js";

/** The wire form of an organization. */
export function organizationBody(org: Organization) {
  return {
    id: org.id,
    name: org.name,
    role: org.role,
    token_pool: org.tokenPool,
    created_at: iso(org.createdAt),
    updated_at: iso(org.updatedAt),
  };
}

function memberBody(m: Member) {
  return { user_id: m.userId, email: m.email, name: m.name, role: m.role, joined_at: iso(m.joinedAt) };
}

function memberNotFound(): ApiError {
  return new ApiError("not_found", "No such member");
}

/** The organization as the caller sees it now (after a change). */
async function reload(ctx: HandlerContext, orgId: string, userId: string) {
  const org = await getOrganizationForUser(ctx.db, orgId, userId);
  if (!org) throw orgNotFound();
  return organizationBody(org);
}

/** The organization handlers; a new organization's pool starts with `ctx.config.orgStartTokens`. */
export const organizationHandlers: InfraOrganizationsHandlers = {
  async create_organization({ body }, ctx) {
    const userId = callerUser(ctx);
    const org = await createOrganization(
      ctx.db,
      { name: body.name, ownerUserId: userId, startingTokens: ctx.config.orgStartTokens },
      ctx.now(),
    );
    return { status: 200, body: organizationBody(org) };
  },

  async list_organizations({ query }, ctx) {
    const userId = callerUser(ctx);
    const page = await listPage(query, (p) => listOrganizationsForUser(ctx.db, userId, p));
    return {
      status: 200,
      body: { organizations: page.items.map(organizationBody), next_cursor: page.nextAfter },
    };
  },

  async get_organization({ path }, ctx) {
    const { userId } = await orgAccess(ctx, path.org_id, "read");
    return { status: 200, body: await reload(ctx, path.org_id, userId) };
  },

  async update_organization({ path, body }, ctx) {
    const { userId } = await orgAccess(ctx, path.org_id, "manage_org");
    await renameOrganization(ctx.db, path.org_id, body.name, ctx.now());
    return { status: 200, body: await reload(ctx, path.org_id, userId) };
  },

  async delete_organization({ path }, ctx) {
    await orgAccess(ctx, path.org_id, "manage_org");
    if (!(await deleteOrganization(ctx.db, path.org_id))) throw orgNotFound();
    forgetProjectKeys(ctx.db, { orgId: path.org_id });
    return { status: 200, body: { id: path.org_id, deleted: true } };
  },

  async list_members({ path, query }, ctx) {
    await orgAccess(ctx, path.org_id, "read");
    const page = await listPage(query, (p) => listMembers(ctx.db, path.org_id, p));
    return { status: 200, body: { members: page.items.map(memberBody), next_cursor: page.nextAfter } };
  },

  async add_member({ path, body }, ctx) {
    // Admins add members; making someone an admin is the owner's call.
    const role = body.role ?? "member";
    await orgAccess(ctx, path.org_id, role === "admin" ? "change_roles" : "manage_members");
    const added = await addMember(ctx.db, path.org_id, body.email, role);
    if (!added.ok) {
      if (added.reason === "member_exists") throw new ApiError("conflict", "They are already a member");
      // 409, not 404: the organization in the path exists; the body names an account that
      // does not (yet) — a state the caller can change by having them sign up.
      if (added.reason === "no_such_user")
        throw new ApiError("conflict", "No account has this e-mail address; they need to sign up first");
      throw orgNotFound();
    }
    return { status: 200, body: memberBody(added.member) };
  },

  async update_member({ path, body }, ctx) {
    await orgAccess(ctx, path.org_id, "change_roles");
    const changed = await setMemberRole(ctx.db, path.org_id, path.user_id, body.role);
    if (!changed.ok) {
      if (changed.reason === "is_owner")
        throw new ApiError("conflict", "The owner's role changes only by transferring ownership");
      throw memberNotFound();
    }
    return { status: 200, body: memberBody(changed.member) };
  },

  async remove_member({ path }, ctx) {
    const self = callerUser(ctx) === path.user_id;
    // Anyone may leave; removing others takes an admin, and removing an admin the owner.
    if (!self) {
      await orgAccess(ctx, path.org_id, "manage_members");
      const target = await getMember(ctx.db, path.org_id, path.user_id);
      if (target?.role === "admin") await orgAccess(ctx, path.org_id, "change_roles");
    } else {
      await orgAccess(ctx, path.org_id, "read");
    }
    const removed = await removeMember(ctx.db, path.org_id, path.user_id);
    if (!removed.ok) {
      if (removed.reason === "is_owner")
        throw new ApiError("conflict", "The owner cannot be removed: transfer ownership first");
      throw memberNotFound();
    }
    return { status: 200, body: { user_id: path.user_id, removed: true } };
  },

  async transfer_organization({ path, body }, ctx) {
    const { userId } = await orgAccess(ctx, path.org_id, "transfer_ownership");
    const moved = await transferOwnership(ctx.db, path.org_id, userId, body.user_id);
    if (!moved.ok) {
      if (moved.reason === "not_member")
        throw new ApiError("conflict", "The new owner must already be a member of the organization");
      throw orgNotFound();
    }
    return { status: 200, body: await reload(ctx, path.org_id, userId) };
  },
};
