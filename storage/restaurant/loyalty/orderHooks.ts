/**
 * What orders call on loyalty, inside the order's own transaction (the design's cross-area
 * signatures): {@link accrueForOrder} when an order completes, {@link reverseForOrder} when a
 * completed (or reward-carrying) order is cancelled, {@link redeemReward} when an order takes a
 * reward; and {@link grantPoints} for automation rules. Failures are the contract's errors
 * (`ApiError`), so the calling handler lets them through as they are.
 */
import type { Knex } from "knex";
import { RestaurantError } from "../../../generated/restaurant/errors.js";
import { customerExists } from "../customers/customers.js";
import { orderPoints } from "./accrual.js";
import {
  hasAccrual,
  InsufficientPointsError,
  type LedgerRow,
  lockBalance,
  recordEntry,
  reversibleEntries,
} from "./ledger.js";
import { loadProgram } from "./program.js";
import { findReward } from "./rewards.js";

/**
 * Grants the points the completed order earns under the program's rules; answers them. Grants
 * nothing (0) without a customer, for a customer not of the organization, while the program is
 * paused, or when the order already earned them: a second call for an order never grants twice
 * (the database holds one accrual per order).
 */
export async function accrueForOrder(
  trx: Knex,
  input: {
    organizationId: string;
    orderId: string;
    customerId: string | null;
    branchId: string;
    totalAmount: number;
    lines: { foodItemId: string; categoryId: string | null; quantity: number }[];
  },
): Promise<number> {
  if (!input.customerId || !(await customerExists(trx, input.organizationId, input.customerId))) return 0;
  const program = await loadProgram(trx, input.organizationId);
  if (!program.enabled || (await hasAccrual(trx, input.orderId))) return 0;
  const points = orderPoints(program.accrual_rules, input);
  if (points <= 0) return 0;
  await recordEntry(trx, {
    organizationId: input.organizationId,
    customerId: input.customerId,
    kind: "accrual",
    points,
    lifetimeDelta: points,
    orderId: input.orderId,
  });
  return points;
}

/**
 * Undoes what the order did to loyalty balances: takes back its accrual and gives back the points
 * of a reward it redeemed. Idempotent (each entry is reversed at most once). A customer who has
 * already spent the accrued points loses what is left — the balance never goes below zero — and
 * their lifetime points drop by the whole accrual.
 */
export async function reverseForOrder(
  trx: Knex,
  input: { organizationId: string; orderId: string },
): Promise<{ pointsTakenBack: number; pointsRefunded: number }> {
  const out = { pointsTakenBack: 0, pointsRefunded: 0 };
  for (const entry of await reversibleEntries(trx, input.organizationId, input.orderId)) {
    if (entry.reversed) continue;
    const points = Number(entry.points);
    const common = {
      organizationId: input.organizationId,
      customerId: entry.customer_id,
      kind: "reversal" as const,
      orderId: input.orderId,
      rewardId: entry.reward_id,
      reversesEntryId: entry.id,
      reason: "Order cancelled",
    };
    if (entry.kind === "accrual") {
      const taken = Math.min(points, await lockBalance(trx, entry.customer_id));
      await recordEntry(trx, { ...common, points: -taken, lifetimeDelta: -points });
      out.pointsTakenBack += taken;
    } else {
      await recordEntry(trx, { ...common, points: -points });
      out.pointsRefunded += -points;
    }
  }
  return out;
}

/** What a redeemed reward gives the order (copied: later changes to the reward do not touch it). */
export interface RedeemedReward {
  rewardId: string;
  name: string;
  pointsCost: number;
  discountAmount?: number;
  percentage?: number;
  maxAmount?: number;
  freeFoodItemId?: string;
}

/**
 * Debits the reward's cost from the customer's balance for the order and answers what it gives.
 * 404 `not_found` for a reward or customer not of the organization; 409 `insufficient_points`
 * when the balance is short (nothing debited). Held by the order: {@link reverseForOrder} gives
 * the points back if it is cancelled.
 */
export async function redeemReward(
  trx: Knex,
  input: { organizationId: string; customerId: string; rewardId: string; orderId: string },
): Promise<RedeemedReward> {
  const reward = await findReward(trx, input.organizationId, input.rewardId);
  if (!reward) throw new RestaurantError("not_found", "No such loyalty reward");
  if (!(await customerExists(trx, input.organizationId, input.customerId)))
    throw new RestaurantError("not_found", "No such customer");
  try {
    await recordEntry(trx, {
      organizationId: input.organizationId,
      customerId: input.customerId,
      kind: "redemption",
      points: -reward.points_cost,
      orderId: input.orderId,
      rewardId: reward.id,
      reason: reward.name,
    });
  } catch (err) {
    if (err instanceof InsufficientPointsError)
      throw new RestaurantError(
        "insufficient_points",
        `The customer has ${err.balance} points; "${reward.name}" costs ${reward.points_cost}`,
      );
    throw err;
  }
  const d = reward.definition;
  const base = { rewardId: reward.id, name: reward.name, pointsCost: reward.points_cost };
  if (d.kind === "fixed_discount") return { ...base, discountAmount: d.discount_amount };
  if (d.kind === "percentage_discount")
    return {
      ...base,
      percentage: d.percentage,
      ...(d.max_amount != null ? { maxAmount: d.max_amount } : {}),
    };
  return { ...base, freeFoodItemId: d.food_item_id };
}

/**
 * Adds points to a customer's balance (and lifetime points) as an `adjustment` with `reason`, for
 * automation rules. Undefined when the customer is not the organization's. `points` MUST be a
 * positive integer.
 */
export async function grantPoints(
  trx: Knex,
  input: { organizationId: string; customerId: string; points: number; reason: string },
): Promise<LedgerRow | undefined> {
  if (!(Number.isSafeInteger(input.points) && input.points > 0))
    throw new RangeError(`points must be a positive integer, got ${input.points}`);
  if (!(await customerExists(trx, input.organizationId, input.customerId))) return undefined;
  return recordEntry(trx, {
    organizationId: input.organizationId,
    customerId: input.customerId,
    kind: "adjustment",
    points: input.points,
    lifetimeDelta: input.points,
    reason: input.reason,
  });
}
