import { randomUUID } from "node:crypto";
import type { Knex } from "knex";
import type { Database } from "../../db.js";
import { InvalidCursorError } from "../../paging.js";
import { openTestDatabase } from "../../testing.js";
import { insertTestUser } from "../testing.js";
import {
  addMember,
  createOrganization,
  deleteOrganization,
  getMember,
  getOrganizationForUser,
  listMembers,
  listOrganizationsForUser,
  memberRole,
  type OrgAction,
  type OrgRole,
  removeMember,
  renameOrganization,
  roleAllows,
  setMemberRole,
  transferOwnership,
} from "./organizations.js";
import { createProjectKey } from "./projectKeys.js";
import { createProject } from "./projects.js";

let db: Database;
let knex: Knex;
beforeAll(async () => {
  db = await openTestDatabase({ boss: false });
  knex = db.knex;
});
afterAll(async () => {
  await db?.close();
});

const now = new Date("2024-03-01T12:00:00.000Z");

const newUser = (name = "someone") => insertTestUser(knex, name);

async function emailOf(userId: string): Promise<string> {
  const row = (await knex("users").select("email").where({ id: userId }).first()) as { email: string };
  return row.email;
}

async function owners(orgId: string): Promise<string[]> {
  const rows = (await knex("infra_org_members")
    .select("user_id")
    .where({ org_id: orgId, role: "owner" })) as {
    user_id: string;
  }[];
  return rows.map((r) => r.user_id);
}

describe("roleAllows", () => {
  const cases: [OrgRole | null, OrgAction, boolean][] = [
    ["member", "read", true],
    ["member", "manage_projects", false],
    ["member", "manage_members", false],
    ["admin", "manage_projects", true],
    ["admin", "manage_keys", true],
    ["admin", "manage_tokens", true],
    ["admin", "manage_members", true],
    ["admin", "change_roles", false],
    ["admin", "manage_org", false],
    ["admin", "transfer_ownership", false],
    ["owner", "change_roles", true],
    ["owner", "manage_org", true],
    ["owner", "transfer_ownership", true],
    [null, "read", false],
  ];
  it.each(cases)("%s may %s: %s", (role, action, want) => {
    expect(roleAllows(role, action)).toBe(want);
  });
});

describe("createOrganization", () => {
  it("makes the org, its owner and a grant of the starting tokens in one go", async () => {
    const owner = await newUser("owner");
    const org = await createOrganization(
      knex,
      { name: "Acme", ownerUserId: owner, startingTokens: 500 },
      now,
    );
    expect(org).toEqual({
      id: expect.any(String),
      name: "Acme",
      tokenPool: 500,
      createdAt: now,
      updatedAt: now,
      role: "owner",
    });
    expect(await memberRole(knex, org.id, owner)).toBe("owner");
    const ledger = await knex("infra_token_ledger").where({ org_id: org.id });
    expect(ledger).toEqual([
      expect.objectContaining({ kind: "grant", amount: "500", project_id: null, actor_user_id: owner }),
    ]);
  });

  it("writes no ledger row for zero starting tokens and rolls back on a bad owner", async () => {
    const owner = await newUser();
    const org = await createOrganization(knex, { name: "Empty", ownerUserId: owner, startingTokens: 0 }, now);
    expect(await knex("infra_token_ledger").where({ org_id: org.id })).toEqual([]);
    const before = await knex("infra_organizations").count({ n: "*" });
    await expect(
      createOrganization(knex, { name: "Orphan", ownerUserId: randomUUID(), startingTokens: 5 }, now),
    ).rejects.toThrow();
    expect(await knex("infra_organizations").count({ n: "*" })).toEqual(before);
    await expect(
      createOrganization(knex, { name: "Bad", ownerUserId: owner, startingTokens: -1 }, now),
    ).rejects.toThrow(RangeError);
  });
});

describe("listOrganizationsForUser", () => {
  it("pages through the user's organizations only, with their role in each", async () => {
    const me = await newUser("me");
    const other = await newUser("other");
    const mine: string[] = [];
    for (let i = 0; i < 7; i++) {
      // the same instant for all: the id breaks the tie
      mine.push(
        (await createOrganization(knex, { name: `mine ${i}`, ownerUserId: me, startingTokens: 0 }, now)).id,
      );
    }
    const theirs = await createOrganization(
      knex,
      { name: "theirs", ownerUserId: other, startingTokens: 0 },
      now,
    );
    const joined = await createOrganization(
      knex,
      { name: "joined", ownerUserId: other, startingTokens: 0 },
      now,
    );
    expect(await addMember(knex, joined.id, await emailOf(me), "member")).toMatchObject({ ok: true });

    const seen: { id: string; role: OrgRole }[] = [];
    let after: string | undefined;
    let pages = 0;
    do {
      const page = await listOrganizationsForUser(knex, me, { after, limit: 3 });
      seen.push(...page.items.map((o) => ({ id: o.id, role: o.role })));
      after = page.nextAfter ?? undefined;
      pages++;
    } while (after);
    expect(pages).toBe(3);
    expect(seen.map((o) => o.id).sort()).toEqual([...mine, joined.id].sort());
    expect(seen.find((o) => o.id === joined.id)?.role).toBe("member");
    expect(seen.some((o) => o.id === theirs.id)).toBe(false);
  });

  it("rejects a cursor it did not make and returns nothing for a malformed user id", async () => {
    const me = await newUser();
    await expect(listOrganizationsForUser(knex, me, { after: "garbage!", limit: 5 })).rejects.toThrow(
      InvalidCursorError,
    );
    await expect(listOrganizationsForUser(knex, me, { after: "e30", limit: 5 })).rejects.toThrow(
      InvalidCursorError,
    );
    await expect(listOrganizationsForUser(knex, me, { limit: 0 })).rejects.toThrow(RangeError);
    expect(await listOrganizationsForUser(knex, "nope", { limit: 5 })).toEqual({
      items: [],
      nextAfter: null,
    });
  });
});

describe("getOrganizationForUser", () => {
  it("shows the organization to members only", async () => {
    const owner = await newUser();
    const stranger = await newUser();
    const org = await createOrganization(
      knex,
      { name: "Private", ownerUserId: owner, startingTokens: 3 },
      now,
    );
    expect(await getOrganizationForUser(knex, org.id, owner)).toEqual(org);
    expect(await getOrganizationForUser(knex, org.id, stranger)).toBeNull();
    expect(await getOrganizationForUser(knex, "not-a-uuid", owner)).toBeNull();
    expect(await memberRole(knex, org.id, stranger)).toBeNull();
    expect(await memberRole(knex, "x", owner)).toBeNull();
  });
});

describe("renameOrganization", () => {
  it("renames and stamps updatedAt; null for no such org", async () => {
    const owner = await newUser();
    const org = await createOrganization(knex, { name: "Old", ownerUserId: owner, startingTokens: 0 }, now);
    const later = new Date(now.getTime() + 1000);
    expect(await renameOrganization(knex, org.id, "New", later)).toMatchObject({
      id: org.id,
      name: "New",
      createdAt: now,
      updatedAt: later,
    });
    expect(await renameOrganization(knex, randomUUID(), "X", later)).toBeNull();
    expect(await renameOrganization(knex, "bad", "X", later)).toBeNull();
  });
});

describe("deleteOrganization", () => {
  it("removes members, projects, keys and ledger rows by cascade", async () => {
    const owner = await newUser();
    const org = await createOrganization(
      knex,
      { name: "Doomed", ownerUserId: owner, startingTokens: 50 },
      now,
    );
    const project = await createProject(knex, { orgId: org.id, name: "p", initialTokens: 10 }, now);
    await createProjectKey(knex, { projectId: project!.id, name: "k", createdBy: owner }, now);
    const survivor = await createOrganization(
      knex,
      { name: "Other", ownerUserId: owner, startingTokens: 5 },
      now,
    );

    expect(await deleteOrganization(knex, org.id)).toBe(true);
    expect(await deleteOrganization(knex, org.id)).toBe(false);
    expect(await deleteOrganization(knex, "bad")).toBe(false);
    expect(await knex("infra_org_members").where({ org_id: org.id })).toEqual([]);
    expect(await knex("infra_projects").where({ org_id: org.id })).toEqual([]);
    expect(await knex("infra_project_keys").where({ project_id: project!.id })).toEqual([]);
    expect(await knex("infra_token_ledger").where({ org_id: org.id })).toEqual([]);
    expect(await getOrganizationForUser(knex, survivor.id, owner)).not.toBeNull();
  });
});

describe("members", () => {
  let owner: string;
  let orgId: string;
  beforeAll(async () => {
    owner = await newUser("owner");
    orgId = (await createOrganization(knex, { name: "Team", ownerUserId: owner, startingTokens: 0 }, now)).id;
  });

  it("adds a user found by e-mail in any case, once", async () => {
    const user = await newUser("Alice");
    const email = await emailOf(user);
    const added = await addMember(knex, orgId, email.toUpperCase(), "admin");
    expect(added).toEqual({
      ok: true,
      member: { userId: user, email, name: "Alice", role: "admin", joinedAt: expect.any(Date) },
    });
    expect(await addMember(knex, orgId, email, "member")).toEqual({ ok: false, reason: "member_exists" });
    expect(await addMember(knex, orgId, "nobody@example.com", "member")).toEqual({
      ok: false,
      reason: "no_such_user",
    });
    expect(await addMember(knex, randomUUID(), email, "member")).toEqual({
      ok: false,
      reason: "no_such_org",
    });
    await expect(addMember(knex, orgId, email, "owner" as "admin")).rejects.toThrow(RangeError);
  });

  it("changes roles except the owner's", async () => {
    const user = await newUser();
    await addMember(knex, orgId, await emailOf(user), "member");
    expect(await setMemberRole(knex, orgId, user, "admin")).toMatchObject({
      ok: true,
      member: { userId: user, role: "admin" },
    });
    expect(await memberRole(knex, orgId, user)).toBe("admin");
    expect(await setMemberRole(knex, orgId, owner, "member")).toEqual({ ok: false, reason: "is_owner" });
    expect(await setMemberRole(knex, orgId, randomUUID(), "member")).toEqual({
      ok: false,
      reason: "not_member",
    });
    await expect(setMemberRole(knex, orgId, user, "owner" as "admin")).rejects.toThrow(RangeError);
    expect(await owners(orgId)).toEqual([owner]);
  });

  it("removes members but never the owner", async () => {
    const user = await newUser();
    await addMember(knex, orgId, await emailOf(user), "admin");
    expect(await removeMember(knex, orgId, user)).toEqual({ ok: true });
    expect(await removeMember(knex, orgId, user)).toEqual({ ok: false, reason: "not_member" });
    expect(await removeMember(knex, orgId, owner)).toEqual({ ok: false, reason: "is_owner" });
    expect(await removeMember(knex, orgId, "bad")).toEqual({ ok: false, reason: "not_member" });
    expect(await memberRole(knex, orgId, owner)).toBe("owner");
  });

  it("transfers ownership to members only, and the old owner becomes an admin", async () => {
    const first = await newUser();
    const next = await newUser();
    const outsider = await newUser();
    const org = await createOrganization(knex, { name: "T", ownerUserId: first, startingTokens: 0 }, now);
    await addMember(knex, org.id, await emailOf(next), "member");

    expect(await transferOwnership(knex, org.id, first, outsider)).toEqual({
      ok: false,
      reason: "not_member",
    });
    expect(await transferOwnership(knex, org.id, next, first)).toEqual({ ok: false, reason: "not_owner" });
    expect(await owners(org.id)).toEqual([first]);

    expect(await transferOwnership(knex, org.id, first, next)).toEqual({ ok: true });
    expect(await memberRole(knex, org.id, next)).toBe("owner");
    expect(await memberRole(knex, org.id, first)).toBe("admin");
    expect(await owners(org.id)).toEqual([next]);
    // the new owner cannot be removed; the old one now can
    expect(await removeMember(knex, org.id, next)).toEqual({ ok: false, reason: "is_owner" });
    expect(await transferOwnership(knex, org.id, next, next)).toEqual({ ok: true });
  });

  it("leaves exactly one owner when transfers race", async () => {
    const first = await newUser();
    const org = await createOrganization(knex, { name: "Race", ownerUserId: first, startingTokens: 0 }, now);
    const candidates = await Promise.all(Array.from({ length: 5 }, () => newUser()));
    for (const c of candidates) await addMember(knex, org.id, await emailOf(c), "admin");
    const results = await Promise.all(candidates.map((c) => transferOwnership(knex, org.id, first, c)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await owners(org.id)).toHaveLength(1);
  });

  it("lists members in join order, page by page, and only this org's", async () => {
    const a = await newUser();
    const orgA = await createOrganization(knex, { name: "A", ownerUserId: a, startingTokens: 0 }, now);
    const b = await newUser();
    const orgB = await createOrganization(knex, { name: "B", ownerUserId: b, startingTokens: 0 }, now);
    const users = await Promise.all(Array.from({ length: 6 }, () => newUser()));
    for (const u of users) await addMember(knex, orgA.id, await emailOf(u), "member");
    await addMember(knex, orgB.id, await emailOf(users[0]!), "member");

    const ids: string[] = [];
    let after: string | undefined;
    do {
      const page = await listMembers(knex, orgA.id, { after, limit: 4 });
      ids.push(...page.items.map((m) => m.userId));
      after = page.nextAfter ?? undefined;
    } while (after);
    expect(ids).toEqual([a, ...users]);
    const inB = await listMembers(knex, orgB.id, { limit: 100 });
    expect(inB.items.map((m) => m.userId).sort()).toEqual([b, users[0]!].sort());
    expect(inB.nextAfter).toBeNull();
    expect(await getMember(knex, orgB.id, users[1]!)).toBeNull();
    expect(await getMember(knex, orgB.id, b)).toMatchObject({ userId: b, role: "owner", joinedAt: now });
  });
});
