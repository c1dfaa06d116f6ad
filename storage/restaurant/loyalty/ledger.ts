/**
 * Loyalty balances and their ledger: one statement family, and the only code that changes a
 * balance. Every change is one {@link recordEntry}: the balance row moves first — a credit by
 * upsert, a debit by `points = points - n WHERE points >= n`, so two concurrent debits serialize
 * on the row lock and the second sees the first's result (the `CHECK (points >= 0)` backs it) —
 * then the entry is written with the balance it left, and `loyalty.points_changed` is emitted in
 * the same transaction.
 */
import type { Knex } from "knex";
import { emitEvent } from "../../../handlers/restaurant/events.js";
import { type Page, type PageRequest, pageByTimeId } from "../../paging.js";
import { isUuid, runner } from "../../run.js";

/** What a ledger entry records. */
export type EntryKind = "accrual" | "redemption" | "reversal" | "adjustment";

/** A ledger entry as stored (int8 columns arrive as decimal text). */
export interface LedgerRow {
  id: string;
  organization_id: string;
  customer_id: string;
  kind: EntryKind;
  points: string;
  balance_after: string;
  order_id: string | null;
  reward_id: string | null;
  reverses_entry_id: string | null;
  reason: string | null;
  created_by: string | null;
  created_at: Date;
}

/** A debit larger than the balance: nothing was written. */
export class InsufficientPointsError extends Error {
  override readonly name = "InsufficientPointsError";
  constructor(
    readonly balance: number,
    readonly needed: number,
  ) {
    super(`balance ${balance} is lower than ${needed}`);
  }
}

/** One change to record. */
export interface EntryInput {
  organizationId: string;
  customerId: string;
  kind: EntryKind;
  /** Signed: positive credits, zero or negative debits. */
  points: number;
  /** Change of lifetime points (earned points add, a reversed accrual subtracts); default 0. */
  lifetimeDelta?: number;
  orderId?: string | null;
  rewardId?: string | null;
  reversesEntryId?: string | null;
  reason?: string | null;
  createdBy?: string | null;
}

/** A customer's balance and lifetime points (0 and 0 before their first entry). */
export async function balanceOf(db: Knex, customerId: string): Promise<{ points: number; lifetime: number }> {
  const row = (await runner(db)("restaurant_loyalty_balances")
    .where({ customer_id: customerId })
    .first("points", "lifetime_points")) as { points: string; lifetime_points: string } | undefined;
  return { points: Number(row?.points ?? 0), lifetime: Number(row?.lifetime_points ?? 0) };
}

/** The balance, its row locked until the transaction ends (0 when the customer has none). */
export async function lockBalance(trx: Knex, customerId: string): Promise<number> {
  const row = (await trx("restaurant_loyalty_balances")
    .where({ customer_id: customerId })
    .forUpdate()
    .first("points")) as { points: string } | undefined;
  return Number(row?.points ?? 0);
}

async function moveBalance(trx: Knex, input: EntryInput): Promise<number> {
  const lifetime = input.lifetimeDelta ?? 0;
  if (input.points > 0) {
    const { rows } = (await trx.raw(
      `INSERT INTO restaurant_loyalty_balances AS b (customer_id, organization_id, points, lifetime_points)
       VALUES (?, ?, ?, greatest(?::bigint, 0))
       ON CONFLICT (customer_id) DO UPDATE
         SET points = b.points + EXCLUDED.points,
             lifetime_points = greatest(b.lifetime_points + ?::bigint, 0), updated_at = now()
       RETURNING points`,
      [input.customerId, input.organizationId, input.points, lifetime, lifetime],
    )) as { rows: { points: string }[] };
    return Number(rows[0]?.points);
  }
  const needed = -input.points;
  const { rows } = (await trx.raw(
    `UPDATE restaurant_loyalty_balances
       SET points = points - ?::bigint, lifetime_points = greatest(lifetime_points + ?::bigint, 0), updated_at = now()
     WHERE customer_id = ? AND points >= ?::bigint
     RETURNING points`,
    [needed, lifetime, input.customerId, needed],
  )) as { rows: { points: string }[] };
  if (rows[0]) return Number(rows[0].points);
  throw new InsufficientPointsError((await balanceOf(trx, input.customerId)).points, needed);
}

/**
 * Changes the balance and records the entry, inside the caller's transaction; throws
 * {@link InsufficientPointsError} (having written nothing) when a debit exceeds the balance.
 */
export async function recordEntry(trx: Knex, input: EntryInput): Promise<LedgerRow> {
  const balance = await moveBalance(trx, input);
  const [row] = (await trx("restaurant_loyalty_ledger")
    .insert({
      organization_id: input.organizationId,
      customer_id: input.customerId,
      kind: input.kind,
      points: input.points,
      balance_after: balance,
      order_id: input.orderId ?? null,
      reward_id: input.rewardId ?? null,
      reverses_entry_id: input.reversesEntryId ?? null,
      reason: input.reason ?? null,
      created_by: input.createdBy ?? null,
      // The statement's clock, not the transaction's: entries of one transaction keep their order.
      created_at: trx.raw("clock_timestamp()"),
    })
    .returning("*")) as LedgerRow[];
  if (!row) throw new Error("insert returned no row");
  await emitEvent(trx, {
    organizationId: input.organizationId,
    type: "loyalty.points_changed",
    data: {
      customer_id: input.customerId,
      entry_id: row.id,
      kind: input.kind,
      points: input.points,
      balance,
      order_id: row.order_id,
    },
  });
  return row;
}

/** The entries of an order that can be reversed (accruals, redemptions), locked, with whether each is reversed. */
export async function reversibleEntries(
  trx: Knex,
  organizationId: string,
  orderId: string,
): Promise<(LedgerRow & { reversed: boolean })[]> {
  if (!isUuid(orderId)) return [];
  const rows = (await trx("restaurant_loyalty_ledger")
    .where({ organization_id: organizationId, order_id: orderId })
    .whereIn("kind", ["accrual", "redemption"])
    .orderBy("created_at")
    .forUpdate()) as LedgerRow[];
  if (rows.length === 0) return [];
  const reversed = new Set(
    (
      (await trx("restaurant_loyalty_ledger")
        .whereIn(
          "reverses_entry_id",
          rows.map((r) => r.id),
        )
        .select("reverses_entry_id")) as { reverses_entry_id: string }[]
    ).map((r) => r.reverses_entry_id),
  );
  return rows.map((r) => ({ ...r, reversed: reversed.has(r.id) }));
}

/** Whether the order already earned its accrual. */
export async function hasAccrual(trx: Knex, orderId: string): Promise<boolean> {
  return (
    (await trx("restaurant_loyalty_ledger").where({ order_id: orderId, kind: "accrual" }).first("id")) !==
    undefined
  );
}

/** The customer's entries, newest first. */
export function listEntries(
  db: Knex,
  organizationId: string,
  customerId: string,
  page: PageRequest,
): Promise<Page<LedgerRow>> {
  const q = runner(db)("restaurant_loyalty_ledger as l")
    .select("l.*")
    .where({ "l.organization_id": organizationId, "l.customer_id": customerId });
  return pageByTimeId(
    db,
    q,
    { time: "l.created_at", id: "l.id", newestFirst: true },
    page,
    (r: LedgerRow) => r,
  );
}
