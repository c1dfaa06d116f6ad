/**
 * pg-boss on the application's own knex. One code path for PostgreSQL and PGlite: pg-boss
 * gets a `db` adapter whose `executeSql` goes through knex, so on PGlite its statements queue
 * for the same single connection as ours instead of interleaving into our transactions, and
 * inside `withTransaction` they run in that transaction (atomic enqueue).
 */
import type { Knex } from "knex";
import { type Db, fromKnex, PgBoss } from "pg-boss";
import type { DatabaseKind } from "./kind.js";
import type { StorageLogger } from "./log.js";
import { currentTransaction } from "./transactions.js";

// pg-boss wraps multi-statement writes (schema creation, createQueue, flows) as
// "BEGIN; SET LOCAL …; <statements>; COMMIT;" in one string.
const WRAPPED_TRANSACTION = /^\s*BEGIN\s*;([\s\S]*?);?\s*COMMIT\s*;?\s*$/i;
const OPENS_TRANSACTION = /^\s*BEGIN\s*;/i;

type KnexRunner = Parameters<typeof fromKnex>[0];

/**
 * The pg-boss `db` adapter over `knex`. A self-wrapped BEGIN…COMMIT string becomes a knex
 * transaction (a savepoint inside `withTransaction`): knex rolls back on failure, where the raw
 * string would leave a pooled connection — or PGlite's only session — in an aborted transaction.
 */
export function knexBossAdapter(knex: Knex): Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const trx = currentTransaction(knex);
      const runner = trx ?? knex;
      const wrapped = values?.length ? null : WRAPPED_TRANSACTION.exec(text);
      const body = wrapped?.[1];
      // Only a single wrapped block is rewritten; anything fancier runs as sent.
      if (body !== undefined && !/;\s*(BEGIN|COMMIT)\s*;/i.test(body)) {
        return runner.transaction((t) => fromKnex(t as unknown as KnexRunner).executeSql(body, []));
      }
      if (trx && OPENS_TRANSACTION.test(text)) {
        throw new Error(
          "pg-boss issued a statement with its own transaction control inside withTransaction; call it outside",
        );
      }
      return fromKnex(runner as unknown as KnexRunner).executeSql(text, values);
    },
  };
}

/**
 * Starts pg-boss (installing or migrating its `pgboss` schema) on `knex`. Its 'error' events
 * are logged: an EventEmitter 'error' with no listener would crash the process.
 */
export async function startBoss(knex: Knex, kind: DatabaseKind, logger: StorageLogger): Promise<PgBoss> {
  const boss = new PgBoss({
    db: knexBossAdapter(knex),
    backend: kind === "pglite" ? "pglite" : "postgres",
    schema: "pgboss",
  });
  boss.on("error", (err) => logger.error({ err }, "pg-boss error"));
  boss.on("warning", (warning) => logger.warn({ warning }, "pg-boss warning"));
  await boss.start();
  return boss;
}
