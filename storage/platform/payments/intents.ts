/**
 * The local payment processor's payment intents (top-ups, and the payment behind a paid
 * checkout) and setup intents (saving a card), `processor_payment_intents` and
 * `processor_setup_intents`.
 */
import type { Knex } from "knex";
import { runner } from "../../run.js";
import { int8 } from "./numbers.js";

/** A stored payment intent. */
export interface PaymentIntentRow {
  id: string;
  clientSecret: string;
  status: string;
  amountCents: number;
  currency: string;
  customerId: string | null;
  metadata: Record<string, string>;
  idempotencyKey: string | null;
  requestHash: string | null;
  createdAt: Date;
  succeededAt: Date | null;
  /** The hosted page where the buyer pays (null: paid without one). */
  pageUrl: string | null;
  /** Where the page sends the buyer once paid. */
  returnUrl: string | null;
}

interface RawPaymentIntent {
  id: string;
  client_secret: string;
  status: string;
  amount_cents: string;
  currency: string;
  customer_id: string | null;
  metadata: Record<string, string>;
  idempotency_key: string | null;
  request_hash: string | null;
  created_at: Date;
  succeeded_at: Date | null;
  page_url: string | null;
  return_url: string | null;
}

function paymentIntentFromRaw(r: RawPaymentIntent): PaymentIntentRow {
  return {
    id: r.id,
    clientSecret: r.client_secret,
    status: r.status,
    amountCents: int8(r.amount_cents),
    currency: r.currency,
    customerId: r.customer_id,
    metadata: r.metadata,
    idempotencyKey: r.idempotency_key,
    requestHash: r.request_hash,
    createdAt: r.created_at,
    succeededAt: r.succeeded_at,
    pageUrl: r.page_url,
    returnUrl: r.return_url,
  };
}

/** What a new payment intent is made of. */
export type NewPaymentIntent = Omit<PaymentIntentRow, "succeededAt" | "pageUrl" | "returnUrl"> &
  Partial<Pick<PaymentIntentRow, "pageUrl" | "returnUrl">>;

/**
 * Inserts a payment intent. With an idempotency key that is already taken, inserts nothing and
 * returns the intent holding it (`created: false`).
 */
export async function insertPaymentIntent(
  db: Knex,
  pi: NewPaymentIntent,
): Promise<{ created: boolean; row: PaymentIntentRow }> {
  const query = runner(db)("processor_payment_intents").insert({
    id: pi.id,
    client_secret: pi.clientSecret,
    status: pi.status,
    amount_cents: String(pi.amountCents),
    currency: pi.currency,
    customer_id: pi.customerId,
    metadata: JSON.stringify(pi.metadata),
    idempotency_key: pi.idempotencyKey,
    request_hash: pi.requestHash,
    created_at: pi.createdAt,
    succeeded_at: pi.status === "succeeded" ? pi.createdAt : null,
    page_url: pi.pageUrl ?? null,
    return_url: pi.returnUrl ?? null,
  });
  const inserted = (await (pi.idempotencyKey === null
    ? query.returning("*")
    : query.onConflict("idempotency_key").ignore().returning("*"))) as RawPaymentIntent[];
  if (inserted[0]) return { created: true, row: paymentIntentFromRaw(inserted[0]) };
  const existing = (await runner(db)("processor_payment_intents")
    .where({ idempotency_key: pi.idempotencyKey })
    .first()) as RawPaymentIntent | undefined;
  if (!existing)
    throw new Error(`payment intent insert conflicted but no intent holds key ${pi.idempotencyKey}`);
  return { created: false, row: paymentIntentFromRaw(existing) };
}

/** The payment intent, or undefined. */
export async function findPaymentIntent(db: Knex, id: string): Promise<PaymentIntentRow | undefined> {
  const raw = (await runner(db)("processor_payment_intents").where({ id }).first()) as
    | RawPaymentIntent
    | undefined;
  return raw && paymentIntentFromRaw(raw);
}

/** Any not-yet-final status → succeeded; undefined when it had already succeeded or was cancelled. */
export async function succeedPaymentIntent(
  db: Knex,
  id: string,
  at: Date,
): Promise<PaymentIntentRow | undefined> {
  const [raw] = (await runner(db)("processor_payment_intents")
    .where({ id })
    .whereNotIn("status", ["succeeded", "canceled"])
    .update({ status: "succeeded", succeeded_at: at })
    .returning("*")) as RawPaymentIntent[];
  return raw && paymentIntentFromRaw(raw);
}

/** A stored setup intent. */
export interface SetupIntentRow {
  id: string;
  clientSecret: string;
  status: string;
  customerId: string;
  paymentMethod: string | null;
  createdAt: Date;
}

interface RawSetupIntent {
  id: string;
  client_secret: string;
  status: string;
  customer_id: string;
  payment_method: string | null;
  created_at: Date;
}

function setupIntentFromRaw(r: RawSetupIntent): SetupIntentRow {
  return {
    id: r.id,
    clientSecret: r.client_secret,
    status: r.status,
    customerId: r.customer_id,
    paymentMethod: r.payment_method,
    createdAt: r.created_at,
  };
}

/** Inserts a setup intent awaiting a card. */
export async function insertSetupIntent(
  db: Knex,
  si: { id: string; clientSecret: string; customerId: string; createdAt: Date },
): Promise<SetupIntentRow> {
  const [raw] = (await runner(db)("processor_setup_intents")
    .insert({
      id: si.id,
      client_secret: si.clientSecret,
      status: "requires_payment_method",
      customer_id: si.customerId,
      created_at: si.createdAt,
    })
    .returning("*")) as RawSetupIntent[];
  return setupIntentFromRaw(raw!);
}

/** requires_payment_method → succeeded with `paymentMethod`; undefined when it was not waiting. */
export async function succeedSetupIntent(
  db: Knex,
  id: string,
  paymentMethod: string,
): Promise<SetupIntentRow | undefined> {
  const [raw] = (await runner(db)("processor_setup_intents")
    .where({ id, status: "requires_payment_method" })
    .update({ status: "succeeded", payment_method: paymentMethod })
    .returning("*")) as RawSetupIntent[];
  return raw && setupIntentFromRaw(raw);
}
