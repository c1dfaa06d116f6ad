/**
 * Orders and their lines: one statement family. Writes happen inside the caller's transaction; a
 * state move is one conditional UPDATE (`WHERE status = ANY(from)`), so two concurrent moves of
 * one order cannot both win. Every read is filtered by organization.
 */
import type { Knex } from "knex";
import { type Page, type PageRequest, pageByTimeId } from "../../paging.js";
import { isUuid, runner } from "../../run.js";

/** An order row as stored (amounts as numbers: they stay far below 2^53). */
export interface OrderRow {
  id: string;
  organization_id: string;
  branch_id: string;
  customer_id: string | null;
  channel: string;
  external_id: string | null;
  status: string;
  currency: string;
  subtotal_amount: number;
  discount_amount: number;
  total_amount: number;
  promotions: { promotion_id: string; name: string; amount: number }[];
  reward: { reward_id: string; name: string; points_cost: number; amount: number } | null;
  note: string | null;
  table_label: string | null;
  delivery_address: Record<string, string> | null;
  idempotency_key: string | null;
  request_hash: string | null;
  cancel_reason: string | null;
  placed_at: Date;
  accepted_at: Date | null;
  preparing_at: Date | null;
  ready_at: Date | null;
  picked_up_at: Date | null;
  out_for_delivery_at: Date | null;
  completed_at: Date | null;
  cancelled_at: Date | null;
  failed_at: Date | null;
  updated_at: Date;
}

/** A line row as stored. */
export interface OrderLineRow {
  id: string;
  order_id: string;
  position: number;
  food_item_id: string;
  variant_id: string | null;
  category_id: string | null;
  name: string;
  variant_name: string | null;
  quantity: number;
  modifiers: { option_id: string; group_id: string; name: string; price_delta: number }[];
  unit_amount: number;
  line_amount: number;
  discount_amount: number;
  note: string | null;
}

/** An order with its lines. */
export interface StoredOrder {
  order: OrderRow;
  lines: OrderLineRow[];
}

/** What a new order is stored with. */
export type NewOrder = Omit<
  OrderRow,
  | "status"
  | "accepted_at"
  | "preparing_at"
  | "ready_at"
  | "picked_up_at"
  | "out_for_delivery_at"
  | "completed_at"
  | "cancelled_at"
  | "failed_at"
  | "cancel_reason"
  | "updated_at"
> & { created_by: string };

const AMOUNTS = ["subtotal_amount", "discount_amount", "total_amount"] as const;
const LINE_AMOUNTS = ["unit_amount", "line_amount", "discount_amount"] as const;

// int8 columns arrive as strings (pg-types parity on both drivers); amounts are small integers.
function orderRow(row: Record<string, unknown>): OrderRow {
  const out = { ...row } as Record<string, unknown>;
  for (const k of AMOUNTS) out[k] = Number(out[k]);
  return out as unknown as OrderRow;
}
function lineRow(row: Record<string, unknown>): OrderLineRow {
  const out = { ...row } as Record<string, unknown>;
  for (const k of LINE_AMOUNTS) out[k] = Number(out[k]);
  return out as unknown as OrderLineRow;
}

const json = (db: Knex, value: unknown) => db.raw("?::jsonb", [JSON.stringify(value)]);

/**
 * Stores the order and its lines. Returns undefined when the idempotency key or the external id
 * is taken (a unique index said so; the caller looks the first order up).
 */
export async function insertOrder(
  trx: Knex,
  order: NewOrder,
  lines: Omit<OrderLineRow, "id" | "order_id">[],
): Promise<StoredOrder | undefined> {
  const [row] = (await trx("restaurant_orders")
    .insert({
      ...order,
      promotions: json(trx, order.promotions),
      reward: order.reward === null ? null : json(trx, order.reward),
      delivery_address: order.delivery_address === null ? null : json(trx, order.delivery_address),
      updated_at: order.placed_at,
    })
    .onConflict()
    .ignore()
    .returning("*")) as Record<string, unknown>[];
  if (!row) return undefined;
  const stored = orderRow(row);
  const lineRows = (await trx("restaurant_order_lines")
    .insert(lines.map((l) => ({ ...l, order_id: stored.id, modifiers: json(trx, l.modifiers) })))
    .returning("*")) as Record<string, unknown>[];
  return { order: stored, lines: lineRows.map(lineRow).sort((a, b) => a.position - b.position) };
}

async function withLines(
  db: Knex,
  row: Record<string, unknown> | undefined,
): Promise<StoredOrder | undefined> {
  if (!row) return undefined;
  const order = orderRow(row);
  const lines = (await runner(db)("restaurant_order_lines")
    .where({ order_id: order.id })
    .orderBy("position")) as Record<string, unknown>[];
  return { order, lines: lines.map(lineRow) };
}

/** One order of the organization with its lines, or undefined. */
export async function findOrder(
  db: Knex,
  organizationId: string,
  id: string,
): Promise<StoredOrder | undefined> {
  if (!isUuid(id)) return undefined;
  return withLines(
    db,
    await runner(db)("restaurant_orders").where({ organization_id: organizationId, id }).first(),
  );
}

/** The order an idempotency key made, or undefined. */
export async function findByIdempotencyKey(
  db: Knex,
  organizationId: string,
  key: string,
): Promise<StoredOrder | undefined> {
  return withLines(
    db,
    await runner(db)("restaurant_orders")
      .where({ organization_id: organizationId, idempotency_key: key })
      .first(),
  );
}

/** Whether the restaurant already has an order with this channel and external id. */
export async function externalIdTaken(
  db: Knex,
  branchId: string,
  channel: string,
  externalId: string,
): Promise<boolean> {
  return (
    (await runner(db)("restaurant_orders")
      .where({ branch_id: branchId, channel, external_id: externalId })
      .first()) !== undefined
  );
}

/** The filters of an order list. `branchIds` null: every branch of the organization. */
export interface OrderFilter {
  organizationId: string;
  branchIds: string[] | null;
  status?: string | undefined;
  channel?: string | undefined;
  customerId?: string | undefined;
  placedFrom?: Date | undefined;
  placedTo?: Date | undefined;
}

/** Orders newest first (by placing time), with their lines. */
export async function listOrders(
  db: Knex,
  filter: OrderFilter,
  page: PageRequest,
): Promise<Page<StoredOrder>> {
  const q = runner(db)("restaurant_orders").select("*").where({ organization_id: filter.organizationId });
  if (filter.branchIds) q.whereIn("branch_id", filter.branchIds);
  if (filter.status) q.where({ status: filter.status });
  if (filter.channel) q.where({ channel: filter.channel });
  if (filter.customerId) q.where({ customer_id: filter.customerId });
  if (filter.placedFrom) q.where("placed_at", ">=", filter.placedFrom);
  if (filter.placedTo) q.where("placed_at", "<", filter.placedTo);
  const rows = await pageByTimeId(db, q, { time: "placed_at", id: "id", newestFirst: true }, page, orderRow);
  const ids = rows.items.map((o) => o.id);
  const lines = ids.length
    ? (
        (await runner(db)("restaurant_order_lines")
          .whereIn("order_id", ids)
          .orderBy(["order_id", "position"])) as Record<string, unknown>[]
      ).map(lineRow)
    : [];
  return {
    items: rows.items.map((order) => ({ order, lines: lines.filter((l) => l.order_id === order.id) })),
    nextAfter: rows.nextAfter,
  };
}

/**
 * Moves the order to `to` when its status is one of `from`, stamping `stamp` with `now`; undefined
 * when it was in another state (someone moved it first) or is not the organization's.
 */
export async function moveOrder(
  trx: Knex,
  input: {
    organizationId: string;
    id: string;
    from: readonly string[];
    to: string;
    stamp: string;
    now: Date;
    reason?: string | undefined;
  },
): Promise<OrderRow | undefined> {
  const [row] = (await trx("restaurant_orders")
    .where({ organization_id: input.organizationId, id: input.id })
    .whereIn("status", input.from)
    .update({
      status: input.to,
      [input.stamp]: input.now,
      updated_at: input.now,
      ...(input.reason !== undefined ? { cancel_reason: input.reason } : {}),
    })
    .returning("*")) as Record<string, unknown>[];
  return row ? orderRow(row) : undefined;
}
