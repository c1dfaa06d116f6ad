/**
 * Local dates and times in a restaurant's IANA time zone, on the runtime's own time-zone database
 * (Intl): opening hours and slots are wall-clock times there, bookings are instants. A wall-clock
 * time that a daylight-saving change skips has no instant ({@link zonedInstant} answers undefined).
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(zone, f);
  }
  return f;
}

/** The wall-clock reading of `instant` in `zone`, as if it were UTC (milliseconds). */
function wallClock(instant: number, zone: string): number {
  const p: Record<string, number> = {};
  for (const part of formatter(zone).formatToParts(new Date(instant)))
    if (part.type !== "literal") p[part.type] = Number(part.value);
  return Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0, p.second ?? 0);
}

/** The "YYYY-MM-DD" date as UTC midnight (for calendar arithmetic). */
function utcDay(date: string): number {
  const [y, m, d] = date.split("-").map(Number);
  return Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1);
}

/** `date` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(utcDay(date) + days * 86_400_000).toISOString().slice(0, 10);
}

const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;

/** The weekday of a calendar date ("mon"…). */
export function weekdayOf(date: string): (typeof WEEKDAYS)[number] {
  return WEEKDAYS[new Date(utcDay(date)).getUTCDay()] ?? "sun";
}

/** "HH:MM" as minutes after midnight. */
export function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** Minutes after midnight (0..1439) as "HH:MM". */
export function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/**
 * The instant at which the wall clock in `zone` reads `date` `minutes` after midnight; undefined
 * when a daylight-saving change skips that reading. Of a reading that happens twice (clocks going
 * back) either instant may come back.
 */
export function zonedInstant(date: string, minutes: number, zone: string): Date | undefined {
  const wall = utcDay(date) + minutes * 60_000;
  // The zone's offset at a first guess, then at the corrected instant (differs across a change).
  let instant = wall - (wallClock(wall, zone) - wall);
  instant = wall - (wallClock(instant, zone) - instant);
  return wallClock(instant, zone) === wall ? new Date(instant) : undefined;
}

/** The local calendar date of `instant` in `zone`. */
export function localDateOf(instant: Date, zone: string): string {
  return new Date(wallClock(instant.getTime(), zone)).toISOString().slice(0, 10);
}

/** The first instant of the local `date` in `zone` (midnight, or the first hour after a skipped one). */
export function startOfLocalDay(date: string, zone: string): Date {
  for (let minutes = 0; minutes < 24 * 60; minutes += 30) {
    const instant = zonedInstant(date, minutes, zone);
    if (instant) return instant;
  }
  return new Date(utcDay(date));
}
