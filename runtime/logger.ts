/**
 * The process logger (pino, JSON lines). `LOG_LEVEL` sets the level; tests default to
 * `silent` so output stays readable.
 */
import { type Logger, pino } from "pino";

/** Creates the root logger. */
export function createLogger(
  level = process.env.LOG_LEVEL ?? (process.env.JEST_WORKER_ID ? "silent" : "info"),
): Logger {
  return pino({
    level,
    base: { pid: process.pid },
    redact: ["req.headers.authorization", "req.headers.cookie"],
  });
}
