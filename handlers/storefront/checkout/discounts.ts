/**
 * Discount codes. The seed gives only their syntax (`^[A-Z0-9][A-Z0-9_-]*$`, at most 40
 * characters); which codes exist is our design, kept as data here rather than a table until
 * the contract grows operations to manage them:
 *
 * | code | takes off |
 * |---|---|
 * | `SPRING-10` (the contract's own example) | 10% of the subtotal, rounded down to the cent |
 * | `WELCOME5` | USD 5.00, never more than the subtotal |
 *
 * Codes are matched exactly (upper case, as the contract requires); an unknown code is a 400.
 */

/** One discount code's rule. */
export type Discount = { kind: "percent"; percent: number } | { kind: "amount"; cents: number };

/** Every code that exists. */
export const DISCOUNTS: Readonly<Record<string, Discount>> = Object.freeze({
  "SPRING-10": { kind: "percent", percent: 10 },
  WELCOME5: { kind: "amount", cents: 500 },
});

/** The rule of `code`, or undefined when no such code exists. */
export function findDiscount(code: string): Discount | undefined {
  return Object.hasOwn(DISCOUNTS, code) ? DISCOUNTS[code] : undefined;
}

/** What `discount` takes off `subtotalCents` (0 without one); never more than the subtotal. */
export function discountCents(discount: Discount | undefined, subtotalCents: number): number {
  if (!discount) return 0;
  const off =
    discount.kind === "percent" ? Math.floor((subtotalCents * discount.percent) / 100) : discount.cents;
  return Math.min(off, subtotalCents);
}
