/**
 * x402 configuration from the environment.
 *
 * Everything is validated up front so a typo in an address fails at boot with a message naming
 * the variable, instead of surfacing later as every payment being "invalid signature".
 */
import { findDefaultAsset, getDefaultAsset } from "@x402/evm";
import { getAddress, isAddress, zeroAddress } from "viem";
import type { SectionValues } from "../config/define.js";
import { isProduction, x402Variables } from "../config/kernel.js";
import { readSection } from "../config/read.js";
import type { WarnLogger } from "../secrets/sealed.js";
import { chainIdOf } from "./networks.js";
import type { Network } from "./types.js";

/** Everything the payment module needs to price, verify and settle. */
export interface X402Config {
  /** CAIP-2 network, default "eip155:8453" (Base mainnet). Env `X402_NETWORK`. */
  network: string;
  /** Token contract (USDC on `network` by default), EIP-55 checksummed. Env `X402_ASSET`. */
  asset: `0x${string}`;
  /** EIP-712 domain `name` of the token ("USD Coin" on Base, "USDC" on Base Sepolia). */
  assetName: string;
  /** EIP-712 domain `version` of the token ("2" for USDC). */
  assetVersion: string;
  /** EVM chain id, derived from `network`; part of the EIP-712 domain. */
  chainId: number;
  /** Recipient of payments, EIP-55 checksummed. Env `X402_PAY_TO`, default {@link DEV_PAY_TO}. */
  payTo: `0x${string}`;
  /** Longest authorization window we accept and advertise, seconds. Default 60. */
  maxTimeoutSeconds: number;
  /** Remote facilitator base URL (no trailing slash). Env `X402_FACILITATOR_URL`. */
  facilitatorUrl?: string;
}

/**
 * Development default for `payTo`: the second well-known Hardhat/Anvil test account
 * (mnemonic "test test … junk", index 1). Its private key is public, so it is only acceptable
 * while the local facilitator is in use — no chain is touched and no funds move. With a remote
 * facilitator (real settlement) {@link loadX402Config} insists on an explicit `X402_PAY_TO`.
 */
export const DEV_PAY_TO = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8" as const;

/** Default `maxTimeoutSeconds`; matches the spec examples and the reference clients. */
export const DEFAULT_MAX_TIMEOUT_SECONDS = Number(x402Variables.variables.X402_MAX_TIMEOUT_SECONDS.default);

/**
 * Reads and validates the x402 settings (variables in `runtime/config/kernel.ts`). Asset and
 * EIP-712 domain default from the @x402/evm stablecoin table for the network. With
 * `NODE_ENV=production` the offline facilitator (no funds move) is refused unless
 * `X402_FACILITATOR_URL` is set or `X402_OFFLINE_IN_PRODUCTION=true` asks for it by name.
 * Whenever it is in use it warns through `log`, as an unset `SECRETS_KEY` does.
 *
 * @throws Error naming the offending variable on any invalid value.
 */
export function loadX402Config(env: NodeJS.ProcessEnv = process.env, log?: WarnLogger): X402Config {
  const v = readSection(x402Variables, env);
  const network = v.X402_NETWORK;
  const chainId = chainIdOf(network);
  if (chainId === undefined) {
    throw new Error(
      `X402_NETWORK must be an EVM CAIP-2 id like "eip155:8453" (Base) or "eip155:84532" (Base Sepolia); got ${JSON.stringify(network)}`,
    );
  }

  const { asset, assetName, assetVersion } = resolveAsset(network, v);
  const facilitatorUrl = v.X402_FACILITATOR_URL;
  // The offline facilitator accepts any correctly signed payment without touching the chain: in
  // production a wallet holding nothing would "pay". Refuse unless it is asked for by name.
  if (facilitatorUrl === undefined) {
    if (!isProduction(env))
      log?.warn(
        "x402: the offline facilitator verifies payments but moves no funds (set X402_FACILITATOR_URL)",
      );
    else if (!v.X402_OFFLINE_IN_PRODUCTION)
      throw new Error(
        "NODE_ENV=production without X402_FACILITATOR_URL: set it (real settlement), or X402_OFFLINE_IN_PRODUCTION=true to accept payments that move no funds",
      );
    else
      log?.warn(
        "x402: the offline facilitator is in use with NODE_ENV=production (X402_OFFLINE_IN_PRODUCTION=true): payments are accepted without any funds moving; set X402_FACILITATOR_URL for real settlement",
      );
  }

  const payToRaw = v.X402_PAY_TO;
  if (payToRaw === undefined && facilitatorUrl !== undefined) {
    // The dev default's key is public: with real settlement anyone could sweep the proceeds.
    throw new Error("X402_PAY_TO is required when X402_FACILITATOR_URL is set (real settlement)");
  }
  const payTo = parseAddress("X402_PAY_TO", payToRaw ?? DEV_PAY_TO);
  if (payTo === zeroAddress) throw new Error("X402_PAY_TO must not be the zero address");

  const cfg: X402Config = {
    network,
    asset,
    assetName,
    assetVersion,
    chainId,
    payTo,
    maxTimeoutSeconds: v.X402_MAX_TIMEOUT_SECONDS,
  };
  if (facilitatorUrl !== undefined) cfg.facilitatorUrl = facilitatorUrl;
  return cfg;
}

/** Validates an EVM address (EIP-55 checksum enforced when mixed case) and checksums it. */
function parseAddress(variable: string, value: string): `0x${string}` {
  if (!isAddress(value, { strict: true })) {
    throw new Error(
      `${variable} is not a valid EVM address (0x + 40 hex digits; mixed case must be a correct EIP-55 checksum): ${JSON.stringify(value)}`,
    );
  }
  return getAddress(value);
}

/**
 * Picks the token and its EIP-712 domain. The domain must be exactly what the token contract
 * hashes, or every signature fails to verify; so an unknown asset needs name and version set
 * explicitly rather than guessed.
 */
function resolveAsset(
  network: string,
  v: SectionValues<typeof x402Variables.variables>,
): { asset: `0x${string}`; assetName: string; assetVersion: string } {
  const assetRaw = v.X402_ASSET;
  let known: { asset: string; name: string; version: string; assetTransferMethod?: string } | undefined;
  if (assetRaw === undefined) {
    try {
      known = getDefaultAsset(network as Network);
    } catch {
      throw new Error(`X402_ASSET is required: no default stablecoin is known for network ${network}`);
    }
  } else {
    known = findDefaultAsset(assetRaw, network as Network);
  }
  if (known?.assetTransferMethod !== undefined && known.assetTransferMethod !== "eip3009") {
    // Permit2-only tokens have no transferWithAuthorization; the exact-EIP-3009 flow cannot work.
    throw new Error(
      `the asset for ${network} does not support EIP-3009; set X402_ASSET to a USDC-like token`,
    );
  }
  const asset = parseAddress("X402_ASSET", assetRaw ?? known?.asset ?? "");
  const assetName = v.X402_ASSET_NAME ?? known?.name;
  const assetVersion = v.X402_ASSET_VERSION ?? known?.version;
  if (assetName === undefined || assetVersion === undefined) {
    throw new Error(
      `X402_ASSET_NAME and X402_ASSET_VERSION (the token's EIP-712 domain) are required for unknown asset ${asset} on ${network}`,
    );
  }
  return { asset, assetName, assetVersion };
}
