/**
 * The top-up price breakdown, one formula for `purchase-quote` and `payment-intent` (the
 * contract's `PriceBreakdown` docs state it): credits net of the processing fee, sales tax on
 * top. All integer arithmetic, so the same amount always gives the same breakdown.
 */
import type { PriceBreakdown } from "../../../generated/account/types.js";

/** Processing fee: 2.9 % (in tenths of a percent) plus 30 cents, as card processors charge. */
const FEE_PERMILLE = 29;
const FEE_FIXED_CENTS = 30;

/** Metadata key marking a payment intent as an account top-up (the webhook acts on these only). */
export const TOPUP_PURPOSE = "account_topup";

/** Credits are micro-USD: one cent is 10 000 credits. */
const CREDITS_PER_CENT = 10_000;

/** The breakdown for a top-up of `amountCents` (100..100000, checked by the contract). */
export function priceBreakdown(amountCents: number, taxBps: number): PriceBreakdown {
  const feeCents = Math.ceil((amountCents * FEE_PERMILLE) / 1000) + FEE_FIXED_CENTS;
  // Round half up on integers: floor((a * bps + 5000) / 10000).
  const taxCents = Math.floor((amountCents * taxBps + 5000) / 10_000);
  return {
    subtotalCents: amountCents,
    taxCents,
    totalCents: amountCents + taxCents,
    credits: (amountCents - feeCents) * CREDITS_PER_CENT,
  };
}
