import fc from "fast-check";
import type { Database } from "../db.js";
import { withTransaction } from "../db.js";
import { openTestDatabase } from "../testing.js";
import { accountBalance, debitForCall, ensureUserAccount, grantCredits, refundForCall } from "./credits.js";
import { revokeKeySubtree } from "./keyTree.js";
import { buildTree, chainOf, insertTestUser, type NodeSpec, treeArbitrary } from "./keyTreeFixtures.js";

let db: Database;
const now = new Date("2026-11-21T12:00:00Z");
beforeAll(async () => {
  db = await openTestDatabase({ boss: false });
});
afterAll(async () => {
  await db?.close();
});

/** The account's ledger total, and every counter of the given keys. */
async function snapshot(accountId: string, ids: string[]) {
  const [sum] = await db.knex("credit_ledger").where({ account_id: accountId }).sum({ s: "delta_micros" });
  const rows = await db
    .knex("api_keys")
    .whereIn("id", ids)
    .select("id", "credits_used_micros", "subtree_credits_used_micros", "credit_limit_micros");
  const byId = new Map(rows.map((r) => [r.id as string, r]));
  return {
    balance: (await accountBalance(db.knex, accountId))!,
    ledger: BigInt((sum as { s: string | null }).s ?? "0"),
    used: ids.map((id) => BigInt(byId.get(id).credits_used_micros)),
    subtree: ids.map((id) => BigInt(byId.get(id).subtree_credits_used_micros)),
    limit: ids.map((id) => {
      const l = byId.get(id).credit_limit_micros;
      return l === null ? null : BigInt(l);
    }),
  };
}

async function fundedTree(spec: NodeSpec[], balance: number) {
  const userId = await insertTestUser(db.knex);
  const accountId = await ensureUserAccount(db.knex, userId);
  if (balance > 0) await grantCredits(db.knex, { accountId, micros: balance, reason: "top-up" });
  const { ids } = await buildTree(db.knex, userId, spec, now);
  return { userId, accountId, ids };
}

describe("debitForCall / refundForCall", () => {
  it("debits the account, the key and its chain, with one ledger row; refuses with a reason", async () => {
    const spec: NodeSpec[] = [
      { parent: null, scopes: [], creditLimitMicros: 1000, rateLimitSharePct: null, actor: "user" },
      { parent: 0, scopes: [], creditLimitMicros: 400, rateLimitSharePct: null, actor: "parent" },
      { parent: 1, scopes: [], creditLimitMicros: null, rateLimitSharePct: null, actor: "parent" },
    ];
    const { userId, accountId, ids } = await fundedTree(spec, 700);
    const [rootId, midId, leafId] = ids as [string, string, string];
    expect(await debitForCall(db.knex, leafId, 300, "svc:op")).toEqual({ ok: true, balanceMicros: 400n });
    let s = await snapshot(accountId, ids);
    expect(s).toMatchObject({
      balance: 400n,
      ledger: 400n,
      used: [0n, 0n, 300n],
      subtree: [300n, 300n, 300n],
    });
    // The leaf inherited the middle key's 400; the middle key's own limit is hit first from below.
    expect(await debitForCall(db.knex, leafId, 150, "svc:op")).toEqual({
      ok: false,
      reason: "cap",
      balanceMicros: 400n,
      capKeyId: leafId,
      capMicros: 400n,
      capUsedMicros: 300n,
    });
    expect(await debitForCall(db.knex, midId, 150, "svc:op")).toMatchObject({
      reason: "cap",
      capKeyId: midId,
    });
    expect(await debitForCall(db.knex, rootId, 401, "svc:op")).toMatchObject({
      ok: false,
      reason: "balance",
    });
    expect(await debitForCall(db.knex, rootId, 400, "svc:op")).toEqual({ ok: true, balanceMicros: 0n });
    await grantCredits(db.knex, { accountId, micros: 10_000, reason: "top-up" });
    expect(await debitForCall(db.knex, rootId, 301, "svc:op")).toMatchObject({
      reason: "cap",
      capKeyId: rootId,
    });
    await revokeKeySubtree(db.knex, { kind: "user", userId }, midId, now);
    expect(await debitForCall(db.knex, leafId, 1, "svc:op")).toEqual({
      ok: false,
      reason: "disabled",
      balanceMicros: 10_000n,
    });
    expect(await debitForCall(db.knex, "00000000-0000-4000-8000-000000000000", 1, "r")).toMatchObject({
      reason: "disabled",
    });
    s = await snapshot(accountId, ids);
    expect(s).toMatchObject({
      balance: 10_000n,
      ledger: 10_000n,
      used: [400n, 0n, 300n],
      subtree: [700n, 300n, 300n],
    });
    // A refund goes through for a key disabled since its debit.
    expect(await refundForCall(db.knex, leafId, 300, "svc:op")).toBe(10_300n);
    s = await snapshot(accountId, ids);
    expect(s).toMatchObject({
      balance: 10_300n,
      ledger: 10_300n,
      used: [400n, 0n, 0n],
      subtree: [400n, 0n, 0n],
    });
    const rows = await db.knex("credit_ledger").where({ account_id: accountId }).orderBy("id");
    expect(rows.map((r) => [r.reason, r.delta_micros, r.api_key_id, r.route])).toEqual([
      ["top-up", "700", null, null],
      ["debit", "-300", leafId, "svc:op"],
      ["debit", "-400", rootId, "svc:op"],
      ["top-up", "10000", null, null],
      ["refund", "300", leafId, "svc:op"],
    ]);
    await expect(debitForCall(db.knex, rootId, 0, "r")).rejects.toThrow(RangeError);
    await expect(refundForCall(db.knex, "00000000-0000-4000-8000-000000000000", 1, "r")).rejects.toThrow(
      /No API key/,
    );
  });

  it("joins withTransaction, so a rollback undoes the debit", async () => {
    const { accountId, ids } = await fundedTree(
      [{ parent: null, scopes: [], creditLimitMicros: 100, rateLimitSharePct: null, actor: "user" }],
      100,
    );
    await expect(
      withTransaction(db, async () => {
        expect((await debitForCall(db.knex, ids[0]!, 60, "/r")).ok).toBe(true);
        throw new Error("handler failed");
      }),
    ).rejects.toThrow("handler failed");
    expect(await snapshot(accountId, ids)).toMatchObject({ balance: 100n, subtree: [0n] });
  });
});

/**
 * How many unit debits on `targets` can succeed: the caps (in units) on nested subtrees form a
 * laminar matroid, so every maximal set of accepted debits — whatever order they ran in — has
 * this size: per node, min(its cap, its own debits + what its children can take), and the
 * balance caps the sum over roots.
 */
function expectedSuccesses(
  spec: NodeSpec[],
  limits: (bigint | null)[],
  targets: number[],
  unit: bigint,
  balance: bigint,
) {
  const rank = (i: number): bigint => {
    let n = BigInt(targets.filter((t) => t === i).length);
    for (const [c, node] of spec.entries()) if (node.parent === i) n += rank(c);
    const cap = limits[i];
    return cap === null || cap === undefined ? n : n < cap / unit ? n : cap / unit;
  };
  let total = 0n;
  for (const [i, node] of spec.entries()) if (node.parent === null) total += rank(i);
  return total < balance / unit ? total : balance / unit;
}

describe("debit properties", () => {
  it("200 concurrent debits on random leaves respect every cap and the balance, and the ledger matches", async () => {
    const arb = fc
      .record({
        unit: fc.constantFrom(1, 7, 1700),
        spec: treeArbitrary({ maxNodes: 7, maxUnits: 60 }),
        balanceUnits: fc.integer({ min: 0, max: 250 }),
      })
      .chain(({ unit, spec, balanceUnits }) => {
        const leaves = [...spec.keys()].filter((i) => !spec.some((n) => n.parent === i));
        return fc.record({
          unit: fc.constant(unit),
          // caps in units of the price, plus a remainder smaller than one price
          spec: fc.constant(
            spec.map((n) => ({
              ...n,
              creditLimitMicros:
                n.creditLimitMicros === null ? null : n.creditLimitMicros * unit + (unit - 1),
            })),
          ),
          balanceUnits: fc.constant(balanceUnits),
          targets: fc.array(fc.constantFrom(...leaves), { minLength: 200, maxLength: 200 }),
        });
      });
    await fc.assert(
      fc.asyncProperty(arb, async ({ unit, spec, balanceUnits, targets }) => {
        const opening = BigInt(balanceUnits * unit);
        const { accountId, ids } = await fundedTree(spec, balanceUnits * unit);
        const before = await snapshot(accountId, ids);
        const results = await Promise.all(targets.map((t) => debitForCall(db.knex, ids[t]!, unit, "p:op")));
        const after = await snapshot(accountId, ids);
        const ok = BigInt(results.filter((r) => r.ok).length);

        expect(after.balance).toBeGreaterThanOrEqual(0n);
        expect(after.balance).toBe(opening - ok * BigInt(unit));
        expect(after.ledger - before.ledger).toBe(after.balance - before.balance);
        for (const i of spec.keys()) {
          const limit = after.limit[i];
          if (limit !== null && limit !== undefined) expect(after.subtree[i]).toBeLessThanOrEqual(limit);
          // each node's subtree spend is the sum of the spend of the keys below it
          const below = [...spec.keys()].filter((j) => chainOf(spec, j).includes(i));
          expect(after.subtree[i]).toBe(below.reduce((s, j) => s + after.used[j]!, 0n));
        }
        expect(ok).toBe(expectedSuccesses(spec, after.limit, targets, BigInt(unit), opening));
      }),
      { numRuns: 12 },
    );
  });

  it("refunding every successful debit restores every counter", async () => {
    const arb = treeArbitrary({ maxNodes: 6, unit: 100, maxUnits: 10 }).chain((spec) =>
      fc.tuple(
        fc.constant(spec),
        fc.array(fc.tuple(fc.integer({ min: 0, max: spec.length - 1 }), fc.integer({ min: 1, max: 400 })), {
          maxLength: 30,
        }),
      ),
    );
    await fc.assert(
      fc.asyncProperty(arb, async ([spec, debits]) => {
        const { accountId, ids } = await fundedTree(spec, 3000);
        const before = await snapshot(accountId, ids);
        const done: [string, number][] = [];
        for (const [node, micros] of debits) {
          const before1 = await snapshot(accountId, ids);
          const r = await debitForCall(db.knex, ids[node]!, micros, "p:op");
          if (r.ok) done.push([ids[node]!, micros]);
          // a refusal changes nothing at all
          else expect(await snapshot(accountId, ids)).toEqual(before1);
        }
        for (const [id, micros] of done.reverse()) await refundForCall(db.knex, id, micros, "p:op");
        const after = await snapshot(accountId, ids);
        expect(after).toEqual(before);
        expect(after.ledger).toBe(after.balance);
      }),
      { numRuns: 25 },
    );
  });
});
