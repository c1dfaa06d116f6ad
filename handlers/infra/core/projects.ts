/** Project and project-key routes (bearer). */
import type { InfraApiKeysHandlers, InfraProjectsHandlers } from "../../../generated/infra/types.js";
import { ApiError } from "../../../runtime/errors.js";
import {
  createProjectKey,
  getProjectKey,
  listProjectKeys,
  type ProjectKey,
  revokeProjectKey,
} from "../../../storage/infra/core/projectKeys.js";
import {
  createProject,
  deleteProject,
  listProjects,
  type Project,
} from "../../../storage/infra/core/projects.js";
import { iso, isoOrNull } from "../format.js";
import { forgetProjectKeys } from "../projectKeyCache.js";
import { listPage, orgAccess, orgNotFound, projectAccess, projectNotFound } from "./access.js";
import { settledProject } from "./tokens.js";

function projectBody(p: Project) {
  return {
    id: p.id,
    org_id: p.orgId,
    app_id: p.appId,
    name: p.name,
    description: p.description,
    token_balance: p.tokenBalance,
    tokens_used: p.tokensUsed,
    created_at: iso(p.createdAt),
  };
}

function keyBody(k: ProjectKey) {
  return {
    id: k.id,
    project_id: k.projectId,
    name: k.name,
    start: k.start,
    created_at: iso(k.createdAt),
    last_used_at: isoOrNull(k.lastUsedAt),
    revoked_at: isoOrNull(k.revokedAt),
  };
}

/** Projects. */
export const projectHandlers: InfraProjectsHandlers = {
  async create_project({ path, body }, ctx) {
    const { userId } = await orgAccess(ctx, path.org_id, "manage_projects");
    const project = await createProject(
      ctx.db,
      {
        orgId: path.org_id,
        name: body.name,
        description: body.description ?? null,
        initialTokens: body.initial_tokens,
        actorUserId: userId,
      },
      ctx.now(),
    );
    if (!project) throw orgNotFound();
    return { status: 200, body: projectBody(project) };
  },

  async list_projects({ path, query }, ctx) {
    await orgAccess(ctx, path.org_id, "read");
    const page = await listPage(query, (p) => listProjects(ctx.db, path.org_id, p));
    return { status: 200, body: { projects: page.items.map(projectBody), next_cursor: page.nextAfter } };
  },

  async get_project({ path }, ctx) {
    // Its token balance includes the calls this process answered (see settledProject).
    await settledProject(ctx, path.project_id);
    const { project } = await projectAccess(ctx, path.project_id, "read");
    return { status: 200, body: projectBody(project) };
  },

  async delete_project({ path }, ctx) {
    const { userId } = await projectAccess(ctx, path.project_id, "manage_projects");
    // Settle this process's lease first: its spend is counted before the rest goes to the pool.
    await settledProject(ctx, path.project_id);
    if (!(await deleteProject(ctx.db, path.project_id, { actorUserId: userId, now: ctx.now() })))
      throw projectNotFound();
    forgetProjectKeys(ctx.db, { projectId: path.project_id });
    return { status: 200, body: { id: path.project_id, deleted: true } };
  },
};

/** A project's API keys. */
export const apiKeyHandlers: InfraApiKeysHandlers = {
  async create_api_key({ body }, ctx) {
    const { userId } = await projectAccess(ctx, body.project_id, "manage_keys");
    const made = await createProjectKey(
      ctx.db,
      { projectId: body.project_id, name: body.name, createdBy: userId },
      ctx.now(),
    );
    if (!made) throw projectNotFound();
    return { status: 200, body: { ...keyBody(made.key), key: made.secret } };
  },

  async list_api_keys({ path, query }, ctx) {
    await projectAccess(ctx, path.project_id, "read");
    const page = await listPage(query, (p) => listProjectKeys(ctx.db, path.project_id, p));
    return { status: 200, body: { api_keys: page.items.map(keyBody), next_cursor: page.nextAfter } };
  },

  async revoke_api_key({ path }, ctx) {
    const key = await getProjectKey(ctx.db, path.key_id);
    const notFound = new ApiError("not_found", "No such API key");
    if (!key) throw notFound;
    // The key's project decides who may revoke it; outsiders learn nothing (404).
    await projectAccess(ctx, key.projectId, "manage_keys").catch((err: unknown) => {
      throw err instanceof ApiError && err.status === 404 ? notFound : err;
    });
    const revoked = await revokeProjectKey(ctx.db, key.projectId, key.id, ctx.now());
    if (!revoked) throw notFound;
    // Refused by this process from now on; other processes' cached copies age out within a second.
    forgetProjectKeys(ctx.db, { projectId: key.projectId, keyId: key.id });
    return { status: 200, body: keyBody(revoked) };
  },
};
