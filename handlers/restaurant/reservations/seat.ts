/**
 * Giving a booking its tables: the ones staff named (checked against the branch's active tables
 * and the joining rules) or the server's pick among the free ones. Free is read here, but the
 * database decides: a pick that lost a race to a concurrent booking fails on the exclusion
 * constraint when the tables are held (SQLSTATE 23P01 → 409 `slot_taken`).
 */
import type { Knex } from "knex";
import { RestaurantError } from "../../../generated/restaurant/errors.js";
import type { Booking } from "../../../generated/restaurant/types.js";
import {
  type BookingRow,
  type HeldTable,
  heldTables,
  takenRanges,
} from "../../../storage/restaurant/reservations/bookings.js";
import type { TableRow } from "../../../storage/restaurant/reservations/tables.js";
import { checkSeatable, freeTables } from "./rules.js";
import { chosenTablesProblem, pickTables } from "./seating.js";

const MINUTE = 60_000;

/** A booking as the contract sends it, with the tables it holds. */
export function bookingBody(row: BookingRow, tables: Pick<HeldTable, "id" | "label">[]): Booking {
  const stamp = (d: Date | null) => d?.toISOString() ?? null;
  return {
    id: row.id,
    restaurant_id: row.branch_id,
    status: row.status,
    party_size: row.party_size,
    starts_at: row.starts_at.toISOString(),
    ends_at: new Date(row.starts_at.getTime() + row.stay_minutes * MINUTE).toISOString(),
    stay_minutes: row.stay_minutes,
    tables: tables.map((t) => ({ id: t.id, label: t.label })),
    guest_name: row.guest_name,
    guest_phone: row.guest_phone,
    guest_email: row.guest_email,
    notes: row.notes,
    confirmed_at: stamp(row.confirmed_at),
    seated_at: stamp(row.seated_at),
    completed_at: stamp(row.completed_at),
    cancelled_at: stamp(row.cancelled_at),
    no_show_at: stamp(row.no_show_at),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The bookings as the contract sends them, each with its tables. */
export async function bookingBodies(db: Knex, rows: BookingRow[]): Promise<Booking[]> {
  const held = await heldTables(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) =>
    bookingBody(
      r,
      held.filter((t) => t.booking_id === r.id),
    ),
  );
}

const tablesIssue = (code: "unprocessable" | "party_too_large" | "validation_failed", message: string) =>
  new RestaurantError(code, `table_ids: ${message}`, {
    issues: [{ location: "body", name: "/table_ids", message }],
  });

/** The tables staff named, checked: distinct, active tables of the branch, able to hold the party together. */
function namedTables(tables: TableRow[], ids: string[], party: number): TableRow[] {
  if (new Set(ids).size !== ids.length) throw tablesIssue("validation_failed", "names a table twice");
  const chosen = ids.map((id) => tables.find((t) => t.id === id));
  const found = chosen.filter((t): t is TableRow => t !== undefined);
  if (found.length !== ids.length)
    throw tablesIssue("unprocessable", "names a table that is not an active table here");
  const problem = chosenTablesProblem(found, party);
  if (problem) throw tablesIssue(problem.code, problem.message);
  return found;
}

/** What seating a booking needs to know. */
export interface SeatRequest {
  branchId: string;
  /** The branch's active tables. */
  tables: TableRow[];
  party: number;
  /** When the tables are taken: the stay plus the buffer. */
  from: Date;
  to: Date;
  /** Tables staff named. */
  tableIds?: string[] | undefined;
  /** A booking being changed: its own holdings do not count as taken, and its tables are kept when they still do. */
  bookingId?: string;
}

/**
 * The tables the booking gets. 422 for tables named wrongly or a party no table could seat; 409
 * `slot_taken` when the server finds no free table or set (named tables are left to the database).
 */
export async function seatFor(db: Knex, req: SeatRequest): Promise<TableRow[]> {
  if (req.tableIds) return namedTables(req.tables, req.tableIds, req.party);
  checkSeatable(req.tables, req.party, "body");
  const taken = await takenRanges(db, req.branchId, req.from, req.to, req.bookingId);
  const free = freeTables(req.tables, taken, req.from, req.to);
  if (req.bookingId) {
    const current = new Set((await heldTables(db, [req.bookingId])).map((t) => t.id));
    const kept = free.filter((t) => current.has(t.id));
    if (kept.length === current.size && kept.length > 0 && !chosenTablesProblem(kept, req.party)) return kept;
  }
  const picked = pickTables(free, req.party);
  if (!picked)
    throw new RestaurantError(
      "slot_taken",
      `No table or joinable set seating ${req.party} is free at that time`,
    );
  return picked;
}
