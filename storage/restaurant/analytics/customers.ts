/**
 * Customer insights: who the scope's completed orders were for. A customer is new when their
 * first completed order within the same scope (restaurants, channel) falls in the range, and
 * returning when they had one before `from` (local midnight in that order's restaurant's zone).
 * Only `customer_id` on orders is read, so this works before and without the customers area.
 */
import type { Knex } from "knex";
import { runner } from "../../run.js";
import { coveredOrders, type ReportScope, scopeConditions } from "./scope.js";

/** The customer-insights report as the statement returns it. */
export interface CustomerInsightsRow {
  orders: number;
  anonymous_orders: number;
  customers: number;
  new_customers: number;
  returning_customers: number;
  customer_net_amount: number;
  average_spend_amount: number;
  orders_per_customer: number;
}

/** Customers served by the scope's completed orders in the range. */
export async function customerInsightsReport(db: Knex, scope: ReportScope): Promise<CustomerInsightsRow> {
  const covered = coveredOrders(scope);
  const where = scopeConditions(scope);
  const { rows } = (await runner(db).raw(
    `${covered.text},
    done AS (SELECT * FROM covered WHERE status = 'completed'),
    served AS (
      SELECT customer_id, count(*) AS orders, sum(total_amount) AS net
      FROM done WHERE customer_id IS NOT NULL GROUP BY customer_id
    ),
    regulars AS (
      SELECT DISTINCT o.customer_id
      FROM restaurant_orders o
      JOIN restaurant_branches b ON b.id = o.branch_id AND b.organization_id = o.organization_id
      WHERE ${where.text}
        AND o.status = 'completed'
        AND o.customer_id IN (SELECT customer_id FROM served)
        AND o.placed_at < ?::date::timestamp AT TIME ZONE b.time_zone
    )
    SELECT json_build_object(
      'orders', (SELECT count(*) FROM done),
      'anonymous_orders', (SELECT count(*) FROM done WHERE customer_id IS NULL),
      'customers', (SELECT count(*) FROM served),
      'new_customers', (SELECT count(*) FROM served) - (SELECT count(*) FROM regulars),
      'returning_customers', (SELECT count(*) FROM regulars),
      'customer_net_amount', (SELECT coalesce(sum(net), 0) FROM served),
      'average_spend_amount',
        (SELECT coalesce(round(sum(net)::numeric / nullif(count(*), 0)), 0) FROM served),
      'orders_per_customer',
        (SELECT coalesce(round(sum(orders)::numeric / nullif(count(*), 0), 2), 0) FROM served)
    ) AS report`,
    [...covered.bindings, ...where.bindings, scope.from],
  )) as { rows: { report: CustomerInsightsRow }[] };
  const [row] = rows;
  if (!row) throw new Error("customer insights report returned no row");
  return row.report;
}
