/**
 * Customers, subscriptions, invoices and metered usage on the local processor.
 *
 * Plan subscriptions start `incomplete` with an open first invoice; `payInvoice` pays the open
 * invoice (or, when none is open, bills and pays the next period — a renewal), making the
 * subscription `active`; `failInvoice` fails it (a renewal failure makes an active
 * subscription `past_due`). Metered subscriptions are active at once and bill nothing here.
 */
import { findCustomer, insertCustomer } from "../../../storage/platform/payments/customers.js";
import {
  findOpenInvoice,
  findSubscription,
  type InvoiceRow,
  insertInvoice,
  insertSubscription,
  type SubscriptionRow,
  settleInvoice,
  updateSubscription,
} from "../../../storage/platform/payments/subscriptions.js";
import { insertUsageRecord } from "../../../storage/platform/payments/usageRecords.js";
import { clientSecretFor, localId } from "../ids.js";
import { findPlan } from "../plans.js";
import type {
  CreateCustomerInput,
  CreatedSubscription,
  CreateMeteredSubscriptionInput,
  CreateSubscriptionInput,
  Customer,
  Invoice,
  ReportUsageInput,
  Subscription,
  UsageReport,
} from "../types.js";
import { toInvoice, toSubscription } from "../wire.js";
import { type LocalContext, noSuch, reject } from "./context.js";
import { checkMetadata } from "./validate.js";
import { wireInvoice, wireSubscription } from "./wireObjects.js";

type Trx = Parameters<Parameters<LocalContext["transaction"]>[0]>[0];

/** One calendar month on (UTC), clamped the way billing anchors are (Jan 31 → Feb 28). */
export function addMonth(date: Date): Date {
  const next = new Date(date);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

function subscriptionView(row: SubscriptionRow): Subscription {
  return toSubscription(wireSubscription(row));
}

/** Creates a customer. */
export async function createCustomer(ctx: LocalContext, input: CreateCustomerInput): Promise<Customer> {
  const metadata = checkMetadata(input.metadata);
  if (input.email !== undefined && (input.email.length > 512 || !input.email.includes("@")))
    reject("email_invalid", "email: not an e-mail address");
  const row = await insertCustomer(ctx.db.knex, {
    id: localId("cus"),
    email: input.email ?? null,
    metadata,
    createdAt: ctx.now(),
  });
  return { id: row.id };
}

async function requireCustomer(trx: Trx, id: string): Promise<void> {
  if (!(await findCustomer(trx, id))) noSuch("customer", id);
}

/** Subscribes a customer to a meter: active at once. */
export async function createMeteredSubscription(
  ctx: LocalContext,
  input: CreateMeteredSubscriptionInput,
): Promise<Subscription> {
  if (!/^[A-Za-z0-9_.:-]{1,100}$/.test(input.meter))
    reject("parameter_invalid_string", "meter: 1 to 100 of A-Z a-z 0-9 _ . : -");
  return ctx.transaction(async (trx) => {
    await requireCustomer(trx, input.customerId);
    const now = ctx.now();
    const row = await insertSubscription(trx, {
      id: localId("sub"),
      customerId: input.customerId,
      planId: null,
      meter: input.meter,
      status: "active",
      metadata: { meter: input.meter },
      currentPeriodStart: now,
      currentPeriodEnd: addMonth(now),
      createdAt: now,
    });
    await ctx.emit(trx, "customer.subscription.created", wireSubscription(row));
    return subscriptionView(row);
  });
}

/** Records usage once per identifier. Stripe's window applies: up to 35 days back, 5 min ahead. */
export async function reportUsage(ctx: LocalContext, input: ReportUsageInput): Promise<UsageReport> {
  if (typeof input.identifier !== "string" || input.identifier.length === 0 || input.identifier.length > 100)
    reject("parameter_invalid_string", "identifier: 1 to 100 chars");
  if (!Number.isSafeInteger(input.quantity) || input.quantity < 0)
    reject("parameter_invalid_integer", "quantity: an integer >= 0");
  const now = ctx.now().getTime();
  const at = input.timestamp.getTime();
  if (!(at >= now - 35 * 86_400_000 && at <= now + 300_000))
    reject("timestamp_out_of_range", "timestamp: within the past 35 days or up to 5 minutes ahead");
  if (!(await findCustomer(ctx.db.knex, input.customerId))) noSuch("customer", input.customerId);
  const recorded = await insertUsageRecord(ctx.db.knex, {
    identifier: input.identifier,
    customerId: input.customerId,
    meter: input.meter,
    quantity: input.quantity,
    occurredAt: input.timestamp,
  });
  return { identifier: input.identifier, duplicate: !recorded };
}

/** Subscribes a customer to a plan: `incomplete`, with the first invoice open. */
export async function createSubscription(
  ctx: LocalContext,
  input: CreateSubscriptionInput,
): Promise<CreatedSubscription> {
  const plan = findPlan(input.planId) ?? noSuch("plan", input.planId);
  return ctx.transaction(async (trx) => {
    await requireCustomer(trx, input.customerId);
    const now = ctx.now();
    const sub = await insertSubscription(trx, {
      id: localId("sub"),
      customerId: input.customerId,
      planId: plan.id,
      meter: null,
      status: "incomplete",
      metadata: { planId: plan.id },
      currentPeriodStart: now,
      currentPeriodEnd: addMonth(now),
      createdAt: now,
    });
    const invoiceId = localId("in");
    const invoice = await insertInvoice(trx, {
      id: invoiceId,
      subscriptionId: sub.id,
      customerId: sub.customerId,
      billingReason: "subscription_create",
      amountDueCents: plan.amountCents,
      currency: plan.currency,
      clientSecret: clientSecretFor(invoiceId),
      createdAt: now,
    });
    await ctx.emit(trx, "customer.subscription.created", wireSubscription(sub));
    return { ...subscriptionView(sub), clientSecret: invoice.clientSecret };
  });
}

/** The open invoice of a plan subscription, or a new renewal invoice for its next period. */
async function invoiceToSettle(ctx: LocalContext, trx: Trx, subscriptionId: string) {
  const sub =
    (await findSubscription(trx, subscriptionId, { forUpdate: true })) ??
    noSuch("subscription", subscriptionId);
  const plan = sub.planId ? findPlan(sub.planId) : undefined;
  if (!plan)
    reject(
      "subscription_not_invoiced",
      `Subscription ${subscriptionId} is metered: it has no plan invoices here`,
    );
  if (sub.status === "canceled")
    reject("subscription_canceled", `Subscription ${subscriptionId} is canceled`);
  const open = await findOpenInvoice(trx, sub.id);
  if (open) return { sub, invoice: open };
  const periodStart = sub.currentPeriodEnd;
  const renewed = await updateSubscription(trx, sub.id, {
    status: sub.status,
    currentPeriodStart: periodStart,
    currentPeriodEnd: addMonth(periodStart),
  });
  const invoiceId = localId("in");
  const invoice = await insertInvoice(trx, {
    id: invoiceId,
    subscriptionId: sub.id,
    customerId: sub.customerId,
    billingReason: "subscription_cycle",
    amountDueCents: plan.amountCents,
    currency: plan.currency,
    clientSecret: clientSecretFor(invoiceId),
    createdAt: ctx.now(),
  });
  return { sub: renewed, invoice };
}

async function moveSubscription(ctx: LocalContext, trx: Trx, sub: SubscriptionRow, status: string) {
  if (sub.status === status) return sub;
  const moved = await updateSubscription(trx, sub.id, { status });
  await ctx.emit(trx, "customer.subscription.updated", wireSubscription(moved));
  return moved;
}

/**
 * Test/dev helper: pays the subscription's open invoice (or bills and pays a renewal) —
 * `invoice.paid`, and `customer.subscription.updated` when it becomes active.
 */
export async function payInvoice(ctx: LocalContext, subscriptionId: string): Promise<Invoice> {
  return ctx.transaction(async (trx) => {
    const { sub, invoice } = await invoiceToSettle(ctx, trx, subscriptionId);
    const paid: InvoiceRow = await settleInvoice(trx, invoice.id, { paid: true, at: ctx.now() });
    await ctx.emit(trx, "invoice.paid", wireInvoice(paid, sub));
    await moveSubscription(ctx, trx, sub, "active");
    return toInvoice(wireInvoice(paid, sub));
  });
}

/**
 * Test/dev helper: the subscription's open invoice (or a renewal) fails to charge —
 * `invoice.payment_failed`; an active subscription becomes `past_due`, a new one stays `incomplete`.
 */
export async function failInvoice(ctx: LocalContext, subscriptionId: string): Promise<Invoice> {
  return ctx.transaction(async (trx) => {
    const { sub, invoice } = await invoiceToSettle(ctx, trx, subscriptionId);
    const failed = await settleInvoice(trx, invoice.id, { paid: false });
    await ctx.emit(trx, "invoice.payment_failed", wireInvoice(failed, sub));
    if (sub.status === "active") await moveSubscription(ctx, trx, sub, "past_due");
    return toInvoice(wireInvoice(failed, sub));
  });
}
