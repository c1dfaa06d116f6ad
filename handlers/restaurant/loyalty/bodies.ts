/**
 * Loyalty records as the contract sends them. Stored jsonb (rules, tiers, definitions) was written
 * from validated bodies only, so the contract's types hold for it; int8 columns arrive as decimal
 * text and are numbers here.
 */
import type {
  LoyaltyLedgerEntry,
  LoyaltyProgram,
  LoyaltyReward,
} from "../../../generated/restaurant/types.js";
import type { LedgerRow } from "../../../storage/restaurant/loyalty/ledger.js";
import type { ProgramRow } from "../../../storage/restaurant/loyalty/program.js";
import type { RewardRow } from "../../../storage/restaurant/loyalty/rewards.js";

/** The program. */
export function programBody(row: ProgramRow): LoyaltyProgram {
  return {
    enabled: row.enabled,
    points_name: row.points_name,
    accrual_rules: row.accrual_rules as LoyaltyProgram["accrual_rules"],
    tiers: row.tiers,
    updated_at: row.updated_at?.toISOString() ?? null,
  };
}

/** A reward. */
export function rewardBody(row: RewardRow): LoyaltyReward {
  return {
    id: row.id,
    name: row.name,
    points_cost: row.points_cost,
    definition: row.definition as LoyaltyReward["definition"],
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** A ledger entry. */
export function entryBody(row: LedgerRow): LoyaltyLedgerEntry {
  return {
    id: row.id,
    kind: row.kind,
    points: Number(row.points),
    balance_after: Number(row.balance_after),
    order_id: row.order_id,
    reward_id: row.reward_id,
    reason: row.reason,
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
  };
}
