/**
 * When a booking may start: the rules availability lists slots by and booking creation checks
 * against, in one place so the two never disagree (TastyIgniter users saw slots offered that could
 * not be booked, past slots and slots inside the lead time: #616, #617). A stay must fit in an
 * opening period in the restaurant's time zone, start no earlier than the lead time from now and
 * no later than `max_days_ahead` days from now; a table is taken for the stay plus the buffer
 * (#242: stays that ignored it overlapped).
 */

import { RestaurantError } from "../../../generated/restaurant/errors.js";
import type { TakenRange } from "../../../storage/restaurant/reservations/bookings.js";
import type { SettingsRow } from "../../../storage/restaurant/reservations/settings.js";
import type { Branch } from "../access.js";
import { addDays, localDateOf, minutesOf, timeOf, weekdayOf, zonedInstant } from "../localTime.js";
import { largestParty, pickTables, type SeatingTable } from "./seating.js";

const MINUTE = 60_000;

/** One candidate start: its local date and time and its instants. */
export interface Slot {
  time: string;
  start: Date;
  /** The end of the stay. */
  end: Date;
}

/** An opening period of `date` as instants; periods closing at or before they open end the next day. */
function periods(branch: Branch, date: string): { open: Date; close: Date; opens: number }[] {
  const out: { open: Date; close: Date; opens: number }[] = [];
  for (const p of branch.openingHours) {
    if (p.day !== weekdayOf(date)) continue;
    const opens = minutesOf(p.opens);
    const closes = minutesOf(p.closes);
    const open = zonedInstant(date, opens, branch.timeZone);
    const close = zonedInstant(closes > opens ? date : addDays(date, 1), closes, branch.timeZone);
    if (open && close) out.push({ open, close, opens });
  }
  return out;
}

/** The slot starts of the opening periods that open on `date` whose stay ends by closing. */
export function openingSlots(branch: Branch, settings: SettingsRow, date: string, stay: number): Slot[] {
  const slots: Slot[] = [];
  for (const period of periods(branch, date)) {
    const span = (period.close.getTime() - period.open.getTime()) / MINUTE;
    for (let offset = 0; offset + stay <= span; offset += settings.slot_interval_minutes) {
      const wall = period.opens + offset;
      const day = addDays(date, Math.floor(wall / 1440));
      const start = zonedInstant(day, wall % 1440, branch.timeZone);
      if (!start) continue;
      const end = new Date(start.getTime() + stay * MINUTE);
      if (end <= period.close) slots.push({ time: timeOf(wall % 1440), start, end });
    }
  }
  return slots.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** Whether a booking may start at `start` given the lead time and `max_days_ahead`. */
export function withinBookingWindow(settings: SettingsRow, start: Date, now: Date): boolean {
  const earliest = now.getTime() + settings.lead_time_minutes * MINUTE;
  const latest = now.getTime() + settings.max_days_ahead * 1440 * MINUTE;
  return start.getTime() >= earliest && start.getTime() <= latest;
}

/** The 422 naming `starts_at` when a stay of `stay` minutes cannot start then; nothing when it can. */
export function checkStart(
  branch: Branch,
  settings: SettingsRow,
  start: Date,
  stay: number,
  now: Date,
): void {
  const refuse = (message: string) =>
    new RestaurantError("unprocessable", `starts_at ${message}`, {
      issues: [{ location: "body", name: "/starts_at", message }],
    });
  if (!withinBookingWindow(settings, start, now))
    throw refuse(
      `must be at least ${settings.lead_time_minutes} minutes from now and at most ${settings.max_days_ahead} days ahead`,
    );
  const end = start.getTime() + stay * MINUTE;
  const day = localDateOf(start, branch.timeZone);
  const fits = [addDays(day, -1), day]
    .flatMap((d) => periods(branch, d))
    .some((p) => p.open <= start && end <= p.close.getTime());
  if (!fits) throw refuse("is outside the opening hours, or the stay runs past closing");
}

/** The tables of `tables` not taken at any moment of [from, to). */
export function freeTables<T extends SeatingTable>(
  tables: T[],
  taken: TakenRange[],
  from: Date,
  to: Date,
): T[] {
  const busy = new Set(taken.filter((r) => r.from < to && from < r.to).map((r) => r.table_id));
  return tables.filter((t) => !busy.has(t.id));
}

/**
 * Refuses a party no table or joined set of the active `tables` could ever seat: 422
 * `party_too_large` above the largest, 422 `unprocessable` below every table's minimum.
 */
export function checkSeatable(tables: SeatingTable[], party: number, location: "query" | "body"): void {
  const name = location === "body" ? "/party_size" : "party_size";
  if (party > largestParty(tables))
    throw new RestaurantError("party_too_large", `No table or joinable set here seats ${party}`, {
      issues: [{ location, name, message: `the largest party seated here is ${largestParty(tables)}` }],
    });
  if (!pickTables(tables, party))
    throw new RestaurantError("unprocessable", `No table here takes a party of ${party}`, {
      issues: [{ location, name, message: "is below the minimum of every table" }],
    });
}
