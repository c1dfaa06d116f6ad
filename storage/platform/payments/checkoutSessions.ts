/**
 * The local payment processor's hosted checkout sessions (`processor_checkout_sessions`).
 * State changes are conditional updates (`WHERE status = 'open'`), so two concurrent "Pay"
 * clicks complete a session once.
 */
import type { Knex } from "knex";
import { runner } from "../../run.js";
import { int8 } from "./numbers.js";

/** One line of the basket as stored. */
export interface StoredLineItem {
  name: string;
  unitAmountCents: number;
  quantity: number;
}

/** A stored session. */
export interface CheckoutSessionRow {
  id: string;
  status: "open" | "complete" | "expired";
  paymentStatus: "unpaid" | "paid";
  currency: string;
  amountTotalCents: number;
  lineItems: StoredLineItem[];
  successUrl: string;
  cancelUrl: string;
  url: string;
  metadata: Record<string, string>;
  paymentIntentId: string | null;
  idempotencyKey: string | null;
  requestHash: string | null;
  createdAt: Date;
  expiresAt: Date;
  completedAt: Date | null;
}

interface Raw {
  id: string;
  status: CheckoutSessionRow["status"];
  payment_status: CheckoutSessionRow["paymentStatus"];
  currency: string;
  amount_total_cents: string;
  line_items: StoredLineItem[];
  success_url: string;
  cancel_url: string;
  url: string;
  metadata: Record<string, string>;
  payment_intent_id: string | null;
  idempotency_key: string | null;
  request_hash: string | null;
  created_at: Date;
  expires_at: Date;
  completed_at: Date | null;
}

function fromRaw(r: Raw): CheckoutSessionRow {
  return {
    id: r.id,
    status: r.status,
    paymentStatus: r.payment_status,
    currency: r.currency,
    amountTotalCents: int8(r.amount_total_cents),
    lineItems: r.line_items,
    successUrl: r.success_url,
    cancelUrl: r.cancel_url,
    url: r.url,
    metadata: r.metadata,
    paymentIntentId: r.payment_intent_id,
    idempotencyKey: r.idempotency_key,
    requestHash: r.request_hash,
    createdAt: r.created_at,
    expiresAt: r.expires_at,
    completedAt: r.completed_at,
  };
}

/** What a new session is made of. */
export type NewCheckoutSession = Omit<
  CheckoutSessionRow,
  "status" | "paymentStatus" | "paymentIntentId" | "completedAt"
>;

/**
 * Inserts an open session. When its idempotency key is taken, inserts nothing and returns
 * the session that holds the key (`created: false`), for the caller to compare request hashes.
 */
export async function insertCheckoutSession(
  db: Knex,
  s: NewCheckoutSession,
): Promise<{ created: boolean; row: CheckoutSessionRow }> {
  const inserted = (await runner(db)("processor_checkout_sessions")
    .insert({
      id: s.id,
      status: "open",
      payment_status: "unpaid",
      currency: s.currency,
      amount_total_cents: String(s.amountTotalCents),
      line_items: JSON.stringify(s.lineItems),
      success_url: s.successUrl,
      cancel_url: s.cancelUrl,
      url: s.url,
      metadata: JSON.stringify(s.metadata),
      idempotency_key: s.idempotencyKey,
      request_hash: s.requestHash,
      created_at: s.createdAt,
      expires_at: s.expiresAt,
    })
    .onConflict("idempotency_key")
    .ignore()
    .returning("*")) as Raw[];
  if (inserted[0]) return { created: true, row: fromRaw(inserted[0]) };
  const existing = (await runner(db)("processor_checkout_sessions")
    .where({ idempotency_key: s.idempotencyKey })
    .first()) as Raw | undefined;
  if (!existing)
    throw new Error(`checkout session insert conflicted but no session holds key ${s.idempotencyKey}`);
  return { created: false, row: fromRaw(existing) };
}

/** The session, or undefined; `forUpdate` locks it until the transaction ends. */
export async function findCheckoutSession(
  db: Knex,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<CheckoutSessionRow | undefined> {
  const query = runner(db)("processor_checkout_sessions").where({ id }).first();
  const raw = (await (options.forUpdate ? query.forUpdate() : query)) as Raw | undefined;
  return raw && fromRaw(raw);
}

/** open → complete/paid; undefined when the session was not open. */
export async function completeCheckoutSession(
  db: Knex,
  id: string,
  paymentIntentId: string,
  at: Date,
): Promise<CheckoutSessionRow | undefined> {
  const [raw] = (await runner(db)("processor_checkout_sessions")
    .where({ id, status: "open" })
    .update({
      status: "complete",
      payment_status: "paid",
      payment_intent_id: paymentIntentId,
      completed_at: at,
    })
    .returning("*")) as Raw[];
  return raw && fromRaw(raw);
}

/** open → expired; undefined when the session was not open. */
export async function expireCheckoutSession(db: Knex, id: string): Promise<CheckoutSessionRow | undefined> {
  const [raw] = (await runner(db)("processor_checkout_sessions")
    .where({ id, status: "open" })
    .update({ status: "expired" })
    .returning("*")) as Raw[];
  return raw && fromRaw(raw);
}
