/**
 * Organizations and the people in them: one statement family. A person belongs to at most one
 * organization (`restaurant_people` is keyed by user), which {@link createOrganization} and
 * {@link joinOrganization} rely on: a second organization is a unique violation, reported as
 * `AlreadyMemberError`.
 */
import type { Knex } from "knex";
import { inTransaction, isUuid, runner } from "../../run.js";

/** An organization as stored. */
export interface OrganizationRow {
  id: string;
  name: string;
  currency: string;
  owner_user_id: string;
  created_at: Date;
}

/** The person already belongs to an organization (or already holds the role asked for). */
export class AlreadyMemberError extends Error {
  override readonly name = "AlreadyMemberError";
}

const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === "23505";

/** Creates an organization owned by `userId`; throws {@link AlreadyMemberError} when they have one. */
export async function createOrganization(
  db: Knex,
  input: { userId: string; name: string; currency: string },
): Promise<OrganizationRow> {
  try {
    return await inTransaction(db, async (trx) => {
      const [org] = (await trx("restaurant_organizations")
        .insert({ name: input.name, currency: input.currency, owner_user_id: input.userId })
        .returning("*")) as OrganizationRow[];
      if (!org) throw new Error("insert returned no row");
      await trx("restaurant_people").insert({ user_id: input.userId, organization_id: org.id });
      return org;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AlreadyMemberError("already in an organization");
    throw err;
  }
}

/** The organization `userId` belongs to, or undefined. */
export async function organizationOf(db: Knex, userId: string): Promise<OrganizationRow | undefined> {
  if (!isUuid(userId)) return undefined;
  return (await runner(db)("restaurant_people as p")
    .join("restaurant_organizations as o", "o.id", "p.organization_id")
    .select("o.*")
    .where("p.user_id", userId)
    .first()) as OrganizationRow | undefined;
}

/**
 * Puts `userId` in the organization (inside the caller's transaction) unless they are in it
 * already; throws {@link AlreadyMemberError} when they belong to another one.
 */
export async function joinOrganization(trx: Knex, organizationId: string, userId: string): Promise<void> {
  const inserted = await trx("restaurant_people")
    .insert({ user_id: userId, organization_id: organizationId })
    .onConflict("user_id")
    .ignore()
    .returning("organization_id");
  if (inserted.length > 0) return;
  const row = (await trx("restaurant_people").select("organization_id").where({ user_id: userId }).first()) as
    | { organization_id: string }
    | undefined;
  if (row?.organization_id !== organizationId)
    throw new AlreadyMemberError("belongs to another organization");
}

/** A user found by e-mail address (case-insensitive), or undefined. */
export async function userByEmail(
  db: Knex,
  email: string,
): Promise<{ id: string; email: string; name: string | null } | undefined> {
  return (await runner(db)("users")
    .select("id", "email", "name")
    .whereRaw("lower(email) = lower(?)", [email])
    .first()) as { id: string; email: string; name: string | null } | undefined;
}

/** Whether `userId` owns an organization. */
export async function ownsOrganization(db: Knex, userId: string): Promise<boolean> {
  if (!isUuid(userId)) return false;
  return (
    (await runner(db)("restaurant_organizations").where({ owner_user_id: userId }).first()) !== undefined
  );
}
