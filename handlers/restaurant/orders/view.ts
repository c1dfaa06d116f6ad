/** An order as the contract sends it. */
import type {
  DeliveryAddress,
  Order,
  OrderChannel,
  OrderStatus,
} from "../../../generated/restaurant/types.js";
import type { StoredOrder } from "../../../storage/restaurant/orders/orders.js";
import { allowedVerbs } from "./transitions.js";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The stored order and lines in the contract's shape, with the verbs its state allows. */
export function orderBody({ order: o, lines }: StoredOrder): Order {
  const status = o.status as OrderStatus;
  const channel = o.channel as OrderChannel;
  return {
    id: o.id,
    restaurant_id: o.branch_id,
    channel,
    external_id: o.external_id,
    status,
    allowed_verbs: allowedVerbs(status, channel),
    customer_id: o.customer_id,
    currency: o.currency,
    lines: lines.map((l) => ({
      id: l.id,
      food_item_id: l.food_item_id,
      variant_id: l.variant_id,
      name: l.name,
      variant_name: l.variant_name,
      quantity: l.quantity,
      modifiers: l.modifiers,
      unit_amount: l.unit_amount,
      line_amount: l.line_amount,
      discount_amount: l.discount_amount,
      note: l.note,
    })),
    subtotal_amount: o.subtotal_amount,
    discount_amount: o.discount_amount,
    total_amount: o.total_amount,
    promotions: o.promotions,
    reward: o.reward,
    note: o.note,
    table_label: o.table_label,
    // Stored from a validated body only.
    delivery_address: o.delivery_address as DeliveryAddress | null,
    cancel_reason: o.cancel_reason,
    placed_at: o.placed_at.toISOString(),
    accepted_at: iso(o.accepted_at),
    preparing_at: iso(o.preparing_at),
    ready_at: iso(o.ready_at),
    picked_up_at: iso(o.picked_up_at),
    out_for_delivery_at: iso(o.out_for_delivery_at),
    completed_at: iso(o.completed_at),
    cancelled_at: iso(o.cancelled_at),
    failed_at: iso(o.failed_at),
    updated_at: o.updated_at.toISOString(),
  };
}
