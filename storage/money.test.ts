import fc from "fast-check";
import { microsToUsd, usdToMicros } from "./money.js";

describe("usd ⇄ micros", () => {
  it("converts exactly", () => {
    expect(usdToMicros("5")).toBe(5_000_000n);
    expect(usdToMicros("0.0017")).toBe(1_700n);
    expect(usdToMicros("12.345678")).toBe(12_345_678n);
    expect(microsToUsd(5_000_000n)).toBe("5.00");
    expect(microsToUsd(1_700n)).toBe("0.0017");
    expect(microsToUsd(-1n)).toBe("-0.000001");
  });

  it("rejects what is not a plain amount", () => {
    for (const bad of ["", "-1", "1e3", "0.0000001", "abc", "1,5", ".5"]) {
      expect(() => usdToMicros(bad)).toThrow(RangeError);
    }
  });

  it("round-trips any non-negative amount", () => {
    fc.assert(fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), (m) => usdToMicros(microsToUsd(m)) === m));
  });
});
