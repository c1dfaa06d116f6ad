/**
 * The metering engine's invariants across server processes: two engines with their own pools on
 * one PostgreSQL (DATABASE_URL), or the one process an embedded PGlite database has.
 */
import type { Database } from "../../../storage/db.js";
import { createApiKey, revokeApiKey } from "../../../storage/platform/apiKeys.js";
import { reclaimExpiredLeases } from "../../../storage/platform/creditLeases.js";
import { grantCredits } from "../../../storage/platform/credits.js";
import type { PayRefusal } from "../../../storage/platform/keyChainLock.js";
import { provisionKey } from "../../../storage/platform/keyTree.js";
import { insertTestUser } from "../../../storage/platform/keyTreeFixtures.js";
import { openPeerDatabase, openTestDatabase } from "../../../storage/testing.js";
import { createLogger } from "../../logger.js";
import type { LeasePayment } from "./leaseWallet.js";
import { MeteringEngine, type MeteringTimings } from "./meteringEngine.js";

const PRICE = 1700n;
const ROUTE = "uuid:generate_uuid";
// Leases stay open through a test and keys live 10 s in memory: only a notification can make a
// change show within 1 s.
const TIMINGS: Partial<MeteringTimings> = { flushMs: 50, idleMs: 60_000, keyTtlMs: 10_000 };

let db: Database;
let peer: Database | undefined;
let engines: MeteringEngine[];

function engineOn(on: Database, timings: Partial<MeteringTimings> = TIMINGS): MeteringEngine {
  return new MeteringEngine(on, { build: async (l) => l.key.id, log: createLogger("silent"), timings });
}

beforeAll(async () => {
  db = await openTestDatabase({ boss: false });
  if (db.kind === "postgres") peer = await openPeerDatabase(db);
});
beforeEach(async () => {
  engines = [engineOn(db), ...(peer ? [engineOn(peer)] : [])];
  await Promise.all(engines.map((e) => e.start()));
});
afterEach(async () => {
  await Promise.all(engines.map((e) => e.close()));
});
afterAll(async () => {
  await peer?.close();
  await db.close();
});

const paid = (r: LeasePayment | PayRefusal): r is LeasePayment => !("ok" in r);

/** A funded root key of a new user, and its account. */
async function fundedRoot(micros: bigint, creditLimitMicros?: number) {
  const userId = await insertTestUser(db.knex);
  const made = await provisionKey(db.knex, {
    by: { kind: "user", userId },
    name: "root",
    scopes: [],
    now: new Date(),
    ...(creditLimitMicros ? { creditLimitMicros } : {}),
  });
  if (!made.ok) throw new Error(made.message);
  const { account_id: accountId } = await db.knex("api_keys").where({ id: made.keyId }).first("account_id");
  await grantCredits(db.knex, { accountId, micros, reason: "top-up" });
  return { ...made, accountId: accountId as string };
}

async function child(parentId: string) {
  const made = await provisionKey(db.knex, {
    by: { kind: "key", keyId: parentId },
    name: "child",
    scopes: [],
    now: new Date(),
  });
  if (!made.ok) throw new Error(made.message);
  return made;
}

/** Balance, reservations, ledger sum and open leases of an account, as the database holds them. */
async function books(accountId: string) {
  const account = await db.knex("credit_accounts").where({ id: accountId }).first();
  const [ledger] = await db.knex("credit_ledger").where({ account_id: accountId }).sum({ s: "delta_micros" });
  const leases = await db.knex("credit_leases").where({ account_id: accountId }).count({ n: "*" });
  return {
    balance: BigInt(account.balance_micros),
    reserved: BigInt(account.reserved_micros),
    ledger: BigInt((ledger as { s: string }).s),
    leases: Number((leases[0] as { n: string }).n),
  };
}

/** Waits until `refused()` (or any awaited change) holds, polling; returns how long it took (ms). Fails after 1 s. */
async function refusedWithin(refused: () => Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (!(await refused())) {
    if (Date.now() - start > 1_000) throw new Error("still accepted after 1 s");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - start;
}

describe("credit leases across processes", () => {
  it("never spends more than the balance or an ancestor's limit under 200 concurrent calls", async () => {
    const root = await fundedRoot(PRICE * 50n);
    const calls = Array.from({ length: 200 }, (_, i) =>
      engines[i % engines.length]!.credits.pay(root.keyId, PRICE, ROUTE),
    );
    const succeeded = (await Promise.all(calls)).filter(paid).length;
    if (engines.length === 1) expect(succeeded).toBe(50);
    else expect(succeeded).toBeLessThanOrEqual(50);
    await Promise.all(engines.map((e) => e.flush()));
    const spent = PRICE * BigInt(succeeded);
    expect(await books(root.accountId)).toEqual({
      balance: PRICE * 50n - spent,
      reserved: 0n,
      ledger: PRICE * 50n - spent,
      leases: 0,
    });

    // Two children of a root that may spend 20 calls, with money for 100.
    const capped = await fundedRoot(PRICE * 100n, Number(PRICE * 20n));
    const [a, b] = [await child(capped.keyId), await child(capped.keyId)];
    const capCalls = Array.from({ length: 200 }, (_, i) =>
      engines[i % engines.length]!.credits.pay(i % 4 < 2 ? a.keyId : b.keyId, PRICE, ROUTE),
    );
    const capSucceeded = (await Promise.all(capCalls)).filter(paid).length;
    if (engines.length === 1) expect(capSucceeded).toBe(20);
    else expect(capSucceeded).toBeLessThanOrEqual(20);
    await Promise.all(engines.map((e) => e.flush()));
    const rootRow = await db.knex("api_keys").where({ id: capped.keyId }).first();
    expect(BigInt(rootRow.subtree_credits_used_micros)).toBe(PRICE * BigInt(capSucceeded));
  });

  it("refuses a revoked key, a disabled ancestor, a lowered cap and a spent balance everywhere within 1 s", async () => {
    const root = await fundedRoot(PRICE * 100n);
    const kid = await child(root.keyId);
    const loner = await createApiKey(db.knex, { name: "loner", creditsMicros: Number(PRICE * 100n) });
    // Every process has the keys cached and holds a lease for each.
    for (const e of engines) {
      expect(await e.keys.get(kid.key, new Date())).not.toBeNull();
      expect(await e.keys.get(loner.key, new Date())).not.toBeNull();
      expect(paid(await e.credits.pay(kid.keyId, PRICE, ROUTE))).toBe(true);
      expect(paid(await e.credits.pay(loner.id, PRICE, ROUTE))).toBe(true);
    }
    // The change is made by the last process; the first must see it.
    const writer = (peer ?? db).knex;
    const first = engines[0]!;

    await revokeApiKey(writer, loner.id);
    await refusedWithin(async () => (await first.keys.get(loner.key, new Date())) === null);
    await refusedWithin(async () => !paid(await first.credits.pay(loner.id, PRICE, ROUTE)));

    // A lowered cap on the parent: nothing more than what the chain has spent.
    await first.flush();
    const { subtree_credits_used_micros: used } = await db.knex("api_keys").where({ id: root.keyId }).first();
    await writer("api_keys").where({ id: root.keyId }).update({ credit_limit_micros: used });
    await refusedWithin(async () => {
      const r = await first.credits.pay(kid.keyId, PRICE, ROUTE);
      return !paid(r) && r.reason === "cap";
    });

    await writer("api_keys").where({ id: root.keyId }).update({ enabled: false, credit_limit_micros: null });
    await refusedWithin(async () => (await first.keys.get(kid.key, new Date())) === null);
    await refusedWithin(async () => {
      const r = await first.credits.pay(kid.keyId, PRICE, ROUTE);
      return !paid(r) && r.reason === "disabled";
    });

    // A spent balance: whatever process spends the rest, the others are refused.
    const poor = await fundedRoot(PRICE * 3n);
    let spent = 0;
    for (const e of engines) while (paid(await e.credits.pay(poor.keyId, PRICE, ROUTE))) spent++;
    expect(spent).toBe(3);
    for (const e of engines) expect(paid(await e.credits.pay(poor.keyId, PRICE, ROUTE))).toBe(false);
  });

  it("answers a key without credits from memory, and sees a top-up in every process within 1 s", async () => {
    const poor = await fundedRoot(PRICE);
    const writer = (peer ?? db).knex;
    expect(paid(await engines[0]!.credits.pay(poor.keyId, PRICE, ROUTE))).toBe(true);
    await engines[0]!.flush();
    for (const e of engines) {
      const refused = await e.credits.pay(poor.keyId, PRICE, ROUTE);
      expect(paid(refused)).toBe(false);
      // Remembered: the same refusal again, without asking the database.
      expect(await e.credits.pay(poor.keyId, PRICE, ROUTE)).toBe(refused);
      // A cheaper call is not covered by it.
      expect(await e.credits.pay(poor.keyId, PRICE - 1n, ROUTE)).not.toBe(refused);
    }
    await grantCredits(writer, { accountId: poor.accountId, micros: PRICE * 4n, reason: "top-up" });
    for (const e of engines)
      await refusedWithin(async () => paid(await e.credits.pay(poor.keyId, PRICE, ROUTE)));
  });

  it("refunds a failed call exactly, before and after its batch settled", async () => {
    const root = await fundedRoot(PRICE * 10n);
    const [e] = engines;
    const before = await e!.credits.pay(root.keyId, PRICE, ROUTE);
    if (!paid(before)) throw new Error("refused");
    await e!.credits.refund(before);
    const after = await e!.credits.pay(root.keyId, PRICE, ROUTE);
    if (!paid(after)) throw new Error("refused");
    await e!.flush(false); // settled, lease still open
    await e!.flush(true); // settled and closed: the refund goes to the database
    await e!.credits.refund(after);
    expect(await books(root.accountId)).toEqual({
      balance: PRICE * 10n,
      reserved: 0n,
      ledger: PRICE * 10n,
      leases: 0,
    });
    const row = await db.knex("api_keys").where({ id: root.keyId }).first();
    expect([row.credits_used_micros, row.subtree_credits_used_micros]).toEqual(["0", "0"]);
  });

  it("after a crash, the sweep returns the dead process's lease: unsettled calls go free, nothing goes negative", async () => {
    const root = await fundedRoot(PRICE * 100n);
    // A process whose timer never fires: it settles only when told, then dies without closing.
    const doomed = engineOn(db, { ...TIMINGS, flushMs: 3_600_000 });
    await doomed.start();
    for (let i = 0; i < 10; i++) expect(paid(await doomed.credits.pay(root.keyId, PRICE, ROUTE))).toBe(true);
    await doomed.flush(false);
    for (let i = 0; i < 5; i++) expect(paid(await doomed.credits.pay(root.keyId, PRICE, ROUTE))).toBe(true);
    const held = await books(root.accountId);
    expect(held.leases).toBe(1);
    expect(held.reserved).toBeGreaterThan(0n);

    // Past the lease's expiry, any process's sweep reclaims it.
    expect(await reclaimExpiredLeases(db.knex, new Date(Date.now() + 31_000))).toBe(1);
    // The 10 settled calls are paid; the 5 unsettled ones are the bounded loss.
    expect(await books(root.accountId)).toEqual({
      balance: PRICE * 90n,
      reserved: 0n,
      ledger: PRICE * 90n,
      leases: 0,
    });
    const row = await db.knex("api_keys").where({ id: root.keyId }).first();
    expect(row.subtree_credits_used_micros).toBe(String(PRICE * 10n));
    // A late settle from the "dead" process finds its lease gone and changes nothing.
    await doomed.close();
    expect((await books(root.accountId)).balance).toBe(PRICE * 90n);
  });
});
