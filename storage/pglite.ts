/**
 * knex on PGlite. PGlite ships a node-postgres connection (`@electric-sql/pglite/node-postgres`)
 * that feeds pg's wire protocol straight into the WASM backend, so knex's ordinary `pg` client
 * runs on it unchanged: pg-types parse results (int8/numeric → string, bytea → Buffer,
 * timestamptz → Date), `del()`/`update()` return row counts, multi-statement raw SQL uses the
 * simple protocol — all byte-for-byte what PostgreSQL gives, with no parser tables to keep in
 * step. A PGlite instance is ONE session, so the pool holds exactly one connection: every
 * statement (ours and pg-boss's) queues for it, and a transaction owns it until it ends.
 */
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { createPgConfig } from "@electric-sql/pglite/node-postgres";
import knexFactory, { type Knex } from "knex";
import { acquireFolderLock } from "./lock.js";
import { consoleLogger, knexLog, type StorageLogger } from "./log.js";

/** An open PGlite-backed knex and how to tear it down. */
export interface PgliteHandle {
  pglite: PGlite;
  knex: Knex;
  /** Destroys knex, closes PGlite and releases the folder lock (idempotent). */
  close(): Promise<void>;
}

/** Where the PGlite data lives: a folder on disk (locked), or memory seeded from a dump. */
export type PgliteSource = { dataDir: string } | { memory: true; loadDataDir?: Blob };

/**
 * PostgreSQL's start parameters for every PGlite instance: PGlite's own, plus 16 MB of shared
 * buffers instead of initdb's 128 MB. Pages of the WebAssembly heap once touched stay resident
 * (WebAssembly memory never shrinks), and an embedded development database's working set fits
 * in 16 MB: measured, a migrated database settles at 193 MB resident instead of 329 MB.
 */
export const PGLITE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams,
  "-c",
  "shared_buffers=16MB",
];

/** knex (pg client) over one PGlite instance, with a pool of exactly one connection. */
export function pgliteKnex(pglite: PGlite, logger: StorageLogger = consoleLogger): Knex {
  return knexFactory({
    client: "pg",
    // A provider function, not a config object: knex deep-clones static configs, and the
    // PGlite connection object holds private state that must not be copied.
    connection: () => createPgConfig(pglite) as unknown as Knex.PgConnectionConfig,
    // min 1 with no idle reaping: a "new connection" here would be the same session, so
    // recycling buys nothing and could hide a transaction left open by a dropped client.
    pool: { min: 1, max: 1, idleTimeoutMillis: 2 ** 31 - 1 },
    acquireConnectionTimeout: 60_000,
    log: knexLog(logger),
  });
}

/**
 * The contrib extensions PGlite may load, as PostgreSQL's contrib package offers them: pg_trgm for
 * the memory store's trigram search, btree_gist for the restaurant platform's booking exclusion
 * constraint (their migrations create them).
 */
export const PGLITE_EXTENSIONS = { pg_trgm, btree_gist };

/** Opens PGlite (taking the folder lock for on-disk data) and a knex over it. */
export async function openPglite(
  source: PgliteSource,
  logger: StorageLogger = consoleLogger,
): Promise<PgliteHandle> {
  let release = () => {};
  let pglite: PGlite;
  if ("dataDir" in source) {
    const dataDir = resolve(source.dataDir);
    const lock = acquireFolderLock(dataDir);
    release = () => lock.release();
    try {
      mkdirSync(dataDir, { recursive: true });
      pglite = await PGlite.create({
        dataDir,
        startParams: [...PGLITE_START_PARAMS],
        extensions: PGLITE_EXTENSIONS,
      });
    } catch (err) {
      release();
      throw new Error(`Cannot open PGlite data folder ${dataDir}: ${(err as Error).message}`, { cause: err });
    }
  } else {
    pglite = await PGlite.create({
      startParams: [...PGLITE_START_PARAMS],
      extensions: PGLITE_EXTENSIONS,
      ...(source.loadDataDir ? { loadDataDir: source.loadDataDir } : {}),
    });
  }
  const knex = pgliteKnex(pglite, logger);
  let closing: Promise<void> | undefined;
  return {
    pglite,
    knex,
    close() {
      closing ??= (async () => {
        try {
          await knex.destroy();
        } finally {
          try {
            if (!pglite.closed) await pglite.close();
          } finally {
            release();
          }
        }
      })();
      return closing;
    },
  };
}
