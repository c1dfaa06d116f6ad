import { loadX402Config } from "./config.js";
import {
  buildPaymentRequired,
  decodePaymentHeader,
  encodeHeader,
  PAYMENT_HEADER_PATTERN,
  toPaymentPayload,
} from "./requirements.js";
import { createTestPayer } from "./testWallet.js";
import type { PaymentRequirements } from "./types.js";

const cfg = loadX402Config({});
const input = {
  resourceUrl: "https://api.example.com/v1/uuid",
  description: "A fresh UUID",
  mimeType: "application/json",
  priceMicroUsd: 1700,
};
const required = buildPaymentRequired(cfg, input);
const req = required.accepts[0] as PaymentRequirements;
const payer = createTestPayer();

const b64 = (s: string | Buffer): string => Buffer.from(s).toString("base64");
const json = (o: unknown): string => b64(JSON.stringify(o));

describe("buildPaymentRequired", () => {
  it("prices 1700 µUSD as 1700 atomic USDC units in a v2 exact challenge", () => {
    expect(required).toEqual({
      x402Version: 2,
      resource: { url: input.resourceUrl, description: input.description, mimeType: input.mimeType },
      accepts: [
        {
          scheme: "exact",
          network: "eip155:8453",
          amount: "1700",
          asset: cfg.asset,
          payTo: cfg.payTo,
          maxTimeoutSeconds: 60,
          extra: { name: "USD Coin", version: "2" },
        },
      ],
    });
  });

  it("carries the error message when given", () => {
    expect(buildPaymentRequired(cfg, { ...input, error: "payment expired" }).error).toBe("payment expired");
  });

  it.each([0, -1, 1.5, Number.NaN, 2 ** 60])("rejects price %p", (priceMicroUsd) => {
    expect(() => buildPaymentRequired(cfg, { ...input, priceMicroUsd })).toThrow(RangeError);
  });
});

describe("encodeHeader", () => {
  it("is base64 of UTF-8 JSON, non-ASCII included", () => {
    const obj = { a: 1, s: "µUSD ✓" };
    const enc = encodeHeader(obj);
    expect(enc).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(JSON.parse(Buffer.from(enc, "base64").toString("utf8"))).toEqual(obj);
  });

  it("round-trips a signed payment through decodePaymentHeader", async () => {
    const resource = { url: input.resourceUrl, description: "d", mimeType: "application/json" };
    const sent = await payer.createPaymentPayload(req, { resource, nonce: `0x${"ab".repeat(32)}` });
    const got = decodePaymentHeader(encodeHeader(sent), 2);
    expect(got).toEqual({
      ok: true,
      payload: {
        version: 2,
        scheme: "exact",
        network: "eip155:8453",
        payload: sent.payload,
        accepted: req,
        resource,
      },
    });
    if (got.ok) expect(toPaymentPayload(got.payload, req)).toEqual(sent);
  });
});

describe("decodePaymentHeader", () => {
  it("accepts base64url and missing padding", async () => {
    const std = await payer.signPayment(req);
    const url = std.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
    expect(decodePaymentHeader(url, 2)).toEqual(decodePaymentHeader(std, 2));
  });

  it("normalises a v1 X-PAYMENT into the same shape with version 1 and a CAIP-2 network", async () => {
    const header = await payer.signPaymentV1(req);
    const raw = JSON.parse(Buffer.from(header, "base64").toString("utf8"));
    expect(raw).toMatchObject({ x402Version: 1, scheme: "exact", network: "base" });
    const got = decodePaymentHeader(header, 1);
    expect(got).toEqual({
      ok: true,
      payload: { version: 1, scheme: "exact", network: "eip155:8453", payload: raw.payload },
    });
    if (!got.ok) return;
    // v1 names no requirements: ours fill `accepted`, the envelope becomes v2.
    expect(toPaymentPayload(got.payload, req)).toEqual({
      x402Version: 2,
      accepted: req,
      payload: raw.payload,
    });
  });

  const valid = async (): Promise<Record<string, unknown>> =>
    JSON.parse(JSON.stringify(await payer.createPaymentPayload(req)));
  type Case = [
    string,
    { given: () => Promise<string> | string; version?: 1 | 2; want: RegExp; fault?: "syntax" | "payload" },
  ];
  const cases: Case[] = [
    ["empty", { given: () => "", want: /empty header/, fault: "syntax" }],
    ["garbage characters", { given: () => "!!not*base64!!", want: /not valid base64/, fault: "syntax" }],
    ["impossible base64 length", { given: () => "abcde", want: /not valid base64/, fault: "syntax" }],
    ["padding in the middle", { given: () => "ab==cd==", want: /not valid base64/, fault: "syntax" }],
    ["padding after a full group", { given: () => "abcd=", want: /not valid base64/, fault: "syntax" }],
    ["invalid UTF-8", { given: () => b64(Buffer.from([0xff, 0xfe, 0xfd])), want: /UTF-8/ }],
    ["non-JSON text", { given: () => b64("hello, world"), want: /not JSON/ }],
    ["JSON array", { given: () => json([1, 2]), want: /not a JSON object/ }],
    ["JSON null", { given: () => json(null), want: /not a JSON object/ }],
    [
      "x402Version 3",
      {
        given: async () => json({ ...(await valid()), x402Version: 3 }),
        want: /unsupported x402Version 3 \(expected 2\)/,
      },
    ],
    [
      "x402Version as a string",
      {
        given: async () => json({ ...(await valid()), x402Version: "2" }),
        want: /unsupported x402Version "2"/,
      },
    ],
    ["x402Version missing", { given: () => json({ accepted: req }), want: /unsupported x402Version null/ }],
    [
      "a v2 payment in X-PAYMENT",
      {
        given: () => payer.signPayment(req),
        version: 1,
        want: /X-PAYMENT: unsupported x402Version 2 \(expected 1\)/,
      },
    ],
    [
      "a v1 payment in PAYMENT-SIGNATURE",
      { given: () => payer.signPaymentV1(req), want: /unsupported x402Version 1 \(expected 2\)/ },
    ],
    [
      "missing accepted",
      {
        given: async () => json({ ...(await valid()), accepted: undefined }),
        want: /invalid payment payload: accepted/,
      },
    ],
    [
      "missing signature",
      {
        given: async () => {
          const p = await valid();
          delete (p.payload as Record<string, unknown>).signature;
          return json(p);
        },
        want: /payload\.signature/,
      },
    ],
    [
      "short nonce",
      {
        given: async () => {
          const p = await valid();
          (p.payload as { authorization: { nonce: string } }).authorization.nonce = "0x1234";
          return json(p);
        },
        want: /payload\.authorization\.nonce: expected a 0x-prefixed bytes32 nonce/,
      },
    ],
    [
      "negative value",
      {
        given: async () => {
          const p = await valid();
          (p.payload as { authorization: { value: string } }).authorization.value = "-1";
          return json(p);
        },
        want: /payload\.authorization\.value/,
      },
    ],
    [
      "non-CAIP-2 accepted network",
      {
        given: async () => json({ ...(await valid()), accepted: { ...req, network: "base" } }),
        want: /accepted\.network/,
      },
    ],
    [
      "v1 with a non-EVM network",
      {
        given: async () =>
          json({
            ...JSON.parse(Buffer.from(await payer.signPaymentV1(req), "base64").toString()),
            network: "solana",
          }),
        version: 1,
        want: /unknown v1 network "solana"/,
      },
    ],
    ["oversized header", { given: () => "A".repeat(20_000), want: /longer than/, fault: "syntax" }],
  ];
  it.each(cases)("rejects %s", async (_name, { given, version = 2, want, fault = "payload" }) => {
    const got = decodePaymentHeader(await given(), version);
    expect(got.ok).toBe(false);
    if (!got.ok) expect(got).toMatchObject({ reason: expect.stringMatching(want), fault });
  });

  it("calls a value a syntax fault exactly when it breaks PAYMENT_HEADER_PATTERN", () => {
    const pattern = new RegExp(PAYMENT_HEADER_PATTERN);
    for (const value of ["", "a", "ab", "abc", "abcd", "ab==", "abc=", "abcd=", "ab=", "a-_b", "a b c d"]) {
      const got = decodePaymentHeader(value, 2);
      expect([value, !got.ok && got.fault === "syntax"]).toEqual([value, !pattern.test(value)]);
    }
  });
});
