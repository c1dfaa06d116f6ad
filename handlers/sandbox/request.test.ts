/** The input checks of handlers/sandbox/request.ts that need no sandbox. */
import { isBase64 } from "./request.js";

describe("isBase64", () => {
  it("takes standard padded base64 and nothing else", () => {
    for (const ok of ["", "QUJD", "QUI=", "QQ==", "a+/9"]) expect(isBase64(ok)).toBe(true);
    for (const bad of ["QUJ", "QUI", "Q===", "QU=I", "a-_9", "QUJD\n", "QQ==" + "QQ=="])
      expect(isBase64(bad)).toBe(false);
  });

  it("checks megabytes once its regexp runs as native code (a per-quartet group overflowed V8's stack)", () => {
    for (let i = 0; i < 100; i++) isBase64("QUJD");
    const big = Buffer.alloc(6 * 1024 * 1024, 7).toString("base64");
    expect(isBase64(big)).toBe(true);
    expect(isBase64(`${big.slice(0, -4)}QU*D`)).toBe(false);
  });
});
