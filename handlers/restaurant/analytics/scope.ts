/**
 * What an analytics request covers: the date range checked beyond its schema (in order, at most
 * 366 days), and the restaurants the caller may see — all of the organization's for the owner,
 * otherwise only those they hold a role on. A `restaurant_id` they hold no role on answers 404,
 * exactly as another organization's does.
 */
import type { OrderChannel } from "../../../generated/restaurant/types.js";
import type { HandlerContext } from "../../../runtime/context.js";
import { ApiError } from "../../../runtime/errors.js";
import type { ReportScope } from "../../../storage/restaurant/analytics/scope.js";
import { membership, requireRestaurant } from "../access.js";
import { addDays, localDateOf } from "../localTime.js";

/** The longest range a report covers, in days: a leap year. */
export const MAX_RANGE_DAYS = 366;

const DAY_MS = 86_400_000;

/** Days a report covers when the query names no range. */
const DEFAULT_RANGE_DAYS = 30;

/** The analytics query members every report takes. */
export interface AnalyticsQuery {
  from?: string | undefined;
  to?: string | undefined;
  restaurant_id?: string | undefined;
  channel?: OrderChannel | undefined;
}

/** What every report echoes: its range, filters and the organization's currency. */
export interface ScopeEcho {
  from: string;
  to: string;
  restaurant_id: string | null;
  channel?: OrderChannel;
  currency: string;
}

/** The 400 naming the query member `name` (`from` or `to`), as the generated validator words one. */
function badDate(name: "from" | "to", message: string): ApiError {
  return new ApiError("validation_failed", `Invalid request: query ${name}: ${message}`, {
    issues: [{ location: "query", name, message }],
  });
}

/** Years the calendar arithmetic covers: the schema admits any real day, year 0000 and 9999 included. */
function checkYears(name: "from" | "to", day: string | undefined): void {
  if (day === undefined) return;
  const year = Number(day.slice(0, 4));
  if (year < 1000 || year > 2999) throw badDate(name, "must be in the years 1000 to 2999");
}

/** Days from `from` to `to`, both counted; the schema has already checked both are dates. */
export function daysCovered(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
}

/**
 * The report's scope for the caller: 400 for a range out of order or longer than
 * {@link MAX_RANGE_DAYS}, 403 `no_organization`, 404 for a restaurant they hold no role on.
 */
export async function reportScope(
  ctx: HandlerContext,
  query: AnalyticsQuery,
): Promise<{ scope: ReportScope; echo: ScopeEcho }> {
  checkYears("from", query.from);
  checkYears("to", query.to);
  const restaurantId = query.restaurant_id ?? null;
  const access = restaurantId ? await requireRestaurant(ctx, restaurantId, "staff") : null;
  const m = access ? access.membership : await membership(ctx);
  // Defaults: the 30 days up to today, where the restaurant is (UTC for several).
  const to = query.to ?? localDateOf(ctx.now(), access?.restaurant.timeZone ?? "UTC");
  const from = query.from ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  const days = daysCovered(from, to);
  if (days < 1) throw badDate("to", "is before from");
  if (days > MAX_RANGE_DAYS) throw badDate("to", `covers more than ${MAX_RANGE_DAYS} days from from`);
  const channel = query.channel ?? null;
  return {
    scope: {
      organizationId: m.organizationId,
      from,
      to,
      restaurantId,
      memberUserId: m.owner ? null : m.userId,
      channel,
    },
    echo: { from, to, restaurant_id: restaurantId, ...(channel ? { channel } : {}), currency: m.currency },
  };
}
