/** applyPromotions, table-style: each kind, the stacking rule, and never below zero. */
import { applyPromotions, type Cart, type PricedPromotion } from "./discounts.js";

const BURGER = "11111111-1111-4111-8111-111111111111";
const FRIES = "22222222-2222-4222-8222-222222222222";
const DRINKS = "33333333-3333-4333-8333-333333333333";

function promo(over: Partial<PricedPromotion>): PricedPromotion {
  return {
    promotionId: over.name ?? "p",
    name: "p",
    code: null,
    kind: "fixed",
    percent: null,
    maxDiscountAmount: null,
    amount: null,
    foodItemId: null,
    categoryId: null,
    buyQuantity: null,
    getQuantity: null,
    minSubtotalAmount: 0,
    createdAt: new Date("2026-01-01T00:00:00Z"),
    ...over,
  };
}

// 2 burgers at 1000, 1 fries at 300, 3 drinks at 200 (category DRINKS): subtotal 2900.
const cart: Cart = {
  lines: [
    { foodItemId: BURGER, categoryId: null, quantity: 2, unitAmount: 1000, lineAmount: 2000 },
    { foodItemId: FRIES, categoryId: null, quantity: 1, unitAmount: 300, lineAmount: 300 },
    { foodItemId: "d1", categoryId: DRINKS, quantity: 1, unitAmount: 250, lineAmount: 250 },
    { foodItemId: "d2", categoryId: DRINKS, quantity: 2, unitAmount: 175, lineAmount: 350 },
  ],
  subtotalAmount: 2900,
};

const cases: [
  string,
  {
    given: PricedPromotion[];
    want: { discount: number; lines: number[]; applied: string[]; refused?: string[] };
  },
][] = [
  [
    "10% of the subtotal, spread over the lines",
    {
      given: [promo({ name: "ten", kind: "percentage", percent: 10 })],
      want: { discount: 290, lines: [200, 30, 25, 35], applied: ["ten"] },
    },
  ],
  [
    "a percentage capped by max_discount_amount",
    {
      given: [promo({ name: "half", kind: "percentage", percent: 50, maxDiscountAmount: 500 })],
      want: { discount: 500, lines: [345, 52, 43, 60], applied: ["half"] },
    },
  ],
  [
    "a fixed amount never takes the order below zero",
    {
      given: [promo({ name: "big", kind: "fixed", amount: 99999 })],
      want: { discount: 2900, lines: [2000, 300, 250, 350], applied: ["big"] },
    },
  ],
  [
    "a free item: one unit of it, when the order holds it",
    {
      given: [promo({ name: "free", kind: "free_item", foodItemId: FRIES })],
      want: { discount: 300, lines: [0, 300, 0, 0], applied: ["free"] },
    },
  ],
  [
    "buy 2 get 1 in a category: the cheapest unit is free",
    {
      given: [
        promo({ name: "b2g1", kind: "buy_x_get_y", categoryId: DRINKS, buyQuantity: 2, getQuantity: 1 }),
      ],
      want: { discount: 175, lines: [0, 0, 0, 175], applied: ["b2g1"] },
    },
  ],
  [
    "buy 1 get 1 on an item with too few units applies nothing",
    {
      given: [
        promo({ name: "b1g1", kind: "buy_x_get_y", foodItemId: FRIES, buyQuantity: 1, getQuantity: 1 }),
      ],
      want: { discount: 0, lines: [0, 0, 0, 0], applied: [] },
    },
  ],
  [
    "the best single automatic promotion wins",
    {
      given: [
        promo({ name: "small", kind: "fixed", amount: 100 }),
        promo({ name: "large", kind: "percentage", percent: 20 }),
      ],
      want: { discount: 580, lines: [400, 60, 50, 70], applied: ["large"] },
    },
  ],
  [
    "a code stacks with the best automatic one, the code first",
    {
      given: [
        promo({ name: "auto", kind: "fixed", amount: 100 }),
        promo({ name: "code", code: "FRIES", kind: "free_item", foodItemId: FRIES }),
      ],
      want: { discount: 400, lines: [77, 300, 10, 13], applied: ["code", "auto"] },
    },
  ],
  [
    "a code below its minimum subtotal is refused, the automatic one still applies",
    {
      given: [
        promo({ name: "auto", kind: "fixed", amount: 100 }),
        promo({ name: "code", code: "BIG", kind: "fixed", amount: 500, minSubtotalAmount: 5000 }),
      ],
      want: { discount: 100, lines: [69, 10, 9, 12], applied: ["auto"], refused: ["BIG"] },
    },
  ],
];

describe("applyPromotions", () => {
  it.each(cases)("%s", (_name, { given, want }) => {
    const got = applyPromotions(cart, given);
    expect(got.discountAmount).toBe(want.discount);
    expect(got.lineDiscounts).toEqual(want.lines);
    expect(got.applied.map((a) => a.promotionId)).toEqual(want.applied);
    expect(got.refused.map((r) => r.code)).toEqual(want.refused ?? []);
    expect(got.lineDiscounts.reduce((a, b) => a + b, 0)).toBe(got.discountAmount);
    for (const [i, d] of got.lineDiscounts.entries())
      expect(d).toBeLessThanOrEqual(cart.lines[i]?.lineAmount ?? 0);
  });
});
