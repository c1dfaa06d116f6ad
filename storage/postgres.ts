/**
 * knex on a real PostgreSQL server (DATABASE_URL). The production and scale-out path: many
 * server processes share one database, each with its own small pool.
 */
import knexFactory, { type Knex } from "knex";
import { databaseVariables } from "../runtime/config/kernel.js";
import { readVariable } from "../runtime/config/read.js";
import { consoleLogger, knexLog, type StorageLogger } from "./log.js";

/** The URL with its password masked, for error messages and logs. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "<unparseable DATABASE_URL>";
  }
}

/**
 * A knex pg pool for `url`. Nothing connects until the first query; knex attaches an 'error'
 * listener to every client it opens, so a server that drops connections marks them disposed
 * instead of raising an unhandled 'error' event.
 */
export function postgresKnex(
  url: string,
  logger: StorageLogger = consoleLogger,
  poolMax = readVariable(databaseVariables, "DATABASE_POOL_MAX", process.env),
): Knex {
  return knexFactory({
    client: "pg",
    connection: {
      connectionString: url,
      // Fail fast on a black-holed host instead of pg's default of waiting forever.
      connectionTimeoutMillis: 5_000,
      application_name: "contract-first-apis",
    },
    pool: { min: 0, max: poolMax },
    acquireConnectionTimeout: 15_000,
    log: knexLog(logger),
  });
}
