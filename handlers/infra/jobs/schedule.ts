/**
 * Time rules of jobs: the next tick of a cron schedule in its timezone (cron-parser), and the wait
 * after a failed attempt (fixed or exponential backoff).
 */
import { CronExpressionParser } from "cron-parser";
import type { JobBackoff } from "../../../storage/infra/jobs.js";

/** The longest wait between two attempts, whatever the backoff (a day). */
export const MAX_BACKOFF_MS = 24 * 60 * 60 * 1000;

/** Why a schedule or timezone is refused, naming the member; null when both are fine. */
export function scheduleProblem(
  schedule: string,
  timezone: string,
): { member: "schedule" | "timezone"; message: string } | null {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: timezone });
  } catch {
    return { member: "timezone", message: `is not an IANA timezone name: ${JSON.stringify(timezone)}` };
  }
  const fields = schedule.trim().split(/\s+/);
  if (fields.length !== 5)
    return {
      member: "schedule",
      message: `must have five fields (minute hour day-of-month month day-of-week), got ${fields.length}`,
    };
  try {
    CronExpressionParser.parse(schedule, { tz: timezone, currentDate: new Date() }).next();
  } catch (err) {
    return { member: "schedule", message: `does not parse as cron: ${(err as Error).message}` };
  }
  return null;
}

/** The first tick of `schedule` in `timezone` strictly after `after`. Throws on a schedule that does not parse. */
export function nextTick(schedule: string, timezone: string, after: Date): Date {
  return CronExpressionParser.parse(schedule, { tz: timezone, currentDate: after }).next().toDate();
}

/** The wait after failed attempt `attempt` (from 1). */
export function backoffMs(backoff: JobBackoff, attempt: number): number {
  const base = backoff.delaySeconds * 1000;
  const ms = backoff.strategy === "fixed" ? base : base * 2 ** Math.max(0, attempt - 1);
  return Math.min(ms, MAX_BACKOFF_MS);
}
