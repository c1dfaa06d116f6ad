/**
 * Prices an order's lines from what the restaurant sells at that moment (the menu area's
 * `sellableItems`: branch menu over its preset, overrides and windows applied). The client names
 * items, variants and modifier options; every amount comes from here. A line the restaurant does
 * not sell now is 422 `item_unavailable`; choices outside a modifier group's limits, or options of
 * no group of the item, are 422 `invalid_modifiers`. `issues` names the line's member.
 */
import type { Knex } from "knex";
import { RestaurantError } from "../../../generated/restaurant/errors.js";
import type { OrderLineInput } from "../../../generated/restaurant/types.js";
import type { ApiError } from "../../../runtime/errors.js";
import { type SellableItem, sellableItems } from "../../../storage/restaurant/menu/sellable.js";
import type { OrderLineRow } from "../../../storage/restaurant/orders/orders.js";

/** A line as priced, ready to store. */
export type PricedLine = Omit<OrderLineRow, "id" | "order_id">;

function refuse(code: "item_unavailable" | "invalid_modifiers", name: string, message: string): ApiError {
  return new RestaurantError(code, `${name}: ${message}`, { issues: [{ location: "body", name, message }] });
}

/** Prices one line against the item on sale; throws the line's 422. */
function priceLine(input: OrderLineInput, item: SellableItem | undefined, index: number): PricedLine {
  const at = `/lines/${index}`;
  if (!item) throw refuse("item_unavailable", `${at}/food_item_id`, "is not on sale at this restaurant now");
  const variant =
    input.variant_id === undefined
      ? item.variants.length === 1
        ? item.variants[0]
        : undefined
      : item.variants.find((v) => v.id === input.variant_id);
  if (!variant)
    throw refuse(
      "item_unavailable",
      `${at}/variant_id`,
      input.variant_id === undefined
        ? `is required: the item has ${item.variants.length} variants`
        : "is not a variant of the item on sale now",
    );
  const chosen = input.modifier_option_ids ?? [];
  if (new Set(chosen).size !== chosen.length)
    throw refuse("invalid_modifiers", `${at}/modifier_option_ids`, "names an option twice");
  const modifiers: PricedLine["modifiers"] = [];
  for (const group of item.modifierGroups) {
    const picked = group.options.filter((o) => chosen.includes(o.id));
    if (picked.length < group.min || picked.length > group.max)
      throw refuse(
        "invalid_modifiers",
        `${at}/modifier_option_ids`,
        `"${group.name}" takes ${group.min === group.max ? group.min : `${group.min} to ${group.max}`} choices, got ${picked.length}`,
      );
    for (const o of picked)
      modifiers.push({ option_id: o.id, group_id: group.id, name: o.name, price_delta: o.priceDelta });
  }
  if (modifiers.length !== chosen.length)
    throw refuse(
      "invalid_modifiers",
      `${at}/modifier_option_ids`,
      "names an option the item does not offer now",
    );
  const unit = variant.price + modifiers.reduce((sum, m) => sum + m.price_delta, 0);
  return {
    position: index,
    food_item_id: item.foodItemId,
    variant_id: variant.id,
    category_id: item.categoryId,
    name: item.name,
    variant_name: item.variants.length > 1 ? variant.name : null,
    quantity: input.quantity,
    modifiers,
    unit_amount: unit,
    line_amount: unit * input.quantity,
    discount_amount: 0,
    note: input.note ?? null,
  };
}

/** Every line priced from the restaurant's menu at `at`. */
export async function priceLines(
  db: Knex,
  scope: { organizationId: string; branchId: string; at: Date },
  lines: OrderLineInput[],
): Promise<PricedLine[]> {
  const onSale = new Map((await sellableItems(db, scope)).map((item) => [item.foodItemId, item]));
  return lines.map((line, i) => priceLine(line, onSale.get(line.food_item_id), i));
}
