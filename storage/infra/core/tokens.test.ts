import { randomUUID } from "node:crypto";
import type { Knex } from "knex";
import type { Database } from "../../db.js";
import { InvalidCursorError } from "../../paging.js";
import { openTestDatabase } from "../../testing.js";
import { insertTestUser } from "../testing.js";
import { createOrganization } from "./organizations.js";
import { createProject, type Project } from "./projects.js";
import {
  allocateTokens,
  chargeProjectToken,
  grantTokens,
  listTokenLedger,
  organizationTokens,
  projectTokens,
  releaseTokens,
} from "./tokens.js";

const now = new Date("2024-03-01T12:00:00.000Z");

let db: Database;
let knex: Knex;
let actor: string;
beforeAll(async () => {
  db = await openTestDatabase({ boss: false });
  knex = db.knex;
  actor = await insertTestUser(knex);
});
afterAll(async () => {
  await db?.close();
});

/** A fresh organization with `pool` tokens and one project holding `balance` of them. */
async function setUp(pool: number, balance: number): Promise<Project> {
  const org = await createOrganization(knex, { name: "org", ownerUserId: actor, startingTokens: pool }, now);
  return (await createProject(knex, { orgId: org.id, name: "p", initialTokens: balance }, now))!;
}

describe("chargeProjectToken", () => {
  it("spends the balance, counts it as used and refuses when short", async () => {
    const p = await setUp(3, 3);
    expect(await chargeProjectToken(knex, p.id)).toEqual({ ok: true, balance: 2 });
    expect(await chargeProjectToken(knex, p.id, 2)).toEqual({ ok: true, balance: 0 });
    expect(await chargeProjectToken(knex, p.id)).toEqual({ ok: false });
    expect(await projectTokens(knex, p.id)).toEqual({ projectId: p.id, balance: 0, used: 3 });
    expect(await chargeProjectToken(knex, randomUUID())).toEqual({ ok: false });
    expect(await chargeProjectToken(knex, "bad")).toEqual({ ok: false });
    await expect(chargeProjectToken(knex, p.id, 0)).rejects.toThrow(RangeError);
    expect(await projectTokens(knex, "bad")).toBeNull();
  });

  it("lets exactly 20 of 30 concurrent charges through a balance of 20", async () => {
    const p = await setUp(20, 20);
    const results = await Promise.all(Array.from({ length: 30 }, () => chargeProjectToken(knex, p.id)));
    const ok = results.filter((r) => r.ok);
    expect(ok).toHaveLength(20);
    expect(ok.map((r) => (r.ok ? r.balance : -1)).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i),
    );
    expect(await projectTokens(knex, p.id)).toEqual({ projectId: p.id, balance: 0, used: 20 });
  });
});

describe("grantTokens", () => {
  it("adds to the pool with a grant row; null for an unknown org", async () => {
    const p = await setUp(5, 0);
    expect(await grantTokens(knex, p.orgId, 10, actor, "top-up", now)).toEqual({ pool: 15 });
    expect(await grantTokens(knex, randomUUID(), 10, actor, null, now)).toBeNull();
    await expect(grantTokens(knex, p.orgId, 1.5, actor, null, now)).rejects.toThrow(RangeError);
    const ledger = await listTokenLedger(knex, { orgId: p.orgId }, { limit: 10 });
    expect(ledger.items[0]).toEqual({
      id: expect.stringMatching(/^\d+$/),
      orgId: p.orgId,
      projectId: null,
      kind: "grant",
      amount: 10,
      actorUserId: actor,
      note: "top-up",
      createdAt: now,
    });
  });
});

describe("allocateTokens / releaseTokens", () => {
  it("move tokens between pool and project, refusing what is not there", async () => {
    const p = await setUp(10, 0);
    expect(await allocateTokens(knex, p.id, 4, actor, now)).toEqual({ ok: true, pool: 6, balance: 4 });
    expect(await allocateTokens(knex, p.id, 7, actor, now)).toEqual({
      ok: false,
      reason: "insufficient_pool",
    });
    expect(await releaseTokens(knex, p.id, 5, actor, now)).toEqual({
      ok: false,
      reason: "insufficient_balance",
    });
    expect(await releaseTokens(knex, p.id, 3, actor, now)).toEqual({ ok: true, pool: 9, balance: 1 });
    expect(await allocateTokens(knex, randomUUID(), 1, actor, now)).toBeNull();
    expect(await releaseTokens(knex, "bad", 1, actor, now)).toBeNull();
    expect(await organizationTokens(knex, p.orgId)).toEqual({
      orgId: p.orgId,
      pool: 9,
      projects: [{ projectId: p.id, name: "p", balance: 1, used: 0 }],
    });
    const kinds = (await listTokenLedger(knex, { projectId: p.id }, { limit: 10 })).items.map((e) => [
      e.kind,
      e.amount,
    ]);
    expect(kinds).toEqual([
      ["release", 3],
      ["allocate", 4],
    ]);
  });

  it("never take the pool below zero under concurrent allocations", async () => {
    const p = await setUp(25, 0);
    const q = (await createProject(knex, { orgId: p.orgId, name: "q", initialTokens: 0 }, now))!;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => allocateTokens(knex, i % 2 ? p.id : q.id, 2, actor, now)),
    );
    expect(results.filter((r) => r?.ok)).toHaveLength(12);
    const totals = await organizationTokens(knex, p.orgId);
    expect(totals?.pool).toBe(1);
    expect(totals?.projects.reduce((sum, x) => sum + x.balance, 0)).toBe(24);
  });

  it("never take a balance below zero when releases race charges", async () => {
    const p = await setUp(30, 30);
    const work = [
      ...Array.from({ length: 20 }, () => chargeProjectToken(knex, p.id)),
      ...Array.from({ length: 5 }, () => releaseTokens(knex, p.id, 3, actor, now)),
    ];
    const results = await Promise.all(work);
    const charged = results.slice(0, 20).filter((r) => r?.ok).length;
    const released = results.slice(20).filter((r) => r?.ok).length * 3;
    expect(charged + released).toBeLessThanOrEqual(30);
    const after = await projectTokens(knex, p.id);
    expect(after?.balance).toBe(30 - charged - released);
    expect(after?.balance).toBeGreaterThanOrEqual(0);
    expect((await organizationTokens(knex, p.orgId))?.pool).toBe(released);
  });
});

describe("organizationTokens", () => {
  it("shows an organization without projects, and null for an unknown one", async () => {
    const org = await createOrganization(knex, { name: "bare", ownerUserId: actor, startingTokens: 7 }, now);
    expect(await organizationTokens(knex, org.id)).toEqual({ orgId: org.id, pool: 7, projects: [] });
    expect(await organizationTokens(knex, randomUUID())).toBeNull();
    expect(await organizationTokens(knex, "bad")).toBeNull();
  });
});

describe("listTokenLedger", () => {
  it("pages newest first, scoped to the org or project asked for", async () => {
    const p = await setUp(100, 0);
    const other = await setUp(100, 0);
    for (let i = 1; i <= 5; i++) await allocateTokens(knex, p.id, i, actor, now);
    await allocateTokens(knex, other.id, 1, actor, now);

    const amounts: number[] = [];
    let after: string | undefined;
    let pages = 0;
    do {
      const page = await listTokenLedger(knex, { orgId: p.orgId }, { after, limit: 2 });
      amounts.push(...page.items.map((e) => e.amount));
      expect(page.items.every((e) => e.orgId === p.orgId)).toBe(true);
      after = page.nextAfter ?? undefined;
      pages++;
    } while (after);
    // five allocations, newest first, then the starting grant
    expect(amounts).toEqual([5, 4, 3, 2, 1, 100]);
    expect(pages).toBe(3);
    expect((await listTokenLedger(knex, { projectId: p.id }, { limit: 100 })).items).toHaveLength(5);
    expect(
      (await listTokenLedger(knex, { orgId: p.orgId, projectId: other.id }, { limit: 100 })).items,
    ).toEqual([]);
    expect(await listTokenLedger(knex, { orgId: "bad" }, { limit: 1 })).toEqual({
      items: [],
      nextAfter: null,
    });
    await expect(listTokenLedger(knex, {}, { limit: 1 })).rejects.toThrow(TypeError);
    await expect(
      listTokenLedger(knex, { orgId: p.orgId }, { after: "eyJpZCI6LTF9", limit: 1 }),
    ).rejects.toThrow(InvalidCursorError);
  });
});
