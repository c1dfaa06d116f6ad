/**
 * Membership checks for the management routes: a non-member gets 404 (an organization or
 * project they cannot see does not exist for them), a member whose role does not allow the
 * action gets 403.
 */
import type { HandlerContext } from "../../../runtime/context.js";
import { ApiError } from "../../../runtime/errors.js";
import {
  memberRole,
  type OrgAction,
  type OrgRole,
  roleAllows,
} from "../../../storage/infra/core/organizations.js";
import { getProject, type Project } from "../../../storage/infra/core/projects.js";
import { callerUser } from "../caller.js";

/** The caller and their role in an organization. */
export interface OrgAccess {
  userId: string;
  role: OrgRole;
}

/** The 404 for an organization the caller cannot see. */
export function orgNotFound(): ApiError {
  return new ApiError("not_found", "No such organization");
}

/** The 404 for a project the caller cannot see. */
export function projectNotFound(): ApiError {
  return new ApiError("not_found", "No such project");
}

function forbidden(role: OrgRole, action: OrgAction): ApiError {
  return new ApiError("forbidden", `An organization ${role} may not ${action.replace(/_/g, " ")}`);
}

/** The caller's role in `orgId`, checked to allow `action`. */
export async function orgAccess(ctx: HandlerContext, orgId: string, action: OrgAction): Promise<OrgAccess> {
  const userId = callerUser(ctx);
  const role = await memberRole(ctx.db, orgId, userId);
  if (!role) throw orgNotFound();
  if (!roleAllows(role, action)) throw forbidden(role, action);
  return { userId, role };
}

/** The project and the caller's role in its organization, checked to allow `action`. */
export async function projectAccess(
  ctx: HandlerContext,
  projectId: string,
  action: OrgAction,
): Promise<OrgAccess & { project: Project }> {
  const userId = callerUser(ctx);
  const project = await getProject(ctx.db, projectId);
  const role = project ? await memberRole(ctx.db, project.orgId, userId) : null;
  if (!project || !role) throw projectNotFound();
  if (!roleAllows(role, action)) throw forbidden(role, action);
  return { userId, role, project };
}

/** Runs a repository list, turning a cursor it did not make into a 400 (the kernel's). */
export { listPage } from "../../../runtime/paging.js";
