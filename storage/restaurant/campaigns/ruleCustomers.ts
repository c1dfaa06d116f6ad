/**
 * Which customers a rule applies to: the customer conditions (`customer_has_tag`,
 * `visits_at_least`) as SQL over the customers and their completed orders, one query for both an
 * event's single customer and the absence sweep's many — so the two paths cannot disagree.
 */
import type { Knex } from "knex";
import { runner } from "../../run.js";
import type { RuleCondition, RuleRow } from "./rules.js";

/** A customer the rule applies to, with the occurrence key of an absence (the sweep). */
export interface RuleCustomer {
  id: string;
  /** `absence:<µs since the epoch of the last visit, or of the customer's creation>`. */
  absence_key: string;
}

/**
 * The organization's customers that meet the rule's customer conditions: just `customerId` when
 * given; else (the sweep) those absent since `absentBefore` — no completed order (or creation)
 * after it — for whom the rule has not run in this absence, at most `limit`.
 */
export async function ruleCustomers(
  db: Knex,
  rule: RuleRow,
  scope: { customerId: string } | { absentBefore: Date; limit: number },
): Promise<RuleCustomer[]> {
  const where: string[] = ["c.organization_id = ?"];
  const bindings: Knex.Value[] = [rule.organization_id];
  for (const condition of rule.conditions as RuleCondition[]) {
    if (condition.type === "customer_has_tag") {
      where.push("c.tags @> ?::jsonb");
      bindings.push(JSON.stringify([condition.tag]));
    } else if (condition.type === "visits_at_least") {
      where.push("v.visits >= ?");
      bindings.push(condition.count);
    }
  }
  const since = "coalesce(v.last_visit_at, c.created_at)";
  const key = `'absence:' || floor(extract(epoch from ${since}) * 1000000)::bigint::text`;
  let limit = 1;
  if ("customerId" in scope) {
    where.push("c.id = ?");
    bindings.push(scope.customerId);
  } else {
    where.push(`${since} <= ?`);
    bindings.push(scope.absentBefore);
    where.push(
      `NOT EXISTS (SELECT 1 FROM restaurant_automation_runs r WHERE r.rule_id = ? AND r.customer_id = c.id AND r.period_key = ${key})`,
    );
    bindings.push(rule.id);
    limit = scope.limit;
  }
  const { rows } = (await runner(db).raw(
    `SELECT c.id, ${key} AS absence_key FROM restaurant_customers c
     LEFT JOIN LATERAL (
       SELECT count(*) AS visits, max(o.completed_at) AS last_visit_at FROM restaurant_orders o
       WHERE o.customer_id = c.id AND o.organization_id = c.organization_id AND o.status = 'completed'
     ) v ON true
     WHERE ${where.join(" AND ")}
     ORDER BY c.created_at, c.id
     LIMIT ?`,
    [...bindings, limit],
  )) as { rows: RuleCustomer[] };
  return rows;
}

/** The customer of the organization whose e-mail address (case-insensitive) or phone is given; undefined when none. */
export async function customerByContact(
  db: Knex,
  organizationId: string,
  contact: { email: string | null; phone: string | null },
): Promise<string | undefined> {
  if (!contact.email && !contact.phone) return undefined;
  const row = (await runner(db)("restaurant_customers")
    .where({ organization_id: organizationId })
    .where((w) => {
      if (contact.email) w.orWhereRaw("lower(email) = lower(?)", [contact.email]);
      if (contact.phone) w.orWhere({ phone: contact.phone });
    })
    .orderBy("created_at")
    .first("id")) as { id: string } | undefined;
  return row?.id;
}

/** The total of the organization's order; undefined when there is none. */
export async function orderTotal(
  db: Knex,
  organizationId: string,
  orderId: string,
): Promise<number | undefined> {
  const row = (await runner(db)("restaurant_orders")
    .where({ organization_id: organizationId, id: orderId })
    .first("total_amount")) as { total_amount: string | number } | undefined;
  return row === undefined ? undefined : Number(row.total_amount);
}

/** Adds `tag` to the customer's tags unless they carry it; false when the customer is not the organization's. */
export async function addCustomerTag(
  trx: Knex,
  organizationId: string,
  customerId: string,
  tag: string,
  now: Date,
): Promise<boolean> {
  const rows = await trx("restaurant_customers")
    .where({ organization_id: organizationId, id: customerId })
    .update({
      tags: trx.raw("CASE WHEN tags @> ?::jsonb THEN tags ELSE tags || ?::jsonb END", [
        JSON.stringify([tag]),
        JSON.stringify([tag]),
      ]),
      updated_at: now,
    })
    .returning("id");
  return rows.length > 0;
}
