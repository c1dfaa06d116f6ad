/**
 * x402 v2 payments (exact scheme, EIP-3009 USDC on EVM): configuration, the 402 challenge,
 * header decoding, and local (offline) or remote facilitators. Test helpers live in
 * `./testWallet.js` and `./memoryNonceStore.js` and are re-exported for examples.
 */
export { DEFAULT_MAX_TIMEOUT_SECONDS, DEV_PAY_TO, loadX402Config, type X402Config } from "./config.js";
export {
  asPaymentPayload,
  type Facilitator,
  type FacilitatorPayment,
  type NonceStore,
  nonceKey,
  type SettlementRow,
  type SettleResult,
  type VerifyResult,
  X402_REASONS,
} from "./facilitator.js";
export {
  createLocalFacilitator,
  DEFAULT_CLOCK_SKEW_SECONDS,
  type LocalFacilitatorOptions,
} from "./localFacilitator.js";
export { createMemoryNonceStore, type MemoryNonceStore } from "./memoryNonceStore.js";
export { BASE_MAINNET, BASE_SEPOLIA, caip2FromV1Name, chainIdOf, v1NameFromCaip2 } from "./networks.js";
export { createRemoteFacilitator, type RemoteFacilitatorOptions } from "./remoteFacilitator.js";
export {
  buildPaymentRequired,
  type DecodeResult,
  decodePaymentHeader,
  encodeHeader,
  MAX_PAYMENT_HEADER_CHARS,
  PAYMENT_HEADER_PATTERN,
  type PaymentRequiredInput,
  toPaymentPayload,
  X402_HEADERS,
} from "./requirements.js";
export { createTestPayer, type SignPaymentOptions, TEST_PRIVATE_KEY, type TestPayer } from "./testWallet.js";
export type * from "./types.js";
