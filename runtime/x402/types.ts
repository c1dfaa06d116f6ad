/**
 * x402 wire types.
 *
 * The v2 envelope types (`PaymentRequired`, `PaymentRequirements`, `PaymentPayload`,
 * `ResourceInfo`, `SettleResponse`, `VerifyResponse`) and the v1 ones are re-exported from
 * `@x402/core/types` because they match the coinbase x402 v2 specification field for field
 * (§5.1–5.4) and keeping one definition avoids drift with the reference facilitators we may
 * talk to. They are type-only imports: nothing from @x402/core is loaded at runtime here.
 *
 * What @x402/core leaves open (`payload: Record<string, unknown>`) is the scheme-specific
 * body; for the `exact` scheme on EVM it is an EIP-3009 authorization plus its EIP-712
 * signature, typed below as {@link ExactEvmPayload}.
 */
export type {
  Network,
  PaymentPayload,
  PaymentPayloadV1,
  PaymentRequired,
  PaymentRequiredV1,
  PaymentRequirements,
  PaymentRequirementsV1,
  ResourceInfo,
  SettleResponse,
  VerifyResponse,
} from "@x402/core/types";

import type { PaymentRequirements, ResourceInfo } from "@x402/core/types";

/** A 0x-prefixed hex string (addresses, signatures, bytes32 nonces). */
export type Hex = `0x${string}`;

/**
 * EIP-3009 `TransferWithAuthorization` parameters as they travel on the wire.
 * Integers are strings (decimal, or 0x-hex as the exact-EVM spec allows) because uint256 does
 * not fit a JSON number.
 */
export interface Eip3009Authorization {
  /** Payer; the address the signature must recover to. */
  from: Hex;
  /** Recipient; must equal the requirements' `payTo`. */
  to: Hex;
  /** Amount in the token's atomic units (USDC: 6 decimals, so 1 = 1 µUSD). */
  value: string;
  /** Unix seconds; the authorization is unusable before this instant. */
  validAfter: string;
  /** Unix seconds; the authorization is unusable from this instant on. */
  validBefore: string;
  /** 32-byte random nonce; EIP-3009 tokens refuse a (from, nonce) pair twice. */
  nonce: Hex;
}

/** The `payload` body of an `exact` scheme payment on an EVM network. */
export interface ExactEvmPayload {
  /** 65-byte EIP-712 signature over the authorization. */
  signature: Hex;
  /** The signed authorization. */
  authorization: Eip3009Authorization;
}

/**
 * A payment header after strict decoding, in one shape for both protocol versions so that
 * callers branch on `version` only where the transport differs (response header name).
 *
 * v1 (`X-PAYMENT`) carried only `{scheme, network, payload}`: `network` is mapped from the
 * v1 name ("base") to CAIP-2 ("eip155:8453") and `accepted`/`resource` stay undefined.
 */
export interface DecodedPayment {
  /** Protocol version of the header the payment came in. */
  version: 1 | 2;
  /** Payment scheme the client chose ("exact"). */
  scheme: string;
  /** CAIP-2 network id, whatever the version. */
  network: string;
  /** The exact-EVM body: signature and authorization. */
  payload: ExactEvmPayload;
  /** v2 only: the requirements entry the client says it accepted. */
  accepted?: PaymentRequirements;
  /** v2 only: the resource the client says it is paying for. */
  resource?: ResourceInfo;
  /** v2 only: extension data echoed by the client. */
  extensions?: Record<string, unknown>;
}
