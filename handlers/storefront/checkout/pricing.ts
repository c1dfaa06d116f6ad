/**
 * Order totals: `total = subtotal - discount + shipping + tax`, in US cents. The seed gives
 * no pricing rules; ours (also applied to `POST /order`):
 * - shipping: a flat USD 4.95 when any line needs shipping (`requiresShipping`, true unless a
 *   product says otherwise), free from USD 100.00 after the discount;
 * - tax: 8% of the discounted subtotal (shipping is not taxed), rounded half up to the cent.
 * Integer arithmetic throughout: the largest basket (200 lines × 1000 units × USD 10M) stays
 * far inside 2^53 even multiplied by the tax rate.
 */
import type { Discount } from "./discounts.js";
import { discountCents } from "./discounts.js";

/** The flat shipping fee. */
export const SHIPPING_CENTS = 495;
/** Discounted subtotal from which shipping is free. */
export const FREE_SHIPPING_FROM_CENTS = 10_000;
/** Sales tax, percent of the discounted subtotal. */
export const TAX_PERCENT = 8;

/** One priced line. */
export interface LinePrice {
  unitCents: number;
  qty: number;
  requiresShipping: boolean;
}

/** An order's amounts. */
export interface Totals {
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
}

/** Prices a basket. */
export function priceBasket(lines: readonly LinePrice[], discount: Discount | undefined): Totals {
  const subtotalCents = lines.reduce((sum, l) => sum + l.unitCents * l.qty, 0);
  const off = discountCents(discount, subtotalCents);
  const discounted = subtotalCents - off;
  const ships = lines.some((l) => l.requiresShipping);
  const shippingCents = ships && discounted < FREE_SHIPPING_FROM_CENTS ? SHIPPING_CENTS : 0;
  const taxCents = Math.floor((discounted * TAX_PERCENT + 50) / 100);
  return {
    subtotalCents,
    discountCents: off,
    shippingCents,
    taxCents,
    totalCents: discounted + shippingCents + taxCents,
  };
}
