/**
 * Paying with a key of a delegation tree: the account's balance pays, every key's credit limit
 * on its subtree's spend holds, and the 402 says which limit was hit.
 */
import request from "supertest";
import { grantCredits } from "../../storage/platform/credits.js";
import { provisionKey } from "../../storage/platform/keyTree.js";
import { insertTestUser } from "../../storage/platform/keyTreeFixtures.js";
import { startTestService, type TestService } from "../testing/harness.js";

const PRICE = 1700;
// One database for the file: each test makes its own user, key tree and account.
let svc: TestService;
beforeAll(async () => {
  svc = await startTestService("uuid");
});
afterAll(async () => {
  expect(svc.violations()).toEqual([]);
  await svc?.close();
});

async function provision(input: Omit<Parameters<typeof provisionKey>[1], "now" | "name">) {
  const made = await provisionKey(svc.db.knex, { ...input, name: "k", now: new Date() });
  if (!made.ok) throw new Error(made.message);
  return made;
}

const call = (key: string, on: TestService = svc) =>
  request(on.app).get("/v1/uuid").set("Authorization", `Bearer ${key}`);

describe("credits of a key tree", () => {
  it("charges the shared account and answers 402 naming the limit that was reached", async () => {
    const userId = await insertTestUser(svc.db.knex);
    const root = await provision({ by: { kind: "user", userId }, scopes: [], creditLimitMicros: 2 * PRICE });
    await grantCredits(svc.db.knex, {
      accountId: (await svc.db.knex("api_keys").where({ id: root.keyId }).first()).account_id,
      micros: 10 * PRICE,
      reason: "top-up",
    });
    const a = await provision({ by: { kind: "key", keyId: root.keyId }, scopes: [] });
    const b = await provision({
      by: { kind: "key", keyId: root.keyId },
      scopes: [],
      creditLimitMicros: PRICE,
    });

    expect((await call(b.key)).status).toBe(200);
    const own = await call(b.key);
    expect(own.status).toBe(402);
    expect(own.body.error).toBe(
      `Credit limit reached: this API key may spend ${PRICE} micro-USD, has spent ${PRICE}, and this call costs ${PRICE}`,
    );
    expect((await call(a.key)).status).toBe(200);
    const parent = await call(a.key);
    expect(parent.status).toBe(402);
    expect(parent.body.error).toMatch(
      new RegExp(`^Credit limit reached: parent key ${root.keyId} may spend`),
    );
    expect(parent.headers["payment-required"]).toBeDefined();

    // Spend is settled in batches: settle now (returning every lease's rest) to read it.
    await svc.deps.metering.flush();
    const rows = await svc.db.knex("api_keys").whereIn("id", [root.keyId, a.keyId, b.keyId]);
    const used = Object.fromEntries(
      rows.map((r) => [r.id, [r.credits_used_micros, r.subtree_credits_used_micros]]),
    );
    expect(used).toEqual({
      [root.keyId]: ["0", String(2 * PRICE)],
      [a.keyId]: [String(PRICE), String(PRICE)],
      [b.keyId]: [String(PRICE), String(PRICE)],
    });
  });

  it("refunds a call the handler failed, on every key of the chain", async () => {
    const failing = await startTestService("uuid", {
      db: svc.db,
      handlers: {
        generate_uuid: async () => {
          throw new Error("boom");
        },
      },
    });
    const userId = await insertTestUser(svc.db.knex);
    const root = await provision({ by: { kind: "user", userId }, scopes: [] });
    const child = await provision({ by: { kind: "key", keyId: root.keyId }, scopes: [] });
    const accountId = (await svc.db.knex("api_keys").where({ id: root.keyId }).first()).account_id;
    await grantCredits(svc.db.knex, { accountId, micros: 5 * PRICE, reason: "top-up" });
    try {
      expect((await call(child.key, failing)).status).toBe(500);
      expect(failing.violations()).toEqual([]);
    } finally {
      await failing.close();
    }
    const rows = await svc.db.knex("api_keys").whereIn("id", [root.keyId, child.keyId]);
    expect(rows.map((r) => [r.credits_used_micros, r.subtree_credits_used_micros])).toEqual([
      ["0", "0"],
      ["0", "0"],
    ]);
    const [sum] = await svc.db
      .knex("credit_ledger")
      .where({ account_id: accountId })
      .sum({ s: "delta_micros" });
    expect((sum as { s: string }).s).toBe(String(5 * PRICE));
    // The refund nets out inside its settle batch: no debit is left on the ledger.
    expect(await svc.db.knex("credit_ledger").where({ account_id: accountId }).pluck("reason")).toEqual([
      "top-up",
    ]);
  });
});
