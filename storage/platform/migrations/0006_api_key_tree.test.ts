import type { Database } from "../../db.js";
import { PackageMigrationSource, runMigrations } from "../../migrate.js";
import { openTestDatabase } from "../../testing.js";
import { hashApiKey } from "../apiKeys.js";
import { accountBalance, debitForCall, grantCredits } from "../credits.js";
import { resolveApiKey } from "../keyResolve.js";
import { provisionKey } from "../keyTree.js";

let db: Database;
const source = new PackageMigrationSource();
const quiet = { warn() {}, error() {} };
beforeAll(async () => {
  db = await openTestDatabase({ boss: false, logger: quiet });
});
afterAll(async () => {
  await db?.close();
});

async function applied(): Promise<string[]> {
  return (await db.knex("knex_migrations").orderBy("id").pluck("name")) as string[];
}

/** Rolls back one migration at a time until `name` is the last one applied. */
async function downTo(name: string): Promise<void> {
  while ((await applied()).at(-1) !== name) await db.knex.migrate.down({ migrationSource: source });
}

async function ledgerSum(where: Record<string, string>): Promise<bigint> {
  const [row] = await db.knex("credit_ledger").where(where).sum({ s: "delta_micros" });
  return BigInt((row as { s: string | null }).s ?? "0");
}

describe("platform/0006_api_key_tree", () => {
  it("moves 0006-era balances and ledgers onto accounts, and back on rollback", async () => {
    await downTo("platform/0005_payments");
    expect(await db.knex.schema.hasTable("credit_accounts")).toBe(false);
    // Two 0006 keys: one funded with history, one revoked.
    const [funded, revoked] = (await db
      .knex("api_keys")
      .insert([
        { name: "old", prefix: "sk_oldoldold", hashed_key: hashApiKey("sk_old"), credits_micros: 4000 },
        {
          name: "gone",
          prefix: "sk_gonegoneg",
          hashed_key: hashApiKey("sk_gone"),
          credits_micros: 7,
          revoked_at: new Date(),
        },
      ])
      .returning("id")) as { id: string }[];
    await db.knex("credit_ledger").insert([
      { api_key_id: funded!.id, delta_micros: 5000, reason: "opening balance" },
      { api_key_id: funded!.id, delta_micros: -1000, reason: "debit", route: "uuid:generate_uuid" },
      { api_key_id: revoked!.id, delta_micros: 7, reason: "opening balance" },
    ]);

    await runMigrations(db.knex);
    expect(await db.knex.schema.hasColumn("api_keys", "credits_micros")).toBe(false);
    const keys = await db.knex("api_keys").whereIn("id", [funded!.id, revoked!.id]).orderBy("name", "desc");
    expect(
      keys.map((k) => [k.name, k.enabled, k.path, k.depth, k.start, k.user_id, k.parent_key_id]),
    ).toEqual([
      ["old", true, [funded!.id], 0, "sk_oldol", null, null],
      ["gone", false, [revoked!.id], 0, "sk_goneg", null, null],
    ]);
    const [oldKey, goneKey] = keys;
    expect(oldKey.account_id).not.toBe(goneKey.account_id);
    expect(await accountBalance(db.knex, oldKey.account_id)).toBe(4000n);
    expect(await accountBalance(db.knex, goneKey.account_id)).toBe(7n);
    expect(await ledgerSum({ account_id: oldKey.account_id })).toBe(4000n);
    expect(await ledgerSum({ account_id: goneKey.account_id })).toBe(7n);
    expect(await db.knex("credit_ledger").where({ account_id: oldKey.account_id }).count({ n: "*" })).toEqual(
      [{ n: "2" }],
    );

    // The migrated key works as before: it resolves, pays, and can take children.
    const now = new Date();
    expect((await resolveApiKey(db.knex, "sk_old", now)).ok).toBe(true);
    expect(await resolveApiKey(db.knex, "sk_gone", now)).toEqual({ ok: false, reason: "invalid" });
    expect(await debitForCall(db.knex, funded!.id, 1000, "uuid:generate_uuid")).toEqual({
      ok: true,
      balanceMicros: 3000n,
    });
    const child = await provisionKey(db.knex, {
      by: { kind: "key", keyId: funded!.id },
      name: "c",
      scopes: [],
      now,
    });
    expect(child.ok).toBe(true);
    await grantCredits(db.knex, { accountId: oldKey.account_id, micros: 500, reason: "top-up" });

    // Rolling back puts each account's balance on its oldest key, with a ledger that sums to it.
    await downTo("platform/0005_payments");
    const back = (await db.knex("api_keys").where({ id: funded!.id }).first()) as { credits_micros: string };
    expect(back.credits_micros).toBe("3500");
    expect(await ledgerSum({ api_key_id: funded!.id })).toBe(3500n);
    expect(child.ok && (await db.knex("api_keys").where({ id: child.keyId }).first())).toMatchObject({
      credits_micros: "0",
    });
    await runMigrations(db.knex);
    expect(await db.knex.schema.hasTable("credit_accounts")).toBe(true);
  });
});
