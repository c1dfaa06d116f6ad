/**
 * The logger storage writes pool, knex and pg-boss trouble to: pino-compatible, so the server
 * passes its own; the console otherwise.
 */
import type { Knex } from "knex";

/** The pino-compatible subset of a logger this folder writes to. */
export interface StorageLogger {
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

/** Logs to the console when the caller gives no logger. */
export const consoleLogger: StorageLogger = {
  warn: (obj, msg) => console.warn(`[storage] ${msg ?? ""}`, obj),
  error: (obj, msg) => console.error(`[storage] ${msg ?? ""}`, obj),
};

/** knex's `log` option routed to `logger` (knex prints with console.log otherwise). */
export function knexLog(logger: StorageLogger): Knex.Config["log"] {
  return {
    warn: (message: unknown) => logger.warn({ knex: message }, "knex warning"),
    error: (message: unknown) => logger.error({ knex: message }, "knex error"),
    deprecate: (message: unknown) => logger.warn({ knex: message }, "knex deprecation"),
    debug: () => {},
  };
}
