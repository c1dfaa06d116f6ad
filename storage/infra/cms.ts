/**
 * Count-min sketch over a fixed-size Buffer: approximate per-item counts of a stream in constant
 * space. Pure: no database; `sketches.ts` stores these buffers in `infra_sketches.data`.
 *
 * Width w = 2,048 and depth d = 5: an estimate exceeds the true count by more than ε·N (ε = e/w
 * ≈ 0.13% of N, the sketch's total count) with probability at most δ = e^−5 ≈ 0.7%, and is
 * NEVER below it. Layout: d rows of w counters, row-major, each an unsigned 64-bit little-endian
 * integer (80 KiB), saturating at Number.MAX_SAFE_INTEGER (2^53 − 1) so every counter is exact
 * as a JavaScript number and none ever wraps. 32-bit counters would halve the size but saturate
 * at 4.3 billion, which byte or token counts reach; past saturation an estimate could fall
 * below the truth.
 *
 * Row hashes (Kirsch–Mitzenmacher double hashing): the item's 128-bit MurmurHash3 (see hll.ts)
 * split into two 64-bit halves a and b gives column (a + i·b) mod w in row i. w is a power of
 * two, so only the halves' low 11 bits matter and 32-bit arithmetic is exact; b is made odd so
 * the five columns are distinct. Updates are conservative (each counter rises only to the new
 * minimum estimate), which keeps the never-below guarantee and cuts the overestimate severalfold
 * on skewed streams; the price is that two sketches can no longer be merged by addition.
 */
import { hashString128 } from "./hll.js";

/** Counters per row (w). */
export const CMS_WIDTH = 2048;
/** Rows (d), each with its own hash. */
export const CMS_DEPTH = 5;
/** Bytes in a sketch: w·d counters of 8 bytes. Every CMS buffer MUST be exactly this long. */
export const CMS_BYTES = CMS_WIDTH * CMS_DEPTH * 8;
/** The largest value a counter holds; counts beyond it saturate. */
export const CMS_MAX_COUNT = Number.MAX_SAFE_INTEGER;

const TWO_32 = 2 ** 32;
// Module-level alias: a global `Math` lookup per call is slow in a vm context (jest), see hll.ts.
const { floor, imul, min } = Math;
const MAX_HIGH_WORD = floor(CMS_MAX_COUNT / TWO_32);

/** A new sketch with every counter zero. */
export function emptyCms(): Buffer {
  return Buffer.alloc(CMS_BYTES);
}

/** true when `buf` is a Buffer of CMS_BYTES whose every counter is at most CMS_MAX_COUNT. */
export function isCms(buf: unknown): buf is Buffer {
  if (!Buffer.isBuffer(buf) || buf.length !== CMS_BYTES) return false;
  for (let off = 4; off < CMS_BYTES; off += 8) if (buf.readUInt32LE(off) > MAX_HIGH_WORD) return false;
  return true;
}

function assertSize(buf: Buffer): void {
  if (buf.length !== CMS_BYTES)
    throw new RangeError(`a CMS sketch must be ${CMS_BYTES} bytes, got ${buf.length}`);
}

function read(buf: Buffer, off: number): number {
  return buf.readUInt32LE(off + 4) * TWO_32 + buf.readUInt32LE(off);
}

function write(buf: Buffer, off: number, value: number): void {
  buf.writeUInt32LE(value % TWO_32, off);
  buf.writeUInt32LE(floor(value / TWO_32), off + 4);
}

const hashOut = new Uint32Array(4);
const offsets = new Array<number>(CMS_DEPTH).fill(0);

/** Fills `offsets` with the byte offset of `item`'s counter in each row. */
function locate(item: string): number[] {
  hashString128(item, hashOut);
  // Low 32 bits of each 64-bit half (words h1h2 and h3h4): all that survives mod 2^11.
  const a = hashOut[1]!;
  const b = hashOut[3]! | 1;
  for (let i = 0; i < CMS_DEPTH; i++) {
    const column = (a + imul(i, b)) & (CMS_WIDTH - 1);
    offsets[i] = (i * CMS_WIDTH + column) * 8;
  }
  return offsets;
}

function minimum(buf: Buffer, at: readonly number[]): number {
  let least = CMS_MAX_COUNT;
  for (const off of at) least = min(least, read(buf, off));
  return least;
}

/**
 * Counts `item` `count` more times, in place (conservative update). `count` MUST be a positive
 * safe integer (RangeError otherwise). Returns whether any counter changed: false only when the
 * item's counters are all saturated.
 */
export function cmsIncrement(buf: Buffer, item: string, count: number): boolean {
  assertSize(buf);
  if (!(Number.isSafeInteger(count) && count > 0))
    throw new RangeError(`count must be a positive integer, got ${count}`);
  const at = locate(item);
  const target = min(CMS_MAX_COUNT, minimum(buf, at) + count);
  let changed = false;
  for (const off of at) {
    if (read(buf, off) < target) {
      write(buf, off, target);
      changed = true;
    }
  }
  return changed;
}

/** The estimated count of `item`: never below the true count, 0 for an item never counted (barring collisions). */
export function cmsEstimate(buf: Buffer, item: string): number {
  assertSize(buf);
  return minimum(buf, locate(item));
}
