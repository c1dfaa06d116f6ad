/**
 * Bookings and the tables they hold: one statement family. A booking's tables are rows of
 * `restaurant_booking_tables` with the time each is taken (`during`, stay plus buffer); the
 * migration's exclusion constraint refuses overlapping active rows of one table, so a double
 * booking fails here with SQLSTATE 23P01 ({@link isSlotTaken}) however many requests race.
 * Writes take the caller's transaction: the booking and its tables commit together or not at all.
 */
import type { Knex } from "knex";
import { type Page, type PageRequest, pageByTimeId } from "../../paging.js";
import { isUuid, runner } from "../../run.js";
import type { BranchScope } from "./areas.js";

/** A booking's state. */
export type BookingStatus = "pending" | "confirmed" | "seated" | "completed" | "cancelled" | "no_show";

/** A booking as stored. */
export interface BookingRow {
  id: string;
  organization_id: string;
  branch_id: string;
  status: BookingStatus;
  party_size: number;
  starts_at: Date;
  stay_minutes: number;
  guest_name: string;
  guest_phone: string | null;
  guest_email: string | null;
  notes: string | null;
  /** The member who took it. */
  created_by: string | null;
  confirmed_at: Date | null;
  seated_at: Date | null;
  completed_at: Date | null;
  cancelled_at: Date | null;
  no_show_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** A table a booking holds. */
export interface HeldTable {
  booking_id: string;
  id: string;
  label: string;
}

/** When a table is taken, as the exclusion constraint sees it. */
export interface TakenRange {
  table_id: string;
  from: Date;
  to: Date;
}

/** Whether `err` is the exclusion constraint refusing an overlapping booking of a table. */
export const isSlotTaken = (err: unknown) => (err as { code?: string }).code === "23P01";

const scoped = (scope: BranchScope) => ({
  organization_id: scope.organizationId,
  branch_id: scope.branchId,
});

/** Creates a booking (without tables: {@link holdTables} adds them in the same transaction). */
export async function insertBooking(
  trx: Knex,
  scope: BranchScope,
  fields: Omit<BookingRow, "id" | "organization_id" | "branch_id" | "created_at" | "updated_at">,
  now: Date,
): Promise<BookingRow> {
  const [row] = (await trx("restaurant_bookings")
    .insert({ ...scoped(scope), ...fields, created_at: now, updated_at: now })
    .returning("*")) as BookingRow[];
  if (!row) throw new Error("insert returned no row");
  return row;
}

/**
 * Makes `tableIds` the booking's tables, taken over [from, to): its previous rows go first, so a
 * booking moved to an overlapping time does not clash with itself. Raises 23P01 when a table is
 * taken by another active booking for an overlapping time.
 */
export async function holdTables(
  trx: Knex,
  bookingId: string,
  tableIds: string[],
  from: Date,
  to: Date,
): Promise<void> {
  await trx("restaurant_booking_tables").where({ booking_id: bookingId }).del();
  const during = trx.raw("tstzrange(?::timestamptz, ?::timestamptz, '[)')", [
    from.toISOString(),
    to.toISOString(),
  ]);
  await trx("restaurant_booking_tables").insert(
    tableIds.map((tableId) => ({ booking_id: bookingId, table_id: tableId, during })),
  );
}

/** Frees the booking's tables (its rows stay, as history, but no longer take the time). */
export async function releaseTables(trx: Knex, bookingId: string): Promise<void> {
  await trx("restaurant_booking_tables").where({ booking_id: bookingId }).update({ active: false });
}

/**
 * The times the branch's tables are taken by active bookings within [from, to), except by the
 * booking `exceptBookingId` (the one being moved).
 */
export async function takenRanges(
  db: Knex,
  branchId: string,
  from: Date,
  to: Date,
  exceptBookingId?: string,
): Promise<TakenRange[]> {
  const q = runner(db)("restaurant_booking_tables as bt")
    .join("restaurant_tables as t", "t.id", "bt.table_id")
    .select(
      "bt.table_id",
      runner(db).raw('lower(bt.during) AS "from"'),
      runner(db).raw('upper(bt.during) AS "to"'),
    )
    .where({ "t.branch_id": branchId, "bt.active": true })
    .whereRaw("bt.during && tstzrange(?::timestamptz, ?::timestamptz, '[)')", [
      from.toISOString(),
      to.toISOString(),
    ]);
  if (exceptBookingId) q.whereNot("bt.booking_id", exceptBookingId);
  return (await q) as TakenRange[];
}

/** One booking of the branch, or undefined; `forUpdate` locks it for the caller's transaction. */
export async function findBooking(
  db: Knex,
  scope: BranchScope,
  id: string,
  forUpdate = false,
): Promise<BookingRow | undefined> {
  if (!isUuid(id)) return undefined;
  const q = runner(db)("restaurant_bookings").where({ ...scoped(scope), id });
  if (forUpdate) q.forUpdate();
  return (await q.first()) as BookingRow | undefined;
}

/** Changes a booking's columns; undefined when the branch has no such booking. */
export async function updateBooking(
  trx: Knex,
  scope: BranchScope,
  id: string,
  changes: Partial<Omit<BookingRow, "id" | "organization_id" | "branch_id" | "created_at">>,
): Promise<BookingRow | undefined> {
  const [row] = (await trx("restaurant_bookings")
    .where({ ...scoped(scope), id })
    .update(changes)
    .returning("*")) as BookingRow[];
  return row;
}

/**
 * Moves a booking to `to` when its status is one of `from`, stamping `stamp`; undefined when it
 * is not in one of them (or not the branch's).
 */
export async function moveBooking(
  trx: Knex,
  scope: BranchScope,
  id: string,
  move: { from: BookingStatus[]; to: BookingStatus; stamp: string },
  now: Date,
): Promise<BookingRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = (await trx("restaurant_bookings")
    .where({ ...scoped(scope), id })
    .whereIn("status", move.from)
    .update({ status: move.to, [move.stamp]: now, updated_at: now })
    .returning("*")) as BookingRow[];
  return row;
}

/** The tables the bookings hold, by label. */
export async function heldTables(db: Knex, bookingIds: string[]): Promise<HeldTable[]> {
  if (bookingIds.length === 0) return [];
  return (await runner(db)("restaurant_booking_tables as bt")
    .join("restaurant_tables as t", "t.id", "bt.table_id")
    .select("bt.booking_id", "t.id", "t.label")
    .whereIn("bt.booking_id", bookingIds)
    .orderBy("t.label")) as HeldTable[];
}

/** The branch's bookings starting within [from, to) when given, of one status when given, earliest first. */
export function listBookings(
  db: Knex,
  scope: BranchScope,
  filter: { from?: Date; to?: Date; status?: BookingStatus | undefined },
  page: PageRequest,
): Promise<Page<BookingRow>> {
  const q = runner(db)("restaurant_bookings").select("*").where(scoped(scope));
  if (filter.from) q.where("starts_at", ">=", filter.from);
  if (filter.to) q.where("starts_at", "<", filter.to);
  if (filter.status) q.where({ status: filter.status });
  return pageByTimeId(db, q, { time: "starts_at", id: "id" }, page, (r: BookingRow) => r);
}
