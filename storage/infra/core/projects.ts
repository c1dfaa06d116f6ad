/**
 * Projects: the unit every data route is scoped to. A project belongs to one organization
 * for life, has a public `appId` (the middle of its keys, `sk_<appId>_…`) and a token balance
 * drawn from its organization's pool. These functions check no membership: callers look up
 * the project and MUST check the acting user's role in `project.orgId` first.
 */
import { randomBytes } from "node:crypto";
import type { Knex } from "knex";
import { type Page, type PageRequest, pageByTimeId } from "../../paging.js";
import { inTransaction, isUuid, runner } from "../../run.js";
import { recordTokenMovement, tokenParam } from "./tokens.js";

/** A project as stored. */
export interface Project {
  id: string;
  orgId: string;
  /** 12 characters of [a-z0-9], unique across all projects. */
  appId: string;
  name: string;
  description: string | null;
  tokenBalance: number;
  tokensUsed: number;
  createdAt: Date;
}

/** The characters of an appId. */
const APP_ID_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** How long an appId is. */
export const APP_ID_LENGTH = 12;

/** How many fresh appIds {@link createProject} tries before giving up (a collision is ~2^-62). */
const APP_ID_ATTEMPTS = 5;

/** A new random appId: 12 characters of [a-z0-9], uniformly drawn (rejection sampling). */
export function newAppId(): string {
  let out = "";
  while (out.length < APP_ID_LENGTH) {
    for (const byte of randomBytes(APP_ID_LENGTH * 2)) {
      // 252 = 7 * 36: bytes above it would favour the first characters.
      if (byte < 252 && out.length < APP_ID_LENGTH) out += APP_ID_ALPHABET[byte % 36];
    }
  }
  return out;
}

interface ProjectRow {
  id: string;
  org_id: string;
  app_id: string;
  name: string;
  description: string | null;
  token_balance: string;
  tokens_used: string;
  created_at: Date;
}

function toProject(row: ProjectRow): Project {
  return {
    id: row.id,
    orgId: row.org_id,
    appId: row.app_id,
    name: row.name,
    description: row.description,
    tokenBalance: Number(row.token_balance),
    tokensUsed: Number(row.tokens_used),
    createdAt: row.created_at,
  };
}

/**
 * Creates a project and, in the same transaction, moves min(initialTokens, pool) from the
 * organization's pool to it (with an `allocate` ledger row, none when that is 0). Null when
 * the organization does not exist. `makeAppId` is for tests (to force a collision).
 */
export async function createProject(
  db: Knex,
  input: {
    orgId: string;
    name: string;
    description?: string | null | undefined;
    initialTokens: number;
    actorUserId?: string | null | undefined;
  },
  now: Date,
  makeAppId: () => string = newAppId,
): Promise<Project | null> {
  const wanted = tokenParam(input.initialTokens, true);
  if (!isUuid(input.orgId)) return null;
  return inTransaction(db, async (trx) => {
    const { rows: orgs } = (await trx.raw(
      "SELECT token_pool FROM infra_organizations WHERE id = ? FOR UPDATE",
      [input.orgId],
    )) as { rows: { token_pool: string }[] };
    const org = orgs[0];
    if (!org) return null;
    const moved = Math.min(wanted, Number(org.token_pool));
    let project: ProjectRow | undefined;
    for (let attempt = 0; !project && attempt < APP_ID_ATTEMPTS; attempt++) {
      // ON CONFLICT DO NOTHING rather than catching 23505: an error would abort the transaction.
      const { rows } = (await trx.raw(
        `INSERT INTO infra_projects (org_id, app_id, name, description, token_balance, created_at)
         VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (app_id) DO NOTHING RETURNING *`,
        [input.orgId, makeAppId(), input.name, input.description ?? null, moved, now],
      )) as { rows: ProjectRow[] };
      project = rows[0];
    }
    if (!project) throw new Error(`no free appId after ${APP_ID_ATTEMPTS} attempts`);
    if (moved > 0) {
      await trx.raw("UPDATE infra_organizations SET token_pool = token_pool - ? WHERE id = ?", [
        moved,
        input.orgId,
      ]);
      await recordTokenMovement(
        trx,
        {
          orgId: input.orgId,
          projectId: project.id,
          kind: "allocate",
          amount: moved,
          actorUserId: input.actorUserId ?? null,
          note: "initial tokens",
        },
        now,
      );
    }
    return toProject(project);
  });
}

/** An organization's projects, oldest first. */
export async function listProjects(db: Knex, orgId: string, page: PageRequest): Promise<Page<Project>> {
  const query = isUuid(orgId) ? runner(db)("infra_projects").where({ org_id: orgId }).select("*") : null;
  return pageByTimeId(runner(db), query, { time: "created_at", id: "id" }, page, toProject);
}

/** A project by id, whoever asks (no membership check); null when there is none. */
export async function getProject(db: Knex, projectId: string): Promise<Project | null> {
  if (!isUuid(projectId)) return null;
  const row = (await runner(db)("infra_projects").where({ id: projectId }).first()) as ProjectRow | undefined;
  return row ? toProject(row) : null;
}

/**
 * Deletes a project — its keys and data go by cascade — after returning its remaining balance
 * to the organization's pool, in one transaction. The `release` ledger row that records it has
 * no project_id (the project's own ledger rows go with it); its note names the project.
 * Returns the tokens returned to the pool, or null when there was no such project.
 */
export async function deleteProject(
  db: Knex,
  projectId: string,
  opts: { actorUserId?: string | null | undefined; now?: Date | undefined } = {},
): Promise<{ releasedTokens: number } | null> {
  if (!isUuid(projectId)) return null;
  return inTransaction(db, async (trx) => {
    const project = (await trx("infra_projects").select("org_id").where({ id: projectId }).first()) as
      | { org_id: string }
      | undefined;
    if (!project) return null;
    // Lock order: the organization first, as every pool ↔ project move does.
    await trx.raw("SELECT 1 FROM infra_organizations WHERE id = ? FOR UPDATE", [project.org_id]);
    const { rows } = (await trx.raw(
      "DELETE FROM infra_projects WHERE id = ? RETURNING name, app_id, token_balance",
      [projectId],
    )) as { rows: { name: string; app_id: string; token_balance: string }[] };
    const deleted = rows[0];
    if (!deleted) return null;
    const balance = Number(deleted.token_balance);
    if (balance > 0) {
      await trx.raw("UPDATE infra_organizations SET token_pool = token_pool + ? WHERE id = ?", [
        balance,
        project.org_id,
      ]);
      await recordTokenMovement(
        trx,
        {
          orgId: project.org_id,
          projectId: null,
          kind: "release",
          amount: balance,
          actorUserId: opts.actorUserId ?? null,
          note: `project deleted: ${deleted.name} (${projectId}, ${deleted.app_id})`,
        },
        opts.now,
      );
    }
    return { releasedTokens: balance };
  });
}
