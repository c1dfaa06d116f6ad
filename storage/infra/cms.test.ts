import {
  CMS_BYTES,
  CMS_DEPTH,
  CMS_MAX_COUNT,
  CMS_WIDTH,
  cmsEstimate,
  cmsIncrement,
  emptyCms,
  isCms,
} from "./cms.js";

/** A deterministic PRNG (mulberry32), so a failure reproduces. */
function prng(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

describe("cmsEstimate", () => {
  it("is never below the true count and overestimates little on a zipf-like stream", () => {
    // 10,000 items, the k-th counted ⌈10,000 / k⌉ times, in random order and random increments.
    const items = 10_000;
    const truth = Array.from({ length: items }, (_, k) => Math.ceil(10_000 / (k + 1)));
    const total = truth.reduce((a, b) => a + b, 0);
    const random = prng(42);
    const pending = truth.map((count, k) => ({ k, left: count }));
    const sketch = emptyCms();
    while (pending.length > 0) {
      const at = Math.floor(random() * pending.length);
      const entry = pending[at]!;
      const step = Math.min(entry.left, 1 + Math.floor(random() * 5));
      cmsIncrement(sketch, `item-${entry.k}`, step);
      entry.left -= step;
      if (entry.left === 0) {
        // swap-remove: the order is random anyway, and a splice per item would be quadratic
        pending[at] = pending[pending.length - 1]!;
        pending.pop();
      }
    }

    const errors = truth.map((count, k) => cmsEstimate(sketch, `item-${k}`) - count);
    expect(Math.min(...errors)).toBeGreaterThanOrEqual(0);
    // Guarantees: P(error > εN) ≤ δ per item with ε = e/w, δ = e^−d; and the expected error of
    // one row is at most N/w, which bounds the mean of the minimum over rows.
    const epsilonN = (Math.E / CMS_WIDTH) * total;
    const delta = Math.exp(-CMS_DEPTH);
    expect(errors.filter((e) => e > epsilonN).length / items).toBeLessThanOrEqual(delta);
    const mean = errors.reduce((a, b) => a + b, 0) / items;
    expect(mean).toBeLessThanOrEqual(total / CMS_WIDTH);
  });

  it("is 0 for an item never counted in an empty sketch", () => {
    expect(cmsEstimate(emptyCms(), "nothing")).toBe(0);
  });
});

describe("cmsIncrement", () => {
  it("sums counts exactly for a lone item, beyond 32 bits", () => {
    const sketch = emptyCms();
    expect(cmsIncrement(sketch, "a", 3)).toBe(true);
    cmsIncrement(sketch, "a", 2 ** 32);
    expect(cmsEstimate(sketch, "a")).toBe(2 ** 32 + 3);
    expect(cmsEstimate(sketch, "b")).toBe(0);
  });

  it("saturates at CMS_MAX_COUNT instead of wrapping", () => {
    const sketch = emptyCms();
    cmsIncrement(sketch, "a", CMS_MAX_COUNT - 1);
    expect(cmsIncrement(sketch, "a", 5)).toBe(true);
    expect(cmsEstimate(sketch, "a")).toBe(CMS_MAX_COUNT);
    expect(cmsIncrement(sketch, "a", 1)).toBe(false);
    expect(cmsEstimate(sketch, "a")).toBe(CMS_MAX_COUNT);
    expect(isCms(sketch)).toBe(true);
  });

  it.each([0, -1, 1.5, Number.NaN, 2 ** 53])("rejects count %p", (count) => {
    expect(() => cmsIncrement(emptyCms(), "a", count)).toThrow(RangeError);
  });
});

describe("isCms", () => {
  const over = emptyCms();
  over.writeUInt32LE(0x200000, 4); // 2^53 in the first counter
  it.each([
    ["an empty sketch", emptyCms(), true],
    ["a counter above 2^53 − 1", over, false],
    ["a 32-bit-counter sketch", Buffer.alloc(CMS_WIDTH * CMS_DEPTH * 4), false],
    ["a Uint8Array", new Uint8Array(CMS_BYTES), false],
  ])("checks %s", (_, given, want) => {
    expect(isCms(given)).toBe(want);
  });

  it("is a fixed 80 KiB: 5 × 2,048 counters of 8 bytes", () => {
    expect(CMS_BYTES).toBe(81_920);
    expect(emptyCms().length).toBe(81_920);
  });
});
