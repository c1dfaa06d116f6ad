/**
 * The loyalty program, its rewards and each customer's points. Every member reads them; managers
 * save the program, change rewards and adjust balances. Balances change only through the ledger
 * (storage/restaurant/loyalty/ledger.ts), which keeps them from going below zero in the database:
 * a manual debit larger than the balance is 409 `insufficient_points`, nothing written.
 */

import { RestaurantError } from "../../../generated/restaurant/errors.js";
import type { LoyaltyProgramUpdate, RestaurantLoyaltyHandlers } from "../../../generated/restaurant/types.js";
import { invalidMember } from "../../../runtime/invalidMember.js";
import { listPage } from "../../../runtime/paging.js";
import { customerExists } from "../../../storage/restaurant/customers/customers.js";
import {
  balanceOf,
  InsufficientPointsError,
  listEntries,
  recordEntry,
} from "../../../storage/restaurant/loyalty/ledger.js";
import { loadProgram, saveProgram, tierOf } from "../../../storage/restaurant/loyalty/program.js";
import {
  deleteReward,
  findReward,
  insertReward,
  listRewards,
  updateReward,
} from "../../../storage/restaurant/loyalty/rewards.js";
import { inTransaction } from "../../../storage/run.js";
import { requireOrgRole } from "../access.js";
import { entryBody, programBody, rewardBody } from "./bodies.js";

/** Tiers are told apart by name and by threshold: two alike would make a customer's tier ambiguous. */
function checkedTiers(tiers: NonNullable<LoyaltyProgramUpdate["tiers"]>) {
  const names = new Set<string>();
  const mins = new Set<number>();
  tiers.forEach((t, i) => {
    if (names.has(t.name.toLowerCase()))
      throw invalidMember(`/tiers/${i}/name`, "is the name of another tier");
    if (mins.has(t.min_points))
      throw invalidMember(`/tiers/${i}/min_points`, "is the min_points of another tier");
    names.add(t.name.toLowerCase());
    mins.add(t.min_points);
  });
  return tiers;
}

const noSuchReward = () => new RestaurantError("not_found", "No such loyalty reward");
const noSuchCustomer = () => new RestaurantError("not_found", "No such customer");

/** The loyalty operations. */
export const loyaltyHandlers: RestaurantLoyaltyHandlers = {
  async get_loyalty_program(_input, ctx) {
    const m = await requireOrgRole(ctx, "staff");
    return { status: 200, body: programBody(await loadProgram(ctx.db, m.organizationId)) };
  },

  async put_loyalty_program({ body }, ctx) {
    const m = await requireOrgRole(ctx, "manager");
    const row = await saveProgram(
      ctx.db,
      m.organizationId,
      {
        enabled: body.enabled,
        points_name: body.points_name ?? "points",
        accrual_rules: body.accrual_rules,
        tiers: checkedTiers(body.tiers ?? []),
      },
      ctx.now(),
    );
    return { status: 200, body: programBody(row) };
  },

  async list_loyalty_rewards({ query }, ctx) {
    const m = await requireOrgRole(ctx, "staff");
    const page = await listPage(query, (p) => listRewards(ctx.db, m.organizationId, p));
    return { status: 200, body: { rewards: page.items.map(rewardBody), next_cursor: page.nextAfter } };
  },

  async create_loyalty_reward({ body }, ctx) {
    const m = await requireOrgRole(ctx, "manager");
    return { status: 201, body: rewardBody(await insertReward(ctx.db, m.organizationId, body)) };
  },

  async get_loyalty_reward({ path }, ctx) {
    const m = await requireOrgRole(ctx, "staff");
    const row = await findReward(ctx.db, m.organizationId, path.reward_id);
    if (!row) throw noSuchReward();
    return { status: 200, body: rewardBody(row) };
  },

  async update_loyalty_reward({ path, body }, ctx) {
    const m = await requireOrgRole(ctx, "manager");
    const row = await updateReward(ctx.db, m.organizationId, path.reward_id, body, ctx.now());
    if (!row) throw noSuchReward();
    return { status: 200, body: rewardBody(row) };
  },

  async delete_loyalty_reward({ path }, ctx) {
    const m = await requireOrgRole(ctx, "manager");
    if (!(await deleteReward(ctx.db, m.organizationId, path.reward_id))) throw noSuchReward();
    return { status: 204 };
  },

  async get_customer_loyalty({ path }, ctx) {
    const m = await requireOrgRole(ctx, "staff");
    if (!(await customerExists(ctx.db, m.organizationId, path.customer_id))) throw noSuchCustomer();
    const [balance, program, recent] = await Promise.all([
      balanceOf(ctx.db, path.customer_id),
      loadProgram(ctx.db, m.organizationId),
      listEntries(ctx.db, m.organizationId, path.customer_id, { limit: 10 }),
    ]);
    const { tier, next } = tierOf(program.tiers, balance.lifetime);
    return {
      status: 200,
      body: {
        customer_id: path.customer_id,
        points: balance.points,
        lifetime_points: balance.lifetime,
        tier,
        next_tier: next && { ...next, points_needed: next.min_points - balance.lifetime },
        recent_entries: recent.items.map(entryBody),
      },
    };
  },

  async list_customer_loyalty_ledger({ path, query }, ctx) {
    const m = await requireOrgRole(ctx, "staff");
    if (!(await customerExists(ctx.db, m.organizationId, path.customer_id))) throw noSuchCustomer();
    const page = await listPage(query, (p) => listEntries(ctx.db, m.organizationId, path.customer_id, p));
    return { status: 200, body: { entries: page.items.map(entryBody), next_cursor: page.nextAfter } };
  },

  async create_loyalty_adjustment({ path, body }, ctx) {
    const m = await requireOrgRole(ctx, "manager");
    if (body.points === 0) throw invalidMember("/points", "must not be 0");
    try {
      const row = await inTransaction(ctx.db, async (trx) => {
        if (!(await customerExists(trx, m.organizationId, path.customer_id))) throw noSuchCustomer();
        return recordEntry(trx, {
          organizationId: m.organizationId,
          customerId: path.customer_id,
          kind: "adjustment",
          points: body.points,
          // Added points count as earned; taken ones do not lower what was earned.
          lifetimeDelta: Math.max(body.points, 0),
          reason: body.reason,
          createdBy: m.userId,
        });
      });
      return { status: 201, body: entryBody(row) };
    } catch (err) {
      if (err instanceof InsufficientPointsError)
        throw new RestaurantError(
          "insufficient_points",
          `The customer has ${err.balance} points; the adjustment takes ${err.needed}`,
        );
      throw err;
    }
  },
};
