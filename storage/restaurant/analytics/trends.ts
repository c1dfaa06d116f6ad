/**
 * Order-count statements: every order of the scope whatever its state, by local day (every day of
 * the range from `generate_series`), by state (every state listed), by local hour (all 24) and
 * by channel, in one statement over the covered orders (./scope.ts).
 */
import type { Knex } from "knex";
import { runner } from "../../run.js";
import { coveredOrders, jsonList, type ReportScope } from "./scope.js";

/** Orders of one local day by how they ended. */
export interface TrendDayRow {
  date: string;
  orders: number;
  completed: number;
  cancelled: number;
  failed: number;
  in_progress: number;
}

/** The order-trends report as the statement returns it. */
export interface TrendsRow {
  orders: number;
  by_day: TrendDayRow[];
  by_status: { status: string; orders: number }[];
  by_hour: { hour: number; orders: number }[];
  by_channel: { channel: string; orders: number; completed: number }[];
}

/** Every state in the order an order moves through them (restaurant_orders' CHECK). */
export const ORDER_STATUSES = [
  "placed",
  "accepted",
  "preparing",
  "ready",
  "picked_up",
  "out_for_delivery",
  "completed",
  "cancelled",
  "failed",
] as const;

// Constants of this module, never caller input: safe to write into the statement.
const STATUS_ARRAY = `ARRAY[${ORDER_STATUSES.map((s) => `'${s}'`).join(", ")}]`;

/** Counts of every order of the scope by local day, state, local hour and channel. */
export async function orderTrendsReport(db: Knex, scope: ReportScope): Promise<TrendsRow> {
  const covered = coveredOrders(scope);
  const { rows } = (await runner(db).raw(
    `${covered.text},
    days AS (
      SELECT d::date AS day, count(c.id) AS orders,
        count(c.id) FILTER (WHERE c.status = 'completed') AS completed,
        count(c.id) FILTER (WHERE c.status = 'cancelled') AS cancelled,
        count(c.id) FILTER (WHERE c.status = 'failed') AS failed
      FROM generate_series(?::date, ?::date, interval '1 day') d
      LEFT JOIN covered c ON c.local_date = d::date
      GROUP BY d
    ),
    statuses AS (
      SELECT s.status, s.ord, count(c.id) AS orders
      FROM unnest(${STATUS_ARRAY}) WITH ORDINALITY AS s(status, ord)
      LEFT JOIN covered c ON c.status = s.status
      GROUP BY s.status, s.ord
    ),
    hours AS (
      SELECT h, count(c.id) AS orders
      FROM generate_series(0, 23) h LEFT JOIN covered c ON c.local_hour = h
      GROUP BY h
    ),
    channels AS (
      SELECT channel, count(*) AS orders, count(*) FILTER (WHERE status = 'completed') AS completed
      FROM covered GROUP BY channel
    )
    SELECT
      (SELECT count(*) FROM covered) AS orders,
      (SELECT ${jsonList(
        `json_build_object('date', to_char(day, 'YYYY-MM-DD'), 'orders', orders, 'completed', completed,
          'cancelled', cancelled, 'failed', failed, 'in_progress', orders - completed - cancelled - failed)`,
        "day",
      )} FROM days) AS by_day,
      (SELECT ${jsonList("json_build_object('status', status, 'orders', orders)", "ord")} FROM statuses) AS by_status,
      (SELECT ${jsonList("json_build_object('hour', h, 'orders', orders)", "h")} FROM hours) AS by_hour,
      (SELECT ${jsonList(
        "json_build_object('channel', channel, 'orders', orders, 'completed', completed)",
        "orders DESC, channel",
      )} FROM channels) AS by_channel`,
    [...covered.bindings, scope.from, scope.to],
  )) as { rows: (Omit<TrendsRow, "orders"> & { orders: string | number })[] };
  const [row] = rows;
  if (!row) throw new Error("order trends report returned no row");
  // A top-level count(*) is int8, which the driver hands over as a string.
  return { ...row, orders: Number(row.orders) };
}
