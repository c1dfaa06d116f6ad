/**
 * Automation rules: every member reads them and their runs, the owner and managers write them.
 * The schema checks each member; here the rules across members — a condition its trigger cannot
 * have, a reward not of the organization — on the rule as it will be (a PATCH merged over the
 * stored one).
 */
import type {
  AutomationRule,
  AutomationRuleCreate,
  AutomationRuleUpdate,
  AutomationRun,
  RestaurantMarketingHandlers,
} from "../../../generated/restaurant/types.js";
import { ApiError } from "../../../runtime/errors.js";
import { invalidMember } from "../../../runtime/invalidMember.js";
import { listPage } from "../../../runtime/paging.js";
import {
  deleteRule,
  findRule,
  insertRule,
  listRules,
  listRuns,
  type RuleRow,
  type RunRow,
  updateRule,
} from "../../../storage/restaurant/campaigns/rules.js";
import { findReward } from "../../../storage/restaurant/loyalty/rewards.js";
import { requireOrgRole } from "../access.js";
import type { Context } from "../context.js";
import type { ActionDone } from "./automation.js";

/** A rule as the contract sends it. */
export function ruleBody(r: RuleRow): AutomationRule {
  return {
    id: r.id,
    name: r.name,
    trigger: r.trigger,
    conditions: r.conditions,
    actions: r.actions,
    enabled: r.enabled,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

/** A run as the contract sends it (`skipped` runs are never listed). */
function runBody(r: RunRow): AutomationRun {
  return {
    id: r.id,
    rule_id: r.rule_id,
    customer_id: r.customer_id,
    trigger: r.trigger_type,
    status: r.status === "failed" ? "failed" : "succeeded",
    actions: r.actions as ActionDone[],
    detail: r.detail,
    created_at: r.created_at.toISOString(),
  };
}

const noSuchRule = () => new ApiError("not_found", "No such automation rule");

/** The merged rule's cross-member rules: 400 for a condition its trigger cannot have, 422 for an unknown reward. */
async function checked(ctx: Context, organizationId: string, rule: AutomationRuleCreate): Promise<void> {
  (rule.conditions ?? []).forEach((c, i) => {
    if (c.type === "order_total_at_least" && rule.trigger.type !== "order.completed") {
      throw invalidMember(`/conditions/${i}`, "order_total_at_least needs the order.completed trigger");
    }
  });
  for (const [i, a] of rule.actions.entries())
    if (a.type === "grant_reward" && !(await findReward(ctx.db, organizationId, a.reward_id)))
      throw new ApiError("unprocessable", `actions/${i}/reward_id: no such loyalty reward`, {
        issues: [{ location: "body", name: `/actions/${i}/reward_id`, message: "no such loyalty reward" }],
      });
}

/** The body's members (only those sent). */
function fields(body: AutomationRuleCreate | AutomationRuleUpdate) {
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
}

/** The automation rule operations. */
export const ruleHandlers = {
  async list_automation_rules({ query }, ctx) {
    const m = await requireOrgRole(ctx, "staff");
    const page = await listPage(query, (p) => listRules(ctx.db, m.organizationId, p));
    return { status: 200, body: { rules: page.items.map(ruleBody), next_cursor: page.nextAfter } };
  },

  async create_automation_rule({ body }, ctx) {
    const m = await requireOrgRole(ctx, "manager");
    await checked(ctx, m.organizationId, body);
    return { status: 201, body: ruleBody(await insertRule(ctx.db, m.organizationId, fields(body))) };
  },

  async get_automation_rule({ path }, ctx) {
    const m = await requireOrgRole(ctx, "staff");
    const row = await findRule(ctx.db, m.organizationId, path.rule_id);
    if (!row) throw noSuchRule();
    return { status: 200, body: ruleBody(row) };
  },

  async update_automation_rule({ path, body }, ctx) {
    const m = await requireOrgRole(ctx, "manager");
    const row = await findRule(ctx.db, m.organizationId, path.rule_id);
    if (!row) throw noSuchRule();
    await checked(ctx, m.organizationId, { ...ruleBody(row), ...fields(body) });
    const updated = await updateRule(ctx.db, m.organizationId, row.id, fields(body), ctx.now());
    if (!updated) throw noSuchRule();
    return { status: 200, body: ruleBody(updated) };
  },

  async delete_automation_rule({ path }, ctx) {
    const m = await requireOrgRole(ctx, "manager");
    if (!(await deleteRule(ctx.db, m.organizationId, path.rule_id))) throw noSuchRule();
    return { status: 204 };
  },

  async list_automation_runs({ path, query }, ctx) {
    const m = await requireOrgRole(ctx, "staff");
    const row = await findRule(ctx.db, m.organizationId, path.rule_id);
    if (!row) throw noSuchRule();
    const page = await listPage(query, (p) => listRuns(ctx.db, row.id, p));
    return { status: 200, body: { runs: page.items.map(runBody), next_cursor: page.nextAfter } };
  },
} satisfies Partial<RestaurantMarketingHandlers>;
