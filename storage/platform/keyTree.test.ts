import fc from "fast-check";
import type { Database } from "../db.js";
import { openTestDatabase } from "../testing.js";
import { accountBalance, ensureUserAccount, grantCredits } from "./credits.js";
import { MAX_KEY_DEPTH } from "./keyCaps.js";
import { resolveApiKey } from "./keyResolve.js";
import { listKeys, provisionKey, revokeKeySubtree } from "./keyTree.js";
import { buildTree, chainOf, insertTestUser, treeArbitrary } from "./keyTreeFixtures.js";

let db: Database;
const now = new Date("2026-11-21T12:00:00Z");
const DAY = 86_400_000;
beforeAll(async () => {
  db = await openTestDatabase({ boss: false });
});
afterAll(async () => {
  await db?.close();
});

async function root(userId: string, extra: Partial<Parameters<typeof provisionKey>[1]> = {}) {
  const made = await provisionKey(db.knex, {
    by: { kind: "user", userId },
    name: "root",
    scopes: ["a", "b", "c"],
    now,
    ...extra,
  });
  if (!made.ok) throw new Error(made.message);
  return made;
}

describe("provisionKey", () => {
  it("makes a user's root key on the user's account, with the requested scopes deduplicated", async () => {
    const userId = await insertTestUser(db.knex);
    const made = await root(userId, { scopes: ["b", "a", "b"], creditLimitMicros: 500, expiresInDays: 2 });
    expect(made).toMatchObject({
      ok: true,
      parentKeyId: null,
      depth: 0,
      scopes: ["b", "a"],
      creditLimitMicros: 500,
      rateLimitSharePct: null,
      expiresAt: new Date(now.getTime() + 2 * DAY),
    });
    expect(made.key).toMatch(/^sk_/);
    const row = await db.knex("api_keys").where({ id: made.keyId }).first();
    expect(row.account_id).toBe(await ensureUserAccount(db.knex, userId));
    expect(row.path).toEqual([made.keyId]);
    expect(row.start).toBe(made.key.slice(0, 8));
  });

  it("clamps a child's scopes, caps and expiry to its parent's and bills the parent's account", async () => {
    const userId = await insertTestUser(db.knex);
    const parent = await root(userId, { creditLimitMicros: 1000, rateLimitSharePct: 50, expiresInDays: 3 });
    const child = await provisionKey(db.knex, {
      by: { kind: "key", keyId: parent.keyId },
      name: "child",
      scopes: ["c", "x", "a"],
      creditLimitMicros: 5000,
      rateLimitSharePct: null,
      expiresInDays: 30,
      now,
    });
    expect(child).toMatchObject({
      ok: true,
      parentKeyId: parent.keyId,
      depth: 1,
      scopes: ["c", "a"],
      creditLimitMicros: 1000,
      rateLimitSharePct: 50,
      expiresAt: parent.expiresAt,
    });
    const grandchild = await provisionKey(db.knex, {
      by: { kind: "user", userId },
      parentKeyId: child.ok ? child.keyId : "",
      name: "gc",
      scopes: ["a"],
      creditLimitMicros: 10,
      rateLimitSharePct: 70,
      now,
    });
    expect(grandchild).toMatchObject({ ok: true, depth: 2, creditLimitMicros: 10, rateLimitSharePct: 50 });
    const rows = await db.knex("api_keys").whereIn("id", [parent.keyId, child.ok ? child.keyId : ""]);
    expect(new Set(rows.map((r) => r.account_id)).size).toBe(1);
    expect(rows.every((r) => r.user_id === userId)).toBe(true);
  });

  it("answers not_found for unknown or foreign parents and conflict for disabled, expired or too deep ones", async () => {
    const alice = await insertTestUser(db.knex);
    const bob = await insertTestUser(db.knex);
    const a = await root(alice, { expiresInDays: 1 });
    const b = await root(bob);
    const sibling = await root(alice);
    const ask = (
      by: { kind: "user"; userId: string } | { kind: "key"; keyId: string },
      parentKeyId?: string,
      at = now,
    ) => provisionKey(db.knex, { by, parentKeyId, name: "x", scopes: [], now: at });

    expect(await ask({ kind: "user", userId: alice }, b.keyId)).toMatchObject({
      ok: false,
      error: "not_found",
    });
    expect(await ask({ kind: "user", userId: alice }, "not-a-uuid")).toMatchObject({ error: "not_found" });
    expect(await ask({ kind: "user", userId: alice }, "00000000-0000-4000-8000-000000000000")).toMatchObject({
      error: "not_found",
    });
    // A key may not hang keys under its siblings or ancestors.
    expect(await ask({ kind: "key", keyId: a.keyId }, sibling.keyId)).toMatchObject({ error: "not_found" });
    expect(await ask({ kind: "key", keyId: a.keyId }, "00000000-0000-4000-8000-000000000000")).toMatchObject({
      error: "not_found",
    });
    const child = await ask({ kind: "key", keyId: a.keyId });
    if (!child.ok) throw new Error(child.message);
    expect(await ask({ kind: "key", keyId: child.keyId }, a.keyId)).toMatchObject({ error: "not_found" });

    expect(
      await ask({ kind: "key", keyId: a.keyId }, child.keyId, new Date(now.getTime() + 2 * DAY)),
    ).toMatchObject({
      error: "conflict",
    });
    await revokeKeySubtree(db.knex, { kind: "user", userId: alice }, a.keyId, now);
    expect(await ask({ kind: "user", userId: alice }, child.keyId)).toMatchObject({ error: "conflict" });

    let deepest = (await root(alice)).keyId;
    for (let d = 1; d <= MAX_KEY_DEPTH; d++) {
      const next = await ask({ kind: "key", keyId: deepest });
      if (!next.ok) throw new Error(`depth ${d}: ${next.message}`);
      deepest = next.keyId;
    }
    expect(await ask({ kind: "key", keyId: deepest })).toMatchObject({ error: "conflict" });
  });

  it("rejects impossible numbers as a programming error", async () => {
    const userId = await insertTestUser(db.knex);
    for (const bad of [{ creditLimitMicros: -1 }, { rateLimitSharePct: 101 }, { expiresInDays: 0 }]) {
      await expect(root(userId, bad)).rejects.toThrow(RangeError);
    }
  });
});

describe("listKeys and revokeKeySubtree", () => {
  it("shows a user all its keys and a key only what is strictly below it", async () => {
    const userId = await insertTestUser(db.knex);
    const { ids } = await buildTree(
      db.knex,
      userId,
      [
        { parent: null, scopes: ["a"], creditLimitMicros: 100, rateLimitSharePct: null, actor: "user" },
        { parent: 0, scopes: ["a"], creditLimitMicros: null, rateLimitSharePct: 10, actor: "parent" },
        { parent: 1, scopes: [], creditLimitMicros: 5, rateLimitSharePct: null, actor: "root" },
        { parent: 0, scopes: [], creditLimitMicros: null, rateLimitSharePct: null, actor: "user" },
      ],
      now,
    );
    const mine = await listKeys(db.knex, { kind: "user", userId });
    expect(mine.map((k) => k.id).sort()).toEqual([...ids].sort());
    const one = mine.find((k) => k.id === ids[1]);
    expect(one).toMatchObject({
      name: "k1",
      scopes: ["a"],
      enabled: true,
      creditLimit: 100,
      rateLimitSharePct: 10,
      parentKeyId: ids[0],
      depth: 1,
      creditsUsed: 0,
      subtreeCreditsUsed: 0,
      lastUsed: null,
    });
    expect((await listKeys(db.knex, { kind: "key", keyId: ids[1]! })).map((k) => k.id)).toEqual([ids[2]]);
    expect(await listKeys(db.knex, { kind: "key", keyId: ids[2]! })).toEqual([]);

    // A key revokes only strictly below itself; the user anything of its own.
    expect(await revokeKeySubtree(db.knex, { kind: "key", keyId: ids[1]! }, ids[1]!, now)).toMatchObject({
      error: "not_found",
    });
    expect(await revokeKeySubtree(db.knex, { kind: "key", keyId: ids[1]! }, ids[3]!, now)).toMatchObject({
      error: "not_found",
    });
    const other = await insertTestUser(db.knex);
    expect(await revokeKeySubtree(db.knex, { kind: "user", userId: other }, ids[0]!, now)).toMatchObject({
      error: "not_found",
    });
    expect(await revokeKeySubtree(db.knex, { kind: "user", userId }, "nope", now)).toMatchObject({
      error: "not_found",
    });
    expect(await revokeKeySubtree(db.knex, { kind: "key", keyId: ids[0]! }, ids[1]!, now)).toEqual({
      ok: true,
      revoked: 2,
    });
    expect(await revokeKeySubtree(db.knex, { kind: "user", userId }, ids[0]!, now)).toEqual({
      ok: true,
      revoked: 2,
    });
    expect(await revokeKeySubtree(db.knex, { kind: "user", userId }, ids[0]!, now)).toEqual({
      ok: true,
      revoked: 0,
    });
  });
});

describe("tree properties", () => {
  const RUNS = { numRuns: 100 };

  it("a descendant's scopes are a subset of every ancestor's, in request order", async () => {
    await fc.assert(
      fc.asyncProperty(treeArbitrary({ maxNodes: 8 }), async (spec) => {
        const userId = await insertTestUser(db.knex);
        const { ids } = await buildTree(db.knex, userId, spec, now);
        const rows = await db.knex("api_keys").whereIn("id", ids).select("id", "scopes");
        const scopes = new Map(rows.map((r) => [r.id as string, r.scopes as string[]]));
        for (const [i, node] of spec.entries()) {
          const own = scopes.get(ids[i]!)!;
          const parent = node.parent === null ? null : scopes.get(ids[node.parent]!)!;
          const expected = [...new Set(node.scopes)].filter((s) => parent === null || parent.includes(s));
          expect(own).toEqual(expected);
          for (const a of chainOf(spec, i)) expect(scopes.get(ids[a]!)).toEqual(expect.arrayContaining(own));
        }
      }),
      RUNS,
    );
  });

  it("the effective credit limit and rate-limit share are the minimum up the chain", async () => {
    await fc.assert(
      fc.asyncProperty(treeArbitrary({ maxNodes: 8, unit: 1000 }), async (spec) => {
        const userId = await insertTestUser(db.knex);
        const { ids, keys } = await buildTree(db.knex, userId, spec, now);
        const listed = new Map((await listKeys(db.knex, { kind: "user", userId })).map((k) => [k.id, k]));
        const min = (xs: (number | null)[]) =>
          xs.reduce<number | null>((m, x) => (x === null ? m : m === null ? x : Math.min(m, x)), null);
        for (const i of spec.keys()) {
          const chain = chainOf(spec, i).map((j) => spec[j]!);
          expect(listed.get(ids[i]!)?.creditLimit).toBe(min(chain.map((n) => n.creditLimitMicros)));
          expect(listed.get(ids[i]!)?.rateLimitSharePct).toBe(min(chain.map((n) => n.rateLimitSharePct)));
          const resolved = await resolveApiKey(db.knex, keys[i]!, now);
          if (!resolved.ok) throw new Error("key does not resolve");
          expect(resolved.key.chain.map((c) => c.rateLimitSharePct)).toEqual(
            chainOf(spec, i).map((_, d, all) =>
              min(all.slice(0, d + 1).map((j) => spec[j]!.rateLimitSharePct)),
            ),
          );
        }
      }),
      RUNS,
    );
  });

  it("revoking a node disables exactly its subtree and counts its enabled keys", async () => {
    const arb = treeArbitrary({ maxNodes: 10 }).chain((spec) =>
      fc.tuple(
        fc.constant(spec),
        fc.integer({ min: 0, max: spec.length - 1 }),
        fc.array(fc.integer({ min: 0, max: spec.length - 1 }), { maxLength: 2 }),
      ),
    );
    await fc.assert(
      fc.asyncProperty(arb, async ([spec, target, earlier]) => {
        const userId = await insertTestUser(db.knex);
        const { ids } = await buildTree(db.knex, userId, spec, now);
        const inSubtree = (i: number, of: number) => chainOf(spec, i).includes(of);
        const enabled = new Set(spec.keys());
        for (const e of earlier) {
          await revokeKeySubtree(db.knex, { kind: "user", userId }, ids[e]!, now);
          for (const i of spec.keys()) if (inSubtree(i, e)) enabled.delete(i);
        }
        const expected = [...spec.keys()].filter((i) => inSubtree(i, target) && enabled.has(i)).length;
        expect(await revokeKeySubtree(db.knex, { kind: "user", userId }, ids[target]!, now)).toEqual({
          ok: true,
          revoked: expected,
        });
        for (const i of spec.keys()) if (inSubtree(i, target)) enabled.delete(i);
        const rows = await db.knex("api_keys").whereIn("id", ids).select("id", "enabled");
        const actual = new Map(rows.map((r) => [r.id as string, r.enabled as boolean]));
        expect(spec.map((_, i) => actual.get(ids[i]!))).toEqual(spec.map((_, i) => enabled.has(i)));
      }),
      RUNS,
    );
  });
});

describe("accounts", () => {
  it("gives each user one account, even when asked concurrently", async () => {
    const userId = await insertTestUser(db.knex);
    const ids = await Promise.all(Array.from({ length: 10 }, () => ensureUserAccount(db.knex, userId)));
    expect(new Set(ids).size).toBe(1);
    expect(await grantCredits(db.knex, { accountId: ids[0]!, micros: 42, reason: "top-up" })).toBe(42n);
    expect(await accountBalance(db.knex, ids[0]!)).toBe(42n);
    expect(await accountBalance(db.knex, "nope")).toBeUndefined();
  });
});
