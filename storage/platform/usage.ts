/**
 * Usage events accrued from the contract's per-call cost, and their sums per user and period.
 */
import type { Knex } from "knex";
import { microsParam, runner } from "../run.js";

/** One successful, costed call. */
export interface UsageEvent {
  userId: string;
  credentialId: string;
  service: string;
  operationId: string;
  costMicros: number;
  at: Date;
}

/** Records one event. */
export async function recordUsageEvent(db: Knex, event: UsageEvent): Promise<void> {
  await runner(db)("usage_events").insert({
    user_id: event.userId,
    credential_id: event.credentialId,
    service: event.service,
    operation_id: event.operationId,
    cost_micros: microsParam(event.costMicros, true),
    created_at: event.at,
  });
}

/** Total cost accrued by a user in [from, to), in micro-USD. */
export async function usageTotal(db: Knex, userId: string, from: Date, to: Date): Promise<bigint> {
  const row = (await runner(db)("usage_events")
    .where({ user_id: userId })
    .where("created_at", ">=", from)
    .where("created_at", "<", to)
    .sum({ total: "cost_micros" })
    .first()) as { total: string | null } | undefined;
  return BigInt(row?.total ?? 0);
}
