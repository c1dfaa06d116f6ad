/**
 * Organizations and their members. An organization has exactly one owner: it is made with
 * one, `transferOwnership` is the only way to pass the role on, and nothing else may set or
 * remove it. Which role may do what is {@link roleAllows}; the functions here check only what
 * the data itself must keep true, so callers MUST check the acting user's role first — and
 * treat a non-member (a null role) as "not found", never as "forbidden".
 */
import type { Knex } from "knex";
import { type Page, type PageRequest, pageByTimeId } from "../../paging.js";
import { inTransaction, isUuid, runner } from "../../run.js";
import { recordTokenMovement, tokenParam } from "./tokens.js";

/** A member's role in an organization. */
export type OrgRole = "owner" | "admin" | "member";

/** What a role may do: read; manage projects, keys, tokens or members; change roles; manage the org itself. */
export type OrgAction =
  | "read"
  | "manage_projects"
  | "manage_keys"
  | "manage_tokens"
  | "manage_members"
  | "change_roles"
  | "manage_org"
  | "transfer_ownership";

const ADMIN_ACTIONS: ReadonlySet<OrgAction> = new Set([
  "read",
  "manage_projects",
  "manage_keys",
  "manage_tokens",
  "manage_members",
]);

/**
 * Whether `role` may do `action`. member: read the org, its projects and tokens. admin: also
 * create/delete projects, mint/revoke keys, allocate/release tokens, add/remove members and
 * admins. owner: everything, including renaming/deleting the org, changing roles and
 * transferring ownership. No role (a non-member) may do nothing.
 */
export function roleAllows(role: OrgRole | null | undefined, action: OrgAction): boolean {
  if (role === "owner") return true;
  if (role === "admin") return ADMIN_ACTIONS.has(action);
  return role === "member" && action === "read";
}

/** An organization as stored. */
export interface OrganizationRecord {
  id: string;
  name: string;
  /** Tokens not yet allocated to a project. */
  tokenPool: number;
  createdAt: Date;
  updatedAt: Date;
}

/** An organization as one of its members sees it. */
export interface Organization extends OrganizationRecord {
  /** The viewing user's role. */
  role: OrgRole;
}

/** A member of an organization. */
export interface Member {
  userId: string;
  email: string;
  name: string | null;
  role: OrgRole;
  joinedAt: Date;
}

interface OrgRow {
  id: string;
  name: string;
  token_pool: string;
  created_at: Date;
  updated_at: Date;
}

function toRecord(row: OrgRow): OrganizationRecord {
  return {
    id: row.id,
    name: row.name,
    tokenPool: Number(row.token_pool),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * Creates an organization owned by `ownerUserId`, with `startingTokens` in its pool (and a
 * `grant` ledger row for them when > 0), in one transaction.
 */
export async function createOrganization(
  db: Knex,
  input: { name: string; ownerUserId: string; startingTokens: number },
  now: Date,
): Promise<Organization> {
  const startingTokens = tokenParam(input.startingTokens, true);
  return inTransaction(db, async (trx) => {
    const [row] = (await trx("infra_organizations")
      .insert({ name: input.name, token_pool: startingTokens, created_at: now, updated_at: now })
      .returning("*")) as OrgRow[];
    if (!row) throw new Error("INSERT INTO infra_organizations returned no row");
    await trx("infra_org_members").insert({
      org_id: row.id,
      user_id: input.ownerUserId,
      role: "owner",
      created_at: now,
    });
    if (startingTokens > 0) {
      await recordTokenMovement(
        trx,
        {
          orgId: row.id,
          projectId: null,
          kind: "grant",
          amount: startingTokens,
          actorUserId: input.ownerUserId,
          note: "starting tokens",
        },
        now,
      );
    }
    return { ...toRecord(row), role: "owner" };
  });
}

/** The organizations `userId` belongs to, oldest first, with their role in each. */
export async function listOrganizationsForUser(
  db: Knex,
  userId: string,
  page: PageRequest,
): Promise<Page<Organization>> {
  const query = isUuid(userId)
    ? runner(db)("infra_organizations as o")
        .join("infra_org_members as m", "m.org_id", "o.id")
        .where("m.user_id", userId)
        .select("o.*", "m.role")
    : null;
  return pageByTimeId(
    runner(db),
    query,
    { time: "o.created_at", id: "o.id" },
    page,
    (r: OrgRow & { role: OrgRole }) => ({
      ...toRecord(r),
      role: r.role,
    }),
  );
}

/** The organization as `userId` sees it; null when it does not exist or they are not a member. */
export async function getOrganizationForUser(
  db: Knex,
  orgId: string,
  userId: string,
): Promise<Organization | null> {
  if (!isUuid(orgId) || !isUuid(userId)) return null;
  const row = (await runner(db)("infra_organizations as o")
    .join("infra_org_members as m", "m.org_id", "o.id")
    .where({ "o.id": orgId, "m.user_id": userId })
    .select("o.*", "m.role")
    .first()) as (OrgRow & { role: OrgRole }) | undefined;
  return row ? { ...toRecord(row), role: row.role } : null;
}

/** Renames an organization; null when there is none. */
export async function renameOrganization(
  db: Knex,
  orgId: string,
  name: string,
  now: Date,
): Promise<OrganizationRecord | null> {
  if (!isUuid(orgId)) return null;
  const [row] = (await runner(db)("infra_organizations")
    .where({ id: orgId })
    .update({ name, updated_at: now })
    .returning("*")) as OrgRow[];
  return row ? toRecord(row) : null;
}

/**
 * Deletes an organization and, by cascade, its members, projects, their keys, data and the
 * token ledger. True when it existed.
 */
export async function deleteOrganization(db: Knex, orgId: string): Promise<boolean> {
  if (!isUuid(orgId)) return false;
  return (await runner(db)("infra_organizations").where({ id: orgId }).del()) > 0;
}

/** `userId`'s role in the organization; null for a non-member (or no such organization). */
export async function memberRole(db: Knex, orgId: string, userId: string): Promise<OrgRole | null> {
  if (!isUuid(orgId) || !isUuid(userId)) return null;
  const row = (await runner(db)("infra_org_members")
    .select("role")
    .where({ org_id: orgId, user_id: userId })
    .first()) as { role: OrgRole } | undefined;
  return row?.role ?? null;
}

interface MemberRow {
  user_id: string;
  email: string;
  name: string | null;
  role: OrgRole;
  created_at: Date;
}

function toMember(row: MemberRow): Member {
  return { userId: row.user_id, email: row.email, name: row.name, role: row.role, joinedAt: row.created_at };
}

const MEMBER_SQL = `SELECT m.user_id, u.email, u.name, m.role, m.created_at
  FROM infra_org_members m JOIN users u ON u.id = m.user_id`;

/** An organization's members in the order they joined. */
export async function listMembers(db: Knex, orgId: string, page: PageRequest): Promise<Page<Member>> {
  const query = isUuid(orgId)
    ? runner(db)("infra_org_members as m")
        .join("users as u", "u.id", "m.user_id")
        .where("m.org_id", orgId)
        .select("m.user_id", "u.email", "u.name", "m.role", "m.created_at")
    : null;
  return pageByTimeId(runner(db), query, { time: "m.created_at", id: "m.user_id" }, page, toMember);
}

/** Result of {@link addMember}. */
export type AddMemberResult =
  | { ok: true; member: Member }
  | { ok: false; reason: "no_such_user" | "member_exists" | "no_such_org" };

/**
 * Adds the user with this e-mail (matched case-insensitively) as `role` — never as owner:
 * ownership only moves by {@link transferOwnership}.
 */
export async function addMember(
  db: Knex,
  orgId: string,
  email: string,
  role: "admin" | "member",
): Promise<AddMemberResult> {
  if (role !== "admin" && role !== "member") throw new RangeError(`cannot add a member as ${String(role)}`);
  if (!isUuid(orgId)) return { ok: false, reason: "no_such_org" };
  const run = runner(db);
  const user = (await run("users").select("id").whereRaw("lower(email) = lower(?)", [email]).first()) as
    | { id: string }
    | undefined;
  if (!user) return { ok: false, reason: "no_such_user" };
  // INSERT … SELECT from the org: an organization deleted meanwhile inserts nothing instead of
  // failing the foreign key.
  const { rows } = (await run.raw(
    `WITH added AS (
       INSERT INTO infra_org_members (org_id, user_id, role)
       SELECT o.id, ?, ? FROM infra_organizations o WHERE o.id = ?
       ON CONFLICT (org_id, user_id) DO NOTHING
       RETURNING user_id, role, created_at
     )
     SELECT a.user_id, u.email, u.name, a.role, a.created_at FROM added a JOIN users u ON u.id = a.user_id`,
    [user.id, role, orgId],
  )) as { rows: MemberRow[] };
  const row = rows[0];
  if (row) return { ok: true, member: toMember(row) };
  const org = await run("infra_organizations").select("id").where({ id: orgId }).first();
  return { ok: false, reason: org ? "member_exists" : "no_such_org" };
}

/** Result of {@link setMemberRole}. */
export type SetMemberRoleResult =
  | { ok: true; member: Member }
  | { ok: false; reason: "not_member" | "is_owner" };

/**
 * Makes a member an admin or a plain member. The owner's role cannot change here ("is_owner"):
 * that would leave the organization without one; use {@link transferOwnership}.
 */
export async function setMemberRole(
  db: Knex,
  orgId: string,
  userId: string,
  role: "admin" | "member",
): Promise<SetMemberRoleResult> {
  if (role !== "admin" && role !== "member") throw new RangeError(`cannot set the role ${String(role)}`);
  if (!isUuid(orgId) || !isUuid(userId)) return { ok: false, reason: "not_member" };
  const run = runner(db);
  const { rows } = (await run.raw(
    `WITH changed AS (
       UPDATE infra_org_members SET role = ? WHERE org_id = ? AND user_id = ? AND role <> 'owner'
       RETURNING user_id, role, created_at
     )
     SELECT c.user_id, u.email, u.name, c.role, c.created_at FROM changed c JOIN users u ON u.id = c.user_id`,
    [role, orgId, userId],
  )) as { rows: MemberRow[] };
  const row = rows[0];
  if (row) return { ok: true, member: toMember(row) };
  return { ok: false, reason: (await memberRole(run, orgId, userId)) ? "is_owner" : "not_member" };
}

/** The member `userId` of the organization, or null. */
export async function getMember(db: Knex, orgId: string, userId: string): Promise<Member | null> {
  if (!isUuid(orgId) || !isUuid(userId)) return null;
  const { rows } = (await runner(db).raw(`${MEMBER_SQL} WHERE m.org_id = ? AND m.user_id = ?`, [
    orgId,
    userId,
  ])) as { rows: MemberRow[] };
  return rows[0] ? toMember(rows[0]) : null;
}

/**
 * Removes a member (an admin removing someone, or a member leaving). The owner can be neither
 * removed nor leave ("is_owner"): they transfer ownership first.
 */
export async function removeMember(
  db: Knex,
  orgId: string,
  userId: string,
): Promise<{ ok: true } | { ok: false; reason: "not_member" | "is_owner" }> {
  if (!isUuid(orgId) || !isUuid(userId)) return { ok: false, reason: "not_member" };
  const run = runner(db);
  const removed = await run("infra_org_members")
    .where({ org_id: orgId, user_id: userId })
    .whereNot("role", "owner")
    .del();
  if (removed > 0) return { ok: true };
  return { ok: false, reason: (await memberRole(run, orgId, userId)) ? "is_owner" : "not_member" };
}

/**
 * Makes `toUserId` (who MUST already be a member: "not_member" otherwise) the owner and the
 * old owner `fromUserId` an admin, in one transaction; "not_owner" when `fromUserId` is not
 * the owner now. Transferring to oneself changes nothing.
 */
export async function transferOwnership(
  db: Knex,
  orgId: string,
  fromUserId: string,
  toUserId: string,
): Promise<{ ok: true } | { ok: false; reason: "not_member" | "not_owner" }> {
  if (!isUuid(orgId) || !isUuid(fromUserId)) return { ok: false, reason: "not_owner" };
  if (!isUuid(toUserId)) return { ok: false, reason: "not_member" };
  return inTransaction(db, async (trx) => {
    // Locking the owner's row serializes transfers; setMemberRole and removeMember never touch it.
    const { rows } = (await trx.raw(
      "SELECT role FROM infra_org_members WHERE org_id = ? AND user_id = ? FOR UPDATE",
      [orgId, fromUserId],
    )) as { rows: { role: OrgRole }[] };
    if (rows[0]?.role !== "owner") return { ok: false, reason: "not_owner" };
    if (fromUserId === toUserId) return { ok: true };
    const promoted = await trx("infra_org_members")
      .where({ org_id: orgId, user_id: toUserId })
      .update({ role: "owner" });
    if (promoted === 0) return { ok: false, reason: "not_member" };
    await trx("infra_org_members").where({ org_id: orgId, user_id: fromUserId }).update({ role: "admin" });
    return { ok: true };
  });
}
