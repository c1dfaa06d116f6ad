/** Token routes: the organization's pool, project balances and the ledger. */

import { InfraError } from "../../../generated/infra/errors.js";
import type { InfraTokensHandlers } from "../../../generated/infra/types.js";
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
import type { Context } from "../context.js";
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

/**
 * The organization's pool and balances. The leases this process holds of its projects are settled
 * first, so what it shows includes every call this process answered (see {@link settledProject}).
 */
async function orgTokensBody(ctx: Context, orgId: string) {
  const before = await organizationTokens(ctx.db, orgId);
  if (!before) throw orgNotFound();
  await Promise.all(before.projects.map((p) => ctx.tokens.closeLease(p.projectId)));
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

/**
 * Settles this process's lease of the project's tokens, if it holds one: its spend is then in the
 * database and its rest back on the balance, so a read (or a release) right after a call made to
 * this process sees it. Spend in other server processes shows within their next settle (500 ms).
 */
export function settledProject(ctx: Context, projectId: string): Promise<void> {
  return ctx.tokens.closeLease(projectId);
}

async function projectTokensBody(ctx: Context, projectId: string) {
  await settledProject(ctx, projectId);
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
      throw new InfraError("forbidden", "Only platform administrators grant tokens");
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
      throw new InfraError("insufficient_tokens", "The organization's pool holds fewer tokens than that");
    return { status: 200, body: await projectTokensBody(ctx, path.project_id) };
  },

  async release_project_tokens({ path, body }, ctx) {
    const { userId } = await projectAccess(ctx, path.project_id, "manage_tokens");
    // Tokens this process holds in a lease are released with the rest.
    await settledProject(ctx, path.project_id);
    const moved = await releaseTokens(ctx.db, path.project_id, body.amount, userId, ctx.now());
    if (!moved) throw projectNotFound();
    if (!moved.ok) throw new InfraError("insufficient_tokens", "The project holds fewer tokens than that");
    return { status: 200, body: await projectTokensBody(ctx, path.project_id) };
  },

  async get_tokens(_input, ctx) {
    return { status: 200, body: await projectTokensBody(ctx, callerProject(ctx)) };
  },
};
