/**
 * The local payment processor's subscriptions and their invoices (`processor_subscriptions`,
 * `processor_invoices`). A plan subscription has one invoice per period; a metered one is
 * billed in arrears and has none here (its usage is in `processor_usage_records`).
 */
import type { Knex } from "knex";
import { runner } from "../../run.js";
import { int8 } from "./numbers.js";

/** A stored subscription. Exactly one of `planId` and `meter` is set. */
export interface SubscriptionRow {
  id: string;
  customerId: string;
  planId: string | null;
  meter: string | null;
  status: string;
  metadata: Record<string, string>;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  createdAt: Date;
}

interface RawSubscription {
  id: string;
  customer_id: string;
  plan_id: string | null;
  meter: string | null;
  status: string;
  metadata: Record<string, string>;
  current_period_start: Date;
  current_period_end: Date;
  created_at: Date;
}

function subscriptionFromRaw(r: RawSubscription): SubscriptionRow {
  return {
    id: r.id,
    customerId: r.customer_id,
    planId: r.plan_id,
    meter: r.meter,
    status: r.status,
    metadata: r.metadata,
    currentPeriodStart: r.current_period_start,
    currentPeriodEnd: r.current_period_end,
    createdAt: r.created_at,
  };
}

/** Inserts a subscription. */
export async function insertSubscription(db: Knex, s: SubscriptionRow): Promise<SubscriptionRow> {
  const [raw] = (await runner(db)("processor_subscriptions")
    .insert({
      id: s.id,
      customer_id: s.customerId,
      plan_id: s.planId,
      meter: s.meter,
      status: s.status,
      metadata: JSON.stringify(s.metadata),
      current_period_start: s.currentPeriodStart,
      current_period_end: s.currentPeriodEnd,
      created_at: s.createdAt,
    })
    .returning("*")) as RawSubscription[];
  return subscriptionFromRaw(raw!);
}

/** The subscription, or undefined; `forUpdate` locks it until the transaction ends. */
export async function findSubscription(
  db: Knex,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<SubscriptionRow | undefined> {
  const query = runner(db)("processor_subscriptions").where({ id }).first();
  const raw = (await (options.forUpdate ? query.forUpdate() : query)) as RawSubscription | undefined;
  return raw && subscriptionFromRaw(raw);
}

/** Updates status and, when given, the current period. */
export async function updateSubscription(
  db: Knex,
  id: string,
  change: { status: string; currentPeriodStart?: Date; currentPeriodEnd?: Date },
): Promise<SubscriptionRow> {
  const [raw] = (await runner(db)("processor_subscriptions")
    .where({ id })
    .update({
      status: change.status,
      ...(change.currentPeriodStart ? { current_period_start: change.currentPeriodStart } : {}),
      ...(change.currentPeriodEnd ? { current_period_end: change.currentPeriodEnd } : {}),
    })
    .returning("*")) as RawSubscription[];
  if (!raw) throw new Error(`no subscription ${id}`);
  return subscriptionFromRaw(raw);
}

/** A stored invoice. */
export interface InvoiceRow {
  id: string;
  subscriptionId: string;
  customerId: string;
  status: "draft" | "open" | "paid" | "uncollectible" | "void";
  billingReason: string;
  amountDueCents: number;
  amountPaidCents: number;
  currency: string;
  clientSecret: string;
  attemptCount: number;
  createdAt: Date;
  paidAt: Date | null;
}

interface RawInvoice {
  id: string;
  subscription_id: string;
  customer_id: string;
  status: InvoiceRow["status"];
  billing_reason: string;
  amount_due_cents: string;
  amount_paid_cents: string;
  currency: string;
  client_secret: string;
  attempt_count: number;
  created_at: Date;
  paid_at: Date | null;
}

function invoiceFromRaw(r: RawInvoice): InvoiceRow {
  return {
    id: r.id,
    subscriptionId: r.subscription_id,
    customerId: r.customer_id,
    status: r.status,
    billingReason: r.billing_reason,
    amountDueCents: int8(r.amount_due_cents),
    amountPaidCents: int8(r.amount_paid_cents),
    currency: r.currency,
    clientSecret: r.client_secret,
    attemptCount: r.attempt_count,
    createdAt: r.created_at,
    paidAt: r.paid_at,
  };
}

/** Inserts an open invoice. */
export async function insertInvoice(
  db: Knex,
  inv: Pick<
    InvoiceRow,
    | "id"
    | "subscriptionId"
    | "customerId"
    | "billingReason"
    | "amountDueCents"
    | "currency"
    | "clientSecret"
    | "createdAt"
  >,
): Promise<InvoiceRow> {
  const [raw] = (await runner(db)("processor_invoices")
    .insert({
      id: inv.id,
      subscription_id: inv.subscriptionId,
      customer_id: inv.customerId,
      status: "open",
      billing_reason: inv.billingReason,
      amount_due_cents: String(inv.amountDueCents),
      currency: inv.currency,
      client_secret: inv.clientSecret,
      created_at: inv.createdAt,
    })
    .returning("*")) as RawInvoice[];
  return invoiceFromRaw(raw!);
}

/** The subscription's newest open invoice, or undefined. */
export async function findOpenInvoice(db: Knex, subscriptionId: string): Promise<InvoiceRow | undefined> {
  const raw = (await runner(db)("processor_invoices")
    .where({ subscription_id: subscriptionId, status: "open" })
    .orderBy("created_at", "desc")
    .first()) as RawInvoice | undefined;
  return raw && invoiceFromRaw(raw);
}

/** open → paid, or one more failed attempt (still open). */
export async function settleInvoice(
  db: Knex,
  id: string,
  outcome: { paid: true; at: Date } | { paid: false },
): Promise<InvoiceRow> {
  const change = outcome.paid
    ? {
        status: "paid",
        amount_paid_cents: runner(db).raw("amount_due_cents"),
        paid_at: outcome.at,
        attempt_count: runner(db).raw("attempt_count + 1"),
      }
    : { attempt_count: runner(db).raw("attempt_count + 1") };
  const [raw] = (await runner(db)("processor_invoices")
    .where({ id, status: "open" })
    .update(change)
    .returning("*")) as RawInvoice[];
  if (!raw) throw new Error(`invoice ${id} is not open`);
  return invoiceFromRaw(raw);
}
