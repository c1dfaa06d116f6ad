/**
 * Distributed locks with fencing tokens (`infra_locks`), scoped to a project like every infra
 * table. A lock is held while its row's `expires_at` is later than the caller's `now`; releasing
 * it nulls the expiry but keeps the row, so the fence — the token handed to each new holder —
 * only ever rises for a key. A resource guarded by the lock can then refuse writes carrying a
 * token lower than one it has seen, which is what makes an expired holder harmless.
 */
import type { Knex } from "knex";
import { inTransaction, runner } from "../run.js";

/** A lock as it stands at `now`. */
export interface LockState {
  key: string;
  locked: boolean;
  /** The current holder's fencing token (a decimal integer); null when free. */
  token: string | null;
  /** When the current hold lapses; null when free. */
  expiresAt: Date | null;
  /** What the current holder called itself, if anything; null when free. */
  holderId: string | null;
}

/** The outcome of {@link acquireLock}: the new token, or who holds the lock and until when. */
export type AcquireResult =
  | { acquired: true; token: string; expiresAt: Date }
  | { acquired: false; expiresAt: Date; holderId: string | null };

/** Largest bigint: a longer token could never be a fence and must not reach the cast. */
const MAX_FENCE = 2n ** 63n - 1n;

/** true when `token` could be a fence this module handed out (canonical decimal, 1..2^63-1). */
function isFence(token: string): boolean {
  return /^[1-9][0-9]{0,18}$/.test(token) && BigInt(token) <= MAX_FENCE;
}

function expiryAfter(ttlMs: number, now: Date): Date {
  if (!(Number.isSafeInteger(ttlMs) && ttlMs > 0))
    throw new RangeError(`ttlMs must be a positive integer, got ${ttlMs}`);
  return new Date(now.getTime() + ttlMs);
}

/** One acquisition attempt; undefined when the lock is held by someone (anyone) else. */
async function tryAcquire(
  db: Knex,
  projectId: string,
  key: string,
  expiresAt: Date,
  holderId: string | null,
  now: Date,
): Promise<AcquireResult | undefined> {
  // One upsert: whether the row is missing, free or held is decided under its row lock, so of
  // any number of concurrent acquirers exactly one sees it free, and each success takes the next
  // fence. A refused attempt also leaves the row locked until its transaction ends.
  const { rows } = (await db.raw(
    `INSERT INTO infra_locks AS l (project_id, key, fence, holder_id, expires_at)
     VALUES (?, ?, 1, ?, ?::timestamptz)
     ON CONFLICT (project_id, key) DO UPDATE
       SET fence = l.fence + 1, holder_id = EXCLUDED.holder_id, expires_at = EXCLUDED.expires_at
       WHERE l.expires_at IS NULL OR l.expires_at <= ?::timestamptz
     RETURNING l.fence, l.expires_at`,
    [projectId, key, holderId, expiresAt, now],
  )) as { rows: { fence: string; expires_at: Date }[] };
  const row = rows[0];
  return row ? { acquired: true, token: String(row.fence), expiresAt: row.expires_at } : undefined;
}

/**
 * Takes the lock for `ttlMs` when it is free (never taken, released, or expired at `now`),
 * returning a fencing token larger than any given out before for this key; else reports the
 * current holder. `holderId` is an optional label shown to others, not a credential: only the
 * token can release or renew.
 */
export async function acquireLock(
  db: Knex,
  projectId: string,
  key: string,
  ttlMs: number,
  holderId: string | null,
  now: Date,
): Promise<AcquireResult> {
  const expiresAt = expiryAfter(ttlMs, now);
  const taken = await tryAcquire(runner(db), projectId, key, expiresAt, holderId, now);
  if (taken) return taken;
  // Held a moment ago, but it may have been released since: a plain read could find it free and
  // have no holder to report. Try again in a transaction, where a refusal keeps the row locked,
  // so the read that follows sees exactly the hold that refused us.
  return inTransaction(db, async (trx) => {
    const retry = await tryAcquire(trx, projectId, key, expiresAt, holderId, now);
    if (retry) return retry;
    const row = (await trx("infra_locks")
      .select("holder_id", "expires_at")
      .where({ project_id: projectId, key })
      .first()) as { holder_id: string | null; expires_at: Date | null } | undefined;
    if (!row?.expires_at) throw new Error(`lock ${key} refused acquisition but is not held`);
    return { acquired: false, expiresAt: row.expires_at, holderId: row.holder_id };
  });
}

/**
 * Releases the lock; true only when `token` is the current fence and the hold has not expired
 * at `now`. A stale or malformed token changes nothing.
 */
export async function releaseLock(
  db: Knex,
  projectId: string,
  key: string,
  token: string,
  now: Date,
): Promise<boolean> {
  if (!isFence(token)) return false;
  const released = await runner(db)("infra_locks")
    .where({ project_id: projectId, key, fence: token })
    .andWhere("expires_at", ">", now)
    .update({ expires_at: null, holder_id: null });
  return released > 0;
}

/**
 * Extends the hold to `now + ttlMs` (which may shorten it); refused, changing nothing, unless
 * `token` is the current fence and the hold has not expired at `now` — an expired holder must
 * acquire again and get a new token.
 */
export async function renewLock(
  db: Knex,
  projectId: string,
  key: string,
  token: string,
  ttlMs: number,
  now: Date,
): Promise<{ ok: true; expiresAt: Date } | { ok: false }> {
  const expiresAt = expiryAfter(ttlMs, now);
  if (!isFence(token)) return { ok: false };
  const rows = (await runner(db)("infra_locks")
    .where({ project_id: projectId, key, fence: token })
    .andWhere("expires_at", ">", now)
    .update({ expires_at: expiresAt })
    .returning("expires_at")) as { expires_at: Date }[];
  const row = rows[0];
  return row ? { ok: true, expiresAt: row.expires_at } : { ok: false };
}

/** The lock's state at `now`: free when it was never taken, was released, or has expired. */
export async function lockStatus(db: Knex, projectId: string, key: string, now: Date): Promise<LockState> {
  const row = (await runner(db)("infra_locks")
    .select("fence", "holder_id", "expires_at")
    .where({ project_id: projectId, key })
    .first()) as { fence: string; holder_id: string | null; expires_at: Date | null } | undefined;
  if (!row?.expires_at || row.expires_at <= now)
    return { key, locked: false, token: null, expiresAt: null, holderId: null };
  return { key, locked: true, token: String(row.fence), expiresAt: row.expires_at, holderId: row.holder_id };
}
