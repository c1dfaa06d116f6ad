/**
 * The key chain root…self of a paying key, locked, and the checks every way of paying runs on
 * it (an exact debit, a credit lease). Lock order, everywhere: chain rows by depth, then the
 * account row, then lease rows.
 */
import type { Knex } from "knex";

/** One key of a locked chain, as its columns hold it. */
export type ChainRow = {
  id: string;
  enabled: boolean;
  credit_limit_micros: string | null;
  subtree_credits_used_micros: string;
  account_id: string;
};

/** Why a key could not pay: a disabled key on the chain, the account's balance, or a key's credit limit. */
export type DebitRefusal = "balance" | "cap" | "disabled";

/** A refusal with what its message names; on refusal nothing changed. */
export type PayRefusal = {
  ok: false;
  reason: DebitRefusal;
  balanceMicros: bigint;
  capKeyId?: string;
  /** With `cap`: that key's limit and what its subtree has spent (open leases included). */
  capMicros?: bigint;
  capUsedMicros?: bigint;
};

/**
 * Locks the chain root…`keyId` FOR UPDATE in depth order (LockRows runs above the sort, so rows
 * are locked in that order) and returns the rows as locked: the latest committed versions.
 */
export async function lockChain(trx: Knex.Transaction, keyId: string): Promise<ChainRow[]> {
  const { rows } = (await trx.raw(
    `SELECT a.id, a.enabled, a.credit_limit_micros, a.subtree_credits_used_micros, a.account_id
       FROM api_keys k JOIN api_keys a ON a.id = ANY(k.path)
      WHERE k.id = ?
      ORDER BY a.depth
        FOR UPDATE OF a`,
    [keyId],
  )) as { rows: ChainRow[] };
  return rows;
}

/**
 * Why the locked `chain` of `keyId` cannot take `micros` more (an unknown key, a disabled key,
 * or the key nearest the caller whose limit it would pass — the most specific reason), or
 * null. `balanceMicros` of the refusal is left at 0 for the caller to fill in.
 */
export function chainRefusal(chain: ChainRow[], keyId: string, micros: bigint): PayRefusal | null {
  const self = chain.at(-1);
  if (!self || self.id !== keyId || chain.some((k) => !k.enabled))
    return { ok: false, reason: "disabled", balanceMicros: 0n };
  const capped = chain.findLast(
    (k) =>
      k.credit_limit_micros !== null &&
      BigInt(k.subtree_credits_used_micros) + micros > BigInt(k.credit_limit_micros),
  );
  if (!capped) return null;
  return {
    ok: false,
    reason: "cap",
    balanceMicros: 0n,
    capKeyId: capped.id,
    capMicros: BigInt(capped.credit_limit_micros ?? 0),
    capUsedMicros: BigInt(capped.subtree_credits_used_micros),
  };
}

/** The most any key of `chain` still lets its subtree spend (undefined: no limit on the chain). */
export function chainHeadroom(chain: ChainRow[]): bigint | undefined {
  let least: bigint | undefined;
  for (const k of chain) {
    if (k.credit_limit_micros === null) continue;
    const left = BigInt(k.credit_limit_micros) - BigInt(k.subtree_credits_used_micros);
    if (least === undefined || left < least) least = left;
  }
  return least;
}
