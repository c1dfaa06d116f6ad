import { randomBytes } from "node:crypto";
import { createSealer, SealedSecretError, sealerFromEnv, sealingKeyFromEnv } from "./sealed.js";

const key = randomBytes(32);
const sealer = createSealer(key);
const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

describe("sealed secrets", () => {
  it("round-trips, with a fresh IV each time", () => {
    const a = sealer.seal(secret, "infra.webhook:p1:w1");
    const b = sealer.seal(secret, "infra.webhook:p1:w1");
    expect(a).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain(secret);
    expect(sealer.open(a, "infra.webhook:p1:w1")).toBe(secret);
    expect(sealer.open(b, "infra.webhook:p1:w1")).toBe(secret);
    expect(sealer.open(sealer.seal("", "x"), "x")).toBe("");
  });

  it("does not open for another row (AAD), another key, or after tampering", () => {
    const sealed = sealer.seal(secret, "infra.webhook:p1:w1");
    expect(() => sealer.open(sealed, "infra.webhook:p1:w2")).toThrow(SealedSecretError);
    expect(() => createSealer(randomBytes(32)).open(sealed, "infra.webhook:p1:w1")).toThrow(
      SealedSecretError,
    );
    const raw = Buffer.from(sealed.slice(3), "base64url");
    for (const at of [0, 12, raw.length - 1]) {
      const bad = Buffer.from(raw);
      bad[at] = (bad[at] as number) ^ 1;
      expect(() => sealer.open(`v1.${bad.toString("base64url")}`, "infra.webhook:p1:w1")).toThrow(
        SealedSecretError,
      );
    }
    expect(() => sealer.open(`v2.${sealed.slice(3)}`, "infra.webhook:p1:w1")).toThrow(/not a v1/);
    expect(() => sealer.open("v1.AAAA", "infra.webhook:p1:w1")).toThrow(/too short/);
  });

  it("refuses keys that are not 32 bytes", () => {
    expect(() => createSealer(randomBytes(16))).toThrow(RangeError);
    expect(() => sealingKeyFromEnv({ SECRETS_KEY: randomBytes(16).toString("base64") })).toThrow(/32 bytes/);
    expect(() => sealingKeyFromEnv({ SECRETS_KEY: "not base64 at all!" })).toThrow(/32 bytes/);
    const good = randomBytes(32);
    expect(sealingKeyFromEnv({ SECRETS_KEY: good.toString("base64") })).toEqual(good);
  });

  it("uses a development key with one warning, and refuses to start unset in production", () => {
    const warnings: string[] = [];
    const log = { warn: (m: string) => warnings.push(m) };
    // The start-up check reads the key without a logger first; the warning must still come.
    sealingKeyFromEnv({});
    const dev = sealingKeyFromEnv({}, log);
    expect(dev).toHaveLength(32);
    expect(sealingKeyFromEnv({ SECRETS_KEY: "" }, log)).toEqual(dev);
    expect(warnings).toHaveLength(1);
    expect(() => sealingKeyFromEnv({ NODE_ENV: "production" }, log)).toThrow(
      /required with NODE_ENV=production/,
    );
  });
});

describe("sealerFromEnv", () => {
  it("follows SECRETS_KEY and NODE_ENV as they change", () => {
    const saved = { node: process.env.NODE_ENV, key: process.env.SECRETS_KEY };
    try {
      delete process.env.SECRETS_KEY;
      const dev = sealerFromEnv();
      const sealed = dev.seal("s", "row");
      process.env.SECRETS_KEY = randomBytes(32).toString("base64");
      expect(() => sealerFromEnv().open(sealed, "row")).toThrow(SealedSecretError);
      delete process.env.SECRETS_KEY;
      expect(sealerFromEnv().open(sealed, "row")).toBe("s");
      process.env.NODE_ENV = "production";
      expect(() => sealerFromEnv()).toThrow(/SECRETS_KEY/);
    } finally {
      process.env.NODE_ENV = saved.node;
      if (saved.key === undefined) delete process.env.SECRETS_KEY;
      else process.env.SECRETS_KEY = saved.key;
    }
  });
});
