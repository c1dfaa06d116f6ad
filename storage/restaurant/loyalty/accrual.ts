/**
 * What a completed order earns under a program's accrual rules: the sum over every rule. Pure, so
 * the arithmetic is tested without a database. Spend counts whole `amount`s of the order's total
 * (after discounts: points reward what the customer paid); visit counts the order once when its
 * total reaches the rule's minimum; item and category count units of the lines that match.
 */
import type { AccrualRule } from "./program.js";

/** The parts of a completed order that earn points. */
export interface AccruingOrder {
  totalAmount: number;
  lines: { foodItemId: string; categoryId: string | null; quantity: number }[];
}

/** Points one rule grants for the order. */
export function rulePoints(rule: AccrualRule, order: AccruingOrder): number {
  switch (rule.type) {
    case "spend":
      return Math.floor(order.totalAmount / rule.amount) * rule.points;
    case "visit":
      return order.totalAmount >= (rule.min_total_amount ?? 0) ? rule.points : 0;
    case "item":
      return rule.points * units(order, (l) => l.foodItemId === rule.food_item_id);
    case "category":
      return rule.points * units(order, (l) => l.categoryId === rule.category_id);
  }
}

function units(order: AccruingOrder, match: (line: AccruingOrder["lines"][number]) => boolean): number {
  return order.lines.reduce((sum, l) => (match(l) ? sum + l.quantity : sum), 0);
}

/** Points the order earns under every rule together. */
export function orderPoints(rules: AccrualRule[], order: AccruingOrder): number {
  return rules.reduce((sum, rule) => sum + rulePoints(rule, order), 0);
}
