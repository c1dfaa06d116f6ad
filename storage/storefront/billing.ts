/**
 * Usage billing: each person's connection to the payment processor (a customer and a metered
 * subscription) and the usage reports sent on it, at most one per person and period.
 */
import type { Knex } from "knex";
import { runner } from "../run.js";

/** A person's usage-billing connection. */
export interface BillingConnection {
  userId: string;
  customerId: string;
  subscriptionId: string;
  email: string | null;
  connectedAt: Date;
}

type ConnectionRow = {
  user_id: string;
  customer_id: string;
  subscription_id: string;
  email: string | null;
  connected_at: Date;
};

function toConnection(row: ConnectionRow): BillingConnection {
  return {
    userId: row.user_id,
    customerId: row.customer_id,
    subscriptionId: row.subscription_id,
    email: row.email,
    connectedAt: row.connected_at,
  };
}

/** The person's connection, or undefined when billing is not connected. */
export async function findBillingConnection(
  db: Knex,
  userId: string,
): Promise<BillingConnection | undefined> {
  const row = (await runner(db)("storefront_billing_connections").where({ user_id: userId }).first()) as
    | ConnectionRow
    | undefined;
  return row ? toConnection(row) : undefined;
}

/**
 * Stores a connection unless the person has one already; answers the one that is stored (a
 * concurrent connect that got there first wins, and `created` is false).
 */
export async function saveBillingConnection(
  db: Knex,
  connection: BillingConnection,
): Promise<{ connection: BillingConnection; created: boolean }> {
  const inserted = (await runner(db)("storefront_billing_connections")
    .insert({
      user_id: connection.userId,
      customer_id: connection.customerId,
      subscription_id: connection.subscriptionId,
      email: connection.email,
      connected_at: connection.connectedAt,
    })
    .onConflict("user_id")
    .ignore()
    .returning("*")) as ConnectionRow[];
  if (inserted[0]) return { connection: toConnection(inserted[0]), created: true };
  return { connection: (await findBillingConnection(db, connection.userId))!, created: false };
}

/** One period's usage report. */
export interface UsageReportRecord {
  userId: string;
  /** `YYYY-MM-DD` (UTC day). */
  period: string;
  identifier: string;
  reportedMicros: bigint;
  windowStart: Date;
  windowEnd: Date;
  reportedAt: Date;
}

type ReportRow = {
  user_id: string;
  period: string;
  identifier: string;
  reported_micros: string;
  window_start: Date;
  window_end: Date;
  reported_at: Date;
};

function toReport(row: ReportRow): UsageReportRecord {
  return {
    userId: row.user_id,
    period: row.period,
    identifier: row.identifier,
    reportedMicros: BigInt(row.reported_micros),
    windowStart: row.window_start,
    windowEnd: row.window_end,
    reportedAt: row.reported_at,
  };
}

// `period` as text: pg would turn a date into a local-midnight Date, which shifts the day.
const REPORT_COLUMNS = [
  "user_id",
  "period::text as period",
  "identifier",
  "reported_micros",
  "window_start",
  "window_end",
  "reported_at",
];

/** The report of one period, or undefined. */
export async function findUsageReport(
  db: Knex,
  userId: string,
  period: string,
): Promise<UsageReportRecord | undefined> {
  const row = (await runner(db)("storefront_usage_reports")
    .select(db.raw(REPORT_COLUMNS.join(", ")))
    .where({ user_id: userId, period })
    .first()) as ReportRow | undefined;
  return row ? toReport(row) : undefined;
}

/** The person's most recent report, or undefined before the first. */
export async function latestUsageReport(db: Knex, userId: string): Promise<UsageReportRecord | undefined> {
  const row = (await runner(db)("storefront_usage_reports")
    .select(db.raw(REPORT_COLUMNS.join(", ")))
    .where({ user_id: userId })
    .orderBy("window_end", "desc")
    .first()) as ReportRow | undefined;
  return row ? toReport(row) : undefined;
}

/** Records a sent report; false (nothing written) when the period already has one. */
export async function saveUsageReport(db: Knex, report: UsageReportRecord): Promise<boolean> {
  const inserted = await runner(db)("storefront_usage_reports")
    .insert({
      user_id: report.userId,
      period: report.period,
      identifier: report.identifier,
      reported_micros: report.reportedMicros.toString(),
      window_start: report.windowStart,
      window_end: report.windowEnd,
      reported_at: report.reportedAt,
    })
    .onConflict(["user_id", "period"])
    .ignore()
    .returning("user_id");
  return inserted.length === 1;
}
