import type { Database } from "../db.js";
import { withTransaction } from "../db.js";
import { openTestDatabase } from "../testing.js";
import {
  addCredits,
  createApiKey,
  debitCredits,
  findActiveApiKey,
  hashApiKey,
  listApiKeys,
  refundCredits,
  revokeApiKey,
} from "./apiKeys.js";
import { accountBalance } from "./credits.js";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase({ boss: false });
});
afterAll(async () => {
  await db?.close();
});

async function ledgerSum(id: string): Promise<bigint> {
  const [row] = await db.knex("credit_ledger").where({ api_key_id: id }).sum({ s: "delta_micros" });
  return BigInt((row as { s: string | null }).s ?? "0");
}

describe("api keys", () => {
  it("creates a key shown once, stored only as its SHA-256 hash", async () => {
    const { id, key, prefix } = await createApiKey(db.knex, { name: "ci", creditsMicros: 5_000_000n });
    expect(key).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
    expect(prefix).toBe(key.slice(0, 12));
    const stored = await db.knex("api_keys").where({ id }).first();
    expect(stored.hashed_key).toBe(hashApiKey(key));
    expect(JSON.stringify(stored)).not.toContain(key);
    expect(await findActiveApiKey(db.knex, key)).toEqual({
      id,
      prefix,
      name: "ci",
      creditsMicros: 5_000_000n,
    });
    expect(await findActiveApiKey(db.knex, `${key}x`)).toBeUndefined();
    expect(await ledgerSum(id)).toBe(5_000_000n);
  });

  it("revokes: the key stops authenticating and cannot be debited", async () => {
    const { id, key } = await createApiKey(db.knex, { creditsMicros: 10 });
    expect(await revokeApiKey(db.knex, id)).toBe(true);
    expect(await revokeApiKey(db.knex, id)).toBe(false);
    expect(await revokeApiKey(db.knex, "not-a-uuid")).toBe(false);
    expect(await findActiveApiKey(db.knex, key)).toBeUndefined();
    expect(await debitCredits(db.knex, id, 1, "/r")).toEqual({
      ok: false,
      reason: "disabled",
      balanceMicros: 10n,
    });
    const listed = (await listApiKeys(db.knex)).find((k) => k.id === id);
    expect(listed?.revokedAt).toBeInstanceOf(Date);
  });

  it("debits, refuses overdraft, refunds and tops up, with a ledger that sums to the balance", async () => {
    const { id } = await createApiKey(db.knex, { creditsMicros: 3000 });
    expect(await debitCredits(db.knex, id, 2000, "/uuid")).toEqual({ ok: true, balanceMicros: 1000n });
    expect(await debitCredits(db.knex, id, 2000, "/uuid")).toEqual({
      ok: false,
      reason: "balance",
      balanceMicros: 1000n,
    });
    expect(await refundCredits(db.knex, id, 2000, "/uuid")).toBe(3000n);
    expect(await addCredits(db.knex, id, 1_000_000n, "top-up")).toBe(1_003_000n);
    expect(await ledgerSum(id)).toBe(1_003_000n);
    await expect(addCredits(db.knex, "00000000-0000-0000-0000-000000000000", 1, "x")).rejects.toThrow(
      /No API key/,
    );
    await expect(debitCredits(db.knex, id, 0, "/uuid")).rejects.toThrow(RangeError);
    await expect(debitCredits(db.knex, id, 1.5, "/uuid")).rejects.toThrow(RangeError);
  });

  it("never overdraws under 200 concurrent debits", async () => {
    const { id, accountId } = await createApiKey(db.knex, { creditsMicros: 10 * 1700 });
    const results = await Promise.all(
      Array.from({ length: 200 }, () => debitCredits(db.knex, id, 1700, "/uuid")),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    expect(await accountBalance(db.knex, accountId)).toBe(0n);
    expect(await ledgerSum(id)).toBe(0n);
    expect(
      await db.knex("credit_ledger").where({ api_key_id: id, reason: "debit" }).count({ n: "*" }),
    ).toEqual([{ n: "10" }]);
  });

  it("joins withTransaction when given the root handle, so a rollback undoes the debit", async () => {
    const { id } = await createApiKey(db.knex, { creditsMicros: 100 });
    await expect(
      withTransaction(db, async () => {
        expect((await debitCredits(db.knex, id, 60, "/r")).ok).toBe(true);
        throw new Error("handler failed");
      }),
    ).rejects.toThrow("handler failed");
    expect(await debitCredits(db.knex, id, 100, "/r")).toEqual({ ok: true, balanceMicros: 0n });
  });
});
