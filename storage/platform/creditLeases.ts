/**
 * Credit leases: a server process takes a slice of an account's spendable balance for one API key
 * in one transaction, spends it in memory (runtime/metering/engine), and settles what it spent in
 * batches. A lease of `amount` reserves `amount` on the account (`reserved_micros`) and counts it
 * in `subtree_credits_used_micros` of every key of the chain, so no other lease or debit can take
 * the same money or pass a credit limit with it: however many processes hold leases, their spend
 * never exceeds the balance or any limit.
 *
 * Settling moves spent micro-USD from reserved to spent: the balance goes down by it, the key's
 * `credits_used_micros` up, and one `debit` ledger row per route is written with the batch's net
 * (so the ledger still sums to the balance exactly; a refund inside a batch nets into its row).
 * Closing a lease settles and returns the unspent rest. A lease its process stopped renewing is
 * reclaimed by {@link reclaimExpiredLeases}: its unsettled rest is returned, and whatever that
 * process spent without settling is never charged — a crash costs revenue, never the customer.
 */
import type { Knex } from "knex";
import { inTransaction, isUuid, microsParam, runner } from "../run.js";
import { chainHeadroom, chainRefusal, lockChain, type PayRefusal } from "./keyChainLock.js";

/** A lease taken or extended: `grantedMicros` more to spend, until `expiresAt`. */
export type LeaseGrant = {
  ok: true;
  leaseId: string;
  grantedMicros: bigint;
  accountId: string;
  path: string[];
};

/** What to take: at least `needMicros`, up to `wantMicros`, added to `leaseId` while it is open. */
export interface LeaseRequest {
  keyId: string;
  leaseId: string | null;
  needMicros: bigint;
  wantMicros: bigint;
  expiresAt: Date;
}

/**
 * Takes up to `wantMicros` (at least `needMicros`, else refuses with nothing changed) for `keyId`:
 * never more than the account's unreserved balance or any chain key's limit headroom. Extends
 * `leaseId` when it is still open, else opens a new lease (the answer's `leaseId` says which).
 */
export async function takeLease(db: Knex, req: LeaseRequest): Promise<LeaseGrant | PayRefusal> {
  if (!isUuid(req.keyId)) return { ok: false, reason: "disabled", balanceMicros: 0n };
  return inTransaction(db, async (trx) => {
    const chain = await lockChain(trx, req.keyId);
    const refused = chainRefusal(chain, req.keyId, req.needMicros);
    const accountId = chain.at(-1)?.account_id;
    if (!accountId) return { ok: false, reason: "disabled", balanceMicros: 0n };
    const { rows: accounts } = (await trx.raw(
      "SELECT balance_micros - reserved_micros AS free FROM credit_accounts WHERE id = ? FOR UPDATE",
      [accountId],
    )) as { rows: { free: string }[] };
    const free = BigInt(accounts[0]?.free ?? 0);
    if (refused) return { ...refused, balanceMicros: free };
    if (free < req.needMicros) return { ok: false, reason: "balance", balanceMicros: free };
    const headroom = chainHeadroom(chain);
    let grant = req.wantMicros < free ? req.wantMicros : free;
    if (headroom !== undefined && headroom < grant) grant = headroom;
    const amount = microsParam(grant);
    const path = chain.map((k) => k.id);
    const { rows } = (await trx.raw(
      `WITH acct AS (
         UPDATE credit_accounts SET reserved_micros = reserved_micros + ?::bigint WHERE id = ?
       ), chain AS (
         UPDATE api_keys SET subtree_credits_used_micros = subtree_credits_used_micros + ?::bigint
          WHERE id = ANY(?::uuid[])
       )
       INSERT INTO credit_leases (id, account_id, api_key_id, path, amount_micros, expires_at)
       VALUES (coalesce(?::uuid, gen_random_uuid()), ?, ?, ?::uuid[], ?::bigint, ?)
       ON CONFLICT (id) DO UPDATE SET amount_micros = credit_leases.amount_micros + EXCLUDED.amount_micros,
                                      expires_at = EXCLUDED.expires_at
       RETURNING id`,
      [amount, accountId, amount, path, req.leaseId, accountId, req.keyId, path, amount, req.expiresAt],
    )) as { rows: { id: string }[] };
    return { ok: true, leaseId: rows[0]!.id, grantedMicros: grant, accountId, path };
  });
}

/** A batch of one lease's spend since its last settle. */
export interface LeaseSettlement {
  leaseId: string;
  keyId: string;
  /** Net spend per route (refunds subtracted); may be negative when refunds exceed spend. */
  byRoute: ReadonlyMap<string, bigint>;
  /** Close the lease: return what is left of it. */
  close: boolean;
  /** The open lease's new expiry. */
  renewUntil: Date;
}

/**
 * Settles one batch; true when the lease was still open (false: it was reclaimed, and the batch
 * is dropped — the sweep already returned its money).
 */
export async function settleLease(db: Knex, s: LeaseSettlement): Promise<boolean> {
  const routes = [...s.byRoute.keys()];
  const deltas = routes.map((r) => s.byRoute.get(r)!.toString());
  const net = [...s.byRoute.values()].reduce((a, b) => a + b, 0n).toString();
  return inTransaction(db, async (trx) => {
    await lockChain(trx, s.keyId);
    const [lease, leaseParams] = s.close
      ? [
          `DELETE FROM credit_leases WHERE id = ?
           RETURNING account_id, api_key_id, path, amount_micros - settled_micros - ?::bigint AS released`,
          [s.leaseId, net],
        ]
      : [
          `UPDATE credit_leases SET settled_micros = settled_micros + ?::bigint, expires_at = ? WHERE id = ?
           RETURNING account_id, api_key_id, path, 0::bigint AS released`,
          [net, s.renewUntil, s.leaseId],
        ];
    const { rows } = (await trx.raw(settleSql(lease), [...leaseParams, net, net, net, routes, deltas])) as {
      rows: { settled: number }[];
    };
    return (rows[0]?.settled ?? 0) > 0;
  });
}

/** The settle statement around `lease`, a DELETE or UPDATE of the lease returning `released`. */
function settleSql(lease: string): string {
  return `WITH l AS (${lease}),
     acct AS (
       UPDATE credit_accounts a SET balance_micros = a.balance_micros - ?::bigint,
                                    reserved_micros = a.reserved_micros - ?::bigint - l.released
         FROM l WHERE a.id = l.account_id
     ), keys AS (
       UPDATE api_keys k SET subtree_credits_used_micros = k.subtree_credits_used_micros - l.released,
                             credits_used_micros = k.credits_used_micros
                               + CASE WHEN k.id = l.api_key_id THEN ?::bigint ELSE 0 END
         FROM l WHERE k.id = ANY(l.path)
     ), ledger AS (
       INSERT INTO credit_ledger (account_id, api_key_id, delta_micros, reason, route)
       SELECT l.account_id, l.api_key_id, -r.micros, 'debit', r.route
         FROM l, unnest(?::text[], ?::bigint[]) AS r(route, micros) WHERE r.micros <> 0
     )
     SELECT count(*)::int AS settled FROM l`;
}

/**
 * Returns the unsettled rest of every lease that expired before `now` (its process stopped
 * renewing it: a crash) and deletes it; returns how many. Safe beside live holders: a holder
 * stops spending before its lease expires, and settling a reclaimed lease does nothing.
 */
export async function reclaimExpiredLeases(db: Knex, now: Date): Promise<number> {
  const expired = (await runner(db)("credit_leases")
    .select("id", "api_key_id")
    .where("expires_at", "<=", now)
    .limit(100)) as { id: string; api_key_id: string }[];
  let reclaimed = 0;
  for (const lease of expired) {
    const closed = await inTransaction(db, async (trx) => {
      await lockChain(trx, lease.api_key_id);
      const { rows } = (await trx.raw(
        settleSql(
          "DELETE FROM credit_leases WHERE id = ? AND expires_at <= ? RETURNING account_id, api_key_id, path, amount_micros - settled_micros AS released",
        ),
        [lease.id, now, "0", "0", "0", [], []],
      )) as { rows: { settled: number }[] };
      return rows[0]?.settled ?? 0;
    });
    reclaimed += closed;
  }
  return reclaimed;
}
