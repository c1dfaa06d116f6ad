import type { Database } from "../db.js";
import { openTestDatabase } from "../testing.js";
import { isNonceUsed, recordPayment } from "./x402Payments.js";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase({ boss: false });
});
afterAll(async () => {
  await db?.close();
});

describe("x402 payments", () => {
  it("records a nonce once: true, then false on replay (any letter case)", async () => {
    const nonce = "eip155:84532:0xusdc:0xabc0000000000000000000000000000000000001:0xdeadbeef";
    const row = {
      nonce,
      payer: "0xAbC0000000000000000000000000000000000001",
      payTo: "0x0000000000000000000000000000000000000002",
      amount: "1000",
      network: "eip155:84532",
      asset: "0x036CbD53842c5426634e7929541eC2318f3dCF7e",
      route: "GET /uuid",
    };
    expect(await isNonceUsed(db.knex, nonce)).toBe(false);
    expect(await recordPayment(db.knex, row)).toBe(true);
    expect(await isNonceUsed(db.knex, nonce.toUpperCase())).toBe(true);
    expect(await recordPayment(db.knex, { ...row, nonce: nonce.toUpperCase(), transaction: "0x1" })).toBe(
      false,
    );
    const stored = await db.knex("x402_payments").where({ nonce });
    expect(stored).toHaveLength(1);
    expect(stored[0].transaction).toBeNull();
    expect(stored[0].settled_at).toBeInstanceOf(Date);
  });
});
