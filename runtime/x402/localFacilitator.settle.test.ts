import { ExactEvmScheme } from "@x402/evm/exact/client";
import { keccak256 } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { loadX402Config } from "./config.js";
import { type NonceStore, nonceKey, X402_REASONS as R } from "./facilitator.js";
import { createLocalFacilitator } from "./localFacilitator.js";
import { createMemoryNonceStore } from "./memoryNonceStore.js";
import { buildPaymentRequired, decodePaymentHeader, encodeHeader } from "./requirements.js";
import { createTestPayer, TEST_PRIVATE_KEY } from "./testWallet.js";
import type { ExactEvmPayload, PaymentPayload, PaymentRequirements } from "./types.js";

const NOW_MS = 1_750_000_000_000;
const STRANGER = "0x209693Bc6afc0C5328bA36FaF03C514EF312287C";

const cfg = loadX402Config({});
const req = buildPaymentRequired(cfg, {
  resourceUrl: "https://api.example.com/v1/uuid",
  description: "d",
  mimeType: "application/json",
  priceMicroUsd: 1700,
}).accepts[0] as PaymentRequirements;
const payer = createTestPayer();

/** A facilitator on a fresh in-memory store, with the clock pinned at NOW_MS. */
function setup() {
  const nonces = createMemoryNonceStore();
  return { nonces, fac: createLocalFacilitator({ nonces, now: () => NOW_MS }) };
}
/** A facilitator on the given store, clock pinned. */
const withStore = (nonces: NonceStore) => createLocalFacilitator({ nonces, now: () => NOW_MS });
const sign = (r: PaymentRequirements, opts = {}) => payer.createPaymentPayload(r, { now: NOW_MS, ...opts });
const body = (p: PaymentPayload) => p.payload as unknown as ExactEvmPayload;

describe("local facilitator: settle", () => {
  it("settles a valid payment exactly once, then reports the nonce as used", async () => {
    const { fac, nonces } = setup();
    const payment = await sign(req);
    const sig = body(payment).signature;

    const first = await fac.settle(payment, req);
    expect(first).toEqual({
      success: true,
      transaction: `local:${keccak256(sig)}`,
      network: "eip155:8453",
      payer: payer.address,
    });
    expect(nonces.settlements()).toEqual([
      {
        nonceKey: nonceKey({
          network: req.network,
          asset: req.asset,
          from: payer.address,
          nonce: body(payment).authorization.nonce,
        }),
        payer: payer.address,
        payTo: cfg.payTo,
        amount: "1700",
        network: "eip155:8453",
        asset: cfg.asset,
        transaction: first.transaction,
      },
    ]);

    expect(await fac.settle(payment, req)).toEqual({
      success: false,
      errorReason: R.nonceAlreadyUsed,
      transaction: "",
      network: "eip155:8453",
      payer: payer.address,
    });
    expect(await fac.verify(payment, req)).toMatchObject({
      isValid: false,
      invalidReason: R.nonceAlreadyUsed,
    });
    expect(nonces.settlements()).toHaveLength(1);
  });

  it("treats a replay with a re-cased from address as the same nonce", async () => {
    const { fac } = setup();
    const payment = await sign(req);
    expect((await fac.settle(payment, req)).success).toBe(true);
    const recased = structuredClone(payment);
    body(recased).authorization.from = payer.address.toLowerCase() as `0x${string}`;
    expect(await fac.settle(recased, req)).toMatchObject({ success: false, errorReason: R.nonceAlreadyUsed });
  });

  it("lets only one of two concurrent settles of the same payment through", async () => {
    const { fac } = setup();
    const payment = await sign(req);
    const results = await Promise.all([fac.settle(payment, req), fac.settle(payment, req)]);
    expect(results.filter((r) => r.success)).toHaveLength(1);
    expect(results.find((r) => !r.success)?.errorReason).toBe(R.nonceAlreadyUsed);
  });

  it("maps record() returning false (lost race in the store) to nonce_already_used", async () => {
    const fac = withStore({ isUsed: async () => false, record: async () => false });
    expect(await fac.settle(await sign(req), req)).toMatchObject({
      success: false,
      errorReason: R.nonceAlreadyUsed,
      transaction: "",
    });
  });

  it("does not settle an invalid payment", async () => {
    const { fac, nonces } = setup();
    expect(await fac.settle(await sign(req, { to: STRANGER }), req)).toEqual({
      success: false,
      errorReason: R.recipientMismatch,
      transaction: "",
      network: "eip155:8453",
      payer: payer.address,
    });
    expect(nonces.settlements()).toEqual([]);
  });

  it("never throws when the store fails", async () => {
    const broken: NonceStore = {
      isUsed: async () => {
        throw new Error("db down");
      },
      record: async () => {
        throw new Error("db down");
      },
    };
    const fac = withStore(broken);
    const payment = await sign(req);
    expect(await fac.verify(payment, req)).toEqual({
      isValid: false,
      invalidReason: R.unexpectedVerifyError,
    });
    expect(await fac.settle(payment, req)).toMatchObject({
      success: false,
      errorReason: R.unexpectedSettleError,
    });
  });
});

describe("end to end through the headers", () => {
  it("settles a v1 X-PAYMENT header passed on as decoded", async () => {
    const { fac } = setup();
    const decoded = decodePaymentHeader(await payer.signPaymentV1(req, { now: NOW_MS }), 1);
    if (!decoded.ok) throw new Error(decoded.reason);
    // The DecodedPayment goes in as is; the facilitator fills v1's missing `accepted`.
    expect(await fac.verify(decoded.payload, req)).toEqual({ isValid: true, payer: payer.address });
    expect(await fac.settle(decoded.payload, req)).toMatchObject({ success: true });
    expect(await fac.settle(decoded.payload, req)).toMatchObject({
      success: false,
      errorReason: R.nonceAlreadyUsed,
    });
  });

  it("accepts a payment created by the reference @x402/evm client", async () => {
    // Interop check: the official client signs; we only decode and verify.
    const scheme = new ExactEvmScheme(privateKeyToAccount(TEST_PRIVATE_KEY));
    const { payload } = await scheme.createPaymentPayload(2, req);
    const header = encodeHeader({ x402Version: 2, accepted: req, payload });
    const decoded = decodePaymentHeader(header, 2);
    if (!decoded.ok) throw new Error(decoded.reason);
    const fac = createLocalFacilitator({ nonces: createMemoryNonceStore() });
    expect(await fac.verify(decoded.payload, req)).toEqual({
      isValid: true,
      payer: payer.address,
    });
  });
});
