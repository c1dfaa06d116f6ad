/**
 * A basket — lines of `{productId, qty}` — checked against the catalog and priced. Shared by
 * `POST /checkout/pay` (lines in the body) and `POST /order` (lines as JSON text in `items`).
 */
import type { Knex } from "knex";
import { z } from "zod";
import { CheckoutLine } from "../../../generated/storefront-ext/schemas.js";
import { productsByIds, type SaleableProduct } from "../../../storage/storefront/products.js";
import { bodyProblem, bodyProblems } from "../problems.js";
import { findDiscount } from "./discounts.js";
import { priceBasket, type Totals } from "./pricing.js";

/** One line of a basket. */
export interface BasketLine {
  productId: number;
  qty: number;
}

/** The contract's bound on `Order.totalCents`. */
export const MAX_ORDER_TOTAL_CENTS = 100_000_000_000;

/** How to check and name things in errors. */
export interface BasketOptions {
  /** JSON pointer of the lines as a whole. */
  itemsPointer: string;
  /** JSON pointer naming line `index` in errors. */
  linePointer(index: number): string;
  /** JSON pointer of the discount code. */
  discountPointer: string;
  /** Refuse (409) lines the stock cannot cover. */
  checkStock: boolean;
}

/** A checked, priced basket. */
export interface PricedBasket {
  lines: (BasketLine & { product: SaleableProduct })[];
  totals: Totals;
}

const ItemsText = z.array(CheckoutLine).min(1).max(200);

/** Parses an order's `items` text (a JSON array of lines, as checkout takes them); 400 otherwise. */
export function parseItemsText(text: string): BasketLine[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  const parsed = ItemsText.safeParse(value);
  if (!parsed.success)
    throw bodyProblem(
      "/items",
      "must be a JSON array of 1 to 200 lines {productId: 1..1000000000000, qty: 1..1000}",
    );
  return parsed.data.map(({ productId, qty }) => ({ productId, qty }));
}

/**
 * Checks every line (the product exists and is published; with `checkStock`, enough units)
 * and the discount code, and prices the basket. 409 naming each line that names no product for
 * sale, an unknown code, each line the stock cannot cover, or a total above the limit: the
 * input is well formed and only the current catalogue refuses it.
 */
export async function checkBasket(
  db: Knex,
  lines: readonly BasketLine[],
  discountCode: string | null | undefined,
  options: BasketOptions,
): Promise<PricedBasket> {
  const products = await productsByIds(
    db,
    lines.map((l) => l.productId),
  );
  const invalid: { pointer: string; message: string }[] = [];
  lines.forEach(({ productId }, i) => {
    const product = products.get(productId);
    if (!product)
      invalid.push({
        pointer: options.linePointer(i),
        message: `line ${i + 1}: no product has id ${productId}`,
      });
    else if (product.status !== "published")
      invalid.push({
        pointer: options.linePointer(i),
        message: `line ${i + 1}: product ${productId} is not for sale`,
      });
  });
  const discount = discountCode ? findDiscount(discountCode) : undefined;
  if (discountCode && !discount)
    invalid.push({ pointer: options.discountPointer, message: `no discount code ${discountCode}` });
  if (invalid.length) throw bodyProblems(invalid, "conflict");

  const priced = lines.map((l) => ({ ...l, product: products.get(l.productId)! }));
  if (options.checkStock) {
    const wanted = new Map<number, { qty: number; first: number }>();
    priced.forEach((l, i) => {
      const seen = wanted.get(l.productId);
      wanted.set(l.productId, { qty: (seen?.qty ?? 0) + l.qty, first: seen?.first ?? i });
    });
    const short = [...wanted].flatMap(([productId, { qty, first }]) => {
      const stock = products.get(productId)!.inventory;
      return qty > stock
        ? [
            {
              pointer: options.linePointer(first),
              message: `line ${first + 1}: product ${productId}: ${qty} wanted, ${stock} in stock`,
            },
          ]
        : [];
    });
    if (short.length) throw bodyProblems(short, "conflict");
  }
  const totals = priceBasket(
    priced.map((l) => ({
      unitCents: l.product.priceCents,
      qty: l.qty,
      requiresShipping: l.product.requiresShipping,
    })),
    discount,
  );
  if (totals.totalCents > MAX_ORDER_TOTAL_CENTS)
    throw bodyProblem(options.itemsPointer, "the order total exceeds USD 1,000,000,000", "conflict");
  return { lines: priced, totals };
}
