/** Token routes: the organization's pool, project balances and the ledger. */
import type { InfraTokensHandlers } from "../../../generated/infra/types.js";
import type { HandlerContext } from "../../../runtime/context.js";
import { ApiError } from "../../../runtime/errors.js";
import {
  allocateTokens,
  grantTokens,
  listTokenLedger,
  organizationTokens,
  projectTokens,
  releaseTokens,
  type TokenLedgerEntry,
} from "../../../storage/infra/core/tokens.js";
import { callerProject, callerUser } from "../caller.js";
import { iso } from "../format.js";
import { listPage, orgAccess, orgNotFound, projectAccess, projectNotFound } from "./access.js";

function ledgerBody(e: TokenLedgerEntry) {
  return {
    id: e.id,
    org_id: e.orgId,
    project_id: e.projectId,
    kind: e.kind,
    amount: e.amount,
    actor_user_id: e.actorUserId,
    note: e.note,
    created_at: iso(e.createdAt),
  };
}

async function orgTokensBody(ctx: HandlerContext, orgId: string) {
  const tokens = await organizationTokens(ctx.db, orgId);
  if (!tokens) throw orgNotFound();
  return {
    org_id: tokens.orgId,
    pool: tokens.pool,
    projects: tokens.projects.map((p) => ({
      project_id: p.projectId,
      name: p.name,
      balance: p.balance,
      used: p.used,
    })),
  };
}

async function projectTokensBody(ctx: HandlerContext, projectId: string) {
  const tokens = await projectTokens(ctx.db, projectId);
  if (!tokens) throw projectNotFound();
  return { project_id: tokens.projectId, balance: tokens.balance, used: tokens.used };
}

/** The token handlers. */
export const tokenHandlers: InfraTokensHandlers = {
  async get_organization_tokens({ path }, ctx) {
    await orgAccess(ctx, path.org_id, "read");
    return { status: 200, body: await orgTokensBody(ctx, path.org_id) };
  },

  async grant_organization_tokens({ path, body }, ctx) {
    const userId = callerUser(ctx);
    // Tokens are minted by the platform's operators, not by the organization itself.
    await orgAccess(ctx, path.org_id, "read");
    if (ctx.caller?.role !== "admin")
      throw new ApiError("forbidden", "Only platform administrators grant tokens");
    if (!(await grantTokens(ctx.db, path.org_id, body.amount, userId, body.note ?? null, ctx.now())))
      throw orgNotFound();
    return { status: 200, body: await orgTokensBody(ctx, path.org_id) };
  },

  async list_token_ledger({ path, query }, ctx) {
    await orgAccess(ctx, path.org_id, "read");
    const page = await listPage(query, (p) => listTokenLedger(ctx.db, { orgId: path.org_id }, p));
    return { status: 200, body: { entries: page.items.map(ledgerBody), next_cursor: page.nextAfter } };
  },

  async get_project_tokens({ path }, ctx) {
    await projectAccess(ctx, path.project_id, "read");
    return { status: 200, body: await projectTokensBody(ctx, path.project_id) };
  },

  async allocate_project_tokens({ path, body }, ctx) {
    const { userId } = await projectAccess(ctx, path.project_id, "manage_tokens");
    const moved = await allocateTokens(ctx.db, path.project_id, body.amount, userId, ctx.now());
    if (!moved) throw projectNotFound();
    if (!moved.ok)
      throw new ApiError("insufficient_tokens", "The organization's pool holds fewer tokens than that");
    return { status: 200, body: await projectTokensBody(ctx, path.project_id) };
  },

  async release_project_tokens({ path, body }, ctx) {
    const { userId } = await projectAccess(ctx, path.project_id, "manage_tokens");
    const moved = await releaseTokens(ctx.db, path.project_id, body.amount, userId, ctx.now());
    if (!moved) throw projectNotFound();
    if (!moved.ok) throw new ApiError("insufficient_tokens", "The project holds fewer tokens than that");
    return { status: 200, body: await projectTokensBody(ctx, path.project_id) };
  },

  async get_tokens(_input, ctx) {
    return { status: 200, body: await projectTokensBody(ctx, callerProject(ctx)) };
  },
};
