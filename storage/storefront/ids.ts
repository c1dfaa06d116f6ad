/**
 * Record ids in paths. The contract types `{id}` as text (at most 1024 characters); records
 * have integer ids, so text that is not a decimal integer in the 64-bit-safe range names no
 * record. Parsing here keeps such text away from PostgreSQL, which would raise on it.
 */

const DECIMAL = /^[+-]?\d{1,30}$/;

/** The integer a path id names, or undefined when it can name no record. */
export function parseRecordId(text: string): number | undefined {
  if (!DECIMAL.test(text)) return undefined;
  const value = BigInt(text);
  // Identities start at 1 and stop at 2^53 - 1 (see migration 0006).
  if (value < 1n || value > BigInt(Number.MAX_SAFE_INTEGER)) return undefined;
  return Number(value);
}
