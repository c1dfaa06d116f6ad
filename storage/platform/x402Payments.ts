/**
 * Settled x402 payments. The primary key is the payment's nonce key, so a signed payment can
 * be settled once: a replay finds the nonce taken.
 */
import type { Knex } from "knex";
import { runner } from "../run.js";

/** A settled payment. `nonce` is the replay key built by `nonceKey` in runtime/x402. */
export interface X402PaymentRow {
  nonce: string;
  payer: string;
  payTo: string;
  amount: string;
  network: string;
  asset: string;
  /** The paid route, when the caller knows it (the facilitator does not). */
  route?: string | null;
  /** On-chain transaction hash, when the facilitator reports one. */
  transaction?: string | null;
  settledAt?: Date;
}

/** true when a payment with this nonce key was already recorded. */
export async function isNonceUsed(db: Knex, nonceKey: string): Promise<boolean> {
  const row = await runner(db)("x402_payments")
    .select("nonce")
    .where({ nonce: nonceKey.toLowerCase() })
    .first();
  return row !== undefined;
}

/** Records a payment; false (no error) when its nonce key is already taken. */
export async function recordPayment(db: Knex, row: X402PaymentRow): Promise<boolean> {
  const inserted = await runner(db)("x402_payments")
    .insert({
      nonce: row.nonce.toLowerCase(),
      payer: row.payer,
      pay_to: row.payTo,
      amount: row.amount,
      network: row.network,
      asset: row.asset,
      route: row.route ?? null,
      transaction: row.transaction ?? null,
      ...(row.settledAt ? { settled_at: row.settledAt } : {}),
    })
    .onConflict("nonce")
    .ignore()
    .returning("nonce");
  return inserted.length === 1;
}
