/**
 * Shared plumbing for repositories: joining the caller's transaction and checking amounts.
 */
import type { Knex } from "knex";
import { currentTransaction } from "./transactions.js";

/**
 * Runs `fn` in a transaction: the one `db` already is, else the one `withTransaction` opened on
 * `db` in this async context (so a repository call made with the root handle inside
 * `withTransaction` joins it — on PGlite it would otherwise wait for the connection that
 * transaction holds), else a new one.
 */
export async function inTransaction<T>(db: Knex, fn: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
  if (db.isTransaction) return fn(db as Knex.Transaction);
  const trx = currentTransaction(db);
  return trx ? fn(trx) : db.transaction(fn);
}

/** The handle a single statement should use: `db`, or the active `withTransaction` transaction on it. */
export function runner(db: Knex): Knex {
  return db.isTransaction ? db : (currentTransaction(db) ?? db);
}

/**
 * A micro-USD amount as a decimal string for binding (pg has no bigint serializer of its own
 * worth trusting across drivers). Rejects fractions, NaN and — unless `allowZero` — non-positive values.
 */
export function microsParam(value: bigint | number, allowZero = false): string {
  const big = typeof value === "bigint" ? value : Number.isSafeInteger(value) ? BigInt(value) : undefined;
  if (big === undefined) throw new RangeError(`micro-USD amount must be a safe integer, got ${value}`);
  if (big < 0n || (big === 0n && !allowZero))
    throw new RangeError(`micro-USD amount must be ${allowZero ? ">= 0" : "> 0"}, got ${big}`);
  return big.toString();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** true when `id` is a UUID: anything else would make PostgreSQL raise 22P02 instead of "not found". */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}
