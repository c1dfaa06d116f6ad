/**
 * Restaurants (branches) and the roles people hold on them: one statement family. Every query is
 * filtered by organization; a branch of another organization is "not found".
 */
import type { Knex } from "knex";
import { type Page, type PageRequest, pageByTimeId } from "../../paging.js";
import { isUuid, runner } from "../../run.js";

/** A branch as stored. */
export interface BranchRow {
  id: string;
  organization_id: string;
  name: string;
  time_zone: string;
  opening_hours: { day: string; opens: string; closes: string }[];
  address: Record<string, string> | null;
  phone: string | null;
  created_at: Date;
  updated_at: Date;
}

/** The fields a branch is created or updated with. */
export interface BranchFields {
  name?: string;
  time_zone?: string;
  opening_hours?: { day: string; opens: string; closes: string }[];
  address?: Record<string, string> | null;
  phone?: string | null;
}

const json = (db: Knex, value: unknown) => runner(db).raw("?::jsonb", [JSON.stringify(value)]);

function columns(db: Knex, fields: BranchFields): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (fields.name !== undefined) out.name = fields.name;
  if (fields.time_zone !== undefined) out.time_zone = fields.time_zone;
  if (fields.opening_hours !== undefined) out.opening_hours = json(db, fields.opening_hours);
  if (fields.address !== undefined) out.address = fields.address === null ? null : json(db, fields.address);
  if (fields.phone !== undefined) out.phone = fields.phone;
  return out;
}

/** Creates a branch of the organization. */
export async function insertBranch(
  db: Knex,
  organizationId: string,
  fields: BranchFields,
): Promise<BranchRow> {
  const [row] = (await runner(db)("restaurant_branches")
    .insert({ organization_id: organizationId, ...columns(db, fields) })
    .returning("*")) as BranchRow[];
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** One branch of the organization, or undefined. */
export async function findBranch(
  db: Knex,
  organizationId: string,
  id: string,
): Promise<BranchRow | undefined> {
  if (!isUuid(id)) return undefined;
  return (await runner(db)("restaurant_branches").where({ organization_id: organizationId, id }).first()) as
    | BranchRow
    | undefined;
}

/** Changes the fields given; undefined when the branch is not the organization's. */
export async function updateBranch(
  db: Knex,
  organizationId: string,
  id: string,
  fields: BranchFields,
  now: Date,
): Promise<BranchRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = (await runner(db)("restaurant_branches")
    .where({ organization_id: organizationId, id })
    .update({ ...columns(db, fields), updated_at: now })
    .returning("*")) as BranchRow[];
  return row;
}

/** Deletes a branch; false when there was none. Foreign keys from orders or bookings raise 23503. */
export async function deleteBranch(db: Knex, organizationId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await runner(db)("restaurant_branches")
    .where({ organization_id: organizationId, id })
    .del()
    .returning("id");
  return rows.length > 0;
}

/**
 * The organization's branches newest first: all of them (`userId` null: the owner), or those the
 * user holds a role on, with that role.
 */
export function listBranches(
  db: Knex,
  organizationId: string,
  userId: string | null,
  page: PageRequest,
): Promise<Page<BranchRow & { role: string | null }>> {
  const q = runner(db)("restaurant_branches as b").where("b.organization_id", organizationId);
  if (userId === null) q.select("b.*", runner(db).raw("NULL::text AS role"));
  else
    q.join("restaurant_members as m", "m.branch_id", "b.id")
      .where("m.user_id", userId)
      .select("b.*", "m.role");
  return pageByTimeId(
    db,
    q,
    { time: "b.created_at", id: "b.id", newestFirst: true },
    page,
    (r: BranchRow & { role: string | null }) => r,
  );
}

/** The ids of the organization's branches `userId` holds a role on. */
export async function listBranchIds(db: Knex, organizationId: string, userId: string): Promise<string[]> {
  const rows = (await runner(db)("restaurant_members as m")
    .join("restaurant_branches as b", "b.id", "m.branch_id")
    .where({ "b.organization_id": organizationId, "m.user_id": userId })
    .select("b.id")) as { id: string }[];
  return rows.map((r) => r.id);
}

/** The role `userId` holds on the branch, or undefined. */
export async function branchRole(
  db: Knex,
  branchId: string,
  userId: string,
): Promise<"manager" | "staff" | undefined> {
  if (!isUuid(userId)) return undefined;
  const row = (await runner(db)("restaurant_members")
    .select("role")
    .where({ branch_id: branchId, user_id: userId })
    .first()) as { role: "manager" | "staff" } | undefined;
  return row?.role;
}

/** Whether `userId` manages at least one branch. */
export async function managesAnyBranch(db: Knex, userId: string): Promise<boolean> {
  return (
    (await runner(db)("restaurant_members").where({ user_id: userId, role: "manager" }).first()) !== undefined
  );
}

/** A member row joined with the person's account. */
export interface MemberRow {
  user_id: string;
  email: string;
  name: string | null;
  role: "manager" | "staff";
  added_at: Date;
}

/** The branch's members in the order they were added. */
export function listMembers(db: Knex, branchId: string, page: PageRequest): Promise<Page<MemberRow>> {
  const q = runner(db)("restaurant_members as m")
    .join("users as u", "u.id", "m.user_id")
    .select("m.user_id", "u.email", "u.name", "m.role", "m.added_at")
    .where("m.branch_id", branchId);
  return pageByTimeId(db, q, { time: "m.added_at", id: "m.user_id" }, page, (r: MemberRow) => r);
}

/** One member of the branch with their account, or undefined. */
export async function findMember(db: Knex, branchId: string, userId: string): Promise<MemberRow | undefined> {
  if (!isUuid(userId)) return undefined;
  return (await runner(db)("restaurant_members as m")
    .join("users as u", "u.id", "m.user_id")
    .select("m.user_id", "u.email", "u.name", "m.role", "m.added_at")
    .where({ "m.branch_id": branchId, "m.user_id": userId })
    .first()) as MemberRow | undefined;
}

/** Gives a role; undefined when the person already holds one here. */
export async function insertMember(
  trx: Knex,
  branchId: string,
  userId: string,
  role: "manager" | "staff",
): Promise<MemberRow | undefined> {
  const [row] = (await trx("restaurant_members")
    .insert({ branch_id: branchId, user_id: userId, role })
    .onConflict(["branch_id", "user_id"])
    .ignore()
    .returning(["user_id", "role", "added_at"])) as MemberRow[];
  return row;
}

/** Changes a role; false when the person holds none here. */
export async function updateMemberRole(
  db: Knex,
  branchId: string,
  userId: string,
  role: "manager" | "staff",
): Promise<boolean> {
  if (!isUuid(userId)) return false;
  const rows = await runner(db)("restaurant_members")
    .where({ branch_id: branchId, user_id: userId })
    .update({ role })
    .returning("user_id");
  return rows.length > 0;
}

/** Takes a role away; false when the person held none here. */
export async function deleteMember(db: Knex, branchId: string, userId: string): Promise<boolean> {
  if (!isUuid(userId)) return false;
  const rows = await runner(db)("restaurant_members")
    .where({ branch_id: branchId, user_id: userId })
    .del()
    .returning("user_id");
  return rows.length > 0;
}
