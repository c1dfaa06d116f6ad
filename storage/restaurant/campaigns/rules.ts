/**
 * Automation rules (`restaurant_automation_rules`) and their runs (`restaurant_automation_runs`):
 * one statement family. A run is claimed by inserting it — unique per (rule, customer, occurrence
 * key) — so an event delivered twice or a sweep that runs twice finds the claim and does nothing.
 */
import type { Knex } from "knex";
import { type Page, type PageRequest, pageByTimeId } from "../../paging.js";
import { isUuid, runner } from "../../run.js";

/** What starts a rule (the contract's `AutomationTrigger`). */
export type RuleTrigger =
  | { type: "order.completed" }
  | { type: "no_visit_for_days"; days: number }
  | { type: "points_reached"; points: number }
  | { type: "reservation.no_show" };

/** A condition of a rule (the contract's `AutomationCondition`). */
export type RuleCondition =
  | { type: "order_total_at_least"; amount: number }
  | { type: "customer_has_tag"; tag: string }
  | { type: "visits_at_least"; count: number };

/** An action of a rule (the contract's `AutomationAction`). */
export type RuleAction =
  | { type: "grant_points"; points: number }
  | { type: "grant_reward"; reward_id: string }
  | { type: "tag_customer"; tag: string };

/** A rule as stored: trigger, conditions and actions exactly as the contract sent them. */
export interface RuleRow {
  id: string;
  organization_id: string;
  name: string;
  trigger: RuleTrigger;
  conditions: RuleCondition[];
  actions: RuleAction[];
  enabled: boolean;
  created_at: Date;
  updated_at: Date;
}

/** The columns a rule is created or updated with (already checked by the handler). */
export type RuleFields = Partial<Pick<RuleRow, "name" | "trigger" | "conditions" | "actions" | "enabled">>;

function columns(db: Knex, fields: RuleFields): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    out[key] =
      key === "name" || key === "enabled" ? value : runner(db).raw("?::jsonb", [JSON.stringify(value)]);
  }
  return out;
}

/** Creates a rule. */
export async function insertRule(db: Knex, organizationId: string, fields: RuleFields): Promise<RuleRow> {
  const [row] = (await runner(db)("restaurant_automation_rules")
    .insert({ ...columns(db, fields), organization_id: organizationId })
    .returning("*")) as RuleRow[];
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** One rule of the organization, or undefined. */
export async function findRule(db: Knex, organizationId: string, id: string): Promise<RuleRow | undefined> {
  if (!isUuid(id)) return undefined;
  return (await runner(db)("restaurant_automation_rules")
    .where({ organization_id: organizationId, id })
    .first()) as RuleRow | undefined;
}

/** Changes the fields given; undefined when the rule is not the organization's. */
export async function updateRule(
  db: Knex,
  organizationId: string,
  id: string,
  fields: RuleFields,
  now: Date,
): Promise<RuleRow | undefined> {
  const [row] = (await runner(db)("restaurant_automation_rules")
    .where({ organization_id: organizationId, id })
    .update({ ...columns(db, fields), updated_at: now })
    .returning("*")) as RuleRow[];
  return row;
}

/** Deletes a rule and its runs; false when there was none. */
export async function deleteRule(db: Knex, organizationId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const rows = await runner(db)("restaurant_automation_rules")
    .where({ organization_id: organizationId, id })
    .del()
    .returning("id");
  return rows.length > 0;
}

/** The organization's rules, newest first. */
export function listRules(db: Knex, organizationId: string, page: PageRequest): Promise<Page<RuleRow>> {
  const q = runner(db)("restaurant_automation_rules as r")
    .select("r.*")
    .where("r.organization_id", organizationId);
  return pageByTimeId(
    db,
    q,
    { time: "r.created_at", id: "r.id", newestFirst: true },
    page,
    (r: RuleRow) => r,
  );
}

/** The enabled rules with this trigger type: of one organization, or (null) of every one (the sweep). */
export async function enabledRules(
  db: Knex,
  organizationId: string | null,
  triggerType: RuleTrigger["type"],
): Promise<RuleRow[]> {
  const q = runner(db)("restaurant_automation_rules")
    .where({ enabled: true })
    .whereRaw("trigger->>'type' = ?", [triggerType])
    .orderBy("created_at");
  if (organizationId) q.where({ organization_id: organizationId });
  return (await q) as RuleRow[];
}

/** A run as stored. */
export interface RunRow {
  id: string;
  rule_id: string;
  organization_id: string;
  customer_id: string | null;
  period_key: string;
  trigger_type: RuleTrigger["type"];
  status: "succeeded" | "skipped" | "failed";
  actions: unknown[];
  detail: string | null;
  created_at: Date;
}

/** Claims the run of `rule` for (customer, key); the new run's id, or undefined when it ran before. */
export async function claimRun(
  trx: Knex,
  input: { rule: RuleRow; customerId: string; periodKey: string; now: Date },
): Promise<string | undefined> {
  const { rows } = (await trx.raw(
    `INSERT INTO restaurant_automation_runs (rule_id, organization_id, customer_id, period_key, trigger_type, status, created_at)
     VALUES (?, ?, ?, ?, ?, 'succeeded', ?)
     ON CONFLICT (rule_id, customer_id, period_key) DO NOTHING
     RETURNING id`,
    [
      input.rule.id,
      input.rule.organization_id,
      input.customerId,
      input.periodKey,
      input.rule.trigger.type,
      input.now,
    ],
  )) as { rows: { id: string }[] };
  return rows[0]?.id;
}

/** Records how a claimed run ended. */
export async function finishRun(
  trx: Knex,
  id: string,
  outcome: { status: "succeeded" | "failed"; actions: unknown[]; detail: string | null },
): Promise<void> {
  await trx("restaurant_automation_runs")
    .where({ id })
    .update({
      status: outcome.status,
      actions: trx.raw("?::jsonb", [JSON.stringify(outcome.actions)]),
      detail: outcome.detail,
    });
}

/** The rule's runs, newest first (the caller checked the rule is the organization's). */
export function listRuns(db: Knex, ruleId: string, page: PageRequest): Promise<Page<RunRow>> {
  const q = runner(db)("restaurant_automation_runs as r")
    .select("r.*")
    .where("r.rule_id", ruleId)
    .whereNot("r.status", "skipped");
  return pageByTimeId(db, q, { time: "r.created_at", id: "r.id", newestFirst: true }, page, (r: RunRow) => r);
}
