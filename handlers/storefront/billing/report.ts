/**
 * `POST /billing/report`: once per period (a UTC day), sends the caller's usage since the
 * previous report — the per-call costs the runtime accrued (`usage_events`) — to the
 * processor's meter as one event whose identifier is `<customer>:<period>`, so a retry can
 * never bill twice. Later calls in the period answer the stored report. The first report
 * covers usage since billing was connected.
 */
import type { BillingReportInput, BillingReportResponse } from "../../../generated/storefront-ext/types.js";
import type { HandlerContext } from "../../../runtime/context.js";
import { ApiError } from "../../../runtime/errors.js";
import { usageTotal } from "../../../storage/platform/usage.js";
import {
  findBillingConnection,
  findUsageReport,
  latestUsageReport,
  saveUsageReport,
  type UsageReportRecord,
} from "../../../storage/storefront/billing.js";
import { billedPerson, USAGE_METER } from "./person.js";

/** The UTC day `at` falls in, `YYYY-MM-DD`. */
export function periodOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

function answer(report: UsageReportRecord, alreadyReported: boolean): BillingReportResponse {
  return {
    status: 200,
    body: {
      period: report.period,
      reportedMicros: Number(report.reportedMicros),
      alreadyReported,
      reportedAt: report.reportedAt.getTime(),
    },
  };
}

/** Reports the caller's usage of this period to the runtime's processor (`ctx.payments`), once. */
export async function billingReport(
  _input: BillingReportInput,
  ctx: HandlerContext,
): Promise<BillingReportResponse> {
  const userId = billedPerson(ctx);
  const connection = await findBillingConnection(ctx.db, userId);
  if (!connection)
    throw new ApiError("conflict", "Billing is not connected: call POST /billing/connect first");
  const now = ctx.now();
  const period = periodOf(now);
  const stored = await findUsageReport(ctx.db, userId, period);
  if (stored) return answer(stored, true);
  const windowStart = (await latestUsageReport(ctx.db, userId))?.windowEnd ?? connection.connectedAt;
  const micros = await usageTotal(ctx.db, userId, windowStart, now);
  const report: UsageReportRecord = {
    userId,
    period,
    identifier: `${connection.customerId}:${period}`,
    reportedMicros: micros,
    windowStart,
    windowEnd: now,
    reportedAt: now,
  };
  // Sent first, recorded after: when the processor fails nothing is recorded and a retry
  // reports again, under the same identifier, so the processor counts it once.
  await ctx.payments.reportUsage({
    customerId: connection.customerId,
    meter: USAGE_METER,
    quantity: Number(micros),
    identifier: report.identifier,
    timestamp: now,
  });
  if (await saveUsageReport(ctx.db, report)) return answer(report, false);
  // A concurrent report of this period was recorded first: answer that one.
  return answer((await findUsageReport(ctx.db, userId, period))!, true);
}
