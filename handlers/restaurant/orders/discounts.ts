/**
 * What comes off an order: the marketing area's promotions (automatic ones and the codes sent),
 * then a loyalty reward on what is left. A code sent that takes nothing off (under its minimum, its
 * item not on the order) is 409 `promotion_unavailable`, never silently ignored. The reward is redeemed inside the order's transaction, so
 * its points are held exactly when the order exists. A discount never takes a total below zero.
 */
import type { Knex } from "knex";
import { RestaurantError } from "../../../generated/restaurant/errors.js";
import type { AppliedPromotion, AppliedReward } from "../../../generated/restaurant/types.js";
import { redeemReward } from "../../../storage/restaurant/loyalty/orderHooks.js";
import { applyPromotions, loadApplicablePromotions } from "../../../storage/restaurant/marketing/pricing.js";
import type { PricedLine } from "./pricing.js";

/** The promotions' part: per-line discounts and what each promotion took. */
export interface PromotionDiscount {
  discountAmount: number;
  lineDiscounts: number[];
  applied: AppliedPromotion[];
}

/** Applies the organization's promotions (and `codes`) that fit this order now. */
export async function promotionDiscount(
  db: Knex,
  scope: {
    organizationId: string;
    branchId: string;
    channel: string;
    customerId: string | null;
    at: Date;
    codes: string[];
  },
  lines: PricedLine[],
): Promise<PromotionDiscount> {
  const promotions = await loadApplicablePromotions(db, scope);
  const subtotalAmount = lines.reduce((sum, l) => sum + l.line_amount, 0);
  const result = applyPromotions(
    {
      lines: lines.map((l) => ({
        foodItemId: l.food_item_id,
        categoryId: l.category_id,
        quantity: l.quantity,
        unitAmount: l.unit_amount,
        lineAmount: l.line_amount,
      })),
      subtotalAmount,
    },
    promotions,
  );
  const [refused] = result.refused;
  if (refused)
    throw new RestaurantError(
      "promotion_unavailable",
      `Promotion code "${refused.code}" cannot be used: ${refused.reason}`,
      {
        issues: [{ location: "body", name: "/promotion_codes", message: refused.reason }],
      },
    );
  return {
    discountAmount: result.discountAmount,
    lineDiscounts: result.lineDiscounts,
    applied: result.applied.map((a) => ({ promotion_id: a.promotionId, name: a.name, amount: a.amount })),
  };
}

/**
 * Redeems the reward for the order (in `trx`) and prices it against `remaining` (the total after
 * promotions): a fixed amount, a percentage (with its cap), or one unit of a free item that must
 * be on the order (422 otherwise).
 */
export async function rewardDiscount(
  trx: Knex,
  input: { organizationId: string; customerId: string; rewardId: string; orderId: string },
  lines: PricedLine[],
  remaining: number,
): Promise<AppliedReward> {
  const reward = await redeemReward(trx, input);
  let amount = 0;
  if (reward.discountAmount !== undefined) amount = reward.discountAmount;
  else if (reward.percentage !== undefined) {
    amount = Math.floor((remaining * reward.percentage) / 100);
    if (reward.maxAmount !== undefined) amount = Math.min(amount, reward.maxAmount);
  } else if (reward.freeFoodItemId !== undefined) {
    const units = lines.filter((l) => l.food_item_id === reward.freeFoodItemId).map((l) => l.unit_amount);
    if (units.length === 0)
      throw new RestaurantError("unprocessable", "reward_id: the reward's free item is not on the order", {
        issues: [
          { location: "body", name: "/reward_id", message: "the reward's free item is not on the order" },
        ],
      });
    amount = Math.min(...units);
  }
  return {
    reward_id: reward.rewardId,
    name: reward.name,
    points_cost: reward.pointsCost,
    amount: Math.min(amount, remaining),
  };
}
