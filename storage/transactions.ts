/**
 * The current knex transaction, carried by AsyncLocalStorage. pg-boss calls made while one is
 * active run inside it (see boss.ts), so a job is enqueued atomically with the write that
 * caused it. The scope is per knex instance: a transaction on one database never captures
 * statements meant for another.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { Knex } from "knex";

const scopes = new WeakMap<Knex, AsyncLocalStorage<Knex.Transaction>>();

function scopeFor(knex: Knex): AsyncLocalStorage<Knex.Transaction> {
  let scope = scopes.get(knex);
  if (!scope) {
    scope = new AsyncLocalStorage<Knex.Transaction>();
    scopes.set(knex, scope);
  }
  return scope;
}

/**
 * The transaction `withTransaction` opened on this knex in the current async context, or
 * undefined. A completed transaction counts as none: timers pg-boss starts inside a
 * transaction keep its async context forever, and must fall back to the root handle.
 */
export function currentTransaction(knex: Knex): Knex.Transaction | undefined {
  const trx = scopes.get(knex)?.getStore();
  return trx && !trx.isCompleted() ? trx : undefined;
}

/**
 * Runs `fn(trx)` inside `knex.transaction` (a savepoint when already inside one) with the
 * transaction recorded for pg-boss, so `db.boss.send()` inside `fn` commits or rolls back with
 * it. On PGlite use `trx`, not `db.knex`, inside `fn`: the single connection is held by the
 * transaction, so a statement on the root handle would wait for it until the acquire timeout.
 */
export async function withTransaction<T>(
  db: { knex: Knex },
  fn: (trx: Knex.Transaction) => Promise<T>,
): Promise<T> {
  const scope = scopeFor(db.knex);
  const runner = currentTransaction(db.knex) ?? db.knex;
  return runner.transaction((trx) => scope.run(trx, () => fn(trx)));
}
