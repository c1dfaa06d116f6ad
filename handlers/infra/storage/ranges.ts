/** HTTP byte ranges (RFC 9110 §14) for object downloads: one range per request. */
import type { ByteRange } from "../../../storage/blobs/blobStore.js";

/** What a `Range` header asks of an object of `size` bytes. */
export type RangeAsk = { kind: "whole" } | { kind: "part"; range: ByteRange } | { kind: "unsatisfiable" };

const SINGLE = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i;

/**
 * Reads `header` against an object of `size` bytes: absent, malformed or multi-range headers ask
 * for the whole object (HTTP lets a server ignore a Range it does not serve); `a-b`, `a-` and
 * `-n` ask for a part, clamped to the end; a part wholly past the end (or any part of an empty
 * object) is unsatisfiable.
 */
export function parseRange(header: string | undefined, size: number): RangeAsk {
  if (header === undefined) return { kind: "whole" };
  const m = SINGLE.exec(header);
  if (!m) return { kind: "whole" };
  const [, first = "", last = ""] = m;
  if (first === "" && last === "") return { kind: "whole" };
  if (first === "") {
    const n = Number(last);
    if (!Number.isSafeInteger(n)) return { kind: "whole" };
    if (n === 0 || size === 0) return { kind: "unsatisfiable" };
    return { kind: "part", range: { start: Math.max(0, size - n), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === "" ? Number.MAX_SAFE_INTEGER : Number(last);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end < start) return { kind: "whole" };
  if (start >= size) return { kind: "unsatisfiable" };
  return { kind: "part", range: { start, end: Math.min(end, size - 1) } };
}
