/**
 * USD ⇄ micro-USD, exactly. Credits are integers of micro-USD (bigint); a float would turn
 * $0.1 + $0.2 into a rounding error on someone's balance.
 */

const USD = /^(\d+)(?:\.(\d{1,6}))?$/;

/** "5" → 5_000_000n, "0.0017" → 1_700n; more than 6 decimals, signs or exponents are rejected. */
export function usdToMicros(usd: string): bigint {
  const match = USD.exec(usd.trim());
  if (!match) throw new RangeError(`not a USD amount with at most 6 decimals: ${JSON.stringify(usd)}`);
  const whole = match[1] ?? "0";
  const fraction = (match[2] ?? "").padEnd(6, "0");
  return BigInt(whole) * 1_000_000n + BigInt(fraction);
}

/** 5_001_700n → "5.0017" (trailing zeros trimmed, at least two decimals). */
export function microsToUsd(micros: bigint): string {
  const sign = micros < 0n ? "-" : "";
  const abs = micros < 0n ? -micros : micros;
  const fraction = (abs % 1_000_000n)
    .toString()
    .padStart(6, "0")
    .replace(/0{1,4}$/, "");
  return `${sign}${abs / 1_000_000n}.${fraction}`;
}
