/**
 * The pure half of promotion pricing: what a set of applicable promotions takes off a cart. No I/O,
 * no clock: the loader (./pricing.ts) has already decided which promotions apply at that moment to
 * that branch, channel and customer; this decides only what the cart's contents allow.
 *
 * Stacking (our design, in the contract too): at most one code promotion, plus the single best
 * automatic one — the one that takes the most off after the code promotion has been applied (ties
 * go to the older promotion). The code promotion goes first. Nothing takes a line below zero, so
 * the order's discount never exceeds its subtotal.
 */

/** One line of the cart being priced. */
export interface CartLine {
  foodItemId: string;
  categoryId: string | null;
  quantity: number;
  /** The price of one unit, modifiers included. */
  unitAmount: number;
  /** The line's amount before discounts (`unitAmount × quantity`). */
  lineAmount: number;
}

/** What pricing sees of an order. */
export interface Cart {
  lines: CartLine[];
  subtotalAmount: number;
}

/** A promotion as pricing applies it. */
export interface PricedPromotion {
  promotionId: string;
  name: string;
  /** Null for an automatic promotion. */
  code: string | null;
  kind: "percentage" | "fixed" | "free_item" | "buy_x_get_y";
  percent: number | null;
  maxDiscountAmount: number | null;
  amount: number | null;
  foodItemId: string | null;
  categoryId: string | null;
  buyQuantity: number | null;
  getQuantity: number | null;
  minSubtotalAmount: number;
  createdAt: Date;
}

/** A promotion that took something off. */
export interface AppliedPromotion {
  promotionId: string;
  name: string;
  amount: number;
}

/** A code promotion the cart did not qualify for, and why (the caller answers 409). */
export interface RefusedPromotion {
  promotionId: string;
  code: string;
  reason: string;
}

/** What {@link applyPromotions} decided. */
export interface PricingResult {
  discountAmount: number;
  /** Per cart line, in cart order: what the promotions took off it. */
  lineDiscounts: number[];
  applied: AppliedPromotion[];
  /** Code promotions that took nothing off (minimum subtotal, item not in the cart). */
  refused: RefusedPromotion[];
}

/**
 * Splits `total` over `weights` in proportion, largest remainders first, never above a weight
 * (BigInt: an amount times a line amount can pass 2^53).
 */
function proportional(total: number, weights: readonly number[]): number[] {
  const sum = BigInt(weights.reduce((a, b) => a + b, 0));
  if (sum === 0n || total <= 0) return weights.map(() => 0);
  const t = BigInt(total);
  const share = weights.map((w) => Number((t * BigInt(w)) / sum));
  let left = total - share.reduce((a, b) => a + b, 0);
  const order = weights
    .map((w, i) => ({ i, rest: (t * BigInt(w)) % sum }))
    .sort((a, b) => (b.rest > a.rest ? 1 : b.rest < a.rest ? -1 : a.i - b.i));
  for (const { i } of order) {
    if (left === 0) break;
    if ((share[i] ?? 0) < (weights[i] ?? 0)) {
      share[i] = (share[i] ?? 0) + 1;
      left -= 1;
    }
  }
  return share;
}

/** Units of the lines `matches` picks, cheapest first, as [line index, unit amount]. */
function units(cart: Cart, matches: (l: CartLine) => boolean): [number, number][] {
  const out: [number, number][] = [];
  cart.lines.forEach((l, i) => {
    if (matches(l)) for (let n = 0; n < l.quantity; n++) out.push([i, l.unitAmount]);
  });
  return out.sort((a, b) => a[1] - b[1] || a[0] - b[0]);
}

/** What one promotion takes off each line given what is left of the lines, or why nothing. */
function allocate(cart: Cart, left: readonly number[], p: PricedPromotion): number[] | string {
  if (cart.subtotalAmount < p.minSubtotalAmount)
    return `the order's subtotal is below the promotion's minimum of ${p.minSubtotalAmount}`;
  const zero = left.map(() => 0);
  const remaining = left.reduce((a, b) => a + b, 0);
  switch (p.kind) {
    case "percentage": {
      let d = Math.floor((cart.subtotalAmount * (p.percent ?? 0)) / 100);
      if (p.maxDiscountAmount !== null) d = Math.min(d, p.maxDiscountAmount);
      return proportional(Math.min(d, remaining), left);
    }
    case "fixed":
      return proportional(Math.min(p.amount ?? 0, remaining), left);
    case "free_item": {
      const [unit] = units(cart, (l) => l.foodItemId === p.foodItemId);
      if (!unit) return "the promotion's free item is not in the order";
      zero[unit[0]] = unit[1];
      break;
    }
    case "buy_x_get_y": {
      const matching = units(
        cart,
        (l) =>
          (p.foodItemId !== null && l.foodItemId === p.foodItemId) ||
          (p.categoryId !== null && l.categoryId === p.categoryId),
      );
      const group = (p.buyQuantity ?? 1) + (p.getQuantity ?? 1);
      const free = Math.floor(matching.length / group) * (p.getQuantity ?? 1);
      if (free === 0) return `the order needs ${group} qualifying items`;
      for (const [i, a] of matching.slice(0, free)) zero[i] = (zero[i] ?? 0) + a;
      break;
    }
  }
  return zero.map((d, i) => Math.min(d, left[i] ?? 0));
}

const total = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/**
 * What `promotions` take off `cart` under the stacking rule (module comment). Pure: same input,
 * same answer. Every amount is an integer; no line goes below zero.
 */
export function applyPromotions(cart: Cart, promotions: readonly PricedPromotion[]): PricingResult {
  const left = cart.lines.map((l) => l.lineAmount);
  const lineDiscounts = cart.lines.map(() => 0);
  const applied: AppliedPromotion[] = [];
  const refused: RefusedPromotion[] = [];
  const take = (p: PricedPromotion, cut: number[]) => {
    cut.forEach((d, i) => {
      left[i] = (left[i] ?? 0) - d;
      lineDiscounts[i] = (lineDiscounts[i] ?? 0) + d;
    });
    applied.push({ promotionId: p.promotionId, name: p.name, amount: total(cut) });
  };
  const coded = promotions.find((p) => p.code !== null);
  if (coded) {
    const cut = allocate(cart, left, coded);
    if (typeof cut === "string" || total(cut) === 0)
      refused.push({
        promotionId: coded.promotionId,
        code: coded.code as string,
        reason: typeof cut === "string" ? cut : "nothing is left to discount",
      });
    else take(coded, cut);
  }
  let best: { p: PricedPromotion; cut: number[] } | undefined;
  for (const p of promotions) {
    if (p.code !== null) continue;
    const cut = allocate(cart, left, p);
    if (typeof cut === "string" || total(cut) === 0) continue;
    const better =
      !best ||
      total(cut) > total(best.cut) ||
      (total(cut) === total(best.cut) && p.createdAt.getTime() < best.p.createdAt.getTime());
    if (better) best = { p, cut };
  }
  if (best) take(best.p, best.cut);
  return { discountAmount: total(lineDiscounts), lineDiscounts, applied, refused };
}
