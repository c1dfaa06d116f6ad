/**
 * Revenue statements: one statement per report over the covered orders
 * (./scope.ts), every day of the range produced by `generate_series` so empty days are zeros.
 * Amounts come back as JSON numbers (sums of bigint; far below 2^53 for any real business).
 */
import type { Knex } from "knex";
import { runner } from "../../run.js";
import { coveredOrders, jsonList, type ReportScope } from "./scope.js";

/** Revenue of completed orders. */
export interface RevenueTotalsRow {
  orders: number;
  gross_amount: number;
  discount_amount: number;
  net_amount: number;
  average_order_amount: number;
}

/** The revenue report as the statement returns it. */
export interface RevenueRow {
  totals: RevenueTotalsRow;
  by_day: { date: string; orders: number; net_amount: number }[];
  by_channel: (RevenueTotalsRow & { channel: string })[];
}

/** The totals of the completed orders in `done` (or one group of them), as JSON members. */
const TOTALS = `'orders', count(*),
  'gross_amount', coalesce(sum(subtotal_amount), 0),
  'discount_amount', coalesce(sum(discount_amount), 0),
  'net_amount', coalesce(sum(total_amount), 0),
  'average_order_amount', coalesce(round(sum(total_amount)::numeric / nullif(count(*), 0)), 0)`;

/** Revenue of the scope's completed orders: totals, every local day, each channel. */
export async function revenueReport(db: Knex, scope: ReportScope): Promise<RevenueRow> {
  const covered = coveredOrders(scope);
  const { rows } = (await runner(db).raw(
    `${covered.text},
    done AS (SELECT * FROM covered WHERE status = 'completed'),
    days AS (
      SELECT d::date AS day, count(done.id) AS orders, coalesce(sum(done.total_amount), 0) AS net
      FROM generate_series(?::date, ?::date, interval '1 day') d
      LEFT JOIN done ON done.local_date = d::date
      GROUP BY d
    ),
    channels AS (SELECT channel, json_build_object('channel', channel, ${TOTALS}) AS body,
      sum(total_amount) AS net FROM done GROUP BY channel)
    SELECT
      (SELECT json_build_object(${TOTALS}) FROM done) AS totals,
      (SELECT ${jsonList(
        "json_build_object('date', to_char(day, 'YYYY-MM-DD'), 'orders', orders, 'net_amount', net)",
        "day",
      )} FROM days) AS by_day,
      (SELECT ${jsonList("body", "net DESC, channel")} FROM channels) AS by_channel`,
    [...covered.bindings, scope.from, scope.to],
  )) as { rows: RevenueRow[] };
  const [row] = rows;
  if (!row) throw new Error("revenue report returned no row");
  return row;
}
