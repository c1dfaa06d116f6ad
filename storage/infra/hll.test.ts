import {
  emptyHll,
  HLL_BYTES,
  HLL_PRECISION,
  hashString128,
  hllAdd,
  hllCount,
  hllMerge,
  isHll,
  murmur3x86_128,
} from "./hll.js";

function* range(from: number, to: number, prefix = "user:"): Generator<string> {
  for (let i = from; i < to; i++) yield `${prefix}${i}`;
}

function relativeError(estimate: number, truth: number): number {
  return Math.abs(estimate - truth) / truth;
}

describe("murmur3x86_128", () => {
  it("matches SMHasher's verification value 0xB3ECE62A", () => {
    // SMHasher VerificationTest: hash {}, {0}, {0,1}, … {0..254} with seed 256 − length, then
    // hash the concatenated results with seed 0; the first word must be the published value.
    const key = Uint8Array.from({ length: 256 }, (_, i) => i);
    const hashes = new Uint8Array(16 * 256);
    const out = new Uint32Array(4);
    for (let i = 0; i < 256; i++) {
      murmur3x86_128(key, i, 256 - i, out);
      hashes.set(new Uint8Array(out.buffer), i * 16);
    }
    expect(murmur3x86_128(hashes, hashes.length, 0, out)[0]).toBe(0xb3ece62a);
  });

  it("hashes strings as their UTF-8 bytes, long ones included", () => {
    for (const s of ["", "a", "héllo wörld", "😀".repeat(400)]) {
      const bytes = Buffer.from(s, "utf8");
      expect([...hashString128(s, new Uint32Array(4))]).toEqual([
        ...murmur3x86_128(bytes, bytes.length, 0, new Uint32Array(4)),
      ]);
    }
  });
});

describe("hllCount", () => {
  it("is 0 for an empty sketch and exact-ish for a handful", () => {
    expect(hllCount(emptyHll())).toBe(0);
    const registers = emptyHll();
    hllAdd(registers, range(0, 10));
    expect(hllCount(registers)).toBe(10);
  });

  it.each([
    ["1,000", 1_000],
    ["100,000", 100_000],
    ["1,000,000", 1_000_000],
  ])("estimates %s distinct elements within 2%%", (_, n) => {
    const registers = emptyHll();
    hllAdd(registers, range(0, n));
    const estimate = hllCount(registers);
    expect(Number.isInteger(estimate)).toBe(true);
    expect(relativeError(estimate, n)).toBeLessThanOrEqual(0.02);
  });
});

describe("hllAdd", () => {
  it("adds 100,000 elements well under a second", () => {
    const elements = [...range(0, 100_000, "t:")];
    const registers = emptyHll();
    const started = performance.now();
    hllAdd(registers, elements);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it("ignores duplicates: same count, and reports no change", () => {
    const registers = emptyHll();
    expect(hllAdd(registers, range(0, 100_000))).toBe(true);
    const count = hllCount(registers);
    expect(hllAdd(registers, range(0, 100_000))).toBe(false);
    expect(hllAdd(registers, ["user:5", "user:5", "user:99999"])).toBe(false);
    expect(hllCount(registers)).toBe(count);
  });

  it("rejects a buffer of the wrong size", () => {
    expect(() => hllAdd(Buffer.alloc(12 * 1024), ["x"])).toThrow(RangeError);
  });
});

describe("hllMerge", () => {
  it("counts the union and is idempotent", () => {
    const a = emptyHll();
    const b = emptyHll();
    hllAdd(a, range(0, 60_000));
    hllAdd(b, range(40_000, 100_000)); // 20,000 shared
    expect(hllMerge(a, b)).toBe(true);
    expect(relativeError(hllCount(a), 100_000)).toBeLessThanOrEqual(0.02);
    expect(hllMerge(a, b)).toBe(false);
    // the merge equals adding everything to one sketch
    const all = emptyHll();
    hllAdd(all, range(0, 100_000));
    expect(a.equals(all)).toBe(true);
  });
});

describe("isHll", () => {
  it.each([
    ["an empty sketch", emptyHll(), true],
    ["a sketch with the highest rank", Buffer.alloc(HLL_BYTES, 64 - HLL_PRECISION + 1), true],
    ["a rank no 64-bit hash gives", Buffer.alloc(HLL_BYTES, 64 - HLL_PRECISION + 2), false],
    ["a short buffer", Buffer.alloc(HLL_BYTES - 1), false],
    ["a Uint8Array", new Uint8Array(HLL_BYTES), false],
    ["a string", "x".repeat(HLL_BYTES), false],
  ])("checks %s", (_, given, want) => {
    expect(isHll(given)).toBe(want);
  });

  it("is a fixed 16 KiB: 2^14 one-byte registers", () => {
    expect(HLL_BYTES).toBe(16_384);
    expect(emptyHll().length).toBe(16_384);
  });
});
