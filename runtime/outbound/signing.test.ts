import { Webhook, WebhookVerificationError } from "standardwebhooks";
import { isSigningSecret, newSigningSecret, signedHeaders } from "./signing.js";

describe("newSigningSecret", () => {
  it("is whsec_ + padded base64 of 32 random bytes, fresh each time", () => {
    const a = newSigningSecret();
    const b = newSigningSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(a.slice("whsec_".length), "base64")).toHaveLength(32);
    expect(a).not.toBe(b);
    expect(isSigningSecret(a)).toBe(true);
  });
});

describe("isSigningSecret", () => {
  const b64 = (bytes: number) => Buffer.alloc(bytes, 7).toString("base64");
  it.each([
    ["24 bytes", `whsec_${b64(24)}`],
    ["64 bytes", `whsec_${b64(64)}`],
    ["the spec's example secret", "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw"],
  ])("accepts %s", (_name, secret) => {
    expect(isSigningSecret(secret)).toBe(true);
  });

  it.each([
    ["no prefix", b64(32)],
    ["the prefix alone", "whsec_"],
    ["23 bytes", `whsec_${b64(23)}`],
    ["65 bytes", `whsec_${b64(65)}`],
    ["non-base64 characters", `whsec_${"!".repeat(44)}`],
    ["URL-safe base64", `whsec_${Buffer.alloc(32, 0xfb).toString("base64url")}`],
    ["missing padding", `whsec_${b64(32).replace(/=+$/, "")}`],
    ["non-canonical padding bits", `whsec_${b64(32).slice(0, 42)}B=`],
  ])("rejects %s", (_name, secret) => {
    expect(isSigningSecret(secret)).toBe(false);
  });
});

describe("signedHeaders", () => {
  it("matches the Standard Webhooks reference example", () => {
    // The test vector the spec's reference libraries share.
    const headers = signedHeaders(
      "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
      "msg_p5jXN8AQM9LWM0D4loKWxJek",
      new Date(1614265330 * 1000),
      '{"test": 2432232314}',
    );
    expect(headers).toEqual({
      "webhook-id": "msg_p5jXN8AQM9LWM0D4loKWxJek",
      "webhook-timestamp": "1614265330",
      "webhook-signature": "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
      "content-type": "application/json",
    });
  });

  it("verifies with the receiver's library, and a tampered body or other secret does not", () => {
    const secret = newSigningSecret();
    const body = JSON.stringify({ type: "job.finished", data: { id: "job_1", note: "ünïcödé ✓" } });
    const headers = signedHeaders(secret, "msg_1", new Date(), body);
    expect(headers["webhook-timestamp"]).toMatch(/^\d+$/);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(secret).verify(body.replace("job_1", "job_2"), headers)).toThrow(
      WebhookVerificationError,
    );
    expect(() => new Webhook(newSigningSecret()).verify(body, headers)).toThrow(WebhookVerificationError);
  });

  it("floors the timestamp to whole seconds", () => {
    const headers = signedHeaders(newSigningSecret(), "msg_1", new Date(1_750_000_000_999), "{}");
    expect(headers["webhook-timestamp"]).toBe("1750000000");
  });

  it("throws on a malformed secret", () => {
    expect(() => signedHeaders("not-a-secret", "msg_1", new Date(), "{}")).toThrow(
      "signing secret must be whsec_ + base64 of 24 to 64 bytes",
    );
  });
});
