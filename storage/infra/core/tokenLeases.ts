/**
 * Token leases: a server process takes a slice of a project's token balance in one transaction,
 * spends it in memory (the runtime's lease wallet, through handlers/infra/tokens.ts) and settles
 * what it spent in batches. A lease of `amount` reserves `amount` on the project
 * (`tokens_reserved`), so no other lease, and no release to the pool, can take the same tokens:
 * however many processes hold leases, their spend never exceeds the balance.
 *
 * Settling moves spent tokens from reserved to spent: `token_balance` goes down by them and
 * `tokens_used` up. Closing a lease settles and returns the unspent rest. A lease its process
 * stopped renewing (a crash) is reclaimed by {@link reclaimExpiredTokenLeases}: its unsettled rest
 * goes back to the balance, and what that process spent without settling is never charged.
 *
 * Lock order: the project row, then its lease rows, in every function here (as in deleting a
 * project, whose leases cascade), so a take and a settle of one lease cannot deadlock.
 */
import type { Knex } from "knex";
import type { LeaseGrant, LeaseRequest, LeaseSettlement } from "../../platform/creditLeases.js";
import type { PayRefusal } from "../../platform/keyChainLock.js";
import { inTransaction, isUuid, runner } from "../../run.js";

/** Tokens are whole: amounts cross the lease wallet as bigint, and are checked here. */
function tokens(amount: bigint): string {
  if (amount > BigInt(Number.MAX_SAFE_INTEGER) || amount < -BigInt(Number.MAX_SAFE_INTEGER))
    throw new RangeError(`token amount out of range: ${amount}`);
  return amount.toString();
}

/**
 * Takes up to `wantMicros` tokens (at least `needMicros`, else refuses with nothing changed) of
 * project `keyId`'s unreserved balance. Extends `leaseId` while it is open, else opens a lease.
 * An unknown project is refused as `disabled`, a short balance as `balance`.
 */
export async function takeTokenLease(db: Knex, req: LeaseRequest): Promise<LeaseGrant | PayRefusal> {
  if (!isUuid(req.keyId)) return { ok: false, reason: "disabled", balanceMicros: 0n };
  return inTransaction(db, async (trx) => {
    const { rows } = (await trx.raw(
      "SELECT token_balance - tokens_reserved AS free FROM infra_projects WHERE id = ? FOR UPDATE",
      [req.keyId],
    )) as { rows: { free: string }[] };
    const row = rows[0];
    if (!row) return { ok: false, reason: "disabled", balanceMicros: 0n };
    const free = BigInt(row.free);
    if (free < req.needMicros) return { ok: false, reason: "balance", balanceMicros: free };
    const grant = req.wantMicros < free ? req.wantMicros : free;
    const { rows: leases } = (await trx.raw(
      `WITH p AS (
         UPDATE infra_projects SET tokens_reserved = tokens_reserved + ?::bigint WHERE id = ?
       )
       INSERT INTO infra_token_leases (id, project_id, amount, expires_at)
       VALUES (coalesce(?::uuid, gen_random_uuid()), ?, ?::bigint, ?)
       ON CONFLICT (id) DO UPDATE SET amount = infra_token_leases.amount + EXCLUDED.amount,
                                      expires_at = EXCLUDED.expires_at
       RETURNING id`,
      [tokens(grant), req.keyId, req.leaseId, req.keyId, tokens(grant), req.expiresAt],
    )) as { rows: { id: string }[] };
    return {
      ok: true,
      leaseId: leases[0]!.id,
      grantedMicros: grant,
      accountId: req.keyId,
      path: [req.keyId],
    };
  });
}

/**
 * Settles one batch of a lease's spend (every route's net, summed); true when the lease was still
 * open (false: it was reclaimed or its project deleted, and the batch is dropped).
 */
export async function settleTokenLease(db: Knex, s: LeaseSettlement): Promise<boolean> {
  const net = tokens([...s.byRoute.values()].reduce((a, b) => a + b, 0n));
  return inTransaction(db, async (trx) => {
    await trx.raw("SELECT 1 FROM infra_projects WHERE id = ? FOR UPDATE", [s.keyId]);
    const [lease, params] = s.close
      ? [
          "DELETE FROM infra_token_leases WHERE id = ? RETURNING project_id, amount - settled - ?::bigint AS released",
          [s.leaseId, net],
        ]
      : [
          `UPDATE infra_token_leases SET settled = settled + ?::bigint, expires_at = ? WHERE id = ?
           RETURNING project_id, 0::bigint AS released`,
          [net, s.renewUntil, s.leaseId],
        ];
    const { rows } = (await trx.raw(settleSql(lease), [...params, net, net, net])) as {
      rows: { settled: number }[];
    };
    return (rows[0]?.settled ?? 0) > 0;
  });
}

/** The settle statement around `lease`, a DELETE or UPDATE of leases returning `released`. */
function settleSql(lease: string): string {
  return `WITH l AS (${lease}),
     r AS (SELECT project_id, sum(released) AS released FROM l GROUP BY project_id),
     p AS (
       UPDATE infra_projects p SET token_balance = p.token_balance - ?::bigint,
                                   tokens_used = p.tokens_used + ?::bigint,
                                   tokens_reserved = p.tokens_reserved - ?::bigint - r.released
         FROM r WHERE p.id = r.project_id
     )
     SELECT count(*)::int AS settled FROM l`;
}

/** Gives back `amount` tokens already settled as spent on `projectId` (a call that failed). */
export async function refundTokens(db: Knex, projectId: string, amount: bigint): Promise<void> {
  if (!isUuid(projectId)) return;
  await runner(db).raw(
    `UPDATE infra_projects SET token_balance = token_balance + ?::bigint, tokens_used = tokens_used - ?::bigint
      WHERE id = ?`,
    [tokens(amount), tokens(amount), projectId],
  );
}

/**
 * Returns the unsettled rest of every lease that expired before `now` (its process stopped
 * renewing it: a crash) and deletes them; resolves to how many. Safe beside live holders: a
 * holder stops spending before its lease expires, and settling a reclaimed lease does nothing.
 */
export async function reclaimExpiredTokenLeases(db: Knex, now: Date): Promise<number> {
  return inTransaction(db, async (trx) => {
    const { rows: expired } = (await trx.raw(
      `SELECT DISTINCT project_id FROM infra_token_leases WHERE expires_at <= ? ORDER BY project_id LIMIT 100`,
      [now],
    )) as { rows: { project_id: string }[] };
    if (!expired.length) return 0;
    const ids = expired.map((r) => r.project_id);
    await trx.raw("SELECT 1 FROM infra_projects WHERE id = ANY(?::uuid[]) ORDER BY id FOR UPDATE", [ids]);
    const { rows } = (await trx.raw(
      settleSql(
        `DELETE FROM infra_token_leases WHERE project_id = ANY(?::uuid[]) AND expires_at <= ?
         RETURNING project_id, amount - settled AS released`,
      ),
      [ids, now, "0", "0", "0"],
    )) as { rows: { settled: number }[] };
    return rows[0]?.settled ?? 0;
  });
}
