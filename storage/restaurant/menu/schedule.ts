/**
 * Weekly schedules in a branch's local time: opening hours and menu windows are periods
 * `{day, start, end}` ("HH:MM", 24-hour clock), half-open `[start, end)`; an end earlier than the
 * start runs past midnight into the next day. Pure functions: the zone's rules come from the
 * runtime's IANA database (Intl), so daylight-saving shifts are the zone's, not ours.
 */

/** Weekdays in the contract's spelling, Monday first. */
export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;

/** One weekday. */
export type Weekday = (typeof WEEKDAYS)[number];

/** A weekly period in local time. */
export interface Period {
  day: string;
  start: string;
  end: string;
}

/** A moment as a branch's clock shows it: weekday, "HH:MM" and the local date-time. */
export interface LocalMoment {
  day: Weekday;
  time: string;
  /** `YYYY-MM-DDTHH:MM` in the zone, for answers that show the local reading. */
  local: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "short",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** `at` on the clock of `timeZone` (an IANA name the runtime knows; RangeError otherwise). */
export function localMoment(at: Date, timeZone: string): LocalMoment {
  const parts: Record<string, string> = {};
  for (const p of formatter(timeZone).formatToParts(at)) parts[p.type] = p.value;
  const day = (parts.weekday ?? "").slice(0, 3).toLowerCase() as Weekday;
  const time = `${parts.hour}:${parts.minute}`;
  return { day, time, local: `${parts.year}-${parts.month}-${parts.day}T${time}` };
}

function nextDay(day: string): string | undefined {
  const i = WEEKDAYS.indexOf(day as Weekday);
  return i < 0 ? undefined : WEEKDAYS[(i + 1) % 7];
}

/** Whether the period covers the moment; a period of zero length covers nothing. */
export function covers(period: Period, at: LocalMoment): boolean {
  const { day, start, end } = period;
  if (start < end) return day === at.day && start <= at.time && at.time < end;
  if (end < start) return (day === at.day && at.time >= start) || (nextDay(day) === at.day && at.time < end);
  return false;
}

/** Whether any of the periods covers the moment. */
export function coveredByAny(periods: readonly Period[], at: LocalMoment): boolean {
  return periods.some((p) => covers(p, at));
}

/** Opening hours (`opens`/`closes`) as periods. */
export function openingPeriods(hours: readonly { day: string; opens: string; closes: string }[]): Period[] {
  return hours.map((h) => ({ day: h.day, start: h.opens, end: h.closes }));
}

/** Menu windows (`from`/`to`) as periods. */
export function windowPeriods(windows: readonly { day: string; from: string; to: string }[]): Period[] {
  return windows.map((w) => ({ day: w.day, start: w.from, end: w.to }));
}
