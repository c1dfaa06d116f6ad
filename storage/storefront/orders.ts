/**
 * Orders as checkout moves them: created `pending` with their totals, tied to a hosted
 * payment session, then `paid` exactly once — the conditional `UPDATE … WHERE status =
 * 'pending'` decides which of several concurrent confirmations (or webhooks) applies the
 * payment and takes the units out of stock — or `cancelled` when the session expires.
 */
import type { Knex } from "knex";
import { inTransaction, runner } from "../run.js";
import { type ApiRecord, toRecord } from "./crud.js";
import { takeFromStock } from "./products.js";
import { TABLES } from "./resources.js";

const spec = TABLES.order;

/** An order's lifecycle state. */
export type OrderStatus = "pending" | "paid" | "shipped" | "cancelled";

/** The amounts of an order, in US cents. */
export interface OrderTotals {
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
}

/** A new order's fields. */
export interface NewOrder extends OrderTotals {
  ownerUserId: string | null;
  /** JSON array of `{productId, qty}`. */
  items: string;
  discountCode: string | null;
  customerEmail?: string | null;
  shippingAddress?: string | null;
  shippingMethod?: string | null;
  createdAt: number;
}

/** Inserts a `pending` order and returns it as the API shows it. */
export async function insertPendingOrder(db: Knex, order: NewOrder): Promise<ApiRecord> {
  const [row] = (await runner(db)(spec.table)
    .insert({
      owner_user_id: order.ownerUserId,
      items: order.items,
      discount_code: order.discountCode,
      customer_email: order.customerEmail ?? null,
      shipping_address: order.shippingAddress ?? null,
      shipping_method: order.shippingMethod ?? null,
      status: "pending",
      subtotal_cents: order.subtotalCents,
      discount_cents: order.discountCents,
      shipping_cents: order.shippingCents,
      tax_cents: order.taxCents,
      total_cents: order.totalCents,
      created_at: order.createdAt,
    })
    .returning("*")) as Record<string, unknown>[];
  return toRecord(spec, row!);
}

/** Ties an order to the payment session that pays for it. */
export async function attachPaymentSession(
  db: Knex,
  orderId: number,
  sessionId: string,
  expiresAt: number,
): Promise<void> {
  await runner(db)(spec.table)
    .where({ id: orderId })
    .update({ processor_session_id: sessionId, session_expires_at: expiresAt });
}

/** Removes an order that never got a payment session (the processor refused or was down). */
export async function discardPendingOrder(db: Knex, orderId: number): Promise<void> {
  await runner(db)(spec.table)
    .where({ id: orderId, status: "pending" })
    .whereNull("processor_session_id")
    .del();
}

/** What confirming an order needs. */
export interface OrderPayment {
  id: number;
  status: OrderStatus;
  sessionId: string | null;
}

function toPayment(row: {
  id: string;
  status: OrderStatus;
  processor_session_id: string | null;
}): OrderPayment {
  return { id: Number(row.id), status: row.status, sessionId: row.processor_session_id };
}

/** The order with this id, for confirmation. */
export async function findOrderPayment(db: Knex, orderId: number): Promise<OrderPayment | undefined> {
  const row = await runner(db)(spec.table)
    .select("id", "status", "processor_session_id")
    .where({ id: orderId })
    .first();
  return row ? toPayment(row) : undefined;
}

/** The order a payment session pays for. */
export async function findOrderBySession(db: Knex, sessionId: string): Promise<OrderPayment | undefined> {
  const row = await runner(db)(spec.table)
    .select("id", "status", "processor_session_id")
    .where({ processor_session_id: sessionId })
    .first();
  return row ? toPayment(row) : undefined;
}

/** The outcome of {@link markOrderPaid}. */
export interface PaidOutcome {
  /** The order's status afterwards. */
  status: OrderStatus;
  /** true when this call moved it to `paid` (and took the units out of stock). */
  changed: boolean;
  /** Products that had fewer units than were sold (their stock stopped at 0). */
  oversold: number[];
}

/** `{productId: qty}` summed per product from an order's items text. */
export function quantitiesOf(items: string): Map<number, number> {
  const quantities = new Map<number, number>();
  const lines = JSON.parse(items) as { productId: number; qty: number }[];
  for (const { productId, qty } of lines) quantities.set(productId, (quantities.get(productId) ?? 0) + qty);
  return quantities;
}

/**
 * Marks a pending order paid and takes its units out of stock, in one transaction; the
 * condition `status = 'pending'` lets exactly one caller do it. Any other state is answered
 * unchanged. Undefined when there is no such order.
 */
export async function markOrderPaid(
  db: Knex,
  orderId: number,
  payment: { paymentIntentId: string | null; at: Date },
): Promise<PaidOutcome | undefined> {
  return inTransaction(db, async (trx) => {
    const [row] = (await trx(spec.table)
      .where({ id: orderId, status: "pending" })
      .update({
        status: "paid",
        paid_at: payment.at,
        processor_payment_intent_id: payment.paymentIntentId,
      })
      .returning(["items"])) as { items: string }[];
    if (row)
      return { status: "paid", changed: true, oversold: await takeFromStock(trx, quantitiesOf(row.items)) };
    const current = await findOrderPayment(trx, orderId);
    return current && { status: current.status, changed: false, oversold: [] };
  });
}

/** Cancels a pending order (its payment session expired); answers the status afterwards. */
export async function cancelPendingOrder(db: Knex, orderId: number): Promise<OrderStatus | undefined> {
  const updated = await runner(db)(spec.table)
    .where({ id: orderId, status: "pending" })
    .update({ status: "cancelled" });
  if (updated > 0) return "cancelled";
  return (await findOrderPayment(db, orderId))?.status;
}

/** The owner of order `id`: undefined when there is no such order, null when it has no owner. */
export async function orderOwner(db: Knex, id: number): Promise<string | null | undefined> {
  const row = (await runner(db)(spec.table).select("owner_user_id").where({ id }).first()) as
    | { owner_user_id: string | null }
    | undefined;
  return row ? row.owner_user_id : undefined;
}

/** true when the user has a paid or shipped order containing the product. */
export async function hasBoughtProduct(db: Knex, userId: string, productId: number): Promise<boolean> {
  const row = await runner(db)(spec.table)
    .where({ owner_user_id: userId })
    .whereIn("status", ["paid", "shipped"])
    // items is JSON written by this service (checked on every write), so the cast cannot fail.
    .whereRaw("items::jsonb @> ?::jsonb", [JSON.stringify([{ productId }])])
    .first("id");
  return row !== undefined;
}
