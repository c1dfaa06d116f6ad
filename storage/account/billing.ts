/**
 * The account service's billing records: one row per user with a processor customer (saved
 * card, plan subscription, open payment alert), and the top-ups started, so the processor's
 * webhook grants each top-up exactly once.
 */
import type { Knex } from "knex";
import { runner } from "../run.js";

/** The kinds of payment alert a user can have open. */
export type AlertKind = "subscription_past_due" | "topup_declined";

/** A user's billing state. */
export interface AccountBilling {
  userId: string;
  customerId: string;
  cardSaved: boolean;
  subscriptionId: string | null;
  planId: string | null;
  subscriptionStatus: string | null;
  alert: { kind: AlertKind; message: string } | null;
}

type BillingRow = {
  user_id: string;
  customer_id: string;
  card_saved: boolean;
  subscription_id: string | null;
  plan_id: string | null;
  subscription_status: string | null;
  alert_kind: AlertKind | null;
  alert_message: string | null;
};

function toBilling(row: BillingRow): AccountBilling {
  return {
    userId: row.user_id,
    customerId: row.customer_id,
    cardSaved: row.card_saved,
    subscriptionId: row.subscription_id,
    planId: row.plan_id,
    subscriptionStatus: row.subscription_status,
    alert: row.alert_kind ? { kind: row.alert_kind, message: row.alert_message ?? "" } : null,
  };
}

/** The user's billing row, or undefined before their first billing call. */
export async function findBilling(db: Knex, userId: string): Promise<AccountBilling | undefined> {
  const row = (await runner(db)("account_billing").where({ user_id: userId }).first()) as
    | BillingRow
    | undefined;
  return row && toBilling(row);
}

/** The billing row of a processor customer, or undefined (a customer some other service made). */
export async function findBillingByCustomer(
  db: Knex,
  customerId: string,
): Promise<AccountBilling | undefined> {
  const row = (await runner(db)("account_billing").where({ customer_id: customerId }).first()) as
    | BillingRow
    | undefined;
  return row && toBilling(row);
}

/**
 * Records the user's processor customer. When two first calls race, the first insert wins and
 * both callers get its customer (the loser's processor customer stays unused).
 */
export async function saveCustomer(db: Knex, userId: string, customerId: string): Promise<AccountBilling> {
  await runner(db)("account_billing")
    .insert({ user_id: userId, customer_id: customerId })
    .onConflict("user_id")
    .ignore();
  const saved = await findBilling(db, userId);
  if (!saved) throw new Error(`account_billing row for ${userId} vanished`);
  return saved;
}

/** Changes a customer's billing row (by customer id); true when the customer is ours. */
export async function updateBillingByCustomer(
  db: Knex,
  customerId: string,
  changes: Partial<{
    cardSaved: boolean;
    subscriptionId: string | null;
    planId: string | null;
    subscriptionStatus: string | null;
    alert: { kind: AlertKind; message: string } | null;
  }>,
  now: Date,
): Promise<boolean> {
  const row: Record<string, unknown> = { updated_at: now };
  if (changes.cardSaved !== undefined) row.card_saved = changes.cardSaved;
  if (changes.subscriptionId !== undefined) row.subscription_id = changes.subscriptionId;
  if (changes.planId !== undefined) row.plan_id = changes.planId;
  if (changes.subscriptionStatus !== undefined) row.subscription_status = changes.subscriptionStatus;
  if (changes.alert !== undefined) {
    row.alert_kind = changes.alert?.kind ?? null;
    row.alert_message = changes.alert?.message ?? null;
  }
  const n = await runner(db)("account_billing").where({ customer_id: customerId }).update(row);
  return n > 0;
}

/** Clears the customer's alert only if it is of this kind (fixing one problem leaves another open). */
export async function clearAlert(db: Knex, customerId: string, kind: AlertKind, now: Date): Promise<void> {
  await runner(db)("account_billing")
    .where({ customer_id: customerId, alert_kind: kind })
    .update({ alert_kind: null, alert_message: null, updated_at: now });
}

/** A top-up as started: what it charges and the credits it grants when paid. */
export interface TopUp {
  paymentIntentId: string;
  userId: string;
  amountCents: number;
  taxCents: number;
  totalCents: number;
  creditsMicros: bigint;
  oneClick: boolean;
}

/** Records a started top-up (idempotent per payment intent). */
export async function insertTopUp(db: Knex, t: TopUp): Promise<void> {
  await runner(db)("account_topups")
    .insert({
      payment_intent_id: t.paymentIntentId,
      user_id: t.userId,
      amount_cents: t.amountCents,
      tax_cents: t.taxCents,
      total_cents: t.totalCents,
      credits_micros: t.creditsMicros.toString(),
      one_click: t.oneClick,
    })
    .onConflict("payment_intent_id")
    .ignore();
}

/**
 * Moves a top-up from pending to `granted` or `failed`; returns the top-up when this call made
 * the move (so its effect is applied once), undefined when it was not pending or is unknown.
 */
export async function settleTopUp(
  db: Knex,
  paymentIntentId: string,
  status: "granted" | "failed",
  now: Date,
): Promise<TopUp | undefined> {
  const [row] = (await runner(db)("account_topups")
    .where({ payment_intent_id: paymentIntentId, status: "pending" })
    .update({ status, settled_at: now })
    .returning([
      "payment_intent_id",
      "user_id",
      "amount_cents",
      "tax_cents",
      "total_cents",
      "credits_micros",
      "one_click",
    ])) as {
    payment_intent_id: string;
    user_id: string;
    amount_cents: number;
    tax_cents: number;
    total_cents: number;
    credits_micros: string;
    one_click: boolean;
  }[];
  return (
    row && {
      paymentIntentId: row.payment_intent_id,
      userId: row.user_id,
      amountCents: row.amount_cents,
      taxCents: row.tax_cents,
      totalCents: row.total_cents,
      creditsMicros: BigInt(row.credits_micros),
      oneClick: row.one_click,
    }
  );
}
