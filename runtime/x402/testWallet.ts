/**
 * A paying client for tests and examples: signs EIP-3009 authorizations with a local key and
 * returns ready-to-send header values. It signs exactly like the reference @x402/evm client
 * (same EIP-712 types and domain), so what verifies against it verifies against real wallets.
 */
import { authorizationTypes } from "@x402/evm";
import { getAddress, type Hex, toHex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { chainIdOf, v1NameFromCaip2 } from "./networks.js";
import { encodeHeader } from "./requirements.js";
import type { ExactEvmPayload, PaymentPayload, PaymentRequirements, ResourceInfo } from "./types.js";

/**
 * Hardhat/Anvil default account #0 (mnemonic "test test … junk"). Published in every Ethereum
 * tutorial, so it is a test key by definition: NEVER fund it or use it for anything real.
 * Address 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266.
 */
export const TEST_PRIVATE_KEY: Hex = "0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80";

/** Knobs for producing valid and deliberately broken payments. */
export interface SignPaymentOptions {
  /** Authorization lifetime from now, seconds. Default `requirements.maxTimeoutSeconds`. */
  validForSeconds?: number;
  /** bytes32 nonce. Default 32 random bytes. */
  nonce?: Hex;
  /** Authorized amount, atomic units. Default `requirements.amount`. */
  value?: string | bigint;
  /** Recipient. Default `requirements.payTo`. */
  to?: Hex;
  /** Explicit validAfter, unix seconds. Default now − 600 (tolerates a verifier clock behind ours). */
  validAfter?: number | bigint;
  /** Explicit validBefore, unix seconds; overrides `validForSeconds`. */
  validBefore?: number | bigint;
  /** Clock, ms since the epoch. Default `Date.now()`. */
  now?: number;
  /** v2 only: the resource the payment is for. */
  resource?: ResourceInfo;
}

/** A test payer bound to one key. */
export interface TestPayer {
  /** The payer address (EIP-55). */
  address: Hex;
  /** Signs and returns the v2 `PaymentPayload` object. */
  createPaymentPayload(requirements: PaymentRequirements, opts?: SignPaymentOptions): Promise<PaymentPayload>;
  /** Signs and returns the base64 value for the v2 `PAYMENT-SIGNATURE` header. */
  signPayment(requirements: PaymentRequirements, opts?: SignPaymentOptions): Promise<string>;
  /** Signs and returns the base64 value for the v1 `X-PAYMENT` header. */
  signPaymentV1(requirements: PaymentRequirements, opts?: SignPaymentOptions): Promise<string>;
}

/** Creates a payer from `privateKey` (default {@link TEST_PRIVATE_KEY}). Test keys only. */
export function createTestPayer(privateKey: Hex = TEST_PRIVATE_KEY): TestPayer {
  const account = privateKeyToAccount(privateKey);

  async function sign(req: PaymentRequirements, opts: SignPaymentOptions = {}): Promise<ExactEvmPayload> {
    const { name, version } = req.extra ?? {};
    const chainId = chainIdOf(req.network);
    if (typeof name !== "string" || typeof version !== "string" || chainId === undefined) {
      throw new Error(
        "requirements need an eip155 network and extra.name / extra.version (the EIP-712 domain)",
      );
    }
    const nowS = Math.floor((opts.now ?? Date.now()) / 1000);
    const authorization = {
      from: account.address,
      to: getAddress(opts.to ?? req.payTo),
      value: BigInt(opts.value ?? req.amount),
      validAfter: BigInt(opts.validAfter ?? nowS - 600),
      validBefore: BigInt(opts.validBefore ?? nowS + (opts.validForSeconds ?? req.maxTimeoutSeconds)),
      nonce: opts.nonce ?? toHex(crypto.getRandomValues(new Uint8Array(32))),
    };
    const signature = await account.signTypedData({
      domain: { name, version, chainId, verifyingContract: getAddress(req.asset) },
      types: authorizationTypes,
      primaryType: "TransferWithAuthorization",
      message: authorization,
    });
    return {
      signature,
      authorization: {
        ...authorization,
        value: authorization.value.toString(),
        validAfter: authorization.validAfter.toString(),
        validBefore: authorization.validBefore.toString(),
      },
    };
  }

  async function createPaymentPayload(
    req: PaymentRequirements,
    opts?: SignPaymentOptions,
  ): Promise<PaymentPayload> {
    const payload: PaymentPayload = {
      x402Version: 2,
      accepted: req,
      payload: { ...(await sign(req, opts)) },
    };
    if (opts?.resource !== undefined) payload.resource = opts.resource;
    return payload;
  }

  return {
    address: account.address,
    createPaymentPayload,
    async signPayment(req, opts) {
      return encodeHeader(await createPaymentPayload(req, opts));
    },
    async signPaymentV1(req, opts) {
      const network = v1NameFromCaip2(req.network);
      if (network === undefined) throw new Error(`no v1 network name for ${req.network}`);
      return encodeHeader({ x402Version: 1, scheme: req.scheme, network, payload: await sign(req, opts) });
    },
  };
}
