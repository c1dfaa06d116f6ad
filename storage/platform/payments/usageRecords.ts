/**
 * The local payment processor's metered usage (`processor_usage_records`). The identifier is
 * unique, so a retried report adds nothing: the unique index decides, not a read-then-write.
 */
import type { Knex } from "knex";
import { runner } from "../../run.js";

/** One usage report. */
export interface UsageRecord {
  identifier: string;
  customerId: string;
  meter: string;
  quantity: number;
  occurredAt: Date;
}

/** Records the report; false (nothing written) when its identifier was recorded before. */
export async function insertUsageRecord(db: Knex, record: UsageRecord): Promise<boolean> {
  if (!Number.isSafeInteger(record.quantity) || record.quantity < 0)
    throw new RangeError(`usage quantity must be a non-negative integer, got ${record.quantity}`);
  const inserted = await runner(db)("processor_usage_records")
    .insert({
      identifier: record.identifier,
      customer_id: record.customerId,
      meter: record.meter,
      quantity: String(record.quantity),
      occurred_at: record.occurredAt,
    })
    .onConflict("identifier")
    .ignore()
    .returning("id");
  return inserted.length === 1;
}

/** Units recorded on a customer's meter in [from, to) by usage time (everything when omitted). */
export async function usageTotal(
  db: Knex,
  customerId: string,
  meter: string,
  range: { from?: Date; to?: Date } = {},
): Promise<bigint> {
  let query = runner(db)("processor_usage_records").where({ customer_id: customerId, meter });
  if (range.from) query = query.where("occurred_at", ">=", range.from);
  if (range.to) query = query.where("occurred_at", "<", range.to);
  const row = (await query.sum({ total: "quantity" }).first()) as { total: string | null } | undefined;
  return BigInt(row?.total ?? 0);
}
