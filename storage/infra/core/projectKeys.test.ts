import { randomUUID } from "node:crypto";
import type { Knex } from "knex";
import type { Database } from "../../db.js";
import { hashToken } from "../../secrets.js";
import { openTestDatabase } from "../../testing.js";
import { insertTestUser } from "../testing.js";
import { createOrganization } from "./organizations.js";
import {
  createProjectKey,
  getProjectKey,
  listProjectKeys,
  PROJECT_KEY_PATTERN,
  resolveProjectKey,
  revokeProjectKey,
} from "./projectKeys.js";
import { createProject, type Project } from "./projects.js";

const now = new Date("2024-03-01T12:00:00.000Z");
const at = (ms: number) => new Date(now.getTime() + ms);

let db: Database;
let knex: Knex;
let owner: string;
let project: Project;
let other: Project;
beforeAll(async () => {
  db = await openTestDatabase({ boss: false });
  knex = db.knex;
  owner = await insertTestUser(knex);
  const org = await createOrganization(knex, { name: "org", ownerUserId: owner, startingTokens: 0 }, now);
  project = (await createProject(knex, { orgId: org.id, name: "p", initialTokens: 0 }, now))!;
  other = (await createProject(knex, { orgId: org.id, name: "q", initialTokens: 0 }, now))!;
});
afterAll(async () => {
  await db?.close();
});

describe("createProjectKey", () => {
  it("returns the secret once and stores only its hash", async () => {
    const made = await createProjectKey(knex, { projectId: project.id, name: "ci", createdBy: owner }, now);
    expect(made).not.toBeNull();
    const { key, secret } = made!;
    expect(secret).toMatch(PROJECT_KEY_PATTERN);
    expect(secret.startsWith(`sk_${project.appId}_`)).toBe(true);
    expect(key).toEqual({
      id: expect.any(String),
      projectId: project.id,
      name: "ci",
      start: secret.slice(0, 20),
      createdAt: now,
      lastUsedAt: null,
      revokedAt: null,
    });
    const row = await knex("infra_project_keys").where({ id: key.id }).first();
    expect(row.secret_hash).toBe(hashToken(secret));
    expect(JSON.stringify(row)).not.toContain(secret.slice(16));
    expect(await getProjectKey(knex, key.id)).toEqual(key);
  });

  it("returns null for an unknown project", async () => {
    expect(
      await createProjectKey(knex, { projectId: randomUUID(), name: "x", createdBy: null }, now),
    ).toBeNull();
    expect(await createProjectKey(knex, { projectId: "bad", name: "x", createdBy: null }, now)).toBeNull();
  });
});

describe("resolveProjectKey", () => {
  it("resolves a live key to its project and organization", async () => {
    const { key, secret } = (await createProjectKey(
      knex,
      { projectId: project.id, name: "a", createdBy: owner },
      now,
    ))!;
    expect(await resolveProjectKey(knex, secret, now)).toEqual({
      keyId: key.id,
      projectId: project.id,
      orgId: project.orgId,
      appId: project.appId,
    });
  });

  it("refuses garbage, unknown keys and a key passed off under another appId", async () => {
    const { secret } = (await createProjectKey(
      knex,
      { projectId: project.id, name: "b", createdBy: owner },
      now,
    ))!;
    const random = secret.slice(-48);
    for (const bad of [
      "",
      "sk_",
      secret.toUpperCase(),
      `${secret}0`,
      `sk_${project.appId}_${"0".repeat(48)}`,
    ]) {
      expect(await resolveProjectKey(knex, bad, now)).toBeNull();
    }
    // the right hash can only be found with the right appId, and the appId must be the project's
    expect(await resolveProjectKey(knex, `sk_${other.appId}_${random}`, now)).toBeNull();
    // a row whose stored hash is of a secret naming another project's appId never resolves
    const forged = `sk_${other.appId}_${"ab".repeat(24)}`;
    await knex("infra_project_keys").insert({
      project_id: project.id,
      name: "forged",
      start: forged.slice(0, 20),
      secret_hash: hashToken(forged),
    });
    expect(await resolveProjectKey(knex, forged, now)).toBeNull();
  });

  it("stops resolving a key once it is revoked; revoking again changes nothing", async () => {
    const { key, secret } = (await createProjectKey(
      knex,
      { projectId: project.id, name: "c", createdBy: owner },
      now,
    ))!;
    const revoked = await revokeProjectKey(knex, project.id, key.id, at(1000));
    expect(revoked).toEqual({ ...key, revokedAt: at(1000) });
    expect(await resolveProjectKey(knex, secret, at(2000))).toBeNull();
    expect(await revokeProjectKey(knex, project.id, key.id, at(5000))).toEqual(revoked);
  });

  it("will not revoke a key through another project", async () => {
    const { key, secret } = (await createProjectKey(
      knex,
      { projectId: project.id, name: "d", createdBy: owner },
      now,
    ))!;
    expect(await revokeProjectKey(knex, other.id, key.id, now)).toBeNull();
    expect(await revokeProjectKey(knex, project.id, randomUUID(), now)).toBeNull();
    expect(await revokeProjectKey(knex, project.id, "bad", now)).toBeNull();
    expect(await resolveProjectKey(knex, secret, now)).not.toBeNull();
  });

  it("writes last_used_at at most once a minute", async () => {
    const { key, secret } = (await createProjectKey(
      knex,
      { projectId: project.id, name: "e", createdBy: owner },
      now,
    ))!;
    const lastUsed = async () => (await getProjectKey(knex, key.id))?.lastUsedAt;
    await resolveProjectKey(knex, secret, at(0));
    expect(await lastUsed()).toEqual(at(0));
    await resolveProjectKey(knex, secret, at(30_000));
    expect(await lastUsed()).toEqual(at(0));
    await resolveProjectKey(knex, secret, at(59_999));
    expect(await lastUsed()).toEqual(at(0));
    expect(await resolveProjectKey(knex, secret, at(60_000))).not.toBeNull();
    expect(await lastUsed()).toEqual(at(60_000));
  });
});

describe("listProjectKeys", () => {
  it("pages a project's keys, revoked ones included, and only that project's", async () => {
    const p = (await createProject(knex, { orgId: project.orgId, name: "keys", initialTokens: 0 }, now))!;
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      ids.push(
        (await createProjectKey(knex, { projectId: p.id, name: `k${i}`, createdBy: owner }, now))!.key.id,
      );
    }
    await createProjectKey(knex, { projectId: other.id, name: "elsewhere", createdBy: owner }, now);
    await revokeProjectKey(knex, p.id, ids[0]!, now);
    const seen: string[] = [];
    let after: string | undefined;
    let pages = 0;
    do {
      const page = await listProjectKeys(knex, p.id, { after, limit: 3 });
      seen.push(...page.items.map((k) => k.id));
      after = page.nextAfter ?? undefined;
      pages++;
    } while (after);
    expect(pages).toBe(3);
    expect([...seen].sort()).toEqual([...ids].sort());
    expect(JSON.stringify(await listProjectKeys(knex, p.id, { limit: 10 }))).not.toContain("secret");
  });
});
