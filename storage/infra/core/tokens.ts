/**
 * Tokens: an organization's unallocated pool (`infra_organizations.token_pool`) and each
 * project's balance (`infra_projects.token_balance`), which data calls spend one at a time.
 * Every movement between the two — and every grant into a pool — writes an
 * `infra_token_ledger` row in the same transaction; spending does not (it only counts
 * `tokens_used`). Lock order, everywhere: the organization row, then the project row. A
 * charge locks the project row alone, so it can never be part of a cycle.
 */
import type { Knex } from "knex";
import { decodeSerialCursor, finishPage, type Page, type PageRequest, pageLimit } from "../../paging.js";
import { inTransaction, isUuid, runner } from "../../run.js";

/** What a ledger row records: tokens into a pool, pool → project, or project → pool. */
export type TokenMovementKind = "grant" | "allocate" | "release";

/** One ledger row. */
export interface TokenLedgerEntry {
  /** A bigserial, as decimal text. */
  id: string;
  orgId: string;
  /** Null for grants, and for the release of a project that was then deleted. */
  projectId: string | null;
  kind: TokenMovementKind;
  /** Always positive: `kind` says which way the tokens went. */
  amount: number;
  actorUserId: string | null;
  note: string | null;
  createdAt: Date;
}

/** Result of {@link chargeProjectToken}: refused (nothing changed) for an unknown project or a short balance. */
export type ChargeResult = { ok: true; balance: number } | { ok: false };

/** Result of {@link allocateTokens}. */
export type AllocateResult =
  | { ok: true; pool: number; balance: number }
  | { ok: false; reason: "insufficient_pool" };

/** Result of {@link releaseTokens}. */
export type ReleaseResult =
  | { ok: true; pool: number; balance: number }
  | { ok: false; reason: "insufficient_balance" };

/**
 * A token amount checked: a RangeError unless a safe integer > 0 (>= 0 with `allowZero`).
 * Columns are bigint; amounts stay below 2^53, so numbers are exact.
 */
export function tokenParam(value: number, allowZero = false): number {
  if (!Number.isSafeInteger(value) || value < 0 || (value === 0 && !allowZero))
    throw new RangeError(`token amount must be a safe integer ${allowZero ? ">= 0" : "> 0"}, got ${value}`);
  return value;
}

/**
 * Writes one ledger row. MUST run in the transaction that moved the tokens, so the ledger
 * never records a movement that did not happen (or misses one that did).
 */
export async function recordTokenMovement(
  trx: Knex,
  entry: {
    orgId: string;
    projectId: string | null;
    kind: TokenMovementKind;
    amount: number;
    actorUserId: string | null;
    note: string | null;
  },
  now?: Date,
): Promise<void> {
  await trx("infra_token_ledger").insert({
    org_id: entry.orgId,
    project_id: entry.projectId,
    kind: entry.kind,
    amount: tokenParam(entry.amount),
    actor_user_id: entry.actorUserId,
    note: entry.note,
    ...(now ? { created_at: now } : {}),
  });
}

/**
 * Spends `amount` (default 1) of the project's balance and counts it as used — one statement,
 * refused when the balance is short (or held by leases), so concurrent charges can never take it
 * below zero. Data calls pay from leases instead (tokenLeases.ts); this exact debit is for tests
 * and tools that must see the balance move at once.
 */
export async function chargeProjectToken(db: Knex, projectId: string, amount = 1): Promise<ChargeResult> {
  tokenParam(amount);
  if (!isUuid(projectId)) return { ok: false };
  const { rows } = (await runner(db).raw(
    `UPDATE infra_projects SET token_balance = token_balance - ?, tokens_used = tokens_used + ?
      WHERE id = ? AND token_balance - tokens_reserved >= ? RETURNING token_balance`,
    [amount, amount, projectId, amount],
  )) as { rows: { token_balance: string }[] };
  const row = rows[0];
  return row ? { ok: true, balance: Number(row.token_balance) } : { ok: false };
}

/** A project's balance and what it has spent; null for an unknown project. */
export async function projectTokens(
  db: Knex,
  projectId: string,
): Promise<{ projectId: string; balance: number; used: number } | null> {
  if (!isUuid(projectId)) return null;
  const row = (await runner(db)("infra_projects")
    .select("token_balance", "tokens_used")
    .where({ id: projectId })
    .first()) as { token_balance: string; tokens_used: string } | undefined;
  return row ? { projectId, balance: Number(row.token_balance), used: Number(row.tokens_used) } : null;
}

/**
 * An organization's pool and every project's balance, read in one statement (one snapshot, so
 * a concurrent allocation never shows up on both sides or neither); null for an unknown org.
 * Projects in creation order.
 */
export async function organizationTokens(
  db: Knex,
  orgId: string,
): Promise<{
  orgId: string;
  pool: number;
  projects: { projectId: string; name: string; balance: number; used: number }[];
} | null> {
  if (!isUuid(orgId)) return null;
  const { rows } = (await runner(db).raw(
    `SELECT o.token_pool, p.id, p.name, p.token_balance, p.tokens_used
       FROM infra_organizations o LEFT JOIN infra_projects p ON p.org_id = o.id
      WHERE o.id = ? ORDER BY p.created_at, p.id`,
    [orgId],
  )) as {
    rows: {
      token_pool: string;
      id: string | null;
      name: string | null;
      token_balance: string | null;
      tokens_used: string | null;
    }[];
  };
  const first = rows[0];
  if (!first) return null;
  return {
    orgId,
    pool: Number(first.token_pool),
    projects: rows
      .filter((r) => r.id !== null)
      .map((r) => ({
        projectId: r.id as string,
        name: r.name as string,
        balance: Number(r.token_balance),
        used: Number(r.tokens_used),
      })),
  };
}

/**
 * Adds `amount` new tokens to an organization's pool (a purchase, a plan, an operator's gift)
 * with a `grant` ledger row; returns the new pool, or null for an unknown organization.
 * Not a member right: tokens come from nothing here, so only billing or the operator calls it.
 */
export async function grantTokens(
  db: Knex,
  orgId: string,
  amount: number,
  actorUserId: string | null,
  note: string | null,
  now: Date,
): Promise<{ pool: number } | null> {
  tokenParam(amount);
  if (!isUuid(orgId)) return null;
  return inTransaction(db, async (trx) => {
    const { rows } = (await trx.raw(
      "UPDATE infra_organizations SET token_pool = token_pool + ? WHERE id = ? RETURNING token_pool",
      [amount, orgId],
    )) as { rows: { token_pool: string }[] };
    const row = rows[0];
    if (!row) return null;
    await recordTokenMovement(trx, { orgId, projectId: null, kind: "grant", amount, actorUserId, note }, now);
    return { pool: Number(row.token_pool) };
  });
}

/**
 * Locks the organization that owns `projectId` (the first lock of every pool ↔ project move)
 * and returns its id and pool; null when the project or its organization is gone.
 */
async function lockOrgOfProject(
  trx: Knex.Transaction,
  projectId: string,
): Promise<{ orgId: string; pool: number } | null> {
  // A project never changes organization, so reading org_id before taking the lock is safe.
  const project = (await trx("infra_projects").select("org_id").where({ id: projectId }).first()) as
    | { org_id: string }
    | undefined;
  if (!project) return null;
  const { rows } = (await trx.raw("SELECT token_pool FROM infra_organizations WHERE id = ? FOR UPDATE", [
    project.org_id,
  ])) as { rows: { token_pool: string }[] };
  const org = rows[0];
  return org ? { orgId: project.org_id, pool: Number(org.token_pool) } : null;
}

/**
 * Moves `amount` from the organization's pool to the project, with an `allocate` ledger row.
 * Refused (nothing changed) when the pool holds less; null for an unknown project.
 */
export async function allocateTokens(
  db: Knex,
  projectId: string,
  amount: number,
  actorUserId: string | null,
  now: Date,
): Promise<AllocateResult | null> {
  tokenParam(amount);
  if (!isUuid(projectId)) return null;
  return inTransaction(db, async (trx) => {
    const org = await lockOrgOfProject(trx, projectId);
    if (!org) return null;
    // The org row is locked: no other move can change the pool until commit.
    if (org.pool < amount) return { ok: false, reason: "insufficient_pool" };
    const { rows } = (await trx.raw(
      "UPDATE infra_projects SET token_balance = token_balance + ? WHERE id = ? RETURNING token_balance",
      [amount, projectId],
    )) as { rows: { token_balance: string }[] };
    const project = rows[0];
    // Deleted between the look-up and the lock (deleting takes the org lock first).
    if (!project) return null;
    const pool = await movePool(trx, org.orgId, -amount);
    await recordTokenMovement(
      trx,
      { orgId: org.orgId, projectId, kind: "allocate", amount, actorUserId, note: null },
      now,
    );
    return { ok: true, pool, balance: Number(project.token_balance) };
  });
}

/**
 * Moves `amount` from the project back to its organization's pool, with a `release` ledger
 * row. Refused (nothing changed) when the balance is short — also when charges spent it
 * meanwhile, or when server processes hold it in open leases (tokenLeases.ts; the handler closes
 * its own process's first); null for an unknown project.
 */
export async function releaseTokens(
  db: Knex,
  projectId: string,
  amount: number,
  actorUserId: string | null,
  now: Date,
): Promise<ReleaseResult | null> {
  tokenParam(amount);
  if (!isUuid(projectId)) return null;
  return inTransaction(db, async (trx) => {
    const org = await lockOrgOfProject(trx, projectId);
    if (!org) return null;
    const { rows } = (await trx.raw(
      `UPDATE infra_projects SET token_balance = token_balance - ?
        WHERE id = ? AND token_balance - tokens_reserved >= ? RETURNING token_balance`,
      [amount, projectId, amount],
    )) as { rows: { token_balance: string }[] };
    const project = rows[0];
    if (!project) {
      const exists = await trx("infra_projects").select("id").where({ id: projectId }).first();
      return exists ? { ok: false, reason: "insufficient_balance" } : null;
    }
    const pool = await movePool(trx, org.orgId, amount);
    await recordTokenMovement(
      trx,
      { orgId: org.orgId, projectId, kind: "release", amount, actorUserId, note: null },
      now,
    );
    return { ok: true, pool, balance: Number(project.token_balance) };
  });
}

/** Adds `delta` (may be negative) to a pool the caller has locked; returns the new pool. */
async function movePool(trx: Knex.Transaction, orgId: string, delta: number): Promise<number> {
  const { rows } = (await trx.raw(
    "UPDATE infra_organizations SET token_pool = token_pool + ? WHERE id = ? RETURNING token_pool",
    [delta, orgId],
  )) as { rows: { token_pool: string }[] };
  const row = rows[0];
  if (!row) throw new Error(`organization ${orgId} vanished while locked`);
  return Number(row.token_pool);
}

/**
 * Ledger rows, newest first, of an organization and/or a project (both given: rows matching
 * both). At least one filter is REQUIRED — a tenant's view must never fall back to everyone's.
 */
export async function listTokenLedger(
  db: Knex,
  filter: { orgId?: string | undefined; projectId?: string | undefined },
  page: PageRequest,
): Promise<Page<TokenLedgerEntry>> {
  const limit = pageLimit(page.limit);
  const after = decodeSerialCursor(page.after);
  if (filter.orgId === undefined && filter.projectId === undefined)
    throw new TypeError("listTokenLedger needs an orgId or a projectId");
  if (
    (filter.orgId !== undefined && !isUuid(filter.orgId)) ||
    (filter.projectId !== undefined && !isUuid(filter.projectId))
  )
    return { items: [], nextAfter: null };
  const query = runner(db)("infra_token_ledger").select("*");
  if (filter.orgId !== undefined) query.where("org_id", filter.orgId);
  if (filter.projectId !== undefined) query.where("project_id", filter.projectId);
  if (after !== undefined) query.where("id", "<", after);
  const rows = (await query.orderBy("id", "desc").limit(limit + 1)) as {
    id: string;
    org_id: string;
    project_id: string | null;
    kind: TokenMovementKind;
    amount: string;
    actor_user_id: string | null;
    note: string | null;
    created_at: Date;
  }[];
  return finishPage(
    rows,
    limit,
    (r) => ({
      id: String(r.id),
      orgId: r.org_id,
      projectId: r.project_id,
      kind: r.kind,
      amount: Number(r.amount),
      actorUserId: r.actor_user_id,
      note: r.note,
      createdAt: r.created_at,
    }),
    (r) => ({ id: String(r.id) }),
  );
}
