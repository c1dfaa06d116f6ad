/**
 * int8 columns arrive as strings (pg's parser, mirrored on PGlite); amounts in cents fit a
 * JavaScript number exactly up to 2^53, far above the largest order (10^11 cents).
 */

/** An int8 cell as a safe integer; throws rather than silently rounding. */
export function int8(value: string | number): number {
  const n = typeof value === "number" ? value : Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`int8 value out of safe range: ${value}`);
  return n;
}
