/**
 * Which orders a report covers, as SQL every report statement starts from: the organization's
 * orders in the restaurants the caller may see, of one channel when asked, placed between local
 * midnight of `from` and local midnight after `to` in each order's own restaurant's time zone.
 * Reports are single statements over this CTE, so their totals and breakdowns come from one
 * snapshot and always add up.
 */

/** What a report covers. */
export interface ReportScope {
  organizationId: string;
  /** First local day, `YYYY-MM-DD`. */
  from: string;
  /** Last local day, inclusive. */
  to: string;
  /** One restaurant (already checked visible to the caller), or null for every visible one. */
  restaurantId: string | null;
  /**
   * Only restaurants this user holds a role on; null for the owner (every restaurant). Applied
   * even with `restaurantId`, so a scope never widens past the caller's roles.
   */
  memberUserId: string | null;
  /** One channel, or null for all. */
  channel: string | null;
}

/** A piece of SQL and its positional bindings, in order. */
export interface Sql {
  text: string;
  bindings: (string | number | null)[];
}

/**
 * The WHERE conditions on `o` (orders) joined with `b` (its branch) that select the scope's
 * restaurants and channel, regardless of dates.
 */
export function scopeConditions(scope: ReportScope): Sql {
  return {
    text: `o.organization_id = ?::uuid
      AND (?::uuid IS NULL OR o.branch_id = ?::uuid)
      AND (?::uuid IS NULL OR EXISTS (
        SELECT 1 FROM restaurant_members m WHERE m.branch_id = o.branch_id AND m.user_id = ?::uuid))
      AND (?::text IS NULL OR o.channel = ?::text)`,
    bindings: [
      scope.organizationId,
      scope.restaurantId,
      scope.restaurantId,
      scope.memberUserId,
      scope.memberUserId,
      scope.channel,
      scope.channel,
    ],
  };
}

/**
 * `WITH covered AS (…)`: every order of the scope placed in the range (whatever its state), with
 * `local_date` and `local_hour` in its restaurant's zone. A report adds its own CTEs after it.
 */
export function coveredOrders(scope: ReportScope): Sql {
  const where = scopeConditions(scope);
  return {
    // The UTC bounds widened by a day (no zone is more than 14 hours off UTC) let the
    // (organization_id, placed_at) index narrow the scan; the per-zone bounds are the exact ones,
    // half-open at local midnight so DST days keep their 23 or 25 hours.
    text: `WITH covered AS (
      SELECT o.id, o.branch_id, o.customer_id, o.channel, o.status, o.placed_at,
        o.subtotal_amount, o.discount_amount, o.total_amount,
        (o.placed_at AT TIME ZONE b.time_zone)::date AS local_date,
        extract(hour FROM o.placed_at AT TIME ZONE b.time_zone)::int AS local_hour
      FROM restaurant_orders o
      JOIN restaurant_branches b ON b.id = o.branch_id AND b.organization_id = o.organization_id
      WHERE ${where.text}
        AND o.placed_at >= (?::date - 1)::timestamp AT TIME ZONE 'UTC'
        AND o.placed_at < (?::date + 2)::timestamp AT TIME ZONE 'UTC'
        AND o.placed_at >= ?::date::timestamp AT TIME ZONE b.time_zone
        AND o.placed_at < (?::date + 1)::timestamp AT TIME ZONE b.time_zone
    )`,
    bindings: [...where.bindings, scope.from, scope.to, scope.from, scope.to],
  };
}

/** `coalesce(json_agg(<expr> ORDER BY <order>), '[]')`: an empty list rather than null. */
export function jsonList(expr: string, order: string): string {
  return `coalesce(json_agg(${expr} ORDER BY ${order}), '[]'::json)`;
}
