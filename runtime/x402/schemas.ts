/**
 * Zod schemas for what clients send us. They are deliberately strict about the fields we act
 * on (addresses, integers, nonce width) so that everything after decoding can trust the shape,
 * and lenient about fields we merely pass through (unknown keys are stripped, `extra` is open).
 *
 * Field names follow the coinbase x402 v2 specification §5.1–5.2 and the exact-EVM scheme
 * spec; @x402/core ships equivalent zod 3 schemas, but the project is on zod 4.
 */
import { z } from "zod";
import type { Network } from "./types.js";

/** 20-byte hex address; checksum case is not enforced on input (we compare case-insensitively). */
export const addressSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, "expected a 0x-prefixed 20-byte hex address")
  .transform((s) => s as `0x${string}`);

const MAX_UINT256 = (1n << 256n) - 1n;

/**
 * A uint256 as a string: decimal, or 0x-hex as the exact-EVM encoding rules allow. Bounded so
 * BigInt() never sees something that the EIP-712 encoder would reject later.
 */
export const uintStringSchema = z
  .string()
  .regex(/^(0|[1-9][0-9]{0,77}|0[xX][0-9a-fA-F]{1,64})$/, "expected an unsigned integer string")
  .refine((s) => BigInt(s) <= MAX_UINT256, "exceeds uint256");

/** Atomic token amount in requirements: plain decimal, as the spec examples and we emit it. */
const amountSchema = z.string().regex(/^(0|[1-9][0-9]{0,77})$/, "expected a decimal integer string");

/** CAIP-2 `namespace:reference` (the CAIP-2 grammar's character classes and lengths). */
export const caip2Schema = z
  .string()
  .regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, "expected a CAIP-2 network id like eip155:8453")
  .transform((s) => s as Network);

/** EIP-3009 authorization fields (exact-EVM scheme spec). */
export const authorizationSchema = z.object({
  from: addressSchema,
  to: addressSchema,
  value: uintStringSchema,
  validAfter: uintStringSchema,
  validBefore: uintStringSchema,
  nonce: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, "expected a 0x-prefixed bytes32 nonce")
    .transform((s) => s as `0x${string}`),
});

/**
 * `payload` of an exact-EVM payment. The signature length is left open (smart-wallet
 * signatures are longer than 65 bytes and a remote facilitator may accept them); the local
 * facilitator enforces 65 bytes itself.
 */
export const exactEvmPayloadSchema = z.object({
  signature: z
    .string()
    .regex(/^0x([0-9a-fA-F]{2}){1,4096}$/, "expected a 0x-prefixed hex signature")
    .transform((s) => s as `0x${string}`),
  authorization: authorizationSchema,
});

/** v2 PaymentRequirements (spec §5.1.2). `extra` is optional on the wire, `{}` once parsed. */
export const paymentRequirementsSchema = z.object({
  scheme: z.string().min(1),
  network: caip2Schema,
  amount: amountSchema,
  asset: z.string().min(1),
  payTo: z.string().min(1),
  maxTimeoutSeconds: z.number().int().positive(),
  extra: z
    .record(z.string(), z.unknown())
    .optional()
    .transform((v) => v ?? {}),
});

/** v2 ResourceInfo (spec §5.1.2); only `url` is required. */
export const resourceInfoSchema = z.object({
  url: z.string().min(1),
  description: z.string().optional(),
  mimeType: z.string().optional(),
});

/** v2 PaymentPayload carried in `PAYMENT-SIGNATURE` (spec §5.2), exact-EVM body. */
export const paymentPayloadV2Schema = z.object({
  x402Version: z.literal(2),
  resource: resourceInfoSchema.optional(),
  accepted: paymentRequirementsSchema,
  payload: exactEvmPayloadSchema,
  extensions: z.record(z.string(), z.unknown()).optional(),
});

/** v1 payment carried in `X-PAYMENT`: `{x402Version: 1, scheme, network, payload}`. */
export const paymentPayloadV1Schema = z.object({
  x402Version: z.literal(1),
  scheme: z.string().min(1),
  network: z.string().min(1),
  payload: exactEvmPayloadSchema,
});

/** Renders the first few zod issues as `path: message`, compact enough for a 400 body. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((i) => `${i.path.length ? i.path.join(".") : "(root)"}: ${i.message}`)
    .join("; ");
}
