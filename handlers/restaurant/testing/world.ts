/**
 * A small restaurant business for tests and the conformance fixture: an owner (signed in, with an
 * API key) of an organization with one restaurant and one staff member. Built through the storage
 * functions the handlers use, on any knex handle.
 */
import { randomUUID } from "node:crypto";
import type { Knex } from "knex";
import { createSession, SESSION_TTL_MS } from "../../../storage/platform/sessions.js";
import { createUser } from "../../../storage/platform/users.js";
import { mintOrgKey } from "../../../storage/restaurant/core/apiKeys.js";
import { insertBranch, insertMember } from "../../../storage/restaurant/core/branches.js";
import { createOrganization, joinOrganization } from "../../../storage/restaurant/core/organizations.js";
import { inTransaction } from "../../../storage/run.js";

/** What {@link createRestaurantWorld} made. */
export interface RestaurantWorld {
  ownerUserId: string;
  ownerEmail: string;
  ownerPassword: string;
  /** The owner's session token (`Authorization: Bearer`). */
  sessionToken: string;
  /** The owner's API key (`x-api-key`). */
  apiKey: string;
  apiKeyId: string;
  /** A second key of the owner's, for tests and suites that revoke one. */
  spareKeyId: string;
  organizationId: string;
  restaurantId: string;
  staffUserId: string;
  /** The staff member's session token. */
  staffSessionToken: string;
}

/** Makes the business; every call makes a new one (unique e-mail addresses). */
export async function createRestaurantWorld(
  knex: Knex,
  options: { now?: Date; currency?: string } = {},
): Promise<RestaurantWorld> {
  const now = options.now ?? new Date();
  const tag = randomUUID().slice(0, 8);
  const ownerEmail = `owner-${tag}@bistro.example`;
  const ownerPassword = "correct horse battery";
  const owner = await createUser(knex, { email: ownerEmail, password: ownerPassword, name: "Owner" });
  const staff = await createUser(knex, {
    email: `staff-${tag}@bistro.example`,
    password: ownerPassword,
    name: "Staff",
  });
  const org = await createOrganization(knex, {
    userId: owner.id,
    name: `Bistro ${tag}`,
    currency: options.currency ?? "USD",
  });
  const branch = await insertBranch(knex, org.id, {
    name: "Bistro Chiado",
    time_zone: "Europe/Lisbon",
    opening_hours: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((day) => ({
      day,
      opens: "00:00",
      closes: "23:59",
    })),
  });
  await inTransaction(knex, async (trx) => {
    await joinOrganization(trx, org.id, staff.id);
    await insertMember(trx, branch.id, staff.id, "staff");
  });
  const key = await mintOrgKey(knex, { organizationId: org.id, userId: owner.id, name: "fixture", now });
  const spare = await mintOrgKey(knex, { organizationId: org.id, userId: owner.id, name: "spare", now });
  const session = await createSession(knex, {
    userId: owner.id,
    now,
    ttlMs: SESSION_TTL_MS,
    ipAddress: "127.0.0.1",
  });
  const staffSession = await createSession(knex, {
    userId: staff.id,
    now,
    ttlMs: SESSION_TTL_MS,
    ipAddress: "127.0.0.1",
  });
  return {
    ownerUserId: owner.id,
    ownerEmail,
    ownerPassword,
    sessionToken: session.token,
    apiKey: key.key,
    apiKeyId: key.id,
    spareKeyId: spare.id,
    organizationId: org.id,
    restaurantId: branch.id,
    staffUserId: staff.id,
    staffSessionToken: staffSession.token,
  };
}
