/**
 * Campaigns and automation rules of the restaurant service (tag "Marketing"): their operations
 * and the minute sweeps that send due campaigns and run `no_visit_for_days` rules. Event-triggered
 * rules run from ../events.ts, bound by {@link setupCampaigns}.
 */
import type { RestaurantMarketingHandlers } from "../../../generated/restaurant/types.js";
import type { RuntimeDeps } from "../../../runtime/deps.js";
import type { Sweep } from "../../../runtime/service.js";
import { bindEventListener } from "../events.js";
import { runAutomations, sweepAbsences } from "./automation.js";
import { campaignHandlers } from "./campaigns.js";
import { ruleHandlers } from "./rules.js";
import { sendDueCampaigns } from "./sending.js";

/** The campaign and automation rule operations. */
export const campaignsHandlers: RestaurantMarketingHandlers = { ...campaignHandlers, ...ruleHandlers };

/**
 * The per-process set-up: binds the event-triggered rules to the database's events and answers
 * the sweeps that send due campaigns and answer absences.
 */
export function setupCampaigns(deps: RuntimeDeps): Sweep[] {
  const knex = deps.db.knex;
  bindEventListener(knex, runAutomations);
  return [
    { name: "restaurant.campaigns", run: (now) => sendDueCampaigns(knex, now) },
    { name: "restaurant.automation", run: (now) => sweepAbsences(knex, now) },
  ];
}
