/**
 * Offline facilitator for the `exact` scheme on EVM: verifies EIP-3009 authorizations by
 * EIP-712 signature recovery and "settles" by recording the nonce in a {@link NonceStore}.
 *
 * No chain is touched: no RPC, no balance check, no `transferWithAuthorization` broadcast, so
 * no funds move. It is what the spec's verification steps (§6.1.2) can be without a node:
 * signature, amount, time window, parameter matching and nonce reuse; balance and simulation
 * are skipped. Use a remote facilitator for real money.
 */
import { authorizationTypes } from "@x402/evm";
import { getAddress, isAddress, isAddressEqual, keccak256, recoverTypedDataAddress } from "viem";
import {
  asPaymentPayload,
  type Facilitator,
  type FacilitatorPayment,
  type NonceStore,
  nonceKey,
  X402_REASONS as R,
  type SettleResult,
  type VerifyResult,
} from "./facilitator.js";
import { chainIdOf } from "./networks.js";
import { exactEvmPayloadSchema } from "./schemas.js";
import type { ExactEvmPayload, PaymentRequirements } from "./types.js";

/** Options for {@link createLocalFacilitator}. */
export interface LocalFacilitatorOptions {
  /** Replay store; `record` doubles as the settlement ledger. */
  nonces: NonceStore;
  /** Clock in milliseconds since the epoch (like `Date.now`, the default); injectable for tests. */
  now?: () => number;
  /**
   * Tolerance, seconds, for a client clock running ahead: `validBefore` may be up to
   * `now + maxTimeoutSeconds + clockSkewSeconds`. Default {@link DEFAULT_CLOCK_SKEW_SECONDS}.
   */
  clockSkewSeconds?: number;
}

/** Default allowance for client clock drift when bounding `validBefore`. */
export const DEFAULT_CLOCK_SKEW_SECONDS = 30;

// secp256k1 n/2: USDC's ECRecover (like OpenZeppelin's) rejects s above it, so we do too,
// otherwise we would accept signatures the real token contract refuses.
const SECP256K1_HALF_N = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0n;

/**
 * How many proven signatures a facilitator remembers. A paid call verifies its payment before the
 * work and settles it after, and settling checks everything again; the signature recovery is
 * about half of a call's CPU (pure-JS secp256k1), so the second check reuses the first's result.
 */
const PROVEN_SIGNATURES = 4096;

type Checked =
  | { ok: false; result: VerifyResult }
  | { ok: true; payer: `0x${string}`; body: ExactEvmPayload; key: string; value: bigint };

/**
 * Creates the offline facilitator.
 *
 * Amount rule: the authorized value must be at least the required amount (spec §6.1.2
 * "meets or exceeds"); equal is the normal case. Note the reference @x402/evm facilitator is
 * stricter (value must equal amount), so a client overpaying is accepted here but may not be
 * by a remote facilitator.
 */
export function createLocalFacilitator(opts: LocalFacilitatorOptions): Facilitator {
  const now = opts.now ?? Date.now;
  const skew = opts.clockSkewSeconds ?? DEFAULT_CLOCK_SKEW_SECONDS;
  // Signatures proven over exactly this domain and message (the key holds both): a recovery is a
  // pure function of them, so only its successes are kept; a forged one is recovered every time.
  const proven = new Set<string>();
  async function signedOnce(body: ExactEvmPayload, domain: Eip712Domain, payer: `0x${string}`) {
    const key = JSON.stringify([domain, body.authorization, body.signature, payer]);
    if (proven.has(key)) return true;
    if (!(await signedBy(body, domain, payer))) return false;
    if (proven.size >= PROVEN_SIGNATURES) proven.delete(proven.values().next().value as string);
    proven.add(key);
    return true;
  }

  async function check(input: FacilitatorPayment, req: PaymentRequirements): Promise<Checked> {
    const invalid = (invalidReason: string, payer?: string): Checked => ({
      ok: false,
      result:
        payer === undefined ? { isValid: false, invalidReason } : { isValid: false, invalidReason, payer },
    });

    const payment = asPaymentPayload(input, req);
    if (payment.x402Version !== 2) return invalid(R.invalidX402Version);
    const parsed = exactEvmPayloadSchema.safeParse(payment.payload);
    if (!parsed.success) return invalid(R.invalidPayload);
    const body = parsed.data;
    const auth = body.authorization;
    const payer = getAddress(auth.from);

    if (payment.accepted?.scheme !== "exact" || req.scheme !== "exact") {
      return invalid(R.invalidScheme, payer);
    }
    const chainId = chainIdOf(req.network);
    if (chainId === undefined || payment.accepted.network !== req.network) {
      return invalid(R.invalidNetwork, payer);
    }
    const { name, version } = req.extra ?? {};
    if (!isAddress(req.asset, { strict: false }) || !isAddress(req.payTo, { strict: false })) {
      return invalid(R.invalidPaymentRequirements, payer);
    }
    if (typeof name !== "string" || typeof version !== "string") {
      return invalid(R.invalidPaymentRequirements, payer);
    }
    if (
      !isAddress(payment.accepted.asset, { strict: false }) ||
      !isAddressEqual(payment.accepted.asset, req.asset)
    ) {
      return invalid(R.assetMismatch, payer);
    }

    // Signature first: if the authorization is forged, nothing else it claims is worth reporting.
    // The domain comes from *our* requirements, so a signature for another chain or token fails.
    if (
      !(await signedOnce(body, { name, version, chainId, verifyingContract: getAddress(req.asset) }, payer))
    ) {
      return invalid(R.signature, payer);
    }
    if (!isAddressEqual(auth.to, req.payTo)) return invalid(R.recipientMismatch, payer);
    const value = BigInt(auth.value);
    if (value < BigInt(req.amount)) return invalid(R.value, payer);

    const nowS = BigInt(Math.floor(now() / 1000));
    if (BigInt(auth.validAfter) > nowS) return invalid(R.validAfter, payer);
    const validBefore = BigInt(auth.validBefore);
    if (validBefore <= nowS) return invalid(R.validBefore, payer);
    // Bounds how long a captured authorization stays spendable against us.
    if (validBefore > nowS + BigInt(req.maxTimeoutSeconds + skew)) return invalid(R.validBeforeTooFar, payer);

    const key = nonceKey({ network: req.network, asset: req.asset, from: payer, nonce: auth.nonce });
    if (await opts.nonces.isUsed(key)) return invalid(R.nonceAlreadyUsed, payer);
    return { ok: true, payer, body, key, value };
  }

  return {
    async verify(payment, requirements) {
      try {
        const c = await check(payment, requirements);
        return c.ok ? { isValid: true, payer: c.payer } : c.result;
      } catch {
        // Only the nonce store can realistically throw here; the payment itself is not at fault.
        return { isValid: false, invalidReason: R.unexpectedVerifyError };
      }
    },

    async settle(payment, requirements): Promise<SettleResult> {
      const network = requirements.network;
      try {
        const c = await check(payment, requirements);
        if (!c.ok) {
          const failed: SettleResult = { success: false, transaction: "", network };
          failed.errorReason = c.result.invalidReason ?? R.unexpectedSettleError;
          if (c.result.payer !== undefined) failed.payer = c.result.payer;
          return failed;
        }
        // Deterministic and unmistakably not a chain hash: "local:" + keccak256(signature).
        const transaction = `local:${keccak256(c.body.signature)}`;
        const recorded = await opts.nonces.record({
          nonceKey: c.key,
          payer: c.payer,
          payTo: getAddress(requirements.payTo),
          amount: c.value.toString(),
          network,
          asset: getAddress(requirements.asset),
          transaction,
        });
        if (!recorded) {
          // Lost a race with a concurrent settle of the same authorization.
          return {
            success: false,
            errorReason: R.nonceAlreadyUsed,
            transaction: "",
            network,
            payer: c.payer,
          };
        }
        return { success: true, transaction, network, payer: c.payer };
      } catch {
        return { success: false, errorReason: R.unexpectedSettleError, transaction: "", network };
      }
    },
  };
}

/** The EIP-712 domain a payment is signed over: the token's, from our own requirements. */
type Eip712Domain = { name: string; version: string; chainId: number; verifyingContract: `0x${string}` };

/**
 * True when `body.signature` is a canonical 65-byte ECDSA signature by `expected` over the
 * EIP-712 `TransferWithAuthorization` message. Malformed signatures are false, not errors.
 */
async function signedBy(
  body: ExactEvmPayload,
  domain: Eip712Domain,
  expected: `0x${string}`,
): Promise<boolean> {
  const sig = body.signature;
  if (sig.length !== 132) return false; // 0x + 65 bytes; contract wallets are out of scope offline
  const s = BigInt(`0x${sig.slice(66, 130)}`);
  const v = Number.parseInt(sig.slice(130, 132), 16);
  if (s > SECP256K1_HALF_N || (v !== 27 && v !== 28)) return false;
  const a = body.authorization;
  try {
    const recovered = await recoverTypedDataAddress({
      domain,
      types: authorizationTypes,
      primaryType: "TransferWithAuthorization",
      message: {
        from: getAddress(a.from),
        to: getAddress(a.to),
        value: BigInt(a.value),
        validAfter: BigInt(a.validAfter),
        validBefore: BigInt(a.validBefore),
        nonce: a.nonce,
      },
      signature: sig,
    });
    return isAddressEqual(recovered, expected);
  } catch {
    return false;
  }
}
