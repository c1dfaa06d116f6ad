/**
 * Coercions the generated zod schemas apply to values that arrive as text (query, path,
 * header). Each returns the input unchanged when it cannot coerce it, so the typed schema
 * after it reports the error in its own words instead of a silently wrong value.
 */

const INTEGER_OR_DECIMAL = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** `"42"` → 42; anything that is not plainly a number (`""`, `"0x1"`, `" 1"`) stays as it is. */
function number(value: unknown): unknown {
  return typeof value === "string" && INTEGER_OR_DECIMAL.test(value) ? Number(value) : value;
}

/** `"true"`/`"false"` → booleans. */
function boolean(value: unknown): unknown {
  if (value === "true") return true;
  if (value === "false") return false;
  return value;
}

/** A scalar enum member sent as text: numbers and booleans are recovered. */
function scalar(value: unknown): unknown {
  const asBoolean = boolean(value);
  return asBoolean === value ? number(value) : asBoolean;
}

/** A repeated query parameter arrives as an array, a single one as a string: both become arrays. */
function array(value: unknown): unknown {
  if (value === undefined || Array.isArray(value)) return value;
  return [value];
}

/** A query array declared `explode: false` arrives as `a,b,c`. */
function commaSeparated(value: unknown): unknown {
  return typeof value === "string" ? (value === "" ? [] : value.split(",")) : value;
}

/** For `uniqueItems`: true when no two items serialise alike. */
function uniqueItems(items: unknown[]): boolean {
  return new Set(items.map((item) => JSON.stringify(item))).size === items.length;
}

/**
 * For `x-digit-range`: a digits-only string whose integer value lies in [min, max]. BigInt
 * keeps `"000…0001"` and 40-digit strings exact.
 */
function digitRange(min: number, max: number): (value: string) => boolean {
  return (value) => {
    if (!/^[0-9]+$/.test(value)) return true; // the pattern check reports this one
    const n = BigInt(value);
    return n >= BigInt(min) && n <= BigInt(max);
  };
}

/** The coercion helpers referenced by generated schemas. */
export const coerce = { number, boolean, scalar, array, commaSeparated, uniqueItems, digitRange };
