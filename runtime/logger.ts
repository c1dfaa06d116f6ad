/**
 * The process logger (pino, JSON lines). `LOG_LEVEL` sets the level; tests default to
 * `silent` so output stays readable.
 */
import { type Logger, pino } from "pino";
import { loggingVariables } from "./config/kernel.js";
import { type Env, rawValue, readVariable } from "./config/read.js";

/**
 * The level `LOG_LEVEL` names; `silent` under Jest when unset (`JEST_WORKER_ID` is Jest's, not
 * configuration). A malformed value gives `info` here, so the logger exists to report it: the
 * start-up check lists it with every other problem.
 */
export function logLevelFromEnv(env: Env = process.env): string {
  if (rawValue(env, "LOG_LEVEL") === undefined && env.JEST_WORKER_ID) return "silent";
  try {
    return readVariable(loggingVariables, "LOG_LEVEL", env);
  } catch {
    return "info";
  }
}

/** Creates the root logger. */
export function createLogger(level = logLevelFromEnv()): Logger {
  return pino({
    level,
    base: { pid: process.pid },
    redact: ["req.headers.authorization", "req.headers.cookie"],
  });
}

/**
 * Query parameters whose value is a credential the caller chose or holds (`memory_key`,
 * `api_key`, `access_token`, …): a contract may take one in the query string, but a log line never
 * shows it. Headers are never logged at all.
 */
const SECRET_QUERY_PARAMETER = /([?&](?:[\w.-]*_key|[\w.-]*token|secret|password)=)[^&#]*/gi;

/** `url` with the value of every secret query parameter replaced by `[Redacted]`, for logging. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMETER, "$1[Redacted]");
}
