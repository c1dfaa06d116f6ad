/**
 * The logger storage writes pool, knex and pg-boss trouble to: pino-compatible, so the server
 * passes its own; JSON lines on stderr otherwise (never multi-line console text, which log
 * pipelines split into many broken records).
 */
import type { Knex } from "knex";
import { pino } from "pino";

/** The pino-compatible subset of a logger this folder writes to. */
export interface StorageLogger {
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
}

/**
 * What storage logs to when the caller gives no logger (the CLIs): warnings and errors as pino
 * JSON lines on stderr (written synchronously, so a line logged just before exit is not lost).
 */
export const consoleLogger: StorageLogger = pino(
  { level: "warn", base: { pid: process.pid, component: "storage" } },
  pino.destination({ dest: 2, sync: true }),
);

/** knex's `log` option routed to `logger` (knex prints with console.log otherwise). */
export function knexLog(logger: StorageLogger): Knex.Config["log"] {
  return {
    warn: (message: unknown) => logger.warn({ knex: message }, "knex warning"),
    error: (message: unknown) => logger.error({ knex: message }, "knex error"),
    deprecate: (message: unknown) => logger.warn({ knex: message }, "knex deprecation"),
    debug: () => {},
  };
}
