/**
 * Runs automation rules: {@link runAutomations} for the event triggers (bound to `emitEvent`
 * inside the transaction of the change, so a rule's grant commits exactly with its cause) and
 * {@link sweepAbsences} for `no_visit_for_days` (the minute sweep). Each run is claimed first —
 * unique per (rule, customer, occurrence) — and its actions run in a savepoint: a failing action
 * (a deleted reward) undoes the run's actions only, is recorded as `failed`, and never fails the
 * order or booking that triggered it.
 *
 * Chains end: actions only add points or tags, and `points_reached` fires only when a balance
 * rises across its threshold, so a grant can set off each threshold at most once.
 */
import type { Knex } from "knex";
import {
  addCustomerTag,
  customerByContact,
  orderTotal,
  ruleCustomers,
} from "../../../storage/restaurant/campaigns/ruleCustomers.js";
import {
  claimRun,
  enabledRules,
  finishRun,
  type RuleRow,
  type RuleTrigger,
} from "../../../storage/restaurant/campaigns/rules.js";
import { grantPoints } from "../../../storage/restaurant/loyalty/orderHooks.js";
import { findReward } from "../../../storage/restaurant/loyalty/rewards.js";
import { inTransaction } from "../../../storage/run.js";
import type { RestaurantEvent } from "../events.js";

/** What an action did, as a run records it (the contract's `AutomationActionDone`). */
export interface ActionDone {
  type: "grant_points" | "grant_reward" | "tag_customer";
  points: number | null;
  ledger_entry_id: string | null;
  reward_id: string | null;
  tag: string | null;
}

/** An occurrence a rule may answer: its trigger type, its customer and what makes it unique. */
interface Occurrence {
  type: RuleTrigger["type"];
  customerId: string;
  key: string;
  /** `order.completed`: the order's total. */
  orderTotal?: number;
  /** `points_reached`: the balance before and after the change. */
  balance?: { before: number; after: number };
}

/** Does the rule's actions for the customer, in order; throws when one cannot be done. */
async function act(trx: Knex, rule: RuleRow, customerId: string, now: Date): Promise<ActionDone[]> {
  const done: ActionDone[] = [];
  const base = { organizationId: rule.organization_id, customerId };
  for (const action of rule.actions) {
    if (action.type === "tag_customer") {
      if (!(await addCustomerTag(trx, rule.organization_id, customerId, action.tag, now)))
        throw new Error("the customer no longer exists");
      done.push({ type: action.type, points: null, ledger_entry_id: null, reward_id: null, tag: action.tag });
      continue;
    }
    let points = action.type === "grant_points" ? action.points : 0;
    let reason = `automation "${rule.name}"`;
    if (action.type === "grant_reward") {
      const reward = await findReward(trx, rule.organization_id, action.reward_id);
      if (!reward) throw new Error(`the loyalty reward ${action.reward_id} no longer exists`);
      points = reward.points_cost;
      reason = `reward ${reward.name}`;
    }
    const entry = await grantPoints(trx, { ...base, points, reason });
    if (!entry) throw new Error("the customer no longer exists");
    done.push({
      type: action.type,
      points,
      ledger_entry_id: entry.id,
      reward_id: action.type === "grant_reward" ? action.reward_id : null,
      tag: null,
    });
  }
  return done;
}

/** Runs the rule once for the occurrence: claimed, acted in a savepoint, recorded. */
async function runRule(
  db: Knex,
  rule: RuleRow,
  customerId: string,
  key: string,
  now: Date,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const runId = await claimRun(trx, { rule, customerId, periodKey: key, now });
    if (!runId) return false;
    try {
      const actions = await trx.transaction((sp) => act(sp, rule, customerId, now));
      await finishRun(trx, runId, { status: "succeeded", actions, detail: null });
    } catch (err) {
      await finishRun(trx, runId, { status: "failed", actions: [], detail: (err as Error).message });
    }
    return true;
  });
}

/** Whether the rule's trigger and its order condition hold for the occurrence (customer conditions are SQL). */
function triggerHolds(rule: RuleRow, o: Occurrence): boolean {
  if (rule.trigger.type === "points_reached") {
    const { before, after } = o.balance ?? { before: 0, after: 0 };
    if (!(before < rule.trigger.points && after >= rule.trigger.points)) return false;
  }
  return rule.conditions.every((c) => c.type !== "order_total_at_least" || (o.orderTotal ?? 0) >= c.amount);
}

/** The occurrence the event is, or undefined when no trigger answers it. */
async function occurrenceOf(trx: Knex, event: RestaurantEvent): Promise<Occurrence | undefined> {
  const d = event.data as Record<string, unknown>;
  if (event.type === "order.status_changed" && d.to === "completed" && typeof d.customer_id === "string") {
    const total = await orderTotal(trx, event.organizationId, String(d.order_id));
    return {
      type: "order.completed",
      customerId: d.customer_id,
      key: `order:${d.order_id}`,
      orderTotal: total ?? 0,
    };
  }
  if (event.type === "reservation.status_changed") {
    const b = d.booking as {
      id: string;
      status: string;
      guest_email: string | null;
      guest_phone: string | null;
    };
    if (b?.status !== "no_show") return undefined;
    const customerId = await customerByContact(trx, event.organizationId, {
      email: b.guest_email,
      phone: b.guest_phone,
    });
    return customerId ? { type: "reservation.no_show", customerId, key: `booking:${b.id}` } : undefined;
  }
  if (event.type === "loyalty.points_changed" && typeof d.customer_id === "string") {
    const after = Number(d.balance);
    const before = after - Number(d.points);
    if (!(after > before)) return undefined;
    return {
      type: "points_reached",
      customerId: d.customer_id,
      key: `entry:${d.entry_id}`,
      balance: { before, after },
    };
  }
  return undefined;
}

/**
 * Runs the organization's enabled rules the event triggers, inside the caller's transaction.
 * Idempotent per (rule, customer, event): the same order or booking never runs a rule twice.
 */
export async function runAutomations(trx: Knex, event: RestaurantEvent, now: Date): Promise<void> {
  const occurrence = await occurrenceOf(trx, event);
  if (!occurrence) return;
  for (const rule of await enabledRules(trx, event.organizationId, occurrence.type)) {
    if (!triggerHolds(rule, occurrence)) continue;
    if ((await ruleCustomers(trx, rule, { customerId: occurrence.customerId })).length === 0) continue;
    await runRule(trx, rule, occurrence.customerId, occurrence.key, now);
  }
}

const DAY_MS = 86_400_000;

/**
 * The `no_visit_for_days` pass: every enabled such rule runs for each customer who meets its
 * conditions and whose last visit (or, before the first, creation) is `days` old — once per
 * absence, each run in its own transaction. At most `batch` customers per rule per pass.
 */
export async function sweepAbsences(knex: Knex, now: Date, batch = 200): Promise<{ runs: number }> {
  let runs = 0;
  for (const rule of await enabledRules(knex, null, "no_visit_for_days")) {
    if (rule.trigger.type !== "no_visit_for_days") continue;
    const absentBefore = new Date(now.getTime() - rule.trigger.days * DAY_MS);
    for (const customer of await ruleCustomers(knex, rule, { absentBefore, limit: batch }))
      if (await runRule(knex, rule, customer.id, customer.absence_key, now)) runs += 1;
  }
  return { runs };
}
