/**
 * The one credit ledger. A balance (micro-USD; 1 credit = 1 micro-USD) belongs to a credit
 * account — one per user, or one per operator-made key — and every change to it writes a
 * `credit_ledger` row in the same transaction, so an account's ledger always sums to its balance.
 *
 * Paying for a call with a key also counts the spend on the key (`credits_used_micros`) and on
 * every key of its chain root…self (`subtree_credits_used_micros`), which is what the keys'
 * credit limits cap. Lock order, everywhere: chain rows by depth, then the account row (see
 * ./keyChainLock.ts). What open credit leases hold (`reserved_micros`, ./creditLeases.ts) is not
 * spendable by a debit.
 */
import type { Knex } from "knex";
import { inTransaction, isUuid, microsParam, runner } from "../run.js";
import { chainRefusal, lockChain, type PayRefusal } from "./keyChainLock.js";

export type { DebitRefusal } from "./keyChainLock.js";

/** Result of {@link debitForCall}. On refusal nothing changed; `capKeyId` names the limit hit. */
export type DebitResult = { ok: true; balanceMicros: bigint } | PayRefusal;

/** The account of `userId`, created on first use; safe when two requests ask at once. */
export async function ensureUserAccount(db: Knex, userId: string): Promise<string> {
  const run = runner(db);
  const { rows } = (await run.raw(
    "INSERT INTO credit_accounts (user_id) VALUES (?) ON CONFLICT (user_id) DO NOTHING RETURNING id",
    [userId],
  )) as { rows: { id: string }[] };
  if (rows[0]) return rows[0].id;
  // Another transaction made it: ON CONFLICT waited for it to commit, so this new statement sees it.
  const row = (await run("credit_accounts").select("id").where({ user_id: userId }).first()) as
    | { id: string }
    | undefined;
  if (!row) throw new Error(`credit account of user ${userId} vanished`);
  return row.id;
}

/** The account's balance in micro-USD, or undefined for an unknown account. */
export async function accountBalance(db: Knex, accountId: string): Promise<bigint | undefined> {
  if (!isUuid(accountId)) return undefined;
  const row = (await runner(db)("credit_accounts")
    .select("balance_micros")
    .where({ id: accountId })
    .first()) as { balance_micros: string } | undefined;
  return row ? BigInt(row.balance_micros) : undefined;
}

/**
 * Adds `micros` to an account (a top-up, plan grant or opening balance) with its ledger row;
 * returns the new balance. Throws for an unknown account. `apiKeyId` records the key a grant
 * came with (the CLI's opening balance), when there is one.
 */
export async function grantCredits(
  db: Knex,
  input: { accountId: string; micros: bigint | number; reason: string; apiKeyId?: string | null },
): Promise<bigint> {
  const amount = microsParam(input.micros);
  if (!isUuid(input.accountId)) throw new Error(`No credit account with id ${input.accountId}`);
  return inTransaction(db, async (trx) => {
    const { rows } = (await trx.raw(
      `WITH granted AS (
         UPDATE credit_accounts SET balance_micros = balance_micros + ?::bigint WHERE id = ?
         RETURNING id, balance_micros
       ), ledger AS (
         INSERT INTO credit_ledger (account_id, api_key_id, delta_micros, reason)
         SELECT id, ?::uuid, ?::bigint, ? FROM granted
       )
       SELECT balance_micros FROM granted`,
      [amount, input.accountId, input.apiKeyId ?? null, amount, input.reason],
    )) as { rows: { balance_micros: string }[] };
    const row = rows[0];
    if (!row) throw new Error(`No credit account with id ${input.accountId}`);
    return BigInt(row.balance_micros);
  });
}

async function balanceOf(trx: Knex, accountId: string): Promise<bigint> {
  return (await accountBalance(trx, accountId)) ?? 0n;
}

/**
 * Takes `micros` for one call made with `keyId`, or refuses with nothing changed: when the key
 * or an ancestor is disabled (or the key is unknown), when a key of the chain (self included)
 * has a credit limit its subtree's spend plus `micros` would pass, or when the account's
 * balance is short. Race-safe: the chain is locked in depth order, then one statement debits
 * the account with a guarded UPDATE (PostgreSQL re-checks the balance on the latest row
 * version), adds the spend to the chain and writes the ledger row.
 */
export async function debitForCall(
  db: Knex,
  keyId: string,
  micros: bigint | number,
  route: string,
): Promise<DebitResult> {
  const amount = microsParam(micros);
  const big = BigInt(amount);
  if (!isUuid(keyId)) return { ok: false, reason: "disabled", balanceMicros: 0n };
  return inTransaction(db, async (trx) => {
    const chain = await lockChain(trx, keyId);
    const refused = chainRefusal(chain, keyId, big);
    if (refused) {
      const accountId = chain.at(-1)?.account_id;
      return { ...refused, balanceMicros: accountId ? await balanceOf(trx, accountId) : 0n };
    }
    const accountId = chain.at(-1)!.account_id;
    const ids = chain.map((k) => k.id);
    const { rows } = (await trx.raw(
      `WITH acct AS (
         UPDATE credit_accounts SET balance_micros = balance_micros - ?::bigint
          WHERE id = ? AND balance_micros - reserved_micros >= ?::bigint
         RETURNING balance_micros
       ), spent AS (
         UPDATE api_keys
            SET subtree_credits_used_micros = subtree_credits_used_micros + ?::bigint,
                credits_used_micros = credits_used_micros + CASE WHEN id = ? THEN ?::bigint ELSE 0 END
          WHERE id = ANY(?::uuid[]) AND EXISTS (SELECT 1 FROM acct) AND enabled
            AND (credit_limit_micros IS NULL OR subtree_credits_used_micros + ?::bigint <= credit_limit_micros)
         RETURNING id
       ), ledger AS (
         INSERT INTO credit_ledger (account_id, api_key_id, delta_micros, reason, route)
         SELECT ?::uuid, ?::uuid, -?::bigint, 'debit', ? FROM acct
       )
       SELECT (SELECT balance_micros FROM acct) AS balance, (SELECT count(*) FROM spent)::int AS spent`,
      [amount, accountId, amount, amount, keyId, amount, ids, amount, accountId, keyId, amount, route],
    )) as { rows: { balance: string | null; spent: number }[] };
    const row = rows[0];
    if (row?.balance == null)
      return { ok: false, reason: "balance", balanceMicros: await balanceOf(trx, accountId) };
    // The chain is locked and was checked above, so the guards cannot fail here; if they did,
    // throwing rolls the account debit back with them.
    if (row.spent !== ids.length) throw new Error(`debit of key ${keyId}: chain changed while locked`);
    return { ok: true, balanceMicros: BigInt(row.balance) };
  });
}

/**
 * Reverses a successful {@link debitForCall} of `micros` on `keyId` exactly (for a call that
 * failed): the balance, the key's and its chain's spend, and a `refund` ledger row. Refunds
 * even when the key was disabled since. Returns the new balance; throws for an unknown key.
 */
export async function refundForCall(
  db: Knex,
  keyId: string,
  micros: bigint | number,
  route: string,
): Promise<bigint> {
  const amount = microsParam(micros);
  if (!isUuid(keyId)) throw new Error(`No API key with id ${keyId}`);
  return inTransaction(db, async (trx) => {
    const chain = await lockChain(trx, keyId);
    const self = chain.at(-1);
    if (!self || self.id !== keyId) throw new Error(`No API key with id ${keyId}`);
    const { rows } = (await trx.raw(
      `WITH acct AS (
         UPDATE credit_accounts SET balance_micros = balance_micros + ?::bigint WHERE id = ?
         RETURNING balance_micros
       ), spent AS (
         UPDATE api_keys
            SET subtree_credits_used_micros = subtree_credits_used_micros - ?::bigint,
                credits_used_micros = credits_used_micros - CASE WHEN id = ? THEN ?::bigint ELSE 0 END
          WHERE id = ANY(?::uuid[])
       ), ledger AS (
         INSERT INTO credit_ledger (account_id, api_key_id, delta_micros, reason, route)
         SELECT ?::uuid, ?::uuid, ?::bigint, 'refund', ? FROM acct
       )
       SELECT balance_micros FROM acct`,
      [
        amount,
        self.account_id,
        amount,
        keyId,
        amount,
        chain.map((k) => k.id),
        self.account_id,
        keyId,
        amount,
        route,
      ],
    )) as { rows: { balance_micros: string }[] };
    return BigInt(rows[0]!.balance_micros);
  });
}
