/**
 * Network identifiers: x402 v2 speaks CAIP-2 ("eip155:8453"), v1 spoke bare names ("base").
 * The v1 name → chain id table comes from @x402/evm so our mapping cannot disagree with the
 * reference client that produced the header.
 */
import { EVM_NETWORK_CHAIN_ID_MAP } from "@x402/evm/v1";

/** CAIP-2 id of Base mainnet, the default network. */
export const BASE_MAINNET = "eip155:8453";
/** CAIP-2 id of Base Sepolia, the usual test network. */
export const BASE_SEPOLIA = "eip155:84532";

// CAIP-2 for EVM: namespace "eip155", reference = decimal chain id without leading zeros
// (leading zeros would let "eip155:08453" slip past an exact string comparison).
const EIP155 = /^eip155:([1-9][0-9]{0,15})$/;

/**
 * Chain id of an EVM CAIP-2 network, or undefined when `network` is not `eip155:<id>`.
 * Used for the EIP-712 domain, so it must be exact: no trimming, no leading zeros.
 */
export function chainIdOf(network: string): number | undefined {
  const m = EIP155.exec(network);
  if (!m?.[1]) return undefined;
  const id = Number(m[1]);
  return Number.isSafeInteger(id) ? id : undefined;
}

const V1_NAMES: Readonly<Record<string, number>> = EVM_NETWORK_CHAIN_ID_MAP;

/** CAIP-2 id for a v1 network name ("base" → "eip155:8453"), or undefined if unknown. */
export function caip2FromV1Name(name: string): string | undefined {
  // Own-property check: "constructor" or "__proto__" must not resolve to something.
  if (!Object.hasOwn(V1_NAMES, name)) return undefined;
  return `eip155:${V1_NAMES[name]}`;
}

/** v1 network name for a CAIP-2 id ("eip155:84532" → "base-sepolia"), or undefined. */
export function v1NameFromCaip2(network: string): string | undefined {
  const id = chainIdOf(network);
  if (id === undefined) return undefined;
  return Object.keys(V1_NAMES).find((name) => V1_NAMES[name] === id);
}
