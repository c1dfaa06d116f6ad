import { randomUUID } from "node:crypto";
import type { Knex } from "knex";
import type { Database } from "../../db.js";
import { InvalidCursorError } from "../../paging.js";
import { openTestDatabase } from "../../testing.js";
import { insertTestUser } from "../testing.js";
import { createOrganization } from "./organizations.js";
import { createProjectKey } from "./projectKeys.js";
import { createProject, deleteProject, getProject, listProjects, newAppId } from "./projects.js";
import { organizationTokens } from "./tokens.js";

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

const newUser = () => insertTestUser(knex);

async function newOrg(startingTokens: number): Promise<{ orgId: string; owner: string }> {
  const owner = await newUser();
  const org = await createOrganization(knex, { name: "org", ownerUserId: owner, startingTokens }, now);
  return { orgId: org.id, owner };
}

describe("newAppId", () => {
  it("makes 12 characters of [a-z0-9], different every time", () => {
    const ids = Array.from({ length: 200 }, newAppId);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("createProject", () => {
  it("moves the initial tokens from the pool, with an allocate ledger row", async () => {
    const { orgId, owner } = await newOrg(100);
    const project = await createProject(
      knex,
      { orgId, name: "api", description: "the API", initialTokens: 30, actorUserId: owner },
      now,
    );
    expect(project).toEqual({
      id: expect.any(String),
      orgId,
      appId: expect.stringMatching(/^[a-z0-9]{12}$/),
      name: "api",
      description: "the API",
      tokenBalance: 30,
      tokensUsed: 0,
      createdAt: now,
    });
    expect((await organizationTokens(knex, orgId))?.pool).toBe(70);
    const ledger = await knex("infra_token_ledger").where({ org_id: orgId, kind: "allocate" });
    expect(ledger).toEqual([
      expect.objectContaining({ project_id: project!.id, amount: "30", actor_user_id: owner }),
    ]);
  });

  it("takes no more than the pool holds, and writes no row for nothing", async () => {
    const { orgId } = await newOrg(10);
    const big = await createProject(knex, { orgId, name: "big", initialTokens: 25 }, now);
    expect(big?.tokenBalance).toBe(10);
    const none = await createProject(knex, { orgId, name: "none", initialTokens: 5 }, now);
    expect(none).toMatchObject({ tokenBalance: 0, description: null });
    expect((await organizationTokens(knex, orgId))?.pool).toBe(0);
    expect(await knex("infra_token_ledger").where({ project_id: none!.id })).toEqual([]);
  });

  it("draws another appId on a collision", async () => {
    const { orgId } = await newOrg(0);
    const first = await createProject(knex, { orgId, name: "one", initialTokens: 0 }, now);
    const drawn = [first!.appId, first!.appId, "fresh0000000"];
    const second = await createProject(
      knex,
      { orgId, name: "two", initialTokens: 0 },
      now,
      () => drawn.shift()!,
    );
    expect(second?.appId).toBe("fresh0000000");
    expect(drawn).toEqual([]);
    await expect(
      createProject(knex, { orgId, name: "three", initialTokens: 0 }, now, () => first!.appId),
    ).rejects.toThrow(/no free appId/);
  });

  it("returns null for an unknown organization", async () => {
    expect(await createProject(knex, { orgId: randomUUID(), name: "x", initialTokens: 0 }, now)).toBeNull();
    expect(await createProject(knex, { orgId: "nope", name: "x", initialTokens: 0 }, now)).toBeNull();
  });
});

describe("listProjects", () => {
  it("pages 25 projects 10 at a time: 3 pages, none twice, none of another org's", async () => {
    const { orgId } = await newOrg(0);
    const { orgId: otherOrg } = await newOrg(0);
    const made: string[] = [];
    for (let i = 0; i < 25; i++) {
      // half share one instant, so the id must break ties
      const at = new Date(now.getTime() + (i % 2 === 0 ? 0 : i * 1000));
      made.push((await createProject(knex, { orgId, name: `p${i}`, initialTokens: 0 }, at))!.id);
    }
    await createProject(knex, { orgId: otherOrg, name: "other", initialTokens: 0 }, now);

    const pages: string[][] = [];
    let after: string | undefined;
    do {
      const page = await listProjects(knex, orgId, { after, limit: 10 });
      pages.push(page.items.map((p) => p.id));
      expect(page.items.every((p) => p.orgId === orgId)).toBe(true);
      after = page.nextAfter ?? undefined;
    } while (after);
    expect(pages.map((p) => p.length)).toEqual([10, 10, 5]);
    const all = pages.flat();
    expect(new Set(all).size).toBe(25);
    expect([...all].sort()).toEqual([...made].sort());
  });

  it("ends without a cursor when the last page is exactly full", async () => {
    const { orgId } = await newOrg(0);
    for (let i = 0; i < 3; i++) await createProject(knex, { orgId, name: `p${i}`, initialTokens: 0 }, now);
    const first = await listProjects(knex, orgId, { limit: 3 });
    expect(first.items).toHaveLength(3);
    expect(first.nextAfter).toBeNull();
    await expect(listProjects(knex, orgId, { after: "AAAA", limit: 3 })).rejects.toThrow(InvalidCursorError);
    expect(await listProjects(knex, "bad", { limit: 3 })).toEqual({ items: [], nextAfter: null });
  });
});

describe("getProject", () => {
  it("finds a project by id; null for unknown or malformed ids", async () => {
    const { orgId } = await newOrg(0);
    const project = await createProject(knex, { orgId, name: "p", initialTokens: 0 }, now);
    expect(await getProject(knex, project!.id)).toEqual(project);
    expect(await getProject(knex, randomUUID())).toBeNull();
    expect(await getProject(knex, "1; DROP TABLE users")).toBeNull();
  });
});

describe("deleteProject", () => {
  it("returns the balance to the pool, records it and removes the keys", async () => {
    const { orgId, owner } = await newOrg(100);
    const project = await createProject(knex, { orgId, name: "gone", initialTokens: 40 }, now);
    const keep = await createProject(knex, { orgId, name: "kept", initialTokens: 10 }, now);
    await createProjectKey(knex, { projectId: project!.id, name: "k", createdBy: owner }, now);

    expect(await deleteProject(knex, project!.id, { actorUserId: owner, now })).toEqual({
      releasedTokens: 40,
    });
    expect(await getProject(knex, project!.id)).toBeNull();
    expect(await knex("infra_project_keys").where({ project_id: project!.id })).toEqual([]);
    expect(await organizationTokens(knex, orgId)).toEqual({
      orgId,
      pool: 90,
      projects: [{ projectId: keep!.id, name: "kept", balance: 10, used: 0 }],
    });
    const release = await knex("infra_token_ledger").where({ org_id: orgId, kind: "release" });
    expect(release).toEqual([
      expect.objectContaining({ project_id: null, amount: "40", actor_user_id: owner, created_at: now }),
    ]);
    expect(release[0].note).toContain(project!.id);
    expect(await deleteProject(knex, project!.id)).toBeNull();
    expect(await deleteProject(knex, "bad")).toBeNull();
  });

  it("writes no release row for an empty project", async () => {
    const { orgId } = await newOrg(0);
    const project = await createProject(knex, { orgId, name: "empty", initialTokens: 0 }, now);
    expect(await deleteProject(knex, project!.id)).toEqual({ releasedTokens: 0 });
    expect(await knex("infra_token_ledger").where({ org_id: orgId })).toEqual([]);
  });
});
