/**
 * The application's database: PGlite (embedded, default) or PostgreSQL (DATABASE_URL), one
 * knex for every statement, and pg-boss started on the same database through that knex.
 */
import type { Knex } from "knex";
import type { PgBoss } from "pg-boss";
import { databaseVariables } from "../runtime/config/kernel.js";
import { readSection } from "../runtime/config/read.js";
import { startBoss } from "./boss.js";
import type { DatabaseKind } from "./kind.js";
import { consoleLogger, type StorageLogger } from "./log.js";
import { runMigrations } from "./migrate.js";
import { openPglite } from "./pglite.js";
import { postgresKnex, redactUrl } from "./postgres.js";
import { traceStatements } from "./tracing.js";

export type { DatabaseKind } from "./kind.js";
export type { StorageLogger } from "./log.js";
export { currentTransaction, withTransaction } from "./transactions.js";

/** The PGlite data folder when `DATA_DIR` is unset. */
export const DEFAULT_DATA_DIR = ".data/pglite";

/**
 * The embedded database's data folder the environment names (`DATA_DIR`, default
 * {@link DEFAULT_DATA_DIR}), or undefined when `DATABASE_URL` selects PostgreSQL.
 */
export function embeddedDataDirFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const config = readSection(databaseVariables, env);
  return config.DATABASE_URL ? undefined : config.DATA_DIR;
}

/** An open database. */
export interface Database {
  kind: DatabaseKind;
  /** Every statement of the app goes through this. */
  knex: Knex;
  /** pg-boss started on the same database (null when opened with `boss: false`). */
  boss: PgBoss | null;
  /** true when a trivial query succeeds within ~1s; never throws */
  ping(): Promise<boolean>;
  /**
   * Runs `fn` when {@link close} is called, before pg-boss stops and the pool closes (the last
   * registered first): for what must write its last state while it still can, such as the
   * metering engine's final settle. A failing hook is logged; the database still closes.
   */
  beforeClose(fn: () => Promise<void>): void;
  /** Runs the `beforeClose` hooks, stops pg-boss, closes the pool (and PGlite, releasing its folder lock). Idempotent. */
  close(): Promise<void>;
}

/** Options for {@link openDatabase}. */
export interface OpenDatabaseOptions {
  /** Default `DATABASE_URL` (runtime/config); when set → PostgreSQL via pg. `""` forces PGlite. */
  databaseUrl?: string;
  /** Default `DATA_DIR` (runtime/config, `.data/pglite`); the PGlite data folder. */
  dataDir?: string;
  /** Default true: run numbered migrations on open. */
  migrate?: boolean;
  /** Default true: start pg-boss. */
  boss?: boolean;
  /** Where pool, knex and pg-boss trouble goes (pino-compatible); default: JSON lines on stderr. */
  logger?: StorageLogger;
}

/**
 * Opens the database named by the options/environment, migrates it and starts pg-boss.
 * Rejects with a clear error when the database cannot be reached or the PGlite folder is
 * locked by another process; never leaves a half-open pool behind.
 */
export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<Database> {
  const config = readSection(databaseVariables, process.env);
  const databaseUrl = opts.databaseUrl ?? config.DATABASE_URL;
  const logger = opts.logger ?? consoleLogger;
  if (databaseUrl) {
    const knex = postgresKnex(databaseUrl, logger, config.DATABASE_POOL_MAX);
    return assembleDatabase(
      "postgres",
      knex,
      () => knex.destroy(),
      opts,
      `PostgreSQL at ${redactUrl(databaseUrl)}`,
    );
  }
  const dataDir = opts.dataDir ?? config.DATA_DIR;
  const handle = await openPglite({ dataDir }, logger);
  return assembleDatabase("pglite", handle.knex, handle.close, opts, `PGlite in ${dataDir}`);
}

/**
 * Builds a Database around an existing knex: traces its statements, checks it answers, migrates,
 * starts pg-boss.
 * `shutdown` releases what the knex sits on. Exported for storage/testing.ts.
 */
export async function assembleDatabase(
  kind: DatabaseKind,
  knex: Knex,
  shutdown: () => Promise<void>,
  opts: Pick<OpenDatabaseOptions, "migrate" | "boss" | "logger">,
  description: string,
): Promise<Database> {
  const logger = opts.logger ?? consoleLogger;
  let boss: PgBoss | null = null;
  traceStatements(knex, kind);
  try {
    try {
      await knex.raw("select 1");
    } catch (err) {
      throw new Error(`Cannot connect to ${description}: ${(err as Error).message}`, { cause: err });
    }
    if (opts.migrate !== false) await runMigrations(knex);
    if (opts.boss !== false) boss = await startBoss(knex, kind, logger);
  } catch (err) {
    await boss?.stop({ graceful: false }).catch(() => {});
    await shutdown().catch((closeErr: unknown) =>
      logger.warn({ err: closeErr }, "closing after a failed open"),
    );
    throw err;
  }
  let closing: Promise<void> | undefined;
  const hooks: (() => Promise<void>)[] = [];
  return {
    kind,
    knex,
    boss,
    ping: () => ping(knex),
    beforeClose(fn) {
      hooks.push(fn);
    },
    close() {
      closing ??= (async () => {
        for (const hook of hooks.reverse())
          await hook().catch((err: unknown) => logger.warn({ err }, "a before-close hook failed"));
        try {
          await boss?.stop({ graceful: true, timeout: 10_000 });
        } catch (err) {
          logger.warn({ err }, "stopping pg-boss");
        }
        await shutdown();
      })();
      return closing;
    },
  };
}

async function ping(knex: Knex): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), 1_000);
    timer.unref();
  });
  const query = knex.raw("select 1").then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
