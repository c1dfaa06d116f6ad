import { toHex } from "viem";
import { loadX402Config } from "./config.js";
import { X402_REASONS as R } from "./facilitator.js";
import { createLocalFacilitator } from "./localFacilitator.js";
import { createMemoryNonceStore } from "./memoryNonceStore.js";
import { buildPaymentRequired } from "./requirements.js";
import { createTestPayer } from "./testWallet.js";
import type { ExactEvmPayload, PaymentPayload, PaymentRequirements } from "./types.js";

const NOW_MS = 1_750_000_000_000;
const NOW_S = NOW_MS / 1000;
// Hardhat/Anvil account #2: a second public test key, for "signed by someone else".
const OTHER_KEY = "0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804e4ab365a";
const SECP256K1_N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;
const STRANGER = "0x209693Bc6afc0C5328bA36FaF03C514EF312287C";

const reqFor = (env: NodeJS.ProcessEnv = {}): PaymentRequirements =>
  buildPaymentRequired(loadX402Config(env), {
    resourceUrl: "https://api.example.com/v1/uuid",
    description: "d",
    mimeType: "application/json",
    priceMicroUsd: 1700,
  }).accepts[0] as PaymentRequirements;
const req = reqFor();
const sepoliaReq = reqFor({ X402_NETWORK: "eip155:84532" });

const payer = createTestPayer();
const other = createTestPayer(OTHER_KEY);

function setup() {
  return { fac: createLocalFacilitator({ nonces: createMemoryNonceStore(), now: () => NOW_MS }) };
}
const sign = (r: PaymentRequirements, opts = {}) => payer.createPaymentPayload(r, { now: NOW_MS, ...opts });
/** Returns a copy of `p` with `edit` applied to its exact-EVM body. */
function tamper(p: PaymentPayload, edit: (body: ExactEvmPayload) => void): PaymentPayload {
  const copy = structuredClone(p);
  edit(copy.payload as unknown as ExactEvmPayload);
  return copy;
}

describe("local facilitator: verify", () => {
  type Case = [
    string,
    { given: () => Promise<PaymentPayload>; want: string | true; requirements?: PaymentRequirements },
  ];
  const cases: Case[] = [
    ["a correctly signed payment", { given: () => sign(req), want: true }],
    ["overpayment (value > amount) is accepted", { given: () => sign(req, { value: "1800" }), want: true }],
    [
      "payTo in another case",
      { given: () => sign(req), requirements: { ...req, payTo: req.payTo.toLowerCase() }, want: true },
    ],
    [
      "validBefore at the edge: now + maxTimeout + 30 s skew",
      { given: () => sign(req, { validBefore: NOW_S + 60 + 30 }), want: true },
    ],
    ["validAfter exactly now", { given: () => sign(req, { validAfter: NOW_S }), want: true }],
    ["wrong payTo", { given: () => sign(req, { to: STRANGER }), want: R.recipientMismatch }],
    ["too-low value", { given: () => sign(req, { value: "1699" }), want: R.value }],
    ["expired validBefore", { given: () => sign(req, { validBefore: NOW_S - 1 }), want: R.validBefore }],
    [
      "validBefore exactly now (exclusive bound)",
      { given: () => sign(req, { validBefore: NOW_S }), want: R.validBefore },
    ],
    [
      "validBefore too far in the future",
      { given: () => sign(req, { validBefore: NOW_S + 91 }), want: R.validBeforeTooFar },
    ],
    ["not-yet-valid validAfter", { given: () => sign(req, { validAfter: NOW_S + 1 }), want: R.validAfter }],
    [
      "payment for another chain (accepted says Base Sepolia)",
      { given: () => sign(sepoliaReq), want: R.invalidNetwork },
    ],
    [
      "signed for another chain but claiming ours",
      {
        given: async () => ({ ...(await sign({ ...req, network: "eip155:84532" })), accepted: req }),
        want: R.signature,
      },
    ],
    [
      "accepted names another asset",
      {
        given: async () => ({ ...(await sign(req)), accepted: { ...req, asset: STRANGER } }),
        want: R.assetMismatch,
      },
    ],
    [
      "signed for another token contract but claiming ours",
      {
        given: async () => ({ ...(await sign({ ...req, asset: STRANGER })), accepted: req }),
        want: R.signature,
      },
    ],
    [
      "signed with another EIP-712 domain name",
      {
        given: async () => ({
          ...(await sign({ ...req, extra: { name: "USDC", version: "2" } })),
          accepted: req,
        }),
        want: R.signature,
      },
    ],
    [
      "value tampered after signing",
      {
        given: async () =>
          tamper(await sign(req), (b) => {
            b.authorization.value = "1800";
          }),
        want: R.signature,
      },
    ],
    [
      "payTo tampered after signing",
      {
        given: async () =>
          tamper(await sign(req, { to: STRANGER }), (b) => {
            b.authorization.to = req.payTo as `0x${string}`;
          }),
        want: R.signature,
      },
    ],
    [
      "signed by a different key than from",
      {
        given: async () =>
          tamper(await other.createPaymentPayload(req, { now: NOW_MS }), (b) => {
            b.authorization.from = payer.address;
          }),
        want: R.signature,
      },
    ],
    [
      "malleated high-s signature (valid ECDSA, rejected by USDC)",
      {
        given: async () =>
          tamper(await sign(req), (b) => {
            const s = BigInt(`0x${b.signature.slice(66, 130)}`);
            const v = Number.parseInt(b.signature.slice(130), 16);
            b.signature = `0x${b.signature.slice(2, 66)}${toHex(SECP256K1_N - s, { size: 32 }).slice(2)}${(v === 27 ? 28 : 27).toString(16)}`;
          }),
        want: R.signature,
      },
    ],
    [
      "truncated signature",
      {
        given: async () =>
          tamper(await sign(req), (b) => {
            b.signature = `0x${b.signature.slice(2, 130)}`;
          }),
        want: R.signature,
      },
    ],
    [
      "payload missing its signature",
      {
        given: async () =>
          tamper(await sign(req), (b) => {
            delete (b as Partial<ExactEvmPayload>).signature;
          }),
        want: R.invalidPayload,
      },
    ],
    [
      "scheme other than exact",
      {
        given: async () => ({ ...(await sign(req)), accepted: { ...req, scheme: "upto" } }),
        want: R.invalidScheme,
      },
    ],
    [
      "x402Version 1 envelope",
      { given: async () => ({ ...(await sign(req)), x402Version: 1 }), want: R.invalidX402Version },
    ],
    [
      "requirements without an EIP-712 domain",
      { given: () => sign(req), requirements: { ...req, extra: {} }, want: R.invalidPaymentRequirements },
    ],
  ];
  it.each(cases)("%s", async (_name, { given, want, requirements = req }) => {
    const { fac } = setup();
    const got = await fac.verify(await given(), requirements);
    if (want === true) expect(got).toEqual({ isValid: true, payer: payer.address });
    else expect(got).toMatchObject({ isValid: false, invalidReason: want });
  });

  it("reports the payer on an invalid payment when it is known", async () => {
    const { fac } = setup();
    expect(await fac.verify(await sign(req, { value: "1" }), req)).toEqual({
      isValid: false,
      invalidReason: R.value,
      payer: payer.address,
    });
  });

  it("remembers a proven signature for that exact message only: any change is checked afresh", async () => {
    const { fac } = setup();
    const good = await sign(req);
    expect(await fac.verify(good, req)).toEqual({ isValid: true, payer: payer.address });
    // Each edit keeps the proven signature; none may ride on the memory of the first check.
    const edits: ((b: ExactEvmPayload) => void)[] = [
      (b) => {
        b.authorization.value = "999999";
      },
      (b) => {
        b.authorization.nonce = toHex(1n, { size: 32 });
      },
      (b) => {
        b.authorization.validBefore = String(NOW_S + 59);
      },
    ];
    for (const edit of edits)
      expect(await fac.verify(tamper(good, edit), req)).toMatchObject({
        isValid: false,
        invalidReason: R.signature,
      });
    // Another token's domain, same signature and message.
    const otherToken = { ...req, extra: { ...req.extra, name: "Other" } };
    expect(await fac.verify({ ...good, accepted: otherToken }, otherToken)).toMatchObject({
      invalidReason: R.signature,
    });
    // The original still verifies, and settles once.
    expect((await fac.settle(good, req)).success).toBe(true);
    expect(await fac.settle(good, req)).toMatchObject({ success: false, errorReason: R.nonceAlreadyUsed });
  });

  it("uses the real clock by default", async () => {
    const fac = createLocalFacilitator({ nonces: createMemoryNonceStore() });
    expect((await fac.verify(await payer.createPaymentPayload(req), req)).isValid).toBe(true);
    expect((await fac.verify(await sign(req), req)).invalidReason).toBe(R.validBefore); // signed at NOW_MS, long past
  });
});
