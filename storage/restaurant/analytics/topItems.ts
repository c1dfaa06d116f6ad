/**
 * Best sellers: the order lines of the scope's completed orders grouped by menu item, ranked by
 * units and by net revenue in one statement over the covered orders (./scope.ts). Lines keep the
 * name an item was sold under; an item renamed since is reported under its latest one.
 */
import type { Knex } from "knex";
import { runner } from "../../run.js";
import { coveredOrders, jsonList, type ReportScope } from "./scope.js";

/** One item as sold. */
export interface TopItemRow {
  food_item_id: string;
  name: string;
  quantity: number;
  orders: number;
  gross_amount: number;
  net_amount: number;
}

/** Both rankings as the statement returns them. */
export interface TopItemsRow {
  by_quantity: TopItemRow[];
  by_revenue: TopItemRow[];
}

const ITEM = `json_build_object('food_item_id', food_item_id, 'name', name, 'quantity', quantity,
  'orders', orders, 'gross_amount', gross, 'net_amount', net)`;

/** The `limit` items sold most by units and by net revenue (ties: the other measure, then name, then id). */
export async function topItemsReport(db: Knex, scope: ReportScope, limit: number): Promise<TopItemsRow> {
  const covered = coveredOrders(scope);
  const { rows } = (await runner(db).raw(
    `${covered.text},
    sold AS (
      SELECT l.food_item_id,
        (array_agg(l.name ORDER BY c.placed_at DESC, l.position))[1] AS name,
        sum(l.quantity) AS quantity,
        count(DISTINCT l.order_id) AS orders,
        sum(l.line_amount) AS gross,
        -- A line's discount never exceeds it when priced by the server; the floor keeps a
        -- hand-edited row from turning an item's revenue negative.
        sum(greatest(l.line_amount - l.discount_amount, 0)) AS net
      FROM covered c JOIN restaurant_order_lines l ON l.order_id = c.id
      WHERE c.status = 'completed'
      GROUP BY l.food_item_id
    ),
    ranked AS (
      SELECT *,
        row_number() OVER (ORDER BY quantity DESC, net DESC, name, food_item_id) AS by_quantity,
        row_number() OVER (ORDER BY net DESC, quantity DESC, name, food_item_id) AS by_revenue
      FROM sold
    )
    SELECT
      (SELECT ${jsonList(ITEM, "by_quantity")} FROM ranked WHERE by_quantity <= ?) AS by_quantity,
      (SELECT ${jsonList(ITEM, "by_revenue")} FROM ranked WHERE by_revenue <= ?) AS by_revenue`,
    [...covered.bindings, limit, limit],
  )) as { rows: TopItemsRow[] };
  const [row] = rows;
  if (!row) throw new Error("top items report returned no row");
  return row;
}
