/**
 * Tells a lost database apart from a bug, so the first answers 503 (retry later, nothing
 * charged) and only the second is a 500.
 */

const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
]);

/** SQLSTATE classes 08 (connection exception) and 57P (operator intervention: shutdown, crash). */
function isConnectionSqlState(code: string): boolean {
  return code.startsWith("08") || code.startsWith("57P") || code === "53300";
}

/** True when the error means the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const { code, message, name } = e as { code?: unknown; message?: unknown; name?: unknown };
    if (typeof code === "string" && (CONNECTION_CODES.has(code) || isConnectionSqlState(code))) return true;
    if (name === "KnexTimeoutError") return true;
    if (
      typeof message === "string" &&
      /Connection terminated|connection is closed|database .*(closed|unavailable)|PGlite is closed/i.test(
        message,
      )
    ) {
      return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
