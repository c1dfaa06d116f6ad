/**
 * The orders the analytics tests report on: three restaurants in three time zones (Lisbon is
 * UTC+0 in January, Los Angeles UTC-8, Tokyo UTC+9), every channel and state that matters,
 * customers old and new. Each order carries its restaurant-local day and hour worked out by hand,
 * so the tests check the SQL against sums taken in TypeScript, not against the SQL itself.
 */
import { randomUUID } from "node:crypto";
import type { Knex } from "knex";

/** Menu items (ids only: order lines keep no foreign key to the menu). */
export const BURGER = randomUUID();
/** A second item. */
export const FRIES = randomUUID();
/** A third item. */
export const SODA = randomUUID();
/** The names the lines were sold under. */
export const NAMES: Record<string, string> = { [BURGER]: "Burger", [FRIES]: "Fries", [SODA]: "Soda" };
/** Customers: A returns, B and D are new in the range, C only cancelled. */
export const [A, B, C, D] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];

/** One order as written, with its restaurant-local day and hour worked out by hand. */
export interface Fixture {
  branch: "lisbon" | "la" | "tokyo";
  channel: string;
  status: string;
  placedAt: string;
  localDate: string;
  localHour: number;
  customer: string | null;
  discount?: number;
  lines: { item: string; quantity: number; unit: number; discount?: number }[];
}

/** Every order of the business; the report range is 01-10..01-16, local. */
export const ORDERS: Fixture[] = [
  {
    branch: "lisbon",
    channel: "dine_in",
    status: "completed",
    placedAt: "2025-01-10T12:00:00Z",
    localDate: "2025-01-10",
    localHour: 12,
    customer: A,
    discount: 400,
    lines: [
      { item: BURGER, quantity: 2, unit: 1000 },
      { item: FRIES, quantity: 1, unit: 400 },
    ],
  },
  {
    branch: "lisbon",
    channel: "delivery",
    status: "completed",
    placedAt: "2025-01-10T23:30:00Z",
    localDate: "2025-01-10",
    localHour: 23,
    customer: null,
    lines: [{ item: BURGER, quantity: 1, unit: 1000 }],
  },
  {
    branch: "lisbon",
    channel: "web",
    status: "cancelled",
    placedAt: "2025-01-12T09:00:00Z",
    localDate: "2025-01-12",
    localHour: 9,
    customer: C,
    lines: [{ item: BURGER, quantity: 5, unit: 1000 }],
  },
  {
    branch: "lisbon",
    channel: "takeaway",
    status: "preparing",
    placedAt: "2025-01-16T23:59:00Z",
    localDate: "2025-01-16",
    localHour: 23,
    customer: B,
    lines: [{ item: SODA, quantity: 1, unit: 300 }],
  },
  {
    branch: "lisbon",
    channel: "dine_in",
    status: "completed",
    placedAt: "2025-01-09T23:59:59Z",
    localDate: "2025-01-09",
    localHour: 23,
    customer: A,
    lines: [{ item: FRIES, quantity: 1, unit: 400 }],
  },
  {
    branch: "la",
    channel: "delivery",
    status: "completed",
    placedAt: "2025-01-11T03:00:00Z",
    localDate: "2025-01-10",
    localHour: 19,
    customer: B,
    discount: 100,
    lines: [
      { item: BURGER, quantity: 1, unit: 1000 },
      { item: SODA, quantity: 2, unit: 300, discount: 100 },
    ],
  },
  {
    branch: "la",
    channel: "app",
    status: "completed",
    placedAt: "2025-01-17T07:30:00Z",
    localDate: "2025-01-16",
    localHour: 23,
    customer: B,
    lines: [{ item: FRIES, quantity: 3, unit: 400 }],
  },
  {
    branch: "la",
    channel: "app",
    status: "failed",
    placedAt: "2025-01-14T20:00:00Z",
    localDate: "2025-01-14",
    localHour: 12,
    customer: null,
    lines: [{ item: SODA, quantity: 1, unit: 300 }],
  },
  {
    branch: "la",
    channel: "delivery",
    status: "completed",
    placedAt: "2025-01-10T05:00:00Z",
    localDate: "2025-01-09",
    localHour: 21,
    customer: null,
    lines: [{ item: BURGER, quantity: 1, unit: 1000 }],
  },
  {
    branch: "la",
    channel: "delivery",
    status: "completed",
    placedAt: "2025-01-17T08:00:00Z",
    localDate: "2025-01-17",
    localHour: 0,
    customer: null,
    lines: [{ item: BURGER, quantity: 1, unit: 1000 }],
  },
  {
    branch: "tokyo",
    channel: "pos",
    status: "completed",
    placedAt: "2025-01-09T15:30:00Z",
    localDate: "2025-01-10",
    localHour: 0,
    customer: D,
    lines: [{ item: FRIES, quantity: 2, unit: 400 }],
  },
  {
    branch: "tokyo",
    channel: "pos",
    status: "completed",
    placedAt: "2025-01-16T15:00:00Z",
    localDate: "2025-01-17",
    localHour: 0,
    customer: D,
    lines: [{ item: FRIES, quantity: 1, unit: 400 }],
  },
];

/** The range the tests ask for. */
export const FROM = "2025-01-10";
/** Its last day, inclusive. */
export const TO = "2025-01-16";
/** What the order's lines add up to. */
export const subtotal = (o: Fixture) => o.lines.reduce((s, l) => s + l.quantity * l.unit, 0);
/** What the order was paid: its subtotal less its discount. */
export const net = (o: Fixture) => subtotal(o) - (o.discount ?? 0);
/** Whether the order's local day is in the range. */
export const inRange = (o: Fixture) => o.localDate >= FROM && o.localDate <= TO;
/** The sum of numbers. */
export const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

/** Writes one order and its lines as the orders area would have priced them. */
export async function insertOrder(
  knex: Knex,
  organizationId: string,
  branchId: string,
  o: Fixture,
): Promise<void> {
  // Orders name customers by a foreign key: the customer exists first (once).
  if (o.customer)
    await knex("restaurant_customers")
      .insert({ id: o.customer, organization_id: organizationId, name: "Guest" })
      .onConflict("id")
      .ignore();
  const [row] = (await knex("restaurant_orders")
    .insert({
      organization_id: organizationId,
      branch_id: branchId,
      customer_id: o.customer,
      channel: o.channel,
      status: o.status,
      currency: "EUR",
      subtotal_amount: subtotal(o),
      discount_amount: o.discount ?? 0,
      total_amount: net(o),
      placed_at: o.placedAt,
    })
    .returning("id")) as { id: string }[];
  await knex("restaurant_order_lines").insert(
    o.lines.map((l, position) => ({
      order_id: row?.id,
      position,
      food_item_id: l.item,
      name: NAMES[l.item],
      quantity: l.quantity,
      unit_amount: l.unit,
      line_amount: l.quantity * l.unit,
      discount_amount: l.discount ?? 0,
    })),
  );
}
